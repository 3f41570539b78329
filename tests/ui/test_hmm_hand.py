"""The hand-entered HMM view, driven by real events: the ice-cream HMM's forward, backward,
Viterbi and posteriors agree with hmmlearn and with the textbook numbers; a row that does not
sum to 1 is named and the trellis shown is kept; typed state/symbol names resize the tables;
the Markov-chain probability of a typed state sequence; hovering a node shows its numbers."""
import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from ui.tabs.hmm.hand import PRESETS
from ui.tabs.hmm.views_hand import HandView


@pytest.fixture
def view(make_tab):
    return make_tab(HandView)


def reference(preset, obs):
    from hmmlearn.hmm import CategoricalHMM

    m = CategoricalHMM(n_components=len(preset.states), n_features=len(preset.symbols))
    m.startprob_, m.transmat_, m.emissionprob_ = (np.array(preset.pi), np.array(preset.A),
                                                  np.array(preset.B))
    X = np.array([[preset.symbols.index(o)] for o in obs.split()])
    return m, X


def run_to_end(qtbot, view):
    QTest.keyClick(view.plot, Qt.Key_E, Qt.ControlModifier)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=5000)


def edit_cell(qtbot, table, row, col, text):
    """Click the cell, F2, type, Enter: as a student does."""
    from PySide6.QtWidgets import QApplication, QLineEdit

    table.setFocus()
    rect = table.visualRect(table.model().index(row, col))
    QTest.mouseClick(table.viewport(), Qt.LeftButton, pos=rect.center())
    QTest.keyClick(table, Qt.Key_F2)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit)
                    and table.isAncestorOf(QApplication.focusWidget()), timeout=2000)
    editor = QApplication.focusWidget()
    editor.selectAll()
    QTest.keyClicks(editor, text)
    QTest.keyClick(editor, Qt.Key_Return)


@pytest.mark.parametrize("preset", [0, 1])
def test_forward_backward_viterbi_gamma_match_hmmlearn(qtbot, view, preset):
    p = PRESETS[preset]
    view.preset_combo.setCurrentIndex(preset)
    m, X = reference(p, p.observations)
    logp = m.score(X)
    for kind in range(4):
        view.kind_combo.setCurrentIndex(kind)
        if view.kind != kind:
            view.build()
        run_to_end(qtbot, view)
        text = view.messages.text()
        if kind in (0, 1):
            assert f"log {logp:.6f}" in text
        elif kind == 2:
            vlogp, states = m.decode(X, algorithm="viterbi")
            assert " ".join(p.states[s] for s in states) in text
            assert f"log {vlogp:.4f}" in text
        else:
            gamma = np.exp(np.array([s.column for s in sorted(
                view.driver.history[1:], key=lambda s: s.position)]))
            assert np.allclose(gamma, m.predict_proba(X))
    if preset == 0:     # by hand: α1 = (.32, .02), α2 = (.0404, .069), α3 = (.023496, .005066)
        assert np.exp(logp) == pytest.approx(0.028562, abs=1e-9)


def test_stepping_shows_one_column_then_the_path(qtbot, view):
    view.kind_combo.setCurrentIndex(2)
    step = view.controls.findChild(QAbstractButton, "step_button")
    for k in (1, 2):
        qtbot.mouseClick(step, Qt.LeftButton)
        qtbot.waitUntil(lambda k=k: view.controls.history_slider.maximum() == k, timeout=3000)
        assert len(view.scene.nodes.data) == 2 * k and not view.scene.path_shown
    assert view.table.item(0, 0).text() == "0.32"            # δ1(Hot) = 0.8 · 0.4
    assert view.table.item(0, 2).text() == ""
    qtbot.mouseClick(step, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.scene.path_shown, timeout=3000)
    assert "Best path" in view.messages.text()


