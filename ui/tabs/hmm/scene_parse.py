"""The best tree of the parsing view, drawn in a pyqtgraph plot: words on the bottom line, each
node above its tallest child and centred over its children, edges as one line item."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ... import style
from ...plots.palette import brush

EMPTY = QT_TRANSLATE_NOOP("TreeScene", "The best tree appears when the chart is full.")


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
    """The tree items of ``plot``: one edge item (reused) and a text item per node, in the
    design system's colours (theme foreground for phrases, the first class colour for words)."""

    def __init__(self, plot: pg.PlotWidget):
        self.plot = plot
        style.themed(plot)
        plot.hideAxis("left")
        plot.hideAxis("bottom")
        plot.setMouseEnabled(x=True, y=False)
        plot.setMinimumSize(style.PLOT_MIN[0], style.MIN_PLOT_H + 20)
        self.edges = pg.PlotDataItem(pen=style.pen(style.theme().muted, 1.5), connect="pairs")
        plot.addItem(self.edges)
        self.labels: list = []
        self.clear()

    @property
    def empty_shown(self) -> bool:
        """True while the plot says in words that there is no tree."""
        label = getattr(self.plot.getPlotItem(), "_empty_label", None)
        return label is not None and label.isVisible()

    def clear(self, text: str | None = None) -> None:
        """No tree: the sentence ``text`` (by default :data:`EMPTY`, translated) in its
        place."""
        text = QCoreApplication.translate("TreeScene", EMPTY) if text is None else text
        self._drop_labels()
        self.edges.setData([], [])
        style.empty_state(self.plot.getPlotItem(), text)

    def _drop_labels(self):
        for label in self.labels:
            self.plot.removeItem(label)
        self.labels = []

    def draw(self, tree) -> None:
        self._drop_labels()
        style.clear_empty_state(self.plot.getPlotItem())
        t = style.theme()
        labels, xs, ys, is_word, edges = tree_layout(tree)
        pairs = np.array(edges, dtype=int).reshape(-1)
        self.edges.setPen(style.pen(t.muted, 1.5))
        self.edges.setData(xs[pairs], ys[pairs])
        fill = brush(t.background, 230)
        for label, x, y, word in zip(labels, xs, ys, is_word):
            item = pg.TextItem(label, color=style.categorical(0) if word else t.foreground,
                               anchor=(0.5, 0.5), fill=fill)
            item.setFont(style.font(style.BODY))
            item.setPos(x, y)
            self.plot.addItem(item)
            self.labels.append(item)
        self.plot.setXRange(-0.5, max(xs.max(), 1) + 0.5)
        self.plot.setYRange(-0.5, ys.max() + 0.5)
