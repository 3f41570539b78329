"""Predict mode in the Clustering tab (issue 25): before the engine's next step is drawn the
student says what it will be, on the picture, and the step grades it.

* k-means assignment: one point is ringed; click the centre it joins (the truth is the step's
  label; the feedback gives ‖x − μ_k‖² for every centre, from ``engine.cluster.explain``).
* k-means update: one centre is ringed; drag it (or click) to where it goes (the truth is the
  mean of its members, ``explain_update``; right within a quarter of the cluster's spread).
* GMM E step: the responsibility of one point (the selected one, else the least certain), a
  slider per component (the truth is ``explain_gmm``'s posterior; right within 0.1 each); the
  soft k-means E step likewise (``explain_soft``'s R_ik for the run's β).

The question builders below are functions of (data, step on show, next step) — no widgets — so
their grading is tested without a window; :class:`ClusteringPredictions` wires them to the tab.
"""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication

from engine.cluster import GMMStep, KMeansStep, SeedingStep, SoftKMeansStep
from engine.cluster.explain import (explain_assignment, explain_gmm, explain_soft,
                                    explain_update, least_certain)

from ...models.predict import Question, Verdict

PICK_PIXELS = 24        # a click this close to a centre's marker picks it
UPDATE_TOLERANCE = 0.25  # a dragged centre is right within this share of its cluster's spread
RESPONSIBILITY_TOLERANCE = 0.1   # each guessed r_ik is right within this


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def _vec(v) -> str:
    return "(" + ", ".join(f"{x:.3g}" for x in np.atleast_1d(v)) + ")"


def _mark(right: bool) -> str:
    return tr("right") if right else tr("not quite")


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
    d2 = explain_assignment(X, centres, i).distances
    truth = int(labels[i])

    def explain(guess) -> str:
        rows = ", ".join(f"k = {k}: {d:.4g}" for k, d in enumerate(d2))
        return tr("{mark}: R<sub>ik</sub> = 1 for k = argmin<sub>k</sub> ‖x<sub>i</sub> − "
                  "μ<sub>k</sub>‖². For point {i}: ‖x − μ<sub>k</sub>‖² = {rows}; you chose "
                  "{guess} ({mine:.4g}), the nearest is {truth} ({best:.4g}).").format(
            mark=_mark(guess == truth), i=i, rows=rows, guess=guess,
            mine=d2[guess] if guess is not None and 0 <= guess < len(d2) else float("nan"),
            truth=truth, best=d2[truth])

    return Question("kmeans_assign",
                    tr("Predict: which centre will the ringed point join? Click that centre."),
                    i, truth, explain)


def update_question(X: np.ndarray, previous, step) -> Question | None:
    """The question for a k-means update step: where does one centre go? The centre is the one
    that moves most; the truth is the mean of its members (the engine's ``explain_update``), and
    a guess within :data:`UPDATE_TOLERANCE` of the cluster's spread is right."""
    if not isinstance(step, KMeansStep) or step.phase != "update" \
            or not isinstance(previous, KMeansStep) or X.shape[1] != 2 \
            or np.shape(previous.centers) != np.shape(step.centers):
        return None
    updates = [u for u in explain_update(X, previous.labels, previous.centers) if not u.empty]
    if not updates:
        return None
    u = max(updates, key=lambda u: u.shift)
    tol = max(UPDATE_TOLERANCE * u.spread, 1e-12)

    def off(guess) -> float:
        return float(np.hypot(*(np.asarray(guess, float) - u.mean)))

    def explain(guess) -> str:
        return tr("{mark}: μ<sub>k</sub> = Σ<sub>i</sub> R<sub>ik</sub> x<sub>i</sub> / "
                  "Σ<sub>i</sub> R<sub>ik</sub>, the mean of the cluster's points. Cluster {k} has "
                  "{n} points with sum {total}, so μ<sub>{k}</sub> = {mean}. You put it at "
                  "{guess}, {off:.3g} away (within {tol:.3g}, a quarter of the cluster's "
                  "spread, counts as right).").format(
            mark=_mark(off(guess) <= tol), k=u.cluster, n=u.members.size,
            total=_vec(u.mean * u.members.size), mean=_vec(u.mean), guess=_vec(guess),
            off=off(guess), tol=tol)

    return Question("kmeans_update",
                    tr("Predict: where will the ringed centre move? Drag it there (or click the "
                       "spot)."),
                    u.cluster, tuple(float(v) for v in u.mean), explain,
                    grade=lambda guess: off(guess) <= tol)


