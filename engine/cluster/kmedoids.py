"""k-medoids by alternating assignment and medoid update (Voronoi iteration)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np
from scipy.spatial.distance import cdist

from .._steps import Step
from .._validation import (check_array, check_choice, check_int, check_n_clusters,
                           check_random_state)
from ..base import BaseEstimator, ClusterMixin, IterativeMixin
from ._common import nearest_center, predict_nearest, standardize
from .seeding import iter_kmeans_plusplus

# Candidate rows per block when summing distances inside a cluster (bounds memory to ~64 MB).
_BLOCK = 2048


@dataclass(frozen=True)
class KMedoidsStep(Step):
    """State after one phase; centres are data points, the cost is sum_i ||x_i - m_{label_i}||."""

    iteration: int
    phase: str               # "assign" or "update"
    centers: np.ndarray
    medoid_indices: np.ndarray
    labels: np.ndarray
    inertia: float           # sum of (unsquared) distances to the medoid: robust to outliers
    converged: bool
    stopped: str | None = None   # "max_iter" on the last step of a run cut off by max_iter

    objective_name: ClassVar[str] = "inertia"


class KMedoids(IterativeMixin, ClusterMixin, BaseEstimator):
    """k-medoids: like k-means, but each centre is the member that minimises
    sum_{i in cluster} ||x_i - m||, and the cost uses distances, not squared distances, so a far
    outlier pulls a medoid much less than it pulls a mean.

    ``init`` is "k-medoids++" (D^2 seeding on the points), "random", or an array of point
    indices of shape (n_clusters,).
    """

    def __init__(self, n_clusters: int = 8, *, init: str | np.ndarray = "k-medoids++",
                 max_iter: int = 300, random_state: int | None = None) -> None:
        self.n_clusters = n_clusters
        self.init = init
        self.max_iter = max_iter
        self.random_state = random_state

    def iter_fit(self, X, y=None) -> Iterator[KMedoidsStep]:
        """Validate, then return a generator of :class:`KMedoidsStep`; when it ends the model
        is fitted (``cluster_centers_``, ``medoid_indices_``, ``labels_``, ``inertia_``), as
        by :meth:`fit`. ``y`` is ignored."""
        X = check_array(X, estimator="KMedoids")
        k = check_n_clusters(self.n_clusters, X.shape[0], "K")
        check_int(self.max_iter, "max_iter", low=1)
        check_random_state(self.random_state)
        if isinstance(self.init, str):
            check_choice(self.init, "init", ("k-medoids++", "random"))
            given = None
        else:
            given = np.asarray(self.init)
            if (given.size == 0 or given.shape != (k,) or not np.issubdtype(given.dtype, np.integer)
                    or given.min() < 0 or given.max() >= X.shape[0]
                    or len(set(given.tolist())) != k):
                raise ValueError(f"init must be {k} distinct point indices in "
                                 f"[0, {X.shape[0] - 1}]; got {given.tolist()!r}.")
        return self._fitting(self._iterate(X, k, given), self._finish)

    def _finish(self, last: KMedoidsStep) -> None:
        self.cluster_centers_ = last.centers.copy()
        self.medoid_indices_ = last.medoid_indices.copy()
        self.labels_ = last.labels.copy()
        self.inertia_ = last.inertia
        self.n_iter_ = last.iteration
        self.converged_ = last.converged
        self.n_features_in_ = last.centers.shape[1]

    def predict(self, X) -> np.ndarray:
        """Index of the nearest medoid for each row of X."""
        return predict_nearest(self, X)

    def _iterate(self, X_data, k, medoids):
        # Distances on centred, scaled data (see standardize); medoids are indices, so the
        # steps show the data's own points and the cost is scaled back.
        X, _, scale = standardize(X_data)
        rng = check_random_state(self.random_state)
        if medoids is None:
            if self.init == "random":
                medoids = rng.choice(X.shape[0], size=k, replace=False)
            else:
                medoids = np.array([s.chosen for s in iter_kmeans_plusplus(
                    X, k, rng, keep_probabilities=False)])
        x_sq = np.einsum("ij,ij->i", X, X)
        for it in range(1, self.max_iter + 1):
            labels, d2 = nearest_center(X, X[medoids], x_sq)
            cost = float(np.sqrt(d2).sum()) * scale
            yield KMedoidsStep(it, "assign", X_data[medoids], medoids, labels, cost, False)
            new = _best_medoids(X, labels, medoids)
            stable = np.array_equal(new, medoids)
            medoids = new
            capped = not stable and it == self.max_iter
            yield KMedoidsStep(it, "update", X_data[medoids], medoids, labels,
                               _cost_given_labels(X, labels, medoids) * scale, stable,
                               "max_iter" if capped else None)
            if stable:
                return


def _best_medoids(X, labels, medoids):
    """For each cluster, the member with the least total distance to the other members."""
    new = medoids.copy()
    for k in range(len(medoids)):  # loop over clusters; each cluster's sums are vectorised
        members = np.flatnonzero(labels == k)
        if members.size == 0:
            continue
        pts = X[members]
        totals = np.concatenate([cdist(pts[s:s + _BLOCK], pts).sum(axis=1)
                                 for s in range(0, len(pts), _BLOCK)])
        best = members[np.argmin(totals)]
        # keep the old medoid on ties so the iteration can stop
        if totals[np.argmin(totals)] < totals[members == medoids[k]].min(initial=np.inf):
            new[k] = best
    return new


def _cost_given_labels(X, labels, medoids):
    return float(np.linalg.norm(X - X[medoids][labels], axis=1).sum())


__all__ = ["KMedoids", "KMedoidsStep"]
