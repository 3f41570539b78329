"""Classification losses as functions of the margin z = y f(x)."""
from __future__ import annotations

import numpy as np
from scipy.special import log1p

from .._validation import check_positive


def zero_one(z):
    """1 if the point is misclassified (z ≤ 0), else 0."""
    return (np.asarray(z) <= 0).astype(float)


def hinge(z):
    """SVM: max(0, 1 − z)."""
    return np.maximum(0.0, 1.0 - np.asarray(z))


def logistic(z):
    """Logistic regression: log(1 + e^(−z)) / log 2 (scaled to pass through (0, 1))."""
    z = np.asarray(z, dtype=float)
    return (log1p(np.exp(-np.abs(z))) + np.maximum(-z, 0)) / np.log(2)


def squared(z):
    """Least squares on ±1 targets: (1 − z)²."""
    return (1.0 - np.asarray(z)) ** 2


def smoothed_hinge(z, eps):
    """The notes' general loss, written so that its limits hold: ε·log(1 + exp((1 − z)/ε)).

    ε = 1 gives a logistic loss (shifted to the margin 1); ε → 0 gives the hinge max(0, 1 − z).
    (The notes print ε·log(1 + exp(−z)), which tends to 0, not to the hinge, as ε → 0.)
    ε = 0 is that limit, the hinge itself (it was 0/0 = NaN); ε·max(u, 0) is written as
    max(1 − z, 0), which a tiny ε cannot overflow."""
    eps = check_positive(eps, "eps", allow_zero=True)
    z = np.asarray(z, dtype=float)
    if eps == 0:
        return hinge(z)
    with np.errstate(over="ignore"):       # u = ±inf for a tiny eps: exp(−inf) = 0
        u = (1.0 - z) / eps
    return eps * log1p(np.exp(-np.abs(u))) + np.maximum(1.0 - z, 0)
