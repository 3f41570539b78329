"""Evaluating classifiers on a document–term matrix: stratified train/test splits and k-fold
cross-validation (engine.selection's), and accuracy/F1 against the number of selected terms.
Learning curves are engine.selection's (:func:`engine.selection.iter_learning_curve`, with
:func:`fold_matrices` as its ``fold_features``).

The matrix ``X`` is built once over every document (:class:`Vectorizer` with ``min_df=1``);
each fold then keeps only the features its *training* documents contain (:func:`fold_matrices`),
which gives exactly the matrices of a vectorizer refitted on the training part — test words never
seen in training are dropped or counted as <unk> — without tokenising again.
"""
from __future__ import annotations

from typing import Generator

from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, drain
from .._validation import check_int
from ..features import IG_LOG_BASE, rank_terms, score_terms
from ..metrics import classification_report
from ..selection import kfold_indices as _kfold
from ..selection import train_validation_test_split
from ..linear import LinearSVM, LogisticRegression, SoftmaxRegression
from ..neighbors import KNeighborsClassifier
from .naive_bayes import BernoulliNB, MultinomialNB
from .vectorizer import UNK, Vectorizer, select_columns


@dataclass(frozen=True)
class Features:
    """The whole corpus as one count matrix ``X`` (every term of every document), the fitted
    ``vectorizer`` and the preprocessing ``options`` (with ``min_df`` and ``unknown``, which the
    folds apply)."""

    X: object
    vectorizer: Vectorizer
    options: dict



