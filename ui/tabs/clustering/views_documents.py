"""The Documents view of the Clustering tab: the term matrix as a sparse heat map (top terms ×
a sample of documents), each cluster's top terms with its size and main class, purity and the
adjusted Rand index against the class labels, and the CSV exports (coordinates, concept terms,
assignments). Also :func:`document_html`, the clicked document for the explanation panel.

The per-cluster summary is computed on a worker (a JobPanel) when the view is shown for the
clustering on show; everything else here only draws what the DocumentSet already holds."""
from __future__ import annotations

import csv
import html
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QT_TR_NOOP
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...plots import palette
from ...plots.export import export_graphics
from ...widgets.files import save_with_dialog
from ...widgets.forms import hsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs_documents import cluster_summary_job
from ... import style
from ...i18n import describe
from .texts import Texts, tr

TEXT_CHARS = 4000     # of a clicked document shown in the explanation panel


class DocumentsView(LazyView):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("documents_view")
        self.messages = messages
        self.docs = None
        self.labels = None            # cluster of every document in the clustering on show
        self.summary = None
        self.panel = JobPanel(messages, self._summarised, self, name="cluster_terms",
                              kept=lambda: tr("the cluster terms shown are kept"))
        self.texts = t = Texts()
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.heat = pg.PlotWidget()
        t.add(self.heat.setTitle, QT_TR_NOOP("top terms × documents"))
        style.themed(self.heat)
        self.heat.setMinimumSize(160, 160)
        self.heat_image = pg.ImageItem()
        self.heat_image.setColorMap(style.colormap())
        self.heat.addItem(self.heat_image)
        t.add(lambda text: self.heat.setLabel("bottom", text), QT_TR_NOOP("documents"))
        self.heat.getViewBox().invertY(True)
        self.class_strip = pg.ImageItem()
        self.heat.addItem(self.class_strip)
        # what each shade of the heat map means (the weights' range, set when drawn)
        self.heat_bar = style.colorbar(self.heat.getPlotItem(), self.heat_image, (0.0, 1.0),
                                       tr("weight"))
        # a vertical bar carries its label on its left axis
        t.add(lambda text: self.heat_bar.getAxis("left").setLabel(text), QT_TR_NOOP("weight"))
        self.heat_hint = t.label(QT_TR_NOOP("Point at a cell: its document, term and weight."))
        self.heat_hint.setObjectName("heat_hint")
        self.heat.scene().sigMouseMoved.connect(self._hover)
        self.scores = QLabel("")
        self.scores.setObjectName("cluster_scores")
        self.scores.setWordWrap(True)
        self.table = DataTable("cluster_terms_table", self, tr("Search clusters…"))
        self._build()
        self._say_info()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            self._say_info()
            if self.summary is not None:
                self._summarised(self.summary)
            elif self._drawn is not None or self.docs is None:
                self._say_no_clusters()
        super().changeEvent(event)

    def _say_info(self):
        docs = self.docs
        self.info.setText(tr("{summary} Weights: {formula}.").format(summary=docs_summary(docs),
                                                                    formula=docs.tm.formula)
                          if docs is not None else
                          tr("Choose Source: documents (Data box) to turn documents into "
                             "points."))
        self.heat_bar.setVisible(docs is not None)      # no weights, no scale of them
        if docs is None:     # wrapped: the heat map is narrow beside the cluster table
            style.empty_state(self.heat.getPlotItem(), tr(
                "The term matrix appears here once documents are points.")).setTextWidth(150)

    def _build(self):
        t = self.texts
        self.export_coords = t.push("export_coordinates_button", QT_TR_NOOP("Coordinates…"),
                                    QT_TR_NOOP("Save every document's coordinates (all k) and "
                                               "class as CSV"))
        self.export_concepts = t.push("export_concepts_button", QT_TR_NOOP("Concept terms…"),
                                      QT_TR_NOOP("Save each concept's (component's) top positive "
                                                 "and negative terms as CSV"))
        self.export_assign = t.push("export_assignments_button", QT_TR_NOOP("Assignments…"),
                                    QT_TR_NOOP("Save each document's cluster (the step on show) "
                                               "as CSV"))
        self.export_heat = t.push("export_heat_button", QT_TR_NOOP("Heat map…"),
                                  QT_TR_NOOP("Save the heat map as PNG or SVG"))
        row = QHBoxLayout()
        export_label = QLabel()
        t.add(export_label.setText, QT_TR_NOOP("Export CSV:"))
        row.addWidget(export_label)
        for b in (self.export_coords, self.export_concepts, self.export_assign, self.export_heat):
            row.addWidget(b)
        row.addStretch(1)
        side = QWidget()                     # the scores above the cluster table
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(self.scores)
        sl.addWidget(self.table, 1)
        heat = QWidget()
        hl = QVBoxLayout(heat)
        hl.setContentsMargins(0, 0, 0, 0)
        hl.addWidget(self.heat, 1)
        hl.addWidget(self.heat_hint)
        # the heat map keeps room for its term labels and its colour bar
        split = hsplit(heat, side, sizes=[340, 200])
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        layout.addLayout(row)
        layout.addWidget(self.panel)     # its own line: beside the buttons it made the view
        # wider than the 1280-px window's middle column (a horizontal scroll bar)
        layout.addWidget(split, 1)
        self.export_coords.clicked.connect(lambda: self._save("coordinates", write_coordinates))
        self.export_concepts.clicked.connect(lambda: self._save("concepts", write_concepts))
        self.export_assign.clicked.connect(lambda: self._save("assignments", write_assignments))
        self.export_heat.clicked.connect(lambda: save_with_dialog(
            self, self.messages, tr("Export heat map"), "heat_map.png", "PNG (*.png);;SVG (*.svg)",
            lambda path: export_graphics(self.heat, path)))
        self._enable()

    # -- state -------------------------------------------------------------------------------
    def set_documents(self, docs):
        """The DocumentSet behind the points (None: plain points); drawn when shown."""
        if docs is self.docs:
            return
        self.docs, self.labels, self.summary = docs, None, None
        self.panel.runner.cancel()
        self._drawn = None
        self._enable()
        self.invalidate()

    def set_clusters(self, labels):
        """The clustering on show (None: none yet); summarised when this view is shown."""
        if self.docs is None or (labels is None and self.labels is None):
            return
        if labels is not None and self.labels is not None and np.array_equal(labels,
                                                                             self.labels):
            return
        self.labels = None if labels is None else np.asarray(labels)
        self.summary = None
        self._enable()
        self.invalidate()

    _drawn = None

    def refresh(self):
        docs = self.docs
        if self._drawn is not docs:
            self._drawn = docs
            self._draw_heat()
            self._say_info()
        if docs is None or self.labels is None or len(self.labels) != len(docs.coords):
            self.panel.runner.cancel()
            self._say_no_clusters()
            return
        self.panel.start(cluster_summary_job(docs, self.labels), tr("Summarising clusters…"))

    def _headers(self):
        return [tr("cluster"), tr("size"), tr("top terms"), tr("main class")]

    def _say_no_clusters(self):
        self.table.set_columns(self._headers(), [[], [], [], []])
        self.scores.setText(tr("Run a clustering (Run view): each cluster's top terms appear "
                               "here.") if self.docs is not None else "")

    def _summarised(self, summary):
        self.summary = summary
        rows = summary.clusters
        self.table.set_columns(
            self._headers(),
            [[r.cluster for r in rows], [r.size for r in rows], [", ".join(r.terms) for r in rows],
             [r.main_class for r in rows]],
            row_colors=[_light(palette.color(r.cluster)) for r in rows])
        if summary.purity is None:
            self.scores.setText(tr("No class labels (a folder without sub-folders): purity and "
                                   "ARI need them."))
        else:
            self.scores.setText(tr(
                "<b>purity</b> = (1/n) Σ<sub>k</sub> max<sub>c</sub> |cluster k ∩ class c| = "
                "{purity:.3f}; <b>adjusted Rand index</b> = {ari:.3f} (1: the clusters are the "
                "classes; about 0: no better than chance).").format(purity=summary.purity,
                                                                     ari=summary.ari))

    def _enable(self):
        has = self.docs is not None
        self.export_coords.setEnabled(has)
        self.export_concepts.setEnabled(has and self.docs.concepts is not None)
        self.export_assign.setEnabled(has and self.labels is not None)
        self.export_heat.setEnabled(has)

    def _draw_heat(self):
        docs = self.docs
        axis = self.heat.getAxis("left")
        if docs is None:
            self.heat_image.clear()
            self.class_strip.clear()
            axis.setTicks(None)
            return
        style.clear_empty_state(self.heat.getPlotItem())
        heat = docs.heat
        # ImageItem's first axis is x: documents across, terms down
        self.heat_image.setImage(heat.values.T, autoLevels=True)
        low, high = (float(heat.values.min()), float(heat.values.max())) if heat.values.size \
            else (0.0, 1.0)
        self.heat_bar.setLevels((low, high if high > low else low + 1.0))
        self.heat_image.setRect(0, 0, heat.values.shape[1], heat.values.shape[0])
        axis.setTicks([[(i + 0.5, t) for i, t in enumerate(heat.terms)]])
        if docs.labels is not None:
            rgb = palette.colors(max(len(docs.classes), 1))[docs.labels[heat.documents]]
            self.class_strip.setImage(rgb[:, None, :].astype(np.uint8), levels=(0, 255))
            self.class_strip.setRect(0, -1.2, len(heat.documents), 1)
        else:
            self.class_strip.clear()
        self.heat.setXRange(0, heat.values.shape[1], padding=0.02)
        self.heat.setYRange(-1.4, heat.values.shape[0], padding=0.02)

    def _hover(self, scene_pos):
        """The cell under the mouse: which document, which term, what weight."""
        docs = self.docs
        if docs is None:
            return
        p = self.heat.getViewBox().mapSceneToView(scene_pos)
        col, row = int(np.floor(p.x())), int(np.floor(p.y()))
        values = docs.heat.values
        if 0 <= row < values.shape[0] and 0 <= col < values.shape[1]:
            i = int(docs.heat.documents[col])
            self.heat_hint.setText(tr("{document} ({cls}) · {term} · weight {w:.3g}").format(
                document=docs.corpus.names[i], cls=_class_of(docs, i) or tr("no class"),
                term=docs.heat.terms[row], w=values[row, col]))

    def _save(self, what, writer):
        docs, labels = self.docs, self.labels
        titles = {"coordinates": tr("Save coordinates"), "concepts": tr("Save concepts"),
                  "assignments": tr("Save assignments")}
        save_with_dialog(self, self.messages, titles[what], f"{what}.csv", "CSV (*.csv)",
                         lambda path: writer(path, docs, labels))


