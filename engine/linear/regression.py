"""Linear regression (notes: [ML] 2. Linear Regression, and the least squares of [ML] 3): the
model ŷ = w₀ + wᵀx fitted by least squares,

    J(w₀, w) = 1/(2n) · Σᵢ (yᵢ − w₀ − wᵀxᵢ)²  +  α/(2n) · ‖w‖²          (ridge when α > 0),

three ways — QR of the centred design matrix (the stable one), the normal equations
(XᵀX + αI) w = Xᵀy (the notes' closed form), or gradient descent stepped on the cost contours
(``iter_fit`` yields :class:`RegressionStep`). The intercept w₀ is never penalised, as in
scikit-learn, so ``Ridge(alpha)`` minimises ‖y − w₀ − Xw‖² + α‖w‖² exactly as
``sklearn.linear_model.Ridge`` does (the 1/(2n) scaling does not move the minimum)."""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np
import scipy.linalg

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from ..base import BaseEstimator, IterativeMixin
from .._validation import (DataError, check_choice, check_fitted, check_int, check_magnitude,
                           check_points, check_positive)

SOLVERS = ("qr", "normal", "gd")
MAX_COLUMNS = 100_000          # polynomial features at most


@dataclass(frozen=True)
class RegressionStep(Step):
    """One iteration of a least-squares solver: the slopes ``w`` and intercept ``b`` (= w₀) after
    ``iteration − 1`` gradient steps, the cost J there and its ``gradient`` ordered as
    ``theta`` = (w₀, w₁, …). A closed-form solver (QR, normal equations) yields one step, the
    solution. ``stopped`` is "max_iter" for a capped run and "diverged" when the learning rate
    was too large and the cost grew without bound."""

    iteration: int
    phase: str
    converged: bool
    cost: float
    gradient: np.ndarray
    w: np.ndarray
    b: float
    learning_rate: float
    stopped: str | None = None

    objective_name: ClassVar[str] = "cost"

    @property
    def theta(self) -> np.ndarray:
        """(w₀, w₁, …, w_d): the intercept first, as the notes write the weight vector."""
        return np.r_[self.b, self.w]

    @property
    def grad_norm(self) -> float:
        return float(np.linalg.norm(self.gradient))


def check_regression_targets(y, n: int, name: str = "y") -> np.ndarray:
    """y as n finite real numbers (a regression target per sample)."""
    try:
        y = np.asarray(y, dtype=np.float64)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be numbers (one real target "
                                                    "per sample)."), name=name) from None
    if y.ndim == 2 and y.shape[1] == 1:
        y = y[:, 0]
    if y.ndim != 1:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be one target per sample "
                                                    "(1-D); got shape {y_shape}."), name=name,
                        y_shape=y.shape)
    if len(y) != n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "X has {n} rows but {name} has {n_y} "
                                                    "values; give one per row."), n=n, name=name,
                        n_y=len(y))
    if not np.all(np.isfinite(y)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN or infinity; remove or "
                                                    "fill those values."), name=name)
    check_magnitude(y, name, why="the squared errors")
    return y


def check_regression_data(X, y) -> tuple[np.ndarray, np.ndarray]:
    """X (n, d) finite floats and y n finite targets, n ≥ 2."""
    X = check_points(X, min_samples=2)
    check_magnitude(X, "X", why="the products XᵀX")
    return X, check_regression_targets(y, X.shape[0])


def cost(X: np.ndarray, y: np.ndarray, w: np.ndarray, b: float, alpha: float = 0.0) -> float:
    """J(w₀, w) = 1/(2n) ‖y − w₀ − Xw‖² + α/(2n) ‖w‖²."""
    r = y - b - X @ w
    return float((r @ r + alpha * (w @ w)) / (2 * len(y)))


