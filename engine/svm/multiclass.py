"""Multiclass from binary SVMs: one-vs-rest, one-vs-one (pairwise voting) and DAG-SVM."""
from __future__ import annotations

from itertools import combinations

import numpy as np

from .._validation import check_array, check_features, check_fitted, check_X_y
from ..base import BaseEstimator, ClassifierMixin, clone
from .kernels import resolve_gamma
from .smo import SVC


class _Multi(ClassifierMixin, BaseEstimator):
    """Wraps a binary estimator instance and clones it per sub-problem, as scikit-learn's
    meta-estimators do: ``OneVsRest(SVC(C=1, kernel="rbf"))``."""

    def __init__(self, estimator: SVC | None = None) -> None:
        self.estimator = estimator

    def _classes(self, X, y):
        if self.estimator is not None and not hasattr(self.estimator, "get_params"):
            raise TypeError(f"estimator must be an estimator instance such as SVC(C=1.0); "
                            f"got {self.estimator!r}.")
        X, y, classes = check_X_y(X, y, min_samples=2, estimator=type(self).__name__)
        self.n_features_in_ = X.shape[1]
        base = self.estimator if self.estimator is not None else SVC()
        # γ="scale" is resolved once on all the data (as libsvm does), not per sub-problem
        gamma = base.get_params(deep=False).get("gamma", "scale")
        self._gamma = resolve_gamma(gamma, X) if isinstance(gamma, str) and \
            np.var(X - X.mean(axis=0)) > 0 else gamma
        return X, y, classes

    def _check_X(self, X):
        X = check_array(X)
        check_features(self, X)
        return X

    def _svc(self):
        base = self.estimator if self.estimator is not None else SVC()
        est = clone(base)
        if hasattr(est, "gamma"):
            est.gamma = self._gamma
        return est


class OneVsRest(_Multi):
    """K machines, class k against the rest; predict argmax_k f_k(x)."""

    def fit(self, X, y) -> "OneVsRest":
        """Train one machine per class (that class +1, the rest −1)."""
        X, y, self.classes_ = self._classes(X, y)
        self.estimators_ = [self._svc().fit(X, np.where(y == c, 1, -1)) for c in self.classes_]
        return self

    def decision_function(self, X) -> np.ndarray:
        """f_k(x) of every machine, shape (n, K)."""
        check_fitted(self, "estimators_")
        X = self._check_X(X)
        return np.column_stack([e.decision_function(X) for e in self.estimators_])

    def predict(self, X) -> np.ndarray:
        """argmax_k f_k(x)."""
        check_fitted(self, "estimators_")
        return self.classes_[np.argmax(self.decision_function(X), axis=1)]


class OneVsOne(_Multi):
    """K(K−1)/2 machines, one per pair; each votes; predict the class with most votes.

    ``votes(X)`` exposes the ties: where the top count is shared the answer is ambiguous (the
    "?" regions of pairwise voting; ``predict`` then takes the first class, as libsvm does)."""

    def fit(self, X, y) -> "OneVsOne":
        """Train one machine per pair of classes."""
        X, y, self.classes_ = self._classes(X, y)
        self.pairs_ = list(combinations(range(len(self.classes_)), 2))
        self.estimators_ = []
        for a, b in self.pairs_:
            mask = (y == self.classes_[a]) | (y == self.classes_[b])
            # +1 for class a as libsvm orders the pair
            self.estimators_.append(self._svc().fit(X[mask], np.where(y[mask] == self.classes_[a],
                                                                      1, -1)))
        return self

    def votes(self, X) -> np.ndarray:
        """Votes per class, shape (n, K)."""
        check_fitted(self, "estimators_")
        X = self._check_X(X)
        v = np.zeros((len(X), len(self.classes_)), dtype=int)
        rows = np.arange(len(X))
        for (a, b), est in zip(self.pairs_, self.estimators_):
            win = np.where(est.decision_function(X) > 0, a, b)
            np.add.at(v, (rows, win), 1)
        return v

    def predict(self, X) -> np.ndarray:
        """The class with most votes (the first on a tie, as libsvm)."""
        check_fitted(self, "estimators_")
        return self.classes_[np.argmax(self.votes(X), axis=1)]

    def ambiguous(self, X) -> np.ndarray:
        """True where two or more classes share the highest vote count."""
        v = self.votes(X)
        return (v == v.max(axis=1, keepdims=True)).sum(axis=1) > 1


class DAGSVM(OneVsOne):
    """The one-vs-one machines arranged as a decision DAG (Platt et al. 2000): start with all
    classes, let the machine of the first and last remaining class eliminate the loser, repeat
    until one class remains. No ties, so no "?" regions."""

    def predict(self, X) -> np.ndarray:
        """Walk the DAG: K − 1 eliminations."""
        check_fitted(self, "estimators_")
        X = self._check_X(X)
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
