"""Multinomial logistic regression (softmax = MaxEnt classification): scikit-learn's
LogisticRegression (multinomial, lbfgs, intercept not penalised) to 1e-4 on dense and sparse
inputs with every solver; two classes equal the binary logistic regression with C doubled."""
import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.linear_model import LogisticRegression as SkLogistic

from engine import DataError, NotFittedError, Step
from engine.linear import LogisticRegression, SoftmaxRegression
from hypothesis import given, strategies as st


def four_classes(n=240, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, n)
    X = rng.normal(size=(n, 5))
    X[:, 0] += y
    X[:, 1] -= 0.7 * y
    X[:, 2] += (y == 2)
    return X, np.array(["ham", "news", "personal", "spam"])[y]


@pytest.mark.parametrize("solver", ["lbfgs", "newton", "gd"])
@pytest.mark.parametrize("C", [0.1, 3.0])
def test_dense_equals_scikit_learn(solver, C):
    X, y = four_classes()
    sk = SkLogistic(C=C, tol=1e-12, max_iter=10_000).fit(X, y)
    ours = SoftmaxRegression(C=C, solver=solver, tol=1e-10, max_iter=50_000).fit(X, y)
    assert list(ours.classes_) == list(sk.classes_)
    np.testing.assert_allclose(ours.coef_, sk.coef_, atol=1e-4)
    np.testing.assert_allclose(ours.intercept_, sk.intercept_, atol=1e-4)
    np.testing.assert_allclose(ours.predict_proba(X), sk.predict_proba(X), atol=1e-5)
    assert (ours.predict(X) == sk.predict(X)).all()
    if solver == "newton":      # quadratic: a handful of steps, not max_iter at the gradient's floor
        assert ours.n_iter_ <= 30


@pytest.mark.parametrize("solver", ["lbfgs", "newton"])
def test_sparse_equals_scikit_learn(solver):
    rng = np.random.default_rng(1)
    X = sp.random(300, 80, density=0.08, random_state=2, format="csr")
    y = rng.integers(0, 3, 300)
    X = X + sp.csr_matrix((np.ones(300), (np.arange(300), 5 * y)), shape=X.shape)
    sk = SkLogistic(C=2.0, tol=1e-12, max_iter=10_000).fit(X, y)
    ours = SoftmaxRegression(C=2.0, solver=solver, tol=1e-10).fit(X, y)
    np.testing.assert_allclose(ours.coef_, sk.coef_, atol=1e-4)
    np.testing.assert_allclose(ours.intercept_, sk.intercept_, atol=1e-4)
    dense = SoftmaxRegression(C=2.0, solver=solver, tol=1e-10).fit(X.toarray(), y)
    np.testing.assert_allclose(ours.coef_, dense.coef_, atol=1e-8)


@pytest.mark.parametrize("solver", ["lbfgs", "newton", "gd"])
def test_two_classes_equal_logistic_regression_with_C_doubled(solver):
    X, y = four_classes(200, seed=3)
    y = np.where(np.isin(y, ["spam", "news"]), "spam", "ham")
    soft = SoftmaxRegression(C=0.5, solver=solver, tol=1e-10, max_iter=50_000).fit(X, y)
    logistic = LogisticRegression(C=1.0, solver="newton", tol=1e-10).fit(X, y)
    np.testing.assert_allclose(soft.predict_proba(X), logistic.predict_proba(X), atol=1e-6)
    assert (soft.predict(X) == logistic.predict(X)).all()
    # the two weight vectors are w and −w: their difference is the logistic weight vector
    np.testing.assert_allclose(soft.coef_[1] - soft.coef_[0], logistic.coef_[0], atol=1e-5)
    np.testing.assert_allclose(soft.coef_[0], -soft.coef_[1], atol=1e-6)


def test_steps_follow_the_protocol_and_fit_is_the_last_step():
    X, y = four_classes()
    steps = list(SoftmaxRegression(solver="lbfgs").iter_fit(X, y))
    assert all(isinstance(s, Step) for s in steps)
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert steps[-1].converged and not any(s.converged for s in steps[:-1])
    losses = [s.loss for s in steps]
    assert all(b <= a + 1e-9 for a, b in zip(losses, losses[1:]))   # line search: descent
    assert not steps[-1].coef.flags.writeable
    model = SoftmaxRegression(solver="lbfgs").fit(X, y)
    np.testing.assert_array_equal(model.coef_, steps[-1].coef)
    np.testing.assert_array_equal(model.intercept_, steps[-1].intercept)
    capped = list(SoftmaxRegression(solver="newton", max_iter=2).iter_fit(X, y))
    assert capped[-1].stopped == "max_iter" and not capped[-1].converged


