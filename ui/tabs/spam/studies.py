"""The Spam tab's feature-selection sub-view, which runs its own studies on a worker (engine.spam's
jobs through a JobPanel): filter-method scores table, the notes' 10-document example,
accuracy/F1 against the number of kept terms. (The learning curve is a page of Choosing a
model: engine.selection's k-fold learning curve.)"""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from engine.features import (IG_LOG_BASE, LABELS, NOTES_IG_LOG_BASE, SCORES, chi2_table,
                             notes_example)
from engine.workflows.spam_filtering import (iter_selection_curve_result, iter_term_scores,
                                             iter_top_k, score_table)

from ...plots import palette
from ...widgets.files import csv_button, export_button
from ...widgets.forms import button, combo, hbox, hsplit, spin
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .controls import keep_space
from ... import style
from .texts import class_name, keyed_combo, tr
from .views import plot_widget

# IG's base: the engine's default (bits) first, the notes' base 10; every call passes it.
LOG_BASES = {"2 (bits)": IG_LOG_BASE, "10 (notes)": NOTES_IG_LOG_BASE, "e (nats)": float(np.e)}
def scores_note() -> str:
    return tr(
    "With P positive and N negative training documents and, for a term w, tp / fp the positive"
    " / negative documents containing it (fn = P − tp, tn = N − fp): DF = tp + fp; "
    "Acc = tp − fp; AccR = |tp/P − fp/N|; PR = (tp/P)/(fp/N); OddR = tp·tn/(fp·fn); "
    "OddN = tp·tn; F1 = 2tp/(P + tp + fp); IG = H(C) − p(w)H(C|w) − p(w̄)H(C|w̄); "
    "χ² = D(tp·tn − fp·fn)²/((tp+fp)(fn+tn)(tp+fn)(fp+tn)); BNS = |Φ⁻¹(tpr) − Φ⁻¹(fpr)| with "
    "rates clipped to [0.0005, 0.9995]. ∞: division by zero; undefined: 0/0. "
    "Erratum: the notes' IG of 0.29 uses log base 10; in bits it is 0.971.")


class _StudyView(LazyView):
    """A view with its own JobPanel, recomputed when shown after its data changed."""

    def __init__(self, tab, name):
        super().__init__(tab)
        self.setObjectName(name)
        self.tab = tab
        self.messages = tab.messages
        self.jobs = JobPanel(self.messages, self.show_result, self, name=name,
                             kept=lambda: tr("the previous result is kept"))
        self.status = QLabel("")
        self.status.setObjectName(f"{name}_status")
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(100)

    def ready(self):
        return self.tab.features is not None and self.tab.split is not None

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self):
        pass


