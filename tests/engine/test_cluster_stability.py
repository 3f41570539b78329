"""Issue 11 reproducers and invariance: offsets, scales, huge values, the protocol's stop reasons."""
import numpy as np
import pytest

from engine import DataError, NotFittedError
from engine.cluster import GaussianMixture, KMeans, KMedoids, SoftKMeans, kmeans_plusplus
from engine.reduce import PCA
from engine.svm import SVC, DAGSVM, OneVsOne, OneVsRest, sigma_to_gamma


def test_kmeans_splits_epoch_millisecond_data_5_5():
    X = [[1.7e12 + i, 0] for i in range(5)] + [[1.7e12 + 1e4 + i, 0] for i in range(5)]
    labels = KMeans(2, n_init=3, random_state=0).fit(X).labels_
    assert sorted(np.bincount(labels)) == [5, 5]
    assert len(set(labels[:5])) == 1 and len(set(labels[5:])) == 1


@pytest.fixture
def X():
    rng = np.random.default_rng(3)
    return np.concatenate([rng.normal(c, 0.7, (40, 2)) for c in ([0, 0], [5, 5], [0, 6])])


FITS = {
    "kmeans": lambda: KMeans(3, random_state=0),
    "kmedoids": lambda: KMedoids(3, random_state=0),
    "soft": lambda: SoftKMeans(3, beta=2.0, random_state=0),
}


@pytest.mark.parametrize("name", sorted(FITS))
@pytest.mark.parametrize("shift, scale", [(1e12, 1.0), (0.0, 1e-9), (-3e11, 1e3)])
def test_results_invariant_to_offset_and_scale(name, X, shift, scale):
    moved = X * scale + shift
    X = (moved - shift) / scale            # the values float64 really holds after the move
    ref = FITS[name]().fit(X)
    est = FITS[name]()
    if name == "soft":
        est.beta = 2.0 / scale**2          # β multiplies a squared distance
    got = est.fit(moved)
    np.testing.assert_array_equal(got.labels_, ref.labels_)
    np.testing.assert_allclose(got.cluster_centers_, ref.cluster_centers_ * scale + shift,
                               rtol=1e-13, atol=1e-6 * scale)


def test_gmm_invariant_to_offset(X):
    ref = GaussianMixture(3, random_state=0).fit(X)
    got = GaussianMixture(3, random_state=0).fit(X + 1e12)
    np.testing.assert_array_equal(got.predict(X + 1e12), ref.predict(X))
    np.testing.assert_allclose(got.means_ - 1e12, ref.means_, atol=1e-3)
    for kind in ("diag", "spherical"):
        a = GaussianMixture(3, covariance_type=kind, random_state=0).fit(X)
        b = GaussianMixture(3, covariance_type=kind, random_state=0).fit(X + 1e12)
        np.testing.assert_array_equal(a.predict(X), b.predict(X + 1e12))


@pytest.mark.parametrize("shift, scale", [(1e12, 1.0), (0.0, 1e-9)])
def test_svc_rbf_invariant_to_offset_and_scale(X, shift, scale):
    X = (X * scale + shift - shift) / scale
    y = (X[:, 0] > 2.5).astype(int)
    ref = SVC(1.0, kernel="rbf").fit(X, y)
    got = SVC(1.0, kernel="rbf").fit(X * scale + shift, y)
    np.testing.assert_allclose(got.alpha_, ref.alpha_, atol=1e-2)   # equal up to SMO's tol
    np.testing.assert_array_equal(got.predict(X * scale + shift), ref.predict(X))


def test_svc_linear_with_offset_keeps_w_and_moves_b(X):
    y = (X[:, 0] > 2.5).astype(int)
    ref = SVC(1.0, kernel="linear").fit(X, y).primal()
    X = X + 1e6 - 1e6
    ref = SVC(1.0, kernel="linear").fit(X, y).primal()
    got = SVC(1.0, kernel="linear").fit(X + 1e6, y)
    p = got.primal()
    np.testing.assert_allclose(p["w"], ref["w"], rtol=1e-3, atol=1e-5)
    np.testing.assert_allclose(p["b"] + p["w"].sum() * 1e6, ref["b"], rtol=1e-3, atol=1e-3)


