"""Predict mode through real events (issue 25): with Predict on, Step holds the engine's next step
back, the picture asks, a click answers, and the step is drawn and graded with the engine's
numbers — a k-means assignment (click the centre a ringed point joins) and a Viterbi
back-pointer (click the best predecessor of a ringed node)."""
import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from engine.cluster import KMeansStep
from ui.models.predict import Predictions, Question
from ui.tabs.clustering.tab import ClusteringTab


def pixel(view, x, y):
    return view.mapFromScene(view.plotItem.vb.mapViewToScene(QPointF(x, y)))


def step_until_asked(qtbot, tab, limit=12):
    """Press Step until a question is pending (returns it), checking that a held step is never
    drawn: the history does not grow while the question waits."""
    for _ in range(limit):
        n = len(tab.driver.history)
        qtbot.mouseClick(tab.controls.step_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(tab.driver.history) > n or tab.driver.predictions.awaiting,
                        timeout=10_000)
        if tab.driver.predictions.awaiting:
            assert len(tab.driver.history) == n, "the step was drawn before the prediction"
            return tab.driver.predictions.pending
    raise AssertionError("no question was asked")


def test_predictions_grade_against_the_truth_and_keep_score():
    p = Predictions()
    p.ask(Question("x", "?", 0, truth=2, explain=lambda g: f"you said {g}"))
    assert p.awaiting
    v = p.answer(1)
    assert not v.right and v.truth == 2 and v.feedback == "you said 1" and not p.awaiting
    p.ask(Question("x", "?", 0, truth=2, explain=str))
    assert p.answer(2).right and (p.right, p.asked) == (1, 2)
    with pytest.raises(RuntimeError):
        p.answer(2)


def test_a_predicted_kmeans_assignment_is_graded_right_and_wrong(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    qtbot.waitUntil(lambda: len(tab.X) > 0, timeout=5000)
    qtbot.mouseClick(tab.controls.predict_button, Qt.LeftButton)
    assert tab.controls.predict_button.isChecked()
    view = tab.view
    # a wrong answer: the centre the point will not join
    q = step_until_asked(qtbot, tab)
    assert q.kind == "kmeans_assign"
    assert np.allclose(view.highlight.data["x"], tab.X[q.target, 0])      # the ringed point
    held = tab.driver._held[0]
    assert isinstance(held, KMeansStep) and q.truth == held.labels[q.target]
    centres = view.centers.data
    wrong = (q.truth + 1) % len(centres)
    before = len(tab.driver.history)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     pixel(view, centres["x"][wrong], centres["y"][wrong]))
    qtbot.waitUntil(lambda: len(tab.driver.history) == before + 1, timeout=5000)
    verdict = tab.driver.predictions.last
    assert not verdict.right and verdict.guess == wrong and verdict.truth == q.truth
    assert "nearest is" in tab.messages.text() and tab.messages.kind == "warning"
    assert tab.driver.history[-1] is held                    # now drawn
    # a right answer, at the next assignment (the update between asks where a centre goes:
    # answered with the engine's mean, it is right too)
    q = step_until_asked(qtbot, tab)
    while q.kind != "kmeans_assign":
        tab.driver.answer(q.truth)
        q = step_until_asked(qtbot, tab)
    centres = view.centers.data
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     pixel(view, centres["x"][q.truth], centres["y"][q.truth]))
    qtbot.waitUntil(lambda: not tab.driver.predictions.awaiting, timeout=5000)
    assert tab.driver.predictions.last.right
    assert tab.controls.score_label.text() == "2 of 3 right"
    # Reset drops the score; Predict off steps straight on
    qtbot.mouseClick(tab.controls.reset_button, Qt.LeftButton)
    assert tab.controls.score_label.text() == ""
    qtbot.mouseClick(tab.controls.predict_button, Qt.LeftButton)
    qtbot.mouseClick(tab.controls.step_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(tab.driver.history) == 2, timeout=5000)
    assert not tab.driver.predictions.awaiting


