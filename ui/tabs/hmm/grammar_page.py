"""The parsing view's "Grammar and CNF" page: the grammar's rules (the student's data, shown as
written) beside the conversion to Chomsky normal form, one stage at a time — the stage's
sentence in the interface's language, written here from the facts the engine returns
(:class:`engine.parse.CNFStage`: the rules removed and added, the nonterminals made, the rules
made likelier), and the rules it removed ("-") and added ("+")."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ...i18n import mark_data
from ...widgets.forms import combo, hbox, hsplit, named
from .jobs_parse import LISTED_RULES, ShownGrammar

STAGES = ("terminals", "binarise", "units")       # the engine's order (CNFStage.name)


def grammar_name(loaded) -> str:
    """The grammar's name as shown: the samples' described in the interface's language, a
    file's by its file name."""
    if loaded.source == "sample grammar":
        return QCoreApplication.translate("GrammarPage", "grammar.pcfg (written for Trellis)")
    if loaded.source == "sample treebank":
        return QCoreApplication.translate("GrammarPage", "treebank.mrg (written for Trellis)")
    return loaded.name


class GrammarPage(QWidget):
    """The rules of the loaded grammar and its CNF stages (a combo chooses the stage)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("parse_grammar_page")
        self.shown: ShownGrammar | None = None
        self.header = QLabel("")
        self.header.setObjectName("parse_grammar_header")
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.PlainText)          # a file's name may hold "<"
        # the rules and the stages' "-"/"+" lines are the grammar itself: they stay as written
        self.rules = mark_data(named(QPlainTextEdit(), "parse_grammar_text", "Grammar", ""))
        self.changes = mark_data(named(QPlainTextEdit(), "parse_cnf_changes", "CNF changes", ""))
        for pane in (self.rules, self.changes):
            pane.setReadOnly(True)
        self.stage_combo = combo("parse_cnf_stage_combo", "CNF stage", "", [""] * len(STAGES))
        self.stage_label = QLabel("")
        self.stage_label.setObjectName("parse_cnf_stage_label")
        self.stage_label.setWordWrap(True)
        self.stage_label.setTextFormat(Qt.PlainText)     # A|<…> is not a tag
        self.note = QLabel("")
        self.note.setObjectName("parse_cnf_note")
        self.note.setWordWrap(True)
        self.rules_title, self.stage_title = QLabel(""), QLabel("")
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.rules_title)
        lv.addWidget(self.rules, 1)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addLayout(hbox(self.stage_title, (self.stage_combo, 1)))
        rv.addWidget(self.stage_label)
        rv.addWidget(self.changes, 1)
        rv.addWidget(self.note)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.header)
        layout.addWidget(hsplit(left, right, sizes=[420, 520], stretch=(1, 1)), 1)
        self.stage_combo.currentIndexChanged.connect(lambda _: self._show_stage())
        self.retranslate_ui()

    def show_grammar(self, shown: ShownGrammar) -> None:
        """Show a loaded grammar (its text was prepared on the worker)."""
        self.shown = shown
        self.rules.setPlainText(shown.rules)
        self._write()

    def retranslate_ui(self) -> None:
        for k, text in enumerate((self.tr("1. terminals"), self.tr("2. binarise"),
                                  self.tr("3. unit rules"))):
            self.stage_combo.setItemText(k, text)
        self.stage_combo.setToolTip(self.tr("The stage of the conversion to Chomsky normal form "
                                            "whose removed (−) and added (+) rules are listed"))
        self.rules_title.setText(self.tr("Rules (NLTK notation)"))
        self.stage_title.setText(self.tr("CNF stage"))
        self.note.setText(self.tr("The parser uses the grammar after stages 1 and 2 and applies "
                                  "the unit rules inside each cell (the best chain for the best "
                                  "tree, all chains for the inside probability)."))
        self._write()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _write(self) -> None:
        if self.shown is None:
            self.header.setText(self.tr("The grammar's rules appear here once it is read."))
            return
        loaded = self.shown.loaded
        self.header.setText(self.tr("{name}: %n rule(s); its conversion to Chomsky normal form "
                                    "(every rule A → B C or A → 'w') takes three stages.", "",
                                    len(loaded.grammar)).format(
            name=grammar_name(loaded)))
        self._show_stage()

    def stage_sentence(self, stage) -> str:
        """What a stage did, from its facts (:class:`engine.parse.CNFStage`)."""
        removed, added, made = len(stage.removed), len(stage.added), len(stage.new_symbols)
        if stage.name == "terminals":
            return (self.tr("%n rule(s) had a word beside other symbols", "", removed)
                    + self.tr("; those words moved to %n new nonterminal(s) T_w → 'w' [1].",
                              "", made))
        if stage.name == "binarise":
            return (self.tr("%n rule(s) with three or more symbols on the right became chains "
                            "of two-symbol rules", "", removed)
                    + self.tr(" through %n new nonterminal(s) A|<…> [1].", "", made))
        if not removed:
            return self.tr("The grammar has no unit rules A → B.")
        return (self.tr("%n unit rule(s) A → B removed; ", "", removed)
                + self.tr("%n rule(s) copied up the unit chains", "", added)
                + self.tr(" and %n made likelier, with P(A → β) = Σ_B U*[A, B] P(B → β).", "",
                          stage.changed))

    def _show_stage(self) -> None:
        if self.shown is None or not self.shown.listed:
            return
        k = max(self.stage_combo.currentIndex(), 0)
        stage = self.shown.loaded.stages[k]
        self.stage_label.setText(self.stage_sentence(stage))
        lines = []
        for mark, text, rules in (("-", self.shown.listed[k][0], stage.removed),
                                  ("+", self.shown.listed[k][1], stage.added)):
            if text:
                lines.append(text)
            if len(rules) > LISTED_RULES:
                lines.append(mark + " " + self.tr("… and {n:,} more").format(
                    n=len(rules) - LISTED_RULES))
        self.changes.setPlainText("\n".join(lines) or self.tr("(no rule changed)"))
