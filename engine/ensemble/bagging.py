"""Bagging (notes: [ML] 7 — bootstrap aggregating): M copies of one model, each fitted on its
own bootstrap resample of the training set, predicting by majority vote,

    ŷ(x) = argmax_c Σ_m [h_m(x) = c],

which keeps the low bias of a flexible model (a deep tree) and averages away much of its
variance. Each point is left out of about (1 − 1/n)ⁿ ≈ 37 % of the resamples; the vote of those
models alone on it is its out-of-bag prediction, a free estimate of the test accuracy. Stepped:
one member per step."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._steps import Step
from .._validation import check_fitted, check_int, check_points, check_random_state, \
    check_targets
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin
from .resample import bootstrap_rows
from .voting import check_estimator, clone_unfitted, vote


MAX_ESTIMATORS = 10_000        # members: beyond this the vote no longer changes in practice


@dataclass(frozen=True)
class BaggingStep(Step):
    """The ensemble after member ``iteration`` joined: its bootstrap ``rows`` (indices into the
    training data, with repeats), the member itself (``model``), ``train_error`` of the
    ensemble's vote so far on the training data (the objective) and ``oob_error`` of the
    out-of-bag votes so far (NaN while some point has no out-of-bag vote yet, over the points
    that have one otherwise), ``votes`` (training points, classes) the members' votes so far
    on each training point (their shares are the ensemble's confidence). ``stopped`` is
    "n_estimators" on the last member: bagging has no convergence test."""

    iteration: int
    phase: str
    rows: np.ndarray
    model: object
    train_error: float
    oob_error: float
    oob_coverage: float          # share of points with at least one out-of-bag vote
    votes: np.ndarray
    converged: bool = False
    stopped: str | None = None

    objective_name: ClassVar[str] = "train_error"


class BaggingClassifier(IterativeMixin, ClassifierMixin, BaseEstimator):
    """Bagging of ``estimator`` (an instance, cloned for every member): ``n_estimators`` ≥ 1
    members, each on a stratified bootstrap resample (every class resampled with replacement
    to its own size). Fitted: ``estimators_``, ``samples_`` (each member's rows),
    ``classes_``, ``oob_score_`` (out-of-bag accuracy over the points with an out-of-bag
    vote; None when no point was ever left out), ``train_votes_`` (the members' votes on each training point)."""

    def __init__(self, estimator, *, n_estimators: int = 10,
                 random_state: int | None = None) -> None:
        self.estimator = estimator
        self.n_estimators = n_estimators
        self.random_state = random_state

    def iter_fit(self, X, y) -> Iterator[BaggingStep]:
        """Validate now, then return the generator of members; drained, the model is
        fitted."""
        check_estimator(self.estimator)
        check_int(self.n_estimators, "n_estimators", low=1, high=MAX_ESTIMATORS)
        rng = check_random_state(self.random_state)
        X = check_points(X)
        y, classes = check_targets(y, X.shape[0])
        return self._run(X, y, classes, rng)

    def _run(self, X, y, classes, rng):
        n, K = len(y), len(classes)
        codes = np.searchsorted(classes, y)
        train_votes = np.zeros((n, K))
        oob_votes = np.zeros((n, K))
        members, samples = [], []
        for m in range(1, int(self.n_estimators) + 1):
            rows = bootstrap_rows(y, classes, rng)
            model = clone_unfitted(self.estimator).fit(X[rows], y[rows])
            pred = np.searchsorted(classes, model.predict(X))
            train_votes[np.arange(n), pred] += 1
            out = np.ones(n, dtype=bool)
            out[rows] = False
            oob_votes[np.flatnonzero(out), pred[out]] += 1
            members.append(model)
            samples.append(rows)
            has = oob_votes.sum(axis=1) > 0
            oob_error = float(np.mean(np.argmax(oob_votes[has], axis=1) != codes[has])) \
                if has.any() else float("nan")
            last = m == self.n_estimators
            if last:
                self.estimators_, self.samples_, self.classes_ = members, samples, classes
                # None: no point was ever left out (e.g. classes of one point), no estimate
                self.oob_score_ = None if np.isnan(oob_error) else 1.0 - oob_error
                self.train_votes_ = train_votes.copy()
            yield BaggingStep(m, "member", rows, model,
                              float(np.mean(np.argmax(train_votes, axis=1) != codes)),
                              oob_error if has.all() or last else float("nan"),
                              float(has.mean()), train_votes,
                              stopped="n_estimators" if last else None)

    def predictions(self, X, n_estimators: int | None = None) -> np.ndarray:
        """Each member's predictions (members, samples), of the first ``n_estimators``."""
        check_fitted(self, "estimators_")
        members = self.estimators_[:n_estimators] if n_estimators else self.estimators_
        return np.array([e.predict(X) for e in members])

    def predict_proba(self, X, n_estimators: int | None = None) -> np.ndarray:
        """Each class's share of the members' votes."""
        counts = vote(self.predictions(X, n_estimators), self.classes_)
        return counts / counts.sum(axis=1, keepdims=True)

    def predict(self, X, n_estimators: int | None = None) -> np.ndarray:
        """Majority vote of the members (of the first ``n_estimators``); the first class on a
        tie."""
        return self.classes_[np.argmax(self.predict_proba(X, n_estimators), axis=1)]
