"""The hand-entered HMM view: a preset (the ice-cream HMM, the notes' toy model) or your own
states and symbols; π, A and B typed into tables (each row must sum to 1); an observation
sequence typed in; then forward α, backward β, Viterbi δ or posteriors γ drawn one column per
Step. The probability of a typed state sequence under the Markov chain (π, A) is shown too, as
in the notes' example."""
from __future__ import annotations

import csv
from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine import DataError

from ...i18n import describe, mark_data
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, hbox, hsplit, named
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import StepDriver
from . import hand
from .predict_hand import HandPredictions
from .ready import ReadyMessage
from .explain_hand import chain_html, node_html, summary
from .scene_trellis import TrellisScene


def _table(name, label):
    # π, A and B are the student's model: headed by its own state and symbol names
    t = mark_data(named(QTableWidget(), name, label, ""))
    t.verticalHeader().setDefaultSectionSize(22)
    t.horizontalHeader().setDefaultSectionSize(54)
    return t


class HandView(ReadyMessage, QWidget):
    """An HMM typed in by hand, and its trellises stepped on a typed observation sequence."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("hand_view")
        self.messages = MessageBar(self, "hand_messages")
        self.model, self.run, self.words, self.kind = None, None, [], 0
        self._build_controls()
        self._build_layout()
        self.driver = StepDriver(self.controls, make_steps=self._steps, on_steps=lambda *_:
                                 self.redraw(), redraw=self.redraw, on_error=self.messages.error,
                                 parent=self)
        self.predict = HandPredictions(self)
        self._connect()
        self.watch_reset()
        self.retranslate_ui()
        self.load_preset(0)

    def retranslate_ui(self):
        """The view's static texts in the language in force (again at each change)."""
        tips = (
            (self.preset_combo, self.tr("A built-in HMM to start from")),
            (self.states_edit, self.tr("Hidden state names, separated by spaces (resizes the "
                                       "tables)")),
            (self.symbols_edit, self.tr("Observation symbols, separated by spaces")),
            (self.obs_edit, self.tr("The observed symbols, separated by spaces")),
            (self.kind_combo, self.tr("Which recurrence to fill")),
            (self.chain_edit, self.tr("Hidden states as a visible Markov chain: P(s1 … sn)")),
            (self.table, self.tr("values; rows are states, columns positions")))
        for widget, tip in tips:
            widget.setToolTip(tip)
        for t, name in ((self.pi_table, "π"), (self.a_table, "A"), (self.b_table, "B")):
            t.setToolTip(self.tr("{name}: type probabilities; each row sums to 1").format(
                name=name))
        for b, text, tip in (
                (self.build_button, self.tr("Build"), self.tr("Check the model and start a new "
                                                              "trellis; Step fills it column "
                                                              "by column")),
                (self.export_button, self.tr("CSV…"), self.tr("Save the whole trellis "
                                                              "(probabilities and logs, rows "
                                                              "states) as CSV")),
                (self.chain_button, self.tr("P(sequence)"), self.tr("Probability of the state "
                                                                    "sequence under π and A"))):
            b.setText(text)
            b.setToolTip(tip)
        for k, text in enumerate((self.tr("forward α"), self.tr("backward β"),
                                  self.tr("Viterbi δ"), self.tr("posterior γ"))):
            self.kind_combo.setItemText(k, text)
        for k, text in enumerate((self.tr("ice cream (Eisner; Jurafsky & Martin)"),
                                  self.tr("notes' toy model (3 states, 3 symbols)"))):
            if k < self.preset_combo.count():
                self.preset_combo.setItemText(k, text)
        for label, text in zip(self._labels, (
                self.tr("Model"), self.tr("States"), self.tr("Symbols"), self.tr("π (start)"),
                self.tr("A (row: from, column: to)"), self.tr("B (row: state, column: symbol)"),
                self.tr("Markov chain: P(state sequence)"), self.tr("Observations"))):
            label.setText(text)
        self.scene.retranslate()
        self.pages.setTabText(0, self.tr("Drawing"))
        self.pages.setTabText(1, self.tr("Table"))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
            if self.run is not None:
                self.explanation.setHtml(self._note_html() + node_html(self, None, None))
                self.show_chain()
        super().changeEvent(event)

    def _note_html(self) -> str:
        notes = (self.tr("Jason Eisner's ice-cream HMM as in Jurafsky & Martin, appendix A: the "
                         "weather (Hot or Cold) is hidden, the number of ice creams eaten (1–3) "
                         "is observed."),
                 self.tr("The notes' example: hidden states h0–h2, observations o0–o2, the "
                         "sequence (o0, o1, o0, o2). The notes' figure gives no numbers; these "
                         "are made up for Trellis, with p(h2 | h0) = 0.6 ≠ p(h2 | h1) = 0.1 so "
                         "that the notes' p12 for p02 shows. Edit any cell."))
        k = self.preset_combo.currentIndex()
        return f"<p>{escape(notes[k])}</p>" if 0 <= k < len(notes) else ""

    def _build_controls(self):
        self.preset_combo = combo("hand_preset_combo", "Model", "A built-in HMM to start from",
                                  [p.name for p in hand.PRESETS])
        self.preset_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.preset_combo.setMinimumContentsLength(16)
        self.states_edit = named(QLineEdit(), "hand_states_edit", "States",
                                 "Hidden state names, separated by spaces (resizes the tables)")
        self.symbols_edit = named(QLineEdit(), "hand_symbols_edit", "Symbols",
                                  "Observation symbols, separated by spaces")
        self.pi_table = _table("hand_pi_table", "π")
        self.a_table = _table("hand_a_table", "A")
        self.b_table = _table("hand_b_table", "B")
        self.obs_edit = named(QLineEdit(), "hand_obs_edit", "Observations",
                              "The observed symbols, separated by spaces")
        self.kind_combo = combo("hand_kind_combo", "Trellis", "Which recurrence to fill",
                                hand.KINDS)
        self.build_button = button("hand_build_button", "Build", "Check the model and start "
                                   "a new trellis; Step fills it column by column")
        self.export_button = button("hand_export_button", "CSV…", "Save the whole trellis "
                                    "(probabilities and logs, rows states) as CSV")
        self.chain_edit = named(QLineEdit(), "hand_chain_edit", "State sequence",
                                "Hidden states as a visible Markov chain: P(s1 … sn)")
        self.chain_button = button("hand_chain_button", "P(sequence)", "Probability of the "
                                   "state sequence under π and A")
        self.chain_result = QLabel("")
        self.chain_result.setObjectName("hand_chain_result")
        self.chain_result.setWordWrap(True)
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("hand_plot")
        self.scene = TrellisScene(self.plot, tip=self._tip, on_click=self._explain,
                                  span=4.0)     # a toy model's values lie within a few nats
        self.table = mark_data(named(QTableWidget(), "hand_trellis_table", "Trellis table",
                                     "values; rows are states, columns positions"))
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.pages = QTabWidget(self)
        self.pages.addTab(self.plot, "")
        self.pages.addTab(self.table, "")
        self.controls = StepControls(self)
        self.controls.seed_spin.setEnabled(False)
        self.explanation = QTextBrowser(self)
        self.explanation.setObjectName("hand_explanation")

    def _build_layout(self):
        self._labels = [QLabel() for _ in range(8)]     # named by retranslate_ui
        model_l, states_l, symbols_l, pi_l, a_l, b_l, chain_l, obs_l = self._labels
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(hbox(model_l, (self.preset_combo, 1)))
        lv.addLayout(hbox(states_l, (self.states_edit, 1)))
        lv.addLayout(hbox(symbols_l, (self.symbols_edit, 1)))
        for label, t, stretch in ((pi_l, self.pi_table, 0), (a_l, self.a_table, 1),
                                  (b_l, self.b_table, 1)):
            lv.addWidget(label)
            lv.addWidget(t, stretch)
        self.pi_table.setMaximumHeight(52)
        lv.addWidget(chain_l)
        lv.addLayout(hbox((self.chain_edit, 1), self.chain_button))
        lv.addWidget(self.chain_result)
        middle = QWidget()
        mv = QVBoxLayout(middle)
        mv.setContentsMargins(0, 0, 0, 0)
        mv.addLayout(hbox(obs_l, (self.obs_edit, 1), self.kind_combo,
                          self.build_button, self.export_button))
        mv.addWidget(self.messages)
        mv.addWidget(self.pages, 1)
        mv.addWidget(self.controls)
        self.explanation.setMinimumWidth(220)
        split = hsplit(left, middle, self.explanation, sizes=[300, 620, 300], stretch=(0, 1, 0))
        split.setObjectName("hand_split")
        QVBoxLayout(self).addWidget(split)

    def _connect(self):
        self.preset_combo.currentIndexChanged.connect(self.load_preset)
        self.states_edit.editingFinished.connect(self._resize)
        self.symbols_edit.editingFinished.connect(self._resize)
        self.build_button.clicked.connect(self.build)
        self.obs_edit.returnPressed.connect(self.build)
        self.kind_combo.currentIndexChanged.connect(lambda _: self.build())
        self.chain_button.clicked.connect(self.show_chain)
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, self.tr("Save trellis"), "hmm_trellis.csv", "CSV (*.csv)",
            self.export_csv))
        self.chain_edit.returnPressed.connect(self.show_chain)
        for t in (self.pi_table, self.a_table, self.b_table):
            t.cellChanged.connect(lambda *_: self._edited())

    # -- the model --------------------------------------------------------------------------
    def load_preset(self, k):
        p = hand.PRESETS[k]
        self.states, self.symbols = p.states, p.symbols
        self.states_edit.setText(" ".join(p.states))
        self.symbols_edit.setText(" ".join(p.symbols))
        self._fill(np.array(p.pi)[None], np.array(p.A), np.array(p.B))
        self.obs_edit.setText(p.observations)
        self.chain_edit.setText(p.chain)
        self.build()
        self.show_chain()
        if self.model is not None:
            self.explanation.setHtml(self._note_html() + node_html(self, None, None))

    def _fill(self, pi, A, B):
        for t, M, rows, cols in ((self.pi_table, pi, ("π",), self.states),
                                 (self.a_table, A, self.states, self.states),
                                 (self.b_table, B, self.states, self.symbols)):
            t.blockSignals(True)
            t.clear()
            t.setRowCount(len(rows))
            t.setColumnCount(len(cols))
            t.setVerticalHeaderLabels(list(rows))
            t.setHorizontalHeaderLabels(list(cols))
            for i in range(len(rows)):
                for j in range(len(cols)):
                    t.setItem(i, j, QTableWidgetItem(f"{M[i, j]:.10g}"))
            t.blockSignals(False)

    def _cells(self, t):
        return [[(t.item(i, j).text() if t.item(i, j) else "") for j in range(t.columnCount())]
                for i in range(t.rowCount())]

    def _resize(self):
        """New state or symbol names: the tables keep the numbers they share with the old
        shape; a new row is uniform, a new column is 0 in the old rows (they still sum to 1)."""
        try:
            states = hand.parse_names(self.states_edit.text(), "state")
            symbols = hand.parse_names(self.symbols_edit.text(), "symbol")
        except DataError as exc:
            self.messages.error(describe(exc))
            return
        if (states, symbols) == (self.states, self.symbols):
            return
        old = [self._cells(t) for t in (self.pi_table, self.a_table, self.b_table)]
        n, m = len(states), len(symbols)
        new = [np.full((1, n), 1 / n), np.full((n, n), 1 / n), np.full((n, m), 1 / m)]
        for M, cells in zip(new, old):
            M[:len(cells)] = 0.0
            for i, row in enumerate(cells[:M.shape[0]]):
                for j, text in enumerate(row[:M.shape[1]]):
                    try:
                        M[i, j] = float(text)
                    except ValueError:
                        pass
        self.states, self.symbols = states, symbols
        self._fill(*new)
        try:
            self.read_model()
            self.messages.info(lambda: self.tr("Resized: new rows are uniform, new columns 0; edit "
                                               "them, then Build."))
        except DataError as exc:
            self.messages.error(lambda: self.tr("Resized. {error}"),
                                error=exc)
        self.driver.reset()

    def read_model(self):
        """(π, A, B) from the tables, checked; a DataError names the cell or row."""
        pi = hand.parse_cells("π", ("π",), self.states, self._cells(self.pi_table))
        A = hand.parse_cells("A", self.states, self.states, self._cells(self.a_table))
        B = hand.parse_cells("B", self.states, self.symbols, self._cells(self.b_table))
        return (hand.check_rows("π", pi[0], ("π",)), hand.check_rows("A", A, self.states),
                hand.check_rows("B", B, self.states))

    def _edited(self):
        try:
            self.read_model()
        except DataError as exc:
            self.messages.error(describe(exc))
            return
        self.messages.info(lambda: self.tr("The model changed: Build to fill a new trellis."))

    # -- the trellis ------------------------------------------------------------------------
    def build(self):
        """Check the model and the observations, have the engine fill the trellises (tiny: N
        states × T observations), and start an empty one; Step runs the engine's iter_*
        generator a column at a time."""
        try:
            model = self.read_model()
            obs = hand.parse_sequence(self.obs_edit.text(), self.symbols, "symbol")
            run = hand.run(*model, obs, [self.symbols[o] for o in obs])
        except DataError as exc:
            self.messages.error(describe(exc))
            return False
        self.model, self.run, self.kind = model, run, self.kind_combo.currentIndex()
        self.words = list(run.words)
        self.table.clear()
        self.table.setRowCount(len(self.states))
        self.table.setColumnCount(len(self.words))
        self.table.setVerticalHeaderLabels(list(self.states))
        self.table.setHorizontalHeaderLabels(self.words)
        self.scene.setup(self.words, self.states)
        zero = "" if np.isfinite(run.log_p) else self.tr(" P(O) = 0: no path can produce them.")
        fill = (self.tr("{kind}: Step fills one column at a time from the last observation "
                        "back.") if self.kind == 1 else
                self.tr("{kind}: Step fills one column at a time."))
        self.ready(fill.format(kind=self.kind_combo.currentText()) + zero)
        self.explanation.setHtml(node_html(self, None, None))
        self.driver.reset()
        return True

    def _steps(self):
        if self.run is None:
            raise ValueError(self.tr("Fix the model first (see the message above)."))
        return self.run.iter_steps(self.kind)

    def shown(self):
        return {s.position: s for s in self.driver.history[1:self.driver.index() + 1]}

    def redraw(self):
        if self.run is None or self.table.columnCount() != len(self.words):
            return
        shown = self.shown()
        last = self.driver.current()
        complete = last is not None and last.converged
        n = len(self.states)
        considered = None
        if last is not None:
            j = last.position
            k = j + (1 if self.kind == 1 else -1)
            if k in shown and self.kind != 3:
                src = np.flatnonzero(np.isfinite(shown[k].column))
                a, b = np.meshgrid(src, np.arange(n), indexing="ij")
                considered = (np.full(a.size, k), a.ravel(), np.full(a.size, j), b.ravel())
        self.scene.draw(shown, np.arange(n), considered,
                        last.path if complete and last.path is not None else None)
        for j in range(len(self.words)):
            step = shown.get(j)
            for i in range(n):
                v = "" if step is None else f"{np.exp(step.column[i]):.4g}"
                self.table.setItem(i, j, QTableWidgetItem(v))
        self.table.resizeColumnsToContents()
        self.controls.set_progress(len(shown), len(self.words))
        if complete:
            self.messages.info(summary(self, last))

    def _tip(self, x, y, data):
        return node_html(self, *data, plain=True)

    def _explain(self, i, j):
        self.explanation.setHtml(node_html(self, i, j))

    def export_csv(self, path):
        """The built trellis of the chosen kind, every column: probability and log value."""
        if self.run is None:
            raise ValueError(self.tr("build a trellis first"))
        table = self.run.table(self.kind)
        if table is None:
            table = np.full((len(self.words), len(self.states)), np.nan)
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["state", "value"] + [f"{k + 1}:{o}" for k, o in enumerate(self.words)])
            for i, state in enumerate(self.states):
                w.writerow([state, "p"] + [repr(float(np.exp(v))) for v in table[:, i]])
                w.writerow([state, "log"] + [repr(float(v)) for v in table[:, i]])

    # -- the Markov chain -------------------------------------------------------------------
    def show_chain(self):
        try:
            pi, A, _ = self.read_model()
            seq = hand.parse_sequence(self.chain_edit.text(), self.states, "state")
        except DataError as exc:
            self.messages.error(describe(exc))
            return
        logp = hand.chain_log_prob(pi, A, seq)
        self.chain_result.setText(chain_html(self.states, pi, A, seq, logp,
                                              notes=self.preset_combo.currentIndex() == 1))
