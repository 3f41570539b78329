"""The Documents view of the Clustering tab: the term matrix as a sparse heat map (top terms ×
a sample of documents), each cluster's top terms with its size and main class, purity and the
adjusted Rand index against the class labels, and the CSV exports (coordinates, concept terms,
assignments). Also :func:`document_html`, the clicked document for the explanation panel.

The per-cluster summary is computed on a worker (a JobPanel) when the view is shown for the
clustering on show; everything else here only draws what the DocumentSet already holds."""
from __future__ import annotations

import csv
import html

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...plots import palette
from ...plots.export import export_graphics
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, hsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs_documents import cluster_summary_job
from ... import style

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
                              kept="the cluster terms shown are kept")
        self.info = QLabel("Choose Source: documents (Data box) to turn documents into points.")
        self.info.setWordWrap(True)
        self.heat = pg.PlotWidget(title="top terms × documents")
        style.themed(self.heat)
        self.heat.setMinimumSize(160, 160)
        self.heat_image = pg.ImageItem()
        self.heat_image.setColorMap(pg.colormap.get("viridis"))
        self.heat.addItem(self.heat_image)
        self.heat.setLabel("bottom", "documents")
        self.heat.getViewBox().invertY(True)
        self.class_strip = pg.ImageItem()
        self.heat.addItem(self.class_strip)
        self.heat_hint = QLabel("Point at a cell: its document, term and weight.")
        self.heat_hint.setObjectName("heat_hint")
        self.heat.scene().sigMouseMoved.connect(self._hover)
        self.scores = QLabel("")
        self.scores.setObjectName("cluster_scores")
        self.scores.setWordWrap(True)
        self.table = DataTable("cluster_terms_table", self, "Search clusters…")
        self._build()

    def _build(self):
        self.export_coords = button("export_coordinates_button", "Coordinates…",
                                    "Save every document's coordinates (all k) and class as CSV")
        self.export_concepts = button("export_concepts_button", "Concept terms…",
                                      "Save each concept's (component's) top positive and "
                                      "negative terms as CSV")
        self.export_assign = button("export_assignments_button", "Assignments…",
                                    "Save each document's cluster (the step on show) as CSV")
        self.export_heat = button("export_heat_button", "Heat map…",
                                  "Save the heat map as PNG or SVG")
        row = QHBoxLayout()
        row.addWidget(QLabel("Export CSV:"))
        for b in (self.export_coords, self.export_concepts, self.export_assign, self.export_heat):
            row.addWidget(b)
        row.addWidget(self.panel, 1)
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
        split = hsplit(heat, side, sizes=[330, 300])
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        layout.addLayout(row)
        layout.addWidget(split, 1)
        self.export_coords.clicked.connect(lambda: self._save("coordinates", write_coordinates))
        self.export_concepts.clicked.connect(lambda: self._save("concepts", write_concepts))
        self.export_assign.clicked.connect(lambda: self._save("assignments", write_assignments))
        self.export_heat.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Export heat map", "heat_map.png", "PNG (*.png);;SVG (*.svg)",
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
            self.info.setText(f"{docs.summary} Weights: {docs.tm.formula}."
                              if docs is not None else
                              "Choose Source: documents (Data box) to turn documents into "
                              "points.")
        if docs is None or self.labels is None or len(self.labels) != len(docs.coords):
            self.panel.runner.cancel()
            self.table.set_columns(["cluster", "size", "top terms", "main class"],
                                   [[], [], [], []])
            self.scores.setText("Run a clustering (Run view): each cluster's top terms appear "
                                "here." if docs is not None else "")
            return
        self.panel.start(cluster_summary_job(docs, self.labels), "Summarising clusters…")

    def _summarised(self, summary):
        self.summary = summary
        rows = summary.clusters
        self.table.set_columns(
            ["cluster", "size", "top terms", "main class"],
            [[r.cluster for r in rows], [r.size for r in rows], [", ".join(r.terms) for r in rows],
             [r.main_class for r in rows]],
            row_colors=[_light(palette.color(r.cluster)) for r in rows])
        if summary.purity is None:
            self.scores.setText("No class labels (a folder without sub-folders): purity and "
                                "ARI need them.")
        else:
            self.scores.setText(
                f"<b>purity</b> = (1/n) Σ<sub>k</sub> max<sub>c</sub> |cluster k ∩ class c| = "
                f"{summary.purity:.3f}; <b>adjusted Rand index</b> = {summary.ari:.3f} "
                "(1: the clusters are the classes; about 0: no better than chance).")

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
        heat = docs.heat
        # ImageItem's first axis is x: documents across, terms down
        self.heat_image.setImage(heat.values.T, autoLevels=True)
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
            self.heat_hint.setText(f"{docs.corpus.names[i]} ({_class_of(docs, i) or 'no class'})"
                                   f" · {docs.heat.terms[row]} · weight {values[row, col]:.3g}")

    def _save(self, what, writer):
        docs, labels = self.docs, self.labels
        save_with_dialog(self, self.messages, f"Save {what}", f"{what}.csv", "CSV (*.csv)",
                         lambda path: writer(path, docs, labels))


