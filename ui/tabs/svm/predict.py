"""Predict mode in SMO (issue 25): before an update is drawn, the student clicks the two points
they expect SMO to pick (the pair violating the KKT conditions most, by libsvm's second-order
rule); the engine's step names the pair it chose and gives its α before and after."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF

from ...models.predict import Question, Verdict


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def pair_question(previous, step) -> Question | None:
    pair = getattr(step, "pair", None)
    if pair is None or pair[0] < 0 or getattr(step, "alpha", None) is None:
        return None
    i, j = (int(p) for p in pair)
    truth = frozenset((i, j))
    before = getattr(previous, "max_violation", float("nan"))

    def explain(guess) -> str:
        mark = tr("right") if guess == truth else tr("not quite")
        chosen = ", ".join(str(k) for k in sorted(guess)) if guess else "—"
        return tr("{mark}: SMO takes i with the largest KKT violation and j by the largest "
                  "gain of the two-variable step (libsvm's second-order rule); the violation "
                  "was m(α) − M(α) = {v:.4g}. You picked ({chosen}); SMO picked ({i}, {j}): "
                  "α<sub>{i}</sub> {ai:.4g} → {ai2:.4g}, α<sub>{j}</sub> {aj:.4g} → {aj2:.4g}."
                  ).format(mark=mark, v=before, chosen=chosen, i=i, j=j,
                           ai=step.alpha_before[0], ai2=float(step.alpha[i]),
                           aj=step.alpha_before[1], aj2=float(step.alpha[j]))

    return Question("smo_pair", tr("Predict: which two points will SMO update next? Click "
                                   "both."), None, truth, explain)


class SmoPredictions:
    """Wires predict mode into the SMO view: two clicks on points answer."""

    def __init__(self, tab):
        self.tab, self.picked = tab, []
        tab.driver.enable_predictions(pair_question, self.ask, self.verdict)

    def ask(self, q: Question) -> None:
        self.picked = []
        self.tab.view.pick_handler = self.clicked
        self.tab.messages.info(q.prompt)

    def mark(self) -> None:
        if self.tab.driver.predictions.awaiting and self.picked:
            self.tab.view.set_highlight(self.picked)

    def clicked(self, x: float, y: float) -> bool:
        if not self.tab.driver.predictions.awaiting:
            self.tab.view.pick_handler = None
            return False
        k = self.tab.view.nearest(QPointF(x, y))
        if k is None:
            self.tab.messages.warning(tr("Click on a point."))
            return True
        if k not in self.picked:
            self.picked.append(int(k))
        self.mark()
        if len(self.picked) == 2:
            self.tab.view.pick_handler = None
            self.tab.driver.answer(frozenset(self.picked))
        return True

    def verdict(self, v: Verdict) -> None:
        self.tab.view.pick_handler = None
        self.tab.view.set_highlight([])
        self.picked = []
        (self.tab.messages.info if v.right else self.tab.messages.warning)(v.feedback)
