"""What the GUI thread may not do, tested deterministically (issue 24): the guard of
tests/ui/conftest.py catches a file read, a fit and a step of an engine job run on the GUI
thread by the application, and lets the test's own work through; MainWindow.open_paths sniffs
files on a worker; Clustering's "Show" choices never build every pair of 10,000 columns."""
import tracemalloc

import numpy as np
import pytest

from engine.cluster import KMeans
from engine.io import iter_read_points


@pytest.fixture
def points_csv(tmp_path):
    path = tmp_path / "points.csv"
    path.write_text("x,y,z\n" + "\n".join(f"{i},{i % 7},{i % 3}" for i in range(40)))
    return path


def test_the_guard_catches_a_file_read_by_gui_code(gui_guard, points_csv):
    from ui import routing

    with pytest.raises(AssertionError, match=r"file read \(builtins.open \S*points.csv\) on the "
                                             r"GUI thread, called from ui/routing.py"):
        with gui_guard():
            routing.tab_for(points_csv)


def test_the_guard_catches_a_fit_by_gui_code(gui_guard):
    from ui.tabs.clustering.scene import Projection

    X = np.random.default_rng(0).normal(size=(30, 3))
    with pytest.raises(AssertionError, match=r"fit \(PCA.fit\) on the GUI thread, called from "
                                             r"ui/tabs/clustering/scene.py"):
        with gui_guard():
            Projection(X)                     # fits its PCA itself when none is given


def test_the_guard_catches_a_step_of_an_engine_job_driven_by_gui_code(gui_guard, points_csv):
    from ui.step_gate import StepGate, drive

    gate = StepGate()
    gate.run()
    with pytest.raises(AssertionError, match=r"a step of the engine job iter_read_points on "
                                             r"the GUI thread, called from ui/step_gate.py"):
        with gui_guard():
            next(drive(iter_read_points(points_csv), gate))


def test_the_guard_lets_the_tests_own_work_through(gui_guard, tmp_path):
    X = np.random.default_rng(0).normal(size=(30, 2))
    with gui_guard() as guard:
        (tmp_path / "a.txt").write_text("the test's own file")
        KMeans(n_clusters=2, random_state=0).fit(X)
        next(iter_read_points(tmp_path / "a.txt", min_columns=1))
    assert guard.violations == []


def test_opening_files_from_the_command_line_sniffs_them_on_a_worker(qtbot, window, gui_guard,
                                                                    points_csv):
    """MainWindow.open_paths (main.py FILE…, Open Recent) read each file's head on the GUI
    thread."""
    with gui_guard():
        window.open_paths([points_csv])
        qtbot.waitUntil(lambda: window.current_key() == "clustering", timeout=10_000)
    qtbot.waitUntil(lambda: len(window.clustering_tab.X) == 40, timeout=10_000)


def test_a_pipe_on_the_command_line_is_refused_without_blocking(qtbot, window, gui_guard,
                                                                watched_pipe, tmp_path):
    """A named pipe blocked the window: its head was read on the GUI thread."""
    with watched_pipe(tmp_path / "pipe.txt") as opened:
        with gui_guard():
            window.open_paths([tmp_path / "pipe.txt"])
            qtbot.waitUntil(lambda: "not a regular file" in window.statusBar().currentMessage(),
                            timeout=10_000)
        assert not opened.is_set()


def test_an_unreadable_folder_on_the_command_line_is_reported(qtbot, window, gui_guard, tmp_path,
                                                             monkeypatch):
    """PermissionError escaped open_paths (the tests run as root, where chmod 000 does not stop
    a listing, so the refusal is made by hand)."""
    from pathlib import Path

    locked = tmp_path / "locked"
    locked.mkdir()
    real = Path.iterdir

    def iterdir(self):
        if self.name == "locked":
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "iterdir", iterdir)
    with gui_guard():
        window.open_paths([locked])
        qtbot.waitUntil(lambda: "Permission denied" in window.statusBar().currentMessage(),
                        timeout=10_000)
    assert "locked" in window.statusBar().currentMessage()


def test_show_choices_for_10000_columns_are_made_without_all_the_pairs():
    """view_choices built all d(d−1)/2 pairs (5 GB for 10,000 columns) before keeping 45.
    Measured by memory, not time: 2,000 columns made 2 million pairs (hundreds of MB)."""
    from ui.tabs.clustering.scene import MAX_PAIRS, TWO_VIEWS, column_pairs, view_choices

    columns = [f"c{i}" for i in range(2000)]
    tracemalloc.start()
    try:
        choices = view_choices(columns)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000, peak
    assert len(choices) == MAX_PAIRS + 2 and choices[-1] == TWO_VIEWS
    assert choices[1] == "c0 vs c1" and choices[MAX_PAIRS] == "c0 vs c45"
    assert column_pairs(4) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
