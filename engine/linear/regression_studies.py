"""What a regression view draws, computed here (notes: [ML] 2, [ML] 3 and the estimation
chapter): the cost surface J(w₀, w₁) under gradient descent, training and validation error
against the polynomial degree, Risk = Bias² + Variance (+ noise) over bootstrap resamples, and
the least-squares classifier that an outlier drags while logistic regression holds."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_int, check_positive, check_random_state
from .logistic import LogisticRegression
from .regression import (LinearRegression, Ridge, as_points, check_regression_data,
                         check_regression_targets, polynomial_features)


def _one_feature(x, name="x") -> np.ndarray:
    X = as_points(x, name)
    if X.shape[1] != 1:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must have one feature (a column of "
                                                    "numbers); got {X_shape_1}."), name=name,
                        X_shape_1=X.shape[1])
    return X[:, 0]


def _grid(values, name) -> np.ndarray:
    v = np.asarray(values, dtype=np.float64).ravel()
    if v.size < 2 or not np.all(np.isfinite(v)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be at least two finite grid "
                                                    "values, e.g. np.linspace(-2, 2, 60)."),
                        name=name)
    return v


@dataclass(frozen=True)
class CostSurface:
    """J(w₀, w₁) on a grid: ``cost[i, j]`` is the cost at (``w0[j]``, ``w1[i]``) (rows follow
    w₁, as an image with w₀ across); ``minimum`` is the least-squares (w₀, w₁)."""

    w0: np.ndarray
    w1: np.ndarray
    cost: np.ndarray
    minimum: tuple[float, float]
    minimum_cost: float


def cost_surface(x: ArrayLike, y: ArrayLike, w0_range: ArrayLike, w1_range: ArrayLike, *,
                 alpha: float = 0.0) -> CostSurface:
    """The cost J(w₀, w₁) = 1/(2n) Σ (yᵢ − w₀ − w₁xᵢ)² + α/(2n) w₁² of a one-feature model on
    the grid ``w0_range`` × ``w1_range``, from the five sums n, Σx, Σx², Σy, Σxy, Σy² (so the
    grid costs nothing per data point)."""
    x = _one_feature(x)
    _, y = check_regression_data(x.reshape(-1, 1), y)
    alpha = check_positive(alpha, "alpha", allow_zero=True)
    w0, w1 = _grid(w0_range, "w0_range"), _grid(w1_range, "w1_range")
    n = len(y)
    sx, sxx, sy, sxy, syy = x.sum(), x @ x, y.sum(), x @ y, y @ y
    B0, B1 = np.meshgrid(w0, w1)
    J = (syy + n * B0 ** 2 + (sxx + alpha) * B1 ** 2 - 2 * B0 * sy - 2 * B1 * sxy
         + 2 * B0 * B1 * sx) / (2 * n)
    model = Ridge(alpha).fit(x.reshape(-1, 1), y)
    best = (float(model.intercept_), float(model.coef_[0]))
    r = y - best[0] - best[1] * x
    return CostSurface(w0, w1, np.maximum(J, 0.0), best,
                       float((r @ r + alpha * best[1] ** 2) / (2 * n)))


def _scaler(x):
    """Map x to [−1, 1] by the training range: the same polynomials (a polynomial of an affine
    function of x has the same degree), but powers of x stay well conditioned."""
    lo, hi = float(x.min()), float(x.max())
    mid, half = (lo + hi) / 2, max((hi - lo) / 2, 1e-300)
    return lambda v: (v - mid) / half


@dataclass(frozen=True)
class DegreeCurve:
    """Mean squared error on the training and the validation points per polynomial degree;
    ``best_degree`` has the least validation error."""

    degrees: np.ndarray
    train_error: np.ndarray
    validation_error: np.ndarray
    train: np.ndarray
    validation: np.ndarray

    @property
    def best_degree(self) -> int:
        return int(self.degrees[int(np.argmin(self.validation_error))])


def _fit_poly(x, y, degree, alpha, scale):
    model = (Ridge(alpha) if alpha > 0 else LinearRegression())
    if degree == 0:
        return lambda v: np.full(len(v), y.mean())
    model.fit(polynomial_features(scale(x), degree), y)
    return lambda v: model.predict(polynomial_features(scale(v), degree))


@dataclass(frozen=True)
class PolynomialFit:
    """A least-squares polynomial ŷ = w₀ + w₁u + … + w_d u^d of the scaled u (x mapped to
    [−1, 1] by its range, so the powers stay well conditioned; the same polynomials as in x):
    ``fitted`` ŷ at the points, ``residuals`` y − ŷ, ``curve_x``/``curve_y`` the curve drawn
    through the points' range, ``cost`` J = 1/(2n) (Σ rᵢ² + α‖w‖²) and ``r2``."""

    degree: int
    fitted: np.ndarray
    residuals: np.ndarray
    curve_x: np.ndarray
    curve_y: np.ndarray
    cost: float
    r2: float


