"""The GUI thread only paints: a 40,000-sentence tagged corpus is read, trained on, its chain
counted, the trellis stepped and a retrain cancelled, and the GUI thread never reads, trains or
steps itself (tests/ui/conftest.py's gui_guard, which finds such work at any size; the gaps are
measured by bench/bench_gui_gaps.py). 40,000 sentences: a retrain still takes ~0.5 s on a quiet
machine, five times the wait before its Cancel; 100,000 cost the suite 2.5 s more."""

import numpy as np
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QAbstractButton

from ui.tabs.hmm.tab import HmmTab

LEX = {"DT": ["the", "a", "every"], "NN": ["dog", "cat", "flies", "can", "time"],
       "VBZ": ["flies", "sees", "likes"], "JJ": ["old", "green"], ".": ["."],
       "IN": ["like", "in"], "MD": ["can", "will"]}
TEMPLATES = ["DT NN VBZ DT NN .", "DT JJ NN VBZ IN DT NN .", "NN MD VBZ DT JJ NN ."]


def big_corpus(path, n=40_000, seed=0):
    """``n`` tagged sentences of the three templates, a word in 50 unknown (``w`` + a number);
    drawn a template at a time with numpy (a Python loop over 700,000 words cost 4 s)."""
    rng = np.random.default_rng(seed)
    which = rng.integers(0, len(TEMPLATES), n)
    lines = np.empty(n, dtype=object)
    for k, template in enumerate(TEMPLATES):
        rows = np.flatnonzero(which == k)
        columns = []
        for tag in template.split():
            words = np.array(LEX[tag], dtype=object)[rng.integers(len(LEX[tag]), size=len(rows))]
            unknown = rng.random(len(rows)) <= 0.02
            words[unknown] = [f"w{i}" for i in rng.integers(10**6, size=int(unknown.sum()))]
            columns.append(words + f"/{tag}")
        lines[rows] = [" ".join(words) for words in zip(*columns)]
    path.write_text("\n".join(lines) + "\n")


def test_large_corpus_never_blocks_the_gui(qtbot, make_tab, gui_guard, tmp_path):
    path = tmp_path / "big.txt"
    big_corpus(path)
    tab = make_tab(HmmTab)
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy, timeout=20000)
    with gui_guard():
        _open_train_step_cancel(qtbot, tab, path)
    assert len(tab.corpus.sentences) == 40_000 and tab.trained.settings.alpha == 0.1


def _open_train_step_cancel(qtbot, tab, path):
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.corpus.path == path and not tab.panel.busy, timeout=60000)
    tab.views.setCurrentWidget(tab.chain_view)
    qtbot.waitUntil(lambda: not tab.chain_view.panel.busy, timeout=30000)
    tab.views.setCurrentWidget(tab.trellis_view)
    step = tab.trellis_view.findChild(QAbstractButton, "step_button")
    for n in (1, 2, 3):
        qtbot.mouseClick(step, Qt.LeftButton)
        qtbot.waitUntil(lambda n=n: tab.trellis_view.controls.history_slider.maximum() == n,
                        timeout=5000)
    tab.alpha_spin.setValue(0.7)
    assert tab.panel.busy
    qtbot.wait(100)
    qtbot.mouseClick(tab.panel.cancel_button, Qt.LeftButton)
    assert not tab.panel.busy and "Cancelled" in tab.messages.text()


def test_tagging_a_large_file_never_blocks_the_gui(qtbot, make_tab, gui_guard, tmp_path):
    """Reading, splitting, tokenising, tagging and writing 20,000 sentences runs on the worker;
    the progress bar moves and Cancel stops it with no file left."""
    tab = make_tab(HmmTab)
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy, timeout=20000)
    src, dst = tmp_path / "big.txt", tmp_path / "big.tagged.txt"
    src.write_text("Time flies like an arrow. The old dog can fish in the river.\n" * 10_000,
                   encoding="utf-8")
    tab.tokenizer_combo.setCurrentText("wordpunct")
    with gui_guard():
        tab.tag_file(src, dst)
        qtbot.waitUntil(lambda: "Tagged 20,000 sentences" in tab.messages.text(), timeout=60000)
    assert dst.exists()
    # 100,000 sentences, 75 chunks of tagging after the split: Cancel comes at the first
    # (200,000 lines cost 7 s, most of it splitting sentences before the first chunk)
    src.write_text("Time flies like an arrow. The old dog can fish in the river.\n" * 50_000,
                   encoding="utf-8")
    tab.tag_file(src, tmp_path / "cancelled.txt")
    qtbot.waitUntil(lambda: "tagged" in tab.file_panel.bar.format(), timeout=60000)
    qtbot.mouseClick(tab.file_panel.cancel_button, Qt.LeftButton)
    assert not tab.file_panel.busy and "no file was written" in tab.messages.text()
    QThreadPool.globalInstance().waitForDone(20000)       # the worker ends its chunk, then
    qtbot.wait(50)                                        # the dropped job removes its part
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.tagged.txt", "big.txt"]
