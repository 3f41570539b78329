"""Rosenblatt's perceptron, stepped one mistake-driven update at a time.

With labels y ∈ {−1, +1} and f(x) = wᵀx + b, the rule visits the examples in order and, whenever
y_n f(x_n) ≤ 0 (a mistake — a point exactly on the boundary counts), updates

    w ← w + y_n x_n,    b ← b + y_n                       (η = 1, w₀ = 0, b₀ = 0)

which is a stochastic gradient step on the notes' perceptron criterion
J(w) = −Σ_{n∈M(w)} y_n wᵀx_n. With ``shuffle=False`` and ``averaged=False`` this is exactly
scikit-learn's ``Perceptron(eta0=1, shuffle=False, alpha=0, tol=None, max_iter=epochs)``, update
for update. ``averaged=True`` predicts with the mean of (w, b) over every example visit
(w_avg = (1/T) Σ_t w_t, the averaged perceptron of Freund & Schapire / Collins), which is also
scikit-learn's ``average=True`` for this loss.

Novikoff (1962): on data separable with margin γ by a unit vector u in the space x̃ = (x, 1),
the rule makes at most (R/γ)² mistakes, R = max_n ‖x̃_n‖ (:func:`novikoff_bound`). On data that
no line separates (XOR) it never stops making mistakes; with ``shuffle=False`` the weights then
revisit an earlier end-of-epoch value and the run cycles for ever (``cycle`` on the epoch steps).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import (DataError, check_array, check_features, check_fitted, check_int,
                           check_magnitude, check_random_state, check_targets)
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin


@dataclass(frozen=True)
class PerceptronStep(Step):
    """One perceptron update (``phase="update"``) or the end of an epoch (``phase="epoch"``).

    ``index`` is the misclassified example the update used (a row of the X given to
    ``iter_fit``; None on epoch steps); ``w_before``/``b_before`` are the weights before the
    update (on an epoch step: at the epoch's start) and ``w``/``b`` after it. ``mistakes`` (the
    objective) counts the training points with y·f(x) ≤ 0 under (w, b) after this step;
    ``epoch_mistakes`` the updates made so far in this epoch; ``n_updates`` all updates so far.
    ``w_avg``/``b_avg`` are the averaged weights (None unless ``averaged=True``). ``cycle`` is,
    on an epoch step, the period in epochs after which (w, b) came back to an earlier
    end-of-epoch value (the run can never converge), else None.
    ``converged`` only on an epoch step whose epoch made no mistake.
    """

    iteration: int
    phase: str
    converged: bool
    epoch: int
    index: int | None
    w_before: np.ndarray
    b_before: float
    w: np.ndarray
    b: float
    mistakes: int
    epoch_mistakes: int
    n_updates: int
    w_avg: np.ndarray | None = None
    b_avg: float | None = None
    cycle: int | None = None
    stopped: str | None = None

    objective_name: ClassVar[str] = "mistakes"


@dataclass(frozen=True)
class NovikoffBound:
    """Novikoff's mistake bound (R/γ)²: ``R`` = max ‖(x, 1)‖, ``gamma`` the margin of the unit
    separator ``u`` (weights then bias, in the augmented space); ``separable`` False (and
    ``bound`` = inf, ``gamma`` = 0) when no hyperplane separates the classes."""

    R: float
    gamma: float
    bound: float
    separable: bool
    u: np.ndarray | None = None


def _pm(y, classes):
    return np.where(y == classes[1], 1.0, -1.0)


def check_scale(X):
    """Refuse coordinates whose sums of products would overflow (the weights add up rows)."""
    check_magnitude(X, why="the weights and their products with X")
    return X


def _check_binary(X, y):
    X = check_scale(check_array(X, estimator="Perceptron"))
    y, classes = check_targets(y, X.shape[0])
    if len(classes) != 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Only binary classification is supported: "
                                                    "the perceptron separates two classes; y "
                                                    "has {n_classes} ({map}…). Keep two classes."),
                        n_classes=len(classes), map=', '.join(map(str, classes[:5])))
    return X, y, classes


def _hull_rows(X, y, classes):
    """Rows on the convex hull of their class (all rows of a class whose hull is degenerate,
    or in more than 3 dimensions, where hulls get expensive)."""
    from scipy.spatial import ConvexHull, QhullError

    keep = []
    for c in classes:
        rows = np.flatnonzero(y == c)
        if X.shape[1] <= 3 and len(rows) > X.shape[1] + 1:
            try:
                keep.append(rows[ConvexHull(X[rows]).vertices])
                continue
            except (QhullError, ValueError):
                pass
        keep.append(rows)
    return np.sort(np.concatenate(keep))


def novikoff_bound(X, y, w=None, b: float = 0.0) -> NovikoffBound:
    """Novikoff's bound (R/γ)² on the perceptron's number of mistakes.

    R = max_n ‖x̃_n‖ with x̃ = (x, 1). γ = min_n y_n uᵀx̃_n for the unit vector u = (w, b)/‖(w, b)‖
    when ``w`` is given, else for the hard-margin separator (the largest γ; found from the dual
    max_α Σα − ½‖Σ α_n y_n x̃_n‖², α ≥ 0, after a linear program has checked that a separator
    exists). Labels may be any two values (the larger one is +1).
    """
    from scipy.optimize import linprog, minimize  # lazily: only this helper needs them

    X, y, classes = _check_binary(X, y)
    ypm = _pm(y, classes)
    Xt = np.column_stack([X, np.ones(len(X))])
    R = float(np.sqrt((Xt ** 2).sum(axis=1)).max())
    A = ypm[:, None] * Xt                    # row n: y_n x̃_n
    if w is not None:
        u = np.r_[np.asarray(w, dtype=float).ravel(), float(b)]
        if u.shape != (Xt.shape[1],):
            raise DataError(QT_TRANSLATE_NOOP("engine", "w must have {X_shape_1} values (one "
                                                        "per feature); got {u_shape_0}."),
                            X_shape_1=X.shape[1], u_shape_0=u.shape[0] - 1)
        norm = np.linalg.norm(u)
        gamma = float((A @ u).min() / norm) if norm > 0 else 0.0
    else:
        # two sets are separable iff their convex hulls are, and the widest-margin separator
        # rests on hull vertices: solve on those only (2,000 moons: 88 ms → a few ms)
        H = A[_hull_rows(X, y, classes)]
        lp = linprog(np.zeros(Xt.shape[1]), A_ub=-H, b_ub=-np.ones(len(H)),
                     bounds=[(None, None)] * Xt.shape[1], method="highs")
        if lp.status != 0:
            return NovikoffBound(R, 0.0, np.inf, False, None)
        res = minimize(lambda a: (0.5 * np.sum((H.T @ a) ** 2) - a.sum(),
                                  H @ (H.T @ a) - 1.0),
                       np.zeros(len(H)), jac=True, method="L-BFGS-B",
                       bounds=[(0, None)] * len(H), options={"maxiter": 5000})
        candidates = [H.T @ res.x, lp.x]      # any separator gives a valid bound; keep the best
        margins = [(A @ c).min() / np.linalg.norm(c) for c in candidates]
        best = int(np.argmax(margins))
        u, gamma = candidates[best], float(margins[best])
    if gamma <= 0:
        return NovikoffBound(R, 0.0, np.inf, False, None)
    u = u / np.linalg.norm(u)
    return NovikoffBound(R, gamma, (R / gamma) ** 2, True, u)


class Perceptron(IterativeMixin, ClassifierMixin, BaseEstimator):
    """The perceptron learning rule (binary), steppable with :meth:`iter_fit`.

    Parameters (stored as given, checked when ``fit``/``iter_fit`` is called):
    ``max_epochs`` ≥ 1 passes over the data; ``averaged`` predict with the averaged weights;
    ``shuffle`` visit the examples in a new random order each epoch (``random_state`` seeds
    ``check_random_state``). Fitted: ``coef_`` (1, d), ``intercept_`` (1,), ``classes_``,
    ``n_mistakes_`` (updates made), ``n_epochs_``, ``converged_``.
    """

    _multiclass = False

    def __init__(self, *, max_epochs: int = 100, averaged: bool = False, shuffle: bool = False,
                 random_state=None):
        self.max_epochs = max_epochs
        self.averaged = averaged
        self.shuffle = shuffle
        self.random_state = random_state

    def _check_params(self) -> None:
        check_int(self.max_epochs, "max_epochs", low=1)
        for name in ("averaged", "shuffle"):
            if not isinstance(getattr(self, name), (bool, np.bool_)):
                raise ValueError(f"{name} must be True or False; got {getattr(self, name)!r}.")

    def iter_fit(self, X, y) -> Iterator[PerceptronStep]:
        """Check the parameters and data now, then return a generator of
        :class:`PerceptronStep`: one per update, one at the end of every epoch."""
        self._check_params()
        X, y, classes = _check_binary(X, y)
        rng = check_random_state(self.random_state)   # a bad seed is refused here too
        return self._run(X, _pm(y, classes), classes, rng)

    def _run(self, X, y, classes, rng) -> Iterator[PerceptronStep]:
        n, d = X.shape
        w, b = np.zeros(d), 0.0
        sum_w, sum_b, visits = np.zeros(d), 0.0, 0
        averaged = bool(self.averaged)
        it = n_updates = 0
        seen: dict[tuple[bytes, float], int] = {}

        def mistakes(w, b):
            return int(np.count_nonzero(y * (X @ w + b) <= 0))

        def avg():
            if not averaged or visits == 0:
                return None, None
            return sum_w / visits, sum_b / visits

        self.classes_ = classes
        self.n_features_in_ = d
        for epoch in range(1, self.max_epochs + 1):
            order = rng.permutation(n) if self.shuffle else np.arange(n)
            Xo, yo = X[order], y[order]
            w_start, b_start = w.copy(), b
            pos = epoch_mistakes = 0
            while pos < n:
                # w is fixed until the next mistake: find it for the rest of the epoch at once
                bad = np.flatnonzero(yo[pos:] * (Xo[pos:] @ w + b) <= 0)
                k = n if not bad.size else pos + int(bad[0])
                if averaged:               # the visits with no update add the unchanged w
                    sum_w += w * (k - pos)
                    sum_b += b * (k - pos)
                    visits += k - pos
                if k == n:
                    break
                w_before, b_before = w.copy(), b
                w = w + yo[k] * Xo[k]
                b = b + yo[k]
                if averaged:
                    sum_w += w
                    sum_b += b
                    visits += 1
                epoch_mistakes += 1
                n_updates += 1
                it += 1
                wa, ba = avg()
                yield PerceptronStep(it, "update", False, epoch, int(order[k]), w_before,
                                     float(b_before), w.copy(), float(b), mistakes(w, b),
                                     epoch_mistakes, n_updates, wa, ba)
                pos = k + 1
            converged = epoch_mistakes == 0
            cycle = None
            if not self.shuffle and not converged:
                key = (w.tobytes(), float(b))
                if key in seen:
                    cycle = epoch - seen[key]
                seen[key] = epoch
            stopped = None if converged or epoch < self.max_epochs else "max_epochs"
            it += 1
            wa, ba = avg()
            self._set(w, b, wa, ba, n_updates, epoch, converged)
            yield PerceptronStep(it, "epoch", converged, epoch, None, w_start, float(b_start),
                                 w.copy(), float(b), mistakes(w, b), epoch_mistakes, n_updates,
                                 wa, ba, cycle, stopped)
            if converged:
                return

    def _set(self, w, b, wa, ba, n_updates, epoch, converged):
        if self.averaged:
            w, b = wa, ba
        self.coef_ = np.asarray(w, dtype=float).reshape(1, -1).copy()
        self.intercept_ = np.array([float(b)])
        self.n_mistakes_ = n_updates
        self.n_epochs_ = epoch
        self.converged_ = converged

    def decision_function(self, X) -> np.ndarray:
        """f(x) = wᵀx + b for each row (positive: ``classes_[1]``)."""
        check_fitted(self, "coef_")
        X = check_array(X)
        check_features(self, X, self.coef_.shape[1])
        return X @ self.coef_[0] + self.intercept_[0]

    def predict(self, X) -> np.ndarray:
        """``classes_[1]`` where f(x) > 0, else ``classes_[0]``."""
        check_fitted(self, "coef_")
        return self.classes_[(self.decision_function(X) > 0).astype(int)]

