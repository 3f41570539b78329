"""Soft k-means: k-means with soft-max responsibilities and a stiffness beta."""
from __future__ import annotations

import dataclasses

from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np
from scipy.special import log_softmax

from .._monitor import ConvergenceMonitor
from .._steps import Step, drain
from .._validation import (check_array, check_centers, check_choice, check_features,
                           check_fitted, check_int, check_n_clusters, check_positive,
                           check_random_state)
from ..base import BaseEstimator, ClusterMixin, IterativeMixin
from ._common import squared_distances, standardize, tolerance
from .seeding import iter_kmeans_plusplus, random_centers


@dataclass(frozen=True)
class SoftKMeansStep(Step):
    """State after an E (responsibilities) or M (means) step; ``objective`` is the free energy."""

    iteration: int
    phase: str                 # "E" or "M"
    centers: np.ndarray
    responsibilities: np.ndarray | None   # (n_samples, K); None when detail=False
    labels: np.ndarray         # argmax_k R_ik, for drawing
    free_energy: float
    converged: bool
    stopped: str | None = None   # "max_iter" on the last step of a run cut off by max_iter

    objective_name: ClassVar[str] = "free_energy"


class SoftKMeans(IterativeMixin, ClusterMixin, BaseEstimator):
    """Soft k-means with stiffness ``beta``.

    E: R_ik = exp(-beta ||x_i - mu_k||^2) / sum_l exp(-beta ||x_i - mu_l||^2)
    M: mu_k = sum_i R_ik x_i / sum_i R_ik
    Both steps lower the free energy F = sum_ik R_ik ||x_i - mu_k||^2 - (1/beta) H(R), with
    H(R) = -sum_ik R_ik log R_ik. (The notes print the entropy term with the opposite sign; the
    soft-max above minimises this form.) beta -> infinity gives hard k-means; soft k-means is EM
    for a mixture with equal weights 1/K and fixed covariances sigma^2 I, beta = 1 / (2 sigma^2).
    """

    def __init__(self, n_clusters: int = 8, *, beta: float = 1.0,
                 init: str | np.ndarray = "k-means++", max_iter: int = 300, tol: float = 1e-4,
                 random_state: int | None = None) -> None:
        self.n_clusters = n_clusters
        self.beta = beta
        self.init = init
        self.max_iter = max_iter
        self.tol = tol
        self.random_state = random_state

    def iter_fit(self, X, y=None, *, detail: bool = True) -> Iterator[SoftKMeansStep]:
        """Validate, then return a generator of :class:`SoftKMeansStep`; when it ends the model
        is fitted, as by :meth:`fit`. ``y`` is ignored.

        ``detail=False`` leaves the (n_samples, K) responsibilities out of the steps."""
        X = check_array(X, estimator="SoftKMeans")
        k = check_n_clusters(self.n_clusters, X.shape[0], "K")
        check_positive(self.beta, "beta")
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)
        check_random_state(self.random_state)
        if isinstance(self.init, str):
            check_choice(self.init, "init", ("k-means++", "random"))
            centers = None
        else:
            centers = check_centers(self.init, k, X.shape[1])
        return self._fitting(self._iterate(X, k, centers, detail),
                             lambda last: self._finish(last, X))

    def fit(self, X, y=None) -> "SoftKMeans":
        """Fit (drain :meth:`iter_fit` without the responsibilities in the steps); sets
        ``cluster_centers_``, ``labels_``, ``objective_`` and ``responsibilities_`` (those of
        the final centres)."""
        drain(self.iter_fit(X, detail=False))
        return self

    def _finish(self, last: SoftKMeansStep, X) -> None:
        self.cluster_centers_ = last.centers.copy()
        self.n_features_in_ = X.shape[1]
        self.responsibilities_ = self.predict_proba(X)
        self.labels_ = last.labels.copy()
        self.objective_ = last.objective
        self.n_iter_ = last.iteration
        self.converged_ = last.converged

    def predict_proba(self, X) -> np.ndarray:
        """Responsibilities of the fitted centres for new points."""
        check_fitted(self, "cluster_centers_")
        X = check_array(X)
        check_features(self, X, self.cluster_centers_.shape[1])
        d2 = squared_distances(X, self.cluster_centers_)
        return np.exp(log_softmax(-self.beta * d2, axis=1))

    def predict(self, X) -> np.ndarray:
        """argmax_k of the responsibilities."""
        return self.predict_proba(X).argmax(axis=1)

    def _iterate(self, X, k, centers, detail):
        # Centred, scaled data (see standardize): d^2 shrinks by scale^2, so beta grows by it
        # and F shrinks by it; the steps report data coordinates and F.
        X, shift, scale = standardize(X)
        beta = float(self.beta) * scale**2
        if not (0 < beta < 1e300 and np.isfinite(1.0 / beta)):
            # β·scale² under- or overflows (data near 1e-300 or 1e150): centre only
            X, scale, beta = X * scale, 1.0, float(self.beta)
        if centers is not None:
            centers = (centers - shift) / scale
        for step in self._iterate_standard(X, k, centers, detail, beta):
            yield dataclasses.replace(step, centers=step.centers * scale + shift,
                                      free_energy=step.free_energy * scale**2)

    def _iterate_standard(self, X, k, centers, detail, beta):
        rng = check_random_state(self.random_state)
        if centers is None:
            if self.init == "random":
                centers = random_centers(X, k, rng)
            else:
                *_, last = iter_kmeans_plusplus(X, k, rng, keep_probabilities=False)
                centers = last.centers
        tol = tolerance(X, self.tol)
        monitor = ConvergenceMonitor(0.0, increasing=False, name="free energy")
        for it in range(1, self.max_iter + 1):
            d2 = squared_distances(X, centers)
            log_r = log_softmax(-beta * d2, axis=1)
            resp = np.exp(log_r)
            f = _free_energy(resp, log_r, d2, beta)
            monitor.report(f)
            labels = resp.argmax(1).astype(np.int32)
            yield SoftKMeansStep(it, "E", centers, resp if detail else None, labels, f, False)
            nk = resp.sum(axis=0)
            # a component with no weight keeps its mean (nothing pulls it anywhere)
            new = np.where(nk[:, None] > 1e-12, resp.T @ X / np.maximum(nk, 1e-300)[:, None],
                           centers)
            shift = float(((new - centers) ** 2).sum())
            centers = new
            f = _free_energy(resp, log_r, squared_distances(X, centers), beta)
            monitor.report(f)
            done = shift <= tol
            capped = not done and it == self.max_iter
            yield SoftKMeansStep(it, "M", centers, resp if detail else None, labels, f, done,
                                 "max_iter" if capped else None)
            if done:
                return


def _free_energy(resp, log_r, d2, beta):
    """F = sum R d^2 + (1/beta) sum R log R (energy minus temperature times entropy)."""
    return float(np.sum(resp * d2) + np.sum(resp * log_r) / beta)


__all__ = ["SoftKMeans", "SoftKMeansStep"]
