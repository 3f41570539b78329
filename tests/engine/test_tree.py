"""Decision tree (engine.tree): the step protocol, scikit-learn's DecisionTreeClassifier grown
again (moons, 300 points, depth 4 and more), the candidate thresholds and scores of every split
checked by hand, pruning by depth, and bad input refused at call time."""
import numpy as np
import pytest

from engine import NotFittedError, datasets
from engine.tree import DecisionTree, TreeStep, impurity, split_candidates
from test_protocol import check_step


def sk_tree(X, y, **kw):
    from sklearn.tree import DecisionTreeClassifier
    return DecisionTreeClassifier(random_state=0, **kw).fit(X, y)


def splits_of_sklearn(model):
    t = model.tree_
    return sorted((int(f), float(th)) for f, th in zip(t.feature, t.threshold) if f >= 0)


def splits_of(model):
    return sorted((n.feature, n.threshold) for n in model.nodes_ if not n.is_leaf)


def assert_same_tree(ours, ref, X):
    a, b = splits_of(ours), splits_of_sklearn(ref)
    assert len(a) == len(b)
    assert [f for f, _ in a] == [f for f, _ in b]
    # scikit-learn splits float32 copies of X: midpoints agree to float32 precision
    np.testing.assert_allclose([t for _, t in a], [t for _, t in b], rtol=1e-6, atol=1e-6)
    grid = np.random.default_rng(0).uniform(X.min(0) - 1, X.max(0) + 1, (3000, X.shape[1]))
    np.testing.assert_array_equal(ours.predict(grid), ref.predict(grid))
    np.testing.assert_allclose(ours.predict_proba(X), ref.predict_proba(X), atol=1e-12)
    assert ours.depth_ == ref.get_depth() and ours.n_leaves_ == ref.get_n_leaves()


def ties(steps):
    """True when some node's best split was equalled on another feature (scikit-learn then
    picks among features in a random order, so the trees may differ there; on one feature both
    take the lowest threshold)."""
    return any(len(set(s.candidate_features[np.isclose(s.candidate_scores, s.gain, rtol=0,
                                                       atol=1e-12)])) > 1 for s in steps)


