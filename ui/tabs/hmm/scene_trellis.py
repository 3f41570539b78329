"""Drawing a trellis: one column per word (or observation), one node per state drawn. A node's
colour is its log value against its column's best (white at SPAN nats or more below it → blue at
the best; grey for −∞); the transitions considered into the column just filled are faint lines;
every filled node's back-pointer is an arrow to its best predecessor; the best path is drawn
when — and only when — the last column is done. Hovering a node shows its formula with numbers
(``tip``); clicking it calls ``on_click(state, position)``.

The scene owns a fixed set of plot items and only gives them new data on each ``draw`` (arrow
heads are one scatter item of rotated triangles), so stepping never rebuilds the plot."""
from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QPainterPath, QTransform

BLUE = np.array([33, 102, 172])
SPAN = 15.0      # nats: a node this far below its column's best is drawn white
GAP = 0.22       # a back-pointer stops this far (in columns) short of both nodes
_HEADS: dict[int, QPainterPath] = {}


def _brush(share: float):
    if not np.isfinite(share):
        return pg.mkBrush(235, 235, 235)
    rgb = (255 - (255 - BLUE) * share).astype(int)
    return pg.mkBrush(*rgb)


def head(angle: int) -> QPainterPath:
    """An arrow head pointing at ``angle`` degrees on screen (0 = right, 90 = down), as a
    scatter symbol (unit box, tip at the centre so the spot's position is the tip)."""
    if angle not in _HEADS:
        p = QPainterPath()
        p.moveTo(0, 0)
        p.lineTo(-0.9, -0.4)
        p.lineTo(-0.9, 0.4)
        p.closeSubpath()
        _HEADS[angle] = QTransform().rotate(angle).map(p)
    return _HEADS[angle]


