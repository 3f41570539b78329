"""The "In the notes" panel opens at its heading whatever the tab's layout did while it was
built, and keeps the place the student scrolled to."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication


def test_the_notes_open_at_their_heading_and_keep_the_student_s_place(qtbot, window):
    window.resize(1366, 768)
    tab = window.show_tab("spam")            # Evaluation: three errata, more than fit
    panel = tab.views.notes
    bar = panel.verticalScrollBar()
    qtbot.waitUntil(lambda: panel.isVisible() and bar.maximum() > 0)
    qtbot.waitUntil(lambda: bar.value() == 0, timeout=2000)   # it was left 10 px down

    # a click on the scroll bar's track below the handle: one page down
    qtbot.mouseClick(bar, Qt.LeftButton, pos=QPoint(bar.width() // 2, bar.height() - 20))
    qtbot.waitUntil(lambda: bar.value() > 0)
    scrolled = bar.value()
    window.resize(1366, 740)                 # a relayout keeps the student's place
    qtbot.waitUntil(lambda: panel.height() > 0)
    QApplication.processEvents()
    assert bar.value() == min(scrolled, bar.maximum()) > 0
