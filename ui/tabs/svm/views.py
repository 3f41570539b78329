"""Side views of the SVM tab: multiclass regions and the 1-D feature-map demo."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget)

from engine import datasets
from engine.svm import SVC

from ...plots import palette
from ...plots.point_view import PointView
from ...runner import AlgorithmRunner
from ...widgets.forms import button, combo, hbox
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from .jobs import multiclass_job
from .scene import grid_size, region_image
from ... import style


def runner_for(view):
    """A runner whose failures go to the view's message bar (used by the Losses view)."""
    runner = AlgorithmRunner(view)
    runner.failed.connect(view.messages.error)
    return runner


def labels_index(y):
    return np.searchsorted(np.unique(y), y)


class MulticlassView(LazyView):
    """One-vs-rest, one-vs-one (with the '?' regions where pairwise votes tie) and DAG, trained
    on a worker through a JobPanel when the view is shown."""

    def __init__(self, data, params, parent=None):
        super().__init__(parent)
        self.setObjectName("multiclass_view")
        self.data, self.params = data, params
        self.messages = MessageBar(self, "multiclass_messages")
        self.panel = JobPanel(self.messages, self._show, self, name="multiclass",
                              kept="the regions shown are kept")
        self.runner = self.panel.runner
        self.plots, self.images = {}, {}
        grid_layout = QGridLayout()
        for col, name in enumerate(("one-vs-rest", "one-vs-one", "DAG", "Weston–Watkins")):
            plot = PointView(self, title=name)
            plot.mode = "select"
            plot.setMinimumSize(*style.PLOT_MIN)
            img = pg.ImageItem()
            img.setZValue(-20)
            plot.addItem(img)
            self.plots[name], self.images[name] = plot, img
            grid_layout.addWidget(plot, col // 2, col % 2)      # 2 × 2: four schemes
        self.note = QLabel("Trained when this view is shown.")
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.messages)
        layout.addWidget(self.panel)
        layout.addLayout(grid_layout, 1)
        layout.addWidget(self.note)

    def refresh(self):
        X, y = self.data()
        if len(np.unique(y)) < 2:
            self.messages.error("Add points of at least two classes.")
            return
        self.messages.clear_message()
        params = {k: v for k, v in self.params().items() if k != "margin"}
        for plot in self.plots.values():
            plot.set_points(X, editable=False)
            plot.color_by_labels(labels_index(y))
            plot.enableAutoRange()
        rect = self.plots["one-vs-rest"].data_rect()
        self.panel.start(multiclass_job(X, y, params, rect, grid_size(len(X))),
                         "Training the multiclass machines…")

    def _show(self, result):
        for scheme in result.schemes:
            img = self.images[scheme.name]
            img.setImage(region_image(scheme.labels, result.n_classes, scheme.ambiguous,
                                      result.grid_size), levels=(0, 255))
            img.setRect(QRectF(*result.rect))
            if scheme.ambiguous is not None:
                share = 100 * scheme.ambiguous.mean()
                self.note.setText(f"Dark cells in one-vs-one: pairwise votes tie there ('?'), "
                                  f"{share:.1f}% of the plane. One-vs-rest takes the largest "
                                  "f_k(x); DAG eliminates one class per machine and never ties.")


class FeatureMapView(QWidget):
    """1-D points no threshold separates become separable after adding φ(x) = x² or |x|."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("feature_map_view")
        self.map_combo = combo("feature_map_combo", "Feature", "The second feature φ(x)",
                               ("x²", "|x|"))
        self.new_button = button("feature_map_button", "New points", "Draw new 1-D data")
        self.line_plot = pg.PlotWidget(title="1-D: no single threshold separates the classes")
        self.map_plot = pg.PlotWidget(title="after adding φ(x): a line separates them")
        for p in (self.line_plot, self.map_plot):
            style.themed(p)
            p.showGrid(x=True, y=True, alpha=0.2)
        self.line_plot.setYRange(-1, 1)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        top = hbox("Second feature", self.map_combo, self.new_button, stretch=True)
        plots = QHBoxLayout()
        plots.addWidget(self.line_plot)
        plots.addWidget(self.map_plot)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(plots, 1)
        layout.addWidget(self.note)
        self.seed = 0
        self.map_combo.currentIndexChanged.connect(self.draw)
        self.new_button.clicked.connect(self._new)
        self.draw()

    def _new(self):
        self.seed += 1
        self.draw()

    def draw(self, *_):
        x, y = datasets.feature_map_1d(30, random_state=self.seed)
        phi = x**2 if self.map_combo.currentIndex() == 0 else np.abs(x)
        Z = np.c_[x, phi]
        svm = SVC(1000.0, kernel="linear").fit(Z, y)
        p = svm.primal()
        w, b = p["w"], p["b"]
        brushes = [palette.brush(palette.color(0 if t < 0 else 1)) for t in y]
        for plot in (self.line_plot, self.map_plot):
            plot.clear()
        self.line_plot.addItem(pg.ScatterPlotItem(x=x, y=np.zeros_like(x), brush=brushes,
                                                  size=10, pen=None))
        self.map_plot.addItem(pg.ScatterPlotItem(x=x, y=phi, brush=brushes, size=10, pen=None))
        xs = np.linspace(x.min() - 0.3, x.max() + 0.3, 200)
        if abs(w[1]) > 1e-12:
            self.map_plot.plot(xs, -(w[0] * xs + b) / w[1], pen=pg.mkPen("k", width=2))
        # the boundary w1 x + w2 φ(x) + b = 0 pulled back to the line: where f changes sign
        fx = w[0] * xs + w[1] * (xs**2 if self.map_combo.currentIndex() == 0 else np.abs(xs)) + b
        cuts = xs[np.flatnonzero(np.diff(np.sign(fx)))]
        for c in cuts:
            self.line_plot.addItem(pg.InfiniteLine(pos=float(c), angle=90,
                                                   pen=pg.mkPen("k", width=2)))
        self.note.setText(f"Linear SVM on (x, φ(x)): w = ({w[0]:.3g}, {w[1]:.3g}), b = {b:.3g}. "
                          f"Back on the line the boundary becomes {len(cuts)} thresholds at "
                          + ", ".join(f"{c:.2f}" for c in cuts) + ": a kernel draws this for "
                          "free.")
