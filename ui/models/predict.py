"""Predict mode (issue 25), without Qt: before a step is drawn the student commits a guess with a
gesture on the picture, and the engine's own step grades it.

A view with a *predictor* turns the next step into a :class:`Question` (the truth is read off the
step the engine computed, which is held back until the answer comes); :class:`Predictions` is the
state machine — off, awaiting an answer, answered — with the run's score. Studies of algorithm
visualisation (Byrne, Catrambone & Stasko 1999; Hundhausen, Douglas & Stasko 2002) found that
predicting the next step is what makes watching one teach.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine import DataError


@dataclass(frozen=True)
class Question:
    """What the student is asked before the step is shown.

    ``kind`` names the gesture ("kmeans_assign": click a centre; "viterbi_backpointer": click a
    node of the previous column); ``target`` is what the picture marks (a point index, a
    (state, position) node); ``truth`` is the engine's answer; ``explain(guess)`` gives the
    formula with its numbers for the guess and for the truth; ``grade(guess)``, when given,
    says whether a guess is right (a dragged position or slider values are right within a
    tolerance, never exactly equal), else a guess is right when it equals ``truth``."""
    kind: str
    prompt: str
    target: Any
    truth: Any
    explain: Callable[[Any], str] = field(compare=False, repr=False)
    grade: Callable[[Any], bool] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Verdict:
    """The grade of one prediction."""
    right: bool
    guess: Any
    truth: Any
    feedback: str


class Predictions:
    """One view's predictions: whether predict mode is on, the question awaiting an answer and
    the score of the run (reset with the run)."""

    def __init__(self):
        self.enabled = False
        self.pending: Question | None = None
        self.right = 0
        self.asked = 0
        self.last: Verdict | None = None

    @property
    def awaiting(self) -> bool:
        return self.pending is not None

    def ask(self, question: Question) -> None:
        self.pending = question

    def answer(self, guess: Any) -> Verdict:
        """Grade ``guess`` against the pending question's truth; the question is done."""
        if self.pending is None:
            raise RuntimeError("no question is waiting for an answer")
        q, self.pending = self.pending, None
        right = bool(q.grade(guess)) if q.grade is not None else guess == q.truth
        self.asked += 1
        self.right += right
        self.last = Verdict(right, guess, q.truth, q.explain(guess))
        return self.last

    def withdraw(self) -> None:
        """Drop the pending question (the run was reset or replaced)."""
        self.pending = None

    def reset(self) -> None:
        self.pending, self.last = None, None
        self.right = self.asked = 0

    def score(self) -> str:
        return f"{self.right} of {self.asked} right" if self.asked else ""

    def record(self) -> dict:
        """What a session keeps: whether predict mode is on and the run's score (a question
        still waiting is not kept: its step is asked again when the run goes on)."""
        return {"on": bool(self.enabled), "right": int(self.right), "asked": int(self.asked)}

    def restore(self, record: dict) -> None:
        """Take over a record :func:`check_record` accepted."""
        record = check_record(record)
        self.pending, self.last = None, None
        self.enabled, self.right, self.asked = record["on"], record["right"], record["asked"]


MAX_ASKED = 100_000      # far more questions than a run has steps


def check_record(record) -> dict:
    """A session's predict record, or :class:`engine.DataError` saying what is impossible in it
    (a forged or damaged file: more right than asked, negative counts, wrong types)."""
    if not isinstance(record, dict) or set(record) != {"on", "right", "asked"}:
        raise DataError("its predict record must hold exactly on, right and asked")
    on, right, asked = record["on"], record["right"], record["asked"]
    if not isinstance(on, bool):
        raise DataError(f"its predict mode must be true or false; got {on!r}")
    for name, value in (("right", right), ("asked", asked)):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_ASKED:
            raise DataError(f"its predict score's {name} must be a whole number from 0 to "
                            f"{MAX_ASKED:,}; got {value!r}")
    if right > asked:
        raise DataError(f"its predict score has {right} right of {asked} asked")
    return {"on": on, "right": right, "asked": asked}
