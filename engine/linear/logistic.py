"""L2-regularised logistic regression (MaxEnt for two classes), steppable.

With y ∈ {−1, +1}, f = wᵀx + b and σ the logistic function:
    L(w, b) = C Σ_n log(1 + exp(−y_n f_n)) + ½‖w‖²         (b is not penalised)
    ∇_w L = −C Σ_n y_n σ(−y_n f_n) x_n + w,   ∇²L = C X̃ᵀ diag(σ(f)(1−σ(f))) X̃ + diag(1,…,1,0)
(X̃: X with a column of ones). The same minimiser as scikit-learn's ``LogisticRegression(C=…)``.

``solver="gd"``: gradient descent w ← w − η ∇L. Without ``learning_rate`` the step is the safe
1/L_max, L_max = C‖X̃‖₂²/4 + 1 bounding the curvature; with it, the notes' descent on the mean
loss: w ← w − learning_rate · ∇L / (C N) (the mean-loss gradient plus (λ/N) w with λ = 1/C).
``solver="newton"``: Newton's method = iteratively reweighted least squares; each system
(C X̃ᵀDX̃ + diag(reg)) Δ = −∇L is solved by conjugate gradients (a 10,000-word Hessian is
never formed), then a backtracking line search keeps every step a descent.
Converged when ‖∇L‖ ≤ tol · max(1, C N).
"""
from __future__ import annotations

import numpy as np
from scipy.sparse.linalg import LinearOperator, cg
from scipy.special import expit

from .._validation import check_choice, check_fitted, check_positive, check_random_state
from ._base import LinearClassifier, LinearStep, armijo, check_finite_step, finish

MAX_ITER = {"newton": 100, "gd": 2000}


class LogisticRegression(LinearClassifier):
    """Binary or one-vs-rest logistic regression on dense or sparse X.

    Parameters (stored as given, checked by ``fit``/``iter_fit``): ``C`` > 0, the weight of the
    data term; ``solver`` "newton" or "gd" (scikit-learn's and :class:`SoftmaxRegression`'s
    name for the optimiser); ``learning_rate`` (gd only; None = the safe step); ``max_iter``
    (None: 100 for Newton, 2000 for gradient descent); ``tol``.
    """

    def __init__(self, *, C: float = 1.0, solver: str = "newton",
                 learning_rate: float | None = None, max_iter: int | None = None,
                 tol: float = 1e-6):
        self.C = C
        self.solver = solver
        self.learning_rate = learning_rate
        self.max_iter = max_iter
        self.tol = tol

    def predict_log_proba(self, X) -> np.ndarray:
        """log p(class | x) (scikit-learn's name): for two classes log σ(±f) = −log(1 + e^∓f),
        exact where σ(f) rounds to 0 or 1; for more, the log of :meth:`predict_proba`."""
        check_fitted(self, "coef_")
        s = self.decision_function(X)
        if s.ndim == 1:
            return -np.logaddexp(0.0, np.column_stack([s, -s]))
        with np.errstate(divide="ignore"):
            return np.log(self.predict_proba(X))

    def _check_params(self) -> None:
        super()._check_params()
        check_choice(self.solver, "solver", ("newton", "gd"))
        if self.learning_rate is not None:
            check_positive(self.learning_rate, "learning_rate")

    def predict_proba(self, X) -> np.ndarray:
        """p(class | x): σ(f) for two classes; one-vs-rest sigmoids normalised to sum to 1."""
        check_fitted(self, "coef_")
        s = self.decision_function(X)
        if s.ndim == 1:
            p = expit(s)
            return np.column_stack([1 - p, p])
        p = expit(s)
        return p / p.sum(axis=1, keepdims=True)

    def _solve(self, A, t):
        C, tol = float(self.C), float(self.tol)
        max_iter = self.max_iter or MAX_ITER[self.solver]
        n, d = A.shape
        reg = np.ones(d)
        reg[-1] = 0.0                                # the intercept is not penalised
        if self.solver == "gd":
            rate = (self.learning_rate / (C * n) if self.learning_rate is not None
                    else 1.0 / (C * spectral_norm_sq(A) / 4 + 1.0))
        w = np.zeros(d)
        f = A @ w
        loss = _loss(f, t, w, reg, C)
        for it in range(1, max_iter + 1):
            grad = A.T @ (-C * t * expit(-t * f)) + reg * w
            norm = float(np.linalg.norm(grad))
            check_finite_step(loss, norm)
            converged, stopped = finish(it, max_iter, norm <= tol * max(1.0, C * n))
            yield LinearStep(it, self.solver, converged, loss, norm, w[:-1], float(w[-1]),
                             stopped=stopped)
            if converged or stopped:
                return
            if self.solver == "gd":
                w = w - rate * grad
                f = A @ w
                loss = _loss(f, t, w, reg, C)
            else:
                w, f, loss = _newton_update(A, t, w, f, loss, grad, reg, C)


def _loss(f, t, w, reg, C):
    return C * float(np.logaddexp(0, -t * f).sum()) + 0.5 * float(reg * w @ w)


def _newton_update(A, t, w, f, loss, grad, reg, C):
    """Solve (C Aᵀ D A + diag(reg)) Δ = −∇ by conjugate gradients, D = σ(f)(1 − σ(f)); then
    halve the step until the loss decreases enough (Armijo)."""
    s = expit(f)
    D = C * s * (1 - s)
    d = A.shape[1]
    hess = LinearOperator((d, d), matvec=lambda v: A.T @ (D * (A @ v)) + reg * v + 1e-10 * v,
                          dtype=np.float64)
    delta, _ = cg(hess, -grad, maxiter=200)

    def trial(size):
        w_new = w + size * delta
        f_new = A @ w_new
        return _loss(f_new, t, w_new, reg, C), w_new, f_new

    _, (new_loss, w_new, f_new) = armijo(trial, loss, float(grad @ delta))
    return w_new, f_new, new_loss


def spectral_norm_sq(A, iterations: int = 30) -> float:
    """‖A‖₂² by power iteration (an upper bound is enough for a safe gradient step)."""
    v = check_random_state(0).normal(size=A.shape[1])
    value = 1.0
    for _ in range(iterations):
        u = A.T @ (A @ v)
        value = float(np.linalg.norm(u))
        if value == 0:
            return 1.0
        v = u / value
    return value * 1.05
