"""Drawing the Markov chain of tags: nodes on a circle and one directed edge per transition with
p ≥ a threshold, its width and opacity growing with p, so the strong transitions stand out and
the rest recede (a label on every edge made a hairball). The transitions of the tag sequence the
student typed are drawn on top in the highlight colour, each with its arrow head and its
probability — the factors of P(sequence). A→B and B→A are drawn side by side (offset from the
centre line) so both directions stay readable."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ... import style
from ...plots import palette
from .scene_trellis import head

RADIUS = 10.0
NODE = 0.9          # node radius in data units: edges stop short of it
WIDTHS = (0.25, 0.5, 0.75, 1.01)   # p buckets: an edge's pen by the bucket its p falls in


class ChainScene:
    """Owns the items it adds to ``plot``; ``draw`` gives them new data."""

    def __init__(self, plot: pg.PlotWidget):
        self.plot = plot
        ghost = style.theme().ghost
        self.edges = []
        for k, top in enumerate(WIDTHS):       # one curve per strength bucket, not per edge
            curve = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(
                *ghost, int(70 + 150 * top), width=0.8 + 2.2 * k))
            plot.addItem(curve)
            self.edges.append(curve)
        self.path = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(*style.theme().highlight,
                                                                   width=4))
        self.heads = pg.ScatterPlotItem(size=14, pen=None, pxMode=True,
                                        brush=pg.mkBrush(*style.theme().highlight))
        self.nodes = pg.ScatterPlotItem()
        self.heads.setZValue(10)                   # over the node they point at
        for item in (self.path, self.nodes, self.heads):
            plot.addItem(item)
        self.items: list = []
        self.arrows: list = []          # (from, to, p) of the highlighted transitions
        self.edge_labels: list = []     # their probability labels, in the same order
        self._ends: dict = {}           # (from, to) -> (start, end) of the drawn edge
        self._labels: list = []

    def draw(self, rows, cols, matrix, threshold=0.1):
        """``matrix[r][c]`` = p(cols[c] | rows[r]); rows are <s> and the tags, columns the tags
        and </s>."""
        for item in self.items:
            self.plot.removeItem(item)
        self.items, self._ends = [], {}
        nodes = list(rows) + ["</s>"]
        k = len(nodes)
        angle = np.pi / 2 - 2 * np.pi * np.arange(k) / k
        pos = np.c_[np.cos(angle), np.sin(angle)] * RADIUS
        index = {n: i for i, n in enumerate(nodes)}
        self.nodes.setData(pos=pos, size=26, brush=palette.brush(palette.color(0)),
                           pen=pg.mkPen(*style.theme().background))
        buckets = [([], []) for _ in WIDTHS]
        for r, row in zip(rows, matrix):
            for c, p in zip(cols, row):
                if r == c or c not in index:
                    continue
                a, b = pos[index[r]], pos[index[c]]
                d = (b - a) / np.linalg.norm(b - a)
                normal = np.array([-d[1], d[0]]) * 0.35   # the two directions side by side
                start, end = a + d * NODE + normal, b - d * NODE + normal
                self._ends[(r, c)] = (start, end, p)
                if p < threshold:
                    continue
                xs, ys = buckets[int(np.searchsorted(WIDTHS, p, side="right").clip(0, 3))]
                xs += [start[0], end[0]]
                ys += [start[1], end[1]]
        for curve, (xs, ys) in zip(self.edges, buckets):
            curve.setData(np.array(xs, float), np.array(ys, float))
        for n, p in zip(nodes, pos):
            lab = pg.TextItem(n, color=style.theme().foreground, anchor=(0.5, 0.5))
            lab.setPos(*p * 1.13)
            self._add(lab)
        self.plot.setRange(xRange=(-RADIUS * 1.3, RADIUS * 1.3),
                           yRange=(-RADIUS * 1.3, RADIUS * 1.3))
        self.highlight([])

    def highlight(self, transitions) -> None:
        """Draw ``transitions`` — (from, to) pairs, e.g. the typed sequence's — on top, each
        with its arrow head and probability; pairs the graph has no edge for are skipped."""
        for label in self._labels:
            self.plot.removeItem(label)
        self._labels, self.arrows, self.edge_labels = [], [], []
        xs, ys, tips, angles = [], [], [], []
        for r, c in transitions:
            if (r, c) not in self._ends:
                continue
            start, end, p = self._ends[(r, c)]
            xs += [start[0], end[0]]
            ys += [start[1], end[1]]
            tips.append(end)
            d = end - start
            angles.append(int(round(np.degrees(np.arctan2(-d[1], d[0])))) % 360)
            label = pg.TextItem(f"{p:.2f}", color=style.theme().foreground, anchor=(0.5, 0.5),
                                fill=pg.mkBrush(*style.theme().background, 220))
            label.setPos(*(start + (end - start) * 0.55))
            self.plot.addItem(label)
            self._labels.append(label)
            self.arrows.append((r, c, p))
            self.edge_labels.append(label)
        self.path.setData(np.array(xs, float), np.array(ys, float))
        if tips:
            self.heads.setData(pos=np.array(tips), symbol=[head(a) for a in angles])
        else:
            self.heads.setData([], [])

    def _add(self, item):
        self.plot.addItem(item)
        self.items.append(item)
