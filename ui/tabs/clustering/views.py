"""Side views of the Clustering tab: k-means against k-medoids on the same data, and choosing K
(elbow of the cost, BIC and AIC of the mixture). Both compute on a worker when first shown (and
again when shown after the data changed), through a JobPanel; the tab's message bar tells."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from engine import DataError

from ...plots import palette
from ...plots.point_view import PointView
from ...widgets.forms import button, combo, hbox, spin
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from .jobs import choose_k_job, compare_job
from ... import style
from .texts import tr

MAX_MEDOID_POINTS = 20_000


class CompareView(LazyView):
    """k-means and k-medoids side by side: means chase outliers, medoids stay on the data."""

    def __init__(self, data, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("compare_view")
        self.data, self.messages = data, messages
        self.stale = True
        self.k_spin = spin("compare_k_spin", "K", "Number of clusters for both", 1, 20, 3)
        self.compare_button = button("compare_button", "Compare", "Fit k-means (5 restarts) and "
                                     "k-medoids on the current points")
        self.panel = JobPanel(messages, self._show, self, name="compare",
                              kept=tr("the comparison shown is kept"))
        self.runner = self.panel.runner
        self.views, self.labels = {}, {}
        grid = QGridLayout()
        for col, name in enumerate(("k-means", "k-medoids")):
            self.views[name] = PointView(self, title=name, label_layers=True)
            self.views[name].setMinimumSize(*style.PLOT_MIN)
            self.labels[name] = QLabel("Computed when this view is shown.", self)
            self.labels[name].setWordWrap(True)
            grid.addWidget(self.views[name], 0, col)
            grid.addWidget(self.labels[name], 1, col)
        tip = QLabel("Tip: generate blobs with Outliers % = 10: means are pulled towards the "
                     "outliers, medoids are not.")
        tip.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel("K"))
        top.addWidget(self.k_spin)
        top.addWidget(self.compare_button)
        top.addWidget(tip, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.panel)
        layout.addLayout(grid, 1)
        self.compare_button.clicked.connect(self.compare)
        self.k_spin.valueChanged.connect(lambda _: self.invalidate())

    def refresh(self):
        self.compare()

    def compare(self):
        X, proj = self.data()
        k = self.k_spin.value()
        if len(X) > MAX_MEDOID_POINTS:
            self.messages.error(f"k-medoids compares every pair of points in a cluster (O(n²)); "
                                f"use at most {MAX_MEDOID_POINTS:,} points for this comparison.")
            return
        if k > len(X):
            self.messages.error(f"K = {k} is larger than the number of points ({len(X)}).")
            return
        self._X, self._proj = X, proj
        for name in self.views:
            self.labels[name].setText("computing…")
        self.panel.start(compare_job(X, k, 0), "Comparing…")

    def _show(self, result):
        for name, model in (("k-means", result.kmeans), ("k-medoids", result.kmedoids)):
            view = self.views[name]
            view.set_points(self._proj.points(self._X), editable=False)
            view.color_by_labels(model.labels_)
            view.set_centers(self._proj.centers(model.cluster_centers_))
            view.enableAutoRange()
            cost = ("Σ‖x − μ‖²" if name == "k-means" else "Σ‖x − m‖ (not squared)")
            centres = "; ".join("(" + ", ".join(f"{v:.2f}" for v in c) + ")"
                                for c in model.cluster_centers_)
            self.labels[name].setText(f"<b>{name}</b>: cost {cost} = {model.inertia_:.4g}<br>"
                                      f"centres: {centres}")
        self.messages.info("k-means and k-medoids compared on the current points.")


class ChooseKView(LazyView):
    """Cost against K (look for the elbow) and the mixture's BIC and AIC (lower is better)."""

    def __init__(self, data, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("choose_k_view")
        self.data, self.messages = data, messages
        self.stale = True
        self.rows = []
        self.k_max_spin = spin("k_max_spin", "Largest K", "Try K = 1 … this", 2, 30, 8)
        self.cov_combo = combo("choose_k_covariance", "Covariance", "Covariance type of the "
                               "mixtures scored by BIC/AIC", ("full", "diag", "spherical"))
        self.compute_button = button("choose_k_button", "Compute", "Fit k-means and a Gaussian "
                                     "mixture for every K")
        self.panel = JobPanel(messages, self._show, self, name="choose_k",
                              kept=tr("the curves shown are kept"))
        self.runner = self.panel.runner
        self.elbow = pg.PlotWidget(title="k-means cost J(K): the elbow")
        self.ic = pg.PlotWidget(title="mixture BIC, AIC (lower is better)")
        for plot in (self.elbow, self.ic):
            style.themed(plot)
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.setLabel("bottom", "K")
            plot.setMinimumSize(*style.PLOT_MIN)
            plot.setXRange(1, 8)
            plot.setYRange(0, 1)
        self.ic.addLegend()
        marker = dict(symbol="o", symbolSize=7)
        self.elbow_curve = self.elbow.plot([], [], pen=pg.mkPen(palette.color(0), width=2),
                                           symbolBrush=palette.color(0), **marker)
        self.bic_curve = self.ic.plot([], [], pen=pg.mkPen(palette.color(1), width=2), name="BIC",
                                      symbolBrush=palette.color(1), **marker)
        self.aic_curve = self.ic.plot([], [], pen=pg.mkPen(palette.color(2), width=2), name="AIC",
                                      symbolBrush=palette.color(2), **marker)
        self.result = QLabel("Computed when this view is shown.", self)
        self.result.setWordWrap(True)
        top = hbox("Largest K", self.k_max_spin, "Covariance", self.cov_combo,
                   self.compute_button, stretch=True)
        plots = QHBoxLayout()
        plots.addWidget(self.elbow)
        plots.addWidget(self.ic)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.panel)
        layout.addLayout(plots, 1)
        layout.addWidget(self.result)
        self.compute_button.clicked.connect(self.compute)
        self.k_max_spin.valueChanged.connect(lambda _: self.invalidate())
        self.cov_combo.currentIndexChanged.connect(lambda _: self.invalidate())

    def refresh(self):
        self.compute()

    def compute(self):
        X, _ = self.data()
        ks = list(range(1, min(self.k_max_spin.value(), len(X)) + 1))
        try:
            job = choose_k_job(X, ks, self.cov_combo.currentText())
        except (DataError, ValueError) as exc:
            self.messages.error(str(exc))
            return
        self.result.setText(f"computing K = 1 … {len(ks)}…")
        self.panel.start(job, "Choosing K…")

    def _show(self, result):
        self.rows = list(result.rows)
        k = np.array([r.k for r in self.rows], dtype=float)
        self.elbow_curve.setData(k, [r.inertia for r in self.rows])
        self.bic_curve.setData(k, [r.bic for r in self.rows])
        self.aic_curve.setData(k, [r.aic for r in self.rows])
        for plot in (self.elbow, self.ic):
            plot.enableAutoRange()
        if self.rows:
            best_bic = min(self.rows, key=lambda r: r.bic).k
            best_aic = min(self.rows, key=lambda r: r.aic).k
            self.result.setText(f"Lowest BIC at K = {best_bic}; lowest AIC at K = {best_aic}.")
            self.messages.info(f"Scored K = 1 … {self.rows[-1].k}.")
