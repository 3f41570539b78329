"""What a clustering step means for one point, as numbers: the explanation panel and predict mode
of a GUI (or a notebook) read these instead of recomputing the maths.

Each function returns a frozen dataclass with the terms of the notes' formula filled in
("[ML] 9. Clustering" and "[ML] 10. EM Algorithm"):

* :func:`explain_assignment` — k-means' R step for point i: ‖x_i − μ_k‖² for every k and the
  argmin (k-medoids: the unsquared ‖x_i − m_k‖).
* :func:`explain_update` — k-means' μ step: each cluster's members, their mean
  μ_k = Σ_i R_ik x_i / Σ_i R_ik and how far the centre moves.
* :func:`explain_soft` — soft k-means' responsibilities
  R_ik = exp(−β‖x_i − μ_k‖²) / Σ_l exp(−β‖x_i − μ_l‖²).
* :func:`explain_gmm` — a Gaussian mixture's E step for point i: log N(x_i | μ_k, Σ_k), the
  densities, π_k N(x_i | θ_k), the posterior r_ik and the point's term log Σ_k π_k N(x_i | θ_k)
  of the log-likelihood L(θ).
* :func:`explain_seeding` — a k-means++ pick: D(x_i)² and p(x_i) = D(x_i)² / Σ_j D(x_j)².
* :func:`least_certain` — the point with the largest entropy of its responsibilities.
* :func:`owners` and :func:`component_densities` — what the picture draws: the cluster owning
  each point of a raster (the regions) and π_k N(x | θ_k) along a 1-D axis (the density curves).
* :func:`explain_point` — any of the above for a step object of this package.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.special import logsumexp

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_array
from ._common import cluster_sums, nearest_center, squared_distances
from .gmm import COVARIANCE_TYPES, GMMStep, weighted_log_prob
from .kmedoids import KMedoidsStep
from .seeding import SeedingStep
from .soft_kmeans import SoftKMeansStep


@dataclass(frozen=True)
class AssignmentExplanation:
    """k-means' assignment of point ``index``: R_ik = 1 for k = argmin_l d(x_i, μ_l).

    ``distances[k]`` is ‖x_i − μ_k‖² (``squared``) or ‖x_i − m_k‖ (k-medoids)."""
    index: int
    x: np.ndarray
    centers: np.ndarray
    distances: np.ndarray
    nearest: int
    squared: bool


@dataclass(frozen=True)
class CentreUpdate:
    """k-means' update of centre ``cluster``: μ_k = Σ_{i: z_i = k} x_i / n_k.

    ``members`` are the indices with label k; ``mean`` is their mean (``old`` when the cluster
    is empty: k-means then restarts it from a far point, see :class:`KMeans`); ``shift`` is
    ‖mean − old‖²; ``spread`` the members' root-mean-square distance to their mean."""
    cluster: int
    members: np.ndarray
    old: np.ndarray
    mean: np.ndarray
    shift: float
    spread: float

    @property
    def empty(self) -> bool:
        return self.members.size == 0


@dataclass(frozen=True)
class SoftExplanation:
    """Soft k-means' responsibilities of point ``index`` for stiffness ``beta``:
    R_ik = exp(logits_k − logsumexp(logits)), logits_k = −β‖x_i − μ_k‖²."""
    index: int
    x: np.ndarray
    beta: float
    squared_distances: np.ndarray
    logits: np.ndarray
    responsibilities: np.ndarray


@dataclass(frozen=True)
class GMMExplanation:
    """The E step of a Gaussian mixture for point ``index``:

    log N(x | μ_k, Σ_k) = −d/2 log 2π − ½ log|Σ_k| − ½ (x − μ_k)ᵀ Σ_k⁻¹ (x − μ_k)
    r_ik = π_k N(x_i | θ_k) / Σ_l π_l N(x_i | θ_l)
    ``log_likelihood_term`` = log Σ_k π_k N(x_i | θ_k), the point's share of L(θ)."""
    index: int
    x: np.ndarray
    weights: np.ndarray
    log_densities: np.ndarray          # log N(x_i | θ_k)
    densities: np.ndarray              # N(x_i | θ_k)
    log_weighted: np.ndarray           # log π_k + log N(x_i | θ_k)
    posteriors: np.ndarray             # r_ik
    log_likelihood_term: float
    covariance_type: str


