"""Softmax regression (MaxEnt classification) on a corpus of two or more classes, stepped: the
Spam tab's discriminative view of a multi-class corpus, tested without Qt.

:func:`iter_softmax_study` is a step generator that also *returns* a result: it yields
:class:`SoftmaxIterate` (the loss, the held-out accuracy and each class's heaviest words per
iteration) and returns a :class:`SoftmaxFit` (the fitted model with its vocabulary), which
explains a message as the notes' MaxEnt feature functions f_{w,c}(x, y) = x_w [y = c] with their
weights λ_{w,c} (:meth:`SoftmaxFit.explain`). Features are term counts of the training part's
vocabulary, each document scaled to unit length (as for the binary logistic regression).
"""
from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np
import scipy.sparse as sp
from numpy.typing import ArrayLike
from scipy.special import logsumexp

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import DataError, check_int
from ..linear import SoftmaxRegression
from .evaluation import Features, normalise_rows, split_matrices
from .spam_filter import top_indices

TOP_WORDS = 8


@dataclass(frozen=True)
class SoftmaxIterate(Step):
    """One softmax iteration as a view keeps it: no weight matrix (a history of them would not
    fit), but the held-out accuracy and, per class (in ``classes`` order), its ``top`` heaviest
    words as (word, weight) pairs."""

    iteration: int
    phase: str
    converged: bool
    loss: float
    grad_norm: float
    test_accuracy: float
    top_words: tuple
    stopped: str | None = None

    objective_name: ClassVar[str] = "loss"


@dataclass(frozen=True)
class SoftmaxExplanation:
    """Why a message got its class: its active features ``names`` with their values ``x``
    (unit-length counts), the weights ``weights[k, j]`` = λ of f_{j,k}, each class's score
    ``scores[k]`` = ``intercepts[k]`` + Σ_j λ_{j,k} x_j, and p(c | x) = softmax(scores)."""

    classes: np.ndarray
    names: list
    x: np.ndarray
    weights: np.ndarray
    intercepts: np.ndarray
    scores: np.ndarray
    proba: np.ndarray

    @property
    def predicted(self):
        return self.classes[int(np.argmax(self.scores))]

    def feature_functions(self) -> list:
        """The active f(x, y) = x_w [y = c] as (word, class, value, weight λ, contribution)
        rows, the largest contributions first."""
        rows = [(w, str(c), float(self.x[j]), float(self.weights[k, j]),
                 float(self.weights[k, j] * self.x[j]))
                for k, c in enumerate(self.classes) for j, w in enumerate(self.names)]
        return sorted(rows, key=lambda r: -abs(r[4]))


@dataclass(frozen=True)
class SoftmaxFit:
    """The fitted :class:`~engine.linear.SoftmaxRegression` with the vectorizer restricted to
    the training vocabulary (``names`` are its columns)."""

    model: SoftmaxRegression
    vectorizer: object
    names: np.ndarray

    def top_words(self, n: int = TOP_WORDS) -> dict:
        """class → its n largest weights as (word, λ) pairs, largest first."""
        classes = self.model.classes_
        return dict(zip(classes.tolist(), top_words(self.model.coef_, classes, self.names, n)))

    def explain(self, text: str) -> SoftmaxExplanation:
        """The feature functions of ``text`` and how they add up to p(c | x)."""
        if not isinstance(text, str):
            raise DataError(QT_TRANSLATE_NOOP("engine", "explain takes one message as a string; "
                                                        "got {text_type}."),
                            text_type=type(text).__name__)
        x = normalise_rows(self.vectorizer.transform([text]))
        return explain_row(self.model.classes_, self.names, self.model.coef_,
                           self.model.intercept_, x)


def explain_row(classes: Sequence, names: Sequence[str], coef: np.ndarray,
                intercept: np.ndarray, x) -> SoftmaxExplanation:
    """The feature functions f_{j,k}(x, y) = x_j [y = k] of one document ``x`` (a 1 × d row,
    sparse or dense) under the weights ``coef`` (K × d) and ``intercept`` (K,): its active
    terms j, score(x, k) = b_k + Σ_j w_{k,j} x_j and p(k | x) = softmax(scores)."""
    row = sp.csr_matrix(x).reshape(1, -1)
    row.sum_duplicates()
    cols, values = row.indices, row.data.astype(np.float64)
    weights = np.asarray(coef)[:, cols]
    scores = np.asarray(intercept, dtype=np.float64) + weights @ values
    proba = np.exp(scores - logsumexp(scores))
    return SoftmaxExplanation(np.asarray(classes), [str(names[j]) for j in cols], values.copy(),
                              weights.copy(), np.array(intercept, dtype=np.float64), scores,
                              proba)


def top_words(W: np.ndarray, classes: Sequence, names: Sequence[str], n: int = TOP_WORDS
              ) -> tuple[tuple[tuple[str, float], ...], ...]:
    """Per class k (row k of the K × d weights W), its ``n`` largest weights w(k, j) as
    (names[j], w(k, j)) pairs, largest first (ties in column order: :func:`top_indices`)."""
    out = []
    for k in range(len(classes)):
        order = top_indices(W[k], n)
        out.append(tuple((str(names[j]), float(W[k, j])) for j in order))
    return tuple(out)


def iter_softmax_study(features: Features, y: ArrayLike, split: tuple, *, C: float = 1.0, solver: str = "lbfgs",
                       max_iter: int | None = None,
                       top: int = TOP_WORDS) -> Generator[SoftmaxIterate, None, SoftmaxFit]:
    """Softmax regression on the training part of ``split`` = (train, test) of the corpus
    ``features`` (:class:`~engine.spam.Features`), stepped; each step carries the
    held-out accuracy and the top words per class; returns a :class:`SoftmaxFit`. Validated now
    (bad parameters, a training part with one class); the matrices are built at the first
    step, on the caller's worker."""
    y = np.asarray(y)
    train, test = (np.asarray(part, dtype=np.int64) for part in split)
    if y.ndim != 1 or len(y) != features.X.shape[0]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "y must give one class per document "
                                                    "({features_X_shape_0})."),
                        features_X_shape_0=features.X.shape[0])
    if len(train) == 0 or len(np.unique(y[train])) < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The training part needs documents of at "
                                                    "least two classes."))
    top = check_int(top, "top", low=1)
    model = SoftmaxRegression(C=C, solver=solver, max_iter=max_iter)
    model._check_params()
    return _run(model, features, y, train, test, top)


def _run(model, features, y, train, test, top):
    opts = features.options
    X_tr, X_te, keep, names = split_matrices(features, train, test)
    A_tr, A_te = normalise_rows(X_tr), normalise_rows(X_te)
    y_test = y[test]
    classes = np.unique(y[train])
    for step in model.iter_fit(A_tr, y[train]):
        if len(y_test):
            scores = np.asarray(A_te @ step.coef.T) + step.intercept
            accuracy = float(np.mean(classes[np.argmax(scores, axis=1)] == y_test))
        else:
            accuracy = float("nan")
        yield SoftmaxIterate(step.iteration, step.phase, step.converged, step.loss,
                             step.grad_norm, accuracy,
                             top_words(step.coef, classes, names, top), step.stopped)
    vectorizer = features.vectorizer.restricted(keep, min_df=opts["min_df"],
                                                unknown=opts["unknown"])
    return SoftmaxFit(model, vectorizer, names)