def _light(rgb):
    """A cluster's colour mixed 30 % into the theme's background, as '#rrggbb' (a table row's
    background: pale on the light theme, dim on the dark one, the text readable on both)."""
    back = style.theme().background
    r, g, b = (int(bg + 0.3 * (c - bg)) for c, bg in zip(rgb, back))
    return f"#{r:02x}{g:02x}{b:02x}"


def docs_summary(docs) -> str:
    """What the documents became, in the interface's language (the engine's notes after it)."""
    c = docs.corpus
    n, k, terms = f"{len(c.texts):,}", docs.coords.shape[1], f"{len(docs.terms):,}"
    source = tr("the built-in sample") if getattr(c, "kind", "") == "sample" else Path(c.path).name
    method = tr(docs.settings.method)
    text = (tr("{n} documents in {classes} classes from {source}: {terms} terms kept, {method} "
               "to {k} components.").format(n=n, classes=len(c.classes), source=source,
                                              terms=terms, method=method, k=k)
            if c.labels is not None else
            tr("{n} documents from {source}: {terms} terms kept, {method} to {k} "
               "components.").format(n=n, source=source, terms=terms, method=method, k=k))
    return " ".join((text,) + tuple(describe(n) for n in tuple(docs.notes) + tuple(c.notes)))


