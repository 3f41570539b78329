"""The Spam tab's Choosing-a-model view (notes: [ML] 7. Model Selection) on the loaded corpus:
the training / validation / test split and k folds stated as counts, the validation curve of
α (Naive Bayes) or C (logistic regression, the linear SVM, softmax) on a log axis with the mean
± standard deviation over folds, a grid search over two parameters as a heat map, nested
cross-validation's estimate beside the optimistic one, and the learning curve. Every study is
one of engine.selection's jobs, run on a worker with progress and Cancel (a JobPanel per page);
the GUI thread only draws the result."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import style
from ...plots import palette
from ...widgets.files import export_button
from ...widgets.forms import button, combo, double_spin, hbox, hsplit, spin
from ...widgets.jobs import JobPanel
from ...widgets.lazy import BuiltOnShow
from ...widgets.table import DataTable
from .controls import keep_space
from .jobs_selection import (
    GRIDS,
    MODELS,
    grid_job,
    grid_texts,
    learning_job,
    nested_job,
    splits_job,
    validation_job,
)
from .selection_text import (
    splits_note,
    grid_text,
    learning_text,
    nested_text,
    validation_text,
)
from .band_curves import BandCurves
from .texts import Texts, TrLabel, class_name, keyed_combo, tr
from .views import plot_widget

SCORES = {"accuracy": "accuracy", "macro F1": "f1_macro"}
def _old() -> str:
    return tr("<i>(previous corpus or preprocessing; Run again)</i>")


def _value_spin(name, label, tip, value):
    return double_spin(name, label, tip, 0.001, 100_000, value, 1.0, decimals=3)


class _Page(BuiltOnShow, QWidget):
    """One study: a Run button, its own JobPanel (progress and Cancel) and a status line."""

    def __init__(self, view, name, run_label, tip):
        """``run_label``, ``tip``: callables giving the texts in the language in force."""
        super().__init__(view)
        self.setObjectName(name)
        self.view = view
        self.texts = Texts()          # written again by SelectionStudyView.retranslate
        self.jobs = JobPanel(view.messages, self.show_result, self, name=name,
                             kept=lambda: tr("the previous result is kept"))
        self.run_button = button(f"{name}_run", run_label(), tip())
        self.texts.set(self.run_button, "setText", run_label)
        self.texts.set(self.run_button, "setToolTip", tip)
        self.run_button.clicked.connect(self.run)
        self.status = QLabel("")
        self.status.setObjectName(f"{name}_status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.RichText)

    def run(self):
        data = self.view.data()
        if data is not None:
            self.start(*data)

    def start(self, X, y, options):
        raise NotImplementedError

    def show_result(self, result):
        raise NotImplementedError


class SplitsPage(_Page):
    def __init__(self, view):
        super().__init__(view, "splits_page", lambda: tr("Split"), lambda: tr(
            "Split the corpus into training, validation and test parts, and into k folds"))

    def build(self):
        self.validation_spin = spin("validation_share_spin", "Validation %", tr(
            "Share for choosing hyperparameters"), 0, 45, 20)
        self.test_spin = spin("test_share_spin", "Test %", tr("Share touched once, at the end"),
                              5, 45, 20)
        self.table = DataTable("splits_table", self, "")
        self.table.search.setVisible(False)
        note = QTextBrowser(self)
        note.setObjectName("splits_note")
        self.texts.set(note, "setHtml", splits_note)
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(TrLabel(lambda: tr("validation %")), self.validation_spin,
                              TrLabel(lambda: tr("test %")),
                              self.test_spin,
                              self.run_button, (self.status, 1), keep_space(self.jobs)))
        layout.addWidget(hsplit(self.table, note, sizes=[600, 600]), 1)

    def start(self, X, y, options):
        v = self.view
        self.jobs.start(splits_job(y, self.validation_spin.value() / 100,
                                   self.test_spin.value() / 100, v.k_spin.value(),
                                   v.seed_spin.value()), tr("Splitting…"))

    def show_result(self, splits):
        classes = [class_name(c) for c in splits.classes]
        parts = {"training": tr("training"), "validation": tr("validation"),
                 "test": tr("test")}
        rows = [(parts.get(name, name), counts) for name, counts in splits.parts.items()]
        rows += [(tr("fold {f} (held out)").format(f=f + 1), counts)
                 for f, counts in enumerate(splits.folds)]
        self.table.set_columns([tr("part"), tr("messages")] + classes,
                               [[r[0] for r in rows], [int(r[1].sum()) for r in rows]]
                               + [[int(r[1][c]) for r in rows] for c in range(len(classes))])
        self.status.setText(tr("%n stratified fold(s): every message is held out exactly "
                               "once.", "", len(splits.folds)))


class ValidationPage(_Page):
    def __init__(self, view):
        super().__init__(view, "validation_page", lambda: tr("Validation curve"), lambda: tr(
            "Cross-validated training and held-out scores for each value of the "
            "hyperparameter"))

    def build(self):
        self.plot = plot_widget("", tr("value"), "", legend=(-10, -10))
        self.texts.set(self.plot, "setTitle", lambda: tr("Validation curve (mean ± sd over "
                                                         "folds)"))
        self.texts.set(self.plot.getAxis("left"), "setLabel", lambda: tr("score"))
        self.curves = BandCurves(self.plot, log_x=True)
        style.empty_state(self.plot.getPlotItem(), tr("Run draws the training and held-out "
                                                      "scores for every value tried."))
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self.run_button, export_button(
            self, "validation_export_button", self.plot, "validation_curve"),
            (self.status, 1), keep_space(self.jobs)))
        layout.addWidget(self.plot, 1)

    def start(self, X, y, options):
        v = self.view
        model = v.model()
        self._model = model
        self.jobs.start(validation_job(model, X, y, v.values(), v.k_spin.value(),
                                       v.seed_spin.value(), v.scoring(), **options),
                        tr("Validation curve…"))

    def show_result(self, curve):
        style.clear_empty_state(self.plot.getPlotItem())
        self.plot.setLabel("bottom", tr("{symbol} (log scale)").format(
            symbol=self._model.symbol))
        self.curves.show(curve.values, (curve.train_mean, curve.train_std),
                         (curve.test_mean, curve.test_std))
        self.curves.mark(curve.best_value, curve.best_score)
        self.status.setText(validation_text(curve, self._model.symbol))


class GridPage(_Page):
    def __init__(self, view):
        super().__init__(view, "grid_page", lambda: tr("Grid search"), lambda: tr(
            "Cross-validated score of every pair of the two parameters"))

    def build(self):
        self.grid_combo = combo("grid_model_combo", "Grid", tr("The model and its two "
                                                               "parameters"), ())
        keyed_combo(self.grid_combo, GRIDS, lambda key: grid_texts()[key])
        self.texts.set(self.grid_combo, "setToolTip", lambda: tr("The model and its two "
                                                                 "parameters"))
        self.plot = plot_widget("", "α", tr("vocabulary"))
        self.texts.set(self.plot, "setTitle", lambda: tr("Grid search: mean held-out score"))
        self.plot.setMouseEnabled(x=False, y=False)
        self.image = pg.ImageItem()
        self.image.setLookupTable(style.colormap().getLookupTable())
        self.plot.addItem(self.image)
        self.colorbar = None
        style.empty_state(self.plot.getPlotItem(), tr("Run scores every pair of the two "
                                                      "parameters by cross-validation."))
        self._labels = []
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self.grid_combo, self.run_button, export_button(
            self, "grid_export_button", self.plot, "grid_search"), (self.status, 1),
            keep_space(self.jobs)))
        layout.addWidget(self.plot, 1)

    def start(self, X, y, options):
        v = self.view
        self._grid = GRIDS[self.grid_combo.currentData()]
        self.jobs.start(grid_job(self._grid, X, y, v.k_spin.value(), v.seed_spin.value(),
                                 v.scoring(), **options), tr("Grid search…"))

    def show_result(self, grid):
        mean = grid.mean
        style.clear_empty_state(self.plot.getPlotItem())
        levels = (float(mean.min()), float(mean.max()) + 1e-12)
        self.image.setImage(mean, levels=levels)
        if self.colorbar is None:       # what each shade is: the mean held-out score
            self.colorbar = style.colorbar(self.plot.getPlotItem(), self.image, levels,
                                           tr("mean score"))
        else:
            self.colorbar.setLevels(levels)
        for item in self._labels:
            self.plot.removeItem(item)
        best = grid.best_index
        self._labels = []
        for (i, j), m in np.ndenumerate(mean):
            text = f"{m:.3f}" + (" ★" if (i, j) == best else "")
            item = pg.TextItem(text, color="w" if m < mean.max() - 0.5 * np.ptp(mean)
                               else "k", anchor=(0.5, 0.5))
            item.setPos(i + 0.5, j + 0.5)
            self.plot.addItem(item)
            self._labels.append(item)
        first, second = grid.values
        self.plot.setLabel("bottom", self._grid.model.symbol)
        texts = grid_texts()
        self.plot.setLabel("left", texts.get(self._grid.label, self._grid.label))
        self.plot.getAxis("bottom").setTicks([[(i + 0.5, f"{c:g}")
                                               for i, c in enumerate(first)]])
        self.plot.getAxis("left").setTicks([[(j + 0.5, f"{n:,}" if float(n).is_integer()
                                              else f"{n:g}") for j, n in enumerate(second)]])
        self.plot.setXRange(0, len(first), padding=0)
        self.plot.setYRange(0, len(second), padding=0)
        self.status.setText(grid_text(grid, texts.get(self._grid.note, self._grid.note)))


class NestedPage(_Page):
    def __init__(self, view):
        super().__init__(view, "nested_page", lambda: tr("Nested CV"), lambda: tr(
            "Choose the hyperparameter on inner folds, score on the untouched outer fold"))

    def build(self):
        self.inner_spin = spin("inner_k_spin", "Inner k", tr("Folds of each outer training "
                                                             "part"), 2, 10, 3)
        self.table = DataTable("nested_table", self, "")
        self.table.search.setVisible(False)
        self.details = QTextBrowser(self)
        self.details.setObjectName("nested_details")
        self.plot = plot_widget("", "", "")
        self.texts.set(self.plot, "setTitle", lambda: tr("Estimates"))
        self.texts.set(self.plot.getAxis("left"), "setLabel", lambda: tr("score"))
        self.plot.setMouseEnabled(x=False, y=False)
        self.bars = pg.BarGraphItem(x=[0, 1], height=[0, 0], width=0.5, brushes=[
            palette.brush(palette.color(3)), palette.brush(palette.color(2))])
        self.error = pg.ErrorBarItem(x=np.array([1.0]), y=np.array([0.0]),
                                     height=np.array([0.0]), beam=0.2)
        self.folds = pg.ScatterPlotItem(size=7, brush=pg.mkBrush(0, 0, 0, 160))
        for item in (self.bars, self.error, self.folds):
            self.plot.addItem(item)
        self.texts.set(self.plot.getAxis("bottom"), "setTicks", lambda: [[
            (0, tr("optimistic")), (1, tr("nested"))]])
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(TrLabel(lambda: tr("inner k")), self.inner_spin, self.run_button, (self.status, 1),
                              keep_space(self.jobs)))
        layout.addWidget(hsplit(self.table, self.details, self.plot,
                                sizes=[430, 520, 250]), 1)

    def start(self, X, y, options):
        v = self.view
        self._model = v.model()
        self.jobs.start(nested_job(self._model, X, y, v.values(), v.k_spin.value(),
                                   self.inner_spin.value(), v.seed_spin.value(), v.scoring(),
                                   **options), tr("Nested cross-validation…"))

    def show_result(self, nested):
        name = self._model.param
        self.table.set_columns(
            [tr("outer fold"), tr("chosen {symbol}").format(symbol=self._model.symbol),
             tr("inner best score"), tr("outer score")],
            [list(range(1, len(nested.outer_scores) + 1)),
             [p[name] for p in nested.best_params], nested.inner_best_scores,
             nested.outer_scores])
        self.details.setHtml(nested_text(nested, self._model.symbol, name))
        self._draw(nested)
        self.status.setText(tr("nested {m:.4f} ± {s:.4f} · optimistic {o:.4f}").format(
            m=nested.nested_mean, s=nested.nested_std, o=nested.optimistic_score))


    def _draw(self, nested):
        """The optimistic and the nested estimate side by side, the nested one with ± sd and
        its outer folds' scores as dots."""
        heights = [nested.optimistic_score, nested.nested_mean]
        self.bars.setOpts(x=[0, 1], height=heights, width=0.5)
        self.error.setData(x=np.array([1.0]), y=np.array([nested.nested_mean]),
                           height=np.array([2 * nested.nested_std]))
        scores = np.asarray(nested.outer_scores, float)
        self.folds.setData(np.full(len(scores), 1.3), scores)
        low = min(float(scores.min()), min(heights)) - 0.02
        self.plot.setYRange(max(low, 0.0), min(max(float(scores.max()), max(heights)) + 0.02,
                                               1.0), padding=0)
        self.plot.setXRange(-0.5, 1.6, padding=0)


