"""Input checks shared by the estimators, with messages that teach.

Each message says what was expected, what came, and how to fix it.
"""
from __future__ import annotations

import numbers
import os
import stat
from pathlib import Path

import numpy as np


class DataError(ValueError):
    """Raised for input data the algorithms cannot use; the message says how to fix it."""


class NotFittedError(ValueError, AttributeError):
    """Raised by ``predict``/``transform``/``score``/``decode`` of a model that was not fitted
    (a ``ValueError`` and an ``AttributeError``, as in scikit-learn)."""


def check_text(text: object, name: str = "text") -> str:
    """``text`` must be a ``str`` (bytes must be decoded first)."""
    if not isinstance(text, str):
        hint = " Decode bytes first, e.g. engine.io.read_text(path)." if isinstance(
            text, (bytes, bytearray)) else ""
        raise TypeError(f"{name} must be a string; got {type(text).__name__}.{hint}")
    return text


def check_fitted(estimator, attribute: str) -> None:
    """Raise :class:`NotFittedError` unless ``estimator`` has the fitted ``attribute``."""
    if getattr(estimator, attribute, None) is None:
        name = type(estimator).__name__
        raise NotFittedError(f"This {name} is not fitted yet: call fit(...) before using it.")


def check_points(X, *, min_samples=1, name="X"):
    """Return ``X`` as a finite 2-D float64 array of shape (n_samples, n_features)."""
    if hasattr(X, "tocsr") and hasattr(X, "nnz"):          # a scipy.sparse matrix
        raise DataError(f"{name} is a sparse matrix of shape {X.shape}; this needs a dense "
                        "array of points: pass X.toarray() (for few features), or reduce it "
                        "first (engine.reduce.LSI).")
    try:
        complex_ = np.iscomplexobj(X)
        # np.asarray(..., float64) would drop the imaginary parts with only a warning
        X = X if complex_ else np.asarray(X, dtype=np.float64)
    except (TypeError, ValueError):
        raise DataError(f"{name} must contain numbers only, in rows of equal length"
                        f"{_ragged(X)}.") from None
    if complex_:
        raise DataError(f"{name} holds complex numbers; give real values (for example the "
                        "magnitudes, np.abs(X)).")
    if X.ndim == 1:
        raise DataError(
            f"{name} must be 2-D (n_samples, n_features); got a 1-D array of {X.shape[0]} values. "
            "For one feature use X.reshape(-1, 1).")
    if X.ndim != 2:
        raise DataError(f"{name} must be 2-D (n_samples, n_features); got shape {X.shape}.")
    if X.shape[1] == 0:
        raise DataError(f"{name} has no features (shape {X.shape}).")
    if X.shape[0] < min_samples:
        raise DataError(
            f"{name} has {X.shape[0]} sample(s) but at least {min_samples} are needed; "
            "add more points.")
    if not np.all(np.isfinite(X)):
        bad = np.argwhere(~np.isfinite(X))[0]
        raise DataError(
            f"{name} contains NaN or infinity (first at row {bad[0]}, column {bad[1]}); "
            "remove or fill the missing values.")
    return X


def _ragged(X) -> str:
    """For a list of rows of different lengths, where: "; row 3 has 2 values, row 1 has 3"
    (numpy's "inhomogeneous shape after 1 dimensions" says neither); "" otherwise."""
    try:
        lengths = [len(row) for row in X]
    except TypeError:
        return " (a value is not a number)"
    if not lengths or len(set(lengths)) == 1:
        return " (a value is not a number)"
    first = next(i for i, n in enumerate(lengths) if n != lengths[0])
    return (f"; row {first + 1} has {lengths[first]} value(s) but row 1 has {lengths[0]}. "
            "Give every point the same number of features")


# Largest |value| whose squares (summed over points and features) stay finite in float64.
LARGEST_VALUE = 1e100


def check_magnitude(values, name: str = "X", *, why: str = "their squares") -> None:
    """Refuse values beyond ±1e100 (or NaN/inf), whose ``why`` would overflow double precision,
    with a message that says by how much to rescale."""
    data = values.data if hasattr(values, "tocsr") else np.asarray(values)
    if not data.size:
        return
    big = float(np.abs(data).max())
    if not big <= LARGEST_VALUE:
        if not np.isfinite(big):
            raise DataError(f"{name} contains NaN or infinity; remove or fill those values.")
        exponent = int(np.floor(np.log10(big)))
        raise DataError(f"{name} has values as large as {big:.3g}: {why} overflow double "
                        f"precision. Rescale the data first (e.g. divide it by 1e{exponent}).")


