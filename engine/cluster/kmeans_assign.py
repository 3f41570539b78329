"""Lloyd's assignment step for :mod:`engine.cluster.kmeans`: which centre each point is
nearest, and the per-cluster sums (S_k, n_k, sum ||x||^2) of those labels, kept up to date by
moving only the points that changed cluster.

Each assignment hands over a new labels array, frozen: a step may keep it (a view keeps old
steps to scrub back through), and nothing here writes to it again.
"""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp

from ._common import (_FEW_CENTERS, augmented_rows, cluster_sums, nearest_packed,
                      nearest_two_screened)


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
        # [x, 1] in float32 written in place (column_stack then astype made a float64 copy
        # first: 40 MB of fresh pages at 100,000 x 50)
        self.X32 = np.empty((len(X), X.shape[1] + 1), dtype=np.float32)
        self.X32[:, :-1] = X
        self.X32[:, -1] = 1.0
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
            self.labels.setflags(write=False)
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

    def _recount(self, moved, new, labels=None):
        """Move the points ``moved`` to clusters ``new``: a new frozen labels array (``labels``
        when the caller already made it, else a copy of the old one with those points moved:
        the old one may belong to a step), and the sums to match."""
        old = np.take(self.labels, moved)
        if labels is None:
            labels = self.labels.copy()
            labels[moved] = new
        labels.setflags(write=False)
        self.labels = labels
        if moved.size > len(labels) // 4 or self.calls % _FRESH_EVERY == 0:
            self.stats = _cluster_stats(self.X, labels, self.k, self.x_sq)
        elif moved.size:
            self._move(moved, old, new)

    def _move(self, moved, old, new):
        """S_k += sum of arrivals - sum of departures (likewise n_k and the ||x||^2 sums)."""
        k, m = self.k, moved.size
        sums, counts, sq = self.stats
        xm = np.take(self.X, moved, axis=0)
        if xm.shape[1] <= 8:
            for j in range(xm.shape[1]):   # a loop over features; one bincount each
                sums[:, j] += (np.bincount(new, weights=xm[:, j], minlength=k)
                               - np.bincount(old, weights=xm[:, j], minlength=k))
        else:
            # one row per moved point with +1 at its new cluster and -1 at its old one
            # (a sparse product, no np.add.at)
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
        # a new array each time, handed over frozen: the step keeps it without a copy
        new = nearest_packed(self.screening.XA, centers)
        self.centers = centers
        if self.calls == 1:
            new.setflags(write=False)
            self.labels = new
            self.stats = _cluster_stats(self.X, new, self.k, self.x_sq)
            return len(new)
        moved = np.flatnonzero(new != self.labels)
        self._recount(moved, np.take(new, moved), new)
        return moved.size

    def _move(self, moved, old, new):
        # the moved points' [x; 1; ||x||^2] columns in one gather from XA
        move_points(self.stats, np.take(self.screening.XA, moved, axis=1), old, new)


def move_points(stats, rows, old, new) -> None:
    """Update the per-cluster sums ``stats`` = (S, n, q) in place for points that moved from
    clusters ``old`` to ``new``: S_k += sum_{arrivals} x - sum_{departures} x, and n_k and
    q_k = sum ||x||^2 likewise. ``rows`` holds those points' [x; 1; ||x||^2], shape (D + 2, m)
    (or [x; 1] and ``stats`` = (S, n) when the cost is not wanted).

    One bincount per row over the K^2 transitions old -> new (half the bincounts of arrivals
    and departures apart; the K x K tables stay small for the K < 24 of the plain path), then
    column sums - row sums of each table; np.add.at is 5x slower."""
    sums, counts = stats[0], stats[1]
    k, d = sums.shape
    t = old.astype(np.intp) * k        # (intp: bincount's index type, so no conversion)
    t += new
    trans = np.stack([np.bincount(t, r, minlength=k * k) for r in rows])
    trans = trans.reshape(len(rows), k, k)           # [row, from, to]
    delta = trans.sum(axis=1) - trans.sum(axis=2)    # arrivals - departures
    sums += delta[:d].T
    counts += delta[d]
    if len(stats) > 2:
        sq = stats[2]
        sq += delta[d + 1]


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
    sums, counts, sq = assigner.stats
    empty = np.flatnonzero(counts == 0)
    if empty.size:
        # (copies: the assigner's sums stay those of the labels)
        sums, counts, sq = sums.copy(), counts.copy(), sq.copy()
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
