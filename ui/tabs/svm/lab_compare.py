"""SVM tab › Compare: SVM, logistic regression, perceptron, MLP, AdaBoost and a tree side by side
on the current points (small multiples) with training and cross-validated accuracy; the notes'
ensembles — bagging (bootstrap aggregating of deep trees) and voting (logistic regression, a tree
and k-NN) — beside them; and the bias–variance picture: a deep tree's boundary over bootstrap
resamples against a line's."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QRectF
from PySide6.QtWidgets import QGridLayout, QLabel, QTabWidget, QVBoxLayout, QWidget

from engine.ensemble import AdaBoost, BaggingClassifier, VotingClassifier
from engine.linear import LogisticRegression
from engine.neighbors import KNeighborsClassifier
from engine.neural import MLPClassifier, Perceptron
from engine.svm import SVC, OneVsRest
from engine.tree import DecisionTree
from engine.workflows.classification import Comparison, iter_compare_classifiers

from ...widgets.files import csv_button, export_button
from ...widgets.forms import button, hbox, spin
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from ...widgets.table import DataTable
from .lab_common import LabCanvas, class_index
from ... import style

COMPARE_GRID = 70
BINARY_ONLY = ("perceptron", "AdaBoost")
ENSEMBLES = ("bagging (25 trees)", "voting (LR, tree, k-NN)")
# each model's name as shown (the English names are the plots' keys)
NAMES = {"SVM (RBF)": QT_TRANSLATE_NOOP("CompareView", "SVM (RBF)"),
         "logistic regression": QT_TRANSLATE_NOOP("CompareView", "logistic regression"),
         "perceptron": QT_TRANSLATE_NOOP("CompareView", "perceptron"),
         "MLP (8 tanh)": QT_TRANSLATE_NOOP("CompareView", "MLP (8 tanh)"),
         "AdaBoost": QT_TRANSLATE_NOOP("CompareView", "AdaBoost"),
         "tree (full depth)": QT_TRANSLATE_NOOP("CompareView", "tree (full depth)"),
         "bagging (25 trees)": QT_TRANSLATE_NOOP("CompareView", "bagging (25 trees)"),
         "voting (LR, tree, k-NN)": QT_TRANSLATE_NOOP("CompareView", "voting (LR, tree, k-NN)")}
SHORT = {"SVM (RBF)": "SVM", "logistic regression": QT_TRANSLATE_NOOP("CompareView", "logistic"),
         "perceptron": QT_TRANSLATE_NOOP("CompareView", "perceptron"), "MLP (8 tanh)": "MLP",
         "AdaBoost": "AdaBoost", "tree (full depth)": QT_TRANSLATE_NOOP("CompareView", "tree"),
         "bagging (25 trees)": QT_TRANSLATE_NOOP("CompareView", "bagging"),
         "voting (LR, tree, k-NN)": QT_TRANSLATE_NOOP("CompareView", "voting")}


def model_factories(n_classes: int, seed: int) -> dict:
    """name → a function making a fresh, unfitted model (defaults of each engine class)."""
    return {
        "SVM (RBF)": (lambda: SVC()) if n_classes == 2 else (lambda: OneVsRest(SVC())),
        "logistic regression": lambda: LogisticRegression(),
        "perceptron": lambda: Perceptron(max_epochs=100),
        "MLP (8 tanh)": lambda: MLPClassifier(hidden_layer_sizes=(8,), learning_rate=1.0,
                                              max_iter=300, random_state=seed),
        "AdaBoost": lambda: AdaBoost(n_estimators=50),
        "tree (full depth)": lambda: DecisionTree(),
        # the notes' ensembles ([ML] 7): bootstrap aggregating of deep trees (their variance
        # averaged away) and a majority vote of three different models
        "bagging (25 trees)": lambda: BaggingClassifier(DecisionTree(), n_estimators=25,
                                                        random_state=seed),
        "voting (LR, tree, k-NN)": lambda: VotingClassifier(
            [("logistic", LogisticRegression()), ("tree", DecisionTree(max_depth=4)),
             ("k-NN", KNeighborsClassifier(5))]),
    }


def compare_job(X, y, rect, k, n_sets, seed, n=COMPARE_GRID):
    """Fit each model on all points (training accuracy, regions) and on k folds (CV), then the
    bootstrap resamples of the bias–variance picture (engine.workflows.classification: Cancel
    stops it between two iterations of any fit)."""
    factories = model_factories(len(class_index(y)[0]), seed)
    return iter_compare_classifiers(factories, X, y, rect, k, n_sets, seed, n, BINARY_ONLY)


def disagreement(preds):
    """Share of resamples whose prediction differs from the cell's majority vote."""
    k = int(preds.max()) + 1
    counts = np.stack([(preds == c).sum(axis=0) for c in range(k)])
    return 1.0 - counts.max(axis=0) / len(preds)


