"""The fast LinearSVM paths (issue #17): the exact Newton system for few dense columns and the
truncated conjugate-gradient Newton steps for sparse or wide data reach liblinear's minimiser
(scikit-learn's LinearSVC) of ½(‖w‖² + b²) + C Σ max(0, 1 − y f)². No timing here: the ratios
against liblinear are printed by ``python bench/bench_svm.py --linear``."""
import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.svm import LinearSVC

from engine.linear import LinearSVM


def objective(model, X, y, C):
    t = np.where(y == model.classes_[1], 1.0, -1.0)
    w, b = model.coef_[0], model.intercept_[0]
    m = np.maximum(0.0, 1 - t * (X @ w + b))
    return 0.5 * (w @ w + b * b) + C * float(m @ m)


def text_like(n, d=3000, density=0.01, seed=0):
    rng = np.random.default_rng(seed)
    X = sp.random(n, d, density=density, random_state=seed, format="csr")
    y = np.where(X @ rng.normal(size=d) + 0.1 * rng.normal(size=n) > 0, "spam", "ham")
    return X, y


@pytest.mark.parametrize("n, C", [(300, 1.0), (2000, 0.1), (2000, 10.0)])
def test_sparse_truncated_newton_reaches_liblinear_minimum(n, C):
    X, y = text_like(n, seed=n)
    ours = LinearSVM(C=C).fit(X, y)
    ref = LinearSVC(C=C, dual=False, tol=1e-12, max_iter=100_000).fit(X, y)
    assert objective(ours, X, y, C) == pytest.approx(objective(ref, X, y, C), rel=1e-9)
    np.testing.assert_allclose(ours.coef_, ref.coef_, atol=1e-5)
    np.testing.assert_allclose(ours.intercept_, ref.intercept_, atol=1e-5)
    assert (ours.predict(X) == ref.predict(X)).mean() > 0.999


def test_dense_wide_and_narrow_paths_agree():
    # 250 dense columns take the conjugate-gradient path, the same data sparse too, and the
    # first 20 columns the exact Newton system: all equal liblinear
    X, y = text_like(600, d=250, density=0.2, seed=3)
    dense = X.toarray()
    wide = LinearSVM(C=0.5).fit(dense, y)
    sparse = LinearSVM(C=0.5).fit(X, y)
    np.testing.assert_allclose(wide.coef_, sparse.coef_, atol=1e-7)
    narrow = LinearSVM(C=0.5).fit(dense[:, :20], y)
    ref = LinearSVC(C=0.5, dual=False, tol=1e-12, max_iter=100_000).fit(dense[:, :20], y)
    np.testing.assert_allclose(narrow.coef_, ref.coef_, atol=1e-6)


def test_newton_steps_never_increase_the_objective_and_end_converged():
    X, y = text_like(1500, seed=7)
    steps = list(LinearSVM(C=2.0).iter_fit(X, y))
    losses = np.array([s.loss for s in steps])
    assert np.all(np.diff(losses) <= 1e-12 * losses[0])
    assert steps[-1].converged and steps[-1].stopped is None
    assert steps[-1].grad_norm <= 1e-8 * 2.0 * X.shape[0]