def test_hover_shows_the_recurrence_with_numbers(qtbot, view):
    run_to_end(qtbot, view)                                     # forward α on 3 1 3
    vb = view.plot.getViewBox()

    def at(x, y):
        return view.plot.mapFromScene(vb.mapViewToScene(QPointF(x, y)))

    QTest.mouseMove(view.plot.viewport(), at(0.5, 0.5))
    qtbot.wait(60)
    QTest.mouseMove(view.plot.viewport(), at(1, 0))
    qtbot.waitUntil(lambda: "α2(Hot)" in vb.toolTip(), timeout=3000)
    # α2(Hot) = (α1(Hot)·A(Hot,Hot) + α1(Cold)·A(Cold,Hot)) · B(Hot, 1) = (0.32·0.6 + 0.02·0.5)·0.2
    assert "α2(Hot) = 0.0404" in vb.toolTip() and "(0.32·0.6 + 0.02·0.5)" in vb.toolTip()
    QTest.mouseClick(view.plot.viewport(), Qt.LeftButton, pos=at(1, 0))
    qtbot.waitUntil(lambda: "0.0404" in view.explanation.toPlainText(), timeout=3000)


def test_a_row_not_summing_to_one_is_named_and_the_trellis_kept(qtbot, view):
    run_to_end(qtbot, view)
    before = view.run
    edit_cell(qtbot, view.a_table, 0, 1, "0.5")                  # Hot row: 0.6 + 0.5
    qtbot.waitUntil(lambda: view.messages.kind == "error", timeout=3000)
    assert "A row Hot sums to 1.1" in view.messages.text()
    qtbot.mouseClick(view.build_button, Qt.LeftButton)
    assert view.run is before and len(view.driver.history) == 4    # the trellis stays
    edit_cell(qtbot, view.a_table, 0, 1, "abc")
    qtbot.waitUntil(lambda: "(Hot, Cold) holds 'abc'" in view.messages.text(), timeout=3000)
    edit_cell(qtbot, view.a_table, 0, 1, "0.4")
    qtbot.waitUntil(lambda: view.messages.kind != "error", timeout=3000)
    qtbot.mouseClick(view.build_button, Qt.LeftButton)
    assert view.run is not before


def test_names_resize_and_bad_sequences_are_explained(qtbot, view):
    view.states_edit.setFocus()
    view.states_edit.selectAll()
    QTest.keyClicks(view.states_edit, "Hot Cold Mild")
    QTest.keyClick(view.states_edit, Qt.Key_Return)
    assert view.a_table.rowCount() == 3 and view.a_table.columnCount() == 3
    assert view.a_table.item(0, 0).text() == "0.6"                # kept where it fits
    assert view.a_table.item(0, 2).text() == "0"                  # a new column: 0
    assert view.a_table.item(2, 0).text() == f"{1 / 3:.10g}"         # a new row: uniform
    assert view.pi_table.item(0, 2).text() == "0"
    assert "new rows are uniform" in view.messages.text()
    qtbot.mouseClick(view.build_button, Qt.LeftButton)
    assert view.table.rowCount() == 3
    view.symbols_edit.setFocus()
    view.symbols_edit.selectAll()
    QTest.keyClicks(view.symbols_edit, "1 2")
    QTest.keyClick(view.symbols_edit, Qt.Key_Return)
    assert "B row Hot sums to 0.6" in view.messages.text()       # the 3rd column went
    view.symbols_edit.selectAll()
    QTest.keyClicks(view.symbols_edit, "1 2 3")
    QTest.keyClick(view.symbols_edit, Qt.Key_Return)
    edit_cell(qtbot, view.b_table, 0, 2, "0.4")
    edit_cell(qtbot, view.b_table, 1, 2, "0.1")
    edit_cell(qtbot, view.b_table, 2, 2, "0.3333333334")
    qtbot.waitUntil(lambda: view.messages.kind != "error", timeout=3000)
    view.obs_edit.setText("3 4")
    qtbot.mouseClick(view.build_button, Qt.LeftButton)
    assert "'4' is not a symbol; the symbols are 1, 2, 3" in view.messages.text()


