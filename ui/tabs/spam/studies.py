"""Sub-views of the Spam tab that run their own studies on a worker: the learning curve,
feature selection by filter methods (scores table, the notes' 10-document example, accuracy/F1
against the number of kept terms), and logistic regression stepped by gradient descent or
Newton/IRLS."""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from engine import Progress
from engine import DataError
from engine.features import LABELS, SCORES, notes_example, rank_terms, score_terms
from engine.spam import (LogisticRegression, fold_matrices, iter_learning_curve,
                         iter_selection_curve)
from engine.spam.evaluation import normalise_rows

from ...plots import palette
from ...plots.history_plot import HistoryPlot
from ...runner import AlgorithmRunner
from ...widgets.files import csv_button, export_button
from ...widgets.forms import button, combo, hbox, hsplit, spin
from ...widgets.lazy import LazyView
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from ...widgets.table import DataTable
from .views import plot_widget

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
        self.runner.progress.connect(lambda p: self._on_batch([p]))  # TEMP bridge
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
            self.model_combo.currentText(), alpha=tab.alpha(), C=tab.C(),
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
        self.table_runner.progress.connect(lambda p: self._on_table([p]))  # TEMP bridge
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


@dataclass(frozen=True)
class Iterate:
    """One logistic-regression iteration as the view keeps it (no weight vector: a thousand
    steps of a 20,000-word vocabulary would not fit in a history)."""

    iteration: int
    loss: float
    grad_norm: float
    test_accuracy: float
    top_positive: tuple
    top_negative: tuple
    converged: bool


METHODS = {"Newton / IRLS": "newton", "gradient descent": "gd"}
MAX_ITER = {"newton": 50, "gd": 2000}


def logistic_steps(features, split, is_positive, C, method):
    """The iterations of a binary logistic regression on the training part (rows scaled to
    unit length), with the held-out accuracy and the heaviest words at each step."""
    train, test = split
    X_tr, X_te, keep = fold_matrices(features.X, train, test, features.options["min_df"],
                                     features.options["unknown"])
    names = np.asarray(features.vectorizer.feature_names_, dtype=object)[keep]
    if features.options["unknown"] == "unk":
        names = np.r_[names, np.array(["<unk>"], dtype=object)]
    A_tr, A_te = normalise_rows(X_tr), normalise_rows(X_te)
    labels = np.where(is_positive[train], "pos", "neg")
    model = LogisticRegression(C, method=method, max_iter=MAX_ITER[method])
    for step in model.iter_fit(A_tr, labels):
        accuracy = float(np.mean(((A_te @ step.w + step.b) > 0) == is_positive[test]))
        order = np.argsort(step.w)
        top_pos = tuple((names[i], float(step.w[i])) for i in order[::-1][:8])
        top_neg = tuple((names[i], float(step.w[i])) for i in order[:8])
        yield Iterate(step.iteration, step.loss, step.grad_norm, accuracy, top_pos, top_neg,
                      step.converged)


class DiscriminativeView(DrivenView, LazyView):
    """Logistic regression stepped by gradient descent or by Newton/IRLS on the same features
    as Naive Bayes. Each method's loss gap L(w) − L* per iteration stays on the plot, so the
    ten Newton steps and the hundreds of gradient steps can be compared."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("discriminative_view")
        self.tab, self.messages = tab, tab.messages
        self.runs = {}
        self.method_combo = combo("logistic_method_combo", "Method", "How the loss is "
                                  "minimised", METHODS)
        self.controls = StepControls(self)
        self.curve = HistoryPlot(self)
        self.curve.set_title("L(w) − L*  (log scale)")
        self.curve.top.setLogMode(y=True)
        self.details = QTextBrowser(self)
        self.details.setObjectName("logistic_details")
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(hbox("Method", self.method_combo, export_button(
            self, "logistic_export_button", self.curve, "logistic_loss"), stretch=True))
        lv.addWidget(self.curve, 1)
        lv.addWidget(self.controls)
        QVBoxLayout(self).addWidget(hsplit(left, self.details, sizes=[800, 450]))
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=lambda batch, start: self._draw_curves(),
                                 redraw=self.redraw, on_error=self.messages.error,
                                 on_reset=self._forget_current, parent=self)
        self.method_combo.currentTextChanged.connect(lambda _: self.driver.reset())
        self.redraw()

    @property
    def method(self):
        return METHODS[self.method_combo.currentText()]

    def refresh(self):
        """New corpus, split or C: the old runs no longer apply."""
        self.runs.clear()
        self.driver.reset()

    def _steps(self):
        tab = self.tab
        if tab.features is None or tab.split is None:
            raise DataError("Load a corpus first: logistic regression trains on its "
                            "training part.")
        is_positive = np.asarray(tab.corpus.labels) == tab.positive_label()
        if is_positive[tab.split[0]].all() or not is_positive[tab.split[0]].any():
            raise DataError("The training part needs documents of the positive class and of "
                            "the others.")
        return logistic_steps(tab.features, tab.split, is_positive, tab.C(), self.method)

    def _forget_current(self):
        self.runs.pop(self.method, None)
        self._draw_curves()

    def _draw_curves(self):
        steps = self.driver.history[1:]
        if steps:
            self.runs[self.method] = [s.loss for s in steps]
        self.controls.set_progress(len(steps), MAX_ITER[self.method])
        self.curve.clear_series()
        if not self.runs:
            return
        best = min(min(v) for v in self.runs.values())
        for k, (label, method) in enumerate(METHODS.items()):
            losses = self.runs.get(method)
            if losses:
                gap = np.maximum(np.asarray(losses) - best, 1e-12)
                self.curve.set_series(label, np.arange(len(gap)), gap, palette.color(k),
                                      dashed=method != self.method)
        self.redraw()

    def redraw(self):
        step = self.driver.current()
        self.curve.set_cursor(step.iteration if step else 0)
        html = [f"<h3>Logistic regression — {escape(self.method_combo.currentText())}</h3>",
                _LOGISTIC_NOTE]
        if step is not None:
            html.append(
                f"<p>iteration <b>{step.iteration}</b>{' (converged)' if step.converged else ''}"
                f": L(w) = {step.loss:.6g}, ‖∇L‖ = {step.grad_norm:.3g}, held-out accuracy "
                f"{step.test_accuracy:.4f}</p>")
            rows = "".join(f"<tr><td>{escape(str(a))}</td><td>{wa:+.3f}</td>"
                           f"<td>{escape(str(b))}</td><td>{wb:+.3f}</td></tr>"
                           for (a, wa), (b, wb) in zip(step.top_positive, step.top_negative))
            html.append("<p>Heaviest weights (positive class | rest):</p><table "
                        f"cellspacing='4'>{rows}</table>")
        self.details.setHtml("".join(html))


_LOGISTIC_NOTE = (
    "<p>L(w, b) = C Σ log(1 + exp(−yₙ(wᵀxₙ + b))) + ½‖w‖², rows scaled to unit length, "
    "y = +1 for the positive class and −1 for the rest.</p><p><b>Gradient descent</b>: "
    "w ← w − ∇L / L<sub>max</sub>, L<sub>max</sub> bounding the curvature. <b>Newton / "
    "IRLS</b>: solve (C XᵀDX + I)Δ = −∇L with D = diag(σ(f)(1 − σ(f))) — a weighted "
    "least-squares problem — by conjugate gradients, then w ← w + Δ.</p><p>Naive Bayes models "
    "p(x | y) and is counted in one pass; logistic regression models p(y | x) directly and "
    "must be optimised (generative vs discriminative).</p>")
