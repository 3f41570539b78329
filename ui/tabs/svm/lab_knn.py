"""SVM tab › k-NN (notes: [NLP] 4. Classification): the regions k nearest neighbours give on the
tab's points, the k neighbours of a clicked place drawn with their distances and votes, and k
against training and cross-validated accuracy. k-NN has no iterations, so no transport block:
everything is computed by one-shot jobs on a worker (``engine.neighbors``)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from engine import Progress
from engine.neighbors import KCurve, KNeighborsClassifier, Neighbours, k_curve

from ... import style
from ...widgets.files import export_button
from ...widgets.forms import as_form, combo, hsplit, spin, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from .lab_common import LAB_GRID, LabCanvas, class_index
from .lab_regression_plots import keyed_title
from .scene import grid

METRICS = (QT_TRANSLATE_NOOP("KnnView", "euclidean"), QT_TRANSLATE_NOOP("KnnView", "cosine"))
WEIGHTS = (QT_TRANSLATE_NOOP("KnnView", "uniform"), QT_TRANSLATE_NOOP("KnnView", "distance"))
LABELLED = 12          # distances written beside the neighbours for k up to this


@dataclass(frozen=True)
class KnnResult:
    """The fitted model, the class index of every grid cell, and the k curve (None when the
    points are too few for the folds; ``note`` says why)."""

    model: KNeighborsClassifier
    labels: np.ndarray
    rect: tuple
    curve: KCurve | None
    note: str


@dataclass(frozen=True)
class Query:
    """The neighbours of one clicked place ``q`` and the vote shares per class."""

    q: np.ndarray
    neighbours: Neighbours
    proba: np.ndarray


def knn_job(X, y, rect, *, k, metric, weights, max_k, folds, seed):
    yield Progress(0, 2, QCoreApplication.translate("LabJobs", "regions…"))
    model = KNeighborsClassifier(k, metric=metric, weights=weights).fit(X, y)
    classes = model.classes_
    labels = np.searchsorted(classes, model.predict(grid(rect, LAB_GRID)))
    yield Progress(1, 2, QCoreApplication.translate("LabJobs", "k against accuracy…"))
    curve, note = None, ""
    counts = np.unique(np.asarray(y), return_counts=True)[1]
    top = min(max_k, int(len(X) * (folds - 1) / folds))
    if counts.min() < folds or top < 1:
        note = (f"{folds}-fold cross-validation needs at least {folds} points of each class; "
                "add points or choose fewer folds.")
    else:
        ks = np.unique(np.r_[np.arange(1, min(top, 15) + 1), np.linspace(1, top, 12).round()])
        curve = k_curve(X, y, ks.astype(int), folds=folds, metric=metric, seed=seed)
    return KnnResult(model, labels, tuple(rect), curve, note)


def query_job(model, q):
    q = np.asarray(q, float).reshape(1, -1)
    yield Progress(0, 1, QCoreApplication.translate("LabJobs", "neighbours…"))
    return Query(q[0], model.kneighbors(q), model.predict_proba(q)[0])


class KnnView(LazyView):
    """k nearest neighbours on the SVM tab's points; click anywhere for that place's
    neighbours."""

    def __init__(self, data, parent=None):
        super().__init__(parent)
        self.setObjectName("knn_view")
        self.data = data
        self.stale = True
        self.result: KnnResult | None = None
        self.query: Query | None = None
        self.X, self.y = np.empty((0, 2)), np.empty(0)
        self.classes, self.yi = np.empty(0), np.empty(0, int)
        self.messages = MessageBar(self, "knn_messages")
        self.canvas = LabCanvas(self)
        self.canvas.mode = "centers"          # every click is a query place
        self.canvas.empty_clicked.connect(self.ask)
        self.curve_plot = pg.PlotWidget()
        self.curve_plot.setObjectName("knn_curve")
        style.themed(self.curve_plot)
        style.style_plot(self.curve_plot.getPlotItem())
        self.curve_plot.setMinimumSize(*style.PLOT_MIN)
        c = style.categorical
        self.train_curve = self.curve_plot.plot([], [], pen=style.pen(c(0)), symbol="o",
                                                symbolSize=4, symbolBrush=c(0), name="t")
        self.val_curve = self.curve_plot.plot([], [], pen=style.pen(c(1)), symbol="o",
                                              symbolSize=4, symbolBrush=c(1), name="v")
        self.val_band = pg.ErrorBarItem(x=np.zeros(0), y=np.zeros(0), height=np.zeros(0),
                                        pen=pg.mkPen(*c(1), 120))
        self.curve_plot.addItem(self.val_band)
        self.k_line = pg.InfiniteLine(angle=90, pen=style.pen(style.theme().muted, 1, True))
        self.curve_plot.addItem(self.k_line)
        self.explanation = QTextBrowser(self)
        self.explanation.setObjectName("knn_explanation")
        self.explanation.setMinimumSize(200, 80)
        self._neighbour_items = self._make_neighbour_items()
        self.panel = JobPanel(self.messages, self._shown, self, name="knn",
                              kept=lambda: self.tr("the regions shown are kept"))
        self.query_panel = JobPanel(self.messages, self._answered, self, name="knn_query",
                                    kept=lambda: self.tr("the neighbours shown are kept"))
        self.runner = self.panel.runner
        self._timer = QTimer(self, singleShot=True, interval=120, timeout=self.refresh)
        self._build_settings()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.messages)
        layout.addWidget(self.settings_panel)
        middle = hsplit(self.canvas, vsplit(self.explanation, self.curve_plot,
                                            sizes=[260, 240]), sizes=[450, 330],
                        stretch=(3, 2))    # extra width goes mostly to the canvas
        layout.addWidget(middle, 1)
        self.retranslate()

    def _build_settings(self):
        self.k_spin = spin("knn_k", self.tr("k"), self.tr("Neighbours that vote"), 1, 200, 5)
        self.metric_combo = combo("knn_metric", self.tr("Distance"), self.tr(
            "Euclidean ‖x − x′‖, or cosine 1 − x·x′/(‖x‖‖x′‖) (the angle from the origin "
            "only, as for tf-idf documents)"), [""] * len(METRICS))
        self.weights_combo = combo("knn_weights", self.tr("Votes"), self.tr(
            "Each neighbour one vote, or a vote of 1/d"), [""] * len(WEIGHTS))
        self.max_k_spin = spin("knn_max_k", self.tr("Largest k"), self.tr(
            "The curve's largest k"), 2, 200, 40)
        self.folds_spin = spin("knn_folds", self.tr("Folds"), self.tr(
            "k of the stratified k-fold cross-validation"), 2, 10, 5)
        self._cells = [(self.k_spin, QT_TRANSLATE_NOOP("KnnView", "k")),
                       (self.metric_combo, QT_TRANSLATE_NOOP("KnnView", "distance")),
                       (self.weights_combo, QT_TRANSLATE_NOOP("KnnView", "votes")),
                       (self.max_k_spin, QT_TRANSLATE_NOOP("KnnView", "largest k")),
                       (self.folds_spin, QT_TRANSLATE_NOOP("KnnView", "folds"))]
        grid_ = QGridLayout()
        self._labels = []
        for i, (w, text) in enumerate(self._cells):
            label = QLabel(text)
            self._labels.append(label)
            grid_.addWidget(label, i // 2, 2 * (i % 2))
            grid_.addWidget(w, i // 2, 2 * (i % 2) + 1)
            signal = w.currentIndexChanged if hasattr(w, "currentIndexChanged") else \
                w.valueChanged
            signal.connect(lambda *_: self._timer.start())
        self.settings_panel = QWidget()
        self.settings_panel.setObjectName("knn_settings")
        sp = QVBoxLayout(self.settings_panel)
        sp.setContentsMargins(0, 0, 0, 0)
        sp.addLayout(as_form(grid_))
        sp.addWidget(self.panel)
        sp.addWidget(self.query_panel)
        sp.addWidget(export_button(self, "knn_export", self.canvas, "knn"))

    def detach_controls(self):
        """The settings go to the tab's side column; k-NN has no transport block."""
        self.layout().removeWidget(self.settings_panel)
        return self.settings_panel, None

    def _make_neighbour_items(self):
        spokes = pg.PlotCurveItem(connect="pairs", pen=style.pen(style.theme().foreground, 1.5))
        ring = pg.ScatterPlotItem(size=15, brush=None, pen=pg.mkPen(style.theme().foreground,
                                                                     width=2))
        place = pg.ScatterPlotItem(size=16, symbol="star", pen=pg.mkPen(style.theme().foreground),
                                   brush=pg.mkBrush(*style.theme().highlight))
        for it in (spokes, ring, place):
            it.setZValue(25)
            self.canvas.addItem(it)
        return {"spokes": spokes, "ring": ring, "place": place, "labels": []}

    def retranslate(self):
        for label, (_, text) in zip(self._labels, self._cells):
            label.setText(self.tr(text))
        for box, names in ((self.metric_combo, METRICS), (self.weights_combo, WEIGHTS)):
            for i, name in enumerate(names):
                box.setItemText(i, self.tr(name))
        self.canvas.setTitle(self.tr("k-NN regions: click a place"), size="9pt")   # short: fits
        keyed_title(self.curve_plot, self.tr("accuracy"),
                    ((self.tr("training"), style.categorical(0), False),
                     (self.tr("CV ± sd"), style.categorical(1), False)))   # short: fits
        self.curve_plot.setLabel("bottom", "k")
        self._show_curve()
        self._explain()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "_labels"):
            self.retranslate()
        super().changeEvent(event)

    # -- computing ------------------------------------------------------------------------
    def params(self) -> dict:
        return dict(k=self.k_spin.value(), metric=METRICS[self.metric_combo.currentIndex()],
                    weights=WEIGHTS[self.weights_combo.currentIndex()],
                    max_k=self.max_k_spin.value(), folds=self.folds_spin.value())

    def refresh(self):
        if not self.isVisible():
            self.stale = True
            return
        X, y = self.data()
        self.X, self.y = np.asarray(X, float), np.asarray(y)
        self.classes, self.yi = class_index(self.y)
        self.canvas.set_points(self.X, editable=False)
        self.canvas.color_by_labels(self.yi)
        self.canvas.enableAutoRange()
        p = self.params()
        if len(self.classes) < 2 or len(self.X) < p["k"]:
            self.result, self.query = None, None          # nothing stale stays on show
            self.canvas.show_regions(None, self.canvas.data_rect(), 1)
            self._draw_neighbours()
            self._show_curve()
            self.messages.error(lambda: self.tr(
                                    "k-NN needs points of at least two classes and at least "
                                    "k = {k} of them: draw or generate some."),
                                k=p["k"])
            return
        self.messages.clear_message()
        self.panel.start(knn_job(self.X, self.y, self.canvas.data_rect(), seed=0, **p),
                         self.tr("k nearest neighbours…"))

    def _shown(self, result: KnnResult):
        self.result = result
        self.canvas.show_regions(result.labels, result.rect, len(self.classes))
        if result.note:
            self.messages.warning(result.note)
        self._show_curve()
        if self.query is not None:
            self.ask(*self.query.q)
        else:
            self._explain()

    def ask(self, x: float, y: float):
        """The k neighbours of the clicked place (x, y), found on a worker."""
        if self.result is None:
            return
        self.query_panel.start(query_job(self.result.model, (x, y)), self.tr("neighbours…"))

    def _answered(self, query: Query):
        self.query = query
        self._draw_neighbours()
        self._explain()

    # -- painting -------------------------------------------------------------------------
    def _show_curve(self):
        item = self.curve_plot.getPlotItem()
        c = None if self.result is None else self.result.curve
        if c is None:
            self.train_curve.setData([], [])
            self.val_curve.setData([], [])
            self.val_band.setData(x=np.zeros(0), y=np.zeros(0), height=np.zeros(0))
            style.empty_state(item, self.tr("Training and cross-validated accuracy for each k "
                                            "appear here."))
            return
        style.clear_empty_state(item)
        self.train_curve.setData(c.ks, c.training)
        self.val_curve.setData(c.ks, c.validation)
        self.val_band.setData(x=c.ks.astype(float), y=c.validation,
                              height=2 * c.validation_std)
        self.k_line.setValue(self.k_spin.value())
        item.setYRange(max(0.0, float(np.min(c.validation - c.validation_std)) - 0.05), 1.02)

    def _draw_neighbours(self):
        items = self._neighbour_items
        for label in items["labels"]:
            self.canvas.removeItem(label)
        items["labels"] = []
        q = self.query
        if q is None or self.result is None or len(self.X) == 0:
            for key in ("spokes", "ring", "place"):
                items[key].setData([], [])
            return
        idx, dist = q.neighbours.indices[0], q.neighbours.distances[0]
        P = self.X[idx]
        items["place"].setData([q.q[0]], [q.q[1]])
        items["ring"].setData(P[:, 0], P[:, 1])
        items["spokes"].setData(np.c_[np.full(len(P), q.q[0]), P[:, 0]].ravel(),
                                np.c_[np.full(len(P), q.q[1]), P[:, 1]].ravel())
        if len(idx) <= LABELLED:
            for p, d in zip(P, dist):
                # beside its ringed point (midpoints of short spokes pile up on each other)
                label = pg.TextItem(f"{d:.3g}", color=style.theme().foreground,
                                    anchor=(-0.25, 1.1))
                label.setFont(style.font(style.CAPTION))
                label.setPos(*p)
                self.canvas.addItem(label)
                items["labels"].append(label)

    def _explain(self):
        p = self.params()
        metric = (self.tr("‖x − x′‖ (Euclidean)") if p["metric"] == "euclidean" else
                  self.tr("1 − x·x′/(‖x‖‖x′‖) (cosine)"))
        text = [self.tr("<b>k nearest neighbours</b>: a place x gets the class most of its k "
                        "nearest training points have, ŷ(x) = argmax<sub>c</sub> Σ<sub>i ∈ "
                        "N<sub>k</sub>(x)</sub> w<sub>i</sub> [y<sub>i</sub> = c], with d(x, "
                        "x′) = {metric} and w<sub>i</sub> = 1 or 1/d. There is no training: "
                        "the points are the model.").format(metric=metric)]
        q, r = self.query, self.result
        if q is not None and r is not None:
            idx, dist = q.neighbours.indices[0], q.neighbours.distances[0]
            names = [str(c) for c in r.model.classes_]
            rows = "".join(f"<tr><td>{j + 1}</td><td>#{i}</td><td>{self._name(i)}</td>"
                           f"<td>{d:.4g}</td></tr>"
                           for j, (i, d) in enumerate(zip(idx[:30], dist[:30])))
            votes = ", ".join(f"{n}: {s:.0%}" for n, s in zip(names, q.proba))
            text.append(self.tr("<b>At ({x:.3g}, {y:.3g})</b>: the {k} nearest points (ringed; "
                                "distances on the spokes), votes {votes} → <b>{c}</b>.").format(
                x=q.q[0], y=q.q[1], k=len(idx), votes=votes,
                c=names[int(np.argmax(q.proba))]))
            text.append("<table cellspacing='6'><tr><th>#</th><th>" + self.tr("point") +
                        "</th><th>" + self.tr("class") + "</th><th>d</th></tr>" + rows +
                        "</table>")
        else:
            text.append(self.tr("Click anywhere on the plot: its k neighbours are ringed and "
                                "their distances written on the spokes."))
        c = None if r is None else r.curve
        if c is not None:
            text.append(self.tr("Cross-validated accuracy ({f} folds) is highest at k = {k} "
                                "({a:.1%}). A small k follows every point (k = 1 scores "
                                "{t:.0%} on the training points: each is its own neighbour) "
                                "and varies with them; a large k smooths the regions until "
                                "they underfit.").format(
                f=len(c.per_fold), k=c.best_k, a=float(np.max(c.validation)),
                t=float(c.training[0])))
        self.explanation.setHtml("<br>".join(text))

    def _name(self, i):
        return str(self.y[i]) if i < len(self.y) else "?"

    def shutdown(self):
        from ...runner import cancel_all
        cancel_all(self)
