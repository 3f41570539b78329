"""The Weston–Watkins multiclass SVM (notes: [ML] 5, "WW SVM"; Weston & Watkins 1999, in the
form of Hsu & Lin 2002 that the notes link): one problem for all K classes at once,

    min_W  ½ Σ_m ‖w_m‖² + C Σ_i Σ_{m ≠ y_i} ξ_i^m
    s.t.   w_{y_i}ᵀx_i ≥ w_mᵀx_i + 2 − ξ_i^m,   ξ_i^m ≥ 0        (every i, every m ≠ y_i),

so every wrong class must score at least 2 below the right one. The bias is folded in as a
constant feature 1 (penalised with the weights, as liblinear does for its multiclass SVM).

Solved on the dual, a box-constrained concave quadratic in α_i^m (m ≠ y_i):

    max_α  2 Σ α_i^m − ½ Σ_m ‖w_m‖²,   w_m = Σ_i (A_i [y_i = m] − α_i^m) x_i,  A_i = Σ_m α_i^m,
           0 ≤ α_i^m ≤ C,

by accelerated projected gradient ascent (FISTA; step 1/L with L = K λ_max(XᵀX)), all α at
once. The gradient is ∂D/∂α_i^m = 2 − (w_{y_i} − w_m)ᵀx_i. Each step reports the primal and
dual objectives; their gap P − D ≥ 0 closes at the optimum and is the convergence test."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._steps import Step, drain
from .._validation import check_fitted, check_int, check_points, check_positive
from ..linear._base import check_y

MARGIN = 2.0


@dataclass(frozen=True)
class WestonWatkinsStep(Step):
    """One accelerated projected-gradient step: the weights ``coef`` (K, d) and ``intercept``
    (K,) of the current dual point, the ``primal`` and ``dual`` objectives and their ``gap``
    (the objective; converged when gap ≤ tol · max(1, |primal|)), and ``violations``: the
    (point, class) pairs whose margin constraint is not met (w_yᵀx − w_mᵀx < 2)."""

    iteration: int
    phase: str
    converged: bool
    coef: np.ndarray
    intercept: np.ndarray
    primal: float
    dual: float
    gap: float
    violations: int
    stopped: str | None = None

    objective_name: ClassVar[str] = "gap"


class WestonWatkinsSVM:
    """Linear Weston–Watkins multiclass SVM (see the module docstring): ``C`` > 0, ``max_iter``
    gradient steps, ``tol`` on the relative duality gap. Fitted: ``coef_`` (K, d),
    ``intercept_`` (K,), ``classes_``, ``dual_coef_`` (n, K) the α (0 in each point's own
    class), ``n_iter_``. Predicts argmax_m w_mᵀx + b_m."""

    def __init__(self, C: float = 1.0, *, max_iter: int = 5000, tol: float = 1e-4) -> None:
        self.C = C
        self.max_iter = max_iter
        self.tol = tol

    def iter_fit(self, X, y) -> Iterator[WestonWatkinsStep]:
        """Validate now, then return the generator of steps; drained, the model is fitted."""
        C = check_positive(self.C, "C")
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol")
        X = check_points(X, min_samples=2)
        y, classes = check_y(y, X.shape[0])
        return self._run(np.hstack([X, np.ones((len(X), 1))]), y, classes, C)

    def _run(self, A, y, classes, C):
        n, K = len(y), len(classes)
        Y = (y[:, None] == classes[None, :]).astype(np.float64)
        free = 1.0 - Y                                  # α_i^{y_i} stays 0
        L = K * float(np.linalg.eigvalsh(A.T @ A)[-1])
        alpha = np.zeros((n, K))
        z, t = alpha.copy(), 1.0
        for it in range(1, int(self.max_iter) + 1):
            W = self._weights(A, Y, alpha)
            S = A @ W                                   # scores (n, K)
            own = (S * Y).sum(axis=1, keepdims=True)
            slack = np.maximum(0.0, MARGIN - (own - S)) * free
            primal = 0.5 * float((W * W).sum()) + C * float(slack.sum())
            dual = MARGIN * float(alpha.sum()) - 0.5 * float((W * W).sum())
            gap = primal - dual
            done = gap <= self.tol * max(1.0, abs(primal))
            capped = not done and it == self.max_iter
            step = WestonWatkinsStep(it, "fista", done, W[:-1].T, W[-1], primal, dual, gap,
                                     int((slack > 0).sum()),
                                     "max_iter" if capped else None)
            if done or capped:
                self.coef_, self.intercept_ = np.array(W[:-1].T), np.array(W[-1])
                self.classes_, self.dual_coef_, self.n_iter_ = classes, alpha.copy(), it
            yield step
            if done or capped:
                return
            # FISTA: a projected gradient step from the extrapolated point z
            Wz = self._weights(A, Y, z)
            Sz = A @ Wz
            grad = (MARGIN - ((Sz * Y).sum(axis=1, keepdims=True) - Sz)) * free
            new = np.clip(z + grad / L, 0.0, C) * free
            t_new = (1.0 + np.sqrt(1.0 + 4.0 * t * t)) / 2.0
            z = new + ((t - 1.0) / t_new) * (new - alpha)
            alpha, t = new, t_new

    @staticmethod
    def _weights(A, Y, alpha):
        """W = Aᵀβ with β_im = A_i [y_i = m] − α_im (columns: classes; last row: bias)."""
        beta = Y * alpha.sum(axis=1, keepdims=True) - alpha
        return A.T @ beta

    def fit(self, X, y) -> "WestonWatkinsSVM":
        """Fit (= drain :meth:`iter_fit`) and return self."""
        drain(self.iter_fit(X, y))
        return self

    def decision_function(self, X) -> np.ndarray:
        """w_mᵀx + b_m per sample and class (n, K)."""
        check_fitted(self, "coef_")
        X = check_points(X)
        if X.shape[1] != self.coef_.shape[1]:
            raise ValueError(f"X has {X.shape[1]} features; the model was fitted on "
                             f"{self.coef_.shape[1]}.")
        return X @ self.coef_.T + self.intercept_

    def predict(self, X) -> np.ndarray:
        scores = self.decision_function(X)
        return self.classes_[np.argmax(scores, axis=1)]

    def score(self, X, y) -> float:
        return float(np.mean(self.predict(X) == np.asarray(y)))