def test_a_predicted_viterbi_backpointer_is_graded_right_and_wrong(qtbot, make_tab):
    from ui.tabs.hmm.tab import HmmTab
    tab = make_tab(HmmTab)
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy, timeout=30000)
    tab.views.setCurrentWidget(tab.trellis_view)
    view = tab.trellis_view
    qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)
    q = step_until_asked(qtbot, view)           # the first column asks nothing
    assert q.kind == "viterbi_backpointer"
    s, position = q.target
    assert position == len(view.driver.history) - 1      # the column not yet drawn
    held = view.driver._held[0]
    assert q.truth == int(np.ravel(held.back)[s])
    assert np.allclose(view.scene.selected.data["x"], position)       # the ringed node

    def node(state, column):
        vb = view.plot.getViewBox()
        return view.plot.mapFromScene(vb.mapViewToScene(QPointF(column, view.rows[state])))

    prev = view.shown()[position - 1]
    finite = np.flatnonzero(np.isfinite(np.ravel(prev.column)) & (view.rows >= 0))
    wrong = int(next(r for r in finite if r != q.truth))
    n = len(view.driver.history)
    QTest.mouseClick(view.plot.viewport(), Qt.LeftButton, Qt.NoModifier, node(wrong, position - 1))
    qtbot.waitUntil(lambda: len(view.driver.history) == n + 1, timeout=5000)
    v = view.driver.predictions.last
    assert not v.right and v.guess == wrong and "The best" in view.messages.text()
    q = step_until_asked(qtbot, view)
    s, position = q.target
    QTest.mouseClick(view.plot.viewport(), Qt.LeftButton, Qt.NoModifier,
                     node(q.truth, position - 1))
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    assert view.driver.predictions.last.right
    assert view.controls.score_label.text() == "1 of 2 right"
    # forward α: click the predecessor whose term α(r)·A(r→s) dominates the ringed node's sum
    from gestures import choose
    choose(qtbot, view.kind_combo, "forward α")
    q = step_until_asked(qtbot, view)
    assert q.kind == "forward_dominant"
    s, position = q.target
    prev = np.ravel(view.shown()[position - 1].column)
    terms = prev + view.tagger.transition(np.arange(prev.size), np.full(prev.size, s))
    assert q.truth == int(np.argmax(terms))               # the largest share of α_t(s)
    QTest.mouseClick(view.plot.viewport(), Qt.LeftButton, Qt.NoModifier,
                     node(q.truth, position - 1))
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    assert view.driver.predictions.last.right and "of the sum" in view.messages.text()


def test_a_predicted_edit_distance_cell_is_typed_into_the_table(qtbot, make_tab):
    from ui.tabs.text.tab import TextTab
    tab = make_tab(TextTab)                  # its views are built when it is first shown
    qtbot.waitUntil(lambda: tab.views is not None, timeout=5000)
    tab.views.setCurrentWidget(tab.edit_view)
    view = tab.edit_view
    qtbot.waitUntil(lambda: view.result is not None, timeout=10_000)     # SNOWY → SUNNY
    qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)
    q = step_until_asked(qtbot, view)
    assert q.kind == "edit_cell" and q.target == (1, 1)
    index = view.model.index(1, 1)
    assert index.data() == "?"                           # not filled before the answer
    editor = view.table.focusWidget()                    # the cell opened for typing
    wrong = q.truth + 2
    qtbot.keyClicks(editor, f"{wrong:g}")
    qtbot.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    assert not view.driver.predictions.last.right
    assert view.model.index(1, 1).data().startswith(f"{q.truth:g}")
    q = step_until_asked(qtbot, view)
    editor = view.table.focusWidget()
    qtbot.keyClicks(editor, f"{q.truth:g}")
    qtbot.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    assert view.driver.predictions.last.right
    assert "E(1, 2)" in view.driver.predictions.last.feedback


def test_a_predicted_smo_pair_is_graded(qtbot, make_tab):
    from ui.tabs.svm.tab import SvmTab
    tab = make_tab(SvmTab)
    qtbot.waitUntil(lambda: len(tab.X) > 0, timeout=5000)
    view = tab.view
    qtbot.mouseClick(tab.controls.predict_button, Qt.LeftButton)

    def click(k):
        QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                         pixel(view, tab.X[k, 0], tab.X[k, 1]))

    q = step_until_asked(qtbot, tab)
    assert q.kind == "smo_pair" and len(q.truth) == 2
    wrong = [k for k in range(len(tab.X)) if k not in q.truth][:2]
    n = len(tab.driver.history)
    click(wrong[0])
    assert tab.driver.predictions.awaiting                # one point is half an answer
    click(wrong[1])
    qtbot.waitUntil(lambda: len(tab.driver.history) == n + 1, timeout=5000)
    assert not tab.driver.predictions.last.right and "SMO picked" in tab.messages.text()
    assert "KKT violations before the step" not in tab.messages.text()   # no α before step 1
    q = step_until_asked(qtbot, tab)
    for k in sorted(q.truth):
        click(k)
    qtbot.waitUntil(lambda: not tab.driver.predictions.awaiting, timeout=5000)
    assert tab.driver.predictions.last.right
    # a wrong pair after the first step: each point's KKT violation, from engine.svm
    q = step_until_asked(qtbot, tab)
    wrong = [k for k in range(len(tab.X)) if k not in q.truth][:2]
    click(wrong[0])
    click(wrong[1])
    qtbot.waitUntil(lambda: not tab.driver.predictions.awaiting, timeout=5000)
    assert "KKT violations before the step" in tab.messages.text()


