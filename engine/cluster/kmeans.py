"""Lloyd's k-means with the assignment (R) and update (mu) steps exposed one at a time."""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np
import scipy.sparse as sp

from .._steps import Step
from .._validation import (check_array, check_centers, check_choice, check_features,
                           check_fitted, check_int, check_n_clusters, check_positive,
                           check_random_state)
from ..base import BaseEstimator, ClusterMixin, IterativeMixin
from ._common import (_FEW_CENTERS, augmented_rows, cluster_sums, nearest_center,
                      nearest_packed, nearest_two_screened, predict_nearest, standardize,
                      tolerance)
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
    # on the run's last step when engine.cluster.diagnostics.with_restart_hint wraps the run:
    # a RestartHint (two centres in one blob) or None
    restart_hint: object = None


class KMeans(IterativeMixin, ClusterMixin, BaseEstimator):
    """k-means clustering by Lloyd's algorithm.

    Assignment: R_ik = 1 if k = argmin_l ||x_i - mu_l||^2 else 0.
    Update:     mu_k = sum_i R_ik x_i / sum_i R_ik.
    Stops when no point changes cluster or when sum_k ||mu_k^new - mu_k^old||^2 <= tol * mean
    feature variance (scikit-learn's rule, so results from the same centres agree).
    The assignment is computed fast but exactly. Few centres in few dimensions (K < 24,
    D <= 8): every point each time, in cache-sized blocks, the label packed into the low bits
    of each float64 distance so one integer minimum gives it. Otherwise Hamerly's distance
    bounds skip the points whose centre cannot change, a float32 pass with a proven error bound
    settles the rest, and its close calls are recomputed in float64
    (``python bench/bench_cluster.py --anchors``).

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
    def iter_fit(self, X, y=None, *,
                 seeding_steps: bool = False) -> Iterator[KMeansStep | SeedingStep]:
        """Validate, then return a generator of :class:`KMeansStep` (two per iteration); when
        it ends the model is fitted (``cluster_centers_``, ``labels_``, ``inertia_``,
        ``n_iter_``, ``converged_``), as by :meth:`fit`, which drains it. ``y`` is ignored.

        With ``seeding_steps=True`` the k-means++ picks are yielded too, as :class:`SeedingStep`
        objects with the D^2 probabilities, before each restart's iterations.
        """
        X, k, centers0 = self._validate(X)
        return self._fitting(self._iterate(X, k, centers0, seeding_steps), self._finish)

    def _finish(self, last: KMeansStep) -> None:
        self.cluster_centers_ = last.centers.copy()
        self.labels_ = last.labels.copy()
        self.inertia_ = last.inertia
        self.n_iter_ = last.iteration
        self.converged_ = last.converged
        self.n_features_in_ = last.centers.shape[1]

    def predict(self, X) -> np.ndarray:
        """Index of the nearest fitted centre for each row of X."""
        return predict_nearest(self, X)

    def score(self, X, y=None) -> float:
        """−J(X) = −Σ_i min_k ||x_i − mu_k||^2, the opposite of the inertia on X (higher is
        better, as scikit-learn's scorers expect; ``y`` is ignored)."""
        check_fitted(self, "cluster_centers_")
        X = check_array(X)
        check_features(self, X)
        return -float(nearest_center(X, self.cluster_centers_)[1].sum())

    # -- internals -------------------------------------------------------------------------
    def _validate(self, X):
        X = check_array(X, estimator="KMeans")
        k = check_n_clusters(self.n_clusters, X.shape[0], "K")
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)
        check_random_state(self.random_state)
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
                # Σ‖Δμ‖² in the data's units, as the picture shows the centres move (NaN stays)
                changes["center_shift"] = step.center_shift * scale**2
            yield dataclasses.replace(step, **changes)

    def _iterate_standard(self, X, k, centers0, seeding_steps):
        rng = check_random_state(self.random_state)
        tol = tolerance(X, self.tol)
        x_sq = np.einsum("ij,ij->i", X, X)
        n_init = 1 if centers0 is not None else self.n_init
        screening = _Screening(X, x_sq, k)       # shared by the restarts
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
            for step in lloyd(X, centers, self.max_iter, tol, x_sq, restart, screening):
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


