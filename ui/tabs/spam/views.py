"""Sub-views of the Spam tab that show a trained comparison: Evaluation (model table, confusion,
per-class report with micro/macro, ROC and precision–recall curves with a threshold slider),
Explain (one message's word contributions) and Informative words."""
from __future__ import annotations


import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QSlider, QTabWidget, QVBoxLayout, QWidget

from engine.metrics import classification_report
from engine.workflows.spam_filtering import binary_curves, margins, threshold_predictions

from ...plots import palette
from ...widgets.files import csv_button, export_button
from ...widgets.forms import button, combo, hbox, hsplit, named
from ...widgets.table import DataTable
from ... import style
from .confusion import LAYOUTS, ConfusionTable, formulas_html, layout_names
from .texts import Texts, class_name, keyed_combo, model_name, tr

def metrics_note() -> str:
    return tr(
    "<b>Definitions</b> (standard; the notes swap precision and recall and write accuracy as "
    "(tp+fn)/N — corrected here): precision = tp/(tp+fp), recall = tp/(tp+fn), "
    "F1 = 2PR/(P+R), accuracy = (tp+tn)/N. <b>Micro</b> averages pool the counts of all "
    "classes (for one label per message micro P = R = F1 = accuracy); <b>macro</b> averages "
    "the per-class values, so a small class weighs as much as a large one. The threshold "
    "slider predicts the positive class when its score beats the best other class by at "
    "least t (t = 0: the usual arg max); Naive Bayes scores are log posteriors, linear "
    "models' are decision values on length-normalised rows; k-NN's are the share of the k "
    "nearest training messages (cosine distance on tf-idf rows) in each class.")


def plot_widget(title, x_label, y_label, legend=(-10, 10)):
    """A white plot with axis labels, a light grid and a legend at ``legend`` (pyqtgraph
    offsets: negative x from the right, negative y from the bottom)."""
    plot = pg.PlotWidget(title=title)
    style.themed(plot)
    plot.setLabel("bottom", x_label)
    plot.setLabel("left", y_label)
    plot.showGrid(x=True, y=True, alpha=0.2)
    plot.addLegend(offset=legend)
    plot.setMinimumSize(*style.PLOT_MIN)
    return plot


def _thin(n, most=1500):
    """Indices of at most ``most`` points of an n-point curve, ends kept (for drawing only:
    thousands of points look the same and cost the GUI thread)."""
    return np.unique(np.linspace(0, n - 1, min(n, most)).astype(int))


class _TabText:
    """A tab's text (or tooltip) as a setter for :class:`Texts`."""

    def __init__(self, tabs, index, tip=False):
        self.tabs, self.index, self.tip = tabs, index, tip

    def set(self, text):
        (self.tabs.setTabToolTip if self.tip else self.tabs.setTabText)(self.index, text)


