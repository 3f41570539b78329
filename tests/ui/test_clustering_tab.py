"""The Clustering tab through its widgets, offscreen, as a student would use it."""
import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QSlider, QSpinBox, QWidget

from engine.cluster import GMMStep, KMeansStep, SeedingStep, SoftKMeansStep


def click(qtbot, tab, name):
    qtbot.mouseClick(tab.findChild(QAbstractButton, name), Qt.LeftButton)


def steps_done(tab):
    return tab.controls.history_slider.maximum()


def wait_idle(qtbot, tab):
    qtbot.waitUntil(lambda: not tab.runner.active, timeout=10000)


def load(qtbot, tab, path):
    """Open a file (read on a worker) and wait until the job has ended; True if it loaded."""
    before = tab.editor.state
    tab.open_path(path)
    qtbot.waitUntil(lambda: not tab.loader.busy, timeout=20000)
    return tab.editor.state is not before


def test_every_control_has_a_name_and_tooltip(tab):
    names = ["generate_button", "step_button", "run_button", "pause_button", "reset_button",
             "cancel_button", "history_slider"]
    for name in names:
        assert tab.findChild(QWidget, name) is not None, name
    controls = tab.findChildren(QAbstractButton) + tab.findChildren(QSlider) + \
        tab.findChildren(QComboBox) + tab.findChildren(QSpinBox)
    for w in controls:
        if w.objectName().endswith(("_button", "_spin", "_combo", "_slider")):  # ours, not Qt's
            assert w.accessibleName(), w.objectName()
            assert w.toolTip(), w.objectName()


def test_each_step_click_advances_exactly_one_step(qtbot, tab):
    tab.init_combo.setCurrentText("random")
    for n in range(1, 6):
        click(qtbot, tab, "step_button")
        qtbot.waitUntil(lambda: steps_done(tab) == n, timeout=3000)
        qtbot.wait(30)
        assert steps_done(tab) == n
    phases = [s.phase for s in tab.history[1:]]
    assert phases == ["assign", "update", "assign", "update", "assign"]


def test_stepping_changes_the_plot(qtbot, tab):
    brushes_before = [tab.view.dot_brush(i) for i in range(5)]
    click(qtbot, tab, "step_button")                 # k-means++ first pick
    click(qtbot, tab, "step_button")
    qtbot.waitUntil(lambda: steps_done(tab) == 2, timeout=3000)
    assert isinstance(tab.history[1], SeedingStep)
    # drawn by a 30 ms redraw timer after the steps arrive
    qtbot.waitUntil(lambda: tab.view.centers.data.size == 2, timeout=3000)  # two centres
    assert [tab.view.dot_brush(i) for i in range(5)] != brushes_before


def test_run_pause_resume_and_history(qtbot, tab):
    tab.controls.speed_slider.setValue(100)
    tab.dataset_combo.setCurrentText("anisotropic")
    tab.generate()
    tab.algorithm_combo.setCurrentText("Gaussian mixture (EM)")
    click(qtbot, tab, "run_button")
    wait_idle(qtbot, tab)
    assert tab.runner.state == "finished"
    n = steps_done(tab)
    assert n >= 4 and isinstance(tab.history[-1], GMMStep)
    ll = [s.log_likelihood for s in tab.history[1:]]
    assert np.all(np.diff(ll) >= -1e-6)
    # scrubbing shows an old step and computes nothing new
    tab.controls.history_slider.setValue(2)
    qtbot.waitUntil(lambda: "iteration 1, M step" in tab.explanation.toPlainText(),
                    timeout=3000)
    assert tab.current_step() is tab.history[2]
    assert steps_done(tab) == n


def test_pause_then_resume(qtbot, tab):
    tab.controls.speed_slider.setValue(40)   # slow enough to catch it running
    tab.init_combo.setCurrentText("random")
    tab.max_iter_spin.setValue(10_000)
    tab.algorithm_combo.setCurrentText("soft k-means")
    tab.beta_slider.setValue(-150)           # small beta: many small steps
    click(qtbot, tab, "run_button")
    qtbot.waitUntil(lambda: steps_done(tab) >= 2, timeout=5000)
    click(qtbot, tab, "pause_button")
    qtbot.wait(400)
    n = steps_done(tab)
    qtbot.wait(400)
    assert steps_done(tab) == n and tab.runner.state == "paused"
    assert tab.controls.run_button.text() == "Resume"
    click(qtbot, tab, "run_button")
    qtbot.waitUntil(lambda: steps_done(tab) > n, timeout=5000)
    click(qtbot, tab, "cancel_button")


