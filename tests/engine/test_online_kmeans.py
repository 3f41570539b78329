"""Online k-means: each step moves one centre by η towards one point (checked against a plain
reference loop), MacQueen's η = 1/n_k keeps running means, and the run ends near k-means."""
import numpy as np
import pytest
from sklearn.cluster import KMeans as SkKMeans

from engine import datasets
from engine.cluster import OnlineKMeans

X, _ = datasets.make("blobs", 120, random_state=0)


def reference(X, centers, order, eta=None):
    """μ_k ← μ_k + η (x − μ_k) for the nearest k, one point after another."""
    centers = centers.copy()
    counts = np.zeros(len(centers))
    for i in order:
        k = int(np.argmin(((centers - X[i]) ** 2).sum(axis=1)))
        counts[k] += 1
        step = 1 / counts[k] if eta is None else eta
        centers[k] = centers[k] + step * (X[i] - centers[k])
    return centers


@pytest.mark.parametrize("eta", [None, 0.1])
def test_each_step_moves_the_nearest_centre_by_eta(eta):
    init = X[:3].copy()
    steps = list(OnlineKMeans(3, learning_rate=eta, init=init, shuffle=False,
                              max_iter=1).iter_fit(X))
    assert len(steps) == len(X)
    prev = init
    for s in steps:
        nearest = int(np.argmin(((prev - s.x) ** 2).sum(axis=1)))
        assert s.center == nearest
        np.testing.assert_allclose(s.old_center, prev[nearest])
        np.testing.assert_allclose(s.centers[nearest],
                                   prev[nearest] + s.eta * (s.x - prev[nearest]))
        others = np.arange(3) != nearest
        np.testing.assert_array_equal(s.centers[others], prev[others])
        assert s.sample_cost == pytest.approx(((s.x - prev[nearest]) ** 2).sum())
        prev = s.centers
    np.testing.assert_allclose(steps[-1].centers, reference(X, init, range(len(X)), eta))
    assert steps[-1].stopped == "max_iter"


def test_macqueen_step_sizes_keep_the_running_mean():
    model = OnlineKMeans(1, init=X[:1], shuffle=False, max_iter=1).fit(X)
    np.testing.assert_allclose(model.cluster_centers_[0], X.mean(axis=0), atol=1e-12)


def test_online_kmeans_ends_near_the_batch_solution():
    # (random_state=0 starts two centres in one blob: a local minimum, as batch k-means can)
    model = OnlineKMeans(3, learning_rate=None, max_iter=50, random_state=3).fit(X)
    assert model.converged_
    ref = SkKMeans(3, n_init=10, random_state=0).fit(X)
    d = np.sqrt(((model.cluster_centers_[:, None] - ref.cluster_centers_[None]) ** 2).sum(-1))
    assert d.min(axis=1).max() < 0.5
    assert model.inertia_ <= 1.05 * ref.inertia_
    np.testing.assert_array_equal(model.predict(X), model.labels_)
    # a fixed step size keeps the centres jittering by about η: near, but never converged
    fixed = OnlineKMeans(3, learning_rate=0.05, max_iter=30, random_state=3).fit(X)
    assert not fixed.converged_ and fixed.inertia_ <= 1.05 * ref.inertia_


def test_bad_parameters_are_refused():
    with pytest.raises(ValueError):
        OnlineKMeans(3, learning_rate=1.5).iter_fit(X)
    with pytest.raises(ValueError):
        OnlineKMeans(3, init="k-means++").iter_fit(X)
    with pytest.raises(ValueError, match="number of points"):
        OnlineKMeans(500).iter_fit(X)
