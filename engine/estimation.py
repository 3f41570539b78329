"""Estimating a probability from counts (notes: the untitled last chapter on parametric
estimation, CS229 lecture 6, and 002 on Laplace smoothing): maximum likelihood, MAP and the
Bayesian posterior under a conjugate Beta/Dirichlet prior, Laplace (+1) smoothing as a posterior
mean, the notes' Poisson example, the Gaussian mean under a Gaussian prior
(:func:`gaussian_posterior`) and MLE as the minimum of KL(empirical ‖ model)
(:func:`poisson_min_kl`).

A word w appears in k of n mails of a class; θ = p(w | class).
    likelihood   L(θ) = θ^k (1 − θ)^(n−k)                      (Bernoulli / binomial)
    prior        Beta(a, b) ∝ θ^(a−1) (1 − θ)^(b−1)
    posterior    Beta(a + k, b + n − k)                          (conjugate: the notes' table)
    MLE          k / n
    MAP          (k + a − 1) / (n + a + b − 2)                   (the posterior's mode)
    Bayes        (k + a) / (n + a + b)                           (the posterior's mean)
Laplace smoothing (k + 1)/(n + 2) is the posterior mean under the uniform prior Beta(1, 1) and
the MAP under Beta(2, 2); with K outcomes (Dirichlet) (c_j + 1)/(N + K) is the posterior mean
under Dirichlet(1, …, 1) and the MAP under Dirichlet(2, …, 2).

The notes' "대출" (loan) example: in 0 of 100 ham mails → p = 1/102, absent 101/102; in 50 of
100 spam mails → 51/102. CS229's "NIPS": a word in no training mail gives 0/#class in both
classes and p(spam | x) = 0/0; with +α smoothing the posterior is defined for every α > 0 and
tends to 1/2 as α → 0 (see :func:`unseen_word_posterior`).
"""
from __future__ import annotations

import numbers
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from numpy.typing import ArrayLike
from scipy.special import betaincinv, betaln, gammaln, xlogy

from ._messages import QT_TRANSLATE_NOOP
from ._validation import DataError, check_int

GRID_POINTS = 401


# -- Beta / binomial ---------------------------------------------------------------------------
@dataclass(frozen=True)
class BetaEstimate:
    """Estimates of θ from ``successes`` of ``trials`` under a Beta(``a``, ``b``) prior, and the
    curves to plot on ``theta`` (densities; the likelihood scaled to integrate to 1 so the three
    curves share an axis). ``mle`` is NaN when there are no trials (0/0); ``map`` is NaN when the
    posterior has no single mode (both posterior parameters below 1) and sits at 0 or 1 when the
    posterior is J-shaped."""

    successes: int
    trials: int
    a: float
    b: float
    mle: float
    map: float
    posterior_mean: float
    posterior_a: float
    posterior_b: float
    credible_interval: tuple      # central 95 % interval of the posterior
    theta: np.ndarray
    prior: np.ndarray
    likelihood: np.ndarray
    posterior: np.ndarray

    @property
    def laplace(self) -> float:
        """(k + 1)/(n + 2): the posterior mean under Beta(1, 1) whatever this prior is."""
        return (self.successes + 1) / (self.trials + 2)


def _real(value, name, *, low=None, positive=False):
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not np.isfinite(value):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be a finite number; got "
                                                    "{value!r}."), name=name, value=value)
    if positive and value <= 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be > 0 (a Beta/Dirichlet "
                                                    "parameter); got {value}."), name=name,
                        value=value)
    if low is not None and value < low:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be >= {low}; got {value}."),
                        name=name, low=low, value=value)
    return float(value)


def _count(value, name):
    try:
        return check_int(value, name, low=0)
    except ValueError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{exc} Counts are whole numbers of mails."),
                        exc=exc) from None


def _beta_pdf(theta, a, b):
    return np.exp(xlogy(a - 1, theta) + xlogy(b - 1, 1 - theta) - betaln(a, b))


def _mode(a, b):
    """The mode of Beta(a, b): interior when both > 1, an end when one side is ≤ 1."""
    if a > 1 and b > 1:
        return (a - 1) / (a + b - 2)
    if a <= 1 and b <= 1:
        return 1.0 if a < b else 0.0 if b < a else float("nan")
    return 0.0 if a <= 1 else 1.0