class LearningPage(_Page):
    def __init__(self, view):
        super().__init__(view, "learning_page", lambda: tr("Learning curve"), lambda: tr(
            "Training and held-out scores as the training part grows"))
        self.value_spin = _value_spin("learning_value_spin", "Value", tr(
            "The hyperparameter's value (α or C) for this curve"), 1.0)

    def build(self):
        self.plot = plot_widget("", "", "", legend=(-10, -10))
        self.texts.set(self.plot, "setTitle", lambda: tr("Learning curve (mean ± sd over "
                                                         "folds)"))
        self.texts.set(self.plot.getAxis("bottom"), "setLabel", lambda: tr("training messages"))
        self.texts.set(self.plot.getAxis("left"), "setLabel", lambda: tr("score"))
        self.curves = BandCurves(self.plot)
        style.empty_state(self.plot.getPlotItem(), tr("Run draws the scores as the training "
                                                      "part grows."))
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(TrLabel(lambda: tr("α or C")), self.value_spin, self.run_button, export_button(
            self, "learning_curve_export_button", self.plot, "learning_curve"),
            (self.status, 1), keep_space(self.jobs)))
        layout.addWidget(self.plot, 1)

    def start(self, X, y, options):
        v = self.view
        self._model = v.model()
        self.jobs.start(learning_job(self._model, X, y, self.value_spin.value(),
                                     v.k_spin.value(), v.seed_spin.value(), v.scoring(),
                                     **options), tr("Learning curve…"))

    def show_result(self, curve):
        style.clear_empty_state(self.plot.getPlotItem())
        self.curves.show(curve.sizes, (curve.train_mean, curve.train_std),
                         (curve.test_mean, curve.test_std))
        self.status.setText(learning_text(curve))