def test_reset_replays_the_same_run(qtbot, tab):
    tab.controls.speed_slider.setValue(100)
    click(qtbot, tab, "run_button")
    wait_idle(qtbot, tab)
    first = [s.labels.copy() for s in tab.history[1:] if isinstance(s, KMeansStep)]
    click(qtbot, tab, "reset_button")
    assert steps_done(tab) == 0
    click(qtbot, tab, "run_button")
    wait_idle(qtbot, tab)
    second = [s.labels for s in tab.history[1:] if isinstance(s, KMeansStep)]
    assert len(first) == len(second)
    assert all(np.array_equal(a, b) for a, b in zip(first, second))


def test_parameter_change_during_a_run_leaves_no_stale_steps(qtbot, tab):
    tab.controls.speed_slider.setValue(60)
    tab.max_iter_spin.setValue(10_000)
    tab.algorithm_combo.setCurrentText("soft k-means")
    tab.beta_slider.setValue(-150)
    click(qtbot, tab, "run_button")
    qtbot.waitUntil(lambda: steps_done(tab) >= 2, timeout=5000)
    tab.algorithm_combo.setCurrentText("k-means")     # changes the algorithm mid-run
    qtbot.wait(300)
    assert steps_done(tab) == 0 and len(tab.history) == 1
    click(qtbot, tab, "step_button")
    qtbot.waitUntil(lambda: steps_done(tab) == 1, timeout=3000)
    qtbot.wait(100)
    assert all(not isinstance(s, SoftKMeansStep) for s in tab.history[1:])


def test_large_data_stays_responsive_and_cancels(qtbot, tab, gui_guard):
    tab.n_points_spin.setValue(300_000)
    tab.k_spin.setValue(32)
    tab.generate()
    qtbot.waitUntil(lambda: len(tab.X) == 300_000, timeout=10000)
    assert tab.view.density.isVisible() and not tab.view.scatter.isVisible()
    with gui_guard():                   # the steps run on the worker, never on the GUI thread
        tab.controls.speed_slider.setValue(100)
        click(qtbot, tab, "run_button")
        qtbot.waitUntil(lambda: steps_done(tab) >= 3, timeout=20000)
        qtbot.wait(300)
        running = tab.runner.active     # 32 centres on 300k points may converge first on a fast day
        click(qtbot, tab, "cancel_button")
    assert tab.runner.state == ("cancelled" if running else "finished")
    n = steps_done(tab)
    qtbot.wait(200)
    assert steps_done(tab) == n
    assert tab.controls.progress.value() >= 1


def test_close_during_a_run_leaves_no_thread(qtbot, tab):
    tab.n_points_spin.setValue(100_000)
    tab.generate()
    qtbot.waitUntil(lambda: len(tab.X) == 100_000, timeout=10000)
    tab.run()
    qtbot.waitUntil(lambda: steps_done(tab) >= 1, timeout=10000)
    tab.shutdown()
    from PySide6.QtCore import QThreadPool
    assert QThreadPool.globalInstance().waitForDone(5000)


def test_open_path_good_and_bad_files(qtbot, tab, tmp_path):
    good = tmp_path / "pts.csv"
    good.write_text("a,b,c\n1,2,3\n4,5,6\n7,8,10\n0,1,1\n")
    assert load(qtbot, tab, good)
    assert tab.X.shape == (4, 3) and "PCA" in tab.data_info.text()
    kept = tab.X.copy()
    for text in ("x,y\n1,2\n3,hello\n", "x,y\n1,2\n3,\n", "x\n1\n2\n"):
        bad = tmp_path / "bad.csv"
        bad.write_text(text)
        assert not load(qtbot, tab, bad)
        assert tab.messages.kind == "error" and "kept" in tab.messages.text()
        np.testing.assert_array_equal(tab.X, kept)
    # in Korean (issue 29): the reader's DataError and the tab's phrase, both translated
    from PySide6.QtWidgets import QApplication

    from ui import i18n

    i18n.set_language(QApplication.instance(), "ko")
    try:
        bad.write_text("x,y\n1,2\n3,hello\n")
        assert not load(qtbot, tab, bad)
        assert tab.messages.text() == ("bad.csv, 3행 2열: 숫자가 와야 할 자리에 텍스트 'hello'이(가) "
                                       "있습니다. 그 행을 채우거나 지우세요. 지금의 점은 그대로 남습니다.")
    finally:
        i18n.set_language(QApplication.instance(), "en")


