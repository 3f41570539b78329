"""The Weston–Watkins multiclass SVM (notes: [ML] 5, "WW SVM"; Weston & Watkins 1999, in the
form of Hsu & Lin 2002 that the notes link): one problem for all K classes at once,

    min_W  ½ Σ_m ‖w_m‖² + C Σ_i Σ_{m ≠ y_i} ξ_i^m
    s.t.   w_{y_i}ᵀx_i ≥ w_mᵀx_i + 2 − ξ_i^m,   ξ_i^m ≥ 0        (every i, every m ≠ y_i),

so every wrong class must score at least 2 below the right one. The bias is folded in as a
constant feature 1 (penalised with the weights, as liblinear does for its multiclass SVM). With
a kernel, w_mᵀx becomes Σ_i β_im k(x_i, x) and the constant feature adds 1 to every kernel
value.

Solved on the dual, a box-constrained concave quadratic in α_i^m (m ≠ y_i):

    max_α  2 Σ α_i^m − ½ Σ_m ‖w_m‖²,   w_m = Σ_i (A_i [y_i = m] − α_i^m) x_i,  A_i = Σ_m α_i^m,
           0 ≤ α_i^m ≤ C,

by accelerated projected gradient ascent (FISTA; step 1/L with L = K λ_max of the Gram
matrix), all α at once. The gradient is ∂D/∂α_i^m = 2 − (w_{y_i} − w_m)ᵀx_i. Each step
reports the primal and dual objectives; their gap P − D ≥ 0 closes at the optimum and is the
convergence test."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import DataError, check_choice, check_fitted, check_int, check_magnitude, \
    check_points, check_positive, check_targets
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin
from .kernels import KERNELS, kernel_matrix, resolve_gamma

MARGIN = 2.0
MAX_KERNEL_POINTS = 5000      # the Gram matrix of a kernel: 200 MB of float64


@dataclass(frozen=True)
class WestonWatkinsStep(Step):
    """One accelerated projected-gradient step: ``alpha`` (n, K), the dual variables (0 in each
    point's own class; a point with any α > 0 is a support vector), the weights ``coef`` (K, d;
    linear kernel only, else None) and ``intercept`` (K,) they give, the ``primal`` and
    ``dual`` objectives and their ``gap`` (the objective; converged when gap ≤ tol ·
    max(1, |primal|)), and ``violations``: the (point, class) pairs whose margin constraint is
    not met (w_yᵀx − w_mᵀx < 2)."""

    iteration: int
    phase: str
    converged: bool
    alpha: np.ndarray
    coef: np.ndarray | None
    intercept: np.ndarray
    primal: float
    dual: float
    gap: float
    violations: int
    stopped: str | None = None

    objective_name: ClassVar[str] = "gap"


class WestonWatkinsSVM(IterativeMixin, ClassifierMixin, BaseEstimator):
    """The Weston–Watkins multiclass SVM (see the module docstring): ``C`` > 0; ``kernel``
    "linear", "poly", "rbf" or "sigmoid" with ``gamma`` ("scale", "auto" or a number),
    ``degree`` and ``coef0`` as :class:`engine.svm.SVC`; ``max_iter`` gradient steps; ``tol``
    on the relative duality gap. A kernel other than linear keeps the n × n Gram matrix
    (refused beyond :data:`MAX_KERNEL_POINTS` points).

    Fitted: ``classes_``, ``alpha_`` (n, K), ``support_`` (points with some α > 0),
    ``intercept_`` (K,), ``coef_`` (K, d; linear kernel only), ``n_iter_``. Predicts
    argmax_m f_m(x), f_m(x) = Σ_i β_im (k(x_i, x) + 1)."""

    def __init__(self, C: float = 1.0, *, kernel: str = "linear", gamma: str | float = "scale",
                 degree: int = 3, coef0: float = 0.0, max_iter: int = 5000,
                 tol: float = 1e-4) -> None:
        self.C = C
        self.kernel = kernel
        self.gamma = gamma
        self.degree = degree
        self.coef0 = coef0
        self.max_iter = max_iter
        self.tol = tol

    def iter_fit(self, X, y) -> Iterator[WestonWatkinsStep]:
        """Validate now, then return the generator of steps; drained, the model is fitted."""
        C = check_positive(self.C, "C")
        check_choice(self.kernel, "kernel", KERNELS)
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol")
        X = check_points(X, min_samples=2)
        check_magnitude(X, "X", why="the products xᵀx′")
        y, classes = check_targets(y, X.shape[0])
        if self.kernel == "linear":
            return self._run(_Linear(X), y, classes, C)
        if len(X) > MAX_KERNEL_POINTS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "A {kernel} kernel on {n_X:,} points "
                                                        "needs their {n_X:,} × {n_X:,} Gram "
                                                        "matrix; use at most "
                                                        "{MAX_KERNEL_POINTS:,} points or the "
                                                        "linear kernel."), kernel=self.kernel,
                            n_X=len(X), MAX_KERNEL_POINTS=MAX_KERNEL_POINTS)
        gamma = resolve_gamma(self.gamma, X)
        return self._run(_Gram(X, self.kernel, gamma, self.degree, self.coef0), y, classes, C)

    def _run(self, space, y, classes, C):
        n, K = len(y), len(classes)
        Y = (y[:, None] == classes[None, :]).astype(np.float64)
        free = 1.0 - Y                                  # α_i^{y_i} stays 0
        L = K * space.largest_eigenvalue()
        alpha = np.zeros((n, K))
        z, t = alpha.copy(), 1.0
        for it in range(1, int(self.max_iter) + 1):
            beta = _beta(Y, alpha)
            S, sq = space.scores(beta)                  # f_m(x_i), Σ_m ‖w_m‖²
            own = (S * Y).sum(axis=1, keepdims=True)
            slack = np.maximum(0.0, MARGIN - (own - S)) * free
            primal = 0.5 * sq + C * float(slack.sum())
            dual = MARGIN * float(alpha.sum()) - 0.5 * sq
            gap = primal - dual
            done = gap <= self.tol * max(1.0, abs(primal))
            capped = not done and it == self.max_iter
            coef, intercept = space.weights(beta)
            step = WestonWatkinsStep(it, "fista", done, alpha, coef, intercept, primal, dual,
                                     gap, int((slack > 0).sum()),
                                     "max_iter" if capped else None)
            if done or capped:
                self.classes_, self.alpha_, self.n_iter_ = classes, alpha.copy(), it
                self.coef_, self.intercept_ = coef, intercept
                self.support_ = np.flatnonzero(alpha.max(axis=1) > 0)
                self._space, self._beta = space, beta
            yield step
            if done or capped:
                return
            # FISTA: a projected gradient step from the extrapolated point z
            Sz, _ = space.scores(_beta(Y, z))
            grad = (MARGIN - ((Sz * Y).sum(axis=1, keepdims=True) - Sz)) * free
            new = np.clip(z + grad / L, 0.0, C) * free
            t_new = (1.0 + np.sqrt(1.0 + 4.0 * t * t)) / 2.0
            z = new + ((t - 1.0) / t_new) * (new - alpha)
            alpha, t = new, t_new

    def decision_function(self, X) -> np.ndarray:
        """f_m(x) per sample and class (n, K)."""
        check_fitted(self, "alpha_")
        X = check_points(X)
        if X.shape[1] != self._space.X.shape[1]:
            raise DataError(QT_TRANSLATE_NOOP("engine", "X has {X_shape_1} features; the model "
                                                        "was fitted on {space_X_shape_1}."),
                            X_shape_1=X.shape[1], space_X_shape_1=self._space.X.shape[1])
        return self._space.decision(X, self._beta)

    def predict(self, X) -> np.ndarray:
        scores = self.decision_function(X)
        return self.classes_[np.argmax(scores, axis=1)]


def _beta(Y, alpha):
    """β_im = A_i [y_i = m] − α_im, A_i = Σ_m α_im: w_m = Σ_i β_im φ(x_i)."""
    return Y * alpha.sum(axis=1, keepdims=True) - alpha


class _Linear:
    """The linear kernel with explicit weights: W = Aᵀβ, A = [X, 1] (no n × n matrix)."""

    def __init__(self, X):
        self.X = X
        self.A = np.hstack([X, np.ones((len(X), 1))])

    def largest_eigenvalue(self) -> float:
        return float(np.linalg.eigvalsh(self.A.T @ self.A)[-1])

    def scores(self, beta):
        W = self.A.T @ beta
        return self.A @ W, float((W * W).sum())

    def weights(self, beta):
        W = self.A.T @ beta
        return np.array(W[:-1].T), np.array(W[-1])

    def decision(self, X, beta):
        coef, intercept = self.weights(beta)
        return X @ coef.T + intercept


class _Gram:
    """Any kernel through the Gram matrix G = K(X, X) + 1 (the constant feature's 1)."""

    def __init__(self, X, kernel, gamma, degree, coef0):
        self.X, self.params = X, (kernel, gamma, degree, coef0)
        self.G = kernel_matrix(X, X, *self.params) + 1.0

    def largest_eigenvalue(self) -> float:
        if len(self.G) <= 500:
            return float(np.linalg.eigvalsh(self.G)[-1])
        from scipy.sparse.linalg import eigsh
        return float(eigsh(self.G, k=1, which="LA", return_eigenvectors=False)[0]) * 1.01

    def scores(self, beta):
        S = self.G @ beta
        return S, float((beta * S).sum())

    def weights(self, beta):
        return None, beta.sum(axis=0)            # the constant feature's weight is Σ_i β_im

    def decision(self, X, beta):
        return (kernel_matrix(X, self.X, *self.params) + 1.0) @ beta
