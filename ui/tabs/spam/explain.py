"""The Spam tab's Explain view: p(class | message) and each word's contribution, a held-out
message from the list or any typed text; the explanation and its HTML are made on a worker
(a long message would stall the window)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import (QLabel, QListWidget, QPlainTextEdit, QTabWidget,
                               QTextBrowser, QVBoxLayout, QWidget)

from ...widgets.files import csv_button, export_button
from ...widgets.forms import button, combo, hbox, hsplit, named, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .controls import keep_space
from .jobs import explain_job
from .views import plot_widget
from ... import style


class ExplainView(LazyView):
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
        self._explanation, self._rows_shown = None, 0
        self.bars.getPlotItem().getViewBox().sigResized.connect(self._resized)
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
        right = vsplit(self.result, lower, sizes=[330, 520])
        self.jobs = JobPanel(self.messages, self._show, self, name="explain",
                             kept="the previous explanation is kept")
        layout = QVBoxLayout(self)
        layout.addWidget(keep_space(self.jobs))
        layout.addWidget(hsplit(left, right, sizes=[400, 800]))
        # Selection, not the current row: focus alone makes row 0 current (without selecting
        # it), which would replace the message being explained.
        self.doc_list.itemSelectionChanged.connect(
            lambda: self._pick(self.doc_list.currentRow()))
        self.classify_button.clicked.connect(self.explain_text)
        self.model_combo.currentTextChanged.connect(lambda _: self.explain_text())

    def set_filters(self, filters, documents):
        """``documents``: held-out messages (engine.spam.HeldOut), the misclassified first.
        The list is filled and the message explained when the view is (next) visible."""
        self.filters, self.documents = filters, list(documents)
        self.invalidate()

    def refresh(self):
        self.doc_list.blockSignals(True)      # filling the list must not pick a message
        self.doc_list.clear()
        self.doc_list.addItems([
            f"{d.true} → {d.predicted}{'' if d.true == d.predicted else '  ✗'}: "
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
        f = self.filters.get(self.model_combo.currentText())
        text = self.editor.toPlainText()
        if f is None:
            self.result.setHtml("<i>Load a corpus first: the filter is trained on it.</i>")
            return
        if len(text) > 200_000:
            text = text[:200_000]
            self.messages.warning("Only the first 200,000 characters are explained.")
        self.jobs.start(explain_job(f, text), "Explaining…")

    def _show(self, explained):
        e = explained.explanation
        self.result.setHtml(explained.html)
        self._draw_bars(e)
        pos, neg = e.positive, e.negative
        self.contributions.set_columns(
            ["feature", "count", f"log p(w|{pos})", f"log p(w|{neg})", "contribution"],
            [list(e.features), e.counts.astype(int), e.log_p_pos, e.log_p_neg, e.weights])

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
        self.bars.setTitle(f"contributions log p(w|pos) − log p(w|neg) (top {n})")
        top = e.sorted_features()[:n][::-1]
        if not top:
            return
        w = np.array([t[2] for t in top])
        y = np.arange(len(top))
        brushes = [pg.mkBrush(*(style.POSITIVE if v > 0 else style.NEGATIVE)) for v in w]
        self._bar_item = pg.BarGraphItem(x0=np.minimum(w, 0), y=y, height=0.7,
                                         width=np.abs(w), brushes=brushes)
        self.bars.addItem(self._bar_item)
        self.bars.getAxis("left").setTicks([[(i, f"{t[0]} ×{t[1]}") for i, t in
                                             enumerate(top)]])
        self.bars.enableAutoRange()