# -- CSV writers (called with the dialog's path) ------------------------------------------------
def _class_of(docs, i):
    return docs.classes[docs.labels[i]] if docs.labels is not None else ""


def write_coordinates(path, docs, labels=None):
    """document, class, then the k coordinates of every document."""
    k = docs.coords.shape[1]
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["document", "class"] + [f"{docs.prefix} {j + 1}" for j in range(k)])
        for i, name in enumerate(docs.corpus.names):
            w.writerow([name, _class_of(docs, i)] + [f"{v:.8g}" for v in docs.coords[i]])


def write_concepts(path, docs, labels=None):
    """concept, its singular value (LSI) or eigenvalue (PCA), sign, rank, term, weight."""
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["component", "strength", "side", "rank", "term", "weight"])
        for c in docs.concepts or ():
            for side, terms in (("+", c.positive), ("-", c.negative)):
                for r, (term, weight) in enumerate(terms, 1):
                    w.writerow([c.index + 1, f"{c.singular_value:.8g}", side, r, term,
                                f"{weight:.8g}"])


def write_assignments(path, docs, labels):
    """document, class and cluster of every document (the clustering on show)."""
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["document", "class", "cluster"])
        for i, name in enumerate(docs.corpus.names):
            w.writerow([name, _class_of(docs, i), "" if labels is None else int(labels[i])])


