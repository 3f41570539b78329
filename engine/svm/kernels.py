"""Kernels k(x, x') as in scikit-learn/libsvm, with gamma="scale" = 1 / (d · Var(X)).

linear  <x, x'>
poly    (γ <x, x'> + coef0)^degree
rbf     exp(−γ ‖x − x'‖²) = exp(−‖x − x'‖² / (2σ²)) with γ = 1/(2σ²)
        (the notes drop the square on ‖x − x'‖: the standard kernel has it)
sigmoid tanh(γ <x, x'> + coef0)
"""
from __future__ import annotations

import numbers

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_array, check_choice, check_magnitude

KERNELS = ("linear", "poly", "rbf", "sigmoid")


def _as_matrix(X, name: str) -> np.ndarray:
    """``X`` as a finite 2-D float64 array (:func:`engine._validation.check_array`; no rows is
    allowed: a block of nothing to predict)."""
    return check_array(X, min_samples=0, name=name)


def _check_gamma_number(gamma) -> float:
    if isinstance(gamma, bool) or not isinstance(gamma, numbers.Real) or not gamma > 0 \
            or not np.isfinite(gamma):
        raise ValueError("gamma must be 'scale', 'auto' or a finite number > 0; "
                         f"got {gamma!r}.")
    return float(gamma)


def resolve_gamma(gamma: str | float, X: np.ndarray) -> float:
    """A number for γ: "scale" is 1/(d·Var(X)) (1 when X has no variance), "auto" is 1/d.

    ``X`` is the (n_samples, n_features) training data (needed by "scale" and "auto").
    """
    if isinstance(gamma, str):
        check_choice(gamma, "gamma", ("scale", "auto"))
        X = _as_matrix(X, "X")
        if X.shape[1] == 0:
            raise DataError(QT_TRANSLATE_NOOP("engine", "X has no features; "
                                                        "gamma='scale'/'auto' need at least one "
                                                        "column."))
        if gamma == "auto":
            return 1.0 / X.shape[1]
        with np.errstate(over="ignore", invalid="ignore"):
            var = float(X.var())
        if not np.isfinite(var):
            raise DataError(QT_TRANSLATE_NOOP("engine", "X's values are too large for "
                                                        "gamma='scale' (their variance "
                                                        "overflows); rescale the data or give "
                                                        "gamma as a number."))
        if not var > 0:
            return 1.0
        gamma = 1.0 / (X.shape[1] * var)
        if not np.isfinite(gamma):
            raise DataError(QT_TRANSLATE_NOOP("engine", "X's values are too close together for "
                                                        "gamma='scale' (variance {var:.3g}); "
                                                        "rescale the data or give gamma as a "
                                                        "number."), var=var)
        return gamma
    return _check_gamma_number(gamma)


def sigma_to_gamma(sigma: float) -> float:
    """γ = 1/(2σ²) for the RBF kernel written with a width σ (σ > 0)."""
    if isinstance(sigma, bool) or not isinstance(sigma, numbers.Real) or not sigma > 0 \
            or not np.isfinite(sigma):
        raise ValueError(f"The RBF width σ must be a number > 0; got {sigma!r}. (σ = 0 would "
                         "make γ = 1/(2σ²) infinite.)")
    with np.errstate(over="ignore", divide="ignore"):
        gamma = float(np.float64(1.0) / (2.0 * np.float64(sigma) ** 2))
    if not np.isfinite(gamma) or gamma == 0:
        raise ValueError(f"σ = {sigma!r} is too extreme: γ = 1/(2σ²) = {gamma}. Use a σ "
                         "on the scale of the data.")
    return gamma


def kernel_matrix(A: np.ndarray, B: np.ndarray, kernel: str, gamma: float = 1.0,
                  degree: int = 3, coef0: float = 0.0) -> np.ndarray:
    """The matrix K[i, j] = k(a_i, b_j) for A (n, d) and B (m, d), with k as in the module text."""
    check_choice(kernel, "kernel", KERNELS)
    A = _as_matrix(A, "A")
    B = _as_matrix(B, "B")
    if A.shape[1] != B.shape[1]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A has {A_shape_1} feature(s) but B has "
                                                    "{B_shape_1}; both must have the same "
                                                    "number of columns."), A_shape_1=A.shape[1],
                        B_shape_1=B.shape[1])
    if kernel != "linear":
        gamma = _check_gamma_number(gamma)
        if isinstance(coef0, bool) or not isinstance(coef0, numbers.Real) \
                or not np.isfinite(coef0):
            raise ValueError(f"coef0 must be a finite number; got {coef0!r}.")
    if kernel == "poly" and (isinstance(degree, bool) or not isinstance(degree, numbers.Integral)
                             or degree < 0):
        raise ValueError(f"degree must be an integer >= 0; got {degree!r}.")
    for M in (A, B):
        check_magnitude(M, "The points", why="kernel values")
    if kernel == "rbf":
        # ‖a − b‖² does not change when both move, so shift by B's mean first: the expansion
        # ‖a‖² − 2a·b + ‖b‖² then keeps its digits for data far from the origin.
        ref = B.mean(axis=0) if len(B) else 0.0
        A, B = A - ref, B - ref
        return kernel_from_dot(A @ B.T, kernel, gamma, degree, coef0,
                               np.einsum("ij,ij->i", A, A)[:, None],
                               np.einsum("ij,ij->i", B, B)[None, :])
    return kernel_from_dot(A @ B.T, kernel, gamma, degree, coef0)


def kernel_from_dot(dot: np.ndarray, kernel: str, gamma: float = 1.0, degree: int = 3,
                    coef0: float = 0.0, sq_a: np.ndarray | float = 0.0,
                    sq_b: np.ndarray | float = 0.0) -> np.ndarray:
    """k(a, b) from the dot products ``dot`` = a·b (the module text's formulas), computed in
    place in ``dot`` (no full-size temporaries). RBF needs ``sq_a`` = ‖a‖² and ``sq_b`` = ‖b‖²
    (broadcast against ``dot``) for ‖a − b‖² = ‖a‖² − 2a·b + ‖b‖² (clipped at 0). The one
    kernel evaluation behind :func:`kernel_matrix` and the SMO solver's kernel rows; the
    parameters are not checked here."""
    if kernel == "linear":
        return dot
    if kernel == "rbf":
        dot *= -2.0
        dot += sq_a
        dot += sq_b
        np.maximum(dot, 0.0, out=dot)
        dot *= -gamma
        return np.exp(dot, out=dot)
    dot *= gamma
    dot += coef0
    if kernel == "poly":
        return np.power(dot, degree, out=dot)
    return np.tanh(dot, out=dot)
