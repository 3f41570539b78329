"""The SVM tab offscreen: stepping SMO, drawing points, bad input, the side views."""
import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QAbstractButton


def svm(make_tab):
    from ui.tabs.svm.tab import SvmTab

    return make_tab(SvmTab)


def load(qtbot, tab, path):
    """Open a file (read on a worker) and wait until the job has ended; True if it loaded."""
    before = tab.editor.state
    tab.open_path(path)
    qtbot.waitUntil(lambda: not tab.loader.busy, timeout=20000)
    return tab.editor.state is not before


def steps(tab):
    return tab.controls.history_slider.maximum()


def test_each_step_is_one_pair_update(qtbot, make_tab):
    tab = svm(make_tab)
    assert tab.objectName() == "svm_tab"
    step = tab.controls.findChild(QAbstractButton, "step_button")
    for n in (1, 2, 3):
        qtbot.mouseClick(step, Qt.LeftButton)
        qtbot.waitUntil(lambda: steps(tab) == n, timeout=3000)
    s = tab.history[-1]
    assert s.iteration == 3 and s.pair[0] != s.pair[1]
    # the heat map is drawn by a 30 ms redraw timer after the steps arrive
    qtbot.waitUntil(tab.layer.image.isVisible, timeout=3000)
    assert tab.alpha_table.model.rowCount() == len(tab.X)


def test_run_to_convergence_and_scrub(qtbot, make_tab):
    tab = svm(make_tab)
    tab.kernel_combo.setCurrentText("linear")
    tab.controls.speed_slider.setValue(100)
    tab.run()
    qtbot.waitUntil(lambda: tab.runner.state == "finished", timeout=10000)
    last = tab.history[-1]
    assert last.converged and last.max_violation < 1e-3
    # the primal is explained once the last step is drawn (a 30 ms redraw timer)
    qtbot.waitUntil(lambda: "margin width 1/‖w‖ =" in tab.explanation.toPlainText(),
                    timeout=3000)
    tab.controls.history_slider.setValue(1)
    assert tab.current() is tab.history[1]


def test_clicks_add_points_of_the_chosen_class_and_undo_redo(qtbot, make_tab):
    tab = svm(make_tab)
    n = len(tab.X)
    tab.class_combo.setCurrentIndex(1)                      # −1
    tab.view.handle_click(QPointF(0.1, 0.2), Qt.NoModifier)
    assert len(tab.X) == n + 1 and tab.y[-1] == -1
    tab.undo()
    assert len(tab.X) == n
    tab.redo()
    assert len(tab.X) == n + 1


def test_hard_margin_on_xor_says_so(qtbot, make_tab):
    tab = svm(make_tab)
    tab.dataset_combo.setCurrentText("xor")
    tab.generate()
    tab.kernel_combo.setCurrentText("linear")
    tab.margin_combo.setCurrentText("hard")
    tab.step()                            # the separability check runs on the worker
    qtbot.waitUntil(lambda: "soft margin" in tab.messages.text(), timeout=10_000)
    assert steps(tab) == 0


def test_one_class_and_multiclass_messages(qtbot, make_tab):
    tab = svm(make_tab)
    tab.dataset_combo.setCurrentText("3 classes")
    tab.generate()
    tab.step()
    assert "two classes" in tab.messages.text()
    tab.views.setCurrentWidget(tab.multiclass_view)
    qtbot.waitUntil(lambda: tab.multiclass_view.images["DAG"].image is not None, timeout=20000)
    assert "tie" in tab.multiclass_view.note.text()


def test_logistic_regression_and_feature_map(qtbot, make_tab):
    tab = svm(make_tab)
    tab.views.setCurrentWidget(tab.losses_view)
    qtbot.waitUntil(lambda: "iteration" in tab.losses_view.lr_steps.text(), timeout=20000)
    tab.views.setCurrentWidget(tab.feature_view)
    qtbot.waitUntil(lambda: "2 thresholds" in tab.feature_view.note.text(), timeout=5000)


def test_csv_round_trip_and_bad_file(qtbot, make_tab, tmp_path):
    tab = svm(make_tab)
    tab.save_points(tmp_path / "pts.csv")
    X, y = tab.X.copy(), tab.y.copy()
    tab.generate()
    assert load(qtbot, tab, tmp_path / "pts.csv")
    np.testing.assert_allclose(tab.X, X)
    np.testing.assert_array_equal(tab.y, y)
    bad = tmp_path / "bad.csv"
    bad.write_text("x,y\n1,2\n3,4\n")
    assert not load(qtbot, tab, bad)
    assert "label" in tab.messages.text()
    np.testing.assert_allclose(tab.X, X)


