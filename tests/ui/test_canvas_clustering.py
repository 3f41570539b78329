"""Clustering canvas through real events: a 1M-point CSV without blocking the GUI thread, clicks
exactly on a point, the 1280×720 fit, odd files, spray and undo."""

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from ui.tabs.clustering.tab import ClusteringTab


def pixel(view, x, y):
    """The viewport pixel of data point (x, y)."""
    scene = view.plotItem.vb.mapViewToScene(QPointF(x, y))
    return view.mapFromScene(scene)


def click_point(view, x, y, modifier=Qt.NoModifier):
    QTest.mouseClick(view.viewport(), Qt.LeftButton, modifier, pixel(view, x, y))


def settle(qtbot, view):
    view.enableAutoRange()
    qtbot.wait(50)
    view.disableAutoRange()


def test_a_million_point_csv_step_run_cancel_keep_the_gui_responsive(qtbot, make_tab, gui_guard,
                                                                     tmp_path):
    rng = np.random.default_rng(0)
    path = tmp_path / "million.csv"
    X = np.concatenate([rng.normal(c, 1.0, (333_334, 2)) for c in ([0, 0], [6, 6], [0, 7])])
    np.savetxt(path, X[:1_000_000], delimiter=",", header="x,y", comments="", fmt="%.5f")
    tab = make_tab(ClusteringTab)
    with gui_guard():
        tab.open_path(path)
        qtbot.waitUntil(lambda: len(tab.X) == 1_000_000, timeout=60_000)
        qtbot.mouseClick(tab.findChild(QAbstractButton, "step_button"), Qt.LeftButton)
        qtbot.waitUntil(lambda: tab.controls.history_slider.maximum() >= 1, timeout=30_000)
        qtbot.mouseClick(tab.findChild(QAbstractButton, "run_button"), Qt.LeftButton)
        qtbot.waitUntil(lambda: tab.controls.history_slider.maximum() >= 4, timeout=60_000)
        qtbot.mouseClick(tab.findChild(QAbstractButton, "cancel_button"), Qt.LeftButton)
        qtbot.wait(200)
    assert tab.runner.state == "cancelled"


def test_clicking_exactly_on_a_point_selects_it(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    tab.set_data(np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5], [3.0, 2.0]]))
    settle(qtbot, tab.view)
    click_point(tab.view, 2.0, 0.5)
    assert tab.selected == 2
    np.testing.assert_allclose(tab.view.highlight.data["x"], [2.0])


def test_clicking_exactly_on_a_point_places_a_centre_there(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    tab.set_data(np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5], [3.0, 2.0]]))
    settle(qtbot, tab.view)
    tab.mouse_combo.setCurrentText("place centres")
    click_point(tab.view, 1.0, 1.0)
    assert len(tab.clicked_centers) == 1
    np.testing.assert_allclose(tab.clicked_centers[0], (1.0, 1.0), atol=0.05)


def test_shift_click_on_a_point_deletes_it_and_undo_restores(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    tab.set_data(np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 0.5], [3.0, 2.0]]))
    settle(qtbot, tab.view)
    tab.mouse_combo.setCurrentText("add / drag points")
    click_point(tab.view, 3.0, 2.0, Qt.ShiftModifier)
    assert len(tab.X) == 3
    qtbot.mouseClick(tab.undo_button, Qt.LeftButton)
    assert len(tab.X) == 4
    qtbot.mouseClick(tab.redo_button, Qt.LeftButton)
    assert len(tab.X) == 3