def test_probabilities_are_the_softmax_of_the_scores():
    X, y = four_classes()
    m = SoftmaxRegression(C=1.0).fit(X, y)
    f = m.decision_function(X)
    assert f.shape == (len(X), 4)
    p = m.predict_proba(X)
    np.testing.assert_allclose(p.sum(axis=1), 1)
    np.testing.assert_allclose(p, np.exp(f) / np.exp(f).sum(axis=1, keepdims=True))
    assert 0 <= m.score(X, y) <= 1


def test_bad_input_and_parameters_are_refused_when_iter_fit_is_called():
    X, y = four_classes()
    for bad in [dict(C=0.0), dict(C=-1.0), dict(solver="sgd"), dict(tol=0.0),
                dict(max_iter=0), dict(learning_rate=-1.0), dict(memory=0)]:
        with pytest.raises(ValueError):
            SoftmaxRegression(**bad).iter_fit(X, y)
    with pytest.raises(DataError, match="two classes"):
        SoftmaxRegression().iter_fit(X, np.zeros(len(X)))
    with pytest.raises(DataError, match="rows"):
        SoftmaxRegression().iter_fit(X, y[:-1])
    with pytest.raises(DataError, match="NaN"):
        SoftmaxRegression().iter_fit(np.where(X > 2, np.nan, X), y)
    with pytest.raises(NotFittedError):
        SoftmaxRegression().predict(X)
    m = SoftmaxRegression().fit(X, y)
    with pytest.raises(DataError, match="features"):
        m.predict(X[:, :3])


def test_softmax_study_on_the_four_class_mail_sample():
    import resources
    from engine.spam import (
        SoftmaxFit,
        SoftmaxIterate,
        iter_evaluate,
        iter_softmax_study,
        load_corpus,
        run_job,
        split_indices,
    )
    from engine.workflows.spam_filtering import iter_features
    corpus = load_corpus(resources.path("mail_topics"))
    assert corpus.classes == ["coursework", "newsletter", "personal", "spam"]
    assert all(corpus.labels.count(c) >= 40 for c in corpus.classes)
    features = run_job(iter_features(corpus)).features
    y = np.array(corpus.labels)
    split = split_indices(y, 0.25, 0)
    job = iter_softmax_study(features, y, split, C=10.0)
    steps = []
    try:
        while True:
            steps.append(next(job))
    except StopIteration as stop:
        fit = stop.value
    assert all(isinstance(s, SoftmaxIterate) for s in steps)
    assert steps[-1].converged and len(steps[-1].top_words) == 4
    assert steps[-1].test_accuracy >= 0.8
    assert isinstance(fit, SoftmaxFit) and fit.model.coef_.shape[0] == 4
    top, W = fit.top_words(5), fit.model.coef_
    assert list(top) == corpus.classes
    for k, c in enumerate(fit.model.classes_):          # the n largest, largest first
        order = np.argsort(-W[k], kind="stable")[:5]
        assert top[c] == tuple((str(fit.names[j]), float(W[k, j])) for j in order)
    e = fit.explain("Click here to claim your free prize now, verify your account")
    assert e.predicted == "spam"
    np.testing.assert_allclose(e.scores, e.intercepts + e.weights @ e.x)
    rows = e.feature_functions()
    assert len(rows) == 4 * len(e.names) and abs(rows[0][4]) >= abs(rows[-1][4])
    # compared with multinomial NB on the same split
    result = run_job(iter_evaluate(features.X, y, [split],
                                   ["Multinomial NB", "Softmax (L-BFGS)"], C=10.0))
    assert set(result) == {"Multinomial NB", "Softmax (L-BFGS)"}
    assert result["Softmax (L-BFGS)"].report.accuracy >= 0.8
    with pytest.raises(DataError, match="two classes"):
        iter_softmax_study(features, y, (np.flatnonzero(y == "spam"), split[1]))
    with pytest.raises(ValueError):
        iter_softmax_study(features, y, split, solver="sgd")


BAD_X = [np.zeros((0, 3)), np.zeros((5, 0)), np.arange(6.0), [["a", "b"]] * 5,
         np.array([[1.0, np.inf]] * 5), np.array([[1e300, 1.0]] * 5), [[1, 2], [3]],
         np.array([[1 + 2j, 0]] * 5), None]


