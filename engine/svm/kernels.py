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

from .._validation import check_choice

KERNELS = ("linear", "poly", "rbf", "sigmoid")


def resolve_gamma(gamma, X):
    """A number for γ: "scale" is 1/(d·Var(X)) (1 when X has no variance), "auto" is 1/d."""
    if isinstance(gamma, str):
        check_choice(gamma, "gamma", ("scale", "auto"))
        if gamma == "auto":
            return 1.0 / X.shape[1]
        var = X.var()
        return 1.0 / (X.shape[1] * var) if var > 0 else 1.0
    if not isinstance(gamma, numbers.Real) or isinstance(gamma, bool) or not gamma > 0:
        raise ValueError(f"gamma must be 'scale', 'auto' or a number > 0; got {gamma!r}.")
    return float(gamma)


def sigma_to_gamma(sigma):
    """γ = 1/(2σ²) for the RBF kernel written with a width σ."""
    return 1.0 / (2.0 * float(sigma) ** 2)


def kernel_matrix(A, B, kernel, gamma=1.0, degree=3, coef0=0.0):
    """The matrix k(a_i, b_j)."""
    check_choice(kernel, "kernel", KERNELS)
    if kernel == "rbf":
        d2 = (np.einsum("ij,ij->i", A, A)[:, None] - 2 * A @ B.T
              + np.einsum("ij,ij->i", B, B)[None, :])
        return np.exp(-gamma * np.maximum(d2, 0.0))
    dot = A @ B.T
    if kernel == "linear":
        return dot
    if kernel == "poly":
        return (gamma * dot + coef0) ** degree
    return np.tanh(gamma * dot + coef0)
