"""Logistic regression by gradient descent, steppable, for comparison with the SVM.

Loss (y ∈ {−1, +1}): L(w, b) = Σ_n log(1 + exp(−y_n (wᵀx_n + b))) + (λ/2)‖w‖²,
gradient ∇_w = Σ_n −y_n σ(−y_n f_n) x_n + λw, update w ← w − η ∇_w / N (the notes' descent).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np
from scipy.special import expit, log1p

from .._steps import Step, drain
from .._validation import DataError, check_int, check_points, check_positive


@dataclass(frozen=True)
class LogisticStep(Step):
    iteration: int
    w: np.ndarray
    b: float
    loss: float
    grad_norm: float
    converged: bool
    phase: str = "gradient"

    objective_name: ClassVar[str] = "loss"


class LogisticRegression:
    def __init__(self, *, learning_rate=0.5, l2=0.0, max_iter=1000, tol=1e-6):
        self.learning_rate = learning_rate
        self.l2 = l2
        self.max_iter = max_iter
        self.tol = tol

    def iter_fit(self, X, y):
        X = check_points(X, min_samples=2)
        y = np.asarray(y)
        classes = np.unique(y)
        if len(classes) != 2:
            raise DataError(f"Logistic regression needs two classes; got {len(classes)}.")
        check_positive(self.learning_rate, "learning_rate")
        check_positive(self.l2, "l2", allow_zero=True)
        check_int(self.max_iter, "max_iter", low=1)
        self.classes_ = classes
        return self._descend(X, np.where(y == classes[1], 1.0, -1.0))

    def fit(self, X, y):
        last = drain(self.iter_fit(X, y))
        self.coef_, self.intercept_ = last.w.copy(), last.b
        self.n_iter_ = last.iteration
        return self

    def decision_function(self, X):
        return check_points(X) @ self.coef_ + self.intercept_

    def predict_proba(self, X):
        p = expit(self.decision_function(X))
        return np.column_stack([1 - p, p])

    def predict(self, X):
        return np.where(self.decision_function(X) > 0, self.classes_[1], self.classes_[0])

    def _descend(self, X, y):
        n = len(y)
        w, b = np.zeros(X.shape[1]), 0.0
        for it in range(1, self.max_iter + 1):
            z = y * (X @ w + b)
            loss = float(np.sum(log1p(np.exp(-np.abs(z))) + np.maximum(-z, 0))
                         + 0.5 * self.l2 * w @ w)
            coeff = -y * expit(-z)
            gw = X.T @ coeff + self.l2 * w
            gb = coeff.sum()
            norm = float(np.sqrt(gw @ gw + gb * gb)) / n
            done = norm < self.tol
            yield LogisticStep(it, w, b, loss, norm, done or it == self.max_iter)
            if done:
                return
            w = w - self.learning_rate * gw / n
            b = b - self.learning_rate * gb / n
