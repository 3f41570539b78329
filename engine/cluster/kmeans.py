"""Lloyd's k-means with the assignment (R) and update (mu) steps exposed one at a time."""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._steps import Step, drain
from .._validation import (check_centers, check_choice, check_int,
                           check_n_clusters, check_points, check_positive)
from ._common import cluster_sums, nearest_center, predict_nearest, standardize, tolerance
from .seeding import SeedingStep, iter_kmeans_plusplus, random_centers


@dataclass(frozen=True)
class KMeansStep(Step):
    """State after one phase of k-means.

    ``inertia`` is the cost J = sum_i ||x_i - mu_{label_i}||^2 of this step's labels and centres;
    it never increases from one step to the next.
    """

    iteration: int
    phase: str                 # "assign", "update", or "best" (the best restart, n_init > 1)
    centers: np.ndarray
    labels: np.ndarray
    inertia: float
    converged: bool
    restart: int = 0
    center_shift: float = math.nan   # sum_k ||mu_k^new - mu_k^old||^2 (update steps)

    objective_name: ClassVar[str] = "inertia"
    n_changed: int = -1              # points that changed cluster (assign steps)
    stopped: str | None = None       # "max_iter" on the last step of a run cut off by max_iter


class KMeans:
    """k-means clustering by Lloyd's algorithm.

    Assignment: R_ik = 1 if k = argmin_l ||x_i - mu_l||^2 else 0.
    Update:     mu_k = sum_i R_ik x_i / sum_i R_ik.
    Stops when no point changes cluster or when sum_k ||mu_k^new - mu_k^old||^2 <= tol * mean
    feature variance (scikit-learn's rule, so results from the same centres agree).

    Parameters are keyword-only after ``n_clusters``; ``init`` is "k-means++", "random" or an
    array of shape (n_clusters, n_features).
    """

    def __init__(self, n_clusters: int = 8, *, init: str | np.ndarray = "k-means++",
                 n_init: int = 1, max_iter: int = 300, tol: float = 1e-4,
                 random_state: int | None = None) -> None:
        self.n_clusters = n_clusters
        self.init = init
        self.n_init = n_init
        self.max_iter = max_iter
        self.tol = tol
        self.random_state = random_state

    # -- public API -------------------------------------------------------------------------
    def iter_fit(self, X, *, seeding_steps: bool = False) -> Iterator[KMeansStep | SeedingStep]:
        """Validate, then return a generator of :class:`KMeansStep` (two per iteration).

        With ``seeding_steps=True`` the k-means++ picks are yielded too, as :class:`SeedingStep`
        objects with the D^2 probabilities, before each restart's iterations.
        """
        X, k, centers0 = self._validate(X)
        return self._iterate(X, k, centers0, seeding_steps)

    def fit(self, X) -> "KMeans":
        """Compute the clustering; returns self with ``cluster_centers_``, ``labels_``, ...."""
        last = drain(self.iter_fit(X))
        self.cluster_centers_ = last.centers.copy()
        self.labels_ = last.labels.copy()
        self.inertia_ = last.inertia
        self.n_iter_ = last.iteration
        self.converged_ = last.converged
        return self

    def predict(self, X) -> np.ndarray:
        """Index of the nearest fitted centre for each row of X."""
        return predict_nearest(self, X)

    def fit_predict(self, X) -> np.ndarray:
        """``fit(X).labels_``."""
        return self.fit(X).labels_

    # -- internals -------------------------------------------------------------------------
    def _validate(self, X):
        X = check_points(X)
        k = check_n_clusters(self.n_clusters, X.shape[0], "K")
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)
        centers0 = None
        if isinstance(self.init, str):
            check_choice(self.init, "init", ("k-means++", "random"))
            check_int(self.n_init, "n_init", low=1)
        else:
            centers0 = check_centers(self.init, k, X.shape[1])
        return X, k, centers0

    def _iterate(self, X, k, centers0, seeding_steps):
        # Work on centred, scaled data (see standardize); steps report data coordinates.
        X, shift, scale = standardize(X)
        if centers0 is not None:
            centers0 = (centers0 - shift) / scale
        for step in self._iterate_standard(X, k, centers0, seeding_steps):
            changes = {"centers": step.centers * scale + shift}
            if isinstance(step, KMeansStep):
                changes["inertia"] = step.inertia * scale**2
            yield dataclasses.replace(step, **changes)

    def _iterate_standard(self, X, k, centers0, seeding_steps):
        rng = np.random.default_rng(self.random_state)
        tol = tolerance(X, self.tol)
        x_sq = np.einsum("ij,ij->i", X, X)
        n_init = 1 if centers0 is not None else self.n_init
        best = None
        for restart in range(n_init):
            if centers0 is not None:
                centers = centers0
            elif self.init == "random":
                centers = random_centers(X, k, rng)
            else:
                seeds = iter_kmeans_plusplus(X, k, rng, restart=restart,
                                             keep_probabilities=seeding_steps)
                for seed in seeds:
                    if seeding_steps:
                        yield seed
                centers = seed.centers
            last = None
            for step in lloyd(X, centers, self.max_iter, tol, x_sq, restart):
                if last is not None:
                    yield last
                last = step
            # with restarts, a restart's end is not the run's end: the final "best" step carries
            # whether the chosen run converged
            yield last if n_init == 1 else dataclasses.replace(last, converged=False,
                                                               stopped=None)
            if best is None or last.inertia < best.inertia:
                best = last
        if n_init > 1:
            yield KMeansStep(best.iteration, "best", best.centers, best.labels, best.inertia,
                             best.converged, best.restart, stopped=best.stopped)


