"""Linear SVM with the squared hinge, in the primal (liblinear's L2-loss formulation, the
intercept penalised like a feature of value 1):
    L(w, b) = ½(‖w‖² + b²) + C Σ_n max(0, 1 − y_n f_n)²,   f = wᵀx + b,
minimised by Newton's method with the generalised Hessian H = I + 2C A_Iᵀ A_I over the margin
violators I (Keerthi & DeCoste's finite Newton), with an Armijo backtracking line search. The
same minimiser as scikit-learn's ``LinearSVC`` (liblinear). Converged when
‖∇L‖ ≤ tol · max(1, C N).

How each Newton system is solved (chosen by measurement against liblinear, one BLAS thread;
``python bench/bench_svm.py --linear``): with at most ``_DIRECT_MAX`` dense columns H is formed and
solved exactly (n·d² flops, a few BLAS calls); otherwise by conjugate gradients on H·v =
v + 2C A_Iᵀ(A_I v) over the violators' rows only, stopped early while far from the optimum (a
truncated Newton step with forcing term η = min(0.1, ‖∇L‖/‖∇L₀‖), as liblinear's
trust-region Newton stops its inner CG at 0.1), which keeps the few outer iterations cheap.
The line search reuses A·s, so trying a step size costs no product.
A pure-Python dual coordinate descent (liblinear's choice when N < d) was measured at 10–30×
liblinear's time: its per-coordinate Python overhead is what liblinear's C loop avoids.
"""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp

from ._base import (LinearClassifier, LinearStep, armijo, check_finite_step, check_offsets,
                    finish)

_DIRECT_MAX = 200       # dense problems with at most this many columns form H exactly
_CG_MAX = 500           # conjugate-gradient iterations per Newton step at most
_ETA = 0.1         # largest forcing term of the truncated Newton steps (liblinear: 0.1)


class LinearSVM(LinearClassifier):
    """Binary or one-vs-rest squared-hinge linear SVM on dense or sparse X.

    Parameters (stored as given, checked by ``fit``/``iter_fit``): ``C`` > 0, ``max_iter``
    Newton iterations (None: 100), ``tol``."""

    def __init__(self, *, C: float = 1.0, max_iter: int | None = None, tol: float = 1e-8):
        self.C = C
        self.max_iter = max_iter
        self.tol = tol

    def _check_data(self, X) -> None:
        # the intercept is penalised like a weight, so centring would change the problem
        # (and liblinear's answer): refuse offsets the Newton solver cannot resolve instead
        check_offsets(X)

    def _solve(self, A, t):
        C, tol = float(self.C), float(self.tol)
        max_iter = self.max_iter or 100
        n, d = A.shape
        direct = not sp.issparse(A) and d <= _DIRECT_MAX
        AT = A.T                                  # (one transposed view for every gradient)

        w = np.zeros(d)
        z = np.zeros(n)                           # A w
        margin = 1 - t * z
        loss = _loss(w, margin, C)
        first = None
        for it in range(1, max_iter + 1):
            active = margin > 0
            grad = w - 2 * C * (AT @ np.where(active, t * margin, 0.0))
            norm = float(np.linalg.norm(grad))
            check_finite_step(loss, norm)
            converged, stopped = finish(it, max_iter, norm <= tol * max(1.0, C * n))
            yield LinearStep(it, "newton", converged, float(loss), norm, w[:-1], float(w[-1]),
                             stopped=stopped)
            if converged or stopped:
                return
            first = first or norm
            A_I = A[active]
            if direct:
                H = 2 * C * (A_I.T @ A_I)
                H[np.diag_indices(d)] += 1.0
                step = np.linalg.solve(H, -grad)
            else:
                A_IT = A_I.T
                step = _cg(lambda v: v + 2 * C * (A_IT @ (A_I @ v)), -grad,
                           min(_ETA, norm / first))
            zs = A @ step

            def trial(size):                      # A(w + s·step) = z + s·zs: no product
                new_margin = 1 - t * (z + size * zs)
                new_w = w + size * step
                return _loss(new_w, new_margin, C), new_w, new_margin

            size, (loss, w, margin) = armijo(trial, loss, float(grad @ step))
            z = z + size * zs


def _loss(w, margin, C):
    """½‖w‖² + C Σ max(0, margin)²."""
    hinge = np.maximum(margin, 0.0)
    return 0.5 * float(w @ w) + C * float(hinge @ hinge)


def _cg(hess, b, rtol):
    """Conjugate gradients for H x = b (H symmetric positive definite, given as a product),
    stopped when ‖b − H x‖ ≤ rtol ‖b‖."""
    x = np.zeros_like(b)
    r = b.copy()
    p = r.copy()
    rr = float(r @ r)
    stop = rtol * rtol * rr
    for _ in range(_CG_MAX):
        q = hess(p)
        alpha = rr / float(p @ q)
        x += alpha * p
        r -= alpha * q
        rr_new = float(r @ r)
        if rr_new <= stop:
            break
        p *= rr_new / rr
        p += r
        rr = rr_new
    return x
