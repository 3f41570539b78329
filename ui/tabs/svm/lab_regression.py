"""SVM tab › Regression (notes: [ML] 2. Linear Regression, the estimation chapter's Risk = Bias² +
Variance, and [ML] 3's least-squares classifier): 1-D points the student clicks and drags, the
least-squares polynomial and its residuals, gradient descent on J(w₀, w₁) stepped on the cost
contours (click the contours to start it elsewhere), training against validation error by
degree, bias² and variance over bootstrap resamples, and the classifier an outlier drags."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TR_NOOP, QT_TRANSLATE_NOOP, QEvent, QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QTabWidget, QVBoxLayout, QWidget

from engine.linear import LinearRegression, Ridge, sine_data

from ...widgets.files import export_button
from ...widgets.forms import as_form, button, double_spin, hsplit, spin, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.point_editor import PointEditor
from .lab_common import SteppedLabView, framed
from .texts import tr
from .lab_regression_jobs import RegressionStudy, regression_job
from .lab_regression_plots import RegressionPlots
from .lab_regression_predict import RegressionPredictions


SERIES = QT_TR_NOOP("cost J per step")


class RegressionView(SteppedLabView):
    """Least squares and gradient descent on the view's own 1-D points (not the tab's classes)."""

    name = "regression"
    title = ""

    def __init__(self, data, parent=None):
        self._tab = parent               # whose Data box (classes) this view hides while shown
        self.study: RegressionStudy | None = None
        self.extra_outliers: list[tuple[float, float]] = []     # clicked on the classifier
        super().__init__(data, parent)
        self.canvas.mode = "add"           # click adds, drag moves, Shift+click deletes
        self.editor = PointEditor(self.canvas, self)
        self.editor.changed.connect(self._points_changed)
        self.editor.dragging.connect(lambda: self.canvas.set_points(self.editor.X))
        self._study_timer = QTimer(self, singleShot=True, interval=120, timeout=self._study)
        self.predict = RegressionPredictions(self)
        self.retranslate()

    # -- building ------------------------------------------------------------------------
    def build_settings(self):
        self.n_spin = spin("regression_n", self.tr("Points"), self.tr(
            "How many points the generator draws"), 3, 500, 20)
        self.noise_spin = double_spin("regression_noise", self.tr("Noise σ"), self.tr(
            "Standard deviation of the noise ε in y = sin 2πx + ε"), 0.0, 3.0, 0.3, 0.05, 2)
        self.new_button = button("regression_new", self.tr("New points"), self.tr(
            "Draw new points of y = sin 2πx + ε"))
        self.undo_button = button("regression_undo", self.tr("Undo"), self.tr(
            "Undo the last edit of the points"))
        self.degree_spin = spin("regression_degree", self.tr("Degree"), self.tr(
            "Degree of the least-squares polynomial drawn over the points"), 0, 15, 3)
        self.alpha_spin = double_spin("regression_alpha", self.tr("Ridge α"), self.tr(
            "α‖w‖² added to the squared error (0: ordinary least squares)"),
            0.0, 1000.0, 0.0, 0.1, 3)
        self.eta_spin = double_spin("regression_eta", self.tr("Learning rate η"), self.tr(
            "Gradient-descent step (0: 1/L, the largest that never diverges)"),
            0.0, 100.0, 0.0, 0.1, 3)
        self.iter_spin = spin("regression_max_iter", self.tr("Iterations"), self.tr(
            "Gradient steps at most"), 1, 100000, 2000)
        self.w0_spin = double_spin("regression_w0", self.tr("Start w₀"), self.tr(
            "Where gradient descent starts (or click the contours)"), -1000, 1000, 0.0, 0.5, 3)
        self.w1_spin = double_spin("regression_w1", self.tr("Start w₁"), self.tr(
            "Where gradient descent starts (or click the contours)"), -1000, 1000, 0.0, 0.5, 3)
        self.max_degree_spin = spin("regression_max_degree", self.tr("Max degree"), self.tr(
            "Highest degree in the validation and bias²–variance curves"), 1, 15, 9)
        self.validation_spin = spin("regression_validation", self.tr("Validation %"), self.tr(
            "Share of the points held out to measure the validation error"), 10, 60, 30)
        self.resamples_spin = spin("regression_resamples", self.tr("Resamples"), self.tr(
            "Bootstrap resamples of the bias²–variance decomposition"), 5, 300, 50)
        self.outliers_spin = spin("regression_outliers", self.tr("Outliers"), self.tr(
            "Extra class +1 points far on their own side (least-squares classifier)"),
            0, 60, 15)
        self.distance_spin = double_spin("regression_distance", self.tr("Distance"), self.tr(
            "How far out the outliers lie"), 1.0, 30.0, 9.0, 1.0, 1)
        for w in (self.degree_spin, self.max_degree_spin, self.validation_spin,
                  self.resamples_spin, self.outliers_spin, self.distance_spin, self.noise_spin,
                  self.n_spin):
            w.setProperty("lab_static", True)      # studies only: the descent's run stays
        self._cells = [
            (self.n_spin, QT_TRANSLATE_NOOP("RegressionView", "points")),
            (self.noise_spin, QT_TRANSLATE_NOOP("RegressionView", "noise σ")),
            (self.degree_spin, QT_TRANSLATE_NOOP("RegressionView", "degree")),
            (self.alpha_spin, QT_TRANSLATE_NOOP("RegressionView", "ridge α")),
            (self.eta_spin, QT_TRANSLATE_NOOP("RegressionView", "η (0 = 1/L)")),
            (self.iter_spin, QT_TRANSLATE_NOOP("RegressionView", "iterations")),
            (self.w0_spin, QT_TRANSLATE_NOOP("RegressionView", "start w₀")),
            (self.w1_spin, QT_TRANSLATE_NOOP("RegressionView", "start w₁")),
            (self.max_degree_spin, QT_TRANSLATE_NOOP("RegressionView", "max degree")),
            (self.validation_spin, QT_TRANSLATE_NOOP("RegressionView", "validation %")),
            (self.resamples_spin, QT_TRANSLATE_NOOP("RegressionView", "resamples")),
            (self.outliers_spin, QT_TRANSLATE_NOOP("RegressionView", "outliers")),
            (self.distance_spin, QT_TRANSLATE_NOOP("RegressionView", "distance")),
        ]
        grid = QGridLayout()
        self._labels = []
        for k, (w, text) in enumerate(self._cells):
            label = QLabel(text)
            self._labels.append(label)
            grid.addWidget(label, k // 2, 2 * (k % 2))
            grid.addWidget(w, k // 2, 2 * (k % 2) + 1)
        row = (len(self._cells) + 1) // 2
        grid.addWidget(self.new_button, row, 0, 1, 2)
        grid.addWidget(self.undo_button, row, 2, 1, 2)
        self.new_button.clicked.connect(self.new_points)
        self.undo_button.clicked.connect(lambda: self.editor.undo())
        for w in (self.degree_spin, self.alpha_spin, self.max_degree_spin, self.validation_spin,
                  self.resamples_spin, self.outliers_spin, self.distance_spin, self.noise_spin,
                  self.w0_spin, self.w1_spin):
            w.valueChanged.connect(lambda *_: self._study_timer.start())
        return grid

    def _layout(self):
        """Three pages: the fit with gradient descent on the contours, degree and bias²–variance,
        and the least-squares classifier; the settings and transport block go to the side. The
        pages' plots are made when the view is first shown (:meth:`_build_pages`): the SVM tab
        opens without paying for them."""
        self.plots = None
        self.explanation.setMinimumSize(200, 80)
        self.pages = QTabWidget()
        self.pages.setObjectName("regression_pages")
        self.side_tabs = self.pages
        self.settings_panel = QWidget()
        self.settings_panel.setObjectName(f"{self.name}_settings")
        sp = QVBoxLayout(self.settings_panel)
        sp.setContentsMargins(0, 0, 0, 0)
        sp.addLayout(as_form(self.build_settings()))
        self.study_panel = JobPanel(self.messages, self._studied, self, name="regression_study",
                                    kept=lambda: tr("the plots shown are kept"))
        sp.addWidget(self.study_panel)
        sp.addWidget(export_button(self, f"{self.name}_export", self.canvas, self.name))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.messages)
        layout.addWidget(self.settings_panel)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.controls)
        self._watch_settings()

    def _build_pages(self):
        self.plots = RegressionPlots(self)
        self.plots.start_clicked.connect(self._start_clicked)
        self.plots.outlier_clicked.connect(self._outlier_clicked)
        self.plots.clear_button.clicked.connect(self._clear_outliers)
        top = hsplit(self.canvas, self.plots.contours, sizes=[370, 410],   # room for the bar
                     stretch=(1, 1))
        fit_page = vsplit(top, hsplit(self.explanation, self.curves, sizes=[480, 300]),
                          sizes=[330, 200])
        for page in (fit_page, self.plots.studies_page, self.plots.classifier_page):
            self.pages.addTab(page, "")
        self.retranslate()

    def showEvent(self, event):  # noqa: N802 (Qt API)
        if self.plots is None:          # before LazyView's refresh draws into them
            self._build_pages()
        self._tab_data_box(False)       # the tab's class points are not this view's data
        super().showEvent(event)

    def hideEvent(self, event):  # noqa: N802 (Qt API)
        self._tab_data_box(True)
        super().hideEvent(event)

    def _tab_data_box(self, visible: bool) -> None:
        box = getattr(self._tab, "data_box", None)
        if box is not None:
            box.setVisible(visible)

    def retranslate(self):
        if self.plots is None:          # not shown yet: built, and translated, on first show
            return
        for label, (_, text) in zip(self._labels, self._cells):
            label.setText(self.tr(text))
        for k, text in enumerate((self.tr("Fit and gradient descent"),
                                  self.tr("Degree and bias² + variance"),
                                  self.tr("Least-squares classifier"))):
            self.pages.setTabText(k, text)
        self.new_button.setText(self.tr("New points"))
        self.undo_button.setText(self.tr("Undo"))
        # short: a plot's title wider than the plot widens its scene past the widget
        self.canvas.setTitle(self.tr("your points (click adds, drag moves)"), size="9pt")
        self.curves.set_title(tr(SERIES))        # as the curve is named: the title names it
        self.canvas.setLabel("bottom", "x")
        self.canvas.setLabel("left", "y")
        self.plots.retranslate()
        if self.study is not None:
            self.plots.show_study(self.study, self._start())
        super().retranslate()               # the curve's name, the picture, the explanation

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and getattr(self, "plots", None) is not None:
            self.retranslate()
        super().changeEvent(event)

    # -- data ------------------------------------------------------------------------------
    def invalidate(self):
        """The tab's classification points changed: this view's own points did not."""

    def refresh(self):
        """First show: draw the generator's points."""
        if len(self.editor.X) == 0:
            self.new_points()

    def new_points(self):
        data = sine_data(self.n_spin.value(), noise_std=self.noise_spin.value(),
                         random_state=self.controls.seed_spin.value())
        self.editor.set_data(np.c_[data.x, data.y], what="generate")
        self.canvas.enableAutoRange()

    def _points_changed(self, what):
        P = self.editor.X
        self.X, self.y = P[:, :1], P[:, 1]
        self.canvas.set_points(P, editable=True)
        self.canvas.color_by_labels(np.zeros(len(P), int))
        self.rect = self.canvas.data_rect()
        self.driver.reset()
        self._study()

    def _start(self):
        return self.w0_spin.value(), self.w1_spin.value()

    def _start_clicked(self, w0, w1):
        for s, v in ((self.w0_spin, w0), (self.w1_spin, w1)):
            s.blockSignals(True)
            s.setValue(v)
            s.blockSignals(False)
        self.driver.reset()
        self._study()

    def _outlier_clicked(self, x, y):
        self.extra_outliers.append((x, y))
        self._study()

    def _clear_outliers(self):
        self.extra_outliers = []
        self._study()

    def _study(self):
        x, y = self.editor.X[:, 0], self.editor.X[:, 1]
        self.study_panel.start(regression_job(
            x, y, degree=self.degree_spin.value(), alpha=self.alpha_spin.value(),
            start=self._start(), max_degree=self.max_degree_spin.value(),
            validation=self.validation_spin.value() / 100,
            resamples=self.resamples_spin.value(), noise_std=self.noise_spin.value(),
            outliers=self.outliers_spin.value(), distance=self.distance_spin.value(),
            extra_outliers=list(self.extra_outliers),
            seed=self.controls.seed_spin.value()), self.tr("Fitting…"))

    def _studied(self, study: RegressionStudy):
        self.study = study
        if self.plots is None:
            return
        self.plots.show_study(study, self._start())
        self._redraw_now()

    # -- the run: gradient descent on J(w₀, w₁) -------------------------------------------------
    def make_model(self):
        """Gradient descent on the line's J(w₀, w₁) (ridge's when α > 0) from the start."""
        kw = dict(solver="gd", learning_rate=self.eta_spin.value() or None,
                  max_iter=self.iter_spin.value(), tol=1e-6, w_init=self._start())
        alpha = self.alpha_spin.value()
        return Ridge(alpha, **kw) if alpha > 0 else LinearRegression(**kw)

    def _make_steps(self):
        if len(self.X) < 2:
            raise ValueError(self.tr("Click at least two points (at different x) first."))
        self.model = self.make_model()
        self.messages.clear_message()
        return framed(self.model.iter_fit(self.X, self.y), self.G, lambda step: None)

    def labels_of(self, model):
        return lambda step: None

    def series(self, frame):
        return {SERIES: frame.step.cost}     # English key, shown translated (the title too)

    def progress_of(self, frame):
        return frame.step.iteration, self.model.max_iter

    def _on_reset(self):
        super()._on_reset()
        self.messages.clear_message()       # a message belongs to the run that said it
        if self.plots is not None:
            self.plots.show_path([])

    def _redraw_now(self):
        if self.plots is None:
            return
        frame = self.current()
        self.canvas.show_regions(None, self.rect, 1)
        fit = None if self.study is None else self.study.fit
        line = None
        if frame is not None:
            s = frame.step
            line = (float(s.b), float(s.w[0]))
            path = [(f.step.b, f.step.w[0]) for f in self.history[1:self.driver.index() + 1]]
            self.plots.show_path(path)
            self.curves.set_cursor(s.iteration)
        self.plots.draw_fit(self.canvas, self.editor.X, fit, line)
        self.explanation.setHtml(self.explain(frame))

    def draw_frame(self, frame):
        """Everything is drawn by :meth:`_redraw_now`."""

    def intro(self):
        return self.tr("<b>Linear regression</b>: ŷ = w₀ + w₁x; least squares minimises "
                       "J(w₀, w₁) = 1/(2n) Σ (yᵢ − ŷᵢ)² (+ α/(2n) w₁² for ridge). Step (Space) "
                       "runs gradient descent w ← w − η∇J on the contours (tick Predict to click "
                       "where each step lands first). Click the plot to add a point, drag one "
                       "to move it, Shift+click one to delete it.")

    def explain(self, frame):
        parts = []
        fit = None if self.study is None else self.study.fit
        if fit is not None:
            parts.append(self.tr(
                "<b>Least squares, degree {d}</b> (solid curve, residuals rᵢ = yᵢ − ŷᵢ as "
                "segments): J = 1/(2n) Σ rᵢ² = {J:.4g}, R² = 1 − Σ rᵢ² / Σ (yᵢ − ȳ)² = "
                "{r2:.3f}.").format(d=fit.degree, J=fit.cost, r2=fit.r2))
        if frame is None:
            parts.insert(0, self.intro())
            return "<br>".join(parts)
        s = frame.step
        n = len(self.y)
        g0, g1 = s.gradient[0], s.gradient[1]
        state = (self.tr(" — converged: ‖∇J‖ below the tolerance") if s.converged else
                 self.tr(" — <b>diverged</b>: η is too large") if s.stopped == "diverged" else
                 self.tr(" — stopped at the iteration cap") if s.stopped else "")
        parts.insert(0, self.tr(
            "<b>Gradient step {k}</b>{state} (dashed line): w₀ = {w0:.4g}, w₁ = {w1:.4g}, "
            "J = {J:.5g}.<br>∇J = −(1/n) Σ (yᵢ − ŷᵢ)(1, xᵢ) = ({g0:.4g}, {g1:.4g}) over n = {n}"
            " points; the next step is w ← w − η∇J with η = {eta:.4g}: ({n0:.4g}, {n1:.4g})."
        ).format(k=s.iteration, state=state, w0=s.b, w1=s.w[0], J=s.cost, g0=g0, g1=g1, n=n,
                 eta=s.learning_rate, n0=s.b - s.learning_rate * g0,
                 n1=s.w[0] - s.learning_rate * g1))
        if self.study is not None and self.study.surface is not None:
            m = self.study.surface.minimum
            parts.insert(1, self.tr("The least-squares minimum (✕ on the contours): w₀ = "
                                    "{w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.").format(
                w0=m[0], w1=m[1], J=self.study.surface.minimum_cost))
        return "<br>".join(parts)
