"""The parsing view of the HMM tab, driven by real events: the sample grammar is read on a worker
when the view is first shown; → fills the CKY chart one cell at a time (shortest spans first)
and the cell table shows the cell's entries and the rules tried; Ctrl+E fills the rest and the
best tree is drawn with the probability NLTK's Viterbi parser finds and the inside probability;
clicking a cell shows it; the treebank preset and your own grammar file load; a bad grammar
file is named with its line and the grammar shown stays; inside the HMM tab, the tree's tags
are shown beside the trained tagger's."""
import math

import nltk
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.parse import CKYParser, sample_grammar
from tests.ui.gestures import choose, show_page
from ui.tabs.hmm import views_parse
from ui.tabs.hmm.views_parse import ParsingView


def loaded(qtbot, view, source):
    qtbot.waitUntil(lambda: view.loaded is not None and view.loaded.source == source
                    and not view.panel.busy, timeout=20000)


@pytest.fixture
def view(qtbot, make_tab):
    v = make_tab(ParsingView)
    loaded(qtbot, v, "sample grammar")
    return v


def type_sentence(qtbot, view, text):
    view.sentence_edit.setFocus()
    view.sentence_edit.selectAll()
    QTest.keyClicks(view.sentence_edit, text)
    QTest.keyClick(view.sentence_edit, Qt.Key_Return)


def press_step(qtbot, view, k):
    view.chart.setFocus()
    QTest.keyClick(view.chart, Qt.Key_Right)
    qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == k, timeout=5000)


def run_to_end(qtbot, view):
    view.chart.setFocus()
    QTest.keyClick(view.chart, Qt.Key_E, Qt.ControlModifier)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=10000)


def test_keys_fill_the_chart_cell_by_cell_and_the_tree_comes_last(qtbot, view):
    words = "I saw the man with the telescope".split()
    type_sentence(qtbot, view, " ".join(words))
    assert view.chart.rowCount() == view.chart.columnCount() == 7
    press_step(qtbot, view, 1)
    assert view.chart.item(0, 0).text().startswith("NP")          # "I"
    assert "Span 1–1" in view.cell_label.text()
    assert view.entries.item(0, 0).text() == "NP"
    press_step(qtbot, view, 2)                                     # "saw": V and VP → V
    symbols = {view.entries.item(r, 0).text() for r in range(view.entries.rowCount())}
    assert symbols == {"V", "VP"}
    assert not view.summary.text() and view.scene.empty_shown
    run_to_end(qtbot, view)
    assert view.controls.history_slider.maximum() == 28
    ref = next(iter(nltk.InsideChartParser(nltk.PCFG.fromstring(
        str(sample_grammar()))).parse(words)))            # every tree, the most probable first
    last = view.driver.current()
    assert last.log_prob == pytest.approx(math.log(ref.prob()), rel=1e-12)
    assert f"log P = {last.log_prob:.4f}" in view.summary.text()
    assert f"log P(words) = {CKYParser(sample_grammar()).inside(words):.4f}" in \
        view.summary.text()
    assert not view.scene.empty_shown
    assert [t.toPlainText() for t in view.scene.labels if t.toPlainText() in words] == words
    show_page(qtbot, view.pages, 1)
    # the top cell holds S; scrubbing back to step 1 empties the tree again
    assert view.chart.item(0, 6).text().startswith("S")
    assert "S  P = " in view.chart.item(0, 6).toolTip()
    view.controls.history_slider.setValue(1)
    assert view.scene.empty_shown and not view.scene.labels
    assert "The chart is full" not in view.messages.text()


def test_clicking_a_cell_shows_its_entries_and_rules_tried(qtbot, view):
    type_sentence(qtbot, view, "I saw the man with the telescope")
    run_to_end(qtbot, view)
    chart = view.chart
    rect = chart.visualRect(chart.model().index(1, 6))             # "saw … telescope"
    QTest.mouseClick(chart.viewport(), Qt.LeftButton, pos=rect.center())
    assert "Span 2–7" in view.cell_label.text()
    assert view.entries.item(0, 0).text() == "VP"
    assert "VP -> VP PP" in view.entries.item(0, 3).text()
    tried = {view.tried.item(r, 1).text().split(" [")[0] for r in range(view.tried.rowCount())}
    assert {"VP -> VP PP", "VP -> V NP"} <= tried          # both attachments were tried


