"""Is a labelled set separable by a kernel machine with a hard margin? SMO's precondition for
``margin="hard"``, checked before any step (a linear program, or nothing at all for RBF)."""
from __future__ import annotations

import math

import numpy as np

from .kernels import kernel_matrix


def conflicting_duplicates(X: np.ndarray, y: np.ndarray) -> tuple[int, int] | None:
    """Indices of two identical points with opposite labels, if any."""
    order = np.lexsort(X.T[::-1])
    same = np.all(X[order[1:]] == X[order[:-1]], axis=1) & (y[order[1:]] != y[order[:-1]])
    hit = np.flatnonzero(same)
    return (int(order[hit[0]]), int(order[hit[0] + 1])) if hit.size else None


def poly_features(X: np.ndarray, degree: int) -> np.ndarray:
    """Every monomial of degree ≤ ``degree`` of the columns of X (the polynomial kernel's
    feature space up to positive weights, which do not change separability)."""
    from itertools import combinations_with_replacement

    cols = [np.ones(len(X))]
    for deg in range(1, degree + 1):
        for combo in combinations_with_replacement(range(X.shape[1]), deg):
            cols.append(np.prod(X[:, combo], axis=1))
    return np.column_stack(cols)


def separable(X: np.ndarray, y: np.ndarray, kernel: str, gamma: float, degree: int,
              coef0: float) -> bool:
    """Is there f with y_i f(x_i) ≥ 1 for all i? A linear-program feasibility problem.

    linear: w, b in the input space (d + 1 variables: milliseconds for thousands of points).
    RBF: the Gram matrix of distinct points is positive definite, so any labelling is
    interpolated: separable unless two identical points disagree (checked before).
    polynomial with coef0 > 0: w over the explicit monomials of degree ≤ p (C(d+p, p)
    variables). Otherwise f(x) = Σ_j β_j k(x_j, x) + b (the representer theorem; n + 1
    variables, slow for thousands of points)."""
    if kernel == "rbf":
        return conflicting_duplicates(X, y) is None
    from scipy.optimize import linprog   # here: importing it costs 0.3 s, RBF does not need it

    n_features = math.comb(X.shape[1] + degree, degree)
    if kernel == "linear":
        F = X
    elif kernel == "poly" and coef0 > 0 and n_features <= 500:
        F = poly_features(X / max(float(np.abs(X).max()), 1e-300), degree)
    else:
        F = kernel_matrix(X, X, kernel, gamma, degree, coef0)
    A = -y[:, None] * np.c_[F, np.ones(len(y))]
    res = linprog(np.zeros(A.shape[1]), A_ub=A, b_ub=-np.ones(len(y)),
                  bounds=[(None, None)] * A.shape[1], method="highs")
    return res.status == 0
