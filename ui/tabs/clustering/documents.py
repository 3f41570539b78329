"""Documents as a data source of the Clustering tab: the Documents box (which corpus, how terms
are weighted and filtered, which reduction), and :class:`DocumentsSource`, which runs the
reading/weighting/reducing job on a worker and hands the result to the tab as points.

Reading a corpus is kept apart from building its points: changing a weighting or the reduction
rebuilds from the documents already read (the DocumentSet on show carries its Corpus), so only a
new source reads files again. A failed or cancelled job changes nothing: the tab is only touched
when a result arrives."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QT_TR_NOOP
from PySide6.QtWidgets import QFormLayout, QGroupBox, QGridLayout

from engine.features import LABELS as SCORE_LABELS
from engine.text.normalization import STEMMERS
from engine.text import SELECT

from ...widgets.files import ask_folder, ask_open_file, last_folder
from ...widgets.collapsible import CollapsibleBox
from ...i18n import describe
from ...widgets.jobs import JobPanel
from .jobs_documents import (METHODS, WEIGHTINGS, DocumentSettings, documents_job,
                             source_for)
from .texts import tr
from .views_documents import docs_summary

SOURCES = {QT_TR_NOOP("sample documents (built in)"): "sample",
           QT_TR_NOOP("spam sample (Spam tab's)"): "spam",
           QT_TR_NOOP("folder of text files…"): "folder",
           QT_TR_NOOP("spam corpus folder (e-mails)…"): "mail",
           QT_TR_NOOP("spam corpus CSV/TSV…"): "corpus"}
SPACES = (QT_TR_NOOP("2-D view"), QT_TR_NOOP("3-D: two views"), QT_TR_NOOP("all components"))
SCORES = {{"df": QT_TR_NOOP("DF (document frequency)"), "tf": QT_TR_NOOP("total count")}.get(
    s, SCORE_LABELS.get(s, s)): s for s in SELECT}
# the keys of jobs_documents' METHODS and WEIGHTINGS, for lupdate
CHOICE_NAMES = (QT_TR_NOOP("LSI (truncated SVD)"), QT_TR_NOOP("classical MDS"),
                QT_TR_NOOP("SMACOF (metric MDS)"), QT_TR_NOOP("counts"), QT_TR_NOOP("binary"))
GENERATOR_ROWS = ("dataset_combo", "n_points_spin", "data_seed_spin", "outliers_spin",
                  "generate_button")


def build_documents_box(tab) -> QGroupBox:
    """The Documents box; its widgets become attributes of the tab (as in ``controls.py``)."""
    t = tab.texts
    box = tab.documents_box = CollapsibleBox("Documents")
    t.box(box, QT_TR_NOOP("Documents"))
    form = QFormLayout(box)
    tab.doc_source_combo = t.keyed("doc_source_combo", QT_TR_NOOP("Corpus"), QT_TR_NOOP(
        "Which documents: the built-in sample (short texts on a few topics), the Spam tab's "
        "sample, a folder of text files (sub-folders become class labels; any encoding the Text "
        "tab reads), or a corpus as the Spam tab reads it (a folder of e-mails per class, or a "
        "CSV/TSV of label and text)"), SOURCES)
    tab.doc_open_button = t.push("doc_open_button", QT_TR_NOOP("Open…"), QT_TR_NOOP(
        "Choose the folder (or spam CSV) and read it on a worker"))
    tab.doc_weighting_combo = t.keyed("doc_weighting_combo", QT_TR_NOOP("Weighting"), QT_TR_NOOP(
        "Term weights: counts tf, binary (present = 1), or tf-idf = tf · (ln((1 + n)/(1 + df)) "
        "+ 1)"), WEIGHTINGS)
    tab.doc_sublinear_check = t.check("doc_sublinear_check", QT_TR_NOOP("sub-linear tf"),
                                      QT_TR_NOOP("Sub-linear tf"),
                                      QT_TR_NOOP("Use 1 + ln(tf) instead of tf"))
    tab.doc_norm_check = t.check("doc_norm_check", QT_TR_NOOP("cosine norm"),
                                 QT_TR_NOOP("Cosine normalisation"),
                                 QT_TR_NOOP("Scale each document vector to length 1"))
    tab.doc_norm_check.setChecked(True)
    tab.doc_min_df_spin = t.spin("doc_min_df_spin", QT_TR_NOOP("Min DF"), QT_TR_NOOP(
        "Drop terms found in fewer documents than this"), 1, 10_000, 2)
    tab.doc_max_df_spin = t.spin("doc_max_df_spin", QT_TR_NOOP("Max DF %"), QT_TR_NOOP(
        "Drop terms found in more than this percentage of the documents"), 1, 100, 90)
    tab.doc_top_k_spin = t.spin("doc_top_k_spin", QT_TR_NOOP("Keep terms"), QT_TR_NOOP(
        "Keep the best this many terms by the score beside (0: keep all)"), 0, 1_000_000, 1000)
    tab.doc_score_combo = t.keyed("doc_score_combo", QT_TR_NOOP("Rank terms by"), QT_TR_NOOP(
        "What ranks the terms kept: document frequency, total count, or a feature-selection "
        "score of the notes (needs class labels: each class against the rest, the best class "
        "kept)"), SCORES)
    tab.doc_stop_check = t.check("doc_stop_check", QT_TR_NOOP("drop stop words"),
                                 QT_TR_NOOP("Stop words"),
                                 QT_TR_NOOP("Drop English stop words (the, of, and …)"))
    tab.doc_stop_check.setChecked(True)
    tab.doc_stem_combo = t.keyed("doc_stem_combo", QT_TR_NOOP("Stemmer"), QT_TR_NOOP(
        "Reduce words to their stems before counting (the Text tab's stemmers)"),
        (QT_TR_NOOP("no stemming"),) + STEMMERS)
    tab.doc_method_combo = t.keyed("doc_method_combo", QT_TR_NOOP("Reduction"), QT_TR_NOOP(
        "How documents become points: LSI (truncated SVD of the sparse matrix), PCA (centred), "
        "classical MDS or SMACOF from document distances"), METHODS)
    tab.doc_components_spin = t.spin("doc_components_spin", QT_TR_NOOP("Components"),
                                     QT_TR_NOOP("Number of components/concepts kept (k)"),
                                     2, 300, 10)
    tab.doc_matrix_combo = t.keyed("doc_matrix_combo", QT_TR_NOOP("PCA matrix"), QT_TR_NOOP(
        "PCA of the covariance or of the correlation matrix"),
        (QT_TR_NOOP("covariance"), QT_TR_NOOP("correlation")))
    tab.doc_distance_combo = t.keyed("doc_distance_combo", QT_TR_NOOP("Distance"), QT_TR_NOOP(
        "Distance between documents for MDS"), (QT_TR_NOOP("cosine"), QT_TR_NOOP("euclidean")))
    tab.doc_space_combo = t.keyed("doc_space_combo", QT_TR_NOOP("Cluster in"), QT_TR_NOOP(
        "Cluster the 2-D points on show; the first three components, shown as two linked views "
        "(components 1–2 beside 1–3); or all k components (the plot shows the first two)"),
        SPACES)
    tab.doc_build_button = t.push("doc_build_button", QT_TR_NOOP("Build points"), QT_TR_NOOP(
        "Weight, filter and reduce the documents with these settings (on a worker)"))
    top = QGridLayout()
    top.addWidget(tab.doc_source_combo, 0, 0)
    top.addWidget(tab.doc_open_button, 0, 1)
    form.addRow(top)
    t.form_row(form, QT_TR_NOOP("Weighting"), tab.doc_weighting_combo)
    checks = QGridLayout()
    checks.addWidget(tab.doc_sublinear_check, 0, 0)
    checks.addWidget(tab.doc_norm_check, 0, 1)
    checks.addWidget(tab.doc_stop_check, 1, 0)
    checks.addWidget(tab.doc_stem_combo, 1, 1)
    form.addRow(checks)
    df = QGridLayout()
    df.addWidget(tab.doc_min_df_spin, 0, 0)
    df.addWidget(tab.doc_max_df_spin, 0, 1)
    t.add(tab.doc_min_df_spin.setPrefix, QT_TR_NOOP("min DF "))
    t.add(tab.doc_max_df_spin.setPrefix, QT_TR_NOOP("max DF "))
    tab.doc_max_df_spin.setSuffix(" %")
    form.addRow(df)
    keep = QGridLayout()
    keep.addWidget(tab.doc_top_k_spin, 0, 0)
    keep.addWidget(tab.doc_score_combo, 0, 1)
    t.add(tab.doc_top_k_spin.setPrefix, QT_TR_NOOP("top "))
    t.form_row(form, QT_TR_NOOP("Keep"), keep)
    t.form_row(form, QT_TR_NOOP("Reduce"), tab.doc_method_combo)
    comp = QGridLayout()
    comp.addWidget(tab.doc_components_spin, 0, 0)
    comp.addWidget(tab.doc_matrix_combo, 0, 1)
    comp.addWidget(tab.doc_distance_combo, 0, 1)
    tab.doc_components_spin.setPrefix("k = ")
    form.addRow(comp)
    last = QGridLayout()
    last.addWidget(tab.doc_space_combo, 0, 0)
    last.addWidget(tab.doc_build_button, 0, 1)
    t.form_row(form, QT_TR_NOOP("Cluster in"), last)
    return box


class DocumentsSource(QObject):
    """Runs the documents jobs of ``tab`` and hands their results over as points."""

    _opening = False

    def __init__(self, tab):
        super().__init__(tab)
        self.tab = tab
        self.panel = JobPanel(tab.messages, self._arrived, tab, name="documents",
                              kept=lambda: tr("your current points are kept"))
        tab.documents_box.layout().addRow(self.panel)
        tab.source_combo.currentIndexChanged.connect(
            lambda _: self._source_changed(tab.source_combo.key()))
        tab.doc_open_button.clicked.connect(self.open_dialog)
        tab.doc_build_button.clicked.connect(self.build)
        tab.doc_method_combo.currentIndexChanged.connect(
            lambda _: self._method_changed(tab.doc_method_combo.key()))
        tab.doc_space_combo.currentIndexChanged.connect(self._space_changed)
        tab.doc_source_combo.currentIndexChanged.connect(
            lambda _: self._corpus_changed(tab.doc_source_combo.key()))
        self._source_changed(tab.source_combo.key())
        self._method_changed(tab.doc_method_combo.key())
        self._corpus_changed(tab.doc_source_combo.key())
        self._path = None            # the folder/CSV chosen for the current source kind

    # -- controls ----------------------------------------------------------------------------
    def settings(self) -> DocumentSettings:
        t = self.tab
        return DocumentSettings(
            weighting=WEIGHTINGS[t.doc_weighting_combo.key()],
            sublinear_tf=t.doc_sublinear_check.isChecked(),
            norm="l2" if t.doc_norm_check.isChecked() else None,
            min_df=t.doc_min_df_spin.value(), max_df=t.doc_max_df_spin.value() / 100,
            top_k=t.doc_top_k_spin.value(), score=SCORES[t.doc_score_combo.key()],
            stop_words=t.doc_stop_check.isChecked(),
            stemmer=(t.doc_stem_combo.key()
                     if t.doc_stem_combo.currentIndex() > 0 else None),
            method=t.doc_method_combo.key(), n_components=t.doc_components_spin.value(),
            matrix=t.doc_matrix_combo.key(),
            distance=t.doc_distance_combo.key(),
            seed=t.controls.seed_spin.value())

    def _source_changed(self, text):
        documents = text == "documents"
        form = self.tab.data_box.layout()
        for name in GENERATOR_ROWS:
            form.setRowVisible(getattr(self.tab, name), not documents)
        self.tab.documents_box.setVisible(documents)
        if not documents:
            self.panel.cancel()          # documents still being read must not replace points
        if documents and self.tab.docs is None and not self.panel.busy and not self._opening:
            self.build()

    def _corpus_changed(self, text):
        kind = SOURCES[text]
        self.tab.doc_open_button.setEnabled(kind in ("folder", "mail", "corpus"))
        self._path = None
        # documents of the corpus no longer chosen must not arrive later under the new name
        self.panel.cancel()

    def _method_changed(self, text):
        t = self.tab
        t.doc_matrix_combo.setVisible(text == "PCA")
        t.doc_distance_combo.setVisible("MDS" in text)

    def _space_changed(self, _):
        docs = self.tab.docs
        if docs is not None:
            self._show(docs, tr("Now clustering in {space}.").format(
                space=tr(self.tab.doc_space_combo.key())))

    # -- jobs --------------------------------------------------------------------------------
    def open_dialog(self):
        kind = SOURCES[self.tab.doc_source_combo.key()]
        if kind == "corpus":
            path = ask_open_file(self.tab, tr("Open a labelled corpus (label and text columns)"),
                                 tr("Tables (*.csv *.tsv *.txt);;All files (*)"), last_folder())
        else:
            path = ask_folder(self.tab, tr("Open a folder of documents"), last_folder())
        if path:
            self._path = path
            self.start(source_for(kind, path))

    def open_path(self, path) -> bool:
        """A dropped folder opens as documents; False for anything else (a points file)."""
        if not Path(path).is_dir():
            return False
        self._opening = True          # no sample build on the way: this folder replaces it
        try:
            self.tab.source_combo.setCurrentText("documents")
        finally:
            self._opening = False
        self.tab.doc_source_combo.blockSignals(True)
        self.tab.doc_source_combo.setCurrentText("folder of text files…")
        self.tab.doc_source_combo.blockSignals(False)
        self._path = str(path)
        self.start(source_for("folder", path))
        return True

    def build(self):
        """Rebuild the points from the documents on show with the current settings (reading
        the chosen source first if the documents on show came from another one)."""
        kind = SOURCES[self.tab.doc_source_combo.key()]
        docs = self.tab.docs
        if docs is not None and docs.corpus.kind == kind and (
                self._path is None or str(self._path) == docs.corpus.path):
            self.start(docs.corpus)
        elif kind in ("sample", "spam"):
            self.start(source_for(kind))
        elif self._path:
            self.start(source_for(kind, self._path))
        else:
            self.open_dialog()

    def start(self, source):
        self.tab.loader.runner.cancel()          # a points file must not replace these
        try:
            job = documents_job(source, self.settings())
        except ValueError as exc:
            self.tab.messages.error(describe(exc))
            return
        self.panel.start(job, tr("Reading documents…"))

    def _arrived(self, docs):
        self._show(docs, docs_summary(docs))

    def _show(self, docs, message):
        space = SPACES.index(self.tab.doc_space_combo.key())
        k = docs.coords.shape[1]
        if space == 1 and k < 3:
            message += " " + tr("The 3-D layout needs at least 3 components (k = {k}): shown in "
                                "2-D; raise k and Build points.").format(k=k)
        X, columns, pca = docs.points((2, 3, k)[space])
        self.tab.show_documents(docs, X, columns, pca, message, two_views=space == 1 and k >= 3)