@pytest.mark.parametrize("criterion", ["entropy", "gini"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_same_tree_as_scikit_learn_on_moons_depth_4(criterion, seed):
    X, y = datasets.moons(300, random_state=seed)
    assert not ties(list(DecisionTree(criterion=criterion, max_depth=4).iter_fit(X, y)))
    ours = DecisionTree(criterion=criterion, max_depth=4).fit(X, y)
    assert_same_tree(ours, sk_tree(X, y, criterion=criterion, max_depth=4), X)


@pytest.mark.parametrize("max_depth, min_samples_leaf", [(None, 1), (3, 5), (None, 4)])
def test_same_tree_as_scikit_learn_with_limits_and_three_classes(max_depth, min_samples_leaf):
    X, y = datasets.multi_class(150, n_classes=3, random_state=0)
    for criterion in ("entropy", "gini"):
        ours = DecisionTree(criterion=criterion, max_depth=max_depth,
                            min_samples_leaf=min_samples_leaf).fit(X, y)
        ref = sk_tree(X, y, criterion=criterion, max_depth=max_depth,
                      min_samples_leaf=min_samples_leaf)
        if ties(list(DecisionTree(criterion=criterion, max_depth=max_depth,
                                  min_samples_leaf=min_samples_leaf).iter_fit(X, y))):
            assert ours.score(X, y) == ref.score(X, y)   # tied splits: the trees may differ
            continue
        assert_same_tree(ours, ref, X)


def test_steps_follow_the_protocol_and_grow_one_split_each():
    X, y = datasets.two_class("moons", 200, random_state=0)
    steps = list(DecisionTree(max_depth=3).iter_fit(X, y))
    for s in steps:
        check_step(s)
        assert isinstance(s, TreeStep) and s.phase == "split"
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert [sum(not n.is_leaf for n in s.nodes) for s in steps] == list(range(1, len(steps) + 1))
    assert not any(s.converged for s in steps[:-1])
    assert steps[-1].stopped == "max_depth" and not steps[-1].converged
    depths = [s.depth for s in steps]
    assert depths == sorted(depths)                     # breadth-first: level by level
    imp = [s.leaf_impurity for s in steps]
    assert all(b <= a + 1e-12 for a, b in zip(imp, imp[1:]))
    full = list(DecisionTree().iter_fit(X, y))
    assert full[-1].converged and full[-1].stopped is None and full[-1].accuracy == 1.0


def test_candidates_are_every_midpoint_with_its_information_gain():
    X = np.array([[1.0, 5.0], [2.0, 3.0], [3.0, 4.0], [4.0, 1.0], [4.0, 2.0]])
    y = np.array([0, 0, 1, 1, 1])
    step = next(DecisionTree().iter_fit(X, y))
    H = lambda *c: -sum(p * np.log2(p) for p in np.array(c) / sum(c) if p > 0)  # noqa: E731
    parent = H(2, 3)
    # feature 0: values 1,2,3,4,4 → midpoints 1.5, 2.5, 3.5 (4 and 4 cannot be split)
    f0 = step.candidate_features == 0
    np.testing.assert_allclose(step.candidate_thresholds[f0], [1.5, 2.5, 3.5])
    expected = [parent - 4 / 5 * H(1, 3), parent - 0, parent - 3 / 5 * H(1, 2)]
    np.testing.assert_allclose(step.candidate_scores[f0], expected)
    assert step.feature == 0 and step.threshold == 2.5 and step.gain == pytest.approx(parent)


def test_split_candidates_match_a_loop_over_thresholds():
    rng = np.random.default_rng(3)
    X = rng.normal(size=(40, 3))
    y = rng.integers(0, 3, 40)
    w = rng.uniform(0.1, 1, 40)
    W = (y[:, None] == np.arange(3)) * w[:, None]
    for criterion in ("entropy", "gini", "error"):
        cand = split_candidates(X, W, criterion, min_samples_leaf=2)
        for f, t, s in zip(cand.features, cand.thresholds, cand.scores):
            left = X[:, f] <= t
            assert 2 <= left.sum() <= 38
            wl, wr = W[left].sum(0), W[~left].sum(0)
            want = impurity(W.sum(0), criterion) - (wl.sum() * impurity(wl, criterion)
                                                     + wr.sum() * impurity(wr, criterion)) / w.sum()
            assert s == pytest.approx(want, abs=1e-12)


def test_pruning_by_depth_and_trees_of_past_steps():
    X, y = datasets.two_class("moons", 300, random_state=0)
    Xv, yv = datasets.two_class("moons", 300, random_state=1)
    steps = list(DecisionTree().iter_fit(X, y))
    model = DecisionTree().fit(X, y)
    train = [model.score(X, y, max_depth=d) for d in range(1, model.depth_ + 1)]
    assert train[-1] == 1.0 and all(b >= a for a, b in zip(train, train[1:]))
    for d in (1, 2, 3):
        cut = DecisionTree(max_depth=d).fit(X, y)
        np.testing.assert_array_equal(cut.predict(Xv), model.predict(Xv, max_depth=d))
    np.testing.assert_array_equal(model.predict(Xv, step=steps[-1]), model.predict(Xv))
    curve = model.accuracy_by_depth(X, y)
    np.testing.assert_allclose(curve[1:], train)
    assert curve[0] == pytest.approx(0.5)            # the root alone: the majority class
    val = model.accuracy_by_depth(Xv, yv)
    assert val.shape == curve.shape and val.max() > 0.9
    assert model.predict(Xv, step=steps[0]).shape == (300,)


def test_a_pure_root_gives_one_converged_leaf_step():
    X = np.array([[0.0, 1.0], [1.0, 2.0], [2.0, 0.0]])
    steps = list(DecisionTree().iter_fit(X, [1, 1, 2]))
    assert steps[-1].converged
    steps = list(DecisionTree().iter_fit([[1.0], [1.0], [1.0]], [0, 1, 0]))
    assert len(steps) == 1 and steps[0].phase == "leaf" and steps[0].converged
    check_step(steps[0])


def test_fit_equals_last_step_and_replays():
    X, y = datasets.two_class("circles", 120, random_state=0)
    a = list(DecisionTree(criterion="gini").iter_fit(X, y))
    b = list(DecisionTree(criterion="gini").iter_fit(X, y))
    assert [s.objective for s in a] == [s.objective for s in b]
    fitted = DecisionTree(criterion="gini").fit(X, y).nodes_
    assert [(n.feature, n.threshold, n.left, list(n.counts)) for n in fitted] == \
        [(n.feature, n.threshold, n.left, list(n.counts)) for n in a[-1].nodes]


@pytest.mark.parametrize("params", [dict(criterion="log_loss"), dict(max_depth=0),
                                    dict(min_samples_leaf=0), dict(max_depth=2.5)])
def test_bad_parameters_refused_at_call(params):
    with pytest.raises(ValueError):
        DecisionTree(**params).iter_fit([[0.0], [1.0]], [0, 1])


@pytest.mark.parametrize("X, y, message", [
    (np.arange(4.0), [0, 1, 0, 1], "2-D"),
    ([[0.0], [np.inf], [1.0]], [0, 1, 0], "NaN"),
    ([[0.0], [1.0]], [0, 0], "two classes"),
    ([[0.0], [1.0]], [0, 1, 1], "labels"),
])
def test_bad_data_refused_at_call(X, y, message):
    with pytest.raises(ValueError, match=message):
        DecisionTree().iter_fit(X, y)


def test_unfitted_tree_raises():
    with pytest.raises(NotFittedError):
        DecisionTree().predict([[0.0, 1.0]])


def test_pruning_curve_holds_out_rows_and_scores_each_depth():
    from engine.tree import pruning_curve
    X, y = datasets.two_class("overlapping", 200, random_state=0)
    c = pruning_curve(X, y, validation=0.3, random_state=1)
    assert len(c.validation_index) == 60 and len(c.train_index) == 140
    assert not set(c.train_index) & set(c.validation_index)
    ref = DecisionTree().fit(X[c.train_index], y[c.train_index])
    for d in (0, 1, c.depths[-1]):
        assert c.train[d] == ref.score(X[c.train_index], y[c.train_index], max_depth=d)
        assert c.validation[d] == ref.score(X[c.validation_index], y[c.validation_index],
                                            max_depth=d)
    assert c.train[-1] == 1.0                       # a full tree fits its training rows
    assert c.validation[c.best_depth] == c.validation.max()
    assert c.validation[-1] < 1.0 and c.best_depth < c.depths[-1]   # overlapping: prune
    with pytest.raises(ValueError, match="too few"):
        pruning_curve(X[[0, 1, 198]], y[[0, 1, 198]], validation=0.5)
