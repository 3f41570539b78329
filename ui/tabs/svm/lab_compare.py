"""SVM tab › Compare: SVM, logistic regression, perceptron, MLP, AdaBoost and a tree side by side
on the current points (small multiples) with training and cross-validated accuracy, and the
bias–variance picture: a deep tree's boundary over bootstrap resamples against a line's."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout

from engine.ensemble import AdaBoost
from engine.linear import LogisticRegression
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


def model_factories(n_classes: int, seed: int) -> dict:
    """name → a function making a fresh, unfitted model (defaults of each engine class)."""
    return {
        "SVM (RBF)": (lambda: SVC()) if n_classes == 2 else (lambda: OneVsRest(SVC())),
        "logistic regression": lambda: LogisticRegression(),
        "perceptron": lambda: Perceptron(max_epochs=100),
        "MLP (8 tanh)": lambda: MLPClassifier(hidden=(8,), learning_rate=1.0, max_iter=300,
                                              random_state=seed),
        "AdaBoost": lambda: AdaBoost(n_rounds=50),
        "tree (full depth)": lambda: DecisionTree(),
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
        self.messages = MessageBar(self, "compare_messages")
        self.panel = JobPanel(self.messages, self._show, self, name="compare",
                              kept="the comparison shown is kept")
        self.runner = self.panel.runner
        self.folds_spin = spin("compare_folds", "Folds", "k of k-fold cross-validation", 2, 10, 5)
        self.sets_spin = spin("compare_resamples", "Resamples", "Bootstrap training sets in the "
                              "bias–variance picture", 2, 20, 8)
        self.again_button = button("compare_button", "Compare", "Fit every model again")
        self.again_button.clicked.connect(self.refresh)
        self.plots = {}
        models = QGridLayout()
        for i, name in enumerate(model_factories(2, 0)):
            self.plots[name] = self._plot(name)
            models.addWidget(self.plots[name], i // 3, i % 3)
        self.bias = {"complex": self._plot("deep tree × resamples"),
                     "simple": self._plot("logistic × resamples")}
        self.iso = {key: [] for key in self.bias}
        self.table = DataTable("compare_table", self)
        self.table.setMinimumSize(160, 100)
        self.note = QLabel("Computed when this view is shown.")
        self.note.setObjectName("compare_note")
        self.note.setWordWrap(True)
        bottom = QGridLayout()
        bottom.addWidget(self.bias["complex"], 0, 0)
        bottom.addWidget(self.bias["simple"], 0, 1)
        bottom.addWidget(self.table, 0, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(hbox("folds", self.folds_spin, "resamples", self.sets_spin,
                              self.again_button,
                              export_button(self, "compare_export", self.plots["SVM (RBF)"],
                                            "compare_svm"),
                              csv_button(self, "compare_csv", self.table, "model_comparison"),
                              stretch=True))
        layout.addWidget(self.messages)
        layout.addWidget(self.panel)
        layout.addLayout(models, 3)
        layout.addLayout(bottom, 2)
        layout.addWidget(self.note)

    def _plot(self, title):
        p = LabCanvas(self, title=title)
        p.setMinimumSize(*style.PLOT_MIN)
        return p

    def refresh(self):
        X, y = self.data()
        X, y = np.asarray(X, dtype=float), np.asarray(y)
        self.classes, yi = class_index(y)
        if len(self.classes) < 2 or len(X) < 2 * self.folds_spin.value():
            self.messages.error(f"Comparing needs two classes and at least "
                                f"{self.folds_spin.value()} points of each (for "
                                f"{self.folds_spin.value()}-fold cross-validation).")
            return
        self.messages.clear_message()
        for p in list(self.plots.values()) + list(self.bias.values()):
            p.set_points(X, editable=False)
            p.color_by_labels(yi)
            p.enableAutoRange()
        rect = self.plots["SVM (RBF)"].data_rect()
        self.panel.start(compare_job(X, y, rect, self.folds_spin.value(),
                                     self.sets_spin.value(), 0), "Fitting six models…")

    def _show(self, result: Comparison):
        rows = []
        k = len(self.classes)
        for m in result.models:
            plot = self.plots[m.name]
            if m.labels is None:
                plot.show_regions(None, result.rect, k)
                plot.setTitle(f"{m.name}: {m.note}", size="9pt")
                rows.append((m.name, np.nan, np.nan, np.nan))
                continue
            plot.show_regions(m.labels, result.rect, k, result.n)
            short = m.name.split(" ")[0].replace("(RBF)", "")
            plot.setTitle(f"{short}: {m.train:.0%} train, CV {m.cv.mean():.0%}", size="9pt")
            rows.append((m.name, m.train, m.cv.mean(), m.cv.std()))
        self.table.set_columns(["model", "training accuracy", "CV accuracy", "CV std"],
                               [list(c) for c in zip(*rows)])
        spread = {}
        for key, preds in (("complex", result.complex_preds), ("simple", result.simple_preds)):
            d = disagreement(preds)
            spread[key] = float(d.mean())
            self._draw_resamples(key, preds, d, result)
        best = max((m for m in result.models if m.cv is not None), key=lambda m: m.cv.mean())
        self.note.setText(
            f"Cross-validated accuracy ({self.folds_spin.value()} folds) is the honest number: "
            f"training accuracy rewards memorising (a full tree gets ~100%). Best here: "
            f"{best.name} ({best.cv.mean():.1%}). Bias–variance: over "
            f"{len(result.complex_preds)} bootstrap resamples the deep tree's boundaries "
            f"disagree on {spread['complex']:.1%} of the plane, logistic regression's on "
            f"{spread['simple']:.1%} — high variance against high bias.")

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