def lloyd(X, centers, max_iter, tol, x_sq, restart=0, screening=None):
    """Lloyd iterations from ``centers``; yields an assign step and an update step per iteration.

    The run always ends on an assign step, so the final labels belong to the final centres.
    The assignments are Lloyd's exactly; :class:`_Assigner` only skips the distance
    computations that provably cannot change a label, :class:`_PlainAssigner` skips none.
    """
    screening = screening or _Screening(X, x_sq, centers.shape[0])
    kind = _PlainAssigner if screening.plain else _Assigner
    assigner = kind(screening, centers.shape[0])
    for it in range(1, max_iter + 1):
        changed = assigner.assign(centers)
        stable = it > 1 and changed == 0
        step = KMeansStep(it, "assign", centers, assigner.labels,
                          _cost(centers, *assigner.stats), stable, restart, n_changed=changed)
        yield step
        if stable:
            return
        new_centers, cost = _update(X, step.labels, centers, assigner)
        shift = float(((new_centers - centers) ** 2).sum())
        centers = new_centers
        yield KMeansStep(it, "update", centers, step.labels, cost, False, restart,
                         center_shift=shift)
        if shift <= tol or it == max_iter:
            # Centres barely moved (or no iterations left): one last assignment makes the
            # labels agree with the centres, as scikit-learn does.
            changed = assigner.assign(centers)
            converged = shift <= tol or changed == 0
            yield KMeansStep(it, "assign", centers, assigner.labels,
                             _cost(centers, *assigner.stats), converged, restart,
                             n_changed=changed, stopped=None if converged else "max_iter")
            return


class _Screening:
    """What every run on the same data shares. Few centres in few dimensions (``plain``):
    [x; 1; ||x||^2] for the packed assignment. Otherwise: [x, 1] in float32 for the screened
    pass, ||x|| for its error bound, and the bounds' margin."""

    def __init__(self, X, x_sq, k):
        self.X, self.x_sq = X, x_sq
        self.plain = k < _FEW_CENTERS and X.shape[1] <= _PLAIN_MAX_D
        if self.plain:
            self.XA = augmented_rows(X, x_sq)
            return
        self.X32 = np.column_stack([X, np.ones(len(X))]).astype(np.float32)
        self.x_norm = np.sqrt(x_sq)
        # wide enough for the rounding of 10^5 bound updates; costs no measurable pruning
        self.slack = 1e-8 * (1.0 + float(x_sq.max()))


# Below these (K < 24 centres, D <= 8 dims) a full packed assignment of every point in cache
# blocks (_common.nearest_packed) costs less than Hamerly's per-point bookkeeping, which at
# D = 2, K = 8 touched 25-40% of the points through gathers in the first iterations.
# Measured at N = 100k (ms per iteration, plain vs bounds): D=2 K=8 0.7 vs 1.7, D=2 K=20
# 1.8 vs 2.3, D=8 K=8 2.5 vs 4.1, D=8 K=20 3.3 vs 4.7; whole fits to convergence gain too.
_PLAIN_MAX_D = 8


_FULL_PASS = 0.5    # fraction of points in doubt above which every point is reassigned
_FRESH_EVERY = 16  # per-cluster sums are recomputed from scratch this often (no drift)