def _closed_form(X, y, alpha, solver):
    """Least squares on the centred data (centring removes the unpenalised intercept):
    w = argmin ‖y_c − X_c w‖² + α‖w‖², w₀ = ȳ − x̄ᵀw. QR solves [X_c; √α I] w ≈ [y_c; 0]
    (never forming XᵀX, whose condition number is the square of X's); a rank-deficient design
    gets the minimum-norm least-squares solution (as scikit-learn's lstsq gives). Ridge on a
    tall, well-conditioned design takes the normal equations by Cholesky instead (see
    :func:`_ridge_by_cholesky`: the same solution to ~1e-10, five times faster)."""
    x_mean, y_mean = X.mean(axis=0), y.mean()
    Xc, yc = X - x_mean, y - y_mean
    # a constant feature centres to round-off (x̄ of equal values need not equal them), which
    # least squares would fit with a huge weight: make it exactly 0, so its weight is 0
    constant = np.abs(Xc).max(axis=0) <= 64 * np.finfo(float).eps * np.abs(x_mean)
    Xc[:, constant] = 0.0
    d = X.shape[1]
    if solver == "normal":
        G = Xc.T @ Xc + alpha * np.eye(d)
        try:
            w = np.linalg.solve(G, Xc.T @ yc)
        except np.linalg.LinAlgError:
            raise DataError(QT_TRANSLATE_NOOP("engine", "XᵀX is singular (a feature is constant "
                                                        "or a combination of others): the "
                                                        "normal equations have no unique "
                                                        "solution. Use solver='qr', or Ridge "
                                                        "with alpha > 0.")) from None
    else:
        w = _ridge_by_cholesky(Xc, yc, alpha) if alpha > 0 else None
        if w is None:
            A = np.vstack([Xc, np.sqrt(alpha) * np.eye(d)]) if alpha > 0 else Xc
            t = np.r_[yc, np.zeros(d)] if alpha > 0 else yc
            # LAPACK's gelsy: QR with column pivoting (a complete orthogonal factorisation),
            # which also gives the minimum-norm solution when the design is rank-deficient
            w = scipy.linalg.lstsq(A, t, lapack_driver="gelsy", check_finite=False)[0]
    return w, float(y_mean - x_mean @ w)


CHOLESKY_COND = 1e6      # (X_cᵀX_c + αI) better conditioned than this: solved by Cholesky


def _ridge_by_cholesky(Xc, yc, alpha):
    """Ridge's normal equations (X_cᵀX_c + αI) w = X_cᵀy_c by Cholesky when that matrix is well
    conditioned (its error is about cond · ε ≤ 1e6 · 2.2e-16, far below 1e-8), else None and QR
    decides. Forming X_cᵀX_c is one BLAS-3 product: five times faster than the QR of the
    stacked [X_c; √α I] on a tall matrix, as scikit-learn's "cholesky" solver is. Only for tall
    designs (n ≥ 4d, d ≤ 2000), where the d × d eigenvalues are cheap beside the product."""
    n, d = Xc.shape
    if n < 4 * d or d > 2000:
        return None
    G = Xc.T @ Xc
    G[np.diag_indices(d)] += alpha
    eig = np.linalg.eigvalsh(G)
    if not (eig[0] > 0 and eig[-1] <= CHOLESKY_COND * eig[0]):
        return None
    return scipy.linalg.cho_solve(scipy.linalg.cho_factor(G, check_finite=False), Xc.T @ yc,
                                  check_finite=False)


