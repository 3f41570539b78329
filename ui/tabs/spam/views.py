"""Sub-views of the Spam tab that show a trained comparison: Evaluation (model table, confusion,
per-class report with micro/macro, ROC and precision–recall curves with a threshold slider),
Explain (one message's word contributions) and Informative words."""
from __future__ import annotations

from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QLabel, QListWidget, QPlainTextEdit, QSlider, QSplitter,
                               QTabWidget, QTextBrowser, QVBoxLayout, QWidget)

from engine.metrics import auc, classification_report, precision_recall_curve, roc_curve

from ...plots import palette
from ...widgets.files import csv_button, export_button
from ...widgets.forms import button, combo, hbox, hsplit, named, spin
from ...widgets.table import DataTable

METRICS_NOTE = (
    "<b>Definitions</b> (standard; the notes swap precision and recall and write accuracy as "
    "(tp+fn)/N — corrected here): precision = tp/(tp+fp), recall = tp/(tp+fn), "
    "F1 = 2PR/(P+R), accuracy = (tp+tn)/N. <b>Micro</b> averages pool the counts of all "
    "classes (for one label per message micro P = R = F1 = accuracy); <b>macro</b> averages "
    "the per-class values, so a small class weighs as much as a large one. The threshold "
    "slider predicts the positive class when its score beats the best other class by at "
    "least t (t = 0: the usual arg max); Naive Bayes scores are log posteriors, linear "
    "models' are decision values on length-normalised rows.")


def plot_widget(title, x_label, y_label, legend=(-10, 10)):
    """A white plot with axis labels, a light grid and a legend at ``legend`` (pyqtgraph
    offsets: negative x from the right, negative y from the bottom)."""
    plot = pg.PlotWidget(title=title)
    plot.setBackground("w")
    plot.setLabel("bottom", x_label)
    plot.setLabel("left", y_label)
    plot.showGrid(x=True, y=True, alpha=0.2)
    plot.addLegend(offset=legend)
    return plot


def margins(scores, positive):
    """Score of the positive class minus the best other class, per document."""
    others = np.delete(scores, positive, axis=1).max(axis=1)
    return scores[:, positive] - others