class TrellisScene:
    """Owns the items it puts in ``plot``; ``draw`` gives them new data."""

    def __init__(self, plot: pg.PlotWidget, tip: Callable, on_click: Callable,
                 span: float = SPAN):
        self.plot = plot
        self.span = span
        plot.setBackground("w")
        plot.invertY(True)
        plot.setMouseEnabled(False, False)
        plot.hideButtons()
        self.considered = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(160, 160, 160, 90))
        self.backpointers = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(60, 60, 60, 200,
                                                                           width=1.5))
        self.heads = pg.ScatterPlotItem(size=11, pen=None, brush=pg.mkBrush(60, 60, 60),
                                        pxMode=True)
        self.path = pg.PlotCurveItem(pen=pg.mkPen(46, 160, 67, width=5))
        self.nodes = pg.ScatterPlotItem(size=22, hoverable=True, tip=tip, pxMode=True)
        for item in (self.considered, self.backpointers, self.heads, self.path, self.nodes):
            plot.addItem(item)
        self.nodes.sigClicked.connect(
            lambda _, points, ev=None: len(points) and on_click(*points[0].data()))
        self.path_shown = False
        self.n_arrows = 0
        self._segments = np.zeros((0, 4))
        plot.getViewBox().sigResized.connect(lambda *_: self._place_heads())

    def setup(self, words, rows):
        """Axes for a new sentence: words along the bottom, state names down the side; nothing
        filled."""
        self.plot.getAxis("bottom").setTicks([[(j, w) for j, w in enumerate(words)]])
        self.plot.getAxis("left").setTicks([[(i, r) for i, r in enumerate(rows)]])
        self.plot.setRange(xRange=(-0.5, len(words) - 0.5), yRange=(-0.5, len(rows) - 0.5),
                           padding=0.02)
        size = 22 if len(rows) <= 20 else max(8, int(22 * 20 / len(rows)))
        self.nodes.setSize(size)
        self.draw({}, np.zeros(0, np.int64), None, None)
        font = self.plot.getAxis("left").style.get("tickFont")
        if len(rows) > 20:             # tag-pair rows: a smaller font so labels do not overlap
            from PySide6.QtGui import QFont
            font = QFont()
            font.setPointSize(7)
        self.plot.getAxis("left").setStyle(tickFont=font)

    def draw(self, shown: dict, rows: np.ndarray, considered, path, visible=None):
        """``shown``: position → step (``column`` and ``back`` over all states) of the filled
        columns; ``rows[s]``: the row state s is drawn in, −1 if it is not drawn;
        ``visible[j, s]``: whether column j draws state s (default: every state with a row);
        ``considered``: (x0, y0, x1, y1) arrays of the transitions into the column filled
        last, or None; ``path``: the best path's states, or None until it is known."""
        rows = np.asarray(rows, np.int64)
        xs, ys, brushes, data, segs = [], [], [], [], []
        for j, step in shown.items():
            col = np.ravel(step.column).astype(float)
            mask = rows[:len(col)] >= 0
            if visible is not None:
                mask &= visible[j]
            drawn = np.flatnonzero(mask)
            finite = col[np.isfinite(col)]
            top = finite.max() if finite.size else 0.0
            with np.errstate(invalid="ignore"):
                share = np.clip(1 + (col - top) / self.span, 0, 1)
            share[~np.isfinite(col)] = np.nan
            xs.append(np.full(len(drawn), j))
            ys.append(rows[drawn])
            brushes += [_brush(share[s]) for s in drawn]
            data += [(int(s), j) for s in drawn]
            if step.back is not None:
                back = np.ravel(step.back).astype(np.int64)
                ok = drawn[np.isfinite(col[drawn]) & (back[drawn] >= 0)]
                ok = ok[rows[back[ok]] >= 0]
                if visible is not None:
                    ok = ok[visible[j - 1][back[ok]]]
                segs.append(np.c_[np.full(len(ok), j), rows[ok], np.full(len(ok), j - 1),
                                  rows[back[ok]]])
        x = np.concatenate(xs).astype(float) if xs else np.zeros(0)
        y = np.concatenate(ys).astype(float) if ys else np.zeros(0)
        self.nodes.setData(x=x, y=y, brush=brushes, data=data, pen=pg.mkPen(90, 90, 90))
        if considered is None:
            self.considered.setData([], [])
        else:
            x0, y0, x1, y1 = (np.asarray(v, float) for v in considered)
            self.considered.setData(np.c_[x0, x1].ravel(), np.c_[y0, y1].ravel())
        self._segments = np.concatenate(segs).astype(float) if segs else np.zeros((0, 4))
        self._draw_backpointers()
        self.path_shown = path is not None
        if path is not None:
            self.path.setData(np.arange(len(path), dtype=float),
                              rows[np.asarray(path, np.int64)].astype(float))
        else:
            self.path.setData([], [])

    def _draw_backpointers(self):
        """Lines from each node toward its predecessor, stopping GAP short of both."""
        s = self._segments
        self.n_arrows = len(s)
        if not len(s):
            self.backpointers.setData([], [])
            self.heads.setData([], [])
            return
        (x0, y0), (x1, y1) = s[:, :2].T, s[:, 2:].T
        start = np.c_[x0 - GAP, y0 + GAP * (y1 - y0)]
        end = np.c_[x1 + GAP, y1 + GAP * (y0 - y1)]
        self._ends = (start, end)
        self.backpointers.setData(np.c_[start[:, 0], end[:, 0]].ravel(),
                                  np.c_[start[:, 1], end[:, 1]].ravel())
        self._place_heads()

    def _place_heads(self):
        """Arrow heads at the predecessor end, turned to the line's direction on screen (it
        depends on the pixels per unit of each axis, so a resize turns them again)."""
        if not self.n_arrows:
            return
        start, end = self._ends
        px, py = self.plot.getViewBox().viewPixelSize()
        d = (end - start) / np.array([px or 1.0, py or 1.0])
        angles = np.round(np.degrees(np.arctan2(d[:, 1], d[:, 0]))).astype(int) % 360
        self.heads.setData(x=end[:, 0], y=end[:, 1], symbol=[head(int(a)) for a in angles])
