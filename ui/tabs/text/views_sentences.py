"""The Sentences view: the rule-based splitter as a decision tree, and Punkt trained on the
text; both computed on a worker and compared."""
from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QLineEdit, QListWidget, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from engine.text import ABBREVIATIONS, TREE

from ...widgets.forms import button, hsplit, named, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs import sentence_job
from .views import StopWhenHidden

SENTENCE_CHARS = 1_000_000  # text given to the sentence views (Punkt trains on all of it)
LISTED = 5000               # sentences listed per method


class SentencesView(StopWhenHidden, LazyView):
    """The rule-based splitter as a decision tree, and Punkt trained on the text; compared."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("sentences_view")
        self.messages = messages
        self.text, self.decisions = "", []
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="sentences",
                              kept="the sentences shown are kept")
        self.layout().insertWidget(1, self.panel)
        self.split_button.clicked.connect(self.refresh)
        self.candidates.view.clicked.connect(lambda _: self._show_path())
        self._draw_tree(None)

    def _build(self):
        self.abbrev_edit = named(QLineEdit(" ".join(sorted(ABBREVIATIONS))), "abbrev_edit",
                                 "Abbreviations", "Words that a period after them does not end "
                                 "(without the period)")
        self.split_button = button("split_button", "Split", "Split the text both ways")
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.rules_list = named(QListWidget(), "rules_sentences", "Rule-based sentences",
                                "Sentences found by the decision tree")
        self.punkt_list = named(QListWidget(), "punkt_sentences", "Punkt sentences",
                                "Sentences found by Punkt trained on this text")
        self.candidates = DataTable("candidates_table", self, "Search candidates…")
        self.tree = named(QTreeWidget(), "decision_tree", "Decision tree",
                          "The splitter's decision tree; the selected candidate's path is bold")
        self.tree.setHeaderLabels(["decision tree (selected candidate's path in bold)"])
        top = QHBoxLayout()
        top.addWidget(QLabel("Abbreviations"))
        top.addWidget(self.abbrev_edit, 1)
        top.addWidget(self.split_button)
        boxes = []
        for title, w in (("Rule-based (decision tree)", self.rules_list),
                         ("Punkt (trained on this text)", self.punkt_list)):
            box = QWidget()
            v = QVBoxLayout(box)
            v.addWidget(QLabel(f"<b>{title}</b>"))
            v.addWidget(w)
            boxes.append(box)
        body = vsplit(hsplit(*boxes), hsplit(self.candidates, self.tree))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(body, 1)

    def set_text(self, text):
        self.text = text[:SENTENCE_CHARS]
        self.invalidate()

    def refresh(self):
        if not self.text.strip():
            return
        abbrev = set(self.abbrev_edit.text().split())
        self.panel.start(sentence_job(self.text, abbrev), "Splitting sentences…")

    def show_result(self, result):
        self.decisions = d = result.decisions
        text = result.text
        self.rules_list.clear()
        self.rules_list.addItems([text[s:e].replace("\n", " ") for s, e in result.rules[:LISTED]])
        self.punkt_list.clear()
        self.punkt_list.addItems([text[s:e].replace("\n", " ") for s, e in result.punkt[:LISTED]])
        r_ends, p_ends = {e for _, e in result.rules}, {e for _, e in result.punkt}
        self.candidates.set_columns(
            ["position", "context", "mark", "decision", "split", "Punkt splits"],
            [[x.start for x in d], result.contexts, [x.mark for x in d],
             [x.leaf for x in d], [x.split for x in d], [x.end in p_ends for x in d]],
            ["" if x.split == (x.end in p_ends) else "#fff1c9" for x in d])
        self.summary.setText(
            f"Rules: {len(result.rules)} sentences · Punkt: {len(result.punkt)} · boundaries in "
            f"common: {len(r_ends & p_ends)} · rules only: {len(r_ends - p_ends)} · Punkt only: "
            f"{len(p_ends - r_ends)}. Rows where the two disagree are yellow. Punkt learned "
            f"these abbreviations: {', '.join(sorted(result.learned)[:40]) or '(none)'}")
        self._draw_tree(None)
        self.messages.info(f"Split into {len(result.rules):,} sentences by the rules and "
                           f"{len(result.punkt):,} by Punkt.")

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
                item.setText(0, f"{label}{question}")
                if node in taken:
                    item.setFont(0, bold)
                    item.setForeground(0, QBrush(QColor("#174a7c")))
                add(item, yes, "yes → ")
                add(item, no, "no → ")
            else:
                item.setText(0, label + node)
                if decision is not None and node == decision.leaf:
                    item.setFont(0, bold)
                    item.setForeground(0, QBrush(QColor("#2a7a2a" if decision.split
                                                        else "#8a1c13")))
            return item

        root = add(self.tree, "mark", "")
        self.tree.expandAll()
        if decision is None:
            root.setText(0, root.text(0) + "   (select a candidate to see its path)")