class _Assigner:
    """Lloyd's assignment with Hamerly's bounds (Hamerly 2010), giving Lloyd's labels exactly,
    and the per-cluster sums S_k, counts n_k and sums of ||x||^2 of those labels.

    Per point: an upper bound u_i >= ||x_i - c_{l_i}|| and a lower bound b_i <= the distance to
    every other centre. When centres move by delta_k, u_i += delta_{l_i} and b_i -= max delta
    (triangle inequality). A point whose u_i <= max(b_i, ½ min_{k != l_i} ||c_k - c_{l_i}||)
    keeps its label without computing a distance; the others get the exact distance to their
    centre, and those still in doubt are reassigned over all centres. The bounds carry a margin
    (``slack``, in squared distance) far above the rounding of ||x||^2 - 2 x.c + ||c||^2, so a
    skipped point is never a near tie that the full computation could have decided otherwise.
    The sums follow the points that changed cluster (a full recount every few iterations).
    """

    def __init__(self, screening, k):
        self.X, self.x_sq, self.k = screening.X, screening.x_sq, k
        self.screening = screening       # (the plain kind has no float32 rows: None)
        self.X32, self.x_norm, self.slack = (getattr(screening, name, None)
                                             for name in ("X32", "x_norm", "slack"))
        self.centers = self.upper = self.lower = None
        self.calls = 0

    def _nearest(self, centers, idx=None):
        """Exact labels, an upper bound on the nearest and a lower bound on the second nearest
        squared distance, for all points or the points ``idx``."""
        if idx is None:
            return nearest_two_screened(self.X32, self.X, centers, self.x_sq, self.x_norm,
                                        self.slack)
        return nearest_two_screened(np.take(self.X32, idx, axis=0), np.take(self.X, idx, axis=0),
                                    centers, np.take(self.x_sq, idx), np.take(self.x_norm, idx),
                                    self.slack)

    def _set(self, idx, best, second):
        # bounds from squared distances already widened by the slack (upper up, lower down)
        if isinstance(idx, slice):
            np.sqrt(best, out=self.upper)
            np.sqrt(second, out=self.lower)
        else:
            self.upper[idx] = np.sqrt(best)
            self.lower[idx] = np.sqrt(second)

    def assign(self, centers) -> int:
        """Set ``labels`` and ``stats`` for ``centers``; returns how many points changed
        cluster (all of them on the first call)."""
        X, x_sq, n = self.X, self.x_sq, len(self.X)
        self.calls += 1
        if self.centers is None:
            self.labels, best, second = self._nearest(centers)
            self.upper, self.lower = np.empty(n), np.empty(n)
            self._set(slice(None), best, second)
            self.stats = _cluster_stats(X, self.labels, self.k, x_sq)
            self.centers = centers
            return n
        moved, new = self._pruned(centers)
        self.centers = centers
        self._recount(moved, new)
        return moved.size

    def _pruned(self, centers):
        """Hamerly's test, the tightened upper bounds, then a full search for the rest."""
        X, n, labels = self.X, len(self.X), self.labels
        move = np.sqrt(((centers - self.centers) ** 2).sum(axis=1)) * (1 + 1e-12)
        self.upper += np.take(move, labels)
        self.lower -= move.max()
        if len(centers) > 1:
            cc = ((centers[:, None, :] - centers[None, :, :]) ** 2).sum(axis=2)
            np.fill_diagonal(cc, np.inf)
            half = 0.5 * np.sqrt(cc.min(axis=1)) * (1 - 1e-12)
        else:
            half = np.full(1, np.inf)
        bound = np.maximum(self.lower, np.take(half, labels))
        doubt = np.flatnonzero(self.upper > bound)
        if doubt.size > _FULL_PASS * n:
            # most points in doubt: one pass over all points costs less than gathering them
            new, best, second = self._nearest(centers)
            moved = np.flatnonzero(new != labels)
            self._set(slice(None), best, second)
            return moved, new[moved]
        # tighten: the exact distance to the point's own centre
        diff = np.take(X, doubt, axis=0)   # (np.take: 4x faster than X[doubt])
        diff -= np.take(centers, np.take(labels, doubt), axis=0)
        u = np.sqrt(np.einsum("ij,ij->i", diff, diff) + self.slack)
        self.upper[doubt] = u
        doubt = doubt[u > np.take(bound, doubt)]
        new, best, second = self._nearest(centers, doubt)
        self._set(doubt, best, second)
        differs = new != np.take(labels, doubt)
        return doubt[differs], new[differs]

    def _recount(self, moved, new):
        """Move the points ``moved`` to clusters ``new`` in the labels and the sums."""
        labels, k = self.labels, self.k
        if moved.size > len(labels) // 4 or self.calls % _FRESH_EVERY == 0:
            labels[moved] = new
            self.stats = _cluster_stats(self.X, labels, k, self.x_sq)
            return
        old = np.take(labels, moved)
        labels[moved] = new
        if moved.size == 0:
            return
        # S_k += sum of arrivals - sum of departures (sparse products, no np.add.at)
        m = moved.size
        sums, counts, sq = self.stats
        xm = np.take(self.X, moved, axis=0)
        if xm.shape[1] <= 8:
            for j in range(xm.shape[1]):   # a loop over features; one bincount each
                sums[:, j] += (np.bincount(new, weights=xm[:, j], minlength=k)
                               - np.bincount(old, weights=xm[:, j], minlength=k))
        else:
            # one row per moved point with +1 at its new cluster and -1 at its old one
            delta = sp.csr_matrix((np.tile([1.0, -1.0], m), np.column_stack([new, old]).ravel(),
                                   np.arange(0, 2 * m + 1, 2)), shape=(m, k))
            sums += np.asarray(delta.T @ xm)
        counts += np.bincount(new, minlength=k) - np.bincount(old, minlength=k)
        w = np.take(self.x_sq, moved)
        sq += np.bincount(new, weights=w, minlength=k) - np.bincount(old, weights=w, minlength=k)

    def min_distances(self):
        """||x_i - c_{l_i}||^2 for every point (by the same expansion as a full assignment)."""
        c = self.centers[self.labels]
        d = self.x_sq - 2 * np.einsum("ij,ij->i", self.X, c) + np.einsum("ij,ij->i", c, c)
        return np.maximum(d, 0.0)


