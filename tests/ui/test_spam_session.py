"""The Spam tab in a session (issue 22): α, the threshold, the notes' confusion layout and a
held-out message chosen with real clicks and keys are saved, and a FRESH process
(``spam_session_probe.py``) shows the same evaluation, threshold, matrix and explained
message; a session whose corpus is gone loads the saved filter into Explain instead."""
import zipfile

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gestures import show_page
from spam_session_probe import describe_spam


@pytest.fixture
def probe(fresh_process):
    """spam_session_probe.py in a fresh process, started before the window (its imports
    overlap this test's clicks)."""
    return fresh_process("spam_session_probe.py")


def test_the_spam_tab_reopens_in_a_fresh_process(qtbot, probe, window, tmp_path):
    tab = window.show_tab("spam")
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    ev = tab.evaluation_view
    # α one notch down by key, the notes' layout, the threshold moved by key presses
    tab.features_box.set_collapsed(False)
    tab.alpha_slider.setFocus()
    QTest.keyClick(tab.alpha_slider, Qt.Key_PageDown)
    qtbot.waitUntil(lambda: tab.model.params.alpha < 1 and tab.busy, timeout=5000)
    qtbot.waitUntil(lambda: not tab.busy and tab.model.study is not None, timeout=30000)
    ev.layout_combo.setCurrentIndex(1)
    assert tab.model.params.layout == "predicted_rows"
    assert ev.confusion.model.headers[0] == "predicted \\ true"
    ev.threshold_slider.setFocus()
    for _ in range(3):
        QTest.keyClick(ev.threshold_slider, Qt.Key_PageUp)
    assert tab.model.threshold != 0
    show_page(qtbot, tab.views, tab.explain_view)
    ex = tab.explain_view
    qtbot.waitUntil(lambda: ex.doc_list.count() > 3, timeout=10000)
    rect = ex.doc_list.visualItemRect(ex.doc_list.item(2))
    qtbot.mouseClick(ex.doc_list.viewport(), Qt.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not ex.jobs.busy and "Predicted" in ex.result.toPlainText(),
                    timeout=10000)
    expected = describe_spam(tab)
    assert expected["row"] == 2 and expected["layout"] == "predicted_rows"
    path = window.save_session(tmp_path / "spam.trellis")
    with zipfile.ZipFile(path) as zf:
        assert "blobs/spam/filter.npz" in zf.namelist()
    got = probe.result(path)
    assert got.pop("message") == "Opened the session."
    assert got == expected


def test_a_session_whose_corpus_is_gone_loads_its_filter(qtbot, window, tmp_path):
    corpus = tmp_path / "mail.tsv"
    rows = [("spam", "win money now, claim your free prize"), ("ham", "lunch at noon?"),
            ("spam", "free money, click to win"), ("ham", "the meeting notes attached")] * 6
    corpus.write_text("\n".join(f"{a}\t{b}" for a, b in rows), encoding="utf-8")
    tab = window.show_tab("spam")
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    tab.open_path(corpus)
    qtbot.waitUntil(lambda: tab.model.corpus.path == str(corpus) and not tab.busy
                    and tab.model.study is not None, timeout=30000)
    assert len(tab.model.corpus.sha256) == 64
    path = window.save_session(tmp_path / "gone.trellis")
    corpus.unlink()
    window.open_session(path)
    qtbot.waitUntil(lambda: window.session_ready() and bool(window.session_message),
                    timeout=30000)
    assert "not there" in tab.messages.text() or "could not be read" in tab.messages.text()
    assert "filter is loaded" in tab.messages.text()
    assert tab.current_filter() is not None
