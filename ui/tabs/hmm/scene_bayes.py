"""The Bayesian network drawn in a pyqtgraph plot: parents above children (the network's
``levels``), one edge per (parent, child) with its arrow head at the child, each node a circle
named by its variable. Its role is its colour: queried (the first categorical colour), observed
(grey, its value written under it), hidden (the background); during variable elimination the
variable being eliminated is ringed in the theme's highlight and those already summed out are
faded. Clicking a node calls ``on_click(name)`` (the view then edits that node's CPT)."""
from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pyqtgraph as pg

from ... import style
from ...plots.palette import brush
from .scene_trellis import head

NODE = 34            # a node's diameter in pixels


def layout(net) -> dict[str, tuple[float, float]]:
    """(x, y) of each variable: its level as the row (roots on top, y = −level), the variables
    of one level spread evenly and centred at x = 0."""
    rows: dict[int, list[str]] = {}
    for v, level in net.levels.items():
        rows.setdefault(level, []).append(v)
    widest = max(len(r) for r in rows.values())
    pos = {}
    for level, names in rows.items():
        gap = widest / len(names)
        for k, v in enumerate(names):
            pos[v] = ((k - (len(names) - 1) / 2) * gap, -float(level))
    return pos


class NetworkScene:
    """The network's plot items, rebuilt when the network changes and recoloured per step."""

    def __init__(self, plot: pg.PlotWidget, on_click: Callable[[str], None] | None = None):
        self.plot = plot
        style.themed(plot)
        plot.hideAxis("left")
        plot.hideAxis("bottom")
        plot.setMouseEnabled(x=False, y=False)
        plot.setMenuEnabled(False)
        plot.setMinimumSize(*style.PLOT_MIN)
        self.on_click = on_click
        self.edges = pg.PlotDataItem(connect="pairs")
        self.heads = pg.ScatterPlotItem(pxMode=True)
        self.nodes = pg.ScatterPlotItem(size=NODE, pxMode=True)
        self.nodes.sigClicked.connect(self._clicked)
        for item in (self.edges, self.heads, self.nodes):
            plot.addItem(item)
        self.labels: list[pg.TextItem] = []
        self.names: list[str] = []
        self.pos: dict[str, tuple[float, float]] = {}

    def _clicked(self, _item, points, *_):
        if points is not None and len(points) and self.on_click is not None:
            self.on_click(points[0].data())

    def draw(self, net, roles: dict, *, current: str | None = None,
             eliminated: tuple = (), selected: str | None = None) -> None:
        """``roles``: name → "query", "hidden" or the observed value."""
        t = style.theme()
        self.pos = pos = layout(net)
        self.names = names = list(net.variables)
        xy = np.array([pos[v] for v in names])
        pairs = np.array([pos[v] for edge in net.edges for v in edge]).reshape(-1, 2)
        self.edges.setPen(style.pen(t.muted, 1.5))
        if len(pairs):
            # stop each edge at the child's rim: its head sits there
            start, end = pairs[0::2], pairs[1::2]
            d = end - start
            length = np.hypot(d[:, 0], d[:, 1])[:, None]
            tip = end - d / np.maximum(length, 1e-9) * 0.16
            self.edges.setData(np.column_stack([start[:, 0], tip[:, 0]]).ravel(),
                               np.column_stack([start[:, 1], tip[:, 1]]).ravel())
            angles = np.degrees(np.arctan2(-d[:, 1], d[:, 0]))
            self.heads.setData(pos=tip, symbol=[head(int(round(a)) % 360) for a in angles],
                               size=12, brush=pg.mkBrush(*t.muted), pen=pg.mkPen(None))
        else:
            self.edges.setData([], [])
            self.heads.setData([])
        brushes, pens = [], []
        for v in names:
            role = roles.get(v, "hidden")
            fill = (style.categorical(0) if role == "query" else
                    style.UNASSIGNED if role != "hidden" else t.background)
            alpha = 90 if v in eliminated else 235
            brushes.append(brush(fill, alpha))
            ring = t.highlight if v in (current, selected) else t.foreground
            pens.append(pg.mkPen(ring, width=4 if v == current else
                                 3 if v == selected else 1.5))
        self.nodes.setData(pos=xy, brush=brushes, pen=pens, data=names, size=NODE)
        for label in self.labels:
            self.plot.removeItem(label)
        self.labels = []
        for v, (x, y) in zip(names, xy):
            role = roles.get(v, "hidden")
            text = v if role in ("query", "hidden") else f"{v} = {role}"
            label = pg.TextItem(text, color=t.foreground, anchor=(0.5, -1.0),
                                fill=brush(t.background, 200))
            label.setFont(style.font(style.BODY))
            label.setPos(x, y)
            self.plot.addItem(label)
            self.labels.append(label)
        width = max(1.0, float(np.ptp(xy[:, 0])) if len(xy) else 1.0)
        self.plot.setXRange(xy[:, 0].min() - 0.6 * width / 2 - 0.6,
                            xy[:, 0].max() + 0.6 * width / 2 + 0.6, padding=0)
        self.plot.setYRange(xy[:, 1].min() - 0.9, xy[:, 1].max() + 0.45, padding=0)
