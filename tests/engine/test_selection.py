"""Choosing a model: splits and stratified folds against scikit-learn, cross-validation equal to
cross_val_score for a deterministic model on the same folds, validation curves, grid search,
nested CV, learning curves; each a job (Progress, then a frozen result) refusing bad input when
called."""
import dataclasses

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sklearn.model_selection import StratifiedKFold, cross_val_score
from sklearn.naive_bayes import MultinomialNB as SkMultinomialNB

from engine import DataError, Progress, run_job
from engine.linear import LogisticRegression
from engine.selection import (
    CVScores,
    Folds,
    GridSearch,
    LearningCurve,
    NestedCV,
    ValidationCurve,
    cross_val_scores,
    grid_search,
    iter_cross_val_scores,
    iter_grid_search,
    iter_learning_curve,
    iter_nested_cv,
    iter_validation_curve,
    kfold_indices,
    learning_curve,
    nested_cv,
    split_class_counts,
    stratified_order,
    train_validation_test_split,
    validation_curve,
)
from engine.spam import MultinomialNB


def counts_data(n=150, seed=0):
    rng = np.random.default_rng(seed)
    y = np.array(["ham", "news", "spam"])[rng.integers(0, 3, n)]
    X = rng.poisson(1.0, (n, 20)).astype(float)
    X[:, :3] += 2 * (y[:, None] == np.array(["ham", "news", "spam"]))
    return X, y


def test_three_way_split_is_stratified_disjoint_and_complete():
    y = np.repeat(["a", "b", "c"], [50, 30, 20])
    s = train_validation_test_split(y, validation_size=0.2, test_size=0.3, seed=4)
    rows = np.concatenate([s.train, s.validation, s.test])
    assert sorted(rows) == list(range(100))
    assert s.sizes == (50, 20, 30)
    for part, share in [(s.train, 0.5), (s.validation, 0.2), (s.test, 0.3)]:
        for c, n in [("a", 50), ("b", 30), ("c", 20)]:
            assert abs((y[part] == c).sum() - share * n) <= 1
    again = train_validation_test_split(y, validation_size=0.2, test_size=0.3, seed=4)
    assert all(np.array_equal(a, b) for a, b in zip(dataclasses.astuple(s),
                                                    dataclasses.astuple(again)))
    plain = train_validation_test_split(y, validation_size=0, test_size=0.25)
    assert len(plain.validation) == 0 and len(plain.test) == 25


@pytest.mark.parametrize("k", [2, 3, 5, 10])
def test_stratified_folds_keep_the_class_proportions_like_scikit_learn(k):
    rng = np.random.default_rng(k)
    y = rng.choice(["ham", "spam", "news", "personal"], size=203, p=[0.5, 0.2, 0.2, 0.1])
    ours = kfold_indices(y, k, seed=1)
    assert isinstance(ours, Folds) and len(ours) == k
    theirs = list(StratifiedKFold(k, shuffle=True, random_state=1).split(np.zeros(len(y)), y))
    classes = np.unique(y)
    tested = np.concatenate([test for _, test in ours])
    assert sorted(tested) == list(range(len(y)))           # every sample tested once
    for (train, test), (_, sk_test) in zip(ours, theirs):
        assert len(np.intersect1d(train, test)) == 0 and len(train) + len(test) == len(y)
        assert abs(len(test) - len(sk_test)) <= 1
        for c in classes:                                  # per-class counts as sklearn's
            whole = (y == c).sum() / k
            assert abs((y[test] == c).sum() - whole) < 1
            assert abs((y[test] == c).sum() - (y[sk_test] == c).sum()) <= 1
    sizes = [len(test) for _, test in ours]
    assert max(sizes) - min(sizes) <= 1


def test_cross_val_scores_equal_scikit_learn_on_the_same_folds():
    X, y = counts_data()
    folds = kfold_indices(y, 5, seed=3)
    ours = cross_val_scores(MultinomialNB, X, y, k=folds, params={"alpha": 0.5})
    theirs = cross_val_score(SkMultinomialNB(alpha=0.5), X, y, cv=list(folds))
    np.testing.assert_allclose(ours.test_scores, theirs)
    assert isinstance(ours, CVScores) and abs(ours.mean - theirs.mean()) < 1e-12
    assert abs(ours.std - theirs.std()) < 1e-12
    f1 = cross_val_scores(MultinomialNB, X, y, k=folds, scoring="f1_macro")
    theirs = cross_val_score(SkMultinomialNB(alpha=1.0), X, y, cv=list(folds),
                             scoring="f1_macro")
    np.testing.assert_allclose(f1.test_scores, theirs)


