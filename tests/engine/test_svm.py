"""SVM engine against scikit-learn's SVC (libsvm) and the theory: KKT, hard/L2 margins,
multiclass wrappers, logistic regression and losses."""
import numpy as np
import pytest
from sklearn.multiclass import OneVsRestClassifier
from sklearn.svm import SVC as SkSVC

from engine import datasets
from engine._validation import DataError
from engine.svm import (DAGSVM, SVC, LogisticRegression, OneVsOne, OneVsRest, hinge,
                        kernel_matrix, logistic, smoothed_hinge, squared, zero_one)


@pytest.fixture
def data():
    rng = np.random.default_rng(0)
    X = np.r_[rng.normal(1.3, 1.0, (50, 2)), rng.normal(-1.3, 1.0, (50, 2))]
    return X, np.r_[np.ones(50), -np.ones(50)]


def dual_of(model_sv, dual_coef, kernel, gamma, degree, coef0):
    K = kernel_matrix(model_sv, model_sv, kernel, gamma, degree, coef0)
    return np.abs(dual_coef).sum() - 0.5 * dual_coef @ K @ dual_coef


@pytest.mark.parametrize("kernel, coef0", [("linear", 0.0), ("rbf", 0.0), ("poly", 1.0),
                                           ("sigmoid", 0.0)])
@pytest.mark.parametrize("C", [0.1, 1.0, 10.0])
def test_agrees_with_libsvm(data, kernel, coef0, C):
    X, y = data
    ours = SVC(C, kernel=kernel, coef0=coef0).fit(X, y)
    ref = SkSVC(C=C, kernel=kernel, coef0=coef0).fit(X, y)
    w_ref = dual_of(ref.support_vectors_, ref.dual_coef_[0], kernel, ours.gamma_, 3, coef0)
    assert ours.objective_ == pytest.approx(w_ref, rel=1e-3)
    assert set(ours.support_) == set(ref.support_)
    np.testing.assert_allclose(ours.decision_function(X), ref.decision_function(X), atol=2e-2)
    assert np.mean(ours.predict(X) == ref.predict(X)) >= 0.99


def test_kkt_conditions_hold(data):
    X, y = data
    m = SVC(1.0, kernel="rbf", tol=1e-4).fit(X, y)
    yf = y * m.decision_function(X)
    a = m.alpha_
    assert np.all(yf[a <= 1e-8] >= 1 - 1e-2)                       # α = 0: outside the margin
    free = (a > 1e-6) & (a < 1.0 - 1e-6)
    np.testing.assert_allclose(yf[free], 1.0, atol=1e-2)           # free: on the margin
    assert np.all(yf[a >= 1.0 - 1e-6] <= 1 + 1e-2)                 # α = C: inside or wrong
    assert abs(np.dot(a, y)) < 1e-9 and np.all((a >= 0) & (a <= 1.0 + 1e-12))


def test_hard_margin_on_separable_data_and_a_clear_failure_otherwise():
    X, y = datasets.two_class("separable", 60, random_state=0)
    m = SVC(kernel="linear", margin="hard").fit(X, y)
    p = m.primal()
    assert np.min(y * m.decision_function(X)) == pytest.approx(1.0, abs=1e-2)
    assert p["margin"] == pytest.approx(1 / np.linalg.norm(p["w"]))
    Xx, yx = datasets.two_class("xor", 60, random_state=0)
    with pytest.raises(DataError, match="soft margin"):
        SVC(kernel="linear", margin="hard").iter_fit(Xx, yx)
    SVC(kernel="rbf", gamma=2.0, margin="hard").fit(Xx, yx)     # an RBF boundary exists


def test_l2_slack_is_a_hard_margin_on_a_shifted_kernel(data):
    X, y = data
    C = 2.0
    l2 = SVC(C, kernel="rbf", gamma=0.5, margin="l2", tol=1e-5).fit(X, y)
    ref = SkSVC(C=1e10, kernel="precomputed", tol=1e-5).fit(
        kernel_matrix(X, X, "rbf", 0.5) + np.eye(len(X)) / C, y)
    np.testing.assert_allclose(l2.alpha_[ref.support_], np.abs(ref.dual_coef_[0]), atol=1e-3)
    assert l2.intercept_[0] == pytest.approx(ref.intercept_[0], abs=1e-3)


def test_steps_show_pairs_objective_and_violation(data):
    X, y = data
    steps = list(SVC(1.0, kernel="rbf").iter_fit(X, y))
    assert [s.iteration for s in steps[:-1]] == list(range(1, len(steps)))
    objective = np.array([s.objective for s in steps])
    assert np.all(np.diff(objective) >= -1e-9)        # each exact pair update raises W(α)
    assert steps[-1].converged and steps[-1].max_violation < 1e-3
    for s in steps[:-1]:
        assert s.pair[0] != s.pair[1] and not s.alpha.flags.writeable


@pytest.mark.parametrize("X, y, message", [
    (np.zeros((4, 2)) + [[0, 0], [1, 1], [2, 2], [3, 3]], np.ones(4), "exactly two classes"),
    (np.array([[0.0, 0.0], [0.0, 0.0], [1.0, 1.0]]), np.array([1, -1, 1]), "same place"),
])
def test_degenerate_input(X, y, message):
    with pytest.raises(DataError, match=message):
        SVC(kernel="linear", margin="hard").iter_fit(X, y)


