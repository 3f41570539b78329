"""Predict mode in the SVM lab's Regression view (issue 25): before a gradient step is drawn, the
student clicks on the cost contours where it will land. The engine's step says where it landed,
θ' = θ − η∇J; a click within a third of the step's length of it is right, and the explanation
fills in the update with its numbers and says how far off the guess was in length and
direction (the step is perpendicular to the contour through θ, downhill)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QCoreApplication

from ...models.predict import Question, Verdict

NEAR = 1 / 3          # a guess this close to the landing, in step lengths, is right


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


@dataclass(frozen=True, eq=False)
class Landing:
    """A place (w₀, w₁) on the contours; two are equal when they lie within ``radius`` of
    each other (the larger of the two radii): the grade of a click against the engine's θ'."""

    w0: float
    w1: float
    radius: float = 0.0

    def distance(self, other: "Landing") -> float:
        return math.hypot(self.w0 - other.w0, self.w1 - other.w1)

    def __eq__(self, other) -> bool:
        return isinstance(other, Landing) and \
            self.distance(other) <= max(self.radius, other.radius) + 1e-12

    def __hash__(self) -> int:
        return 0


def step_question(previous, step) -> Question | None:
    """The question for a gradient step: where does θ go from the previous step's θ?"""
    if previous is None or getattr(step, "phase", None) != "gd" or len(step.w) != 1:
        return None
    here = np.array([previous.b, previous.w[0]], float)
    there = np.array([step.b, step.w[0]], float)
    length = float(np.linalg.norm(there - here))
    if not length > 0:
        return None
    truth = Landing(float(there[0]), float(there[1]), NEAR * length)
    eta, g = previous.learning_rate, np.asarray(previous.gradient, float)

    def explain(guess: Landing) -> str:
        mine = np.array([guess.w0, guess.w1]) - here
        cos = float(mine @ (there - here)) / max(np.linalg.norm(mine) * length, 1e-300)
        angle = math.degrees(math.acos(max(-1.0, min(1.0, cos))))
        mark = tr("Right") if guess == truth else tr("Not quite")
        return tr("{mark}: θ' = θ − η∇J = ({a:.4g}, {b:.4g}) − {eta:.4g}·({g0:.4g}, {g1:.4g}) "
                  "= <b>({c:.4g}, {d:.4g})</b>, a step of {L:.3g} straight down the slope "
                  "(across the contour through θ). Your point is {off:.3g} away ({rel:.0%} of "
                  "the step), {ang:.0f}° off its direction.").format(
            mark=mark, a=here[0], b=here[1], eta=eta, g0=g[0], g1=g[1], c=there[0], d=there[1],
            L=length, off=guess.distance(truth), rel=guess.distance(truth) / length, ang=angle)

    return Question("gd_step", tr("Predict: where will this gradient step land? Click the "
                                  "contours."), (float(here[0]), float(here[1])), truth, explain)


class RegressionPredictions:
    """Wires predict mode into the Regression view: the question, the click on the contours,
    the verdict in the message bar."""

    def __init__(self, view):
        self.view = view
        view.driver.enable_predictions(self.question, self.ask, self.verdict)

    def question(self, previous, frame):
        return step_question(None if previous is None else previous.step, frame.step)

    def ask(self, q: Question) -> None:
        plots = self.view.plots
        if plots is None:
            return
        plots.pick_handler = self.clicked
        self.view.pages.setCurrentIndex(0)          # the contours are on the first page
        self.view.messages.info(q.prompt)

    def clicked(self, w0: float, w1: float) -> bool:
        plots = self.view.plots
        plots.pick_handler = None
        if not self.view.driver.predictions.awaiting:
            return False
        self.view.driver.answer(Landing(w0, w1))
        return True

    def verdict(self, v: Verdict) -> None:
        if self.view.plots is not None:
            self.view.plots.pick_handler = None
        (self.view.messages.info if v.right else self.view.messages.warning)(v.feedback)
