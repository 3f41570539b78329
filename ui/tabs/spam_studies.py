"""Sub-views of the Spam tab that run their own studies on a worker: the learning curve,
feature selection by filter methods (scores table, the notes' 10-document example, accuracy/F1
against the number of kept terms), and the discriminative models trained step by step."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from engine._steps import Progress
from engine.features import LABELS, SCORES, notes_example, rank_terms, score_terms
from engine.spam import LogisticRegression, fold_matrices, iter_learning_curve
from engine.spam import iter_selection_curve
from engine.spam.evaluation import _normalised

from ..plots import palette
from ..runner import AlgorithmRunner
from ..widgets.forms import button, combo, hbox, hsplit, spin
from ..widgets.lazy import LazyView
from ..widgets.table import DataTable
from .spam_views import csv_button, export_button, plot_widget

LOG_BASES = {"2 (bits)": 2.0, "10 (the notes' IG example)": 10.0, "e (nats)": float(np.e)}
SCORES_NOTE = (
    "With P positive and N negative training documents and, for a term w, tp / fp the positive"
    " / negative documents containing it (fn = P − tp, tn = N − fp): DF = tp + fp; "
    "Acc = tp − fp; AccR = |tp/P − fp/N|; PR = (tp/P)/(fp/N); OddR = tp·tn/(fp·fn); "
    "OddN = tp·tn; F1 = 2tp/(P + tp + fp); IG = H(C) − p(w)H(C|w) − p(w̄)H(C|w̄); "
    "χ² = D(tp·tn − fp·fn)²/((tp+fp)(fn+tn)(tp+fn)(fp+tn)); BNS = |Φ⁻¹(tpr) − Φ⁻¹(fpr)| with "
    "rates clipped to [0.0005, 0.9995]. ∞: division by zero; undefined: 0/0. "
    "Erratum: the notes' IG of 0.29 uses log base 10; in bits it is 0.971.")


class _StudyView(LazyView):
    """A view with its own runner, recomputed when shown after its data changed."""

    def __init__(self, tab, name):
        super().__init__(tab)
        self.setObjectName(name)
        self.tab = tab
        self.messages = tab.messages
        self.runner = AlgorithmRunner(self)
        self.runner.steps.connect(self._on_batch)
        self.runner.failed.connect(lambda m: self.messages.error(m))
        self.status = QLabel("")
        self.status.setObjectName(f"{name}_status")
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(100)

    def _on_batch(self, batch):
        for item in batch:
            if isinstance(item, Progress):
                self.status.setText(item.message)
            else:
                self.status.setText("")
                self.show_result(item)

    def ready(self):
        return self.tab.features is not None and self.tab.split is not None


class LearningCurveView(_StudyView):
    def __init__(self, tab):
        super().__init__(tab, "learning_view")
        self.model_combo = combo("learning_model_combo", "Model", "The model to train",
                                 ("Multinomial NB", "Bernoulli NB", "Logistic (Newton/IRLS)",
                                  "Linear SVM"))
        self.plot = plot_widget("Learning curve (held-out part of the split)",
                                "training documents", "score", legend=(-10, -10))
        self.plot.setLogMode(x=True)
        layout = QVBoxLayout(self)
        layout.addLayout(hbox("Model", self.model_combo, export_button(
            self, "learning_export_button", self.plot, "learning_curve"), self.status,
            stretch=True))
        layout.addWidget(self.plot, 1)
        self.model_combo.currentTextChanged.connect(lambda _: self.invalidate())

    def refresh(self):
        if not self.ready():
            return
        tab = self.tab
        train, test = tab.split
        self.runner.start(iter_learning_curve(
            tab.features.X, np.asarray(tab.corpus.labels), train, test,
            self.model_combo.currentText(), alpha=tab.alpha(),
            min_df=tab.features.options["min_df"], unknown=tab.features.options["unknown"]),
            run=True)

    def show_result(self, result):
        n, train_acc, test_acc, test_f1 = result
        self.plot.clear()
        self.plot.plotItem.legend.clear()
        for k, (values, name) in enumerate(((train_acc, "training accuracy"),
                                            (test_acc, "held-out accuracy"),
                                            (test_f1, "held-out macro F1"))):
            self.plot.plot(n, values, pen=pg.mkPen(palette.color(k), width=2), symbol="o",
                           symbolSize=6, symbolBrush=palette.brush(palette.color(k)), name=name)


class SelectionView(_StudyView):
    def __init__(self, tab):
        super().__init__(tab, "selection_view")
        self.demo = False
        self.base_combo = combo("log_base_combo", "Log base", "Base of the logarithm in IG",
                                LOG_BASES)
        self.demo_button = button("notes_example_button", "Notes' 10-document example",
                                  "The artificial data set of the feature-selection notes")
        self.corpus_button = button("corpus_terms_button", "Corpus terms",
                                    "Scores of every term of the loaded corpus (training part)")
        self.table = DataTable("scores_table", self, "Search terms…")
        self.matrix = DataTable("notes_matrix_table", self, "Search documents…")
        self.matrix.setVisible(False)
        self.note = QLabel(SCORES_NOTE)
        self.note.setWordWrap(True)
        self.checks = {s: QCheckBox(LABELS[s]) for s in SCORES}
        for s, box in self.checks.items():
            box.setObjectName(f"curve_{s}_check")
            box.setChecked(s in ("ig", "chi2", "bns", "df"))
        self.curve_model = combo("curve_model_combo", "Model", "Model retrained on the top k",
                                 ("Multinomial NB", "Bernoulli NB"))
        self.curve_button = button("selection_curve_button", "Plot accuracy and F1 vs k",
                                   "Retrain on the top-k terms of each checked score")
        self.cancel_button = button("selection_cancel_button", "Cancel", "Stop the study")
        self.score_combo = combo("top_k_score_combo", "Score", "Rank the terms by this score",
                                 [LABELS[s] for s in SCORES])
        self.score_combo.setCurrentText(LABELS["ig"])
        self.k_spin = spin("top_k_spin", "k", "Number of terms kept", 1, 10_000_000, 100)
        self.retrain_button = button("retrain_top_k_button", "Retrain on top k",
                                     "Keep the k best training terms by the score, retrain, "
                                     "and compare with all terms")
        self.plot = plot_widget("Top-k terms: accuracy (solid), macro F1 (dashed)",
                                "k (terms kept)", "held-out score", legend=(-10, -10))
        self.plot.setLogMode(x=True)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(hbox(self.demo_button, self.corpus_button, "IG log base", self.base_combo,
                          csv_button(self, "scores_csv_button", self.table, "term_scores"),
                          stretch=True))
        lv.addWidget(self.table, 2)
        lv.addWidget(self.matrix, 1)
        lv.addWidget(self.note)
        right = QWidget()
        rv = QVBoxLayout(right)
        boxes = list(self.checks.values())
        rv.addLayout(hbox(*boxes[:5], stretch=True))
        rv.addLayout(hbox(*boxes[5:], stretch=True))
        rv.addLayout(hbox("Model", self.curve_model, "top", self.k_spin, "terms by",
                          self.score_combo, self.retrain_button, stretch=True))
        rv.addLayout(hbox(self.curve_button, self.cancel_button,
                          export_button(self, "selection_export_button", self.plot,
                                        "selection_curve"), stretch=True))
        rv.addWidget(self.status)
        rv.addWidget(self.plot, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(hsplit(left, right, sizes=[650, 550]))
        self.base_combo.currentTextChanged.connect(lambda _: self.fill_table())
        self.demo_button.clicked.connect(self.show_notes_example)
        self.corpus_button.clicked.connect(self.show_corpus)
        self.curve_button.clicked.connect(self.compute_curve)
        self.retrain_button.clicked.connect(self.retrain_top_k)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.table_runner = AlgorithmRunner(self)
        self.table_runner.steps.connect(self._on_table)
        self.table_runner.failed.connect(lambda m: self.messages.error(m))

    def refresh(self):
        self.fill_table()

    def show_notes_example(self):
        self.demo = True
        self.base_combo.setCurrentIndex(1)     # base 10, as the notes compute IG = 0.29
        self.fill_table()

    def show_corpus(self):
        self.demo = False
        self.fill_table()

    def fill_table(self):
        """The demo is computed at once; a corpus's scores on the table's own worker."""
        base = LOG_BASES[self.base_combo.currentText()]
        if self.demo:
            X, y, names = notes_example()
            self._show_table(_score_table(X, y, "pos", names, base, keep_order=True), X, y)
        elif self.ready():
            tab = self.tab
            self.table_runner.start(_corpus_scores_job(
                tab.features, np.asarray(tab.corpus.labels), tab.split, tab.positive_label(),
                base), run=True)

    def _on_table(self, batch):
        for item in batch:
            self._show_table(item)

    def _show_table(self, table, X=None, y=None):
        headers, columns, positive = table
        self.table.set_columns(headers, columns)
        self.matrix.setVisible(self.demo)
        if self.demo:
            docs = [f"d{i + 1} ({label})" for i, label in enumerate(y)]
            self.matrix.set_columns(["document"] + list(columns[0]),
                                    [docs] + [X[:, j].astype(int) for j in range(X.shape[1])])
        where = "the notes' example (6 positive, 4 negative documents)" if self.demo else \
            f"training documents, positive class “{positive}”"
        self.status.setText(f"Scores on {where}; IG in base {self.base_combo.currentText()}.")

    def compute_curve(self):
        if not self.ready():
            self.messages.info("Load a corpus first: the curve retrains on its training part.")
            return
        scores = [s for s, box in self.checks.items() if box.isChecked()]
        if not scores:
            self.messages.info("Tick at least one score for the curve.")
            return
        tab = self.tab
        train, test = tab.split
        self.runner.start(iter_selection_curve(
            tab.features.X, np.asarray(tab.corpus.labels), train, test, tab.positive_label(),
            tuple(scores), model=self.curve_model.currentText(), alpha=tab.alpha(),
            log_base=LOG_BASES[self.base_combo.currentText()]), run=True)

    def retrain_top_k(self):
        if not self.ready():
            self.messages.info("Load a corpus first: retraining uses its training part.")
            return
        tab = self.tab
        score = SCORES[self.score_combo.currentIndex()]
        self.runner.start(_top_k_job(
            tab.features.X, np.asarray(tab.corpus.labels), tab.split, tab.positive_label(),
            score, self.k_spin.value(), self.curve_model.currentText(), tab.alpha(),
            LOG_BASES[self.base_combo.currentText()]), run=True)

    def show_result(self, result):
        if isinstance(result[0], str):          # ("top_k", …) from retrain_top_k
            self._show_top_k(*result[1:])
            return
        ks, curves = result
        self.plot.clear()
        self.plot.plotItem.legend.clear()
        for k, (name, (acc, f1)) in enumerate(curves.items()):
            rgb = palette.color(k)
            self.plot.plot(ks, acc, pen=pg.mkPen(rgb, width=2), name=LABELS[name])
            self.plot.plot(ks, f1, pen=pg.mkPen(rgb, width=2, style=Qt.DashLine))


    def _show_top_k(self, score, ks, acc, f1):
        k, n = int(ks[0]), int(ks[-1])
        self.status.setText(
            f"Top {k:,} terms by {LABELS[score]}: accuracy {acc[0]:.4f}, macro F1 {f1[0]:.4f} · "
            f"all {n:,} training terms: accuracy {acc[-1]:.4f}, macro F1 {f1[-1]:.4f}.")
        self.plot.plot([k], [acc[0]], pen=None, symbol="star", symbolSize=16,
                       symbolBrush=pg.mkBrush(0, 0, 0), name=f"top {k} by {LABELS[score]}")


def _top_k_job(X, y, split, positive, score, k, model, alpha, base):
    """Accuracy and macro F1 with the top k terms and with all of them."""
    train, test = split
    for item in iter_selection_curve(X, y, train, test, positive, (score,), [k, X.shape[1]],
                                     model=model, alpha=alpha, log_base=base):
        if isinstance(item, Progress):
            yield item
        else:
            ks, curves = item
            yield ("top_k", score, ks, *curves[score])


def _score_table(X, y, positive, names, base, keep_order=False):
    """(headers, columns, positive): tp, fp and every score per term; best IG first unless
    ``keep_order`` (the demo keeps the notes' term numbers)."""
    values = score_terms(X, y, positive, log_base=base)
    tp = (values["df"] + values["acc"]) / 2
    fp = (values["df"] - values["acc"]) / 2
    order = np.arange(len(names)) if keep_order else rank_terms(values["ig"])
    columns = [np.asarray(names, dtype=object), tp, fp] + [values[s] for s in SCORES]
    return ["term", "tp", "fp"] + [LABELS[s] for s in SCORES], [c[order] for c in columns], \
        positive


def _corpus_scores_job(features, y, split, positive, base):
    train, test = split
    X_train, _, keep = fold_matrices(features.X, train, test)
    names = np.asarray(features.vectorizer.feature_names_, dtype=object)[keep]
    yield _score_table(X_train, y[train], positive, names, base)


class DiscriminativeView(_StudyView):
    """Logistic regression by gradient descent and by Newton/IRLS on the same features,
    trained live; the loss gap to the optimum per iteration shows why Newton needs ten steps
    where gradient descent needs hundreds."""

    def __init__(self, tab):
        super().__init__(tab, "discriminative_view")
        self.curves = {}
        self.train_button = button("train_logistic_button", "Train",
                                   "Train both logistic regressions on the training part")
        self.cancel_button = button("logistic_cancel_button", "Cancel", "Stop training")
        self.plot = plot_widget("Logistic regression: L(w) − L* per iteration",
                                "iteration", "loss gap")
        self.plot.setLogMode(y=True)
        self.summary = QLabel("")
        self.summary.setObjectName("logistic_summary")
        self.summary.setWordWrap(True)
        note = QLabel(
            "L(w, b) = C Σ log(1 + exp(−yₙ(wᵀxₙ + b))) + ½‖w‖², rows scaled to unit length, "
            "y = +1 for the positive class and −1 for the rest. Gradient descent steps "
            "w ← w − ∇L/L_max (L_max bounds the curvature). Newton/IRLS solves "
            "(C XᵀDX + I)Δ = −∇L with D = σ(1−σ) — a weighted least-squares problem — by "
            "conjugate gradients. Naive Bayes models p(x|y); logistic regression models p(y|x) "
            "directly (generative vs discriminative).")
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self.train_button, self.cancel_button, export_button(
            self, "logistic_export_button", self.plot, "logistic_loss"), self.status,
            stretch=True))
        layout.addWidget(note)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.summary)
        self.train_button.clicked.connect(self.refresh)
        self.cancel_button.clicked.connect(self.runner.cancel)

    def refresh(self):
        if not self.ready():
            return
        tab = self.tab
        train, test = tab.split
        self.curves = {"newton": [], "gd": []}
        self.plot.clear()
        self.plot.plotItem.legend.clear()
        self._lines = {m: self.plot.plot([], [], pen=pg.mkPen(palette.color(k), width=2),
                                         name=label)
                       for k, (m, label) in enumerate((("newton", "Newton / IRLS"),
                                                       ("gd", "gradient descent")))}
        is_positive = np.asarray(tab.corpus.labels) == tab.positive_label()
        self.runner.start(_logistic_job(tab.features, train, test, is_positive, tab.C()),
                          run=True)

    def show_result(self, item):
        kind = item[0]
        if kind == "step":
            _, method, step = item
            self.curves[method].append(step.loss)
            self._redraw()
        else:
            self.summary.setText(item[1])

    def _redraw(self):
        best = min(min(v) for v in self.curves.values() if v)
        for method, losses in self.curves.items():
            if losses:
                gap = np.maximum(np.array(losses) - best, 1e-12)
                self._lines[method].setData(np.arange(len(gap)), gap)


def _logistic_job(features, train, test, is_positive, C):
    X_tr, X_te, _ = fold_matrices(features.X, train, test, features.options["min_df"],
                                  features.options["unknown"])
    A_tr, A_te = _normalised(X_tr), _normalised(X_te)
    y_tr, y_te = is_positive[train], is_positive[test]
    labels = np.where(y_tr, "pos", "neg")
    accuracies = {}
    for method, max_iter in (("newton", 50), ("gd", 1000)):
        model = LogisticRegression(C, method=method, max_iter=max_iter)
        last = None
        for last in model.iter_fit(A_tr, labels):
            yield ("step", method, last)
        pred = (A_te @ last.w + last.b) > 0
        accuracies[method] = (last.iteration, float(np.mean(pred == y_te)), last.converged)
    text = " · ".join(f"{'Newton/IRLS' if m == 'newton' else 'gradient descent'}: "
                      f"{it} iterations, {'converged' if ok else 'stopped at the limit'}, "
                      f"held-out accuracy {acc:.4f}" for m, (it, acc, ok) in accuracies.items())
    yield ("summary", text)
