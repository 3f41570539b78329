"""A screenshot tour: every tab and every view of its navigator (and their inner pages), before
data, after loading, mid-run and after a run, offscreen, at each size and theme asked for. Look at
every picture: nothing cut off, overlapping, empty without a sentence saying why, or stale.

    python bench/tour.py [OUT_DIR] [--size 1280x680[,1366x768,1920x1080]] [--theme light[,dark]]
                         [--tabs text,svm] [--lang ko]

Pictures go to OUT_DIR/<size>-<theme>/NNN-<tab>-<view>-<moment>.png.
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


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def pages_of(tab):
    """(navigator or tab widget, index) of every view and every inner page, in order."""
    from ui.widgets.navigator import Navigator

    navs = [w for w in tab.findChildren(Navigator)]
    inner = [w for w in tab.findChildren(QTabWidget)]
    out = [(nav, i) for nav in navs for i in range(nav.count())]
    return out + [(tw, i) for tw in inner for i in range(tw.count())] or [(None, 0)]


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = Path(args[0] if args else "shots/tour")
    sizes = [tuple(int(v) for v in s.split("x")) for s in option("--size", "1280x680").split(",")]
    themes = option("--theme", "light").split(",")
    only = set(option("--tabs", "").split(",")) - {""} or None
    QStandardPaths.setTestModeEnabled(True)          # never touch the user's settings
    app = QApplication.instance() or QApplication(sys.argv)
    from ui import style
    style.apply(app, themes[0])
    from ui.i18n import set_language
    set_language(app, option("--lang", "en"))     # English too: its catalogue has the plurals
    for theme in themes:
        style.set_theme(app, theme)
        for size in sizes:
            tour(app, root / f"{size[0]}x{size[1]}-{theme}", size, only)
    return 0


def tour(app, out, size, only):
    from ui.main_window import TABS, MainWindow

    out.mkdir(parents=True, exist_ok=True)
    QSettings("Trellis", "Trellis").clear()
    win = MainWindow()
    win.resize(*size)
    win.show()
    settle(app, 0.5)
    n = 0

    def shoot(label):
        nonlocal n
        name = re.sub(r"[^A-Za-z0-9]+", "-", label).strip("-").lower()
        settle(app, 0.25)      # the layout pass and the deferred plots after a page change:
        #                        a grab right after setCurrentIndex shows the page half laid out
        path = out / f"{n:03d}-{name}.png"
        win.grab().save(str(path))
        from ui.plots.audit import audit
        problems = audit(win)
        print(path, *(f"\n    ! {p}" for p in problems))
        n += 1

    for key, title, *_ in TABS:
        if only and key not in only:
            continue
        tab = win.show_tab(key)
        shoot(f"{key} first look")
        wait_idle(app, tab)
        shoot(f"{key} loaded")
        for tw, i in pages_of(tab):
            label = key if tw is None else f"{key} {tw.tabText(i)}"
            if tw is not None:
                if getattr(tab, "views", None) is not None and tw is not tab.views \
                        and hasattr(tab.views, "sidebar"):
                    tab.views.setCurrentWidget(tw)      # the view that holds these pages
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


if __name__ == "__main__":
    sys.exit(main())
