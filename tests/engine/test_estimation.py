"""MLE, MAP and Bayesian estimates of a word's probability (Beta/Dirichlet priors), Laplace as a
posterior mean, the notes' 대출 example (1/102, 101/102, 51/102), CS229's NIPS 0/0, and the
notes' Poisson sibling survey."""
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy import stats
from scipy.integrate import trapezoid

from engine import DataError
from engine.estimation import (
    SIBLINGS_COUNTS,
    SIBLINGS_VALUES,
    beta_binomial,
    dirichlet_multinomial,
    Ratio,
    laplace,
    loan_example,
    poisson_mle,
    unseen_word_posterior,
)


def test_loan_example_gives_the_notes_fractions():
    ex = loan_example()
    assert ex.word == "대출"
    assert ex.ham_present == Ratio(1, 102)
    assert ex.ham_absent == Ratio(101, 102)
    assert ex.spam_present == Ratio(51, 102)
    assert ex.spam_absent == Ratio(51, 102)
    assert ex.ham_mle == Ratio(0, 100) and ex.spam_mle == Ratio(50, 100)
    assert laplace(0, 100) == Ratio(1, 102)
    assert laplace(100, 100) == Ratio(101, 102)


def test_laplace_keeps_the_notes_unreduced_numerator_and_denominator():
    r = laplace(50, 100)
    assert (r.numerator, r.denominator) == (51, 102)        # not 1/2
    assert str(r) == "51/102" and r.fraction == Fraction(1, 2) and float(r) == 0.5
    assert str(laplace(3, 10, outcomes=4, alpha=2)) == "5/18"
    half = laplace(1, 4, alpha=0.5)
    assert (half.numerator, half.denominator) == (1.5, 5.0) and half.fraction is None
    assert str(half) == "1.5/5" and float(half) == pytest.approx(0.3)
    empty = laplace(0, 0, alpha=0)
    assert str(empty) == "0/0" and np.isnan(float(empty)) and empty.fraction is None


def test_laplace_is_the_posterior_mean_under_the_uniform_prior_and_the_map_under_beta_2_2():
    for k, n in [(0, 100), (50, 100), (3, 7), (0, 0)]:
        uniform = beta_binomial(k, n, 1, 1)
        assert abs(uniform.posterior_mean - (k + 1) / (n + 2)) < 1e-15
        assert abs(uniform.laplace - (k + 1) / (n + 2)) < 1e-15
        assert abs(beta_binomial(k, n, 2, 2).map - (k + 1) / (n + 2)) < 1e-15
        if n:
            assert uniform.mle == k / n and uniform.map == k / n     # flat prior: MAP = MLE
    assert np.isnan(beta_binomial(0, 0).mle)                           # 0/0


