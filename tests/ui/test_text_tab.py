"""The Text processing tab, offscreen: loading, every sub-view, stepping the edit distance."""
import time

import numpy as np
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton

KOREAN = "나는 학교에 간다. 오늘은 날씨가 맑다! 기계 학습을 공부한다.\n"


def analysed(qtbot, tab, timeout=15000):
    qtbot.waitUntil(lambda: not tab.loader.active and not tab.analyser.active and
                    tab.analysis is not None, timeout=timeout)


def test_sample_is_analysed_in_every_view(qtbot, window):
    tab = window.text_tab
    assert tab.objectName() == "text_tab"
    analysed(qtbot, tab)
    assert "utf-8" in tab.source_label.text()
    assert tab.tokens_view.types.model.rowCount() == tab.analysis.counts.n_types > 100
    assert "tokens" in tab.tokens_view.stats.text()
    assert tab.normalize_view.table.model.rowCount() == 0      # hidden views wait
    tab.views.setCurrentWidget(tab.normalize_view)
    qtbot.waitUntil(lambda: tab.normalize_view.table.model.rowCount() > 0, timeout=10000)
    tab.views.setCurrentWidget(tab.sentences_view)
    qtbot.waitUntil(lambda: tab.sentences_view.rules_list.count() > 10, timeout=20000)
    assert tab.sentences_view.punkt_list.count() > 10
    tab.views.setCurrentWidget(tab.collocations_view)
    qtbot.waitUntil(lambda: tab.collocations_view.table.model.rowCount() > 0, timeout=10000)
    assert "x̄" in " ".join(tab.collocations_view.table.model.headers)


def test_korean_cp949_file(qtbot, window, tmp_path):
    tab = window.text_tab
    analysed(qtbot, tab)
    path = tmp_path / "korean.txt"
    path.write_bytes((KOREAN * 5).encode("cp949"))
    tab.open_path(path)
    qtbot.waitUntil(lambda: "cp949" in tab.source_label.text(), timeout=10000)
    analysed(qtbot, tab)
    assert "학교에" in tab.analysis.counts.types


def test_bad_files_keep_the_current_text(qtbot, window, tmp_path):
    tab = window.text_tab
    analysed(qtbot, tab)
    before = tab.text
    binary = tmp_path / "image.bin"
    binary.write_bytes(bytes(range(256)) * 10)
    tab.open_path(binary)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=10000)
    assert "binary" in tab.messages.text() and tab.text == before
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    tab.open_path(empty)
    qtbot.waitUntil(lambda: "no text" in tab.messages.text(), timeout=10000)
    assert tab.text == before


def test_folder_of_files_and_tokenizer_choice(qtbot, window, tmp_path):
    tab = window.text_tab
    analysed(qtbot, tab)
    (tmp_path / "a.txt").write_text("San Francisco is foggy. New York is not.")
    (tmp_path / "b.txt").write_text("I don't mind.", encoding="utf-16")
    tab.open_path(tmp_path)
    qtbot.waitUntil(lambda: "a.txt, b.txt" in tab.source_label.text(), timeout=10000)
    analysed(qtbot, tab)
    assert "San Francisco" in tab.analysis.counts.types     # kept as one token
    assert "n't" in tab.analysis.counts.types               # Treebank splits clitics
    tab.tokens_view.method_combo.setCurrentText("whitespace")
    tab.analysis = None
    qtbot.mouseClick(tab.tokens_view.tokenize_button, Qt.LeftButton)
    analysed(qtbot, tab)
    assert "don't" in tab.analysis.counts.types


def test_typed_text_and_bad_regex(qtbot, window):
    tab = window.text_tab
    analysed(qtbot, tab)
    tab.editor.setPlainText("a b a c a b")
    tab.analysis = None
    qtbot.mouseClick(tab.analyse_button, Qt.LeftButton)
    analysed(qtbot, tab)
    assert tab.analysis.counts.n_tokens == 6 and tab.analysis.counts.types[0] == "a"
    tab.tokens_view.method_combo.setCurrentText("regular expression")
    tab.tokens_view.pattern_edit.setText("(unclosed")
    tab.analyse()
    assert "invalid" in tab.messages.text()
    assert tab.analysis.counts.n_tokens == 6      # the last good result stays


def test_sentence_candidate_path_is_shown(qtbot, window):
    tab = window.text_tab
    view = tab.sentences_view
    tab.views.setCurrentWidget(view)
    qtbot.waitUntil(lambda: len(view.decisions) > 5, timeout=20000)
    view.candidates.view.selectRow(1)
    view._show_path()
    root = view.tree.topLevelItem(0)
    assert root.font(0).bold()      # every path starts at the root question


def test_edit_distance_steps_one_cell_per_click(qtbot, window):
    view = window.text_tab.edit_view
    window.text_tab.views.setCurrentWidget(view)
    view.load_snowy()
    step = view.findChild(QAbstractButton, "step_button")
    for n in range(1, 4):
        qtbot.mouseClick(step, Qt.LeftButton)
        qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == n, timeout=3000)
    assert (view.history[-1].i, view.history[-1].j) == (1, 3)
    view.controls.speed_slider.setValue(100)
    qtbot.mouseClick(view.findChild(QAbstractButton, "run_button"), Qt.LeftButton)
    qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == 25, timeout=5000)
    assert view.alignment_list.count() == 3
    assert "total 3" in view.script.toPlainText()
    assert view.table.item(5, 5).text().startswith("3")
    view.level_combo.setCurrentText("words")
    view.source_edit.setText("the cat sat")
    view.target_edit.setText("the dog sat down")
    view.compute()
    assert "distance = 2" in view.summary.text()


def test_large_text_loads_with_progress_and_cancels(qtbot, window, tmp_path):
    tab = window.text_tab
    analysed(qtbot, tab)
    path = tmp_path / "big.txt"
    line = "The quick brown fox jumps over the lazy dog. Mr. Kim met Dr. Lee in New York.\n"
    path.write_text(line * 120_000)        # ~10 MB
    ticks = []
    timer = QTimer(interval=20, timeout=lambda: ticks.append(time.monotonic()))
    timer.start()
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.analyser.active, timeout=20000)
    qtbot.waitUntil(lambda: tab.progress.value() > 0, timeout=20000)
    tab.cancel()
    timer.stop()
    assert not tab.analyser.active
    assert max(np.diff(ticks)) < 1.0, "the GUI thread was blocked"
