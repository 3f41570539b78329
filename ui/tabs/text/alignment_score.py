"""Score an alignment the student writes (issue 26's SNOWY → SUNNY preset): two rows, "-" for a
gap, as the notes draw them; each column is named (match, substitute, delete, insert) with its
cost and the sum compared with the edit distance. The notes' two alignments (costs 3 and 5) are
one click each. Scoring is a job on a worker (it computes the distance with the view's costs)."""
from __future__ import annotations

from html import escape

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QLineEdit, QTextBrowser

from engine import Progress
from engine.text import NOTES_ALIGNMENTS, score_alignment

from ...widgets.forms import button
from ...widgets.jobs import JobPanel
from .texts import set_texts, tr


def score_job(top: str, bottom: str, insert: float, delete: float, substitute: float):
    yield Progress(0, 1, "")
    return score_alignment(top, bottom, insert=insert, delete=delete, substitute=substitute)


class AlignmentScorer(QGroupBox):
    """Two rows to type an alignment in, the notes' two as presets, the columns scored."""

    def __init__(self, messages, costs, parent=None):
        super().__init__(parent)
        self.setObjectName("alignment_scorer")
        self.messages = messages
        self.costs = costs              # () -> (insert, delete, substitute) of the view
        self.score = None
        mono = QFontDatabase.systemFont(QFontDatabase.FixedFont)
        self.top_edit = QLineEdit(NOTES_ALIGNMENTS[1][0])
        self.top_edit.setObjectName("alignment_top_edit")
        self.bottom_edit = QLineEdit(NOTES_ALIGNMENTS[1][1])
        self.bottom_edit.setObjectName("alignment_bottom_edit")
        for e in (self.top_edit, self.bottom_edit):
            e.setFont(mono)
            e.returnPressed.connect(self.run)
        self.score_button = button("alignment_score_button", "", "")
        self.notes_buttons = [button(f"alignment_notes_{k}_button", "", "") for k in (1, 2)]
        self.result = QTextBrowser(self)
        self.result.setObjectName("alignment_result")
        self.result.setFixedHeight(76)      # a row of columns and the sum
        self.top_label, self.bottom_label = QLabel(), QLabel()
        self.panel = JobPanel(messages, self.show_score, self, name="alignment",
                              kept=lambda: tr("the score shown is kept"))
        grid = QGridLayout(self)
        grid.addWidget(self.top_label, 0, 0)
        grid.addWidget(self.top_edit, 0, 1, 1, 2)
        grid.addWidget(self.bottom_label, 1, 0)
        grid.addWidget(self.bottom_edit, 1, 1, 1, 2)
        grid.addWidget(self.notes_buttons[0], 2, 0)
        grid.addWidget(self.notes_buttons[1], 2, 1)
        grid.addWidget(self.score_button, 2, 2)
        grid.addWidget(self.panel, 3, 0, 1, 3)
        grid.addWidget(self.result, 4, 0, 1, 3)
        self.score_button.clicked.connect(self.run)
        for k, b in enumerate(self.notes_buttons):
            b.clicked.connect(lambda _=False, k=k: self.load_notes(k))
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(tr("Score an alignment"))
        self.top_label.setText(tr("Source"))
        self.bottom_label.setText(tr("Target"))
        self.top_edit.setToolTip(tr("The source row, one symbol a column ('-' is a gap), "
                                    "e.g. S - N O W Y"))
        self.bottom_edit.setToolTip(tr("The target row under it, e.g. S U N N - Y"))
        set_texts(self.score_button, tr("Score"), tr("Cost of this alignment with the costs "
                                                     "above, against the edit distance"))
        for k, b in enumerate(self.notes_buttons):
            set_texts(b, tr("Notes' alignment {k}").format(k=k + 1),
                      tr("The notes' alignment {k} of SNOWY → SUNNY: {top} over {bottom}")
                      .format(k=k + 1, top=NOTES_ALIGNMENTS[k][0], bottom=NOTES_ALIGNMENTS[k][1]))
        if self.score is not None:
            self.show_score(self.score)
        else:
            self.result.setHtml("<i>" + escape(tr(
                "Write an alignment (or take one of the notes'), then Score: each column is "
                "a match, a substitution, a deletion (over '-') or an insertion (under '-')."))
                + "</i>")

    def load_notes(self, k: int) -> None:
        self.top_edit.setText(NOTES_ALIGNMENTS[k][0])
        self.bottom_edit.setText(NOTES_ALIGNMENTS[k][1])
        self.run()

    def run(self) -> None:
        ins, dele, sub = self.costs()
        self.panel.start(score_job(self.top_edit.text(), self.bottom_edit.text(), ins, dele,
                                   sub), tr("Scoring…"))

    def show_score(self, s) -> None:
        self.score = s
        names = {"match": tr("match"), "substitute": tr("substitute"), "delete": tr("delete"),
                 "insert": tr("insert")}
        cells = "".join(
            f"<td align='center'>{escape(x)}<br>{escape(y)}<br><small>{names[op]}"
            f"<br>+{c:g}</small></td>" for x, y, op, c in s.columns)
        verdict = (tr("optimal: it reaches the edit distance {d:g}") if s.optimal else
                   tr("not optimal: the edit distance is {d:g}")).format(d=s.distance)
        # the sum and the verdict first: the box is short, the columns scroll under them
        self.result.setHtml(
            "<p>" + tr("cost = {terms} = <b>{cost:g}</b> — {verdict}.").format(
                terms=" + ".join(f"{c:g}" for *_, c in s.columns), cost=s.cost,
                verdict=verdict) + f"</p><table cellspacing='4'><tr>{cells}</tr></table>")
        (self.messages.info if s.optimal else self.messages.warning)(
            tr("This alignment costs {cost:g}; the edit distance is {d:g}.").format(
                cost=s.cost, d=s.distance))
