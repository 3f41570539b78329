"""The Spam tab's Discriminative-models view: logistic regression stepped by gradient descent or
Newton/IRLS on the same features as Naive Bayes (engine.spam.iter_logistic_study), with the
held-out accuracy and the heaviest words at each iteration."""
from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QHeaderView, QLabel, QTextBrowser, QVBoxLayout, QWidget

from engine import DataError
from engine.workflows.spam_filtering import LOGISTIC_MAX_ITER, iter_logistic_study

from ...plots.history_plot import HistoryPlot
from ...widgets.files import export_button
from ...widgets.forms import combo, hbox, hsplit
from ...widgets.lazy import LazyView
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from ...widgets.table import DataTable
from .loss_gaps import draw_loss_gaps
from .texts import class_name, tr

METHODS = {"Newton / IRLS": "newton", "gradient descent": "gd"}


def method_names() -> dict:
    """The methods' names in the language in force → the engine's keys."""
    return {tr("Newton / IRLS"): "newton", tr("gradient descent"): "gd"}


class DiscriminativeView(DrivenView, LazyView):
    """Logistic regression stepped by gradient descent or by Newton/IRLS on the same features
    as Naive Bayes. Each method's loss gap L(w) − L* per iteration stays on the plot, so the
    ten Newton steps and the hundreds of gradient steps can be compared."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("discriminative_view")
        self.tab, self.messages = tab, tab.messages
        self.runs = {}
        self._shown = None            # (method, runs) the curves on the plot were made for
        self.method_combo = combo("logistic_method_combo", "Method", "", ())
        for name, key in method_names().items():
            self.method_combo.addItem(name, key)
        self.controls = StepControls(self)
        self.curve = HistoryPlot(self)
        self.curve.top.setLogMode(y=True)
        self.details = QTextBrowser(self)
        self.details.setObjectName("logistic_details")
        # the heaviest words are the corpus's own: a table of their own (translated headers,
        # the words as they are) rather than rows inside the translated explanation
        self.weights = DataTable("logistic_weights_table", self, "")
        self.weights.search.setVisible(False)
        self.weights.view.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self._weights_label = QLabel()
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.details, 3)
        rv.addWidget(self._weights_label)
        rv.addWidget(self.weights, 2)
        left = QWidget()
        lv = QVBoxLayout(left)
        self._method_label = QLabel()
        lv.addLayout(hbox(self._method_label, self.method_combo, export_button(
            self, "logistic_export_button", self.curve, "logistic_loss"), stretch=True))
        lv.addWidget(self.curve, 1)
        lv.addWidget(self.controls)
        QVBoxLayout(self).addWidget(hsplit(left, right, sizes=[800, 450]))
        # while running, the plot and the details follow the batches at most 5 times a
        # second: redrawing a log axis and the HTML for each of 30 batches a second kept the
        # GUI thread half busy beside a worker stepping on a bigram vocabulary (gaps of
        # 0.1–0.3 s under load)
        self._curve_timer = QTimer(self, singleShot=True, interval=200,
                                   timeout=self._draw_curves)
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=lambda batch, start: self._new_steps(),
                                 redraw=self.redraw, on_error=self.messages.error,
                                 on_reset=self._forget_current, parent=self)
        self.driver.runner.state_changed.connect(
            lambda state: state != "running" and self._draw_curves())
        self.method_combo.currentIndexChanged.connect(lambda _: self.driver.reset())
        self.retranslate()

    def retranslate(self):
        self._method_label.setText(tr("Method"))
        self.method_combo.setToolTip(tr("How the loss is minimised"))
        for i, name in enumerate(method_names()):
            self.method_combo.setItemText(i, name)
        self.curve.set_title(tr("L(w) − L*  (log scale)"))
        self._weights_label.setText(tr("Heaviest weights (positive class | rest):"))
        self._shown = None
        self._draw_curves()
        self.redraw()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def method(self):
        return self.method_combo.currentData() or "newton"

    def refresh(self):
        """New corpus, split or C: the old runs no longer apply."""
        self.runs.clear()
        self.driver.reset()

    def _steps(self):
        tab = self.tab
        if tab.features is None or tab.split is None:
            raise DataError(tr("Load a corpus first: logistic regression trains on its "
                               "training part."))
        is_positive = np.asarray(tab.corpus.labels) == tab.positive_label()
        return iter_logistic_study(tab.features, tab.split, is_positive, tab.C(), self.method)

    def _forget_current(self):
        self.runs.pop(self.method, None)
        self._draw_curves()

    def _new_steps(self):
        """A batch arrived: drawn at once unless running (then by the timer)."""
        if self.driver.runner.state != "running":
            self._draw_curves()
        elif not self._curve_timer.isActive():
            self._curve_timer.start()

    def _draw_curves(self):
        self._curve_timer.stop()
        steps = self.driver.history[1:]
        if steps:
            self.runs[self.method] = [s.loss for s in steps]
        self.controls.set_progress(len(steps), LOGISTIC_MAX_ITER[self.method])
        shown = (self.method, tuple(self.runs))
        if shown != self._shown:       # a new run or method: new curves (dashed = the other)
            self.curve.clear_series()
            self._shown = shown
        if not self.runs:
            return
        draw_loss_gaps(self.curve, self.runs, method_names(), self.method)
        self.redraw()

    def redraw(self):
        step = self.driver.current()
        self.curve.set_cursor(step.iteration if step else 0)
        html = [tr("<h3>Logistic regression — {method}</h3>").format(
            method=escape(self.method_combo.currentText())), logistic_note()]
        if step is not None:
            html.append(tr(
                "<p>iteration <b>{i}</b>{state}: L(w) = {loss:.6g}, ‖∇L‖ = {grad:.3g}, "
                "held-out accuracy {acc:.4f}</p>").format(
                i=step.iteration, state=_state(step), loss=step.loss, grad=step.grad_norm,
                acc=step.test_accuracy))
        self.details.setHtml("".join(html))
        self._show_weights(step)

    def _show_weights(self, step):
        """The heaviest words of each side at ``step`` (none before the first step)."""
        pairs = list(zip(step.top_positive, step.top_negative)) if step is not None else []
        positive = class_name(self.tab.positive_label()) if self.tab.corpus is not None else ""
        headers = [tr("word ({side})").format(side=positive or tr("positive class")),
                   tr("weight"), tr("word (rest)"), tr("weight")]
        columns = [[str(a) for (a, _), _ in pairs], [round(float(wa), 3) for (_, wa), _ in pairs],
                   [str(b) for _, (b, _) in pairs], [round(float(wb), 3) for _, (_, wb) in pairs]]
        self.weights.set_columns(headers, columns)


def logistic_note() -> str:
    return tr(
    "<p>L(w, b) = C Σ log(1 + exp(−yₙ(wᵀxₙ + b))) + ½‖w‖², rows scaled to unit length, "
    "y = +1 for the positive class and −1 for the rest.</p><p><b>Gradient descent</b>: "
    "w ← w − ∇L / L<sub>max</sub>, L<sub>max</sub> bounding the curvature. <b>Newton / "
    "IRLS</b>: solve (C XᵀDX + I)Δ = −∇L with D = diag(σ(f)(1 − σ(f))) — a weighted "
    "least-squares problem — by conjugate gradients, then w ← w + Δ.</p><p>Naive Bayes models "
    "p(x | y) and is counted in one pass; logistic regression models p(y | x) directly and "
    "must be optimised (generative vs discriminative). The notes write gradient ascent on the "
    "log-likelihood with “−”; ascent adds the gradient (descent on L subtracts it).</p>")


def _state(step):
    if step.converged:
        return tr(" (converged)")
    if step.stopped:
        return tr(" (stopped: the limit of {n} iterations; not converged)").format(
            n=step.iteration)
    return ""
