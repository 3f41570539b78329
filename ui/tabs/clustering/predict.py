"""Predict mode in the Clustering tab: before a k-means assignment step is drawn, one point is
ringed and the student clicks the centre it will join; the engine's step says which it joins and
the explanation gives ‖x − μ_k‖² for every centre (from ``engine.cluster.squared_distances``)."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication

from engine.cluster import KMeansStep, SeedingStep, squared_distances

from ...models.predict import Question, Verdict

PICK_PIXELS = 24        # a click this close to a centre's marker picks it


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def _centres(step):
    if isinstance(step, (KMeansStep, SeedingStep)) and step.centers is not None:
        return np.asarray(step.centers, float)
    return None


def assignment_question(X: np.ndarray, previous, step) -> Question | None:
    """The question for a k-means assignment step: which centre does one point join? The point
    is the first whose cluster changes (else one chosen by the step's number), so the question
    is rarely a foregone conclusion."""
    centres = _centres(previous)
    if not isinstance(step, KMeansStep) or step.phase != "assign" or centres is None \
            or X.shape[1] != 2 or len(centres) != len(step.centers):
        return None
    labels = np.asarray(step.labels)
    before = getattr(previous, "labels", None)
    changed = (np.flatnonzero(np.asarray(before) != labels)
               if isinstance(previous, KMeansStep) and before is not None else np.zeros(0, int))
    i = int(changed[0]) if changed.size else int(np.random.default_rng(step.iteration)
                                                 .integers(len(X)))
    d2 = squared_distances(X[i:i + 1], centres)[0]
    truth = int(labels[i])

    def explain(guess) -> str:
        rows = ", ".join(f"k = {k}: {d:.4g}" for k, d in enumerate(d2))
        mark = tr("right") if guess == truth else tr("not quite")
        return tr("{mark}: R<sub>ik</sub> = 1 for k = argmin<sub>k</sub> ‖x<sub>i</sub> − "
                  "μ<sub>k</sub>‖². For point {i}: ‖x − μ<sub>k</sub>‖² = {rows}; you chose "
                  "{guess} ({mine:.4g}), the nearest is {truth} ({best:.4g}).").format(
            mark=mark, i=i, rows=rows, guess=guess,
            mine=d2[guess] if guess is not None and 0 <= guess < len(d2) else float("nan"),
            truth=truth, best=d2[truth])

    return Question("kmeans_assign",
                    tr("Predict: which centre will the ringed point join? Click that centre."),
                    i, truth, explain)


def picked_centre(view, x: float, y: float) -> int | None:
    """The centre marker nearest the click at data (x, y), within PICK_PIXELS, else None."""
    data = view.centers.data
    if data is None or len(data) == 0:
        return None
    pw, ph = view.canvas.viewPixelSize()
    if not (pw > 0 and ph > 0):
        return None
    d2 = ((data["x"] - x) / pw) ** 2 + ((data["y"] - y) / ph) ** 2
    k = int(np.argmin(d2))
    return k if d2[k] <= PICK_PIXELS ** 2 else None


class ClusteringPredictions:
    """Wires predict mode into the tab: the question, the ring on the point, the click on a
    centre and the verdict in the message bar."""

    def __init__(self, tab):
        self.tab = tab
        tab.driver.enable_predictions(self.question, self.ask, self.verdict)

    def question(self, previous, step):
        return assignment_question(self.tab.X, previous, step)

    def ask(self, q: Question) -> None:
        self.tab.view.pick_handler = self.clicked
        self.tab._draw_current()        # the centres to click on, now (not after a redraw timer)
        self.tab.messages.info(q.prompt)

    def mark(self) -> None:
        """Ring the question's point (again after any redraw while the question waits)."""
        q = self.tab.driver.predictions.pending
        if q is not None:
            self.tab.view.set_highlight([q.target], symbol="o")

    def clicked(self, x: float, y: float) -> bool:
        if not self.tab.driver.predictions.awaiting:       # the run was reset meanwhile
            self.tab.view.pick_handler = None
            return False
        k = picked_centre(self.tab.view, x, y)
        if k is None:
            self.tab.messages.warning(tr("Click on a centre (a cross) to say which one the "
                                         "ringed point joins."))
            return True
        self.tab.view.pick_handler = None
        self.tab.driver.answer(k)
        return True

    def verdict(self, v: Verdict) -> None:
        self.tab.view.pick_handler = None
        (self.tab.messages.info if v.right else self.tab.messages.warning)(v.feedback)
