"""Multiclass from binary SVMs: one-vs-rest, one-vs-one (pairwise voting) and DAG-SVM."""
from __future__ import annotations

from itertools import combinations

import numpy as np

from .._validation import DataError, check_points
from .kernels import resolve_gamma
from .smo import SVC


class _Multi:
    def __init__(self, **svc_params):
        self.svc_params = svc_params

    def _classes(self, X, y):
        X = check_points(X, min_samples=2)
        y = np.asarray(y)
        classes = np.unique(y)
        if len(classes) < 2:
            raise DataError("Multiclass training needs at least two classes.")
        # γ="scale" is resolved once on all the data (as libsvm does), not per sub-problem
        self._gamma = resolve_gamma(self.svc_params.get("gamma", "scale"), X)
        return X, y, classes

    def _svc(self):
        return SVC(**{**self.svc_params, "gamma": self._gamma})


class OneVsRest(_Multi):
    """K machines, class k against the rest; predict argmax_k f_k(x)."""

    def fit(self, X, y):
        X, y, self.classes_ = self._classes(X, y)
        self.estimators_ = [self._svc().fit(X, np.where(y == c, 1, -1)) for c in self.classes_]
        return self

    def decision_function(self, X):
        return np.column_stack([e.decision_function(X) for e in self.estimators_])

    def predict(self, X):
        return self.classes_[np.argmax(self.decision_function(X), axis=1)]


class OneVsOne(_Multi):
    """K(K−1)/2 machines, one per pair; each votes; predict the class with most votes.

    ``votes(X)`` exposes the ties: where the top count is shared the answer is ambiguous (the
    "?" regions of pairwise voting; ``predict`` then takes the first class, as libsvm does)."""

    def fit(self, X, y):
        X, y, self.classes_ = self._classes(X, y)
        self.pairs_ = list(combinations(range(len(self.classes_)), 2))
        self.estimators_ = []
        for a, b in self.pairs_:
            mask = (y == self.classes_[a]) | (y == self.classes_[b])
            # +1 for class a as libsvm orders the pair
            self.estimators_.append(self._svc().fit(X[mask], np.where(y[mask] == self.classes_[a],
                                                                      1, -1)))
        return self

    def votes(self, X):
        X = check_points(X)
        v = np.zeros((len(X), len(self.classes_)), dtype=int)
        rows = np.arange(len(X))
        for (a, b), est in zip(self.pairs_, self.estimators_):
            win = np.where(est.decision_function(X) > 0, a, b)
            np.add.at(v, (rows, win), 1)
        return v

    def predict(self, X):
        return self.classes_[np.argmax(self.votes(X), axis=1)]

    def ambiguous(self, X):
        """True where two or more classes share the highest vote count."""
        v = self.votes(X)
        return (v == v.max(axis=1, keepdims=True)).sum(axis=1) > 1


class DAGSVM(OneVsOne):
    """The one-vs-one machines arranged as a decision DAG (Platt et al. 2000): start with all
    classes, let the machine of the first and last remaining class eliminate the loser, repeat
    until one class remains. No ties, so no "?" regions."""

    def predict(self, X):
        X = check_points(X)
        index = {p: k for k, p in enumerate(self.pairs_)}
        f = np.column_stack([e.decision_function(X) for e in self.estimators_])
        lo = np.zeros(len(X), dtype=int)
        hi = np.full(len(X), len(self.classes_) - 1)
        for _ in range(len(self.classes_) - 1):   # K−1 eliminations, each vectorised over X
            col = np.array([index[(a, b)] if a < b else 0 for a, b in zip(lo, hi)])
            a_wins = f[np.arange(len(X)), col] > 0
            hi = np.where(a_wins, hi - 1, hi)
            lo = np.where(a_wins, lo, lo + 1)
        return self.classes_[lo]
