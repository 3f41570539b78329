"""UI test fixtures: a main window, and a guard that fails any test leaving worker threads."""
import pytest
from PySide6.QtCore import QThreadPool


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
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()


@pytest.fixture
def tab(window):
    return window.clustering_tab