@pytest.mark.parametrize("k, message", [(50, "larger than the number of points")])
def test_bad_parameters_show_a_message(qtbot, tab, k, message):
    tab.n_points_spin.setValue(20)
    tab.generate()
    tab.k_spin.setValue(k)
    click(qtbot, tab, "step_button")
    assert message in tab.messages.text()
    assert steps_done(tab) == 0


def test_identical_points_regularised_with_a_message(qtbot, tab, tmp_path):
    path = tmp_path / "same.csv"
    path.write_text("x,y\n" + "1,1\n" * 30)
    assert load(qtbot, tab, path)
    tab.algorithm_combo.setCurrentText("Gaussian mixture (EM)")
    tab.controls.speed_slider.setValue(100)
    click(qtbot, tab, "run_button")
    wait_idle(qtbot, tab)
    assert "reg_covar" in tab.messages.text()


def test_clicks_add_drag_delete_and_undo(qtbot, tab):
    n = len(tab.X)
    tab.mouse_combo.setCurrentIndex(1)
    tab.view.handle_click(QPointF(0.5, 0.5), Qt.NoModifier)
    assert len(tab.X) == n + 1 and tuple(tab.X[-1]) == (0.5, 0.5)
    tab.view.move_point(n, QPointF(2.0, 3.0), False)
    tab.view.move_point(n, QPointF(2.5, 3.5), True)
    assert tuple(tab.X[-1]) == (2.5, 3.5)
    tab.view.point_deleted.emit(n)
    assert len(tab.X) == n
    tab.undo()
    assert tuple(tab.X[-1]) == (2.5, 3.5)
    tab.undo()
    assert tuple(tab.X[-1]) == (0.5, 0.5)


def test_clicked_centres_initialise_kmeans(qtbot, tab):
    tab.mouse_combo.setCurrentText("place centres")
    centres = [(-6.0, 7.0), (0.0, 7.0), (-3.0, -1.0)]
    for x, y in centres:
        tab.view.handle_click(QPointF(x, y), Qt.NoModifier)
    assert tab.init_combo.currentText() == "clicked centres"
    click(qtbot, tab, "step_button")
    qtbot.waitUntil(lambda: steps_done(tab) == 1, timeout=3000)
    np.testing.assert_allclose(tab.history[1].centers, centres)


def test_centre_shift_is_shown_in_the_data_units(qtbot, tab):
    """The update step's Σ‖Δμ‖² is how far the drawn centres moved (not the standardised
    copy k-means works on)."""
    tab.init_combo.setCurrentText("random")
    click(qtbot, tab, "step_button")
    click(qtbot, tab, "step_button")
    qtbot.waitUntil(lambda: steps_done(tab) == 2, timeout=3000)
    qtbot.wait(60)
    assign, update = tab.history[1], tab.history[2]
    assert update.phase == "update"
    moved = float(((update.centers - assign.centers) ** 2).sum())
    assert update.center_shift == pytest.approx(moved)
    assert f"{moved:.4g} (in the data's units)" in tab.explanation.toPlainText()


def test_a_stuck_run_suggests_more_restarts(qtbot, tab):
    """The restarts sample, one k-means++ run of seed 0: two centres end in one blob, and the
    explanation of the last step says so (the engine's hint, computed on the worker)."""
    from ui.tabs.clustering.tab import SAMPLES

    assert load(qtbot, tab, SAMPLES / "five_blobs_restarts.csv"), tab.messages.text()
    tab.algorithm_combo.setCurrentText("k-means")
    tab.init_combo.setCurrentText("k-means++")
    tab.k_spin.setValue(5)
    tab.restarts_spin.setValue(1)
    tab.controls.seed_spin.setValue(0)
    tab.controls.speed_slider.setValue(tab.controls.speed_slider.maximum())
    click(qtbot, tab, "run_button")
    qtbot.waitUntil(lambda: not tab.runner.active and len(tab.history) > 3, timeout=20000)
    qtbot.waitUntil(lambda: "Raise Restarts" in tab.explanation.toPlainText(), timeout=5000)
    assert tab.history[-1].restart_hint is not None


