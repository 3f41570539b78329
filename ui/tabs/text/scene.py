"""Drawing the edit-distance table: a model over the engine's arrays, so a 3,001 × 3,001 table
costs nothing until its cells are scrolled into view (a QTableWidget would create 9 million
items and size every column to its contents)."""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QTableView

from engine.text import DIAG, LEFT, UP

from .jobs import visible

ARROWS = ((DIAG, "↖"), (UP, "↑"), (LEFT, "←"))
COLORS = {"current": "#ffe08a", "path": "#cdeccd", "chosen": "#6cc66c", "filled": "#ffffff",
          "empty": "#f3f3f3"}
HEADER_CHARS = 12
_DISPLAY, _BACKGROUND, _ALIGN = (int(Qt.DisplayRole.value), int(Qt.BackgroundRole.value),
                                 int(Qt.TextAlignmentRole.value))
_FOREGROUND = int(Qt.ForegroundRole.value)
INK = "#1e1e1e"     # the cells' backgrounds are light in both themes: dark text on them


class DPTableModel(QAbstractTableModel):
    """Cell (i, j) shows E(i, j) and its back-pointer arrows once the fill has reached it."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.r = None
        self.filled = 0            # inner cells revealed, row by row
        self.complete = False
        self.on_path = None        # cells on some co-optimal alignment (drawn when complete)
        self.chosen = frozenset()
        self.current = None
        self.asking = None         # (i, j) of the cell a prediction is typed into, or None
        self.answer = None         # called with the typed number
        self._brushes = {k: QBrush(QColor(v)) for k, v in COLORS.items()}
        self._ink = QBrush(QColor(INK))

    def set_result(self, r, on_path):
        self.beginResetModel()
        self.r, self.on_path = r, on_path
        self.filled, self.complete, self.chosen, self.current = 0, False, frozenset(), None
        self.endResetModel()

    def set_state(self, filled, complete, chosen, current):
        self.filled, self.complete, self.chosen, self.current = filled, complete, chosen, current
        if self.r is not None:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() or self.r is None else len(self.r.a) + 1

    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() or self.r is None else len(self.r.b) + 1

    def _shown(self, i, j):
        return i == 0 or j == 0 or (i - 1) * len(self.r.b) + j <= self.filled

    def flags(self, index):
        base = Qt.ItemIsEnabled | Qt.ItemIsSelectable
        if self.asking == (index.row(), index.column()):
            return base | Qt.ItemIsEditable        # predict mode: type E(i, j) here
        return base

    def setData(self, index, value, role=Qt.EditRole):  # noqa: N802 (Qt API)
        if role != Qt.EditRole or self.asking != (index.row(), index.column()):
            return False
        try:
            number = float(str(value).strip().replace(",", "."))
        except ValueError:
            return False
        if self.answer is not None:
            self.answer(number)
        return True

    def data(self, index, role=Qt.DisplayRole):
        i, j = index.row(), index.column()
        if role == int(Qt.EditRole.value) and self.asking == (i, j):
            return ""
        if role == _DISPLAY and self.asking == (i, j):
            return "?"
        if role == _DISPLAY:
            if not self._shown(i, j):
                return ""
            arrows = "".join(a for bit, a in ARROWS if self.r.moves[i, j] & bit)
            return f"{self.r.table[i, j]:g} {arrows}".strip()
        if role == _BACKGROUND:
            if self.current == (i, j) or self.asking == (i, j):
                return self._brushes["current"]
            if (i, j) in self.chosen:
                return self._brushes["chosen"]
            if self.complete and self.on_path is not None and self.on_path[i, j]:
                return self._brushes["path"]
            return self._brushes["filled" if self._shown(i, j) else "empty"]
        if role == _FOREGROUND:
            return self._ink
        if role == _ALIGN:
            return int(Qt.AlignCenter)
        return None

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role != _DISPLAY or self.r is None:
            return None
        items = self.r.b if orientation == Qt.Horizontal else self.r.a
        if section == 0:
            return "ε"
        text = visible(items[section - 1])
        return text if len(text) <= HEADER_CHARS else text[:HEADER_CHARS - 1] + "…"


def dp_table_view(model, parent=None):
    """A table view with fixed cell sizes: nothing is measured per cell, however large."""
    view = QTableView(parent)
    view.setModel(model)
    for header, size in ((view.horizontalHeader(), 60), (view.verticalHeader(), 24)):
        header.setSectionResizeMode(QHeaderView.Fixed)
        header.setDefaultSectionSize(size)
    view.setMinimumSize(200, 120)
    return view
