"""The Regression view's plots: the cost contours J(w₀, w₁) with gradient descent's path (a click
sets where it starts), training against validation error by degree, bias² + variance by degree,
and the least-squares classifier against logistic regression. They paint a
:class:`RegressionStudy` the worker computed; nothing here fits anything."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ... import style
from ...widgets.forms import hsplit
from .lab_regression_jobs import RegressionStudy

LEVELS = 12          # contour lines of J


def _plot(name):
    p = pg.PlotWidget()
    p.setObjectName(name)
    style.themed(p)
    style.style_plot(p.getPlotItem())
    p.setMinimumSize(*style.PLOT_MIN)
    return p


def keyed_title(plot, title, keys):
    """The plot's title followed by a coloured key per curve ("━ training  ╌ risk"): a legend
    inside a small plot covers its data."""
    parts = [title] if title else []
    for name, rgb, dashed in keys:
        colour = "#%02x%02x%02x" % tuple(int(c) for c in rgb[:3])
        parts.append(f"<span style='color:{colour}'>{'╌' if dashed else '━'}&nbsp;{name}</span>")
    plot.setTitle("&nbsp;&nbsp;".join(parts), size="9pt")


def _note(name):
    label = QLabel("")
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class RegressionPlots(QObject):
    """The plots of the Regression view; ``start_clicked(w0, w1)`` when the contours are
    clicked (gradient descent will start there)."""

    start_clicked = Signal(float, float)
    outlier_clicked = Signal(float, float)      # a click on the classifier plot: one more

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.contours = _plot("regression_contours")
        item = self.contours.getPlotItem()
        self.image = pg.ImageItem()
        self.image.setZValue(-20)
        item.addItem(self.image)
        self.bar = style.colorbar(item, self.image, (0.0, 1.0), "log₁₀ J")
        self.isos = []
        self.path = item.plot([], [], pen=style.pen(style.theme().highlight, 2), symbol="o",
                              symbolSize=4, symbolBrush=style.theme().highlight)
        self.minimum = pg.ScatterPlotItem(size=14, symbol="x", pen=pg.mkPen(style.theme().foreground,
                                                                             width=2))
        self.start = pg.ScatterPlotItem(size=11, symbol="s", brush=None,
                                        pen=pg.mkPen(style.theme().foreground, width=2))
        for it in (self.minimum, self.start):
            it.setZValue(30)
            item.addItem(it)
        self.contours.scene().sigMouseClicked.connect(self._clicked)
        self._cost_range = None
        # degree and bias²–variance
        self.degree_plot = _plot("regression_degree_plot")
        self.bias_plot = _plot("regression_bias_plot")
        c = style.categorical
        self.train_curve = self.degree_plot.plot([], [], pen=style.pen(c(0)), symbol="o",
                                                 symbolSize=5, symbolBrush=c(0), name="train")
        self.val_curve = self.degree_plot.plot([], [], pen=style.pen(c(1)), symbol="o",
                                               symbolSize=5, symbolBrush=c(1), name="val")
        self.bias_curves = [self.bias_plot.plot([], [], pen=style.pen(c(k), dashed=k == 3),
                                                symbol="o", symbolSize=4, symbolBrush=c(k),
                                                name=str(k)) for k in range(4)]
        self.studies_note = _note("regression_studies_note")
        self.studies_page = QWidget()
        col = QVBoxLayout(self.studies_page)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(hsplit(self.degree_plot, self.bias_plot), 1)
        col.addWidget(self.studies_note)
        # the least-squares classifier
        self.classifier_plot = _plot("regression_classifier_plot")
        self.clean = pg.ScatterPlotItem(size=6, pen=None)
        self.far = pg.ScatterPlotItem(size=9, symbol="t", pen=pg.mkPen(c(1), width=1.5),
                                      brush=None)
        for it in (self.clean, self.far):
            self.classifier_plot.addItem(it)
        self.boundaries = [self.classifier_plot.plot([], [], pen=style.pen(col_, 2, dashed=d),
                                                     name=str(k))
                           for k, (col_, d) in enumerate(((c(2), True), (c(2), False),
                                                          (c(4), True), (c(4), False)))]
        self.classifier_note = _note("regression_classifier_note")
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("regression_clear_outliers")
        self.classifier_plot.scene().sigMouseClicked.connect(self._classifier_clicked)
        self.classifier_page = QWidget()
        col = QVBoxLayout(self.classifier_page)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.classifier_plot, 1)
        row = QHBoxLayout()
        row.addWidget(self.classifier_note, 1)
        row.addWidget(self.clear_button)
        col.addLayout(row)
        self.retranslate()
        self._empty_states()

    def _empty_states(self):
        """What each plot will show, until the first study arrives (or after a failed one)."""
        for plot, text in ((self.contours, self.tr("The cost surface J(w₀, w₁) appears here.")),
                           (self.degree_plot, self.tr("Training and validation error by degree "
                                                      "appear here.")),
                           (self.bias_plot, self.tr("Bias² and variance by degree appear "
                                                    "here.")),
                           (self.classifier_plot, self.tr("The least-squares and logistic "
                                                          "boundaries appear here."))):
            style.empty_state(plot.getPlotItem(), text)

    def retranslate(self):
        self.contours.setTitle(self.tr("cost J(w₀, w₁): click to start there"), size="9pt")
        self.contours.setLabel("bottom", "w₀")
        self.contours.setLabel("left", "w₁")
        c = style.categorical
        keyed_title(self.degree_plot, self.tr("mean squared error"),
                    ((self.tr("training"), c(0), False), (self.tr("validation"), c(1), False)))
        self.degree_plot.setLabel("bottom", self.tr("degree"))
        keyed_title(self.bias_plot, "", ((self.tr("bias²"), c(0), False),
                                         (self.tr("variance"), c(1), False),
                                         (self.tr("sum"), c(2), False),
                                         (self.tr("risk (+ σ²)"), c(3), True)))
        self.bias_plot.setLabel("bottom", self.tr("degree"))
        self.clear_button.setText(self.tr("Clear clicked outliers"))
        self.clear_button.setToolTip(self.tr("Keep only the generated outliers"))
        keyed_title(self.classifier_plot, "", (
            (self.tr("least squares"), c(2), True), (self.tr("… with the outliers"), c(2), False),
            (self.tr("logistic"), c(4), True), (self.tr("… with the outliers"), c(4), False)))

    # -- painting -------------------------------------------------------------------------
    def show_study(self, study: RegressionStudy, start):
        self._show_surface(study, start)
        self._show_degrees(study)
        self._show_classifier(study)

    def _show_surface(self, study, start):
        item = self.contours.getPlotItem()
        s = study.surface
        if s is None:
            self.image.setVisible(False)
            style.empty_state(item, self.tr("Click at least two points at different x: the "
                                            "cost surface appears here."))
            return
        style.clear_empty_state(item)
        logJ = np.log10(np.maximum(s.cost, 1e-12))
        lo, hi = float(logJ.min()), float(logJ.max())
        self.image.setImage(logJ.T, levels=(lo, hi))
        self.image.setColorMap(style.colormap())
        dx, dy = s.w0[1] - s.w0[0], s.w1[1] - s.w1[0]
        self.image.setRect(QRectF(s.w0[0] - dx / 2, s.w1[0] - dy / 2, dx * len(s.w0),
                                  dy * len(s.w1)))
        self.image.setVisible(True)
        self.bar.setLevels((lo, hi))
        while len(self.isos) < LEVELS:
            iso = pg.IsocurveItem(pen=pg.mkPen((255, 255, 255, 140), width=1))
            iso.setParentItem(self.image)
            self.isos.append(iso)
        for k, iso in enumerate(self.isos):
            iso.setData(logJ.T, level=lo + (hi - lo) * (k + 0.5) / LEVELS)
        self.minimum.setData([s.minimum[0]], [s.minimum[1]])
        self.start.setData([start[0]], [start[1]])
        item.setRange(xRange=(s.w0[0], s.w0[-1]), yRange=(s.w1[0], s.w1[-1]), padding=0)

    def _show_degrees(self, study):
        d, b = study.degrees, study.bias
        notes = []
        if d is None:
            style.empty_state(self.degree_plot.getPlotItem(),
                              self.tr("Too few points to hold some out: add points."))
            self.train_curve.setData([], [])
            self.val_curve.setData([], [])
        else:
            style.clear_empty_state(self.degree_plot.getPlotItem())
            self.train_curve.setData(d.degrees, d.train_error)
            self.val_curve.setData(d.degrees, np.minimum(d.validation_error, 1e6))
            top = max(float(np.max(d.train_error)), float(np.min(d.validation_error)) * 4, 1e-9)
            self.degree_plot.setYRange(0, top)
            notes.append(self.tr("Training error falls with every degree; validation error (on "
                            "{n} held-out points) is least at degree {best}: higher degrees fit "
                            "the noise.").format(n=len(d.validation), best=d.best_degree))
        if b is None:
            style.empty_state(self.bias_plot.getPlotItem(), self.tr("No decomposition: see the "
                                                               "message."))
        else:
            style.clear_empty_state(self.bias_plot.getPlotItem())
            for curve, values in zip(self.bias_curves, (b.bias2, b.variance,
                                                        b.bias2 + b.variance, b.risk)):
                curve.setData(b.degrees, values)
            self.bias_plot.setYRange(0, float(min(np.max(b.risk), 5 * np.min(b.risk))))
            k = int(np.argmin(b.bias2 + b.variance))
            notes.append(self.tr("Over {m} bootstrap resamples of points of sin 2πx + ε: "
                                 "E[(ŷ − f)²] = Bias² + Var is least at degree {d} (bias² "
                                 "{b2:.3g}, variance {v:.3g}); the risk adds the noise σ² = "
                                 "{s2:.3g}.").format(m=len(b.predictions[0]),
                                                     d=int(b.degrees[k]), b2=b.bias2[k],
                                                     v=b.variance[k], s2=b.noise))
        notes += [v for k, v in study.notes.items() if k != "classifier"]   # engine's words
        self.studies_note.setText(" ".join(notes))

    def _show_classifier(self, study):
        demo = study.classifier
        if demo is None:
            for it in (self.clean, self.far, *self.boundaries):
                it.setData([], [])
            style.empty_state(self.classifier_plot.getPlotItem(), self.tr(
                "No outliers: raise Outliers, or click here to add one."))
            self.classifier_note.setText("")
            return
        style.clear_empty_state(self.classifier_plot.getPlotItem())
        c = style.categorical
        self.clean.setData(demo.X[:, 0], demo.X[:, 1],
                           brush=[pg.mkBrush(*c(0 if t < 0 else 1)) for t in demo.y])
        self.far.setData(demo.outliers[:, 0], demo.outliers[:, 1])
        allx = np.r_[demo.X[:, 0], demo.outliers[:, 0]]
        xs = np.linspace(allx.min(), allx.max(), 2)
        for curve, bd in zip(self.boundaries, (demo.least_squares, demo.least_squares_outliers,
                                               demo.logistic, demo.logistic_outliers)):
            curve.setData(xs, bd.x2(xs) if abs(bd.w[1]) > 1e-12 else np.full(2, np.nan))
        ally = np.r_[demo.X[:, 1], demo.outliers[:, 1]]
        self.classifier_plot.setRange(xRange=(allx.min(), allx.max()),
                                      yRange=(ally.min() - 1, ally.max() + 1))
        self.classifier_note.setText(self.tr(
            "Click the plot to add an outlier of class +1. {m} outliers (triangles) lie far on "
            "their own side. Least squares "
            "(targets ±1, boundary ŷ = 0) pays (ŷ − 1)² even for points right by a wide margin, "
            "so they drag its boundary: accuracy on the clean points {a:.0%} → {b:.0%}. "
            "Logistic regression's loss hardly counts them: {c:.0%} → {d:.0%}.").format(
            m=len(demo.outliers), a=demo.least_squares.accuracy,
            b=demo.least_squares_outliers.accuracy, c=demo.logistic.accuracy,
            d=demo.logistic_outliers.accuracy))

    def show_path(self, path):
        if path:
            P = np.asarray(path, float)
            self.path.setData(P[:, 0], P[:, 1])
        else:
            self.path.setData([], [])

    def _classifier_clicked(self, ev):
        item = self.classifier_plot.getPlotItem()
        box = item.getViewBox()
        if box.sceneBoundingRect().contains(ev.scenePos()):
            ev.accept()
            p = box.mapSceneToView(ev.scenePos())
            self.outlier_clicked.emit(float(p.x()), float(p.y()))

    pick_handler = None     # set while predict mode waits for a click on the contours

    def _clicked(self, ev):
        item = self.contours.getPlotItem()
        if not self.image.isVisible() or not item.sceneBoundingRect().contains(ev.scenePos()):
            return
        p = item.getViewBox().mapSceneToView(ev.scenePos())
        if item.getViewBox().sceneBoundingRect().contains(ev.scenePos()):
            ev.accept()
            if self.pick_handler is not None:       # a prediction, not a new start
                self.pick_handler(float(p.x()), float(p.y()))
                return
            self.start.setData([p.x()], [p.y()])
            self.start_clicked.emit(float(p.x()), float(p.y()))

    # -- the data canvas --------------------------------------------------------------------
    def draw_fit(self, canvas, P, fit, line):
        """The fitted curve and its residuals, and gradient descent's line (w₀, w₁) if any."""
        if not hasattr(canvas, "_fit_items"):
            curve = pg.PlotCurveItem(pen=style.pen(style.categorical(2), 2))
            resid = pg.PlotCurveItem(connect="pairs", pen=style.pen(style.theme().muted, 1))
            gd = pg.PlotCurveItem(pen=style.pen(style.theme().highlight, 2.5, dashed=True))
            for it in (curve, resid, gd):
                it.setZValue(15)
                canvas.addItem(it)
            canvas._fit_items = (curve, resid, gd)
        curve, resid, gd = canvas._fit_items
        if fit is None or len(P) != len(fit.fitted):
            curve.setData([], [])
            resid.setData([], [])
        else:
            curve.setData(fit.curve_x, fit.curve_y)
            resid.setData(np.repeat(P[:, 0], 2), np.c_[P[:, 1], fit.fitted].ravel())
        if line is None or len(P) == 0:
            gd.setData([], [])
        else:
            xs = np.array([P[:, 0].min(), P[:, 0].max()])
            gd.setData(xs, line[0] + line[1] * xs)
