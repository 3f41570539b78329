"""Hostile input for the clustering entry points (issue 11): every call returns a correct result
or raises DataError / ValueError / TypeError with Trellis's own message — never a numpy
exception, a NaN result or a hang (the profile's per-example deadline turns a hang into a
failure)."""
import numpy as np
from hypothesis import given, strategies as st
from hypothesis.extra import numpy as hnp

from engine import DataError
from engine.cluster import (GaussianMixture, KMeans, KMedoids, SoftKMeans, choose_k,
                            kmeans_plusplus)
from engine.reduce import PCA

SPECIAL = [0.0, 1.0, -1.0, 2.5, 1e300, -1e300, 1e-300, np.nan, np.inf, -np.inf, 1e12,
           1e12 + 1, 1e154, -7.0]
values = st.one_of(st.sampled_from(SPECIAL), st.floats(-1e6, 1e6, allow_nan=False))
matrices = hnp.arrays(np.float64, st.tuples(st.integers(0, 12), st.integers(0, 3)),
                      elements=values)
# mostly ordinary data shifted, scaled or duplicated, so the success path is exercised too
ordinary = st.builds(
    lambda n, d, shift, scale, dup, seed: _ordinary(n, d, shift, scale, dup, seed),
    st.integers(1, 30), st.integers(1, 3), st.sampled_from([0.0, 1e12, -3e8]),
    st.sampled_from([1.0, 1e-9, 1e-300, 1e6]), st.booleans(), st.integers(0, 1000))


def _ordinary(n, d, shift, scale, dup, seed):
    X = np.random.default_rng(seed).normal(size=(n, d)) * scale + shift
    if dup:
        X[n // 2:] = X[0]
    return X


OURS = (DataError, ValueError, TypeError)


def _trellis_message(exc):
    text = str(exc)
    assert text and not text.startswith(("could not convert", "operands could not",
                                         "array must not contain")), text


def _check(call):
    try:
        return call()
    except OURS as exc:
        _trellis_message(exc)
        return None


@given(st.one_of(matrices, ordinary), st.integers(-1, 14))
def test_kmeans(X, k):
    model = _check(lambda: KMeans(k, n_init=2, random_state=0).fit(X))
    if model is not None:
        assert np.all(np.isfinite(model.cluster_centers_)) and np.isfinite(model.inertia_)
        assert model.inertia_ >= 0 and model.labels_.min() >= 0 and model.labels_.max() < k
        assert len(model.labels_) == len(X)
        # every point is at a nearest centre (ties may go either way)
        d2 = ((np.asarray(X)[:, None, :] - model.cluster_centers_[None]) ** 2).sum(-1)
        own = d2[np.arange(len(X)), model.labels_]
        assert np.all(own <= d2.min(axis=1) * (1 + 1e-6) + 1e-9 * (1 + np.abs(X).max()) ** 2)


@given(st.one_of(matrices, ordinary), st.integers(-1, 8))
def test_kmedoids(X, k):
    model = _check(lambda: KMedoids(k, random_state=0).fit(X))
    if model is not None:
        assert np.isfinite(model.inertia_) and model.inertia_ >= 0
        np.testing.assert_array_equal(model.cluster_centers_, np.asarray(X)[model.medoid_indices_])


@given(st.one_of(matrices, ordinary), st.integers(-1, 8),
       st.sampled_from([1e-3, 1.0, 50.0, 0.0, -1.0, np.nan]))
def test_soft_kmeans(X, k, beta):
    model = _check(lambda: SoftKMeans(k, beta=beta, max_iter=50, random_state=0).fit(X))
    if model is not None:
        assert np.all(np.isfinite(model.cluster_centers_))
        assert np.all(np.isfinite(model.responsibilities_))
        np.testing.assert_allclose(model.responsibilities_.sum(axis=1), 1.0, atol=1e-9)


@given(st.one_of(matrices, ordinary), st.integers(-1, 5),
       st.sampled_from(["full", "diag", "spherical", "tied"]))
def test_gmm(X, k, kind):
    model = _check(lambda: GaussianMixture(k, covariance_type=kind, max_iter=30,
                                           random_state=0).fit(X))
    if model is not None:
        assert np.all(np.isfinite(model.means_)) and np.all(np.isfinite(model.weights_))
        np.testing.assert_allclose(model.weights_.sum(), 1.0, atol=1e-9)
        score = _check(lambda: model.score(X))
        assert score is None or np.isfinite(score)


@given(st.one_of(matrices, ordinary), st.integers(-1, 6))
def test_seeding_and_pca(X, k):
    out = _check(lambda: kmeans_plusplus(X, k, random_state=0))
    if out is not None:
        centers, idx = out
        np.testing.assert_array_equal(centers, np.asarray(X)[idx])
    pca = _check(lambda: PCA(min(2, max(1, k))).fit(X))
    if pca is not None:
        assert np.all(np.isfinite(pca.components_))


@given(ordinary, st.lists(st.integers(-2, 40), max_size=4))
def test_choose_k(X, ks):
    out = _check(lambda: choose_k(X, ks, n_init=1, random_state=0))
    if out is not None:
        assert np.all(np.isfinite(out["inertia"]))


@given(st.sampled_from(["x", None, [[1, 2], [3]], {"a": 1}, [["1", "2"], ["a", "b"]]]),
       st.integers(1, 3))
def test_not_arrays(X, k):
    for make in (lambda: KMeans(k), lambda: KMedoids(k), lambda: SoftKMeans(k),
                 lambda: GaussianMixture(k)):
        _check(lambda: make().fit(X))
