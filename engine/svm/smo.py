"""Support vector classification by SMO on the dual (libsvm's algorithm), steppable.

Dual (y_i ∈ {−1, +1}, Q_ij = y_i y_j k(x_i, x_j)):
    maximise W(α) = Σ_i α_i − ½ Σ_ij α_i α_j Q_ij   subject to 0 ≤ α_i ≤ C, Σ_i y_i α_i = 0.
Each step picks the pair (i, j) by libsvm's second-order rule (Fan, Chen & Lin 2005), solves the
two-variable problem exactly, clips to the box, and updates the gradient G = Qα − 1 with two kernel
rows. It stops when the maximal KKT violation m(α) − M(α) falls below ``tol``.
Margins: "l1" (box 0 ≤ α ≤ C), "hard" (no upper bound; fails clearly on data that no boundary
separates), "l2" (squared slack: 1/C added to the kernel's diagonal, no upper bound).
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step, drain
from .._validation import (DataError, check_array, check_choice, check_features, check_fitted,
                           check_int, check_magnitude, check_positive, check_X_y)
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin
from .kernels import KERNELS, kernel_from_dot, kernel_matrix, resolve_gamma
from .separable import conflicting_duplicates, separable

DEFAULT_MAX_ITER = 100_000   # pair updates (a few seconds in this pure-Python SMO)
DIVERGED = 1e10              # an α beyond this under an unbounded box means the dual diverges
C_MAX = 1e10                 # a larger C is a hard margin in all but name, and SMO crawls with it
# Largest |coordinate| SMO accepts: kernel values of larger data overflow double precision.

TAU = 1e-12
CACHE_MB = 200               # kernel-row cache, as libsvm's cache_size (never the N × N matrix)
_FULL_MAX = 1000             # up to this many points the whole matrix at once is cheaper
_PREDICT_ELEMENTS = 1 << 22  # kernel values per block in decision_function (32 MB)


@dataclass(frozen=True)
class SMOStep(Step):
    """One SMO update (``phase="smo"``; with detail=False, the state after a batch of updates),
    or the run's last step (``phase="done"``): the final state after ``iteration`` updates,
    with no pair of its own (``pair`` (−1, −1), ``alpha_before`` NaN), carrying ``converged`` /
    ``stopped`` as every estimator's last step does. ``iteration`` counts pair updates, so the
    done step shares the number of the update before it (``n_iter_``), as phases of one
    iteration do elsewhere in the engine."""

    iteration: int
    pair: tuple              # (i, j) updated; (−1, −1) on the done step
    alpha_before: tuple      # (α_i, α_j) before the update; (NaN, NaN) on the done step
    alpha: np.ndarray | None
    b: float
    dual_objective: float    # W(α) (to maximise)
    max_violation: float     # m(α) − M(α), below tol at convergence
    converged: bool
    phase: str = "smo"
    stopped: str | None = None   # "max_iter" on the last step of a run cut off by max_iter

    objective_name: ClassVar[str] = "dual_objective"


class _KernelRows:
    """Kernel rows k(x_i, X) + diag_add·[i = ·], each computed on demand by one matrix-vector
    product and kept in an LRU cache of at most ``cache_mb`` megabytes (libsvm's kernel cache;
    scikit-learn's default is 200 MB). Only small problems whose whole matrix is cheaper to
    build at once than row by row get the N × N matrix, so memory stays within the budget."""

    def __init__(self, X, kernel, gamma, degree, coef0, diag_add, cache_mb=CACHE_MB):
        self.X = np.ascontiguousarray(X, dtype=np.float64)
        self.kernel, self.gamma, self.degree, self.coef0 = kernel, gamma, degree, coef0
        self.diag_add = diag_add
        n = X.shape[0]
        self.sq = np.einsum("ij,ij->i", self.X, self.X)
        self.diag = self._from_dot(self.sq.copy(), self.sq, self.sq) + diag_add
        if kernel == "rbf":
            self.diag[:] = 1.0 + diag_add          # exactly, not 1 − rounding
        self.cache = OrderedDict()
        self.max_rows = max(2, int(cache_mb * 2**20) // (8 * n))
        self.full = None
        if n <= _FULL_MAX and n <= self.max_rows:
            full = self._from_dot(self.X @ self.X.T, self.sq[:, None], self.sq[None, :])
            full[np.diag_indices(n)] = self.diag
            self.full = full

    def _from_dot(self, dot, sq_a, sq_b):
        """k from the dot products (and, for RBF, ||a||² + ||b||² − 2 a·b); ``dot`` is reused."""
        return kernel_from_dot(dot, self.kernel, self.gamma, self.degree, self.coef0, sq_a,
                               sq_b)

    def row(self, i):
        if self.full is not None:
            return self.full[i]
        r = self.cache.get(i)
        if r is None:
            r = self._from_dot(self.X @ self.X[i], self.sq[i], self.sq)
            r[i] = self.diag[i]
            self.cache[i] = r
            if len(self.cache) > self.max_rows:
                self.cache.popitem(last=False)
        else:
            self.cache.move_to_end(i)
        return r


class SVC(IterativeMixin, ClassifierMixin, BaseEstimator):
    """Binary support vector classifier trained by SMO; labels may be any two values.

    Fitted, with scikit-learn's names: ``support_``, ``support_vectors_``, ``dual_coef_``
    (α_i y_i), ``intercept_`` (b), ``n_support_`` (per class), ``coef_`` (w, linear kernel
    only), ``classes_``, ``n_iter_`` (pair updates), ``n_features_in_``; and ``alpha_``,
    ``objective_`` (W(α)), ``converged_``, ``gamma_``."""

    _multiclass = False      # two classes; OneVsRest / OneVsOne / DAGSVM for more

    def __init__(self, C: float = 1.0, *, kernel: str = "rbf", degree: int = 3,
                 gamma: str | float = "scale", coef0: float = 0.0, margin: str = "l1",
                 tol: float = 1e-3, max_iter: int | None = None,
                 random_state: int | None = None) -> None:
        self.C = C
        self.kernel = kernel
        self.degree = degree
        self.gamma = gamma
        self.coef0 = coef0
        self.margin = margin
        self.tol = tol
        self.max_iter = max_iter
        self.random_state = random_state   # SMO here is deterministic; kept for a uniform API

    # -- public API -------------------------------------------------------------------------
    def iter_fit(self, X, y, *, detail: bool = True) -> Iterator[SMOStep]:
        """Validate, then return a generator of :class:`SMOStep`, one per pair update.

        ``detail=False`` yields only every few hundred updates (and the last), without α,
        which is how :meth:`fit` runs fast through the same code. Hard-margin separability is
        checked here for the linear, RBF and polynomial kernels (a small linear program, or no
        conflicting duplicates for RBF); for the sigmoid kernel the n-variable program runs as
        the generator's first piece of work."""
        X, ys = self._validate(X, y)
        return self._smo(X, ys, detail)

    def fit(self, X, y) -> "SVC":
        """Train by SMO until the KKT violation m(α) − M(α) < tol; returns self."""
        drain(self.iter_fit(X, y, detail=False))
        return self

    def decision_function(self, X) -> np.ndarray:
        """f(x) = Σ_i α_i y_i k(x_i, x) + b over the support vectors."""
        self._check_fitted()
        X = check_array(X)
        check_features(self, X, self.support_vectors_.shape[1])
        check_magnitude(X, why="kernel values")
        Xi, sv = self._internal(X), self._sv_internal
        out = np.empty(len(Xi))
        rows = max(1, _PREDICT_ELEMENTS // max(len(sv), 1))
        for start in range(0, len(Xi), rows):   # blocks of rows: k(X, SV) stays within budget
            K = kernel_matrix(Xi[start:start + rows], sv, self.kernel, self._gamma_internal,
                              self.degree, self.coef0)
            out[start:start + rows] = K @ self.dual_coef_[0]
        return out + self._b_internal

    def predict(self, X) -> np.ndarray:
        """The class on the side of f(x) = 0 where x falls (classes_[1] where f > 0)."""
        return np.where(self.decision_function(X) > 0, self.classes_[1], self.classes_[0])

    def primal(self) -> dict:
        """w and b of the linear kernel: w = Σ α_i y_i x_i; margin width 1/‖w‖ (the notes
        write 1/‖w‖², which is not the distance)."""
        self._check_fitted()
        if self.kernel != "linear":
            raise ValueError("w exists explicitly only for the linear kernel.")
        w = self.coef_[0]
        norm = float(np.linalg.norm(w))
        return {"w": w, "b": float(self.intercept_[0]), "norm": norm,
                "margin": 1.0 / norm if norm > 0 else math.inf}

    # -- validation -------------------------------------------------------------------------
    def _validate(self, X, y):
        X, y, classes = check_X_y(X, y, min_samples=2, min_classes=1, estimator="SVC")
        check_magnitude(X, why="kernel values")
        if len(classes) != 2:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Only binary classification is "
                                                        "supported. A binary SVM needs exactly "
                                                        "two classes; got {n_classes} "
                                                        "({classes}). Add points of the other "
                                                        "class, or use OneVsRest / OneVsOne for "
                                                        "more."), n_classes=len(classes),
                            classes=classes.tolist()[:5])
        check_choice(self.kernel, "kernel", KERNELS)
        check_choice(self.margin, "margin", ("hard", "l1", "l2"))
        check_positive(self.C, "C")
        if self.margin != "hard" and self.C > C_MAX:
            # α_i ≤ C never binds then, so non-separable data make SMO crawl to its update cap
            raise ValueError(f"C = {self.C:.3g} is too large (at most {C_MAX:.0e}): such a soft "
                             "margin is a hard margin in all but name. Use margin='hard' for "
                             "separable data, or a C of 1e-3…1e4 with standardised features.")
        check_positive(self.tol, "tol")
        check_int(self.degree, "degree", low=1)
        if self.max_iter is not None:
            check_int(self.max_iter, "max_iter", low=1)
        ys = np.where(y == classes[1], 1.0, -1.0)
        dup = conflicting_duplicates(X, ys)
        if dup is not None and self.margin == "hard":
            raise DataError(QT_TRANSLATE_NOOP("engine", "Points {dup_0} and {dup_1} are at the "
                                                        "same place with opposite labels: no "
                                                        "boundary separates them. Use a soft "
                                                        "margin."), dup_0=dup[0], dup_1=dup[1])
        self.classes_ = classes
        # Linear and RBF kernels work on centred data (the dual is unchanged; b moves back), and
        # RBF on scaled data too (γ grows by scale²): no digits lost to an offset or a scale.
        self._shift = X.mean(axis=0) if self.kernel in ("linear", "rbf") else np.zeros(X.shape[1])
        Xc = X - self._shift
        self._scale = 1.0
        if self.kernel == "rbf":
            s = float(np.abs(Xc).max())
            s = s if s > 0 and np.isfinite(s) else 1.0
            given = None if isinstance(self.gamma, str) else resolve_gamma(self.gamma, X)
            with np.errstate(over="ignore", under="ignore", divide="ignore"):
                Xs = Xc / s
                g = resolve_gamma(self.gamma, Xs) if given is None else given * s * s
                reported = np.float64(g) / (np.float64(s) * s)
            if not (0 < g < np.inf and 0 < reported < np.inf):
                # γ·scale² under- or overflows: keep the centred data unscaled
                s, Xs = 1.0, Xc
                g = reported = resolve_gamma(self.gamma, Xc) if given is None else given
            self._scale, Xc = s, Xs
            self._gamma_internal = float(g)
            self.gamma_ = float(reported)
        else:
            self.gamma_ = self._gamma_internal = resolve_gamma(self.gamma, X)
        self._separable_checked = False
        if self.margin == "hard" and self.kernel != "sigmoid":
            self._checkseparable(Xc, ys)
        return Xc, ys

    def _checkseparable(self, X, ys):
        if not separable(X, ys, self.kernel, self._gamma_internal, self.degree, self.coef0):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Hard margin is impossible: no boundary "
                                                        "of this kernel separates the two "
                                                        "classes (a linear program found no "
                                                        "feasible w, b). Use a soft margin (L1 "
                                                        "or L2 slack), or a more flexible "
                                                        "kernel."))
        self._separable_checked = True

    def _internal(self, X):
        return (X - self._shift) / self._scale

    def _check_fitted(self):
        check_fitted(self, "dual_coef_")

    # -- SMO --------------------------------------------------------------------------------
    def _smo(self, X, y, detail):
        n = len(y)
        if self.margin == "hard" and not self._separable_checked:
            self._checkseparable(X, y)
        upper = {"l1": float(self.C), "hard": math.inf, "l2": math.inf}[self.margin]
        diag_add = 1.0 / self.C if self.margin == "l2" else 0.0
        K = _KernelRows(X, self.kernel, self._gamma_internal, self.degree, self.coef0, diag_add,
                        CACHE_MB)
        state = _PairSelector(y, upper, K)
        alpha = state.alpha
        # a cap so degenerate problems cannot spin for minutes (libsvm's is max(10^7, 100 n));
        # a capped run ends with converged=False, stopped="max_iter"
        max_iter = self.max_iter or max(DEFAULT_MAX_ITER, 100 * n)
        it, last_yield = 0, time.monotonic()
        while True:
            i, j, gap = state.select()
            done = gap < self.tol
            if done or it >= max_iter:
                yield self._finish(X, y, alpha, state.gradient(), upper, it, gap, done)
                return
            it += 1
            if upper == math.inf and it % 1000 == 0 and alpha.max() > DIVERGED:
                raise DataError(
                    QT_TRANSLATE_NOOP("engine", "SMO diverges: some α passed 1e10, so the dual "
                                                "has no maximum (the kernel matrix is not "
                                                "positive semidefinite, as the sigmoid kernel "
                                                "often is, or no boundary separates the "
                                                "classes). Use a soft L1 margin or another "
                                                "kernel."))
            Ki, Kj = K.row(i), K.row(j)
            before = (float(alpha[i]), float(alpha[j]))
            myg = state.myg
            di, dj = _update_pair(alpha, -y[i] * myg[i], -y[j] * myg[j], y, i, j, Ki[i], Kj[j],
                                  Ki[j], upper)
            state.moved(i, j, Ki, Kj, di, dj)
            now = time.monotonic()
            if detail or now - last_yield > 0.2:
                last_yield = now
                G = state.gradient()
                yield SMOStep(it, (int(i), int(j)), before, alpha if detail else None,
                              self._data_bias(_bias(alpha, G, y, upper), X, y, alpha),
                              _dual(alpha, G), gap, False)

    def _data_bias(self, b, X, y, alpha):
        """b for data coordinates: centring x by m moves b by −w·m with w = Σ α_i y_i x_i
        (only the linear kernel is centred without being translation invariant)."""
        if self.kernel != "linear" or not np.any(self._shift):
            return b
        return float(b - (alpha * y) @ (X @ self._shift))

    def _finish(self, X, y, alpha, G, upper, it, gap, converged):
        b = _bias(alpha, G, y, upper)
        sv = np.flatnonzero(alpha > 0)
        self.support_ = sv
        self._sv_internal = X[sv]
        self.support_vectors_ = X[sv] * self._scale + self._shift
        self.dual_coef_ = (alpha[sv] * y[sv])[None, :]
        # scikit-learn's counts per class, in classes_ order (classes_[0] is y = −1)
        self.n_support_ = np.array([np.sum(y[sv] < 0), np.sum(y[sv] > 0)], dtype=np.int32)
        if self.kernel == "linear":     # w = Σ α_i y_i x_i, only the linear kernel has one
            self.coef_ = self.dual_coef_ @ self.support_vectors_
        else:
            self.__dict__.pop("coef_", None)      # a refit with another kernel has no w
        self._b_internal = b
        self.intercept_ = np.array([self._data_bias(b, X, y, alpha)])
        self.alpha_ = alpha.copy()
        self.objective_ = _dual(alpha, G)
        self.n_iter_ = it
        self.converged_ = converged
        self.n_features_in_ = X.shape[1]
        # the done step: the final state, not a copy of the last update's pair
        return SMOStep(it, (-1, -1), (math.nan, math.nan), alpha, self.intercept_[0],
                       self.objective_, gap, converged, phase="done",
                       stopped=None if converged else "max_iter")


