"""The Text processing tab, offscreen, built alone with ``make_tab``: loading, every sub-view,
stepping the edit distance, bad files, cancelling, and the window fitting 1280×720."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from gestures import show_page
from ui.tabs.text.tab import TextTab


KOREAN = "나는 학교에 간다. 오늘은 날씨가 맑다! 기계 학습을 공부한다.\n"


@pytest.fixture
def tab(make_tab, qtbot):
    t = make_tab(TextTab)
    analysed(qtbot, t)
    return t


def analysed(qtbot, tab, timeout=20000):
    qtbot.waitUntil(lambda: not tab.panel.busy and tab.analysis is not None, timeout=timeout)


def idle(qtbot, tab, timeout=20000):
    qtbot.waitUntil(lambda: not tab.panel.busy, timeout=timeout)


def show_view(qtbot, tab, view):
    """Click the view's entry in the tab's navigator."""
    show_page(qtbot, tab.views, view)
    assert tab.views.currentWidget() is view


def snapshot(tab):
    return (tab.text, tab.editor.toPlainText(), tab.source_label.text(),
            tab.tokens_view.types.model.rowCount(), tab.tokens_view.stats.text())


def test_sample_is_analysed_in_every_view(qtbot, tab):
    assert "utf-8" in tab.source_label.text()
    assert tab.tokens_view.types.model.rowCount() == tab.analysis.counts.n_types > 100
    assert "tokens" in tab.tokens_view.stats.text()
    assert tab.messages.kind == "info" and "tokens" in tab.messages.text()
    assert tab.normalize_view.table.model.rowCount() == 0      # hidden views wait
    show_view(qtbot, tab, tab.normalize_view)
    qtbot.waitUntil(lambda: tab.normalize_view.table.model.rowCount() > 0, timeout=15000)
    model = tab.normalize_view.table.model
    tags = dict(zip(model.columns[0], model.columns[7]))
    for word, tag in (("he", "PRP"), ("the", "DT")):
        if word in tags:
            assert tags[word] == tag
    show_view(qtbot, tab, tab.sentences_view)
    qtbot.waitUntil(lambda: tab.sentences_view.rules_list.count() > 10, timeout=30000)
    assert tab.sentences_view.punkt_list.count() > 10
    show_view(qtbot, tab, tab.collocations_view)
    qtbot.waitUntil(lambda: tab.collocations_view.table.model.rowCount() > 0, timeout=15000)
    assert "x̄" in " ".join(tab.collocations_view.table.model.headers)


def test_korean_cp949_file(qtbot, tab, tmp_path):
    path = tmp_path / "korean.txt"
    path.write_bytes((KOREAN * 5).encode("cp949"))
    assert tab.open_path(path)
    qtbot.waitUntil(lambda: "cp949" in tab.source_label.text(), timeout=15000)
    assert "학교에" in tab.analysis.counts.types


def test_bad_files_leave_the_tab_as_it_was(qtbot, tab, tmp_path):
    before = snapshot(tab)
    binary = tmp_path / "image.bin"
    binary.write_bytes(bytes(range(256)) * 10)
    tab.open_path(binary)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=10000)
    assert "binary" in tab.messages.text() and snapshot(tab) == before
    assert not tab.messages.text().endswith("..")
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    tab.open_path(empty)
    qtbot.waitUntil(lambda: "no text" in tab.messages.text(), timeout=10000)
    assert snapshot(tab) == before
    assert not tab.messages.text().endswith("..")


def test_folder_skips_and_lists_bad_files(qtbot, tab, tmp_path):
    (tmp_path / "a.txt").write_text("San Francisco is foggy. New York is not.")
    (tmp_path / "b.txt").write_text("I don't mind.", encoding="utf-16")
    (tmp_path / "c.txt").write_bytes("broken".encode("utf-16")[:-1])      # truncated UTF-16
    (tmp_path / "d.txt").write_bytes(b"\xef\xbb\xbf" + "caf\xe9 cr\xe8me \xe0 la ".encode(
        "latin-1") * 50)                                                 # a lying UTF-8 BOM
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "e.txt").write_text("Inside a sub-folder.")
    tab.open_path(tmp_path)
    qtbot.waitUntil(lambda: "a.txt, b.txt" in tab.source_label.text(), timeout=15000)
    assert "San Francisco" in tab.analysis.counts.types     # kept as one token
    assert "n't" in tab.analysis.counts.types               # Treebank splits clitics
    assert "sub-folder" in tab.text
    assert tab.messages.kind == "warning" and "d.txt" in tab.messages.text()
    assert "Skipped 1 file" in tab.messages.text()
    assert "c.txt" in tab.messages.text() and "replaced" in tab.messages.text()   # reported
    assert "broke\ufffd" in tab.text          # the dangling byte, replaced


def test_tokenizer_choice_and_typed_text(qtbot, tab):
    tab.editor.setPlainText("a b a c a b don't")
    qtbot.mouseClick(tab.analyse_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: tab.analysis.counts.n_tokens in (7, 8), timeout=15000)
    tab.tokens_view.method_combo.setCurrentText("whitespace")
    qtbot.mouseClick(tab.tokens_view.tokenize_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "don't" in tab.analysis.counts.types, timeout=15000)
    assert tab.analysis.counts.n_tokens == 7 and tab.analysis.counts.types[0] == "a"


def test_bad_and_catastrophic_regex_keep_the_last_result(qtbot, tab):
    before = snapshot(tab)
    tab.tokens_view.method_combo.setCurrentText("regular expression")
    tab.tokens_view.pattern_edit.setText("(unclosed")
    qtbot.mouseClick(tab.tokens_view.tokenize_button, Qt.LeftButton)
    assert tab.messages.kind == "error" and "invalid" in tab.messages.text()
    assert snapshot(tab) == before
    tab.editor.setPlainText("a" * 60 + "!")
    before = snapshot(tab)                  # what the user typed stays too
    tab.tokens_view.pattern_edit.setText("(a|aa)+$")
    qtbot.mouseClick(tab.analyse_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "backtracks" in tab.messages.text(), timeout=10000)
    assert tab.messages.kind == "error" and snapshot(tab) == before
    # the next success replaces the error
    tab.tokens_view.pattern_edit.setText(r"\w+")
    qtbot.mouseClick(tab.analyse_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: tab.messages.kind == "info", timeout=10000)
    assert tab.analysis.counts.n_tokens == 1


def test_sentence_candidate_path_is_shown(qtbot, tab):
    view = tab.sentences_view
    show_view(qtbot, tab, view)
    qtbot.waitUntil(lambda: len(view.decisions) > 5, timeout=30000)
    table = view.candidates.view
    rect = table.visualRect(table.model().index(1, 1))
    QTest.mouseClick(table.viewport(), Qt.LeftButton, pos=rect.center())
    root = view.tree.topLevelItem(0)
    assert root.font(0).bold()      # every path starts at the root question


def test_collocations_on_a_short_text_offer_a_lower_minimum(qtbot, tab):
    tab.editor.setPlainText("Strong tea is good. Green tea is good too. I like strong coffee.")
    qtbot.mouseClick(tab.analyse_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: tab.analysis.counts.n_tokens < 30, timeout=15000)
    view = tab.collocations_view
    view.min_count_spin.setValue(3)
    show_view(qtbot, tab, view)
    qtbot.waitUntil(lambda: view.lower_button.isVisible(), timeout=15000)
    assert "No bigram reaches the minimum count of 3" in view.empty_note.text()
    qtbot.mouseClick(view.lower_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.table.model.rowCount() > 0, timeout=15000)
    assert view.min_count_spin.value() == 1 and not view.empty_note.isVisible()
    # the t-test by hand: Manning & Schütze's "new companies", then the selected bigram
    hand = view.by_hand
    qtbot.mouseClick(hand.preset_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: hand.worked is not None and not hand.panel.busy, timeout=5000)
    assert "0.999932" in hand.result.toPlainText() and "not rejected" in hand.result.toPlainText()
    assert "1.549" in hand.result.toPlainText()                       # χ² of the 2×2 table
    view.table.view.selectRow(0)
    qtbot.mouseClick(hand.selected_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: hand.worked[0].bigrams[0] == tuple(
        view.table.model.columns[k][0] for k in (1, 2)) and not hand.panel.busy, timeout=5000)
    t_shown = float(view.table.model.columns[6][0])
    assert float(hand.worked[1]["t"][0]) == pytest.approx(t_shown, rel=1e-9)


def test_edit_distance_steps_one_cell_per_click(qtbot, tab):
    view = tab.edit_view
    show_view(qtbot, tab, view)
    qtbot.mouseClick(view.snowy_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.result is not None and not view.panel.busy, timeout=5000)
    # the answer is not given away before the table is filled
    assert "distance = 3" not in view.summary.text()
    assert "Edit distance 3" not in view.messages.text()
    step = view.findChild(QAbstractButton, "step_button")
    for n in range(1, 4):
        qtbot.mouseClick(step, Qt.LeftButton)
        qtbot.waitUntil(lambda n=n: view.controls.history_slider.maximum() == n, timeout=3000)
    assert (view.history[-1].i, view.history[-1].j) == (1, 3)
    view.controls.speed_slider.setValue(100)
    qtbot.mouseClick(view.findChild(QAbstractButton, "run_button"), Qt.LeftButton)
    qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == 25, timeout=5000)
    qtbot.waitUntil(lambda: "distance = 3" in view.summary.text(), timeout=5000)
    assert view.alignment_list.count() == 3
    assert "total 3" in view.script.toPlainText()
    assert view.model.index(5, 5).data().startswith("3")
    view.level_combo.setCurrentText("words")
    view.source_edit.setText("the cat sat")
    view.target_edit.setText("the dog sat down")
    qtbot.mouseClick(view.compute_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "cells filled" in view.summary.text()
                    and len(view.result.a) == 3, timeout=5000)
    qtbot.mouseClick(view.findChild(QAbstractButton, "run_button"), Qt.LeftButton)
    qtbot.waitUntil(lambda: "distance = 2" in view.summary.text(), timeout=5000)
    # the jamo level, one click: 강 → 감 is one edit (ㅇ → ㅁ) on the letters ㄱㅏㅇ / ㄱㅏㅁ
    qtbot.mouseClick(view.jamo_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not view.panel.busy and view.result.a == list("ㄱㅏㅇ"), timeout=5000)
    assert view.result.distance == 1 and view.binding.model.params.level == "jamo"
    # the notes' second SNOWY → SUNNY alignment, one click: it costs 5, the distance is 3
    sc = view.scorer
    qtbot.mouseClick(sc.notes_buttons[1], Qt.LeftButton)
    qtbot.waitUntil(lambda: sc.score is not None and not sc.panel.busy, timeout=5000)
    assert (sc.score.cost, sc.score.distance, sc.score.optimal) == (5, 3, False)
    assert "not optimal" in sc.result.toPlainText() and view.messages.kind == "warning"
    qtbot.mouseClick(sc.notes_buttons[0], Qt.LeftButton)
    qtbot.waitUntil(lambda: sc.score.cost == 3 and not sc.panel.busy, timeout=5000)
    assert sc.score.optimal
    assert view.messages.text()
    qtbot.mouseClick(view.findChild(QAbstractButton, "reset_button"), Qt.LeftButton)
    assert not view.messages.text()                   # Reset clears the run's messages


def test_long_edit_distance_is_computed_on_a_worker_and_fits(qtbot, tab, gui_guard,
                                                             frozen_heap):
    import random

    rng = random.Random(0)
    view = tab.edit_view
    show_view(qtbot, tab, view)
    a = "".join(rng.choice("abcdefghij ") for _ in range(3000))
    b = "".join(rng.choice("abcdefghij ") for _ in range(3000))
    view.source_edit.setText(a)
    view.target_edit.setText(b)
    with gui_guard():
        qtbot.mouseClick(view.compute_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: view.result is not None and len(view.result.a) == 3000
                        and not view.panel.busy, timeout=30000)
        view.table.scrollTo(view.model.index(3000, 3000))
        qtbot.wait(50)
    assert view.model.rowCount() == 3001
    assert view.model.index(3000, 3000).data().startswith(f"{view.result.distance:g}")
    assert tab.minimumSizeHint().width() <= 1280 and tab.width() <= 1280
    assert not view.controls.isEnabled()     # shown filled, not stepped


def test_tab_fits_a_laptop_screen(qtbot, tab):
    for view in (tab.tokens_view, tab.normalize_view, tab.sentences_view,
                 tab.collocations_view, tab.edit_view):
        show_view(qtbot, tab, view)
        hint = tab.minimumSizeHint()
        assert hint.width() <= 1280 and hint.height() <= 720, (view.objectName(), hint)
    idle(qtbot, tab, 30000)


def test_cancelled_load_leaves_the_tab_as_it_was(qtbot, tab, tmp_path):
    before = snapshot(tab)
    path = tmp_path / "big.txt"
    path.write_text("The quick brown fox jumps over the lazy dog. Mr. Kim met Dr. Lee.\n"
                    * 60_000)
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.panel.bar.value() > 0, timeout=20000)
    qtbot.mouseClick(tab.panel.cancel_button, Qt.LeftButton)
    assert not tab.panel.busy and "Cancelled" in tab.messages.text()
    assert snapshot(tab) == before


@pytest.fixture
def frozen_heap():
    """Objects made before the test (earlier tests, imports) are left out of garbage
    collection while it runs: the GUI-thread collector would otherwise spend its time on the
    whole session's heap, which says nothing about this tab."""
    import gc

    gc.collect()
    gc.freeze()
    yield
    # not unfrozen: the UI fixtures' teardown freezes what survives too (tests/ui/conftest.py),
    # and unfreezing here made that teardown's full collection walk the whole session's heap
    # (6 s after the 3000 × 3000 edit distance)


