"""Online k-means (notes: [ML] 9 — the erratum: online k-means updates one centre by a step
size): the points arrive one at a time; each moves only its nearest centre towards it,

    k = argmin_l ‖x − μ_l‖²,     μ_k ← μ_k + η (x − μ_k),

with a fixed step size η, or η = 1/n_k (MacQueen's rule: μ_k stays the running mean of the
points it has taken, and the steps shrink so the run converges; a fixed η keeps every centre
jittering by about η for ever). One pass over the points (in a fresh random order) is an epoch. The
updates are sequential by nature — each depends on the last — so the loop over points is the
algorithm, not a missed vectorisation."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._steps import Step
from .._validation import check_centers, check_int, check_n_clusters, check_points, \
    check_positive, check_random_state
from ..base import BaseEstimator, ClusterMixin, IterativeMixin
from ._common import nearest_center, predict_nearest, tolerance
from .seeding import random_centers


@dataclass(frozen=True)
class OnlineKMeansStep(Step):
    """One point's update: the point (``index`` into X, its coordinates ``x``), the ``center``
    it moved, that centre before (``old_center``) and the ``centers`` after, the step size
    ``eta`` used and ``sample_cost`` ‖x − μ_k‖² before the move (the stochastic objective).
    ``iteration`` counts updates (1, 2, …); ``epoch`` the pass over the data. ``converged``
    on the last step of an epoch whose centres moved in total (Σ_k ‖Δμ_k‖²) by no more than
    ``tol`` × the mean feature variance; ``stopped`` "max_iter" after ``max_iter`` epochs."""

    iteration: int
    phase: str
    epoch: int
    index: int
    x: np.ndarray
    center: int
    old_center: np.ndarray
    centers: np.ndarray
    eta: float
    sample_cost: float
    converged: bool = False
    stopped: str | None = None

    objective_name: ClassVar[str] = "sample_cost"


class OnlineKMeans(IterativeMixin, ClusterMixin, BaseEstimator):
    """Online (sequential) k-means: ``learning_rate`` η in (0, 1], or None for 1/n_k;
    ``init`` "random" (K distinct data points) or a (K, D) array; ``max_iter`` epochs.

    Fitted: ``cluster_centers_``, ``labels_`` (nearest centre at the end), ``inertia_``
    Σᵢ ‖xᵢ − μ_{label_i}‖², ``n_iter_`` (epochs), ``converged_``."""

    def __init__(self, n_clusters: int = 3, *, learning_rate: float | None = None,
                 init="random", max_iter: int = 20, tol: float = 1e-4, shuffle: bool = True,
                 random_state: int | None = None) -> None:
        self.n_clusters = n_clusters
        self.learning_rate = learning_rate
        self.init = init
        self.max_iter = max_iter
        self.tol = tol
        self.shuffle = shuffle
        self.random_state = random_state

    def iter_fit(self, X) -> Iterator[OnlineKMeansStep]:
        """Validate now, then return the generator of updates; run to its end it leaves the
        model fitted (``fit`` drains it)."""
        X = check_points(X)
        k = check_n_clusters(self.n_clusters, X.shape[0], "K")
        if self.learning_rate is not None:
            eta = check_positive(self.learning_rate, "learning_rate")
            if eta > 1:
                raise ValueError(f"learning_rate must be in (0, 1] (1 jumps the centre onto "
                                 f"the point); got {eta}.")
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)
        rng = check_random_state(self.random_state)
        if isinstance(self.init, str):
            if self.init != "random":
                raise ValueError(f"init must be 'random' or a (K, D) array; got {self.init!r}.")
            centers = random_centers(X, k, rng)
        else:
            centers = check_centers(self.init, k, X.shape[1])
        return self._run(X, np.array(centers, dtype=np.float64), rng)

    def _run(self, X, centers, rng):
        n, k = X.shape[0], centers.shape[0]
        counts = np.zeros(k)
        limit = tolerance(X, self.tol)
        it = 0
        for epoch in range(1, int(self.max_iter) + 1):
            start = centers.copy()
            order = rng.permutation(n) if self.shuffle else np.arange(n)
            for pos, i in enumerate(order):
                x = X[i]
                d = ((centers - x) ** 2).sum(axis=1)
                c = int(np.argmin(d))
                counts[c] += 1
                eta = 1.0 / counts[c] if self.learning_rate is None else float(self.learning_rate)
                old = centers[c].copy()
                centers[c] += eta * (x - centers[c])
                it += 1
                last = pos == n - 1
                shift = float(((centers - start) ** 2).sum()) if last else np.inf
                done = last and shift <= limit
                capped = last and not done and epoch == self.max_iter
                step = OnlineKMeansStep(it, "update", epoch, int(i), x, c, old, centers, eta,
                                        float(d[c]), converged=done,
                                        stopped="max_iter" if capped else None)
                if done or capped:
                    self._finish(X, centers, epoch, done)
                yield step
                if done:
                    return

    def _finish(self, X, centers, epochs, converged):
        labels, d2 = nearest_center(X, centers)
        self.cluster_centers_ = centers.copy()
        self.labels_ = labels
        self.inertia_ = float(np.sum(d2))
        self.n_iter_ = epochs
        self.converged_ = converged

    def predict(self, X) -> np.ndarray:
        """Index of the nearest fitted centre for each row of X."""
        return predict_nearest(self, X)
