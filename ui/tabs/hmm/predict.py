"""Predict mode in the trellis (issue 25): before a Viterbi column is drawn, one of its nodes is
ringed and the student clicks the node of the previous column its back-pointer will point to;
the engine's column says which (ψ_t(s) = argmax_r δ_{t−1}(r) + log A(r→s)), and the explanation
gives that sum for the student's r and for the engine's. Before a forward column is drawn the
student clicks the dominant predecessor of the ringed node: the r whose term α_{t−1}(r) A(r→s)
is the largest share of α_t(s)'s sum; the explanation gives each share."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication

from ...models.predict import Question, Verdict


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def backpointer_question(view, previous, step) -> Question | None:
    """For a Viterbi step past the first word: the best predecessor of the column's best node
    (the one the path most likely takes), drawn and with a finite δ."""
    if view.kind != 0 or getattr(step, "phase", None) != "viterbi" or step.position < 1 \
            or step.back is None:
        return None
    prev = view.shown().get(step.position - 1)
    if prev is None:
        return None
    column, back = np.ravel(step.column), np.ravel(step.back)
    drawn = (view.rows[:len(column)] >= 0) & np.isfinite(column) & (back >= 0)
    if view.visible.size:
        drawn &= view.visible[step.position][:len(column)]
    if not drawn.any():
        return None
    s = int(np.flatnonzero(drawn)[np.argmax(column[drawn])])
    truth = int(back[s])
    if view.rows[truth] < 0:
        return None
    t = view.tagger
    states, before = t.states_, np.ravel(prev.column)

    def score(r) -> float:
        return float(before[r] + t.transition(r, s))

    def explain(guess) -> str:
        mine = (f"δ({states[guess]}) {before[guess]:.3f} + log A({states[guess]}→{states[s]}) "
                f"{t.transition(guess, s):.3f} = {score(guess):.3f}"
                if guess is not None and 0 <= guess < len(states) else "—")
        best = (f"δ({states[truth]}) {before[truth]:.3f} + log A({states[truth]}→{states[s]}) "
                f"{t.transition(truth, s):.3f} = {score(truth):.3f}")
        mark = tr("right") if guess == truth else tr("not quite")
        return tr("{mark}: ψ<sub>t</sub>({state}) = argmax<sub>r</sub> δ<sub>t−1</sub>(r) + "
                  "log A(r→{state}). Yours: {mine}. The best: {best}.").format(
            mark=mark, state=states[s], mine=mine, best=best)

    return Question("viterbi_backpointer",
                    tr("Predict: which node of “{word}” is the best predecessor of the ringed "
                       "{state}? Click it.").format(word=view.words[step.position - 1],
                                                    state=states[s]),
                    (s, step.position), truth, explain)


def forward_question(view, previous, step) -> Question | None:
    """For a forward step past the first word: which predecessor's term α_{t−1}(r)·A(r→s) is
    the largest share of α_t(s) = B_s(w_t) Σ_r α_{t−1}(r) A(r→s), for the column's best
    drawn node s. The terms are the tagger's own log A plus the shown column's log α."""
    if view.kind != 1 or getattr(step, "phase", None) != "forward" or step.position < 1:
        return None
    prev = view.shown().get(step.position - 1)
    if prev is None:
        return None
    column, before = np.ravel(step.column), np.ravel(prev.column)
    drawn = (view.rows[:len(column)] >= 0) & np.isfinite(column)
    if view.visible.size:
        drawn &= view.visible[step.position][:len(column)]
    if not drawn.any():
        return None
    s = int(np.flatnonzero(drawn)[np.argmax(column[drawn])])
    t = view.tagger
    states = t.states_
    logA = np.asarray(t.transition(np.arange(len(before)), np.full(len(before), s)))
    terms = before + logA
    finite = np.isfinite(terms)
    if not finite.any():
        return None
    top = float(np.max(terms[finite]))
    share = np.where(finite, np.exp(terms - top), 0.0)
    share /= share.sum()
    truth = int(np.argmax(np.where(finite, terms, -np.inf)))
    if view.rows[truth] < 0:
        return None

    def explain(guess) -> str:
        ok = guess is not None and 0 <= guess < len(states)
        mine = (tr("{state}: log α {a:.3f} + log A {t:.3f}, {share:.1%} of the sum").format(
            state=states[guess], a=before[guess], t=logA[guess],
            share=share[guess]) if ok else "—")
        best = tr("{state}: log α {a:.3f} + log A {t:.3f}, {share:.1%} of the sum").format(
            state=states[truth], a=before[truth], t=logA[truth],
            share=share[truth])
        mark = tr("right") if guess == truth else tr("not quite")
        return tr("{mark}: α<sub>t</sub>({state}) = B<sub>{state}</sub>(w<sub>t</sub>) "
                  "Σ<sub>r</sub> α<sub>t−1</sub>(r) A(r→{state}); the dominant term is the "
                  "largest α<sub>t−1</sub>(r) A(r→{state}). Yours: {mine}. The dominant: "
                  "{best}.").format(mark=mark, state=states[s], mine=mine, best=best)

    return Question("forward_dominant",
                    tr("Predict: which node of “{word}” contributes most to α of the ringed "
                       "{state}? Click it.").format(word=view.words[step.position - 1],
                                                    state=states[s]),
                    (s, step.position), truth, explain)


def trellis_question(view, previous, step) -> Question | None:
    """The question of the trellis on show: Viterbi's back-pointer or forward's dominant
    predecessor (backward asks nothing)."""
    return backpointer_question(view, previous, step) or forward_question(view, previous, step)


class TrellisPredictions:
    """Wires predict mode into the trellis view."""

    def __init__(self, view):
        self.view = view
        view.driver.enable_predictions(lambda p, s: trellis_question(view, p, s),
                                       self.ask, self.verdict)

    def ask(self, q: Question) -> None:
        self.mark()
        self.view.messages.info(q.prompt)

    def mark(self) -> None:
        q = self.view.driver.predictions.pending
        if q is not None:
            self.view.scene.mark(*q.target)

    def clicked(self, state: int, position: int) -> bool:
        """A click on a node while a question waits: an answer if it is in the previous column.
        Returns whether the click was taken as one."""
        q = self.view.driver.predictions.pending
        if q is None:
            return False
        if position != q.target[1] - 1:
            self.view.messages.warning(lambda: tr(
                                           "Click a node of the previous column (“{word}”)."),
                                       word=self.view.words[q.target[1] - 1])
            return True
        self.view.driver.answer(state)
        return True

    def verdict(self, v: Verdict) -> None:
        (self.view.messages.info if v.right else self.view.messages.warning)(v.feedback)
