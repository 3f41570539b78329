"""AlgorithmRunner on real worker threads: delivery, stale runs, errors, cancel."""
import itertools

import pytest

from ui.runner import AlgorithmRunner


def counting():
    for i in itertools.count(1):
        yield i


def failing():
    yield 1
    raise ValueError("covariance is singular")


@pytest.fixture
def runner(qtbot):
    r = AlgorithmRunner()
    yield r
    r.cancel()
    AlgorithmRunner.wait_all()


def collect(runner):
    got = []
    runner.steps.connect(got.extend)
    return got


def test_steps_arrive_one_per_click(qtbot, runner):
    got = collect(runner)
    runner.start(counting())
    for n in (1, 2, 3):
        runner.step()
        qtbot.waitUntil(lambda: len(got) == n, timeout=2000)
    qtbot.wait(50)
    assert got == [1, 2, 3]


def test_finite_run_finishes(qtbot, runner):
    got = collect(runner)
    with qtbot.waitSignal(runner.finished, timeout=3000):
        runner.start(iter(range(500)), run=True)
    assert got == list(range(500))
    assert runner.state == "finished" and not runner.active


def test_a_new_run_never_shows_the_old_one(qtbot, runner):
    got = collect(runner)
    runner.start(counting(), run=True)
    qtbot.waitUntil(lambda: len(got) > 10, timeout=2000)
    runner.start(iter(["new"]), run=True)
    got.clear()
    qtbot.waitUntil(lambda: runner.state == "finished", timeout=2000)
    assert got == ["new"]


def test_errors_become_messages(qtbot, runner):
    with qtbot.waitSignal(runner.failed, timeout=3000) as blocker:
        runner.start(failing(), run=True)
    assert "singular" in blocker.args[0]
    assert runner.state == "failed"


def test_cancel_stops_a_running_worker(qtbot, runner):
    got = collect(runner)
    runner.start(counting(), run=True)
    qtbot.waitUntil(lambda: len(got) > 0, timeout=2000)
    runner.cancel()
    assert AlgorithmRunner.wait_all(2000)
    n = len(got)
    qtbot.wait(50)
    assert len(got) == n and runner.state == "cancelled"


def test_cancel_releases_a_paused_worker(qtbot, runner):
    runner.start(counting())
    qtbot.wait(50)
    runner.cancel()
    assert AlgorithmRunner.wait_all(2000)


def job_with_result():
    from engine import Progress
    yield Progress(1, 2, "half")
    yield Progress(2, 2, "all")
    return {"answer": 42}


def test_job_result_and_progress_are_typed_signals(qtbot, runner):
    got, progress, results = collect(runner), [], []
    runner.progress.connect(progress.append)
    runner.result.connect(results.append)
    with qtbot.waitSignal(runner.finished, timeout=3000):
        runner.start(job_with_result(), run=True)
    assert got == []                                # Progress never arrives as a step
    assert progress and progress[-1].message == "all"
    assert results == [{"answer": 42}]


def test_progress_does_not_spend_a_step(qtbot, runner):
    from engine import Progress

    def steps():
        for i in range(1, 4):
            yield Progress(i, 3)
            yield i

    got = collect(runner)
    runner.start(steps())
    runner.step()
    qtbot.waitUntil(lambda: got == [1], timeout=2000)
    qtbot.wait(50)
    assert got == [1]


def test_a_bug_in_a_worker_is_reported_with_its_details(qtbot, runner, capsys):
    from PySide6.QtWidgets import QApplication

    def buggy():
        yield 1
        {}["missing"]

    messages = []
    runner.failed.connect(messages.append)
    with qtbot.waitSignal(runner.failed, timeout=3000):
        runner.start(buggy(), run=True)
    boxes = [w for w in QApplication.topLevelWidgets()
             if w.objectName() == "unexpected_error_box" and w.isVisible()]
    assert messages == ["'missing'"] and boxes
    assert "KeyError" in boxes[-1].detailedText() and "buggy" in boxes[-1].detailedText()
    for box in boxes:
        box.close()


def test_paused_runs_of_every_view_leave_threads_for_a_job(qtbot):
    """Five views each with a paused run (each holds a pool thread) and a job still finishes —
    with Qt's default pool of one thread per core, two paused runs blocked every other job."""
    paused = [AlgorithmRunner() for _ in range(5)]
    for r in paused:
        r.start(itertools.count())                    # endless, paused before its first step
    job = AlgorithmRunner()
    results = []
    job.result.connect(results.append)

    def one_job():
        return "done"
        yield                                         # noqa: unreachable (a generator)

    job.start(one_job(), run=True)
    qtbot.waitUntil(lambda: results == ["done"], timeout=10_000)
    for r in paused:
        r.cancel()


def test_a_runtime_error_in_a_worker_is_reported_not_swallowed(qtbot, runner):
    # superqt's worker took any RuntimeError for "the worker was deleted" and said nothing:
    # the run never ended. numpy and the engine raise RuntimeError for real failures.
    from PySide6.QtWidgets import QApplication

    def overflowing():
        yield 1
        raise RuntimeError("the iteration diverged")

    with qtbot.waitSignal(runner.failed, timeout=3000) as blocker:
        runner.start(overflowing(), run=True)
    assert "diverged" in blocker.args[0] and runner.state == "failed"
    for box in QApplication.topLevelWidgets():
        if box.objectName() == "unexpected_error_box":
            box.close()


def test_nothing_of_a_cancelled_run_arrives_and_its_job_is_released(qtbot, runner):
    from ui.runner import GeneratorJob

    got = collect(runner)
    results = []
    runner.result.connect(results.append)
    runner.start(counting(), run=True)
    qtbot.waitUntil(lambda: len(got) > 0, timeout=2000)
    runner.cancel()
    assert AlgorithmRunner.wait_all(2000)
    qtbot.waitUntil(lambda: not GeneratorJob._running, timeout=2000)
    n = len(got)
    qtbot.wait(50)
    assert len(got) == n and results == []
