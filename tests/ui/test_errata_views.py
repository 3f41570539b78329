"""Every view flags its own errata (issue 26): the "In the notes" panel under the navigator
lists exactly the records ``engine.errata`` keeps for the view on show — the notes' words and
Trellis's form — and every record of the list is shown by some view."""
from engine import errata
from engine._math_text import plain_math
from gestures import show_page


def test_every_view_shows_its_own_errata(qtbot, window):
    shown = set()
    for key in ("text", "spam", "hmm", "clustering", "svm"):
        tab = window.show_tab(key)
        nav = tab.views
        for index in range(nav.count()):
            show_page(qtbot, nav, index)
            view = nav.view_id()
            try:
                expected = errata.for_view(view)
            except Exception:
                expected = ()
            panel = nav.notes
            assert panel.records == expected, view
            assert panel.isVisibleTo(window) == bool(expected), view
            text = panel.toPlainText()
            for record in expected:
                # the notes' words with their LaTeX written out ("1/β Σᵢ", not "\\frac{1}…")
                assert plain_math(record.notes) in text and record.correct in text, \
                    (view, record.id)
                assert "\\frac" not in text and "\\over" not in text, view
            shown |= {r.id for r in expected}
    assert shown == {e.id for e in errata.ERRATA}, "records no view shows"


def test_the_notes_panel_follows_the_language(qtbot, window):
    from PySide6.QtWidgets import QApplication
    from ui import i18n
    tab = window.show_tab("svm")
    assert "In the notes" in tab.views.notes.toPlainText()
    try:
        window.set_language("ko")
        qtbot.wait(10)
        text = tab.views.notes.toPlainText()
        assert "노트에서" in text
        assert "마진은 1/‖w‖입니다" in text and "The margin is" not in text   # the record too
        assert "시드 000" in text or "seed" not in text
    finally:
        i18n.set_language(QApplication.instance(), "en")