def test_the_treebank_preset_and_an_unknown_word(qtbot, view):
    choose(qtbot, view.preset_combo, "Sample treebank (200 trees)")
    loaded(qtbot, view, "sample treebank")
    # the typed sentence stays when the new grammar knows its words ("I", "telescope" are in
    # the treebank too), else the preset's own sentence replaces it
    assert view.sentence_edit.text() == "I saw the man with the telescope"
    assert "induced from 200 trees" in view.grammar_info.text()
    page, stage = view.grammar_page, view.loaded.stages[1]
    show_page(qtbot, view.pages, 3)
    choose(qtbot, page.stage_combo, "2. binarise")
    assert page.stage_label.text().startswith(
        f"{len(stage.removed)} rules with three or more symbols on the right became chains")
    assert f"through {len(stage.new_symbols)} new nonterminals" in page.stage_label.text()
    assert page.changes.toPlainText().split("\n")[0] == f"- {stage.removed[0]}"
    assert "treebank.mrg (written for Trellis)" in page.header.text()
    run_to_end(qtbot, view)
    assert view.driver.current().tree is not None and view.scene.labels
    type_sentence(qtbot, view, "she saw a unicorn .")
    assert "unicorn" in view.messages.text()
    run_to_end(qtbot, view)
    assert "No parse" in view.summary.text() and view.scene.empty_shown
    choose(qtbot, view.preset_combo, "Sample grammar (PP attachment)")
    loaded(qtbot, view, "sample grammar")
    assert view.sentence_edit.text() == views_parse.DEFAULT_SENTENCE["sample grammar"]


def test_your_own_grammar_file_and_a_bad_one(qtbot, view, tmp_path, monkeypatch):
    good = tmp_path / "toy.pcfg"
    good.write_text("S -> 'a' S [0.5] | 'a' [0.5]\n")
    bad = tmp_path / "bad.pcfg"
    bad.write_text("S -> 'a' [0.5] | 'b'\n")
    chosen = iter([str(bad), str(good)])
    monkeypatch.setattr(views_parse, "ask_open_file", lambda *a, **k: next(chosen))
    QTest.mouseClick(view.grammar_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "bad.pcfg: line 1" in view.messages.text(), timeout=10000)
    assert view.loaded.source == "sample grammar"           # the grammar shown stays
    QTest.mouseClick(view.grammar_button, Qt.LeftButton)
    loaded(qtbot, view, "grammar file")
    type_sentence(qtbot, view, "a a a")
    run_to_end(qtbot, view)
    assert view.driver.current().log_prob == pytest.approx(3 * math.log(0.5))
    # the combo still says "Sample grammar": choosing it again brings the sample back
    view.preset_combo.setFocus()
    QTest.keyClick(view.preset_combo, Qt.Key_F4)             # open the list
    popup = view.preset_combo.view()
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    QTest.keyClick(popup, Qt.Key_Return)
    loaded(qtbot, view, "sample grammar")


def test_in_the_hmm_tab_the_trees_tags_meet_the_taggers(qtbot, make_tab):
    from ui.tabs.hmm.tab import HmmTab

    tab = make_tab(HmmTab)
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy, timeout=30000)
    view = tab.findChild(ParsingView)
    show_page(qtbot, tab.views, view)
    loaded(qtbot, view, "sample grammar")
    choose(qtbot, view.preset_combo, "Sample treebank (200 trees)")   # Penn tags, as the tagger
    loaded(qtbot, view, "sample treebank")
    type_sentence(qtbot, view, "the old dog saw a cat .")
    run_to_end(qtbot, view)
    qtbot.waitUntil(lambda: view.tags.columnCount() == 7, timeout=10000)
    tree_tags = [view.tags.item(1, k).text() for k in range(7)]
    assert tree_tags == [t for _, t in view.driver.current().tree.tagged()]
    hmm_tags = [view.tags.item(2, k).text() for k in range(7)]
    assert hmm_tags == [t for _, t in tab.tagger.tag("the old dog saw a cat .".split())]
    same = sum(a == b for a, b in zip(tree_tags, hmm_tags))
    assert f"to {same} of 7 words" in view.tags_label.text()


