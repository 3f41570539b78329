"""The Gaussian conjugate prior (posterior of the mean, variance known) against numerical
integration of prior × likelihood, and MLE = minimum KL on the notes' sibling survey against
scipy's Poisson."""
import numpy as np
import pytest
from scipy import stats
from scipy.special import rel_entr

from engine import DataError
from engine.estimation import (SIBLINGS_COUNTS, SIBLINGS_VALUES, gaussian_posterior,
                               poisson_min_kl)

X = np.array([2.1, 1.4, 3.3, 2.8, 1.9, 2.6])


def test_the_posterior_of_the_mean_is_prior_times_likelihood_normalised():
    g = gaussian_posterior(X, var=0.8, mu0=-1.0, var0=2.0, points=4001)
    mu = g.mu
    unnorm = stats.norm.pdf(mu, -1.0, np.sqrt(2.0)) * np.prod(
        stats.norm.pdf(X[:, None], mu, np.sqrt(0.8)), axis=0)
    dens = unnorm / np.trapezoid(unnorm, mu)
    np.testing.assert_allclose(g.posterior, dens, atol=1e-6)
    assert g.posterior_mean == pytest.approx(np.trapezoid(mu * dens, mu), abs=1e-6)
    assert g.posterior_mean == pytest.approx(mu[np.argmax(dens)], abs=mu[1] - mu[0])   # = MAP
    assert g.posterior_var == pytest.approx(1 / (1 / 2.0 + len(X) / 0.8))
    lo, hi = stats.norm.interval(0.95, g.posterior_mean, np.sqrt(g.posterior_var))
    assert g.credible_interval == pytest.approx((lo, hi))
    assert g.mle == pytest.approx(X.mean())


def test_the_posterior_mean_moves_from_the_prior_to_the_mle_with_more_data():
    few = gaussian_posterior(X[:1], var=1.0, mu0=0.0, var0=1.0)
    many = gaussian_posterior(np.tile(X, 50), var=1.0, mu0=0.0, var0=1.0)
    assert few.posterior_mean == pytest.approx(X[0] / 2)          # equal precisions: halfway
    assert abs(many.posterior_mean - X.mean()) < 0.01
    none = gaussian_posterior([], var=1.0, mu0=0.5, var0=3.0)
    assert (none.posterior_mean, none.posterior_var) == (0.5, 3.0)


def test_mle_is_the_minimum_of_kl_on_the_sibling_survey():
    m = poisson_min_kl(lambdas=np.linspace(0.5, 5, 901))
    p = SIBLINGS_COUNTS / SIBLINGS_COUNTS.sum()
    for i in (0, 300, 900):
        q = stats.poisson.pmf(SIBLINGS_VALUES, m.lambdas[i])
        assert m.kl[i] == pytest.approx(rel_entr(p, q).sum(), rel=1e-10)
        nll = -(SIBLINGS_COUNTS * stats.poisson.logpmf(SIBLINGS_VALUES, m.lambdas[i])).sum()
        assert m.nll[i] == pytest.approx(nll / SIBLINGS_COUNTS.sum(), rel=1e-10)
    np.testing.assert_allclose(m.kl - m.nll, m.neg_entropy)
    assert m.mle == pytest.approx(2.21)
    assert m.argmin_kl == pytest.approx(2.21, abs=0.005)
    assert m.lambdas[np.argmin(m.nll)] == m.argmin_kl
    assert m.kl.min() >= 0


@pytest.mark.parametrize("call, message", [
    (lambda: gaussian_posterior([1.0, np.nan]), "NaN"),
    (lambda: gaussian_posterior(X, var=0.0), "var"),
    (lambda: gaussian_posterior(X, var0=-1.0), "var0"),
    (lambda: poisson_min_kl(lambdas=[0.0, 1.0]), "positive"),
])
def test_bad_input_is_refused(call, message):
    with pytest.raises(DataError, match=message):
        call()