def polynomial_fit(x: ArrayLike, y: ArrayLike, degree: int, *, alpha: float = 0.0,
                   n_curve: int = 200) -> PolynomialFit:
    """Fit one polynomial of ``degree`` by least squares (ridge with ``alpha`` > 0) to the
    points and evaluate it at ``n_curve`` x values over their range (5 % beyond each end)."""
    x = _one_feature(x)
    _, y = check_regression_data(x.reshape(-1, 1), y)
    degree = check_int(degree, "degree", low=0)
    alpha = check_positive(alpha, "alpha", allow_zero=True)
    if np.ptp(x) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Every x is the same: a curve in x needs at "
                                                    "least two different x."))
    f = _fit_poly(x, y, degree, alpha, _scaler(x))
    fitted = f(x)
    pad = 0.05 * float(np.ptp(x))
    xs = np.linspace(x.min() - pad, x.max() + pad, check_int(n_curve, "n_curve", low=2))
    r = y - fitted
    ss = float(((y - y.mean()) ** 2).sum())
    penalty = 0.0
    if alpha > 0 and degree > 0:      # ‖w‖² of the fitted slopes: refit to read them
        scale = _scaler(x)
        w = Ridge(alpha).fit(polynomial_features(scale(x), degree), y).coef_
        penalty = alpha * float(w @ w)
    return PolynomialFit(degree, fitted, r, xs, f(xs), float((r @ r + penalty) / (2 * len(y))),
                         1.0 - float(r @ r) / ss if ss > 0 else 1.0)


def _check_degrees(degrees, n_train):
    degrees = np.asarray([check_int(int(d) if isinstance(d, np.integer) else d, "degree", low=0)
                          for d in np.ravel(degrees)], dtype=np.int64)
    if degrees.size == 0:
        raise ValueError("Give at least one degree, e.g. range(1, 10).")
    return degrees


def degree_curve(x: ArrayLike, y: ArrayLike, degrees: ArrayLike = range(1, 10), *,
                 validation_size: float = 0.3, alpha: float = 0.0, seed: int = 0) -> DegreeCurve:
    """Fit a polynomial of each degree to a random training part and measure the mean squared
    error (1/n) Σ (yᵢ − ŷᵢ)² on it and on the held-out validation part (notes: [ML] 7 — the
    training error falls with the degree, the validation error turns up when it overfits)."""
    x = _one_feature(x)
    _, y = check_regression_data(x.reshape(-1, 1), y)
    if not 0 < validation_size < 1:
        raise ValueError(f"validation_size must be a share in (0, 1); got {validation_size!r}.")
    alpha = check_positive(alpha, "alpha", allow_zero=True)
    rng = check_random_state(seed, "seed")
    order = rng.permutation(len(y))
    n_val = int(round(validation_size * len(y)))
    if n_val < 1 or len(y) - n_val < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{n_y} points cannot be split into training "
                                                    "and validation parts; add points."),
                        n_y=len(y))
    val, train = np.sort(order[:n_val]), np.sort(order[n_val:])
    degrees = _check_degrees(degrees, len(train))
    scale = _scaler(x[train])
    tr, va = [], []
    for d in degrees:
        f = _fit_poly(x[train], y[train], int(d), alpha, scale)
        tr.append(np.mean((y[train] - f(x[train])) ** 2))
        va.append(np.mean((y[val] - f(x[val])) ** 2))
    return DegreeCurve(degrees, np.array(tr), np.array(va), train, val)


