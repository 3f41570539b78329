"""The hidden units' activations φ and their derivatives φ' (notes: [ML] 6, activations):
sigmoid σ(z) = 1/(1 + e^−z), tanh, ReLU max(0, z), leaky ReLU max(0.01z, z) and ELU (z for
z > 0, α(e^z − 1) otherwise). The derivatives are written in terms of the activation a = φ(z)
where that is how backpropagation reuses them: a(1 − a), 1 − a², e^z = a + α."""
from __future__ import annotations

import numpy as np
from scipy.special import expit

from .._validation import check_choice

ACTIVATIONS = ("sigmoid", "tanh", "relu", "leaky_relu", "elu")
LEAKY_SLOPE = 0.01        # leaky ReLU's slope for z < 0 (the usual choice)
ELU_ALPHA = 1.0           # ELU's α: the value it tends to as z → −∞ is −α


def _act(name, z):
    if name == "sigmoid":
        return expit(z)
    if name == "tanh":
        return np.tanh(z)
    if name == "leaky_relu":
        return np.where(z > 0, z, LEAKY_SLOPE * z)
    if name == "elu":
        # expm1 of min(z, 0): exact near 0 and no overflow warning for large positive z
        return np.where(z > 0, z, ELU_ALPHA * np.expm1(np.minimum(z, 0.0)))
    return np.maximum(z, 0.0)


def _dact(name, z, a):
    if name == "sigmoid":
        return a * (1.0 - a)
    if name == "tanh":
        return 1.0 - a * a
    if name == "leaky_relu":
        return np.where(z > 0, 1.0, LEAKY_SLOPE)
    if name == "elu":
        return np.where(z > 0, 1.0, a + ELU_ALPHA)      # d/dz α(e^z − 1) = αe^z = a + α
    return (z > 0).astype(float)


def activation(name: str, z) -> np.ndarray:
    """φ(z) of a hidden activation (one of :data:`ACTIVATIONS`), elementwise: what the MLP's
    hidden units compute, for plotting the curves."""
    check_choice(name, "activation", ACTIVATIONS)
    return _act(name, np.asarray(z, dtype=np.float64))


def activation_derivative(name: str, z) -> np.ndarray:
    """φ'(z), the factor backpropagation multiplies δ by (0 at ReLU's kink, as in training)."""
    check_choice(name, "activation", ACTIVATIONS)
    z = np.asarray(z, dtype=np.float64)
    return _dact(name, z, _act(name, z))
