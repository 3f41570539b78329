"""Least squares and ridge against scikit-learn, gradient descent reaching the same solution, the
polynomial features, the cost surface, the degree curve, Bias² + Variance and the least-squares
classifier's failure ([ML] 2, [ML] 3, the estimation chapter)."""
import numpy as np
import pytest
from sklearn.linear_model import LinearRegression as SkLinear
from sklearn.linear_model import Ridge as SkRidge
from sklearn.preprocessing import PolynomialFeatures

from engine import DataError, NotFittedError
from engine.linear import (LinearRegression, Ridge, bias_variance, cost_surface, degree_curve,
                           least_squares_classifier_demo, polynomial_features, polynomial_fit,
                           sine_data)

RNG = np.random.default_rng(0)
X = RNG.normal(size=(60, 3))
Y = X @ np.array([1.0, -2.0, 0.5]) + 3.0 + RNG.normal(0, 0.3, 60)


@pytest.mark.parametrize("solver", ["qr", "normal", "gd"])
def test_least_squares_equals_scikit_learn(solver):
    ours = LinearRegression(solver=solver).fit(X, Y)
    ref = SkLinear().fit(X, Y)
    np.testing.assert_allclose(ours.coef_, ref.coef_, rtol=0, atol=1e-8)
    assert abs(ours.intercept_ - ref.intercept_) < 1e-8
    np.testing.assert_allclose(ours.predict(X), ref.predict(X), atol=1e-8)
    assert ours.score(X, Y) == pytest.approx(ref.score(X, Y), abs=1e-10)


@pytest.mark.parametrize("solver", ["qr", "normal", "gd"])
@pytest.mark.parametrize("alpha", [0.1, 5.0, 100.0])
def test_ridge_equals_scikit_learn_with_the_intercept_unpenalised(solver, alpha):
    ours = Ridge(alpha, solver=solver).fit(X, Y)
    ref = SkRidge(alpha=alpha).fit(X, Y)
    np.testing.assert_allclose(ours.coef_, ref.coef_, rtol=0, atol=1e-8)
    assert abs(ours.intercept_ - ref.intercept_) < 1e-8


def test_ridge_on_wide_or_collinear_data_equals_scikit_learn():
    Xw = RNG.normal(size=(8, 20))
    yw = RNG.normal(size=8)
    np.testing.assert_allclose(Ridge(1.0).fit(Xw, yw).coef_, SkRidge(1.0).fit(Xw, yw).coef_,
                               atol=1e-8)
    Xc = np.c_[X[:, 0], 2 * X[:, 0], X[:, 1]]         # rank 2: minimum-norm, as lstsq gives
    ours, ref = LinearRegression().fit(Xc, Y), SkLinear().fit(Xc, Y)
    np.testing.assert_allclose(ours.predict(Xc), ref.predict(Xc), atol=1e-8)
    np.testing.assert_allclose(ours.coef_, ref.coef_, atol=1e-6)
    with pytest.raises(DataError, match="singular"):
        LinearRegression(solver="normal").fit(np.c_[X[:, 0], X[:, 0]], Y)


def test_the_drawn_polynomial_is_numpys_least_squares_fit():
    data = sine_data(30, noise_std=0.3, random_state=2)
    fit = polynomial_fit(data.x, data.y, 3)
    coef = np.polyfit(data.x, data.y, 3)
    np.testing.assert_allclose(fit.fitted, np.polyval(coef, data.x), atol=1e-8)
    np.testing.assert_allclose(fit.curve_y, np.polyval(coef, fit.curve_x), atol=1e-8)
    assert fit.cost == pytest.approx(np.mean(fit.residuals ** 2) / 2)
    assert fit.r2 == pytest.approx(SkLinear().fit(np.vander(data.x, 4)[:, :3], data.y)
                                   .score(np.vander(data.x, 4)[:, :3], data.y))
    assert polynomial_fit(data.x, data.y, 3, alpha=10.0).cost > fit.cost
    with pytest.raises(DataError, match="same"):
        polynomial_fit([1.0, 1.0, 1.0], [1.0, 2.0, 3.0], 1)


