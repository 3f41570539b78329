"""Practice (issue 25): exercises generated and graded by the engine (``engine.exercises``) and
the chapters' questions, in every tab's navigator.

Pick a kind (those whose view is in this tab) and a level; *New problem* draws another from the
next seed. The student types each part's answer in the table; *Check* grades them part by part
(the right value and the formula with its numbers beside each wrong one), *Hint* fills one part
with its formula, *Solution* shows every part. Questions of the tab's chapters are multiple
choice or a number, answered the same way. Everything of the engine runs on a worker — even the
first import of ``engine.exercises`` (it loads most of the engine), made when the view is first
shown — and what was practised (:class:`~ui.models.practice.PracticeProgress`: attempts, best
score and solved count per kind, the questions answered right) is remembered between runs and
kept in session files; the Course map shows it per chapter.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QTableWidget, QTableWidgetItem,
                               QTextBrowser, QVBoxLayout, QWidget)

import html
import json

from .. import course, i18n, style
from ..models.practice import PracticeProgress
from .forms import button, combo, spin
from .jobs import JobPanel
from .lazy import BuiltOnShow
from .messages import MessageBar

QUESTIONS = "questions"


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def _call(fn, *args, **kwargs):
    """A job computing ``fn(*args)`` on the worker (generators return their result)."""
    return fn(*args, **kwargs)
    yield  # noqa: unreachable — makes this a generator the runner drains


_PROGRESS: PracticeProgress | None = None
PROGRESS_KEY = "practice/progress"


def progress() -> PracticeProgress:
    """The one record of what was practised in this app: read from the settings the first
    time (a damaged entry starts afresh rather than failing later), written back after every
    change."""
    global _PROGRESS
    if _PROGRESS is None:
        settings = QSettings("Trellis", "Trellis")
        try:
            _PROGRESS = PracticeProgress.from_json(json.loads(
                str(settings.value(PROGRESS_KEY, "{}") or "{}")))
        except (ValueError, TypeError):         # DataError is a ValueError; so is bad JSON
            _PROGRESS = PracticeProgress()
        _PROGRESS.listen(lambda: QSettings("Trellis", "Trellis").setValue(
            PROGRESS_KEY, json.dumps(_PROGRESS.to_json())))
    return _PROGRESS


def _chapters_of(tab: str) -> list[str]:
    return [c.title for c in course.CHAPTERS if any(v.startswith(f"{tab}/") for v in c.views)]


def _catalogue():
    """On the worker: the engine's exercises module (imported here, not on the GUI thread)."""
    from engine import exercises

    return exercises


