"""engine.linear: one logistic regression and one linear SVM for every tab, against
scikit-learn, on dense and sparse input, with the step protocol and scikit-learn's estimator
manners."""
import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.linear_model import LogisticRegression as SkLogistic
from sklearn.svm import LinearSVC

import engine.spam
import engine.svm
from engine import DataError, NotFittedError, Step
from engine.linear import LinearStep, LinearSVM, LogisticRegression


@pytest.fixture
def binary():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(120, 4)) + np.repeat([[0, 0, 0, 0], [1.5, 1, 0, 0]], 60, axis=0)
    y = np.repeat(["neg", "pos"], 60)
    return X, y


def test_one_implementation_everywhere():
    assert engine.spam.LogisticRegression is LogisticRegression
    assert engine.svm.LogisticRegression is LogisticRegression
    assert engine.spam.LinearSVM is LinearSVM
    assert issubclass(LinearStep, Step) and LinearStep.objective_name == "loss"


@pytest.mark.parametrize("to", [np.asarray, sp.csr_matrix])
def test_newton_and_svm_equal_sklearn_on_dense_and_sparse(binary, to):
    X, y = binary
    ref = SkLogistic(C=0.7, tol=1e-12, max_iter=10_000).fit(X, y)
    ours = LogisticRegression(C=0.7, solver="newton", tol=1e-10).fit(to(X), y)
    np.testing.assert_allclose(ours.coef_, ref.coef_, atol=1e-5)
    np.testing.assert_allclose(ours.intercept_, ref.intercept_, atol=1e-5)
    np.testing.assert_allclose(ours.predict_proba(to(X)), ref.predict_proba(X), atol=1e-5)
    svm = LinearSVM(C=0.3).fit(to(X), y)
    lib = LinearSVC(C=0.3, dual=False, tol=1e-12, max_iter=100_000).fit(X, y)
    np.testing.assert_allclose(svm.coef_, lib.coef_, atol=1e-5)
    np.testing.assert_allclose(svm.intercept_, lib.intercept_, atol=1e-5)
    assert (svm.predict(to(X)) == lib.predict(X)).all()


def test_multiclass_one_vs_rest_equals_sklearn():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(150, 3)) + np.repeat(np.eye(3) * 2, 50, axis=0)
    y = np.repeat(["a", "b", "c"], 50)
    ours = LinearSVM(C=1.0).fit(X, y)
    ref = LinearSVC(C=1.0, dual=False, tol=1e-12, max_iter=100_000).fit(X, y)
    np.testing.assert_allclose(ours.coef_, ref.coef_, atol=1e-5)
    steps = list(LogisticRegression().iter_fit(X, y))
    assert {s.target for s in steps} == {"a", "b", "c"}
    p = LogisticRegression().fit(X, y).predict_proba(X)
    np.testing.assert_allclose(p.sum(axis=1), 1.0)


@pytest.mark.parametrize("make", [lambda: LogisticRegression(solver="gd", max_iter=300),
                                  lambda: LogisticRegression(solver="newton"),
                                  lambda: LinearSVM()])
def test_step_protocol(binary, make):
    X, y = binary
    steps = list(make().iter_fit(X, y))
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert all(not s.w.flags.writeable for s in steps)
    losses = np.array([s.objective for s in steps])
    assert np.all(np.diff(losses) <= 1e-9 * np.abs(losses[:-1]) + 1e-12)
    last = steps[-1]
    model = make().fit(X, y)
    np.testing.assert_allclose(model.coef_[0], last.w)
    assert model.intercept_[0] == last.b and model.n_iter_ == last.iteration
    assert all(not s.converged and s.stopped is None for s in steps[:-1])


def test_capped_run_is_not_converged(binary):
    X, y = binary
    steps = list(LogisticRegression(solver="gd", max_iter=5).iter_fit(X, y))
    assert len(steps) == 5
    assert not steps[-1].converged and steps[-1].stopped == "max_iter"
    newton = list(LogisticRegression(solver="newton", max_iter=100).iter_fit(X, y))
    assert newton[-1].converged and newton[-1].stopped is None