@dataclass(frozen=True)
class SeedingExplanation:
    """A k-means++ pick for point ``index``: D² to the nearest centre picked so far and the
    probability D(x_i)² / Σ_j D(x_j)² it had of being picked (None for the uniform first pick)."""
    index: int
    x: np.ndarray
    d2: float | None
    probability: float | None


def _point(X, index) -> tuple[np.ndarray, int]:
    X = check_array(X)
    try:
        i = int(index)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The point index must be an integer; got "
                                                    "{index!r}."), index=index) from None
    if not 0 <= i < len(X):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Point {i} does not exist: the data have "
                                                    "{n_X} points (0 … {n_X2}). Select a point "
                                                    "of the current data."), i=i, n_X=len(X),
                        n_X2=len(X) - 1)
    return X, i


def _centres(C, d, name="centres") -> np.ndarray:
    C = np.asarray(C, dtype=float)
    if C.ndim != 2 or C.shape[1] != d or len(C) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The {name} must be a (K, {d}) array, one "
                                                    "row per cluster in the data's {d} "
                                                    "dimension(s); got shape {C_shape}."),
                        name=name, d=d, C_shape=C.shape)
    return C


def explain_assignment(X, centers, index: int, *, squared: bool = True) -> AssignmentExplanation:
    """The assignment step for point ``index``: d_k = ‖x_i − μ_k‖² (or ‖x_i − m_k‖ with
    ``squared=False``, as k-medoids measures) and R_ik = 1 for k = argmin_k d_k."""
    X, i = _point(X, index)
    C = _centres(centers, X.shape[1])
    d2 = squared_distances(X[i:i + 1], C)[0]
    d = d2 if squared else np.sqrt(d2)
    return AssignmentExplanation(i, X[i].copy(), C.copy(), d, int(np.argmin(d)), squared)


def explain_update(X, labels, old_centers) -> tuple[CentreUpdate, ...]:
    """The update step, cluster by cluster: μ_k = Σ_i R_ik x_i / Σ_i R_ik for the labels of the
    assignment step before it (one vectorised pass over the points)."""
    X = check_array(X)
    C = _centres(old_centers, X.shape[1], "old centres")
    labels = np.asarray(labels)
    if labels.shape != (len(X),) or not np.issubdtype(labels.dtype, np.integer):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The labels must be {n_X} integers, one per "
                                                    "point; got shape {labels_shape} of "
                                                    "{labels_dtype}."), n_X=len(X),
                        labels_shape=labels.shape, labels_dtype=labels.dtype)
    k = len(C)
    if labels.size and (labels.min() < 0 or labels.max() >= k):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The labels must lie in 0 … {k} for {k2} "
                                                    "centres."), k=k - 1, k2=k)
    sums, counts = cluster_sums(X, labels, k)
    means = np.where(counts[:, None] > 0, sums / np.maximum(counts, 1)[:, None], C)
    sq = np.bincount(labels, weights=((X - means[labels]) ** 2).sum(axis=1), minlength=k)
    spread = np.sqrt(sq / np.maximum(counts, 1))
    order = np.argsort(labels, kind="stable")
    members = np.split(order, np.cumsum(counts).astype(np.intp)[:-1])
    return tuple(CentreUpdate(j, members[j], C[j].copy(), means[j],
                              float(((means[j] - C[j]) ** 2).sum()), float(spread[j]))
                 for j in range(k))


