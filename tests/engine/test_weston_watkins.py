"""The Weston–Watkins multiclass SVM against the primal quadratic programme solved by scipy
(SLSQP), its duality gap, and its decisions beside one-vs-rest and one-vs-one on separable
data."""
import numpy as np
import pytest
from scipy.optimize import minimize

from engine import DataError, NotFittedError, datasets
from engine.svm import SVC, OneVsOne, OneVsRest, WestonWatkinsSVM

X, Y = datasets.make("blobs", 60, random_state=2)
X = (X - X.mean(0)) / X.std(0)
GRID = np.random.default_rng(0).uniform(-2, 2, size=(800, 2))


def primal_by_scipy(X, y, C):
    """min ½‖W‖² + C Σ ξ  s.t. w_yᵀx ≥ w_mᵀx + 2 − ξ, ξ ≥ 0 (bias as a constant feature)."""
    A = np.hstack([X, np.ones((len(X), 1))])
    classes = np.unique(y)
    n, d, K = len(A), A.shape[1], len(classes)
    Yh = (y[:, None] == classes).astype(float)
    wrong = Yh == 0

    def unpack(v):
        return v[:d * K].reshape(d, K), v[d * K:].reshape(n, K)

    def objective(v):
        W, xi = unpack(v)
        return 0.5 * (W * W).sum() + C * (xi * wrong).sum()

    def margins(v):
        W, xi = unpack(v)
        S = A @ W
        return (((S * Yh).sum(1, keepdims=True) - S) - 2 + xi)[wrong]

    res = minimize(objective, np.zeros(d * K + n * K), method="SLSQP",
                   constraints=[{"type": "ineq", "fun": margins},
                                {"type": "ineq", "fun": lambda v: v[d * K:]}],
                   options={"maxiter": 500, "ftol": 1e-12})
    assert res.success
    return res.fun, unpack(res.x)[0], classes


@pytest.mark.parametrize("C", [0.1, 1.0])
def test_the_solution_equals_the_primal_solved_by_scipy(C):
    model = WestonWatkinsSVM(C, tol=1e-7, max_iter=20000).fit(X, Y)
    steps = list(WestonWatkinsSVM(C, tol=1e-7, max_iter=20000).iter_fit(X, Y))
    best, W, classes = primal_by_scipy(X, Y, C)
    assert steps[-1].converged
    assert steps[-1].primal == pytest.approx(best, rel=1e-5)
    assert steps[-1].dual <= best + 1e-9 <= steps[-1].primal + 2e-9
    np.testing.assert_allclose(np.r_[model.coef_.T, model.intercept_[None]], W, atol=2e-3)
    ref = classes[np.argmax(np.c_[GRID, np.ones(len(GRID))] @ W, axis=1)]
    assert np.mean(model.predict(GRID) == ref) >= 0.995


def test_the_duality_gap_closes_and_the_dual_never_passes_the_primal():
    steps = list(WestonWatkinsSVM(1.0).iter_fit(X, Y))
    assert all(s.gap >= -1e-9 for s in steps)
    assert steps[-1].gap <= 1e-4 * max(1, steps[-1].primal)
    assert steps[0].violations == 2 * len(Y)        # W = 0: every margin unmet


def test_on_separable_data_it_classifies_every_point_as_ovr_and_ovo_do():
    ww = WestonWatkinsSVM(10.0).fit(X, Y)
    ovr = OneVsRest(SVC(10.0, kernel="linear")).fit(X, Y)
    ovo = OneVsOne(SVC(10.0, kernel="linear")).fit(X, Y)
    for model in (ww, ovr, ovo):
        np.testing.assert_array_equal(model.predict(X), Y)
    agree = np.mean(ww.predict(GRID) == ovr.predict(GRID))
    assert agree >= 0.9                 # same training decisions, regions differ at the edges


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        WestonWatkinsSVM(0.0).fit(X, Y)
    with pytest.raises(DataError):
        WestonWatkinsSVM().fit(X, Y[:-1])
    with pytest.raises(NotFittedError):
        WestonWatkinsSVM().predict(X)


def test_the_kernel_form_equals_the_linear_one_for_a_linear_kernel():
    """poly of degree 1 with γ = 1, coef0 = 0 is xᵀx′: the Gram-matrix solver must land where
    the explicit-weights one does."""
    lin = WestonWatkinsSVM(1.0, tol=1e-8, max_iter=20000).fit(X, Y)
    gram = WestonWatkinsSVM(1.0, kernel="poly", degree=1, gamma=1.0, coef0=0.0, tol=1e-8,
                            max_iter=20000).fit(X, Y)
    np.testing.assert_allclose(gram.decision_function(GRID), lin.decision_function(GRID),
                               atol=1e-4)
    np.testing.assert_allclose(gram.intercept_, lin.intercept_, atol=1e-5)
    assert gram.coef_ is None


def test_an_rbf_kernel_separates_rings_a_linear_one_cannot():
    rng = np.random.default_rng(3)
    radius = np.repeat([0.5, 1.5, 2.5], 30)
    angle = rng.uniform(0, 2 * np.pi, 90)
    R = np.c_[radius * np.cos(angle), radius * np.sin(angle)] + rng.normal(0, 0.1, (90, 2))
    labels = np.repeat([0, 1, 2], 30)
    steps = list(WestonWatkinsSVM(10.0, kernel="rbf", gamma=1.0).iter_fit(R, labels))
    assert steps[-1].converged and all(s.gap >= -1e-9 for s in steps)
    rbf = WestonWatkinsSVM(10.0, kernel="rbf", gamma=1.0).fit(R, labels)
    assert rbf.score(R, labels) >= 0.95
    assert WestonWatkinsSVM(10.0).fit(R, labels).score(R, labels) < 0.7
    assert 0 < len(rbf.support_) < len(R)
    np.testing.assert_array_equal(rbf.alpha_[np.arange(90), labels], 0.0)