def test_c_as_the_notes_write_it_and_their_examples_in_one_click(qtbot, make_tab):
    """Issue 26: the switch where C is set — the notes' (C′/2)‖w‖² + Σζ is Trellis's
    ½‖w‖² + CΣζ with C = 1/C′; the slider then sets C′ and the engine still gets C — and each
    of the notes' examples sets the points, the model and the view."""
    from gestures import choose, unfold
    tab = svm(make_tab)
    unfold(qtbot, tab.model_box)
    tab.c_slider.setValue(100)                                   # C = 10
    assert tab.model_params()["C"] == pytest.approx(10.0)
    choose(qtbot, tab.c_form_combo, "C′/2 on ‖w‖² (the notes)")
    assert tab.model_params()["C"] == pytest.approx(10.0)       # the same problem
    assert tab.c_slider.value() == -100 and tab.c_name.text() == "C′"
    assert tab.c_label.text().startswith("0.1 ") and "C = 1/C′" in tab.c_label.text()
    assert "C = 1/C′" in tab.explanation.toPlainText()
    qtbot.keyClick(tab.c_slider, Qt.Key_PageUp)                 # a larger C′ is a smaller C
    assert tab.model_params()["C"] < 10.0
    # the notes' examples: one click sets the points, the model and the view
    from ui.tabs.svm import presets
    from ui.tabs.svm.presets import PRESETS
    xor = next(p for p in PRESETS if p.view == "perceptron_view")
    choose(qtbot, tab.presets_combo, xor.title)
    qtbot.mouseClick(tab.preset_button, Qt.LeftButton)
    assert tab.views.currentWidget() is tab.perceptron_view
    assert tab.dataset_combo.currentData() == "xor" and len(tab.X) == xor.n
    hard = PRESETS[0]
    presets.apply(tab, hard)
    assert tab.views.currentWidget() is tab.smo_page
    assert tab.model_params()["margin"] == "hard" and tab.model_params()["kernel"] == "linear"
    feature = next(p for p in PRESETS if p.view == "feature_view")
    presets.apply(tab, feature)
    assert tab.feature_view.map_combo.currentText() == "|x|"


def test_the_tab_speaks_korean_and_back_at_run_time(qtbot, make_tab):
    """Issue 29: a language switch re-shows every built word and the texts made from numbers
    (controls, the source line, the explanation, a lab view's curves and panel)."""
    from PySide6.QtWidgets import QApplication
    from ui import i18n
    tab = svm(make_tab)
    tab.views.setCurrentWidget(tab.perceptron_view)
    tab.perceptron_view.step()
    qtbot.waitUntil(lambda: len(tab.perceptron_view.history) > 1, timeout=5000)
    app = QApplication.instance()
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: tab.generate_button.text() == "생성", timeout=3000)
        assert tab.source_label.text().startswith("생성됨")
        assert tab.kernel_combo.currentText() == "RBF" and tab.margin_combo.currentText() \
            .startswith("소프트")
        assert tab.model_params()["margin"] == "l1"           # the keys do not change
        assert "갱신" in tab.perceptron_view.explanation.toPlainText()
        assert tab.perceptron_view.side_tabs.tabText(0) == "수치"
        assert "오분류" in tab.perceptron_view.curves._curves
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: tab.generate_button.text() == "Generate", timeout=3000)
    assert "Update" in tab.perceptron_view.explanation.toPlainText()
    assert list(tab.perceptron_view.curves._curves) == ["mistakes", "updates",
                                                         "Novikoff (R/γ)²"]


def test_the_tab_opens_with_smo_only_and_a_view_made_later_shows_its_own_parts(qtbot, make_tab):
    """Every view but SMO is made on its first show: it then computes on the points the tab
    holds by then, brings its settings and transport block to the side column (hidden while
    another view is on show), and follows later changes of the points and of the model box."""
    from gestures import show_page
    from ui.tabs.svm.deferred import MAKERS

    tab = svm(make_tab)
    nav = tab.views
    assert all(nav.made_view(name) is None for name in MAKERS)
    tab.n_spin.setValue(44)
    qtbot.mouseClick(tab.generate_button, Qt.LeftButton)       # before the view exists
    index = nav.index_of_title("Perceptron")
    show_page(qtbot, nav, index)
    view = nav.made_view("perceptron_view")
    assert view is not None and nav.currentWidget() is view is tab.perceptron_view
    assert [name for name in MAKERS if nav.made_view(name) is not None] == ["perceptron_view"]
    qtbot.waitUntil(lambda: len(view.X) == 44, timeout=5000)
    assert view.controls.isVisible() and view.settings_panel.isVisible()
    assert tab.view_box.isAncestorOf(view.settings_panel)
    assert not tab.controls.isVisible() and not tab.model_box.isVisible()
    qtbot.mouseClick(view.controls.step_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(view.history) >= 2, timeout=10_000)
    show_page(qtbot, nav, nav.index_of_title("Multiclass"))
    assert tab.model_box.isVisible()                           # its kernel and C are used here
    assert not view.controls.isVisible() and not view.settings_panel.isVisible()
    show_page(qtbot, nav, 0)
    assert tab.controls.isVisible() and not view.controls.isVisible()
    tab.n_spin.setValue(30)
    qtbot.mouseClick(tab.generate_button, Qt.LeftButton)       # a made view follows the points
    show_page(qtbot, nav, index)
    qtbot.waitUntil(lambda: len(view.X) == 30, timeout=5000)
    assert len(view.history) == 1                              # the old run is gone
