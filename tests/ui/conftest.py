"""UI test fixtures: one tab on its own (build only what a test needs), the main window when a test
needs it, a meter of the longest GUI-thread gap, a small three-class CSV corpus, and a guard that
fails any test leaving worker threads."""
import gc
import time

import numpy as np
import pytest
from PySide6.QtCore import QSettings, QStandardPaths, QThreadPool, QTimer

from ui import gui_gc
from ui.runner import cancel_all


@pytest.fixture(autouse=True, scope="session")
def collect_on_gui_thread(qapp):
    """As the app does: garbage collection only on the GUI thread, never inside a worker.
    Settings (window size, recent files) go to a test location, never the user's."""
    QStandardPaths.setTestModeEnabled(True)
    gui_gc.install(qapp)


@pytest.fixture(autouse=True)
def no_leaked_threads():
    yield
    pool = QThreadPool.globalInstance()
    finished = pool.waitForDone(5000)
    assert finished and pool.activeThreadCount() == 0, "a test left worker threads running"


def _dispose(qtbot, widget):
    cancel_all(widget)
    widget.close()
    QThreadPool.globalInstance().waitForDone(10_000)
    widget.deleteLater()              # deleted now, on this thread, not by a later collection
    qtbot.wait(10)
    gc.collect()


@pytest.fixture
def window(qtbot):
    from ui.main_window import MainWindow

    QSettings("Trellis", "Trellis").clear()      # every test starts from the first tab
    win = MainWindow()
    win.show()
    yield win
    _dispose(qtbot, win)


@pytest.fixture
def make_tab(qtbot):
    """``make_tab(TabClass)`` builds one tab alone, shown at 1280×720, and tears it down after."""
    made = []

    def make(cls, **kwargs):
        widget = cls(**kwargs)
        widget.resize(1280, 720)
        widget.show()
        qtbot.waitExposed(widget)
        made.append(widget)
        return widget

    yield make
    for widget in made:
        _dispose(qtbot, widget)


@pytest.fixture
def tab(make_tab):
    from ui.tabs.clustering.tab import ClusteringTab

    return make_tab(ClusteringTab)


class GapMeter:
    """A 10 ms QTimer on the GUI thread; ``longest`` is the longest time between two ticks (s).
    Anything that blocks the GUI thread (a parse, a fit, a table fill) shows up as a long gap."""

    def __init__(self):
        self.ticks = []
        self.timer = QTimer(interval=10, timeout=lambda: self.ticks.append(time.monotonic()))

    def __enter__(self):
        # as the app does after start-up (ui.gui_gc.freeze_startup_objects): what the test
        # process already holds is not walked by every full collection on the GUI thread
        gc.collect()
        gc.freeze()
        self.ticks = [time.monotonic()]
        self.timer.start()
        return self

    def __exit__(self, *exc):
        self.timer.stop()
        self.ticks.append(time.monotonic())
        gc.unfreeze()

    @property
    def longest(self):
        return max((b - a for a, b in zip(self.ticks, self.ticks[1:])), default=0.0)


@pytest.fixture
def gap_meter():
    """``with gap_meter() as m: ...`` then ``assert m.longest <= 0.15``."""
    return GapMeter


@pytest.fixture
def topics_csv(tmp_path):
    """A label,text CSV of 90 short messages in three classes (sport, money, food)."""
    rng = np.random.default_rng(0)
    words = {"sport": "goal match team score", "money": "bank loan rate cash",
             "food": "noodle soup rice spicy"}
    rows = ["label,text"]
    for i in range(90):
        label = list(words)[i % 3]
        rows.append(f"{label},{' '.join(rng.choice(words[label].split(), 6))} common words")
    path = tmp_path / "topics.csv"
    path.write_text("\n".join(rows))
    return path
