"""The step gate and the batching driver, without Qt."""
import threading
import time

from ui.step_gate import StepGate, drive


def worker(gate, counter, stop):
    while gate.acquire():
        counter.append(1)
    stop.set()


def start(gate):
    counter, stop = [], threading.Event()
    t = threading.Thread(target=worker, args=(gate, counter, stop), daemon=True)
    t.start()
    return counter, stop, t


def wait_for(predicate, timeout=2.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.005)
    return predicate()


def test_each_step_allows_exactly_one():
    gate = StepGate()
    counter, stop, t = start(gate)
    time.sleep(0.05)
    assert len(counter) == 0          # paused at the start
    gate.step()
    assert wait_for(lambda: len(counter) == 1)
    time.sleep(0.05)
    assert len(counter) == 1
    gate.step(3)
    assert wait_for(lambda: len(counter) == 4)
    time.sleep(0.05)
    assert len(counter) == 4
    gate.close()
    t.join(1)
    assert stop.is_set()


def test_step_right_after_start_is_not_lost():
    # the superqt pause/resume race: a resume sent before the worker paused was ignored
    gate = StepGate()
    gate.step()
    counter, stop, t = start(gate)
    assert wait_for(lambda: len(counter) == 1)
    gate.close()
    t.join(1)


def test_run_pause_and_close():
    gate = StepGate()
    counter, stop, t = start(gate)
    gate.run()
    assert wait_for(lambda: len(counter) > 100)
    gate.pause()
    time.sleep(0.02)
    n = len(counter)
    time.sleep(0.05)
    assert len(counter) == n
    gate.close()                      # wakes a waiting worker
    t.join(1)
    assert stop.is_set() and not gate.acquire(timeout=0.01)


def test_interval_paces_a_run():
    gate = StepGate()
    gate.set_interval(0.05)
    counter, stop, t = start(gate)
    gate.run()
    time.sleep(0.28)
    gate.close()
    t.join(1)
    assert 3 <= len(counter) <= 8


def test_drive_flushes_when_the_gate_would_wait():
    gate = StepGate()
    gate.step(2)
    batches = drive(iter(range(10)), gate)
    assert next(batches) == [0, 1]    # sent at once although the flush interval has not passed
    gate.close()
    assert list(batches) == []


def test_drive_batches_a_fast_run():
    fake_time = iter(range(1000))
    gate = StepGate()
    gate.run()
    batches = list(drive(iter(range(100)), gate, flush_every=10, clock=lambda: next(fake_time)))
    assert sum(batches, []) == list(range(100))
    assert 5 <= len(batches) <= 20


def test_animated_run_accelerates_so_long_runs_end_in_seconds():
    # 0.09 s between ticks (the default speed) and 2,000 steps: one step per tick would take
    # three minutes; doubling the steps per tick every 1.5 s ends it in seconds. The same rule
    # on a clock ten times faster (0.009 s ticks, doubling every 0.15 s) keeps the suite short.
    gate = StepGate()
    gate.accelerate = 0.15
    gate.set_interval(0.009)
    counter, stop, t = start(gate)
    gate.run()
    assert wait_for(lambda: len(counter) >= 2, 1.0)
    early = len(counter)
    assert early <= 15                      # the first tenth is still watchable step by step
    assert wait_for(lambda: len(counter) >= 2000, 20.0)     # a hang guard, not a timing
    gate.close()
    t.join(1)

