"""Discriminative models on the same document–term features, to compare with Naive Bayes.

Logistic regression (MaxEnt for two classes), y ∈ {−1, +1}, f = wᵀx + b:
    L(w, b) = C Σ_n log(1 + exp(−y_n f_n)) + ½‖w‖²      (b is not penalised)
    ∇_w L = −C Σ_n y_n σ(−y_n f_n) x_n + w,   ∇²L = C X̃ᵀ diag(σ(f)(1−σ(f))) X̃ + diag(1,…,1,0)
trained by gradient descent (step 1/L, L an upper bound of the curvature) or by Newton's method
= iteratively reweighted least squares, whose linear system is solved by conjugate gradients
(the Hessian of a 10,000-word vocabulary is never formed).

Linear SVM (squared hinge, as liblinear's primal solver):
    L(w, b) = ½(‖w‖² + b²) + C Σ_n max(0, 1 − y_n f_n)²,  minimised by Newton's method.
More than two classes: one-vs-rest.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np
import scipy.sparse as sp
from scipy.sparse.linalg import LinearOperator, cg
from scipy.special import expit

from .._steps import Step, drain
from .._validation import DataError, check_choice, check_int, check_positive


@dataclass(frozen=True)
class LinearStep(Step):
    iteration: int
    loss: float
    grad_norm: float
    w: np.ndarray
    b: float
    converged: bool

    objective_name: ClassVar[str] = "loss"


def _augment(X):
    """X with a column of ones, so the intercept is the last weight."""
    X = sp.csr_matrix(X, dtype=np.float64)
    return sp.hstack([X, np.ones((X.shape[0], 1))], format="csr")


class _OneVsRest:
    """fit/predict/decision_function for K ≥ 2 classes from a binary ``_iter_binary``
    generator (it yields once per iteration and returns the weights, intercept last)."""

    def fit(self, X, y):
        drain(self.fit_steps(X, y))
        return self

    def fit_steps(self, X, y):
        """``fit`` that yields after every inner iteration, so a caller can report progress
        or stop between iterations."""
        X = sp.csr_matrix(X, dtype=np.float64)
        y = np.asarray(y)
        self.classes_ = np.unique(y)
        if len(self.classes_) < 2:
            raise DataError("A classifier needs at least two classes in the training data.")
        targets = self.classes_[1:] if len(self.classes_) == 2 else self.classes_
        ws = []
        for c in targets:
            w = yield from self._iter_binary(X, np.where(y == c, 1.0, -1.0))
            ws.append(w)
        self.coef_ = np.array([w[:-1] for w in ws])
        self.intercept_ = np.array([w[-1] for w in ws])

    def decision_function(self, X):
        scores = np.asarray(sp.csr_matrix(X) @ self.coef_.T) + self.intercept_
        return scores[:, 0] if len(self.classes_) == 2 else scores

    def predict(self, X):
        s = self.decision_function(X)
        if s.ndim == 1:
            return self.classes_[(s > 0).astype(int)]
        return self.classes_[np.argmax(s, axis=1)]


class LogisticRegression(_OneVsRest):
    """L2-regularised logistic regression by ``method`` "newton" (IRLS) or "gd"."""

    def __init__(self, C=1.0, *, method="newton", max_iter=None, tol=1e-6):
        self.C, self.method, self.max_iter, self.tol = C, method, max_iter, tol

    def iter_fit(self, X, y):
        """Steps of a binary fit (y has two classes; the second is +1)."""
        X = sp.csr_matrix(X, dtype=np.float64)
        y = np.asarray(y)
        classes = np.unique(y)
        if len(classes) != 2:
            raise DataError(f"Stepping needs two classes; got {len(classes)}.")
        self.classes_ = classes
        return self._iterate(_augment(X), np.where(y == classes[1], 1.0, -1.0))

    def _iter_binary(self, X, t):
        last = None
        for last in self._iterate(_augment(X), t):
            yield last
        self.n_iter_ = last.iteration
        return np.r_[last.w, last.b]

    def _iterate(self, A, t):
        check_positive(self.C, "C")
        check_choice(self.method, "method", ("newton", "gd"))
        max_iter = self.max_iter or (100 if self.method == "newton" else 2000)
        check_int(max_iter, "max_iter", low=1)
        d = A.shape[1]
        reg = np.ones(d)
        reg[-1] = 0.0                        # the intercept is not penalised
        w = np.zeros(d)
        step = 1.0 / (self.C * _spectral_norm_sq(A) / 4 + 1.0)
        for it in range(max_iter + 1):
            f = A @ w
            z = t * f
            loss = self.C * float(np.logaddexp(0, -z).sum()) + 0.5 * float(reg * w @ w)
            grad = A.T @ (-self.C * t * expit(-z)) + reg * w
            norm = float(np.linalg.norm(grad))
            done = norm <= self.tol * max(1.0, self.C * len(t))
            yield LinearStep(it, loss, norm, w[:-1], float(w[-1]), done or it == max_iter)
            if done or it == max_iter:
                return
            if self.method == "gd":
                w = w - step * grad
            else:
                w = w + _newton_direction(A, f, grad, reg, self.C)


def _newton_direction(A, f, grad, reg, C):
    """Solve (C Aᵀ D A + diag(reg)) Δ = −∇ by conjugate gradients, D = σ(f)(1 − σ(f))."""
    s = expit(f)
    D = C * s * (1 - s)
    d = A.shape[1]
    hess = LinearOperator((d, d), matvec=lambda v: A.T @ (D * (A @ v)) + reg * v + 1e-10 * v,
                          dtype=np.float64)
    delta, _ = cg(hess, -grad, maxiter=200)
    return delta


def _spectral_norm_sq(A, iterations=30):
    """‖A‖₂² by power iteration (an upper bound is enough for a safe gradient step)."""
    v = np.random.default_rng(0).normal(size=A.shape[1])
    value = 1.0
    for _ in range(iterations):
        u = A.T @ (A @ v)
        value = float(np.linalg.norm(u))
        if value == 0:
            return 1.0
        v = u / value
    return value * 1.05


class LinearSVM(_OneVsRest):
    """Squared-hinge linear SVM in the primal (liblinear's L2-loss formulation, intercept
    penalised like a feature of value 1), solved by Newton's method with the generalised
    Hessian I + 2C A_Iᵀ A_I over the margin violators I (Keerthi & DeCoste's finite Newton),
    each system solved by conjugate gradients, with a backtracking line search.
    ``loss_history_`` holds the objective per iteration."""

    def __init__(self, C=1.0, *, max_iter=100, tol=1e-8):
        self.C, self.max_iter, self.tol = C, max_iter, tol

    def _iter_binary(self, X, t):
        check_positive(self.C, "C")
        A = _augment(X)
        C = self.C

        def objective(w):
            margin = 1 - t * (A @ w)
            return 0.5 * w @ w + C * float(np.square(margin[margin > 0]).sum()), margin

        w = np.zeros(A.shape[1])
        loss, margin = objective(w)
        history = [loss]
        for _ in range(self.max_iter):
            active = margin > 0
            A_I = A[active]
            grad = w - 2 * C * (A_I.T @ (t[active] * margin[active]))
            if np.linalg.norm(grad) <= self.tol * max(1.0, C * len(t)):
                break
            d = A.shape[1]
            hess = LinearOperator((d, d), dtype=np.float64,
                                  matvec=lambda v: v + 2 * C * (A_I.T @ (A_I @ v)))
            step, _ = cg(hess, -grad, maxiter=200)
            size, slope = 1.0, float(grad @ step)
            while True:                          # Armijo backtracking
                new_loss, new_margin = objective(w + size * step)
                if new_loss <= loss + 1e-4 * size * slope or size < 1e-10:
                    break
                size *= 0.5
            w, loss, margin = w + size * step, new_loss, new_margin
            history.append(loss)
            yield loss
        self.loss_history_ = np.array(history)
        self.n_iter_ = len(history) - 1
        return w