class _PlainAssigner(_Assigner):
    """Lloyd's assignment of every point each time (:func:`nearest_packed`), with the cluster
    sums kept as :class:`_Assigner` keeps them (only the points that changed move)."""

    def assign(self, centers) -> int:
        """Set ``labels`` and ``stats`` for ``centers``; returns how many points changed
        cluster (all of them on the first call)."""
        self.calls += 1
        if self.centers is None:
            self.labels = nearest_packed(self.screening.XA, centers)
            self.stats = _cluster_stats(self.X, self.labels, self.k, self.x_sq)
            self.centers = centers
            self._new = np.empty_like(self.labels)
            return len(self.labels)
        new = nearest_packed(self.screening.XA, centers, self._new)
        moved = np.flatnonzero(new != self.labels)
        self.centers = centers
        self._recount(moved, np.take(new, moved))
        return moved.size


def _cluster_stats(X, labels, k, x_sq):
    """Per-cluster sums S_k, counts n_k and sums of ||x||^2."""
    sums, counts = cluster_sums(X, labels, k)
    return sums, counts, np.bincount(labels, weights=x_sq, minlength=k)


def _cost(centers, sums, counts, sq):
    """J = sum_k [sum_{i in k} ||x_i||^2 - 2 mu_k . S_k + n_k ||mu_k||^2] without another pass."""
    c_sq = np.einsum("ij,ij->i", centers, centers)
    cost = sq - 2 * np.einsum("ij,ij->i", centers, sums) + counts * c_sq
    return float(max(cost.sum(), 0.0))


def _update(X, labels, old_centers, assigner):
    """mu_k = mean of the points in cluster k; an empty cluster takes the farthest point.

    Returns the new centres and the cost of (labels, new centres), from the per-cluster sums.
    """
    sums, counts, sq = (a.copy() for a in assigner.stats)
    empty = np.flatnonzero(counts == 0)
    if empty.size:
        # As scikit-learn: the points farthest from their centre start the empty clusters.
        mind = assigner.min_distances()
        x_sq = assigner.x_sq
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
    return centers, _cost(centers, sums, counts, sq)


__all__ = ["KMeans", "KMeansStep", "SeedingStep", "lloyd"]
