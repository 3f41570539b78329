"""SVM tab's 2-D lab views (perceptron, MLP, AdaBoost, tree, comparison) built standalone on
data from engine.datasets, driven by real clicks."""
import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from engine import datasets


def build(qtbot, cls, X, y, **kw):
    view = cls(lambda: (X, y), **kw)
    qtbot.addWidget(view)
    view.resize(800, 650)
    view.show()
    qtbot.waitExposed(view)
    view.invalidate()
    return view


def click(qtbot, view, name):
    b = view.findChild(QPushButton, name)
    assert b is not None and b.isEnabled(), name
    qtbot.mouseClick(b, Qt.LeftButton)


def wait_history(qtbot, view, n, timeout=10000):
    qtbot.waitUntil(lambda: len(view.history) > n, timeout=timeout)


def finish(qtbot, view):
    click(qtbot, view, "run_to_end_button")
    qtbot.waitUntil(lambda: view.runner.state == "finished", timeout=20000)
    qtbot.wait(60)


def dispose(view):
    from ui.runner import cancel_all
    cancel_all(view)


def test_perceptron_steps_show_the_update_rule(qtbot):
    from ui.tabs.svm.lab_perceptron import PerceptronView
    X, y = datasets.two_class("separable", 40, random_state=2)
    y = np.where(y > 0, "pos", "neg")                       # string labels
    view = build(qtbot, PerceptronView, X, y)
    assert view.minimumSizeHint().width() <= 780     # its height in the tab: test_design.py
    click(qtbot, view, "step_button")
    wait_history(qtbot, view, 1)
    qtbot.wait(60)
    s = view.history[1].step
    assert s.phase == "update" and s.index is not None
    # the ringed point is the misclassified one, the panel shows the filled-in rule
    np.testing.assert_allclose(view.canvas.highlight.getData()[0], [X[s.index, 0]])
    html = view.explanation.toPlainText()
    assert "w ← w + y x" in html and f"#{s.index}" in html
    solid = view.canvas._lines[1].getData()
    assert len(solid[0]) == 2
    finish(qtbot, view)
    last = view.history[-1]
    assert last.step.converged
    assert "Novikoff" in view.explanation.toPlainText()
    assert last.extra.separable and last.step.n_updates <= last.extra.bound
    assert "Novikoff (R/γ)²" in view.curves._curves
    dispose(view)


def test_perceptron_cycles_on_xor_and_gates_are_editable(qtbot):
    from ui.tabs.svm.lab_perceptron import PerceptronView
    X = np.array([[0, 0], [0, 1], [1, 0], [1, 1.0]])      # the notes' XOR
    view = build(qtbot, PerceptronView, X, np.array([0, 1, 1, 0]))
    view.epochs_spin.setValue(30)
    finish(qtbot, view)
    assert any(f.step.cycle for f in view.history[1:])
    assert not view.history[-1].step.converged
    text = view.explanation.toPlainText()
    assert "Stopped by the epoch cap" in text
    # hand-set gates: AND preset right, an edit that breaks it shows the wrong rows
    assert view.gate_combo.currentText() == "AND" and view.gate_ok
    view.gate_spins[2].setValue(0.5)
    assert not view.gate_ok and "✗" in view.gate_table.text()
    view.gate_combo.setCurrentText("OR")
    assert view.gate_ok
    view.gate_combo.setCurrentText("XOR")
    assert not view.gate_ok and "XNOR" in view.gate_table.text()
    dispose(view)


def test_perceptron_refuses_three_classes_with_a_message(qtbot):
    from ui.tabs.svm.lab_perceptron import PerceptronView
    X, y = datasets.multi_class(30, n_classes=3, random_state=0)
    view = build(qtbot, PerceptronView, X, y)
    click(qtbot, view, "step_button")
    assert view.messages.isVisible() and "two classes" in view.messages.text()
    dispose(view)


def click_point(qtbot, canvas, xy):
    """A real click on the canvas viewport at a data point's pixel."""
    from PySide6.QtCore import QPointF
    scene = canvas.plotItem.vb.mapViewToScene(QPointF(*xy))
    pos = canvas.mapFromScene(scene)
    QTest.mouseClick(canvas.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(pos.x(), pos.y()))


