"""Property tests for engine.linear: any input gives a correct fit or one of Trellis's own
errors; fits are finite, and the steps obey the protocol."""

import numpy as np
import scipy.sparse as sp
from hypothesis import given, strategies as st
from hypothesis.extra import numpy as hnp

from contract import call
from engine.linear import LinearSVM, LogisticRegression



values = st.one_of(st.floats(allow_nan=True, allow_infinity=True),
                   st.sampled_from([0.0, 1e300, -1e300, 1e-300, 1e12, 1e100, 1e101, 1e150]))
arrays = hnp.arrays(np.float64, st.tuples(st.integers(0, 12), st.integers(0, 4)),
                    elements=values)
labels = st.lists(st.sampled_from(["a", "b", "c"]), min_size=0, max_size=12)
params = st.fixed_dictionaries({
    "C": st.one_of(st.floats(allow_nan=True), st.integers(-2, 3), st.just("1")),
    "max_iter": st.one_of(st.none(), st.integers(-1, 30), st.floats(0, 5)),
})
MODELS = (lambda **p: LogisticRegression(solver="newton", **p),
          lambda **p: LogisticRegression(solver="gd", **p),
          lambda **p: LinearSVM(**p))


@given(X=arrays, y=labels, sparse=st.booleans(), make=st.sampled_from(MODELS))
def test_any_data_fits_or_is_refused(X, y, sparse, make):
    model = make(C=1.0, max_iter=20)
    data = sp.csr_matrix(X) if sparse and X.ndim == 2 and X.size else X
    fitted = call(model.fit, data, y)
    if fitted is None:
        return
    assert np.all(np.isfinite(model.coef_)) and np.all(np.isfinite(model.intercept_))
    pred = model.predict(data)
    assert len(pred) == X.shape[0] and set(pred) <= set(y)


@given(p=params, make=st.sampled_from(MODELS))
def test_any_parameters_fit_or_are_refused_at_call_time(p, make):
    X = np.array([[0.0, 1], [1, 0], [2, 1], [3, 3]])
    y = ["a", "a", "b", "b"]
    steps = call(make(**p).iter_fit, X, y)
    if steps is None:
        return
    last = None
    for n, last in enumerate(steps, 1):
        assert last.iteration == n
    assert last.converged or last.stopped == "max_iter"


@given(offset=st.sampled_from([0.0, 1e6, -1e9]), scale=st.sampled_from([1.0, 1e-6, 1e4]))
def test_logistic_is_finite_on_shifted_and_scaled_data(offset, scale):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(40, 2)) * scale + offset
    y = np.repeat(["a", "b"], 20)
    model = call(LogisticRegression(max_iter=50).fit, X, y)
    if model is not None:
        assert np.all(np.isfinite(model.predict_proba(X)))
