"""Input checks shared by the estimators, with messages that teach.

Each message says what was expected, what came, and how to fix it.
"""
from __future__ import annotations

import numbers
import os
import stat
import sys
from pathlib import Path

import numpy as np

from ._errors import (DataError, NotFittedError, _ParameterError,  # noqa: F401 (re-exported)
                      check_fitted)
from ._messages import QT_TRANSLATE_NOOP, Message


def check_text(text: object, name: str = "text") -> str:
    """``text`` must be a ``str`` (bytes must be decoded first)."""
    if not isinstance(text, str):
        hint = " Decode bytes first, e.g. engine.io.read_text(path)." if isinstance(
            text, (bytes, bytearray)) else ""
        raise TypeError(f"{name} must be a string; got {type(text).__name__}.{hint}")
    return text


def check_points(X, *, min_samples=1, name="X"):
    """Return ``X`` as a finite 2-D float64 array of shape (n_samples, n_features)
    (:func:`check_array` for dense points)."""
    return check_array(X, min_samples=min_samples, name=name)


class _NotNumbersError(DataError, TypeError):
    """Objects that are not numbers where numbers were expected (a DataError and, as numpy's
    own conversion error, a TypeError)."""


def _not_numbers(name: str, exc: Exception) -> Message:
    return Message(QT_TRANSLATE_NOOP("engine", "{name} must contain numbers only; it holds "
                                               "values that are not numbers ({exc})."),
                   name=name, exc=exc)


def _issparse(X) -> bool:
    """Whether X is a scipy sparse matrix, without importing scipy.sparse (~0.13 s of the app's
    start-up): a sparse matrix can only exist once its module is loaded."""
    sp = sys.modules.get("scipy.sparse")
    return sp is not None and sp.issparse(X)


class DataConversionWarning(UserWarning):
    """Input was converted the way scikit-learn converts it (a column-vector y), with a note."""


def check_array(X, *, accept_sparse: bool = False, min_samples: int = 1, min_features: int = 1,
                name: str = "X", estimator: str = ""):
    """``X`` as a finite 2-D float64 array (n_samples, n_features), or a float64 CSR matrix
    when ``accept_sparse``; anything else is a :class:`DataError` saying what came and what
    to do (a 1-D array, a ragged list, complex values, NaN/inf, too few samples or features,
    a sparse matrix where a dense one is needed). The one input check of every estimator."""
    who = f" for {estimator}" if estimator else ""
    if _issparse(X):
        import scipy.sparse as sp

        if not accept_sparse:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} is a sparse matrix but{value} "
                                                        "needs a dense array: give X.toarray() "
                                                        "(sparse input is not supported)."),
                            name=name, value=who or ' this estimator')
        try:
            X = sp.csr_matrix(X)
        except (TypeError, ValueError) as exc:
            raise DataError(_not_numbers(name, exc)) from None
        if X.dtype.kind == "c":
            raise DataError(QT_TRANSLATE_NOOP(
                "engine", "Complex data not supported: {name} holds complex numbers; give real "
                "values (for example the magnitudes, abs(X))."), name=name)
        try:
            X = X.astype(np.float64)
        except (TypeError, ValueError) as exc:
            raise _NotNumbersError(_not_numbers(name, exc)) from None
        data = X.data
    else:
        try:
            raw = np.asarray(X)
        except (TypeError, ValueError) as exc:
            text = str(exc)
            if "inhomogeneous" in text or "sequence" in text:
                text = "its rows have different lengths; every row needs one value per feature"
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must contain numbers only, in "
                                                        "rows of equal length ({text})."),
                            name=name, text=text) from None
        if raw.dtype.kind == "c":
            # a float64 conversion would drop the imaginary parts with only a warning
            raise DataError(QT_TRANSLATE_NOOP(
                "engine", "Complex data not supported: {name} holds complex numbers; give real "
                "values (for example the magnitudes, np.abs(X))."), name=name)
        try:
            X = raw.astype(np.float64, copy=raw.dtype != np.float64)
        except (TypeError, ValueError) as exc:
            if raw.dtype.kind == "O" and isinstance(exc, TypeError):
                raise _NotNumbersError(_not_numbers(name, exc)) from None
            raise DataError(_not_numbers(name, exc)) from None
        if X.ndim == 1:
            raise DataError(QT_TRANSLATE_NOOP(
                "engine", "{name} must be 2-D (n_samples, n_features); got a 1-D array of "
                "{X_shape_0} values. Reshape your data: X.reshape(-1, 1) for one "
                "feature, X.reshape(1, -1) for one sample."), name=name, X_shape_0=X.shape[0])
        if X.ndim != 2:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be 2-D (n_samples, "
                                                        "n_features); got shape {X_shape}."),
                            name=name, X_shape=X.shape)
        data = X
    if X.shape[1] < min_features:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} has {X_shape_1} feature(s) "
                                                    "(shape={X_shape}) while a minimum of "
                                                    "{min_features} is required{who}."), name=name,
                        X_shape_1=X.shape[1], X_shape=X.shape, min_features=min_features, who=who)
    if X.shape[0] < min_samples:
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "{name} has {X_shape_0} sample(s) (shape={X_shape}) but at least "
            "{min_samples} are needed{who}; add more points."), name=name, X_shape_0=X.shape[0],
            X_shape=X.shape, min_samples=min_samples, who=who)
    if not np.all(np.isfinite(data)):
        if _issparse(X):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN or infinite "
                                                        "values; remove or fill them."), name=name)
        bad = np.argwhere(~np.isfinite(X))[0]
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "{name} contains NaN or infinite values (first at row {bad_0}, column "
            "{bad_1}); remove or fill the missing values."), name=name, bad_0=bad[0], bad_1=bad[1])
    return X


