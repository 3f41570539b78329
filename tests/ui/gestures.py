"""What a person does with the keyboard and mouse, shared by the UI tests: pick an entry of a
combo box with the arrow keys, click a page's tab, type a number and press Return."""
from PySide6.QtCore import Qt


def choose(qtbot, combo, text):
    """Pick ``text`` in a combo box with the keyboard."""
    combo.setFocus()
    target = combo.findText(text)
    assert target >= 0, f"{text!r} not in the combo"
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key_Down if combo.currentIndex() < target else Qt.Key_Up)


def show_page(qtbot, pages, page):
    """Click the tab of ``page`` (a widget or an index) of the QTabWidget ``pages``."""
    index = page if isinstance(page, int) else pages.indexOf(page)
    bar = pages.tabBar()
    qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.tabRect(index).center())
    assert pages.currentIndex() == index


def type_number(qtbot, box, value):
    """Select a spin box's text, type ``value`` and press Return."""
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, str(value))
    qtbot.keyClick(box, Qt.Key_Return)