def _asked_point(step, X, selected) -> int:
    """The point a responsibility question asks about: the one the student selected, else the
    one whose responsibilities are least certain (largest entropy) when the step has them,
    else one chosen by the step's number."""
    if selected is not None and 0 <= selected < len(X):
        return int(selected)
    r = getattr(step, "responsibilities", None)
    if r is None:
        return int(np.random.default_rng(step.iteration).integers(len(X)))
    return least_certain(r)


def _shares_question(kind: str, prompt: str, i: int, shares: np.ndarray, formula: str,
                     rows: str) -> Question:
    """A question whose answer is how point ``i`` is shared among K components (sliders):
    right when each share is within the tolerance; ``formula`` is the explanation, with
    {mark}, {i}, {rows}, {guess} and {tol} filled in for the guess."""
    grade = _close_to(shares)

    def explain(guess) -> str:
        return formula.format(mark=_mark(grade(guess)), i=i, rows=rows,
                              guess=_vec(_normalised(guess, len(shares))),
                              tol=RESPONSIBILITY_TOLERANCE)

    return Question(kind, prompt, i, tuple(float(r) for r in shares), explain, grade=grade)


def responsibility_question(X: np.ndarray, previous, step, selected=None) -> Question | None:
    """The question for a GMM E step: the responsibilities r_ik of one point (``selected``, else
    the least certain one) under the parameters on show. A guess is K numbers (any scale: they
    are normalised to sum 1); it is right when each is within :data:`RESPONSIBILITY_TOLERANCE`
    of the engine's posterior."""
    if not isinstance(step, GMMStep) or step.phase != "E" or not isinstance(previous, GMMStep):
        return None
    i = _asked_point(step, X, selected)
    e = explain_gmm(X, step.weights, step.means, step.covariances, i)
    total = float(np.exp(e.log_likelihood_term))
    rows = "; ".join(f"k = {k}: {w:.3g} · {n:.3g} / {total:.3g} = {r:.3f}" for k, (w, n, r)
                     in enumerate(zip(e.weights, e.densities, e.posteriors)))
    return _shares_question(
        "gmm_responsibility",
        tr("Predict: how will the ringed point be shared between the components? "
           "Set a slider per component, then Answer."), i, e.posteriors,
        tr("{mark}: r<sub>ik</sub> = π<sub>k</sub> N(x<sub>i</sub> | θ<sub>k</sub>) / "
           "Σ<sub>l</sub> π<sub>l</sub> N(x<sub>i</sub> | θ<sub>l</sub>). For point {i}: "
           "{rows}. You said {guess} (each within {tol} counts as right)."), rows)


def soft_question(X: np.ndarray, previous, step, beta, selected=None) -> Question | None:
    """The question for a soft k-means E step: the responsibilities R_ik of one point
    (``selected``, else the least certain one) for stiffness ``beta``, graded as the GMM's are
    (the truth is ``explain_soft``'s)."""
    if not isinstance(step, SoftKMeansStep) or step.phase != "E" or beta is None \
            or not isinstance(previous, SoftKMeansStep):
        return None
    i = _asked_point(step, X, selected)
    e = explain_soft(X, step.centers, i, beta)
    rows = "; ".join(f"k = {k}: exp(−{beta:.3g} · {d:.3g}) → {r:.3f}"
                     for k, (d, r) in enumerate(zip(e.squared_distances, e.responsibilities)))
    return _shares_question(
        "soft_responsibility",
        tr("Predict: how will the ringed point be shared between the centres? Set a "
           "slider per centre, then Answer."), i, e.responsibilities,
        tr("{mark}: R<sub>ik</sub> = exp(−β‖x<sub>i</sub> − μ<sub>k</sub>‖²) / "
           "Σ<sub>l</sub> exp(−β‖x<sub>i</sub> − μ<sub>l</sub>‖²). For point {i}: {rows}. "
           "You said {guess} (each within {tol} counts as right)."), rows)


