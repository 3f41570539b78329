"""Minimum edit distance: the DP table filled cell by cell with the step controls, back-pointers,
co-optimal alignments (one at a time or all), the edit script, and the recurrence with numbers.
The table, its optimal cells and the alignments are computed on a worker; the table is drawn by
a model (scene.py), so two 3,000-character strings neither freeze nor widen the window."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QGridLayout, QHBoxLayout, QLabel,
                               QLineEdit, QListWidget, QTextBrowser, QVBoxLayout,
                               QWidget)

from ...widgets.forms import button, combo, double_spin, hsplit, named
from ...widgets.jobs import JobPanel
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from .binding import EditDistanceBinding
from .jobs import STEP_CELLS, edit_distance_job
from .predict import EditPredictions
from .scene import DPTableModel, dp_table_view


SCRIPT_LINES = 100      # operations of an edit script written out


def _cost_box(name, label, value):
    return double_spin(name, label, f"Cost of one {label.lower()}", 0.0, 100.0, value, 0.5)


class EditDistanceView(DrivenView, QWidget):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("edit_distance_view")
        self.messages = messages
        self.result = None
        self._summary = ""
        self._build()
        self._layout()
        self.panel = JobPanel(messages, self._on_result, self, name="edit_distance",
                              kept="the table shown is kept")
        self.left_layout.insertWidget(1, self.panel)
        self.snowy_button.clicked.connect(self.load_snowy)
        self.compute_button.clicked.connect(self.compute)
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=self._on_steps, redraw=self.redraw,
                                 on_error=self.messages.error, on_reset=self._on_reset,
                                 parent=self)
        self.runner = self.driver.runner
        self.predict = EditPredictions(self)
        self.alignment_list.currentRowChanged.connect(lambda _: self.redraw())
        self.show_all_check.toggled.connect(lambda _: self.redraw())
        self.controls.seed_spin.setEnabled(False)   # nothing random here
        self.compute()
        self.binding = EditDistanceBinding(self)     # the fill's state: ui.models, bound here

    def _build(self):
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
        self.model = DPTableModel(self)
        self.table = named(dp_table_view(self.model, self), "dp_table", "DP table",
                           "E(i, j): the distance between the first i items of the source and "
                           "the first j of the target; arrows are back-pointers")
        self.controls = StepControls(self)
        self.alignment_list = named(QListWidget(), "alignment_list", "Alignments",
                                    "Co-optimal alignments; select one to trace it")
        self.alignment_list.setTextElideMode(Qt.ElideRight)
        self.script = named(QTextBrowser(), "edit_script", "Edit script",
                            "The operations of the selected alignment")
        self.explanation = named(QTextBrowser(), "edit_explanation", "Explanation",
                                 "The recurrence with the numbers of the current cell")
        self.summary = QLabel("")
        self.summary.setObjectName("edit_summary")
        self.summary.setWordWrap(True)

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
        self.left_layout = lv = QVBoxLayout(left)
        lv.addLayout(form)
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
        QVBoxLayout(self).addWidget(hsplit(left, right, sizes=[700, 380]))

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
        """Compute on a worker; the table shown stays until the new one arrives."""
        a, b = self._sequences()
        self.panel.start(edit_distance_job(a, b, self.insert_spin.value(),
                                           self.delete_spin.value(), self.sub_spin.value()),
                         "Computing the edit distance…")

    def _on_result(self, res):
        self.driver.reset()             # the old run's cells belong to the old table
        self.result = res
        self.model.set_result(res.table, res.on_path)
        self._on_reset()
        self.alignment_list.blockSignals(True)
        self.alignment_list.clear()
        self.alignment_list.addItems(list(res.labels))
        if res.labels:
            self.alignment_list.setCurrentRow(0)
        self.alignment_list.blockSignals(False)
        listed = (f" (the first {len(res.labels)} listed)" if res.total > len(res.labels)
                  else "")
        count = f"{res.total:,}" if res.total < 10**15 else f"about {float(res.total):.3g}"
        self._summary = (
            f"<b>distance = {res.distance:g}</b> · {count} co-optimal alignment(s){listed}"
            if res.table is not None else f"<b>distance = {res.distance:g}</b> (the table is "
            "too large to keep; only the distance was computed)")
        self.summary.setText(self._summary)
        self.controls.setEnabled(res.steppable)
        if res.steppable:
            # the answer is the corner E(n, m): not told before the table is filled
            self.messages.info("Press Step or Run to watch the table fill; the distance is "
                               "the last cell, E(n, m).")
        else:
            self.messages.info(f"Edit distance {res.distance:g}. The table has more than "
                               f"{STEP_CELLS:,} cells, so it is shown filled (scroll it) "
                               "instead of stepped.")
        self.redraw()

    def _steps(self):
        if self.result is None or not self.result.steppable:
            raise ValueError("This table is too large to step through; it is shown filled.")
        return self.result.table.iter_fill()

    def _on_reset(self):
        self.model.asking = None                # a question of the dropped run
        if self.result is not None and self.result.table is not None:
            self.controls.set_progress(0, len(self.result.a) * len(self.result.b))

    def _on_steps(self, batch, start):
        n, m = len(self.result.a), len(self.result.b)
        self.controls.set_progress(len(self.history) - 1, n * m)
        self.redraw()

    # -- drawing ---------------------------------------------------------------------------
    def redraw(self):
        res = self.result
        if res is None or res.table is None:
            return
        r = res.table
        n, m = len(r.a), len(r.b)
        k = self.driver.index() if res.steppable else n * m
        complete = k == n * m
        self.summary.setText(self._summary if complete else
                             f"distance = ? · {k:,} of {n * m:,} cells filled")
        row = self.alignment_list.currentRow()
        chosen = frozenset(r.path_cells(res.alignments[row])) if complete and 0 <= row < len(
            res.alignments) else frozenset()
        step = self.history[k] if res.steppable and k else None
        self.model.on_path = res.on_path if self.show_all_check.isChecked() else None
        self.model.set_state(k, complete, chosen, (step.i, step.j) if step else None)
        self._explain(step, complete, row)

    def _explain(self, step, complete, row):
        res = self.result
        r = res.table
        html = ["<h3>Minimum edit distance</h3>",
                "<p>E(i, 0) = i·del, E(0, j) = j·ins,<br>E(i, j) = min( E(i−1, j) + del, "
                "E(i, j−1) + ins, E(i−1, j−1) + sub·[x<sub>i</sub> ≠ y<sub>j</sub>] )</p>",
                f"<p>ins = {r.insert:g}, del = {r.delete:g}, sub = {r.substitute:g}. "
                "Arrows: ↖ substitute/match, ↑ delete x<sub>i</sub>, ← insert y<sub>j</sub>.</p>"]
        if step is not None:
            x, y = r.a[step.i - 1], r.b[step.j - 1]
            html.append(f"<p><b>Cell ({step.i}, {step.j})</b>: x<sub>{step.i}</sub> = "
                        f"{escape(repr(x))}, y<sub>{step.j}</sub> = {escape(repr(y))}<br>"
                        f"delete: E({step.i - 1},{step.j}) + "
                        f"{r.delete:g} = {step.delete:g}<br>insert: E({step.i},{step.j - 1}) + "
                        f"{r.insert:g} = {step.insert:g}<br>{'match' if x == y else 'substitute'}"
                        f": E({step.i - 1},{step.j - 1}) + {r.substitute * (x != y):g} = "
                        f"{step.substitute:g}<br>→ E = <b>{step.value:g}</b></p>")
        self.explanation.setHtml("".join(html))
        if complete and 0 <= row < len(res.alignments):
            lines = r.script(res.alignments[row])
            total = sum(c for _, c in lines)
            shown = lines[:SCRIPT_LINES]
            more = (f"<br>… {len(lines) - SCRIPT_LINES:,} more operations"
                    if len(lines) > SCRIPT_LINES else "")
            self.script.setHtml("<br>".join(f"{escape(t)} <i>(+{c:g})</i>" for t, c in shown)
                                + more + f"<br><b>total {total:g}</b>")
        else:
            self.script.setHtml("<i>Fill the table (Run, or move the history to the end) to "
                                "trace an alignment.</i>")
