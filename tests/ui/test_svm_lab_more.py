"""Issue 27's lab views and pieces in the SVM tab, built standalone and driven by real clicks:
the Regression view (a clicked point, gradient descent on the contours), the k-NN view (a
clicked place's neighbours), and predict mode in the Tree view (graded without widgets, then a
click on the picture)."""
import dataclasses

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from sklearn.neighbors import KNeighborsClassifier as SkKNN

from engine import datasets
from engine.tree import DecisionTree
from ui.tabs.svm.lab_tree_predict import Split, guess_split, node_box, node_rows, split_question


_BUILT = []


def build(qtbot, cls, X, y):
    view = cls(lambda: (X, y))
    qtbot.addWidget(view)
    view.resize(800, 650)
    view.show()
    qtbot.waitExposed(view)
    view.invalidate()
    _BUILT.append(view)
    return view


@pytest.fixture(autouse=True)
def _cancel_runs():
    """Every view's runs cancelled even when a test fails half-way (no leaked workers)."""
    yield
    while _BUILT:
        dispose(_BUILT.pop())


def pixel(plot, x, y):
    return plot.mapFromScene(plot.plotItem.vb.mapViewToScene(QPointF(x, y)))


def dispose(view):
    from ui.runner import cancel_all
    cancel_all(view)


@pytest.fixture(scope="module")
def moons():
    return datasets.two_class("moons", 60, random_state=1)


def test_a_tree_split_guess_is_graded_by_the_points_it_sends_left(moons):
    X, y = moons
    steps = list(DecisionTree(max_depth=3).iter_fit(X, y))
    second = steps[1]                                   # a split below the root
    rows = node_rows(second.nodes, X, second.node)
    assert rows.sum() == second.nodes[second.node].n_samples
    x0, x1, y0, y1 = node_box(second.nodes, second.node, (-5, -5, 10, 10))
    assert np.all((X[rows, 0] >= x0) & (X[rows, 0] <= x1) & (X[rows, 1] >= y0)
                  & (X[rows, 1] <= y1))
    q = split_question(X, second)
    f, t = second.feature, second.threshold
    vals = np.sort(X[rows, f])
    nxt = vals[vals > t].min()                          # any θ before the next value: same split
    shift = f == 1                                      # Shift+click: a split on y
    mid = (t + nxt) / 2
    same = guess_split(X, second, mid, mid, shift)
    assert same == q.truth and "Right" in q.explain(same)
    other = guess_split(X, second, nxt, nxt, shift)     # one more point on the left
    assert other != q.truth and other.n_left == same.n_left + 1
    text = q.explain(other)
    assert "Not quite" in text and f"{second.gain:.4f}" in text
    assert split_question(X, dataclasses.replace(steps[0], phase="leaf")) is None
    assert Split(0, 3, 0.1) == Split(0, 3, 0.2) != Split(1, 3, 0.1)


def test_the_tree_asks_for_its_next_split_and_a_click_answers(qtbot, moons):
    from ui.tabs.svm.lab_tree import TreeView
    X, y = moons
    view = build(qtbot, TreeView, X, y)
    assert view.controls.predict_button.isVisible()
    qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)
    qtbot.mouseClick(view.controls.step_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.predictions.awaiting, timeout=10000)
    assert len(view.history) == 1                       # held back until the answer
    q = view.driver.predictions.pending
    first = next(DecisionTree().iter_fit(X, y))
    assert q.truth.feature == first.feature
    # zoom on the gap the threshold splits, so a click lands inside it whatever the pixels
    f, t = first.feature, first.threshold
    vals = np.sort(X[:, f])
    lo, hi = vals[vals <= t].max(), vals[vals > t].min()
    pad = hi - lo
    near, wide = (lo - pad, hi + pad), (-3, 3)
    view.canvas.setRange(xRange=near if f == 0 else wide, yRange=wide if f == 0 else near,
                         padding=0)
    qtbot.wait(30)
    at = (t, 0.0) if f == 0 else (0.0, t)
    QTest.mouseClick(view.canvas.viewport(), Qt.LeftButton,
                     Qt.ShiftModifier if first.feature == 1 else Qt.NoModifier,
                     pixel(view.canvas, *at))
    qtbot.waitUntil(lambda: len(view.history) == 2, timeout=5000)
    v = view.driver.predictions.last
    assert v.right, v.feedback
    assert "Right" in view.messages.text() and view.controls.score_label.text() == "1 of 1 right"
    dispose(view)


def test_a_predicted_gradient_step_is_right_within_a_third_of_the_step():
    from engine.linear import LinearRegression
    from ui.tabs.svm.lab_regression_predict import Landing, step_question
    x = np.linspace(0, 1, 12)[:, None]
    steps = list(LinearRegression(solver="gd", max_iter=20).iter_fit(x, 2 * x[:, 0] + 1))
    previous, step = steps[3], steps[4]
    q = step_question(previous, step)
    assert (q.truth.w0, q.truth.w1) == pytest.approx((step.b, step.w[0]))
    here = np.array([previous.b, previous.w[0]])
    expected = here - previous.learning_rate * previous.gradient      # θ' = θ − η∇J
    assert (q.truth.w0, q.truth.w1) == pytest.approx(tuple(expected))
    length = np.linalg.norm(expected - here)
    near = Landing(*(expected + [0.3 * length, 0]))
    far = Landing(*(here - 0.2 * (expected - here)))                  # uphill
    assert near == q.truth and far != q.truth
    assert "Right" in q.explain(near) and "180°" in q.explain(far)
    assert step_question(None, step) is None


