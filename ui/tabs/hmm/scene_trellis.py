"""Drawing a trellis: one column per word (or observation), one node per state drawn. A node's
colour is its log value against its column's best, on the design system's perceptual map with a
colour bar beside the plot (SPAN nats or more below the best at the dark end, the best at the
bright end; grey for −∞); the transitions considered into the column just filled are faint
lines; every filled node has one back-pointer, an arrow from the node to the head at its argmax
predecessor — dark for the column just filled (whose nodes are ringed: what this step changed),
faint for the earlier ones; the best path is drawn when — and only when — the last column is
done. Hovering a node shows its formula with numbers (``tip``); clicking it calls
``on_click(state, position)`` and rings it.

The scene owns a fixed set of plot items and only gives them new data on each ``draw`` (arrow
heads are one scatter item of rotated triangles), so stepping never rebuilds the plot."""
from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPainterPath, QTransform
from ... import style

def BAR_LABEL() -> str:  # noqa: N802 (a constant, in the language in force)
    return QCoreApplication.translate("TrellisScene", "log value − column's best (nats)")


SPAN = 15.0      # nats: a node this far below its column's best is drawn at the map's dark end
GAP = 0.09       # a back-pointer stops this far (in columns) short of both nodes' centres
LEVELS = 32
_HEADS: dict[int, QPainterPath] = {}
_LUT: list = []


