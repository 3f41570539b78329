"""The SVM tab's Losses view: 0–1, hinge, logistic, squared and the notes' smoothed loss, and
logistic regression trained by gradient descent beside the SVM on the same points."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QSlider,
                               QVBoxLayout)

from engine import Progress
from engine.linear import LinearStep, LogisticRegression
from engine.svm import SVC, hinge, logistic, smoothed_hinge, squared, zero_one

from ...plots import palette
from ...plots.point_view import PointView
from ...widgets.forms import button, double_spin, hbox, named
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from .scene import DecisionLayer, grid
from .texts import plot_words, tr, words
from .views import labels_index, runner_for
from ... import style
from ...i18n import describe


class LossesView(LazyView):
    """Losses of the margin z = y f(x), and logistic regression trained by gradient descent
    next to the SVM on the same points."""

    def __init__(self, data, params, parent=None):
        super().__init__(parent)
        self.setObjectName("losses_view")
        self.data, self.params = data, params
        self.messages = MessageBar(self, "losses_messages")
        self.loss_plot = pg.PlotWidget()
        self.loss_plot.setMinimumWidth(200)
        style.themed(self.loss_plot)
        # the legend in the empty top middle of the data (z ≈ 0 … 2, loss above 2.9, where no
        # loss curve passes), not over a curve nor over the title
        self.legend = self.loss_plot.addLegend()
        self.legend.anchor(itemPos=(0.5, 0), parentPos=(0.62, 0), offset=(0, 4))
        self.legend.setBrush(pg.mkBrush(*style.theme().background, 200))
        self.loss_plot.showGrid(x=True, y=True, alpha=0.2)
        plot_words(self.loss_plot, QT_TR_NOOP("losses of the margin z = y·f(x)"),
                   bottom="z = y f(x)", left=QT_TR_NOOP("loss"))
        self.eps_slider = words(named(QSlider(Qt.Horizontal), "eps_slider", "ε", ""),
                                tip=QT_TR_NOOP("Smoothing ε of the general loss: 1 is "
                                               "logistic, → 0 is hinge"))
        self.eps_slider.setRange(1, 100)
        self.eps_slider.setValue(50)
        self.eps_slider.setMinimumWidth(160)
        z = np.linspace(-2.5, 3, 400)
        self.z = z
        line = dict(width=2)
        self._loss_names = (QT_TR_NOOP("0–1"), QT_TR_NOOP("hinge (SVM)"),
                            QT_TR_NOOP("logistic / log 2"), QT_TR_NOOP("squared"),
                            QT_TR_NOOP("general (ε)"))
        self._loss_items = []
        for k, (name, fn) in enumerate(zip(self._loss_names, (zero_one, hinge, logistic,
                                                                squared))):
            self._loss_items.append(self.loss_plot.plot(
                z, fn(z), pen=pg.mkPen(palette.color(k), **line), name=tr(name)))
        self.smooth = self.loss_plot.plot(z, smoothed_hinge(z, 0.5), name=tr("general (ε)"),
                                          pen=pg.mkPen(style.theme().foreground, width=2,
                                                       style=Qt.DashLine))
        self._loss_items.append(self.smooth)
        self.loss_plot.setYRange(-0.2, 4)
        self.compare = PointView(self)
        plot_words(self.compare, QT_TR_NOOP("logistic regression (gradient descent) vs SVM"))
        self.compare.mode = "select"
        self.compare.setMinimumWidth(200)
        self.layer = DecisionLayer(self.compare)
        self.lr_line = self.compare.plot([], [], pen=pg.mkPen((0, 140, 0), width=3))
        self.lr_steps = named(QLabel(""), "lr_status", "Logistic regression", "")
        self.lr_rate = words(double_spin("lr_rate_spin", "Learning rate", "", 0.001, 10, 0.5,
                                         1.0), tip=QT_TR_NOOP("Gradient-descent step size η"))
        self.train_button = words(button("train_lr_button", "Train both", ""),
                                  QT_TR_NOOP("Train both"),
                                  QT_TR_NOOP("Fit the SVM and animate logistic regression by "
                                             "gradient descent on the same points"))
        top = hbox("ε", self.eps_slider, "η", self.lr_rate, self.train_button, stretch=True)
        self.svm_panel = JobPanel(self.messages, self._show_svm, self, name="losses_svm",
                                  kept=lambda: tr("the previous comparison is kept"))
        self.eps_label = QLabel()
        self.eps_label.setWordWrap(True)
        plots = QHBoxLayout()
        plots.addWidget(self.loss_plot, 1)      # equal shares: the comparison is not squeezed
        plots.addWidget(self.compare, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.eps_label)
        layout.addWidget(self.messages)
        layout.addWidget(self.svm_panel)
        layout.addLayout(plots, 1)
        layout.addWidget(self.lr_steps)
        self.lr_steps.setWordWrap(True)
        # wrapped under stretching plots, it would be squeezed to one line: room for three
        self.lr_steps.setMinimumHeight(3 * self.lr_steps.fontMetrics().lineSpacing())
        self.eps_slider.valueChanged.connect(self._eps)
        self.train_button.clicked.connect(self.refresh)
        self.runner = runner_for(self)
        self.runner.set_interval(0.02)
        self.runner.steps.connect(lambda batch: self._draw_line(batch[-1]))
        self._eps()

    def _eps(self, *_):
        eps = self.eps_slider.value() / 100
        self.smooth.setData(self.z, smoothed_hinge(self.z, eps))
        self.eps_label.setText(tr("ε = {eps:.2f}: ε·log(1 + exp((1 − z)/ε)); the notes' form "
                                  "ε·log(1+e^(−z)) does not tend to the hinge, this one "
                                  "does").format(eps=eps))

    def refresh(self):
        X, y = self.data()
        if len(np.unique(y)) != 2:
            self.messages.error(lambda: tr("Logistic regression and the SVM here need exactly two "
                                           "classes."))
            return
        self.messages.clear_message()
        self.runner.cancel()
        self.compare.set_points(X, editable=False)
        self.compare.color_by_labels(labels_index(y))
        self.compare.enableAutoRange()
        self.rect = self.compare.data_rect()
        params = {**self.params(), "margin": "l1"}
        self._pending = (X, y, float(params["C"]), self.lr_rate.value())
        self.svm_panel.start(_svm_job(X, y, params, self.rect), tr("Fitting the SVM…"))

    def _show_svm(self, fit):
        """The SVM is drawn; now animate logistic regression on the same points and C."""
        self.layer.set_function(fit.values, self.rect)
        self.layer.set_support(self.compare.P, fit.alpha)
        X, y, C, rate = self._pending
        model = LogisticRegression(C=C, solver="gd", learning_rate=rate, max_iter=400)
        try:
            steps = model.iter_fit(X, y)
        except ValueError as exc:
            self.messages.error(describe(exc))
            return
        self.runner.start(steps, run=True)

    def _draw_line(self, step: LinearStep):
        w, b = step.w, step.b
        x, yy, wd, h = self.rect
        xs = np.array([x, x + wd])
        if abs(w[1]) > 1e-12:
            self.lr_line.setData(xs, -(w[0] * xs + b) / w[1])
        elif abs(w[0]) > 1e-12:
            self.lr_line.setData([-b / w[0]] * 2, [yy, yy + h])
        self._last_lr = step
        state = (tr(" (converged)") if step.converged else
                 tr(" (stopped at the iteration limit)") if step.stopped else "")
        self.lr_steps.setText(tr("logistic regression (same C, gradient descent): iteration "
                                 "{n}{state}, loss {loss:.4g}, ‖∇L‖ {g:.2g} (green line: "
                                 "p = 0.5); the heat map and black curves are the SVM").format(
            n=step.iteration, state=state, loss=step.loss, g=step.grad_norm))

    def retranslate(self):
        """A language change: the legend's names and the texts made from numbers."""
        for item, name in zip(self._loss_items, self._loss_names):
            self.legend.removeItem(item)
            self.legend.addItem(item, tr(name))
        self._eps()
        if getattr(self, "_last_lr", None) is not None:
            self._draw_line(self._last_lr)


@dataclass(frozen=True)
class SVMFit:
    """The SVM's decision values on the view's grid and its multipliers."""

    values: np.ndarray
    alpha: np.ndarray


def _svm_job(X, y, params, rect):
    yield Progress(0, 1, tr("Fitting the SVM…"))
    svm = SVC(**params).fit(X, y)
    return SVMFit(svm.decision_function(grid(rect)), svm.alpha_)
