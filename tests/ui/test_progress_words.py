"""The progress bar under Step/Run says what happened: an exact algorithm's last step is
"done", not "converged"; a run with no cap given shows its count, not "iteration 0 / 0"."""
from ui.widgets.step_controls import StepControls


def test_the_bar_reads_done_converged_or_its_count(qtbot):
    c = StepControls()
    qtbot.addWidget(c)
    c.set_progress(0, 0)
    assert c.progress.format() == ""
    c.set_progress(200, 0)
    assert c.progress.format() == "iteration 200"
    c.set_progress(3, 50)
    assert c.progress.format() == "iteration 3 / 50"
    c.set_converged(True)
    assert c.progress.format() == "converged at iteration 3 (at most 50)"
    c.set_converged(False)
    c.set_progress(6, 6)
    c.set_converged(True)
    assert c.progress.format() == "done: 6 / 6"
