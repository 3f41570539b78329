"""A step that ends the run (converged, or stopped by a cap) finishes the run at once: the
view says "Finished" instead of staying paused with Resume offered beside "Converged"."""
from dataclasses import dataclass

from ui.runner import AlgorithmRunner


@dataclass
class Step:
    iteration: int
    converged: bool = False
    stopped: str | None = None


def two_steps(last):
    yield Step(1)
    yield last
    return "fitted"


def test_the_converged_step_finishes_the_run_without_another_click(qtbot):
    for last in (Step(2, converged=True), Step(2, stopped="max_iter")):
        runner = AlgorithmRunner()
        got, results = [], []
        runner.steps.connect(got.extend)
        runner.result.connect(results.append)
        runner.start(two_steps(last))
        runner.step()
        qtbot.waitUntil(lambda: len(got) == 1, timeout=3000)
        assert runner.state == "paused"
        runner.step()
        qtbot.waitUntil(lambda: runner.state == "finished", timeout=3000)
        assert got == [Step(1), last] and results == ["fitted"]
        AlgorithmRunner.wait_all()


def test_a_step_after_a_converged_one_waits_for_its_click(qtbot):
    def more():
        yield Step(1, converged=True)
        yield Step(2)                     # a run that goes on (a "done" phase after it)

    runner = AlgorithmRunner()
    got = []
    runner.steps.connect(got.extend)
    runner.start(more())
    runner.step()
    qtbot.waitUntil(lambda: len(got) == 1, timeout=3000)
    qtbot.wait(100)
    assert got == [Step(1, converged=True)] and runner.state == "paused"
    runner.step()
    qtbot.waitUntil(lambda: len(got) == 2, timeout=3000)
    runner.cancel()
    AlgorithmRunner.wait_all()