def lloyd(X, centers, max_iter, tol, x_sq, restart=0):
    """Lloyd iterations from ``centers``; yields an assign step and an update step per iteration.

    The run always ends on an assign step, so the final labels belong to the final centres.
    """
    k = centers.shape[0]
    labels = None
    for it in range(1, max_iter + 1):
        new_labels, mind = nearest_center(X, centers, x_sq)
        changed = X.shape[0] if labels is None else int(np.count_nonzero(new_labels != labels))
        labels = new_labels
        stable = it > 1 and changed == 0
        yield KMeansStep(it, "assign", centers, labels, float(mind.sum()), stable, restart,
                         n_changed=changed)
        if stable:
            return
        new_centers, cost = _update(X, labels, centers, k, x_sq, mind)
        shift = float(((new_centers - centers) ** 2).sum())
        centers = new_centers
        yield KMeansStep(it, "update", centers, labels, cost, False, restart, center_shift=shift)
        if shift <= tol or it == max_iter:
            # Centres barely moved (or no iterations left): one last assignment makes the
            # labels agree with the centres, as scikit-learn does.
            new_labels, mind = nearest_center(X, centers, x_sq)
            changed = int(np.count_nonzero(new_labels != labels))
            converged = shift <= tol or changed == 0
            yield KMeansStep(it, "assign", centers, new_labels, float(mind.sum()),
                             converged, restart, n_changed=changed,
                             stopped=None if converged else "max_iter")
            return


def _update(X, labels, old_centers, k, x_sq, mind):
    """mu_k = mean of the points in cluster k; an empty cluster takes the farthest point.

    Returns the new centres and the cost of (labels, new centres), computed from per-cluster
    sums as sum_k [sum_i ||x_i||^2 - 2 mu_k . S_k + n_k ||mu_k||^2] without another pass.
    """
    sums, counts = cluster_sums(X, labels, k)
    sq = np.bincount(labels, weights=x_sq, minlength=k)
    empty = np.flatnonzero(counts == 0)
    if empty.size:
        # As scikit-learn: the points farthest from their centre start the empty clusters.
        far = np.argsort(mind)[::-1][:empty.size]
        for new_id, idx in zip(empty, far):
            old = labels[idx]
            sums[old] -= X[idx]
            counts[old] -= 1
            sq[old] -= x_sq[idx]
            sums[new_id] = X[idx]
            counts[new_id] = 1
            sq[new_id] = x_sq[idx]
    centers = np.where(counts[:, None] > 0, sums / np.maximum(counts, 1)[:, None], old_centers)
    c_sq = np.einsum("ij,ij->i", centers, centers)
    cost = sq - 2 * np.einsum("ij,ij->i", centers, sums) + counts * c_sq
    return centers, float(max(cost.sum(), 0.0))


__all__ = ["KMeans", "KMeansStep", "SeedingStep", "lloyd"]
