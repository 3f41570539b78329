"""Predict mode's two new Clustering kinds (issue 25): a k-means update (place the ringed centre
where it goes; right within a quarter of its cluster's spread of the engine's mean) and a GMM
E step (the ringed point's responsibilities, a slider per component). The grading is tested on
the question builders directly; one test drives both through real events (a drag of the
centre, the sliders and a click on Answer)."""
import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt

from engine.cluster import GaussianMixture, KMeans
from ui.models.predict import Predictions
from ui.tabs.clustering.predict import responsibility_question, update_question


@pytest.fixture(scope="module")
def X():
    rng = np.random.default_rng(5)
    return np.vstack([rng.normal(c, 0.7, size=(30, 2)) for c in ((0, 0), (5, 0), (2, 4))])


def test_a_predicted_centre_is_right_near_the_mean_and_wrong_far_from_it(X):
    steps = list(KMeans(3, init="random", random_state=2).iter_fit(X, seeding_steps=False))
    before, update = next((a, u) for a, u in zip(steps, steps[1:]) if u.phase == "update")
    q = update_question(X, before, update)
    assert q.kind == "kmeans_update"
    assert np.allclose(q.truth, update.centers[q.target])          # the engine's new centre
    members = X[before.labels == q.target]
    spread = np.sqrt(((members - members.mean(0)) ** 2).sum(1).mean())
    p = Predictions()
    p.ask(q)
    near = np.asarray(q.truth) + [0.2 * spread, 0]
    assert p.answer(tuple(near)).right
    p.ask(q)
    old = before.centers[q.target]                                  # "it stays where it was"
    v = p.answer(tuple(old))
    assert not v.right and "not quite" in v.feedback
    assert f"{len(members)} points" in v.feedback and "μ<sub>" in v.feedback
    assert (p.right, p.asked) == (1, 2)
    # an assignment step or another algorithm's step asks nothing here
    assert update_question(X, None, steps[0]) is None


def test_a_predicted_responsibility_is_graded_against_the_e_step(X):
    steps = list(GaussianMixture(3, random_state=0, max_iter=5).iter_fit(X))
    m, e = next((a, b) for a, b in zip(steps, steps[1:]) if a.phase == "M" and b.phase == "E")
    q = responsibility_question(X, m, e)
    truth = e.responsibilities[q.target]
    assert np.allclose(q.truth, truth)
    # the least certain point is asked about unless one is selected
    r = e.responsibilities
    assert q.target == int(np.argmax(-(r * np.log(np.maximum(r, 1e-300))).sum(axis=1)))
    assert q.grade(tuple(3 * truth))                      # any scale: normalised
    assert q.grade(tuple(truth + [0.05, -0.05, 0]))       # within 0.1 each
    off = np.eye(3)[np.argmin(truth)]                     # all on the least likely component
    assert not q.grade(tuple(off))
    assert not q.grade((1.0, 0.0))                        # one value per component
    v = Predictions()
    v.ask(q)
    verdict = v.answer(tuple(off))
    assert not verdict.right and "π<sub>k</sub> N" in verdict.feedback
    chosen = responsibility_question(X, m, e, selected=7)
    assert chosen.target == 7 and np.allclose(chosen.truth, e.responsibilities[7])
    assert responsibility_question(X, None, steps[0]) is None       # nothing drawn to read


def pixel(view, x, y):
    return view.mapFromScene(view.plotItem.vb.mapViewToScene(QPointF(x, y)))


def drag(view, a, b, moves=6):
    """A left-button drag from pixel ``a`` to ``b`` on the view's viewport (press, moves with
    the button held, release: pyqtgraph makes a drag of them)."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication
    vp = view.viewport()

    def send(kind, p, buttons):
        QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(p), vp.mapToGlobal(QPointF(p)),
                                               Qt.LeftButton, buttons, Qt.NoModifier))

    send(QEvent.MouseButtonPress, a, Qt.LeftButton)
    for t in np.linspace(0, 1, moves + 1)[1:]:
        send(QEvent.MouseMove, QPoint(round(a.x() + (b.x() - a.x()) * t),
                                      round(a.y() + (b.y() - a.y()) * t)), Qt.LeftButton)
    send(QEvent.MouseButtonRelease, b, Qt.NoButton)


def step_until(qtbot, tab, kind, limit=12):
    for _ in range(limit):
        n = len(tab.driver.history)
        qtbot.mouseClick(tab.controls.step_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(tab.driver.history) > n or tab.driver.predictions.awaiting,
                        timeout=10_000)
        q = tab.driver.predictions.pending
        if q is not None:
            assert len(tab.driver.history) == n, "the step was drawn before the prediction"
            if q.kind == kind:
                return q
            tab.driver.answer(q.truth)              # another kind: answer it and go on
    raise AssertionError(f"no {kind} question was asked")


def test_update_and_responsibility_predictions_through_real_events(qtbot, make_tab):
    from ui.tabs.clustering.tab import ClusteringTab
    tab = make_tab(ClusteringTab)
    qtbot.waitUntil(lambda: len(tab.X) > 0, timeout=5000)
    qtbot.mouseClick(tab.controls.predict_button, Qt.LeftButton)
    q = step_until(qtbot, tab, "kmeans_update")
    held = tab.driver._held[0]
    view = tab.view
    n = len(tab.driver.history)
    centres = view.centers.data
    start = (centres["x"][q.target], centres["y"][q.target])          # the ringed centre
    drag(view, pixel(view, *start), pixel(view, *q.truth))          # ... dragged to the mean
    qtbot.waitUntil(lambda: len(tab.driver.history) == n + 1, timeout=5000)
    assert tab.driver.predictions.last.right and tab.driver.history[-1] is held
    assert view.drag_handler is None and view.pick_handler is None
    # GMM: the sliders answer the E step
    tab.algorithm_combo.setCurrentIndex(tab.algorithm_combo.findData("Gaussian mixture (EM)")
                                        if tab.algorithm_combo.findData(
                                            "Gaussian mixture (EM)") >= 0 else 3)
    q = step_until(qtbot, tab, "gmm_responsibility")
    sliders = tab.predict.sliders
    assert sliders.isVisible()
    wrong = np.eye(len(q.truth))[np.argmin(q.truth)]
    for s, value in zip(sliders.sliders, wrong):
        s.setValue(round(100 * value))
    n = len(tab.driver.history)
    qtbot.mouseClick(sliders.answer_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(tab.driver.history) == n + 1, timeout=5000)
    assert not tab.driver.predictions.last.right and not sliders.isVisible()
    assert "r<sub>ik</sub>" in tab.messages.text()


def test_a_predicted_soft_responsibility_is_the_soft_kmeans_e_step(X):
    from engine.cluster import SoftKMeans
    from ui.tabs.clustering.predict import soft_question
    steps = list(SoftKMeans(3, beta=0.5, random_state=0, max_iter=4).iter_fit(X))
    m, e = next((a, b) for a, b in zip(steps, steps[1:]) if a.phase == "M" and b.phase == "E")
    q = soft_question(X, m, e, 0.5, selected=11)
    assert q.target == 11 and np.allclose(q.truth, e.responsibilities[11])
    assert q.grade(q.truth) and not q.grade(tuple(np.eye(3)[np.argmin(q.truth)]))
    assert "exp(−β" in q.explain((1, 1, 1))
    assert soft_question(X, m, e, None) is None        # no β, no question
