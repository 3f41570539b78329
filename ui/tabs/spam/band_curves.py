"""Training and held-out curves with a ± sd band each (the Choosing-a-model view's validation
and learning curves)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ... import style
from ...plots import palette
from .texts import tr


class BandCurves:
    """Training and held-out mean curves with a ± sd band each, made once, updated in place.
    A log axis is drawn as log10 of the values with a tick per value tried (pyqtgraph's own log
    axis crowds its minor labels into each other)."""

    def __init__(self, plot, log_x=False):
        self.plot, self.log_x = plot, log_x
        self.items = []
        for k, name in ((0, tr("training")), (1, tr("held-out (validation)"))):
            rgb = palette.color(k)
            mean = plot.plot([], [], pen=pg.mkPen(rgb, width=2), symbol="o", symbolSize=6,
                             symbolBrush=rgb, name=name)
            # the band's edges need a curve to follow: drawn with a transparent pen
            lo, hi = (plot.plot([], [], pen=pg.mkPen(0, 0, 0, 0)) for _ in range(2))
            band = pg.FillBetweenItem(lo, hi, brush=pg.mkBrush(*rgb, 50))
            plot.addItem(band)
            self.items.append((mean, lo, hi))
        self.best = pg.ScatterPlotItem(size=16, symbol="star",
                                       brush=pg.mkBrush(*style.theme().foreground))
        plot.addItem(self.best)

    def _x(self, values):
        values = np.asarray(values, float)
        return np.log10(values) if self.log_x else values

    def show(self, values, *curves):
        x = self._x(values)
        low, high = [], []
        for (mean, lo, hi), (m, s) in zip(self.items, curves):
            mean.setData(x, m)
            lo.setData(x, m - s)
            hi.setData(x, m + s)
            low.append(np.nanmin(m - s))
            high.append(np.nanmax(m + s))
        self.best.setData([], [])
        if self.log_x:
            self.plot.getAxis("bottom").setTicks([[(xi, f"{v:.4g}")
                                                   for xi, v in zip(x, values)]])
        pad = 0.05 * max(max(high) - min(low), 0.01)
        self.plot.setYRange(min(low) - pad, max(high) + pad, padding=0)
        self.plot.setXRange(float(x.min()), float(x.max()), padding=0.04)

    def mark(self, value, score):
        self.best.setData(self._x([value]), [score])