@dataclass(frozen=True)
class BiasVariance:
    """The estimation chapter's decomposition of the expected squared error at the test points
    x₀ over models fitted on bootstrap resamples, per degree:

        E[(ŷ(x₀) − f(x₀))²] = (E[ŷ(x₀)] − f(x₀))² + Var[ŷ(x₀)]        (Bias² + Variance)
        Risk = Bias² + Variance + σ²                                   (σ² the noise of y)

    each averaged over the test points; ``predictions[d]`` is (resamples, test points)."""

    degrees: np.ndarray
    bias2: np.ndarray
    variance: np.ndarray
    noise: float
    mse: np.ndarray             # measured mean of (ŷ − f)² over resamples and points
    x_test: np.ndarray
    f_test: np.ndarray
    predictions: tuple

    @property
    def risk(self) -> np.ndarray:
        return self.bias2 + self.variance + self.noise


def bias_variance(x: ArrayLike, y: ArrayLike, x_test: ArrayLike, f_test: ArrayLike,
                  degrees: ArrayLike = range(1, 10), *, noise: float = 0.0,
                  n_resamples: int = 50, alpha: float = 0.0, seed: int = 0) -> BiasVariance:
    """Bias² and variance of polynomial fits of each degree: fit on ``n_resamples`` bootstrap
    resamples of (x, y) (drawn with replacement, the same resamples for every degree), predict at
    ``x_test`` whose true values are ``f_test``; ``noise`` is σ², the variance of y around f
    (known when the data were generated, e.g. by :func:`sine_data`)."""
    x = _one_feature(x)
    _, y = check_regression_data(x.reshape(-1, 1), y)
    x0 = _one_feature(x_test, "x_test")
    f0 = check_regression_targets(f_test, len(x0), "f_test")
    noise = check_positive(noise, "noise", allow_zero=True)
    B = check_int(n_resamples, "n_resamples", low=2)
    alpha = check_positive(alpha, "alpha", allow_zero=True)
    degrees = _check_degrees(degrees, len(x))
    rng = check_random_state(seed, "seed")
    samples = rng.integers(0, len(x), size=(B, len(x)))
    scale = _scaler(x)
    bias2, var, mse, preds = [], [], [], []
    for d in degrees:
        P = np.array([_fit_poly(x[s], y[s], int(d), alpha, scale)(x0) for s in samples])
        mean = P.mean(axis=0)
        bias2.append(np.mean((mean - f0) ** 2))
        var.append(np.mean(P.var(axis=0)))
        mse.append(np.mean((P - f0) ** 2))
        preds.append(P)
    return BiasVariance(degrees, np.array(bias2), np.array(var), noise, np.array(mse), x0, f0,
                        tuple(preds))


@dataclass(frozen=True)
class SineData:
    """Points yᵢ = sin(2πxᵢ) + εᵢ, εᵢ ~ N(0, σ²) on [0, 1] (the textbook curve-fitting data),
    with the truth f(xᵢ) and σ² for the bias–variance decomposition."""

    x: np.ndarray
    y: np.ndarray
    f: np.ndarray
    noise: float


def sine_data(n_samples: int = 20, *, noise_std: float = 0.3, random_state: int = 0) -> SineData:
    """``n_samples`` noisy points of sin(2πx), x uniform on [0, 1]."""
    n = check_int(n_samples, "n_samples", low=2)
    s = check_positive(noise_std, "noise_std", allow_zero=True)
    rng = check_random_state(random_state)
    x = np.sort(rng.uniform(0, 1, n))
    f = np.sin(2 * np.pi * x)
    return SineData(x, f + rng.normal(0, s, n), f, s * s)


