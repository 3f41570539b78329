"""Side views of the SVM tab: multiclass regions and the 1-D feature-map demo."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TR_NOOP, QRectF
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from engine import Progress
from engine.svm import feature_map_demo

from ...plots import palette
from ...plots.point_view import PointView
from ...runner import AlgorithmRunner
from ...widgets.forms import button, combo, hbox
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from .jobs import multiclass_job
from .scene import grid_size, region_image
from .texts import keyed_items, label, plot_words, tr, words
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
                              kept=lambda: tr("the regions shown are kept"))
        self.runner = self.panel.runner
        self.plots, self.images = {}, {}
        grid_layout = QGridLayout()
        for col, name in enumerate((QT_TR_NOOP("one-vs-rest"), QT_TR_NOOP("one-vs-one"),
                                    "DAG", "Weston–Watkins")):
            plot = PointView(self)
            plot_words(plot, name)
            plot.mode = "select"
            plot.setMinimumSize(*style.PLOT_MIN)
            img = pg.ImageItem()
            img.setZValue(-20)
            plot.addItem(img)
            self.plots[name], self.images[name] = plot, img
            grid_layout.addWidget(plot, col // 2, col % 2)      # 2 × 2: four schemes
        self._note = (QT_TR_NOOP("Trained when this view is shown."), {})
        self.note = QLabel(tr(self._note[0]))
        self.note.setWordWrap(True)
        # a wrapped label under a stretching grid is squeezed to one line: keep room for three
        self.note.setMinimumHeight(3 * self.note.fontMetrics().lineSpacing())
        layout = QVBoxLayout(self)
        layout.addWidget(self.messages)
        layout.addWidget(self.panel)
        layout.addLayout(grid_layout, 1)
        layout.addWidget(self.note)

    def refresh(self):
        X, y = self.data()
        if len(np.unique(y)) < 2:
            self.messages.error(lambda: tr("Add points of at least two classes."))
            return
        self.messages.clear_message()
        params = {k: v for k, v in self.params().items() if k != "margin"}
        for plot in self.plots.values():
            plot.set_points(X, editable=False)
            plot.color_by_labels(labels_index(y))
            plot.enableAutoRange()
        rect = self.plots["one-vs-rest"].data_rect()
        self.panel.start(multiclass_job(X, y, params, rect, grid_size(len(X))),
                         tr("Training the multiclass machines…"))

    def _show(self, result):
        for scheme in result.schemes:
            img = self.images[scheme.name]
            img.setImage(region_image(scheme.labels, result.n_classes, scheme.ambiguous,
                                      result.grid_size), levels=(0, 255))
            img.setRect(QRectF(*result.rect))
            if scheme.ambiguous is not None:
                share = 100 * scheme.ambiguous.mean()
                self._note = (QT_TR_NOOP("Dark cells in one-vs-one: pairwise votes tie there "
                                         "('?'), {share:.1f}% of the plane. One-vs-rest takes "
                                         "the largest f_k(x); DAG eliminates one class per "
                                         "machine and never ties."), {"share": share})
                self.retranslate()

    def retranslate(self):
        text, values = self._note
        self.note.setText(tr(text).format(**values))


def feature_map_job(feature: str, seed: int):
    """The feature-map demo (a linear SVM on (x, φ(x))) on a worker."""
    yield Progress(0, 1, tr("Fitting the SVM…"))
    return feature_map_demo(30, feature=feature, random_state=seed)


class FeatureMapView(LazyView):
    """1-D points no threshold separates become separable after adding φ(x) = x² or |x|
    (``engine.svm.feature_map_demo``, fitted on a worker; this view only paints it)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("feature_map_view")
        self.map_combo = keyed_items(words(combo("feature_map_combo", "Feature", "", ()),
                                           tip=QT_TR_NOOP("The second feature φ(x)")),
                                     (("x²", "square"), ("|x|", "abs")))
        self.new_button = words(button("feature_map_button", "New points", ""),
                                QT_TR_NOOP("New points"), QT_TR_NOOP("Draw new 1-D data"))
        self.messages = MessageBar(self, "feature_map_messages")
        self.panel = JobPanel(self.messages, self._show, self, name="feature_map",
                              kept=lambda: tr("the picture shown is kept"))
        self.line_plot = pg.PlotWidget()
        self.map_plot = pg.PlotWidget()
        plot_words(self.line_plot, QT_TR_NOOP("1-D: no threshold separates them"),
                   bottom="x")
        plot_words(self.map_plot, QT_TR_NOOP("with φ(x): a line separates them"),
                   bottom="x", left="φ(x)")
        for p in (self.line_plot, self.map_plot):
            style.themed(p)
            p.showGrid(x=True, y=True, alpha=0.2)
        self.line_plot.setYRange(-1, 1)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setMinimumHeight(2 * self.note.fontMetrics().lineSpacing())
        top = hbox(label(QT_TR_NOOP("Second feature")), self.map_combo, self.new_button,
                   stretch=True)
        plots = QHBoxLayout()
        plots.addWidget(self.line_plot)
        plots.addWidget(self.map_plot)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.messages)
        layout.addWidget(self.panel)
        layout.addLayout(plots, 1)
        layout.addWidget(self.note)
        self.seed = 0
        self.demo = None
        self.stale = True                  # fitted when first shown, not at start-up
        self.map_combo.currentIndexChanged.connect(self.invalidate)
        self.new_button.clicked.connect(self._new)

    def _new(self):
        self.seed += 1
        self.invalidate()

    def refresh(self):
        """Fit the demo for the φ chosen on a worker; :meth:`_show` paints it."""
        self.panel.start(feature_map_job(self.map_combo.currentData() or "square", self.seed),
                         tr("Fitting the SVM…"))

    def _show(self, d):
        self.demo = d
        ink = pg.mkPen(style.theme().foreground, width=2)
        brushes = [palette.brush(palette.color(0 if t < 0 else 1)) for t in d.y]
        for plot in (self.line_plot, self.map_plot):
            plot.clear()
        self.line_plot.addItem(pg.ScatterPlotItem(x=d.x, y=np.zeros_like(d.x), brush=brushes,
                                                  size=10, pen=None))
        self.map_plot.addItem(pg.ScatterPlotItem(x=d.x, y=d.phi, brush=brushes, size=10,
                                                 pen=None))
        self.map_plot.plot(d.line_x, d.line_y, pen=ink)
        for c in d.thresholds:
            self.line_plot.addItem(pg.InfiniteLine(pos=float(c), angle=90, pen=ink))
        self._note()

    def _note(self):
        d = self.demo
        if d is None:
            return
        self.note.setText(tr("Linear SVM on (x, φ(x)): w = ({w0:.3g}, {w1:.3g}), b = {b:.3g}. "
                             "Back on the line the boundary becomes %n threshold(s) at {cuts}: "
                             "a kernel draws this for free.", len(d.thresholds)).format(
            w0=d.w[0], w1=d.w[1], b=d.b, cuts=", ".join(f"{c:.2f}" for c in d.thresholds)))

    def retranslate(self):
        self._note()
