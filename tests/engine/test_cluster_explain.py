"""engine.cluster.explain: the numbers the Clustering view explains are the estimators' own
(the step's labels, centres and responsibilities) and scikit-learn's where it has them."""
import numpy as np
import pytest
from sklearn.cluster import KMeans as SkKMeans
from sklearn.mixture import GaussianMixture as SkGMM

from engine import DataError
from engine.cluster import GaussianMixture, KMeans, KMedoids, SoftKMeans
from engine.cluster.explain import (explain_assignment, explain_gmm, explain_point,
                                    explain_soft, explain_update, least_certain)


@pytest.fixture(scope="module")
def X():
    rng = np.random.default_rng(3)
    return np.vstack([rng.normal(c, 0.6, size=(40, 2)) for c in ((0, 0), (4, 1), (1, 5))])


@pytest.fixture(scope="module")
def kmeans_steps(X):
    return list(KMeans(3, init="random", random_state=1).iter_fit(X, seeding_steps=False))


def test_assignment_is_the_steps_label_with_its_distances(X, kmeans_steps):
    assign = [s for s in kmeans_steps if s.phase == "assign"]
    for step in assign[:3]:
        for i in (0, 57, 119):
            e = explain_point(step, X, i)
            assert e.nearest == step.labels[i]
            assert np.allclose(e.distances, ((X[i] - step.centers) ** 2).sum(axis=1))
            assert e.squared


def test_update_means_are_the_next_steps_centres(X, kmeans_steps):
    pairs = [(a, u) for a, u in zip(kmeans_steps, kmeans_steps[1:])
             if a.phase == "assign" and u.phase == "update"]
    assert len(pairs) >= 2
    for a, u in pairs:
        updates = explain_update(X, a.labels, a.centers)
        assert np.allclose([c.mean for c in updates], u.centers)
        assert sum(c.members.size for c in updates) == len(X)
        assert np.isclose(sum(c.shift for c in updates), u.center_shift)
        for c in updates:
            assert np.all(a.labels[c.members] == c.cluster)
            assert np.allclose(c.mean, X[c.members].mean(axis=0))


def test_update_matches_scikit_learn_one_lloyd_iteration(X):
    start = X[[0, 1, 2]]
    ref = SkKMeans(3, init=start, n_init=1, max_iter=1, algorithm="lloyd").fit(X)
    labels = np.argmin(((X[:, None] - start) ** 2).sum(-1), axis=1)
    assert np.allclose([c.mean for c in explain_update(X, labels, start)], ref.cluster_centers_)


def test_an_empty_cluster_keeps_its_centre_and_says_so(X):
    updates = explain_update(X, np.zeros(len(X), int), [[0, 0], [100, 100]])
    assert updates[1].empty and np.allclose(updates[1].mean, [100, 100])
    assert not updates[0].empty and np.allclose(updates[0].mean, X.mean(axis=0))


def test_kmedoids_distances_are_not_squared(X):
    step = next(iter(KMedoids(3, random_state=0).iter_fit(X)))
    e = explain_point(step, X, 5)
    assert not e.squared and np.allclose(e.distances, np.linalg.norm(X[5] - step.centers, axis=1))
    assert e.nearest == step.labels[5]


def test_soft_responsibilities_are_the_steps_and_predict_probas(X):
    model = SoftKMeans(3, beta=0.7, random_state=0)
    steps = list(model.iter_fit(X))
    e_steps = [s for s in steps if s.phase == "E"]
    for s in e_steps[:3]:
        e = explain_point(s, X, 11, beta=0.7)
        assert np.allclose(e.responsibilities, s.responsibilities[11])
        assert np.allclose(e.logits, -0.7 * e.squared_distances)
    model.fit(X)
    e = explain_soft(X, model.cluster_centers_, 11, 0.7)
    assert np.allclose(e.responsibilities, model.predict_proba(X[11:12])[0])
    # β → ∞ is hard k-means: all the weight on the nearest centre, no overflow
    e = explain_soft(X, model.cluster_centers_, 11, 1e9)
    assert e.responsibilities.max() == pytest.approx(1.0)
    assert e.responsibilities.argmax() == explain_assignment(X, model.cluster_centers_, 11).nearest


