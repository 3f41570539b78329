"""The Spam tab's Explain view: p(class | message) and each word's contribution, a held-out
message from the list or any typed text; the explanation and its HTML are made on a worker
(a long message would stall the window)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (QLabel, QListWidget, QPlainTextEdit, QTabWidget,
                               QTextBrowser, QVBoxLayout, QWidget)

from ...i18n import mark_data
from ...widgets.files import csv_button, export_button
from ...widgets.forms import button, combo, hbox, hsplit, named, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .controls import keep_space
from ...bindings import signals_blocked
from .jobs import explain_job
from .notes_html import preset_html, preset_names, vocabulary_note
from .predict import ExplainPredictions
from .texts import class_name, model_combo, tr
from .views import plot_widget
from ... import style


class ExplainView(LazyView):
    """p(class | message), each word coloured by log p(w|pos) − log p(w|neg), and the sorted
    contributions as a bar chart; a test message from the list or any typed text; predict
    mode (the side of a word, graded); the notes' Naive Bayes examples as presets."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("explain_view")
        self.messages = tab.messages
        self.filters, self.documents = {}, []
        self._explained = None
        self.model_combo = combo("explain_model_combo", "Model", "", ())
        model_combo(self.model_combo)
        self.doc_list = named(QListWidget(self), "explain_documents", "Test messages", "")
        self.editor = named(QPlainTextEdit(self), "explain_editor", "Message", "")
        self.classify_button = button("classify_button", "Classify", "")
        self.preset_combo = combo("nb_preset_combo", "Notes' examples", "", ())
        for key, name in preset_names().items():
            self.preset_combo.addItem(name, key)
        self.result = QTextBrowser(self)
        self.result.setObjectName("explain_result")
        # the message itself, coloured word by word: the student's text, in every language
        self.message = mark_data(QTextBrowser(self))
        self.message.setObjectName("explain_message")
        self.bars = plot_widget("", "", "")
        self.bars.getAxis("left").setStyle(tickLength=0)
        self.bars.getAxis("bottom").enableAutoSIPrefix(False)
        self._bar_item = None
        self._explanation, self._rows_shown = None, 0
        self.bars.getPlotItem().getViewBox().sigResized.connect(self._resized)
        self.contributions = DataTable("contributions_table", self, "")
        numbers = self.numbers = QTabWidget(self)
        numbers.setObjectName("explain_numbers")
        numbers.addTab(self.bars, "")
        numbers.addTab(self.contributions, "")
        self.predictions = ExplainPredictions(self)
        left = QWidget()
        lv = QVBoxLayout(left)
        self._list_label, self._model_label = QLabel(), QLabel()
        lv.addWidget(self._list_label)
        lv.addWidget(self.doc_list, 1)
        lv.addWidget(self.editor, 1)
        lv.addLayout(hbox(self._model_label, self.model_combo, self.classify_button,
                          stretch=True))
        lv.addLayout(self.predictions.row)
        lv.addWidget(self.preset_combo)
        # the progress bar under the controls, not above everything (a band of empty height)
        self.jobs = JobPanel(self.messages, self._show, self, name="explain",
                             kept=lambda: tr("the previous explanation is kept"))
        lv.addWidget(keep_space(self.jobs))
        lower = self.lower = QWidget()
        rv = QVBoxLayout(lower)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addLayout(hbox(export_button(self, "bars_export_button", self.bars,
                                        "contributions"),
                          csv_button(self, "contributions_csv_button", self.contributions,
                                     "contributions"), stretch=True))
        rv.addWidget(numbers, 1)
        right = vsplit(self.result, self.message, lower, sizes=[220, 170, 520])
        layout = QVBoxLayout(self)
        layout.addWidget(hsplit(left, right, sizes=[400, 800]))
        # Selection, not the current row: focus alone makes row 0 current (without selecting
        # it), which would replace the message being explained.
        self.doc_list.itemSelectionChanged.connect(
            lambda: self._pick(self.doc_list.currentRow()))
        self.classify_button.clicked.connect(self.explain_text)
        self.model_combo.currentIndexChanged.connect(lambda _: self.explain_text())
        self.preset_combo.activated.connect(lambda _: self.show_preset())
        self.retranslate()

    def retranslate(self):
        self._list_label.setText(tr("Held-out messages (true → predicted)"))
        self._model_label.setText(tr("Model"))
        self.model_combo.setToolTip(tr("Which Naive Bayes event model explains"))
        model_combo(self.model_combo)
        self.doc_list.setToolTip(tr("Pick a held-out message to explain"))
        self.editor.setToolTip(tr("Type or paste a message, then Classify"))
        self.editor.setPlaceholderText(tr("Type or paste a message here…"))
        self.classify_button.setText(tr("Classify"))
        self.classify_button.setToolTip(tr("Classify and explain the text in the box"))
        self.preset_combo.setToolTip(tr("A worked Naive Bayes example of the notes, written "
                                        "out with its numbers"))
        for i, name in enumerate(preset_names().values()):
            self.preset_combo.setItemText(i, name)
        self.numbers.setTabText(0, tr("Chart"))
        self.numbers.setTabText(1, tr("Table"))
        self.contributions.search.setPlaceholderText(tr("Search features…"))
        self.bars.getAxis("bottom").setLabel(tr("log-ratio (count-weighted)"))
        self.predictions.retranslate()
        if self._explanation is not None:
            self._draw_bars(self._explanation)
        if self.preset_combo.currentData():
            self.show_preset()
        elif self._explained is not None and not self.predictions.enabled:
            self.explain_text()       # the explanation's sentences are written on the worker

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_preset(self):
        """The notes' example chosen, written out (the engine computes it: milliseconds)."""
        key = self.preset_combo.currentData()
        if not key:
            self.show_explained()
            return
        self.result.setHtml(preset_html(key))
        self.message.clear()

    def set_filters(self, filters, documents):
        """``documents``: held-out messages (engine.spam.HeldOut), the misclassified first.
        The list is filled and the message explained when the view is (next) visible."""
        self.filters, self.documents = filters, list(documents)
        self.invalidate()

    def refresh(self):
        self.doc_list.blockSignals(True)      # filling the list must not pick a message
        self.doc_list.clear()
        self.doc_list.addItems([
            f"{class_name(d.true)} → {class_name(d.predicted)}"
            f"{'' if d.true == d.predicted else '  ✗'}: "
            f"{' '.join(d.text[:300].split())[:70]}" for d in self.documents])
        self.doc_list.setCurrentRow(-1)
        self.doc_list.blockSignals(False)
        if self.documents and not self.editor.toPlainText().strip():
            self.doc_list.setCurrentRow(0)
        elif self.editor.toPlainText().strip():
            self.explain_text()

    def restore_selection(self, row, text: str) -> None:
        """A session's message: the held-out one at ``row``, or the ``text`` typed."""
        self.refresh()
        if row is not None and 0 <= row < len(self.documents):
            self.doc_list.setCurrentRow(row)
        else:
            self.editor.setPlainText(text)
            if text.strip():
                self.explain_text()

    def _pick(self, row):
        if 0 <= row < len(self.documents):
            self.editor.setPlainText(self.documents[row].text)
            self.explain_text()

    def explain_text(self):
        """Explain the editor's text on a worker (the view changes when the result comes)."""
        f = self.filters.get(self.model_combo.currentData())
        text = self.editor.toPlainText()
        if f is None:
            self.result.setHtml(tr("<i>Load a corpus first: the filter is trained on it.</i>"))
            self.message.clear()
            return
        if len(text) > 200_000:
            text = text[:200_000]
            self.messages.warning(lambda: tr("Only the first 200,000 characters are explained."))
        self.jobs.start(explain_job(f, text), tr("Explaining…"))

    def _show(self, explained):
        self._explained = explained
        e = explained.explanation
        with signals_blocked([self.preset_combo]):
            self.preset_combo.setCurrentIndex(0)
        self._draw_bars(e)
        pos, neg = class_name(e.positive), class_name(e.negative)
        self.contributions.set_columns(
            [tr("feature"), tr("count"), tr("log p(w|{cls})").format(cls=pos),
             tr("log p(w|{cls})").format(cls=neg), tr("contribution")],
            [list(e.features), e.counts.astype(int), e.log_p_pos, e.log_p_neg, e.weights])
        if not self.predictions.shown(e, explained.text):
            self.show_explained()

    def show_explained(self):
        """The explanation on show in full (predict mode off)."""
        x = self._explained
        if x is not None and not self.predictions.enabled:
            f = self.filters.get(x.model)
            new = {term for _s, _e, term, v in x.explanation.spans if v is None}
            note = (vocabulary_note(len(f.vectorizer.feature_names_), len(new))
                    if f is not None else "")
            self.result.setHtml(x.html + note)
            self.message.setHtml(x.message_html)
            self.lower.setVisible(True)

    def _bar_rows(self) -> int:
        """As many bars as the chart has room for, one label line each (at most 20): twenty
        labels in a short chart overlapped into one smudge."""
        line = self.bars.fontMetrics().height() + 3
        room = self.bars.getPlotItem().getViewBox().height() or self.bars.height() - 80
        return int(np.clip(room // line, 5, 20))

    def _resized(self, *_):
        if self._explanation is not None and self._bar_rows() != self._rows_shown:
            self._draw_bars(self._explanation)

    def _draw_bars(self, e):
        self._explanation = e
        if self._bar_item is not None:
            self.bars.removeItem(self._bar_item)
            self._bar_item = None
        n = self._rows_shown = self._bar_rows()
        self.bars.setTitle(tr("contributions log p(w|{pos}) − log p(w|{neg}) (top {n})").format(
            pos=class_name(e.positive), neg=class_name(e.negative), n=n))
        top = e.sorted_features()[:n][::-1]
        if not top:
            return
        w = np.array([t[2] for t in top])
        y = np.arange(len(top))
        brushes = [pg.mkBrush(*(style.POSITIVE if v > 0 else style.NEGATIVE)) for v in w]
        self._bar_item = pg.BarGraphItem(x0=np.minimum(w, 0), y=y, height=0.7,
                                         width=np.abs(w), brushes=brushes)
        self.bars.addItem(self._bar_item)
        labels = [f"{t[0]} ×{t[1]}" for t in top]
        axis = self.bars.getAxis("left")
        axis.setTicks([list(enumerate(labels))])
        # as wide as the longest word at once: pyqtgraph widens the axis only after a first
        # paint, and a window grabbed then showed no word at all
        metrics = self.bars.fontMetrics()
        axis.setWidth(min(max(metrics.horizontalAdvance(w) for w in labels) + 14, 240))
        self.bars.getPlotItem().layout.activate()     # now, not at the next event
        self.bars.enableAutoRange()
