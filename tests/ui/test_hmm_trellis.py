"""The drawn trellis of the HMM tab, driven by real events: key presses step it one column at a
time, the best path appears only with the last column, hovering a node's pixel shows its formula
with numbers, clicking it explains it; the plot items are reused, not rebuilt; a second-order
tagger draws tag pairs; an unknown word's suffix is explained; the table exports as CSV."""
import csv

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from ui.tabs.hmm.tab import HmmTab


def ready(qtbot, tab):
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy, timeout=30000)
    return tab


@pytest.fixture
def hmm(qtbot, make_tab):
    tab = ready(qtbot, make_tab(HmmTab))
    tab.views.setCurrentWidget(tab.trellis_view)
    return tab


def pixel(view, x, y):
    vb = view.plot.getViewBox()
    return view.plot.mapFromScene(vb.mapViewToScene(QPointF(x, y)))


def press_step(qtbot, view, k):
    """→ steps (the step controls' shortcut) and the k-th column arrives."""
    view.plot.setFocus()
    QTest.keyClick(view.plot, Qt.Key_Right)
    qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == k, timeout=5000)


def test_keys_fill_columns_and_the_path_comes_last(qtbot, hmm):
    view = hmm.trellis_view
    t = hmm.tagger
    n, m = len(view.words), int((view.rows >= 0).sum())
    items = list(view.plot.getPlotItem().items)
    for k in range(1, n + 1):
        press_step(qtbot, view, k)
        assert len(view.scene.nodes.data) == k * m
        assert view.scene.path_shown == (k == n)
        assert ("Best path" in view.messages.text()) == (k == n)
        if 1 < k:        # transitions considered into the new column, and ψ arrows
            assert len(view.scene.considered.getData()[0]) > 0
            # one back-pointer per filled node; heads on the newest column's, which are ringed
            assert 0 < view.scene.n_new_arrows <= m < view.scene.n_arrows + 1
            assert len(view.scene.heads.data) == view.scene.n_new_arrows
            assert len(view.scene.changed.data) == m
    assert view.plot.getPlotItem().items == items            # the same items, new data
    tags, *_ = t.viterbi(view.words)
    last = view.driver.current()
    path_rows = view.scene.path.getData()[1]
    assert list(path_rows) == [view.rows[s] for s in last.state_path]
    assert [t.tags_[i] for i in last.path] == tags


def test_hover_shows_the_formula_and_click_explains(qtbot, hmm):
    view = hmm.trellis_view
    for k in (1, 2):
        press_step(qtbot, view, k)
    step = view.driver.current()
    i = int(np.argmax(step.column))
    tag = hmm.tagger.states_[i]
    vb = view.plot.getViewBox()
    QTest.mouseMove(view.plot.viewport(), pixel(view, 0.5, view.rows[i] + 0.5))
    qtbot.wait(60)             # pyqtgraph's scene passes on at most one move per ~17 ms
    QTest.mouseMove(view.plot.viewport(), pixel(view, 1, view.rows[i]))
    qtbot.waitUntil(lambda: f"δ({tag}, {view.words[1]})" in vb.toolTip(), timeout=3000)
    tip = vb.toolTip()
    b = int(step.back[i])
    assert f"{step.column[i]:.3f}" in tip and f"log A({hmm.tagger.states_[b]}→{tag})" in tip
    assert f"{hmm.tagger.transition(b, i):.3f}" in tip
    QTest.mouseClick(view.plot.viewport(), Qt.LeftButton, pos=pixel(view, 1, view.rows[i]))
    qtbot.waitUntil(lambda: "best predecessor" in view.explanation.toPlainText(), timeout=3000)
    assert f"({tag}, '{view.words[1]}')" in view.explanation.toPlainText()
    assert "known word" in view.explanation.toPlainText()


def test_an_unknown_word_shows_which_suffix_decided(qtbot, hmm):
    view = hmm.trellis_view
    view.sentence_edit.setText("The dog blorfed quickly .")
    QTest.keyClick(view.sentence_edit, Qt.Key_Return)
    assert "Unknown words (blorfed)" in view.messages.text()
    for k in (1, 2, 3):
        press_step(qtbot, view, k)
    i = int(np.argmax(view.driver.current().column))
    QTest.mouseClick(view.plot.viewport(), Qt.LeftButton, pos=pixel(view, 2, view.rows[i]))
    qtbot.waitUntil(lambda: "never seen in training" in view.explanation.toPlainText(),
                    timeout=3000)
    x = hmm.tagger.explain("blorfed")
    text = view.explanation.toPlainText()
    assert f"-{x.suffix}" in text and x.shape_text in text and f"θ = {x.theta:.3f}" in text


