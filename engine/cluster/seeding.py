"""Initial centres: random points, k-means++ D^2 sampling (Arthur & Vassilvitskii 2007)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

import numpy as np

from .._steps import Step
from .._validation import check_n_clusters, check_points, check_random_state
from ._common import nearest_center, standardize


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
    converged: bool = False        # seeding has no convergence test
    stopped: str | None = None


def iter_kmeans_plusplus(X: np.ndarray, n_clusters: int, rng: np.random.Generator, *,
                         restart: int = 0,
                         keep_probabilities: bool = True) -> Iterator[SeedingStep]:
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


def kmeans_plusplus(X, n_clusters: int, *,
                    random_state: int | None = None) -> tuple[np.ndarray, np.ndarray]:
    """k-means++ initial centres and the indices of the points chosen (D^2 sampling on the
    centred, scaled data, which picks the same points with digits to spare)."""
    X = check_points(X)
    n_clusters = check_n_clusters(n_clusters, X.shape[0], "K")
    rng = check_random_state(random_state)
    Xs, _, _ = standardize(X)
    steps = list(iter_kmeans_plusplus(Xs, n_clusters, rng, keep_probabilities=False))
    chosen = np.array([s.chosen for s in steps])
    return X[chosen].copy(), chosen


def random_centers(X: np.ndarray, n_clusters: int, rng: np.random.Generator) -> np.ndarray:
    """K distinct points of X chosen uniformly at random."""
    idx = rng.choice(X.shape[0], size=n_clusters, replace=False)
    return X[idx].copy()
