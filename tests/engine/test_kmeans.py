"""k-means against scikit-learn's Lloyd k-means, and the properties the notes state."""
import numpy as np
import pytest
from sklearn.cluster import KMeans as SkKMeans

from engine.cluster import KMeans, SeedingStep, kmeans_plusplus


@pytest.mark.parametrize("n, d, k, seed", [(300, 2, 3, 0), (500, 5, 8, 1), (2000, 50, 16, 2),
                                           (400, 2, 6, 3)])
def test_same_result_as_sklearn_from_same_centres(n, d, k, seed):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)) + rng.integers(0, 4, size=(n, 1)) * 3
    init = X[rng.choice(n, k, replace=False)]
    ours = KMeans(k, init=init, max_iter=300).fit(X)
    ref = SkKMeans(k, init=init, n_init=1, algorithm="lloyd", max_iter=300).fit(X)
    np.testing.assert_allclose(ours.cluster_centers_, ref.cluster_centers_, atol=1e-9)
    np.testing.assert_array_equal(ours.labels_, ref.labels_)
    assert ours.inertia_ == pytest.approx(ref.inertia_, rel=1e-9)
    assert ours.n_iter_ == ref.n_iter_


def test_same_as_sklearn_when_a_cluster_empties():
    # two initial centres far away from all data: after the first assignment one is empty
    X = np.r_[np.zeros((5, 2)), np.ones((5, 2)) * 10, [[5.0, 5.0]]]
    init = np.array([[0.0, 0.0], [100.0, 100.0], [10.0, 10.0]])
    ours = KMeans(3, init=init).fit(X)
    ref = SkKMeans(3, init=init, n_init=1, algorithm="lloyd").fit(X)
    np.testing.assert_allclose(ours.cluster_centers_, ref.cluster_centers_)
    assert ours.inertia_ == pytest.approx(ref.inertia_)


def test_cost_never_increases_between_phases(blobs):
    steps = [s for s in KMeans(5, init="random", random_state=3).iter_fit(blobs)]
    costs = np.array([s.inertia for s in steps])
    assert np.all(np.diff(costs) <= 1e-9 * costs[0])


def test_assign_then_update_alternate(blobs):
    phases = [s.phase for s in KMeans(3, random_state=0).iter_fit(blobs)]
    assert phases[0] == "assign"
    # every update is followed by an assign; the run ends on an assign (labels match centres)
    assert all(b == "assign" for a, b in zip(phases, phases[1:]) if a == "update")
    assert phases[-1] == "assign"


def test_update_moves_centres_to_cluster_means(blobs):
    steps = list(KMeans(3, random_state=0).iter_fit(blobs))
    update = next(s for s in steps if s.phase == "update")
    for k in range(3):
        np.testing.assert_allclose(update.centers[k], blobs[update.labels == k].mean(axis=0))


def test_kmeans_plusplus_probabilities_are_d2_weights(blobs):
    seeds = [s for s in KMeans(3, random_state=5).iter_fit(blobs, seeding_steps=True)
             if isinstance(s, SeedingStep)]
    assert [s.pick for s in seeds] == [1, 2, 3]
    assert seeds[0].probabilities is None
    second = seeds[1]
    d2 = ((blobs - blobs[seeds[0].chosen]) ** 2).sum(axis=1)
    np.testing.assert_allclose(second.probabilities, d2 / d2.sum(), rtol=1e-5, atol=1e-9)
    assert second.probabilities[seeds[0].chosen] == 0  # a chosen point is never chosen again
    centers, idx = kmeans_plusplus(blobs, 3, random_state=5)
    np.testing.assert_array_equal(idx, [s.chosen for s in seeds])


def test_restarts_keep_the_best(blobs):
    single = [KMeans(6, init="random", random_state=s).fit(blobs).inertia_ for s in range(5)]
    best = KMeans(6, init="random", n_init=10, random_state=0)
    steps = list(best.iter_fit(blobs))
    assert steps[-1].phase == "best"
    ends = {s.restart: s for s in steps if s.phase == "assign"}        # each restart's last
    restart_costs = [s.inertia for s in ends.values()]
    assert len(ends) == 10 and not any(s.converged for s in steps[:-1])  # only the run's end
    assert best.fit(blobs).inertia_ == pytest.approx(min(restart_costs))
    assert best.inertia_ <= max(single)


def test_identical_points_do_not_break_it():
    X = np.ones((20, 2))
    model = KMeans(3, random_state=0).fit(X)
    assert model.inertia_ == pytest.approx(0.0)
    np.testing.assert_allclose(model.cluster_centers_, 1.0)