def _brush(share: float):
    if not np.isfinite(share):
        return pg.mkBrush(200, 200, 200)
    if not _LUT:
        _LUT.extend(pg.mkBrush(*rgb) for rgb in style.lookup_table(LEVELS))
    return _LUT[int(np.clip(round(share * (LEVELS - 1)), 0, LEVELS - 1))]


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
        style.themed(plot)
        plot.invertY(True)
        plot.setMouseEnabled(False, False)
        plot.hideButtons()
        fg = style.theme().foreground
        self.considered = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(*style.theme().ghost,
                                                                         60))
        # earlier columns' back-pointers faint, the newest column's dark
        self.old_backpointers = pg.PlotCurveItem(connect="pairs",
                                                 pen=pg.mkPen(*style.theme().ghost, 150, width=1))
        self.backpointers = pg.PlotCurveItem(connect="pairs", pen=pg.mkPen(*fg, 230, width=2))
        self.heads = pg.ScatterPlotItem(size=11, pen=None, brush=pg.mkBrush(*fg), pxMode=True)
        self.path = pg.PlotCurveItem(pen=pg.mkPen(*style.categorical(2), width=5))
        self.nodes = pg.ScatterPlotItem(size=22, hoverable=True, tip=tip, pxMode=True)
        self.changed = pg.ScatterPlotItem(size=28, pen=pg.mkPen(*style.theme().highlight,
                                                                width=2.5),
                                          brush=None, pxMode=True)
        self.selected = pg.ScatterPlotItem(size=32, pen=pg.mkPen(*style.categorical(3), width=3),
                                           brush=None, pxMode=True)
        for item in (self.considered, self.old_backpointers, self.backpointers, self.heads,
                     self.path, self.changed, self.nodes, self.selected):
            plot.addItem(item)
        self._rows = np.zeros(0, np.int64)

        def clicked(_, points, ev=None):
            if len(points):
                state, position = points[0].data()
                self.mark(state, position)
                on_click(state, position)

        self.nodes.sigClicked.connect(clicked)
        # the colour bar says what a node's colour means (no image: the nodes carry it)
        self.bar = pg.ColorBarItem(values=(-span, 0), colorMap=style.colormap(), width=10,
                                   interactive=False,
                                   label=BAR_LABEL())
        plot.getPlotItem().layout.addItem(self.bar, 2, 5)
        self.path_shown = False
        self.n_arrows = self.n_new_arrows = 0
        self._segments = np.zeros((0, 4))
        plot.getViewBox().sigResized.connect(lambda *_: self._place_heads())

    def retranslate(self) -> None:
        """The colour bar's title in the language in force."""
        self.bar.getAxis("left").setLabel(BAR_LABEL())     # where ColorBarItem puts its label

    def setup(self, words, rows):
        """Axes for a new sentence: words along the bottom, state names down the side; nothing
        filled."""
        self.plot.getAxis("bottom").setTicks([[(j, w) for j, w in enumerate(words)]])
        self.plot.getAxis("left").setTicks([[(i, r) for i, r in enumerate(rows)]])
        self.plot.setRange(xRange=(-0.5, len(words) - 0.5), yRange=(-0.5, len(rows) - 0.5),
                           padding=0.02)
        size = 22 if len(rows) <= 20 else max(8, int(22 * 20 / len(rows)))
        self.nodes.setSize(size)
        self.changed.setSize(size + 6)
        self.selected.setSize(size + 10)
        self.selected.setData([], [])
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
        self._rows = rows
        xs, ys, brushes, data, segs = [], [], [], [], []
        newest = max(shown) if shown else None
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
                                  rows[back[ok]], np.full(len(ok), j == newest)])
        x = np.concatenate(xs).astype(float) if xs else np.zeros(0)
        y = np.concatenate(ys).astype(float) if ys else np.zeros(0)
        self.nodes.setData(x=x, y=y, brush=brushes, data=data,
                           pen=pg.mkPen(*style.theme().ghost))
        last = x == newest if newest is not None else np.zeros(len(x), bool)
        self.changed.setData(x=x[last], y=y[last])
        if considered is None:
            self.considered.setData([], [])
        else:
            x0, y0, x1, y1 = (np.asarray(v, float) for v in considered)
            self.considered.setData(np.c_[x0, x1].ravel(), np.c_[y0, y1].ravel())
        self._segments = np.concatenate(segs).astype(float) if segs else np.zeros((0, 5))
        self._draw_backpointers()
        self.path_shown = path is not None
        if path is not None:
            self.path.setData(np.arange(len(path), dtype=float),
                              rows[np.asarray(path, np.int64)].astype(float))
        else:
            self.path.setData([], [])

    def mark(self, state: int, position: int) -> None:
        """Ring the node of ``state`` at ``position`` (the one clicked)."""
        if 0 <= state < len(self._rows) and self._rows[state] >= 0:
            self.selected.setData(x=[float(position)], y=[float(self._rows[state])])

    def _draw_backpointers(self):
        """One line from each node to its argmax predecessor, stopping GAP short of both
        centres; the newest column's dark with heads at the predecessors, the others faint."""
        s = self._segments
        self.n_arrows = len(s)
        if not len(s):
            self.n_new_arrows = 0
            for item in (self.backpointers, self.old_backpointers, self.heads):
                item.setData([], [])
            return
        x0, y0, x1, y1, new = s.T
        dx, dy = x1 - x0, y1 - y0
        length = np.maximum(np.hypot(dx, dy), 1e-9)
        start = np.c_[x0 + GAP * dx / length * abs(dx), y0 + GAP * dy / length * abs(dx)]
        end = np.c_[x1 - GAP * dx / length * abs(dx), y1 - GAP * dy / length * abs(dx)]
        new = new.astype(bool)
        self.n_new_arrows = int(new.sum())
        for item, keep in ((self.backpointers, new), (self.old_backpointers, ~new)):
            item.setData(np.c_[start[keep, 0], end[keep, 0]].ravel(),
                         np.c_[start[keep, 1], end[keep, 1]].ravel())
        self._ends = (start[new], end[new])
        self._place_heads()

    def _place_heads(self):
        """Arrow heads at the predecessor end, turned to the line's direction on screen (it
        depends on the pixels per unit of each axis, so a resize turns them again)."""
        if not self.n_arrows or not len(self._ends[0]):
            self.heads.setData([], [])
            return
        start, end = self._ends
        px, py = self.plot.getViewBox().viewPixelSize()
        d = (end - start) / np.array([px or 1.0, py or 1.0])
        angles = np.round(np.degrees(np.arctan2(d[:, 1], d[:, 0]))).astype(int) % 360
        self.heads.setData(x=end[:, 0], y=end[:, 1], symbol=[head(int(a)) for a in angles])
