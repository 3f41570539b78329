"""A navigator view given as a maker (Navigator.add_deferred) is made when its entry is first
clicked, not when the tab opens, and then behaves as if it had always been there: the Text
tab's Language model view trains on the text loaded before it existed."""
import pytest
from gestures import show_page
from PySide6.QtWidgets import QLabel

from ui.tabs.text.tab import TextTab
from ui.widgets.navigator import Navigator


def test_a_deferred_view_is_made_on_its_first_click_only(qtbot):
    nav = Navigator(None, "probe_views", "probe")
    qtbot.addWidget(nav.column)
    qtbot.addWidget(nav)
    made = []

    def make():
        made.append(QLabel("made"))
        made[-1].setObjectName("late_view")
        return made[-1]

    nav.addTab(QLabel("first"), "First")
    index = nav.add_deferred(make, "Later", name="late_view")
    nav.column.show()
    nav.show()
    assert made == [] and not nav.is_made(index)
    assert nav.findChild(QLabel, "late_view") is None
    show_page(qtbot, nav, index)
    assert len(made) == 1 and nav.is_made(index)
    assert nav.currentWidget() is made[0] and made[0].isVisible()
    assert nav.indexOf(made[0]) == index
    show_page(qtbot, nav, 0)
    show_page(qtbot, nav, index)
    assert len(made) == 1                       # made once


@pytest.fixture
def tab(make_tab, qtbot):
    t = make_tab(TextTab)
    qtbot.waitUntil(lambda: not t.panel.busy and t.analysis is not None, timeout=30000)
    return t


def test_the_language_model_view_is_made_on_first_show_and_trains_on_the_loaded_text(qtbot, tab):
    index = tab.views.index_of_title("Language model")
    assert not tab.views.is_made(index)        # the tab opened without it
    show_page(qtbot, tab.views, index)
    view = tab.views.currentWidget()
    assert view is tab.lm_view and view.objectName() == "lm_view"
    qtbot.waitUntil(lambda: view.result is not None and not view.panel.busy, timeout=30000)
    assert view.table.model.rowCount() > 0     # the sample's models, compared
    assert view.text == tab.text
