"""Principal component analysis: the exact decomposition, and the power method with deflation
stepped for teaching.

With Z the centred data (X − mean; divided by each column's standard deviation for the
correlation matrix), the covariance is C = ZᵀZ / (n − 1). Its eigenvectors v_j (the rows of
``components_``) are the directions of largest variance, its eigenvalues λ_j the variances
along them (``explained_variance_``), λ_j / Σλ the share of the total (``explained_variance_
ratio_``). The projection is Z V_k; keeping k components leaves the mean squared reconstruction
error ‖Z − Z V_k V_kᵀ‖²_F / n = (n − 1)/n · Σ_{j>k} λ_j.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar, Iterator, Sequence

import numpy as np
import scipy.sparse as sp
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import (DataError, check_array, check_choice, check_features, check_fitted,
                           check_int, check_magnitude, check_points, check_positive,
                           check_random_state)
from ..base import BaseEstimator, IterativeMixin, TransformerMixin
from ._checks import max_abs, refuse_complex, unit
from .lsi import Concept, concept_terms
from ._types import Matrix

MATRICES = ("covariance", "correlation")
# A sparse matrix is made dense (centring fills it) only up to this many entries (1.6 GB).
MAX_DENSE_ENTRIES = 200_000_000
# Beyond this much SVD work (n·d·min(n, d), about a second) the smaller Gram matrix is
# diagonalised instead (ZᵀZ or ZZᵀ by BLAS, then eigh): several times faster, as accurate for the
# leading components (eigenvalues to ~1e-16·λ₁ absolute).
SVD_WORK = 2e9
# The power method forms C (d × d) when it is at most this wide (32 MB), else applies Zᵀ(Z v).
COVARIANCE_LIMIT = 2048
# power steps per component at most (a typo such as 10**9 with tol=0 would never end)
MAX_STEPS = 1_000_000


@dataclass(frozen=True)
class PCAStep(Step):
    """One step of the power method on C (deflated by the components already found).

    phase "power": v ← C v / ‖C v‖, with the Rayleigh quotient λ = vᵀ C v, the residual
    ‖C v − λ v‖ and the angle between v and the exact eigenvector (from the SVD), so a view can
    show the vector turning toward it. phase "deflate": the converged v becomes a component and
    C ← C − λ v vᵀ (shares its iteration number with the last power step). ``iteration`` counts
    every power step of the run; ``component_iteration`` restarts at 1 for each component.
    """

    iteration: int
    phase: str
    converged: bool          # the whole run: every component passed its residual test
    component: int           # 0-based index of the component being found
    component_iteration: int
    vector: np.ndarray       # current estimate of the eigenvector (d,)
    eigenvalue: float        # Rayleigh quotient vᵀ C v
    residual: float          # ‖C v − λ v‖
    angle: float             # radians between ±v and the exact eigenvector
    component_converged: bool  # this component's residual test passed
    components: np.ndarray   # the components found so far (rows), shape (found, d)
    eigenvalues: np.ndarray  # their eigenvalues
    stopped: str | None = None
    objective_name: ClassVar[str] = "eigenvalue"


class PCA(IterativeMixin, TransformerMixin, BaseEstimator):
    """Project onto the directions of largest variance.

    ``matrix="covariance"`` diagonalises C = ZᵀZ/(n − 1) with Z = X − mean; ``"correlation"``
    first divides each column by its standard deviation (so every variable counts equally and
    the eigenvalues sum to the number of variables). ``fit`` takes the decomposition directly
    (an SVD of Z — what scikit-learn does; exact in one LAPACK call); ``iter_fit`` finds the
    first components by the power method with deflation, one step per matrix–vector product,
    and leaves the model fitted exactly as ``fit`` does.
    """

    _accepts_sparse = True            # densified (PCA centres), within a size limit

    def __init__(self, n_components: int = 2, *, matrix: str = "covariance",
                 max_iter: int = 1000, tol: float = 1e-12,
                 random_state: int | None = None) -> None:
        self.n_components = n_components
        self.matrix = matrix
        self.max_iter = max_iter
        self.tol = tol
        self.random_state = random_state

    # -- the exact decomposition -------------------------------------------------------------
    def fit(self, X: Matrix, y=None) -> "PCA":
        """Centre (and scale), decompose, keep the first ``n_components`` directions
        (``y`` is ignored)."""
        self._decompose(*self._prepare(X))
        return self

    def _prepare(self, X):
        check_choice(self.matrix, "matrix", MATRICES)
        refuse_complex(X)
        if sp.issparse(X):
            n, d = X.shape
            if n * d > MAX_DENSE_ENTRIES:
                raise DataError(
                    QT_TRANSLATE_NOOP("engine", "PCA centres the data, which makes this sparse "
                                                "{n:,} × {d:,} matrix dense ({n2:.1f} GB). Use "
                                                "LSI (it works on the sparse matrix) or keep "
                                                "fewer terms (max_terms)."), n=n, d=d,
                    n2=n * d * 8 / 1e9)
            X = X.toarray()
        X = check_array(X, min_samples=2, estimator="PCA")
        check_magnitude(X)
        k = check_int(self.n_components, "n_components", low=1)
        if k > min(X.shape):
            raise DataError(QT_TRANSLATE_NOOP("engine", "n_components={k} is larger than "
                                                        "min(n_samples, n_features) = "
                                                        "{min_X_shape} (X is {X_shape_0} × "
                                                        "{X_shape_1}); choose at most "
                                                        "{min_X_shape}."), k=k,
                            min_X_shape=min(X.shape), X_shape_0=X.shape[0], X_shape_1=X.shape[1])
        mean = X.mean(axis=0)
        Z = X - mean
        scale = np.ones(X.shape[1])
        if self.matrix == "correlation":
            # a column is constant when it varies less than its own rounding (relative to the
            # column's magnitude, so tiny data are not mistaken for constant ones)
            col = np.abs(X).max(axis=0)
            std = (Z / np.where(col > 0, col, 1.0)).std(axis=0, ddof=1)
            flat = np.flatnonzero(std <= 1e-12)
            if flat.size:
                raise DataError(
                    QT_TRANSLATE_NOOP("engine", "Column {flat_0} has the same value in every "
                                                "row (or differs only in its last digits), so "
                                                "its correlation with the others is undefined "
                                                "(0/0). Drop the constant column(s) or use "
                                                "matrix='covariance'."), flat_0=flat[0])
            scale = std * np.where(col > 0, col, 1.0)
            Z = (Z / np.where(col > 0, col, 1.0)) / std
        # the decomposition runs on Z / u (u a power of two: exact), so tiny or large values
        # neither underflow nor overflow in ZᵀZ; eigenvalues are scaled back by u²
        u = unit(max_abs(Z))
        if u != 1.0:
            Z = Z / u
        return Z, k, mean, scale, u

    def _decompose(self, Z, k, mean, scale, u):
        """The SVD (or, for large data, the Gram matrix's eigh) of Z (already divided by u);
        sets every fitted attribute in the data's own units."""
        n, d = Z.shape
        if n * d * min(n, d) <= SVD_WORK:
            _, s, vt = np.linalg.svd(Z, full_matrices=False)
            var = s**2 / (n - 1)
        else:
            # large and square-ish: the eigenvectors of the smaller Gram matrix (BLAS, d³ not n·d²)
            if d <= n:
                lam, vecs = np.linalg.eigh(Z.T @ Z)
                lam, vecs = np.clip(lam[::-1], 0, None), vecs[:, ::-1]
                vt = vecs.T
            else:
                lam, u = np.linalg.eigh(Z @ Z.T)
                lam, u = np.clip(lam[::-1], 0, None), u[:, ::-1]
                s_ = np.sqrt(lam)
                keep = s_ > s_[0] * 1e-12 if s_[0] > 0 else np.zeros(len(s_), bool)
                vt = np.zeros((len(lam), d))
                vt[keep] = (Z.T @ u[:, keep] / s_[keep]).T
            var = lam / (n - 1)
        # the sign of an eigenvector is arbitrary: make its largest loading positive
        rows = np.arange(len(vt))
        signs = np.sign(vt[rows, np.argmax(np.abs(vt), axis=1)])
        signs[signs == 0] = 1
        vt = vt * signs[:, None]
        total = float(var.sum())                      # in units of u²: ratios need no rescale
        self.mean_, self.scale_ = mean, scale
        self.n_samples_ = n
        self.n_features_in_ = d
        self._unit, self._unit_variance = u, var
        self.eigenvalues_ = var * u**2                # every eigenvalue, for the scree plot
        self.components_ = vt[:k].copy()
        self.n_components_ = k                        # scikit-learn's: the components kept
        self.explained_variance_ = self.eigenvalues_[:k].copy()
        self.explained_variance_ratio_ = var[:k] / total if total > 0 else np.zeros(k)
        self.singular_values_ = np.sqrt(var[:k] * (n - 1)) * u
        self.total_variance_ = total * u**2

    # -- the power method, stepped ------------------------------------------------------------
    def iter_fit(self, X: Matrix) -> Iterator[PCAStep]:
        """Validate, then return a generator of :class:`PCAStep`: the power method
        v ← C v / ‖C v‖ for each of the first ``n_components`` eigenvectors, each deflated out
        (C ← C − λ v vᵀ) once its residual ‖C v − λ v‖ ≤ tol · λ₁ (C is formed only when it is
        at most COVARIANCE_LIMIT wide; otherwise C v = Zᵀ(Z v)/(n − 1)). A component that does
        not pass within ``max_iter`` products ends the run with ``stopped="max_iter"``. The
        exact decomposition (for each step's angle, and the fitted attributes) is taken at the
        first ``next()``, on the thread that runs the steps."""
        prepared = self._prepare(X)
        max_iter = check_int(self.max_iter, "max_iter", low=1, high=MAX_STEPS)
        tol = check_positive(self.tol, "tol", allow_zero=True)
        check_random_state(self.random_state)
        return self._power(prepared, max_iter, tol)

    def _power(self, prepared, max_iter, tol):
        self._decompose(*prepared)
        Z, k = prepared[:2]
        u2 = prepared[4] ** 2         # Z is in units of u: λ and the residual are scaled back
        n, d = Z.shape
        rng = check_random_state(self.random_state)
        exact = self.components_
        top = float(self._unit_variance[0])
        scale = top if top > 0 else 1.0
        found_v, found_l = np.zeros((0, d)), np.zeros(0)
        frozen_v, frozen_l = found_v, found_l
        total = 0

        if d <= COVARIANCE_LIMIT:                  # C once (d² per product, not 2nd)
            C = Z.T @ Z / (n - 1)

            def covariance(v):
                return C @ v
        else:
            def covariance(v):
                return Z.T @ (Z @ v) / (n - 1)

        def apply(v):                              # the deflated covariance times v
            return covariance(v) - found_v.T @ (found_l * (found_v @ v))

        for j in range(k):
            v = rng.standard_normal(d)
            v /= np.linalg.norm(v)
            for it in range(1, max_iter + 1):
                total += 1
                w = apply(v)
                norm = np.linalg.norm(w)
                if norm > 0:
                    v = w / norm
                # the sign is arbitrary (C(−v) = −Cv): show v on the side of the exact
                # eigenvector, so a view sees it turn toward it rather than flip
                v = v if v @ exact[j] >= 0 else -v
                cv = apply(v)
                lam = float(v @ cv)
                residual = float(np.linalg.norm(cv - lam * v))
                done = residual <= tol * scale
                capped = not done and it == max_iter
                angle = math.acos(min(1.0, abs(float(v @ exact[j]))))
                if done:           # v is the j-th component: it joins the list now
                    found_v, found_l = np.vstack([found_v, v]), np.append(found_l, lam)
                    frozen_v, frozen_l = _frozen(found_v), _frozen(found_l * u2)
                yield PCAStep(total, "power", bool(done and j == k - 1), j, it, v, lam * u2,
                              residual * u2, angle, bool(done), frozen_v, frozen_l,
                              stopped="max_iter" if capped else None)
                if done:
                    break
                if capped:         # a component that did not settle ends the run here
                    return
            if j < k - 1:
                yield PCAStep(total, "deflate", False, j, it, v, lam * u2, residual * u2, angle,
                              True, frozen_v, frozen_l)

    # -- using the fitted model ---------------------------------------------------------------
    def transform(self, X: Matrix) -> np.ndarray:
        """Coordinates on the components: ((X − mean) / scale) V_k."""
        check_fitted(self, "components_")
        refuse_complex(X)
        if sp.issparse(X):
            X = X.toarray()
        X = check_array(X)
        check_features(self, X, self.mean_.shape[0])
        check_magnitude(X)
        return ((X - self.mean_) / self.scale_) @ self.components_.T


    def component_terms(self, terms: Sequence[str], n: int = 10) -> list[Concept]:
        """For each component, the ``n`` terms with the largest positive and the most negative
        loadings in its row of ``components_`` (strength: its eigenvalue λ_j), as
        ``LSI.concept_terms`` (the same ranking)."""
        check_fitted(self, "components_")
        return concept_terms(self.components_, self.explained_variance_, terms, n, "PCA")

    def inverse_transform(self, T: ArrayLike) -> np.ndarray:
        """Back to data space from k coordinates: X̂ = mean + scale · (T V_k)."""
        check_fitted(self, "components_")
        refuse_complex(T, "T")
        T = check_points(T, name="T")
        check_magnitude(T, "T")
        if T.shape[1] != len(self.components_):
            raise DataError(QT_TRANSLATE_NOOP("engine", "T has {T_shape_1} columns; the PCA "
                                                        "keeps {n_components} components."),
                            T_shape_1=T.shape[1], n_components=len(self.components_))
        return self.mean_ + (T @ self.components_) * self.scale_

    @property
    def loadings_(self) -> np.ndarray:
        """Loadings (features × components): v_j √λ_j; with the correlation matrix, the
        correlation of each variable with each component."""
        check_fitted(self, "components_")
        k = len(self.components_)
        return self.components_.T * (np.sqrt(self._unit_variance[:k]) * self._unit)

    def reconstruction_errors(self) -> np.ndarray:
        """Mean squared reconstruction error per sample, ‖Z − Z V_k V_kᵀ‖²_F / n =
        (n − 1)/n · Σ_{j>k} λ_j, for k = 0, 1, …, every component (in the scaled space Z)."""
        check_fitted(self, "components_")
        lam = self.eigenvalues_
        tails = np.r_[np.cumsum(lam[::-1])[::-1], 0.0]
        return tails * (self.n_samples_ - 1) / self.n_samples_


def _frozen(a):
    a = np.array(a, copy=True)
    a.setflags(write=False)
    return a