class LinearRegression(IterativeMixin, BaseEstimator):
    """Ordinary least squares ŷ = w₀ + wᵀx (notes: [ML] 2).

    ``solver``: "qr" (default, stable), "normal" (the normal equations (XᵀX) w = Xᵀy), or "gd"
    (batch gradient descent on J, w ← w − η∇J with ∇J = −(1/n) Xᵀ(y − ŷ); ``learning_rate``
    η defaults to 1/L, L the largest eigenvalue of J's Hessian, the largest step that never
    diverges). Gradient descent converges when ‖∇J‖ ≤ ``tol`` · (1 + ‖∇J at the start‖).

    Fitted: ``coef_`` (d,), ``intercept_``, ``n_iter_``, ``n_features_in_``."""

    def __init__(self, *, solver: str = "qr", learning_rate: float | None = None,
                 max_iter: int = 10_000, tol: float = 1e-10, w_init=None) -> None:
        self.solver = solver
        self.learning_rate = learning_rate
        self.max_iter = max_iter
        self.tol = tol
        self.w_init = w_init

    _alpha = 0.0
    _requires_y = True                   # IterativeMixin.fit passes y on to iter_fit
    _estimator_type = "regressor"

    def _check_params(self) -> float:
        check_choice(self.solver, "solver", SOLVERS)
        if self.learning_rate is not None:
            check_positive(self.learning_rate, "learning_rate")
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol")
        return self._alpha

    def iter_fit(self, X, y) -> Iterator[RegressionStep]:
        """Validate now, then return the steps of the fit: gradient descent's iterations
        (solver "gd"), or one step holding the closed-form solution. Drained, it leaves the
        model fitted (``fit`` drains it)."""
        alpha = self._check_params()
        X, y = check_regression_data(X, y)
        theta0 = None
        if self.w_init is not None:
            theta0 = np.asarray(self.w_init, dtype=np.float64).ravel()
            if theta0.shape != (X.shape[1] + 1,) or not np.all(np.isfinite(theta0)):
                raise DataError(QT_TRANSLATE_NOOP("engine", "w_init must be {X_shape_1} finite "
                                                            "numbers (w₀, w₁, …); got shape "
                                                            "{theta0_shape}."),
                                X_shape_1=X.shape[1] + 1, theta0_shape=theta0.shape)
        if self.solver == "gd":
            return self._descend(X, y, alpha, theta0)
        return self._solve(X, y, alpha)

    def _solve(self, X, y, alpha):
        with np.errstate(over="ignore", invalid="ignore"):
            w, b = _closed_form(X, y, alpha, self.solver)
            step = self._step(X, y, alpha, w, b, 1, 0.0, True, None)
        if not (np.all(np.isfinite(w)) and np.isfinite(b) and np.isfinite(step.cost)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "The least-squares weights overflow: a "
                                                        "feature varies far too little (or too "
                                                        "much) for its target. Standardise the "
                                                        "features (subtract the mean, divide by "
                                                        "the standard deviation) first."))
        yield self._finish(step)

    def _step(self, X, y, alpha, w, b, it, eta, converged, stopped):
        n = len(y)
        r = y - b - X @ w
        grad = np.r_[-r.sum() / n, (-(X.T @ r) + alpha * w) / n]
        return RegressionStep(it, "solve" if self.solver != "gd" else "gd", converged,
                              float((r @ r + alpha * (w @ w)) / (2 * n)), grad, w, float(b),
                              float(eta), stopped)

    def _descend(self, X, y, alpha, theta0):
        n, d = X.shape
        if self.learning_rate is None:
            # Hessian of J in θ = (w₀, w): (1/n) [1 X]ᵀ[1 X] + (α/n) diag(0, I)
            A = np.hstack([np.ones((n, 1)), X])
            H = (A.T @ A + alpha * np.diag(np.r_[0.0, np.ones(d)])) / n
            eta = 1.0 / max(float(np.linalg.eigvalsh(H)[-1]), 1e-300)
        else:
            eta = float(self.learning_rate)
        theta = np.zeros(d + 1) if theta0 is None else theta0.copy()
        step = self._step(X, y, alpha, theta[1:], theta[0], 1, eta, False, None)
        target = self.tol * (1.0 + step.grad_norm)
        for it in range(1, self.max_iter + 1):
            done = step.grad_norm <= target
            if not (np.isfinite(step.cost) and np.isfinite(step.grad_norm)) or step.cost > 1e200:
                yield self._finish(_replace(step, stopped="diverged"))
                return
            if done or it == self.max_iter:
                yield self._finish(_replace(step, converged=done,
                                            stopped=None if done else "max_iter"))
                return
            yield step
            theta = theta - eta * step.gradient
            with np.errstate(over="ignore", invalid="ignore"):      # divergence: said below
                step = self._step(X, y, alpha, theta[1:], theta[0], it + 1, eta, False, None)

    def _finish(self, step):
        self.coef_ = np.array(step.w)
        self.intercept_ = float(step.b)
        self.n_iter_ = step.iteration
        self.n_features_in_ = len(step.w)
        return step

    def predict(self, X) -> np.ndarray:
        """ŷ = w₀ + Xw."""
        check_fitted(self, "coef_")
        X = check_points(X)
        if X.shape[1] != self.n_features_in_:
            raise DataError(QT_TRANSLATE_NOOP("engine", "X has {X_shape_1} features; the model "
                                                        "was fitted on {n_features_in}."),
                            X_shape_1=X.shape[1], n_features_in=self.n_features_in_)
        return X @ self.coef_ + self.intercept_

    def score(self, X, y) -> float:
        """R² = 1 − Σ(y − ŷ)² / Σ(y − ȳ)² (1 for a perfect fit; 0 for predicting the mean)."""
        pred = self.predict(X)
        y = check_regression_targets(y, len(pred))
        ss = float(((y - y.mean()) ** 2).sum())
        res = float(((y - pred) ** 2).sum())
        return 1.0 - res / ss if ss > 0 else (1.0 if res == 0 else 0.0)


