"""A read-only table for large results: columns of values, sortable by clicking a header,
searchable through a filter box, exportable to CSV."""
from __future__ import annotations

import csv

import numpy as np
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget


_DISPLAY, _SORT, _BACKGROUND = (int(r.value) for r in (Qt.DisplayRole, Qt.UserRole,
                                                       Qt.BackgroundRole))


class ColumnsModel(QAbstractTableModel):
    """Rows from parallel columns (lists or arrays); floats shown with 4 significant digits."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.headers, self.columns, self.n = [], [], 0
        self.row_colors = None

    def set_columns(self, headers, columns, row_colors=None):
        self.beginResetModel()
        self.headers = list(headers)
        self.columns = [np.asarray(c, dtype=object) if not isinstance(c, np.ndarray) else c
                        for c in columns]
        self.n = len(self.columns[0]) if self.columns else 0
        self.row_colors = row_colors
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else self.n

    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index, role=Qt.DisplayRole):
        # Called for every role of every visible cell (thousands of times per repaint or column
        # resize): the roles this model ignores are answered first and cheaply.
        if role == _DISPLAY:
            return _fmt(self.columns[index.column()][index.row()])
        if role == _SORT:            # the raw value, for sorting
            value = _plain(self.columns[index.column()][index.row()])
            # NaN compares false with everything and would scramble the sort: rank it last
            return float("-inf") if isinstance(value, float) and value != value else value
        if role == _BACKGROUND and self.row_colors is not None:
            color = self.row_colors[index.row()]
            return QBrush(QColor(color)) if color else None
        return None

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == Qt.DisplayRole and orientation == Qt.Horizontal:
            return self.headers[section]
        if role == Qt.DisplayRole:
            return str(section + 1)
        return None

    def write_csv(self, path):
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(self.headers)
            for r in range(self.n):
                w.writerow([_plain(c[r]) for c in self.columns])


def _plain(v):
    return v.item() if isinstance(v, np.generic) else v


def _fmt(v):
    v = _plain(v)
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, float):
        if v != v:
            return "undefined"
        return ("∞" if v > 0 else "−∞") if np.isinf(v) else f"{v:.4g}"
    return str(v)


class DataTable(QWidget):
    """A filter box above a sortable table view."""

    def __init__(self, name, parent=None, placeholder="Search…"):
        super().__init__(parent)
        self.setObjectName(name)
        self.model = ColumnsModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.UserRole)
        self.proxy.setFilterCaseSensitivity(Qt.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.search = QLineEdit(self)
        self.search.setObjectName(f"{name}_search")
        self.search.setPlaceholderText(placeholder)
        self.search.setAccessibleName("Search the table")
        self.search.setToolTip("Show only rows containing this text")
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QTableView(self)
        self.view.setObjectName(f"{name}_view")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QTableView.SelectRows)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.verticalHeader().setDefaultSectionSize(22)
        # size columns from the first rows only: every row measured is a call into Python
        self.view.horizontalHeader().setResizeContentsPrecision(30)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.view)

    def set_columns(self, headers, columns, row_colors=None):
        self.model.set_columns(headers, columns, row_colors)
        self.view.sortByColumn(-1, Qt.AscendingOrder)   # the rows in the order given
        self.view.horizontalHeader().setSortIndicator(-1, Qt.AscendingOrder)
        self.view.resizeColumnsToContents()

    def selected_source_row(self):
        rows = self.view.selectionModel().selectedRows()
        return self.proxy.mapToSource(rows[0]).row() if rows else None
