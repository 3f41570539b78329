"""The maximum-entropy distribution over a few outcomes under mean constraints (notes: [NLP] 7.
MaxEnt), solved by Newton's method on the dual, one dimension per constraint.

    maximise H(p) = −Σ_i p_i log p_i   subject to  Σ_i p_i = 1,  Σ_i f_j(i) p_i = t_j  (j = 1…m)

The Lagrangian's stationarity condition gives the notes' form
    p_i = exp(λ0 − 1 + Σ_j λ_j f_j(i)),   i.e.   p_i = exp(λ·f(i)) / Z(λ),   λ0 = 1 − log Z(λ).
The multipliers λ minimise the convex dual
    D(λ) = log Z(λ) − λ·t,   ∇D = E_p[f] − t,   ∇²D = Cov_p(f)   (an m × m matrix),
so Newton's step solves Cov_p(f) Δ = −(E_p[f] − t); a backtracking line search keeps D falling.
At the optimum D(λ*) = H(p*): the dual value is the entropy.

The notes' fast-food example (Burger $1, Chicken $2, Fish $3, Tofu $8, mean $2.50) gives
p = (0.3546, 0.2964, 0.2478, 0.1011) with λ1 ≈ −0.1792 per dollar and λ0 ≈ 0.1425; the notes
print λ0 = 1.2371, λ1 = 0.2586, which do not normalise (their "probabilities" sum to about 16.6, see
:func:`multiplier_total`).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import numpy as np
from numpy.typing import ArrayLike
from scipy.special import logsumexp

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step, drain
from .._validation import DataError, check_int, check_positive
from ._base import armijo

DIE_FACES = np.arange(1.0, 7.0)
FAST_FOOD_ITEMS = ("Burger", "Chicken", "Fish", "Tofu")
FAST_FOOD_PRICES = np.array([1.0, 2.0, 3.0, 8.0])
FAST_FOOD_CALORIES = np.array([1000.0, 600.0, 400.0, 200.0])
FAST_FOOD_MEAN_PRICE = 2.5
# What the notes print for the fast-food example (λ0, λ1): they do not normalise.
NOTES_MULTIPLIERS = (1.2371, 0.2586)


@dataclass(frozen=True)
class MaxEntStep(Step):
    """One Newton iteration on the dual: the multipliers after ``iteration − 1`` updates, the
    distribution they give, its means ``moments`` (E_p[f_j]) against the targets, the dual value
    ``dual`` = log Z − λ·t (= the entropy once the constraints hold), the gradient's norm
    (‖E_p[f] − t‖) and the step size the line search took to get here (1 = a full Newton step;
    0 on the first step)."""

    iteration: int
    phase: str
    converged: bool
    dual: float
    lambdas: np.ndarray
    lambda0: float
    p: np.ndarray
    moments: np.ndarray
    grad_norm: float
    entropy: float
    step_size: float
    stopped: str | None = None

    objective_name: ClassVar[str] = "dual"


@dataclass(frozen=True)
class MaxEntResult:
    """The maximum-entropy distribution: ``p`` over the outcomes, the multipliers ``lambdas``
    (one per constraint) and ``lambda0`` = 1 − log Z in the notes' form
    p_i = exp(λ0 − 1 + λ·f(i)), the ``entropy`` in nats (divide by log 2 for bits), the means
    it reaches (``moments``), the Newton ``iterations`` and whether the test passed."""

    p: np.ndarray
    lambdas: np.ndarray
    lambda0: float
    entropy: float
    iterations: int
    converged: bool
    values: np.ndarray          # (n_constraints, n_outcomes)
    target_means: np.ndarray    # (n_constraints,)
    moments: np.ndarray


def _check_problem(values, target_means):
    """values as (m, n) float array and targets as (m,); refuse what has no finite answer."""
    try:
        F = np.asarray(values, dtype=np.float64)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "values must be numbers: one value per "
                                                    "outcome (a row per constraint).")) from None
    if F.ndim == 1:
        F = F[None, :]
    if F.ndim != 2 or F.shape[1] == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "values must be a list of outcome values "
                                                    "(n_outcomes,) or a table (n_constraints, "
                                                    "n_outcomes); got shape {shape}."),
                        shape=np.shape(values))
    if F.shape[1] < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "There must be at least two outcomes; with "
                                                    "one the distribution is certain (p = 1) "
                                                    "and there is nothing to choose."))
    if target_means is None:
        t = np.zeros(0)
    else:
        try:
            t = np.atleast_1d(np.asarray(target_means, dtype=np.float64)).ravel()
        except (TypeError, ValueError):
            raise DataError(QT_TRANSLATE_NOOP("engine", "target_means must be numbers, one per "
                                                        "constraint.")) from None
    if len(t) == 0:                      # no constraint: only Σ p = 1 (the uniform answer)
        F = F[:0]
    if not (np.all(np.isfinite(F)) and np.all(np.isfinite(t))):
        raise DataError(QT_TRANSLATE_NOOP("engine", "values and target_means must be finite "
                                                    "numbers (no NaN or infinity)."))
    if len(t) != F.shape[0]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "There are {F_shape_0} row(s) of values but "
                                                    "{n_t} target mean(s); give one target mean "
                                                    "per constraint row."), F_shape_0=F.shape[0],
                        n_t=len(t))
    if F.size and np.abs(F).max() > 1e12:
        raise DataError(QT_TRANSLATE_NOOP("engine", "values are beyond ±1e12; rescale them "
                                                    "(e.g. dollars instead of cents) so "
                                                    "exp(λ·f) stays within double precision."))
    for j in range(len(t)):
        lo, hi = F[j].min(), F[j].max()
        name = f"constraint {j + 1}" if len(t) > 1 else "the constraint"
        if lo == hi:
            if not np.isclose(t[j], lo, rtol=1e-12, atol=1e-12):
                raise DataError(QT_TRANSLATE_NOOP("engine", "Every outcome has the value {lo:g} "
                                                            "in {name}, so its mean is {lo:g} "
                                                            "whatever p is; the target {t_j:g} "
                                                            "cannot be reached."), lo=lo, name=name,
                                t_j=t[j])
            continue
        if not lo < t[j] < hi:
            if t[j] in (lo, hi):
                raise DataError(QT_TRANSLATE_NOOP(
                    "engine", "The target mean {t_j:g} of {name} equals the range of "
                    "its values [{lo:g}, {hi:g}]. A mean strictly between the smallest and the "
                    "largest value is needed: at an end only the outcomes with that value could "
                    "occur, and the multipliers would be infinite."), t_j=t[j], name=name, lo=lo,
                    hi=hi)
            raise DataError(QT_TRANSLATE_NOOP(
                "engine", "The target mean {t_j:g} of {name} lies outside the range of its values "
                "[{lo:g}, {hi:g}]. A mean strictly between the smallest and the largest value is "
                "needed: no distribution can average outside its values."), t_j=t[j], name=name,
                lo=lo, hi=hi)
    if len(t) > 1:
        _check_interior(F, t)
    return F, t


def _check_interior(F, t):
    """Several constraints: the targets must be reachable with every p_i > 0 (inside the convex
    hull of the outcomes' value vectors), found by a small linear program max s, p_i ≥ s."""
    from scipy.optimize import linprog

    m, n = F.shape
    scale = np.maximum(np.abs(F).max(axis=1), 1.0)
    A_eq = np.vstack([np.c_[F / scale[:, None], np.zeros(m)], np.r_[np.ones(n), 0.0]])
    b_eq = np.r_[t / scale, 1.0]
    A_ub = np.c_[-np.eye(n), np.ones(n)]           # s − p_i ≤ 0
    res = linprog(np.r_[np.zeros(n), -1.0], A_ub=A_ub, b_ub=np.zeros(n), A_eq=A_eq, b_eq=b_eq,
                  bounds=[(0, None)] * n + [(None, 1.0)], method="highs")
    if res.status == 2 or not res.success:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No distribution over these outcomes has "
                                                    "all these means at once: each target is "
                                                    "inside its own range, but together they "
                                                    "are inconsistent. Change one of the "
                                                    "targets."))
    if -res.fun <= 1e-9:
        raise DataError(QT_TRANSLATE_NOOP("engine", "These means can only be reached by giving "
                                                    "some outcomes probability exactly 0 (the "
                                                    "targets sit on an edge of what is "
                                                    "reachable), where the multipliers are "
                                                    "infinite. Move a target slightly inwards."))