def test_second_order_draws_tag_pairs_and_the_beam_keeps_fewer(qtbot, hmm):
    view = hmm.trellis_view
    first = hmm.trained
    hmm.order_combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: hmm.trained is not first and not hmm.panel.busy, timeout=30000)
    t = hmm.tagger
    assert t.order == 2 and view.tagger is t
    drawn = int((view.rows >= 0).sum())
    assert 0 < drawn < len(t.states_) and "Second order" in view.messages.text()
    QTest.keyClick(view.plot, Qt.Key_E, Qt.ControlModifier)          # run to the end
    qtbot.waitUntil(lambda: "Best path" in view.messages.text(), timeout=10000)
    last = view.driver.current()
    assert all(view.rows[s] >= 0 for s in last.state_path)        # the path's pairs are drawn
    assert [t.tags_[i] for i in last.path] == t.viterbi(view.words)[0]
    labels = dict(view.plot.getAxis("left")._tickLevels[0])
    assert all(len(labels[view.rows[s]].split()) == 2 for s in last.state_path)
    second = hmm.trained
    hmm.beam_spin.setValue(100)
    qtbot.waitUntil(lambda: hmm.trained is not second and not hmm.panel.busy, timeout=30000)
    assert hmm.tagger.beam == 100 and "beam θ = 100" in hmm.report.text()
    view.driver.step()
    qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == 1, timeout=5000)
    view.driver.step()
    qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == 2, timeout=5000)
    kept = view.driver.current().kept
    assert kept < len(t.states_) and f"{kept} of {len(t.states_)} states kept by the beam" in \
        view.messages.text()
    assert int((view.rows >= 0).sum()) <= int(np.isfinite(
        hmm.tagger.viterbi(view.words)[1]).any(axis=0).sum())


def test_second_order_considered_edges_are_the_possible_pair_moves(qtbot, hmm):
    """Into column 2 of a second-order trellis, the edges drawn go from the finite drawn
    pairs (a, b) of column 1 to the drawn pairs (b, c) of column 2, and to no other: the
    same set as the dense transition matrix gives (one array look-up, no loop over pairs)."""
    view = hmm.trellis_view
    first = hmm.trained
    hmm.order_combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: hmm.trained is not first and not hmm.panel.busy, timeout=30000)
    t = hmm.tagger
    for k in (1, 2):
        press_step(qtbot, view, k)
    x, y = view.scene.considered.getData()
    state_of = {int(r): s for s, r in enumerate(view.rows) if r >= 0}
    src = [state_of[int(r)] for r in y[0::2]]
    dst = [state_of[int(r)] for r in y[1::2]]
    assert set(x[0::2]) == {0.0} and set(x[1::2]) == {1.0} and len(src) > 0
    for a, b in zip(src, dst):      # (t1 t2) → (t2 t3): the middle tag is shared
        assert t.states_[a].split()[1] == t.states_[b].split()[0]
    col0 = np.ravel(view.driver.history[1].column)
    a_ok = np.flatnonzero(view.visible[0] & np.isfinite(col0))
    b_ok = np.flatnonzero(view.visible[1])
    dense = t.log_trans_[np.ix_(a_ok, b_ok)]
    want = {(int(a_ok[i]), int(b_ok[j])) for i, j in zip(*np.nonzero(np.isfinite(dense)))}
    assert set(zip(src, dst)) == want


def test_table_view_and_csv_hold_every_state(qtbot, hmm, tmp_path):
    view = hmm.trellis_view
    QTest.keyClick(view.plot, Qt.Key_E, Qt.ControlModifier)
    qtbot.waitUntil(lambda: "Best path" in view.messages.text(), timeout=10000)
    view.pages.setCurrentWidget(view.table)
    _, delta, _, _ = hmm.tagger.viterbi(view.words)
    assert view.table.item(0, 0).text().startswith(f"{delta[0, 0]:.2f}")
    greens = sum(view.table.item(i, j).background().color().name() == "#6cc66c"
                 for i in range(view.table.rowCount()) for j in range(len(view.words)))
    assert greens == len(view.words)
    path = tmp_path / "t.csv"
    view.export_csv(path)
    rows = list(csv.reader(path.open(encoding="utf-8")))
    assert rows[0] == ["state"] + view.words and len(rows) == len(hmm.tagger.states_) + 1
    assert np.allclose([float(v) for v in rows[1][1:]], delta[:, 0])