@pytest.mark.parametrize("kind", ["full", "diag", "spherical"])
def test_gmm_posteriors_densities_and_likelihood_match_scikit_learn(X, kind):
    ref = SkGMM(3, covariance_type=kind, random_state=0).fit(X)
    post, ll = ref.predict_proba(X), ref.score_samples(X)
    for i in (0, 50, 100):
        e = explain_gmm(X, ref.weights_, ref.means_, ref.covariances_, i)
        assert e.covariance_type == kind
        assert np.allclose(e.posteriors, post[i], atol=1e-10)
        assert e.log_likelihood_term == pytest.approx(ll[i])
        assert np.allclose(e.log_weighted, np.log(ref.weights_) + e.log_densities)
    # the 1-D density against scipy
    from scipy.stats import multivariate_normal
    e = explain_gmm(X, ref.weights_, ref.means_, ref.covariances_, 7)
    cov = {"full": lambda c: c, "diag": np.diag,
           "spherical": lambda c: c * np.eye(2)}[kind](ref.covariances_[1])
    assert e.densities[1] == pytest.approx(multivariate_normal(ref.means_[1], cov).pdf(X[7]))


def test_gmm_e_step_posteriors_are_the_steps_and_sum_to_the_likelihood(X):
    steps = list(GaussianMixture(3, covariance_type="full", random_state=0).iter_fit(X))
    e_steps = [s for s in steps if s.phase == "E"]
    for s in e_steps[:3]:
        terms = [explain_point(s, X, i) for i in range(len(X))]
        assert np.allclose([t.posteriors for t in terms], s.responsibilities)
        assert sum(t.log_likelihood_term for t in terms) == pytest.approx(s.log_likelihood)


def test_owners_and_densities_are_what_the_estimators_predict(X, kmeans_steps):
    from engine.cluster.explain import component_densities, owners
    grid = np.random.default_rng(0).uniform(-2, 6, size=(200, 2))
    step = kmeans_steps[-1]
    nearest = np.argmin(((grid[:, None] - step.centers) ** 2).sum(axis=-1), axis=1)
    assert np.array_equal(owners(step, grid), nearest)
    gmm = GaussianMixture(2, covariance_type="spherical", random_state=0)
    x1 = X[:, :1]
    last = list(gmm.iter_fit(x1))[-1]
    ref = SkGMM(2, covariance_type="spherical").fit(x1)
    ref.weights_, ref.means_, ref.covariances_ = gmm.weights_, gmm.means_, gmm.covariances_
    ref.precisions_cholesky_ = 1 / np.sqrt(gmm.covariances_)
    xs = np.linspace(-2, 6, 50)
    dens = component_densities(last, xs)
    assert np.allclose(np.log(dens.sum(axis=1)), ref.score_samples(xs[:, None]))
    assert np.array_equal(owners(last, xs[:, None]), ref.predict(xs[:, None]))


def test_matched_clusters_pair_each_centre_with_its_nearest_twin():
    from engine.cluster.explain import match_clusters
    ref = np.array([[0.0, 0.0], [5.0, 0.0], [0.0, 5.0]])
    moved = ref[[2, 0, 1]] + 0.1
    order = match_clusters(ref, moved)
    assert np.allclose(moved[order], ref + 0.1)
    labels = np.array([0, 1, 2, 2])                    # labels of `moved`'s clusters
    assert np.array_equal(np.argsort(order)[labels], [2, 0, 1, 1])
    with pytest.raises(DataError, match="same shape"):
        match_clusters(ref, moved[:2])


def test_the_least_certain_point_has_the_largest_entropy():
    r = np.array([[1.0, 0.0, 0.0], [0.5, 0.5, 0.0], [0.4, 0.3, 0.3], [0.9, 0.05, 0.05]])
    assert least_certain(r) == 2
    with pytest.raises(DataError, match="non-negative"):
        least_certain([[-1.0, 2.0]])


def test_bad_requests_say_what_was_wrong(X):
    with pytest.raises(DataError, match="does not exist"):
        explain_assignment(X, X[:3], len(X))
    with pytest.raises(DataError, match=r"\(K, 2\)"):
        explain_assignment(X, [1, 2, 3], 0)
    with pytest.raises(DataError, match="labels"):
        explain_update(X, np.zeros(3, int), X[:3])
    with pytest.raises(DataError, match="0 … 2"):
        explain_update(X, np.full(len(X), 5), X[:3])
    with pytest.raises(DataError, match="β"):
        explain_soft(X, X[:3], 0, -1)
    with pytest.raises(DataError, match="summing to 1"):
        explain_gmm(X, [0.5, 0.6, 0.1], X[:3], np.ones(3), 0)
    with pytest.raises(DataError, match="no covariance type"):
        explain_gmm(X, [0.5, 0.25, 0.25], X[:3], np.ones((3, 5)), 0)
