"""Predict mode in the SVM tab (issue 25). SMO: before an update is drawn, the student clicks
the two points they expect SMO to pick (the pair violating the KKT conditions most, by libsvm's
second-order rule); the engine's step names the pair it chose and gives its α before and after.
Perceptron: click the point the next update uses. AdaBoost: with the round's stump drawn, click
the points that gain weight, then Check. The truth and the numbers of the feedback come from
``engine.svm.explain_perceptron`` / ``explain_boost``."""
from __future__ import annotations

from PySide6.QtCore import QPointF

from engine import DataError
from engine.svm import explain_boost, explain_perceptron, explain_smo

from ...models.predict import Question, Verdict
from .lab_common import fmt_vec
from .texts import tr


def pair_question(previous, step, kkt=None) -> Question | None:
    """Which pair will SMO update? ``kkt`` (a :class:`engine.svm.explain.KKTReport` of the step
    on show, or None) lets the feedback give each picked point's KKT violation."""
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
                           aj=step.alpha_before[1], aj2=float(step.alpha[j])) + _violations(
            kkt, guess, truth)

    return Question("smo_pair", tr("Predict: which two points will SMO update next? Click "
                                   "both."), None, truth, explain)


def _violations(kkt, guess, truth) -> str:
    """Each point's KKT violation before the step, for a wrong guess (the formula with its
    numbers: how far y·f(x) is from what α's case demands)."""
    if kkt is None or not guess or guess == truth:
        return ""
    rows = ", ".join("x<sub>{k}</sub>: {v:.3g}".format(k=k, v=float(kkt.violation[k]))
                     for k in sorted(guess | truth) if 0 <= k < len(kkt.violation))
    return " " + tr("KKT violations before the step (how far y·f(x) is from what α's case "
                    "needs): {rows}.").format(rows=rows)


class SmoPredictions:
    """Wires predict mode into the SMO view: two clicks on points answer."""

    def __init__(self, tab):
        self.tab, self.picked = tab, []
        tab.driver.enable_predictions(self.question, self.ask, self.verdict)

    def question(self, previous, step):
        t = self.tab
        kkt = None
        svc = t._run.get("svc") if t._run else None
        if svc is not None and getattr(previous, "alpha", None) is not None:
            try:
                kkt = explain_smo(svc, t.X, t.y, previous).kkt
            except DataError:          # the points changed under the run: no numbers
                kkt = None
        return pair_question(previous, step, kkt)

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
            self.tab.messages.warning(lambda: tr("Click on a point."))
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


# == the lab: perceptron and AdaBoost ===========================================================
def _step(frame):
    """The engine step inside a lab view's history entry (a Frame), or None."""
    return getattr(frame, "step", None)


def perceptron_question(X, y, classes, previous, frame) -> Question | None:
    """Before an update: which point will the perceptron update on (the next one, in its
    visiting order, with y·f(x) ≤ 0)? Graded by the step's own ``index``; the feedback gives
    y·f(x) of the guess and of the truth and where the line moves (w ← w + y x, b ← b + y)."""
    s = _step(frame)
    if s is None or s.phase != "update" or s.index is None:
        return None
    e = explain_perceptron(s, X, y, classes)
    truth = int(e.index)

    def explain(guess) -> str:
        mark = tr("right") if guess == truth else tr("not quite")
        mine = "—" if guess is None else "{:.3g}".format(float(e.margins[guess]))
        sign = "+" if e.y > 0 else "−"
        return tr("{mark}: the perceptron visits the points in order and updates on the first "
                  "with y·f(x) ≤ 0 — point {i}, y·f(x) = {m:.3g}. You clicked {g} (y·f(x) = "
                  "{mine}). The line moves: w ← w + y x = {w0} {sign} {x} = <b>{w}</b>, "
                  "b ← b + y = {b0:.3g} {sign} 1 = <b>{b:.3g}</b>.").format(
            mark=mark, i=truth, m=e.margin, g="—" if guess is None else guess, mine=mine,
            w0=fmt_vec(e.w_before), sign=sign, x=fmt_vec(e.x), w=fmt_vec(e.w),
            b0=e.b_before, b=e.b)

    return Question("perceptron_update", tr("Predict: which point will the perceptron update "
                                            "on next? Click it."), None, truth, explain)


