"""Multidimensional scaling: points placed so that their distances match given dissimilarities.

Classical (Torgerson) MDS: with D⁽²⁾ the squared dissimilarities and J = I − 11ᵀ/n the centring
matrix, B = −½ J D⁽²⁾ J is the Gram matrix of centred points when D is Euclidean; its top
eigenpairs give X = V_k Λ_k^½ (negative eigenvalues, from non-Euclidean D, give 0).

Metric MDS by SMACOF minimises the raw stress σ(X) = Σ_{i<j} (d_ij(X) − δ_ij)² by the Guttman
transform X ← (1/n) B(X) X, with b_ij = −δ_ij / d_ij(X) (0 where d_ij = 0) for i ≠ j and
b_ii = −Σ_{j≠i} b_ij: each step minimises a majorizing function, so the stress never increases.
It stops when (σ_old − σ) / Σ_{i<j} d_ij² < eps (scikit-learn's test).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np
import scipy.sparse as sp
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import (DataError, check_choice, check_fitted, check_int, check_magnitude,
                           check_points, check_positive, check_random_state)
from ..base import BaseEstimator, IterativeMixin
from ._checks import divide, divide_rows, max_abs, refuse_complex, unit
from ._types import Matrix

METRICS = ("euclidean", "cosine")
INITS = ("classical", "random")
# n × n distances: 5,000 points take 200 MB and a SMACOF step ~0.2 s; more is refused.
MAX_MDS_POINTS = 5000
# caps on the work one call may ask for (each restart runs up to max_iter Guttman transforms)
MAX_RESTARTS = 1000
MAX_STEPS = 1_000_000


def pairwise_distances(X: Matrix, metric: str = "euclidean") -> np.ndarray:
    """Distances between the rows of X (dense or sparse): Euclidean ‖x_i − x_j‖ =
    √(‖x_i‖² + ‖x_j‖² − 2 x_i·x_j), or cosine 1 − x_i·x_j / (‖x_i‖‖x_j‖) (a zero row is at
    distance 1 from every other row, as in scikit-learn). Symmetric with a zero diagonal.

    Before the products, dense points are centred (distances do not change, but
    ‖x‖² + ‖y‖² − 2x·y would lose every digit to a shared offset such as 1e12) and divided by
    a power of two near their largest value (cosine: each row by its own), so tiny values do
    not underflow to distance 0."""
    check_choice(metric, "metric", METRICS)
    refuse_complex(X)
    if sp.issparse(X):
        X = sp.csr_matrix(X, dtype=np.float64)
        if not np.all(np.isfinite(X.data)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "X contains NaN or infinity; rebuild "
                                                        "the term matrix."))
        check_magnitude(X)
        _check_size(X.shape[0])
        if metric == "cosine":
            top = np.zeros(X.shape[0])
            nz = np.diff(X.indptr) > 0
            top[nz] = np.maximum.reduceat(np.abs(X.data), X.indptr[:-1][nz])
            X = divide_rows(X, np.array([unit(t) for t in top]))
            u = 1.0
        else:
            u = unit(max_abs(X))
            X = divide(X, u)
        sq = np.asarray(X.multiply(X).sum(axis=1)).ravel()
        G = np.asarray((X @ X.T).toarray())
    else:
        X = check_points(X)
        check_magnitude(X)
        _check_size(X.shape[0])
        if metric == "cosine":
            top = np.abs(X).max(axis=1)
            X = divide_rows(X, np.array([unit(t) for t in top]))
            u = 1.0
        else:
            X = X - X.mean(axis=0)
            u = unit(max_abs(X))
            X = X / u
        sq = np.einsum("ij,ij->i", X, X)
        G = X @ X.T
    if metric == "euclidean":
        D = np.sqrt(np.clip(sq[:, None] + sq[None, :] - 2 * G, 0, None)) * u
    else:
        norms = np.sqrt(sq)
        with np.errstate(divide="ignore", invalid="ignore"):
            cos = np.where(np.outer(norms, norms) > 0, G / np.outer(norms, norms), 0.0)
        D = np.clip(1.0 - cos, 0.0, 2.0)
    D = (D + D.T) / 2                         # exactly symmetric despite rounding
    np.fill_diagonal(D, 0.0)
    return D


def _check_size(n):
    if n > MAX_MDS_POINTS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "MDS needs all {n:,} × {n:,} distances "
                                                    "({n2:.1f} GB); it is limited to "
                                                    "{MAX_MDS_POINTS:,} points. Use PCA or LSI, "
                                                    "or a sample of the documents."), n=n,
                        n2=n * n * 8 / 1e9, MAX_MDS_POINTS=MAX_MDS_POINTS)


def check_dissimilarities(D: ArrayLike, name: str = "D") -> np.ndarray:
    """A square, symmetric, finite, non-negative matrix with a zero diagonal."""
    refuse_complex(D, name)
    D = check_points(D, name=name)
    n = D.shape[0]
    if D.shape[1] != n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be square (n × n "
                                                    "dissimilarities); got {D_shape_0} × "
                                                    "{D_shape_1}. Compute it with "
                                                    "pairwise_distances(X)."), name=name,
                        D_shape_0=D.shape[0], D_shape_1=D.shape[1])
    _check_size(n)
    check_magnitude(D, name)
    if (D < 0).any():
        i, j = np.argwhere(D < 0)[0]
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{i}, {j}] = {D:.3g} is negative; "
                                                    "dissimilarities are ≥ 0."), name=name, i=i,
                        j=j, D=D[i, j])
    scale = float(D.max()) or 1.0           # relative: tiny D are checked as strictly
    if np.abs(D - D.T).max() > 1e-8 * scale:
        i, j = np.unravel_index(np.argmax(np.abs(D - D.T)), D.shape)
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} is not symmetric: {name}[{i}, {j}] "
                                                    "= {D:.6g} but {name}[{j}, {i}] = {D2:.6g}. "
                                                    "Use (D + D.T) / 2."), name=name, i=i, j=j,
                        D=D[i, j], D2=D[j, i])
    if np.abs(np.diag(D)).max() > 1e-8 * scale:
        i = int(np.argmax(np.abs(np.diag(D))))
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{i}, {i}] = {D:.3g}; a point's "
                                                    "dissimilarity to itself must be 0."),
                        name=name, i=i, D=D[i, i])
    D = (D + D.T) / 2
    np.fill_diagonal(D, 0.0)
    return D


def _check_k(n_components, n):
    k = check_int(n_components, "n_components", low=1)
    if n < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "MDS needs at least 2 points; D has {n}."),
                        n=n)
    if k >= n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "n_components={k} needs more than {k} "
                                                    "points; D has {n}. Choose n_components < "
                                                    "{n}."), k=k, n=n)
    return k


def _distances(X):
    """Euclidean distances between the rows of a configuration, centred and divided by a
    power of two first (see :func:`pairwise_distances`)."""
    X = X - X.mean(axis=0)
    u = unit(max_abs(X))
    X = X / u
    sq = np.einsum("ij,ij->i", X, X)
    D = np.sqrt(np.clip(sq[:, None] + sq[None, :] - 2 * X @ X.T, 0, None)) * u
    np.fill_diagonal(D, 0.0)
    return D


class ClassicalMDS(BaseEstimator):
    """Classical (Torgerson) MDS: B = −½ J D⁽²⁾ J, X = V_k Λ_k^½ (see the module doc).

    Fitted: ``embedding_`` (n × k), ``eigenvalues_`` (all n eigenvalues of B, largest first; the
    negative ones measure how far D is from Euclidean)."""

    _pairwise = True          # fit takes an n × n dissimilarity matrix, not points

    def __init__(self, n_components: int = 2) -> None:
        self.n_components = n_components

    def fit(self, D: ArrayLike, y=None) -> "ClassicalMDS":
        """Double-centre the squared dissimilarities and take the top eigenpairs (``y`` is
        ignored)."""
        D = check_dissimilarities(D)
        n = D.shape[0]
        k = _check_k(self.n_components, n)
        u = unit(max_abs(D))        # D / u (exact): tiny dissimilarities do not square to 0
        D = D / u
        D2 = D**2
        # J D² J without forming J: subtract row and column means, add back the grand mean
        B = -0.5 * (D2 - D2.mean(axis=0)[None, :] - D2.mean(axis=1)[:, None] + D2.mean())
        lam, vecs = np.linalg.eigh((B + B.T) / 2)
        lam, vecs = lam[::-1], vecs[:, ::-1]
        rows = np.arange(k)
        signs = np.sign(vecs[np.argmax(np.abs(vecs[:, :k]), axis=0), rows])
        signs[signs == 0] = 1
        self.eigenvalues_ = lam * u**2
        self.embedding_ = vecs[:, :k] * signs * np.sqrt(np.clip(lam[:k], 0, None)) * u
        return self

    def fit_transform(self, D: ArrayLike, y=None) -> np.ndarray:
        """The embedding (n × k)."""
        return self.fit(D).embedding_


@dataclass(frozen=True)
class SMACOFStep(Step):
    """One Guttman transform (phase "guttman"), the starting configuration of a restart (phase
    "init", iteration 0), or, with n_init > 1, the best restart's end (phase "best")."""

    iteration: int
    phase: str
    converged: bool
    restart: int
    embedding: np.ndarray      # the configuration X (n × k)
    stress: float              # raw stress Σ_{i<j} (d_ij − δ_ij)²
    normalized_stress: float   # √(σ / Σ_{i<j} δ_ij²)
    stopped: str | None = None
    objective_name: ClassVar[str] = "stress"


