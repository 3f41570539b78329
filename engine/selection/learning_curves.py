"""Learning curves (notes: [ML] 7. Model Selection): training and held-out scores as the
training set grows, on stratified prefixes of each fold's shuffled training part. The
conventions (estimator, scoring, fold_features, the job protocol) are those of
:mod:`engine.selection.search`."""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import check_random_state
from .results import LearningCurve
from .search import (
    Estimator,
    FoldFeatures,
    Job,
    Matrix,
    Scoring,
    _builder,
    _check_data,
    _Counter,
    _fit,
    _folds,
    _scorer,
    _split,
)
from .splits import Folds, check_seed


def _check_sizes(sizes):
    sizes = np.atleast_1d(np.asarray(sizes, dtype=np.float64)) if not isinstance(sizes, str) \
        else np.array([np.nan])
    if sizes.ndim != 1 or not len(sizes) or not np.all(np.isfinite(sizes)) or \
            np.any(sizes <= 0):
        raise ValueError("sizes must be positive shares of the training part (0.1 … 1.0) or "
                         "sample counts (20, 50, …).")
    return sizes


def stratified_order(y: ArrayLike, rng: np.random.Generator) -> np.ndarray:
    """A shuffled order of the rows whose every prefix has the classes in proportion (each
    class's rows spread evenly along the order)."""
    y = np.asarray(y)
    codes = np.unique(y, return_inverse=True)[1].ravel()
    key = np.empty(len(y))
    for c in range(codes.max() + 1):
        rows = np.flatnonzero(codes == c)
        key[rng.permutation(rows)] = (np.arange(len(rows)) + rng.random()) / len(rows)
    return np.argsort(key + 1e-12 * rng.random(len(y)), kind="stable")


def iter_learning_curve(estimator: Estimator, X: Matrix, y: ArrayLike, *,
                        sizes: Sequence[float] = (0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 1.0),
                        k: int | Folds = 5, seed: int = 0, scoring: Scoring = "accuracy",
                        params: dict | None = None,
                        fold_features: FoldFeatures | None = None) -> Job:
    """Training and held-out scores as the training set grows: on each fold, the model is fitted
    on a stratified prefix of the shuffled training part (``sizes``: shares ≤ 1 of it, or counts
    > 1) and scored on that prefix and on the held-out fold. A wide gap between the curves is
    over-fitting; two low curves that meet are under-fitting."""
    X, y = _check_data(X, y)
    score, name = _scorer(scoring)
    build = _builder(estimator, params)
    build()
    sizes = _check_sizes(sizes)
    seed = check_seed(seed)
    folds = _folds(y, k, seed)
    n_train = min(len(tr) for tr, _ in folds)
    counts = np.where(sizes <= 1, np.round(sizes * n_train), np.minimum(sizes, n_train))
    counts = np.unique(np.maximum(counts, 2).astype(np.int64))
    return _learning_job(build, X, y, counts, folds, score, name, fold_features, seed)


def _learning_job(build, X, y, counts, folds, score, name, fold_features, seed):
    counter = _Counter(len(counts) * len(folds))
    rng = check_random_state(seed)
    train = np.full((len(counts), len(folds)), np.nan)
    test = np.full((len(counts), len(folds)), np.nan)
    for f, (rows, held) in enumerate(folds):
        order = rows[stratified_order(y[rows], rng)]
        for i, n in enumerate(counts):
            part = order[:n]
            if len(np.unique(y[part])) < 2:
                counter.done += 1
                continue
            X_tr, X_te = _split(X, part, held, fold_features)
            model = build()
            yield from _fit(model, X_tr, y[part], counter,
                            QT_TRANSLATE_NOOP("engine", "fold {fold}/{n_folds}: {n:,} training "
                                                        "samples…"),
                            fold=f + 1, n_folds=len(folds), n=n)
            train[i, f] = score(y[part], model.predict(X_tr))
            test[i, f] = score(y[held], model.predict(X_te))
    yield Progress(counter.total, counter.total, QT_TRANSLATE_NOOP("engine", "done"))
    return LearningCurve(counts, train, test, name)


def learning_curve(estimator: Estimator, X: Matrix, y: ArrayLike, **kwargs) -> LearningCurve:
    """:func:`iter_learning_curve` run to its end."""
    return run_job(iter_learning_curve(estimator, X, y, **kwargs))