def test_predict_nearest_centre(blobs):
    model = KMeans(3, random_state=0).fit(blobs)
    np.testing.assert_array_equal(model.predict(blobs), model.labels_)
    with pytest.raises(ValueError, match="features"):
        model.predict(np.zeros((2, 3)))


def test_recovers_three_separated_blobs(blobs):
    y = np.repeat([0, 1, 2], 100)
    labels = KMeans(3, n_init=5, random_state=0).fit(blobs).labels_
    # the partition equals the truth up to renaming the clusters
    assert len(set(zip(labels.tolist(), y.tolist()))) == 3


@pytest.mark.parametrize("kwargs, message", [
    ({"init": "farthest"}, "init must be one of"),
    ({"init": np.zeros((2, 2))}, "shape"),
    ({"max_iter": 0}, "max_iter"),
    ({"n_init": 0}, "n_init"),
    ({"tol": -1.0}, "tol"),
])
def test_bad_parameters_have_clear_messages(blobs, kwargs, message):
    with pytest.raises(ValueError, match=message):
        KMeans(3, **kwargs).iter_fit(blobs)


@pytest.mark.parametrize("n, d, k, seed", [(20000, 2, 8, 4), (6000, 20, 40, 5)])
def test_pruned_assignments_equal_sklearn_over_a_long_run(n, d, k, seed):
    # long enough that the distance bounds skip most points (the pruning must not change a
    # label) and the per-cluster sums are updated incrementally between full recounts
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)) + rng.integers(0, 6, size=(n, 1)) * 2.0 + 1e3
    init = X[rng.choice(n, k, replace=False)]
    steps = list(KMeans(k, init=init, max_iter=300, tol=0).iter_fit(X))
    ref = SkKMeans(k, init=init, n_init=1, algorithm="lloyd", max_iter=300, tol=0).fit(X)
    last = steps[-1]
    assert last.iteration == ref.n_iter_ > 16
    np.testing.assert_array_equal(last.labels, ref.labels_)
    np.testing.assert_allclose(last.centers, ref.cluster_centers_, atol=1e-9)
    assert last.inertia == pytest.approx(ref.inertia_, rel=1e-9)
    # every assign step's labels are the nearest centres of that step's centres
    for s in steps[::7]:
        if s.phase == "assign":
            d2 = ((X[:, None, :] - s.centers[None]) ** 2).sum(axis=2)
            np.testing.assert_array_equal(s.labels, d2.argmin(axis=1))


@pytest.mark.parametrize("d, k", [(2, 8), (2, 2), (3, 23), (30, 40)])
def test_float32_screening_gives_the_float64_labels_on_near_ties(d, k):
    # the float32 pass must hand every close call to float64: equidistant grid points and
    # centres that differ by 1e-9 are all decided exactly as the float64 pass decides them
    from engine.cluster._common import nearest_two, nearest_two_screened

    rng = np.random.default_rng(d)
    grid = rng.integers(-5, 6, size=(3000, d)).astype(float) / 5
    C = rng.integers(-5, 6, size=(k, d)) / 5 + 0.1
    C[1] = C[0] + 1e-9                                  # a near-duplicate centre
    X = np.r_[grid, C + 1e-12, rng.normal(size=(500, d)) * 0.3]
    x_sq = np.einsum("ij,ij->i", X, X)
    X32 = np.column_stack([X, np.ones(len(X))]).astype(np.float32)
    lab, best_hi, second_lo = nearest_two_screened(X32, X, C, x_sq, np.sqrt(x_sq))
    ref, best, second = nearest_two(X, C, x_sq)
    np.testing.assert_array_equal(lab, ref)
    d2 = ((X[:, None, :] - C[None]) ** 2).sum(axis=2)
    d2.sort(axis=1)
    assert np.all(best_hi >= d2[:, 0] - 1e-12) and np.all(second_lo <= d2[:, 1] + 1e-12)


