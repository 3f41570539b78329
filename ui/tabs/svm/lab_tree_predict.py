"""Predict mode in the SVM lab's Tree view (issue 25): before a split is drawn, the node it splits
is outlined and the student clicks where the split goes — a click puts a vertical line x = θ
(a split on x), Shift+click a horizontal line y = θ (a split on y). The guess is graded by the
engine's step: right when it cuts the node's points exactly as the chosen split does (any θ
between the same two neighbouring values is the same split), and the explanation gives ΔI of the
guess beside the best (the step's own candidate scores)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication

from ...models.predict import Question, Verdict


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def node_rows(nodes, X: np.ndarray, node_id: int) -> np.ndarray:
    """Which rows of X reach node ``node_id``: the conditions on the path from the root."""
    mask = np.ones(len(X), dtype=bool)
    nd = nodes[node_id]
    while nd.parent is not None:
        parent = nodes[nd.parent]
        below = X[:, parent.feature] <= parent.threshold
        mask &= below if parent.left == nd.id else ~below
        nd = parent
    return mask


def node_box(nodes, node_id: int, rect) -> tuple[float, float, float, float]:
    """The node's cell of the plane (x0, x1, y0, y1), cut from ``rect`` by its ancestors."""
    x0, y0, w, h = rect
    box = [x0, x0 + w, y0, y0 + h]
    nd = nodes[node_id]
    path = []
    while nd.parent is not None:
        path.append((nodes[nd.parent], nd.id))
        nd = nodes[nd.parent]
    for parent, child in reversed(path):
        t, left = parent.threshold, parent.left == child
        if parent.feature == 0:
            box[1 if left else 0] = t
        else:
            box[3 if left else 2] = t
    return tuple(box)


def split_key(values: np.ndarray, threshold: float) -> int:
    """How many of the node's values fall at or below θ: two thresholds on one feature make the
    same split exactly when they leave the same number of points on the left."""
    return int(np.count_nonzero(values <= threshold))


@dataclass(frozen=True, eq=False)
class Split:
    """A split x_feature ≤ threshold of a node, equal to another exactly when it sends the same
    ``n_left`` of the node's points left on the same feature (θ itself may differ)."""

    feature: int
    n_left: int
    threshold: float

    def __eq__(self, other) -> bool:
        return isinstance(other, Split) and (self.feature, self.n_left) == \
            (other.feature, other.n_left)

    def __hash__(self) -> int:
        return hash((self.feature, self.n_left))


def guess_split(X: np.ndarray, step, x: float, y: float, shift: bool) -> Split:
    """A click's guess for the node ``step`` splits: a vertical line at x (a split on x), or
    with Shift a horizontal one at y (a split on y)."""
    feature, t = (1, float(y)) if shift else (0, float(x))
    rows = node_rows(step.nodes, X, step.node)
    return Split(feature, split_key(X[rows, feature], t), t)


def split_question(X: np.ndarray, step) -> Question | None:
    """The question for a tree step that splits a node (None for any other step)."""
    if getattr(step, "phase", None) != "split" or step.feature is None or X.shape[1] != 2:
        return None
    rows = node_rows(step.nodes, X, step.node)
    Xn = X[rows]
    truth = Split(int(step.feature), split_key(Xn[:, step.feature], step.threshold),
                  float(step.threshold))
    keys = np.array([split_key(Xn[:, f], t) for f, t in
                     zip(step.candidate_features, step.candidate_thresholds)], dtype=np.int64)
    nd = step.nodes[step.node]

    def explain(guess: Split) -> str:
        f, t, k = guess.feature, guess.threshold, guess.n_left
        same = np.flatnonzero((step.candidate_features == f) & (keys == k))
        axis = "xy"
        best = tr("The best split is {a} ≤ {t:.4g}: ΔI = I(node) − (n_L/n)I(left) − "
                  "(n_R/n)I(right) = <b>{g:.4f}</b>, the largest of {m} candidates.").format(
            a=axis[step.feature], t=step.threshold, g=step.gain, m=len(step.candidate_scores))
        if guess == truth:
            return tr("Right: {a} ≤ {t:.4g} leaves the same {k} of the node's {n} points on the "
                      "left as the engine's split. ").format(a=axis[f], t=t, k=k,
                                                             n=nd.n_samples) + best
        if same.size:
            mine = tr("Your split {a} ≤ {t:.4g} ({k} of {n} points left) scores ΔI = "
                      "{g:.4f}.").format(a=axis[f], t=t, k=k, n=nd.n_samples,
                                         g=float(step.candidate_scores[same[0]]))
        else:
            mine = tr("Your split {a} ≤ {t:.4g} leaves {k} of the node's {n} points on the left: "
                      "not an allowed split (a side with no point, or fewer than the minimum "
                      "leaf size).").format(a=axis[f], t=t, k=k, n=nd.n_samples)
        return tr("Not quite. ") + mine + " " + best

    return Question("tree_split", tr("Predict: where will the outlined node be split? Click "
                                     "for a vertical split x = θ, Shift+click for a horizontal "
                                     "split y = θ."), int(step.node), truth, explain)


class TreePredictions:
    """Wires predict mode into the Tree view: the question, the outlined node, the click."""

    def __init__(self, view):
        self.view = view
        self.frame = None            # the held-back step the question is about
        view.driver.enable_predictions(self.question, self.ask, self.verdict)

    def question(self, previous, frame):
        self.frame = frame
        return split_question(self.view.X, frame.step)

    def pending_box(self):
        """The outlined node's cell (x0, x1, y0, y1) while a question waits, else None."""
        q = self.view.driver.predictions.pending
        if q is None or self.frame is None:
            return None
        return node_box(self.frame.step.nodes, q.target, self.view.rect)

    def ask(self, q: Question) -> None:
        self.view.canvas.pick_handler = self.clicked
        self.view._redraw_now()
        self.view.messages.info(q.prompt)

    def clicked(self, x: float, y: float) -> bool:
        if not self.view.driver.predictions.awaiting or self.frame is None:
            self.view.canvas.pick_handler = None
            return False
        shift = bool(QGuiApplication.keyboardModifiers() & Qt.ShiftModifier)
        self.view.canvas.pick_handler = None
        self.view.driver.answer(guess_split(self.view.X, self.frame.step, x, y, shift))
        return True

    def verdict(self, v: Verdict) -> None:
        self.view.canvas.pick_handler = None
        (self.view.messages.info if v.right else self.view.messages.warning)(v.feedback)
