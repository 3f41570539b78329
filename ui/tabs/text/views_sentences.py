"""The Sentences view: the rule-based splitter as a decision tree, and Punkt trained on the
text; both computed on a worker and compared."""
from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QLineEdit, QListWidget, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from engine.text import ABBREVIATIONS, TREE

from ...widgets.forms import button, hsplit, named, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs import sentence_job
from .texts import Retranslating, set_texts, tr
from .views import StopWhenHidden, takes_the_rest

SENTENCE_CHARS = 1_000_000  # text given to the sentence views (Punkt trains on all of it)
LISTED = 5000               # sentences listed per method
# the engine's decision tree (engine.text.TREE) is English; these are its texts for lupdate,
# shown translated through tr()
TREE_TEXTS = (
    QT_TR_NOOP("Is the word before it a known abbreviation (Mr., Dr., etc.)?"),
    QT_TR_NOOP("Does a blank line or the end of the text follow?"),
    QT_TR_NOOP("SPLIT: abbreviation at the end of a paragraph"),
    QT_TR_NOOP("NO SPLIT: abbreviation"),
    QT_TR_NOOP("Does the next word start with a capital, a digit, a quote/bracket or a letter "
               "of a script without case (e.g. Hangul)?"),
    QT_TR_NOOP("SPLIT: a new sentence starts"), QT_TR_NOOP("NO SPLIT: the next word is lower-case"),
    QT_TR_NOOP("SPLIT: end of paragraph"),
    QT_TR_NOOP("Is the word before it a single capital letter (J. Smith)?"),
    QT_TR_NOOP("NO SPLIT: an initial"), QT_TR_NOOP("Is the mark '?' or '!'?"),
    QT_TR_NOOP("SPLIT: ? and ! end sentences"),
    QT_TR_NOOP("Is the '.' between digits (3.14, 1.5m)?"), QT_TR_NOOP("NO SPLIT: decimal number"),
    QT_TR_NOOP("Is the '.' followed by a space, a line break or the end?"),
    QT_TR_NOOP("NO SPLIT: inside a token (e.g. example.com)"),
)
PATH_COLOR, SPLIT_COLOR, NO_SPLIT_COLOR = "#174a7c", "#2a7a2a", "#8a1c13"
DISAGREE = "#fff1c9"        # rows where the rules and Punkt disagree


