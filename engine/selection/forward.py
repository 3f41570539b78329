"""Wrapper feature selection by forward selection (notes: the Dimensionality Reduction notes'
wrapper methods, beside the filter scores of the Spam tab): start from no feature; each round
try adding every remaining feature, score each candidate set by k-fold cross-validation of the
model itself, and keep the best,

    S_{t+1} = S_t ∪ {argmax_{j ∉ S_t} CV(S_t ∪ {j})},

until no candidate improves the cross-validated score by more than ``tol`` or ``max_features``
are chosen. Every candidate of every round is scored on the same folds. The conventions
(estimator, scoring, the job protocol) are those of :mod:`engine.selection.search`."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import check_int
from .search import (Estimator, Job, Matrix, Scoring, _builder, _check_data, _Counter, _cv,
                     _folds, _scorer)
from .splits import Folds, check_seed


@dataclass(frozen=True)
class ForwardRound:
    """One round: the features chosen before it (``selected``), every ``candidate`` feature
    tried with the mean and standard deviation (over the folds) of its set's held-out score,
    and the feature ``chosen`` (None when the round improved nothing and selection stopped)."""

    selected: tuple[int, ...]
    candidates: np.ndarray
    scores: np.ndarray
    stds: np.ndarray
    chosen: int | None

    @property
    def best_score(self) -> float:
        return float(self.scores.max())


@dataclass(frozen=True)
class ForwardSelection:
    """The result: ``selected`` features in the order they were added, ``path`` the
    cross-validated score after each addition, every round, and why it stopped
    ("no_improvement", "max_features" or "all_features")."""

    selected: tuple[int, ...]
    path: np.ndarray
    rounds: tuple[ForwardRound, ...]
    stopped: str
    scoring: str

    @property
    def score(self) -> float:
        return float(self.path[-1]) if len(self.path) else float("nan")


def iter_forward_selection(estimator: Estimator, X: Matrix, y: ArrayLike, *,
                           k: int | Folds = 5, seed: int = 0, scoring: Scoring = "accuracy",
                           max_features: int | None = None, tol: float = 0.0,
                           params: dict | None = None) -> Job:
    """Forward selection as a job: validated when called; yields :class:`engine.Progress`
    between fits and returns a :class:`ForwardSelection`."""
    X, y = _check_data(X, y)
    score, name = _scorer(scoring)
    build = _builder(estimator, params)
    build()
    d = X.shape[1]
    limit = d if max_features is None else check_int(max_features, "max_features", low=1,
                                                     high=d)
    if isinstance(tol, bool) or not isinstance(tol, (int, float)) or not np.isfinite(tol):
        raise ValueError(f"tol must be a finite number; got {tol!r}.")
    folds = _folds(y, k, check_seed(seed))
    return _forward_job(build, X, y, folds, score, name, limit, float(tol))


def _forward_job(build, X, y, folds, score, name, limit, tol):
    d = X.shape[1]
    # every round tries the remaining features: d + (d − 1) + … fits per fold at most
    total = sum(d - r for r in range(limit)) * len(folds)
    counter = _Counter(total)
    selected, path, rounds = [], [], []
    current = -np.inf
    stopped = "all_features" if limit == d else "max_features"
    while len(selected) < limit:
        candidates = np.array([j for j in range(d) if j not in selected], dtype=np.int64)
        means, stds = [], []
        for j in candidates:
            cols = selected + [int(j)]
            _, test = yield from _cv(build, X[:, cols], y, folds, score, None, counter,
                                     f"features {cols}: ")
            means.append(test.mean())
            stds.append(test.std())
        means, stds = np.array(means), np.array(stds)
        best = int(np.argmax(means))                   # the lowest feature index on a tie
        if means[best] <= current + tol:
            rounds.append(ForwardRound(tuple(selected), candidates, means, stds, None))
            stopped = "no_improvement"
            break
        rounds.append(ForwardRound(tuple(selected), candidates, means, stds,
                                   int(candidates[best])))
        selected.append(int(candidates[best]))
        current = float(means[best])
        path.append(current)
    yield Progress(counter.total, counter.total, QT_TRANSLATE_NOOP("engine", "done"))
    return ForwardSelection(tuple(selected), np.array(path), tuple(rounds), stopped, name)


def forward_selection(estimator: Estimator, X: Matrix, y: ArrayLike,
                      **kwargs) -> ForwardSelection:
    """:func:`iter_forward_selection` run to its end."""
    return run_job(iter_forward_selection(estimator, X, y, **kwargs))