def explain_soft(X, centers, index: int, beta: float) -> SoftExplanation:
    """Soft k-means' E step for point ``index``: R_ik = exp(−β d_k) / Σ_l exp(−β d_l) with
    d_k = ‖x_i − μ_k‖² (computed in log space: a large β does not overflow)."""
    X, i = _point(X, index)
    C = _centres(centers, X.shape[1])
    beta = float(beta)
    if not (beta > 0 and np.isfinite(beta)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "β must be a positive number; got {beta}."),
                        beta=beta)
    d2 = squared_distances(X[i:i + 1], C)[0]
    logits = -beta * d2
    r = np.exp(logits - logsumexp(logits))
    return SoftExplanation(i, X[i].copy(), beta, d2, logits, r)


def covariance_type_of(covariances, n_components: int, d: int) -> str:
    """'full' for (K, d, d), 'diag' for (K, d), 'spherical' for (K,) covariances."""
    shape = np.shape(covariances)
    for kind, want in (("full", (n_components, d, d)), ("diag", (n_components, d)),
                       ("spherical", (n_components,))):
        if shape == want:
            return kind
    raise DataError(QT_TRANSLATE_NOOP("engine", "Covariances of shape {shape} fit no covariance "
                                                "type for {n_components} components in {d} "
                                                "dimension(s): full is (K, d, d), diag (K, d), "
                                                "spherical (K,)."), shape=shape,
                    n_components=n_components, d=d)


def explain_gmm(X, weights, means, covariances, index: int, *,
                covariance_type: str | None = None) -> GMMExplanation:
    """The E step for point ``index`` under θ = (π, μ, Σ): the Gaussian densities, the weighted
    log-densities log π_k N(x_i | θ_k), the posteriors r_ik = p(z = k | x_i, θ) and the point's
    log-likelihood term (the same :func:`weighted_log_prob` the estimator uses)."""
    X, i = _point(X, index)
    M = _centres(means, X.shape[1], "means")
    w = np.asarray(weights, dtype=float)
    if w.shape != (len(M),) or np.any(w < 0) or not np.isclose(w.sum(), 1.0):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The mixing weights must be {n_M} "
                                                    "non-negative numbers summing to 1; got "
                                                    "{round}."), n_M=len(M),
                        round=np.round(w, 4).tolist())
    kind = covariance_type or covariance_type_of(covariances, len(M), X.shape[1])
    if kind not in COVARIANCE_TYPES:
        raise DataError(QT_TRANSLATE_NOOP("engine", "covariance_type must be one of "
                                                    "{COVARIANCE_TYPES}; got {kind!r}."),
                        COVARIANCE_TYPES=COVARIANCE_TYPES, kind=kind)
    covariances = np.asarray(covariances, dtype=float)
    if covariance_type_of(covariances, len(M), X.shape[1]) != kind:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Covariances of shape {covariances_shape} "
                                                    "are not {kind!r} covariances for {n_M} "
                                                    "components in {X_shape_1} dimension(s)."),
                        covariances_shape=covariances.shape, kind=kind, n_M=len(M),
                        X_shape_1=X.shape[1])
    lw = weighted_log_prob(X[i:i + 1], w, M, covariances, kind)[0]
    with np.errstate(divide="ignore"):
        log_n = lw - np.log(w)
    total = float(logsumexp(lw))
    return GMMExplanation(i, X[i].copy(), w.copy(), log_n, np.exp(log_n), lw,
                          np.exp(lw - total), total, kind)


def owners(step, points, *, covariance_type: str | None = None) -> np.ndarray:
    """Which cluster owns each of ``points`` under ``step`` (its regions: Voronoi cells of the
    centres, or a mixture's decision regions argmax_k π_k N(x | θ_k))."""
    P = check_array(points, name="points")
    if isinstance(step, GMMStep):
        kind = covariance_type or covariance_type_of(step.covariances, len(step.means),
                                                     P.shape[1])
        return np.argmax(weighted_log_prob(P, step.weights, step.means, step.covariances, kind),
                         axis=1)
    centers = getattr(step, "centers", None)
    if centers is None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A {step_type} has no centres to own points."),
                        step_type=type(step).__name__)
    return nearest_center(P, np.asarray(centers, float))[0]


