"""Objective per step (cost, log-likelihood, EM bound) and the KL gap, with a cursor at the
step on show. Curves are created once and updated with setData. Each plot's title sits above it
(a title on the vertical axis was longer than the axis in a short plot) with the curves' key in
it, coloured like the curves (a legend inside the data covered them), and the plot keeps the
design system's minimum data area."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt

from .export import export_graphics
from .. import style


class HistoryPlot(pg.GraphicsLayoutWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        style.themed(self)
        self.top = self.addPlot(row=0, col=0)
        style.style_plot(self.top)
        self.top.setLabel("bottom", QCoreApplication.translate("HistoryPlot", "step"))
        self._title = ""
        self._keys = {}                       # name -> (rgb, dashed), the key in the title
        self.bottom = self.addPlot(row=0, col=1)
        self.bottom.setTitle(QCoreApplication.translate("HistoryPlot", "KL gap L − F"),
                             size=_title_size())
        self.bottom.setLabel("bottom", QCoreApplication.translate("HistoryPlot", "step"))
        style.style_plot(self.bottom)
        self.setMinimumSize(style.MIN_PLOT_W + 70, style.MIN_PLOT_H + PLOT_FRAME)
        self.bottom.setXLink(self.top)
        self.cursor = pg.InfiniteLine(angle=90, pen=pg.mkPen((120, 120, 120), style=Qt.DashLine))
        self.top.addItem(self.cursor)
        self._curves = {}
        self.gap = self.bottom.plot([], [], pen=pg.mkPen(style.categorical(4), width=2),
                                    symbol="o", symbolSize=5)
        # an empty plot says what will appear instead of showing axes from −5 to 5
        self.placeholder = pg.TextItem(color=style.theme().muted, anchor=(0.5, 0.5))
        self.placeholder.setHtml("<div style='text-align:center'>" + QCoreApplication.translate(
            "HistoryPlot", "Step or Run: the objective of each step appears here") + "</div>")
        self.placeholder.setTextWidth(style.MIN_PLOT_W)      # wrapped, inside a narrow plot
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

    def set_title(self, text, bottom=None):
        """The objective's name above the top plot (and the lower plot's, when given)."""
        self._title = text
        self._show_title()
        if bottom is not None:
            self.bottom.setTitle(bottom, size=_title_size())

    def _show_title(self):
        keys = [(n, k) for n, k in self._keys.items() if n != self._title]
        parts = [self._title] if self._title else []
        for name, (rgb, dashed) in keys:
            colour = "#%02x%02x%02x" % tuple(int(c) for c in rgb)
            parts.append(f"<span style='color:{colour}'>{'╌' if dashed else '━'} {name}</span>")
        self.top.setTitle("&nbsp;&nbsp;&nbsp;".join(parts), size=_title_size())

    def set_series(self, name, x, y, rgb=style.categorical(0), dashed=False):
        if name not in self._curves:
            pen = pg.mkPen(rgb, width=2, style=Qt.DashLine if dashed else Qt.SolidLine)
            self._curves[name] = self.top.plot([], [], pen=pen, symbol="o",
                                               symbolSize=4, symbolBrush=rgb, symbolPen=None)
            self._keys[name] = (rgb, dashed)
            self._show_title()
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
            self.ci.addItem(self.bottom, row=0, col=1)    # beside it: the strip is wide
        elif not visible and shown:
            self.ci.removeItem(self.bottom)
        self.bottom.setVisible(visible)
        # each plot keeps the minimum data area
        self.setMinimumWidth((2 if visible else 1) * (style.MIN_PLOT_W + 70))

    def clear_series(self):
        for c in self._curves.values():
            self.top.removeItem(c)
        self._curves.clear()
        self._keys.clear()
        self._show_title()
        self.gap.setData([], [])
        self._empty_axes()

    def set_cursor(self, x):
        self.cursor.setValue(x)

    def export(self, path):
        """Save as PNG or SVG (by the file's extension)."""
        export_graphics(self, path)


PLOT_FRAME = 96      # a plot's title, bottom axis and margins around its data area, in pixels (Korean
#                      fonts are a few pixels taller than Latin ones: 90 left 109 px in Korean)


def _title_size():
    return f"{style.font(style.BODY).pointSizeF():.0f}pt"


SYMBOL_LIMIT = 200   # beyond this many steps a marker per step costs more to paint than it shows


def _symbols_while_few(curve, n):
    """Markers on each step of a short run; a plain line for a long one (thousands of gradient
    steps would make every repaint tens of milliseconds on the GUI thread)."""
    want = "o" if n <= SYMBOL_LIMIT else None
    if curve.opts["symbol"] != want:
        curve.setSymbol(want)
