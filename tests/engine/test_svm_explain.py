"""engine.svm.explain — what the SVM tab's views explain — against the estimators' own numbers
and scikit-learn: f(x) term by term, the margins, w and b, the KKT report; the perceptron's
update and AdaBoost's reweighting."""
import numpy as np
import pytest
from sklearn.svm import SVC as SkSVC

from engine import DataError
from engine.ensemble import AdaBoost
from engine.neural import Perceptron
from engine.svm import (SVC, boost_scores, decision_values, explain_boost, explain_perceptron,
                        explain_smo, kkt_report, perceptron_regions, smo_margins)


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(3)
    X = np.r_[rng.normal(1.0, 1.0, (25, 2)), rng.normal(-1.0, 1.0, (25, 2))] + [4.0, -2.0]
    return X, np.r_[np.full(25, "a"), np.full(25, "b")]


@pytest.fixture(scope="module")
def linear_run(data):
    X, y = data
    svc = SVC(1.0, kernel="linear", tol=1e-6)
    return svc, list(svc.iter_fit(X, y))


def test_the_last_step_explained_is_the_fitted_primal_and_libsvm_s(data, linear_run):
    X, y = data
    svc, steps = linear_run
    e = explain_smo(svc, X, y, steps[-1], selected=7)
    p = svc.primal()
    np.testing.assert_allclose(e.primal.w, p["w"], atol=1e-9)
    assert e.primal.b == pytest.approx(p["b"]) and e.primal.width == pytest.approx(p["margin"])
    ref = SkSVC(C=1.0, kernel="linear", tol=1e-6).fit(X, y)
    np.testing.assert_allclose(e.primal.w, ref.coef_[0], atol=2e-3)
    assert e.primal.b == pytest.approx(ref.intercept_[0], abs=2e-3)
    # f of the chosen point, term by term, is the decision function's value (and libsvm's)
    pt = e.point
    assert pt.terms.sum() + pt.b == pytest.approx(pt.f)
    assert pt.f == pytest.approx(svc.decision_function(X[7:8])[0], abs=1e-9)
    assert pt.f == pytest.approx(ref.decision_function(X[7:8])[0], abs=2e-3)
    assert pt.margin == pytest.approx((1 if y[7] == "b" else -1) * pt.f)
    assert pt.geometric == pytest.approx(pt.margin / np.linalg.norm(p["w"]))
    assert set(pt.support) == set(svc.support_)
    assert e.n_support == len(svc.support_) and e.converged
    # converged: no point breaks its KKT condition by more than the tolerance
    assert e.kkt.broken.size == 0


def test_a_point_of_the_plane_and_the_heat_map_values_match_the_decision_function(data):
    X, y = data
    svc = SVC(3.0, kernel="rbf", gamma=0.7)
    last = list(svc.iter_fit(X, y))[-1]
    grid = np.array([[4.0, -2.0], [5.5, -1.0], [2.0, -4.0]])
    e = explain_smo(svc, X, y, last, point=grid[1])
    assert e.primal is None and e.point.index is None
    assert e.point.f == pytest.approx(svc.decision_function(grid[1:2])[0], abs=1e-9)
    np.testing.assert_allclose(decision_values(svc, X, y, last.alpha, last.b, grid),
                               svc.decision_function(grid), atol=1e-9)


def test_kkt_report_names_the_condition_each_point_breaks():
    alpha = np.array([0.0, 0.5, 1.0, 0.0, 0.5, 1.0])
    margin = np.array([0.3, 1.0, 0.5, 2.0, 1.3, 1.6])
    r = kkt_report(alpha, margin, C=1.0, kind="l1")
    assert r.condition == ("zero", "free", "bound", "zero", "free", "bound")
    np.testing.assert_allclose(r.violation, [0.7, 0, 0, 0, 0.3, 0.6])
    assert r.broken.tolist() == [0, 5, 4]                  # worst first
    hard = kkt_report(alpha, margin, C=1.0, kind="hard")   # no upper bound: α = 1 is free
    assert hard.condition[2] == "free" and hard.violation[2] == pytest.approx(0.5)
    l2 = kkt_report(np.array([0.5]), np.array([0.75]), C=2.0, kind="l2")
    assert l2.required[0] == pytest.approx(0.75) and l2.violation[0] == pytest.approx(0.0)


