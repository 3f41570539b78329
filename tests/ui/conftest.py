"""UI test fixtures: one tab on its own (build only what a test needs), the main window when a test
needs it, a guard that fails a test when the GUI thread reads a file, fits a model or runs a step
of an engine job (``gui_guard``), a small three-class CSV corpus, and a guard that fails any test
leaving worker threads."""
import gc
import inspect
import io
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSettings, QStandardPaths, QThreadPool, QTimer

from ui import gui_gc
from ui.runner import cancel_all


@pytest.fixture(autouse=True, scope="session")
def collect_on_gui_thread(qapp, tmp_path_factory):
    """As the app does: garbage collection only on the GUI thread, never inside a worker.
    Settings (window size, recent files) go to a test location, never the user's — one per
    test process, so parallel workers never clear each other's settings."""
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope,
                      str(tmp_path_factory.mktemp("settings")))
    from ui import i18n
    i18n.set_language(qapp, "en")          # as main.py does: English's plural forms
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
    # as the app does after start-up (ui.gui_gc.freeze_startup_objects): what is still alive
    # after a full collection (modules, caches, module fixtures) is kept out of the later ones,
    # which walk only what the next tests create (the whole process's heap took ~0.1 s a
    # collection, 14 % of a UI test file's CPU)
    gc.freeze()


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
    Used only by ``bench/bench_gui_gaps.py`` (through :class:`GuiThreadGuard`): no test asserts a
    time, since a loaded 2-core machine stretches any gap."""

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


_ROOT = Path(__file__).resolve().parents[2]
_ENGINE, _UI = str(_ROOT / "engine") + os.sep, str(_ROOT / "ui") + os.sep
# what reading a file or a folder calls; wrapped while a guard is active
_READS = {"builtins.open": (__import__("builtins"), "open"), "io.open": (io, "open"),
          "os.open": (os, "open"), "os.scandir": (os, "scandir"), "os.listdir": (os, "listdir")}
# files libraries read for themselves (pyqtgraph's colour maps, Qt's plugins, the stdlib)
_LIBRARIES = tuple({sys.prefix, sys.base_prefix, os.path.dirname(os.__file__)})
# iter_fit is not among them: it validates and returns a generator, whose steps are counted
_FITS = ("fit", "partial_fit", "fit_transform", "fit_predict")
GAP_REPORT = os.environ.get("TRELLIS_GAP_REPORT")   # set by bench/bench_gui_gaps.py only


def _fit_codes():
    """The code of every fit/partial_fit/fit_transform/fit_predict of an engine
    class (every engine module that is imported by now, which is every one the GUI uses)."""
    codes = set()
    for name, module in list(sys.modules.items()):
        if not (name == "engine" or name.startswith("engine.")) or module is None:
            continue
        for cls in vars(module).values():
            if not inspect.isclass(cls) or not cls.__module__.startswith("engine"):
                continue
            for attr in _FITS:
                fn = inspect.getattr_static(cls, attr, None)
                fn = getattr(fn, "__func__", fn)
                if inspect.isfunction(fn):
                    codes.add(fn.__code__)
    return codes


class GuiThreadGuard:
    """While active, a profile function on the GUI (main) thread records every file read
    (``open``, ``os.scandir`` …), every fit (the ``fit``/``iter_fit``/… of an engine class) and
    every step of an engine generator (an engine generator function resumed on this thread)
    that the application started: the nearest frame of this project's code above the call is
    in ``ui/``. What the test itself does (writing its files, fitting a reference model) is
    not counted. On exit the test fails, listing each violation with where the GUI code called
    it. Deterministic: it checks which thread does the work, never how long it takes.
    With ``TRELLIS_GAP_REPORT`` set (bench/bench_gui_gaps.py only) it measures the longest gap
    instead, and checks nothing."""

    def __init__(self):
        self.violations = []
        self._codes = set()
        self._pending = {}
        self._meter = GapMeter() if GAP_REPORT else None

    def _culprit(self, frame):
        """The innermost ui/ frame above ``frame`` when no tests/ frame comes first."""
        while frame is not None:
            filename = frame.f_code.co_filename
            if filename.startswith(_UI):
                return frame
            if not (filename.startswith(_ENGINE) or "site-packages" in filename
                    or filename.startswith(sys.prefix) or filename.startswith(sys.base_prefix)
                    or filename.startswith("<")):
                return None                    # the test's own code asked for it
            frame = frame.f_back
        return None

    def _record(self, what, frame):
        culprit = self._culprit(frame)
        if culprit is not None and len(self.violations) < 20:
            code = culprit.f_code
            self.violations.append(f"{what} on the GUI thread, called from "
                                   f"{Path(code.co_filename).relative_to(_ROOT)}:"
                                   f"{culprit.f_lineno} ({code.co_name})")

    def _reader(self, name, real):
        def read(path=None, *args, **kwargs):
            if threading.current_thread() is threading.main_thread() and not (
                    isinstance(path, (str, os.PathLike))
                    and os.path.abspath(os.fspath(path)).startswith(_LIBRARIES)):
                self._record(f"file read ({name} {os.fspath(path) if path is not None else ''})",
                             sys._getframe(1))
            return real(path, *args, **kwargs) if path is not None else real(*args, **kwargs)
        return read

    def _profile(self, frame, event, arg):
        if event == "call":
            code = frame.f_code
            if code in self._codes:
                self._record(f"fit ({code.co_qualname})", frame.f_back)
            elif (code.co_flags & inspect.CO_GENERATOR and code.co_filename.startswith(_ENGINE)
                  and not code.co_name.startswith("<")):
                # a generator also runs when it is closed or collected (GeneratorExit, which a
                # collection on the GUI thread does to a job dropped by a cancelled worker):
                # only a resume that yields or returns a value is a step
                self._pending[frame] = (code.co_qualname, frame.f_back)
        elif event == "return" and self._pending and frame in self._pending:
            name, caller = self._pending.pop(frame)
            if arg is not None:
                self._record(f"a step of the engine job {name}", caller)

    def __enter__(self):
        assert threading.current_thread() is threading.main_thread()
        self._saved = []
        if self._meter is not None:         # bench/bench_gui_gaps.py: measure, without the
            self._meter.__enter__()         # profiler's own cost on the GUI thread
            return self
        self._codes = _fit_codes()
        self._saved = [(owner, attr, getattr(owner, attr)) for owner, attr in _READS.values()]
        for (owner, attr, real), name in zip(self._saved, _READS):
            setattr(owner, attr, self._reader(name, real))
        sys.setprofile(self._profile)
        return self

    def __exit__(self, exc_type, *exc):
        sys.setprofile(None)
        for owner, attr, real in self._saved:
            setattr(owner, attr, real)
        if self._meter is not None:
            self._meter.__exit__()
            test = os.environ.get("PYTEST_CURRENT_TEST", "?").split(" ")[0]
            with open(GAP_REPORT, "a", encoding="utf-8") as f:
                f.write(json.dumps({"test": test, "longest": self._meter.longest}) + "\n")
        if exc_type is None:
            assert not self.violations, "the GUI thread did work it must not do:\n  " + \
                "\n  ".join(dict.fromkeys(self.violations))


@pytest.fixture
def gui_guard():
    """``with gui_guard(): ...drive the GUI...`` fails the test when, inside the block, the GUI
    thread read a file, fitted a model or ran a step of an engine job (see
    :class:`GuiThreadGuard`)."""
    return GuiThreadGuard


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


class FreshProcess:
    """A probe script (``tests/ui/*_probe.py``) started ahead in a fresh Python, offscreen: it
    imports Qt and the application while the test builds what it will open, then waits for
    the file. ``result(path)`` hands it the file and returns the JSON it prints last (the
    process's own cost is the same; only its imports overlap the test's work)."""

    def __init__(self, script):
        root = Path(__file__).resolve().parents[2]
        self.proc = subprocess.Popen(
            [sys.executable, str(root / "tests" / "ui" / script), "-"], cwd=root,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})

    def send(self, path):
        """Give the probe the file to open (it goes on by itself; ``result`` collects)."""
        self.proc.stdin.write(f"{path}\n")
        self.proc.stdin.flush()               # a line is all it reads; communicate() closes

    def result(self, path=None, timeout=180):
        if path is not None:
            self.send(path)
        out, err = self.proc.communicate(timeout=timeout)
        assert self.proc.returncode == 0, err[-2000:]
        return json.loads(out.strip().splitlines()[-1])

    def stop(self):
        if self.proc.poll() is None:          # the test failed before handing it a file
            self.proc.kill()
            self.proc.communicate()


@pytest.fixture
def fresh_process():
    """``fresh_process("session_probe.py")`` starts that probe at once (see
    :class:`FreshProcess`); a probe still running when the test ends is killed."""
    started = []

    def start(script):
        started.append(FreshProcess(script))
        return started[-1]

    yield start
    for probe in started:
        probe.stop()