class _PairSelector:
    """The state SMO needs to choose pairs, kept up to date incrementally: −y∘G for every
    point and the index sets I_up / I_low, which change only at the two updated points."""

    def __init__(self, y, upper, K):
        self.y, self.upper, self.K = y, upper, K
        self.alpha = np.zeros(len(y))
        self.myg = y.copy()               # −y∘G with G = Qα − 1 = −1 at α = 0
        self.pos = y > 0
        self.up = np.ones(len(y), dtype=bool)
        self.low = np.zeros(len(y), dtype=bool)
        self._sets(np.arange(len(y)))

    def _sets(self, idx):
        a, pos = self.alpha[idx], self.pos[idx]
        self.up[idx] = np.where(pos, a < self.upper, a > 0)
        self.low[idx] = np.where(pos, a > 0, a < self.upper)

    def gradient(self):
        return -self.y * self.myg

    def moved(self, i, j, Ki, Kj, di, dj):
        # G += y∘(Ki y_i di + Kj y_j dj), so −y∘G changes by −(Ki y_i di + Kj y_j dj)
        self.myg -= Ki * (self.y[i] * di) + Kj * (self.y[j] * dj)
        upper, alpha = self.upper, self.alpha
        for t in (i, j):                  # two scalars: plain Python beats fancy indexing
            a = alpha[t]
            if self.pos[t]:
                self.up[t], self.low[t] = a < upper, a > 0
            else:
                self.up[t], self.low[t] = a > 0, a < upper

    def select(self):
        """libsvm's WSS3: i maximises −y_t G_t over I_up; j minimises −b²/a over I_low with
        b = −y_i G_i + y_t G_t > 0 (here: maximises b²/a). Returns (i, j, m − M)."""
        myg = self.myg
        top = np.where(self.up, myg, -np.inf)
        i = int(top.argmax())
        m = top[i]
        low = np.where(self.low, myg, np.inf)    # +inf outside I_low, so b = −inf there
        M = low.min()
        if m == -np.inf or M == np.inf:
            return 0, 0, 0.0
        b = m - low
        np.maximum(b, 0.0, out=b)    # non-candidates (b ≤ 0, −inf outside I_low) score 0
        diag = self.K.diag
        a = self.K.row(i) * -2.0
        a += diag
        a += diag[i]
        np.maximum(a, TAU, out=a)
        if self.upper == math.inf:   # unbounded α: b² may pass 1e308 (a very good candidate)
            with np.errstate(over="ignore", invalid="ignore"):
                score = b * b
                score /= a
        else:                        # α ≤ C bounds |G|, so b² stays finite
            score = b * b
            score /= a
        j = int(score.argmax())
        # a violating pair has b ≥ m − M ≥ tol > 0 at M's index, so a score of 0 means none
        if not score[j] > 0:
            return i, i, float(m - M)
        return i, j, float(m - M)


