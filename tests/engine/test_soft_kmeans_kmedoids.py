"""Soft k-means (free energy, the GMM special case, the beta limit) and k-medoids."""
import numpy as np
import pytest
from scipy.spatial.distance import cdist

from engine.cluster import GaussianMixture, KMeans, KMedoids, SoftKMeans
from engine.datasets import add_outliers


def test_soft_kmeans_free_energy_never_increases(blobs):
    steps = list(SoftKMeans(4, beta=0.3, init="random", random_state=0).iter_fit(blobs))
    f = np.array([s.objective for s in steps])
    assert len(f) > 4
    assert np.all(np.diff(f) <= 1e-9 * np.abs(f[:-1]))


def test_soft_kmeans_is_em_with_equal_weights_and_fixed_variance(blobs):
    beta = 0.4
    model = SoftKMeans(3, beta=beta, random_state=0).fit(blobs)
    sigma2 = 1 / (2 * beta)
    gmm = GaussianMixture(3, covariance_type="spherical")
    gmm.weights_ = np.full(3, 1 / 3)
    gmm.means_ = model.cluster_centers_
    gmm.covariances_ = np.full(3, sigma2)
    np.testing.assert_allclose(model.predict_proba(blobs), gmm.predict_proba(blobs), atol=1e-12)


def test_large_beta_gives_hard_kmeans(blobs):
    init = blobs[[0, 150, 250]]
    soft = SoftKMeans(3, beta=1e4, init=init).fit(blobs)
    hard = KMeans(3, init=init).fit(blobs)
    np.testing.assert_allclose(soft.cluster_centers_, hard.cluster_centers_, atol=1e-6)
    np.testing.assert_array_equal(soft.labels_, hard.labels_)


def test_small_beta_shares_every_point(blobs):
    model = SoftKMeans(3, beta=1e-6, random_state=0).fit(blobs)
    np.testing.assert_allclose(model.responsibilities_, 1 / 3, atol=1e-3)


def test_medoids_are_points_that_minimise_distance_sums(blobs):
    model = KMedoids(3, random_state=0).fit(blobs)
    np.testing.assert_allclose(model.cluster_centers_, blobs[model.medoid_indices_])
    for k, m in enumerate(model.medoid_indices_):
        members = np.flatnonzero(model.labels_ == k)
        sums = cdist(blobs[members], blobs[members]).sum(axis=1)
        assert sums[members == m][0] == pytest.approx(sums.min())
    d = cdist(blobs, model.cluster_centers_)
    np.testing.assert_array_equal(model.labels_, d.argmin(axis=1))
    assert model.inertia_ == pytest.approx(d.min(axis=1).sum())


def test_medoids_resist_outliers_better_than_means(blobs):
    y = np.repeat([0, 1, 2], 100)
    X, y = add_outliers(blobs, y, 0.1, spread=8.0, random_state=0)
    truth = np.array([blobs[y[:300] == k].mean(axis=0) for k in range(3)])

    def error(centers):
        return cdist(truth, centers).min(axis=1).max()

    means = KMeans(3, n_init=10, random_state=0).fit(X).cluster_centers_
    medoids = KMedoids(3, random_state=0).fit(X).cluster_centers_
    assert error(medoids) < error(means)


def test_kmedoids_cost_never_increases(blobs):
    steps = list(KMedoids(4, init="random", random_state=2).iter_fit(blobs))
    costs = np.array([s.inertia for s in steps])
    assert np.all(np.diff(costs) <= 1e-9 * costs[0])


def test_kmedoids_bad_init_indices(blobs):
    with pytest.raises(ValueError, match="distinct point indices"):
        KMedoids(3, init=np.array([0, 0, 1])).iter_fit(blobs)