class SentencesView(Retranslating, StopWhenHidden, LazyView):
    """The rule-based splitter as a decision tree, and Punkt trained on the text; compared."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("sentences_view")
        self.messages = messages
        self.text, self.decisions, self.result = "", [], None
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="sentences",
                              kept=lambda: tr("the sentences shown are kept"))
        self.layout().insertWidget(1, self.panel)
        self.split_button.clicked.connect(self.refresh)
        self.candidates.view.clicked.connect(lambda _: self._show_path())
        self.retranslate()

    def _build(self):
        self.abbrev_edit = named(QLineEdit(" ".join(sorted(ABBREVIATIONS))), "abbrev_edit",
                                 "", "")
        self.split_button = button("split_button", "", "")
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.rules_list = named(QListWidget(), "rules_sentences", "", "")
        self.punkt_list = named(QListWidget(), "punkt_sentences", "", "")
        self.candidates = DataTable("candidates_table", self, "")
        self.tree = named(QTreeWidget(), "decision_tree", "", "")
        self.abbrev_label = QLabel()
        self.titles = [QLabel(), QLabel()]
        top = QHBoxLayout()
        top.addWidget(self.abbrev_label)
        top.addWidget(self.abbrev_edit, 1)
        top.addWidget(self.split_button)
        boxes = []
        for title, w in zip(self.titles, (self.rules_list, self.punkt_list)):
            box = QWidget()
            v = QVBoxLayout(box)
            v.addWidget(title)
            v.addWidget(w)
            boxes.append(box)
        body = vsplit(hsplit(*boxes), hsplit(self.candidates, self.tree))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(takes_the_rest(body), 1)

    def retranslate(self) -> None:
        self.abbrev_label.setText(tr("Abbreviations"))
        set_texts(self.abbrev_edit, None, tr("Words that a period after them does not end "
                                             "(without the period)"))
        self.abbrev_edit.setAccessibleName(tr("Abbreviations"))
        set_texts(self.split_button, tr("Split"), tr("Split the text both ways"))
        self.titles[0].setText("<b>" + tr("Rule-based (decision tree)") + "</b>")
        self.titles[1].setText("<b>" + tr("Punkt (trained on this text)") + "</b>")
        self.rules_list.setAccessibleName(tr("Rule-based sentences"))
        self.rules_list.setToolTip(tr("Sentences found by the decision tree"))
        self.punkt_list.setAccessibleName(tr("Punkt sentences"))
        self.punkt_list.setToolTip(tr("Sentences found by Punkt trained on this text"))
        self.candidates.search.setPlaceholderText(tr("Search candidates…"))
        self.tree.setAccessibleName(tr("Decision tree"))
        self.tree.setToolTip(tr("The splitter's decision tree; the selected candidate's path "
                                "is bold"))
        self.tree.setHeaderLabels([tr("decision tree (selected candidate's path in bold)")])
        if self.result is not None:
            self.show_result(self.result, quiet=True)
        else:
            self._draw_tree(None)

    def set_text(self, text):
        self.text = text[:SENTENCE_CHARS]
        self.invalidate()

    def refresh(self):
        if not self.text.strip():
            return
        abbrev = set(self.abbrev_edit.text().split())
        self.panel.start(sentence_job(self.text, abbrev), tr("Splitting sentences…"))

    def show_result(self, result, quiet: bool = False):
        self.result = result
        self.decisions = d = result.decisions
        text = result.text
        self.rules_list.clear()
        self.rules_list.addItems([text[s:e].replace("\n", " ") for s, e in result.rules[:LISTED]])
        self.punkt_list.clear()
        self.punkt_list.addItems([text[s:e].replace("\n", " ") for s, e in result.punkt[:LISTED]])
        r_ends, p_ends = {e for _, e in result.rules}, {e for _, e in result.punkt}
        self.candidates.set_columns(
            [tr("position"), tr("context"), tr("mark"), tr("decision"), tr("split"),
             tr("Punkt splits")],
            [[x.start for x in d], result.contexts, [x.mark for x in d],
             [tr(x.leaf) for x in d], [x.split for x in d], [x.end in p_ends for x in d]],
            ["" if x.split == (x.end in p_ends) else DISAGREE for x in d])
        self.summary.setText(tr(
            "Rules: {r} sentences · Punkt: {p} · boundaries in common: {both} · rules only: "
            "{ro} · Punkt only: {po}. Rows where the two disagree are yellow. Punkt learned "
            "these abbreviations: {learned}").format(
                r=len(result.rules), p=len(result.punkt), both=len(r_ends & p_ends),
                ro=len(r_ends - p_ends), po=len(p_ends - r_ends),
                learned=", ".join(sorted(result.learned)[:40]) or tr("(none)")))
        self._draw_tree(None)
        if not quiet:
            self.messages.info(lambda: tr("Split into {r:,} sentences by the rules and {p:,} by "
                                          "Punkt."),
                               r=len(result.rules), p=len(result.punkt))

    def _show_path(self):
        row = self.candidates.selected_source_row()
        self._draw_tree(self.decisions[row] if row is not None else None)

    def _draw_tree(self, decision):
        self.tree.clear()
        # by node id: two nodes ask the same question, only the one on the path is bold
        taken = set(decision.nodes) if decision else set()
        bold = QFont()
        bold.setBold(True)

        def add(parent, node, label):
            item = QTreeWidgetItem(parent, [label])
            if node in TREE:
                question, yes, no = TREE[node]
                item.setText(0, label + tr(question))
                if node in taken:
                    item.setFont(0, bold)
                    item.setForeground(0, QBrush(QColor(PATH_COLOR)))
                add(item, yes, tr("yes → "))
                add(item, no, tr("no → "))
            else:
                item.setText(0, label + tr(node))
                if decision is not None and node == decision.leaf:
                    item.setFont(0, bold)
                    item.setForeground(0, QBrush(QColor(SPLIT_COLOR if decision.split
                                                        else NO_SPLIT_COLOR)))
            return item

        root = add(self.tree, "mark", "")
        self.tree.expandAll()
        if decision is None:
            root.setText(0, root.text(0) + "   " + tr("(select a candidate to see its path)"))