def test_spray_adds_many_points_in_one_undoable_puff(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    tab.set_data(np.array([[0.0, 0.0], [4.0, 4.0]]))
    settle(qtbot, tab.view)
    tab.mouse_combo.setCurrentText("spray points")
    click_point(tab.view, 2.0, 2.0)
    assert len(tab.X) > 2 + 3
    assert np.all(np.abs(tab.X[2:] - 2.0) < 1.5)
    tab.undo()
    assert len(tab.X) == 2


def test_fits_1280_by_720(make_tab):
    tab = make_tab(ClusteringTab)
    hint = tab.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720, hint


def test_one_row_three_columns_loads_undoably_without_traceback(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    before = tab.X.copy()
    path = tmp_path / "one.csv"
    path.write_text("1,2,3\n")
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.X.shape == (1, 3), timeout=5000)
    assert tab.messages.kind == "info" and "Undo" in tab.messages.text()
    tab.undo()
    np.testing.assert_array_equal(tab.X, before)


def test_european_csv_and_column_choice(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    path = tmp_path / "eu.csv"
    path.write_text("a;b;c\n1,5;2,5;0\n3,5;4,5;1\n5,5;0,5;2\n")
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.X.shape == (3, 3), timeout=5000)
    np.testing.assert_allclose(tab.X[:, 0], [1.5, 3.5, 5.5])
    assert tab.view_combo.isEnabled() and tab.view_combo.count() == 5   # PCA, 3 pairs, 3-D
    tab.view_combo.setCurrentText("a vs c")
    np.testing.assert_allclose(tab.view.P, tab.X[:, [0, 2]])
    assert tab.view.getAxis("left").labelText == "c"


def test_k_larger_than_n_message_says_K(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    tab.set_data(np.array([[0.0, 0.0], [1.0, 1.0]]))
    tab.k_spin.setValue(5)
    qtbot.mouseClick(tab.findChild(QAbstractButton, "step_button"), Qt.LeftButton)
    assert "K=5" in tab.messages.text() and "n_clusters" not in tab.messages.text()


def test_a_success_replaces_an_old_error(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    bad = tmp_path / "bad.csv"
    bad.write_text("x,y\n1,oops\n")
    tab.open_path(bad)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=5000)
    good = tmp_path / "good.csv"
    good.write_text("x,y\n1,2\n3,4\n")
    tab.open_path(good)
    qtbot.waitUntil(lambda: len(tab.X) == 2, timeout=5000)
    assert tab.messages.kind == "info"


def test_empty_history_plot_has_no_minus_five_axes(make_tab):
    tab = make_tab(ClusteringTab)
    (x0, x1), (y0, y1) = tab.history_plot.top.viewRange()
    assert x0 >= 0 and y0 >= 0
    assert tab.history_plot.placeholder.isVisible()


def test_colouring_by_labels_one_layer_per_cluster_and_clicks_still_select(qtbot, make_tab):
    """After a k-means step colours the dots (one reused scatter per label), a click exactly on
    a dot's pixel still selects that dot, and each dot wears its cluster's colour."""
    from ui.plots import palette

    tab = make_tab(ClusteringTab)
    X = np.array([[0.0, 0.0], [0.2, 0.1], [5.0, 5.0], [5.2, 4.9], [0.1, 5.0], [0.0, 5.2]])
    tab.set_data(X)
    tab.k_spin.setValue(3)
    tab.controls.speed_slider.setValue(100)
    qtbot.mouseClick(tab.findChild(QAbstractButton, "run_to_end_button"), Qt.LeftButton)
    qtbot.waitUntil(lambda: tab.runner.state == "finished", timeout=5000)
    qtbot.wait(80)
    labels = tab.history[-1].labels
    for i, k in enumerate(labels):
        assert tab.view.dot_brush(i) is palette.brush(palette.color(k))
    layers = [item for item in tab.view._layers if item.isVisible()]
    assert len(layers) == 3 and sum(len(item.data) for item in layers) == len(X)
    assert not tab.view.scatter.isVisible()
    # a step with the same labels (the last update after the last assignment) refills nothing
    data_before = [id(item.data) for item in tab.view._layers]
    assert np.array_equal(tab.history[-2].labels, labels)
    slider = tab.controls.history_slider
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key_Left)
    qtbot.wait(80)
    assert slider.value() == len(tab.history) - 2
    assert [id(item.data) for item in tab.view._layers] == data_before
    settle(qtbot, tab.view)
    click_point(tab.view, 5.2, 4.9)
    assert tab.selected == 3
    # a new colouring reuses the items: no new scatter per redraw
    before = list(tab.view._layers)
    qtbot.mouseClick(tab.findChild(QAbstractButton, "reset_button"), Qt.LeftButton)
    qtbot.wait(80)
    assert tab.view._layers[:len(before)] == before
    assert {id(tab.view.dot_brush(i)) for i in range(len(X))} == {
        id(palette.brush(palette.UNASSIGNED))}
