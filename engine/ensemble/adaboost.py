"""AdaBoost with decision stumps (the notes' "Model Selection" post), one round per step.

Labels y ∈ {−1, +1}; sample weights D₁(i) = 1/N. Round t:

    h_t   = the stump (feature, threshold, a ±1 label on each side) chosen on D_t
    ε_t   = Σ_i D_t(i) [h_t(x_i) ≠ y_i]                      (weighted error)
    α_t   = ½ ln((1 − ε_t) / ε_t)                            (the notes' / textbook weight)
    D_{t+1}(i) = D_t(i) exp(−α_t y_i h_t(x_i)) / Z_t          (mistakes gain weight)
    F_t(x) = Σ_{s≤t} α_s h_s(x),  prediction sign F_t(x)

The exponential loss (1/N) Σ_i exp(−y_i F_t(x_i)) = Π_s Z_s = Π_s 2√(ε_s(1 − ε_s)) bounds the
training error from above.

``criterion="error"`` picks the stump with the smallest weighted error ε (each leaf predicts its
weighted majority), as in the notes. ``criterion="gini"`` (default) picks it by weighted Gini as
scikit-learn's ``DecisionTreeClassifier(max_depth=1)`` does; then the run equals scikit-learn's
``AdaBoostClassifier(DecisionTreeClassifier(max_depth=1))`` (discrete SAMME, its only algorithm
from 1.6 on) on two classes: the same stumps and ε_t, the same normalised sample weights, and
SAMME's weight ln((1 − ε)/ε) + ln(K − 1) = 2 α_t for K = 2 — the same classifier, since sign F is
unchanged by the factor 2 (``estimator_weights_`` here are the textbook α_t).

A round whose best stump has ε_t = 0 fits the data alone: it gets α = ½ ln((1−δ)/δ) with
δ = 1e-10 and the run has converged. A best stump with ε_t ≥ ½ cannot help: the run stops
(``stopped="no_better_than_chance"``) without it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import (DataError, check_array, check_choice, check_features, check_fitted,
                           check_int, check_targets)
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin
from ..tree import split_candidates

EPS_FLOOR = 1e-10


@dataclass(frozen=True)
class Stump:
    """h(x) = ``left`` if x_feature ≤ ``threshold`` else ``right`` (each −1 or +1, +1 meaning
    ``classes_[1]``). ``polarity`` = +1 when the right side is the +1 side, −1 when the left
    is, 0 when both sides say the same."""

    feature: int
    threshold: float
    left: int
    right: int

    @property
    def polarity(self) -> int:
        return (self.right - self.left) // 2

    def predict(self, X: np.ndarray) -> np.ndarray:
        return np.where(X[:, self.feature] <= self.threshold, self.left, self.right)


@dataclass(frozen=True)
class AdaBoostStep(Step):
    """One boosting round: the round's ``stump`` (also ``feature``, ``threshold``,
    ``polarity``), its weighted error ``epsilon`` and weight ``alpha`` = ½ ln((1−ε)/ε);
    ``weights_before`` the distribution D_t the stump was chosen on and ``weights`` D_{t+1}
    (sum 1; draw them as point sizes); ``train_error`` of sign F_t and ``exp_loss`` (the
    objective) (1/N) Σ exp(−y F_t(x)). ``converged`` when the stump was perfect (ε = 0);
    ``stopped`` "n_estimators" at the last round, "no_better_than_chance" (that stump not kept)."""

    iteration: int
    phase: str
    converged: bool
    stump: Stump | None
    feature: int | None
    threshold: float | None
    polarity: int | None
    epsilon: float
    alpha: float
    weights_before: np.ndarray
    weights: np.ndarray
    train_error: float
    exp_loss: float
    stopped: str | None = None

    objective_name: ClassVar[str] = "exp_loss"


MAX_ROUNDS = 100_000     # rounds of boosting; each keeps a stump and its step


class AdaBoost(IterativeMixin, ClassifierMixin, BaseEstimator):
    """Binary AdaBoost over decision stumps, steppable round by round with :meth:`iter_fit`.

    Parameters (stored as given, checked when ``fit``/``iter_fit`` is called): ``n_estimators``
    ≥ 1; ``criterion`` "gini" (scikit-learn's stump, the default) or "error" (the notes' stump:
    smallest weighted error).
    Fitted: ``estimators_``, ``estimator_weights_`` (α_t), ``estimator_errors_`` (ε_t),
    ``classes_``, ``sample_weights_`` (the last D).
    """

    _multiclass = False

    def __init__(self, *, n_estimators: int = 50, criterion: str = "gini"):
        self.n_estimators = n_estimators
        self.criterion = criterion

    def iter_fit(self, X, y) -> Iterator[AdaBoostStep]:
        """Check the parameters and data now, then return a generator of
        :class:`AdaBoostStep`, one per round."""
        check_int(self.n_estimators, "n_estimators", low=1, high=MAX_ROUNDS)  # 10**100: refused
        check_choice(self.criterion, "criterion", ("error", "gini"))
        X = check_array(X, estimator="AdaBoost")
        y, classes = check_targets(y, X.shape[0])
        if len(classes) != 2:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Only binary classification is "
                                                        "supported: AdaBoost here separates two "
                                                        "classes; y has {n_classes}. Keep two "
                                                        "classes."), n_classes=len(classes))
        if np.all(X.max(axis=0) - X.min(axis=0) <= 1e-7):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Every point has the same coordinates: "
                                                        "no stump can split them."))
        return self._run(X, np.where(y == classes[1], 1, -1), classes)

    def _run(self, X, y, classes) -> Iterator[AdaBoostStep]:
        n = len(X)
        D = np.full(n, 1.0 / n)
        F = np.zeros(n)
        Y = np.column_stack([(y == -1), (y == 1)]).astype(float)   # one-hot, columns −1, +1
        self.classes_ = classes
        self.n_features_in_ = X.shape[1]
        self.estimators_, self.estimator_weights_, self.estimator_errors_ = [], [], []
        for t in range(1, self.n_estimators + 1):
            cand = split_candidates(X, Y * D[:, None], self.criterion)
            if cand.best is None:        # only constant features: nothing to split
                raise DataError(QT_TRANSLATE_NOOP("engine", "No feature takes two different "
                                                            "values; no stump can split."))
            b = cand.best
            # each leaf predicts its weighted majority (ties to classes_[0], as scikit-learn)
            left = 1 if cand.left[b, 1] > cand.left[b, 0] else -1
            right = 1 if cand.right[b, 1] > cand.right[b, 0] else -1
            stump = Stump(int(cand.features[b]), float(cand.thresholds[b]), left, right)
            h = stump.predict(X)
            eps = float(D[h != y].sum() / D.sum())
            if eps >= 0.5:
                yield AdaBoostStep(t, "round", False, None, None, None, None, eps, 0.0, D, D,
                                   float(np.mean(np.where(F > 0, 1, -1) != y)),
                                   float(np.mean(np.exp(-y * F))), "no_better_than_chance")
                return
            alpha = 0.5 * np.log((1 - max(eps, EPS_FLOOR)) / max(eps, EPS_FLOOR))
            D_before = D
            D = D * np.exp(-alpha * y * h)
            D = D / D.sum()
            F = F + alpha * h
            self.estimators_.append(stump)
            self.estimator_weights_.append(float(alpha))
            self.estimator_errors_.append(eps)
            self.sample_weights_ = D
            converged = eps == 0.0
            stopped = None if converged or t < self.n_estimators else "n_estimators"
            yield AdaBoostStep(t, "round", converged, stump, stump.feature, stump.threshold,
                               stump.polarity, eps, float(alpha), D_before, D,
                               float(np.mean(np.where(F > 0, 1, -1) != y)),
                               float(np.mean(np.exp(-y * F))), stopped)
            if converged:
                return

    def decision_function(self, X, n_estimators: int | None = None) -> np.ndarray:
        """F(x) = Σ_t α_t h_t(x) over the first ``n_estimators`` rounds (all by default)."""
        check_fitted(self, "estimator_weights_")
        X = check_array(X)
        check_features(self, X)
        F = np.zeros(len(X))
        for stump, alpha in list(zip(self.estimators_, self.estimator_weights_))[:n_estimators]:
            F += alpha * stump.predict(X)
        return F

    def predict(self, X, n_estimators: int | None = None) -> np.ndarray:
        """``classes_[1]`` where F(x) > 0, else ``classes_[0]``."""
        check_fitted(self, "estimator_weights_")
        return self.classes_[(self.decision_function(X, n_estimators) > 0).astype(int)]

