"""Splitting labelled data as the notes' Model Selection chapter does: a training part to fit, a
validation part to choose hyperparameters, a test part touched once at the end; and stratified
k-fold cross-validation (every sample tested exactly once, each fold with the class proportions
of the whole)."""
from __future__ import annotations

import numbers
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_int, check_random_state
from .._validation import check_labels as _check_labels


def check_labels(y: ArrayLike, name: str = "y") -> np.ndarray:
    """y as a 1-D array of class labels (engine._validation.check_labels: None, NaN, mixed
    kinds refused with a message); an empty list is refused too: there is nothing to split."""
    y = _check_labels(y, name=name)
    if len(y) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} is empty: there are no samples to "
                                                    "split."), name=name)
    return y


def check_seed(seed: int) -> int:
    """A seed is a whole number ≥ 0 (2.7, −1 or "3" are refused by check_random_state, not
    silently made 2); kept as the number, so every fold draws from a fresh generator."""
    if seed is None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "seed must be a whole number >= 0 (the same "
                                                    "split every time); got None."))
    check_random_state(seed, "seed")
    return int(seed)


def _share(value, name):
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0 <= value < 1:
        raise ValueError(f"{name} must be a share in [0, 1) (0.2 holds out a fifth); got "
                         f"{value!r}.")
    return float(value)


@dataclass(frozen=True)
class Split:
    """Row indices of the training, validation and test parts (sorted, disjoint, covering all
    rows)."""

    train: np.ndarray
    validation: np.ndarray
    test: np.ndarray

    @property
    def sizes(self) -> tuple:
        return len(self.train), len(self.validation), len(self.test)


def train_validation_test_split(y: ArrayLike, validation_size: float = 0.2, test_size: float = 0.2,
                                seed: int = 0) -> Split:
    """Stratified split into training / validation / test parts: each class is shuffled
    (``check_random_state(seed)``) and cut in the shares given, so every part keeps the class
    proportions. A class of at least three samples gives each non-empty part one sample at least.
    ``validation_size=0`` gives the plain train/test split."""
    y = check_labels(y)
    validation_size = _share(validation_size, "validation_size")
    test_size = _share(test_size, "test_size")
    if validation_size + test_size >= 1:
        raise ValueError(f"validation_size + test_size must leave something to train on; got "
                         f"{validation_size} + {test_size} ≥ 1.")
    rng = check_random_state(check_seed(seed))
    parts = ([], [], [])
    for c in _classes(y):
        rows = rng.permutation(np.flatnonzero(y == c))
        n = len(rows)
        n_test = _count(test_size, n)
        n_val = 0
        if validation_size > 0 and n - n_test >= 2:
            n_val = min(max(int(round(validation_size * n)), 1), n - n_test - 1)
        parts[2].append(rows[:n_test])
        parts[1].append(rows[n_test:n_test + n_val])
        parts[0].append(rows[n_test + n_val:])
    train, val, test = (np.sort(np.concatenate(p)).astype(np.int64) for p in parts)
    if len(train) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The training part is empty; lower the "
                                                    "validation and test shares or add samples."))
    return Split(train, val, test)


def _count(share, n):
    """round(share·n), at least 1 when share > 0 and n > 1, leaving at least one sample."""
    if share <= 0 or n <= 1:
        return 0
    return min(max(int(round(share * n)), 1), n - 1)


def _classes(y):
    try:
        return np.unique(y)
    except TypeError:
        raise DataError(QT_TRANSLATE_NOOP("engine", "y mixes kinds of labels (numbers and "
                                                    "strings); use one kind.")) \
            from None


@dataclass(frozen=True)
class Folds:
    """Stratified k folds: ``fold_of[i]`` is the fold in which sample i is tested; iterating
    gives the k (train, test) index pairs."""

    fold_of: np.ndarray
    k: int

    def __iter__(self):
        rows = np.arange(len(self.fold_of))
        for f in range(self.k):
            yield rows[self.fold_of != f], rows[self.fold_of == f]

    def __len__(self) -> int:
        return self.k

    def __getitem__(self, f: int) -> tuple:
        rows = np.arange(len(self.fold_of))
        if not -self.k <= f < self.k:
            raise IndexError(f"fold {f} of {self.k}")
        f %= self.k
        return rows[self.fold_of != f], rows[self.fold_of == f]


def kfold_indices(y: ArrayLike, k: int = 5, seed: int = 0, *, stratified: bool = True) -> Folds:
    """Stratified k-fold cross-validation: each class is shuffled and dealt round the k folds
    (as scikit-learn's ``StratifiedKFold(shuffle=True)``, so each fold's class counts differ
    by at most one from the whole's share). ``stratified=False`` deals all samples at once."""
    y = check_labels(y)
    k = check_int(k, "k", low=2)
    rng = check_random_state(check_seed(seed))
    if len(y) < k:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{k}-fold cross-validation needs at least "
                                                    "{k} samples; there are {n_y}. Use fewer "
                                                    "folds."), k=k, n_y=len(y))
    fold_of = np.empty(len(y), dtype=np.int64)
    if not stratified:
        fold_of[rng.permutation(len(y))] = np.arange(len(y)) % k
        return Folds(fold_of, k)
    classes = _classes(y)
    codes = np.unique(y, return_inverse=True)[1].ravel()
    counts = np.bincount(codes, minlength=len(classes))
    if counts.min() < k:
        small = str(classes[int(np.argmin(counts))])
        raise DataError(QT_TRANSLATE_NOOP("engine", "The class {small!r} has {counts} "
                                                    "sample(s); stratified {k}-fold "
                                                    "cross-validation needs at least {k} per "
                                                    "class. Use fewer folds or add samples."),
                        small=small, counts=counts.min(), k=k)
    # deal the classes one after another round the folds, continuing where the last one
    # stopped, so the fold sizes also differ by at most one
    start = 0
    for c in range(len(classes)):
        rows = rng.permutation(np.flatnonzero(codes == c))
        fold_of[rows] = (start + np.arange(len(rows))) % k
        start = (start + len(rows)) % k
    return Folds(fold_of, k)


@dataclass(frozen=True)
class SplitCounts:
    """How many samples of each class fall in each part of a train / validation / test split
    and in each held-out fold of a stratified k-fold (the checks that both keep the class
    proportions)."""

    classes: np.ndarray
    parts: dict                 # "training" / "validation" / "test" → counts per class
    folds: np.ndarray           # (k, classes): counts per class of each held-out fold


def split_class_counts(y: ArrayLike, validation_size: float = 0.2, test_size: float = 0.2,
                       k: int = 5, seed: int = 0) -> SplitCounts:
    """Class counts n_c(part) = |{i ∈ part : y_i = c}| of :func:`train_validation_test_split`
    and of every held-out fold of :func:`kfold_indices` (same arguments, same seed)."""
    y = check_labels(y)
    split = train_validation_test_split(y, validation_size, test_size, seed)
    folds = kfold_indices(y, k, seed)
    classes, codes = np.unique(y, return_inverse=True)
    codes = codes.ravel()
    n = len(classes)

    def count(rows):
        return np.bincount(codes[rows], minlength=n)

    parts = {"training": count(split.train), "validation": count(split.validation),
             "test": count(split.test)}
    by_fold = np.bincount(folds.fold_of * n + codes, minlength=folds.k * n).reshape(folds.k, n)
    return SplitCounts(classes, parts, by_fold)