def check_labels(y, n_samples: int | None = None, *, name: str = "y") -> np.ndarray:
    """``y`` as a 1-D array of class labels, one per sample (a column vector (n, 1) is
    flattened with a :class:`DataConversionWarning`, as scikit-learn does).

    Refused with a :class:`DataError`: None, missing labels (None/NaN), labels mixing kinds
    (numbers with strings: 1 and "1" would otherwise be silently merged into one class by
    numpy's conversion), continuous values (a classifier needs classes, not measurements), and
    a count that differs from ``n_samples``."""
    if y is None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "This estimator requires y to be passed, "
                                                    "but the target {name} is None; give one "
                                                    "class label per sample."), name=name)
    if isinstance(y, (str, bytes)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be one label per sample; got a "
                                                    "single string."), name=name)
    if not isinstance(y, np.ndarray) or y.dtype == object:
        try:
            boxed = np.asarray(y, dtype=object)
        except (TypeError, ValueError):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be one class label per "
                                                        "sample."), name=name) from None
        items = list(boxed.ravel())
        if any(v is None for v in items):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains missing labels (None); "
                                                        "drop those samples or give them a "
                                                        "class."), name=name)
        if any(isinstance(v, float) and v != v for v in items):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN labels; drop those "
                                                        "samples or give them a class."),
                            name=name)
        kinds = {"text" if isinstance(v, (str, np.str_)) else
                 "number" if isinstance(v, (numbers.Number, np.bool_)) else
                 type(v).__name__ for v in items}
        if len(kinds) > 1:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} mixes kinds of labels "
                                                        "({kinds}): 1 and '1' would become one "
                                                        "class. Use one kind, e.g. all strings."),
                            name=name, kinds=', '.join(sorted(kinds)))
        if kinds and kinds != {"text"} and kinds != {"number"}:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must hold numbers or strings as "
                                                        "labels; got {kinds}."), name=name,
                            kinds=', '.join(sorted(kinds)))
        y = np.asarray(items).reshape(boxed.shape)
        if y.dtype == object and kinds == {"text"}:
            y = y.astype(str)
    if y.ndim == 2 and y.shape[1] == 1:
        import warnings
        warnings.warn(DataConversionWarning(
            "A column-vector y was passed when a 1d array was expected; it was flattened. "
            "Give y as a 1-D array, e.g. y.ravel()."), stacklevel=3)
        y = y.ravel()
    if y.ndim != 1:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be one label per sample (1-D); "
                                                    "got shape {y_shape}."), name=name,
                        y_shape=y.shape)
    if n_samples is not None and len(y) != n_samples:
        raise DataError(QT_TRANSLATE_NOOP("engine", "X has {n_samples} rows but {name} has "
                                                    "{n_y} labels; give one label per sample."),
                        n_samples=n_samples, name=name, n_y=len(y))
    if y.dtype.kind in "fc":
        if np.isnan(y).any():
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN labels; drop those "
                                                        "samples or give them a class."),
                            name=name)
        if not np.all(np.isfinite(y)) or np.any(y != np.round(y)):
            raise DataError(QT_TRANSLATE_NOOP(
                "engine", "Unknown label type: continuous. {name} holds measurements (non-integer "
                "floats), not classes; a classifier needs class labels (for a numeric "
                "target use a regression model)."), name=name)
    return y