def check_int(value, name, *, low=None, high=None):
    """Check that ``value`` is an integer in [low, high] and return it as ``int``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise ValueError(f"{name} must be an integer; got {value!r}.")
    if low is not None and value < low:
        raise ValueError(f"{name} must be >= {low}; got {value}.")
    if high is not None and value > high:
        raise ValueError(f"{name} must be <= {high}; got {value}.")
    return int(value)


def check_positive(value, name, *, allow_zero=False):
    """Check that ``value`` is a real number > 0 (or >= 0) and return it as ``float``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not np.isfinite(value):
        raise ValueError(f"{name} must be a finite number; got {value!r}.")
    if value < 0 or (value == 0 and not allow_zero):
        bound = ">= 0" if allow_zero else "> 0"
        raise ValueError(f"{name} must be {bound}; got {value}.")
    return float(value)


def check_choice(value, name, choices):
    """Check that ``value`` is one of ``choices``."""
    if value not in choices:
        options = ", ".join(repr(c) for c in choices)
        raise ValueError(f"{name} must be one of {options}; got {value!r}.")
    return value


def check_n_clusters(n_clusters, n_samples, name="n_clusters"):
    """K must be at least 1 and at most the number of points."""
    k = check_int(n_clusters, name, low=1)
    if k > n_samples:
        raise DataError(
            f"{name}={k} is larger than the number of points ({n_samples}); "
            f"choose {name} <= {n_samples} or add more points.")
    return k


def check_centers(centers, n_clusters, n_features, name="init"):
    """Initial centres given as an array must have shape (n_clusters, n_features)."""
    centers = np.asarray(centers, dtype=np.float64)
    if centers.shape != (n_clusters, n_features):
        raise DataError(
            f"{name} must have shape (n_clusters, n_features) = ({n_clusters}, {n_features}); "
            f"got {centers.shape}.")
    if not np.all(np.isfinite(centers)):
        raise DataError(f"{name} contains NaN or infinity.")
    return centers.copy()


def check_path(value, name: str, what: str = "a file or folder", hint: str = "") -> Path:
    """``value`` as a Path. None, a number or an empty string (which would silently mean the
    current directory) are refused, saying what was expected (``what``) and what to choose
    (``hint``)."""
    if isinstance(value, bytes):
        value = os.fsdecode(value)
    if not isinstance(value, (str, os.PathLike)):
        raise TypeError(f"{name} must be {what} path (str or Path); got {type(value).__name__}.")
    if not str(value).strip():
        raise DataError(f"No {name} given (an empty path){'; ' + hint if hint else ''}.")
    return Path(value)


def _half_the_memory() -> int:
    """Half of this machine's physical memory (2 GiB where it cannot be read)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // 2
    except (AttributeError, ValueError, OSError):
        return 2 * 1024**3


# What one model, one array or one file's reading may take: half the machine's memory. A size
# past it is a typo (10**6 hidden units, thousands of tags in a second-order tagger, 10**9
# points), refused with the estimate before anything is allocated.
MEMORY_BUDGET = _half_the_memory()


def check_memory(n_bytes: float, what: str, fix: str) -> None:
    """Refuse, before allocating, ``what`` that would take ``n_bytes`` (an estimate) when that
    is more than :data:`MEMORY_BUDGET`, with the estimate and how to make it smaller."""
    if not n_bytes <= MEMORY_BUDGET:
        raise DataError(f"{what} would need about {n_bytes / 1e9:,.1f} GB of memory, more than "
                        f"the {MEMORY_BUDGET / 1e9:.1f} GB allowed; {fix}.")


def csv_problem(exc: Exception) -> str:
    """The csv module's complaint in words: its "field larger than field limit (131072)" is a
    quote opened and never closed (the rest of the file became one field)."""
    text = str(exc)
    if "field limit" in text:
        import csv
        return (f"a field longer than {csv.field_size_limit():,} characters, most likely a "
                "quote (\") that is opened and never closed")
    return f"not valid CSV ({text.rstrip('.')})"


def check_regular_file(path: str | os.PathLike, what: str = "a text file",
                       folder_hint: str = "") -> os.stat_result:
    """Stat ``path`` (following links) and refuse anything that is not a regular file, before a
    byte is read: reading a named pipe waits forever for a writer, a device such as /dev/zero
    never ends, and a folder has no bytes. Returns the stat result (``st_size`` lets a reader
    refuse a file too large before reading it). ``what`` names what to choose instead;
    ``folder_hint`` replaces the advice given for a folder."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise DataError(f"Cannot read {path.name or path}: it does not exist; choose {what}.") \
            from None
    except (OSError, ValueError) as exc:       # ValueError: a NUL in the path
        reason = getattr(exc, "strerror", None) or str(exc)
        raise DataError(f"Cannot read {path.name or path}: {reason}.") from None
    if stat.S_ISDIR(info.st_mode):
        raise DataError(f"{path.name or path} is a folder, not a file; "
                        f"{folder_hint or 'choose ' + what}.")
    if not stat.S_ISREG(info.st_mode):
        raise DataError(f"{path.name} is not a regular file (a pipe, device or socket); "
                        f"choose {what}.")
    return info
