"""The Spam tab's Informative-words and Corpus views."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...widgets.lazy import LazyView

from ...plots import palette
from ...widgets.files import csv_button, export_button
from ...widgets.forms import combo, hbox, hsplit, spin
from ...widgets.table import DataTable
from .views import plot_widget


class InformativeView(LazyView):
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
        """New filters: the table is filled when the view is (or next becomes) visible."""
        self.filters = filters
        self.invalidate()

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


class CorpusView(LazyView):
    """The messages as read (source, class, length, first line) and the files that were
    reported; double-click a message to explain it."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("corpus_view")
        self.tab, self.messages = tab, tab.messages
        self._data = None
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
        """``overview``: engine.spam.Overview, made on the worker; shown when visible."""
        self._data = (corpus, overview)
        self.invalidate()

    def refresh(self):
        if self._data is None:
            return
        corpus, overview = self._data
        self.table.set_columns(list(overview.headers), list(overview.columns))
        self.problems.set_columns(["problem"], [corpus.problems or ["none"]])

    def _explain_selected(self):
        row = self.table.selected_source_row()
        if row is not None and self.tab.corpus is not None:
            self.tab.explain_text(self.tab.corpus.text(row))
