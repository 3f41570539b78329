"""Help › Course map and Help › Glossary: the notes' chapters with the views that teach them
(and what the student has practised of each), and the notes' terms in Korean and English, searchable in both; a double-click (or Enter) opens
the view. Both read ``ui.course``."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QHeaderView, QLabel, QLineEdit,
                               QTableWidget, QTableWidgetItem, QTreeWidget, QTreeWidgetItem,
                               QVBoxLayout)

from .. import course
from .practice import progress

translate = QCoreApplication.translate
VIEW_ROLE = Qt.UserRole + 2
TAB_NAMES = {"text": "Text processing", "spam": "Spam filtering", "hmm": "HMM tagging",
             "clustering": "Clustering", "svm": "SVM"}


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # module-level: lupdate reads it under the empty context, plural forms included
    return QCoreApplication.translate("", text, disambiguation, n)


def _tr(text: str) -> str:
    return translate("Course", text)


def practised_text(chapter) -> str:
    """"2 exercises tried, 1 solved, best 80% · questions 3 of 6 right" for a chapter, or ""."""
    s = progress().summary(chapter.title, chapter.views)
    tried, solved, right = s["tried"], s["solved"], s["right"]   # plain names: lupdate reads n
    parts = []
    if tried:
        parts.append(tr("%n exercise(s) tried", "", tried) + ", "
                     + tr("%n solved", "", solved) + ", "
                     + translate("Course", "best {best:.0%}").format(best=s["best"]))
    if right or s["questions"]:
        parts.append(translate("Course", "questions {right} of {total} right").format(
            right=right, total=s["questions"]) if s["questions"] is not None else
            tr("%n question(s) right", "", right))
    return " · ".join(parts)


def view_label(view: str) -> str:
    """"svm/SMO" → "SVM › SMO" in the interface's language."""
    tab, title = course.split_view(view)
    return f"{QCoreApplication.translate('MainWindow', TAB_NAMES[tab])} › " \
           f"{QCoreApplication.translate('Navigator', title)}"


class CourseMapDialog(QDialog):
    """Every chapter of the notes by its own title, with the views that teach it."""

    view_requested = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("course_map")
        self.resize(720, 520)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("course_tree")
        self.tree.setColumnCount(3)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeToContents)
        self.tree.header().setSectionResizeMode(1, QHeaderView.Stretch)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.tree, 1)
        self.tree.itemActivated.connect(self._activated)
        progress().listen(self._practised)       # a check graded while the map is open
        self.retranslate()

    def retranslate(self):
        self.setWindowTitle(translate("Course", "Course map"))
        self.note.setText(translate("Course", "The chapters of the course notes, by their own "
                                              "titles (the notes write each title after its "
                                              "content), and where Trellis teaches each one. "
                                              "Double-click a view to open it; Practice "
                                              "in each tab keeps what you have practised."))
        self.tree.setHeaderLabels([translate("Course", "Chapter or view"),
                                   translate("Course", "What it teaches"),
                                   translate("Course", "Practised")])
        self.tree.clear()
        for chapter in course.CHAPTERS:
            top = QTreeWidgetItem(self.tree, [chapter.title, _tr(chapter.teaches),
                                              practised_text(chapter)])
            top.setToolTip(0, translate("Course", "In the notes: {where}").format(
                where=chapter.where))
            if not chapter.views:
                QTreeWidgetItem(top, [translate("Course", "(no view yet)"), ""]).setDisabled(True)
            for view in chapter.views:
                item = QTreeWidgetItem(top, [view_label(view), ""])
                item.setData(0, VIEW_ROLE, view)
            top.setExpanded(True)

    def _practised(self):
        if not shiboken6.isValid(self.tree):     # the dialog was closed and deleted
            return
        for i, chapter in enumerate(course.CHAPTERS):
            item = self.tree.topLevelItem(i)
            if item is not None:
                item.setText(2, practised_text(chapter))

    def _activated(self, item, _column=0):
        view = item.data(0, VIEW_ROLE)
        if view:
            self.view_requested.emit(view)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class GlossaryDialog(QDialog):
    """The notes' terms: Korean, English, symbol, a one-line definition and the view."""

    view_requested = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("glossary")
        self.resize(860, 520)
        self.search = QLineEdit(self)
        self.search.setObjectName("glossary_search")
        self.search.setClearButtonEnabled(True)
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("glossary_table")
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        self.search.textChanged.connect(self._fill)
        self.table.cellActivated.connect(self._activated)
        self.retranslate()

    def retranslate(self):
        self.setWindowTitle(translate("Course", "Glossary"))
        self.search.setPlaceholderText(translate("Course", "Search in Korean or English…"))
        self.table.setHorizontalHeaderLabels([
            translate("Course", "Korean"), translate("Course", "English"),
            translate("Course", "Symbol"), translate("Course", "Definition"),
            translate("Course", "Where")])
        self._fill(self.search.text())

    def _fill(self, text):
        terms = course.search(text)
        self.table.setRowCount(len(terms))
        for row, term in enumerate(terms):
            cells = (term.korean, term.english, term.symbol, _tr(term.definition),
                     view_label(term.view))
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setData(VIEW_ROLE, term.view)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()

    def _activated(self, row, _column):
        item = self.table.item(row, 0)
        if item is not None:
            self.view_requested.emit(item.data(VIEW_ROLE))

    def changeEvent(self, event):  # noqa: N802
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