def test_mlp_steps_redraw_regions_and_a_clicked_point_shows_its_deltas(qtbot):
    from ui.tabs.svm.lab_mlp import MLPView
    X, y = datasets.two_class("moons", 80, random_state=0)
    view = build(qtbot, MLPView, X, y)
    assert view.minimumSizeHint().width() <= 780     # its height in the tab: test_design.py
    view.lr_spin.setValue(2.0)
    click(qtbot, view, "step_button")
    wait_history(qtbot, view, 1)
    qtbot.wait(60)
    first = view.canvas.region.image.copy()
    assert view.canvas._lines[0].isVisible()            # a hidden unit's line
    view.epochs_spin.setValue(300)
    click(qtbot, view, "run_button")
    qtbot.waitUntil(lambda: view.runner.state == "finished", timeout=30000)
    qtbot.wait(80)
    last = view.history[-1].step
    assert last.accuracy >= 0.95
    # the three counters agree: history step k is update k, and the bar counts updates
    k = len(view.history) - 1
    assert last.iteration == k and view.controls.position.text() == f"step {k} / {k}"
    assert view.controls.progress.format() == f"iteration {k} / 300"
    assert f"Update {k} " in view.explanation.toPlainText()
    assert "Changed weights" in view.explanation.toPlainText()
    assert not np.array_equal(view.canvas.region.image, first)
    loss = view.curves._curves["loss L"].getData()[1]
    assert loss[-1] < loss[0]
    # click a point: its forward values and deltas with the chain rule
    view.canvas.setRange(xRange=(-3, 3), yRange=(-3, 3), padding=0)
    qtbot.wait(50)
    i = 7
    click_point(qtbot, view.canvas, X[i])
    qtbot.waitUntil(lambda: view.selected == i, timeout=2000)
    text = view.explanation.toPlainText()
    g = view.model.gradients(X[i:i + 1], y[i:i + 1], last)
    assert f"Point #{i}" in text and "δ = p − t" in text
    assert f"{g.deltas[0][0, 0]:.4g}" in text and "(Σ_k W_jk δ_k)·φ'(z)" in text
    dispose(view)


def test_mlp_zero_init_stays_symmetric_and_notes_xor_network(qtbot):
    from ui.tabs.svm.lab_mlp import MLPView
    X = np.array([[0, 0], [0, 1], [1, 0], [1, 1.0]])
    view = build(qtbot, MLPView, X, np.array([0, 1, 1, 0]))
    view.init_combo.setCurrentText("notes' XOR network (editable)")
    assert view.xor_spins[0].isEnabled() and view.side_tabs.currentIndex() == 1
    view.epochs_spin.setValue(1)
    view.lr_spin.setValue(0.001)
    finish(qtbot, view)
    assert view.history[-1].step.accuracy == 1.0
    click(qtbot, view, "reset_button")
    view.xor_spins[8].setValue(30)         # output bias +30: every point says 1
    finish(qtbot, view)
    assert view.history[-1].step.accuracy == 0.5
    click(qtbot, view, "reset_button")
    view.init_combo.setCurrentText("all zeros (symmetric)")
    view.epochs_spin.setValue(5)
    view.activation_combo.setCurrentText("sigmoid")
    view.width_spin.setValue(3)
    finish(qtbot, view)
    assert "same weights" in view.explanation.toPlainText()
    dispose(view)


def test_boost_rounds_show_stump_weights_and_alpha(qtbot):
    from ui.tabs.svm.lab_boost import BoostView
    X, y = datasets.two_class("moons", 60, random_state=1)
    view = build(qtbot, BoostView, X, y)
    assert view.minimumSizeHint().width() <= 780     # its height in the tab: test_design.py
    for _ in range(2):
        click(qtbot, view, "step_button")
        qtbot.wait(30)
    wait_history(qtbot, view, 2)
    qtbot.wait(60)
    s = view.history[2].step
    sizes = view.canvas.scatter.data["size"]
    assert sizes.max() > sizes.min()                     # weights as point sizes
    text = view.explanation.toPlainText()
    assert f"{s.alpha:.4f}" in text and f"{s.epsilon:.4f}" in text
    assert s.alpha == pytest.approx(0.5 * np.log((1 - s.epsilon) / s.epsilon))
    xs, ys = view.canvas._lines[0].getData()
    assert s.stump.threshold in (xs[0], ys[0])
    regions = view.canvas.region.image.copy()
    view.rounds_spin.setValue(30)
    finish(qtbot, view)
    err = view.curves._curves["training error"].getData()[1]
    assert err[-1] < err[0]
    assert not np.array_equal(regions, view.canvas.region.image)
    # the history slider redraws an earlier round
    view.controls.history_slider.setValue(1)
    qtbot.wait(50)
    assert "Round 1" in view.explanation.toPlainText()
    # a new setting drops the run; the next Step starts one with it
    view.criterion_combo.setCurrentText("gini")
    assert len(view.history) == 1 and not view.canvas.region.isVisible()
    click(qtbot, view, "step_button")
    wait_history(qtbot, view, 1)
    assert view.model.criterion == "gini"
    dispose(view)


