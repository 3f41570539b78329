"""UI test fixtures: a main window, and a guard that fails any test leaving worker threads."""
import gc

import pytest
from PySide6.QtCore import QThreadPool

from ui import gui_gc


@pytest.fixture(autouse=True, scope="session")
def collect_on_gui_thread(qapp):
    """As the app does: garbage collection only on the GUI thread, never inside a worker."""
    gui_gc.install(qapp)


@pytest.fixture(autouse=True)
def no_leaked_threads():
    yield
    pool = QThreadPool.globalInstance()
    finished = pool.waitForDone(5000)
    assert finished and pool.activeThreadCount() == 0, "a test left worker threads running"


@pytest.fixture
def window(qtbot):
    from ui.main_window import MainWindow

    win = MainWindow()
    win.show()
    yield win
    win.close()                       # cancels every run
    QThreadPool.globalInstance().waitForDone(10_000)
    win.deleteLater()                 # deleted now, on this thread, not by a later collection
    qtbot.wait(10)
    gc.collect()


@pytest.fixture
def tab(window):
    return window.clustering_tab
