"""Drawing a trellis: one column per word, one node per tag. A node's colour is its log value
against the column's best (white at SPAN nats or more below it → blue at the best; grey for
−∞); the transitions considered into the column just filled are faint lines; every filled Viterbi node has its back-pointer drawn as
an arrow to its best predecessor; the best path is drawn when — and only when — the last column
is done. Hovering a node shows its formula with numbers (``tip``); clicking it calls
``on_click(tag, position)``."""
from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg

BLUE = np.array([33, 102, 172])
SPAN = 15.0      # nats: a node this far below its column's best is drawn white


def _brush(share: float):
    if not np.isfinite(share):
        return pg.mkBrush(235, 235, 235)
    rgb = (255 - (255 - BLUE) * share).astype(int)
    return pg.mkBrush(*rgb)


class TrellisScene:
    """Owns the items it puts in ``plot``; ``draw`` replaces what changed."""

    def __init__(self, plot: pg.PlotWidget, tip: Callable, on_click: Callable):
        self.plot = plot
        plot.setBackground("w")
        plot.invertY(True)
        plot.setMouseEnabled(False, False)
        plot.hideButtons()
        self.considered = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(160, 160, 160, 90))
        self.backpointers = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(60, 60, 60, 200,
                                                                           width=1.5))
        self.path = pg.PlotCurveItem(pen=pg.mkPen(46, 160, 67, width=5))
        self.nodes = pg.ScatterPlotItem(size=22, hoverable=True, tip=tip, pxMode=True)
        for item in (self.considered, self.backpointers, self.path, self.nodes):
            plot.addItem(item)
        self.nodes.sigClicked.connect(
            lambda _, points, ev=None: points and on_click(*points[0].data()))
        self.arrows: list = []
        self.path_shown = False

    def setup(self, words, tags):
        """Axes for a new sentence: words along the top, tags down the side; nothing filled."""
        self.plot.getAxis("bottom").setTicks([[(j, w) for j, w in enumerate(words)]])
        self.plot.getAxis("left").setTicks([[(i, t) for i, t in enumerate(tags)]])
        self.plot.setRange(xRange=(-0.5, len(words) - 0.5), yRange=(-0.5, len(tags) - 0.5),
                           padding=0.02)
        self.draw({}, len(tags), None, None)

    def draw(self, shown: dict, n_tags: int, filling, path):
        """``shown``: position → TrellisStep of the filled columns; ``filling``: the position
        filled last (its incoming transitions are drawn), with ``from_position`` its
        neighbour; ``path``: tag indices of the best path, or None until it is known."""
        xs, ys, brushes, data = [], [], [], []
        for j, step in shown.items():
            col = np.asarray(step.column, float)
            top = col.max() if np.isfinite(col).any() else 0.0
            with np.errstate(invalid="ignore"):
                share = np.clip(1 + (col - top) / SPAN, 0, 1)
            share[~np.isfinite(col)] = np.nan
            for i in range(n_tags):
                xs.append(j)
                ys.append(i)
                brushes.append(_brush(share[i]))
                data.append((i, j))
        self.nodes.setData(x=np.array(xs, float), y=np.array(ys, float), brush=brushes,
                           data=data, pen=pg.mkPen(90, 90, 90))
        self._considered(shown, n_tags, filling)
        self._backpointers(shown)
        self.path_shown = path is not None
        if path is not None:
            self.path.setData(np.arange(len(path), dtype=float), np.asarray(path, float))
        else:
            self.path.setData([], [])

    def _considered(self, shown, n_tags, filling):
        if filling is None:
            self.considered.setData([], [])
            return
        j, k = filling                      # column filled last, and the one it came from
        if k not in shown:
            self.considered.setData([], [])
            return
        src = np.flatnonzero(np.isfinite(shown[k].column))
        dst = np.arange(n_tags)
        a, b = np.meshgrid(src, dst, indexing="ij")
        x = np.c_[np.full(a.size, k), np.full(a.size, j)].ravel().astype(float)
        y = np.c_[a.ravel(), b.ravel()].ravel().astype(float)
        self.considered.setData(x, y)

    def _backpointers(self, shown):
        for arrow in self.arrows:
            self.plot.removeItem(arrow)
        self.arrows = []
        xs, ys = [], []
        f = 0.22                       # the arrow stops short of both nodes
        for j, step in shown.items():
            if step.back is None:
                continue
            for i, b in enumerate(step.back):
                if not np.isfinite(step.column[i]):
                    continue
                start = np.array([j - f, i + f * (b - i)])
                end = np.array([j - 1 + f, b + f * (i - b)])
                xs += [start[0], end[0]]
                ys += [start[1], end[1]]
                d = end - start        # y is inverted on screen: the angle uses −dy
                arrow = pg.ArrowItem(pos=tuple(end), angle=float(np.degrees(np.arctan2(
                    -d[1], -d[0]))), headLen=9, tipAngle=35, brush=(60, 60, 60), pen=None)
                self.plot.addItem(arrow)
                self.arrows.append(arrow)
        self.backpointers.setData(np.array(xs, float), np.array(ys, float))