def test_five_megabytes_never_block_the_gui(qtbot, tab, tmp_path, gui_guard, frozen_heap):
    path = tmp_path / "big.txt"
    line = "The quick brown fox jumps over the lazy dog. Mr. Kim met Dr. Lee in New York.\n"
    path.write_text(line * (5_000_000 // len(line)))
    qtbot.wait(300)                   # the sample's first paint is not part of this
    with gui_guard():
        tab.open_path(path)
        qtbot.waitUntil(lambda: len(tab.text) > 4_000_000 and not tab.panel.busy,
                        timeout=120000)
        for view in (tab.normalize_view, tab.collocations_view, tab.sentences_view):
            show_view(qtbot, tab, view)
            qtbot.wait(300)
        qtbot.mouseClick(tab.sentences_view.panel.cancel_button, Qt.LeftButton)
        show_view(qtbot, tab, tab.tokens_view)
        qtbot.wait(100)
    assert tab.analysis.counts.n_tokens > 900_000
    assert tab.editor.isReadOnly() and not tab.analyse_button.isEnabled()   # no silent cut


def test_changing_the_tokenizer_while_a_file_opens_keeps_the_file(qtbot, tab, tmp_path):
    path = tmp_path / "new.txt"
    path.write_text("Brand new words here. " * 40_000)
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.panel.busy, timeout=5000)
    tab.tokens_view.method_combo.setCurrentText("whitespace")
    qtbot.mouseClick(tab.tokens_view.tokenize_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "new.txt" in tab.source_label.text(), timeout=30000)
    idle(qtbot, tab)
    assert tab.analysis.counts.types[0] in ("Brand", "new", "words", "here.")
    assert "here." in tab.analysis.counts.types        # whitespace tokens: the new setting


def test_a_txt_opened_before_the_tab_is_shown_replaces_the_sample(qtbot, tmp_path):
    from ui.runner import cancel_all

    path = tmp_path / "mine.txt"
    path.write_text("My own little text about tea. Strong tea again.")
    tab = TextTab()
    qtbot.addWidget(tab)
    try:
        assert tab.open_path(path)          # as main.py FILE or File > Open would
        tab.resize(1280, 720)
        tab.show()
        qtbot.waitUntil(lambda: "mine.txt" in tab.source_label.text(), timeout=20000)
        idle(qtbot, tab)
        assert "mine.txt" in tab.source_label.text() and "tea" in tab.analysis.counts.types
    finally:
        cancel_all(tab)


def test_zipf_log_axis_labels_do_not_overlap(qtbot, tab):
    from PySide6.QtGui import QPainter, QPicture

    qtbot.waitUntil(lambda: tab.tokens_view.zipf is not None)    # made after the first paint
    tab.zipf = tab.tokens_view.zipf
    qtbot.wait(100)
    for side in ("bottom", "left"):
        axis = tab.zipf.getAxis(side)
        pic = QPicture()
        painter = QPainter(pic)
        specs = axis.generateDrawSpecs(painter)
        painter.end()
        rects = [rect for rect, _, text in specs[2] if text]
        assert len(rects) >= 2, side
        for k, r in enumerate(rects):
            for other in rects[k + 1:]:
                assert not r.intersects(other), (side, [t for _, _, t in specs[2]])


def test_encoding_choice_reopens_the_file_and_typed_text_forgets_it(qtbot, tab, tmp_path):
    path = tmp_path / "korean.txt"
    path.write_bytes((KOREAN * 5).encode("cp949"))
    tab.open_path(path)
    qtbot.waitUntil(lambda: "cp949 (detected)" in tab.source_label.text(), timeout=15000)
    before = snapshot(tab)
    combo = tab.encoding_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key_Down)                  # the user picks utf-8
    assert combo.currentText() == "utf-8"
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=15000)
    assert "not valid utf-8" in tab.messages.text() and snapshot(tab) == before
    for _ in range(5):
        qtbot.keyClick(combo, Qt.Key_Down)              # … then latin-1
    assert combo.currentText() == "latin-1"
    qtbot.waitUntil(lambda: "latin-1 (chosen)" in tab.source_label.text(), timeout=15000)
    assert tab.messages.kind == "info"                  # the error was replaced
    tab.editor.setPlainText("typed words only")
    qtbot.mouseClick(tab.analyse_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "typed text" in tab.source_label.text(), timeout=15000)
    qtbot.keyClick(combo, Qt.Key_Up)                    # nothing to reopen: the text stays
    qtbot.wait(200)
    assert "typed text" in tab.source_label.text() and not tab.panel.busy
