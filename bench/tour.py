"""A screenshot tour: every tab and every sub-view, before data, after loading, mid-run and after a
run, offscreen at 1366×768 (or --size WxH). Look at every picture: nothing cut off, overlapping,
empty without a sentence saying why, or stale.

    python bench/tour.py [OUT_DIR] [--size 1280x720] [--tabs text,svm]
"""
from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, QStandardPaths  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton, QTabWidget  # noqa: E402


def settle(app, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def wait_idle(app, tab, limit=20.0):
    """Until no runner under ``tab`` is active (or ``limit`` seconds)."""
    from ui.runner import AlgorithmRunner

    end = time.monotonic() + limit
    while time.monotonic() < end:
        settle(app, 0.1)
        if not any(r.active and r.state == "running" for r in tab.findChildren(AlgorithmRunner)):
            return


def visible_button(tab, name):
    for b in tab.findChildren(QPushButton, name):
        if b.isVisible() and b.isEnabled():
            return b
    return None


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(args[0] if args else "shots/tour")
    size = (1366, 768)
    if "--size" in sys.argv:
        size = tuple(int(v) for v in sys.argv[sys.argv.index("--size") + 1].split("x"))
    only = None
    if "--tabs" in sys.argv:
        only = set(sys.argv[sys.argv.index("--tabs") + 1].split(","))
    out.mkdir(parents=True, exist_ok=True)
    QStandardPaths.setTestModeEnabled(True)          # never touch the user's settings
    app = QApplication.instance() or QApplication(sys.argv)
    import pyqtgraph as pg

    from ui.main_window import TABS, MainWindow
    pg.setConfigOptions(antialias=True, background="w", foreground="k")
    QSettings("Trellis", "Trellis").clear()
    win = MainWindow()
    win.resize(*size)
    win.show()
    settle(app, 0.5)
    n = 0

    def shoot(label):
        nonlocal n
        name = re.sub(r"[^A-Za-z0-9]+", "-", label).strip("-").lower()
        path = out / f"{n:03d}-{name}.png"
        win.grab().save(str(path))
        print(path)
        n += 1

    for key, title, *_ in TABS:
        if only and key not in only:
            continue
        tab = win.show_tab(key)
        shoot(f"{key} first look")
        wait_idle(app, tab)
        shoot(f"{key} loaded")
        inner = [w for w in tab.findChildren(QTabWidget)]
        pages = [(tw, i) for tw in inner for i in range(tw.count())] or [(None, 0)]
        for tw, i in pages:
            label = key if tw is None else f"{key} {tw.tabText(i)}"
            if tw is not None:
                tw.setCurrentIndex(i)
                wait_idle(app, tab)
                shoot(f"{label} shown")
            step = visible_button(tab, "step_button")
            if step is None:
                continue
            for _ in range(3):
                step.click()
                settle(app, 0.3)
            shoot(f"{label} mid-run")
            end = visible_button(tab, "run_to_end_button")
            if end is not None:
                end.click()
                wait_idle(app, tab)
                settle(app, 0.5)
                shoot(f"{label} after the run")
    from ui.runner import cancel_all
    cancel_all(win)
    win.close()
    settle(app, 0.3)
    return 0


if __name__ == "__main__":
    sys.exit(main())