def test_mid_run_the_pair_and_the_violations_are_the_step_s(data, linear_run):
    X, y = data
    svc, steps = linear_run
    s = steps[2]
    e = explain_smo(svc, X, y, s)
    i, j = s.pair
    assert e.pair == (i, j) and e.alpha_before == s.alpha_before
    assert e.alpha_after == (s.alpha[i], s.alpha[j])
    np.testing.assert_allclose(e.kkt.margin, smo_margins(svc, X, y, s.alpha, s.b))
    np.testing.assert_allclose(smo_margins(svc, X, y, s.alpha, s.b, rows=[3, 1]),
                               e.kkt.margin[[3, 1]])
    # the largest KKT violation of the report and SMO's m(α) − M(α) agree on "not yet"
    assert e.kkt.broken.size > 0 and s.max_violation > svc.tol


def test_bad_input_says_what_to_do(data, linear_run):
    X, y = data
    svc, steps = linear_run
    with pytest.raises(DataError, match="iter_fit"):
        explain_smo(SVC(), X, y, steps[-1])
    with pytest.raises(DataError, match="rows"):
        explain_smo(svc, X[:10], y[:10], steps[-1])
    with pytest.raises(DataError, match="training point"):
        explain_smo(svc, X, y, steps[-1], selected=500)


def test_perceptron_update_and_regions(data):
    X, y = data
    model = Perceptron(max_epochs=5)
    steps = list(model.iter_fit(X, y))
    s = next(s for s in steps if s.phase == "update")
    e = explain_perceptron(s, X, y, model.classes_)
    assert e.margin <= 0                                   # it was a mistake
    np.testing.assert_allclose(e.w, e.w_before + e.y * e.x)
    assert e.b == pytest.approx(e.b_before + e.y)
    G = X[:10]
    np.testing.assert_array_equal(perceptron_regions(steps[-1], G),
                                  (model.decision_function(G) > 0).astype(int))


def test_boost_round_reweighting_and_scores(data):
    X, y = data
    model = AdaBoost(n_estimators=4, criterion="error")
    steps = list(model.iter_fit(X, y))
    e = explain_boost(steps[1], X, y, model.classes_)
    # the misclassified points are exactly the ones whose weight grew, and Z = 2√(ε(1 − ε))
    assert e.wrong.tolist() == e.gained.tolist() and e.wrong.size > 0
    assert e.Z == pytest.approx(2 * np.sqrt(e.epsilon * (1 - e.epsilon)))
    assert e.up * e.down == pytest.approx(1.0)
    F = None
    for s in steps:
        F = boost_scores(s, X, F)
    np.testing.assert_allclose(F, model.decision_function(X))


@pytest.mark.parametrize("feature", ["square", "abs"])
def test_the_feature_map_makes_1d_data_separable_with_two_thresholds(feature):
    from engine.svm import feature_map_demo
    d = feature_map_demo(30, feature=feature, random_state=0)
    pred = np.sign(d.w[0] * d.x + d.w[1] * d.phi + d.b)
    assert np.all(pred == d.y)                      # separable in (x, φ(x))
    assert len(d.thresholds) == 2
    inner = (d.x > d.thresholds[0]) & (d.x < d.thresholds[1])
    assert np.all(d.y[inner] == -1) and np.all(d.y[~inner] == 1)
    with pytest.raises(DataError, match="feature"):
        feature_map_demo(feature="cube")


def test_without_the_kkt_report_the_point_is_explained_the_same(data):
    X, y = data
    svc = SVC(1.0, kernel="rbf", gamma=0.5)
    s = list(svc.iter_fit(X, y))[5]
    full = explain_smo(svc, X, y, s, selected=4)
    quick = explain_smo(svc, X, y, s, selected=4, kkt=False)
    assert quick.kkt is None and full.kkt is not None
    assert quick.point.f == pytest.approx(full.point.f)
    assert quick.point.condition == full.point.condition
    assert quick.point.violation == pytest.approx(full.point.violation)


def test_gate_tables_and_why_no_line_gives_xor():
    from engine.svm import gate_table
    assert gate_table("AND", (1, 1), -1.5).right and gate_table("OR", (1, 1), -0.5).right
    assert not gate_table("AND", (1, 1), -0.5).right
    rng = np.random.default_rng(0)           # XOR = ab̄ + āb: no (w, b) gets all four rows
    assert not any(gate_table("XOR", rng.normal(size=2), rng.normal()).right
                   for _ in range(200))
    with pytest.raises(DataError, match="gate"):
        gate_table("NAND", (1, 1), 0)