def test_selected_point_numbers_in_explanation(qtbot, tab):
    click(qtbot, tab, "step_button")
    for _ in range(3):
        click(qtbot, tab, "step_button")
    qtbot.waitUntil(lambda: steps_done(tab) == 4, timeout=3000)
    qtbot.wait(60)
    tab._select(7)
    text = tab.explanation.toPlainText()
    assert "Selected point x7" in text and "‖x" in text


def test_exports(qtbot, tab, tmp_path):
    tab.controls.speed_slider.setValue(100)
    click(qtbot, tab, "run_button")
    wait_idle(qtbot, tab)
    tab.view.export(tmp_path / "plot.png")
    tab.view.export(tmp_path / "plot.svg")
    tab.history_plot.export(tmp_path / "curve.png")
    tab.export_history(tmp_path / "history.csv")
    tab.save_points(tmp_path / "points.csv")
    assert (tmp_path / "plot.png").stat().st_size > 1000
    assert "<svg" in (tmp_path / "plot.svg").read_text()
    lines = (tmp_path / "history.csv").read_text().splitlines()
    assert lines[0].startswith("step,iteration,phase") and len(lines) == steps_done(tab) + 1
    assert load(qtbot, tab, tmp_path / "points.csv")


def test_coins_show_density_curves(qtbot, tab):
    tab.dataset_combo.setCurrentText("coins (1-D)")
    tab.generate()
    assert tab.algorithm_combo.currentText() == "Gaussian mixture (EM)"
    tab.controls.speed_slider.setValue(100)
    click(qtbot, tab, "run_button")
    wait_idle(qtbot, tab)
    # three coins and their mixture, drawn by the redraw timer
    qtbot.waitUntil(lambda: sum(c.isVisible() for c in tab.view._curves) == 4, timeout=3000)


def test_compare_and_choose_k_views(qtbot, tab):
    """Both are made on their first show (so is Reduction): they compute on the points of that
    moment, and a made one hidden while the points change computes again when next shown."""
    from gestures import show_page

    nav = tab.views
    assert [nav.made_view(n) for n in ("compare_view", "choose_k_view", "reduce_view")] == \
        [None] * 3
    tab.outliers_spin.setValue(10)
    tab.generate()
    show_page(qtbot, nav, nav.index_of_title("k-means vs k-medoids"))
    compare = nav.made_view("compare_view")     # computes on first show, on a worker
    assert compare is nav.currentWidget() and nav.made_view("choose_k_view") is None
    assert tab.algorithm_box.isVisible()
    qtbot.waitUntil(lambda: "cost" in compare.labels["k-medoids"].text(), timeout=10000)
    assert "cost" in compare.labels["k-means"].text()
    assert len(compare.result.kmeans.labels_) == len(tab.X)
    choose = tab.choose_k_view
    choose.k_max_spin.setValue(5)
    tab.views.setCurrentWidget(choose)
    qtbot.waitUntil(lambda: "Lowest BIC" in choose.result.text(), timeout=20000)
    assert [r.k for r in choose.rows] == [1, 2, 3, 4, 5]
    assert choose.elbow_curve.getData()[0] is not None
    tab.n_points_spin.setValue(tab.n_points_spin.value() // 2)
    tab.generate()                              # while the comparison is hidden
    show_page(qtbot, nav, nav.indexOf(compare))
    qtbot.waitUntil(lambda: len(compare.result.kmeans.labels_) == len(tab.X), timeout=10000)


def test_shipped_samples_load(qtbot, tab):
    from ui.tabs.clustering.tab import SAMPLES

    files = sorted(SAMPLES.glob("*.csv"))
    assert len(files) >= 3
    for path in files:
        assert load(qtbot, tab, path), tab.messages.text()
    assert tab.X.shape[1] >= 2


def test_dropping_a_file_opens_it(qtbot, tab, tmp_path):
    from PySide6.QtCore import QMimeData, QUrl
    from PySide6.QtGui import QDropEvent

    path = tmp_path / "dropped.csv"
    path.write_text("x,y\n0,0\n1,1\n2,2\n")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    tab.dropEvent(QDropEvent(QPointF(5, 5), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))
    qtbot.waitUntil(lambda: tab.X.shape == (3, 2), timeout=5000)
