"""Open a session in a fresh process, offscreen, and print what the views show (run by
``test_session.py`` as ``python tests/ui/session_probe.py FILE``): per view the history cursor,
the history length, the slider's value and a checksum of everything the view's plot draws
(points, layers, centres, curves, images), as JSON on the last line of stdout."""
from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

VIEWS = {"clustering": ("clustering", "view"), "svm": ("svm", "view"),
         "trellis": ("hmm", "trellis_view.plot")}


def plot_checksum(plot, parts=None) -> str:
    """SHA-256 of every visible data item of a pyqtgraph plot, in the order they were added
    (positions rounded to 1e-9, so a checksum compares pictures, not float noise); ``parts``
    (a list) gets one (item, checksum) per item, to say which differs."""
    import pyqtgraph as pg

    h = hashlib.sha256()
    for item in plot.getPlotItem().items:
        one = hashlib.sha256()
        if not item.isVisible():
            continue
        if isinstance(item, pg.ScatterPlotItem):
            arrays = item.getData()
        elif isinstance(item, (pg.PlotCurveItem, pg.PlotDataItem)):
            arrays = item.getData()
        elif isinstance(item, pg.ImageItem):
            arrays = (item.image,) if item.image is not None else ()
        else:
            continue
        one.update(type(item).__name__.encode())
        for a in arrays:
            if a is not None:
                one.update(np.round(np.asarray(a, float), 9).tobytes())
        h.update(one.digest())
        if parts is not None:
            parts.append([type(item).__name__, one.hexdigest()[:12]])
    return h.hexdigest()


def describe(win) -> dict:
    """What each saved view shows now."""
    out = {}
    bindings = win.bindings()
    for key, (tab_key, plot_path) in VIEWS.items():
        if key not in bindings:
            continue
        b = bindings[key]
        plot = win.tab(tab_key)
        for part in plot_path.split("."):
            plot = getattr(plot, part)
        parts = []
        out[key] = {"cursor": b.model.history.cursor, "length": len(b.model.history),
                    "slider": b.driver.controls.history_slider.value(),
                    "params": b.model.params.to_json(), "plot": plot_checksum(plot, parts),
                    "items": parts, "predict": b.driver.controls.predict_button.isChecked()}
    if "edit_distance" in bindings:
        b = bindings["edit_distance"]
        out["edit_distance"] = {"cursor": b.model.history.cursor,
                                "length": len(b.model.history),
                                "slider": b.driver.controls.history_slider.value(),
                                "params": b.model.params.to_json()}
    return out


def main(path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)        # no prompts, no user settings
    app = QApplication.instance() or QApplication([])
    from ui.main_window import MainWindow

    if path == "-":
        # started ahead (tests/ui/conftest.py's fresh_process): the imports above are done
        # while the test builds its session; the window is built only once the file exists,
        # so it opens the session straight after start-up, as with a file argument
        print("ready", flush=True)
        path = sys.stdin.readline().strip()

    settings = QSettings("Trellis", "Trellis")
    settings.clear()
    settings.setValue("window/tab", 3)     # open on Clustering: the Text tab is built on demand
    win = MainWindow()
    win.resize(1280, 720)
    win.show()
    win.open_session(path)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        app.processEvents()
        if win.session_ready() and win.session_message:
            break
        time.sleep(0.01)
    for _ in range(20):                 # queued redraws (timers of 30 ms) land
        app.processEvents()
        time.sleep(0.01)
    result = describe(win)
    result["message"] = win.session_message
    print(json.dumps(result))
    win._session_runner.cancel()
    win.close()


if __name__ == "__main__":
    main(sys.argv[1])