def test_jobs_yield_progress_then_return_a_frozen_result():
    X, y = counts_data()
    job = iter_cross_val_scores(LogisticRegression, X, y, k=3, params={"solver": "gd",
                                                                        "max_iter": 50})
    items = []
    try:
        while True:
            items.append(next(job))
    except StopIteration as stop:
        result = stop.value
    assert items and all(isinstance(p, Progress) for p in items)
    assert items[-1].done == items[-1].total == 3
    assert all(a.done <= b.done for a, b in zip(items, items[1:]))
    assert isinstance(result, CVScores)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.scoring = "x"


def test_validation_curve_against_alpha_on_a_log_axis():
    X, y = counts_data()
    alphas = [0.001, 0.01, 0.1, 1.0, 10.0, 100.0]
    v = validation_curve(MultinomialNB, X, y, "alpha", alphas, k=4, seed=2)
    assert isinstance(v, ValidationCurve)
    assert v.train_scores.shape == v.test_scores.shape == (6, 4)
    assert v.log_axis and v.best_value in alphas
    folds = kfold_indices(y, 4, seed=2)
    for a, row in zip(alphas, v.test_scores):
        np.testing.assert_allclose(row, cross_val_score(SkMultinomialNB(alpha=a), X, y,
                                                        cv=list(folds)))
    # training scores sit above held-out ones on average
    assert v.train_mean.mean() >= v.test_mean.mean()


def test_grid_search_heat_map_and_best_parameters():
    X, y = counts_data()
    g = grid_search(LogisticRegression, X, y, {"C": [0.01, 1.0, 100.0],
                                                "solver": ["newton", "gd"]}, k=3)
    assert isinstance(g, GridSearch)
    assert g.mean.shape == (3, 2) and g.test_scores.shape == (3, 2, 3)
    i, j = g.best_index
    assert g.best_score == g.mean.max() == g.mean[i, j]
    assert g.best_params == {"C": [0.01, 1.0, 100.0][i], "solver": ["newton", "gd"][j]}
    assert type(g.best_params["C"]) is float


def test_nested_cv_is_not_more_optimistic_than_picking_the_best():
    X, y = counts_data(120)
    n = nested_cv(MultinomialNB, X, y, {"alpha": [0.01, 0.1, 1.0, 10.0]}, outer_k=4,
                  inner_k=3, seed=1)
    assert isinstance(n, NestedCV)
    assert n.outer_scores.shape == (4,) and len(n.best_params) == 4
    assert all(p["alpha"] in (0.01, 0.1, 1.0, 10.0) for p in n.best_params)
    # the optimistic score is the best grid mean on the outer folds
    g = grid_search(MultinomialNB, X, y, {"alpha": [0.01, 0.1, 1.0, 10.0]},
                    k=kfold_indices(y, 4, seed=1))
    assert abs(n.optimistic_score - g.best_score) < 1e-12
    assert n.optimistic_params == g.best_params
    assert n.optimism == n.optimistic_score - n.nested_mean


def test_nested_cv_refits_on_the_outer_training_part_with_the_inner_choice():
    X, y = counts_data(120, seed=5)
    n = nested_cv(MultinomialNB, X, y, {"alpha": [0.1, 5.0]}, outer_k=3, inner_k=2, seed=0)
    for (train, test), params, score in zip(kfold_indices(y, 3, seed=0), n.best_params,
                                            n.outer_scores):
        model = MultinomialNB(**params).fit(X[train], y[train])
        assert score == np.mean(model.predict(X[test]) == y[test])