@pytest.mark.parametrize("make", [lambda: KMeans(2), lambda: KMedoids(2), lambda: SoftKMeans(2),
                                  lambda: GaussianMixture(2)])
def test_huge_values_are_refused_with_advice(make):
    X = np.array([[1e154, 0.0], [2e154, 1.0], [3e154, 0.0], [0.0, 1.0]])
    with pytest.raises(DataError, match="Rescale"):
        make().fit(X)


def test_svc_huge_values_refused():
    X = np.array([[1e154, 0.0], [2e154, 1.0], [3e154, 0.0], [0.0, 1.0]])
    with pytest.raises(DataError, match="Rescale"):
        SVC().fit(X, [0, 1, 0, 1])


def test_tiny_values_still_cluster(X):
    ref = KMeans(3, random_state=0).fit(X).labels_
    np.testing.assert_array_equal(KMeans(3, random_state=0).fit(X * 1e-300).labels_, ref)


def test_sigma_to_gamma_zero_is_a_clear_error():
    with pytest.raises(ValueError, match="σ must be a number > 0"):
        sigma_to_gamma(0)
    assert sigma_to_gamma(1.0) == 0.5


@pytest.mark.parametrize("model, method", [
    (KMeans(2), "predict"), (KMedoids(2), "predict"), (SoftKMeans(2), "predict_proba"),
    (GaussianMixture(2), "predict"), (GaussianMixture(2), "score"), (SVC(), "predict"),
    (SVC(), "decision_function"), (OneVsRest(SVC()), "predict"), (OneVsOne(SVC()), "predict"),
    (DAGSVM(SVC()), "predict"), (PCA(2), "transform")])
def test_unfitted_models_raise_not_fitted(model, method):
    with pytest.raises(NotFittedError):
        getattr(model, method)(np.zeros((3, 2)))


def test_multiclass_wrappers_clone_the_estimator(X):
    y = np.repeat([0, 1, 2], 40)
    base = SVC(C=2.0, kernel="rbf")
    for cls in (OneVsRest, OneVsOne, DAGSVM):
        m = cls(base).fit(X, y)
        assert all(e is not base and e.C == 2.0 for e in m.estimators_)
        assert not hasattr(base, "dual_coef_")
        assert (m.predict(X) == y).mean() > 0.95
    with pytest.raises(TypeError, match="estimator instance"):
        OneVsRest("rbf").fit(X, y)


def test_capped_runs_say_stopped_not_converged(X):
    last = list(KMeans(3, init="random", max_iter=1, random_state=0).iter_fit(X))[-1]
    assert not last.converged and last.stopped == "max_iter"
    last = list(GaussianMixture(3, max_iter=2, tol=0, random_state=0).iter_fit(X))[-1]
    assert not last.converged and last.stopped == "max_iter"
    last = list(SoftKMeans(3, max_iter=1, tol=0, random_state=0).iter_fit(X))[-1]
    assert not last.converged and last.stopped == "max_iter"
    last = list(SVC(max_iter=3).iter_fit(X, (X[:, 0] > 2.5).astype(int)))[-1]
    assert not last.converged and last.stopped == "max_iter"
    done = list(KMeans(3, random_state=0).iter_fit(X))[-1]
    assert done.converged and done.stopped is None


def test_invalid_parameters_raise_at_call_time(X):
    for est in (KMeans(3, max_iter=0), KMedoids(3, init="nope"), SoftKMeans(3, beta=-1),
                GaussianMixture(3, covariance_type="tied")):
        with pytest.raises(ValueError):
            est.iter_fit(X)
    with pytest.raises(ValueError):
        SVC(C=-1).iter_fit(X, (X[:, 0] > 2).astype(int))


def test_kmeans_plusplus_returns_data_points(X):
    centers, idx = kmeans_plusplus(X + 1e12, 3, random_state=0)
    np.testing.assert_array_equal(centers, X[idx] + 1e12)
