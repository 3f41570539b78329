"""Guard against the PySide6 6.12.0 bug on Python 3.11: each call dropped a reference to None
and the interpreter aborted after some thousands of calls (a scatter update can trigger it)."""
import sys

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject, QPointF, Signal


class Emitter(QObject):
    ping = Signal(object)


def test_fifty_thousand_qt_calls_keep_none_alive(qtbot):
    emitter = Emitter()
    seen = []
    emitter.ping.connect(seen.append)
    scatter = pg.ScatterPlotItem()
    before_none, before_true = sys.getrefcount(None), sys.getrefcount(True)
    for i in range(25_000):
        emitter.ping.emit(None)
        QPointF(i, 0.0).isNull()
    for _ in range(50):
        scatter.setData(pos=np.random.default_rng(0).normal(size=(200, 2)))
    assert len(seen) == 25_000
    # a leak would lower these by tens of thousands; allow for ordinary churn
    assert sys.getrefcount(None) >= before_none - 1000
    assert sys.getrefcount(True) >= before_true - 1000


def test_worker_signals_keep_none_alive(qtbot):
    from ui.runner import AlgorithmRunner

    runner = AlgorithmRunner()
    got = []
    runner.steps.connect(got.extend)
    before = sys.getrefcount(None)
    with qtbot.waitSignal(runner.finished, timeout=10000):
        runner.start(iter([None] * 5000), run=True)
    assert len(got) == 5000
    assert sys.getrefcount(None) >= before - 1000