@dataclass(frozen=True)
class Shepard:
    """The Shepard diagram's points, one per pair i < j: the given dissimilarity δ_ij and the
    distance d_ij in the fitted configuration."""

    dissimilarities: np.ndarray
    distances: np.ndarray


class SMACOF(IterativeMixin, BaseEstimator):
    """Metric MDS by SMACOF (see the module doc), restarted ``n_init`` times; the run with the
    lowest stress is kept. ``init="classical"`` starts the first restart from classical MDS and
    the others from uniform random points; ``"random"`` starts every restart at random.
    Fitted: ``embedding_``, ``stress_``, ``n_iter_``, ``converged_``."""

    _pairwise = True          # fit takes an n × n dissimilarity matrix, not points

    def __init__(self, n_components: int = 2, n_init: int = 4, max_iter: int = 300,
                 random_state: int | None = None, *, eps: float = 1e-6,
                 init: str = "classical") -> None:
        self.n_components = n_components
        self.n_init = n_init
        self.max_iter = max_iter
        self.random_state = random_state
        self.eps = eps
        self.init = init

    def iter_fit(self, D: ArrayLike, y=None) -> Iterator[SMACOFStep]:
        """Validate, then return a generator of :class:`SMACOFStep` (each restart's starting
        configuration, each Guttman transform, and the best restart when n_init > 1)."""
        D = check_dissimilarities(D)
        k = _check_k(self.n_components, D.shape[0])
        # each restart is a full run: a typo such as 10**9 would never end
        n_init = check_int(self.n_init, "n_init", low=1, high=MAX_RESTARTS)
        max_iter = check_int(self.max_iter, "max_iter", low=1, high=MAX_STEPS)
        eps = check_positive(self.eps, "eps", allow_zero=True)
        check_choice(self.init, "init", INITS)
        check_random_state(self.random_state)
        return self._run(D, k, n_init, max_iter, eps)

    def _run(self, D, k, n_init, max_iter, eps):
        n = D.shape[0]
        rng = check_random_state(self.random_state)
        upper = np.triu_indices(n, 1)
        self._D = D
        # the run is on D / u (u a power of two: exact), so tiny dissimilarities do not square
        # to 0; the steps carry the configuration and the stress in D's own units
        u = unit(max_abs(D))
        Du = D / u
        delta_sq = float((Du[upper] ** 2).sum())
        best = None
        for restart in range(n_init):
            if restart == 0 and self.init == "classical":
                X = ClassicalMDS(k).fit_transform(Du)
            else:
                X = rng.uniform(size=(n, k))
            last, d, sigma = self._step(0, "init", X, Du, upper, delta_sq, restart, u)
            yield last
            for it in range(1, max_iter + 1):
                with np.errstate(divide="ignore", invalid="ignore"):
                    B = np.where(d > 0, -Du / np.where(d > 0, d, 1), 0.0)
                np.fill_diagonal(B, 0.0)
                np.fill_diagonal(B, -B.sum(axis=1))
                X = B @ X / n
                old = sigma
                step, d, sigma = self._step(it, "guttman", X, Du, upper, delta_sq, restart, u)
                spread = float((d[upper] ** 2).sum())
                converged = sigma == 0 or (spread > 0 and (old - sigma) / spread < eps)
                capped = not converged and it == max_iter
                last = dataclasses.replace(step, converged=converged,
                                           stopped="max_iter" if capped else None)
                if converged or capped:
                    break
                yield last
            # a restart's end is not the run's end when more follow: only the last step speaks
            yield last if n_init == 1 else dataclasses.replace(last, converged=False,
                                                               stopped=None)
            if best is None or sigma < best[1]:
                best = (last, sigma)
        best = best[0]
        if n_init > 1:
            yield dataclasses.replace(best, phase="best")
        self.embedding_ = np.array(best.embedding)
        self.stress_ = best.stress
        self.n_iter_ = best.iteration
        self.converged_ = best.converged

    @staticmethod
    def _step(it, phase, X, D, upper, delta_sq, restart, u=1.0):
        """The step of configuration X against D (both in units of u) and its raw stress in
        those units."""
        d = _distances(X)
        stress = float(((d[upper] - D[upper]) ** 2).sum())
        normalized = float(np.sqrt(stress / delta_sq)) if delta_sq > 0 else 0.0
        return SMACOFStep(it, phase, False, restart, X * u, stress * u**2, normalized), d, stress

    def fit_transform(self, D: ArrayLike, y=None) -> np.ndarray:
        """The best configuration (n × k)."""
        return self.fit(D).embedding_

    def shepard(self) -> Shepard:
        """δ_ij against the fitted d_ij for every pair i < j (the Shepard diagram)."""
        check_fitted(self, "embedding_")
        return shepard_diagram(self._D, self.embedding_)


def shepard_diagram(D: ArrayLike, embedding: ArrayLike) -> Shepard:
    """The Shepard diagram of any embedding (classical MDS, PCA, LSI coordinates) against the
    dissimilarities D it should reproduce: (δ_ij, ‖y_i − y_j‖) for every pair i < j."""
    D = check_dissimilarities(D)
    Y = check_points(embedding, name="embedding")
    if len(Y) != len(D):
        raise DataError(QT_TRANSLATE_NOOP("engine", "embedding has {n_Y} points; D has {n_D}."),
                        n_Y=len(Y), n_D=len(D))
    upper = np.triu_indices(len(D), 1)
    return Shepard(D[upper], _distances(Y)[upper])
