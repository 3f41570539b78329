"""What a person does with the keyboard and mouse, shared by the UI tests: pick an entry of a
combo box with the arrow keys, click a page's tab, type a number and press Return."""
from PySide6.QtCore import QPoint, Qt


def choose(qtbot, combo, text):
    """Pick ``text`` in a combo box with the keyboard."""
    combo.setFocus()
    target = combo.findText(text)
    assert target >= 0, f"{text!r} not in the combo"
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key_Down if combo.currentIndex() < target else Qt.Key_Up)


def show_page(qtbot, pages, page):
    """Click the entry of ``page`` (a widget or an index) in ``pages``: a tab's navigator (its
    side list of views) or a QTabWidget's tab bar."""
    index = page if isinstance(page, int) else pages.indexOf(page)
    if hasattr(pages, "sidebar"):
        rect = pages.item_rect(index)
        assert rect.isValid(), "the view's entry is not on show in the navigator"
        qtbot.mouseClick(pages.sidebar.viewport(), Qt.LeftButton, pos=rect.center())
    else:
        bar = pages.tabBar()
        qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.tabRect(index).center())
    assert pages.currentIndex() == index


def type_number(qtbot, box, value):
    """Select a spin box's text, type ``value`` and press Return."""
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, str(value))
    qtbot.keyClick(box, Qt.Key_Return)


def unfold(qtbot, box):
    """Click a folded box's title to open it (a CollapsibleBox)."""
    if box.collapsed:
        qtbot.mouseClick(box, Qt.LeftButton, pos=QPoint(30, box.fontMetrics().height() // 2 + 2))
    assert not box.collapsed
