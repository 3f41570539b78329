"""The Regression view's one-shot job: everything its plots show that is not gradient descent's
steps, computed on a worker by the engine's regression studies (``engine.linear``) and returned
as one frozen :class:`RegressionStudy`. The view only paints it."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from PySide6.QtCore import QCoreApplication

from engine import DataError, Progress
from engine.linear import (BiasVariance, CostSurface, DegreeCurve, LeastSquaresClassifierDemo,
                           PolynomialFit, Ridge, bias_variance, cost_surface, degree_curve,
                           least_squares_classifier_demo, polynomial_fit, sine_data)

from ...i18n import describe

SURFACE_CELLS = 80       # cells per side of the cost-contour image
TEST_POINTS = 60         # x₀ values the bias²–variance decomposition averages over


@dataclass(frozen=True)
class RegressionStudy:
    """What the Regression view draws besides the gradient-descent run; a part that cannot be
    computed on these points is None and ``notes`` says why (one sentence per part)."""

    fit: PolynomialFit | None
    surface: CostSurface | None
    degrees: DegreeCurve | None
    bias: BiasVariance | None
    classifier: LeastSquaresClassifierDemo | None
    notes: dict


def surface_range(minimum, start, cells: int = SURFACE_CELLS):
    """w₀ and w₁ grids around the least-squares minimum that also hold the descent's start."""
    out = []
    for m, s in zip(minimum, start):
        half = max(1.6 * abs(m - s), 0.6 * abs(m), 0.5)
        out.append(np.linspace(m - half, m + half, cells))
    return out


def regression_job(x, y, *, degree: int, alpha: float, start, max_degree: int,
                   validation: float, resamples: int, noise_std: float, outliers: int,
                   distance: float, seed: int, extra_outliers=()):
    """Fit, cost surface, degree curve, bias²–variance and the least-squares classifier."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    notes = {}
    fit = surface = degrees = bias = classifier = None
    yield Progress(0, 5, QCoreApplication.translate("LabJobs", "least squares…"))
    if len(x) < 2 or np.ptp(x) == 0:
        notes["fit"] = "two points at different x are needed for a line."
    else:
        try:
            fit = polynomial_fit(x, y, degree, alpha=alpha)
            line = Ridge(alpha).fit(x[:, None], y)
            w0, w1 = surface_range((line.intercept_, line.coef_[0]), start)
            surface = cost_surface(x, y, w0, w1, alpha=alpha)
        except DataError as exc:
            notes["fit"] = describe(exc)
    yield Progress(1, 5, QCoreApplication.translate("LabJobs", "degree against validation error…"))
    try:
        degrees = degree_curve(x, y, range(0, max_degree + 1), validation_size=validation,
                               alpha=alpha, seed=seed)
    except (DataError, ValueError) as exc:
        notes["degrees"] = describe(exc)
    yield Progress(2, 5, QCoreApplication.translate("LabJobs", "bias² and variance over bootstrap resamples…"))
    try:
        truth = sine_data(max(len(x), 5), noise_std=noise_std, random_state=seed)
        x0 = np.linspace(0.02, 0.98, TEST_POINTS)
        bias = bias_variance(truth.x, truth.y, x0, np.sin(2 * np.pi * x0),
                             range(0, max_degree + 1), noise=truth.noise,
                             n_resamples=resamples, alpha=alpha, seed=seed)
    except (DataError, ValueError) as exc:
        notes["bias"] = describe(exc)
    yield Progress(3, 5, QCoreApplication.translate("LabJobs", "least-squares classifier…"))
    extra = np.asarray(extra_outliers, float).reshape(-1, 2)
    if outliers + len(extra):
        classifier = least_squares_classifier_demo(n_outliers=outliers, distance=distance,
                                                   seed=seed,
                                                   extra_outliers=extra if len(extra) else None)
    else:
        notes["classifier"] = "no outliers"
    return RegressionStudy(fit, surface, degrees, bias, classifier, notes)
