"""Initial centres: random points, k-means++ D^2 sampling (Arthur & Vassilvitskii 2007)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .._steps import Step
from .._validation import check_n_clusters, check_points
from ._common import nearest_center


@dataclass(frozen=True)
class SeedingStep(Step):
    """One pick of k-means++: p(x_i) = D(x_i)^2 / sum_j D(x_j)^2, D = distance to nearest centre."""

    pick: int                      # 1..K
    chosen: int                    # index of the point picked as the new centre
    centers: np.ndarray            # the centres picked so far, shape (pick, n_features)
    probabilities: np.ndarray | None  # the distribution the pick was drawn from (None: uniform)
    restart: int = 0
    iteration: int = 0
    phase: str = "seed"


def iter_kmeans_plusplus(X, n_clusters, rng, *, restart=0, keep_probabilities=True):
    """Yield one :class:`SeedingStep` per centre picked by D^2 sampling.

    The first centre is uniform over the points; each next one is drawn with probability
    D(x)^2 / sum D^2. When every point already coincides with a centre (sum D^2 = 0) the draw
    falls back to uniform, so duplicate data cannot divide by zero.
    """
    n = X.shape[0]
    x_sq = np.einsum("ij,ij->i", X, X)
    first = int(rng.integers(n))
    centers = [X[first]]
    yield SeedingStep(1, first, np.array(centers), None, restart)
    _, d2 = nearest_center(X, X[first:first + 1], x_sq)
    for pick in range(2, n_clusters + 1):
        total = d2.sum()
        p = d2 / total if total > 0 else np.full(n, 1.0 / n)
        chosen = int(np.searchsorted(np.cumsum(p), rng.random() * p.sum(), side="right"))
        chosen = min(chosen, n - 1)
        centers.append(X[chosen])
        probs = p.astype(np.float32) if keep_probabilities else None
        yield SeedingStep(pick, chosen, np.array(centers), probs, restart)
        _, new_d2 = nearest_center(X, X[chosen:chosen + 1], x_sq)
        np.minimum(d2, new_d2, out=d2)


def kmeans_plusplus(X, n_clusters, *, random_state=None):
    """k-means++ initial centres and the indices of the points chosen."""
    X = check_points(X)
    n_clusters = check_n_clusters(n_clusters, X.shape[0])
    rng = np.random.default_rng(random_state)
    steps = list(iter_kmeans_plusplus(X, n_clusters, rng, keep_probabilities=False))
    return steps[-1].centers.copy(), np.array([s.chosen for s in steps])


def random_centers(X, n_clusters, rng):
    """K distinct points of X chosen uniformly at random."""
    idx = rng.choice(X.shape[0], size=n_clusters, replace=False)
    return X[idx].copy()
