"""The step protocol, for every iterative estimator: numbering, read-only snapshots, fit equals
the last step, replay by seed, and bad input rejected when iter_fit is called."""
import numpy as np
import pytest

from engine.cluster import GaussianMixture, KMeans, KMedoids, SoftKMeans

FACTORIES = {
    "kmeans": lambda: KMeans(3, random_state=1),
    "kmeans-random": lambda: KMeans(3, init="random", random_state=1),
    "kmedoids": lambda: KMedoids(3, random_state=1),
    "soft-kmeans": lambda: SoftKMeans(3, beta=0.5, random_state=1),
    "gmm-full": lambda: GaussianMixture(3, covariance_type="full", random_state=1),
    "gmm-diag": lambda: GaussianMixture(3, covariance_type="diag", random_state=1),
    "gmm-spherical": lambda: GaussianMixture(3, covariance_type="spherical", random_state=1),
}
PHASES = {"kmeans": {"assign", "update"}, "kmeans-random": {"assign", "update"},
          "kmedoids": {"assign", "update"}, "soft-kmeans": {"E", "M"}}


@pytest.fixture(params=sorted(FACTORIES))
def name(request):
    return request.param


def test_iterations_numbered_from_one_in_order(name, blobs):
    steps = list(FACTORIES[name]().iter_fit(blobs))
    its = [s.iteration for s in steps]
    assert its[0] == 1
    assert all(b - a in (0, 1) for a, b in zip(its, its[1:]))
    assert {s.phase for s in steps} <= PHASES.get(name, {"E", "M"})
    assert steps[-1].converged


def test_step_arrays_are_read_only_snapshots(name, blobs):
    steps = list(FACTORIES[name]().iter_fit(blobs))
    for step in steps:
        for value in vars(step).values():
            if isinstance(value, np.ndarray):
                assert not value.flags.writeable
                with pytest.raises(ValueError):
                    value.flat[0] = 0
    # earlier steps keep their own values
    first = steps[0]
    centers = getattr(first, "centers", getattr(first, "means", None))
    assert not np.allclose(centers, getattr(steps[-1], "centers", getattr(steps[-1], "means", 0)))


def test_fit_equals_last_step(name, blobs):
    last = list(FACTORIES[name]().iter_fit(blobs))[-1]
    model = FACTORIES[name]().fit(blobs)
    if hasattr(last, "means"):
        np.testing.assert_allclose(model.means_, last.means)
        np.testing.assert_allclose(model.weights_, last.weights)
        np.testing.assert_allclose(model.covariances_, last.covariances)
    else:
        np.testing.assert_allclose(model.cluster_centers_, last.centers)
        np.testing.assert_array_equal(model.labels_, last.labels)
    assert model.n_iter_ == last.iteration


def test_same_seed_same_run(name, blobs):
    a = list(FACTORIES[name]().iter_fit(blobs))
    b = list(FACTORIES[name]().iter_fit(blobs))
    assert len(a) == len(b)
    for s, t in zip(a, b):
        np.testing.assert_array_equal(s.labels, t.labels)


@pytest.mark.parametrize("bad, message", [
    (np.arange(10.0), "2-D"),
    (np.array([[0.0, 1.0], [np.nan, 2.0], [3.0, 4.0], [5.0, 6.0]]), "NaN"),
    (np.zeros((2, 2)), "larger than the number of points"),
    ([["a", "b"]] * 5, "numbers"),
])
def test_bad_input_rejected_at_call_time(name, bad, message):
    est = FACTORIES[name]()
    with pytest.raises(ValueError, match=message):
        est.iter_fit(bad)   # not next(): the error comes before any step is computed
