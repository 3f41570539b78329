"""A 2-D view of points for clustering: scatter (or a density image for many points), centres,
region image, covariance ellipses, 1-D density curves, and mouse editing (add, drag, delete,
spray).

Clicks go to the ViewBox, which hands them to :meth:`PointView.handle_click`. The scatter items
must not take mouse buttons: pyqtgraph's ScatterPlotItem accepts a click that lands on one of its
spots (to emit ``sigClicked``), so a click exactly on a point never reached the ViewBox and only
clicks a few pixels beside a point worked.

Colouring by labels: ``ScatterPlotItem.setBrush`` with one brush per dot runs a Python loop per
dot inside pyqtgraph (about 8 ms for 4,000 dots). A view made with ``label_layers=True`` keeps
one reused scatter per label instead (label j's dots in item j, whose single brush is label j's
colour): one argsort splits the dots, and the call takes about half as long (4,000 dots, 5
labels: 4.2 ms against 7.9 ms, ``/tmp/bench_brush2.py`` in the report). Views that size dots one
by one through ``scatter.setSize`` (the SVM tab's boosting) keep the single scatter, whose dots
own their sizes."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt, Signal

from . import palette
from .export import export_graphics
from .. import style

DENSITY_THRESHOLD = 10_000   # above this many points draw a 2-D histogram image instead
GRAB_PIXELS = 8
SPRAY_PIXELS = 18            # radius of the spray brush (a Gaussian's 2σ), in screen pixels
SPRAY_POINTS = 8             # points per spray puff (a click, or each drag event)


def _decline(ev):
    ev.ignore()


class CanvasViewBox(pg.ViewBox):
    """A ViewBox that offers left clicks and drags to its owner before panning."""

    def __init__(self, owner):
        super().__init__()
        self.owner = owner
        self._dragging = None

    def mouseClickEvent(self, ev):
        if ev.button() == Qt.LeftButton:
            if self.owner.handle_click(self.mapSceneToView(ev.scenePos()), ev.modifiers()):
                ev.accept()
                return
        super().mouseClickEvent(ev)

    def mouseDragEvent(self, ev, axis=None):
        if ev.button() != Qt.LeftButton:
            return super().mouseDragEvent(ev, axis)
        if self.owner.drag_handler is not None:      # a prediction made by dragging
            ev.accept()
            pos = self.mapSceneToView(ev.scenePos())
            self.owner.drag_handler(pos.x(), pos.y(), ev.isFinish())
            return
        if self.owner.mode == "spray" and self.owner.editable:
            ev.accept()
            self.owner.spray(self.mapSceneToView(ev.scenePos()))
            return
        if ev.isStart():
            start = self.mapSceneToView(ev.buttonDownScenePos())
            self._dragging = self.owner.grab_point(start)
        if self._dragging is None:
            return super().mouseDragEvent(ev, axis)
        ev.accept()
        self.owner.move_point(self._dragging, self.mapSceneToView(ev.scenePos()), ev.isFinish())
        if ev.isFinish():
            self._dragging = None


class PointView(pg.PlotWidget):
    """Signals carry data coordinates; the view itself never changes the data."""

    _scatter_stale = False          # label_layers: the single scatter lacks the points on show

    point_added = Signal(float, float)
    point_moved = Signal(int, float, float, bool)   # index, x, y, drag finished
    point_deleted = Signal(int)
    point_selected = Signal(int)
    empty_clicked = Signal(float, float)
    points_sprayed = Signal(object)                 # (m, 2) array of new points

    def __init__(self, parent=None, title=None, *, label_layers=False):
        self.canvas = CanvasViewBox(self)
        self.label_layers = label_layers
        self._layers = []             # label_layers: item j holds the dots of label j - 1
        self._dot_labels = None
        super().__init__(parent, viewBox=self.canvas, title=title)
        self.addItem = self._add_passive
        style.themed(self)
        self.showGrid(x=True, y=True, alpha=0.15)
        self.mode = "select"          # "select", "add", "spray" or "centers"
        self._spray_rng = np.random.default_rng(0)
        self.editable = True
        self.P = np.empty((0, 2))
        self._large = False
        self.region = pg.ImageItem()
        self.region.setZValue(-20)
        self.region.setOpacity(0.22)
        self.density = pg.ImageItem()
        self.density.setZValue(-10)
        self.scatter = pg.ScatterPlotItem(size=7, pen=None, brush=palette.brush(palette.UNASSIGNED))
        # drawn once into a pixmap and blitted while the overlays (heat map, curves, centres)
        # change at every step: thousands of spots are not repainted per step
        self.scatter.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.highlight = pg.ScatterPlotItem(size=16, pen=pg.mkPen("k", width=2), brush=None)
        self.highlight.setZValue(20)
        self.centers = pg.ScatterPlotItem(size=18, symbol="x", pen=pg.mkPen("k", width=1.5))
        self.centers.setZValue(30)
        # what the last step moved: each centre's old place (a faint ring) and its trail to
        # the new one
        ghost = style.theme().ghost
        self.trail = pg.PlotCurveItem(connect="pairs", pen=style.pen(ghost, 2, dashed=True))
        self.trail.setZValue(28)
        self.old_centers = pg.ScatterPlotItem(size=14, symbol="o", brush=None,
                                              pen=pg.mkPen(*ghost, width=2))
        self.old_centers.setZValue(29)
        for item in (self.region, self.density, self.scatter, self.highlight, self.trail,
                     self.old_centers, self.centers):
            self.addItem(item)
        self._ellipses = []
        self._curves = []

    def _add_passive(self, item, *args, **kwargs):
        """Add an item that leaves every click to the ViewBox (see the module's note):
        pyqtgraph's scene offers a click to every item under the cursor that has a
        ``mouseClickEvent`` (it does not look at acceptedMouseButtons), so a scatter's handler is
        replaced by one that declines. (PlotWidget copies ``plotItem.addItem`` onto the instance
        in its constructor, so this is installed as ``self.addItem`` after it.)"""
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if isinstance(item, pg.ScatterPlotItem):
            item.mouseClickEvent = _decline
        self.plotItem.addItem(item, *args, **kwargs)

    # -- data ------------------------------------------------------------------------------
    def set_points(self, P, *, editable=True):
        """Show points at display coordinates P (n, 2)."""
        self.P = np.asarray(P, dtype=float)
        self.editable = editable
        self._rect = None
        self._cells = None
        self._cells_k = (None, None)
        self._density_plain = False
        self._large = len(self.P) > DENSITY_THRESHOLD
        self.scatter.setVisible(not self._large)
        self.density.setVisible(self._large)
        self._scatter_stale = False
        self._hide_layers()
        self._members = ()              # new positions: every layer is refilled
        if self._large:
            self.scatter.clear()
        elif self.label_layers:     # the single scatter is filled when first needed
            self.scatter.clear()
            self._scatter_stale = True
            self._show_layers(np.full(len(self.P), -1, dtype=np.intp))
        else:
            self.scatter.setData(pos=self.P, brush=palette.brush(palette.UNASSIGNED))
        if self._large:
            self._draw_density(None)
        self.highlight.clear()

    def color_by_labels(self, labels, n_labels=None):
        """Colour by cluster; ``n_labels`` (the number of clusters) saves a pass over a million
        labels."""
        labels = np.asarray(labels)
        if self._large:
            if self._density_plain and labels.size and labels.max() < 0:
                return            # already drawn without clusters: 1M points cost ~50 ms
            self._draw_density(labels, n_labels=n_labels)
        elif len(labels) == len(self.P):
            if self.label_layers:
                self._show_layers(labels.astype(np.intp, copy=False), n_labels)
            else:
                self.scatter.setBrush(palette.brushes_for_labels(labels))

    def _show_layers(self, labels, n_labels=None):
        """Label j's dots into layer j + 1 (layer 0: unassigned, -1): one stable argsort splits
        them; the layers are made once and reused, each with its colour's shared brush."""
        k = (int(labels.max()) + 1 if labels.size else 0) if n_labels is None else int(n_labels)
        k = max(k, int(labels.max()) + 1 if labels.size else 0)
        order = np.argsort(labels, kind="stable")
        bounds = np.searchsorted(labels[order], np.arange(-1, k + 1))
        while len(self._layers) < k + 1:
            j = len(self._layers)
            rgb = palette.UNASSIGNED if j == 0 else palette.color(j - 1)
            item = pg.ScatterPlotItem(size=7, pen=None, brush=palette.brush(rgb))
            item.setCacheMode(pg.QtWidgets.QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self.addItem(item)
            self._layers.append(item)
        shown = self._members
        for j, item in enumerate(self._layers):
            members = order[bounds[j]:bounds[j + 1]] if j <= k else order[:0]
            # a label whose dots did not change keeps its item (and its cached pixmap): late
            # steps of a run move few dots, so most layers are neither refilled nor repainted
            if j < len(shown) and np.array_equal(shown[j], members):
                continue
            item.setData(pos=self.P[members])
            item.setVisible(len(members) > 0)
        self._members = [order[bounds[j]:bounds[j + 1]] if j <= k else order[:0]
                         for j in range(len(self._layers))]
        self.scatter.setVisible(False)
        self._dot_labels = labels

    _members = ()                   # label_layers: the dot indices each layer holds

    def _hide_layers(self):
        """Back to the single scatter (mixture or value colours)."""
        if self._scatter_stale:
            self._scatter_stale = False
            self.scatter.setData(pos=self.P, brush=palette.brush(palette.UNASSIGNED))
        if self._dot_labels is None:
            return
        for item in self._layers:
            item.setVisible(False)
        self._members = ()
        self._dot_labels = None
        self.scatter.setVisible(not self._large)

    def dot_brush(self, i):
        """The QBrush dot ``i`` is drawn with (whichever item draws it)."""
        if self._dot_labels is not None:
            return self._layers[int(self._dot_labels[i]) + 1].opts["brush"]
        brush = self.scatter.data["brush"][i]
        return brush if brush is not None else self.scatter.opts["brush"]

    def color_by_mixture(self, resp):
        if self._large:
            self._draw_density(np.argmax(resp, axis=1), n_labels=resp.shape[1])
        elif len(resp) == len(self.P):
            self._hide_layers()
            self.scatter.setBrush(palette.brushes_for_mixture(resp))

    def color_by_values(self, values):
        if not self._large and len(values) == len(self.P):
            self._hide_layers()
            self.scatter.setBrush(palette.brushes_for_values(values))

    def set_centers(self, C, sizes=None):
        if C is None or len(C) == 0:
            self.centers.clear()
            return
        C = np.asarray(C, dtype=float)
        brushes = [palette.brush(palette.color(k)) for k in range(len(C))]
        size = 20 if sizes is None else np.clip(12 + 40 * np.asarray(sizes), 12, 40)
        self.centers.setData(pos=C, symbol="x", size=size, pen=pg.mkPen("k", width=1.2),
                             brush=brushes)

    def set_trail(self, old, new):
        """Trails from each centre's previous position ``old`` to its new one ``new`` (both
        (k, 2) or None: nothing moved, nothing drawn)."""
        if old is None or new is None or np.shape(old) != np.shape(new) or \
                np.allclose(old, new):
            self.trail.setData([], [])
            self.old_centers.clear()
            return
        old, new = np.asarray(old, float), np.asarray(new, float)
        self.trail.setData(np.c_[old[:, 0], new[:, 0]].ravel(), np.c_[old[:, 1], new[:, 1]].ravel())
        self.old_centers.setData(pos=old)

    def set_highlight(self, indices, symbol="o"):
        indices = [i for i in np.atleast_1d(indices) if 0 <= i < len(self.P)]
        if not indices:
            self.highlight.clear()
        else:
            self.highlight.setData(pos=self.P[indices], symbol=symbol)

    def set_regions(self, labels_grid, rect, n_colors):
        """Colour the plane by the cluster that owns it (Voronoi cells, decision regions)."""
        if labels_grid is None:
            self.region.setVisible(False)
            return
        rgb = palette.colors(max(n_colors, 1))[labels_grid % len(palette.CATEGORICAL)]
        self.region.setImage(rgb.astype(np.ubyte), levels=(0, 255))
        self.region.setRect(QRectF(*rect))
        self.region.setVisible(True)

    def set_ellipses(self, polylines):
        """Draw closed curves given as a list of (points (m, 2), rgb, dashed)."""
        while len(self._ellipses) < len(polylines):
            item = pg.PlotCurveItem()
            item.setZValue(25)
            self.addItem(item)
            self._ellipses.append(item)
        for item, (pts, rgb, dashed) in zip(self._ellipses, polylines):
            style = Qt.DashLine if dashed else Qt.SolidLine
            item.setData(pts[:, 0], pts[:, 1], pen=pg.mkPen(rgb, width=2, style=style))
            item.setVisible(True)
        for item in self._ellipses[len(polylines):]:
            item.setVisible(False)

    def set_curves(self, curves):
        """Draw (x, y, rgb, width) curves, e.g. component densities of a 1-D mixture."""
        while len(self._curves) < len(curves):
            item = pg.PlotCurveItem()
            item.setZValue(15)
            self.addItem(item)
            self._curves.append(item)
        for item, (x, y, rgb, width) in zip(self._curves, curves):
            item.setData(x, y, pen=pg.mkPen(rgb, width=width))
            item.setVisible(True)
        for item in self._curves[len(curves):]:
            item.setVisible(False)

    def data_rect(self, pad=0.08):
        """(x, y, w, h) of the points' bounding box, padded."""
        if len(self.P) == 0:
            return (-1.0, -1.0, 2.0, 2.0)
        if self._rect is None:
            # one column at a time: min(axis=0) of an (n, 2) array is 30× slower
            cols = (self.P[:, 0], self.P[:, 1])
            self._rect = (np.array([c.min() for c in cols]), np.array([c.max() for c in cols]))
        lo, hi = self._rect
        span = np.maximum(hi - lo, 1e-6)
        lo, span = lo - pad * span, span * (1 + 2 * pad)
        return (float(lo[0]), float(lo[1]), float(span[0]), float(span[1]))

    def export(self, path):
        """Save as PNG or SVG (by the file's extension)."""
        export_graphics(self, path)

    # -- density image ------------------------------------------------------------------------
    def _draw_density(self, labels, bins=240, n_labels=None):
        """A 2-D histogram coloured by the clusters' mix in each bin, brightness by log count.

        Only the per-point work (one add and one bincount) scales with the million points; the
        rest works on the bins² cells."""
        x, y, w, h = self.data_rect(0.02)
        if self._cells is None:   # the points do not move between steps: bin them once
            ix = np.clip(((self.P[:, 0] - x) / w * bins).astype(np.int64), 0, bins - 1)
            iy = np.clip(((self.P[:, 1] - y) / h * bins).astype(np.int64), 0, bins - 1)
            self._cells = ix * bins + iy
        cell = self._cells
        self._density_plain = labels is None
        if labels is None:
            k = 1
            counts = np.bincount(cell, minlength=bins * bins)[:, None]
        else:
            # column 0 holds the unassigned points (label -1)
            k = (int(labels.max()) if n_labels is None else int(n_labels) - 1) + 2
            if self._cells_k[0] != k:
                self._cells_k = (k, cell * k + 1)      # reused by every step with the same K
            counts = np.bincount(self._cells_k[1] + labels,
                                 minlength=bins * bins * k).reshape(-1, k)
        rgb_k = np.vstack([[palette.UNASSIGNED], palette.colors(k - 1)])[:k]
        counts = counts.astype(np.float64)
        total = counts @ np.ones(k)          # (a row sum; sum(axis=1) is slow on narrow rows)
        mix = counts @ rgb_k / np.maximum(total, 1)[:, None]
        strength = np.log1p(total) / max(np.log1p(total.max()), 1e-9)
        rgb = 255 - (255 - mix) * (0.25 + 0.75 * strength[:, None])
        alpha = np.where(total > 0, 255, 0)   # empty cells let the region colours show through
        img = np.c_[rgb, alpha].reshape(bins, bins, 4).astype(np.ubyte)
        self.density.setImage(img, levels=(0, 255))
        self.density.setRect(QRectF(x, y, w, h))

    # -- mouse ---------------------------------------------------------------------------------
    def nearest(self, pos, pixels=GRAB_PIXELS):
        """Index of the point within ``pixels`` of ``pos`` (view coordinates), or None."""
        if len(self.P) == 0 or self._large:
            return None
        pw, ph = self.canvas.viewPixelSize()
        if not (pw > 0 and ph > 0):   # the view has no size yet (hidden): nothing to hit
            return None
        d2 = ((self.P[:, 0] - pos.x()) / pw) ** 2 + ((self.P[:, 1] - pos.y()) / ph) ** 2
        i = int(np.argmin(d2))
        return i if d2[i] <= pixels**2 else None

    def spray(self, pos):
        """Emit a puff of SPRAY_POINTS Gaussian points around ``pos`` (MLDemos' spray can)."""
        pw, ph = self.canvas.viewPixelSize()
        if not (pw > 0 and ph > 0):
            return
        offsets = self._spray_rng.normal(scale=SPRAY_PIXELS / 2, size=(SPRAY_POINTS, 2))
        self.points_sprayed.emit(np.c_[pos.x() + offsets[:, 0] * pw, pos.y() + offsets[:, 1] * ph])

    pick_handler = None     # set while a view waits for a prediction: every click goes to it
    drag_handler = None     # (x, y, finished): set while a prediction is made by dragging

    def handle_click(self, pos, modifiers):
        if self.pick_handler is not None:
            return bool(self.pick_handler(pos.x(), pos.y()))
        hit = self.nearest(pos)
        if self.mode == "spray" and self.editable:
            if hit is not None and modifiers & (Qt.ShiftModifier | Qt.ControlModifier):
                self.point_deleted.emit(hit)
            else:
                self.spray(pos)
            return True
        if self.mode == "add" and self.editable:
            if hit is not None and modifiers & (Qt.ShiftModifier | Qt.ControlModifier):
                self.point_deleted.emit(hit)
            elif hit is None:
                self.point_added.emit(pos.x(), pos.y())
            return True
        if self.mode == "centers":
            self.empty_clicked.emit(pos.x(), pos.y())
            return True
        if hit is not None:
            self.point_selected.emit(hit)
            return True
        return False

    def grab_point(self, pos):
        if self.mode != "add" or not self.editable:
            return None
        return self.nearest(pos)

    def move_point(self, index, pos, finished):
        self.point_moved.emit(index, pos.x(), pos.y(), finished)