def test_the_grammar_page_writes_the_cnf_stages_in_korean_and_back(qtbot, view):
    """The stages' sentences are the view's, from the engine's facts, in the language chosen at
    run time; the rules stay as written (data the Korean-coverage audit skips)."""
    from PySide6.QtWidgets import QApplication

    from ui import i18n

    page, app = view.grammar_page, QApplication.instance()
    show_page(qtbot, view.pages, 3)
    rules = page.rules.toPlainText()
    assert rules.startswith("S -> NP VP [1.0]") and i18n.is_data(page.rules)
    assert page.stage_label.text() == ("1 rule had a word beside other symbols; those words "
                                       "moved to 1 new nonterminal T_w → 'w' [1].")
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: view.pages.tabText(3) == "문법과 CNF", timeout=2000)
        assert page.header.text().startswith(
            f"grammar.pcfg (Trellis를 위해 작성): 규칙 {len(view.loaded.grammar)}개")
        assert "규칙이 1개입니다" in page.stage_label.text()
        choose(qtbot, page.stage_combo, "3. 단위 규칙")
        assert page.stage_label.text().startswith("단위 규칙 A → B 2개를 없앴고")
        assert page.rules.toPlainText() == rules
        assert view.grammar_info.text().startswith("grammar.pcfg (Trellis를 위해 작성): 비단말")
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: view.pages.tabText(3) == "Grammar and CNF", timeout=2000)
    assert page.stage_label.text().startswith("2 unit rules A → B removed; 5 rules copied up")
    assert " and 0 made likelier" in page.stage_label.text()
    assert view.grammar_info.text().startswith("grammar.pcfg (written for Trellis): 30 rules")


def test_without_a_tagger_the_view_says_how_to_get_one(qtbot, view):
    run_to_end(qtbot, view)
    assert "Train a tagger" in view.tags_label.text()


def test_the_gui_thread_neither_reads_nor_parses(qtbot, make_tab, monkeypatch):
    """Deterministic: every chart cell, grammar read and tree reading runs on a worker."""
    import threading

    from engine.parse import cky, grammar, trees

    on_main = []

    def watch(owner, name):
        original = getattr(owner, name)

        def watched(*args, **kwargs):
            if threading.current_thread() is threading.main_thread():
                on_main.append(name)
            return original(*args, **kwargs)
        monkeypatch.setattr(owner, name, watched)

    watch(cky.CKYParser, "_cell")
    watch(grammar.PCFG, "_check")
    watch(trees, "parse_trees")
    view = make_tab(ParsingView)
    loaded(qtbot, view, "sample grammar")
    run_to_end(qtbot, view)
    choose(qtbot, view.preset_combo, "Sample treebank (200 trees)")
    loaded(qtbot, view, "sample treebank")
    run_to_end(qtbot, view)
    assert view.driver.current().tree is not None
    assert on_main == []


def test_a_predicted_cell_label_is_typed_into_the_chart_and_graded(qtbot, view):
    """Predict mode: one-word cells ask nothing; the first two-word cell is marked ? and opens
    for typing; a wrong label is graded wrong with the engine's best entry; the next asked cell
    typed right is graded right. The held step is not drawn before the answer."""
    from test_predict import step_until_asked

    type_sentence(qtbot, view, "I saw the man")
    qtbot.mouseClick(view.controls.predict_button, Qt.LeftButton)
    q = step_until_asked(qtbot, view)
    assert q.kind == "cky_label" and q.target == (0, 2)          # "I saw", after 4 words
    assert view.chart.item(0, 1).text() == "?"
    editor = view.chart.focusWidget()                  # the cell is open for typing
    QTest.keyClicks(editor, "NP")
    QTest.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    v = view.driver.predictions.last
    assert not v.right and v.truth == "S" and "best entry of span 1–2 is S" in v.feedback
    assert view.chart.item(0, 1).text().startswith("S")          # the engine's entries now
    q = step_until_asked(qtbot, view)
    editor = view.chart.focusWidget()
    QTest.keyClicks(editor, q.truth)
    QTest.keyClick(editor, Qt.Key_Return)
    qtbot.waitUntil(lambda: not view.driver.predictions.awaiting, timeout=5000)
    assert view.driver.predictions.last.right
    assert view.controls.score_label.text() == "1 of 2 right"