def test_tree_grows_one_split_per_step_with_candidates_diagram_and_pruning(qtbot):
    from ui.tabs.svm.lab_tree import TreeView
    X, y = datasets.two_class("moons", 120, random_state=0)
    view = build(qtbot, TreeView, X, y)
    assert view.minimumSizeHint().width() <= 780     # its height in the tab: test_design.py
    qtbot.waitUntil(lambda: "validation peaks" in view.prune_note.text(), timeout=10000)
    va = view.prune_curves[1].getData()[1]
    assert "validation peaks" in view.prune_note.text()
    assert f"depth {int(np.argmax(va))}" in view.prune_note.text()
    click(qtbot, view, "step_button")
    wait_history(qtbot, view, 1)
    qtbot.wait(60)
    s = view.history[1].step
    xs, ys = view.cand_curves[s.feature].getData()
    assert s.threshold in xs and ys.max() == pytest.approx(s.gain)
    assert f"{s.gain:.4f}" in view.explanation.toPlainText()
    assert view.diagram.topLevelItemCount() == 1
    assert view.diagram.topLevelItem(0).childCount() == 2
    view.depth_spin.setValue(3)
    click(qtbot, view, "reset_button")
    finish(qtbot, view)
    last = view.history[-1].step
    assert max(n.depth for n in last.nodes) == 3
    assert last.stopped == "max_depth" and "depth limit" in view.explanation.toPlainText()
    assert sum(1 for ln in view.canvas._lines if ln.isVisible()) == \
        sum(not n.is_leaf for n in last.nodes)
    dispose(view)


def test_compare_shows_six_models_with_cv_and_the_bias_variance_picture(qtbot):
    from ui.tabs.svm.lab_compare import CompareView
    X, y = datasets.two_class("moons", 80, random_state=0)
    view = build(qtbot, CompareView, X, y)
    assert view.minimumSizeHint().width() <= 780     # its height in the tab: test_design.py
    qtbot.waitUntil(lambda: "Cross-validated" in view.note.text(), timeout=60000)
    assert view.table.model.rowCount() == 8
    for name, plot in view.plots.items():
        assert plot.region.isVisible() and "CV" in plot.plotItem.titleLabel.text, name
    tree_title = view.plots["tree (full depth)"].plotItem.titleLabel.text
    assert "100% train" in tree_title
    assert sum(i.isVisible() for i in view.iso["complex"]) == 8
    deep = float(view.note.text().split("disagree on ")[1].split("%")[0])
    line = float(view.note.text().split("regression's on ")[1].split("%")[0])
    assert deep > line
    dispose(view)


def test_compare_three_classes_marks_binary_only_models(qtbot):
    from ui.tabs.svm.lab_compare import CompareView
    X, y = datasets.multi_class(60, n_classes=3, random_state=0)
    view = build(qtbot, CompareView, X, np.array(["a", "b", "c"])[y])
    qtbot.waitUntil(lambda: "Cross-validated" in view.note.text(), timeout=60000)
    assert "two classes only" in view.plots["perceptron"].plotItem.titleLabel.text
    assert "CV" in view.plots["SVM (RBF)"].plotItem.titleLabel.text
    dispose(view)


@pytest.mark.parametrize("kind", ["perceptron", "mlp", "boost", "tree"])
def test_stepping_on_2000_points_keeps_the_gui_responsive(qtbot, gui_guard, kind):
    from ui.tabs.svm.lab_boost import BoostView
    from ui.tabs.svm.lab_mlp import MLPView
    from ui.tabs.svm.lab_perceptron import PerceptronView
    from ui.tabs.svm.lab_tree import TreeView
    cls = {"perceptron": PerceptronView, "mlp": MLPView, "boost": BoostView,
           "tree": TreeView}[kind]
    import scipy.optimize  # noqa: F401  (first import ~80 ms: once per session, not per step)
    X, y = datasets.two_class("moons", 2000, random_state=0)
    view = build(qtbot, cls, X, y)
    qtbot.wait(300)          # the tree's pruning job on show
    view.controls.speed_slider.setValue(100)
    with gui_guard():
        click(qtbot, view, "run_button")
        qtbot.waitUntil(lambda: len(view.history) > 10, timeout=20000)
        # the regions are drawn by a redraw timer: wait for them, not for a fixed time
        qtbot.waitUntil(lambda: view.canvas.region.image is not None, timeout=20000)
        images = view.canvas.region.image.copy()
        qtbot.wait(300)
    assert len(view.history) > 10
    assert view.canvas.region.isVisible() and images is not None
    dispose(view)