def _normalised(guess, n: int) -> np.ndarray:
    """A guess of K shares on any scale, as shares summing to 1 (equal shares for all 0)."""
    g = np.clip(np.asarray(guess, float), 0, None)
    return g / g.sum() if g.sum() > 0 else np.full(n, 1 / n)


def _close_to(truth: np.ndarray):
    """Right when the guess has one value per component, each within the tolerance."""
    def grade(guess) -> bool:
        g = np.asarray(guess, float)
        return g.shape == truth.shape and bool(
            np.all(np.abs(_normalised(g, len(truth)) - truth) <= RESPONSIBILITY_TOLERANCE))
    return grade


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
    """Wires predict mode into the tab: the question, the ring on the point or centre, the
    click, drag or sliders that answer, and the verdict in the message bar."""

    def __init__(self, tab):
        self.tab = tab
        self.sliders = None            # the responsibility sliders, built when first needed
        tab.driver.enable_predictions(self.question, self.ask, self.verdict)

    def question(self, previous, step):
        X = self.tab.X
        return (assignment_question(X, previous, step) or update_question(X, previous, step)
                or responsibility_question(X, previous, step, self.tab.selected)
                or soft_question(X, previous, step, self.tab._run_meta.get("beta"),
                                 self.tab.selected))

    def ask(self, q: Question) -> None:
        view = self.tab.view
        if q.kind == "kmeans_update":
            view.pick_handler = self.placed
            view.drag_handler = self.dragged
        elif q.kind in ("gmm_responsibility", "soft_responsibility"):
            self._sliders().ask(len(q.truth))
        else:
            view.pick_handler = self.clicked
        self.tab._draw_current()        # the centres to click on, now (not after a redraw timer)
        self.tab.messages.info(q.prompt)

    def _sliders(self):
        if self.sliders is None:
            from .predict_panel import ResponsibilitySliders
            self.sliders = ResponsibilitySliders(self.tab)
            self.sliders.answered.connect(self.answered)
            self.tab.right_column.insertWidget(1, self.sliders)
        return self.sliders

    def mark(self) -> None:
        """Ring the question's point or centre (again after any redraw while it waits)."""
        q = self.tab.driver.predictions.pending
        if q is None:
            return
        view = self.tab.view
        if q.kind == "kmeans_update":
            centres = view.centers.data
            if centres is not None and q.target < len(centres):
                view.trail.setData([], [])
                view.old_centers.setData(pos=[(centres["x"][q.target], centres["y"][q.target])])
        else:
            view.set_highlight([q.target], symbol="o")

    def _done(self) -> bool:
        """True (and the handlers dropped) when no question waits any more (a reset)."""
        if self.tab.driver.predictions.awaiting:
            return False
        self.clear()
        return True

    def clear(self) -> None:
        self.tab.view.pick_handler = self.tab.view.drag_handler = None
        if self.sliders is not None:
            self.sliders.setVisible(False)

    def clicked(self, x: float, y: float) -> bool:
        if self._done():
            return False
        k = picked_centre(self.tab.view, x, y)
        if k is None:
            self.tab.messages.warning(lambda: tr("Click on a centre (a cross) to say which one the "
                                                 "ringed point joins."))
            return True
        self.clear()
        self.tab.driver.answer(k)
        return True

    def dragged(self, x: float, y: float, finished: bool) -> None:
        """The ringed centre follows the mouse (a dashed line from where it is); the release
        is the answer."""
        if self._done():
            return
        q = self.tab.driver.predictions.pending
        centres = self.tab.view.centers.data
        old = (centres["x"][q.target], centres["y"][q.target])
        self.tab.view.trail.setData([old[0], x], [old[1], y])
        if finished:
            self.placed(x, y)

    def placed(self, x: float, y: float) -> bool:
        if self._done():
            return False
        self.clear()
        self.tab.driver.answer((float(x), float(y)))
        return True

    def answered(self, values) -> None:
        if self._done():
            return
        self.clear()
        self.tab.driver.answer(tuple(values))

    def verdict(self, v: Verdict) -> None:
        self.clear()
        (self.tab.messages.info if v.right else self.tab.messages.warning)(v.feedback)
