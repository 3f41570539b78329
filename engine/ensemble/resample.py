"""Resampling for comparing models on the same points: stratified k-fold cross-validated
accuracy, and predictions of one model refitted on bootstrap resamples (the bias–variance
picture: a complex model's boundary moves from resample to resample, a simple one's barely)."""
from __future__ import annotations

from collections.abc import Callable, Generator

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, nested, run_job
from .._validation import DataError, check_int, check_points, check_random_state
from .._validation import check_targets


def _stratified_folds(y, k, rng):
    """Fold number of each row: every class's rows shuffled and dealt round-robin, so each
    fold holds about 1/k of every class."""
    fold = np.empty(len(y), dtype=int)
    start = 0
    for c in np.unique(y):
        rows = rng.permutation(np.flatnonzero(y == c))
        fold[rows] = (start + np.arange(len(rows))) % k
        start += len(rows)
    return fold


def cross_val_accuracy(make_model: Callable, X, y, *, k: int = 5,
                       random_state=0) -> np.ndarray:
    """Accuracy on each of ``k`` stratified folds of a fresh ``make_model()`` fitted on the
    other k − 1: acc_j = (1/|F_j|) Σ_{i∈F_j} [ŷ_i = y_i]. Needs at least k rows per class."""
    return run_job(iter_cross_val_accuracy(make_model, X, y, k=k, random_state=random_state))


def iter_cross_val_accuracy(make_model: Callable, X, y, *, k: int = 5, random_state=0
                            ) -> Generator[Progress, None, np.ndarray]:
    """:func:`cross_val_accuracy` as a job (checked now): :class:`Progress` between the folds
    and between the iterations of each fit, returning the k accuracies."""
    X = check_points(X)
    y, classes = check_targets(y, X.shape[0])
    k = check_int(k, "k", low=2)
    smallest = min(int(np.sum(y == c)) for c in classes)
    if smallest < k:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{k}-fold cross-validation needs at least "
                                                    "{k} points of every class; the smallest "
                                                    "class has {smallest}. Add points or lower "
                                                    "k."), k=k, smallest=smallest)
    fold = _stratified_folds(y, k, check_random_state(random_state))
    return _cross_val(make_model, X, y, k, fold)


def _cross_val(make_model, X, y, k, fold):
    scores = np.empty(k)
    for j in range(k):
        yield Progress(j, k, QT_TRANSLATE_NOOP("engine", "fold {j} of {k}…"), j=j + 1, k=k)
        test = fold == j
        model = yield from nested(fit_job(make_model(), X[~test], y[~test]), j, k)
        scores[j] = np.mean(model.predict(X[test]) == y[test])
    return scores


def fit_job(model, X, y) -> Generator[Progress, None, object]:
    """Fit ``model`` as a job: through its ``fit_job`` (Progress between iterations) when it
    is iterative, else by one ``fit``; returns the fitted model."""
    job = getattr(model, "fit_job", None)
    if job is None:
        yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "fitting {model_type}…"),
                             model_type=type(model).__name__)
        return model.fit(X, y)
    return (yield from job(X, y))


def bootstrap_rows(y: np.ndarray, classes: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Row indices of one stratified bootstrap resample: each class's rows drawn with
    replacement to its own size, so every resample has every class."""
    return np.concatenate([rng.choice(np.flatnonzero(y == c), size=int(np.sum(y == c)),
                                      replace=True) for c in classes])


def bootstrap_predictions(make_model: Callable, X, y, G, *, n_sets: int = 8,
                          random_state=0) -> np.ndarray:
    """Predictions on the rows of ``G`` of ``make_model()`` fitted on ``n_sets`` bootstrap
    resamples of (X, y) (each class resampled with replacement to its own size, so every
    resample has every class): array (n_sets, len(G))."""
    return run_job(iter_bootstrap_predictions(make_model, X, y, G, n_sets=n_sets,
                                              random_state=random_state))


def iter_bootstrap_predictions(make_model: Callable, X, y, G, *, n_sets: int = 8,
                               random_state=0) -> Generator[Progress, None, np.ndarray]:
    """:func:`bootstrap_predictions` as a job (checked now): :class:`Progress` between the
    resamples and between the iterations of each fit."""
    X = check_points(X)
    y, classes = check_targets(y, X.shape[0])
    n_sets = check_int(n_sets, "n_sets", low=1)
    rng = check_random_state(random_state)
    return _bootstrap(make_model, X, y, G, n_sets, classes, rng)


def _bootstrap(make_model, X, y, G, n_sets, classes, rng):
    out = []
    for b in range(n_sets):
        yield Progress(b, n_sets, QT_TRANSLATE_NOOP("engine", "resample {b} of {n_sets}…"), b=b + 1,
                                  n_sets=n_sets)
        rows = bootstrap_rows(y, classes, rng)
        model = yield from nested(fit_job(make_model(), X[rows], y[rows]), b, n_sets)
        out.append(model.predict(G))
    return np.array(out)