def check_targets(y, n_samples: int | None = None, *, min_classes: int = 2,
                  name: str = "y") -> tuple[np.ndarray, np.ndarray]:
    """(y, classes) for a classifier: y by :func:`check_labels` and its sorted classes, at
    least ``min_classes`` of them (a classifier needs two classes to tell apart)."""
    y = check_labels(y, n_samples, name=name)
    classes = np.unique(y)
    if len(classes) < min_classes:
        words = {1: "one class", 2: "two classes"}.get(min_classes, f"{min_classes} classes")
        raise DataError(QT_TRANSLATE_NOOP("engine", "A classifier needs at least {words} in the "
                                                    "training data; got {n_classes} class(es) "
                                                    "{classes}. Add samples of another class."),
                        words=words, n_classes=len(classes), classes=classes[:1].tolist())
    return y, classes


def check_X_y(X, y, *, accept_sparse: bool = False, min_samples: int = 1,
              min_classes: int = 2, name: str = "X", estimator: str = ""):
    """(X, y, classes) for a classifier: X by :func:`check_array`, y by :func:`check_targets`
    with one label per row."""
    X = check_array(X, accept_sparse=accept_sparse, min_samples=min_samples, name=name,
                    estimator=estimator)
    y, classes = check_targets(y, X.shape[0], min_classes=min_classes)
    return X, y, classes


def check_features(estimator, X, expected: int | None = None) -> None:
    """Refuse X whose number of columns differs from the fit's (``n_features_in_``)."""
    n = getattr(estimator, "n_features_in_", None) if expected is None else expected
    if n is not None and X.shape[1] != n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "X has {X_shape_1} features, but "
                                                    "{estimator_type} is expecting {n} features "
                                                    "as input (the number it was fitted on)."),
                        X_shape_1=X.shape[1], estimator_type=type(estimator).__name__, n=n)


def check_random_state(seed, name: str = "random_state") -> np.random.Generator:
    """The random generator of ``seed``: None (fresh entropy), a whole number ≥ 0 (the same
    run every time), a ``numpy.random.Generator`` (used as is) or a ``SeedSequence``. Anything else (−1, 1.5,
    "3", True) is a :class:`DataError`: a seed is never silently rounded or parsed.
    The only place where the engine makes a random generator."""
    if seed is None or isinstance(seed, (np.random.Generator, np.random.SeedSequence)):
        # a SeedSequence: a stream of its own per tuple of numbers (an exercise's kind, level
        # and seed), the same as default_rng([a, b, c])
        return np.random.default_rng(seed)
    if isinstance(seed, np.random.RandomState):
        # scikit-learn's generator: draw a seed from it, so its state still advances
        return np.random.default_rng(int(seed.randint(0, 2**31 - 1)))
    if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, numbers.Integral):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be an integer >= 0 (or None, "
                                                    "or a numpy Generator); got {seed!r} "
                                                    "({seed_type}). For example {name}=0."),
                        name=name, seed=seed, seed_type=type(seed).__name__)
    if seed < 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be an integer >= 0; got "
                                                    "{seed}. For example {name}=0."), name=name,
                        seed=seed)
    return np.random.default_rng(int(seed))


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
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN or infinity; "
                                                        "remove or fill those values."), name=name)
        exponent = int(np.floor(np.log10(big)))
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "{name} has values as large as {big:.3g}: {why} overflow double precision. "
            "Rescale the data first (e.g. divide it by 1e{exponent})."), name=name, big=big,
            why=why, exponent=exponent)


