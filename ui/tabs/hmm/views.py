"""The trellis view of the HMM tab: forward α, backward β and Viterbi δ of the trained tagger for
a typed sentence, drawn (and tabled) one column per Step by the engine's own ``iter_viterbi`` /
``iter_forward`` / ``iter_backward`` (the view computes nothing itself). The best path is drawn
only when the last column is done.

A first-order tagger draws one node per tag; a second-order one (states are tag pairs) draws the
pairs kept by the beam, or without a beam the few best pairs of each column (the table and the
CSV have them all)."""
from __future__ import annotations

import csv

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine import drain

from ...i18n import mark_data
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, hbox, hsplit, named
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import StepDriver
from .explain import FORMULAS, node_html, node_tip
from .jobs_units import split_morphemes_job
from .predict import TrellisPredictions
from .ready import ReadyMessage
from .scene_trellis import TrellisScene

KINDS = ("Viterbi δ", "forward α", "backward β")
DEFAULT_SENTENCE = "Time flies like an arrow ."
KOREAN_SENTENCE = "친구 가 책 을 찾 았 어요 ."       # morphemes of the Korean sample
TOP_PAIRS = 4         # second order without a beam: the best pairs drawn per column


class TrellisView(ReadyMessage, QWidget):
    """Forward α, backward β and Viterbi δ for a typed sentence, one column per Step."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("trellis_view")
        self.messages = MessageBar(self, "trellis_messages")
        self.tagger, self.words, self.kind = None, [], 0
        self.rows, self.full = np.zeros(0, np.int64), None
        self.visible = np.zeros((0, 0), bool)
        self._table_keys: dict = {}
        self._build()
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=lambda *_: self.redraw(), redraw=self.redraw,
                                 on_error=self.messages.error, parent=self)
        self.predict = TrellisPredictions(self)
        self.watch_reset()
        self.units = "words"
        self.split_panel = JobPanel(self.messages, self._show_split, self,
                                    name="trellis_split_job",
                                    kept=lambda: self.tr("the sentence is unchanged"))
        self.split_button.clicked.connect(self.split_sentence)
        self.build_button.clicked.connect(self.build)
        self.sentence_edit.returnPressed.connect(self.build)
        self.kind_combo.currentIndexChanged.connect(lambda _: self.build())
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, self.tr("Save trellis"), "trellis.csv", "CSV (*.csv)",
            self.export_csv))
        self.table.cellClicked.connect(lambda r, c: self._explain(r, c))
        self.retranslate_ui()

    def retranslate_ui(self):
        """The view's static texts in the language in force (again at each change)."""
        self.sentence_edit.setToolTip(self.tr("Words separated by spaces"))
        for k, text in enumerate((self.tr("Viterbi δ"), self.tr("forward α"),
                                  self.tr("backward β"))):
            self.kind_combo.setItemText(k, text)
        self.kind_combo.setToolTip(self.tr("Which recurrence to fill"))
        for b, text, tip in (
                (self.build_button, self.tr("Build"), self.tr("Start a new trellis for the "
                                                              "sentence; Step then fills it "
                                                              "column by column")),
                (self.export_button, self.tr("CSV…"), self.tr("Save the trellis (log values, "
                                                              "rows states, columns words) "
                                                              "as CSV")),
                (self.split_button, self.tr("Morphemes"),
                 self.tr("Split the typed Korean sentence into morphemes with Kiwi (the "
                         "tagger was trained on morphemes)"))):
            b.setText(text)
            b.setToolTip(tip)
        self.table.setToolTip(self.tr("log values; rows are states, columns positions"))
        self.scene.retranslate()
        self.pages.setTabText(0, self.tr("Drawing"))
        self.pages.setTabText(1, self.tr("Table"))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
            if self.tagger is not None and self.words:
                self.explanation.setHtml(self._intro_html())
                self.redraw()
        super().changeEvent(event)

    def _build(self):
        self.sentence_edit = named(QLineEdit(DEFAULT_SENTENCE), "sentence_edit", "Sentence",
                                   "Words separated by spaces")
        self.kind_combo = combo("trellis_combo", "Trellis", "Which recurrence to fill", KINDS)
        self.build_button = button("trellis_button", "Build", "Start a new trellis for the "
                                   "sentence; Step then fills it column by column")
        self.split_button = button("split_morphemes_button", "Morphemes",
                                   "Split the typed Korean sentence into morphemes with Kiwi "
                                   "(the tagger was trained on morphemes)")
        self.split_button.setVisible(False)
        self.export_button = button("export_trellis_button", "CSV…", "Save the trellis (log "
                                    "values, rows states, columns words) as CSV")
        self.table = named(QTableWidget(), "trellis_table", "Trellis",
                           "log values; rows are states, columns positions")
        mark_data(self.table)              # headed by the tagger's tags and the sentence's words
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("trellis_plot")
        self.scene = TrellisScene(self.plot, tip=self._tip, on_click=self._explain)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("trellis_pages")
        self.pages.addTab(self.plot, "Drawing")
        self.pages.addTab(self.table, "Table")
        self.controls = StepControls(self)
        self.controls.seed_spin.setEnabled(False)
        self.explanation = QTextBrowser(self)
        self.explanation.setObjectName("trellis_explanation")
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(hbox((self.sentence_edit, 1), self.split_button, self.kind_combo,
                          self.build_button, self.export_button))
        lv.addWidget(self.messages)
        lv.addWidget(self.pages, 1)
        lv.addWidget(self.controls)
        split = hsplit(left, self.explanation, sizes=[860, 330])
        split.setObjectName("trellis_split")
        QVBoxLayout(self).addWidget(split)

    def set_units(self, units: str) -> None:
        """"morphemes": the tagger tags morphemes; the typed sentence is split by Kiwi (the
        Morphemes button, on a worker) and a Korean sentence replaces the English default."""
        self.units = units
        self.split_button.setVisible(units == "morphemes")
        default = KOREAN_SENTENCE if units == "morphemes" else DEFAULT_SENTENCE
        if self.sentence_edit.text() in (DEFAULT_SENTENCE, KOREAN_SENTENCE):
            self.sentence_edit.setText(default)

    def split_sentence(self) -> None:
        text = self.sentence_edit.text().strip()
        if not text:
            self.messages.error(lambda: self.tr("Type a Korean sentence first."))
            return
        self.split_panel.start(split_morphemes_job(text), self.tr("Splitting into morphemes…"))

    def _show_split(self, result) -> None:
        if not result.pairs:
            self.messages.error(lambda: self.tr("Kiwi found no morphemes in the sentence."))
            return
        self.sentence_edit.setText(" ".join(form for form, _ in result.pairs))
        self.build()
        kiwi = " ".join(f"{form}/{tag}" for form, tag in result.pairs)
        self.messages.info(lambda: self.tr(
                               "Kiwi's morphemes and its own tags: {pairs}. Step to see the "
                               "HMM's."),
                           pairs=kiwi)

    def set_tagger(self, tagger):
        self.tagger = tagger
        self.build()

    @property
    def order(self) -> int:
        return getattr(self.tagger, "order", 1)

    def build(self):
        """An empty trellis for the sentence; nothing is computed until Step or Run (the
        layout of a second-order trellis comes from the engine's whole table: which pairs to
        draw must not change while stepping)."""
        if self.tagger is None:
            return
        words = self.sentence_edit.text().split()
        if not words:
            self.messages.error(lambda: self.tr("Type a sentence first."))
            return
        self.words, self.kind = words, self.kind_combo.currentIndex()
        t = self.tagger
        states = list(t.states_)
        self.full = self._table_of(words)
        self.rows = self._layout(self.full)
        drawn = np.flatnonzero(self.rows >= 0)
        labels = [""] * len(drawn)
        for s in drawn:
            labels[self.rows[s]] = states[s]
        self.table.clear()
        self._table_keys = {j: (id(None), None) for j in range(len(words))}   # all empty
        self.table.setRowCount(len(states))
        self.table.setColumnCount(len(words))
        self.table.setVerticalHeaderLabels(states)
        self.table.setHorizontalHeaderLabels(words)
        self.scene.setup(words, labels)
        unknown = [w for w in words if w not in t.vocab_]
        note = self.tr(" Unknown words ({words}) score by shape and suffix: click one of their "
                       "nodes to see why.").format(words=", ".join(unknown[:5])) \
            if unknown else ""
        shown = "" if self.order == 1 else (
            self.tr(" Second order: states are tag pairs; {drawn} of {states} drawn "
                    "(those the beam keeps).") if getattr(t, "beam", None) else
            self.tr(" Second order: states are tag pairs; {drawn} of {states} drawn (the "
                    "{top} best of each column and the best path's; the table has all).")
        ).format(drawn=len(drawn), states=len(states), top=TOP_PAIRS)
        fill = (self.tr("{kind}: Step fills one column at a time (from the last word back); "
                        "the result shows when the last column is done.") if self.kind == 2
                else self.tr("{kind}: Step fills one column at a time; the result shows when "
                             "the last column is done."))
        self.ready(fill.format(kind=self.kind_combo.currentText()) + shown + note)
        self.explanation.setHtml(self._intro_html())
        self.driver.reset()

    def _intro_html(self) -> str:
        """The recurrence on show, and how the emissions were smoothed."""
        t = self.tagger
        beta = getattr(t, "emission_alpha", 0.0)
        # α_B, as the control names it ("Emission α"); β is the backward trellis in this tab
        smooth = (self.tr("Known words' emissions are add-α smoothed, B<sub>t</sub>(w) = (c(t, "
                          "w) + α<sub>B</sub>) / (c(t) + α<sub>B</sub>V) with α<sub>B</sub> = "
                          "{beta:g} (Emission α): the tags a word was never seen with keep a "
                          "small probability, so the trellis shows the alternatives Viterbi "
                          "rejects.").format(beta=beta) if beta else
                  self.tr("Emissions are maximum likelihood (Emission α = 0): a tag a known "
                          "word was never seen with is −∞ (grey). Raise Emission α to see the "
                          "alternatives."))
        return (f"<p>{FORMULAS[self.kind]}</p><p>"
                + self.tr("Hover a node for its numbers; click it for the whole explanation.")
                + f"</p><p>{smooth}</p>")

    def _table_of(self, words):
        """The engine's whole table of this kind (T, states), for the layout and the CSV."""
        t = self.tagger
        table = (lambda: t.viterbi(words)[1], lambda: t.forward(words)[0],
                 lambda: t.backward(words)[0])[self.kind]()
        return np.asarray(table, float).reshape(len(words), -1)

    def _layout(self, full):
        """Row of each state in the drawing (−1: not drawn) and which states each column
        draws (T, M): all tags for a first order; for a second order the pairs the beam keeps,
        or without a beam the TOP_PAIRS best of the column and the best path's pair."""
        T, M = full.shape
        if self.order == 1:
            self.visible = np.ones((T, M), bool)
            return np.arange(M)
        finite = np.isfinite(full)
        if getattr(self.tagger, "beam", None) and self.kind == 0:
            visible = finite
        else:
            visible = np.zeros((T, M), bool)
            best = np.argsort(-np.where(finite, full, -np.inf), axis=1)[:, :TOP_PAIRS]
            np.put_along_axis(visible, best, np.take_along_axis(finite, best, 1), 1)
            if self.kind == 0:
                visible[np.arange(T), self._state_path()] = True
        self.visible = visible
        keep = visible.any(axis=0)
        rows = np.full(M, -1, np.int64)
        rows[keep] = np.arange(keep.sum())
        return rows

    def _state_path(self):
        """The best path's state indices (tags, or tag pairs for a second order), from the
        last step of the engine's own Viterbi."""
        return np.asarray(drain(self.tagger.iter_viterbi(self.words)).state_path, np.int64)

    def _steps(self):
        if self.tagger is None or not self.words:
            raise ValueError(self.tr("Train or load a tagger and type a sentence first."))
        it = (self.tagger.iter_viterbi, self.tagger.iter_forward,
              self.tagger.iter_backward)[self.kind]
        return it(self.words)

    def shown(self):
        """The trellis columns filled up to the history slider (position → step)."""
        return {s.position: s for s in self.driver.history[1:self.driver.index() + 1]}

    def redraw(self):
        if self.tagger is None or not self.words or self.table.columnCount() != len(self.words):
            return
        shown = self.shown()
        last = self.driver.current()
        complete = last is not None and last.converged
        self._fill_table(shown, last if complete else None)
        path = None
        if complete and self.kind == 0:
            path = last.state_path
        self.scene.draw(shown, self.rows, self._considered(shown, last), path, self.visible)
        self.predict.mark()
        self.controls.set_progress(len(shown), len(self.words))
        if complete:
            self.messages.info(self._summary(last))
        elif last is not None and getattr(last, "kept", None) is not None:
            text = (self.tr("Column {k} ({word}): {kept} of {n} states kept by the beam θ = "
                            "{theta:g}.") if getattr(self.tagger, "beam", None) else
                    self.tr("Column {k} ({word}): {kept} of {n} states reachable (finite)."))
            self.messages.info(text.format(k=last.position + 1, word=last.word, kept=last.kept,
                                           n=len(self.tagger.states_),
                                           theta=getattr(self.tagger, "beam", None) or 0))

    def _fill_table(self, shown, last):
        """Rewrite only the columns whose content changed since the last redraw (a
        second-order table has hundreds of rows: a step must not repaint them all)."""
        states = self.tagger.states_
        best = {}
        if last is not None and self.kind == 0:
            best = {j: int(s) for j, s in enumerate(last.state_path)}
        grey, white, green = (QBrush(QColor(c)) for c in ("#f3f3f3", "#ffffff", "#6cc66c"))
        for j in range(len(self.words)):
            step = shown.get(j)
            key = (id(step), best.get(j))
            if self._table_keys.get(j) == key:
                continue
            self._table_keys[j] = key
            col = None if step is None else np.ravel(step.column)
            back = None if step is None or step.back is None else np.ravel(step.back)
            for i in range(len(states)):
                item = self.table.item(i, j)
                if col is None:             # not filled: empty (items are made when needed)
                    if item is not None:
                        item.setText("")
                        item.setBackground(grey)
                    continue
                if item is None:
                    item = QTableWidgetItem("")
                    self.table.setItem(i, j, item)
                v = col[i]
                arrow = f" ← {states[back[i]]}" if back is not None and back[i] >= 0 else ""
                item.setText(f"{v:.2f}{arrow}" if np.isfinite(v) else "−∞")
                item.setBackground(green if best.get(j) == i else white)
            self.table.resizeColumnToContents(j)

    def _considered(self, shown, last):
        """The transitions into the column filled last, from its neighbour's finite drawn
        states to its drawn states (second order: only (a, b) → (b, c) exist)."""
        if last is None:
            return None
        j = last.position
        k = j + (1 if self.kind == 2 else -1)
        if k not in shown:
            return None
        src = np.flatnonzero(self.visible[k] & np.isfinite(np.ravel(shown[k].column)))
        dst = np.flatnonzero(self.visible[j])
        if self.kind == 2:
            src, dst = dst, src
        a, b = np.meshgrid(src, dst, indexing="ij")
        a, b = a.ravel(), b.ravel()
        if self.order == 2:             # only (a, b) → (b, c) exist: one look-up for all pairs
            ok = np.isfinite(self.tagger.transition(a, b))
            a, b = a[ok], b[ok]
        xa, xb = (k, j) if self.kind != 2 else (j, k)
        return (np.full(len(a), xa), self.rows[a], np.full(len(b), xb), self.rows[b])

    def _summary(self, last):
        if self.kind == 0:
            path = " ".join(f"{w}/{self.tagger.tags_[i]}" for w, i in zip(self.words, last.path))
            return self.tr("Best path (log P = {logp:.4f}): {path}").format(
                logp=last.log_prob, path=path)
        return self.tr("log P(O) = {logp:.6f} from {name} (forward and backward give the same "
                       "value)").format(logp=last.log_prob, name="α" if self.kind == 1 else "β")

    def export_csv(self, path):
        if self.tagger is None or not self.words or self.full is None:
            raise ValueError(self.tr("build a trellis first"))
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["state"] + self.words)
            for i, state in enumerate(self.tagger.states_):
                w.writerow([state] + [repr(float(v)) for v in self.full[:, i]])

    def _tip(self, x, y, data):
        return node_tip(self, *data)

    def _explain(self, i, j):
        if self.predict.clicked(i, j):       # an answer to a prediction, not a question
            return
        html = node_html(self, i, j)
        if html:
            self.explanation.setHtml(html)