def test_outliers_placed_by_hand_join_the_generated_ones():
    base = least_squares_classifier_demo(n_outliers=0, extra_outliers=[[0.0, 30.0]])
    assert base.outliers.tolist() == [[0.0, 30.0]]
    both = least_squares_classifier_demo(n_outliers=3, extra_outliers=[[0.0, 30.0]])
    assert len(both.outliers) == 4 and both.outliers[-1].tolist() == [0.0, 30.0]
    with pytest.raises(DataError, match="at least one outlier"):
        least_squares_classifier_demo(n_outliers=0)
    with pytest.raises(DataError, match="coordinates"):
        least_squares_classifier_demo(extra_outliers=[[1.0, 2.0, 3.0]])


def test_ridge_uses_cholesky_only_where_it_is_well_conditioned():
    from engine.linear.regression import _ridge_by_cholesky
    Xc, yc = X - X.mean(axis=0), Y - Y.mean()
    assert _ridge_by_cholesky(Xc, yc, 1.0) is not None          # tall, well conditioned
    Xn = np.c_[X[:, 0], X[:, 0] + 1e-7 * X[:, 1], X[:, 2]]      # near-collinear, tiny α: QR
    assert _ridge_by_cholesky(Xn - Xn.mean(axis=0), yc, 1e-9) is None
    ours, ref = Ridge(1e-9).fit(Xn, Y), SkRidge(1e-9, solver="svd").fit(Xn, Y)
    np.testing.assert_allclose(ours.predict(Xn), ref.predict(Xn), atol=1e-8)
    big = RNG.normal(size=(5000, 40))
    t = big @ RNG.normal(size=40) + RNG.normal(size=5000)
    np.testing.assert_allclose(Ridge(3.0).fit(big, t).coef_, SkRidge(3.0).fit(big, t).coef_,
                               rtol=0, atol=1e-10)


def test_a_constant_feature_gets_weight_zero_as_in_scikit_learn():
    Xk = np.c_[np.full(10, 14.27539816), X[:10, 0]]       # its mean is not exactly 14.275…
    ours, ref = LinearRegression().fit(Xk, Y[:10]), SkLinear().fit(Xk, Y[:10])
    np.testing.assert_allclose(ours.coef_, ref.coef_, atol=1e-10)
    assert ours.coef_[0] == 0.0


def test_gradient_descent_lowers_the_cost_and_ends_at_a_zero_gradient():
    steps = list(LinearRegression(solver="gd").iter_fit(X, Y))
    costs = [s.cost for s in steps]
    assert all(b <= a + 1e-15 for a, b in zip(costs, costs[1:]))
    assert steps[-1].converged and steps[-1].stopped is None
    assert steps[-1].grad_norm < 1e-8
    assert steps[0].theta.shape == (4,) and steps[0].gradient.shape == (4,)
    # the first gradient at θ = 0 is −(1/n) [1 X]ᵀ y
    A = np.c_[np.ones(len(Y)), X]
    np.testing.assert_allclose(steps[0].gradient, -(A.T @ Y) / len(Y), atol=1e-12)


def test_too_large_a_learning_rate_diverges_and_says_so():
    last = list(LinearRegression(solver="gd", learning_rate=5.0, max_iter=5000).iter_fit(X, Y))[-1]
    assert last.stopped == "diverged" and not last.converged
    capped = list(LinearRegression(solver="gd", learning_rate=1e-3, max_iter=5).iter_fit(X, Y))
    assert len(capped) == 5 and capped[-1].stopped == "max_iter"


def test_polynomial_features_equal_scikit_learn():
    x2 = RNG.normal(size=(7, 2))
    ref = PolynomialFeatures(3, include_bias=False).fit_transform(x2)
    np.testing.assert_allclose(polynomial_features(x2, 3), ref, atol=1e-12)
    x1 = np.arange(5.0)
    np.testing.assert_allclose(polynomial_features(x1, 2, include_bias=True),
                               np.c_[np.ones(5), x1, x1 ** 2])


