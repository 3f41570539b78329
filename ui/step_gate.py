"""The step budget between the GUI and a worker: plain Python, no Qt, tested on its own.

The worker calls :meth:`StepGate.acquire` before computing each step. The GUI sets the budget:
unlimited while running (optionally one step per ``interval`` seconds, for animation), +1 per
Step click, 0 on pause, and closed on cancel, which releases a waiting worker at once.
"""
from __future__ import annotations

import threading
import time


ACCELERATE = 1.5   # seconds of running after which an animated run takes twice the steps per tick


class StepGate:
    accelerate = ACCELERATE     # a test may shrink the time scale (same rule, faster clock)

    def __init__(self):
        self._cond = threading.Condition()
        self._budget = 0
        self._unlimited = False
        self._closed = False
        self._interval = 0.0
        self._next_time = 0.0
        self._run_started = 0.0
        self._tick_budget = 0

    # -- GUI side --------------------------------------------------------------------------
    def step(self, n=1):
        """Allow ``n`` more steps and stop running freely."""
        with self._cond:
            self._unlimited = False
            self._tick_budget = 0
            self._budget += n
            self._cond.notify_all()

    def run(self):
        """Allow steps without limit (paced by ``interval``, accelerating: see ``acquire``)."""
        with self._cond:
            if not self._unlimited:
                self._run_started = time.monotonic()
            self._unlimited = True
            self._cond.notify_all()

    def pause(self):
        """Allow no more steps until :meth:`step` or :meth:`run`."""
        with self._cond:
            self._unlimited = False
            self._tick_budget = 0
            self._budget = 0
            self._cond.notify_all()

    def close(self):
        """Refuse every further step and wake a waiting worker."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def set_interval(self, seconds):
        """Minimum time between two steps while running (0: as fast as possible)."""
        with self._cond:
            self._interval = max(0.0, float(seconds))
            self._next_time = min(self._next_time, time.monotonic() + self._interval)
            self._cond.notify_all()

    # -- state -----------------------------------------------------------------------------
    @property
    def running(self):
        return self._unlimited and not self._closed

    def ready(self):
        """True when :meth:`acquire` would return at once."""
        with self._cond:
            if self._closed:
                return True
            if self._unlimited:
                return self._tick_budget > 0 or time.monotonic() >= self._next_time
            return self._budget > 0

    # -- worker side -----------------------------------------------------------------------
    def acquire(self, timeout=None):
        """Wait for permission to take one step. False when closed (or on ``timeout``)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while not self._closed:
                now = time.monotonic()
                if self._unlimited and self._tick_budget > 0:
                    self._tick_budget -= 1
                    return True
                if self._unlimited and now >= self._next_time:
                    # An animated run starts at the speed the slider asks for and doubles the
                    # steps per tick every ACCELERATE seconds, so a run of any length ends in a
                    # few seconds (1,000 gradient steps no longer take two minutes).
                    self._next_time = now + self._interval
                    doublings = (now - self._run_started) / self.accelerate
                    self._tick_budget = min(int(2 ** min(doublings, 30)), 1 << 20) - 1
                    return True
                if not self._unlimited and self._budget > 0:
                    self._budget -= 1
                    return True
                wait = self._next_time - now if self._unlimited else None
                if deadline is not None:
                    left = deadline - now
                    if left <= 0:
                        return False
                    wait = left if wait is None else min(wait, left)
                self._cond.wait(wait)
            return False


def drive(steps, gate, flush_every=1 / 30, clock=time.monotonic):
    """Pull items from ``steps`` as the gate allows; yield them in lists (batches) and return
    what ``steps`` returned (a job's result).

    One gate permit buys one *step*: ``Progress`` items that come before it pass along without
    spending the budget, so a Step click always advances the algorithm by exactly one step.
    A batch is sent at most every ``flush_every`` seconds, and at once whenever the gate is
    about to make the worker wait, so a single Step click is never held back.
    """
    from engine import Progress

    batch, last = [], clock()
    result = None
    held = []              # an item read past a final step, delivered at the next permit
    while True:
        if batch and not gate.ready():
            yield batch
            batch, last = [], clock()
        if not gate.acquire():
            break
        try:
            while True:
                item = held.pop() if held else next(steps)
                batch.append(item)
                if not isinstance(item, Progress):
                    break
                if clock() - last >= flush_every:
                    yield batch
                    batch, last = [], clock()
            if getattr(item, "converged", False) or getattr(item, "stopped", None):
                # a step that ends the run: look for the end now, so the run reads finished
                # (not paused with Resume offered beside "Converged") without one more click
                held.append(next(steps))
        except StopIteration as stop:
            result = stop.value
            break
        if clock() - last >= flush_every:
            yield batch
            batch, last = [], clock()
    if batch:
        yield batch
    return result
