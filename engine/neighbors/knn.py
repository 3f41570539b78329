"""k nearest neighbours (notes: [NLP] 4. Classification): a point gets the majority class of
the k training points nearest to it,

    ŷ(x) = argmax_c Σ_{i ∈ N_k(x)} w_i [y_i = c]          (w_i = 1, or 1/d(x, x_i) for "distance"),

with Euclidean distance ‖x − x′‖ or cosine distance 1 − x·x′/(‖x‖‖x′‖) (the one for tf-idf
documents), on dense arrays or scipy.sparse matrices. Distances are computed a block of queries
at a time (one matrix product per block), so memory stays bounded.

Ties: among classes with the same vote the first class (in sorted order) wins, as in
scikit-learn. Among training points at the same distance as the k-th neighbour, the ones that
come first in the training data are taken (a fixed, documented rule; scikit-learn's heap keeps
an order-dependent subset of them, so on such exact ties the two neighbour sets can differ by
equidistant points — their predictions agreed on every tie-heavy grid the tests try)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_choice, check_fitted, check_int, check_targets
from ..base import BaseEstimator, ClassifierMixin
from ..linear._base import check_X

METRICS = ("euclidean", "cosine")
WEIGHTS = ("uniform", "distance")
BLOCK_CELLS = 4_000_000          # distances held at once: 32 MB of float64


def _row_norms_sq(X) -> np.ndarray:
    if sp.issparse(X):
        return np.asarray(X.multiply(X).sum(axis=1)).ravel()
    return np.einsum("ij,ij->i", X, X)


def _normalised(X):
    """Rows scaled to unit length (zero rows stay zero: their cosine similarity is 0, distance 1,
    as scikit-learn's ``normalize`` gives)."""
    norms = np.sqrt(_row_norms_sq(X))
    norms[norms == 0] = 1.0
    if sp.issparse(X):
        return sp.csr_matrix(sp.diags(1.0 / norms) @ X)
    return X / norms[:, None]


def _dense(M) -> np.ndarray:
    return M.toarray() if sp.issparse(M) else np.asarray(M)


@dataclass(frozen=True)
class Neighbours:
    """The k nearest training points of each query: ``indices`` (queries, k) into the training
    data, nearest first, and their ``distances``."""

    distances: np.ndarray
    indices: np.ndarray


class KNeighborsClassifier(ClassifierMixin, BaseEstimator):
    """k-NN classification as scikit-learn's ``KNeighborsClassifier`` (brute force).

    ``n_neighbors`` k ≥ 1; ``metric`` "euclidean" or "cosine"; ``weights`` "uniform" (each
    neighbour one vote) or "distance" (vote 1/d; a neighbour at distance 0 takes the whole vote,
    shared with any other at 0). Fitted: ``classes_``, ``n_features_in_``, ``n_samples_fit_``.
    """

    def __init__(self, n_neighbors: int = 5, *, metric: str = "euclidean",
                 weights: str = "uniform") -> None:
        self.n_neighbors = n_neighbors
        self.metric = metric
        self.weights = weights

    def _check_params(self) -> int:
        check_choice(self.metric, "metric", METRICS)
        check_choice(self.weights, "weights", WEIGHTS)
        return check_int(self.n_neighbors, "n_neighbors", low=1)

    def fit(self, X, y) -> "KNeighborsClassifier":
        """Keep the training data (k-NN has no training beyond that) and return self."""
        k = self._check_params()
        X = check_X(X)
        y, classes = check_targets(y, X.shape[0])
        if k > X.shape[0]:
            raise DataError(QT_TRANSLATE_NOOP("engine", "n_neighbors={k} is more than the "
                                                        "{X_shape_0} training points; choose "
                                                        "n_neighbors <= {X_shape_0}."), k=k,
                            X_shape_0=X.shape[0])
        self.classes_ = classes
        self._codes = np.searchsorted(classes, y)
        self._X = _normalised(X) if self.metric == "cosine" else X
        self._sq = _row_norms_sq(self._X)
        self._XA = None if self.metric == "cosine" or sp.issparse(X) else \
            np.hstack([-2.0 * X, self._sq[:, None]])
        self.n_features_in_ = X.shape[1]
        self.n_samples_fit_ = X.shape[0]
        return self

    def _query(self, X):
        check_fitted(self, "classes_")
        X = check_X(X)
        if X.shape[1] != self.n_features_in_:
            raise DataError(QT_TRANSLATE_NOOP("engine", "X has {X_shape_1} features; the model "
                                                        "was fitted on {n_features_in}."),
                            X_shape_1=X.shape[1], n_features_in=self.n_features_in_)
        return _normalised(X) if self.metric == "cosine" else X

    def _surrogate(self, Q) -> np.ndarray:
        """What the neighbours are chosen on, for the rows of Q against every training point:
        1 − cosine, or ‖x‖² − 2 q·x, the squared Euclidean distance less ‖q‖² (the same for
        every x of a row, so it changes no choice; it is added back to the k chosen). Dense
        points take it in one matrix product, [q, 1] · [−2x, ‖x‖²]ᵀ."""
        if self.metric == "cosine":
            return np.maximum(1.0 - _dense(Q @ self._X.T), 0.0)
        if self._XA is not None:
            return np.hstack([Q, np.ones((Q.shape[0], 1))]) @ self._XA.T
        dot = _dense(Q @ self._X.T)
        dot *= -2.0
        dot += self._sq[None, :]
        return dot

    def kneighbors(self, X, n_neighbors: int | None = None) -> Neighbours:
        """The ``n_neighbors`` (default k) nearest training points of each row of X, nearest
        first; at equal distance the earlier training point first."""
        k = self._check_params() if n_neighbors is None else check_int(n_neighbors,
                                                                          "n_neighbors", low=1)
        Q = self._query(X)
        if k > self.n_samples_fit_:
            raise DataError(QT_TRANSLATE_NOOP("engine", "n_neighbors={k} is more than the "
                                                        "{n_samples_fit} training points."), k=k,
                            n_samples_fit=self.n_samples_fit_)
        block = max(1, BLOCK_CELLS // self.n_samples_fit_)
        dist = np.empty((Q.shape[0], k))
        idx = np.empty((Q.shape[0], k), dtype=np.int64)
        for start in range(0, Q.shape[0], block):
            D = self._surrogate(Q[start:start + block])
            idx[start:start + block], dist[start:start + block] = _k_smallest(D, k)
        if self.metric == "euclidean":
            dist = np.sqrt(np.maximum(dist + _row_norms_sq(Q)[:, None], 0.0))
        return Neighbours(dist, idx)

    def _votes(self, X) -> np.ndarray:
        nb = self.kneighbors(X)
        codes = self._codes[nb.indices]
        if self.weights == "uniform":
            w = np.ones_like(nb.distances)
        else:
            with np.errstate(divide="ignore"):
                w = 1.0 / nb.distances
            zero = np.isinf(w)
            rows = zero.any(axis=1)
            w[rows] = zero[rows]          # exact matches share the vote
        votes = np.zeros((len(codes), len(self.classes_)))
        np.add.at(votes, (np.repeat(np.arange(len(codes)), codes.shape[1]), codes.ravel()),
                  w.ravel())
        return votes

    def predict_proba(self, X) -> np.ndarray:
        """Each class's share of the (weighted) votes of the k neighbours, columns in
        ``classes_`` order."""
        votes = self._votes(X)
        return votes / votes.sum(axis=1, keepdims=True)

    def predict(self, X) -> np.ndarray:
        """The class with the most votes (the first class in sorted order on a tie)."""
        votes = self._votes(X)          # first: it refuses an unfitted model
        return self.classes_[np.argmax(votes, axis=1)]


def _k_smallest(D: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Per row, the indices and values of the k smallest entries, sorted by (value, index):
    ``argpartition`` finds them; a row whose k-th value is tied with entries left outside
    takes every entry below it and the first of those equal to it (in index order) until it
    has k — the earlier training point is the nearer, as in scikit-learn."""
    n = D.shape[1]
    if k < n:
        cols = np.argpartition(D, k - 1, axis=1)[:, :k]
        kth = np.take_along_axis(D, cols, axis=1).max(axis=1, keepdims=True)
        at_most = np.count_nonzero(D <= kth, axis=1)
        tied = np.flatnonzero(at_most > k)          # ties cross the k-th place: the tie rule
        if tied.size:
            Dt, kt = D[tied], kth[tied]
            below = Dt < kt
            need = k - below.sum(axis=1, keepdims=True)
            tie = Dt == kt
            keep = below | (tie & (np.cumsum(tie, axis=1) <= need))
            cols[tied] = np.nonzero(keep)[1].reshape(len(tied), k)
    else:
        cols = np.broadcast_to(np.arange(n), D.shape).copy()
    vals = np.take_along_axis(D, cols, axis=1)
    order = np.lexsort((cols, vals), axis=1)        # by value, then by index
    cols = np.take_along_axis(cols, order, axis=1)
    return cols, np.take_along_axis(vals, order, axis=1)
