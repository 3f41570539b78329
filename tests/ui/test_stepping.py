"""StepDriver with real StepControls: the status says how a run ended, Run to end computes at
full speed whatever the speed slider says, and keys drive the buttons."""
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt

from engine import Step
from ui.runner import AlgorithmRunner
from ui.widgets.step_controls import StepControls
from ui.widgets.stepping import StepDriver


@dataclass(frozen=True)
class Tick(Step):
    iteration: int
    phase: str = "tick"
    converged: bool = False
    stopped: str | None = None


def ticks(n, converge):
    for i in range(1, n + 1):
        last = i == n
        yield Tick(i, converged=last and converge, stopped=None if converge or not last
                   else "max_iter")


@pytest.fixture
def made():
    drivers = []
    yield drivers
    for d in drivers:
        d.runner.cancel()
    AlgorithmRunner.wait_all()


@pytest.fixture
def driver(qtbot, made):
    return lambda n, converge: _driver(qtbot, made, n, converge)


def _driver(qtbot, made, n, converge):
    controls = StepControls()
    qtbot.addWidget(controls)
    controls.show()
    d = StepDriver(controls, make_steps=lambda: ticks(n, converge), on_steps=lambda b, s: None,
                   redraw=lambda: None, on_error=lambda m: None)
    made.append(d)
    return controls, d


def test_status_says_converged_or_stopped_by_its_cap(qtbot, driver):
    for converge, word in ((True, "converged"), (False, "stopped by its cap (max_iter)")):
        controls, d = driver(5, converge)
        controls.speed_slider.setValue(100)
        qtbot.mouseClick(controls.run_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: d.runner.state == "finished", timeout=5000)
        assert controls.status.text() == f"Finished after 5 steps: {word}."


def test_run_to_end_ignores_a_slow_speed(qtbot, driver):
    controls, d = driver(400, True)
    controls.speed_slider.setValue(0)            # one step per second when animated
    qtbot.mouseClick(controls.end_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: d.runner.state == "finished", timeout=5000)
    assert len(d.history) == 401
    assert controls.history_slider.maximum() == 400


def test_space_is_a_step_and_escape_cancels(qtbot, driver):
    controls, d = driver(50, True)
    with qtbot.waitActive(controls):
        controls.activateWindow()
    controls.speed_slider.setFocus()            # a widget with no use for Space of its own
    qtbot.keyClick(controls.speed_slider, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(d.history) == 2, timeout=5000)
    assert controls.status.text() == "Paused at step 1."
    qtbot.keyClick(controls.speed_slider, Qt.Key_Escape)
    qtbot.waitUntil(lambda: d.runner.state == "cancelled", timeout=5000)


def test_right_arrow_moves_a_focused_slider_and_steps_otherwise(qtbot, driver):
    controls, d = driver(5, True)
    with qtbot.waitActive(controls):
        controls.activateWindow()
    qtbot.keyClick(controls.step_button, Qt.Key_Right)            # focus on a button: a step
    qtbot.waitUntil(lambda: len(d.history) == 2, timeout=5000)
    controls.history_slider.setValue(0)
    controls.history_slider.setFocus()
    qtbot.waitUntil(controls.history_slider.hasFocus, timeout=2000)
    qtbot.keyClick(controls.history_slider, Qt.Key_Right)        # the slider's own key
    assert controls.history_slider.value() == 1
    qtbot.wait(100)
    assert len(d.history) == 2                                    # and no step was taken


def test_a_hidden_kl_gap_plot_leaves_no_blank_band(qtbot):
    from ui.plots.history_plot import HistoryPlot
    plot = HistoryPlot()
    qtbot.addWidget(plot)
    plot.resize(400, 300)
    plot.show()
    qtbot.waitExposed(plot)
    qtbot.wait(50)
    alone = plot.top.width() / plot.width()
    assert alone > 0.8                                 # hidden (the default): the objective fills it
    plot.show_gap(True)                                # beside it: the strip is wide, not tall
    qtbot.wait(50)
    assert plot.bottom.isVisible() and plot.top.width() / plot.width() < 0.6 * alone
    assert plot.bottom.height() == pytest.approx(plot.top.height(), abs=2)
    plot.show_gap(False)
    qtbot.wait(50)
    assert plot.top.width() / plot.width() == pytest.approx(alone, abs=0.01)
