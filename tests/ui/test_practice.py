"""The Practice view of a tab (issue 25), through real typing and clicks: the engine's problem,
answers typed into the table, Check grading each part, Hint filling one, the best score kept."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engine import exercises
from gestures import show_page
from ui import course
from ui.models.practice import PracticeProgress
from ui.tabs.clustering.tab import ClusteringTab
from ui.widgets.course_dialogs import CourseMapDialog
from ui.widgets.practice import progress


def type_cell(qtbot, table, row, text):
    table.setCurrentCell(row, 1)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key_F2)                     # edit the cell, as a person does
    editor = table.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key_Return)
    QApplication.processEvents()          # the delegate commits on Return through a queued call


def test_a_kmeans_exercise_is_checked_part_by_part(qtbot, make_tab):
    progress().replace(PracticeProgress())                 # nothing practised yet
    tab = make_tab(ClusteringTab)
    view = tab.practice_view
    show_page(qtbot, tab.views, view)
    qtbot.waitUntil(lambda: view.exercise is not None and view.table.rowCount() > 0,
                    timeout=20_000)
    assert view.kind() == "kmeans"
    ex = view.exercise
    assert ex == exercises.generate("kmeans", level=1, seed=ex.seed)   # the engine's problem
    solution = exercises.solve(ex)
    parts = [view.table.item(r, 0).text() for r in range(view.table.rowCount())]
    assert parts == list(solution)
    for row, part in enumerate(parts):
        value = solution[part]
        text = ", ".join(f"{v:.4f}" for v in value) if isinstance(value, list) else f"{value:.4f}" \
            if isinstance(value, float) else str(value)
        type_cell(qtbot, view.table, row, text)
    qtbot.mouseClick(view.check_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Score" in view.score.text(), timeout=10_000)
    assert "Score 100%" in view.score.text()
    # the Course map's row of the chapter that teaches k-means says it was practised
    course_map = CourseMapDialog()
    qtbot.addWidget(course_map)
    row = next(i for i, c in enumerate(course.CHAPTERS) if ex.view in c.views)
    assert course_map.tree.topLevelItem(row).text(2).startswith("1 exercise tried, 1 solved")
    assert all(not course_map.tree.topLevelItem(i).text(2).startswith("1 exercise")
               for i in range(len(course.CHAPTERS)) if ex.view not in course.CHAPTERS[i].views)
    type_cell(qtbot, view.table, parts.index("J"), f"{solution['J'] + 5:.2f}")   # one wrong
    qtbot.mouseClick(view.check_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Score 100%" not in view.score.text(), timeout=10_000)
    row = parts.index("J")
    assert view.table.item(row, 2).text() != "right"
    assert all(view.table.item(r, 2).text() == "right" for r in range(len(parts)) if r != row)
    assert "Best 100%" in view.score.text()
    qtbot.mouseClick(view.hint_button, Qt.LeftButton)       # fills the wrong part
    qtbot.waitUntil(lambda: abs(float(view.table.item(row, 1).text()) - solution["J"]) < 0.01,
                    timeout=10_000)


def test_an_edit_distance_table_is_filled_on_its_grid(qtbot, make_tab):
    from ui.tabs.text.tab import TextTab

    tab = make_tab(TextTab)
    view = tab.practice_view
    show_page(qtbot, tab.views, view)
    qtbot.waitUntil(lambda: view.exercise is not None and view.table.rowCount() > 0,
                    timeout=20_000)
    assert view.kind() == "edit_distance"
    grid, ex = view.figure.grid, view.exercise
    assert view.figure.isVisible() and view.figure.currentWidget() is grid
    assert (grid.rowCount(), grid.columnCount()) == (len(ex.data["a"]) + 1, len(ex.data["b"]) + 1)
    solution = exercises.solve(ex)
    for part, value in solution.items():                 # typed into the table's own cells
        i, j = map(int, part[2:-1].split(","))
        grid.setCurrentCell(i, j)
        grid.setFocus()
        qtbot.keyClick(grid, Qt.Key_F2)
        editor = grid.focusWidget()
        qtbot.keyClicks(editor, str(value))
        qtbot.keyClick(editor, Qt.Key_Return)
        QApplication.processEvents()
    parts = [view.table.item(r, 0).text() for r in range(view.table.rowCount())]
    assert {p: view.table.item(r, 1).text() for r, p in enumerate(parts)} == \
        {p: str(v) for p, v in solution.items()}           # the answers reached the table
    qtbot.mouseClick(view.check_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Score" in view.score.text(), timeout=10_000)
    assert "Score 100%" in view.score.text()
    last = list(solution)[-1]
    type_cell(qtbot, view.table, parts.index(last), str(solution[last] + 1))   # one wrong
    i, j = map(int, last[2:-1].split(","))
    assert grid.item(i, j).text() == str(solution[last] + 1)                  # shown on the grid
    qtbot.mouseClick(view.check_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Score 100%" not in view.score.text(), timeout=10_000)
    wrong, right = grid.item(i, j).background().color(), grid.item(0, 1).background().color()
    assert wrong.getRgb()[:3] == (213, 94, 0) and right.getRgb()[:3] == (0, 158, 115)
