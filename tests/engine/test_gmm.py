"""Gaussian mixture EM against scikit-learn from the same start, and EM's guarantees."""
import warnings

import numpy as np
import pytest
from sklearn.exceptions import ConvergenceWarning
from sklearn.mixture import GaussianMixture as SkGMM

from engine.cluster import GaussianMixture, GMMStep
from engine._validation import DataError

K = 3


@pytest.fixture
def data():
    rng = np.random.default_rng(0)
    parts = [rng.normal([0, 0, 0], 1.0, (150, 3)),
             rng.multivariate_normal([4, 4, 1], [[1, 0.8, 0], [0.8, 1, 0], [0, 0, 0.3]], 150),
             rng.normal([0, 5, 2], [2.0, 0.5, 1.0], (150, 3))]
    return np.concatenate(parts)


def start(kind, X):
    means = X[[0, 200, 400]] + 0.1
    covs = {"full": np.stack([np.eye(3) * 2.0] * K), "diag": np.full((K, 3), 2.0),
            "spherical": np.full(K, 2.0)}[kind]
    precs = {"full": np.stack([np.eye(3) / 2.0] * K), "diag": np.full((K, 3), 0.5),
             "spherical": np.full(K, 0.5)}[kind]
    return np.full(K, 1 / K), means, covs, precs


@pytest.mark.parametrize("kind", ["full", "diag", "spherical"])
@pytest.mark.parametrize("max_iter", [1, 2, 5, 200])
def test_same_em_path_as_sklearn(data, kind, max_iter):
    w, m, c, p = start(kind, data)
    ours = GaussianMixture(K, covariance_type=kind, weights_init=w, means_init=m,
                           covariances_init=c, max_iter=max_iter).fit(data)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        ref = SkGMM(K, covariance_type=kind, weights_init=w, means_init=m, precisions_init=p,
                    max_iter=max_iter).fit(data)
    np.testing.assert_allclose(ours.weights_, ref.weights_, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(ours.means_, ref.means_, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(ours.covariances_, ref.covariances_, rtol=1e-9, atol=1e-12)
    assert ours.n_iter_ == ref.n_iter_
    assert ours.converged_ == ref.converged_
    np.testing.assert_allclose(ours.predict_proba(data), ref.predict_proba(data), atol=1e-9)
    np.testing.assert_allclose(ours.score_samples(data), ref.score_samples(data), rtol=1e-9)
    assert ours.bic(data) == pytest.approx(ref.bic(data), rel=1e-9)
    assert ours.aic(data) == pytest.approx(ref.aic(data), rel=1e-9)


@pytest.mark.parametrize("kind", ["full", "diag", "spherical"])
def test_log_likelihood_never_decreases(data, kind):
    model = GaussianMixture(4, covariance_type=kind, init_params="random", tol=1e-8,
                            max_iter=300, random_state=2)
    steps = list(model.iter_fit(data))
    ll = np.array(model.log_likelihood_history_)
    assert len(ll) > 5
    assert np.all(np.diff(ll) >= -1e-8 * np.abs(ll[:-1]))
    assert all(s.warning is None for s in steps)


def test_em_bound_touches_after_e_and_stays_below_after_m(data):
    steps = list(GaussianMixture(K, random_state=0, init_params="random").iter_fit(data))
    for s in steps:
        if s.phase == "E":
            assert s.kl_gap == 0 and s.lower_bound == s.log_likelihood
        else:
            assert s.kl_gap >= -1e-9
            assert s.lower_bound <= s.log_likelihood + 1e-9
    # M steps raise F: F(q_t, theta_t) >= F(q_t, theta_{t-1}) = L(theta_{t-1})
    pairs = zip(steps[::2], steps[1::2])
    assert all(m.lower_bound >= e.lower_bound - 1e-9 for e, m in pairs)


def test_e_step_responsibilities_are_posteriors(data):
    model = GaussianMixture(K, random_state=0)
    steps = list(model.iter_fit(data))
    e = next(s for s in steps if s.phase == "E" and s.iteration == 2)
    prev_m = steps[steps.index(e) - 1]
    ref = GaussianMixture(K)
    ref.weights_, ref.means_, ref.covariances_ = prev_m.weights, prev_m.means, prev_m.covariances
    np.testing.assert_allclose(e.responsibilities, ref.predict_proba(data), atol=1e-12)
    np.testing.assert_allclose(e.responsibilities.sum(axis=1), 1.0)


def test_spherical_variance_divides_by_dimension():
    rng = np.random.default_rng(1)
    X = rng.normal(scale=2.0, size=(4000, 3))
    model = GaussianMixture(1, covariance_type="spherical", max_iter=5).fit(X)
    # sigma^2 of N(mu, sigma^2 I) is the mean squared distance divided by d (the notes' erratum)
    sq = ((X - X.mean(axis=0)) ** 2).sum(axis=1).mean()
    assert model.covariances_[0] == pytest.approx(sq / 3, rel=1e-6)
    assert model.covariances_[0] == pytest.approx(4.0, rel=0.1)


def test_identical_points_are_regularised_with_a_warning():
    X = np.ones((30, 2))
    steps = list(GaussianMixture(2, random_state=0).iter_fit(X))
    assert any(s.warning and "reg_covar" in s.warning for s in steps)
    assert np.all(np.isfinite(steps[-1].means))


def test_fit_without_detail_keeps_no_responsibilities(data):
    steps = list(GaussianMixture(K, random_state=0).iter_fit(data, detail=False))
    assert all(isinstance(s, GMMStep) and s.responsibilities is None for s in steps)
    assert all(s.labels.shape == (len(data),) for s in steps)


@pytest.mark.parametrize("kwargs, message", [
    ({"covariance_type": "tied-ish"}, "covariance_type"),
    ({"weights_init": [0.5, 0.5, 0.5]}, "sum"),
    ({"means_init": np.zeros((2, 3))}, "means_init"),
    ({"covariances_init": np.ones((3, 3))}, "covariances_init"),
    ({"reg_covar": -1.0}, "reg_covar"),
])
def test_bad_parameters(data, kwargs, message):
    with pytest.raises(ValueError, match=message):
        GaussianMixture(K, **kwargs).iter_fit(data)


def test_unfitted_model_says_so(data):
    from engine import NotFittedError
    with pytest.raises(NotFittedError, match="not fitted"):
        GaussianMixture(2).predict(data)


def test_singular_start_gets_a_clear_error(data):
    covs = np.stack([np.eye(3)] * 2 + [np.zeros((3, 3))])
    with pytest.raises(DataError, match="reg_covar"):
        list(GaussianMixture(K, covariances_init=covs, means_init=data[:3]).iter_fit(data))
