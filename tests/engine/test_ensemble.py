"""AdaBoost with decision stumps (engine.ensemble): the step protocol, scikit-learn's
AdaBoostClassifier(DecisionTreeClassifier(max_depth=1)) (SAMME, its only algorithm in 1.6+)
round for round — same stumps and ε, SAMME's weight = 2α — the textbook update checked by hand on
a small example, the exponential loss identity Π 2√(ε(1−ε)), and bad input refused at call time."""
import numpy as np
import pytest

from engine import NotFittedError, datasets
from engine.ensemble import AdaBoost, AdaBoostStep
from test_protocol import check_step


def tied_rounds(X, y, n_estimators):
    """Rounds whose two best stumps score the same (up to rounding): scikit-learn's choice
    there depends on its rounding and feature order."""
    from engine.tree import split_candidates
    count = 0
    for s in AdaBoost(n_estimators=n_estimators).iter_fit(X, y):
        W = np.column_stack([y < 0, y > 0]) * s.weights_before[:, None]
        top = np.sort(split_candidates(X, W, "gini").scores)[-2:]
        count += top[1] - top[0] < 1e-12
    return count


@pytest.mark.parametrize("name, seed", [("moons", 0), ("overlapping", 0), ("xor", 0),
                                        ("circles", 1), ("moons", 2)])
def test_equals_scikit_learn_samme_on_binary_data(name, seed):
    from sklearn.ensemble import AdaBoostClassifier
    from sklearn.tree import DecisionTreeClassifier
    X, y = datasets.two_class(name, 200, random_state=seed)
    assert not tied_rounds(X, y, 40)
    y = np.where(y > 0, "pos", "neg")
    ref = AdaBoostClassifier(DecisionTreeClassifier(max_depth=1), n_estimators=40,
                             random_state=0).fit(X, y)
    ours = AdaBoost(n_estimators=40, criterion="gini").fit(X, y)
    T = len(ref.estimators_)
    assert T == len(ours.estimators_) == 40
    for est, stump in zip(ref.estimators_, ours.estimators_):
        assert est.tree_.feature[0] == stump.feature
        assert est.tree_.threshold[0] == pytest.approx(stump.threshold, abs=1e-6)
        # the leaves' labels: left child is node 1, right child node 2
        left, right = (ref.classes_[est.tree_.value[k, 0].argmax()] for k in (1, 2))
        assert (left, right) == tuple(ours.classes_[(np.array([stump.left, stump.right]) > 0)
                                                    .astype(int)])
    np.testing.assert_allclose(ref.estimator_errors_, ours.estimator_errors_, atol=1e-12)
    np.testing.assert_allclose(ref.estimator_weights_, 2 * np.array(ours.estimator_weights_),
                               rtol=1e-10)
    grid = np.random.default_rng(1).uniform(-4, 4, (2000, 2))
    np.testing.assert_array_equal(ref.predict(grid), ours.predict(grid))


def test_the_textbook_update_by_hand():
    # 1-D, five points; with uniform weights the best stump is x ≤ 2.5 → −1 (one mistake: x=4)
    X = np.array([[1.0], [2.0], [3.0], [4.0], [5.0]])
    y = np.array([-1, -1, 1, -1, 1])
    step = next(AdaBoost(n_estimators=3, criterion="error").iter_fit(X, y))
    assert (step.feature, step.threshold) == (0, 2.5)
    assert (step.stump.left, step.stump.right, step.polarity) == (-1, 1, 1)
    assert step.epsilon == pytest.approx(0.2)
    assert step.alpha == pytest.approx(0.5 * np.log(0.8 / 0.2))        # = ln 2
    # mistakes scaled by e^α = 2, hits by e^−α = ½, then normalised: the mistake weighs ½
    np.testing.assert_allclose(step.weights, [1 / 8, 1 / 8, 1 / 8, 1 / 2, 1 / 8])
    assert step.train_error == pytest.approx(0.2)
    assert step.exp_loss == pytest.approx(np.mean(np.exp(-y * np.log(2) * np.sign(X[:, 0] - 2.5))))
    assert step.exp_loss == pytest.approx(2 * np.sqrt(0.2 * 0.8))


