"""Issue 23's promises, on the real window at 1280×680 (a 1280×720 laptop screen less a title bar
and a panel): every view of every tab reached through its navigator, at most one transport block
on show and never cut off, no axis rescaled with an SI prefix, the wheel never changing an
unfocused input, ← and → walking the history, the text scale and the dark theme."""
import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea

from gestures import show_page
from ui import style
from ui.plots.audit import audit
from ui.widgets.step_controls import StepControls

# Plots still smaller than the design system's minimum data area at 1280×680 (found by the audit
# and left for a later pass, named in the closing note). Anything else the audit finds fails.
KNOWN_SMALL: set[str] = set()


def _unknown(problems):
    return [p for p in problems if not any(f"plot '{name}'" in p for name in KNOWN_SMALL)]


@pytest.fixture
def laptop(qtbot, window):
    window.resize(*style.WINDOW_SIZE)
    qtbot.wait(20)
    return window


def test_the_window_fits_1280_by_680_on_every_tab(qtbot, laptop):
    for key in ("text", "spam", "hmm", "clustering", "svm"):
        laptop.show_tab(key)
        qtbot.wait(10)
        hint = laptop.minimumSizeHint()
        assert hint.width() <= 1280 and hint.height() <= 680, (key, hint)
    assert (laptop.width(), laptop.height()) == style.WINDOW_SIZE


@pytest.mark.parametrize("key", ["clustering", "svm", "hmm", "text", "spam"])
def test_every_view_keeps_the_promises(qtbot, laptop, key):
    tab = laptop.show_tab(key)
    qtbot.wait(50)
    nav = tab.views
    assert hasattr(nav, "sidebar"), "the tab's views are chosen in a navigator"
    for index in range(nav.count()):
        show_page(qtbot, nav, index)                # a click on the view's entry
        qtbot.wait(30)
        blocks = [c for c in tab.findChildren(StepControls) if c.isVisibleTo(laptop)]
        assert len(blocks) <= 1, (nav.tabText(index), "transport blocks", len(blocks))
        assert _unknown(audit(laptop)) == [], nav.tabText(index)


def test_no_axis_rescales_with_an_si_prefix(qtbot):
    plot = pg.PlotWidget()
    qtbot.addWidget(plot)
    plot.plot([0, 1e-3, 2e-3], [0, 5e9, 1e10])
    plot.resize(300, 200)
    plot.show()
    qtbot.wait(20)
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        assert axis.autoSIPrefixScale == 1.0
        assert "(x" not in axis.labelString()


def _wheel(widget, notches=-2):
    pos = QPointF(widget.rect().center())
    event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * notches), Qt.NoButton, Qt.NoModifier,
                        Qt.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event


def test_the_wheel_scrolls_the_panel_not_an_unfocused_combo(qtbot, laptop):
    tab = laptop.show_tab("clustering")
    combo = tab.algorithm_combo
    assert any(a.isAncestorOf(combo) for a in tab.findChildren(QScrollArea))
    before = combo.currentText()
    laptop.setFocus()
    assert not combo.hasFocus()
    event = _wheel(combo)
    assert combo.currentText() == before, "the wheel changed an unfocused combo box"
    # left unaccepted, a real (spontaneous) wheel event goes on to the scroll area around it
    assert not event.isAccepted()
    combo.setFocus()                        # focused, the wheel is the combo's again
    assert _wheel(combo, -1).isAccepted()
    assert combo.currentText() != before
    assert combo.focusPolicy() == Qt.StrongFocus
    assert isinstance(combo, QComboBox)


def test_left_and_right_walk_the_history(qtbot, laptop):
    tab = laptop.show_tab("clustering")
    with qtbot.waitActive(laptop):
        laptop.activateWindow()
    tab.view.setFocus()
    for n in range(3):
        qtbot.keyClick(tab.view, Qt.Key_Right)        # at the newest step, → computes one
        qtbot.waitUntil(lambda n=n: len(tab.history) == n + 2, timeout=10_000)
    slider = tab.controls.history_slider
    qtbot.waitUntil(lambda: slider.value() == 3, timeout=5000)
    qtbot.keyClick(tab.view, Qt.Key_Left)
    assert slider.value() == 2
    qtbot.keyClick(tab.view, Qt.Key_Left)
    assert slider.value() == 1
    qtbot.keyClick(tab.view, Qt.Key_Right)            # scrubbed back, → walks forward
    assert slider.value() == 2 and len(tab.history) == 4


