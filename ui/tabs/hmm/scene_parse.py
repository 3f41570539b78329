"""The best tree of the parsing view, drawn in a pyqtgraph plot: words on the bottom line, each
node above its tallest child and centred over its children, edges as one line item."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...plots.palette import brush, color

EMPTY = "The best tree appears when the chart is full."


def tree_layout(tree):
    """Positions of a tree's nodes for drawing: words at y = 0 and x = 0, 1, …; a node above
    its tallest child, centred over its children. Returns ``(labels, xs, ys, is_word, edges)``
    with edges as (parent, child) node indices."""
    labels, xs, ys, words, edges = [], [], [], [], []

    def walk(node):
        if isinstance(node, str):
            k = len(labels)
            labels.append(node)
            xs.append(float(sum(words)))
            ys.append(0.0)
            words.append(True)
            return k
        kids = [walk(c) for c in node.children]
        k = len(labels)
        labels.append(node.label)
        xs.append(float(np.mean([xs[c] for c in kids])))
        ys.append(1.0 + max(ys[c] for c in kids))
        words.append(False)
        edges.extend((k, c) for c in kids)
        return k
    walk(tree)
    return labels, np.array(xs), np.array(ys), np.array(words), edges


class TreeScene:
    """The tree items of ``plot``: one edge item (reused) and a text item per node."""

    def __init__(self, plot: pg.PlotWidget):
        self.plot = plot
        plot.hideAxis("left")
        plot.hideAxis("bottom")
        plot.setMouseEnabled(x=True, y=False)
        plot.setMinimumSize(320, 120)
        self.edges = pg.PlotDataItem(pen=pg.mkPen(color(7), width=1.5), connect="pairs")
        plot.addItem(self.edges)
        self.labels: list = []
        self.empty = pg.TextItem(EMPTY, color=color(7), anchor=(0.5, 0.5))
        plot.addItem(self.empty)

    def clear(self, text: str = EMPTY) -> None:
        """No tree: the sentence ``text`` in its place."""
        self._drop_labels()
        self.edges.setData([], [])
        self.empty.setText(text)
        self.empty.setVisible(True)

    def _drop_labels(self):
        for label in self.labels:
            self.plot.removeItem(label)
        self.labels = []

    def draw(self, tree) -> None:
        self._drop_labels()
        self.empty.setVisible(False)
        labels, xs, ys, is_word, edges = tree_layout(tree)
        pairs = np.array(edges, dtype=int).reshape(-1)
        self.edges.setData(xs[pairs], ys[pairs])
        for label, x, y, word in zip(labels, xs, ys, is_word):
            item = pg.TextItem(label, color=color(0) if word else (40, 40, 40),
                               anchor=(0.5, 0.5), fill=brush((255, 255, 255), 230))
            item.setPos(x, y)
            self.plot.addItem(item)
            self.labels.append(item)
        self.plot.setXRange(-0.5, max(xs.max(), 1) + 0.5)
        self.plot.setYRange(-0.5, ys.max() + 0.5)