def split_indices(y, test_size: float = 0.25, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Stratified shuffle split: (train, test) row indices, each class split in proportion
    (at least one test and one training document per class of two or more); the engine's one
    split, :func:`engine.selection.train_validation_test_split` without a validation part."""
    if isinstance(test_size, bool) or not isinstance(test_size, (int, float, np.number)) or \
            not 0 < test_size < 1:
        raise ValueError(f"test_size must be a share between 0 and 1 (0.25 holds out a "
                         f"quarter); got {test_size!r}.")
    split = train_validation_test_split(y, validation_size=0.0, test_size=test_size, seed=seed)
    return split.train, split.test


def kfold_indices(y, k: int = 5, seed: int = 0) -> list:
    """Stratified k-fold: a list of k (train, test) pairs; every row is tested exactly once
    (:func:`engine.selection.kfold_indices`)."""
    return list(_kfold(y, k, seed))


def fold_matrices(X, train, test, min_df: int = 1, unknown: str = "drop",
                  max_features: int | None = None) -> tuple:
    """Training and test matrices with the features of the training rows only (see module):
    the terms in at least ``min_df`` training documents, and of those (``max_features``) only
    the ``max_features`` most frequent in the training rows (total count; ties: the earlier
    term), as scikit-learn's ``CountVectorizer(max_features=…)`` — a vocabulary size to
    choose by cross-validation. Returns (X_train, X_test, keep mask of X's columns)."""
    X = sp.csr_matrix(X)
    X_train = X[train]
    df = np.bincount(X_train.indices, minlength=X.shape[1])
    keep = df >= min_df
    if max_features is not None:
        max_features = check_int(max_features, "max_features", low=1)
        if max_features < keep.sum():
            counts = np.bincount(X_train.indices, weights=X_train.data, minlength=X.shape[1])
            counts[~keep] = -1.0
            top = np.argsort(-counts, kind="stable")[:max_features]
            keep = np.zeros_like(keep)
            keep[top] = True
    unk = unknown == "unk"
    return select_columns(X_train, keep, unk), select_columns(X[test], keep, unk), keep


def split_matrices(features, train, test) -> tuple:
    """(X_train, X_test, keep, names) of one split of ``features`` (an
    :class:`engine.spam.Features`): :func:`fold_matrices` with the features' own ``min_df`` and
    ``unknown``, and the names of the kept columns in their order ("<unk>" last when unseen
    words are counted as one feature). The one place a fold's column names are made."""
    opts = features.options
    X_tr, X_te, keep = fold_matrices(features.X, train, test, opts["min_df"], opts["unknown"])
    names = np.asarray(features.vectorizer.feature_names_, dtype=object)[keep]
    if opts["unknown"] == "unk":
        names = np.r_[names, np.array([UNK], dtype=object)]
    return X_tr, X_te, keep, names


def normalise_rows(X) -> sp.csr_matrix:
    """Rows scaled to unit length, the usual input of linear models on text."""
    norms = np.sqrt(np.asarray(X.multiply(X).sum(axis=1))).ravel()
    return sp.diags(1 / np.where(norms > 0, norms, 1)) @ X


class _Model:
    def fit(self, X, y):
        drain(self.fit_steps(X, y))
        return self

    def scores_and_predict(self, X):
        """(:meth:`scores`, :meth:`predict`) of the same rows: what a fold's evaluation needs
        (a model whose two answers share work computes it once)."""
        return self.scores(X), self.predict(X)


class _Scaled(_Model):
    """A linear model fitted and applied on row-normalised features."""

    def __init__(self, model):
        self.model = model

    def fit_steps(self, X, y):
        yield from self.model.iter_fit(normalise_rows(X), y)
        self.classes_ = self.model.classes_

    def scores(self, X):
        s = self.model.decision_function(normalise_rows(X))
        return np.column_stack([-s, s]) if s.ndim == 1 else s

    def predict(self, X):
        return self.model.predict(normalise_rows(X))


class _Probabilistic(_Model):
    def __init__(self, model):
        self.model = model

    def fit_steps(self, X, y):
        self.model.fit(X, y)
        self.classes_ = self.model.classes_
        yield from ()            # one pass of counting: nothing to interrupt

    def scores(self, X):
        return self.model.predict_log_proba(X)

    def predict(self, X):
        return self.model.predict(X)


class _TfidfKNN(_Model):
    """k nearest neighbours by cosine distance on tf-idf rows ([NLP] 4): the idf comes from
    the training documents only, idf(t) = ln((1 + n) / (1 + df(t))) + 1 (no row scaling needed:
    cosine ignores the length)."""

    def __init__(self, k: int = 5):
        self.model = KNeighborsClassifier(k, metric="cosine")

    def _weigh(self, X):
        return sp.csr_matrix(X).multiply(self.idf_[None, :]).tocsr()

    def fit_steps(self, X, y):
        X = sp.csr_matrix(X)
        df = np.bincount(X.indices[X.data > 0], minlength=X.shape[1])
        self.idf_ = np.log((1.0 + X.shape[0]) / (1.0 + df)) + 1.0
        self.model.fit(self._weigh(X), y)
        self.classes_ = self.model.classes_
        yield from ()            # storing the documents is all the training there is

    def scores(self, X):
        return self.model.predict_proba(self._weigh(X))

    def predict(self, X):
        return self.model.predict(self._weigh(X))

    def scores_and_predict(self, X):
        # the neighbours once (the whole cost): the class with the largest share of the votes
        # is KNeighborsClassifier.predict's, the first in sorted order on a tie (argmax)
        proba = self.scores(X)
        return proba, self.classes_[np.argmax(proba, axis=1)]


def make_model(name: str, alpha: float = 1.0, C: float = 1.0):
    """The models the comparison offers, each with ``fit``, ``predict`` and per-class
    ``scores`` (log posteriors for Naive Bayes, decision values for the linear models)."""
    makers = {
        "Multinomial NB": lambda: _Probabilistic(MultinomialNB(alpha)),
        "Bernoulli NB": lambda: _Probabilistic(BernoulliNB(alpha)),
        "Logistic (Newton/IRLS)": lambda: _Scaled(LogisticRegression(C=C, solver="newton")),
        "Logistic (gradient descent)": lambda: _Scaled(LogisticRegression(C=C, solver="gd")),
        "Linear SVM": lambda: _Scaled(LinearSVM(C=C)),
        "Softmax (L-BFGS)": lambda: _Scaled(SoftmaxRegression(C=C, solver="lbfgs")),
        "Softmax (Newton)": lambda: _Scaled(SoftmaxRegression(C=C, solver="newton")),
        "Softmax (gradient descent)": lambda: _Scaled(SoftmaxRegression(C=C, solver="gd")),
        "k-NN (cosine, tf-idf)": lambda: _TfidfKNN(5),
    }
    if name not in makers:
        raise ValueError(f"Unknown model {name!r}; choose from {', '.join(makers)}.")
    return makers[name]()


MODEL_NAMES = ("Multinomial NB", "Bernoulli NB", "Logistic (Newton/IRLS)",
               "Logistic (gradient descent)", "Linear SVM", "Softmax (L-BFGS)",
               "Softmax (Newton)", "Softmax (gradient descent)", "k-NN (cosine, tf-idf)")


@dataclass(frozen=True)
class Evaluation:
    """Out-of-sample predictions of one model, pooled over the folds."""

    name: str
    rows: np.ndarray          # document indices in the order of y_true/y_pred/scores
    y_true: np.ndarray
    y_pred: np.ndarray
    classes: np.ndarray
    scores: np.ndarray        # (n, K): the higher, the more likely each class
    fold_accuracy: np.ndarray

    @property
    def report(self):
        return classification_report(self.y_true, self.y_pred, labels=self.classes)


def iter_evaluate(X, y, folds, models, *, alpha: float = 1.0, C: float = 1.0, min_df: int = 1,
                  unknown: str = "drop") -> Generator[Progress, None, dict]:
    """A job: :class:`Progress` while fitting every model on every fold (and between their
    iterations, a chance to cancel), returning a dict name → :class:`Evaluation`."""
    y = np.asarray(y)
    classes = np.unique(y)
    parts = {m: [] for m in models}
    total = len(folds) * len(models)
    for f, (train, test) in enumerate(folds):
        X_tr, X_te, _ = fold_matrices(X, train, test, min_df, unknown)
        for i, name in enumerate(models):
            fields = dict(fold=f + 1, n_folds=len(folds), name=name)
            yield Progress(f * len(models) + i, total,
                           QT_TRANSLATE_NOOP("engine", "fold {fold}/{n_folds}: {name}…"), **fields)
            model = make_model(name, alpha, C)
            for _ in model.fit_steps(X_tr, y[train]):
                yield Progress(f * len(models) + i, total,     # a chance to cancel
                               QT_TRANSLATE_NOOP("engine", "fold {fold}/{n_folds}: {name}…"),
                               **fields)
            scores, pred = model.scores_and_predict(X_te)
            parts[name].append((test, pred, _full_scores(scores, model.classes_, classes)))
    out = {}
    for name, pieces in parts.items():
        rows = np.concatenate([p[0] for p in pieces])
        pred = np.concatenate([p[1] for p in pieces])
        acc = np.array([np.mean(y[p[0]] == p[1]) for p in pieces])
        out[name] = Evaluation(name, rows, y[rows], pred, classes,
                               np.vstack([p[2] for p in pieces]), acc)
    return out


def _full_scores(scores, model_classes, classes):
    """Scores with a column for every class (a fold can miss a rare class)."""
    if len(model_classes) == len(classes):
        return scores
    full = np.full((scores.shape[0], len(classes)), -np.inf)
    full[:, np.searchsorted(classes, model_classes)] = scores
    return full


def iter_selection_curve(X, y, train, test, positive, scores=("ig", "chi2", "bns", "df"),
                         ks=None, *, model="Multinomial NB", alpha=1.0,
                         log_base=IG_LOG_BASE):
    """A job: :class:`Progress` per retraining, returning ``(ks, {score: (accuracy, macro
    F1)})``: the model retrained on the top-k training terms by each score (the notes'
    empirical study of filter methods)."""
    y = np.asarray(y)
    X_tr, X_te, _ = fold_matrices(X, train, test)
    n_terms = X_tr.shape[1]
    if ks is None:
        ks = np.unique(np.geomspace(10, max(n_terms, 11), 10).astype(int))
    ks = np.unique(np.minimum(np.asarray(ks, dtype=int), n_terms))   # k > |V| keeps all
    values = score_terms(X_tr, y[train], positive, scores, log_base)
    curves = {}
    for s, name in enumerate(scores):
        ranked = rank_terms(values[name])
        acc, f1 = [], []
        for i, k in enumerate(ks):
            yield Progress(s * len(ks) + i, len(scores) * len(ks), QT_TRANSLATE_NOOP(
                "engine", "{name}: top {k:,} terms…"), name=name, k=k)
            cols = ranked[:k]
            m = make_model(model, alpha).fit(X_tr[:, cols], y[train])
            pred = m.predict(X_te[:, cols])
            acc.append(np.mean(pred == y[test]))
            f1.append(classification_report(y[test], pred).macro["f1"])
        curves[name] = (np.array(acc), np.array(f1))
    return ks, curves
