"""The LSI page of the Reduction view: singular values, each concept's top positive and negative
terms, documents and terms in the plane of the first two concepts, and a typed query folded in
(q̂ = Σ⁻¹Vᵀq) and ranked by cosine in concept space beside the raw term space — a document
sharing no word with the query can still rank high in concept space (synonymy), and one sharing
a word in another sense can drop (polysemy). The ranking runs on a worker."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QT_TR_NOOP
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ... import style
from ...plots import palette
from ...plots.axes import labelled_plot as plot
from ...widgets.forms import named
from ...widgets.jobs import JobPanel
from ...widgets.table import DataTable
from .jobs_documents import query_job
from .texts import Texts, tr

def titled(texts, title, bottom, left):
    """A labelled plot whose title and axis titles (English sources) follow the language."""
    p = plot("", "", "")
    texts.add(p.setTitle, title)
    texts.add(lambda text: p.setLabel("bottom", text), bottom)
    texts.add(lambda text: p.setLabel("left", text), left)
    return p


BIPLOT_TERMS = 15
RANKED = 15
CHAR_PIXELS, LINE_PIXELS = 7, 16      # a term label's size on screen, about


def spread_labels(P: np.ndarray, sizes: np.ndarray, tries: int = 4) -> np.ndarray:
    """Where to write the labels of the points ``P`` (heaviest first; ``sizes`` their (width,
    height) in data units) so that no two boxes overlap: each label keeps its point's place if
    it is free, else moves down or up half a label's height at a time; NaN where no free place
    was found within ``tries`` (the label is hidden, its dot stays). A greedy pass over at most
    :data:`BIPLOT_TERMS` labels: a few hundred comparisons."""
    P, sizes = np.asarray(P, float), np.asarray(sizes, float)
    out = np.full_like(P, np.nan)
    placed: list[int] = []
    for n, p in enumerate(P):
        w, h = sizes[n]
        for k in [0] + [s * j for j in range(1, tries + 1) for s in (-1, 1)]:
            q = p + (0, 0.5 * k * h)
            if all(abs(q[0] - out[m, 0]) * 2 >= w + sizes[m, 0] or
                   abs(q[1] - out[m, 1]) * 2 >= h + sizes[m, 1] for m in placed):
                out[n] = q
                placed.append(n)
                break
    return out


class ClassScatter:
    """Documents as dots coloured by class: one scatter item per class, each with one brush,
    so thousands of dots cost a brush per class rather than one per dot (pyqtgraph's per-spot
    brushes cost tens of milliseconds of GUI thread)."""

    def __init__(self, plot, size=5):
        self.plot, self.size, self.items = plot, size, []

    def set_points(self, P, labels=None):
        P = np.asarray(P, float)
        groups = ([np.arange(len(P))] if labels is None else
                  [np.flatnonzero(labels == c) for c in range(int(labels.max()) + 1)])
        while len(self.items) < len(groups):
            item = pg.ScatterPlotItem(size=self.size, pen=None)
            self.plot.addItem(item)
            self.items.append(item)
        for j, item in enumerate(self.items):
            if j < len(groups):
                rgb = palette.UNASSIGNED if labels is None else palette.color(j)
                item.setData(pos=P[groups[j]], brush=palette.brush(rgb))
            else:
                item.clear()

    def positions(self):
        """Every dot drawn, class by class (for tests and exports)."""
        parts = [np.c_[i.data["x"], i.data["y"]] for i in self.items if len(i.data)]
        return np.vstack(parts) if parts else np.empty((0, 2))


class LSIPage(QWidget):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("lsi_page")
        self.messages = messages
        self.docs = None
        self.texts = t = Texts()
        self.sigma = plot("", "", "σ")
        t.add(self.sigma.setTitle, QT_TR_NOOP("singular values σ"))
        t.add(lambda text: self.sigma.setLabel("bottom", text), QT_TR_NOOP("concept"))
        self.sigma_bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=palette.color(0))
        self.sigma.addItem(self.sigma_bars)
        self.biplot = plot("", "", "")
        t.add(self.biplot.setTitle, QT_TR_NOOP("documents and terms"))
        t.add(lambda text: self.biplot.setLabel("bottom", text), QT_TR_NOOP("concept 1"))
        t.add(lambda text: self.biplot.setLabel("left", text), QT_TR_NOOP("concept 2"))
        self.doc_points = ClassScatter(self.biplot, 5)
        self.query_point = pg.ScatterPlotItem(size=16, symbol="star", pen=pg.mkPen("k"),
                                              brush=pg.mkBrush(255, 215, 0))
        self.biplot.addItem(self.query_point)
        self.term_items = [pg.TextItem("", color=style.theme().foreground, anchor=(0.5, 0.5))
                           for _ in range(BIPLOT_TERMS)]
        for item in self.term_items:
            self.biplot.addItem(item)
        # each term's exact place (its label may sit a little off it, clear of the others)
        self.term_dots = pg.ScatterPlotItem(size=5, symbol="t", pen=None,
                                            brush=pg.mkBrush(150, 30, 30))
        self.biplot.addItem(self.term_dots)
        self.concepts = DataTable("concepts_table", self, tr("Search concepts…"))
        self.query_edit = named(QLineEdit(self), "query_edit", "Query", "")
        t.named(self.query_edit, QT_TR_NOOP("Query"), QT_TR_NOOP(
            "Words to look for; weighted like the documents and folded into concept space"))
        t.add(self.query_edit.setPlaceholderText, QT_TR_NOOP("type a query, e.g. 'goal match'"))
        self.query_button = t.push("query_button", QT_TR_NOOP("Rank"), QT_TR_NOOP(
            "Rank the documents against the query in concept space and in term space"))
        self.panel = JobPanel(messages, self._ranked, self, name="query",
                              kept=lambda: tr("the ranking shown is kept"))
        self.by_concept = DataTable("concept_ranking_table", self)
        self.by_terms = DataTable("term_ranking_table", self)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        self._result = None
        self._layout()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            if self.docs is not None:
                result = self._result
                self.set_documents(self.docs)
                if result is not None:
                    self._ranked(result)
        super().changeEvent(event)

    def _layout(self):
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.sigma, 0, 0)
        grid.addWidget(self.biplot, 0, 1)
        grid.addWidget(self.concepts, 1, 0, 1, 2)
        query = QWidget()
        ql = QVBoxLayout(query)
        ql.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        query_label = QLabel()
        self.texts.add(query_label.setText, QT_TR_NOOP("Query"))
        row.addWidget(query_label)
        row.addWidget(self.query_edit, 1)
        row.addWidget(self.query_button)
        row.addWidget(self.panel)
        ql.addLayout(row)
        tables = QHBoxLayout()
        for title, table in ((QT_TR_NOOP("concept space: cos(q̂, uᵢ)"), self.by_concept),
                             (QT_TR_NOOP("term space: cos(q, xᵢ) > 0"), self.by_terms)):
            col = QVBoxLayout()
            head = QLabel()
            self.texts.add(lambda text, head=head: head.setText(f"<b>{text}</b>"), title)
            col.addWidget(head)
            col.addWidget(table, 1)
            tables.addLayout(col)
        ql.addLayout(tables, 1)
        ql.addWidget(self.verdict)
        grid.addWidget(query, 2, 0, 1, 2)
        grid.setRowStretch(0, 3)
        grid.setRowStretch(1, 2)
        grid.setRowStretch(2, 3)
        self.query_button.clicked.connect(self.rank)
        self.query_edit.returnPressed.connect(self.rank)

    def set_documents(self, docs):
        self.docs = docs
        self.panel.runner.cancel()
        model = docs.model
        s = model.singular_values_
        self.sigma_bars.setOpts(x=np.arange(1, len(s) + 1), height=s)
        self._result = None
        self.concepts.set_columns(
            [tr("concept"), "σ", tr("top + terms"), tr("top − terms")],
            [[c.index + 1 for c in docs.concepts], [c.singular_value for c in docs.concepts],
             [", ".join(t for t, _ in c.positive) for c in docs.concepts],
             [", ".join(t for t, _ in c.negative) for c in docs.concepts]])
        self._draw_biplot()
        self.query_point.setData([], [])
        for table in (self.by_concept, self.by_terms):
            table.set_columns(self._headers(), [[], [], []])
        self.verdict.setText(tr("Type a query: the documents are ranked by cosine in both "
                                "spaces."))
        for p in (self.sigma, self.biplot):
            p.enableAutoRange()

    def _draw_biplot(self):
        docs = self.docs
        U = docs.coords[:, :2]
        self.doc_points.set_points(U, docs.labels)
        # terms at Σ V (the same scale as the documents' U Σ): the heaviest in the plane
        V = docs.model.components_[:2].T * docs.model.singular_values_[:2]
        top = np.argsort(-np.hypot(V[:, 0], V[:, 1]), kind="stable")[:BIPLOT_TERMS]
        scale = np.abs(U).max() / max(np.abs(V[top]).max(), 1e-12)   # terms fill the plane
        at = V[top] * scale
        self.term_dots.setData(pos=at)
        # a label's box in data units: its characters and line at the plot's present scale
        plane = np.ptp(np.vstack([at, U]), axis=0) * 1.1
        per_pixel = plane / np.maximum([self.biplot.width() - 70, self.biplot.height() - 70],
                                       [100, 80])
        names = [str(docs.terms[i]) for i in top]
        sizes = np.array([(len(t) * CHAR_PIXELS + 6, LINE_PIXELS) for t in names]) * per_pixel
        spots = spread_labels(at, sizes) if len(top) else at
        for n, item in enumerate(self.term_items):     # made once, moved and renamed
            shown = n < len(top) and not np.isnan(spots[n]).any()
            item.setVisible(shown)
            if shown:
                item.setText(names[n])
                item.setColor(style.theme().foreground)
                item.setPos(*spots[n])

    def rank(self):
        text = self.query_edit.text().strip()
        if self.docs is None:
            return
        if not text:
            self.messages.warning(lambda: tr("Type a query first (a few words)."))
            return
        self.panel.start(query_job(self.docs, text), tr("Ranking…"))

    def _headers(self):
        return [tr("document"), tr("class"), tr("cosine")]

    def _ranked(self, result):
        docs, r = self.docs, result.ranking
        if result.docs is not docs:
            return                  # documents changed while ranking
        self._result = result
        for table, scores, order in ((self.by_concept, r.concept, r.concept_order),
                                     (self.by_terms, r.raw, r.raw_order)):
            top = order[:RANKED]
            if scores is r.raw:      # documents sharing no word with the query: not matches
                top = top[scores[top] > 0]
            table.set_columns(
                self._headers(),
                [[docs.corpus.names[i] for i in top],
                 [docs.classes[docs.labels[i]] if docs.labels is not None else ""
                  for i in top], scores[top]])
        q = result.ranking.query[:2] * docs.model.singular_values_[:2]   # q̂ Σ: the docs' scale
        self.query_point.setData([q[0]], [q[1]])
        missing = sum(r.raw[i] == 0 for i in r.concept_order[:RANKED])
        fold = tr("q̂ = Σ⁻¹Vᵀq = ({values}, …) (the notes' Σ⁻¹Uᵀq, written with terms as "
                  "rows); the ★ in the plane is q̂Σ.").format(
            values=", ".join(f"{v:.3g}" for v in r.query[:3]))
        found = (tr("{missing} of the top {top} in concept space share no term with the query "
                    "(cosine 0 in term space): LSI matched them through the concepts.").format(
                     missing=missing, top=RANKED)
                 if missing else tr("Every top document in concept space shares a term with the "
                                    "query."))
        unknown = "" if result.known else " " + tr(
            "None of the query's words is in the vocabulary: both rankings are empty (all "
            "cosines 0).")
        self.verdict.setText(f"{fold} {found}{unknown}")