def component_densities(step: GMMStep, xs, *, covariance_type: str | None = None) -> np.ndarray:
    """π_k N(x | θ_k) at each of the 1-D points ``xs`` for every component, shape (len(xs), K)
    (their sum over k is the mixture's density: the notes' coin curves)."""
    x = np.asarray(xs, dtype=float).reshape(-1, 1)
    kind = covariance_type or covariance_type_of(step.covariances, len(step.means), 1)
    return np.exp(weighted_log_prob(x, step.weights, step.means, step.covariances, kind))


def match_clusters(reference, centers) -> np.ndarray:
    """The order of ``centers`` that matches ``reference`` best: ``order[j]`` is the centre
    paired with reference centre j, minimising Σ_j ‖reference_j − centers_order[j]‖² over all
    pairings (the Hungarian method), so two clusterings of the same data can share colours.
    Relabel with ``inverse = np.argsort(order); labels = inverse[labels]``."""
    from scipy.optimize import linear_sum_assignment

    R = np.asarray(reference, dtype=float)
    C = _centres(centers, R.shape[1] if R.ndim == 2 else -1)
    if R.shape != C.shape:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Match centres of the same shape: {R_shape} "
                                                    "against {C_shape}."), R_shape=R.shape,
                        C_shape=C.shape)
    _, order = linear_sum_assignment(squared_distances(R, C))
    return order


def least_certain(responsibilities) -> int:
    """The point whose responsibilities are least certain: argmax_i H(r_i) with the entropy
    H(r_i) = −Σ_k r_ik log r_ik (0 log 0 = 0); the first such point on a tie."""
    r = np.asarray(responsibilities, dtype=float)
    if r.ndim != 2 or r.size == 0 or np.any(r < 0):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Responsibilities must be an (n, K) array "
                                                    "of non-negative numbers; got shape "
                                                    "{r_shape}."), r_shape=r.shape)
    with np.errstate(divide="ignore", invalid="ignore"):
        h = -np.where(r > 0, r * np.log(r), 0.0).sum(axis=1)
    return int(np.argmax(h))


def explain_seeding(X, step: SeedingStep, index: int) -> SeedingExplanation:
    """D(x_i)² to the nearest of the centres picked before this pick, and p(x_i)."""
    X, i = _point(X, index)
    if step.probabilities is None:
        return SeedingExplanation(i, X[i].copy(), None, None)
    before = _centres(step.centers, X.shape[1])[:-1]
    d2 = float(squared_distances(X[i:i + 1], before)[0].min())
    return SeedingExplanation(i, X[i].copy(), d2, float(step.probabilities[i]))


def explain_point(step, X, index: int, *, beta: float | None = None,
                  covariance_type: str | None = None):
    """The explanation of ``step`` (a step of this package's estimators) for point ``index``:
    a :class:`SeedingExplanation`, :class:`SoftExplanation` (needs ``beta``),
    :class:`GMMExplanation` (the step's own θ) or :class:`AssignmentExplanation` (k-means and
    k-medoids, against the step's centres)."""
    if isinstance(step, SeedingStep):
        return explain_seeding(X, step, index)
    if isinstance(step, GMMStep):
        return explain_gmm(X, step.weights, step.means, step.covariances, index,
                           covariance_type=covariance_type)
    if isinstance(step, SoftKMeansStep):
        if beta is None:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Explaining a soft k-means step needs "
                                                        "the run's β (beta=…)."))
        return explain_soft(X, step.centers, index, beta)
    centers = getattr(step, "centers", None)
    if centers is None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A {step_type} has no centres to explain a "
                                                    "point by."), step_type=type(step).__name__)
    return explain_assignment(X, centers, index, squared=not isinstance(step, KMedoidsStep))


__all__ = ["AssignmentExplanation", "CentreUpdate", "SoftExplanation", "GMMExplanation",
           "SeedingExplanation", "explain_assignment", "explain_update", "explain_soft",
           "explain_gmm", "explain_seeding", "explain_point", "covariance_type_of",
           "least_certain", "owners", "component_densities", "match_clusters"]
