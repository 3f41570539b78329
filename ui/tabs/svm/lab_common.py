"""Shared parts of the SVM tab's 2-D lab views (perceptron, MLP, AdaBoost, tree, comparison).

A stepped lab view drives its model's own ``iter_fit`` through a :class:`StepDriver`; the
generator handed to the runner is wrapped by :func:`framed`, which computes the picture's heavy
part (the predicted class of every grid cell) on the worker, next to the step, so the GUI thread
only paints. The history then holds :class:`Frame` objects.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TR_NOOP, QRectF, Qt, QTimer
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout

from ...plots import palette
from ...plots.history_plot import HistoryPlot
from ...plots.point_view import PointView
from ...widgets.files import export_button
from ...widgets.forms import as_form, hsplit, vsplit
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from .scene import grid
from .texts import tab_titles, tr

WORK_SLICE = 0.008     # seconds of worker computing between two short pauses
GIL_PAUSE = 0.004
SYMBOLS_UP_TO = 60     # curves longer than this are drawn as plain lines
LAB_GRID = 90          # cells per side of a lab view's region image (cost is cells × model)


@dataclass(frozen=True)
class Frame:
    """One engine step and what its picture needs, computed on the worker: ``labels`` the
    class index of every grid cell (None: nothing to colour), ``extra`` anything else."""

    step: Any
    labels: np.ndarray | None
    extra: Any = None

    @property
    def converged(self):
        return self.step.converged

    @property
    def stopped(self):
        return self.step.stopped

    @property
    def iteration(self):
        return self.step.iteration


def framed(steps: Iterator, G: np.ndarray, labels_of: Callable, extra_of=None) -> Iterator:
    """Yield a :class:`Frame` per step of ``steps``; ``labels_of(step)`` gives the grid's class
    indices (run here, on the worker), ``extra_of(step)`` optional extra data."""
    last = time.monotonic()
    for step in steps:
        yield Frame(step, labels_of(step), extra_of(step) if extra_of else None)
        if time.monotonic() - last > WORK_SLICE:
            # a worker that never blocks holds the GIL in 5 ms slices, and the GUI thread
            # needs it for every Python call of a repaint: leave it a moment now and then
            time.sleep(GIL_PAUSE)
            last = time.monotonic()


def class_index(y):
    """(classes, index of each label) for labels of any type (numbers or strings)."""
    classes, idx = np.unique(np.asarray(y), return_inverse=True)
    return classes, idx


def line_in_rect(w, b, rect):
    """The segment of w₀x + w₁y + b = 0 inside rect (x, y, width, height): (xs, ys), or two
    empty arrays when the line misses the rectangle or w = 0."""
    x0, y0, wd, ht = rect
    x1, y1 = x0 + wd, y0 + ht
    w = np.asarray(w, dtype=float)
    pts = []
    if abs(w[1]) > 1e-12:
        for x in (x0, x1):
            y = -(w[0] * x + b) / w[1]
            if y0 - 1e-9 <= y <= y1 + 1e-9:
                pts.append((x, y))
    if abs(w[0]) > 1e-12:
        for y in (y0, y1):
            x = -(w[1] * y + b) / w[0]
            if x0 - 1e-9 <= x <= x1 + 1e-9:
                pts.append((x, y))
    if len(pts) < 2:
        return np.empty(0), np.empty(0)
    pts = np.array(pts)
    far = np.argmax(((pts - pts[0]) ** 2).sum(axis=1))
    return pts[[0, far], 0], pts[[0, far], 1]


def fmt_vec(v, digits=3):
    return "(" + ", ".join(f"{float(x):.{digits}g}" for x in np.ravel(v)) + ")"


class LabCanvas(PointView):
    """A PointView with a class-region image and reusable line items."""

    def __init__(self, parent=None, title=None):
        super().__init__(parent, title=title)
        self.mode = "select"
        self.setMinimumSize(220, 200)
        self._lines = []

    def show_regions(self, labels, rect, n_classes, n=LAB_GRID):
        if labels is None:
            self.region.setVisible(False)
            return
        rgb = palette.colors(max(n_classes, 1))[np.asarray(labels).reshape(n, n)]
        rgb = 255 - (255 - rgb) * 0.45
        self.region.setImage(rgb.astype(np.ubyte), levels=(0, 255))
        self.region.setRect(QRectF(*rect))
        self.region.setOpacity(0.6)
        self.region.setVisible(True)

    def set_lines(self, lines):
        """Draw (xs, ys, rgb, width, dashed) segments, reusing items."""
        while len(self._lines) < len(lines):
            item = pg.PlotCurveItem()
            item.setZValue(18)
            self.addItem(item)
            self._lines.append(item)
        for item, (xs, ys, rgb, width, dashed) in zip(self._lines, lines):
            style = Qt.DashLine if dashed else Qt.SolidLine
            item.setData(np.asarray(xs, float), np.asarray(ys, float),
                         pen=pg.mkPen(rgb, width=width, style=style))
            item.setVisible(True)
        for item in self._lines[len(lines):]:
            item.setVisible(False)


class SteppedLabView(DrivenView, LazyView):
    """A lab view stepping one engine model: canvas, curves, explanation, step controls.

    Subclasses set ``name`` and implement ``build_settings()`` (a layout of parameter
    widgets), ``make_model()``, ``labels_of(model)`` (a function step → grid labels),
    ``draw_frame(frame)`` and ``explain(frame)``; ``series(frame)`` gives the curve values."""

    name = "lab"
    title = ""

    def __init__(self, data, parent=None):
        super().__init__(parent)
        self.setObjectName(f"{self.name}_view")
        self.data = data
        self.stale = True        # computed on first show, whenever that is
        self.X = np.empty((0, 2))
        self.y = np.empty(0)
        self.classes, self.yi = np.empty(0), np.empty(0, int)
        self.rect = (-1.0, -1.0, 2.0, 2.0)
        self.G = grid(self.rect, LAB_GRID)
        self.messages = MessageBar(self, f"{self.name}_messages")
        self.canvas = LabCanvas(self, title=self.title)
        self.curves = HistoryPlot(self)
        self.controls = StepControls(self)
        self.explanation = QTextBrowser(self)
        self.explanation.setObjectName(f"{self.name}_explanation")
        self.explanation.setMinimumSize(200, 80)
        self._series: dict[str, tuple[list, list]] = {}
        self.driver = StepDriver(self.controls, make_steps=self._make_steps,
                                 on_steps=self._on_steps, redraw=self._redraw_now,
                                 on_error=self.messages.error, on_reset=self._on_reset,
                                 parent=self)
        self.runner = self.driver.runner
        self._redraw = QTimer(self, singleShot=True, interval=30, timeout=self._redraw_now)
        self._layout()

    # -- building ------------------------------------------------------------------------
    def build_settings(self):
        raise NotImplementedError

    def _layout(self):
        """The canvas beside the numbers (tabs) over the curves; the settings and the transport
        block go to the tab's side column, so the canvas gets the whole pane."""
        from PySide6.QtWidgets import QTabWidget, QWidget
        self.side_tabs = QTabWidget()
        self.side_tabs.setObjectName(f"{self.name}_side_tabs")
        titles = [QT_TR_NOOP("numbers")]
        self.side_tabs.addTab(self.explanation, "")
        for widget, title in self.extra_tabs():
            self.side_tabs.addTab(widget, "")
            titles.append(title)
        tab_titles(self.side_tabs, titles)
        middle = hsplit(self.canvas, vsplit(self.side_tabs, self.curves, sizes=[260, 220]),
                        stretch=(3, 2))    # extra width goes mostly to the canvas
        middle.setSizes([450, 330])
        # the view's own settings and its transport block: the SVM tab moves both into its
        # side column (see ``detach_controls``); a view on its own keeps them above and below
        self.settings_panel = QWidget()
        self.settings_panel.setObjectName(f"{self.name}_settings")
        sp = QVBoxLayout(self.settings_panel)
        sp.setContentsMargins(0, 0, 0, 0)
        sp.addLayout(as_form(self.build_settings()))
        sp.addWidget(export_button(self, f"{self.name}_export", self.canvas, self.name))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.messages)
        layout.addWidget(self.settings_panel)
        layout.addWidget(middle, 1)
        layout.addWidget(self.controls)
        self._watch_settings()

    def detach_controls(self):
        """Take the settings panel and the transport block out of the view's layout and return
        them, for the tab to show in its side column while the view is on show."""
        for w in (self.settings_panel, self.controls):
            self.layout().removeWidget(w)
        return self.settings_panel, self.controls

    def _watch_settings(self):
        """Any setting that shapes the run (every spin box, combo and check box of the view,
        the seed included, but not those marked ``lab_static``) drops a run in progress or
        finished: the next Step starts a fresh one with the new values."""
        from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox
        signals = {QSpinBox: "valueChanged", QDoubleSpinBox: "valueChanged",
                   QComboBox: "currentIndexChanged", QCheckBox: "toggled"}
        for cls, signal in signals.items():
            for w in self.findChildren(cls):
                if not w.property("lab_static"):
                    getattr(w, signal).connect(self._settings_changed)

    def _settings_changed(self, *_):
        if len(self.history) > 1 or self.runner.active:
            self.driver.reset()

    def show_question(self, question) -> None:
        """Predict mode: mark what ``question`` asks about on the canvas (None: it was
        answered). A view with predictions overrides it."""

    def extra_tabs(self):
        """(widget, title) pairs shown as tabs beside the explanation panel."""
        return []

    # -- data ------------------------------------------------------------------------------
    def refresh(self):
        """New points (or first show): drop the run, show the points, recompute the grid."""
        X, y = self.data()
        self.X = np.asarray(X, dtype=float)
        self.y = np.asarray(y)
        self.classes, self.yi = class_index(self.y)
        self.messages.clear_message()
        self.canvas.set_points(self.X, editable=False)
        self.canvas.color_by_labels(self.yi)
        self.canvas.enableAutoRange()
        self.rect = self.canvas.data_rect()
        self.G = grid(self.rect, LAB_GRID)
        self.driver.reset()

    def _make_steps(self):
        if len(self.X) == 0:
            raise ValueError(tr("No points yet: draw or generate some in the SVM tab."))
        self.model = self.make_model()
        steps = self.model.iter_fit(self.X, self.y)
        self.messages.clear_message()
        return framed(steps, self.G, self.labels_of(self.model), self.extra_of(self.model))

    def extra_of(self, model):
        return None

    # -- steps -----------------------------------------------------------------------------
    def _on_reset(self):
        self.messages.clear_message()        # Reset clears the run's messages (and a verdict)
        self._series = {}
        self.curves.clear_series()
        self.canvas.show_regions(None, self.rect, 1)
        self.canvas.set_lines([])
        self.canvas.set_highlight([])
        self.explanation.setHtml(self.intro())

    def intro(self):
        return tr("Step (Space) or Run (Ctrl+R) to start.")

    def _on_steps(self, batch, start):
        for frame in batch:
            for key, value in self.series(frame).items():
                xs, ys = self._series.setdefault(key, ([], []))
                xs.append(frame.step.iteration)
                ys.append(value)
        self._show_series()
        done = self.progress_of(batch[-1])
        if done is not None:
            self.controls.set_progress(*done)
        if self.runner.state == "paused":
            self.controls.status.setText(tr("At step {n}: Step or Run to continue; the History "
                                            "slider scrubs back.").format(
                                                n=len(self.history) - 1))
        self._redraw.start()

    def _show_series(self):
        """The curves, named in the language in force (``series`` keys are English)."""
        for k, (key, (xs, ys)) in enumerate(self._series.items()):
            name = tr(key)
            self.curves.set_series(name, xs, ys, rgb=palette.color(k))
            if len(xs) > SYMBOLS_UP_TO:     # thousands of symbols cost a long repaint
                self.curves._curves[name].setSymbol(None)

    def retranslate(self):
        """A language change: the curves' names, the picture's texts and the explanation."""
        self.curves.clear_series()
        self._show_series()
        if self.current() is None:
            self.explanation.setHtml(self.intro())
        else:
            self._redraw_now()

    def progress_of(self, frame):
        """(done, total) for the progress bar, or None."""
        return

    def series(self, frame) -> dict:
        return {}

    def current(self):
        return self.driver.current()

    def _redraw_now(self):
        frame = self.current()
        if frame is None:
            self.canvas.show_regions(None, self.rect, 1)
            self.canvas.set_lines([])
            self.canvas.set_highlight([])
            self.canvas.color_by_labels(self.yi)
            return
        self.canvas.show_regions(frame.labels, self.rect, len(self.classes))
        self.curves.set_cursor(frame.step.iteration)
        self.draw_frame(frame)
        self.explanation.setHtml(self.explain(frame))

    def shutdown(self):
        from ...runner import cancel_all
        cancel_all(self)
