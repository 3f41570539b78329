"""Property tests for regression, k-NN and Bayesian networks: any input gives a correct result or
one of Trellis's own errors (tests/engine/contract.py); results are finite and keep their
invariants (least squares' residual is orthogonal to the centred features, k-NN's votes sum to 1,
a network's joint sums to 1 and its posteriors equal the joint's)."""
import numpy as np
import scipy.sparse as sp
from hypothesis import given, strategies as st
from hypothesis.extra import numpy as hnp

from contract import call
from engine.bayesnet import BayesNet
from engine.linear import LinearRegression, Ridge, polynomial_features
from engine.neighbors import KNeighborsClassifier

values = st.one_of(st.floats(allow_nan=True, allow_infinity=True),
                   st.sampled_from([0.0, 1e300, -1e300, 1e-300, 1e12, 1e100, 1e101]))
arrays = hnp.arrays(np.float64, st.tuples(st.integers(0, 10), st.integers(0, 3)),
                    elements=values)
tame = hnp.arrays(np.float64, st.tuples(st.integers(2, 12), st.integers(1, 3)),
                  elements=st.floats(-100, 100))
MODELS = (lambda: LinearRegression(), lambda: LinearRegression(solver="normal"),
          lambda: Ridge(1.0), lambda: LinearRegression(solver="gd", max_iter=200))


@given(X=arrays, y=hnp.arrays(np.float64, st.integers(0, 10), elements=values),
       make=st.sampled_from(MODELS))
def test_any_regression_data_fits_or_is_refused(X, y, make):
    model = call(make().fit, X, y)
    if model is None:
        return
    assert np.all(np.isfinite(model.coef_)) and np.isfinite(model.intercept_)


@given(X=tame, seed=st.integers(0, 1000))
def test_least_squares_residuals_are_orthogonal_to_the_features(X, seed):
    y = np.random.default_rng(seed).normal(size=len(X))
    model = call(LinearRegression().fit, X, y)
    if model is None:
        return
    r = y - model.predict(X)
    Xc = X - X.mean(axis=0)
    scale = (np.abs(Xc).sum() + 1) * (np.abs(y).sum() + 1)
    assert abs(r.sum()) <= 1e-8 * scale
    assert np.all(np.abs(Xc.T @ r) <= 1e-8 * scale)


@given(x=arrays, degree=st.integers(-1, 4))
def test_polynomial_features_are_built_or_refused(x, degree):
    out = call(polynomial_features, x, degree)
    if out is not None:
        assert out.shape[0] == x.shape[0] and np.all(np.isfinite(out))


@given(X=arrays, y=st.lists(st.sampled_from(["a", "b", 3]), max_size=10),
       k=st.integers(-1, 6), metric=st.sampled_from(["euclidean", "cosine", "l1"]),
       sparse=st.booleans())
def test_any_knn_data_predicts_or_is_refused(X, y, k, metric, sparse):
    data = sp.csr_matrix(X) if sparse and X.size else X
    model = call(KNeighborsClassifier(k, metric=metric).fit, data, y)
    if model is None:
        return
    p = model.predict_proba(data)
    assert np.allclose(p.sum(axis=1), 1.0)
    assert set(model.predict(data)) <= set(np.asarray(y))


@given(seed=st.integers(0, 10_000), n=st.integers(1, 4))
def test_any_random_network_agrees_with_its_joint(seed, n):
    rng = np.random.default_rng(seed)
    names = [f"V{i}" for i in range(n)]
    domains = {v: tuple(range(int(rng.integers(1, 4)))) for v in names}
    parents = {v: tuple(p for p in names[:i] if rng.random() < 0.6) for i, v in enumerate(names)}
    cpts = {}
    for v in names:
        t = rng.random([len(domains[p]) for p in parents[v]] + [len(domains[v])])
        t[t < 0.2] = 0.0                      # some zero probabilities
        t[..., 0] += 1e-3
        cpts[v] = t / t.sum(axis=-1, keepdims=True)
    net = BayesNet(domains, parents, cpts)
    joint = net.joint()
    assert abs(joint.table.sum() - 1) < 1e-12
    q = names[-1]
    ev = {names[0]: domains[names[0]][-1]} if n > 1 else {}
    a = call(net.enumerate_query, q, ev)
    b = call(net.variable_elimination, q, ev)
    if a is None:
        assert b is None                      # both refuse evidence of probability 0
        return
    index = tuple(domains[v].index(ev[v]) if v in ev else slice(None) for v in joint.variables)
    t = joint.table[index]
    axes = tuple(i for i, v in enumerate([v for v in joint.variables if v not in ev]) if v != q)
    want = t.sum(axis=axes)
    np.testing.assert_allclose(a.posterior.table, want / want.sum(), atol=1e-12)
    np.testing.assert_allclose(b.table, a.posterior.table, atol=1e-12)