@pytest.mark.parametrize("criterion", ["error", "gini"])
def test_steps_follow_the_protocol_and_the_loss_identity(criterion):
    X, y = datasets.two_class("moons", 150, random_state=0)
    steps = list(AdaBoost(n_estimators=25, criterion=criterion).iter_fit(X, y))
    assert len(steps) == 25
    prod = 1.0
    for t, s in enumerate(steps, 1):
        check_step(s)
        assert isinstance(s, AdaBoostStep) and s.iteration == t and s.phase == "round"
        assert s.weights.sum() == pytest.approx(1) and s.weights_before.sum() == pytest.approx(1)
        assert 0 < s.epsilon < 0.5 and s.alpha > 0
        prod *= 2 * np.sqrt(s.epsilon * (1 - s.epsilon))
        assert s.exp_loss == pytest.approx(prod)                # (1/N) Σ e^{−yF} = Π Z_t
        assert s.train_error <= s.exp_loss + 1e-12
        # the stump shown is the one that earned α: its error under the weights it was chosen on
        wrong = s.stump.predict(X) != y
        assert s.weights_before[wrong].sum() == pytest.approx(s.epsilon)
    assert not any(s.converged for s in steps)
    assert steps[-1].stopped == "n_estimators" and all(s.stopped is None for s in steps[:-1])
    # the notes' stump minimises the weighted error itself
    if criterion == "error":
        from engine.tree import split_candidates
        s = steps[3]
        Y = np.column_stack([y < 0, y > 0]) * s.weights_before[:, None]
        cand = split_candidates(X, Y, "error")
        # ε = the weighted error of the best leaf-majority stump = parent error − largest ΔI
        assert s.epsilon == pytest.approx((1 - Y.sum(0).max()) - cand.scores.max())


def test_a_perfect_stump_converges():
    X = np.array([[0.0, 5.0], [1.0, 3.0], [2.0, 1.0], [3.0, 0.0]])
    steps = list(AdaBoost(n_estimators=10).iter_fit(X, ["a", "a", "b", "b"]))
    assert len(steps) == 1 and steps[0].converged and steps[0].epsilon == 0
    assert np.isfinite(steps[0].alpha) and steps[0].train_error == 0


def test_fit_equals_last_step_and_replays():
    X, y = datasets.two_class("xor", 120, random_state=2)
    steps = list(AdaBoost(n_estimators=15).iter_fit(X, y))
    model = AdaBoost(n_estimators=15).fit(X, y)
    np.testing.assert_array_equal(model.sample_weights_, steps[-1].weights)
    assert [s.objective for s in AdaBoost(n_estimators=15).iter_fit(X, y)] == \
        [s.objective for s in steps]
    F = model.decision_function(X)
    assert np.mean(np.exp(-y * F)) == pytest.approx(steps[-1].exp_loss)
    assert model.score(X, y) == pytest.approx(1 - steps[-1].train_error)
    # the combined classifier after t rounds
    assert np.mean(model.predict(X, n_estimators=5) != y) == pytest.approx(steps[4].train_error)


@pytest.mark.parametrize("params", [dict(n_estimators=0), dict(n_estimators=1.5),
                                    dict(criterion="entropy")])
def test_bad_parameters_refused_at_call(params):
    with pytest.raises(ValueError):
        AdaBoost(**params).iter_fit([[0.0], [1.0]], [0, 1])


@pytest.mark.parametrize("X, y, message", [
    (np.arange(4.0), [0, 1, 0, 1], "2-D"),
    ([[0.0], [np.nan], [1.0]], [0, 1, 0], "NaN"),
    ([[0.0], [1.0], [2.0]], [0, 1, 2], "two classes"),
    ([[1.0, 2.0], [1.0, 2.0]], [0, 1], "same coordinates"),
])
def test_bad_data_refused_at_call(X, y, message):
    with pytest.raises(ValueError, match=message):
        AdaBoost().iter_fit(X, y)


def test_unfitted_model_raises():
    with pytest.raises(NotFittedError):
        AdaBoost().predict([[0.0, 1.0]])


# -- every model of the 2-D lab: any small input gives a result or Trellis's own error ----------

from hypothesis import given, strategies as st  # noqa: E402
from hypothesis.extra.numpy import arrays  # noqa: E402

from engine import DataError  # noqa: E402
from engine.neural import MLPClassifier, Perceptron  # noqa: E402
from engine.tree import DecisionTree  # noqa: E402