def test_regression_view_adds_a_clicked_point_and_descends_the_contours(qtbot):
    from ui.tabs.svm.lab_regression import RegressionView
    view = build(qtbot, RegressionView, np.empty((0, 2)), np.empty(0))
    qtbot.waitUntil(lambda: view.study is not None, timeout=10000)
    n = len(view.editor.X)
    view.canvas.setRange(xRange=(-0.2, 1.2), yRange=(-2, 2), padding=0)
    qtbot.wait(30)
    QTest.mouseClick(view.canvas.viewport(), Qt.LeftButton, Qt.NoModifier,
                     pixel(view.canvas, 0.5, 1.5))
    qtbot.waitUntil(lambda: len(view.editor.X) == n + 1, timeout=3000)
    qtbot.waitUntil(lambda: view.study is not None and len(view.study.fit.fitted) == n + 1,
                    timeout=10000)
    x, y = view.editor.X[:, 0], view.editor.X[:, 1]
    w1, w0 = np.polyfit(x, y, 1)
    assert view.study.surface.minimum == pytest.approx((w0, w1), abs=1e-8)
    # predict mode: the second step asks where it lands; a click at the engine's θ' is right
    qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)
    qtbot.mouseClick(view.controls.step_button, Qt.LeftButton)        # the start: no question
    qtbot.waitUntil(lambda: len(view.history) == 2, timeout=10000)
    qtbot.mouseClick(view.controls.step_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.predictions.awaiting, timeout=10000)
    q = view.driver.predictions.pending
    assert q.kind == "gd_step" and len(view.history) == 2
    contours = view.plots.contours
    QTest.mouseClick(contours.viewport(), Qt.LeftButton, Qt.NoModifier,
                     pixel(contours, q.truth.w0, q.truth.w1))
    qtbot.waitUntil(lambda: len(view.history) == 3, timeout=5000)
    assert view.driver.predictions.last.right and "θ − η∇J" in view.messages.text()
    assert view._start() == (0.0, 0.0)          # the click predicted; it did not move the start
    qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)     # off again
    qtbot.mouseClick(view.controls.end_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.runner.state == "finished", timeout=20000)
    last = view.history[-1].step
    assert last.converged and (last.b, last.w[0]) == pytest.approx((w0, w1), abs=1e-4)
    qtbot.waitUntil(lambda: f"Gradient step {last.iteration}" in
                    view.explanation.toPlainText(), timeout=3000)
    k = view.driver.index()
    assert view.controls.position.text().endswith(f"{k} / {k}")
    assert len(view.plots.path.getData()[0]) == len(view.history) - 1
    # [ML] 3: a click on the classifier plot adds an outlier that drags least squares
    bar = view.pages.tabBar()
    qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.tabRect(2).center())
    plot = view.plots.classifier_plot
    qtbot.waitUntil(lambda: plot.isVisible() and plot.width() > 400, timeout=3000)
    m = len(view.study.classifier.outliers)
    plot.setRange(xRange=(-6, 6), yRange=(-4, 14), padding=0)
    qtbot.waitUntil(lambda: plot.plotItem.vb.viewRange()[1][1] == pytest.approx(14),
                    timeout=3000)
    QTest.mouseClick(plot.viewport(), Qt.LeftButton, Qt.NoModifier, pixel(plot, 0.0, 12.0))
    qtbot.waitUntil(lambda: len(view.study.classifier.outliers) == m + 1, timeout=10000)
    assert view.study.classifier.outliers[-1] == pytest.approx((0.0, 12.0), abs=0.2)
    dispose(view)


def test_knn_view_rings_a_clicked_place_s_neighbours(qtbot, moons):
    from ui.tabs.svm.lab_knn import KnnView
    X, y = moons
    view = build(qtbot, KnnView, X, y)
    qtbot.waitUntil(lambda: view.result is not None, timeout=10000)
    assert view.result.curve is not None and view.result.curve.ks[0] == 1
    view.canvas.setRange(xRange=(-3, 3), yRange=(-3, 3), padding=0)
    qtbot.wait(30)
    QTest.mouseClick(view.canvas.viewport(), Qt.LeftButton, Qt.NoModifier,
                     pixel(view.canvas, 0.5, 0.25))
    qtbot.waitUntil(lambda: view.query is not None, timeout=5000)
    q = view.query.q
    sk = SkKNN(5).fit(X, y)
    d, i = sk.kneighbors(q.reshape(1, -1))
    assert sorted(view.query.neighbours.indices[0]) == sorted(i[0])
    ringed = view._neighbour_items["ring"].data["x"]
    assert np.allclose(ringed, X[view.query.neighbours.indices[0], 0])
    assert str(sk.predict(q.reshape(1, -1))[0]) in view.explanation.toPlainText()
    assert len(view._neighbour_items["labels"]) == 5
    dispose(view)