def test_cost_surface_equals_the_cost_computed_point_by_point():
    data = sine_data(15, random_state=1)
    w0, w1 = np.linspace(-2, 2, 9), np.linspace(-3, 3, 11)
    surf = cost_surface(data.x, data.y, w0, w1, alpha=0.5)
    for i in (0, 4, 10):
        for j in (0, 3, 8):
            r = data.y - w0[j] - w1[i] * data.x
            want = (r @ r + 0.5 * w1[i] ** 2) / (2 * len(r))
            assert surf.cost[i, j] == pytest.approx(want, rel=1e-10)
    assert surf.minimum_cost <= surf.cost.min() + 1e-12
    ref = SkRidge(alpha=0.5).fit(data.x.reshape(-1, 1), data.y)
    assert surf.minimum == pytest.approx((ref.intercept_, ref.coef_[0]), abs=1e-8)


def test_the_gradient_descent_path_can_be_drawn_on_the_cost_surface():
    data = sine_data(20, random_state=2)
    steps = list(LinearRegression(solver="gd", w_init=[-1.5, 2.0]).iter_fit(
        data.x.reshape(-1, 1), data.y))
    assert np.allclose(steps[0].theta, [-1.5, 2.0])
    surf = cost_surface(data.x, data.y, [steps[-1].b, 0.0], [steps[-1].w[0], 1.0])
    assert surf.cost[0, 0] == pytest.approx(steps[-1].cost, rel=1e-9)


def test_the_degree_curve_falls_on_training_and_turns_up_on_validation():
    data = sine_data(30, noise_std=0.25, random_state=0)
    curve = degree_curve(data.x, data.y, range(0, 12), validation_size=0.3, seed=0)
    assert np.all(np.diff(curve.train_error) <= 1e-9)          # nested models
    assert 2 <= curve.best_degree <= 8
    assert curve.validation_error[-1] > curve.validation_error.min()
    assert len(np.intersect1d(curve.train, curve.validation)) == 0


def test_bias_squared_plus_variance_is_the_mean_squared_error():
    data = sine_data(25, noise_std=0.3, random_state=4)
    x0 = np.linspace(0.05, 0.95, 20)
    bv = bias_variance(data.x, data.y, x0, np.sin(2 * np.pi * x0), [1, 3, 9],
                       noise=data.noise, n_resamples=40, seed=0)
    np.testing.assert_allclose(bv.bias2 + bv.variance, bv.mse, rtol=1e-10)
    np.testing.assert_allclose(bv.risk, bv.mse + data.noise, rtol=1e-10)
    assert bv.bias2[0] > bv.bias2[1]          # a line cannot follow the sine
    assert bv.variance[2] > bv.variance[1]    # degree 9 follows each resample's noise
    assert bv.predictions[0].shape == (40, 20)


def test_an_outlier_moves_the_least_squares_boundary_not_the_logistic_one():
    for seed in range(3):
        demo = least_squares_classifier_demo(seed=seed)
        assert demo.least_squares_outliers.accuracy <= demo.least_squares.accuracy - 0.08
        assert demo.logistic_outliers.accuracy >= demo.logistic.accuracy - 0.0125
    x1 = np.array([0.0, 1.0])
    b = demo.logistic
    np.testing.assert_allclose(b.w[0] * x1 + b.w[1] * b.x2(x1) + b.b, 0.0, atol=1e-9)


@pytest.mark.parametrize("X_, y_, message", [
    (np.arange(5.0), np.arange(5.0), "2-D"),
    (X, Y[:-1], "values"),
    (X, np.r_[Y[:-1], np.nan], "NaN"),
    (X[:1], Y[:1], "at least 2"),
    (X, np.c_[Y, Y], "1-D"),
])
def test_bad_input_is_refused_with_a_data_error(X_, y_, message):
    with pytest.raises(DataError, match=message):
        LinearRegression().iter_fit(X_, y_)


def test_bad_parameters_and_unfitted_models_are_refused():
    with pytest.raises(ValueError):
        Ridge(-1.0).fit(X, Y)
    with pytest.raises(ValueError):
        LinearRegression(solver="svd").fit(X, Y)
    with pytest.raises(NotFittedError):
        LinearRegression().predict(X)
    with pytest.raises(DataError, match="features"):
        LinearRegression().fit(X, Y).predict(X[:, :2])
