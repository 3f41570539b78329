"""SVM canvas through real events: 5,000 points with a hard margin without blocking the GUI
thread, Shift+click exactly on a point, the 1280×720 fit, and messages that tell the truth."""
import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from ui.tabs.svm.tab import SvmTab


def click_point(view, x, y, modifier=Qt.NoModifier):
    scene = view.plotItem.vb.mapViewToScene(QPointF(x, y))
    QTest.mouseClick(view.viewport(), Qt.LeftButton, modifier, view.mapFromScene(scene))


def button(tab, name):
    """The SMO view's own button (the lab sub-views have Step/Run buttons of the same names)."""
    return tab.controls.findChild(QAbstractButton, name) or tab.findChild(QAbstractButton, name)


def test_5000_points_hard_margin_step_run_cancel(qtbot, make_tab, gui_guard):
    tab = make_tab(SvmTab)
    tab.n_spin.setValue(5000)
    tab.dataset_combo.setCurrentText("separable")
    tab.generate()
    tab.margin_combo.setCurrentText("hard")
    qtbot.wait(300)         # the generated points are painted: measure the run, not them
    with gui_guard():
        qtbot.mouseClick(button(tab, "step_button"), Qt.LeftButton)
        qtbot.waitUntil(lambda: tab.controls.history_slider.maximum() >= 1, timeout=60_000)
        qtbot.mouseClick(button(tab, "run_button"), Qt.LeftButton)
        qtbot.waitUntil(lambda: tab.controls.history_slider.maximum() >= 20, timeout=60_000)
        qtbot.mouseClick(button(tab, "cancel_button"), Qt.LeftButton)
        qtbot.wait(200)
    assert tab.runner.state == "cancelled"


def test_hard_margin_on_overlapping_points_is_refused_quickly(qtbot, make_tab, gui_guard):
    tab = make_tab(SvmTab)
    tab.n_spin.setValue(500)
    tab.dataset_combo.setCurrentText("overlapping")
    tab.generate()
    tab.kernel_combo.setCurrentText("linear")
    tab.margin_combo.setCurrentText("hard")
    with gui_guard():
        qtbot.mouseClick(button(tab, "step_button"), Qt.LeftButton)
        # the separability check runs on a worker: wait for its verdict, not a fixed time
        qtbot.waitUntil(lambda: "soft margin" in tab.messages.text(), timeout=10_000)


def test_shift_click_exactly_on_a_point_deletes_it(qtbot, make_tab):
    tab = make_tab(SvmTab)
    tab.editor.set_data(np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5], [3.0, 2.0]]),
                        np.array([1, 1, -1, -1]))
    tab.view.enableAutoRange()
    qtbot.wait(50)
    click_point(tab.view, 2.0, 0.5, Qt.ShiftModifier)
    assert len(tab.X) == 3 and [2.0, 0.5] not in tab.X.tolist()
    qtbot.mouseClick(tab.undo_button, Qt.LeftButton)
    assert len(tab.X) == 4


def test_support_vector_circles_do_not_eat_clicks(qtbot, make_tab):
    tab = make_tab(SvmTab)
    tab.kernel_combo.setCurrentText("linear")
    tab.controls.speed_slider.setValue(100)
    tab.run()
    qtbot.waitUntil(lambda: tab.runner.state == "finished", timeout=20000)
    qtbot.wait(60)
    sv = int(np.flatnonzero(tab.history[-1].alpha > 1e-8)[0])
    x, y = tab.X[sv]
    n = len(tab.X)
    tab.view.disableAutoRange()
    click_point(tab.view, x, y, Qt.ShiftModifier)
    assert len(tab.X) == n - 1


def test_fits_1280_by_720(make_tab):
    tab = make_tab(SvmTab)
    hint = tab.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720, hint


def test_loaded_csv_keeps_class_names_and_the_data_box_says_so(qtbot, make_tab, tmp_path):
    tab = make_tab(SvmTab)
    tab.dataset_combo.setCurrentText("overlapping")
    tab.generate()
    path = tmp_path / "mail.csv"
    path.write_text("x,y,kind\n0,0,spam\n1,1,spam\n3,3,ham\n4,4,ham\n")
    tab.open_path(path)
    qtbot.waitUntil(lambda: len(tab.X) == 4, timeout=5000)
    assert "overlapping" not in tab.source_label.text() and "mail.csv" in tab.source_label.text()
    assert sorted(tab.class_names.values()) == ["ham", "spam"]
    assert "spam" in tab.messages.text()
    texts = [tab.class_combo.itemText(i) for i in range(tab.class_combo.count())]
    assert "ham" in texts and "spam" in texts
    model = tab.alpha_table.model
    labels = {model.data(model.index(r, 3)) for r in range(model.rowCount())}
    assert labels == {"ham", "spam"}


def test_alpha_table_before_training_shows_no_undefined(make_tab):
    tab = make_tab(SvmTab)
    model = tab.alpha_table.model
    cells = [model.data(model.index(r, c)) for r in range(model.rowCount())
             for c in range(model.columnCount())]
    assert "undefined" not in [str(c) for c in cells]


def test_spray_adds_points_of_the_chosen_class(qtbot, make_tab):
    tab = make_tab(SvmTab)
    n = len(tab.X)
    tab.mouse_combo.setCurrentText("spray points")
    tab.class_combo.setCurrentIndex(1)            # −1
    click_point(tab.view, 0.0, 0.0)
    assert len(tab.X) > n and np.all(tab.y[n:] == -1)