MODELS = {
    "perceptron": lambda: Perceptron(max_epochs=5),
    "averaged": lambda: Perceptron(max_epochs=5, averaged=True, shuffle=True, random_state=0),
    "mlp": lambda: MLPClassifier(hidden_layer_sizes=(3,), max_iter=5, random_state=0),
    "adaboost": lambda: AdaBoost(n_estimators=5),
    "adaboost-error": lambda: AdaBoost(n_estimators=5, criterion="error"),
    "tree": lambda: DecisionTree(max_depth=3),
}


@given(X=arrays(np.float64, st.tuples(st.integers(1, 12), st.integers(1, 3)),
                elements=st.one_of(st.floats(-1e6, 1e6), st.sampled_from([0.0, 1.0, np.nan]))),
       labels=st.lists(st.integers(0, 2), min_size=1, max_size=12),
       name=st.sampled_from(sorted(MODELS)))
def test_any_small_input_gives_a_model_or_a_data_error(X, labels, name):
    y = np.resize(np.array(labels), len(X))
    model = MODELS[name]()
    try:
        steps = list(model.iter_fit(X, y))
    except (DataError, ValueError):
        return
    assert steps
    for s in steps:
        check_step(s)
    last = steps[-1]
    assert last.converged or last.stopped is not None
    pred = model.predict(X)
    assert pred.shape == (len(X),) and set(pred) <= set(y)


def test_a_first_stump_no_better_than_chance_stops_the_run():
    X, y = np.array([[0.0], [0.0], [1.0], [1.0]]), np.array([0, 1, 0, 1])
    model = AdaBoost(n_estimators=3)
    steps = list(model.iter_fit(X, y))
    assert len(steps) == 1 and steps[0].stopped == "no_better_than_chance"
    assert steps[0].epsilon == 0.5 and not steps[0].converged and steps[0].stump is None
    check_step(steps[0])
    np.testing.assert_array_equal(model.predict(X), [0, 0, 0, 0])   # F = 0 → classes_[0]
    assert steps[0].train_error == 0.5


def test_cross_val_accuracy_equals_scikit_learn_on_the_same_folds():
    from sklearn.tree import DecisionTreeClassifier
    from engine.ensemble import cross_val_accuracy
    from engine.ensemble.resample import _stratified_folds
    from engine.tree import DecisionTree
    X, y = datasets.two_class("moons", 100, random_state=0)
    ours = cross_val_accuracy(lambda: DecisionTree(max_depth=3), X, y, k=5, random_state=2)
    fold = _stratified_folds(y, 5, np.random.default_rng(2))
    assert all(abs(np.sum(y[fold == j] == 1) - 10) <= 1 for j in range(5))   # stratified
    for j in range(5):
        test = fold == j
        ref = DecisionTreeClassifier(max_depth=3, criterion="entropy", random_state=0)
        ref.fit(X[~test], y[~test])
        assert ours[j] == np.mean(ref.predict(X[test]) == y[test])
    with pytest.raises(ValueError, match="at least 5 points"):
        cross_val_accuracy(lambda: DecisionTree(), X[[0, 1, 50, 51, 52, 53]],
                           y[[0, 1, 50, 51, 52, 53]], k=5)


def test_bootstrap_predictions_vary_more_for_a_deep_tree_than_a_line():
    from engine.ensemble import bootstrap_predictions
    from engine.linear import LogisticRegression
    from engine.tree import DecisionTree
    X, y = datasets.two_class("overlapping", 120, random_state=0)
    G = np.random.default_rng(0).uniform(-4, 4, (2000, 2))
    deep = bootstrap_predictions(lambda: DecisionTree(), X, y, G, n_sets=6, random_state=1)
    line = bootstrap_predictions(lambda: LogisticRegression(), X, y, G, n_sets=6,
                                 random_state=1)
    assert deep.shape == line.shape == (6, 2000)
    disagree = lambda P: np.mean(P != np.sign(P.sum(0) + 1e-9))   # noqa: E731
    assert disagree(deep) > 2 * disagree(line)
    again = bootstrap_predictions(lambda: DecisionTree(), X, y, G, n_sets=6, random_state=1)
    np.testing.assert_array_equal(deep, again)
