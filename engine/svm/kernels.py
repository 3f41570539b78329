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

from .._validation import DataError, check_choice

KERNELS = ("linear", "poly", "rbf", "sigmoid")


def resolve_gamma(gamma: str | float, X: np.ndarray) -> float:
    """A number for γ: "scale" is 1/(d·Var(X)) (1 when X has no variance), "auto" is 1/d."""
    if isinstance(gamma, str):
        check_choice(gamma, "gamma", ("scale", "auto"))
        if gamma == "auto":
            return 1.0 / X.shape[1]
        with np.errstate(over="ignore", invalid="ignore"):
            var = float(X.var())
        if not np.isfinite(var):
            raise DataError("X's values are too large for gamma='scale' (their variance "
                            "overflows); rescale the data or give gamma as a number.")
        if not var > 0:
            return 1.0
        gamma = 1.0 / (X.shape[1] * var)
        if not np.isfinite(gamma):
            raise DataError("X's values are too close together for gamma='scale' "
                            f"(variance {var:.3g}); rescale the data or give gamma as a number.")
        return gamma
    if not isinstance(gamma, numbers.Real) or isinstance(gamma, bool) or not gamma > 0:
        raise ValueError(f"gamma must be 'scale', 'auto' or a number > 0; got {gamma!r}.")
    return float(gamma)


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
    """The matrix k(a_i, b_j)."""
    check_choice(kernel, "kernel", KERNELS)
    A = np.asarray(A, dtype=np.float64)
    B = np.asarray(B, dtype=np.float64)
    for M in (A, B):
        if M.size and not float(np.abs(M).max()) <= 1e100:
            raise DataError("Kernel values need finite coordinates below 1e100 (their products "
                            "overflow double precision); rescale the data or remove NaN/inf.")
    if kernel == "rbf":
        # ‖a − b‖² does not change when both move, so shift by B's mean first: the expansion
        # ‖a‖² − 2a·b + ‖b‖² then keeps its digits for data far from the origin.
        ref = B.mean(axis=0) if len(B) else 0.0
        A, B = A - ref, B - ref
        d2 = (np.einsum("ij,ij->i", A, A)[:, None] - 2 * A @ B.T
              + np.einsum("ij,ij->i", B, B)[None, :])
        return np.exp(-gamma * np.maximum(d2, 0.0))
    dot = A @ B.T
    if kernel == "linear":
        return dot
    if kernel == "poly":
        return (gamma * dot + coef0) ** degree
    return np.tanh(gamma * dot + coef0)