def test_text_scale_reaches_the_plots(qtbot, laptop):
    app = QApplication.instance()
    try:
        tab = laptop.show_tab("clustering")
        tick = tab.history_plot.top.getAxis("bottom").style["tickFont"]
        before = tick.pointSizeF() if tick is not None else style.font(style.CAPTION).pointSizeF()
        qtbot.keyClick(laptop, Qt.Key_Equal, Qt.ControlModifier)
        assert style.font_scale() > 1.0
        after = tab.history_plot.top.getAxis("bottom").style["tickFont"].pointSizeF()
        assert after > before
    finally:
        style.set_font_scale(app, 1.0)


def test_the_dark_theme_themes_the_plots(qtbot, laptop):
    app = QApplication.instance()
    try:
        laptop.set_theme("dark")
        tab = laptop.show_tab("svm")
        assert style.theme().name == "dark"
        background = tab.view.backgroundBrush().color()
        assert background.lightness() < 80
        assert app.palette().color(app.palette().ColorRole.Window).lightness() < 80
    finally:
        laptop.set_theme("light")
    assert tab.view.backgroundBrush().color().lightness() > 200


def test_an_update_step_draws_each_centre_s_trail_and_a_converged_run_reads_so(qtbot, laptop):
    tab = laptop.show_tab("clustering")
    button = tab.controls.step_button

    def trail_length():
        xs = tab.view.trail.getData()[0]
        return 0 if xs is None else len(xs)

    def step_once():
        n = len(tab.history)
        qtbot.mouseClick(button, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(tab.history) == n + 1, timeout=10_000)
        qtbot.wait(60)
        return tab.history[-1]

    while getattr(step_once(), "phase", None) != "assign":     # past the k-means++ picks
        pass
    assert trail_length() == 0                                     # nothing moved yet
    assert step_once().phase == "update"                          # the centres move
    qtbot.waitUntil(lambda: trail_length() > 0, timeout=5000)
    before, after = tab.history[-2].centers, tab.history[-1].centers
    xs, ys = tab.view.trail.getData()
    k = len(after)
    assert len(xs) == 2 * k                                        # one trail per centre
    np.testing.assert_allclose(np.c_[xs[0::2], ys[0::2]], tab.proj.centers(before))
    np.testing.assert_allclose(np.c_[xs[1::2], ys[1::2]], tab.proj.centers(after))
    qtbot.mouseClick(tab.controls.end_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: tab.runner.state == "finished", timeout=30_000)
    assert tab.history[-1].converged
    bar = tab.controls.progress
    assert bar.value() == bar.maximum() and "converged" in bar.format()


def test_a_view_with_a_wrapped_label_shrinks_to_its_page_and_scrolls_below_its_minimum(qtbot):
    """The navigator's page gives a view the room on screen down to the view's minimum (a
    word-wrapped label shown whole, the plot shrinking), and scrolls only below that minimum;
    a plain scroll area made such a view as tall as its preferred height for the width."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from ui.widgets.navigator import Navigator

    class Plot(QWidget):
        def sizeHint(self):                # noqa: N802 (Qt API) — as a PlotWidget's 640×480
            return QSize(300, 900)

        def minimumSizeHint(self):         # noqa: N802
            return QSize(100, 120)

    view = QWidget()
    summary = QLabel("A summary that wraps over several lines at this width. " * 6)
    summary.setWordWrap(True)
    plot = Plot()
    layout = QVBoxLayout(view)
    layout.addWidget(plot, 1)
    layout.addWidget(summary)
    nav = Navigator(None, "probe_views", "probe")
    qtbot.addWidget(nav)
    nav.addTab(view, "View")
    nav.resize(420, 420)
    nav.show()
    qtbot.waitExposed(nav)
    holder = nav.currentWidget().parentWidget().parentWidget().parentWidget()
    assert isinstance(holder, QScrollArea)          # page → viewport → the holder
    bar = holder.verticalScrollBar()
    qtbot.waitUntil(lambda: view.height() == holder.viewport().height())
    assert bar.maximum() == 0                                   # it fits: nothing scrolls
    assert summary.height() >= summary.heightForWidth(summary.width())   # shown whole
    assert plot.height() < 420
    nav.resize(420, 150)                                        # below the view's minimum
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert view.height() >= view.minimumSizeHint().height()
