"""Voting (notes: [ML] 7, ensembles): several different models fitted on the same data, the
prediction the majority's (hard voting, ŷ = argmax_c Σ_m w_m [h_m(x) = c]) or the class of the
highest weighted mean probability (soft voting, ŷ = argmax_c Σ_m w_m p_m(c | x) / Σ_m w_m)."""
from __future__ import annotations

import copy
from typing import Sequence

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_choice, check_fitted, check_points, check_targets
from ..base import BaseEstimator, ClassifierMixin, clone


def clone_unfitted(estimator):
    """A fresh copy of an estimator instance for a meta-estimator to fit: built again from
    ``get_params()`` where the estimator has it (scikit-learn's ``clone``), otherwise a deep
    copy of the given instance (its parameters, and nothing fitted when it was unfitted)."""
    if hasattr(estimator, "get_params"):
        return clone(estimator)
    return copy.deepcopy(estimator)


def check_estimator(estimator, name: str = "estimator"):
    if not (hasattr(estimator, "fit") or hasattr(estimator, "iter_fit")) or \
            not hasattr(estimator, "predict") or isinstance(estimator, type):
        raise TypeError(f"{name} must be an estimator instance with fit and predict, e.g. "
                        f"DecisionTree(max_depth=3); got {estimator!r}.")
    return estimator


def vote(predictions: np.ndarray, classes: np.ndarray, weights=None) -> np.ndarray:
    """Weighted majority of ``predictions`` (models, samples): the class with the largest
    Σ_m w_m [h_m(x) = c], the first in ``classes`` order on a tie (as scikit-learn)."""
    codes = np.searchsorted(classes, predictions)               # (models, samples)
    w = np.ones(len(codes)) if weights is None else np.asarray(weights, dtype=np.float64)
    counts = np.zeros((codes.shape[1], len(classes)))
    np.add.at(counts, (np.broadcast_to(np.arange(codes.shape[1]), codes.shape), codes),
              np.broadcast_to(w[:, None], codes.shape))
    return counts


class VotingClassifier(ClassifierMixin, BaseEstimator):
    """Fit every model of ``estimators`` (a list of (name, estimator instance) pairs; each is
    cloned, so the instances given stay unfitted) on the same data and combine them by
    ``voting`` "hard" (majority of predictions) or "soft" (mean predict_proba; every model
    needs predict_proba). ``weights``: one per model (default all 1).

    Fitted: ``estimators_`` (the fitted clones, in order), ``named_estimators_``, ``classes_``.
    """

    def __init__(self, estimators: Sequence[tuple[str, object]], *, voting: str = "hard",
                 weights: Sequence[float] | None = None) -> None:
        self.estimators = estimators
        self.voting = voting
        self.weights = weights

    def _check_params(self):
        check_choice(self.voting, "voting", ("hard", "soft"))
        try:
            pairs = [(str(n), e) for n, e in self.estimators]
        except (TypeError, ValueError):
            raise TypeError("estimators must be a list of (name, estimator) pairs.") from None
        if not pairs:
            raise ValueError("Give at least one (name, estimator) pair to vote.")
        if len({n for n, _ in pairs}) != len(pairs):
            raise ValueError("The estimators' names must be distinct.")
        for n, e in pairs:
            check_estimator(e, f"estimator {n!r}")
            if self.voting == "soft" and not hasattr(e, "predict_proba"):
                raise ValueError(f"Soft voting needs predict_proba; {n!r} "
                                 f"({type(e).__name__}) has none. Use voting='hard'.")
        if self.weights is not None:
            w = np.asarray(self.weights, dtype=np.float64)
            if w.shape != (len(pairs),) or not np.all(np.isfinite(w)) or (w < 0).any() or \
                    w.sum() <= 0:
                raise ValueError(f"weights must be {len(pairs)} numbers >= 0, not all 0.")
        return pairs

    def fit(self, X, y) -> "VotingClassifier":
        """Fit a clone of every model on (X, y); return self."""
        pairs = self._check_params()
        X = check_points(X) if not hasattr(X, "tocsr") else X
        y, classes = check_targets(y, X.shape[0])
        fitted = [(n, clone_unfitted(e).fit(X, y)) for n, e in pairs]
        self.classes_ = classes
        self.estimators_ = [e for _, e in fitted]
        self.named_estimators_ = dict(fitted)
        return self

    def predictions(self, X) -> np.ndarray:
        """Each model's predictions, (models, samples): what the view draws side by side."""
        check_fitted(self, "estimators_")
        return np.array([e.predict(X) for e in self.estimators_])

    def predict_proba(self, X) -> np.ndarray:
        """Soft voting: Σ_m w_m p_m / Σ_m w_m; hard voting: each class's share of the weighted
        votes."""
        check_fitted(self, "estimators_")
        w = np.ones(len(self.estimators_)) if self.weights is None else \
            np.asarray(self.weights, dtype=np.float64)
        if self.voting == "soft":
            P = np.array([_aligned_proba(e, X, self.classes_) for e in self.estimators_])
            return np.tensordot(w, P, axes=1) / w.sum()
        counts = vote(self.predictions(X), self.classes_, w)
        return counts / counts.sum(axis=1, keepdims=True)

    def predict(self, X) -> np.ndarray:
        """The class with the most (weighted) votes or the highest mean probability, the first
        class on a tie."""
        return self.classes_[np.argmax(self.predict_proba(X), axis=1)]



def _aligned_proba(model, X, classes):
    """predict_proba with its columns in ``classes`` order (a model fitted on the same data has
    the same classes; refuse one that has not)."""
    P = np.asarray(model.predict_proba(X))
    own = getattr(model, "classes_", classes)
    if len(own) != len(classes) or np.any(np.asarray(own) != classes):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{model_type} knows the classes {own}, not "
                                                    "{classes}; fit every model on the same "
                                                    "labels."), model_type=type(model).__name__,
                        own=list(own), classes=list(classes))
    return P