def test_tree_pruning_note_says_where_to_prune_on_overlapping_points(qtbot):
    from ui.tabs.svm.lab_tree import TreeView
    X, y = datasets.two_class("overlapping", 200, random_state=0)
    view = build(qtbot, TreeView, X, y)
    qtbot.waitUntil(lambda: "validation peaks" in view.prune_note.text(), timeout=10000)
    depths, va = view.prune_curves[1].getData()
    best = int(depths[np.argmax(va)])
    assert best < depths[-1] and f"at depth {best}: prune there" in view.prune_note.text()
    view.share_spin.setValue(40)                   # a new hold-out share recomputes the curve
    qtbot.waitUntil(lambda: "scored on 80 held out" in view.prune_note.text(), timeout=10000)
    dispose(view)


def test_mlp_three_classes_divergence_and_no_points(qtbot):
    from ui.tabs.svm.lab_mlp import MLPView
    X, y = datasets.multi_class(90, n_classes=3, random_state=0)
    view = build(qtbot, MLPView, X, np.array(["a", "b", "c"])[y])
    view.epochs_spin.setValue(100)
    view.lr_spin.setValue(1.0)
    finish(qtbot, view)
    labels = view.history[-1].labels
    assert set(np.unique(labels)) == {0, 1, 2}          # three regions
    assert "(Σ_k W_jk δ_k)" not in view.explanation.toPlainText()   # no point clicked yet
    view.activation_combo.setCurrentText("ReLU")
    view.width_spin.setValue(8)
    view.lr_spin.setValue(100.0)                        # far too large
    finish(qtbot, view)
    assert view.history[-1].step.stopped == "diverged"
    assert "diverged" in view.explanation.toPlainText()
    dispose(view)
    empty = build(qtbot, MLPView, np.empty((0, 2)), np.empty(0))
    click(qtbot, empty, "step_button")
    assert "No points" in empty.messages.text()
    dispose(empty)


def test_lab_views_fit_the_svm_tab_at_1280x720_and_follow_its_points(make_tab, qtbot):
    """The SVM tab's lab views (their settings and transport in the tab's side column): the tab
    fits 1280×720 and a view shown after the points change recomputes on them."""
    from ui.tabs.svm.tab import SvmTab
    tab = make_tab(SvmTab)
    views = tab.lab_views
    for v in views:
        v.invalidate()
    hint = tab.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720, hint
    perceptron = views[0]
    tab.views.setCurrentWidget(perceptron)
    qtbot.waitUntil(lambda: len(perceptron.X) == len(tab.X), timeout=5000)
    qtbot.waitUntil(lambda: perceptron.canvas.width() >= 300, timeout=3000)   # the canvas's room
    click(qtbot, perceptron.controls, "step_button")     # in the tab's side column
    wait_history(qtbot, perceptron, 1)
    dispose(tab)


def test_averaged_perceptron_draws_the_mean_weights_and_a_view_computes_on_first_show(qtbot):
    from ui.tabs.svm.lab_perceptron import PerceptronView
    X, y = datasets.two_class("overlapping", 60, random_state=3)
    view = PerceptronView(lambda: (X, y))          # never invalidated: computes when shown
    qtbot.addWidget(view)
    view.resize(800, 820)            # on its own the view holds its settings and transport too
    view.show()
    qtbot.waitUntil(lambda: len(view.X) == 60, timeout=3000)
    qtbot.mouseClick(view.averaged_box, Qt.LeftButton)
    assert view.averaged_box.isChecked()
    click(qtbot, view, "step_button")
    click(qtbot, view, "step_button")
    wait_history(qtbot, view, 2)
    qtbot.wait(60)
    s = view.history[-1].step
    green = view.canvas._lines[2]
    assert green.isVisible() and s.w_avg is not None
    xs, ys = green.getData()
    np.testing.assert_allclose(s.w_avg @ [xs[0], ys[0]] + s.b_avg, 0, atol=1e-9)
    assert "w̄" in view.explanation.toPlainText()
    dispose(view)
