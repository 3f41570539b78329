"""The shared DataTable: numpy sorting through the header, the given order restored, the
selected row mapped back to the data, search, CSV of the rows as shown."""
import csv

import numpy as np
from PySide6.QtCore import Qt

from ui.widgets.table import DataTable


def shown(table, column):
    p = table.proxy
    return [p.data(p.index(r, column)) for r in range(p.rowCount())]


def test_sorting_selection_search_and_csv(qtbot, tmp_path):
    table = DataTable("t")
    qtbot.addWidget(table)
    table.set_columns(["word", "score", "mixed"],
                      [["b", "a", "c", "d"], np.array([2.0, np.nan, 3.0, 1.0]),
                       np.array([5, "x", np.inf, np.nan], dtype=object)])
    table.view.sortByColumn(1, Qt.AscendingOrder)
    assert shown(table, 1) == ["1", "2", "3", "undefined"]       # NaN last
    table.view.sortByColumn(1, Qt.DescendingOrder)
    assert shown(table, 1) == ["3", "2", "1", "undefined"]       # NaN last both ways
    table.view.sortByColumn(2, Qt.AscendingOrder)
    assert shown(table, 2) == ["5", "∞", "x", "undefined"]       # numbers, text, NaN
    table.view.selectRow(0)
    assert table.selected_source_row() == 0                       # "5" is given row 0
    table.view.sortByColumn(0, Qt.DescendingOrder)
    table.view.selectRow(0)
    assert shown(table, 0) == ["d", "c", "b", "a"] and table.selected_source_row() == 3
    path = tmp_path / "t.csv"
    table.model.write_csv(path)
    assert [r[0] for r in csv.reader(open(path))] == ["word", "d", "c", "b", "a"]
    table.search.setText("c")
    assert shown(table, 0) == ["c"]
    table.set_columns(["word"], [["z", "y"]])                    # new data: the given order
    table.search.setText("")
    assert shown(table, 0) == ["z", "y"]