# -- the explanation panel's part ----------------------------------------------------------------
REDUCTION_MATH = {
    "LSI": QT_TR_NOOP("<b>LSI</b>: the truncated SVD X ≈ U<sub>k</sub>Σ<sub>k</sub>V<sub>k</sub>ᵀ "
    "of the "
           "sparse documents × terms matrix; a document's point is its row of UΣ = XV, each "
           "concept a row of Vᵀ (a weighted mix of terms)."),
    "PCA": QT_TR_NOOP("<b>PCA</b>: Z = X − mean (divided by each column's s.d. for the correlation "
           "matrix), C = ZᵀZ/(n − 1) = VΛVᵀ; a document's point is its row of ZV<sub>k</sub>, "
           "component j explains λ<sub>j</sub>/Σλ of the variance."),
    "MDS": QT_TR_NOOP("<b>MDS</b>: points placed so that their distances match the documents' "
           "dissimilarities δ<sub>ij</sub>. Classical: B = −½ J D⁽²⁾ J, X = V<sub>k</sub>"
           "Λ<sub>k</sub><sup>½</sup>. SMACOF: minimise the stress σ = Σ<sub>i&lt;j</sub>"
           "(d<sub>ij</sub>(X) − δ<sub>ij</sub>)² by Guttman transforms X ← (1/n)B(X)X."),
}


def documents_intro_html(docs):
    """How the documents became these points (shown until a document is clicked)."""
    return tr("<p><b>Documents as points.</b> Weights: {formula}.</p><p>{math}</p><p>Click a "
              "point to read its document.</p><hr>").format(formula=html.escape(docs.tm.formula),
                                                            math=tr(REDUCTION_MATH[docs.kind]))


def document_html(docs, i, labels=None, n_terms=8):
    """The clicked document: name, class, cluster, its heaviest terms and its text."""
    terms = ", ".join(f"{html.escape(str(t))} ({w:.3g})"
                      for t, w in docs.tm.top_terms([i], n_terms)) or tr("none (no term kept)")
    parts = [tr("<h3>Document {i}: {name}</h3>").format(
        i=i, name=html.escape(str(docs.corpus.names[i])))]
    if docs.labels is not None:
        c = int(docs.labels[i])
        r, g, b = palette.color(c)
        parts.append(tr("<p>class {swatch} {name}</p>").format(
            swatch=f"<span style='color:rgb({r},{g},{b})'>■</span>",
            name=html.escape(docs.classes[c])))
    if labels is not None and i < len(labels):
        k = int(labels[i])
        r, g, b = palette.color(k)
        parts.append(tr("<p>cluster {swatch} {k}</p>").format(
            swatch=f"<span style='color:rgb({r},{g},{b})'>■</span>", k=k))
    parts.append(tr("<p><b>top terms</b> (weight): {terms}</p>").format(terms=terms))
    text = docs.corpus.texts[i]
    more = "…" if len(text) > TEXT_CHARS else ""
    parts.append("<pre style='white-space:pre-wrap'>" + html.escape(text[:TEXT_CHARS]) + more
                 + "</pre><hr>")
    return "".join(parts)
