"""Hostile input for the SVM entry points (issue 11): every call returns a correct result or
raises DataError / ValueError / TypeError with Trellis's own message; no hang (the profile's
deadline), no NaN."""
import numpy as np
from hypothesis import given, strategies as st
from hypothesis.extra import numpy as hnp

from engine import DataError
from engine.svm import (DAGSVM, SVC, OneVsOne, OneVsRest, kernel_matrix, resolve_gamma,
                        sigma_to_gamma)

SPECIAL = [0.0, 1.0, -1.0, 2.5, 1e300, -1e300, 1e-300, np.nan, np.inf, 1e12, 1e12 + 1, 1e154]
values = st.one_of(st.sampled_from(SPECIAL), st.floats(-1e3, 1e3, allow_nan=False))
matrices = hnp.arrays(np.float64, st.tuples(st.integers(0, 10), st.integers(0, 3)),
                      elements=values)
ordinary = st.builds(
    lambda n, shift, scale, seed: np.random.default_rng(seed).normal(size=(n, 2)) * scale + shift,
    st.integers(2, 30), st.sampled_from([0.0, 1e12, -4e6]),
    st.sampled_from([1.0, 1e-9, 1e-300, 1e5]), st.integers(0, 1000))
params = st.fixed_dictionaries({
    "C": st.sampled_from([1.0, 0.01, 1e4, 0.0, -1.0, np.nan]),
    "kernel": st.sampled_from(["linear", "rbf", "poly", "sigmoid", "cubic"]),
    "gamma": st.sampled_from(["scale", "auto", 0.5, 0.0, -1.0, "wide"]),
    "margin": st.sampled_from(["l1", "l2", "hard", "soft"]),
    # the default cap (100,000 updates, a few seconds) is tested on its own below
    "max_iter": st.sampled_from([5, 3000, 0, -2, 2.5]),
})
OURS = (DataError, ValueError, TypeError)


def _labels(X, how):
    n = len(X)
    if how == "one class":
        return np.ones(n)
    if how == "nan":
        return np.where(np.arange(n) % 2, 1.0, np.nan)
    if how == "short":
        return np.ones(max(n - 1, 0))
    if how == "text":
        return np.where(np.arange(n) % 2, "spam", "ham")
    col = X[:, 0] if X.ndim == 2 and X.shape[1] else np.arange(n)
    return np.where(np.nan_to_num(col) > np.median(np.nan_to_num(col)) if n else [], 1, -1)


def _check(call):
    try:
        return call()
    except OURS as exc:
        assert str(exc) and "could not convert" not in str(exc), str(exc)
        return None


@given(st.one_of(matrices, ordinary), params,
       st.sampled_from(["split", "split", "one class", "nan", "short", "text"]))
def test_svc(X, kwargs, how):
    y = _labels(np.asarray(X), how) if np.ndim(X) == 2 else np.ones(3)
    model = _check(lambda: SVC(**kwargs).fit(X, y))
    if model is not None:
        assert np.all(np.isfinite(model.alpha_)) and np.isfinite(model.intercept_[0])
        assert np.all(model.alpha_ >= -1e-12)
        pred = _check(lambda: model.predict(X))
        assert pred is None or set(np.unique(pred)) <= set(np.unique(y))


@given(ordinary, st.integers(1, 4), st.sampled_from(["linear", "rbf"]))
def test_multiclass(X, k, kernel):
    y = np.arange(len(X)) % k
    for cls in (OneVsRest, OneVsOne, DAGSVM):
        model = _check(lambda: cls(SVC(1.0, kernel=kernel, max_iter=2000)).fit(X, y))
        if model is not None:
            assert set(model.predict(X)) <= set(y)


@given(st.sampled_from([0, -1, 1e-200, 1e200, np.nan, np.inf, "1", None, True, 0.5]))
def test_sigma_to_gamma(sigma):
    gamma = _check(lambda: sigma_to_gamma(sigma))
    assert gamma is None or (np.isfinite(gamma) and gamma > 0)


@given(st.one_of(matrices, ordinary), st.sampled_from(["linear", "rbf", "poly", "sigmoid", "x"]))
def test_kernel_matrix_and_gamma(X, kernel):
    g = _check(lambda: resolve_gamma("scale", np.asarray(X)))
    K = _check(lambda: kernel_matrix(np.asarray(X), np.asarray(X), kernel, 0.5))
    if K is not None and kernel == "rbf" and np.all(np.isfinite(X)):
        assert np.all((K >= 0) & (K <= 1))
    assert g is None or g > 0


def test_default_cap_ends_a_slow_problem_as_stopped_not_converged():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(12, 2))
    y = np.where(np.arange(12) % 2, 1, -1)          # labels that no smooth boundary fits
    last = list(SVC(1e4, kernel="poly", max_iter=20_000).iter_fit(X, y, detail=False))[-1]
    assert not last.converged and last.stopped == "max_iter"


def test_sigmoid_hard_margin_divergence_is_a_clear_error():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(12, 2))
    y = np.where(np.arange(12) % 2, 1, -1)
    try:
        model = SVC(kernel="sigmoid", margin="hard", max_iter=50_000).fit(X, y)
    except DataError as exc:
        assert "soft L1 margin" in str(exc)
    else:
        assert np.all(np.isfinite(model.alpha_))