def boost_question(X, y, classes, previous, frame) -> Question | None:
    """Round t's stump is drawn dashed: which points gain weight, D_{t+1}(i) > D_t(i)? Graded by
    the engine's weights; the feedback gives εₜ, αₜ, the factors e^{±αₜ} and Zₜ."""
    s = _step(frame)
    if s is None or s.stump is None:
        return None
    e = explain_boost(s, X, y, classes)
    truth = frozenset(int(k) for k in e.gained)

    def explain(guess) -> str:
        guess = frozenset() if guess is None else guess
        mark = tr("right") if guess == truth else tr("not quite")
        return tr("{mark}: D<sub>t+1</sub>(i) = D<sub>t</sub>(i)·e<sup>−α<sub>t</sub>y<sub>i"
                  "</sub>h<sub>t</sub>(x<sub>i</sub>)</sup>/Z<sub>t</sub> with ε<sub>t</sub> = "
                  "{eps:.4f}, α<sub>t</sub> = ½ ln((1 − ε)/ε) = {a:.4f}: the %n point(s) the "
                  "stump gets wrong are multiplied by e<sup>α</sup> = {up:.3g}, the others by "
                  "e<sup>−α</sup> = {down:.3g}, all divided by Z<sub>t</sub> = {Z:.4f}. You "
                  "missed {missed} and marked {extra} that lose weight.", len(truth)).format(
            mark=mark, eps=e.epsilon, a=e.alpha, up=e.up, down=e.down, Z=e.Z,
            missed=len(truth - guess), extra=len(guess - truth))

    side = {1: classes[1], -1: classes[0]}
    rule = "{axis} ≤ {t:.3g} → {left}, {right}".format(
        axis="x" if e.feature == 0 else "y", t=e.threshold, left=side[e.left],
        right=side[e.right])
    return Question("boost_weights", tr("Predict: this round's stump (dashed) says {rule} "
                                        "beyond. Which points gain weight? Click them, then "
                                        "Check.").format(rule=rule),
                    (e.feature, e.threshold), truth, explain)


class LabPredictions:
    """Predict mode in a stepped lab view (perceptron: one click; AdaBoost: clicks toggle the
    points, Check answers). ``question(X, y, classes, previous, frame)`` builds the question."""

    def __init__(self, view, question, *, many: bool = False):
        self.view, self.question, self.many = view, question, many
        self.picked: list[int] = []
        view.driver.enable_predictions(self._ask_for, self.ask, self.verdict)

    def _ask_for(self, previous, frame):
        v = self.view
        return self.question(v.X, v.y, v.model.classes_, previous, frame)

    @property
    def awaiting(self) -> bool:
        return self.view.driver.predictions.awaiting

    def ask(self, q: Question) -> None:
        self.picked = []
        self.view.canvas.pick_handler = self.clicked
        self.view.show_question(q)
        self.view.messages.info(q.prompt)

    def clicked(self, x: float, y: float) -> bool:
        canvas = self.view.canvas
        if not self.awaiting:
            canvas.pick_handler = None
            return False
        k = canvas.nearest(QPointF(x, y))
        if k is None:
            self.view.messages.warning(lambda: tr("Click on a point."))
            return True
        k = int(k)
        if not self.many:
            canvas.pick_handler = None
            self.view.driver.answer(k)
            return True
        if k in self.picked:
            self.picked.remove(k)
        else:
            self.picked.append(k)
        canvas.set_highlight(self.picked)
        return True

    def check(self) -> None:
        """Answer with the points marked so far (AdaBoost's Check button)."""
        if self.awaiting:
            self.view.canvas.pick_handler = None
            self.view.driver.answer(frozenset(self.picked))

    def verdict(self, v: Verdict) -> None:
        self.view.canvas.pick_handler = None
        self.picked = []
        self.view.show_question(None)
        (self.view.messages.info if v.right else self.view.messages.warning)(v.feedback)
