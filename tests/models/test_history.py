"""The run history and its cursor: the step on show is the cursor; new steps follow a cursor at
the end and leave one scrubbed back alone; a new run truncates; the memory budget stops a run
with the steps so far kept; the evented base emits only real changes."""
import numpy as np
import pytest

from engine import DataError
from ui.models import Evented, History, HistoryFull


def test_cursor_moves_back_and_forward_within_the_steps(kmeans_run):
    h = History()
    assert len(h) == 1 and h.current is None and h.at_end
    h.extend(kmeans_run[1][:4])
    assert h.cursor == 4 and h.at_end and h.current is kmeans_run[1][3]
    assert h.back() == 3 and not h.at_end
    assert h.forward() == 4 and h.forward() == 4          # clamped at the end
    assert h.move(-3) == 0 and h.current is None
    assert h.move(99) == 4
    assert h[1:3] == kmeans_run[1][:2] and h.steps == kmeans_run[1][:4]


def test_new_steps_follow_only_a_cursor_at_the_end(kmeans_run):
    steps = kmeans_run[1]
    h = History()
    h.extend(steps[:3])
    h.move(1)
    h.extend(steps[3:6])
    assert h.cursor == 1 and len(h) == 7                  # scrubbed back: stays
    h.to_end()
    h.append(steps[6])
    assert h.cursor == 7


def test_truncate_and_clear_drop_steps_and_pull_the_cursor_back(kmeans_run):
    h = History()
    h.extend(kmeans_run[1][:6])
    h.truncate(2)
    assert len(h) == 3 and h.cursor == 2
    h.clear()
    assert len(h) == 1 and h.cursor == 0 and h.nbytes == 0


def test_events_say_where_the_cursor_went_and_how_long_the_run_is(kmeans_run):
    h = History()
    seen = []
    h.on_change("cursor", lambda v: seen.append(("cursor", v)))
    h.on_change("length", lambda v: seen.append(("length", v)))
    h.extend(kmeans_run[1][:2])
    h.move(2)                                             # no change, no event
    h.move(1)
    h.replace(kmeans_run[1][:5], 3)
    assert seen == [("length", 3), ("cursor", 2), ("cursor", 1), ("length", 6),
                    ("cursor", 3)]


def test_the_memory_budget_keeps_the_steps_that_fit_and_says_so(kmeans_run):
    steps = kmeans_run[1]
    per_step = max(s.centers.nbytes for s in steps)
    h = History(budget_bytes=per_step * 20)
    with pytest.raises(HistoryFull, match="history is full"):
        h.extend(steps)
    assert 1 < len(h) < len(steps) + 1 and h.nbytes <= per_step * 20
    assert isinstance(HistoryFull("x"), DataError)
    with pytest.raises(DataError, match="positive"):
        History(budget_bytes=0)


def test_shared_arrays_cost_their_memory_once(kmeans_run):
    steps = kmeans_run[1]
    h = History()
    h.extend(steps)
    distinct = {}
    for s in steps:
        for name in ("centers", "labels", "probabilities"):
            a = getattr(s, name, None)
            if isinstance(a, np.ndarray):
                distinct[id(a if a.base is None else a.base)] = a.nbytes
    assert h.nbytes == sum(distinct.values())
    assert h.nbytes < sum(s.centers.nbytes + getattr(s, "labels", np.empty(0)).nbytes
                          for s in steps if hasattr(s, "labels"))


class Point(Evented):
    FIELDS = ("x", "data")

    def __init__(self):
        super().__init__()
        self.x, self.data = 0, np.zeros(3)


def test_evented_fields_emit_real_changes_only_and_can_be_muted():
    p = Point()
    seen = []
    stop = p.on_change("x", seen.append)
    p.on_change("*", lambda f, v: seen.append(f))
    p.x = 0
    p.data = np.zeros(3)                 # same content: no event
    p.x = 2
    p.data = np.ones(3)
    with p.muted():
        p.x = 5
    stop()
    p.x = 6
    assert seen == [2, "x", "data", "x"]
    with pytest.raises(KeyError, match="no evented field 'y'"):
        p.on_change("y", print)
