"""The Spam tab's Informative-words and Corpus views."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...bindings import signals_blocked
from ...widgets.lazy import LazyView

from ...plots import palette
from ...widgets.files import csv_button, export_button
from ...widgets.forms import combo, hbox, hsplit, spin
from ...widgets.table import DataTable
from ... import style
from ...i18n import describe
from .texts import class_name, keyed_combo, model_combo, select_data, tr
from .views import plot_widget


def _headers():
    """The engine's column names (Overview, informative features) in the language in force."""
    return {"source": tr("source"), "class": tr("class"), "characters": tr("characters"),
            "beginning": tr("beginning"), "rank": tr("rank"), "feature": tr("feature"),
            "log-ratio": tr("log-ratio"), "count in c": tr("count in c")}


class _Retranslated:
    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class InformativeView(_Retranslated, LazyView):
    """For each class, the words with the largest log p(w|c) − max over other classes: a table
    of all classes and a bar chart of the chosen one."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("informative_view")
        self.messages = tab.messages
        self.filters, self.top = {}, {}
        self.model_combo = combo("informative_model_combo", "Model", "", ())
        model_combo(self.model_combo)
        self.count_spin = spin("informative_count_spin", "Words", "", 5, 500, 30)
        self.class_combo = combo("informative_class_combo", "Class", "", ())
        self.table = DataTable("informative_table", self, "")
        self.bars = plot_widget("", "", "")
        self.bars.getAxis("bottom").enableAutoSIPrefix(False)
        self._bar_item = None
        note = self.note = QLabel("")
        note.setWordWrap(True)
        self._labels = [QLabel() for _ in range(3)]
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addWidget(note)
        lv.addWidget(self.table, 1)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.addLayout(hbox(self._labels[0], self.class_combo, export_button(
            self, "informative_export_button", self.bars, "informative_words"), stretch=True))
        rv.addWidget(self.bars, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self._labels[1], self.model_combo, self._labels[2],
                              self.count_spin,
                              csv_button(self, "informative_csv_button", self.table,
                                         "informative_words"), stretch=True))
        layout.addWidget(hsplit(left, right, sizes=[650, 550]), 1)
        self.model_combo.currentIndexChanged.connect(lambda _: self.refresh())
        self.count_spin.valueChanged.connect(lambda _: self.refresh())
        self.class_combo.currentIndexChanged.connect(lambda _: self._draw_bars())
        self.retranslate()

    def retranslate(self):
        for label, text in zip(self._labels, (tr("Class"), tr("Model"),
                                              tr("words per class"))):
            label.setText(text)
        self.model_combo.setToolTip(tr("Event model"))
        model_combo(self.model_combo)
        self.count_spin.setToolTip(tr("Words per class"))
        self.class_combo.setToolTip(tr("Class of the bar chart"))
        self.table.search.setPlaceholderText(tr("Search words…"))
        self.bars.setTitle(tr("log p(w|c) − max log p(w|c′) (top 25)"))
        self.bars.getAxis("bottom").setLabel(tr("log-ratio"))
        self.note.setText(tr("Most informative words: log p(w|c) − max<sub>c′≠c</sub> "
                             "log p(w|c′), the log-ratio a word adds to class c's score each "
                             "time it occurs (multinomial) or by being present (Bernoulli)."))
        if self.top:
            self.refresh()
        else:
            style.empty_state(self.bars.getPlotItem(), tr(
                "The most telling words appear here once a filter is trained."))

    def set_filters(self, filters):
        """New filters: the table is filled when the view is (or next becomes) visible."""
        self.filters = filters
        self.invalidate()

    def refresh(self):
        f = self.filters.get(self.model_combo.currentData())
        if f is None:
            return
        self.top = f.informative_features(self.count_spin.value())
        rows = [(class_name(c), r, *item) for c, items in self.top.items()
                for r, item in enumerate(items, 1)]
        h = _headers()
        headers = [h["class"], h["rank"], h["feature"], h["log-ratio"], "p(w|c)",
                   "max p(w|c′)", h["count in c"]]
        self.table.set_columns(headers, [list(col) for col in zip(*rows)])
        # item data: the corpus's class label; shown through class_name (spam → 스팸)
        current = self.class_combo.currentData()
        keyed_combo(self.class_combo, list(self.top), class_name)
        if current not in self.top and "spam" in self.top:
            with signals_blocked([self.class_combo]):
                select_data(self.class_combo, "spam")
        self._draw_bars()

    def _draw_bars(self):
        if self._bar_item is not None:
            self.bars.removeItem(self._bar_item)
            self._bar_item = None
        items = self.top.get(self.class_combo.currentData(), [])[:25][::-1]
        if not items:
            return
        style.clear_empty_state(self.bars.getPlotItem())
        w = np.array([t[1] for t in items])
        self._bar_item = pg.BarGraphItem(
            x0=np.minimum(w, 0), y=np.arange(len(items)), height=0.7, width=np.abs(w),
            brushes=[palette.brush(palette.color(3 if v > 0 else 0)) for v in w])
        self.bars.addItem(self._bar_item)
        self.bars.getAxis("left").setTicks([[(i, t[0]) for i, t in enumerate(items)]])
        self.bars.enableAutoRange()


class CorpusView(_Retranslated, LazyView):
    """The messages as read (source, class, length, first line) and the files that were
    reported; double-click a message to explain it."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("corpus_view")
        self.tab, self.messages = tab, tab.messages
        self._data = None
        self.table = DataTable("messages_table", self, "")
        self.problems = DataTable("problems_table", self, "")
        self._labels = [QLabel(), QLabel()]
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self._labels[0],
                              csv_button(self, "messages_csv_button", self.table, "messages"),
                              stretch=True))
        layout.addWidget(self.table, 3)
        layout.addLayout(hbox(self._labels[1],
                              csv_button(self, "problems_csv_button", self.problems,
                                         "problems"), stretch=True))
        layout.addWidget(self.problems, 1)
        self.table.view.doubleClicked.connect(lambda _: self._explain_selected())
        self.retranslate()

    def retranslate(self):
        self._labels[0].setText(tr("Messages (double-click one to explain it)"))
        self._labels[1].setText(tr("Files reported while reading"))
        self.table.search.setPlaceholderText(tr("Search messages…"))
        self.problems.search.setPlaceholderText(tr("Search problems…"))
        if self._data is not None:
            self.refresh()

    def set_corpus(self, corpus, overview):
        """``overview``: engine.spam.Overview, made on the worker; shown when visible."""
        self._data = (corpus, overview)
        self.invalidate()

    def refresh(self):
        if self._data is None:
            return
        corpus, overview = self._data
        h = _headers()
        self.table.set_columns([h.get(x, x) for x in overview.headers], list(overview.columns))
        self.problems.set_columns([tr("problem")], [[describe(p) for p in corpus.problems]
                                                     or [tr("none")]])

    def _explain_selected(self):
        row = self.table.selected_source_row()
        if row is not None and self.tab.corpus is not None:
            self.tab.explain_text(self.tab.corpus.text(row))
