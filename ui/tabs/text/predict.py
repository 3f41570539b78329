"""Predict mode in Edit distance (issue 25): before a cell of the DP table is filled, it shows
"?" and the student types E(i, j) into it; the engine's cell grades the number and the
recurrence is written out with the three candidates."""
from __future__ import annotations

from ...models.predict import Question, Verdict
from .texts import tr


def cell_question(previous, step) -> Question | None:
    if step is None or not hasattr(step, "value") or not hasattr(step, "i"):
        return None
    truth = round(float(step.value), 6)

    def explain(guess) -> str:
        mark = tr("right") if guess == truth else tr("not quite")
        return tr("{mark}: E({i}, {j}) = min(delete {d:g}, insert {n:g}, substitute or match "
                  "{s:g}) = {v:g}; you typed {g:g}.").format(
            mark=mark, i=step.i, j=step.j, d=step.delete, n=step.insert, s=step.substitute,
            v=step.value, g=guess)

    return Question("edit_cell", tr("Predict: type E({i}, {j}) into the cell marked ? and "
                                    "press Enter.").format(i=step.i, j=step.j),
                    (step.i, step.j), truth, explain)


class EditPredictions:
    """Wires predict mode into the Edit distance view: the cell opens for typing."""

    def __init__(self, view):
        self.view = view
        view.driver.enable_predictions(cell_question, self.ask, self.verdict)
        view.model.answer = lambda number: view.driver.answer(round(number, 6))

    def ask(self, q: Question) -> None:
        model, table = self.view.model, self.view.table
        model.asking = q.target
        index = model.index(*q.target)
        model.dataChanged.emit(index, index)
        table.scrollTo(index)
        table.setCurrentIndex(index)
        table.setFocus()
        table.edit(index)                       # the student types straight away
        self.view.messages.info(q.prompt)

    def verdict(self, v: Verdict) -> None:
        self.view.model.asking = None
        self.view.redraw()                      # the cell shows the engine's value now
        (self.view.messages.info if v.right else self.view.messages.warning)(v.feedback)