@pytest.mark.parametrize("d, k", [(2, 8), (2, 2), (3, 23), (8, 5), (1, 1)])
def test_packed_assignment_gives_the_nearest_centre_and_the_first_of_ties(d, k):
    # the label rides in the low bits of each distance: it must never pick a centre that is
    # farther by more than rounding, and exact ties (grid points midway) go to the first centre
    from engine.cluster._common import augmented_rows, nearest_packed

    rng = np.random.default_rng(d + k)
    grid = rng.integers(-5, 6, size=(3000, d)).astype(float) / 5
    C = rng.integers(-5, 6, size=(k, d)) / 5 + 0.1
    X = np.r_[grid, C, C + 1e-9, rng.normal(size=(40_000, d)) * 0.3]   # > one block
    x_sq = np.einsum("ij,ij->i", X, X)
    lab = nearest_packed(augmented_rows(X, x_sq), C)
    d2 = ((X[:, None, :] - C[None]) ** 2).sum(axis=2)
    mine = d2[np.arange(len(X)), lab]
    assert np.all(mine <= d2.min(axis=1) + 1e-12)
    clear = np.sort(d2, axis=1)[:, 1] - d2.min(axis=1) > 1e-9 if k > 1 else np.ones(len(X), bool)
    np.testing.assert_array_equal(lab[clear], d2.argmin(axis=1)[clear])
    np.testing.assert_array_equal(nearest_packed(augmented_rows(X[:5], x_sq[:5]),
                                                 np.zeros((k, d))), np.zeros(5))


def test_center_shift_is_in_the_data_units():
    """Σ‖Δμ‖² of each update step is measured on the centres the steps report (data units),
    not on the standardised copy k-means works on."""
    rng = np.random.default_rng(3)
    X = np.vstack([rng.normal((0, 0), 1, (30, 2)), rng.normal((8, 3), 1, (30, 2))]) * 50 + 1000
    steps = list(KMeans(2, init="random", n_init=1, random_state=0).iter_fit(X))
    updates = [(i, s) for i, s in enumerate(steps) if s.phase == "update"]
    assert updates
    for i, s in updates:
        moved = ((s.centers - steps[i - 1].centers) ** 2).sum()
        assert s.center_shift == pytest.approx(moved, rel=1e-9)
    assert updates[0][1].center_shift > 1.0       # the first update moves by tens of units


@pytest.mark.parametrize("d, k", [(2, 6), (3, 30)])    # the packed path and the bounds path
def test_kept_steps_stay_as_they_were_yielded(d, k):
    """Steps hand their labels over without copies: a history kept while the run goes on must
    not change, and every step's inertia is J of its own labels and centres (the per-cluster
    sums moved point by point over > 16 iterations, with a full recount between, never drift)."""
    rng = np.random.default_rng(d)
    X = rng.normal(size=(3000, d)) + rng.integers(0, 6, size=(3000, 1)) * 1.5 + 100
    init = X[:k] + 0.5
    seen, steps = [], []
    for s in KMeans(k, init=init, max_iter=300, tol=0).iter_fit(X):
        steps.append(s)
        seen.append((s.labels.copy(), s.centers.copy()))
    assert steps[-1].iteration > 16 and steps[-1].converged
    changed = [s.n_changed for s in steps if s.phase == "assign"]
    assert max(changed[1:]) > 0              # the labels did move after the first assignment
    for s, (labels, centers) in zip(steps, seen):
        np.testing.assert_array_equal(s.labels, labels)
        np.testing.assert_array_equal(s.centers, centers)
        assert not s.labels.flags.writeable and not s.centers.flags.writeable
        cost = ((X - s.centers[s.labels]) ** 2).sum()
        assert s.inertia == pytest.approx(cost, rel=1e-9)


def test_moved_points_update_the_sums_as_a_recount_would():
    from engine.cluster._common import augmented_rows, cluster_sums
    from engine.cluster.kmeans_assign import move_points

    rng = np.random.default_rng(7)
    X = rng.normal(size=(500, 3))
    x_sq = np.einsum("ij,ij->i", X, X)
    old = rng.integers(0, 5, 500)
    new = np.where(rng.random(500) < 0.3, rng.integers(0, 5, 500), old)
    moved = np.flatnonzero(new != old)
    rows = np.take(augmented_rows(X, x_sq), moved, axis=1)
    sums, counts = cluster_sums(X, old, 5)
    stats = (sums, counts, np.bincount(old, weights=x_sq, minlength=5))
    move_points(stats, rows, old[moved], new[moved])
    ref_sums, ref_counts = cluster_sums(X, new, 5)
    np.testing.assert_allclose(stats[0], ref_sums, atol=1e-12)
    np.testing.assert_array_equal(stats[1], ref_counts)
    np.testing.assert_allclose(stats[2], np.bincount(new, weights=x_sq, minlength=5), rtol=1e-12)
    two = cluster_sums(X, old, 5)                   # without the ||x||^2 row: sums and counts
    move_points(two, rows[:-1], old[moved], new[moved])
    np.testing.assert_allclose(two[0], ref_sums, atol=1e-12)
