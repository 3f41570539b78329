"""The classifier lab inside the SVM tab: Space steps the view on show (the SMO controls'
shortcuts are off while another sub-view is current)."""
from PySide6.QtCore import Qt

from ui.tabs.svm.tab import SvmTab


def test_space_steps_the_lab_view_on_show_not_smo(qtbot, make_tab):
    tab = make_tab(SvmTab)
    perceptron = tab.lab_views[0]
    tab.views.setCurrentWidget(perceptron)
    with qtbot.waitActive(tab):
        tab.activateWindow()
    qtbot.waitUntil(lambda: perceptron.controls.step_button.isEnabled(), timeout=10_000)
    perceptron.controls.speed_slider.setFocus()
    qtbot.keyClick(perceptron.controls.speed_slider, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(perceptron.driver.history) >= 2, timeout=10_000)
    assert len(tab.driver.history) == 1               # SMO did not step
    assert not tab.smo_panel.isVisible()               # its width went to the lab view
    tab.views.setCurrentIndex(0)
    assert tab.smo_panel.isVisible()
    tab.view.setFocus()
    qtbot.keyClick(tab.view, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(tab.driver.history) == 2, timeout=10_000)