class CompareView(LazyView):
    """Every lab model's boundary on the same points, with training and cross-validated
    accuracy, computed on a worker when shown or when the points change."""

    def __init__(self, data, parent=None):
        super().__init__(parent)
        self.setObjectName("compare_view")
        self.data = data
        self.stale = True        # computed on first show, whenever that is
        self.result: Comparison | None = None
        self.messages = MessageBar(self, "compare_messages")
        self.panel = JobPanel(self.messages, self._show, self, name="compare",
                              kept=lambda: self.tr("the comparison shown is kept"))
        self.runner = self.panel.runner
        self.folds_spin = spin("compare_folds", self.tr("Folds"), self.tr(
            "k of k-fold cross-validation"), 2, 10, 5)
        self.sets_spin = spin("compare_resamples", self.tr("Resamples"), self.tr(
            "Bootstrap training sets in the bias–variance picture"), 2, 20, 8)
        self.again_button = button("compare_button", self.tr("Compare"), self.tr(
            "Fit every model again"))
        self.again_button.clicked.connect(self.refresh)
        self.plots = {name: self._plot() for name in model_factories(2, 0)}
        singles = QGridLayout()
        for i, name in enumerate(n for n in self.plots if n not in ENSEMBLES):
            singles.addWidget(self.plots[name], i // 3, i % 3)
        self.bias = {"complex": self._plot(), "simple": self._plot()}
        self.iso = {key: [] for key in self.bias}
        self.table = DataTable("compare_table", self)
        self.table.setMinimumSize(160, 100)
        self.note = QLabel(self.tr("Computed when this view is shown."))
        self.note.setObjectName("compare_note")
        self.note.setWordWrap(True)
        ensembles = QGridLayout()
        for col, name in enumerate(ENSEMBLES):
            ensembles.addWidget(self.plots[name], 0, col)
        ensembles.addWidget(self.bias["complex"], 1, 0)
        ensembles.addWidget(self.bias["simple"], 1, 1)
        ensembles.addWidget(self.table, 0, 2, 2, 1)
        # two pages: six single models, then the ensembles beside the bias–variance picture
        self.pages = QTabWidget()
        self.pages.setObjectName("compare_pages")
        for grid_ in (singles, ensembles):
            page = QWidget()
            page.setLayout(grid_)
            self.pages.addTab(page, "")
        self.folds_label, self.sets_label = QLabel(), QLabel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(hbox(self.folds_label, self.folds_spin, self.sets_label, self.sets_spin,
                              self.again_button,
                              export_button(self, "compare_export", self.plots["SVM (RBF)"],
                                            "compare_svm"),
                              csv_button(self, "compare_csv", self.table, "model_comparison"),
                              stretch=True))
        layout.addWidget(self.messages)
        layout.addWidget(self.panel)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.note)
        self.retranslate()

    def _plot(self):
        p = LabCanvas(self)
        p.setMinimumSize(*style.PLOT_MIN)
        return p

    def retranslate(self):
        self.folds_label.setText(self.tr("folds"))
        self.sets_label.setText(self.tr("resamples"))
        self.again_button.setText(self.tr("Compare"))
        self.pages.setTabText(0, self.tr("Single models"))
        self.pages.setTabText(1, self.tr("Ensembles and bias–variance"))
        if self.result is not None:
            self._show(self.result)
            return
        for name, plot in self.plots.items():
            plot.setTitle(self.tr(NAMES[name]), size="9pt")
        self.bias["complex"].setTitle(self.tr("deep tree × resamples"), size="9pt")
        self.bias["simple"].setTitle(self.tr("logistic × resamples"), size="9pt")

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "pages"):
            self.retranslate()
        super().changeEvent(event)

    def refresh(self):
        X, y = self.data()
        X, y = np.asarray(X, dtype=float), np.asarray(y)
        self.classes, yi = class_index(y)
        k = self.folds_spin.value()
        if len(self.classes) < 2 or len(X) < 2 * k:
            self.messages.error(lambda: self.tr(
                                    "Comparing needs two classes and at least {k} points of "
                                    "each (for {k}-fold cross-validation)."),
                                k=k)
            return
        self.messages.clear_message()
        for p in list(self.plots.values()) + list(self.bias.values()):
            p.set_points(X, editable=False)
            p.color_by_labels(yi)
            p.enableAutoRange()
        rect = self.plots["SVM (RBF)"].data_rect()
        self.panel.start(compare_job(X, y, rect, k, self.sets_spin.value(), 0),
                         self.tr("Fitting {n} models…").format(n=len(self.plots)))

    def _show(self, result: Comparison):
        self.result = result
        rows = []
        k = len(self.classes)
        for m in result.models:
            plot = self.plots[m.name]
            if m.labels is None:
                plot.show_regions(None, result.rect, k)
                plot.setTitle(self.tr("{name}: two classes only").format(
                    name=self.tr(NAMES[m.name])), size="9pt")
                rows.append((self.tr(NAMES[m.name]), np.nan, np.nan, np.nan))
                continue
            plot.show_regions(m.labels, result.rect, k, result.n)
            plot.setTitle(self.tr("{name}: {train:.0%} train, CV {cv:.0%}").format(
                name=self.tr(SHORT[m.name]), train=m.train, cv=m.cv.mean()), size="9pt")
            rows.append((self.tr(NAMES[m.name]), m.train, m.cv.mean(), m.cv.std()))
        self.table.set_columns([self.tr("model"), self.tr("training accuracy"),
                                self.tr("CV accuracy"), self.tr("CV std")],
                               [list(c) for c in zip(*rows)])
        spread = {}
        for key, preds in (("complex", result.complex_preds), ("simple", result.simple_preds)):
            d = disagreement(preds)
            spread[key] = float(d.mean())
            self._draw_resamples(key, preds, d, result)
        self.bias["complex"].setTitle(self.tr("deep tree × resamples"), size="9pt")
        self.bias["simple"].setTitle(self.tr("logistic × resamples"), size="9pt")
        best = max((m for m in result.models if m.cv is not None), key=lambda m: m.cv.mean())
        self.note.setText(self.tr(
            "Cross-validated accuracy ({k} folds) is the honest number: training accuracy "
            "rewards memorising (a full tree gets ~100%). Best here: {best} ({cv:.1%}). "
            "Bias–variance: over {m} bootstrap resamples the deep tree's boundaries disagree on "
            "{deep:.1%} of the plane, logistic regression's on {line:.1%} — high variance "
            "against high bias. Bagging votes over 25 such trees and keeps their low bias with "
            "less of the variance.").format(
            k=self.folds_spin.value(), best=self.tr(NAMES[best.name]), cv=best.cv.mean(),
            m=len(result.complex_preds), deep=spread["complex"], line=spread["simple"]))
    def _draw_resamples(self, key, preds, d, result):
        plot, n = self.bias[key], result.n
        grey = (255 - 200 * d.reshape(n, n)[..., None] * np.ones(3)).astype(np.ubyte)
        plot.region.setImage(grey, levels=(0, 255))
        plot.region.setRect(QRectF(*result.rect))
        plot.region.setOpacity(0.7)
        plot.region.setVisible(True)
        pool = self.iso[key]
        curves = preds if len(self.classes) == 2 else []   # each resample's 0.5 level
        while len(pool) < len(curves):
            iso = pg.IsocurveItem(level=0.5, pen=pg.mkPen((0, 0, 0, 150), width=1))
            iso.setParentItem(plot.region)
            pool.append(iso)
        for iso, p in zip(pool, curves):
            iso.setData(p.reshape(n, n).astype(float))
            iso.setVisible(True)
        for iso in pool[len(curves):]:
            iso.setVisible(False)
