"""Pruning by depth: training against validation accuracy of one tree cut at every depth."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_points, check_random_state
from .._validation import check_targets
from .tree import DecisionTree


@dataclass(frozen=True)
class PruningCurve:
    """Accuracy of the tree grown on ``train_index`` rows, cut at depth 0…D (entry d), on its
    training rows (``train``) and on the held-out rows (``validation``); ``best_depth`` the
    smallest depth with the highest validation accuracy (where to prune)."""

    depths: np.ndarray
    train: np.ndarray
    validation: np.ndarray
    best_depth: int
    train_index: np.ndarray
    validation_index: np.ndarray


def pruning_curve(X, y, *, criterion: str = "entropy", min_samples_leaf: int = 1,
                  validation: float = 0.3, random_state=0) -> PruningCurve:
    """Hold out a share ``validation`` of the rows (a seeded random permutation, at least one
    row on each side), grow a full tree on the rest, and score it cut at every depth
    (:meth:`DecisionTree.accuracy_by_depth`): the training curve keeps rising, the validation
    curve peaks where the tree stops generalising."""
    X = check_points(X)
    y, _ = check_targets(y, X.shape[0])
    if not 0 < validation < 1:
        raise ValueError(f"validation must be a share in (0, 1); got {validation}.")
    n = len(X)
    n_val = round(validation * n)
    if n_val < 1 or n - n_val < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{n} points are too few to hold out "
                                                    "{validation:.0%} for validation; add "
                                                    "points or change the share."), n=n,
                        validation=validation)
    order = check_random_state(random_state).permutation(n)
    val, train = np.sort(order[:n_val]), np.sort(order[n_val:])
    tree = DecisionTree(criterion=criterion, min_samples_leaf=min_samples_leaf)
    tree.fit(X[train], y[train])
    tr = tree.accuracy_by_depth(X[train], y[train])
    va = tree.accuracy_by_depth(X[val], y[val])
    best = int(np.flatnonzero(va >= va.max() - 1e-12)[0])
    return PruningCurve(np.arange(len(tr)), tr, va, best, train, val)