def _state(F, t, lam):
    """p, log Z, E_p[f] and D(λ) at the multipliers ``lam`` (log space throughout)."""
    scores = lam @ F if len(lam) else np.zeros(F.shape[1])
    log_z = float(logsumexp(scores))
    p = np.exp(scores - log_z)
    moments = F @ p
    dual = log_z - float(lam @ t)
    return p, log_z, moments, dual


def iter_maxent_distribution(values: ArrayLike, target_means: ArrayLike | None, *,
                             tol: float = 1e-10, max_iter: int = 100) -> Iterator[MaxEntStep]:
    """Validate now, then return the Newton iterations on the dual as :class:`MaxEntStep`
    (the first is λ = 0, the uniform distribution). ``values``: (n_outcomes,) for one constraint
    or (n_constraints, n_outcomes); ``target_means``: one per row (empty or None: no constraint,
    the uniform answer). Converged when ‖E_p[f] − t‖ ≤ tol · max(1, |values|)."""
    F, t = _check_problem(values, target_means)
    check_positive(tol, "tol")
    max_iter = check_int(max_iter, "max_iter", low=1)
    return _newton(F, t, tol, max_iter)


def _newton(F, t, tol, max_iter):
    lam = np.zeros(len(t))
    scale = max(1.0, float(np.abs(F).max())) if F.size else 1.0
    p, log_z, moments, dual = _state(F, t, lam)
    size = 0.0
    for it in range(1, max_iter + 1):
        grad = moments - t
        norm = float(np.linalg.norm(grad))
        done = norm <= tol * scale
        stopped = None if done or it < max_iter else "max_iter"
        entropy = float(-(p[p > 0] * np.log(p[p > 0])).sum())
        yield MaxEntStep(it, "newton", bool(done), dual, lam, 1.0 - log_z, p, moments, norm,
                         entropy, size, stopped)
        if done or stopped:
            return
        centred = F - moments[:, None]
        hess = (centred * p) @ centred.T                   # Cov_p(f)
        # least squares: constant or linearly dependent rows make Cov_p(f) singular
        delta = np.linalg.lstsq(hess, -grad, rcond=None)[0]
        slope = float(grad @ delta)
        def trial(s, lam=lam, delta=delta):
            state = _state(F, t, lam + s * delta)
            return state[3], state                          # D first, as armijo compares it

        size, (_, (p, log_z, moments, dual)) = armijo(trial, dual, slope, smallest=1e-12)
        lam = lam + size * delta