def _light(rgb):
    """A cluster's colour mixed with white, as '#rrggbb' (a table row's background)."""
    r, g, b = (int(255 - 0.3 * (255 - c)) for c in rgb)
    return f"#{r:02x}{g:02x}{b:02x}"


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
    "LSI": "<b>LSI</b>: the truncated SVD X ≈ U<sub>k</sub>Σ<sub>k</sub>V<sub>k</sub>ᵀ of the "
           "sparse documents × terms matrix; a document's point is its row of UΣ = XV, each "
           "concept a row of Vᵀ (a weighted mix of terms).",
    "PCA": "<b>PCA</b>: Z = X − mean (divided by each column's s.d. for the correlation "
           "matrix), C = ZᵀZ/(n − 1) = VΛVᵀ; a document's point is its row of ZV<sub>k</sub>, "
           "component j explains λ<sub>j</sub>/Σλ of the variance.",
    "MDS": "<b>MDS</b>: points placed so that their distances match the documents' "
           "dissimilarities δ<sub>ij</sub>. Classical: B = −½ J D⁽²⁾ J, X = V<sub>k</sub>"
           "Λ<sub>k</sub><sup>½</sup>. SMACOF: minimise the stress σ = Σ<sub>i&lt;j</sub>"
           "(d<sub>ij</sub>(X) − δ<sub>ij</sub>)² by Guttman transforms X ← (1/n)B(X)X.",
}


def documents_intro_html(docs):
    """How the documents became these points (shown until a document is clicked)."""
    return (f"<p><b>Documents as points.</b> Weights: {html.escape(docs.tm.formula)}.</p>"
            f"<p>{REDUCTION_MATH[docs.kind]}</p><p>Click a point to read its document.</p><hr>")


def document_html(docs, i, labels=None, n_terms=8):
    """The clicked document: name, class, cluster, its heaviest terms and its text."""
    terms = ", ".join(f"{html.escape(str(t))} ({w:.3g})"
                      for t, w in docs.tm.top_terms([i], n_terms)) or "none (no term kept)"
    parts = [f"<h3>Document {i}: {html.escape(str(docs.corpus.names[i]))}</h3>"]
    if docs.labels is not None:
        c = int(docs.labels[i])
        r, g, b = palette.color(c)
        parts.append(f"<p>class <span style='color:rgb({r},{g},{b})'>■</span> "
                     f"{html.escape(docs.classes[c])}</p>")
    if labels is not None and i < len(labels):
        k = int(labels[i])
        r, g, b = palette.color(k)
        parts.append(f"<p>cluster <span style='color:rgb({r},{g},{b})'>■</span> {k}</p>")
    parts.append(f"<p><b>top terms</b> (weight): {terms}</p>")
    text = docs.corpus.texts[i]
    more = "…" if len(text) > TEXT_CHARS else ""
    parts.append("<pre style='white-space:pre-wrap'>" + html.escape(text[:TEXT_CHARS]) + more
                 + "</pre><hr>")
    return "".join(parts)
