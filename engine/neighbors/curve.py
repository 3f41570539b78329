"""k against accuracy: the cross-validated accuracy of k-NN for each k, computed from one
neighbour search per fold (the max(k) nearest neighbours of every held-out point, sorted, give
every smaller k's vote too)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_int, check_targets
from ..linear._base import check_X
from ..selection import kfold_indices
from .knn import KNeighborsClassifier


@dataclass(frozen=True)
class KCurve:
    """Accuracy per k: ``validation`` is the mean over the folds of the held-out accuracy
    (``validation_std`` its standard deviation, ddof 0; ``per_fold`` (folds, ks)), ``training``
    the accuracy on the training part (k = 1 scores 1 when no two points coincide)."""

    ks: np.ndarray
    validation: np.ndarray
    validation_std: np.ndarray
    training: np.ndarray
    per_fold: np.ndarray

    @property
    def best_k(self) -> int:
        """The k with the highest validation accuracy (the smallest such k)."""
        return int(self.ks[int(np.argmax(self.validation))])


def _votes_per_k(codes, ks, n_classes):
    """Uniform-vote predictions for each k from neighbours sorted nearest first: cumulative
    one-hot counts over the neighbour axis, read at k − 1; argmax keeps the first class on a
    tie, as predict does."""
    onehot = np.eye(n_classes)[codes]                  # (queries, k_max, classes)
    counts = np.cumsum(onehot, axis=1)[:, ks - 1, :]    # (queries, len(ks), classes)
    return np.argmax(counts, axis=2)


def k_curve(X, y: ArrayLike, ks: ArrayLike = (1, 3, 5, 7, 9, 15), *, folds: int = 5,
            metric: str = "euclidean", seed: int = 0) -> KCurve:
    """Stratified ``folds``-fold cross-validated accuracy of k-NN (uniform votes) for each k in
    ``ks`` (folds from :func:`engine.selection.kfold_indices`, the same for every k); also the
    training accuracy of each k on each fold's training part."""
    X = check_X(X)
    y, classes = check_targets(y, X.shape[0])
    ks = np.array(sorted({check_int(int(k) if isinstance(k, np.integer) else k, "k", low=1)
                          for k in np.ravel(ks)}), dtype=np.int64)
    if ks.size == 0:
        raise ValueError("Give at least one k, e.g. ks=(1, 3, 5).")
    split = kfold_indices(y, folds, seed)
    codes = np.searchsorted(classes, y)
    val, tra = [], []
    for train, test in split:
        if ks[-1] > len(train):
            raise DataError(QT_TRANSLATE_NOOP("engine", "k = {ks} is more than the {n_train} "
                                                        "training points of a fold; use smaller "
                                                        "k or fewer folds."), ks=ks[-1],
                            n_train=len(train))
        model = KNeighborsClassifier(int(ks[-1]), metric=metric).fit(X[train], y[train])
        for rows, out in ((test, val), (train, tra)):
            nb = model.kneighbors(X[rows])
            pred = _votes_per_k(codes[train][nb.indices], ks, len(classes))
            out.append(np.mean(pred == codes[rows][:, None], axis=0))
    per_fold = np.array(val)
    return KCurve(ks, per_fold.mean(axis=0), per_fold.std(axis=0), np.mean(tra, axis=0),
                  per_fold)
