"""Minimum edit distance: the DP table filled cell by cell with the step controls, back-pointers,
co-optimal alignments (one at a time or all), the edit script, and the recurrence with numbers."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QCheckBox, QDoubleSpinBox, QGridLayout, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QSplitter, QTableWidget, QTableWidgetItem,
                               QTextBrowser, QVBoxLayout, QWidget)

from engine.text import edit_distance
from engine.text.edit_distance import DIAG, LEFT, UP

from ...widgets.forms import button, combo, named
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver

MAX_CELLS = 80          # longest sequence drawn as a table
MAX_LISTED = 500        # alignments listed at most
ARROWS = ((DIAG, "↖"), (UP, "↑"), (LEFT, "←"))
COLORS = {"current": "#ffe08a", "path": "#cdeccd", "chosen": "#6cc66c", "filled": "#ffffff",
          "empty": "#f3f3f3", "header": "#e4e9f2"}


def _cost_box(name, label, value):
    box = named(QDoubleSpinBox(), name, label, f"Cost of one {label.lower()}")
    box.setRange(0.0, 100.0)
    box.setDecimals(2)
    box.setSingleStep(0.5)
    box.setValue(value)
    return box


class EditDistanceView(DrivenView, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("edit_distance_view")
        self.result = None
        self.big = False
        self.source_edit = named(QLineEdit("SNOWY"), "source_edit", "Source",
                                 "The string (or sentence) to change")
        self.target_edit = named(QLineEdit("SUNNY"), "target_edit", "Target",
                                 "The string (or sentence) to reach")
        self.level_combo = combo("level_combo", "Level", "Compare characters, or words of two "
                                 "sentences", ("characters", "words"))
        self.insert_spin = _cost_box("insert_cost_spin", "Insertion", 1.0)
        self.delete_spin = _cost_box("delete_cost_spin", "Deletion", 1.0)
        self.sub_spin = _cost_box("substitute_cost_spin", "Substitution", 1.0)
        self.snowy_button = button("snowy_button", "SNOWY → SUNNY", "The notes' example")
        self.compute_button = button("compute_distance_button", "Compute",
                                     "Build the table; then Step through its fill")
        self.show_all_check = named(QCheckBox("highlight every optimal cell"), "show_all_check",
                                    "Highlight all", "Colour every cell that lies on some "
                                    "co-optimal alignment")
        self.show_all_check.setChecked(True)
        self.messages = MessageBar(self, "edit_distance_messages")
        self.table = named(QTableWidget(), "dp_table", "DP table",
                           "E(i, j): the distance between the first i items of the source and "
                           "the first j of the target; arrows are back-pointers")
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.controls = StepControls(self)
        self.alignment_list = named(QListWidget(), "alignment_list", "Alignments",
                                    "Co-optimal alignments; select one to trace it")
        self.script = named(QTextBrowser(), "edit_script", "Edit script",
                            "The operations of the selected alignment")
        self.explanation = named(QTextBrowser(), "edit_explanation", "Explanation",
                                 "The recurrence with the numbers of the current cell")
        self.summary = QLabel("")
        self._layout()
        self.snowy_button.clicked.connect(self.load_snowy)
        self.compute_button.clicked.connect(self.compute)
        self.driver = StepDriver(self.controls, make_steps=lambda: self.result.iter_fill(),
                                 on_steps=self._on_steps, redraw=self.redraw,
                                 on_error=self.messages.error, on_reset=self._on_reset,
                                 parent=self)
        self.runner = self.driver.runner
        self.alignment_list.currentRowChanged.connect(lambda _: self.redraw())
        self.show_all_check.toggled.connect(lambda _: self.redraw())
        self.controls.seed_spin.setEnabled(False)   # nothing random here
        self.compute()

    def _layout(self):
        form = QGridLayout()
        form.addWidget(QLabel("Source"), 0, 0)
        form.addWidget(self.source_edit, 0, 1, 1, 3)
        form.addWidget(QLabel("Target"), 1, 0)
        form.addWidget(self.target_edit, 1, 1, 1, 3)
        costs = QHBoxLayout()
        for label, w in (("Level", self.level_combo), ("ins", self.insert_spin),
                         ("del", self.delete_spin), ("sub", self.sub_spin)):
            costs.addWidget(QLabel(label))
            costs.addWidget(w)
        costs.addWidget(self.snowy_button)
        costs.addWidget(self.compute_button)
        form.addLayout(costs, 2, 0, 1, 4)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(form)
        lv.addWidget(self.messages)
        lv.addWidget(self.summary)
        lv.addWidget(self.table, 1)
        lv.addWidget(self.controls)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.addWidget(self.show_all_check)
        rv.addWidget(QLabel("Co-optimal alignments"))
        rv.addWidget(self.alignment_list, 1)
        rv.addWidget(QLabel("Edit script"))
        rv.addWidget(self.script, 1)
        rv.addWidget(self.explanation, 2)
        split = QSplitter(Qt.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([700, 380])
        QVBoxLayout(self).addWidget(split)

    # -- computing -------------------------------------------------------------------------
    def load_snowy(self):
        self.source_edit.setText("SNOWY")
        self.target_edit.setText("SUNNY")
        self.level_combo.setCurrentText("characters")
        for box in (self.insert_spin, self.delete_spin, self.sub_spin):
            box.setValue(1.0)
        self.compute()

    def _sequences(self):
        a, b = self.source_edit.text(), self.target_edit.text()
        if self.level_combo.currentText() == "words":
            return a.split(), b.split()
        return a, b

    def compute(self):
        self.driver.history = [None]     # the old run's cells belong to the old table
        self.runner.cancel(state="idle")
        self.controls.set_history_length(0)
        a, b = self._sequences()
        self.result = edit_distance(a, b, self.insert_spin.value(), self.delete_spin.value(),
                                    self.sub_spin.value())
        self.on_path = self.result.on_optimal_path()
        self.alignments = []
        for k, al in enumerate(self.result.alignments()):
            if k == MAX_LISTED:
                break
            self.alignments.append(al)
        total = self.result.count_alignments()
        self.alignment_list.blockSignals(True)
        self.alignment_list.clear()
        for k, al in enumerate(self.alignments, 1):
            self.alignment_list.addItem(f"{k}. " + _alignment_text(al))
        self.alignment_list.blockSignals(False)
        self.summary.setText(f"<b>distance = {self.result.distance:g}</b> · {total} co-optimal "
                             f"alignment(s){' (first 500 listed)' if total > MAX_LISTED else ''}")
        self.big = big = max(len(a), len(b)) > MAX_CELLS
        if big:
            self.messages.info(f"The table is too large to draw (more than {MAX_CELLS} items); "
                               "the distance and alignments are still computed.")
        else:
            self.messages.clear_message()
        self.table.setVisible(not big)
        self.controls.setEnabled(not big)
        self.reset()
        if self.alignments:
            self.alignment_list.setCurrentRow(0)

    def _on_reset(self):
        n, m = len(self.result.a), len(self.result.b)
        self.controls.set_progress(0, n * m)
        self._build_table()

    def _on_steps(self, batch, start):
        n, m = len(self.result.a), len(self.result.b)
        self.controls.set_progress(len(self.history) - 1, n * m)
        self.redraw()

    # -- drawing ---------------------------------------------------------------------------
    def _build_table(self):
        a, b = self.result.a, self.result.b
        t = self.table
        t.clear()
        if self.big:
            t.setRowCount(0)
            t.setColumnCount(0)
            return
        t.setRowCount(len(a) + 1)
        t.setColumnCount(len(b) + 1)
        t.setHorizontalHeaderLabels(["ε"] + [str(x) for x in b])
        t.setVerticalHeaderLabels(["ε"] + [str(x) for x in a])
        for i in range(len(a) + 1):
            for j in range(len(b) + 1):
                t.setItem(i, j, QTableWidgetItem(""))
        t.resizeColumnsToContents()

    def filled(self):
        """How many inner cells the history position reveals."""
        return self.driver.index()

    def redraw(self):
        r = self.result
        n, m = len(r.a), len(r.b)
        k = self.filled()
        complete = k == n * m
        row = self.alignment_list.currentRow()
        chosen = set(r.path_cells(self.alignments[row])) if complete and 0 <= row < len(
            self.alignments) else set()
        current = self.history[k] if k else None
        for i in range(0 if self.big else n + 1):   # the table holds at most 81 x 81 cells
            for j in range(m + 1):
                item = self.table.item(i, j)
                shown = i == 0 or j == 0 or (i - 1) * m + j <= k
                item.setText(_cell_text(r, i, j) if shown else "")
                color = COLORS["filled"] if shown else COLORS["empty"]
                if complete and self.show_all_check.isChecked() and r and self.on_path[i, j]:
                    color = COLORS["path"]
                if (i, j) in chosen:
                    color = COLORS["chosen"]
                if current is not None and (current.i, current.j) == (i, j):
                    color = COLORS["current"]
                item.setBackground(QBrush(QColor(color)))
        if not self.big:
            self.table.resizeColumnsToContents()
        self._explain(current, complete, row)

    def _explain(self, step, complete, row):
        r = self.result
        html = ["<h3>Minimum edit distance</h3>",
                "<p>E(i, 0) = i·del, E(0, j) = j·ins,<br>E(i, j) = min( E(i−1, j) + del, "
                "E(i, j−1) + ins, E(i−1, j−1) + sub·[x<sub>i</sub> ≠ y<sub>j</sub>] )</p>",
                f"<p>ins = {r.insert:g}, del = {r.delete:g}, sub = {r.substitute:g}. "
                "Arrows: ↖ substitute/match, ↑ delete x<sub>i</sub>, ← insert y<sub>j</sub>.</p>"]
        if step is not None:
            x, y = r.a[step.i - 1], r.b[step.j - 1]
            html.append(f"<p><b>Cell ({step.i}, {step.j})</b>: x<sub>{step.i}</sub> = {x!r}, "
                        f"y<sub>{step.j}</sub> = {y!r}<br>delete: E({step.i - 1},{step.j}) + "
                        f"{r.delete:g} = {step.delete:g}<br>insert: E({step.i},{step.j - 1}) + "
                        f"{r.insert:g} = {step.insert:g}<br>{'match' if x == y else 'substitute'}"
                        f": E({step.i - 1},{step.j - 1}) + {r.substitute * (x != y):g} = "
                        f"{step.substitute:g}<br>→ E = <b>{step.value:g}</b></p>")
        self.explanation.setHtml("".join(html))
        if complete and 0 <= row < len(self.alignments):
            lines = r.script(self.alignments[row])
            total = sum(c for _, c in lines)
            self.script.setHtml("<br>".join(f"{t} <i>(+{c:g})</i>" for t, c in lines)
                                + f"<br><b>total {total:g}</b>")
        else:
            self.script.setHtml("<i>Fill the table (Run, or move the history to the end) to "
                                "trace an alignment.</i>")


def _cell_text(r, i, j):
    arrows = "".join(a for bit, a in ARROWS if r.moves[i, j] & bit)
    return f"{r.table[i, j]:g} {arrows}".strip()


def _alignment_text(al):
    top = " ".join("-" if x is None else str(x) for _, x, _ in al)
    bottom = " ".join("-" if y is None else str(y) for _, _, y in al)
    return f"{top}  /  {bottom}"