def test_learning_curve_training_and_validation_scores():
    X, y = counts_data(200)
    lc = learning_curve(MultinomialNB, X, y, sizes=[0.1, 0.5, 1.0], k=4)
    assert isinstance(lc, LearningCurve)
    assert lc.sizes.tolist() == [15, 75, 150]
    assert lc.train_scores.shape == (3, 4)
    assert lc.train_mean[0] >= lc.train_mean[-1] - 0.05        # small sets are fitted closely
    assert lc.test_mean[-1] >= lc.test_mean[0] - 0.05           # more data does not hurt much
    counts = learning_curve(MultinomialNB, X, y, sizes=[20, 40], k=4)
    assert counts.sizes.tolist() == [20, 40]


def test_stratified_order_prefixes_keep_the_proportions():
    y = np.repeat(["a", "b"], [80, 20])
    order = stratified_order(y, np.random.default_rng(0))
    assert sorted(order) == list(range(100))
    for n in (10, 25, 50):
        assert abs((y[order[:n]] == "b").sum() - 0.2 * n) <= 1


def test_fold_features_builds_each_folds_matrices():
    X, y = counts_data()
    seen = []

    def features(X, train, test):
        seen.append((len(train), len(test)))
        keep = X[train].sum(axis=0) > 0
        return X[train][:, keep], X[test][:, keep]
    r = cross_val_scores(MultinomialNB, X, y, k=3, fold_features=features)
    assert len(seen) == 3 and r.test_scores.shape == (3,)
    seen.clear()
    nested_cv(MultinomialNB, X, y, {"alpha": [1.0]}, outer_k=3, inner_k=2,
              fold_features=features)
    # inner folds split the outer training part (100 rows) into halves
    assert (50, 50) in seen


@pytest.mark.parametrize("call, message", [
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, y[:-1]), "rows"),
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, np.full(len(y), "a")),
     "at least two classes"),                       # engine._validation.check_X_y's message
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, y, k=1), "k must"),
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, y, k=200), "at least"),
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, y, scoring="auc"), "scoring"),
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, y, seed=-1), "seed"),
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, y, params={"beta": 1}),
     "cannot be built"),
    (lambda X, y: iter_cross_val_scores(42, X, y), "estimator"),
    (lambda X, y: iter_validation_curve(MultinomialNB, X, y, "alpha", []), "at least one"),
    (lambda X, y: iter_validation_curve(MultinomialNB, X, y, "alpha", [np.nan]), "finite"),
    (lambda X, y: iter_validation_curve(MultinomialNB, X, y, "alpha", 1.0), "list"),
    (lambda X, y: iter_grid_search(MultinomialNB, X, y, {}), "grid"),
    (lambda X, y: iter_nested_cv(MultinomialNB, X, y, {"alpha": [1.0]}, inner_k=1),
     "inner_k"),
    (lambda X, y: iter_learning_curve(MultinomialNB, X, y, sizes=[0.0]), "sizes"),
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X.ravel(), y), "2-D"),
    (lambda X, y: iter_cross_val_scores(MultinomialNB, X, np.where(
        np.arange(len(y)) == 3, np.nan, 1.0 * (y == "ham"))), "NaN"),
])
def test_bad_input_is_refused_when_the_job_is_created(call, message):
    X, y = counts_data()
    with pytest.raises((DataError, ValueError, TypeError), match=message):
        call(X, y)


@pytest.mark.parametrize("bad", [
    dict(validation_size=0.6, test_size=0.5), dict(test_size=1.2), dict(validation_size=-0.1),
    dict(test_size="a"), dict(seed=1.5)])
def test_bad_split_parameters_are_refused(bad):
    with pytest.raises(ValueError):
        train_validation_test_split(np.repeat([0, 1], 10), **bad)


def test_a_class_too_small_for_k_folds_is_named():
    y = np.array(["a"] * 10 + ["b"] * 2)
    with pytest.raises(DataError, match="'b' has 2"):
        kfold_indices(y, 3)


@given(st.lists(st.sampled_from("abc"), min_size=6, max_size=60), st.integers(2, 4),
       st.integers(0, 5))
def test_folds_partition_every_sample(labels, k, seed):
    y = np.array(labels)
    counts = np.unique(y, return_counts=True)[1]
    if counts.min() < k:
        with pytest.raises(DataError):
            kfold_indices(y, k, seed)
        return
    folds = kfold_indices(y, k, seed)
    tested = np.concatenate([te for _, te in folds])
    assert sorted(tested) == list(range(len(y)))
    assert np.array_equal(folds.fold_of, kfold_indices(y, k, seed).fold_of)