def beta_binomial(successes: int, trials: int, a: float = 1.0, b: float = 1.0, *,
                  points: int = GRID_POINTS) -> BetaEstimate:
    """MLE, MAP and posterior mean of θ from ``successes`` of ``trials`` under Beta(a, b)
    (see the module docstring), with the prior, likelihood and posterior curves."""
    k, n = _count(successes, "successes"), _count(trials, "trials")
    if k > n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "successes ({k}) cannot exceed trials "
                                                    "({n}): a word occurs in at most every mail."),
                        k=k, n=n)
    a, b = _real(a, "a", positive=True), _real(b, "b", positive=True)
    points = check_int(points, "points", low=3)
    pa, pb = a + k, b + n - k
    # the open interval: a density with a parameter below 1 is infinite at an end
    theta = np.linspace(0, 1, points + 2)[1:-1]
    log_like = xlogy(k, theta) + xlogy(n - k, 1 - theta)
    like = np.exp(log_like - betaln(k + 1, n - k + 1))      # ∫ θ^k(1−θ)^(n−k) dθ = B(k+1, n−k+1)
    lo, hi = betaincinv(pa, pb, [0.025, 0.975])
    return BetaEstimate(k, n, a, b, k / n if n else float("nan"), _mode(pa, pb),
                        pa / (pa + pb), pa, pb, (float(lo), float(hi)), theta,
                        _beta_pdf(theta, a, b), like, _beta_pdf(theta, pa, pb))


# -- Dirichlet / multinomial -------------------------------------------------------------------
@dataclass(frozen=True)
class DirichletEstimate:
    """Estimates of K outcome probabilities from ``counts`` under Dirichlet(``alpha``):
    ``mle`` = c/N, ``map`` = (c + α − 1)/(N + Σα − K) (NaN when some c + α < 1 leaves no interior
    mode), ``posterior_mean`` = (c + α)/(N + Σα)."""

    counts: np.ndarray
    alpha: np.ndarray
    mle: np.ndarray
    map: np.ndarray
    posterior_mean: np.ndarray
    posterior_alpha: np.ndarray


def dirichlet_multinomial(counts: ArrayLike, alpha: ArrayLike = 1.0) -> DirichletEstimate:
    """MLE, MAP and posterior mean of a categorical distribution from ``counts`` under
    Dirichlet(``alpha``) (a number for a symmetric prior, or one per outcome)."""
    try:
        c = np.asarray(counts, dtype=np.float64)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "counts must be numbers, one per outcome.")) from None
    if c.ndim != 1 or len(c) < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "counts must list at least two outcomes; "
                                                    "got shape {c_shape}."), c_shape=c.shape)
    if not np.all(np.isfinite(c)) or np.any(c < 0) or np.any(c != np.round(c)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "counts must be whole numbers >= 0."))
    try:
        al = np.broadcast_to(np.asarray(alpha, dtype=np.float64), c.shape).copy()
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "alpha must be one number or one per "
                                                    "outcome ({n_c})."), n_c=len(c)) from None
    if not np.all(np.isfinite(al)) or np.any(al <= 0):
        raise DataError(QT_TRANSLATE_NOOP("engine", "alpha must be > 0 (Dirichlet parameters)."))
    N, K = c.sum(), len(c)
    post = c + al
    with np.errstate(invalid="ignore", divide="ignore"):
        mle = c / N if N else np.full(K, np.nan)
        mode = (post - 1) / (post.sum() - K) if np.all(post >= 1) and post.sum() > K \
            else np.full(K, np.nan)
    return DirichletEstimate(c, al, mle, mode, post / post.sum(), post)


@dataclass(frozen=True)
class Ratio:
    """A smoothed estimate as the notes write it: ``numerator``/``denominator`` unreduced
    ((50 + 1)/(100 + 2) is 51/102, not 1/2), with its ``value`` and the reduced ``fraction``.
    ``str()`` gives "51/102"; ``float()`` the value (NaN for 0/0)."""

    numerator: int | float
    denominator: int | float

    @property
    def value(self) -> float:
        return self.numerator / self.denominator if self.denominator else float("nan")

    @property
    def fraction(self) -> Fraction | None:
        """The reduced exact fraction (None when a part is not a whole number, or for 0/0)."""
        if self.denominator and all(isinstance(v, int) for v in (self.numerator,
                                                                 self.denominator)):
            return Fraction(self.numerator, self.denominator)
        return None

    def __float__(self) -> float:
        return float(self.value)

    def __str__(self) -> str:
        return f"{self.numerator:g}/{self.denominator:g}" \
            if isinstance(self.numerator, float) or isinstance(self.denominator, float) \
            else f"{self.numerator}/{self.denominator}"