class PracticeView(BuiltOnShow, QWidget):
    """The exercises and questions of one tab (``tab``: "text", "spam", "hmm", …)."""

    def __init__(self, tab: str, parent=None):
        super().__init__(parent)
        self.setObjectName(f"{tab}_practice")
        self.tab, self.exercises, self.kinds = tab, None, []
        self.chapters = _chapters_of(tab)
        self.exercise = None
        self._handler = None
        self.settings = QSettings("Trellis", "Trellis")

    def build(self) -> None:
        self.messages = MessageBar(self, f"{self.tab}_practice_messages")
        self.jobs = JobPanel(self.messages, self._deliver, self, name=f"{self.tab}_practice",
                             kept=lambda: tr("the exercise shown is kept"))
        self._build()
        self.kind_combo.currentIndexChanged.connect(lambda _: self.new_problem(same_seed=True))
        self.level_spin.valueChanged.connect(lambda _: self.new_problem(same_seed=True))
        self.new_button.clicked.connect(lambda: self.new_problem())
        self.check_button.clicked.connect(self.check)
        self.hint_button.clicked.connect(self.hint)
        self.solution_button.clicked.connect(self.solution)
        self._start(_call(_catalogue), self._ready)

    def _ready(self, exercises) -> None:
        self.exercises = exercises
        self.kinds = [k for k in exercises.KINDS if exercises.VIEWS[k].startswith(f"{self.tab}/")]
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        lang = i18n.current_language()
        self.kind_combo.addItems([exercises.title(k, lang) for k in self.kinds]
                                 + [tr("Questions of the chapters")])
        self.kind_combo.blockSignals(False)
        progress().totals.update({ch: len(exercises.questions(ch)) for ch in exercises.CHAPTERS})
        self.new_problem(same_seed=True)

    def _build(self):
        # imported here: the figure's module imports pyqtgraph, which start-up does not load
        from .practice_figure import PracticeFigure

        # texts are set by retranslate(), here and on a language switch
        self.kind_combo = combo(f"{self.tab}_practice_kind", "", "", ())
        self.kind_combo.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.level_spin = spin(f"{self.tab}_practice_level", "", "", 1, 3, 1)
        self.new_button = button("practice_new", "", "")
        self.check_button = button("practice_check", "", "")
        self.hint_button = button("practice_hint", "", "")
        self.solution_button = button("practice_solution", "", "")
        self.kind_label, self.level_label = QLabel(self), QLabel(self)
        self.problem = QTextBrowser(self)
        self.problem.setObjectName("practice_problem")
        self.figure = PracticeFigure(self)
        self.figure.setVisible(False)
        self.figure.answered.connect(self._answered_on_figure)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("practice_answers")
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMinimumHeight(style.PLOT_MIN[1])
        self.table.itemChanged.connect(self._answered_in_table)
        self.score = QLabel("", self)
        self.score.setObjectName("practice_score")
        self.score.setWordWrap(True)
        row = QHBoxLayout()
        for w in (self.kind_label, self.kind_combo, self.level_label, self.level_spin,
                  self.new_button):
            row.addWidget(w)
        row.addStretch(1)
        buttons = QHBoxLayout()
        for w in (self.check_button, self.hint_button, self.solution_button):
            buttons.addWidget(w)
        buttons.addWidget(self.score, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.messages)
        layout.addWidget(self.jobs)
        # the prompt is a few lines: the picture and the answers get the height
        self.problem.setMaximumHeight(7 * self.problem.fontMetrics().lineSpacing())
        layout.addWidget(self.problem, 1)
        work = QHBoxLayout()                 # the picture beside the answers
        work.addWidget(self.figure, 3)
        work.addWidget(self.table, 2)
        layout.addLayout(work, 4)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every fixed text of the view in the interface's language."""
        self.kind_label.setText(tr("Exercise"))
        self.level_label.setText(tr("Level"))
        self.kind_combo.setToolTip(tr("What to practise"))
        self.kind_combo.setAccessibleName(self.kind_label.text())
        self.level_spin.setToolTip(tr("1 is small; higher levels make the problem bigger"))
        self.level_spin.setAccessibleName(self.level_label.text())
        for w, text, tip in (
                (self.new_button, tr("New problem"),
                 tr("Another problem of this kind (the next seed)")),
                (self.check_button, tr("Check"), tr("Grade every part of your answer")),
                (self.hint_button, tr("Hint"), tr("Fill one wrong part, with its formula")),
                (self.solution_button, tr("Solution"), tr("Show every part's value"))):
            w.setText(text)
            w.setAccessibleName(text)
            w.setToolTip(tip)
        self.table.setHorizontalHeaderLabels([tr("Part"), tr("Your answer"), tr("Check")])

    # -- the problem ---------------------------------------------------------------------------
    def kind(self) -> str:
        i = self.kind_combo.currentIndex()
        return self.kinds[i] if i < len(self.kinds) else QUESTIONS

    def new_problem(self, same_seed: bool = False) -> None:
        if self.exercises is None:
            return
        kind = self.kind()
        key = f"practice/{self.tab}/{kind}/seed"
        seed = int(self.settings.value(key, 0) or 0) + (0 if same_seed else 1)
        self.settings.setValue(key, seed)
        if kind == QUESTIONS:
            self._start(_call(self._question, seed), self._show)
            return
        self._start(_call(self.exercises.generate, kind, level=self.level_spin.value(),
                          seed=seed, lang=i18n.current_language()), self._show)

    def _question(self, seed: int):
        """On the worker: question ``seed`` (cycling) of this tab's chapters."""
        lang = i18n.current_language()
        pool = [q for ch in self.chapters for q in self.exercises.questions(ch, lang)]
        return pool[seed % len(pool)] if pool else None

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        # the engine says its problems in the interface's language: say this one again
        if event.type() == event.Type.LanguageChange and self.built:
            self.retranslate()
            if self.exercises is not None:
                self._ready(self.exercises)
        super().changeEvent(event)

    def _start(self, job, handler):
        self._handler = handler
        self.jobs.start(job, tr("Working…"))

    def _deliver(self, result):
        handler, self._handler = self._handler, None
        if handler is not None:
            handler(result)

    def _show(self, exercise) -> None:
        if exercise is None:
            return
        self.exercise = exercise
        from .course_dialogs import view_label     # (it imports this module)

        where = tr("Shown in: {view}").format(view=view_label(exercise.view))
        self.problem.setHtml(f"<p>{html.escape(exercise.prompt)}</p><p><i>{where}</i></p>")
        self.figure.show_exercise(exercise)
        self._start(_call(self.exercises.solve, exercise), self._fill_parts)

    def _fill_parts(self, solution: dict) -> None:
        self.table.setRowCount(len(solution))
        for row, part in enumerate(solution):
            name = QTableWidgetItem(part)
            name.setFlags(Qt.ItemIsEnabled)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, QTableWidgetItem(""))
            self.table.setItem(row, 2, QTableWidgetItem(""))
        self.score.setText(self._best_text())
        self.messages.clear_message()

    # -- answers -------------------------------------------------------------------------------
    def _row_of(self, part: str) -> int | None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None and item.text() == part:
                return row
        return None

    def _answered_on_figure(self, part: str, text: str) -> None:
        row = self._row_of(part)
        if row is not None:
            self.table.item(row, 1).setText(text)

    def _answered_in_table(self, item) -> None:
        name = self.table.item(item.row(), 0)
        if item.column() == 1 and name is not None:
            self.figure.set_answer(name.text(), item.text())

    def answer(self) -> dict:
        out = {}
        for row in range(self.table.rowCount()):
            text = self.table.item(row, 1).text().strip()
            if text:
                out[self.table.item(row, 0).text()] = text
        return out

    def check(self) -> None:
        if self.exercise is not None:
            self._start(_call(self.exercises.grade, self.exercise, self.answer()),
                        self._show_grade)

    def _show_grade(self, grade) -> None:
        for row in range(self.table.rowCount()):
            part = self.table.item(row, 0).text()
            right = part not in grade.wrong
            item = QTableWidgetItem(tr("right") if right else grade.feedback.get(part, ""))
            item.setToolTip(grade.feedback.get(part, ""))
            item.setForeground(style.pen(style.categorical(2 if right else 3)).color())
            self.table.setItem(row, 2, item)
        self.figure.show_grade(grade.wrong)
        self._remember(grade.score)
        self.score.setText(tr("Score {score:.0%}.").format(score=grade.score) + " "
                           + self._best_text())

    def hint(self) -> None:
        if self.exercise is not None:
            self._start(_call(self.exercises.hint, self.exercise, self.answer()), self._show_hint)

    def _show_hint(self, hint) -> None:
        if hint.part is None:
            self.messages.info(lambda: tr("Every part is right already."))
            return
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).text() == hint.part:
                self.table.item(row, 1).setText(self.exercises.value_text(hint.value)
                                                if hasattr(self.exercises, "value_text")
                                                else str(hint.value))
                self.table.setItem(row, 2, QTableWidgetItem(hint.formula))
        self.messages.info(hint.formula)

    def solution(self) -> None:
        if self.exercise is not None:
            self._start(_call(self.exercises.solve, self.exercise), self._show_solution)

    def _show_solution(self, solution: dict) -> None:
        for row in range(self.table.rowCount()):
            part = self.table.item(row, 0).text()
            self.table.item(row, 2).setText(tr("answer: {value}").format(
                value=solution.get(part)))

    # -- progress, remembered between runs --------------------------------------------------------
    def _remember(self, score: float) -> None:
        ex = self.exercise
        # a question's view varies with the question: the kind "questions" names none
        progress().record(self.tab, self.kind(), score,
                          "" if self.kind() == QUESTIONS else ex.view)
        if self.kind() == QUESTIONS:
            progress().answered(str(ex.data.get("id")), str(ex.data.get("chapter")),
                                score >= 1.0)

    def _best_text(self) -> str:
        record = progress().get(self.tab, self.kind())
        solved = record.solved                # a plain name: lupdate reads the count then
        return self.tr("Best {best:.0%}; solved %n time(s).", "", solved).format(
            best=record.best)