def test_markov_chain_probability_of_a_typed_sequence(qtbot, view):
    assert "0.192" in view.chain_result.text()                   # 0.8 · 0.6 · 0.4
    view.preset_combo.setCurrentIndex(1)
    p = PRESETS[1]
    pi, A = np.array(p.pi), np.array(p.A)
    want = pi[0] * A[0, 1] * A[1, 0] * A[0, 2]                    # p(h0 h1 h0 h2)
    assert f"{want:.4g}" in view.chain_result.text() and "p02" in view.chain_result.text()
    view.chain_edit.setText("h0 h9")
    qtbot.mouseClick(view.chain_button, Qt.LeftButton)
    assert "'h9' is not a state" in view.messages.text()


def test_csv_holds_the_whole_trellis(qtbot, view, tmp_path):
    import csv

    view.kind_combo.setCurrentIndex(1)                        # backward β
    path = tmp_path / "beta.csv"
    view.export_csv(path)
    rows = list(csv.reader(path.open(encoding="utf-8")))
    assert rows[0] == ["state", "value", "1:3", "2:1", "3:3"]
    hot = [float(v) for v in rows[1][2:]]
    # β3 = 1; β2(Hot) = 0.6·0.4·1 + 0.4·0.1·1 = 0.28
    assert hot[2] == pytest.approx(1.0) and hot[1] == pytest.approx(0.28)
    assert rows[2][:2] == ["Hot", "log"] and float(rows[2][3]) == pytest.approx(np.log(0.28))


@given(st.lists(st.integers(0, 2), min_size=1, max_size=12))
def test_chain_probability_is_the_product_of_its_factors(seq):
    from ui.tabs.hmm.hand import chain_log_prob

    p = PRESETS[1]
    pi, A = np.array(p.pi), np.array(p.A)
    want = np.log(pi[seq[0]]) + sum(np.log(A[a, b]) for a, b in itertools.pairwise(seq))
    assert chain_log_prob(pi, A, np.array(seq)) == pytest.approx(want)


def test_each_step_shown_is_the_engines(qtbot, view):
    """The view draws DiscreteHMM's own iter_* steps: every column in the history equals the
    engine's, for each of the four trellises, and the table shows them."""
    from engine.hmm import DiscreteHMM

    p = PRESETS[0]
    hmm = DiscreteHMM(2, 3, startprob=p.pi, transmat=p.A, emissionprob=p.B)
    obs = [p.symbols.index(o) for o in p.observations.split()]
    for kind, name in enumerate(("iter_forward", "iter_backward", "iter_viterbi",
                                 "iter_posteriors")):
        view.kind_combo.setCurrentIndex(kind)
        run_to_end(qtbot, view)
        got = view.driver.history[1:]
        want = list(getattr(hmm, name)(obs))
        assert [s.position for s in got] == [s.position for s in want]
        for a, b in zip(got, want):
            np.testing.assert_array_equal(a.column, b.column)
            assert a.phase == b.phase and a.log_prob == b.log_prob
        last = want[-1]
        assert view.table.item(0, last.position).text() == f"{np.exp(last.column[0]):.4g}"


