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

from .._validation import DataError, check_fitted, check_positive

# The smallest α used in the logarithms: below it, log θ of an unseen word is so negative that
# sums of such terms lose every other digit (scikit-learn clips α to 1e-10 the same way).
ALPHA_MIN = 1e-10


class _NaiveBayes:
    def __init__(self, alpha: float = 1.0):
        self.alpha = alpha

    def fit(self, X, y) -> "_NaiveBayes":
        """Count the classes and features of the document–term matrix ``X`` (dense or sparse,
        non-negative, finite) for the labels ``y``; returns self."""
        X = _matrix(X)
        y = np.asarray(y)
        if y.ndim != 1:
            raise DataError(f"y must be one label per document (1-D); got shape {y.shape}.")
        if y.dtype.kind == "f" and np.isnan(y).any():
            raise DataError("y contains NaN labels; drop those documents or give them a class.")
        if X.shape[0] != len(y):
            raise DataError(f"X has {X.shape[0]} rows but y has {len(y)} labels.")
        if X.shape[0] == 0:
            raise DataError("There are no training documents.")
        if X.shape[1] == 0:
            raise DataError("X has no features (no terms); check the preprocessing options.")
        check_positive(self.alpha, "alpha")
        self._alpha = max(float(self.alpha), ALPHA_MIN)
        self.classes_, codes = np.unique(y, return_inverse=True)
        Y = sp.csr_matrix((np.ones(len(y)), (codes.ravel(), np.arange(len(y)))),
                          shape=(len(self.classes_), len(y)))
        self.class_count_ = np.asarray(Y.sum(axis=1)).ravel()
        self.class_log_prior_ = np.log(self.class_count_) - np.log(self.class_count_.sum())
        self.feature_count_ = np.asarray((Y @ self._prepare(X)).todense())
        if not np.all(np.isfinite(self.feature_count_.sum(axis=1))):
            raise DataError("The counts in X are too large: their sums overflow. Counts are "
                            "occurrences of terms; rescale or cap them.")
        self._estimate()
        return self

    def joint_log_likelihood(self, X) -> np.ndarray:
        """log p(c) + log p(x | c) for every row of X and class c."""
        check_fitted(self, "feature_log_prob_")
        X = _matrix(X)
        self._check_width(X)
        return self._jll(self._prepare(X))

    def predict_log_proba(self, X) -> np.ndarray:
        """log p(c | x) = jll − logsumexp(jll) per row."""
        jll = self.joint_log_likelihood(X)
        return jll - logsumexp(jll, axis=1, keepdims=True)

    def predict_proba(self, X) -> np.ndarray:
        return np.exp(self.predict_log_proba(X))

    def predict(self, X) -> np.ndarray:
        jll = self.joint_log_likelihood(X)
        return self.classes_[np.argmax(jll, axis=1)]

    def _check_width(self, X):
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
        smoothed = self.feature_count_ + self._alpha
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
        # log θ and log(1 − θ) each from their own counts: 1 − exp(log θ) would round to 0
        # for a word in every document of a class when α is tiny (−inf, then NaN posteriors).
        total = np.log(self.class_count_ + 2 * self._alpha)[:, None]
        self.feature_log_prob_ = np.log(self.feature_count_ + self._alpha) - total
        absent = np.maximum(self.class_count_[:, None] - self.feature_count_, 0.0)
        self.absent_log_prob_ = np.log(absent + self._alpha) - total

    def _jll(self, X):
        present_minus_absent = self.feature_log_prob_ - self.absent_log_prob_
        return (np.asarray(X @ present_minus_absent.T) + self.class_log_prior_
                + self.absent_log_prob_.sum(axis=1))


def _matrix(X):
    """X as a float64 CSR matrix of finite counts (dense, sparse or nested lists accepted)."""
    if sp.issparse(X):
        X = sp.csr_matrix(X, dtype=np.float64)
        data = X.data
    else:
        try:
            X = np.asarray(X, dtype=np.float64)
        except (TypeError, ValueError):
            raise DataError("X must be a documents × terms matrix of counts (numbers only).") \
                from None
        if X.ndim != 2:
            raise DataError(f"X must be a 2-D documents × terms matrix; got shape {X.shape}.")
        data = X
    if not np.all(np.isfinite(data)):
        raise DataError("X contains NaN or infinite counts; counts must be finite numbers.")
    return X if sp.issparse(X) else sp.csr_matrix(X)


def joint_log_likelihood_with_test_words(model: MultinomialNB, X, new_types, new_tokens
                                         ) -> np.ndarray:
    """The notes' add-α |V| ([NLP] 5): log p(c) + log p(x | c) where |V| also counts the test
    document's words that the training vocabulary lacks.

    For each row of ``X`` (counts of the known words), ``new_types[d]`` distinct new words
    occurring ``new_tokens[d]`` times in all: with V′ = |V| + new_types[d],
    θ′_wc = (N_wc + α) / (N_c + α V′) for known words and α / (N_c + α V′) for each new one, so
    jll_c = log p(c) + Σ_w x_w log θ′_wc + new_tokens · log(α / (N_c + α V′)).
    This is the model refitted with the new words as zero-count columns; Trellis's default
    (``MultinomialNB.joint_log_likelihood``) keeps |V| to the training vocabulary and drops
    unknown words. ``new_types = new_tokens = 0`` gives the default."""
    check_fitted(model, "feature_log_prob_")
    if not isinstance(model, MultinomialNB):
        raise DataError("The test-vocabulary |V| is the multinomial model's (+α|V|); the "
                        "Bernoulli model has +2α and no |V|.")
    X = _matrix(X)
    model._check_width(X)
    types = np.broadcast_to(np.asarray(new_types, dtype=float), (X.shape[0],))
    tokens = np.broadcast_to(np.asarray(new_tokens, dtype=float), (X.shape[0],))
    if (types < 0).any() or (tokens < types).any() or not np.isfinite(tokens).all():
        raise DataError("new_types and new_tokens must be counts with new_tokens ≥ new_types "
                        "≥ 0 (each new word occurs at least once).")
    a = model._alpha
    n_c = model.feature_count_.sum(axis=1)                           # N_c, one per class
    log_num = np.log(model.feature_count_ + a)                       # log(N_wc + α)
    V = model.feature_count_.shape[1]
    log_den = np.log(n_c[None, :] + a * (V + types[:, None]))        # documents × classes
    known = np.asarray(X @ log_num.T) - np.asarray(X.sum(axis=1)) * log_den
    return model.class_log_prior_ + known + tokens[:, None] * (np.log(a) - log_den)