def test_run_job_and_wrappers_agree():
    X, y = counts_data()
    a = run_job(iter_validation_curve(MultinomialNB, X, y, "alpha", [0.5, 1.0], k=3))
    b = validation_curve(MultinomialNB, X, y, "alpha", [0.5, 1.0], k=3)
    np.testing.assert_array_equal(a.test_scores, b.test_scores)


def test_nan_features_are_refused_before_any_fit():
    X, y = counts_data()
    X[3, 2] = np.nan
    with pytest.raises(DataError, match="NaN"):
        iter_grid_search(MultinomialNB, X, y, {"alpha": [1.0]})
    import scipy.sparse as sp
    r = cross_val_scores(MultinomialNB, sp.csr_matrix(np.nan_to_num(X)), y, k=3)
    assert r.test_scores.shape == (3,)


def first_columns(X, train, test, *, n_columns=None):
    """Fold features with a parameter: keep the first ``n_columns`` columns."""
    cols = slice(None) if n_columns is None else slice(0, n_columns)
    return X[train][:, cols], X[test][:, cols]


def test_grid_over_a_feature_parameter_equals_one_curve_per_value():
    X, y = counts_data()
    folds = kfold_indices(y, 3, seed=2)
    calls = []

    def features(X, train, test, **kw):
        calls.append(kw)
        return first_columns(X, train, test, **kw)
    g = grid_search(MultinomialNB, X, y, {"alpha": [0.1, 1.0], "n_columns": [2, 5, 8]},
                    k=folds, fold_features=features, feature_params=("n_columns",))
    assert g.test_scores.shape == (2, 3, 3)
    assert len(calls) == 3 * 3          # once per (value, fold), shared by both α
    for j, n in enumerate([2, 5, 8]):
        curve = validation_curve(MultinomialNB, X[:, :n], y, "alpha", [0.1, 1.0], k=folds)
        np.testing.assert_array_equal(g.test_scores[:, j], curve.test_scores)
        np.testing.assert_array_equal(g.train_scores[:, j], curve.train_scores)
    # a validation curve over the feature parameter alone, and nested CV choosing it
    v = validation_curve(MultinomialNB, X, y, "n_columns", [2, 8], k=folds,
                         fold_features=first_columns, feature_params=("n_columns",))
    np.testing.assert_array_equal(v.test_scores, g.test_scores[1, [0, 2]])
    n = nested_cv(MultinomialNB, X, y, {"alpha": [1.0], "n_columns": [2, 8]}, outer_k=3,
                  inner_k=2, fold_features=first_columns, feature_params=("n_columns",))
    assert all(p["n_columns"] in (2, 8) for p in n.best_params)


@pytest.mark.parametrize("kwargs, message", [
    (dict(feature_params=("beta",), fold_features=first_columns), "not searched"),
    (dict(feature_params=("n_columns",)), "fold_features"),
    (dict(feature_params="n_columns", fold_features=first_columns), "tuple of parameter"),
])
def test_feature_parameters_are_checked_when_the_job_is_created(kwargs, message):
    X, y = counts_data()
    with pytest.raises(ValueError, match=message):
        iter_grid_search(MultinomialNB, X, y, {"alpha": [1.0], "n_columns": [2]}, **kwargs)


def test_split_class_counts_match_the_split_and_the_folds():
    y = np.array(["ham"] * 37 + ["spam"] * 11 + ["promo"] * 9)
    counts = split_class_counts(y, 0.2, 0.25, k=4, seed=3)
    split = train_validation_test_split(y, 0.2, 0.25, seed=3)
    folds = kfold_indices(y, 4, seed=3)
    assert counts.classes.tolist() == ["ham", "promo", "spam"]
    for name, rows in (("training", split.train), ("validation", split.validation),
                       ("test", split.test)):
        assert counts.parts[name].tolist() == [int(np.sum(y[rows] == c))
                                               for c in counts.classes], name
    assert counts.folds.tolist() == [[int(np.sum(y[test] == c)) for c in counts.classes]
                                     for _, test in folds]
    assert counts.folds.sum(axis=0).tolist() == [37, 9, 11]   # each message held out once
