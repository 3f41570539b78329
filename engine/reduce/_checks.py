"""Checks and rescaling shared by the reduce package (why: squares of values below ~1e-154
underflow to 0, and ‖x‖² + ‖y‖² − 2x·y loses every digit when the points share a large offset,
so data are centred and divided by a power of two — exact, no rounding — before any product)."""
from __future__ import annotations

import math

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError


def refuse_complex(X, name: str = "X") -> None:
    """Complex input would lose its imaginary part silently in the float conversion."""
    kind = X.dtype.kind if hasattr(X, "dtype") else None
    if kind is None:
        try:
            kind = np.asarray(X).dtype.kind
        except (TypeError, ValueError):   # ragged or odd: the next check names the problem
            return
    if kind == "c":
        raise DataError(QT_TRANSLATE_NOOP("engine", "Complex data not supported: {name} holds "
                                                    "complex numbers; give real values (e.g. "
                                                    "the absolute values or the real parts)."),
                        name=name)


def unit(top: float) -> float:
    """A power of two near ``top`` (> 0) to divide by: exact in floating point."""
    if not top > 0 or not math.isfinite(top):
        return 1.0
    return math.ldexp(1.0, math.frexp(top)[1])


def max_abs(X) -> float:
    data = X.data if sp.issparse(X) else X
    return float(np.abs(data).max()) if data.size else 0.0


def divide(X, u: float):
    """X / u for a dense or sparse X. Sparse division goes through the data: scipy computes
    X · (1/u), and 1/u overflows for a subnormal u."""
    if u == 1.0:
        return X
    if sp.issparse(X):
        X = X.copy()
        X.data /= u
        return X
    return X / u


def divide_rows(X, units: np.ndarray):
    """Each row of X divided by its own unit (dense or CSR), without forming 1/units."""
    if sp.issparse(X):
        X = X.copy()
        X.data /= np.repeat(units, np.diff(X.indptr))
        return X
    return X / units[:, None]
