"""Is a k-means result a bad local minimum? The sign the notes warn about ([ML] 9: "초기값을
어떻게 잡느냐에 따라서 결과가 크게 변할 수도 있다"): two centres share one blob while another
cluster holds two blobs. Moving one of the pair's centres to the overloaded cluster lowers the
cost, and Lloyd's iterations never make that move — more restarts (or k-means++) do.

The test, for clusters i, j (the pair) and c (the overloaded one):

    merge cost  m_ij = n_i n_j / (n_i + n_j) · ‖μ_i − μ_j‖²   (Ward: the cost added by merging)
    split gain  g_c  = J_c − J_c(2-means)                      (the cost saved by splitting c)

and the hint is given when min_ij m_ij < max_c g_c (c not in the pair): trading the pair's
second centre for a second centre in c lowers the total cost J by at least g_c − m_ij."""
from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_points
from .kmeans import KMeans, KMeansStep

#: Above this many points the hint is not computed (it refits 2-means in every cluster).
HINT_MAX_POINTS = 200_000


@dataclass(frozen=True)
class RestartHint:
    """Clusters ``pair`` (two centres in one blob, by the merge cost) and ``overloaded`` (a
    cluster whose split saves more than the merge costs); ``merge_cost`` m_ij, ``split_gain``
    g_c and ``improvement`` = g_c − m_ij, a lower bound on what the trade saves in J."""

    pair: tuple
    overloaded: int
    merge_cost: float
    split_gain: float
    improvement: float

    @property
    def message(self) -> str:
        i, j = self.pair
        return (f"Clusters {i + 1} and {j + 1} look like one blob with two centres, and cluster "
                f"{self.overloaded + 1} like two blobs with one: moving a centre would lower the "
                f"cost by at least {self.improvement:.4g}. Raise Restarts (or use k-means++).")


def restart_hint(X: ArrayLike, labels: ArrayLike, centers: ArrayLike, *,
                 random_state: int = 0) -> RestartHint | None:
    """The hint of the module docstring for a k-means result (``labels`` from 0 to K−1 and
    their ``centers``), or None when no trade of one centre lowers the cost."""
    X = check_points(X)
    labels = np.asarray(labels)
    C = np.asarray(centers, dtype=float)
    if labels.shape != (X.shape[0],) or C.ndim != 2 or C.shape[1] != X.shape[1]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give one label per point ({X_shape_0}) and "
                                                    "centres with {X_shape_1} coordinates; got "
                                                    "{labels_shape} and {C_shape}."),
                        X_shape_0=X.shape[0], X_shape_1=X.shape[1], labels_shape=labels.shape,
                        C_shape=C.shape)
    k = C.shape[0]
    if labels.dtype.kind not in "iu" or labels.min() < 0 or labels.max() >= k:
        raise DataError(QT_TRANSLATE_NOOP("engine", "labels must be cluster indices 0…{k}."),
                        k=k - 1)
    if k < 3:
        return None                       # a pair and a third cluster are needed
    n = np.bincount(labels, minlength=k).astype(float)
    # Ward merge costs of every pair at once
    d2 = ((C[:, None, :] - C[None, :, :]) ** 2).sum(axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        merge = np.where(n[:, None] + n[None, :] > 0,
                         n[:, None] * n[None, :] / (n[:, None] + n[None, :]) * d2, np.inf)
    np.fill_diagonal(merge, np.inf)
    gains = np.zeros(k)
    for c in range(k):                    # one small 2-means per cluster (K of them)
        pts = X[labels == c]
        if len(pts) >= 2 and np.ptp(pts, axis=0).any():
            J = float(((pts - pts.mean(axis=0)) ** 2).sum())
            gains[c] = J - KMeans(2, n_init=3, random_state=random_state).fit(pts).inertia_
    i, j = np.unravel_index(np.argmin(merge), merge.shape)
    others = [c for c in range(k) if c not in (i, j)]
    c = max(others, key=lambda c: gains[c])
    if not merge[i, j] < gains[c]:
        return None
    return RestartHint((int(min(i, j)), int(max(i, j))), int(c), float(merge[i, j]),
                       float(gains[c]), float(gains[c] - merge[i, j]))


def with_restart_hint(steps: Iterable, X: ArrayLike) -> Iterator:
    """Pass a k-means run's steps through (on the worker that drains them, one for one) and
    give its last :class:`KMeansStep` — the converged or capped one, or the "best" of the
    restarts — the :func:`restart_hint` of its result (``restart_hint`` stays None when no
    trade of a centre helps, or the data have more than :data:`HINT_MAX_POINTS` points)."""
    X = check_points(X)
    small = len(X) <= HINT_MAX_POINTS
    for step in steps:
        # a restart's own end is yielded unconverged when there are several (kmeans.py)
        last = isinstance(step, KMeansStep) and (step.phase == "best" or step.converged
                                                 or step.stopped is not None)
        if last and small:
            step = dataclasses.replace(
                step, restart_hint=restart_hint(X, step.labels, step.centers))
        yield step