def test_learning_rate_is_the_notes_descent(binary):
    X, y = binary
    steps = list(LogisticRegression(C=1.0, solver="gd", learning_rate=0.5,
                                    max_iter=3).iter_fit(X, y))
    # w1 = w0 − η ∇L / (C N) from w0 = 0
    assert steps[1].w == pytest.approx(-0.5 * _grad0(X, y)[:-1] / len(y))


def _grad0(X, y):
    t = np.where(y == "pos", 1.0, -1.0)
    A = np.hstack([X, np.ones((len(X), 1))])
    return A.T @ (-t * 0.5)


@pytest.mark.parametrize("params, message", [
    (dict(C=0), "C"), (dict(C=-1.0), "C"), (dict(solver="lbfgs"), "solver"),
    (dict(max_iter=0), "max_iter"), (dict(max_iter=2.5), "max_iter"),
    (dict(learning_rate=0.0), "learning_rate"), (dict(tol=-1.0), "tol")])
def test_parameters_stored_untouched_and_checked_at_call_time(binary, params, message):
    model = LogisticRegression(**params)
    for key, value in params.items():
        assert getattr(model, key) is value
    with pytest.raises(ValueError, match=message):
        model.iter_fit(*binary)               # not next(): at call time


@pytest.mark.parametrize("X, y, message", [
    (np.zeros((4, 2)), ["a"] * 4, "two classes"),
    (np.zeros((4, 2)), ["a", "b", "a"], "3 labels"),
    (np.array([[0.0, np.nan], [1, 1]]), ["a", "b"], "NaN"),
    (np.arange(4.0), ["a", "b", "a", "b"], "2-D"),
    ([["x", "y"], ["z", "w"]], ["a", "b"], "numbers"),
    (np.zeros((2, 2)), [np.nan, 1.0], "NaN labels"),
])
def test_bad_input_is_a_data_error(X, y, message):
    for model in (LogisticRegression(), LinearSVM()):
        with pytest.raises(DataError, match=message):
            model.iter_fit(X, y)


def test_not_fitted_and_wrong_width(binary):
    X, y = binary
    for model in (LogisticRegression(), LinearSVM()):
        for method in ("predict", "decision_function"):
            with pytest.raises(NotFittedError):
                getattr(model, method)(X)
        model.fit(X, y)
        with pytest.raises(DataError, match="features"):
            model.predict(X[:, :2])
    with pytest.raises(NotFittedError):
        LogisticRegression().predict_proba(X)


def test_huge_c_complex_and_ragged_input_are_refused(binary):
    X, y = binary
    with pytest.raises(ValueError, match="C must be at most"):
        LogisticRegression(C=1e300).fit(X, y)
    with pytest.raises(DataError, match="complex"):
        LinearSVM().fit(X.astype(complex), y)
    with pytest.raises(DataError, match="equal length"):
        LinearSVM().fit([[1.0, 2.0], [3.0]], ["a", "b"])


def test_an_overflowing_run_stops_with_advice():
    X = np.array([[1e99, 0.0], [-1e99, 1.0], [1e99, 1.0], [-1e99, 0.0]])
    y = ["a", "b", "a", "b"]
    with pytest.raises(DataError, match="overflowed"):
        LogisticRegression(C=1e-3, solver="gd", learning_rate=1e6, max_iter=200).fit(X, y)


def test_armijo_takes_the_first_halving_with_sufficient_decrease():
    """One line search for both Newton solvers: on L(x) = x² from x = 1 along Δ = −4 (slope
    ∇LᵀΔ = −8), sizes 1 (x = −3, L = 9) and ½ (x = −1, L = 1) fail Armijo's test
    L ≤ 1 − 8·10⁻⁴·s; ¼ (x = 0, L = 0) passes, and trial's extra values come back with it."""
    from engine.linear._base import armijo

    tried = []

    def trial(size):
        tried.append(size)
        x = 1.0 - 4.0 * size
        return x * x, x

    size, (loss, x) = armijo(trial, 1.0, -8.0)
    assert tried == [1.0, 0.5, 0.25] and size == 0.25 and (loss, x) == (0.0, 0.0)
    # a direction that never decreases stops once the step is below the smallest size
    size, (loss, _) = armijo(lambda s: (2.0, None), 1.0, -1.0, smallest=1e-3)
    assert size < 1e-3 and loss == 2.0
