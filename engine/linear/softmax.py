"""Multinomial logistic regression (softmax; MaxEnt classification), L2-regularised, steppable.

With K classes, weights W (K × d) and intercepts b (K,), f_k(x) = w_kᵀx + b_k and
    p(y = k | x) = exp(f_k(x)) / Σ_k′ exp(f_k′(x))                          (the softmax)
the notes' MaxEnt model with feature functions f_{j,k}(x, y) = x_j [y = k]. Fitted by minimising
    L(W, b) = C Σ_n [log Σ_k exp f_k(x_n) − f_{y_n}(x_n)] + ½‖W‖²            (b not penalised)
    ∇_W L = C (P − Y)ᵀ X + W,   ∇_b L = C Σ_n (p_n − y_n)
(P: the n × K probabilities, Y: one-hot labels): the same minimiser as scikit-learn's
``LogisticRegression(C=…)`` with the multinomial loss. The L2 penalty is the log of a Gaussian
prior N(0, I) on the weights, so the fit is a MAP estimate (C = the weight of the data).

Solvers: ``"lbfgs"`` (limited-memory BFGS, two-loop recursion, Armijo backtracking),
``"newton"`` (Newton–CG: the Hessian is applied as H v = C Xᵀ[P ⊙ (Z − (P ⊙ Z)1)] + v with
Z = X Vᵀ, never formed, then a backtracking line search), ``"gd"`` (gradient descent with the
safe step 1/L, L = C‖X̃‖₂²/2 + 1, or the notes' rate on the mean loss). Converged when
‖∇L‖ ≤ tol · max(1, C N).

Two classes: the softmax's two weight vectors are w and −w at the optimum, so its penalty is
¼‖w₁ − w₀‖² and it equals :class:`~engine.linear.LogisticRegression` with C doubled
(the same predictions and probabilities).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import numpy as np
import scipy.sparse as sp
from numpy.typing import ArrayLike
from scipy.sparse.linalg import LinearOperator, cg
from scipy.special import logsumexp

from .._steps import Step
from .._validation import (check_choice, check_features, check_fitted, check_int,
                           check_positive, check_targets)
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin
from ._base import C_MAX, armijo, augment, check_finite_step, check_X, finish
from .logistic import spectral_norm_sq

Matrix = np.ndarray | sp.spmatrix | sp.sparray       # samples × features

SOLVERS = ("lbfgs", "newton", "gd")
MAX_ITER = {"lbfgs": 500, "newton": 100, "gd": 5000}


@dataclass(frozen=True)
class SoftmaxStep(Step):
    """One solver iteration: the weights ``coef`` (K × d) and intercepts ``intercept`` (K,)
    after ``iteration − 1`` updates, the regularised loss there and its gradient's norm, and
    the line search's ``step_size`` that led here (0 on the first step). ``coef`` and
    ``intercept`` are None on the steps a thinned run leaves without weights
    (``iter_fit(keep_weights_every=…)``)."""

    iteration: int
    phase: str
    converged: bool
    loss: float
    grad_norm: float
    coef: np.ndarray | None
    intercept: np.ndarray | None
    step_size: float
    stopped: str | None = None

    objective_name: ClassVar[str] = "loss"


class SoftmaxRegression(IterativeMixin, ClassifierMixin, BaseEstimator):
    _accepts_sparse = True

    """Multinomial logistic regression on dense or scipy.sparse X (see the module docstring).

    Parameters (stored as given, checked by ``fit``/``iter_fit``): ``C`` > 0 the weight of the
    data term (1/C the Gaussian prior's precision); ``solver`` "lbfgs", "newton" or "gd";
    ``max_iter`` (None: 500 L-BFGS, 100 Newton, 5000 gradient descent); ``tol``;
    ``learning_rate`` (gd only; None = the safe step 1/L); ``memory`` (L-BFGS pairs kept).
    Fitted: ``classes_``, ``coef_`` (K × d), ``intercept_`` (K,), ``n_iter_``,
    ``n_features_in_``.
    """

    def __init__(self, *, C: float = 1.0, solver: str = "lbfgs", max_iter: int | None = None,
                 tol: float = 1e-6, learning_rate: float | None = None, memory: int = 10):
        self.C = C
        self.solver = solver
        self.max_iter = max_iter
        self.tol = tol
        self.learning_rate = learning_rate
        self.memory = memory

    # -- fitting ------------------------------------------------------------------------------
    def _check_params(self) -> None:
        check_positive(self.C, "C")
        if self.C > C_MAX:
            raise ValueError(f"C must be at most {C_MAX:g} (got {self.C:g}): beyond it the data "
                             "term swamps the prior in floating point.")
        check_choice(self.solver, "solver", SOLVERS)
        check_positive(self.tol, "tol")
        if self.max_iter is not None:
            check_int(self.max_iter, "max_iter", low=1)
        if self.learning_rate is not None:
            check_positive(self.learning_rate, "learning_rate")
        check_int(self.memory, "memory", low=1)

    def iter_fit(self, X: Matrix, y: ArrayLike, *, keep_weights_every: int = 1,
                 weights_budget: float | None = None) -> Iterator[SoftmaxStep]:
        """Validate now, then return the solver's steps; the model is fitted when the generator
        ends (its last step is the fitted model).

        Every step carries its own K × d weights, which a history of thousands of steps on a
        large vocabulary cannot hold (445,000 terms × 3 classes: 10 MB a step). With
        ``keep_weights_every=m`` only steps 1, m, 2m, … and the last keep ``coef`` and
        ``intercept`` (the others have None; the loss and gradient norm stay on every step);
        ``weights_budget`` (bytes) chooses m so that a run to ``max_iter`` keeps at most that
        much: m = ⌈max_iter · 8K(d + 1) / budget⌉."""
        self._check_params()
        every = check_int(keep_weights_every, "keep_weights_every", low=1)
        X = check_X(X)
        y, classes = check_targets(y, X.shape[0])
        codes = np.searchsorted(classes, y)
        if weights_budget is not None:
            budget = check_positive(weights_budget, "weights_budget")
            per_step = 8.0 * len(classes) * (X.shape[1] + 1)
            max_iter = self.max_iter or MAX_ITER[self.solver]
            every = max(every, int(np.ceil(max_iter * per_step / budget)))
        return self._fit_steps(augment(X), codes, classes, every)

    def _fit_steps(self, A, codes, classes, every=1):
        problem = _Problem(A, codes, len(classes), float(self.C))
        max_iter = self.max_iter or MAX_ITER[self.solver]
        solve = {"lbfgs": self._lbfgs, "newton": self._newton, "gd": self._gd}[self.solver]
        last = None
        for last in solve(problem, max_iter, float(self.tol)):
            ends = last.converged or last.stopped is not None
            if every > 1 and not ends and last.iteration != 1 and last.iteration % every:
                # the solver's own W stays referenced by it: nothing is copied, nothing kept
                yield dataclasses.replace(last, coef=None, intercept=None)
            else:
                yield last
        self.classes_ = classes
        self.coef_ = np.array(last.coef)
        self.intercept_ = np.array(last.intercept)
        self.n_iter_ = last.iteration
        self.n_features_in_ = A.shape[1] - 1

    def _step(self, problem, it, max_iter, tol, W, loss, grad, size):
        norm = float(np.linalg.norm(grad))
        check_finite_step(loss, norm)
        converged, stopped = finish(it, max_iter, norm <= tol * max(1.0, problem.C * problem.n))
        step = SoftmaxStep(it, self.solver, converged, float(loss), norm, W[:, :-1], W[:, -1],
                           float(size), stopped)
        return step, bool(converged or stopped)

    def _gd(self, problem, max_iter, tol):
        if self.learning_rate is None:
            rate = 1.0 / (problem.C * spectral_norm_sq(problem.A) / 2 + 1.0)
        else:
            rate = self.learning_rate / (problem.C * problem.n)
        W = problem.zeros()
        loss, grad, _ = problem.evaluate(W)
        size = 0.0
        for it in range(1, max_iter + 1):
            step, end = self._step(problem, it, max_iter, tol, W, loss, grad, size)
            yield step
            if end:
                return
            W = W - rate * grad
            loss, grad, _ = problem.evaluate(W)
            size = rate

    def _lbfgs(self, problem, max_iter, tol):
        W = problem.zeros()
        loss, grad, _ = problem.evaluate(W)
        pairs: list = []                      # (s, y, 1 / yᵀs), oldest first
        size = 0.0
        for it in range(1, max_iter + 1):
            step, end = self._step(problem, it, max_iter, tol, W, loss, grad, size)
            yield step
            if end:
                return
            direction = -_two_loop(grad, pairs)
            slope = float(np.vdot(grad, direction))
            if slope >= 0:                    # not a descent direction: restart from −∇L
                pairs.clear()
                direction, slope = -grad, -float(np.vdot(grad, grad))
            first = 1.0 if pairs else min(1.0, 1.0 / max(float(np.linalg.norm(grad)), 1e-12))
            size, W_new, new_loss, new_grad = _backtrack(problem, W, loss, direction, slope,
                                                         first)
            s, g_diff = W_new - W, new_grad - grad
            sy = float(np.vdot(s, g_diff))
            if sy > 1e-12 * float(np.vdot(g_diff, g_diff)):     # keep curvature positive
                pairs.append((s, g_diff, 1.0 / sy))
                if len(pairs) > self.memory:
                    pairs.pop(0)
            W, loss, grad = W_new, new_loss, new_grad

    def _newton(self, problem, max_iter, tol):
        W = problem.zeros()
        loss, grad, P = problem.evaluate(W)
        size = 0.0
        shape = W.shape
        for it in range(1, max_iter + 1):
            step, end = self._step(problem, it, max_iter, tol, W, loss, grad, size)
            yield step
            if end:
                return
            hess = LinearOperator((W.size, W.size), dtype=np.float64,
                                  matvec=lambda v, P=P: problem.hessp(P, v.reshape(shape))
                                  .ravel() + 1e-10 * v)
            delta, _ = cg(hess, -grad.ravel(), maxiter=200)
            delta = delta.reshape(shape)
            slope = float(np.vdot(grad, delta))
            if slope >= 0:
                delta, slope = -grad, -float(np.vdot(grad, grad))
            size, W, loss, grad = _backtrack(problem, W, loss, delta, slope, 1.0)
            P = problem.proba(W)

    # -- prediction ---------------------------------------------------------------------------
    def decision_function(self, X: Matrix) -> np.ndarray:
        """f_k(x) = w_kᵀx + b_k, one column per class (n × K, also for two classes)."""
        check_fitted(self, "coef_")
        X = check_X(X)
        check_features(self, X)
        return np.asarray(X @ self.coef_.T) + self.intercept_

    def predict_proba(self, X: Matrix) -> np.ndarray:
        """p(y = k | x): the softmax of :meth:`decision_function` (rows sum to 1)."""
        f = self.decision_function(X)
        return np.exp(f - logsumexp(f, axis=1, keepdims=True))

    def predict_log_proba(self, X: Matrix) -> np.ndarray:
        """log p(y = k | x) = f_k(x) − log Σ_j exp f_j(x) (computed without overflow)."""
        f = self.decision_function(X)
        return f - logsumexp(f, axis=1, keepdims=True)

    def predict(self, X: Matrix) -> np.ndarray:
        """The class of largest p(y | x)."""
        scores = self.decision_function(X)          # checks the model is fitted first
        return self.classes_[np.argmax(scores, axis=1)]



class _Problem:
    """The loss, gradient and Hessian-vector product of one fit (A has the intercept column)."""

    def __init__(self, A, codes, K, C):
        self.A, self.codes, self.K, self.C = A, codes, K, C
        self.n, self.d = A.shape
        self.reg = np.ones(self.d)
        self.reg[-1] = 0.0                           # the intercept is not penalised
        self.rows = np.arange(self.n)

    def zeros(self):
        return np.zeros((self.K, self.d))

    def proba(self, W):
        f = np.asarray(self.A @ W.T)
        return np.exp(f - logsumexp(f, axis=1, keepdims=True))

    def loss(self, W):
        f = np.asarray(self.A @ W.T)
        data = float((logsumexp(f, axis=1) - f[self.rows, self.codes]).sum())
        return self.C * data + 0.5 * float((self.reg * W * W).sum())

    def evaluate(self, W):
        """(loss, gradient, P) at W."""
        f = np.asarray(self.A @ W.T)
        lse = logsumexp(f, axis=1)
        P = np.exp(f - lse[:, None])
        loss = self.C * float((lse - f[self.rows, self.codes]).sum()) \
            + 0.5 * float((self.reg * W * W).sum())
        R = P.copy()
        R[self.rows, self.codes] -= 1.0
        grad = self.C * np.asarray(self.A.T @ R).T + self.reg * W
        return loss, grad, P

    def hessp(self, P, V):
        Z = np.asarray(self.A @ V.T)
        R = P * (Z - (P * Z).sum(axis=1, keepdims=True))
        return self.C * np.asarray(self.A.T @ R).T + self.reg * V


def _two_loop(grad, pairs):
    """H·grad for the L-BFGS inverse-Hessian estimate of the stored (s, y) pairs."""
    q = grad.copy()
    alphas = []
    for s, y, rho in reversed(pairs):
        a = rho * float(np.vdot(s, q))
        alphas.append(a)
        q -= a * y
    if pairs:
        s, y, rho = pairs[-1]
        q *= 1.0 / (rho * float(np.vdot(y, y)))      # γ = sᵀy / yᵀy
    for (s, y, rho), a in zip(pairs, reversed(alphas)):
        b = rho * float(np.vdot(y, q))
        q += (a - b) * s
    return q


def _backtrack(problem, W, loss, direction, slope, first):
    """The Armijo search of :func:`armijo` from a first size ``first`` (the search runs on
    first·Δ, whose slope is first·∇Lᵀ Δ); returns (size, W, loss, grad) at the accepted point."""
    def trial(s):
        W_new = W + (s * first) * direction
        return problem.loss(W_new), W_new

    s, (_, W_new) = armijo(trial, loss, first * slope, smallest=1e-12 / first)
    new_loss, new_grad, _ = problem.evaluate(W_new)
    return s * first, W_new, new_loss, new_grad