def _update_pair(alpha, Gi, Gj, y, i, j, Kii, Kjj, Kij, upper):
    """Solve the two-variable subproblem exactly and clip to the box (libsvm's update);
    Gi, Gj are the gradient G = Qα − 1 at i and j."""
    ai, aj = alpha[i], alpha[j]
    quad = max(Kii + Kjj - 2 * Kij, TAU)
    if y[i] != y[j]:
        delta = (-Gi - Gj) / quad
        diff = ai - aj
        ai += delta
        aj += delta
        if diff > 0 and aj < 0:
            aj, ai = 0.0, diff
        elif diff <= 0 and ai < 0:
            ai, aj = 0.0, -diff
        if diff > 0 and ai > upper:           # (upper_i == upper_j here)
            ai, aj = upper, upper - diff
        elif diff <= 0 and aj > upper:
            aj, ai = upper, upper + diff
    else:
        delta = (Gi - Gj) / quad
        total = ai + aj
        ai -= delta
        aj += delta
        if total > upper and ai > upper:
            ai, aj = upper, total - upper
        elif total <= upper and aj < 0:
            aj, ai = 0.0, total
        if total > upper and aj > upper:
            aj, ai = upper, total - upper
        elif total <= upper and ai < 0:
            ai, aj = 0.0, total
    di, dj = ai - alpha[i], aj - alpha[j]
    alpha[i], alpha[j] = ai, aj
    return di, dj


def _bias(alpha, G, y, upper):
    """b = −ρ, with ρ the mean of y_i G_i over free α (libsvm), else the middle of its range."""
    yg = y * G
    free = (alpha > 0) & (alpha < upper)
    if free.any():
        return float(-yg[free].mean())
    at_upper = alpha >= upper
    at_zero = alpha <= 0
    ub_mask = (at_upper & (y < 0)) | (at_zero & (y > 0))
    lb_mask = (at_upper & (y > 0)) | (at_zero & (y < 0))
    ub = yg[ub_mask].min() if ub_mask.any() else math.inf
    lb = yg[lb_mask].max() if lb_mask.any() else -math.inf
    rho = (ub + lb) / 2 if math.isfinite(ub) and math.isfinite(lb) else (
        ub if math.isfinite(ub) else lb if math.isfinite(lb) else 0.0)
    return float(-rho)


def _dual(alpha, G):
    """W(α) = eᵀα − ½ αᵀQα = −½ αᵀ(G − e) (since G = Qα − e)."""
    return float(-0.5 * alpha @ (G - 1.0))
