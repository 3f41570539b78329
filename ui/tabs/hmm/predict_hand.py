"""Predict mode in the hand-entered HMM (issue 25): before a forward α or Viterbi δ column is
drawn, the cell of its likeliest state opens in the Table page, marked ?, and the student types
its value to two significant digits — α_t(s) = [Σ_r α_{t−1}(r) A(r→s)] B_s(o_t) or
δ_t(s) = max_r δ_{t−1}(r) A(r→s) · B_s(o_t) (π_s B_s(o_1) in the first column). The engine's
column grades it; the feedback writes the sum or the max out with the model's numbers."""
from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QCoreApplication

from ...models.predict import Question, Verdict


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def two_digits(guess, truth: float) -> bool:
    """``guess`` equals ``truth`` to two significant digits (half a unit of the second)."""
    try:
        g = float(str(guess).replace(",", "."))
    except ValueError:
        return False
    if truth == 0:
        return g == 0
    unit = 10.0 ** (math.floor(math.log10(abs(truth))) - 1)
    return abs(g - truth) <= 0.5 * unit + 1e-12


class Graded(float):
    """The engine's value, equal (==) to any guess right to two significant digits: the
    predictions model compares guess == truth."""

    def __eq__(self, other):
        return two_digits(other, float(self))

    __hash__ = float.__hash__


def value_question(view, previous, step) -> Question | None:
    """For a forward (kind 0) or Viterbi (kind 2) column with a finite best state."""
    if view.kind not in (0, 2) or view.model is None or step is None:
        return None
    column = np.exp(np.ravel(step.column))
    if not np.isfinite(column).any() or column.max() <= 0:
        return None
    s, j = int(np.argmax(column)), step.position
    pi, A, B = view.model
    o = view.symbols.index(view.words[j])
    names, truth = view.states, float(column[s])
    prev = view.shown().get(j - 1)
    if j == 0:
        formula = f"π({names[s]}) {pi[s]:.4g} · B({names[s]}, {view.words[j]}) {B[s, o]:.4g}"
    elif prev is not None:
        p = np.exp(np.ravel(prev.column))
        terms = [f"{p[r]:.4g}·{A[r, s]:.4g}" for r in range(len(names))]
        joined = " + ".join(terms) if view.kind == 0 else "max(" + ", ".join(terms) + ")"
        formula = f"[{joined}] · B({names[s]}, {view.words[j]}) {B[s, o]:.4g}"
    else:
        return None
    sym = "α" if view.kind == 0 else "δ"

    def explain(guess) -> str:
        mark = tr("right") if two_digits(guess, truth) else tr("not quite")
        return tr("{mark}: {sym}{t}({state}) = {formula} = {value:.4g}; you typed {guess}.").format(
            mark=mark, sym=sym, t=j + 1, state=names[s], formula=formula, value=truth,
            guess=guess)

    return Question("hand_value",
                    tr("Predict: type {sym}{t}({state}) to two significant digits into the cell "
                       "marked ? (Table page), then press Return.").format(
                        sym=sym, t=j + 1, state=names[s]),
                    (s, j), Graded(truth), explain)


class HandPredictions:
    """Wires predict mode into the hand-entered HMM view: the Table page's asked cell shows ?
    and opens for typing; Return answers."""

    def __init__(self, view):
        self.view = view
        self.asking: tuple[int, int] | None = None
        view.driver.enable_predictions(lambda p, s: value_question(view, p, s), self.ask,
                                       self.verdict)
        view.table.itemChanged.connect(self._typed)

    def ask(self, q: Question) -> None:
        from PySide6.QtWidgets import QTableWidgetItem

        self.asking = q.target
        s, j = q.target
        table = self.view.table
        self.view.pages.setCurrentWidget(table)
        table.blockSignals(True)
        item = QTableWidgetItem("?")
        table.setItem(s, j, item)
        table.blockSignals(False)
        table.scrollToItem(item)
        table.setCurrentItem(item)
        table.setFocus()
        table.editItem(item)                     # opens even with no edit triggers
        self.view.messages.info(q.prompt)

    def _typed(self, item) -> None:
        if self.asking is None or (item.row(), item.column()) != self.asking:
            return
        text = item.text().strip()
        if text and text != "?":
            self.view.driver.answer(text)

    def verdict(self, v: Verdict) -> None:
        self.asking = None
        self.view.redraw()                       # the cell shows the engine's value now
        (self.view.messages.info if v.right else self.view.messages.warning)(v.feedback)