def laplace(count: int, total: int, outcomes: int = 2, alpha: float = 1.0) -> Ratio:
    """Additive (Lidstone) smoothing (count + α)/(total + α·outcomes); Laplace for α = 1. The
    numerator and denominator are kept as the notes print them (51/102 stays 51/102; whole
    numbers when α is one); α = 0 with no trials is 0/0 (value NaN, the unsmoothed MLE)."""
    k, n = _count(count, "count"), _count(total, "total")
    outcomes = check_int(outcomes, "outcomes", low=2)
    if k > n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "count ({k}) cannot exceed total ({n})."), k=k,
                        n=n)
    alpha = _real(alpha, "alpha", low=0)
    if float(alpha).is_integer():
        return Ratio(k + int(alpha), n + int(alpha) * outcomes)
    return Ratio(k + alpha, n + alpha * outcomes)


@dataclass(frozen=True)
class LoanExample:
    """The notes' "대출" example: the word in ``spam_with`` of ``spam_total`` spam mails and
    ``ham_with`` of ``ham_total`` ham mails, with the MLE and the Laplace-smoothed Bernoulli
    probabilities (present and absent) of each class, as unreduced :class:`Ratio` (the MLE
    50/100, the smoothed 51/102, as the notes print them)."""

    word: str
    spam_with: int
    spam_total: int
    ham_with: int
    ham_total: int
    spam_mle: Ratio
    ham_mle: Ratio
    spam_present: Ratio
    spam_absent: Ratio
    ham_present: Ratio
    ham_absent: Ratio


def loan_example(spam_with: int = 50, spam_total: int = 100, ham_with: int = 0,
                 ham_total: int = 100, word: str = "대출") -> LoanExample:
    """p(w | class) = (count + 1)/(total + 2) (present) and (total − count + 1)/(total + 2)
    (absent) for each class: with the defaults 51/102, 51/102, 1/102, 101/102."""
    checked = [_count(v, n) for v, n in ((spam_with, "spam_with"), (spam_total, "spam_total"),
                                         (ham_with, "ham_with"), (ham_total, "ham_total"))]
    sw, st, hw, ht = checked
    if sw > st or hw > ht:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A word cannot be in more mails than the "
                                                    "class has."))
    if st == 0 or ht == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Each class needs at least one mail."))
    return LoanExample(word, sw, st, hw, ht, Ratio(sw, st), Ratio(hw, ht),
                       laplace(sw, st), laplace(st - sw, st), laplace(hw, ht),
                       laplace(ht - hw, ht))


@dataclass(frozen=True)
class UnseenWord:
    """CS229's "NIPS": a mail whose only informative word occurs in no training mail. With
    additive smoothing α, φ_c = α/(n_c + 2α) for each class and
    p(spam | x) = φ_spam p(spam) / (φ_spam p(spam) + φ_ham p(ham)); at α = 0 it is 0/0 (NaN)."""

    alphas: np.ndarray
    phi_spam: np.ndarray
    phi_ham: np.ndarray
    posterior_spam: np.ndarray
    limit: float                   # the value as α → 0⁺


def unseen_word_posterior(n_spam: int, n_ham: int, alphas: ArrayLike | None = None) -> UnseenWord:
    """p(spam | "NIPS") against the smoothing α (default 0 and a log grid 10⁻⁴ … 10), with the
    class priors p(c) = n_c / (n_spam + n_ham). As α → 0 the posterior tends to
    (p_s/n_s) / (p_s/n_s + p_h/n_h) = 1/2: the unseen word says nothing, yet 0/0 is undefined."""
    ns, nh = _count(n_spam, "n_spam"), _count(n_ham, "n_ham")
    if ns == 0 or nh == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Each class needs at least one training "
                                                    "mail."))
    if alphas is None:
        alphas = np.r_[0.0, np.geomspace(1e-4, 10, 60)]
    alphas = np.atleast_1d(np.asarray(alphas, dtype=np.float64))
    if alphas.ndim != 1 or not np.all(np.isfinite(alphas)) or np.any(alphas < 0):
        raise DataError(QT_TRANSLATE_NOOP("engine", "alphas must be finite numbers >= 0."))
    ps, ph = ns / (ns + nh), nh / (ns + nh)
    phi_s = alphas / (ns + 2 * alphas)
    phi_h = alphas / (nh + 2 * alphas)
    with np.errstate(invalid="ignore"):
        post = phi_s * ps / (phi_s * ps + phi_h * ph)
    limit = (ps / ns) / (ps / ns + ph / nh)
    return UnseenWord(alphas, phi_s, phi_h, post, float(limit))