def test_perceptron_and_adaboost_questions_are_graded_by_the_engine():
    """Qt-free grading: the truth is the engine step's own point (perceptron) and the points
    whose weight grew (AdaBoost); a wrong guess names the formula with its numbers."""
    from engine import datasets
    from engine.ensemble import AdaBoost
    from engine.neural import Perceptron
    from ui.tabs.svm.lab_common import Frame
    from ui.tabs.svm.predict import boost_question, perceptron_question
    X, y = datasets.two_class("overlapping", 30, random_state=1)
    model = Perceptron(max_epochs=3)
    steps = list(model.iter_fit(X, y))
    update = next(s for s in steps if s.phase == "update")
    epoch = next(s for s in steps if s.phase == "epoch")
    assert perceptron_question(X, y, model.classes_, None, Frame(epoch, None)) is None
    q = perceptron_question(X, y, model.classes_, None, Frame(update, None))
    p = Predictions()
    p.ask(q)
    assert q.truth == update.index
    v = p.answer((update.index + 1) % len(X))
    assert not v.right and "w ← w + y x" in v.feedback
    boost = AdaBoost(n_estimators=3, criterion="error")
    rounds = list(boost.iter_fit(X, y))
    s = rounds[1]
    q = boost_question(X, y, boost.classes_, Frame(rounds[0], None), Frame(s, None))
    grew = frozenset(np.flatnonzero(s.weights > s.weights_before).tolist())
    assert q.truth == grew and q.target == (s.stump.feature, s.stump.threshold)
    p.ask(q)
    assert p.answer(grew).right
    p.ask(q)
    v = p.answer(grew - {min(grew)})
    assert not v.right and "missed 1" in v.feedback and p.score() == "1 of 3 right"


def test_predicted_perceptron_point_and_adaboost_weights_by_clicks(qtbot):
    from engine import datasets
    from ui.runner import cancel_all
    from ui.tabs.svm.lab_boost import BoostView
    from ui.tabs.svm.lab_perceptron import PerceptronView
    X, y = datasets.two_class("overlapping", 30, random_state=1)
    for cls in (PerceptronView, BoostView):
        view = cls(lambda: (X, y))
        qtbot.addWidget(view)
        view.resize(800, 650)
        view.show()
        qtbot.waitExposed(view)
        view.invalidate()
        canvas = view.canvas
        qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)

        def click(k):
            QTest.mouseClick(canvas.viewport(), Qt.LeftButton, Qt.NoModifier,
                             pixel(canvas, X[k, 0], X[k, 1]))

        q = step_until_asked(qtbot, view)
        n = len(view.driver.history)
        if cls is PerceptronView:
            click(q.truth)                           # one click answers
        else:
            assert view.check_button.isVisible()
            for k in sorted(q.truth):
                click(k)
            qtbot.mouseClick(view.check_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(view.driver.history) == n + 1, timeout=5000)
        assert view.driver.predictions.last.right, view.messages.text()
        assert view.controls.score_label.text() == "1 of 1 right"
        cancel_all(view)


def test_the_forward_question_is_graded_by_the_largest_share_without_widgets():
    """The forward question built from plain data (no widget): its truth is the predecessor with
    the largest α_{t−1}(r)·A(r→s), which the engine's α column also confirms; a wrong guess
    names both shares."""
    from types import SimpleNamespace

    from engine.hmm import HMMTagger, parse_tagged
    from ui.tabs.hmm.predict import forward_question

    corpus = parse_tagged("the/DT dog/NN runs/VB ./.\na/DT cat/NN sleeps/VB ./.\n"
                          "the/DT dogs/NN run/VB fast/RB ./.\n")
    tagger = HMMTagger(order=1, alpha=0.1).fit(corpus)
    words = ["the", "cat", "runs", "."]
    steps = list(tagger.iter_forward(words))
    view = SimpleNamespace(kind=1, tagger=tagger, words=words, rows=np.arange(len(tagger.tags_)),
                           visible=np.zeros((0, 0), bool),
                           shown=lambda: {s.position: s for s in steps[:2]})
    q = forward_question(view, steps[1], steps[2])
    s = q.target[0]
    before = np.ravel(steps[1].column)
    terms = before + np.array([tagger.transition(r, s) for r in range(len(before))])
    assert q.truth == int(np.argmax(terms))
    # α_t(s) − log B_s(w_t) is the log-sum of the terms: the question reads the right numbers
    emission = tagger.emission(words[2])[s]
    assert np.logaddexp.reduce(terms) + emission == pytest.approx(np.ravel(steps[2].column)[s])
    p = Predictions()
    p.ask(q)
    wrong = int(np.argsort(terms)[-2])
    v = p.answer(wrong)
    assert not v.right and tagger.states_[wrong] in v.feedback and "of the sum" in v.feedback
    p.ask(q)
    assert p.answer(q.truth).right and p.score() == "1 of 2 right"
    view.kind = 0
    assert forward_question(view, steps[1], steps[2]) is None       # Viterbi asks its own
