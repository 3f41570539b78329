"""Classification losses as functions of the margin z = y f(x)."""
from __future__ import annotations

import numpy as np
from scipy.special import log1p


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
    (The notes print ε·log(1 + exp(−z)), which tends to 0, not to the hinge, as ε → 0.)"""
    u = (1.0 - np.asarray(z, dtype=float)) / float(eps)
    return eps * (log1p(np.exp(-np.abs(u))) + np.maximum(u, 0))