class Ridge(LinearRegression):
    """Ridge regression: least squares plus α‖w‖², the intercept not penalised (as
    scikit-learn's ``Ridge``). Closed form w = (X_cᵀX_c + αI)⁻¹ X_cᵀy_c on centred data."""

    def __init__(self, alpha: float = 1.0, *, solver: str = "qr",
                 learning_rate: float | None = None, max_iter: int = 10_000, tol: float = 1e-10,
                 w_init=None) -> None:
        super().__init__(solver=solver, learning_rate=learning_rate, max_iter=max_iter, tol=tol,
                         w_init=w_init)
        self.alpha = alpha

    def _check_params(self) -> float:
        super()._check_params()
        return check_positive(self.alpha, "alpha", allow_zero=True)


def _replace(step, **changes):
    import dataclasses
    return dataclasses.replace(step, **changes)


def as_points(x, name: str = "x") -> np.ndarray:
    """``x`` as a (n, d) float array: a 1-D list or array is one feature (a column)."""
    try:
        one_d = np.ndim(x) == 1
    except ValueError:                      # numpy refuses ragged nested lists
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be numbers in rows of equal "
                                                    "length (n, d), or one list of numbers for "
                                                    "one feature."), name=name) from None
    return check_points(np.reshape(x, (-1, 1)) if one_d else x, name=name)


def polynomial_features(x, degree: int, *, include_bias: bool = False) -> np.ndarray:
    """All monomials of the features up to ``degree``, in scikit-learn's ``PolynomialFeatures``
    order: for one feature x the columns x, x², …, x^degree; for several, every product
    x_{j1}·…·x_{jk} (j1 ≤ … ≤ jk) of degree k = 1…degree. ``include_bias`` puts a column of
    ones first. ``x`` may be 1-D (one feature)."""
    degree = check_int(degree, "degree", low=0)
    X = as_points(x, "x")
    n, p = X.shape
    count = math.comb(p + degree, degree) - 1          # monomials of degree 1 … degree
    if count > MAX_COLUMNS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "degree {degree} on {p} features makes "
                                                    "{count} columns; choose a lower degree or "
                                                    "fewer features."), degree=degree, p=p,
                        count=count)
    big = float(np.abs(X).max(initial=0.0))
    if degree > 1 and big > 1 and degree * np.log10(big) > 100:
        raise DataError(QT_TRANSLATE_NOOP("engine", "x reaches {big:.3g}: its power {degree} "
                                                    "would overflow double precision. Rescale x "
                                                    "first (e.g. to [−1, 1])."), big=big,
                        degree=degree)
    columns = [np.ones(n)] if include_bias else []
    for k in range(1, degree + 1):
        for combo in itertools.combinations_with_replacement(range(p), k):
            columns.append(np.prod(X[:, combo], axis=1))
    if not columns:
        return np.empty((n, 0))
    out = np.column_stack(columns)
    check_magnitude(out, "the polynomial features", why="their squares")
    return out