def test_impossible_observations_are_explained(qtbot, view):
    """B(Hot, 1) = 0 and A forbids Cold → anything but Cold, π starts Hot: '3 1' cannot be
    produced. Viterbi fills with P = 0 and says there is no best path; γ is refused by name."""
    edit_cell(qtbot, view.b_table, 0, 0, "0")
    edit_cell(qtbot, view.b_table, 0, 1, "0.6")
    edit_cell(qtbot, view.pi_table, 0, 0, "1")
    edit_cell(qtbot, view.pi_table, 0, 1, "0")
    edit_cell(qtbot, view.a_table, 0, 0, "1")
    edit_cell(qtbot, view.a_table, 0, 1, "0")
    qtbot.waitUntil(lambda: view.messages.kind != "error", timeout=3000)
    view.obs_edit.setText("3 1")
    view.kind_combo.setCurrentIndex(2)
    qtbot.mouseClick(view.build_button, Qt.LeftButton)
    assert "P(O) = 0" in view.messages.text()
    run_to_end(qtbot, view)
    assert "no best path" in view.messages.text() and not view.scene.path_shown
    view.kind_combo.setCurrentIndex(3)
    step = view.controls.findChild(QAbstractButton, "step_button")
    qtbot.mouseClick(step, Qt.LeftButton)
    qtbot.waitUntil(lambda: "γ is undefined" in view.messages.text(), timeout=3000)
    assert len(view.driver.history) <= 1


def test_posterior_node_explained_with_alpha_and_beta(qtbot, view):
    view.kind_combo.setCurrentIndex(3)
    run_to_end(qtbot, view)
    vb = view.plot.getViewBox()
    pos = view.plot.mapFromScene(vb.mapViewToScene(QPointF(0, 0)))
    QTest.mouseClick(view.plot.viewport(), Qt.LeftButton, pos=pos)
    # γ1(Hot) = α1(Hot) β1(Hot) / P(O) = 0.32 · β / 0.028562
    qtbot.waitUntil(lambda: "γ1(Hot)" in view.explanation.toPlainText(), timeout=3000)
    text = view.explanation.toPlainText()
    assert "α 0.32" in text and "P(O) 0.02856" in text
    beta = (0.6 * 0.2 * (0.6 * 0.4 + 0.4 * 0.1) + 0.4 * 0.5 * (0.5 * 0.4 + 0.5 * 0.1))
    assert f"β {beta:.4g}" in text and f"{0.32 * beta / 0.028562:.4g}" in text


def test_reset_takes_back_the_finished_runs_message(qtbot, view):
    ready = view.messages.text()
    assert "one column at a time" in ready
    run_to_end(qtbot, view)
    assert "P(O) =" in view.messages.text()
    qtbot.mouseClick(view.controls.reset_button, Qt.LeftButton)
    assert view.messages.text() == ready and len(view.driver.history) == 1


def test_two_significant_digits_grade_a_typed_value():
    from ui.models.predict import Predictions, Question
    from ui.tabs.hmm.predict_hand import Graded, two_digits

    assert two_digits("0.029", 0.02856) and two_digits("0,028", 0.0284)
    assert not two_digits("0.027", 0.02856) and not two_digits("x", 0.5)
    p = Predictions()
    p.ask(Question("hand_value", "?", (0, 0), Graded(0.02856), lambda g: f"you: {g}"))
    assert p.answer("0.029").right


def test_a_predicted_forward_value_is_typed_into_the_table(qtbot, view):
    """Predict on the ice-cream HMM's forward α: the asked cell opens in the Table page;
    a value wrong in its second digit is graded wrong, the engine's to two digits right."""
    from test_predict import step_until_asked

    qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)
    q = step_until_asked(qtbot, view)
    assert q.kind == "hand_value" and view.pages.currentWidget() is view.table
    s, j = q.target
    assert view.table.item(s, j).text() == "?"
    truth = float(q.truth)
    editor = view.table.focusWidget()
    QTest.keyClicks(editor, f"{truth * 1.2:.2g}")
    QTest.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    assert not view.driver.predictions.last.right and "α1" in view.messages.text()
    assert view.table.item(s, j).text() == f"{truth:.4g}"        # the engine's value now
    q = step_until_asked(qtbot, view)
    editor = view.table.focusWidget()
    QTest.keyClicks(editor, f"{float(q.truth):.2g}")
    QTest.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    assert view.driver.predictions.last.right
    assert view.controls.score_label.text() == "1 of 2 right"
