"""Python's cyclic garbage collector must only run on the GUI thread.

Left automatic, it runs in whichever thread happens to allocate — often a worker — and then
destroys Qt widgets that became garbage from that worker, which deadlocks or crashes Qt (seen in
this project's tests: a QMenu destroyed inside a worker's lemmatizer). So automatic collection is
switched off and a timer on the GUI thread collects instead (the approach of pyqtgraph's
GarbageCollector)."""
from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class GuiThreadCollector(QObject):
    def __init__(self, parent=None, interval_ms=1000):
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self, interval=interval_ms, timeout=self.collect)
        self.timer.start()

    def collect(self):
        """Collect the generations whose allocation counts passed their thresholds."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                gc.collect(generation)
                return


def install(app):
    """Move garbage collection to the GUI thread of ``app`` (once)."""
    if getattr(app, "_trellis_gc", None) is None:
        app._trellis_gc = GuiThreadCollector(app)
    return app._trellis_gc


def freeze_startup_objects():
    """After start-up: move every object alive now (modules, widgets, Qt wrappers) out of the
    collector's reach, so a full collection on the GUI thread walks only what came later (it
    took ~90 ms with everything a large session holds)."""
    gc.collect()
    gc.freeze()
