"""Side views of the Clustering tab: k-means against k-medoids on the same data, and choosing K
(elbow of the cost, BIC and AIC of the mixture). Both compute on a worker when first shown (and
again when shown after the data changed), through a JobPanel; the tab's message bar tells."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QT_TR_NOOP
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from engine import DataError
from engine.cluster.explain import match_clusters

from ...plots import palette
from ...plots.point_view import PointView
from ...widgets.forms import hbox
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from .jobs import choose_k_job, compare_job
from ...i18n import describe
from ... import style
from .texts import Texts, tr

MAX_MEDOID_POINTS = 20_000


def _keyed(title: str) -> str:
    """The title with "BIC" and "AIC" written in their curves' colours."""
    for k, name in ((1, "BIC"), (2, "AIC")):
        r, g, b = palette.color(k)
        title = title.replace(name, f"<span style='color:rgb({r},{g},{b})'>━ {name}</span>", 1)
    return title


class CompareView(LazyView):
    """k-means and k-medoids side by side: means chase outliers, medoids stay on the data."""

    def __init__(self, data, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("compare_view")
        self.data, self.messages = data, messages
        self.stale = True
        self.texts = t = Texts()
        self.result = None
        self.k_spin = t.spin("compare_k_spin", QT_TR_NOOP("K"),
                             QT_TR_NOOP("Number of clusters for both"), 1, 20, 3)
        self.compare_button = t.push("compare_button", QT_TR_NOOP("Compare"), QT_TR_NOOP(
            "Fit k-means (5 restarts) and k-medoids on the current points"))
        self.panel = JobPanel(messages, self._show, self, name="compare",
                              kept=lambda: tr("the comparison shown is kept"))
        self.runner = self.panel.runner
        self.views, self.labels = {}, {}
        grid = QGridLayout()
        for col, name in enumerate(("k-means", "k-medoids")):
            self.views[name] = PointView(self, title=name, label_layers=True)
            self.views[name].setMinimumSize(*style.PLOT_MIN)
            self.labels[name] = t.label(QT_TR_NOOP("Computed when this view is shown."), self)
            # cost and centres wrap to about three lines: kept on screen under the plot
            self.labels[name].setMinimumHeight(3 * self.fontMetrics().lineSpacing() + 4)
            grid.addWidget(self.views[name], 0, col)
            grid.addWidget(self.labels[name], 1, col)
        tip = t.label(QT_TR_NOOP("Tip: generate blobs with Outliers % = 10: means are pulled "
                                 "towards the outliers, medoids are not."))
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

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            if self.result is not None:
                self._describe(self.result)
        super().changeEvent(event)

    def refresh(self):
        self.compare()

    def compare(self):
        X, proj = self.data()
        k = self.k_spin.value()
        if len(X) > MAX_MEDOID_POINTS:
            self.messages.error(lambda: tr(
                                  "k-medoids compares every pair of points in a cluster (O(n²)); "
                                  "use at most {most} points for this comparison."),
                                most=f"{MAX_MEDOID_POINTS:,}")
            return
        if k > len(X):
            self.messages.error(lambda: tr("K = {k} is larger than the number of points ({n})."),
                                k=k, n=len(X))
            return
        self._X, self._proj = X, proj
        for name in self.views:
            self.labels[name].setText(tr("computing…"))
        self.panel.start(compare_job(X, k, 0), tr("Comparing…"))

    def _show(self, result):
        # k-medoids' clusters numbered as k-means' nearest ones: the same blob, the same colour
        order = match_clusters(result.kmeans.cluster_centers_, result.kmedoids.cluster_centers_)
        inverse = np.argsort(order)
        drawn = {"k-means": (result.kmeans.labels_, result.kmeans.cluster_centers_),
                 "k-medoids": (inverse[result.kmedoids.labels_],
                               result.kmedoids.cluster_centers_[order])}
        for name, (labels, centers) in drawn.items():
            view = self.views[name]
            view.set_points(self._proj.points(self._X), editable=False)
            view.color_by_labels(labels)
            view.set_centers(self._proj.centers(centers))
            view.enableAutoRange()
        self._order = order
        self.result = result
        self._describe(result)
        self.messages.info(lambda: tr("k-means and k-medoids compared on the current points."))

    def _describe(self, result):
        order = getattr(self, "_order", None)
        for name, model in (("k-means", result.kmeans), ("k-medoids", result.kmedoids)):
            cost = ("Σ‖x − μ‖²" if name == "k-means" else tr("Σ‖x − m‖ (not squared)"))
            shown = model.cluster_centers_
            if name == "k-medoids" and order is not None:
                shown = shown[order]             # in the colours' order, as drawn
            centres = "; ".join("(" + ", ".join(f"{v:.2f}" for v in c) + ")" for c in shown)
            self.labels[name].setText(tr("<b>{name}</b>: cost {cost} = {value:.4g}<br>centres: "
                                         "{centres}").format(name=name, cost=cost,
                                                             value=model.inertia_,
                                                             centres=centres))


class ChooseKView(LazyView):
    """Cost against K (look for the elbow) and the mixture's BIC and AIC (lower is better)."""

    def __init__(self, data, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("choose_k_view")
        self.data, self.messages = data, messages
        self.stale = True
        self.rows = []
        self.texts = t = Texts()
        self.k_max_spin = t.spin("k_max_spin", QT_TR_NOOP("Largest K"),
                                 QT_TR_NOOP("Try K = 1 … this"), 2, 30, 8)
        self.cov_combo = t.keyed("choose_k_covariance", QT_TR_NOOP("Covariance"), QT_TR_NOOP(
            "Covariance type of the mixtures scored by BIC/AIC"), ("full", "diag", "spherical"))
        self.compute_button = t.push("choose_k_button", QT_TR_NOOP("Compute"), QT_TR_NOOP(
            "Fit k-means and a Gaussian mixture for every K"))
        self.panel = JobPanel(messages, self._show, self, name="choose_k",
                              kept=lambda: tr("the curves shown are kept"))
        self.runner = self.panel.runner
        self.elbow = pg.PlotWidget()
        self.ic = pg.PlotWidget()
        t.add(self.elbow.setTitle, QT_TR_NOOP("k-means cost J(K): the elbow"))
        # the curves' key in the title, coloured as they are drawn (a legend sat on the curves)
        # short titles: pyqtgraph keeps a plot at least as wide as its title, and "(lower is
        # better)" there pushed the right plot past a 1280 px window
        t.add(lambda text: self.ic.setTitle(_keyed(text)), QT_TR_NOOP("mixture BIC, AIC"))
        t.add(lambda text: self.ic.setLabel("left", text), QT_TR_NOOP("lower is better"))
        for plot in (self.elbow, self.ic):
            style.themed(plot)
            style.style_plot(plot.getPlotItem())
            plot.setLabel("bottom", "K")
            plot.setMinimumSize(style.PLOT_MIN[0], 200)     # two fit one above the other
            t.add(lambda text, p=plot: style.empty_state(p.getPlotItem(), text)
                  if not self.rows else None,
                  QT_TR_NOOP("Computed when this view is shown: the curves against K appear "
                             "here."))
        marker = dict(symbol="o", symbolSize=7)
        self.elbow_curve = self.elbow.plot([], [], pen=pg.mkPen(palette.color(0), width=2),
                                           symbolBrush=palette.color(0), **marker)
        self.bic_curve = self.ic.plot([], [], pen=pg.mkPen(palette.color(1), width=2), name="BIC",
                                      symbolBrush=palette.color(1), **marker)
        self.aic_curve = self.ic.plot([], [], pen=pg.mkPen(palette.color(2), width=2), name="AIC",
                                      symbolBrush=palette.color(2), **marker)
        self.result = t.label(QT_TR_NOOP("Computed when this view is shown."), self)
        # one line: a wrapped label gives the view a height-for-width, and the navigator's
        # scroll area then makes the view as tall as the plots' preferred 480 px each
        self.result.setWordWrap(False)
        largest, cov = QLabel(), QLabel()
        t.add(largest.setText, QT_TR_NOOP("Largest K"))
        t.add(cov.setText, QT_TR_NOOP("Covariance"))
        top = hbox(largest, self.k_max_spin, cov, self.cov_combo, self.compute_button,
                   stretch=True)
        # one above the other: side by side, beside the data box and the explanation column,
        # each was narrower than its title and cut its last K at 1280 px
        plots = QVBoxLayout()
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

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            if self.rows:
                self._say_best()
        super().changeEvent(event)

    def refresh(self):
        self.compute()

    def compute(self):
        X, _ = self.data()
        ks = list(range(1, min(self.k_max_spin.value(), len(X)) + 1))
        try:
            job = choose_k_job(X, ks, self.cov_combo.key())
        except (DataError, ValueError) as exc:
            self.messages.error(describe(exc))
            return
        self.result.setText(tr("computing K = 1 … {k}…").format(k=len(ks)))
        self.panel.start(job, tr("Choosing K…"))

    def _show(self, result):
        self.rows = list(result.rows)
        k = np.array([r.k for r in self.rows], dtype=float)
        self.elbow_curve.setData(k, [r.inertia for r in self.rows])
        self.bic_curve.setData(k, [r.bic for r in self.rows])
        self.aic_curve.setData(k, [r.aic for r in self.rows])
        for plot in (self.elbow, self.ic):
            style.clear_empty_state(plot.getPlotItem())
            plot.enableAutoRange()
        if self.rows:
            self._say_best()
            self.messages.info(lambda: tr("Scored K = 1 … {k}."),
                               k=self.rows[-1].k)

    def _say_best(self):
        best_bic = min(self.rows, key=lambda r: r.bic).k
        best_aic = min(self.rows, key=lambda r: r.aic).k
        self.result.setText(tr("Lowest BIC at K = {bic}; lowest AIC at K = {aic}.").format(
            bic=best_bic, aic=best_aic))