@given(st.sampled_from(BAD_X), st.lists(st.sampled_from(["a", "b", "c", 1, None]), max_size=6),
       st.sampled_from(["lbfgs", "newton", "gd", "sgd", 3]))
def test_bad_input_gets_a_trellis_message(X, y, solver):
    from contract import call
    model = call(SoftmaxRegression(solver=solver, max_iter=5).fit, X, y)
    assert model is None


@given(st.integers(2, 30), st.integers(1, 4), st.integers(2, 4), st.integers(0, 10))
def test_any_small_problem_fits_and_predicts_probabilities(n, d, k, seed):
    from contract import call
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    y = rng.integers(0, k, n)
    model = call(SoftmaxRegression(max_iter=50).fit, X, y)
    if model is None:
        assert len(np.unique(y)) < 2
        return
    p = model.predict_proba(X)
    np.testing.assert_allclose(p.sum(axis=1), 1)
    assert set(model.predict(X)) <= set(y)


@pytest.mark.parametrize("y, message", [(["a", None, "b"], "missing"), (np.array(["a", 1, "b"], dtype=object), "kinds")])
def test_mixed_or_missing_labels_are_refused(y, message):
    for model in (SoftmaxRegression(), LogisticRegression()):
        with pytest.raises(DataError, match=message):
            model.fit(np.eye(3), y)


@given(st.lists(st.sampled_from([-np.inf, -1.0, 0.0, 0.5, 2.0]), max_size=30),
       st.integers(0, 35))
def test_top_indices_equal_a_stable_argsort(values, n):
    from engine.spam.spam_filter import top_indices
    values = np.array(values, dtype=float)
    np.testing.assert_array_equal(top_indices(values, n),
                                  np.argsort(-values, kind="stable")[:n])


def test_thinned_weights_keep_every_loss_and_the_same_fit():
    X, y = four_classes()
    full = list(SoftmaxRegression(C=1.0, solver="gd", max_iter=40).iter_fit(X, y))
    model = SoftmaxRegression(C=1.0, solver="gd", max_iter=40)
    thin = list(model.iter_fit(X, y, keep_weights_every=10))
    assert [s.loss for s in thin] == [s.loss for s in full]          # every loss kept
    kept = [s.iteration for s in thin if s.coef is not None]
    assert kept == [1, 10, 20, 30, 40]                               # first, every 10th, last
    assert all(s.intercept is None for s in thin if s.coef is None)
    for a, b in zip(thin, full):
        if a.coef is not None:
            np.testing.assert_array_equal(a.coef, b.coef)
    np.testing.assert_array_equal(model.coef_, full[-1].coef)
    # a memory budget picks the stride: 40 steps of 4 × 6 weights in 10 steps' room → every 4th
    budget = SoftmaxRegression(C=1.0, solver="gd", max_iter=40)
    steps = list(budget.iter_fit(X, y, weights_budget=10 * 8 * 4 * 6))
    assert [s.iteration for s in steps if s.coef is not None] == [1, 4, 8, 12, 16, 20, 24, 28,
                                                                 32, 36, 40]
    # a converged run keeps its last step's weights whatever the stride
    last = list(SoftmaxRegression(C=1.0).iter_fit(X, y, keep_weights_every=1000))[-1]
    assert last.converged and last.coef is not None
    with pytest.raises(ValueError, match="keep_weights_every"):
        SoftmaxRegression().iter_fit(X, y, keep_weights_every=0)
    with pytest.raises(ValueError, match="weights_budget"):
        SoftmaxRegression().iter_fit(X, y, weights_budget=-1)


@pytest.mark.parametrize("sparse", [False, True])
def test_explain_row_scores_are_the_models_scores_and_probabilities(sparse):
    from engine.spam import explain_row

    rng = np.random.default_rng(3)
    X = np.where(rng.random((60, 12)) < 0.3, rng.random((60, 12)), 0.0)
    y = rng.choice(["a", "b", "c"], 60)
    model = SoftmaxRegression(C=2.0).fit(X, y)
    row = sp.csr_matrix(X[5:6]) if sparse else X[5:6]
    names = [f"t{j}" for j in range(12)]
    e = explain_row(model.classes_, names, model.coef_, model.intercept_, row)
    assert e.names == [f"t{j}" for j in np.flatnonzero(X[5])]     # the active terms only
    np.testing.assert_allclose(e.scores, model.decision_function(X[5:6])[0], atol=1e-12)
    np.testing.assert_allclose(e.proba, model.predict_proba(X[5:6])[0], atol=1e-12)
    assert e.predicted == model.predict(X[5:6])[0]