class SelectionView(_StudyView):
    def __init__(self, tab):
        super().__init__(tab, "selection_view")
        self.demo = False
        self.base_combo = combo("log_base_combo", "Log base", "", ())
        for key in LOG_BASES:
            self.base_combo.addItem(key, key)
        self.demo_button = button("notes_example_button", "Notes' example", "")
        self.corpus_button = button("corpus_terms_button", "Corpus terms", "")
        self.table = DataTable("scores_table", self, "")
        self.matrix = DataTable("notes_matrix_table", self, "")
        self.matrix.setVisible(False)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.checks = {s: QCheckBox(LABELS[s]) for s in SCORES}
        for s, box in self.checks.items():
            box.setObjectName(f"curve_{s}_check")
            box.setChecked(s in ("ig", "chi2", "bns", "df"))
        self.curve_model = combo("curve_model_combo", "Model", "", ())
        keyed_combo(self.curve_model, ("Multinomial NB", "Bernoulli NB"))   # data: engine keys
        self.curve_button = button("selection_curve_button", "Plot accuracy and F1 vs k", "")
        self.score_combo = combo("top_k_score_combo", "Score", "",
                                 [LABELS[s] for s in SCORES])
        self.score_combo.setCurrentText(LABELS["ig"])
        self.k_spin = spin("top_k_spin", "k", "", 1, 10_000_000, 100)
        self.retrain_button = button("retrain_top_k_button", "Retrain on top k", "")
        self.plot = plot_widget("", "", "", legend=(-10, -10))
        self.plot.setLogMode(x=True)
        for axis in ("bottom", "left"):
            self.plot.getAxis(axis).enableAutoSIPrefix(False)
        self._labels = [QLabel() for _ in range(4)]
        self.top_k_jobs = JobPanel(self.messages, self._show_top_k, self, name="top_k",
                                   kept=lambda: tr("the previous result is kept"))
        self.table_jobs = JobPanel(self.messages, self._show_table, self, name="scores_table",
                                   kept=lambda: tr("the previous table is kept"))
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(hbox(self.demo_button, self.corpus_button, self._labels[0],
                          self.base_combo,
                          csv_button(self, "scores_csv_button", self.table, "term_scores"),
                          stretch=True))
        lv.addWidget(keep_space(self.table_jobs))
        lv.addWidget(self.table, 2)
        lv.addWidget(self.matrix, 1)
        lv.addWidget(self.note)
        right = QWidget()
        rv = QVBoxLayout(right)
        boxes = list(self.checks.values())
        rv.addLayout(hbox(*boxes[:5], stretch=True))
        rv.addLayout(hbox(*boxes[5:], stretch=True))
        rv.addLayout(hbox(self._labels[1], self.curve_model, self._labels[2], self.k_spin,
                          self._labels[3], self.score_combo, stretch=True))
        rv.addLayout(hbox(self.retrain_button, stretch=True))
        rv.addLayout(hbox(self.curve_button,
                          export_button(self, "selection_export_button", self.plot,
                                        "selection_curve"), stretch=True))
        rv.addWidget(self.status)
        rv.addLayout(hbox((keep_space(self.jobs), 1), (keep_space(self.top_k_jobs), 1)))
        rv.addWidget(self.plot, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(hsplit(left, right, sizes=[650, 550]))
        self.base_combo.currentTextChanged.connect(lambda _: self.fill_table())
        self.table.view.selectionModel().selectionChanged.connect(lambda *_: self._chi2_note())
        self.demo_button.clicked.connect(self.show_notes_example)
        self.corpus_button.clicked.connect(self.show_corpus)
        self.curve_button.clicked.connect(self.compute_curve)
        self.retrain_button.clicked.connect(self.retrain_top_k)
        self.retranslate()

    def retranslate(self):
        for label, text in zip(self._labels, (tr("IG log base"), tr("Model"), tr("top"),
                                              tr("terms by"))):
            label.setText(text)
        names = {"2 (bits)": tr("2 (bits)"), "10 (notes)": tr("10 (notes)"),
                 "e (nats)": tr("e (nats)")}
        for i in range(self.base_combo.count()):
            self.base_combo.setItemText(i, names[self.base_combo.itemData(i)])
        for widget, text, tip in (
                (self.demo_button, tr("Notes' example"),
                 tr("The artificial data set of the feature-selection notes")),
                (self.corpus_button, tr("Corpus terms"),
                 tr("Scores of every term of the loaded corpus (training part)")),
                (self.curve_button, tr("Plot accuracy and F1 vs k"),
                 tr("Retrain on the top-k terms of each checked score")),
                (self.retrain_button, tr("Retrain on top k"),
                 tr("Keep the k best training terms by the score, retrain, and compare with "
                    "all terms"))):
            widget.setText(text)
            widget.setToolTip(tip)
        self.base_combo.setToolTip(tr("Base of the logarithm in IG"))
        self.curve_model.setToolTip(tr("Model retrained on the top k"))
        keyed_combo(self.curve_model, ("Multinomial NB", "Bernoulli NB"))
        self.score_combo.setToolTip(tr("Rank the terms by this score"))
        self.k_spin.setToolTip(tr("Number of terms kept"))
        self.table.search.setPlaceholderText(tr("Search terms…"))
        self.matrix.search.setPlaceholderText(tr("Search documents…"))
        self.note.setText(scores_note())
        self.plot.setTitle(tr("Top-k terms: accuracy (solid), macro F1 (dashed)"))
        self.plot.getAxis("bottom").setLabel(tr("k (terms kept)"))
        self.plot.getAxis("left").setLabel(tr("held-out score"))
        if not self.plot.plotItem.listDataItems():
            style.empty_state(self.plot.getPlotItem(), tr(
                "Tick scores above, then “Plot accuracy and F1 vs k”"))

    def refresh(self):
        self.fill_table()

    def show_notes_example(self):
        self.demo = True
        self.base_combo.setCurrentIndex(self.base_combo.findData("10 (notes)"))  # IG = 0.29
        self.fill_table()

    def show_corpus(self):
        self.demo = False
        self.fill_table()

    def fill_table(self):
        """The demo is computed at once; a corpus's scores on the table's own worker."""
        base = LOG_BASES[self.base_combo.currentData()]
        if self.demo:
            X, y, names = notes_example()
            self._show_table(score_table(X, y, "pos", names, base, keep_order=True), X, y)
        elif self.ready():
            tab = self.tab
            self.table_jobs.start(iter_term_scores(
                tab.features, np.asarray(tab.corpus.labels), tab.split, tab.positive_label(),
                base), tr("Scoring the terms…"))

    def _show_table(self, table, X=None, y=None):
        headers, columns, positive = table.headers, table.columns, table.positive
        self.table.set_columns([tr("term") if h == "term" else h for h in headers],
                               list(columns))
        self.matrix.setVisible(self.demo)
        if self.demo:
            docs = [f"d{i + 1} ({label})" for i, label in enumerate(y)]
            self.matrix.set_columns([tr("document")] + list(columns[0]),
                                    [docs] + [X[:, j].astype(int) for j in range(X.shape[1])])
        self._chi2_note()
        where = tr("the notes' example (6 positive, 4 negative documents)") if self.demo else \
            tr("training documents, positive class “{positive}”").format(
                positive=class_name(positive))
        self.status.setText(tr("Scores on {where}; IG in base {base}.").format(
            where=where, base=self.base_combo.currentText()))

    def _chi2_note(self):
        """The notes' example: the χ² table of the selected term (term 4 at first, whose
        expected count the notes print as −1.2), observed and expected counts."""
        if not self.demo:
            self.note.setText("")
            return
        X, y, names = notes_example()
        row = self.table.selected_source_row()
        term = row if row is not None and row < len(names) else names.index("term4")
        t = chi2_table(X, y, "pos", term, names[term])
        cell = "<td align='right'>{:g}</td><td align='right'>{:.2g}</td>"
        body = "".join(f"<tr><td>{label}</td>{cell.format(t.observed[r, 0], t.expected[r, 0])}"
                       f"{cell.format(t.observed[r, 1], t.expected[r, 1])}</tr>"
                       for r, label in enumerate((tr("present"), tr("absent"))))
        self.note.setText(
            "<b>" + tr("χ² table of {term}").format(term=t.term) + "</b> "
            + tr("(observed O and expected E = row total × column total / D)")
            + "<table cellspacing='6'><tr><th></th><th>O " + tr("positive") + "</th><th>E</th>"
            "<th>O " + tr("negative") + "</th><th>E</th></tr>" + body + "</table>"
            + tr("χ² = Σ (O − E)² / E = {chi2:.4g}. Expected counts are never negative (the "
                 "notes print −1.2 for term 4's (absent, positive) cell; it is +1.2).").format(
                chi2=t.chi2))

    def compute_curve(self):
        if not self.ready():
            self.messages.info(lambda: tr("Load a corpus first: the curve retrains on its training "
                                          "part."))
            return
        scores = [s for s, box in self.checks.items() if box.isChecked()]
        if not scores:
            self.messages.info(lambda: tr("Tick at least one score for the curve."))
            return
        tab = self.tab
        train, test = tab.split
        self.jobs.start(iter_selection_curve_result(
            tab.features.X, np.asarray(tab.corpus.labels), train, test, tab.positive_label(),
            tuple(scores), model=self.curve_model.currentData(), alpha=tab.alpha(),
            log_base=LOG_BASES[self.base_combo.currentData()]), tr("Selection curve…"))

    def retrain_top_k(self):
        if not self.ready():
            self.messages.info(lambda: tr(
                                   "Load a corpus first: retraining uses its training part."))
            return
        tab = self.tab
        score = SCORES[self.score_combo.currentIndex()]
        self.top_k_jobs.start(iter_top_k(
            tab.features.X, np.asarray(tab.corpus.labels), tab.split, tab.positive_label(),
            score, self.k_spin.value(), model=self.curve_model.currentData(),
            alpha=tab.alpha(), log_base=LOG_BASES[self.base_combo.currentData()]),
            tr("Retraining on the top k…"))

    def show_result(self, curve):
        ks, curves = curve.ks, curve.curves
        style.clear_empty_state(self.plot.getPlotItem())
        self.plot.clear()
        self.plot.plotItem.legend.clear()
        for k, (name, (acc, f1)) in enumerate(curves.items()):
            rgb = palette.color(k)
            self.plot.plot(ks, acc, pen=pg.mkPen(rgb, width=2), name=LABELS[name])
            self.plot.plot(ks, f1, pen=pg.mkPen(rgb, width=2, style=Qt.DashLine))


    def _show_top_k(self, top):
        self.status.setText(tr(
            "Top {k} terms by {score}: accuracy {acc:.4f}, macro F1 {f1:.4f} · all {n} "
            "training terms: accuracy {all_acc:.4f}, macro F1 {all_f1:.4f}.").format(
            k=f"{top.k:,}", score=LABELS[top.score], acc=top.accuracy, f1=top.f1,
            n=f"{top.n_terms:,}", all_acc=top.all_accuracy, all_f1=top.all_f1))
        self.plot.plot([top.k], [top.accuracy], pen=None, symbol="star", symbolSize=16,
                       symbolBrush=pg.mkBrush(*style.theme().foreground),
                       name=tr("top {k} by {score}").format(k=top.k, score=LABELS[top.score]))