def check_int(value, name, *, low=None, high=None):
    """Check that ``value`` is an integer in [low, high] and return it as ``int``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise _ParameterError(QT_TRANSLATE_NOOP("engine", "{name} must be an integer; got "
                                                          "{value!r}."), name=name, value=value)
    if low is not None and value < low:
        raise _ParameterError(QT_TRANSLATE_NOOP("engine", "{name} must be >= {low}; got {value}."),
                              name=name, low=low, value=value)
    if high is not None and value > high:
        raise _ParameterError(QT_TRANSLATE_NOOP("engine", "{name} must be <= {high}; got {value}."),
                              name=name, high=high, value=value)
    return int(value)


def check_positive(value, name, *, allow_zero=False):
    """Check that ``value`` is a real number > 0 (or >= 0) and return it as ``float``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not np.isfinite(value):
        raise _ParameterError(QT_TRANSLATE_NOOP("engine", "{name} must be a finite number; got "
                                                          "{value!r}."), name=name, value=value)
    if value < 0 or (value == 0 and not allow_zero):
        bound = ">= 0" if allow_zero else "> 0"
        raise _ParameterError(QT_TRANSLATE_NOOP("engine", "{name} must be {bound}; got {value}."),
                              name=name, bound=bound, value=value)
    return float(value)


def check_choice(value, name, choices):
    """Check that ``value`` is one of ``choices``."""
    if value not in choices:
        options = ", ".join(repr(c) for c in choices)
        raise _ParameterError(QT_TRANSLATE_NOOP("engine", "{name} must be one of {options}; got "
                                                          "{value!r}."),
                              name=name, options=options, value=value)
    return value


def check_n_clusters(n_clusters, n_samples, name="n_clusters"):
    """K must be at least 1 and at most the number of points."""
    k = check_int(n_clusters, name, low=1)
    if k > n_samples:
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "{name}={k} is larger than the number of points (n_samples={n_samples}); "
            "choose {name} <= {n_samples} or add more points."), name=name, k=k,
            n_samples=n_samples)
    return k


def check_centers(centers, n_clusters, n_features, name="init"):
    """Initial centres given as an array must have shape (n_clusters, n_features)."""
    centers = np.asarray(centers, dtype=np.float64)
    if centers.shape != (n_clusters, n_features):
        raise DataError(
            QT_TRANSLATE_NOOP("engine", "{name} must have shape (n_clusters, n_features) = "
                                        "({n_clusters}, {n_features}); got {centers_shape}."),
            name=name, n_clusters=n_clusters, n_features=n_features, centers_shape=centers.shape)
    if not np.all(np.isfinite(centers)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN or infinity."), name=name)
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
        raise DataError(QT_TRANSLATE_NOOP("engine", "No {name} given (an empty path){choice}."),
                        name=name, choice='; ' + hint if hint else '')
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
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "{what} would need about {n_bytes:,.1f} GB of memory, more than the "
            "{MEMORY_BUDGET:.1f} GB allowed; {fix}."), what=what, n_bytes=n_bytes / 1e9,
            MEMORY_BUDGET=MEMORY_BUDGET / 1e9, fix=fix)


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
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {value}: it does not exist; "
                                                    "choose {what}."), value=path.name or path,
                        what=what) \
            from None
    except (OSError, ValueError) as exc:       # ValueError: a NUL in the path
        reason = getattr(exc, "strerror", None) or str(exc)
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {value}: {reason}."),
                        value=path.name or path, reason=reason) from None
    if stat.S_ISDIR(info.st_mode):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{value} is a folder, not a file; {value2}."),
                        value=path.name or path, value2=folder_hint or 'choose ' + what)
    if not stat.S_ISREG(info.st_mode):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not a regular file (a pipe, "
                                                    "device or socket); choose {what}."),
                        path_name=path.name, what=what)
    return info