@dataclass(frozen=True)
class Boundary:
    """A linear decision boundary w·x + b = 0 and its training accuracy on the clean points."""

    w: np.ndarray
    b: float
    accuracy: float

    def x2(self, x1: np.ndarray) -> np.ndarray:
        """The boundary's x₂ at each x₁ (for drawing the line)."""
        return -(self.b + self.w[0] * np.asarray(x1)) / self.w[1]


@dataclass(frozen=True)
class LeastSquaresClassifierDemo:
    """[ML] 3's failure of least squares for classification: the clean points ``X``, ``y``
    (±1), the ``outliers`` added to class +1 far on its own side, and the boundaries of least
    squares and of logistic regression before and after (accuracy measured on the clean points):
    least squares tilts and misclassifies clean points; logistic regression barely moves."""

    X: np.ndarray
    y: np.ndarray
    outliers: np.ndarray
    least_squares: Boundary
    least_squares_outliers: Boundary
    logistic: Boundary
    logistic_outliers: Boundary


def least_squares_classifier_demo(n_per_class: int = 40, n_outliers: int = 15, *,
                                  distance: float = 9.0, seed: int = 0, C: float = 100.0,
                                  extra_outliers: ArrayLike | None = None
                                  ) -> LeastSquaresClassifierDemo:
    """Two elongated Gaussian classes in 2-D (means (0, ∓1), standard deviations 2 along the
    boundary and 0.4 across it) and a cluster of ``n_outliers`` extra class +1 points about
    ``distance`` units out on the +1 side (centre (distance/2, 1 + distance)), plus any
    ``extra_outliers`` (m, 2) of class +1 placed by hand: least squares (targets ±1, boundary
    ŷ = 0) and logistic regression (``C``) fitted with and without them. Least squares pays
    (ŷ − 1)² for points classified right with room to spare, so the far points pull its
    boundary over the clean +1 points."""
    n = check_int(n_per_class, "n_per_class", low=2)
    m = check_int(n_outliers, "n_outliers", low=0)
    distance = check_positive(distance, "distance")
    none = extra_outliers is None or np.size(extra_outliers) == 0     # [] as None
    extra = np.empty((0, 2)) if none else as_points(extra_outliers, "extra_outliers")
    if extra.shape[1] != 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "extra_outliers must be points (x₁, x₂); "
                                                    "got {extra_shape_1} coordinates per point."),
                        extra_shape_1=extra.shape[1])
    if m + len(extra) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give at least one outlier (n_outliers ≥ 1 "
                                                    "or extra_outliers)."))
    rng = check_random_state(seed, "seed")
    neg = rng.normal([0.0, -1.0], [2.0, 0.4], size=(n, 2))
    pos = rng.normal([0.0, 1.0], [2.0, 0.4], size=(n, 2))
    X = np.vstack([neg, pos])
    y = np.r_[-np.ones(n), np.ones(n)]
    outliers = np.vstack([rng.normal([distance / 2, 1.0 + distance], 0.5, size=(m, 2)), extra])
    m = len(outliers)
    Xo, yo = np.vstack([X, outliers]), np.r_[y, np.ones(m)]

    def ls(A, t):
        model = LinearRegression().fit(A, t)
        return _boundary(model.coef_, model.intercept_, X, y)

    def logistic(A, t):
        model = LogisticRegression(C=C).fit(A, t)
        return _boundary(model.coef_[0], model.intercept_[0], X, y)

    return LeastSquaresClassifierDemo(X, y, outliers, ls(X, y), ls(Xo, yo), logistic(X, y),
                                      logistic(Xo, yo))


def _boundary(w, b, X, y):
    pred = np.where(X @ w + b >= 0, 1.0, -1.0)
    return Boundary(np.array(w, dtype=np.float64), float(b), float(np.mean(pred == y)))