class EvaluationView(QWidget):
    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("evaluation_view")
        self.messages = tab.messages
        self.texts = Texts()
        self.evaluations, self.positive, self._curves = {}, 0, {}
        self.models_table = DataTable("models_table", self, "")
        self.model_combo = combo("confusion_model_combo", "Model",
                                 "The model whose confusion matrix and report are shown", ())
        self.model_combo.setMinimumContentsLength(16)
        self.layout_combo = combo("confusion_layout_combo", "Layout",
                                  "Which way the confusion matrix is laid out", ())
        for key in LAYOUTS:
            self.layout_combo.addItem("", key)
        self.threshold_slider = named(QSlider(Qt.Horizontal), "threshold_slider", "Threshold",
                                      "Predict the positive class when its score margin ≥ t")
        self.threshold_slider.setRange(0, 1000)
        self.threshold_label = QLabel("t = 0")
        self.default_button = button("threshold_default_button", "t = 0",
                                     "Back to the arg-max decision")
        self.confusion = ConfusionTable("spam_confusion_table", self)
        self.formulas = QLabel("")
        self.formulas.setObjectName("confusion_formulas")
        self.formulas.setWordWrap(True)
        self.formulas.setFont(style.font(style.CAPTION))
        self.report = DataTable("class_report_table", self, "")
        self.roc_plot = plot_widget("", "", "", legend=(-10, -10))
        self.pr_plot = plot_widget("", "", "", legend=(10, -10))
        for plot in (self.roc_plot, self.pr_plot):
            plot.getAxis("bottom").enableAutoSIPrefix(False)
            plot.getAxis("left").enableAutoSIPrefix(False)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setObjectName("metrics_note")
        self._markers = [pg.ScatterPlotItem(size=12, brush=pg.mkBrush(*style.theme().foreground),
                                            symbol="o") for _ in range(2)]
        self.roc_plot.addItem(self._markers[0])
        self.pr_plot.addItem(self._markers[1])
        self._build()
        self._texts()
        self._connect()

    def _texts(self):
        t, tip = self.texts, "setToolTip"
        t.set(self.model_combo, tip, lambda: tr("The model whose confusion matrix and report "
                                                "are shown"))
        t.set(self.layout_combo, tip, lambda: tr(
            "The notes lay the confusion matrix out with predictions in rows; Trellis (as "
            "scikit-learn) with the true class in rows. The formulas below follow the layout."))
        t.set(self.threshold_slider, tip, lambda: tr(
            "Predict the positive class when its score margin ≥ t"))
        t.set(self.default_button, tip, lambda: tr("Back to the arg-max decision"))
        t.set(self.note, "setText", metrics_note)
        t.set(self.roc_plot, "setTitle", lambda: tr("ROC (positive class vs rest)"))
        t.set(self.pr_plot, "setTitle", lambda: tr("Precision–recall"))
        for plot, x, y in ((self.roc_plot, lambda: tr("FPR (false-positive rate)"),
                            lambda: tr("TPR (recall)")),
                           (self.pr_plot, lambda: tr("recall"), lambda: tr("precision"))):
            t.set(plot.getAxis("bottom"), "setLabel", x)
            t.set(plot.getAxis("left"), "setLabel", y)
        t.set(self._models_label, "setText", lambda: tr("Models on the same split"))
        t.set(self._model_label, "setText", lambda: tr("Model"))
        t.set(self._threshold_label, "setText", lambda: tr("threshold"))
        t.set(self._confusion_label, "setText", lambda: tr("Confusion matrix"))
        t.set(self._report_label, "setText", lambda: tr("Per class, micro, macro"))
        for i, make in enumerate((lambda: tr("ROC"), lambda: tr("P–R"),
                                  lambda: tr("Definitions"))):
            t.set(_TabText(self.curve_tabs, i), "set", make)
        t.set(_TabText(self.curve_tabs, 1, tip=True), "set", lambda: tr("Precision–recall curve"))
        names = layout_names()
        for i in range(self.layout_combo.count()):
            self.layout_combo.setItemText(i, names[i])
        for table in (self.models_table, self.confusion, self.report):
            table.search.setPlaceholderText(tr("Search…"))

    def retranslate(self):
        self.texts.retranslate()
        names = layout_names()
        for i in range(self.layout_combo.count()):
            self.layout_combo.setItemText(i, names[i])
        if self.evaluations:
            keyed_combo(self.model_combo, self.evaluations)
            self._fill_models_table()
            self._draw_curves()
            self._show_model()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _build(self):
        for table in (self.models_table, self.confusion, self.report):
            table.search.setVisible(False)        # a handful of rows: nothing to search
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self._models_label = QLabel()
        layout.addLayout(hbox(self._models_label, csv_button(
            self, "models_csv_button", self.models_table, "models"), stretch=True))
        layout.addWidget(self.models_table)
        layout.addWidget(hsplit(self._build_tables(), self._build_curves(),
                                sizes=[640, 560]), 1)

    def _build_tables(self):
        """The chosen model's threshold, confusion matrix and per-class report."""
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        self._model_label, self._threshold_label = QLabel(), QLabel()
        lv.addLayout(hbox(self._model_label, self.model_combo, self._threshold_label,
                          (self.threshold_slider, 1), self.threshold_label,
                          self.default_button))
        confusion, report = QWidget(), QWidget()
        cv, rv = QVBoxLayout(confusion), QVBoxLayout(report)
        for box in (cv, rv):
            box.setContentsMargins(0, 0, 0, 0)
        self._confusion_label, self._report_label = QLabel(), QLabel()
        cv.addLayout(hbox(self._confusion_label, csv_button(
            self, "confusion_csv_button", self.confusion, "confusion"), stretch=True))
        cv.addWidget(self.layout_combo)
        cv.addWidget(self.confusion, 1)
        cv.addWidget(self.formulas)
        rv.addLayout(hbox(self._report_label, csv_button(
            self, "report_csv_button", self.report, "report"), stretch=True))
        rv.addWidget(self.report)
        lv.addWidget(hsplit(confusion, report, sizes=[270, 370]), 1)
        return left

    def _build_curves(self):
        """ROC, precision–recall and the definitions, one tab each (a laptop's height)."""
        tabs = self.curve_tabs = QTabWidget(self)
        tabs.setObjectName("curves_tabs")
        for plot, name in ((self.roc_plot, "roc"), (self.pr_plot, "pr")):
            page = QWidget()
            pv = QVBoxLayout(page)
            pv.setContentsMargins(0, 0, 0, 0)
            pv.addLayout(hbox(export_button(self, f"{name}_export_button", plot, name),
                              stretch=True))
            pv.addWidget(plot, 1)
            tabs.addTab(page, "")
        self.note.setAlignment(Qt.AlignTop)
        self.note.setMargin(6)
        tabs.addTab(self.note, "")
        return tabs

    def _fit_models_table(self):
        """Tall enough for every model: the Linear SVM row must not hide behind a scroll."""
        view = self.models_table.view
        rows = max(view.model().rowCount(), 4)
        view.setFixedHeight(view.horizontalHeader().sizeHint().height()
                            + rows * view.verticalHeader().defaultSectionSize()
                            + 2 * view.frameWidth() + 2)
        self.models_table.setFixedHeight(view.height())

    def _connect(self):
        self.model_combo.currentIndexChanged.connect(lambda _: self._reset_threshold())
        self.layout_combo.currentIndexChanged.connect(lambda _: self._show_model())
        self.threshold_slider.valueChanged.connect(lambda _: self._slid())
        self.default_button.clicked.connect(self._reset_threshold)
        self._fit_models_table()

    # -- data in ----------------------------------------------------------------------------
    def set_evaluations(self, evaluations, positive, curves=None):
        """``curves``: name → engine.spam.BinaryCurves of class index ``positive`` (made on
        the worker); computed here when the positive class changed."""
        self.evaluations, self.positive = evaluations, positive
        keyed_combo(self.model_combo, evaluations)     # item data: the engine's model key
        if curves is None:
            curves = {name: binary_curves(ev, positive) for name, ev in evaluations.items()}
        self._curves = curves
        self._fill_models_table()
        self._draw_curves()
        self._reset_threshold()

    def _fill_models_table(self):
        several_folds = max(len(ev.fold_accuracy) for ev in self.evaluations.values()) > 1
        headers = [tr("model"), tr("accuracy"), tr("micro P"), tr("micro R"), tr("micro F1"),
                   tr("macro P"), tr("macro R"), tr("macro F1"), tr("ROC AUC")] + (
            [tr("accuracy sd over folds")] if several_folds else [])
        rows = []
        for name, ev in self.evaluations.items():
            r = ev.report
            curve = self._curves[name]
            row = [model_name(name), r.accuracy, r.micro["precision"], r.micro["recall"],
                   r.micro["f1"],
                   r.macro["precision"], r.macro["recall"], r.macro["f1"],
                   curve.auc if curve else float("nan")]
            rows.append(row + ([float(np.std(ev.fold_accuracy))] if several_folds else []))
        self.models_table.set_columns(headers, [list(c) for c in zip(*rows)] if rows else
                                      [[] for _ in headers])
        self._fit_models_table()

    def _binary(self, ev):
        y = ev.y_true == ev.classes[self.positive]
        return y, margins(ev.scores, self.positive)

    def _draw_curves(self):
        """Update the curves in place (made again only when the models change: creating plot
        items is what costs the GUI thread)."""
        names = tuple(name for name, c in self._curves.items() if c is not None)
        if names != getattr(self, "_curve_names", None):
            for plot in (self.roc_plot, self.pr_plot):
                for item in list(plot.listDataItems()):
                    plot.removeItem(item)
                plot.plotItem.legend.clear()
            self._items = {}
            for k, name in enumerate(names):
                pen = pg.mkPen(palette.color(k), width=2)
                shown = model_name(name)
                self._items[name] = (self.roc_plot.plot([], [], pen=pen, name=shown),
                                     self.pr_plot.plot([], [], pen=pen, name=shown))
            self.roc_plot.plot([0, 1], [0, 1], pen=pg.mkPen((150, 150, 150),
                                                            style=Qt.DashLine))
            self._curve_names = names
        roc_legend, pr_legend = self.roc_plot.plotItem.legend, self.pr_plot.plotItem.legend
        for name in names:
            c, (roc_item, pr_item) = self._curves[name], self._items[name]
            roc, pr = _thin(len(c.fpr)), _thin(len(c.recall))
            roc_item.setData(c.fpr[roc], c.tpr[roc])
            pr_item.setData(c.recall[pr], c.precision[pr])
            label = roc_legend.getLabel(roc_item)
            if label is not None:
                label.setText(tr("{model} (AUC {auc:.3f})").format(model=model_name(name),
                                                                    auc=c.auc))
            label = pr_legend.getLabel(pr_item)
            if label is not None:           # renamed on LanguageChange
                label.setText(model_name(name))

    # -- threshold --------------------------------------------------------------------------
    def _range(self):
        ev = self.evaluations.get(self.model_combo.currentData())
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
        self._t = 0.0
        self._show_model()
        self.threshold_changed(0.0)

    def _slid(self):
        self._t = self.threshold()
        self._show_model()
        self.threshold_changed(self._t)

    def threshold_changed(self, t: float) -> None:
        """Called with the threshold the student chose (the tab routes it to its model)."""

    def set_threshold(self, t: float) -> None:
        """Show the decision at threshold ``t`` (a restored session's)."""
        _, lo, hi = self._range()
        self.threshold_slider.blockSignals(True)
        self.threshold_slider.setValue(int(round(1000 * (t - lo) / (hi - lo))))
        self.threshold_slider.blockSignals(False)
        self._t = float(t)
        self._show_model()

    def layout_key(self) -> str:
        return self.layout_combo.currentData() or "true_rows"

    def _show_model(self):
        ev, _, _ = self._range()
        if ev is None:
            return
        t = getattr(self, "_t", 0.0)
        self.threshold_label.setText(f"t = {t:.3g}")
        y = ev.y_true == ev.classes[self.positive]
        pred_idx = threshold_predictions(ev.scores, self.positive, t)
        pred = ev.classes[pred_idx]
        layout = self.layout_key()
        r = classification_report(ev.y_true, pred, labels=ev.classes, layout=layout)
        self.confusion.show_matrix([class_name(c) for c in r.labels], r.confusion, layout)
        self.formulas.setText(formulas_html(layout))
        names = {"micro avg": tr("micro avg"), "macro avg": tr("macro avg")}
        rows = [(names.get(row[0], class_name(row[0])),) + tuple(row[1:]) for row in r.rows()]
        self.report.set_columns([tr("class"), tr("precision"), tr("recall"), tr("F1"),
                                 tr("support")], [list(c) for c in zip(*rows)])
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