class EvaluationView(QWidget):
    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("evaluation_view")
        self.messages = tab.messages
        self.evaluations, self.positive, self._curves = {}, 0, {}
        self.models_table = DataTable("models_table", self, "Search models…")
        self.model_combo = combo("confusion_model_combo", "Model",
                                 "The model whose confusion matrix and report are shown", ())
        self.model_combo.setMinimumContentsLength(22)
        self.threshold_slider = named(QSlider(Qt.Horizontal), "threshold_slider", "Threshold",
                                      "Predict the positive class when its score margin ≥ t")
        self.threshold_slider.setRange(0, 1000)
        self.threshold_label = QLabel("t = 0")
        self.default_button = button("threshold_default_button", "t = 0",
                                     "Back to the arg-max decision")
        self.confusion = DataTable("spam_confusion_table", self, "Search classes…")
        self.report = DataTable("class_report_table", self, "Search classes…")
        self.roc_plot = plot_widget("ROC (positive class vs rest)", "false-positive rate",
                                    "true-positive rate", legend=(-10, -10))
        self.pr_plot = plot_widget("Precision–recall", "recall", "precision",
                                   legend=(10, -10))
        self.note = QLabel(METRICS_NOTE)
        self.note.setWordWrap(True)
        self.note.setObjectName("metrics_note")
        self._markers = [pg.ScatterPlotItem(size=12, brush=pg.mkBrush(0, 0, 0),
                                            symbol="o") for _ in range(2)]
        self.roc_plot.addItem(self._markers[0])
        self.pr_plot.addItem(self._markers[1])
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(hbox("Models on the same split", csv_button(self, "models_csv_button",
                                                                 self.models_table, "models"),
                          stretch=True))
        lv.addWidget(self.models_table, 2)
        lv.addLayout(hbox("Model", self.model_combo, "threshold", (self.threshold_slider, 1),
                          self.threshold_label, self.default_button))
        lv.addLayout(hbox("Confusion (rows: true class, columns: predicted)",
                          csv_button(self, "confusion_csv_button", self.confusion, "confusion"),
                          stretch=True))
        lv.addWidget(self.confusion, 2)
        lv.addLayout(hbox("Per class, micro and macro averages",
                          csv_button(self, "report_csv_button", self.report, "report"),
                          stretch=True))
        lv.addWidget(self.report, 3)
        lv.addWidget(self.note)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.addLayout(hbox(export_button(self, "roc_export_button", self.roc_plot, "roc"),
                          stretch=True))
        rv.addWidget(self.roc_plot, 1)
        rv.addLayout(hbox(export_button(self, "pr_export_button", self.pr_plot, "pr"),
                          stretch=True))
        rv.addWidget(self.pr_plot, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(hsplit(left, right, sizes=[700, 500]))
        self.model_combo.currentTextChanged.connect(lambda _: self._reset_threshold())
        self.threshold_slider.valueChanged.connect(lambda _: self._show_model())
        self.default_button.clicked.connect(self._reset_threshold)

    # -- data in ----------------------------------------------------------------------------
    def set_evaluations(self, evaluations, positive):
        self.evaluations, self.positive = evaluations, positive
        current = self.model_combo.currentText()
        self.model_combo.blockSignals(True)
        self.model_combo.clear()
        self.model_combo.addItems(list(evaluations))
        if current in evaluations:
            self.model_combo.setCurrentText(current)
        self.model_combo.blockSignals(False)
        self._curves = {name: self._curve(ev) for name, ev in evaluations.items()}
        self._fill_models_table()
        self._draw_curves()
        self._reset_threshold()

    def _fill_models_table(self):
        several_folds = max(len(ev.fold_accuracy) for ev in self.evaluations.values()) > 1
        headers = ["model", "accuracy", "micro P", "micro R", "micro F1", "macro P", "macro R",
                   "macro F1", "ROC AUC"] + (["accuracy sd over folds"] if several_folds else [])
        rows = []
        for name, ev in self.evaluations.items():
            r = ev.report
            curve = self._curves[name]
            row = [name, r.accuracy, r.micro["precision"], r.micro["recall"], r.micro["f1"],
                   r.macro["precision"], r.macro["recall"], r.macro["f1"],
                   curve["auc"] if curve else float("nan")]
            rows.append(row + ([float(np.std(ev.fold_accuracy))] if several_folds else []))
        self.models_table.set_columns(headers, [list(c) for c in zip(*rows)] if rows else
                                      [[] for _ in headers])

    def _binary(self, ev):
        y = ev.y_true == ev.classes[self.positive]
        return y, margins(ev.scores, self.positive)

    def _curve(self, ev):
        """ROC and PR points of the positive class against the rest (None: one class only)."""
        y, m = self._binary(ev)
        if y.all() or not y.any():
            return None
        m = np.nan_to_num(m, posinf=1e300, neginf=-1e300)
        fpr, tpr, _ = roc_curve(y, m)
        precision, recall, _ = precision_recall_curve(y, m)
        return dict(fpr=fpr, tpr=tpr, auc=auc(fpr, tpr), precision=precision, recall=recall)

    def _draw_curves(self):
        for plot in (self.roc_plot, self.pr_plot):
            for item in list(plot.listDataItems()):
                plot.removeItem(item)
            plot.plotItem.legend.clear()
        for k, (name, c) in enumerate(self._curves.items()):
            if c is None:
                continue
            pen = pg.mkPen(palette.color(k), width=2)
            self.roc_plot.plot(c["fpr"], c["tpr"], pen=pen, name=f"{name} (AUC {c['auc']:.3f})")
            self.pr_plot.plot(c["recall"], c["precision"], pen=pen, name=name)
        self.roc_plot.plot([0, 1], [0, 1], pen=pg.mkPen((150, 150, 150), style=Qt.DashLine))

    # -- threshold --------------------------------------------------------------------------
    def _range(self):
        ev = self.evaluations.get(self.model_combo.currentText())
        if ev is None:
            return None, 0.0, 1.0
        m = self._binary(ev)[1]
        finite = m[np.isfinite(m)]
        if not len(finite):
            return ev, -1.0, 1.0
        lo, hi = float(finite.min()), float(finite.max())
        return ev, min(lo, 0.0) - 1e-9, max(hi, 0.0) + 1e-9

    def threshold(self):
        _, lo, hi = self._range()
        return lo + (hi - lo) * self.threshold_slider.value() / 1000

    def _reset_threshold(self):
        _, lo, hi = self._range()
        self.threshold_slider.blockSignals(True)
        self.threshold_slider.setValue(int(round(1000 * (0 - lo) / (hi - lo))))
        self.threshold_slider.blockSignals(False)
        self._show_model(exact_zero=True)

    def _show_model(self, exact_zero=False):
        ev, _, _ = self._range()
        if ev is None:
            return
        t = 0.0 if exact_zero else self.threshold()
        self.threshold_label.setText(f"t = {t:.3g}")
        y, m = self._binary(ev)
        others = ev.scores.copy()
        others[:, self.positive] = -np.inf
        pred_idx = np.where(m >= t, self.positive, others.argmax(axis=1))
        if t == 0.0:
            pred_idx = np.argmax(ev.scores, axis=1)   # exactly the model's own predictions
        pred = ev.classes[pred_idx]
        r = classification_report(ev.y_true, pred, labels=ev.classes)
        labels = [str(c) for c in r.labels]
        self.confusion.set_columns(["true \\ predicted"] + labels,
                                   [labels] + [r.confusion[:, j] for j in range(len(labels))])
        rows = r.rows()
        self.report.set_columns(["class", "precision", "recall", "F1", "support"],
                                [list(c) for c in zip(*rows)])
        self._mark(y, pred_idx == self.positive)

    def _mark(self, y, predicted_positive):
        tp = int(np.sum(y & predicted_positive))
        fp = int(np.sum(~y & predicted_positive))
        P, N = int(y.sum()), int((~y).sum())
        if P and N:
            self._markers[0].setData([fp / N], [tp / P])
        if P and tp + fp:
            self._markers[1].setData([tp / P], [tp / (tp + fp)])
        else:
            self._markers[1].setData([], [])


class ExplainView(QWidget):
    """p(class | message), each word coloured by log p(w|pos) − log p(w|neg), and the sorted
    contributions as a bar chart; a test message from the list or any typed text."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("explain_view")
        self.messages = tab.messages
        self.filters, self.documents = {}, []
        self.model_combo = combo("explain_model_combo", "Model",
                                 "Which Naive Bayes event model explains", ("multinomial",
                                                                            "bernoulli"))
        self.doc_list = named(QListWidget(self), "explain_documents", "Test messages",
                              "Pick a held-out message to explain")
        self.editor = named(QPlainTextEdit(self), "explain_editor", "Message",
                            "Type or paste a message, then Classify")
        self.editor.setPlaceholderText("Type or paste a message here…")
        self.classify_button = button("classify_button", "Classify",
                                      "Classify and explain the text in the box")
        self.result = QTextBrowser(self)
        self.result.setObjectName("explain_result")
        self.bars = plot_widget("contributions log p(w|pos) − log p(w|neg) (top 20)",
                                "log-ratio (count-weighted)", "")
        self.bars.getAxis("left").setStyle(tickLength=0)
        self._bar_item = None
        self.contributions = DataTable("contributions_table", self, "Search features…")
        numbers = QTabWidget(self)
        numbers.setObjectName("explain_numbers")
        numbers.addTab(self.bars, "Chart")
        numbers.addTab(self.contributions, "Table")
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addWidget(QLabel("Held-out messages (true → predicted)"))
        lv.addWidget(self.doc_list, 1)
        lv.addWidget(self.editor, 1)
        lv.addLayout(hbox("Model", self.model_combo, self.classify_button, stretch=True))
        lower = QWidget()
        rv = QVBoxLayout(lower)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addLayout(hbox(export_button(self, "bars_export_button", self.bars,
                                        "contributions"),
                          csv_button(self, "contributions_csv_button", self.contributions,
                                     "contributions"), stretch=True))
        rv.addWidget(numbers, 1)
        right = QSplitter(Qt.Vertical)
        right.addWidget(self.result)
        right.addWidget(lower)
        right.setSizes([330, 520])
        layout = QVBoxLayout(self)
        layout.addWidget(hsplit(left, right, sizes=[400, 800]))
        self.doc_list.currentRowChanged.connect(self._pick)
        self.classify_button.clicked.connect(self.explain_text)
        self.model_combo.currentTextChanged.connect(lambda _: self.explain_text())

    def set_filters(self, filters, documents):
        """``documents``: (text, true label, predicted label) of held-out messages, the
        misclassified first (spam_jobs.held_out_documents)."""
        self.filters, self.documents = filters, documents
        self.doc_list.clear()
        for text, true, pred in documents:
            mark = "" if true == pred else "  ✗"
            first = " ".join(text.split())[:70]
            self.doc_list.addItem(f"{true} → {pred}{mark}: {first}")
        if documents and not self.editor.toPlainText().strip():
            self.doc_list.setCurrentRow(0)
        elif self.editor.toPlainText().strip():
            self.explain_text()

    def _pick(self, row):
        if 0 <= row < len(self.documents):
            self.editor.setPlainText(self.documents[row][0])
            self.explain_text()

    def explain_text(self):
        f = self.filters.get(self.model_combo.currentText())
        text = self.editor.toPlainText()
        if f is None:
            self.result.setHtml("<i>Load a corpus first: the filter is trained on it.</i>")
            return
        if len(text) > 200_000:
            text = text[:200_000]
            self.messages.warning("Only the first 200,000 characters are explained.")
        e = f.explain(text)
        self.result.setHtml(_explanation_html(e, text, f.model, _estimate_html(f, e)))
        self._draw_bars(e)
        pos, neg = e.positive, e.negative
        self.contributions.set_columns(
            ["feature", "count", f"log p(w|{pos})", f"log p(w|{neg})", "contribution"],
            [list(e.features), e.counts.astype(int), e.log_p_pos, e.log_p_neg, e.weights])

    def _draw_bars(self, e):
        if self._bar_item is not None:
            self.bars.removeItem(self._bar_item)
            self._bar_item = None
        top = e.sorted_features()[:20][::-1]
        if not top:
            return
        w = np.array([t[2] for t in top])
        y = np.arange(len(top))
        brushes = [pg.mkBrush(214, 39, 40) if v > 0 else pg.mkBrush(31, 119, 180) for v in w]
        self._bar_item = pg.BarGraphItem(x0=np.minimum(w, 0), y=y, height=0.7,
                                         width=np.abs(w), brushes=brushes)
        self.bars.addItem(self._bar_item)
        self.bars.getAxis("left").setTicks([[(i, f"{t[0]} ×{t[1]}") for i, t in
                                             enumerate(top)]])
        self.bars.enableAutoRange()


def _estimate_html(f, e):
    """The smoothed estimate of the most influential feature, with the counts plugged in."""
    if not e.features:
        return ""
    name = e.sorted_features()[0][0]
    clf, j = f.classifier_, f.vectorizer.vocabulary_[name]
    alpha, V = f.alpha, clf.feature_count_.shape[1]
    lines = []
    for label in (e.positive, e.negative):
        k = int(np.flatnonzero(clf.classes_.astype(str) == label)[0])
        n_wc = clf.feature_count_[k, j]
        if f.model == "multinomial":
            total = clf.feature_count_[k].sum()
            lines.append(f"p({escape(name)}|{escape(label)}) = ({n_wc:g} + {alpha:.3g}) / "
                         f"({total:g} + {alpha:.3g}·{V:,}) = "
                         f"{(n_wc + alpha) / (total + alpha * V):.3g}")
        else:
            docs = clf.class_count_[k]
            lines.append(f"θ({escape(name)}|{escape(label)}) = ({n_wc:g} + {alpha:.3g}) / "
                         f"({docs:g} + 2·{alpha:.3g}) = {(n_wc + alpha) / (docs + 2 * alpha):.3g}")
    rule = ("count(w, c) + α over Σ count(·, c) + α|V|" if f.model == "multinomial" else
            "documents of c containing w + α over documents of c + 2α")
    return (f"<p>Estimates ({rule}), for the strongest feature:<br>" + "<br>".join(lines)
            + "</p>")


def _explanation_html(e, text, model, estimate=""):
    pos, neg = escape(e.positive), escape(e.negative)
    probs = ", ".join(f"p({escape(str(c))}|x) = {p:.4f}" for c, p in zip(e.classes, e.proba))
    best = escape(str(e.classes[int(np.argmax(e.proba))]))
    absent = (f" + absent words {e.absent:+.3f}" if model == "bernoulli" else "")
    head = (f"<h3>Predicted: {best}</h3><p>{probs}</p>"
            f"<p>log p({pos}|x)/p({neg}|x) = prior {e.prior:+.3f} + words "
            f"{float(e.weights.sum()):+.3f}{absent} = <b>{e.log_odds:+.3f}</b></p>"
            f"<p style='color:#555'>Red words pull towards {pos}, blue towards {neg}; the "
            "stronger the colour, the larger |log p(w|" + pos + ") − log p(w|" + neg + ")|. "
            "Grey: unknown to the filter. "
            + ("Bernoulli: each distinct word counts once, and every vocabulary word "
               "<i>absent</i> from the message contributes log(1−θ<sub>pos</sub>) − "
               "log(1−θ<sub>neg</sub>)." if model == "bernoulli" else
               "Multinomial: every occurrence counts.") + "</p>" + estimate + "<hr>")
    return head + "<p style='white-space:pre-wrap'>" + _coloured(text, e.spans) + "</p>"


def _coloured(text, spans):
    out, at = [], 0
    for start, end, term, value in spans:
        out.append(escape(text[at:start]))
        word = escape(text[start:end])
        if value is None:
            out.append(f"<span style='color:#999'>{word}</span>")
        else:
            strength = min(abs(value) / 3.0, 1.0)
            rgb = (214, 39, 40) if value > 0 else (31, 119, 180)
            alpha = 0.15 + 0.75 * strength
            title = escape(f"{term}: {value:+.3f}")
            out.append(f"<span title='{title}' style='background-color:rgba({rgb[0]},{rgb[1]},"
                       f"{rgb[2]},{alpha:.2f})'>{word}</span>")
        at = end
    out.append(escape(text[at:]))
    return "".join(out)


class InformativeView(QWidget):
    """For each class, the words with the largest log p(w|c) − max over other classes: a table
    of all classes and a bar chart of the chosen one."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("informative_view")
        self.messages = tab.messages
        self.filters, self.top = {}, {}
        self.model_combo = combo("informative_model_combo", "Model", "Event model",
                                 ("multinomial", "bernoulli"))
        self.count_spin = spin("informative_count_spin", "Words", "Words per class", 5, 500, 30)
        self.class_combo = combo("informative_class_combo", "Class", "Class of the bar chart",
                                 ())
        self.table = DataTable("informative_table", self, "Search words…")
        self.bars = plot_widget("log p(w|c) − max log p(w|c′) (top 25)", "log-ratio", "")
        self._bar_item = None
        note = QLabel("Most informative words: log p(w|c) − max<sub>c′≠c</sub> log p(w|c′), "
                      "the log-ratio a word adds to class c's score each time it occurs "
                      "(multinomial) or by being present (Bernoulli).")
        note.setWordWrap(True)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addWidget(note)
        lv.addWidget(self.table, 1)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.addLayout(hbox("Class", self.class_combo, export_button(
            self, "informative_export_button", self.bars, "informative_words"), stretch=True))
        rv.addWidget(self.bars, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(hbox("Model", self.model_combo, "words per class", self.count_spin,
                              csv_button(self, "informative_csv_button", self.table,
                                         "informative_words"), stretch=True))
        layout.addWidget(hsplit(left, right, sizes=[650, 550]), 1)
        self.model_combo.currentTextChanged.connect(lambda _: self.refresh())
        self.count_spin.valueChanged.connect(lambda _: self.refresh())
        self.class_combo.currentTextChanged.connect(lambda _: self._draw_bars())

    def set_filters(self, filters):
        self.filters = filters
        self.refresh()

    def refresh(self):
        f = self.filters.get(self.model_combo.currentText())
        if f is None:
            return
        self.top = f.informative_features(self.count_spin.value())
        rows = [(c, r, *item) for c, items in self.top.items()
                for r, item in enumerate(items, 1)]
        headers = ["class", "rank", "feature", "log-ratio", "p(w|c)", "max p(w|c′)",
                   "count in c"]
        self.table.set_columns(headers, [list(col) for col in zip(*rows)])
        current = self.class_combo.currentText()
        self.class_combo.blockSignals(True)
        self.class_combo.clear()
        self.class_combo.addItems(list(self.top))
        if current in self.top:
            self.class_combo.setCurrentText(current)
        elif "spam" in self.top:
            self.class_combo.setCurrentText("spam")
        self.class_combo.blockSignals(False)
        self._draw_bars()

    def _draw_bars(self):
        if self._bar_item is not None:
            self.bars.removeItem(self._bar_item)
            self._bar_item = None
        items = self.top.get(self.class_combo.currentText(), [])[:25][::-1]
        if not items:
            return
        w = np.array([t[1] for t in items])
        self._bar_item = pg.BarGraphItem(
            x0=np.minimum(w, 0), y=np.arange(len(items)), height=0.7, width=np.abs(w),
            brushes=[palette.brush(palette.color(3 if v > 0 else 0)) for v in w])
        self.bars.addItem(self._bar_item)
        self.bars.getAxis("left").setTicks([[(i, t[0]) for i, t in enumerate(items)]])
        self.bars.enableAutoRange()


class CorpusView(QWidget):
    """The messages as read (source, class, length, first line) and the files that were
    reported; double-click a message to explain it."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("corpus_view")
        self.tab, self.messages = tab, tab.messages
        self.table = DataTable("messages_table", self, "Search messages…")
        self.problems = DataTable("problems_table", self, "Search problems…")
        layout = QVBoxLayout(self)
        layout.addLayout(hbox("Messages (double-click one to explain it)",
                              csv_button(self, "messages_csv_button", self.table, "messages"),
                              stretch=True))
        layout.addWidget(self.table, 3)
        layout.addLayout(hbox("Files reported while reading",
                              csv_button(self, "problems_csv_button", self.problems,
                                         "problems"), stretch=True))
        layout.addWidget(self.problems, 1)
        self.table.view.doubleClicked.connect(lambda _: self._explain_selected())

    def set_corpus(self, corpus, overview):
        """``overview``: (headers, columns) made on the worker (spam_jobs.overview)."""
        self.table.set_columns(*overview)
        self.problems.set_columns(["problem"], [corpus.problems or ["none"]])

    def _explain_selected(self):
        row = self.table.selected_source_row()
        if row is not None and self.tab.corpus is not None:
            self.tab.explain_text(self.tab.corpus.text(row))
