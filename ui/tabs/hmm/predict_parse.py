"""Predict mode in the CKY chart (issue 25): before a cell of two or more words is filled, it is
marked ? and opened for typing; the student types the label of its best entry (the nonterminal
with the highest probability over every rule and split, max_{A→B C, k} P(A → B C) · P(B over
i…k) · P(C over k…j)). The engine's step grades it, and the explanation gives the best entry's
rule, split and probability beside the student's label's (or says the cell holds no such
label)."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt

from ...models.predict import Question, Verdict


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def _p(log_p: float) -> str:
    return "0" if log_p == -math.inf else f"{math.exp(log_p):.4g}"


def cell_question(words, previous, step) -> Question | None:
    """The question for a chart step of a span of at least two words with an entry: its best
    label (the step's own ``best``)."""
    if getattr(step, "phase", None) != "binary" or not getattr(step, "entries", ()):
        return None
    i, j = step.span
    best = step.entries[0]
    entries = {e.symbol: e for e in step.entries}

    def explain(guess) -> str:
        mark = tr("right") if guess == best.symbol else tr("not quite")
        mine = entries.get(guess)
        yours = (tr("{label} is in the cell with P = {p} ({rule})").format(
            label=guess, p=_p(mine.log_prob), rule=mine.rule) if mine is not None else
            tr("no rule builds {label} over this span").format(label=guess or "—"))
        return tr("{mark}: the best entry of span {i}–{j} is {label}, P = {p}, built by {rule} "
                  "at the split after word {k} (max over the rules A → B C and the splits k "
                  "of P(A → B C) · P(B) · P(C)). Yours: {yours}.").format(
            mark=mark, i=i + 1, j=j, label=best.symbol, p=_p(best.log_prob), rule=best.rule,
            k=best.split, yours=yours)

    return Question("cky_label",
                    tr("Predict: type the label of the best entry for span {i}–{j} “{words}” "
                       "into the cell marked ?, then press Return.").format(
                        i=i + 1, j=j, words=" ".join(words[i:j])),
                    (i, j), best.symbol, explain)


class ParsePredictions:
    """Wires predict mode into the parsing view: the asked cell shows ? and opens for typing;
    Return answers."""

    def __init__(self, view):
        self.view = view
        self.asking: tuple[int, int] | None = None
        view.driver.enable_predictions(lambda p, s: cell_question(view.words, p, s), self.ask,
                                       self.verdict)
        view.chart.itemChanged.connect(self._typed)

    def ask(self, q: Question) -> None:
        self.asking = q.target
        i, j = q.target
        chart = self.view.chart
        item = chart.item(i, j - 1)
        chart.blockSignals(True)
        item.setText("?")
        item.setFlags(item.flags() | Qt.ItemIsEditable)
        chart.blockSignals(False)
        chart.scrollToItem(item)
        chart.setCurrentItem(item)
        chart.setFocus()
        chart.editItem(item)                   # the student types straight away
        self.view.messages.info(q.prompt)

    def _typed(self, item) -> None:
        if self.asking is None or (item.row(), item.column() + 1) != self.asking:
            return
        text = item.text().strip()
        if text and text != "?":
            self.view.driver.answer(text)

    def verdict(self, v: Verdict) -> None:
        i, j = self.asking or (0, 0)
        self.asking = None
        item = self.view.chart.item(i, j - 1)
        if item is not None:
            item.setFlags(item.flags() & ~Qt.ItemIsEditable)
        self.view.redraw()                     # the cell shows the engine's entries now
        (self.view.messages.info if v.right else self.view.messages.warning)(v.feedback)
