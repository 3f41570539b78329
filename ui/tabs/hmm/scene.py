"""Drawing the Markov chain of tags: nodes on a circle, one directed edge per transition with
p ≥ a threshold, each with an arrow head and its probability. A→B and B→A are drawn side by side
(offset from the centre line) so both directions stay readable."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...plots import palette

RADIUS = 10.0
NODE = 0.9          # node radius in data units: edges stop short of it


class ChainScene:
    """Owns the items it adds to ``plot`` and replaces them on each ``draw``."""

    def __init__(self, plot: pg.PlotWidget):
        self.plot = plot
        self.nodes = pg.ScatterPlotItem()
        self.edges = pg.PlotCurveItem(connect="pairs")
        plot.addItem(self.edges)
        plot.addItem(self.nodes)
        self.items: list = []
        self.arrows: list = []
        self.edge_labels: list = []

    def draw(self, rows, cols, matrix, threshold=0.1):
        """``matrix[r][c]`` = p(cols[c] | rows[r]); rows are <s> and the tags, columns the tags
        and </s>."""
        for item in self.items:
            self.plot.removeItem(item)
        self.items, self.arrows, self.edge_labels = [], [], []
        nodes = list(rows) + ["</s>"]
        k = len(nodes)
        angle = np.pi / 2 - 2 * np.pi * np.arange(k) / k
        pos = np.c_[np.cos(angle), np.sin(angle)] * RADIUS
        index = {n: i for i, n in enumerate(nodes)}
        self.nodes.setData(pos=pos, size=26, brush=palette.brush(palette.color(0)),
                           pen=pg.mkPen("w"))
        xs, ys = [], []
        for r, row in zip(rows, matrix):
            for c, p in zip(cols, row):
                if p < threshold or r == c:
                    continue
                a, b = pos[index[r]], pos[index[c]]
                d = (b - a) / np.linalg.norm(b - a)
                normal = np.array([-d[1], d[0]]) * 0.35   # the two directions side by side
                start, end = a + d * NODE + normal, b - d * NODE + normal
                xs += [start[0], end[0]]
                ys += [start[1], end[1]]
                arrow = pg.ArrowItem(pos=tuple(end), angle=float(np.degrees(np.arctan2(
                    d[1], -d[0]))), headLen=12, tipAngle=30, brush=(70, 70, 70), pen=None)
                mid = start + (end - start) * 0.6 + normal * 0.8
                label = pg.TextItem(f"{p:.2f}", color=(40, 40, 40), anchor=(0.5, 0.5))
                label.setPos(*mid)
                self._add(arrow)
                self._add(label)
                self.arrows.append((r, c, p))
                self.edge_labels.append(label)
        self.edges.setData(np.array(xs, float), np.array(ys, float),
                           pen=pg.mkPen((90, 90, 90, 170), width=1.5))
        for n, p in zip(nodes, pos):
            lab = pg.TextItem(n, color="k", anchor=(0.5, 0.5))
            lab.setPos(*p * 1.13)
            self._add(lab)
        self.plot.setRange(xRange=(-RADIUS * 1.3, RADIUS * 1.3),
                           yRange=(-RADIUS * 1.3, RADIUS * 1.3))

    def _add(self, item):
        self.plot.addItem(item)
        self.items.append(item)