class SelectionStudyView(QWidget):
    """The shared settings (model, range of its hyperparameter, k, score, seed) and a page per
    study."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("choosing_view")
        self.tab, self.messages = tab, tab.messages
        self.model_combo = combo("choosing_model_combo", "Model", tr(
            "The model whose hyperparameter is chosen"), ())
        keyed_combo(self.model_combo, MODELS)     # item data: the MODELS key
        self.low_spin = _value_spin("range_low_spin", "From", tr("Smallest value tried"), 0.001)
        self.high_spin = _value_spin("range_high_spin", "To", tr("Largest value tried"), 10.0)
        self.points_spin = spin("range_points_spin", "Values", tr(
            "Values tried, evenly spaced on a log scale"), 2, 25, 9)
        self.k_spin = spin("choosing_k_spin", "k", tr("Cross-validation folds"), 2, 20, 5)
        self.score_combo = combo("choosing_score_combo", "Score", tr("What the folds score"),
                                 ())
        for key, value in SCORES.items():
            self.score_combo.addItem(key, value)
        self.seed_spin = spin("choosing_seed_spin", "Seed", tr(
            "Seed of the folds (same seed, same folds)"), 0, 99_999, 0)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("choosing_pages")
        self.splits_page = SplitsPage(self)
        self.validation_page = ValidationPage(self)
        self.grid_page = GridPage(self)
        self.nested_page = NestedPage(self)
        self.learning_page = LearningPage(self)
        self._pages = (self.splits_page, self.validation_page, self.grid_page,
                       self.nested_page, self.learning_page)
        for page in self._pages:
            self.pages.addTab(page, "")
        self._labels = [QLabel() for _ in range(5)]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        labels = self._labels
        layout.addLayout(hbox(labels[0], self.model_combo, labels[1], self.low_spin, labels[2],
                              self.high_spin, "×", self.points_spin, "k", self.k_spin,
                              labels[3], self.score_combo, labels[4], self.seed_spin,
                              stretch=True))
        self.retranslate()
        layout.addWidget(self.pages, 1)
        self.model_combo.currentIndexChanged.connect(lambda _: self._model_changed())

    def retranslate(self):
        for label, text in zip(self._labels, (tr("Model"), tr("values from"), tr("to"),
                                              tr("score"), tr("seed"))):
            label.setText(text)
        for i, text in enumerate((tr("Train / validation / test"), tr("Validation curve"),
                                  tr("Grid search"), tr("Nested CV"), tr("Learning curve"))):
            self.pages.setTabText(i, text)
        for i, text in enumerate((tr("accuracy"), tr("macro F1"))):
            self.score_combo.setItemText(i, text)
        keyed_combo(self.model_combo, MODELS)
        for page in getattr(self, "_pages", ()):       # the built pages' own texts
            page.texts.retranslate()
        if self.grid_page.built:
            keyed_combo(self.grid_page.grid_combo, GRIDS, lambda key: grid_texts()[key])

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def model(self):
        return MODELS[self.model_combo.currentData() or next(iter(MODELS))]

    def features_changed(self):
        """A new corpus or preprocessing: a study under way is dropped, and what is shown says
        it belongs to the previous features."""
        for page in (self.splits_page, self.validation_page, self.grid_page,
                     self.nested_page, self.learning_page):
            page.jobs.runner.cancel()
            text = page.status.text()
            if text and _old() not in text:
                page.status.setText(f"{_old()} {text}")

    def _model_changed(self):
        m = self.model()
        self.low_spin.setValue(m.low)
        self.high_spin.setValue(m.high)
        self.learning_page.value_spin.setValue(1.0 if m.param == "alpha" else 10.0)

    def values(self):
        """The values tried: evenly spaced on a log scale between the two spins."""
        low, high = sorted((self.low_spin.value(), self.high_spin.value()))
        n = self.points_spin.value() if high > low else 1
        return np.geomspace(low, high, n)

    def scoring(self):
        return self.score_combo.currentData() or "accuracy"

    def data(self):
        """(X, y, fold options) of the loaded corpus, or None with a message."""
        tab = self.tab
        if tab.features is None or tab.corpus is None:
            self.messages.error(lambda: tr(
                                    "Load a corpus first: the studies cross-validate on it."))
            return None
        opts = tab.features.options
        return (tab.features.X, np.asarray(tab.corpus.labels),
                dict(min_df=opts["min_df"], unknown=opts["unknown"]))
