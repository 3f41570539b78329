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

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_array, check_features, check_fitted, check_positive
from .._validation import check_X_y
from ..base import BaseEstimator, ClassifierMixin

# The smallest α used in the logarithms: below it, log θ of an unseen word is so negative that
# sums of such terms lose every other digit (scikit-learn clips α to 1e-10 the same way).
ALPHA_MIN = 1e-10
# Beyond this, alpha · (number of terms) overflows double precision and every probability is
# NaN (alpha = 1e308 did so silently); far past any useful smoothing (α ≫ counts: all p(w|c) = 1/V).
ALPHA_MAX = 1e100


def check_alpha(alpha) -> float:
    """Lidstone's α of p(w | c) = (n_wc + α) / (n_c + α·V): a finite number in (0, 1e100]."""
    alpha = check_positive(alpha, "alpha")
    if alpha > ALPHA_MAX:
        raise DataError(QT_TRANSLATE_NOOP("engine", "alpha = {alpha:g} is too large: alpha · "
                                                    "(number of terms) overflows and every "
                                                    "probability would be NaN. Use alpha <= "
                                                    "{ALPHA_MAX:g}; already alpha = 1000 makes "
                                                    "every word nearly equally likely."),
                        alpha=alpha, ALPHA_MAX=ALPHA_MAX)
    return alpha


class _NaiveBayes(ClassifierMixin, BaseEstimator):
    """Counts of a document–term matrix per class; a subclass gives the event model."""

    _accepts_sparse = True
    _poor_score = True       # a count model on Gaussian blobs: not what it is for

    def __init__(self, alpha: float = 1.0):
        self.alpha = alpha

    def fit(self, X, y) -> "_NaiveBayes":
        """Count the classes and features of the document–term matrix ``X`` (dense or sparse,
        non-negative, finite) for the labels ``y``; returns self."""
        X, y, self.classes_ = check_X_y(X, y, accept_sparse=True, estimator=type(self).__name__)
        X = sp.csr_matrix(X)
        self.n_features_in_ = X.shape[1]
        self._alpha = max(check_alpha(self.alpha), ALPHA_MIN)
        codes = np.searchsorted(self.classes_, y)
        Y = sp.csr_matrix((np.ones(len(y)), (codes.ravel(), np.arange(len(y)))),
                          shape=(len(self.classes_), len(y)))
        self.class_count_ = np.asarray(Y.sum(axis=1)).ravel()
        self.class_log_prior_ = np.log(self.class_count_) - np.log(self.class_count_.sum())
        self.feature_count_ = np.asarray((Y @ self._prepare(X)).todense())
        if not np.all(np.isfinite(self.feature_count_.sum(axis=1))):
            raise DataError(QT_TRANSLATE_NOOP("engine", "The counts in X are too large: their "
                                                        "sums overflow. Counts are occurrences "
                                                        "of terms; rescale or cap them."))
        self._estimate()
        return self

    def joint_log_likelihood(self, X) -> np.ndarray:
        """log p(c) + log p(x | c) for every row of X and class c."""
        check_fitted(self, "feature_log_prob_")
        X = sp.csr_matrix(check_array(X, accept_sparse=True))
        check_features(self, X, self.feature_log_prob_.shape[1])
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


class MultinomialNB(_NaiveBayes):
    """Multinomial event model: word counts; Lidstone smoothing +α / +α|V|."""

    _positive_only = True

    def _prepare(self, X):
        if X.nnz and X.data.min() < 0:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Negative values in data passed to "
                                                        "MultinomialNB: counts must not be "
                                                        "negative."))
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
        raise DataError(QT_TRANSLATE_NOOP("engine", "The test-vocabulary |V| is the multinomial "
                                                    "model's (+α|V|); the Bernoulli model has "
                                                    "+2α and no |V|."))
    X = sp.csr_matrix(check_array(X, accept_sparse=True))
    check_features(model, X, model.feature_log_prob_.shape[1])
    types = np.broadcast_to(np.asarray(new_types, dtype=float), (X.shape[0],))
    tokens = np.broadcast_to(np.asarray(new_tokens, dtype=float), (X.shape[0],))
    if (types < 0).any() or (tokens < types).any() or not np.isfinite(tokens).all():
        raise DataError(QT_TRANSLATE_NOOP("engine", "new_types and new_tokens must be counts "
                                                    "with new_tokens ≥ new_types ≥ 0 (each new "
                                                    "word occurs at least once)."))
    a = model._alpha
    n_c = model.feature_count_.sum(axis=1)                           # N_c, one per class
    log_num = np.log(model.feature_count_ + a)                       # log(N_wc + α)
    V = model.feature_count_.shape[1]
    log_den = np.log(n_c[None, :] + a * (V + types[:, None]))        # documents × classes
    known = np.asarray(X @ log_num.T) - np.asarray(X.sum(axis=1)) * log_den
    return model.class_log_prior_ + known + tokens[:, None] * (np.log(a) - log_den)
