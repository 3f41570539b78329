"""SVM tab › AdaBoost: one boosting round per step — the round's stump, the sample weights as
point sizes, εₜ and αₜ = ½ ln((1 − εₜ)/εₜ), the combined boundary sign Fₜ(x), and the training
error and exponential loss per round. The numbers come from ``engine.svm.explain_boost``; predict
mode asks which points gain weight."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QGridLayout

from engine.ensemble import AdaBoost
from engine.svm import boost_scores, explain_boost

from ...widgets.forms import button, combo, spin
from .lab_common import SteppedLabView
from .predict import LabPredictions, boost_question
from .texts import keyed_items, label, plot_words, tr, words
from ... import style

CRITERIA = ((QT_TR_NOOP("error"), "error"), ("gini", "gini"))


class BoostView(SteppedLabView):
    """AdaBoost with decision stumps on the SVM tab's points."""

    name = "boost"
    title = QT_TR_NOOP("AdaBoost (line: this round's stump)")

    def __init__(self, data, parent=None):
        super().__init__(data, parent)
        plot_words(self.canvas, self.title)
        # predict mode: clicks toggle the points expected to gain weight; Check answers
        self.check_button = words(button("boost_check_button", "Check", ""),
                                  QT_TR_NOOP("Check"),
                                  QT_TR_NOOP("Grade the points you marked"))
        self.check_button.setVisible(False)
        self.layout().insertWidget(1, self.check_button)
        self.predict = LabPredictions(self, boost_question, many=True)
        self.check_button.clicked.connect(self.predict.check)

    def build_settings(self):
        self.rounds_spin = words(spin("boost_rounds", "Rounds", "", 1, 500, 50),
                                 tip=QT_TR_NOOP("Boosting rounds at most"))
        self.criterion_combo = keyed_items(words(combo("boost_criterion", "Stump by", "", ()),
            tip=QT_TR_NOOP("How each round's stump is chosen on the weighted points: smallest "
                           "weighted error (the notes) or weighted Gini (scikit-learn)")),
            CRITERIA)
        grid = QGridLayout()
        grid.addWidget(label(QT_TR_NOOP("rounds")), 0, 0)
        grid.addWidget(self.rounds_spin, 0, 1)
        grid.addWidget(label(QT_TR_NOOP("stump by")), 0, 2)
        grid.addWidget(self.criterion_combo, 0, 3)
        return grid

    def make_model(self):
        return AdaBoost(n_estimators=self.rounds_spin.value(),
                        criterion=self.criterion_combo.currentData())

    def labels_of(self, model):
        G = self.G
        F = None     # Fₜ on the grid, summed round by round on the worker

        def labels(step):
            nonlocal F
            F = boost_scores(step, G, F)
            return (F > 0).astype(np.intp)
        return labels

    def series(self, frame):
        s = frame.step
        return {QT_TR_NOOP("training error"): s.train_error,
                QT_TR_NOOP("exp. loss"): s.exp_loss, "εₜ": s.epsilon}

    def show_question(self, question):
        """The round's stump, dashed, while the student marks the points that gain weight."""
        self.check_button.setVisible(question is not None)
        if question is None:
            self.canvas.set_highlight([])
            return
        feature, t = question.target
        x0, y0, w, h = self.rect
        xs, ys = ([t, t], [y0, y0 + h]) if feature == 0 else ([x0, x0 + w], [t, t])
        self.canvas.set_lines([(xs, ys, style.theme().foreground, 3, True)])

    def progress_of(self, frame):
        return frame.step.iteration, self.model.n_estimators

    def _on_reset(self):
        super()._on_reset()
        if len(self.X):
            self.canvas.scatter.setSize(7)

    def draw_frame(self, frame):
        s = frame.step
        n = len(self.X)
        sizes = np.clip(3 + 7 * np.sqrt(s.weights * n), 3, 40)
        self.canvas.scatter.setSize(sizes)
        if s.stump is None:
            self.canvas.set_lines([])
            return
        x0, y0, w, h = self.rect
        t = s.stump.threshold
        xs, ys = ([t, t], [y0, y0 + h]) if s.stump.feature == 0 else ([x0, x0 + w], [t, t])
        self.canvas.set_lines([(xs, ys, style.theme().foreground, 3, False)])

    def intro(self):
        return tr("<b>AdaBoost</b>: round t picks the stump h_t with the smallest weighted "
                  "error ε_t on weights D_t, gives it the say α_t = ½ ln((1 − ε_t)/ε_t), and "
                  "reweights D_{t+1}(i) ∝ D_t(i)·exp(−α_t y_i h_t(x_i)): misclassified points "
                  "grow. The regions are sign F_t(x), F_t = Σ α_s h_s.")

    def explain(self, frame):
        s = frame.step
        e = explain_boost(s, self.X, self.y, self.model.classes_)
        if e.feature is None:
            return tr("<b>Round {n}</b>: the best stump has ε = {eps:.4f} ≥ ½, no better than "
                      "chance: boosting stops without it.").format(n=e.iteration, eps=e.epsilon)
        pos, neg = self.model.classes_[1], self.model.classes_[0]
        side = {1: pos, -1: neg}
        eps = max(e.epsilon, 1e-10)
        text = tr("<b>Round {n}</b>: stump {axis} ≤ {t:.4g} → {left}, else {right} (%n point(s) "
                  "misclassified).<br>", len(e.wrong)).format(
            n=e.iteration, axis="x" if e.feature == 0 else "y", t=e.threshold,
            left=side[e.left], right=side[e.right])
        text += tr("ε_t = Σ D_t(i)[h(x_i) ≠ y_i] = <b>{eps:.4f}</b><br>α_t = ½ ln((1 − ε_t)/ε_t) "
                   "= ½ ln({a:.4f}/{b:.4g}) = <b>{alpha:.4f}</b><br>").format(
            eps=e.epsilon, a=1 - eps, b=eps, alpha=e.alpha)
        text += tr("misclassified points' weights × e^α = {up:.3g}, the others × e^−α = "
                   "{down:.3g}, then divided by Z_t = {Z:.4g}. Largest weight now {big:.3g} "
                   "(uniform: {uni:.3g}).<br>").format(up=e.up, down=e.down, Z=e.Z,
                                                       big=e.largest, uni=e.uniform)
        text += tr("training error of sign F_t: <b>{err:.1%}</b>; exponential loss (1/N)Σ "
                   "exp(−y F_t) = {loss:.4g} ≥ training error.").format(
            err=e.train_error, loss=e.exp_loss)
        if s.converged:
            text += "<br>" + tr("Converged: this stump alone makes no mistake (ε = 0).")
        elif s.stopped:
            text += "<br>" + tr("Stopped at the round cap ({cap}).").format(cap=s.stopped)
        return text
