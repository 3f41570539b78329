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

from engine.text import to_jamo

from ...widgets.forms import button, combo, double_spin, hsplit, named
from ...widgets.jobs import JobPanel
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from .binding import EditDistanceBinding
from .jobs import STEP_CELLS, edit_distance_job
from .alignment_score import AlignmentScorer
from .predict import EditPredictions
from .scene import DPTableModel, dp_table_view
from .texts import Retranslating, set_items, set_texts, tr


SCRIPT_LINES = 100      # operations of an edit script written out


LEVELS = ("characters", "words", "jamo")    # the model's names; the combo shows them translated


def _cost_box(name, value):
    return double_spin(name, "", "", 0.0, 100.0, value, 0.5)


class EditDistanceView(Retranslating, DrivenView, QWidget):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("edit_distance_view")
        self.messages = messages
        self.result = None
        self._summary = ""
        self._build()
        self._layout()
        self.panel = JobPanel(messages, self._on_result, self, name="edit_distance",
                              kept=lambda: tr("the table shown is kept"))
        self.left_layout.insertWidget(1, self.panel)
        self.snowy_button.clicked.connect(self.load_snowy)
        self.jamo_button.clicked.connect(self.load_jamo)
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
        self.retranslate()
        self.compute()
        self.binding = EditDistanceBinding(self)     # the fill's state: ui.models, bound here

    def _build(self):
        self.source_edit = named(QLineEdit("SNOWY"), "source_edit", "", "")
        self.target_edit = named(QLineEdit("SUNNY"), "target_edit", "", "")
        self.level_combo = combo("level_combo", "", "", LEVELS)
        self.insert_spin = _cost_box("insert_cost_spin", 1.0)
        self.delete_spin = _cost_box("delete_cost_spin", 1.0)
        self.sub_spin = _cost_box("substitute_cost_spin", 1.0)
        self.snowy_button = button("snowy_button", "SNOWY → SUNNY", "")
        self.jamo_button = button("jamo_example_button", "강 → 감", "")
        self.compute_button = button("compute_distance_button", "", "")
        self.show_all_check = named(QCheckBox(), "show_all_check", "", "")
        self.show_all_check.setChecked(True)
        self.model = DPTableModel(self)
        self.table = named(dp_table_view(self.model, self), "dp_table", "", "")
        self.table.setMinimumHeight(110)       # the transport block stays on a 680 px window
        self.controls = StepControls(self)
        self.alignment_list = named(QListWidget(), "alignment_list", "", "")
        self.alignment_list.setTextElideMode(Qt.ElideRight)
        self.script = named(QTextBrowser(), "edit_script", "", "")
        self.explanation = named(QTextBrowser(), "edit_explanation", "", "")
        self.scorer = AlignmentScorer(self.messages, lambda: (
            self.insert_spin.value(), self.delete_spin.value(), self.sub_spin.value()), self)
        self.labels = {k: QLabel() for k in ("source", "target", "level", "ins", "del", "sub",
                                             "alignments", "script")}
        self.summary = QLabel("")
        self.summary.setObjectName("edit_summary")
        self.summary.setWordWrap(True)

    def _layout(self):
        form = QGridLayout()
        L = self.labels
        form.addWidget(L["source"], 0, 0)
        form.addWidget(self.source_edit, 0, 1, 1, 2)
        form.addWidget(self.snowy_button, 0, 3)        # the presets beside the strings they set
        form.addWidget(L["target"], 1, 0)
        form.addWidget(self.target_edit, 1, 1, 1, 2)
        form.addWidget(self.jamo_button, 1, 3)
        costs = QHBoxLayout()
        for label, w in (("level", self.level_combo), ("ins", self.insert_spin),
                         ("del", self.delete_spin), ("sub", self.sub_spin)):
            costs.addWidget(L[label])
            costs.addWidget(w)
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
        rv.addWidget(L["alignments"])
        rv.addWidget(self.alignment_list, 1)
        rv.addWidget(L["script"])
        rv.addWidget(self.script, 1)
        rv.addWidget(self.explanation, 2)
        rv.addWidget(self.scorer)
        # small floors: the column fits a 680 px window beside the transport block
        for w, least in ((self.alignment_list, 44), (self.script, 44), (self.explanation, 60)):
            w.setMinimumHeight(least)
        QVBoxLayout(self).addWidget(hsplit(left, right, sizes=[640, 420]))

    def retranslate(self) -> None:
        L = self.labels
        for key, text in (("source", tr("Source")), ("target", tr("Target")),
                          ("level", tr("Units")), ("ins", tr("ins")), ("del", tr("del")),
                          ("sub", tr("sub")), ("alignments", tr("Co-optimal alignments")),
                          ("script", tr("Edit script"))):
            L[key].setText(text)
        set_texts(self.source_edit, None, tr("The string (or sentence) to change"))
        self.source_edit.setAccessibleName(tr("Source"))
        set_texts(self.target_edit, None, tr("The string (or sentence) to reach"))
        self.target_edit.setAccessibleName(tr("Target"))
        set_items(self.level_combo, (tr("characters"), tr("words"), tr("jamo")))
        self.level_combo.setToolTip(tr("Compare characters, words of two sentences, or the "
                                       "jamo of Hangul (강 → 감 is one edit)"))
        for box, tip in ((self.insert_spin, tr("Cost of one insertion")),
                         (self.delete_spin, tr("Cost of one deletion")),
                         (self.sub_spin, tr("Cost of one substitution"))):
            box.setToolTip(tip)
            box.setAccessibleName(tip)
        set_texts(self.snowy_button, "SNOWY → SUNNY", tr("The notes' example"))
        set_texts(self.jamo_button, "강 → 감", tr("Hangul at the jamo level: 강 → 감 is one "
                                                  "substitution (ㅇ → ㅁ), not a whole syllable"))
        set_texts(self.compute_button, tr("Compute"),
                  tr("Build the table; then Step through its fill"))
        set_texts(self.show_all_check, tr("highlight every optimal cell"),
                  tr("Colour every cell that lies on some co-optimal alignment"))
        self.table.setAccessibleName(tr("DP table"))
        self.table.setToolTip(tr("E(i, j): the distance between the first i items of the "
                                 "source and the first j of the target; arrows are "
                                 "back-pointers"))
        self.alignment_list.setAccessibleName(tr("Alignments"))
        self.alignment_list.setToolTip(tr("Co-optimal alignments; select one to trace it"))
        self.script.setAccessibleName(tr("Edit script"))
        self.script.setToolTip(tr("The operations of the selected alignment"))
        self.explanation.setAccessibleName(tr("Explanation"))
        self.explanation.setToolTip(tr("The recurrence with the numbers of the current cell"))
        self.scorer.retranslate()
        if self.result is not None:
            self._summary = self._summary_text(self.result)
            self.redraw()

    def level(self) -> str:
        """The level chosen, by its model name ("characters", "words" or "jamo")."""
        return LEVELS[max(self.level_combo.currentIndex(), 0)]

    def set_level(self, level: str) -> None:
        self.level_combo.setCurrentIndex(LEVELS.index(level) if level in LEVELS else 0)

    # -- computing -------------------------------------------------------------------------
    def load_snowy(self):
        self.source_edit.setText("SNOWY")
        self.target_edit.setText("SUNNY")
        self.set_level("characters")
        for box in (self.insert_spin, self.delete_spin, self.sub_spin):
            box.setValue(1.0)
        self.compute()

    def load_jamo(self):
        """강 → 감 at the jamo level, unit costs: one substitution of ㅇ by ㅁ."""
        self.source_edit.setText("강")
        self.target_edit.setText("감")
        self.set_level("jamo")
        for box in (self.insert_spin, self.delete_spin, self.sub_spin):
            box.setValue(1.0)
        self.compute()

    def _sequences(self):
        a, b = self.source_edit.text(), self.target_edit.text()
        if self.level() == "words":
            return a.split(), b.split()
        if self.level() == "jamo":          # 강 → ㄱㅏㅇ: one letter a column
            return to_jamo(a), to_jamo(b)
        return a, b

    def compute(self):
        """Compute on a worker; the table shown stays until the new one arrives."""
        a, b = self._sequences()
        self.panel.start(edit_distance_job(a, b, self.insert_spin.value(),
                                           self.delete_spin.value(), self.sub_spin.value()),
                         tr("Computing the edit distance…"))

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
        self._summary = self._summary_text(res)
        self.summary.setText(self._summary)
        self.controls.setEnabled(res.steppable)
        if not self.isVisible():
            pass                   # computed while another view is on show: its message stays
        elif res.steppable:
            # the answer is the corner E(n, m): not told before the table is filled
            self.messages.info(lambda: tr(
                                   "Press Step or Run to watch the table fill; the distance is "
                                   "the last cell, E(n, m)."))
        else:
            self.messages.info(lambda: tr(
                                   "Edit distance {d:g}. The table has more than {n:,} cells, "
                                   "so it is shown filled (scroll it) instead of stepped."),
                               d=res.distance, n=STEP_CELLS)
        self.redraw()

    @staticmethod
    def _summary_text(res) -> str:
        if res.table is None:
            return tr("<b>distance = {d:g}</b> (the table is too large to keep; only the "
                      "distance was computed)").format(d=res.distance)
        count = (f"{res.total:,}" if res.total < 10**15
                 else tr("about {n:.3g}").format(n=float(res.total)))
        text = tr("<b>distance = {d:g}</b> · co-optimal alignments: {count}").format(
            d=res.distance, count=count)
        if res.total > len(res.labels):
            text += " " + tr("(the first %n listed)", "", len(res.labels))
        return text

    def _steps(self):
        if self.result is None or not self.result.steppable:
            raise ValueError(tr("This table is too large to step through; it is shown "
                                "filled."))
        return self.result.table.iter_fill()

    def _on_reset(self):
        self.model.asking = None                # a question of the dropped run
        self.messages.clear_message()           # its messages went with it
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
                             tr("distance = ? · {k:,} of {n:,} cells filled").format(
                                 k=k, n=n * m))
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
        html = ["<h3>" + tr("Minimum edit distance") + "</h3>",
                "<p>" + tr("E(i, 0) = i·del, E(0, j) = j·ins,<br>E(i, j) = min( E(i−1, j) + "
                           "del, E(i, j−1) + ins, E(i−1, j−1) + sub·[x<sub>i</sub> ≠ "
                           "y<sub>j</sub>] )") + "</p>",
                "<p>" + tr("ins = {i:g}, del = {d:g}, sub = {s:g}. Arrows: ↖ substitute or "
                           "match, ↑ delete x<sub>i</sub>, ← insert y<sub>j</sub>.").format(
                    i=r.insert, d=r.delete, s=r.substitute) + "</p>"]
        if step is not None:
            x, y = r.a[step.i - 1], r.b[step.j - 1]
            i, j = step.i, step.j
            html.append("<p>" + tr(
                "<b>Cell ({i}, {j})</b>: x<sub>{i}</sub> = {x}, y<sub>{j}</sub> = {y}<br>"
                "delete: E({i1},{j}) + {cd:g} = {vd:g}<br>insert: E({i},{j1}) + {ci:g} = "
                "{vi:g}<br>{what}: E({i1},{j1}) + {cs:g} = {vs:g}<br>→ E = <b>{v:g}</b>").format(
                    i=i, j=j, i1=i - 1, j1=j - 1, x=escape(repr(x)), y=escape(repr(y)),
                    cd=r.delete, vd=step.delete, ci=r.insert, vi=step.insert,
                    what=tr("match") if x == y else tr("substitute"),
                    cs=r.substitute * (x != y), vs=step.substitute, v=step.value) + "</p>")
        self.explanation.setHtml("".join(html))
        if complete and 0 <= row < len(res.alignments):
            # the engine's script (its English words) written in the language in force
            words = {"match": tr("keep {x}"), "substitute": tr("substitute {x} → {y}"),
                     "delete": tr("delete {x}"), "insert": tr("insert {y}")}
            lines = [(words[op].format(x=repr(x), y=repr(y)), c) for (op, x, y), (_, c)
                     in zip(res.alignments[row], r.script(res.alignments[row]))]
            total = sum(c for _, c in lines)
            shown = lines[:SCRIPT_LINES]
            more = ("<br>" + tr("… %n more operation(s)", "", len(lines) - SCRIPT_LINES)
                    if len(lines) > SCRIPT_LINES else "")
            self.script.setHtml("<br>".join(f"{escape(t)} <i>(+{c:g})</i>" for t, c in shown)
                                + more + "<br><b>" + tr("total {t:g}").format(t=total) + "</b>")
        else:
            self.script.setHtml("<i>" + tr("Fill the table (Run, or move the history to the "
                                           "end) to trace an alignment.") + "</i>")