def test_bad_parameters(data):
    X, y = data
    for kwargs, msg in (({"C": 0}, "C"), ({"C": -1}, "C"), ({"kernel": "cubic"}, "kernel"),
                        ({"gamma": -1.0}, "gamma"), ({"margin": "soft"}, "margin")):
        with pytest.raises(ValueError, match=msg):
            SVC(**kwargs).iter_fit(X, y)


def test_multiclass_agrees_with_sklearn():
    X, y = datasets.multi_class(150, n_classes=4, random_state=0)
    G = np.random.default_rng(1).uniform(-4, 4, (1500, 2))
    ovo = OneVsOne(SVC(C=1.0, kernel="rbf")).fit(X, y)
    assert np.mean(ovo.predict(G) == SkSVC(C=1.0, kernel="rbf").fit(X, y).predict(G)) > 0.995
    ovr = OneVsRest(SVC(C=1.0, kernel="rbf")).fit(X, y)
    ref = OneVsRestClassifier(SkSVC(C=1.0, kernel="rbf")).fit(X, y)
    assert np.mean(ovr.predict(G) == ref.predict(G)) > 0.995
    dag = DAGSVM(SVC(C=1.0, kernel="rbf")).fit(X, y)
    assert np.mean(dag.predict(X) == y) > 0.9
    assert ovo.ambiguous(G).dtype == bool


def test_logistic_regression_descends_and_separates():
    X, y = datasets.two_class("separable", 60, random_state=0)
    # gradient descent (the default is Newton, which ignores learning_rate)
    steps = list(LogisticRegression(solver="gd", learning_rate=0.5, max_iter=300).iter_fit(X, y))
    loss = np.array([s.loss for s in steps])
    assert loss[-1] < loss[0] and np.all(np.diff(loss) <= 1e-9)
    model = LogisticRegression(max_iter=300).fit(X, y)
    assert np.mean(model.predict(X) == y) == 1.0


def test_losses():
    z = np.array([-1.0, 0.0, 0.5, 1.0, 2.0])
    np.testing.assert_allclose(zero_one(z), [1, 1, 0, 0, 0])
    np.testing.assert_allclose(hinge(z), [2, 1, 0.5, 0, 0])
    np.testing.assert_allclose(squared(z), [4, 1, 0.25, 0, 1])
    assert logistic(np.array([0.0]))[0] == pytest.approx(1.0)
    np.testing.assert_allclose(smoothed_hinge(z, 1e-3), hinge(z), atol=1e-2)
    np.testing.assert_allclose(smoothed_hinge(z, 1.0), np.log1p(np.exp(1 - z)))


@pytest.mark.parametrize("kernel", ["rbf", "poly", "linear"])
def test_kernel_rows_from_a_small_cache_equal_libsvm(monkeypatch, kernel):
    # 1,500 points: rows are computed on demand (no N x N matrix) and, with a 1 MB budget,
    # most of them are evicted and recomputed; the result must not change
    import importlib
    smo = importlib.import_module("engine.svm.smo")
    rng = np.random.default_rng(4)
    X = rng.normal(size=(1500, 2))
    y = np.where(X[:, 0] + 0.5 * X[:, 1] + 0.4 * rng.normal(size=1500) > 0, 1, -1)
    monkeypatch.setattr(smo, "CACHE_MB", 1)
    rows = smo._KernelRows(X, kernel, 0.5, 3, 1.0, 0.0, cache_mb=1)
    assert rows.full is None and rows.max_rows == 1 * 2**20 // (8 * 1500)
    np.testing.assert_allclose(rows.row(7), kernel_matrix(X[7:8], X, kernel, 0.5, 3, 1.0)[0],
                               rtol=1e-12, atol=1e-12)
    coef0 = 1.0 if kernel == "poly" else 0.0
    ours = SVC(1.0, kernel=kernel, coef0=coef0).fit(X, y)
    ref = SkSVC(C=1.0, kernel=kernel, coef0=coef0).fit(X, y)
    w_ref = dual_of(ref.support_vectors_, ref.dual_coef_[0], kernel, ours.gamma_, 3, coef0)
    assert ours.objective_ == pytest.approx(w_ref, rel=1e-3)
    assert len(set(ours.support_) ^ set(ref.support_)) <= 2      # tol-level differences only
    assert np.mean(ours.predict(X) == ref.predict(X)) >= 0.995


def test_decision_function_in_blocks_equals_the_formula(monkeypatch, data):
    import importlib
    smo = importlib.import_module("engine.svm.smo")
    X, y = data
    model = SVC(1.0, kernel="rbf").fit(X, y)
    G = np.random.default_rng(1).normal(size=(2001, 2)) * 3
    whole = model.decision_function(G)
    monkeypatch.setattr(smo, "_PREDICT_ELEMENTS", 7 * len(model.support_))   # 7-row blocks
    np.testing.assert_allclose(model.decision_function(G), whole, rtol=1e-12, atol=1e-12)
    K = kernel_matrix(G, model.support_vectors_, "rbf", model.gamma_)
    np.testing.assert_allclose(whole, K @ model.dual_coef_[0] + model.intercept_[0], atol=1e-9)
