"""Naive Bayes event models on a document–term count matrix, all arithmetic in log space.

Multinomial (counts):  θ_wc = (N_wc + α) / (N_c + α|V|),
    log p(c | x) ∝ log p(c) + Σ_w x_w log θ_wc.
Bernoulli (presence):  θ_wc = (D_wc + α) / (D_c + 2α),
    log p(c | x) ∝ log p(c) + Σ_w [x_w log θ_wc + (1 − x_w) log(1 − θ_wc)]
    (absent words are multiplied in too).
p(c) = D_c / D. N_wc: occurrences of w in class c; D_wc: documents of class c containing w.
"""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp
from scipy.special import logsumexp

from .._validation import DataError, check_positive


class _NaiveBayes:
    def __init__(self, alpha=1.0):
        self.alpha = alpha

    def fit(self, X, y):
        X = _matrix(X)
        y = np.asarray(y)
        if X.shape[0] != len(y):
            raise DataError(f"X has {X.shape[0]} rows but y has {len(y)} labels.")
        if X.shape[0] == 0:
            raise DataError("There are no training documents.")
        check_positive(self.alpha, "alpha")
        self.classes_, codes = np.unique(y, return_inverse=True)
        Y = sp.csr_matrix((np.ones(len(y)), (codes.ravel(), np.arange(len(y)))),
                          shape=(len(self.classes_), len(y)))
        self.class_count_ = np.asarray(Y.sum(axis=1)).ravel()
        self.class_log_prior_ = np.log(self.class_count_) - np.log(self.class_count_.sum())
        self.feature_count_ = np.asarray((Y @ self._prepare(X)).todense())
        self._estimate()
        return self

    def joint_log_likelihood(self, X):
        """log p(c) + log p(x | c) for every row of X and class c."""
        self._check_fitted(X)
        return self._jll(self._prepare(_matrix(X)))

    def predict_log_proba(self, X):
        jll = self.joint_log_likelihood(X)
        return jll - logsumexp(jll, axis=1, keepdims=True)

    def predict_proba(self, X):
        return np.exp(self.predict_log_proba(X))

    def predict(self, X):
        return self.classes_[np.argmax(self.joint_log_likelihood(X), axis=1)]

    def _check_fitted(self, X):
        if not hasattr(self, "feature_log_prob_"):
            raise ValueError(f"{type(self).__name__} is not fitted; call fit(X, y) first.")
        if X.shape[1] != self.feature_log_prob_.shape[1]:
            raise DataError(f"X has {X.shape[1]} features; the model was fitted on "
                            f"{self.feature_log_prob_.shape[1]}.")


class MultinomialNB(_NaiveBayes):
    """Multinomial event model: word counts; Lidstone smoothing +α / +α|V|."""

    def _prepare(self, X):
        if X.nnz and X.data.min() < 0:
            raise DataError("Counts must not be negative.")
        return X

    def _estimate(self):
        smoothed = self.feature_count_ + self.alpha
        self.feature_log_prob_ = (np.log(smoothed)
                                  - np.log(smoothed.sum(axis=1, keepdims=True)))

    def _jll(self, X):
        return np.asarray(X @ self.feature_log_prob_.T) + self.class_log_prior_


class BernoulliNB(_NaiveBayes):
    """Multivariate Bernoulli event model: presence/absence; smoothing +α / +2α."""

    def _prepare(self, X):
        X = X.copy()
        X.data = (X.data > 0).astype(np.float64)
        X.eliminate_zeros()
        return X

    def _estimate(self):
        self.feature_log_prob_ = (np.log(self.feature_count_ + self.alpha)
                                  - np.log(self.class_count_ + 2 * self.alpha)[:, None])
        self.absent_log_prob_ = np.log1p(-np.exp(self.feature_log_prob_))

    def _jll(self, X):
        present_minus_absent = self.feature_log_prob_ - self.absent_log_prob_
        return (np.asarray(X @ present_minus_absent.T) + self.class_log_prior_
                + self.absent_log_prob_.sum(axis=1))


def _matrix(X):
    if sp.issparse(X):
        return sp.csr_matrix(X, dtype=np.float64)
    X = np.asarray(X, dtype=np.float64)
    if X.ndim != 2:
        raise DataError(f"X must be a 2-D documents × terms matrix; got shape {X.shape}.")
    return sp.csr_matrix(X)