# -- Poisson -----------------------------------------------------------------------------------
# The notes' class survey: number of siblings x (the last column is "7 or more") and how many
# students gave it.
SIBLINGS_VALUES = np.arange(1, 8)
SIBLINGS_COUNTS = np.array([17, 59, 15, 6, 2, 0, 1])


@dataclass(frozen=True)
class PoissonFit:
    """The Poisson MLE λ̂ = Σ c_x x / Σ c_x (the sample mean) of counted observations, the fitted
    probabilities and expected counts at ``values`` against the observed frequencies, and the
    log-likelihood curve ℓ(λ) = Σ c_x (x log λ − λ − log x!) on ``lambdas`` (its maximum at
    λ̂)."""

    values: np.ndarray
    counts: np.ndarray
    lam: float
    observed: np.ndarray
    fitted: np.ndarray
    expected: np.ndarray
    log_likelihood: float
    lambdas: np.ndarray
    curve: np.ndarray


def poisson_mle(values: ArrayLike = SIBLINGS_VALUES, counts: ArrayLike = SIBLINGS_COUNTS, *,
                points: int = GRID_POINTS) -> PoissonFit:
    """Fit a Poisson distribution to ``counts[i]`` observations of the value ``values[i]`` by
    maximum likelihood; ∂ℓ/∂λ = Σ c_x (x/λ − 1) = 0 gives λ̂ = the mean. The notes' sibling
    survey (with "7 or more" counted as 7) gives λ̂ = 221/100 = 2.21."""
    try:
        x = np.asarray(values, dtype=np.float64)
        c = np.asarray(counts, dtype=np.float64)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "values and counts must be numbers.")) from None
    if x.ndim != 1 or x.shape != c.shape or len(x) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "values and counts must be two lists of the "
                                                    "same length; got {x_shape} and {c_shape}."),
                        x_shape=x.shape, c_shape=c.shape)
    if not (np.all(np.isfinite(x)) and np.all(x >= 0) and np.all(x == np.round(x))):
        raise DataError(QT_TRANSLATE_NOOP("engine", "A Poisson variable takes whole values >= 0 "
                                                    "(0, 1, 2, …)."))
    if not (np.all(np.isfinite(c)) and np.all(c >= 0)) or c.sum() == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "counts must be >= 0 with at least one "
                                                    "observation."))
    points = check_int(points, "points", low=3)
    lam = float(c @ x / c.sum())
    log_fact = gammaln(x + 1)

    def loglik(l):
        return (c * (xlogy(x, l) - l - log_fact)).sum(axis=-1)
    grid = np.linspace(max(lam, 1.0) / points, 3 * max(lam, 1.0), points)
    fitted = np.exp(xlogy(x, lam) - lam - log_fact)
    return PoissonFit(x, c, lam, c / c.sum(), fitted, fitted * c.sum(),
                      float(loglik(np.array(lam))), grid, loglik(grid[:, None]))


# -- Gaussian mean under a Gaussian prior (known variance) -----------------------------------
@dataclass(frozen=True)
class GaussianEstimate:
    """The mean μ of N(μ, σ²) with σ² known, from n observations under the prior N(μ₀, σ₀²)
    (the notes' conjugate-prior table): the posterior is N(μ_n, σ_n²) with

        1/σ_n² = 1/σ₀² + n/σ²,     μ_n = σ_n² (μ₀/σ₀² + Σ xᵢ/σ²),

    a precision-weighted average of the prior mean and the MLE x̄ (the posterior mean is also
    the MAP). Curves on ``mu``: prior, likelihood (scaled to a density: N(x̄, σ²/n)), posterior."""

    n: int
    mle: float
    mu0: float
    var0: float
    var: float
    posterior_mean: float
    posterior_var: float
    credible_interval: tuple       # central 95 % interval of the posterior
    mu: np.ndarray
    prior: np.ndarray
    likelihood: np.ndarray
    posterior: np.ndarray


