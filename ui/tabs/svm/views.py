"""Side views of the SVM tab: multiclass regions, losses with logistic regression against the
SVM, and the 1-D feature-map demo."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import (QDoubleSpinBox, QGridLayout, QHBoxLayout, QLabel, QSlider,
                               QVBoxLayout, QWidget)

from engine import datasets
from engine import Progress
from engine.svm import (DAGSVM, SVC, LogisticRegression, LogisticStep, OneVsOne, OneVsRest,
                        hinge, logistic, smoothed_hinge, squared, zero_one)

from ...plots import palette
from ...plots.point_view import PointView
from ...runner import AlgorithmRunner
from ...widgets.forms import button, combo, hbox, named
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from .scene import DecisionLayer, grid, region_image


def _runner_for(view):
    runner = AlgorithmRunner(view)
    runner.failed.connect(view.messages.error)
    return runner


def _labels_index(y):
    return np.searchsorted(np.unique(y), y)


class MulticlassView(LazyView):
    """One-vs-rest, one-vs-one (with the '?' regions where pairwise votes tie) and DAG."""

    def __init__(self, data, params, parent=None):
        super().__init__(parent)
        self.setObjectName("multiclass_view")
        self.data, self.params = data, params
        self.messages = MessageBar(self, "multiclass_messages")
        self.plots, self.images = {}, {}
        grid_layout = QGridLayout()
        for col, name in enumerate(("one-vs-rest", "one-vs-one", "DAG")):
            plot = PointView(self, title=name)
            plot.mode = "select"
            img = pg.ImageItem()
            img.setZValue(-20)
            plot.addItem(img)
            self.plots[name], self.images[name] = plot, img
            grid_layout.addWidget(plot, 0, col)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.messages)
        layout.addLayout(grid_layout, 1)
        layout.addWidget(self.note)
        self.runner = _runner_for(self)
        self.runner.steps.connect(self._show)
        self.runner.progress.connect(lambda p: self._show([p]))  # TEMP bridge

    def refresh(self):
        X, y = self.data()
        if len(np.unique(y)) < 2:
            self.messages.error("Add points of at least two classes.")
            return
        self.messages.clear_message()
        params = {k: v for k, v in self.params().items() if k != "margin"}
        for plot in self.plots.values():
            plot.set_points(X, editable=False)
            plot.color_by_labels(_labels_index(y))
            plot.enableAutoRange()
        rect = self.plots["one-vs-rest"].data_rect()
        self.runner.start(_multiclass_job(X, y, params, rect), run=True)

    def _show(self, batch):
        for item in batch:
            if isinstance(item, Progress):
                self.messages.info(item.message)
                continue
            name, labels, ambiguous, rect, k = item
            if name == "DAG":
                self.messages.clear_message()
            img = self.images[name]
            img.setImage(region_image(labels, k, ambiguous), levels=(0, 255))
            img.setRect(QRectF(*rect))
            if name == "one-vs-one":
                share = 100 * ambiguous.mean()
                self.note.setText(f"Dark cells in one-vs-one: pairwise votes tie there ('?'), "
                                  f"{share:.1f}% of the plane. One-vs-rest takes the largest "
                                  "f_k(x); DAG eliminates one class per machine and never ties.")


def _multiclass_job(X, y, params, rect):
    G = grid(rect)
    k = len(np.unique(y))
    for name, cls in (("one-vs-rest", OneVsRest), ("one-vs-one", OneVsOne), ("DAG", DAGSVM)):
        yield Progress(0, 3, f"training {name}…")
        model = cls(**params).fit(X, y)
        labels = np.searchsorted(model.classes_, model.predict(G))
        amb = model.ambiguous(G) if name == "one-vs-one" else None
        yield name, labels, amb, rect, k


class LossesView(LazyView):
    """Losses of the margin z = y f(x), and logistic regression trained by gradient descent
    next to the SVM on the same points."""

    def __init__(self, data, params, parent=None):
        super().__init__(parent)
        self.setObjectName("losses_view")
        self.data, self.params = data, params
        self.messages = MessageBar(self, "losses_messages")
        self.loss_plot = pg.PlotWidget(title="losses of the margin z = y·f(x)")
        self.loss_plot.setBackground("w")
        self.loss_plot.addLegend()
        self.loss_plot.showGrid(x=True, y=True, alpha=0.2)
        self.loss_plot.setLabel("bottom", "z = y f(x)")
        self.eps_slider = named(QSlider(Qt.Horizontal), "eps_slider", "ε",
                                "Smoothing ε of the general loss: 1 is logistic, → 0 is hinge")
        self.eps_slider.setRange(1, 100)
        self.eps_slider.setValue(50)
        self.eps_slider.setMinimumWidth(160)
        z = np.linspace(-2.5, 3, 400)
        self.z = z
        style = dict(width=2)
        for k, (name, fn) in enumerate((("0–1", zero_one), ("hinge (SVM)", hinge),
                                        ("logistic / log 2", logistic),
                                        ("squared", squared))):
            self.loss_plot.plot(z, fn(z), pen=pg.mkPen(palette.color(k), **style), name=name)
        self.smooth = self.loss_plot.plot(z, smoothed_hinge(z, 0.5), name="general (ε)",
                                          pen=pg.mkPen((0, 0, 0), width=2, style=Qt.DashLine))
        self.loss_plot.setYRange(-0.2, 4)
        self.compare = PointView(self, title="logistic regression (gradient descent) vs SVM")
        self.compare.mode = "select"
        self.layer = DecisionLayer(self.compare)
        self.lr_line = self.compare.plot([], [], pen=pg.mkPen((0, 140, 0), width=3))
        self.lr_steps = named(QLabel(""), "lr_status", "Logistic regression", "")
        self.lr_rate = named(QDoubleSpinBox(), "lr_rate_spin", "Learning rate",
                             "Gradient-descent step size η")
        self.lr_rate.setRange(0.001, 10)
        self.lr_rate.setValue(0.5)
        self.train_button = button("train_lr_button", "Train both", "Fit the SVM and animate "
                                   "logistic regression by gradient descent on the same points")
        top = hbox("ε", self.eps_slider, "η", self.lr_rate, self.train_button, stretch=True)
        self.eps_label = QLabel()
        self.eps_label.setWordWrap(True)
        plots = QHBoxLayout()
        plots.addWidget(self.loss_plot)
        plots.addWidget(self.compare)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.eps_label)
        layout.addWidget(self.messages)
        layout.addLayout(plots, 1)
        layout.addWidget(self.lr_steps)
        self.lr_steps.setWordWrap(True)
        self.eps_slider.valueChanged.connect(self._eps)
        self.train_button.clicked.connect(self.refresh)
        self.runner = _runner_for(self)
        self.runner.set_interval(0.02)
        self.runner.steps.connect(self._show)
        self.runner.progress.connect(lambda p: self._show([p]))  # TEMP bridge
        self._eps()

    def _eps(self, *_):
        eps = self.eps_slider.value() / 100
        self.smooth.setData(self.z, smoothed_hinge(self.z, eps))
        self.eps_label.setText(f"ε = {eps:.2f}: ε·log(1 + exp((1 − z)/ε)); the notes' form "
                               "ε·log(1+e^(−z)) does not tend to the hinge, this one does")

    def refresh(self):
        X, y = self.data()
        if len(np.unique(y)) != 2:
            self.messages.error("Logistic regression and the SVM here need exactly two classes.")
            return
        self.messages.clear_message()
        self.compare.set_points(X, editable=False)
        self.compare.color_by_labels(_labels_index(y))
        self.compare.enableAutoRange()
        rect = self.compare.data_rect()
        params = {**self.params(), "margin": "l1"}
        self.rect = rect
        self.runner.start(_compare_job(X, y, params, rect, self.lr_rate.value()), run=True)

    def _show(self, batch):
        for item in batch:
            if isinstance(item, LogisticStep):
                self._draw_line(item)
            else:
                f, alpha = item
                self.layer.set_function(f, self.rect)
                self.layer.set_support(self.compare.P, alpha)

    def _draw_line(self, step):
        w, b = step.w, step.b
        x, yy, wd, h = self.rect
        xs = np.array([x, x + wd])
        if abs(w[1]) > 1e-12:
            self.lr_line.setData(xs, -(w[0] * xs + b) / w[1])
        elif abs(w[0]) > 1e-12:
            self.lr_line.setData([-b / w[0]] * 2, [yy, yy + h])
        self.lr_steps.setText(f"logistic regression: iteration {step.iteration}, loss "
                              f"{step.loss:.4g}, ‖∇‖/N {step.grad_norm:.2g} (green line: "
                              "p = 0.5); the heat map and black curves are the SVM")


def _compare_job(X, y, params, rect, rate):
    svm = SVC(**params).fit(X, y)
    G = grid(rect)
    yield svm.decision_function(G), svm.alpha_
    yield from LogisticRegression(learning_rate=rate, max_iter=400).iter_fit(X, y)


class FeatureMapView(QWidget):
    """1-D points no threshold separates become separable after adding φ(x) = x² or |x|."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("feature_map_view")
        self.map_combo = combo("feature_map_combo", "Feature", "The second feature φ(x)",
                               ("x²", "|x|"))
        self.new_button = button("feature_map_button", "New points", "Draw new 1-D data")
        self.line_plot = pg.PlotWidget(title="1-D: no single threshold separates the classes")
        self.map_plot = pg.PlotWidget(title="after adding φ(x): a line separates them")
        for p in (self.line_plot, self.map_plot):
            p.setBackground("w")
            p.showGrid(x=True, y=True, alpha=0.2)
        self.line_plot.setYRange(-1, 1)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        top = hbox("Second feature", self.map_combo, self.new_button, stretch=True)
        plots = QHBoxLayout()
        plots.addWidget(self.line_plot)
        plots.addWidget(self.map_plot)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(plots, 1)
        layout.addWidget(self.note)
        self.seed = 0
        self.map_combo.currentIndexChanged.connect(self.draw)
        self.new_button.clicked.connect(self._new)
        self.draw()

    def _new(self):
        self.seed += 1
        self.draw()

    def draw(self, *_):
        x, y = datasets.feature_map_1d(30, random_state=self.seed)
        phi = x**2 if self.map_combo.currentIndex() == 0 else np.abs(x)
        Z = np.c_[x, phi]
        svm = SVC(1000.0, kernel="linear").fit(Z, y)
        p = svm.primal()
        w, b = p["w"], p["b"]
        brushes = [palette.brush(palette.color(0 if t < 0 else 1)) for t in y]
        for plot in (self.line_plot, self.map_plot):
            plot.clear()
        self.line_plot.addItem(pg.ScatterPlotItem(x=x, y=np.zeros_like(x), brush=brushes,
                                                  size=10, pen=None))
        self.map_plot.addItem(pg.ScatterPlotItem(x=x, y=phi, brush=brushes, size=10, pen=None))
        xs = np.linspace(x.min() - 0.3, x.max() + 0.3, 200)
        if abs(w[1]) > 1e-12:
            self.map_plot.plot(xs, -(w[0] * xs + b) / w[1], pen=pg.mkPen("k", width=2))
        # the boundary w1 x + w2 φ(x) + b = 0 pulled back to the line: where f changes sign
        fx = w[0] * xs + w[1] * (xs**2 if self.map_combo.currentIndex() == 0 else np.abs(xs)) + b
        cuts = xs[np.flatnonzero(np.diff(np.sign(fx)))]
        for c in cuts:
            self.line_plot.addItem(pg.InfiniteLine(pos=float(c), angle=90,
                                                   pen=pg.mkPen("k", width=2)))
        self.note.setText(f"Linear SVM on (x, φ(x)): w = ({w[0]:.3g}, {w[1]:.3g}), b = {b:.3g}. "
                          f"Back on the line the boundary becomes {len(cuts)} thresholds at "
                          + ", ".join(f"{c:.2f}" for c in cuts) + ": a kernel draws this for "
                          "free.")
