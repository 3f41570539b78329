"""Lloyd's k-means with the assignment (R) and update (mu) steps exposed one at a time."""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._steps import Step
from .._validation import (check_array, check_centers, check_choice, check_features,
                           check_fitted, check_int, check_n_clusters, check_positive,
                           check_random_state)
from ..base import BaseEstimator, ClusterMixin, IterativeMixin
from ._common import nearest_center, predict_nearest, standardize, tolerance
from .kmeans_assign import _Assigner, _PlainAssigner, _Screening, _cost, _update
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
        # Work on centred, scaled data (see standardize); steps report data coordinates
        # (lloyd's steps are built so, the seeding steps are mapped here).
        X, shift, scale = standardize(X)
        if centers0 is not None:
            centers0 = (centers0 - shift) / scale
        for step in self._iterate_standard(X, k, centers0, seeding_steps, shift, scale):
            if isinstance(step, SeedingStep):
                step = dataclasses.replace(step, centers=step.centers * scale + shift)
            yield step

    def _iterate_standard(self, X, k, centers0, seeding_steps, shift, scale):
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
            for step in lloyd(X, centers, self.max_iter, tol, x_sq, restart, screening,
                              shift=shift, scale=scale):
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


def lloyd(X, centers, max_iter, tol, x_sq, restart=0, screening=None, *,
          shift=0.0, scale=1.0):
    """Lloyd iterations from ``centers``; yields an assign step and an update step per iteration.

    The run always ends on an assign step, so the final labels belong to the final centres.
    The assignments are Lloyd's exactly; :class:`_Assigner` only skips the distance
    computations that provably cannot change a label, :class:`_PlainAssigner` skips none.
    ``X`` may be standardized data (X - shift) / scale: the steps then report the data's
    coordinates, centres mu * scale + shift and costs (J, sum ||delta mu||^2) times scale^2.
    """
    screening = screening or _Screening(X, x_sq, centers.shape[0])
    kind = _PlainAssigner if screening.plain else _Assigner
    assigner = kind(screening, centers.shape[0])
    area = scale * scale
    shown = _shown(centers, shift, scale)   # the centres a step reports (shared by two steps)
    for it in range(1, max_iter + 1):
        changed = assigner.assign(centers)
        stable = it > 1 and changed == 0
        # the labels are handed over frozen (kmeans_assign), the step keeps them as they are
        labels = assigner.labels
        yield KMeansStep(it, "assign", shown, labels, _cost(centers, *assigner.stats) * area,
                         stable, restart, n_changed=changed)
        if stable:
            return
        new_centers, cost = _update(X, labels, centers, assigner)
        center_shift = float(((new_centers - centers) ** 2).sum())
        centers = new_centers
        shown = _shown(centers, shift, scale)
        yield KMeansStep(it, "update", shown, labels, cost * area, False, restart,
                         center_shift=center_shift * area)
        if center_shift <= tol or it == max_iter:
            # Centres barely moved (or no iterations left): one last assignment makes the
            # labels agree with the centres, as scikit-learn does.
            changed = assigner.assign(centers)
            converged = center_shift <= tol or changed == 0
            yield KMeansStep(it, "assign", shown, assigner.labels,
                             _cost(centers, *assigner.stats) * area, converged, restart,
                             n_changed=changed, stopped=None if converged else "max_iter")
            return


def _shown(centers, shift, scale):
    """mu * scale + shift, a new array frozen for the steps that report it."""
    out = centers * scale
    out += shift
    out.setflags(write=False)
    return out


__all__ = ["KMeans", "KMeansStep", "SeedingStep", "lloyd"]