def _normal_pdf(x, m, v):
    return np.exp(-(x - m) ** 2 / (2 * v)) / np.sqrt(2 * np.pi * v)


def gaussian_posterior(x: ArrayLike, var: float = 1.0, mu0: float = 0.0, var0: float = 1.0, *,
                       points: int = GRID_POINTS) -> GaussianEstimate:
    """Posterior of a Gaussian's mean (variance ``var`` = σ² known) from the observations ``x``
    under the prior N(``mu0``, ``var0``); see :class:`GaussianEstimate`."""
    try:
        x = np.asarray(x, dtype=np.float64).ravel()
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "x must be numbers (the observations).")) from None
    if not np.all(np.isfinite(x)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "x contains NaN or infinity; remove or fill "
                                                    "those values."))
    var, var0 = _real(var, "var", positive=True), _real(var0, "var0", positive=True)
    mu0 = _real(mu0, "mu0")
    points = check_int(points, "points", low=3)
    n = len(x)
    post_var = 1.0 / (1.0 / var0 + n / var)
    post_mean = post_var * (mu0 / var0 + x.sum() / var)
    mle = float(x.mean()) if n else float("nan")
    half = 4 * max(np.sqrt(var0), np.sqrt(post_var))
    centre = [mu0, post_mean] + ([mle] if n else [])
    mu = np.linspace(min(centre) - half, max(centre) + half, points)
    like = _normal_pdf(mu, mle, var / n) if n else np.full(points, np.nan)
    z = 1.959963984540054 * np.sqrt(post_var)
    return GaussianEstimate(n, mle, mu0, var0, var, float(post_mean), float(post_var),
                            (float(post_mean - z), float(post_mean + z)), mu,
                            _normal_pdf(mu, mu0, var0), like, _normal_pdf(mu, post_mean,
                                                                          post_var))


# -- MLE as the minimum of KL(empirical ‖ model) ---------------------------------------------
@dataclass(frozen=True)
class MinimumKL:
    """KL(p̃ ‖ p_λ) = Σ_x p̃(x) log p̃(x) − Σ_x p̃(x) log p_λ(x) and the mean negative
    log-likelihood −(1/n) Σᵢ log p_λ(xᵢ) = −Σ_x p̃(x) log p_λ(x) on the grid ``lambdas``: they
    differ by the constant −H(p̃) = Σ p̃ log p̃ (``kl = nll + neg_entropy``), so both are least
    at the MLE. (The notes write the entropy term with the wrong sign.)"""

    lambdas: np.ndarray
    kl: np.ndarray
    nll: np.ndarray
    neg_entropy: float
    mle: float

    @property
    def argmin_kl(self) -> float:
        return float(self.lambdas[int(np.argmin(self.kl))])


def poisson_min_kl(values: ArrayLike = SIBLINGS_VALUES, counts: ArrayLike = SIBLINGS_COUNTS, *,
                   lambdas: ArrayLike | None = None, points: int = GRID_POINTS) -> MinimumKL:
    """MLE = minimum KL shown numerically for a Poisson model of counted observations (the
    notes' sibling survey by default): KL and the mean negative log-likelihood across λ."""
    fit = poisson_mle(values, counts, points=points)
    grid = fit.lambdas if lambdas is None else np.asarray(lambdas, dtype=np.float64).ravel()
    if grid.size < 1 or not np.all(np.isfinite(grid)) or (grid <= 0).any():
        raise DataError(QT_TRANSLATE_NOOP("engine", "lambdas must be positive finite numbers "
                                                    "(Poisson rates)."))
    p = fit.observed
    log_p = xlogy(fit.values, grid[:, None]) - grid[:, None] - gammaln(fit.values + 1)
    nll = -(p * log_p).sum(axis=1)
    neg_entropy = float(xlogy(p, p).sum())
    return MinimumKL(grid, nll + neg_entropy, nll, neg_entropy, fit.lam)