def test_beta_curves_are_the_densities_and_the_posterior_is_conjugate():
    e = beta_binomial(7, 20, 2.0, 3.0)
    assert (e.posterior_a, e.posterior_b) == (9.0, 16.0)
    np.testing.assert_allclose(e.prior, stats.beta.pdf(e.theta, 2, 3), rtol=1e-10)
    np.testing.assert_allclose(e.posterior, stats.beta.pdf(e.theta, 9, 16), rtol=1e-10)
    # likelihood ∝ θ^7(1−θ)^13, scaled to integrate to 1
    assert abs(trapezoid(e.likelihood, e.theta) - 1) < 1e-3
    # posterior ∝ prior × likelihood
    ratio = e.posterior / (e.prior * e.likelihood)
    np.testing.assert_allclose(ratio, ratio[len(ratio) // 2], rtol=1e-8)
    assert abs(e.theta[np.argmax(e.posterior)] - e.map) < 2 / len(e.theta)
    assert abs(e.map - 8 / 23) < 1e-15 and abs(e.posterior_mean - 9 / 25) < 1e-15
    lo, hi = e.credible_interval
    np.testing.assert_allclose([lo, hi], stats.beta.ppf([0.025, 0.975], 9, 16), rtol=1e-8)


def test_map_at_an_end_or_undefined_for_j_and_u_shaped_posteriors():
    assert beta_binomial(0, 10, 1, 1).map == 0.0          # Beta(1, 11): mode at 0
    assert beta_binomial(10, 10, 1, 1).map == 1.0
    assert np.isnan(beta_binomial(0, 0, 0.5, 0.5).map)    # U-shaped, symmetric: no single mode


def test_dirichlet_laplace_and_map():
    d = dirichlet_multinomial([3, 0, 7], 1.0)
    np.testing.assert_allclose(d.posterior_mean, np.array([4, 1, 8]) / 13)
    np.testing.assert_allclose(d.mle, [0.3, 0, 0.7])
    np.testing.assert_allclose(d.map, d.mle)                # Dirichlet(1): MAP = MLE
    np.testing.assert_allclose(dirichlet_multinomial([3, 0, 7], 2.0).map,
                               np.array([4, 1, 8]) / 13)    # Dirichlet(2): MAP = Laplace
    assert np.isnan(dirichlet_multinomial([0, 0], 1.0).mle).all()


def test_nips_zero_over_zero_and_its_limit():
    u = unseen_word_posterior(40, 60)
    assert u.alphas[0] == 0 and np.isnan(u.posterior_spam[0])      # 0/0 without smoothing
    assert np.all(np.isfinite(u.posterior_spam[1:]))
    assert abs(u.limit - 0.5) < 1e-15
    assert abs(u.posterior_spam[1] - 0.5) < 1e-4                   # α = 1e-4: near the limit
    one = unseen_word_posterior(40, 60, [1.0]).posterior_spam[0]
    phi_s, phi_h = 1 / 42, 1 / 62
    assert abs(one - phi_s * 0.4 / (phi_s * 0.4 + phi_h * 0.6)) < 1e-15


def test_poisson_siblings_mle_is_the_mean():
    fit = poisson_mle()
    assert abs(fit.lam - 2.21) < 1e-12
    np.testing.assert_array_equal(fit.values, SIBLINGS_VALUES)
    np.testing.assert_allclose(fit.fitted, stats.poisson.pmf(SIBLINGS_VALUES, 2.21))
    np.testing.assert_allclose(fit.observed, SIBLINGS_COUNTS / 100)
    assert abs(fit.lambdas[np.argmax(fit.curve)] - 2.21) <= fit.lambdas[1] - fit.lambdas[0]
    assert fit.log_likelihood >= fit.curve.max() - 1e-9
    expected = (stats.poisson.logpmf(SIBLINGS_VALUES, 2.21) * SIBLINGS_COUNTS).sum()
    assert abs(fit.log_likelihood - expected) < 1e-9


@pytest.mark.parametrize("call, message", [
    (lambda: beta_binomial(5, 3), "cannot exceed"),
    (lambda: beta_binomial(-1, 3), ">= 0"),
    (lambda: beta_binomial(1.5, 3), "integer"),
    (lambda: beta_binomial(1, 3, a=0), "> 0"),
    (lambda: beta_binomial(1, 3, b=float("nan")), "finite"),
    (lambda: dirichlet_multinomial([1]), "two outcomes"),
    (lambda: dirichlet_multinomial([1, -1]), "whole numbers"),
    (lambda: dirichlet_multinomial([1, 2], [1, 2, 3]), "one per outcome"),
    (lambda: dirichlet_multinomial([1, 2], 0), "> 0"),
    (lambda: loan_example(ham_with=101), "more mails"),
    (lambda: loan_example(spam_total=0, spam_with=0), "at least one"),
    (lambda: unseen_word_posterior(0, 5), "at least one"),
    (lambda: unseen_word_posterior(5, 5, [-1.0]), ">= 0"),
    (lambda: poisson_mle([1, 2.5], [1, 1]), "whole values"),
    (lambda: poisson_mle([1, 2], [0, 0]), "at least one"),
    (lambda: poisson_mle([1, 2], [1]), "same length"),
    (lambda: laplace(3, 2), "cannot exceed"),
])
def test_bad_input_is_refused_with_a_message(call, message):
    with pytest.raises(DataError, match=message):
        call()


@given(st.integers(0, 500), st.integers(0, 500), st.floats(0.1, 20), st.floats(0.1, 20))
def test_posterior_mean_lies_between_prior_mean_and_mle(k, extra, a, b):
    n = k + extra
    e = beta_binomial(k, n, a, b, points=11)
    prior_mean = a / (a + b)
    if n:
        lo, hi = sorted([prior_mean, k / n])
        assert lo - 1e-12 <= e.posterior_mean <= hi + 1e-12
    assert 0 < e.posterior_mean < 1
