"""Objective per step (cost, log-likelihood, EM bound) and the KL gap, with a cursor at the
step on show. Curves are created once and updated with setData."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from .export import export_graphics


class HistoryPlot(pg.GraphicsLayoutWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setBackground("w")
        self.top = self.addPlot(row=0, col=0)
        self.top.showGrid(x=True, y=True, alpha=0.2)
        self.top.setLabel("bottom", "step")
        self.legend = self.top.addLegend(offset=(-10, 10))
        self.bottom = self.addPlot(row=1, col=0)
        self.bottom.setLabel("left", "KL gap  L − F")
        self.bottom.setLabel("bottom", "step")
        self.bottom.showGrid(x=True, y=True, alpha=0.2)
        self.bottom.setXLink(self.top)
        self.ci.layout.setRowStretchFactor(0, 3)
        self.ci.layout.setRowStretchFactor(1, 1)
        self.cursor = pg.InfiniteLine(angle=90, pen=pg.mkPen((120, 120, 120), style=Qt.DashLine))
        self.top.addItem(self.cursor)
        self._curves = {}
        self.gap = self.bottom.plot([], [], pen=pg.mkPen((148, 103, 189), width=2),
                                    symbol="o", symbolSize=5)
        # an empty plot says what will appear instead of showing axes from −5 to 5
        self.placeholder = pg.TextItem("Step or Run: the objective of every step appears here",
                                       color=(110, 110, 110), anchor=(0.5, 0.5))
        self.top.addItem(self.placeholder)
        self.show_gap(False)
        self._empty_axes()

    def _empty_axes(self):
        # x only on the top plot: the gap plot follows through their x link (setting both made
        # the link, mapped by screen geometry, drag the top to −6…10 in a narrow layout)
        self.top.setXRange(0, 10, padding=0)
        for plot in (self.top, self.bottom):
            plot.setYRange(0, 1, padding=0)
        self.placeholder.setPos(5, 0.5)
        self.placeholder.setVisible(True)

    def set_title(self, text):
        self.top.setLabel("left", text)

    def set_series(self, name, x, y, rgb=(31, 119, 180), dashed=False):
        if name not in self._curves:
            pen = pg.mkPen(rgb, width=2, style=Qt.DashLine if dashed else Qt.SolidLine)
            self._curves[name] = self.top.plot([], [], pen=pen, name=name, symbol="o",
                                               symbolSize=4, symbolBrush=rgb, symbolPen=None)
        if self.placeholder.isVisible() and len(x):
            self.placeholder.setVisible(False)
            self.top.enableAutoRange()
            self.bottom.enableAutoRange()
        curve = self._curves[name]
        curve.setData(np.asarray(x, float), np.asarray(y, float))
        _symbols_while_few(curve, len(x))

    def set_gap(self, x, y):
        self.gap.setData(np.asarray(x, float), np.asarray(y, float))
        _symbols_while_few(self.gap, len(x))

    def show_gap(self, visible):
        """Show or hide the KL-gap plot. Hidden, it leaves the layout (a merely invisible plot
        keeps its row, a blank band under the objective)."""
        shown = self.bottom.scene() is not None and self.ci.layout.count() > 1
        if visible and not shown:
            self.ci.addItem(self.bottom, row=1, col=0)
            self.ci.layout.setRowStretchFactor(1, 1)
        elif not visible and shown:
            self.ci.removeItem(self.bottom)
        self.bottom.setVisible(visible)

    def clear_series(self):
        for c in self._curves.values():
            self.top.removeItem(c)
            self.legend.removeItem(c)
        self._curves.clear()
        self.gap.setData([], [])
        self._empty_axes()

    def set_cursor(self, x):
        self.cursor.setValue(x)

    def export(self, path):
        """Save as PNG or SVG (by the file's extension)."""
        export_graphics(self, path)


SYMBOL_LIMIT = 200   # beyond this many steps a marker per step costs more to paint than it shows


def _symbols_while_few(curve, n):
    """Markers on each step of a short run; a plain line for a long one (thousands of gradient
    steps would make every repaint tens of milliseconds on the GUI thread)."""
    want = "o" if n <= SYMBOL_LIMIT else None
    if curve.opts["symbol"] != want:
        curve.setSymbol(want)
