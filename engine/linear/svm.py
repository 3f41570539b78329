"""Linear SVM with the squared hinge, in the primal (liblinear's L2-loss formulation, the
intercept penalised like a feature of value 1):
    L(w, b) = ½(‖w‖² + b²) + C Σ_n max(0, 1 − y_n f_n)²,   f = wᵀx + b,
minimised by Newton's method with the generalised Hessian I + 2C A_Iᵀ A_I over the margin
violators I (Keerthi & DeCoste's finite Newton), each system solved by conjugate gradients,
with an Armijo backtracking line search. The same minimiser as scikit-learn's
``LinearSVC(dual=False)``. Converged when ‖∇L‖ ≤ tol · max(1, C N).
"""
from __future__ import annotations

import numpy as np
from scipy.sparse.linalg import LinearOperator, cg

from ._base import LinearClassifier, LinearStep, check_finite_step, check_offsets, finish


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

        def objective(w):
            margin = 1 - t * (A @ w)
            return 0.5 * w @ w + C * float(np.square(margin[margin > 0]).sum()), margin

        w = np.zeros(d)
        loss, margin = objective(w)
        for it in range(1, max_iter + 1):
            active = margin > 0
            A_I = A[active]
            grad = w - 2 * C * (A_I.T @ (t[active] * margin[active]))
            norm = float(np.linalg.norm(grad))
            check_finite_step(loss, norm)
            converged, stopped = finish(it, max_iter, norm <= tol * max(1.0, C * n))
            yield LinearStep(it, "newton", converged, float(loss), norm, w[:-1], float(w[-1]),
                             stopped=stopped)
            if converged or stopped:
                return
            hess = LinearOperator((d, d), dtype=np.float64,
                                  matvec=lambda v, A_I=A_I: v + 2 * C * (A_I.T @ (A_I @ v)))
            step, _ = cg(hess, -grad, maxiter=200)
            size, slope = 1.0, float(grad @ step)
            while True:                          # Armijo backtracking
                new_loss, new_margin = objective(w + size * step)
                if new_loss <= loss + 1e-4 * size * slope or size < 1e-10:
                    break
                size *= 0.5
            w, loss, margin = w + size * step, new_loss, new_margin