def maxent_distribution(values: ArrayLike, target_means: ArrayLike | None, *, tol: float = 1e-10,
                        max_iter: int = 100) -> MaxEntResult:
    """The maximum-entropy distribution whose means of ``values`` are ``target_means``
    (see the module docstring; = the last step of :func:`iter_maxent_distribution`).

    Raises :class:`~engine.DataError` when a target lies outside (or on the edge of) the range
    of its values, or the targets together are unreachable."""
    F, t = _check_problem(values, target_means)
    last = drain(iter_maxent_distribution(values, target_means, tol=tol, max_iter=max_iter))
    return MaxEntResult(last.p, last.lambdas, last.lambda0, last.entropy, last.iteration,
                        last.converged, F, t, last.moments)


def multiplier_total(values: ArrayLike, lambdas: ArrayLike, lambda0: float) -> float:
    """Σ_i exp(λ0 − 1 + λ·f(i)): 1 exactly when the multipliers give a distribution. With the
    notes' fast-food values (λ0 = 1.2371, λ1 = 0.2586) it is far from 1."""
    F = np.asarray(values, dtype=np.float64)
    F = F[None, :] if F.ndim == 1 else F
    lam = np.atleast_1d(np.asarray(lambdas, dtype=np.float64))
    if lam.shape != (F.shape[0],):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give one multiplier per constraint row "
                                                    "({F_shape_0}); got {lam_size}."),
                        F_shape_0=F.shape[0], lam_size=lam.size)
    return float(np.exp(lambda0 - 1.0 + lam @ F).sum())


def dice_sum(mean: float = 4.5, *, tol: float = 1e-10) -> MaxEntResult:
    """The notes' third MaxEnt example ([NLP] 7): n dice thrown, only the sum nα known; the
    maximum-entropy face probabilities under Σ_i i·p_i = α (``mean``) are
    p_i = e^{λ·i} / Σ_j e^{λ·j} — one multiplier for the one constraint (the notes write
    e^{λ_i}, one per face). α = 3.5 gives the uniform die; α = 4.5 is Jaynes' Brandeis dice
    (p ≈ 0.0543, 0.0788, 0.1142, 0.1654, 0.2398, 0.3475). A mean outside (1, 6) is refused."""
    return maxent_distribution(DIE_FACES, [mean], tol=tol)
