"""Side views of the Clustering tab: k-means against k-medoids on the same data, and choosing K
(elbow of the cost, BIC and AIC of the mixture)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine import DataError
from engine.cluster import KMeans, KMedoids, iter_choose_k

from ...plots import palette
from ...plots.point_view import PointView
from ...runner import AlgorithmRunner
from ...widgets.forms import button, combo, hbox, spin
from ...widgets.messages import MessageBar


def _compare(X, k, seed):
    """Both fits, one after the other (a cancel takes effect between them)."""
    yield "k-means", KMeans(k, n_init=5, random_state=seed).fit(X)
    yield "k-medoids", KMedoids(k, random_state=seed).fit(X)


class CompareView(QWidget):
    """k-means and k-medoids side by side: means chase outliers, medoids stay on the data."""

    def __init__(self, data, parent=None):
        super().__init__(parent)
        self.setObjectName("compare_view")
        self.data = data
        self.runner = AlgorithmRunner(self)
        self.k_spin = spin("compare_k_spin", "K", "Number of clusters for both", 1, 20, 3)
        self.compare_button = button("compare_button", "Compare", "Fit k-means (5 restarts) and "
                                     "k-medoids on the current points")
        self.messages = MessageBar(self, "compare_messages")
        self.views, self.labels = {}, {}
        grid = QGridLayout()
        for col, name in enumerate(("k-means", "k-medoids")):
            self.views[name] = PointView(self, title=name)
            self.labels[name] = QLabel("", self)
            self.labels[name].setWordWrap(True)
            grid.addWidget(self.views[name], 0, col)
            grid.addWidget(self.labels[name], 1, col)
        top = QHBoxLayout()
        top.addWidget(QLabel("K"))
        top.addWidget(self.k_spin)
        top.addWidget(self.compare_button)
        tip = QLabel("Tip: generate blobs with Outliers % = 10 to see the difference: means are "
                     "pulled towards the outliers, medoids are not.")
        tip.setWordWrap(True)
        top.addWidget(tip, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.messages)
        layout.addLayout(grid, 1)
        self.compare_button.clicked.connect(self.compare)
        self.runner.steps.connect(self._show)
        self.runner.failed.connect(self.messages.error)

    def compare(self):
        X, proj = self.data()
        if len(X) > 20_000:
            self.messages.error("k-medoids is O(n²) per update; use at most 20,000 points here.")
            return
        if self.k_spin.value() > len(X):
            self.messages.error(f"K={self.k_spin.value()} is larger than the number of points "
                                f"({len(X)}).")
            return
        self.messages.clear_message()
        self._proj = proj
        for name, view in self.views.items():
            view.set_points(proj.points(X), editable=False)
            view.set_centers(None)
            self.labels[name].setText("computing…")
        self.runner.start(_compare(X, self.k_spin.value(), 0), run=True)

    def _show(self, batch):
        for name, model in batch:
            view = self.views[name]
            view.color_by_labels(model.labels_)
            view.set_centers(self._proj.centers(model.cluster_centers_))
            cost = ("Σ‖x − μ‖²" if name == "k-means" else "Σ‖x − m‖ (not squared)")
            centres = "; ".join("(" + ", ".join(f"{v:.2f}" for v in c) + ")"
                                for c in model.cluster_centers_)
            self.labels[name].setText(f"<b>{name}</b>: cost {cost} = {model.inertia_:.4g}<br>"
                                      f"centres: {centres}")


class ChooseKView(QWidget):
    """Cost against K (look for the elbow) and the mixture's BIC and AIC (lower is better)."""

    def __init__(self, data, parent=None):
        super().__init__(parent)
        self.setObjectName("choose_k_view")
        self.data = data
        self.runner = AlgorithmRunner(self)
        self.k_max_spin = spin("k_max_spin", "Largest K", "Try K = 1 … this", 2, 30, 8)
        self.cov_combo = combo("choose_k_covariance", "Covariance", "Covariance type of the "
                               "mixtures scored by BIC/AIC", ("full", "diag", "spherical"))
        self.compute_button = button("choose_k_button", "Compute", "Fit k-means and a Gaussian "
                                     "mixture for every K")
        self.cancel_button = button("choose_k_cancel", "Cancel", "Stop computing")
        self.messages = MessageBar(self, "choose_k_messages")
        self.elbow = pg.PlotWidget(title="k-means cost J(K) — look for the elbow")
        self.ic = pg.PlotWidget(title="Gaussian mixture: BIC and AIC (lower is better)")
        for plot in (self.elbow, self.ic):
            plot.setBackground("w")
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.setLabel("bottom", "K")
        self.ic.addLegend()
        style = dict(symbol="o", symbolSize=7)
        self.elbow_curve = self.elbow.plot([], [], pen=pg.mkPen(palette.color(0), width=2),
                                           symbolBrush=palette.color(0), **style)
        self.bic_curve = self.ic.plot([], [], pen=pg.mkPen(palette.color(1), width=2), name="BIC",
                                      symbolBrush=palette.color(1), **style)
        self.aic_curve = self.ic.plot([], [], pen=pg.mkPen(palette.color(2), width=2), name="AIC",
                                      symbolBrush=palette.color(2), **style)
        self.result = QLabel("", self)
        top = hbox("Largest K", self.k_max_spin, "Covariance", self.cov_combo,
                   self.compute_button, self.cancel_button, stretch=True)
        plots = QHBoxLayout()
        plots.addWidget(self.elbow)
        plots.addWidget(self.ic)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.messages)
        layout.addLayout(plots, 1)
        layout.addWidget(self.result)
        self.compute_button.clicked.connect(self.compute)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.runner.steps.connect(self._add)
        self.runner.failed.connect(self.messages.error)
        self.runner.finished.connect(self._done)
        self.rows = []

    def compute(self):
        X, _ = self.data()
        ks = range(1, min(self.k_max_spin.value(), len(X)) + 1)
        try:
            steps = iter_choose_k(X, ks, covariance_type=self.cov_combo.currentText(),
                                  random_state=0)
        except (DataError, ValueError) as exc:
            self.messages.error(str(exc))
            return
        self.messages.clear_message()
        self.rows = []
        self._draw()
        self.result.setText(f"computing K = 1 … {len(ks)}…")
        self.runner.start(steps, run=True)

    def _add(self, batch):
        self.rows.extend(batch)
        self._draw()
        self.result.setText(f"computed {len(self.rows)} value(s) of K…")

    def _draw(self):
        k = np.array([r.k for r in self.rows], dtype=float)
        self.elbow_curve.setData(k, [r.inertia for r in self.rows])
        self.bic_curve.setData(k, [r.bic for r in self.rows])
        self.aic_curve.setData(k, [r.aic for r in self.rows])

    def _done(self):
        if self.rows:
            best_bic = min(self.rows, key=lambda r: r.bic).k
            best_aic = min(self.rows, key=lambda r: r.aic).k
            self.result.setText(f"Lowest BIC at K = {best_bic}; lowest AIC at K = {best_aic}.")
