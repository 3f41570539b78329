"""The HMM tab's controls show the settings its tagger was trained with: at start the trellis
binding used to put its own default (emission α 0) into the spin box after the tagger had been
trained with the box's 0.001, so the toolbar said 0.0000 beside "α_B = 0.001"."""
from PySide6.QtCore import Qt

from ui.tabs.hmm.tab import HmmTab


def test_the_toolbar_shows_the_emission_alpha_the_tagger_was_trained_with(qtbot, window):
    tab = window.show_tab("hmm")               # in the window: its session binding is installed
    assert isinstance(tab, HmmTab)
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy, timeout=30000)
    assert tab.emission_spin.value() == tab.tagger.emission_alpha == 0.001
    assert tab.alpha_spin.value() == tab.tagger.alpha
    assert tab.emission_spin.text() == "0.0010"
    # a retrain from the toolbar keeps them together
    tab.emission_spin.setFocus()
    tab.emission_spin.selectAll()
    qtbot.keyClicks(tab.emission_spin, "0.01")
    qtbot.keyClick(tab.emission_spin, Qt.Key_Return)
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy
                    and tab.tagger.emission_alpha == 0.01, timeout=30000)
    assert tab.emission_spin.value() == 0.01
