"""Drawing helpers of the SVM tab: the decision-function heat map with the f = 0 and f = ±1
curves, support vectors sized by α, and region images for multiclass machines."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt

from engine.workflows.classification import grid as region_grid

from ...plots import palette
from ... import style as ui_style

GRID = 140
KERNEL_BUDGET = 8_000_000    # grid cells × training points of the kernel kept for the heat map


def grid_size(n_points: int) -> int:
    """Cells per side of the heat map: 140 for small data, fewer for thousands of points, so the
    kernel matrix (cells² × points) stays near 64 MB and a redraw is one quick product."""
    return int(np.clip(np.sqrt(KERNEL_BUDGET / max(n_points, 1)), 40, GRID))


def grid(rect, n=GRID):
    """The n × n grid over ``rect`` (:func:`engine.workflows.classification.grid`)."""
    return region_grid(rect, n)


class DecisionLayer:
    """A heat map of f on a PointView with iso-curves at −1, 0 and +1 and circled SVs."""

    def __init__(self, view):
        self.view = view
        self.image = pg.ImageItem()
        self.image.setZValue(-20)
        self.image.setOpacity(0.55)
        self.image.setLookupTable(ui_style.colormap(ui_style.DIVERGING_MAP)
                                  .getLookupTable(nPts=256))
        view.addItem(self.image)
        # colour carries f(x): a bar beside the plot says which value each shade is
        self.bar = pg.ColorBarItem(values=(-1, 1), colorMap=ui_style.colormap(
            ui_style.DIVERGING_MAP), interactive=False, width=10, label="f(x)")
        view.getPlotItem().layout.addItem(self.bar, 2, 5)
        self.bar.setVisible(False)
        self.curves = {}
        for level, style, width in ((-1.0, Qt.DashLine, 1.5), (0.0, Qt.SolidLine, 2.5),
                                    (1.0, Qt.DashLine, 1.5)):
            c = pg.IsocurveItem(level=level, pen=pg.mkPen((20, 20, 20), width=width, style=style))
            c.setParentItem(self.image)
            self.curves[level] = c
        # issue 23: the previous step's boundary f = 0, faint, so a step shows what it moved
        self.ghost = pg.IsocurveItem(level=0.0, pen=pg.mkPen(ui_style.theme().ghost, width=2,
                                                             style=Qt.DotLine))
        self.ghost.setParentItem(self.image)
        self.ghost.setVisible(False)
        self.svs = pg.ScatterPlotItem(pen=pg.mkPen("k", width=1.5), brush=None, symbol="o")
        self.svs.setZValue(25)
        view.addItem(self.svs)
        self.pair = pg.ScatterPlotItem(pen=pg.mkPen((200, 0, 0), width=2.5), brush=None,
                                       symbol="s", size=20)
        self.pair.setZValue(26)
        view.addItem(self.pair)

    def set_function(self, values, rect, n=GRID):
        """``values`` of f on the grid of :func:`grid`; None hides the layer."""
        if values is None:
            self.image.setVisible(False)
            self.bar.setVisible(False)
            self.ghost.setVisible(False)
            return
        f = values.reshape(n, n)
        m = max(float(np.abs(f).max()), 1e-9)
        self.image.setImage(f, levels=(-m, m))
        self.bar.setLevels((-m, m))
        self.bar.setVisible(True)
        self.image.setRect(QRectF(*rect))
        for c in self.curves.values():
            c.setData(f)
        self.image.setVisible(True)

    def set_ghost(self, values, n=GRID):
        """The previous boundary: f = 0 of ``values`` (the last step's f on the same grid), or
        None to hide it."""
        if values is None:
            self.ghost.setVisible(False)
            return
        self.ghost.setData(values.reshape(n, n))
        self.ghost.setVisible(True)

    def set_support(self, P, alpha, pair=None):
        """Circle the support vectors, larger for larger α; mark the pair being updated."""
        sv = np.flatnonzero(alpha > 1e-8) if alpha is not None else np.zeros(0, int)
        if sv.size:
            top = alpha[sv].max()
            self.svs.setData(pos=P[sv], size=12 + 14 * alpha[sv] / top)
        else:
            self.svs.clear()
        if pair is not None and pair[0] >= 0:
            self.pair.setData(pos=P[list(pair)])
        else:
            self.pair.clear()


def region_image(labels, n_classes, ambiguous=None, n=GRID):
    """RGB image of predicted classes; ambiguous cells (pairwise-vote ties) in dark grey."""
    rgb = palette.colors(max(n_classes, 1))[labels.reshape(n, n)]
    rgb = 255 - (255 - rgb) * 0.45
    if ambiguous is not None:
        rgb[ambiguous.reshape(n, n)] = (60, 60, 60)
    return rgb.astype(np.ubyte)
