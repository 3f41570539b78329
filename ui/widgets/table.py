"""A read-only table for large results: columns of values, sortable by clicking a header,
searchable through a filter box, exportable to CSV."""
from __future__ import annotations

import csv

import numpy as np
from PySide6.QtCore import (QAbstractTableModel, QEvent, QModelIndex, QSortFilterProxyModel,
                            Qt)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView, QLineEdit, QTableView, QVBoxLayout, QWidget


_DISPLAY, _BACKGROUND = int(Qt.DisplayRole.value), int(Qt.BackgroundRole.value)
_FOREGROUND = int(Qt.ForegroundRole.value)
_INK = QBrush(QColor(30, 30, 30))   # on a coloured (light) row, whatever the theme


class ColumnsModel(QAbstractTableModel):
    """Rows from parallel columns (lists or arrays); floats shown with 4 significant digits."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.headers, self.columns, self.n = [], [], 0
        self.given, self.given_colors, self.row_colors = [], None, None
        self.order = np.arange(0)

    def set_columns(self, headers, columns, row_colors=None):
        self.beginResetModel()
        self.headers = list(headers)
        self.given = [np.asarray(c, dtype=object) if not isinstance(c, np.ndarray) else c
                      for c in columns]
        self.given_colors = row_colors
        self.n = len(self.given[0]) if self.given else 0
        self.order = np.arange(self.n)      # row i shows given row order[i]
        self._permute()
        self.endResetModel()

    def sort(self, column, order=Qt.AscendingOrder):
        """Sort rows by a column with numpy (Qt's proxy sort would call data() n·log n times);
        column −1 restores the given order. Numbers sort before text; NaN last."""
        self.layoutAboutToBeChanged.emit()
        if column < 0 or column >= len(self.given):
            self.order = np.arange(self.n)
        else:
            self.order = _argsort(self.given[column], order == Qt.DescendingOrder)
        self._permute()
        self.layoutChanged.emit()

    def _permute(self):
        self.columns = [c[self.order] for c in self.given]
        colors = self.given_colors
        self.row_colors = None if colors is None else [colors[i] for i in self.order]

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else self.n

    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index, role=Qt.DisplayRole):
        # Called for every role of every visible cell (thousands of times per repaint or column
        # resize): the roles this model ignores are answered first and cheaply.
        if role == _DISPLAY:
            return _fmt(self.columns[index.column()][index.row()])
        if role == _BACKGROUND and self.row_colors is not None:
            color = self.row_colors[index.row()]
            return QBrush(QColor(color)) if color else None
        if role == _FOREGROUND and self.row_colors is not None and self.row_colors[index.row()]:
            return _INK            # row colours are light: dark text on them in either theme
        return None

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == Qt.DisplayRole and orientation == Qt.Horizontal:
            return self.headers[section]
        if role == Qt.DisplayRole:
            return str(section + 1)
        return None

    def write_csv(self, path):
        """The rows as shown (sorted as shown)."""
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(self.headers)
            for r in range(self.n):
                w.writerow([_plain(c[r]) for c in self.columns])


def _argsort(values, descending):
    """Stable order of ``values``: numbers before text; NaN last in either direction."""
    if values.dtype.kind in "biuf":
        key = values.astype(float)
        nan = np.isnan(key)
    else:
        plain = [_plain(v) for v in values]
        nan = np.array([isinstance(v, float) and v != v for v in plain], dtype=bool)
        key = [_sort_key(v) for v in plain]
    rows = np.flatnonzero(~nan)
    if values.dtype.kind in "biuf":
        ranked = rows[np.argsort(key[rows], kind="stable")]
    else:
        ranked = np.asarray(sorted(rows.tolist(), key=key.__getitem__), dtype=np.int64)
    if descending:
        ranked = ranked[::-1]
    return np.concatenate([ranked, np.flatnonzero(nan)]).astype(np.int64)


def _sort_key(v):
    """Numbers (as numbers) before text (as text)."""
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return (0, v, "")
    return (1, 0, str(v))


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


class _ColumnsProxy(QSortFilterProxyModel):
    """Filters in Qt, but leaves sorting to the model's numpy sort."""

    def sort(self, column, order=Qt.AscendingOrder):
        self.sourceModel().sort(column, order)


class DataTable(QWidget):
    """A filter box above a sortable table view."""

    def __init__(self, name, parent=None, placeholder=None):
        """``placeholder``: the filter box's hint, translated by the caller (a view sets its
        own again when the language changes); by default "Search…", said here."""
        super().__init__(parent)
        self.setObjectName(name)
        self.model = ColumnsModel(self)
        self.proxy = _ColumnsProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.search = QLineEdit(self)
        self.search.setObjectName(f"{name}_search")
        self._own_placeholder = placeholder is None
        if placeholder is not None:
            self.search.setPlaceholderText(placeholder)
        self.retranslate()
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

    def retranslate(self) -> None:
        if self._own_placeholder:
            self.search.setPlaceholderText(self.tr("Search…"))
        self.search.setAccessibleName(self.tr("Search the table"))
        self.search.setToolTip(self.tr("Show only rows containing this text"))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_columns(self, headers, columns, row_colors=None):
        self.model.set_columns(headers, columns, row_colors)     # in the order given
        self.view.horizontalHeader().setSortIndicator(-1, Qt.AscendingOrder)
        self.view.resizeColumnsToContents()      # measures the first rows only (see __init__)

    def selected_source_row(self):
        """Index of the selected row in the columns as given to :meth:`set_columns`."""
        rows = self.view.selectionModel().selectedRows()
        return int(self.model.order[self.proxy.mapToSource(rows[0]).row()]) if rows else None
