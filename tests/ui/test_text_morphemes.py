"""The Text tab's Morphemes view (issue 29): on a text without Hangul it offers the Korean
sample (a real click), then lists each eojeol's morphemes as Kiwi splits them; without Kiwi it
says how to install the korean extra and still lists the eojeols with their jamo; the tab turns
Korean and back at run time."""
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gestures import show_page
from PySide6.QtWidgets import QApplication

from ui import i18n
from ui.tabs.text.tab import TextTab


def test_morphemes_of_the_korean_sample_without_kiwi_and_in_korean(qtbot, make_tab,
                                                                   monkeypatch):
    pytest.importorskip("kiwipiepy")
    tab = make_tab(TextTab)
    qtbot.waitUntil(lambda: not tab.panel.busy and tab.analysis is not None, timeout=20000)
    view = tab.morphemes_view
    show_page(qtbot, tab.views, view)
    qtbot.waitUntil(lambda: view.result is not None and not view.panel.busy, timeout=20000)
    assert not view.result.hangul and view.sample_button.isVisible()   # the English sample
    QTest.mouseClick(view.sample_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.result is not None and view.result.hangul
                    and not view.panel.busy, timeout=30000)
    rows = dict(zip(view.eojeols.model.columns[0], view.eojeols.model.columns[1]))
    assert rows["연구실에서는"] == "연구실/NNG + 에서/JKB + 는/JX"
    c = view.result.counts
    assert c.morphemes.n_tokens > c.eojeols.n_tokens                    # particles separated
    assert "types" in view.summary.text() and not view.note.isVisible()
    assert "일반 명사" in view.tags.model.columns[1] or "common noun" in view.tags.model.columns[1]
    # without Kiwi: the install sentence, and the eojeols with their jamo
    monkeypatch.setattr(sys.modules["engine.text.kiwi_morphemes"], "_kiwi", None)
    monkeypatch.setitem(sys.modules, "kiwipiepy", None)
    view.result = None
    view.refresh()
    qtbot.waitUntil(lambda: view.result is not None and not view.panel.busy, timeout=20000)
    assert view.result.missing and "trellis[korean]" in view.note.text()
    assert view.eojeols.model.headers[-1] == "jamo"
    assert view.eojeols.model.rowCount() == view.result.counts.eojeols.n_tokens
    # the same tab in Korean and back at run time (issue 29), its choices kept
    app = QApplication.instance()
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: tab.open_button.text() == "파일 열기…", timeout=3000)
        assert "토큰" in tab.tokens_view.stats.text()              # a result, rebuilt
        assert "Kiwi가 설치되어 있지 않아" in view.note.text()
        assert tab.tokens_view.types.model.headers[0] == "순위"
        assert tab.collocations_view.measure_combo.itemText(0) == "t-검정"
        assert tab.edit_view.level_combo.itemText(2) == "자모"
        assert tab.tokens_view.settings()["method"] == "treebank"   # the choice is kept
        assert view.eojeols.model.headers[-1] == "자모"
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: tab.open_button.text() == "Open files…", timeout=3000)
    assert "tokens" in tab.tokens_view.stats.text()
