"""The Bayesian network view, driven by real events: a click on a node opens its CPT, a typed
probability changes the network (the other cell of a two-valued row follows), a role picked in
its combo box changes the query, and variable elimination run to its end gives the posterior
the brute-force joint gives, shown beside enumeration's."""
import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest

from engine.bayesnet import brute_force_query
from gestures import choose, show_page
from test_hmm_hand import edit_cell
from ui.tabs.hmm.views_bayes import BayesNetView


@pytest.fixture
def view(make_tab):
    return make_tab(BayesNetView)


def click_node(qtbot, view, name):
    x, y = view.scene.pos[name]
    scene_point = view.plot.getPlotItem().vb.mapViewToScene(QPointF(x, y))
    pixel = view.plot.mapFromScene(scene_point)
    qtbot.mouseClick(view.plot.viewport(), Qt.LeftButton, pos=pixel)


def run_to_end(qtbot, view):
    QTest.keyClick(view.plot, Qt.Key_E, Qt.ControlModifier)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=5000)


def test_edit_a_cpt_by_its_node_and_eliminate_to_the_brute_force_posterior(qtbot, view):
    show_page(qtbot, view.pages, 0)
    click_node(qtbot, view, "Burglary")
    assert view.cpt_combo.currentText() == "Burglary"
    edit_cell(qtbot, view.cpt_table, 0, 0, "0.2")
    qtbot.waitUntil(lambda: view.net.cpts["Burglary"][0] == pytest.approx(0.2))
    assert view.cpt_table.item(0, 1).text() == "0.8"       # the row still sums to 1
    run_to_end(qtbot, view)
    last = view.driver.history[-1]
    assert last.phase == "normalize" and last.converged
    want = brute_force_query(view.net, "Burglary", {"JohnCalls": True, "MaryCalls": True})
    np.testing.assert_allclose(last.result.table, want.table, atol=1e-12)
    html = view.explanation.toPlainText()
    assert "brute-force" in html and f"{want[True]:.6f}" in html
    # the query moves to Alarm by its role combo: a new run, a new answer
    choose(qtbot, view.roles_table.cellWidget(0, 1), "hidden")
    choose(qtbot, view.roles_table.cellWidget(2, 1), "query")
    assert view.query == ("Alarm",) and len(view.driver.history) == 1
    run_to_end(qtbot, view)
    want = brute_force_query(view.net, "Alarm", {"JohnCalls": True, "MaryCalls": True})
    np.testing.assert_allclose(view.driver.history[-1].result.table, want.table, atol=1e-12)


def type_lines(editor, *lines):
    for k, line in enumerate(lines):
        if k:
            QTest.keyClick(editor, Qt.Key_Return)
        QTest.keyClicks(editor, line)


def test_a_typed_structure_is_drawn_and_a_bad_one_is_named(qtbot, view):
    view.structure_edit.setFocus()
    view.structure_edit.selectAll()
    type_lines(view.structure_edit, "Rain", "Sprinkler: Rain", "Wet: Rain, Sprinkler")
    qtbot.mouseClick(view.apply_button, Qt.LeftButton)
    assert view.net.variables == ("Rain", "Sprinkler", "Wet")
    assert view.query == ("Wet",) and set(view.scene.names) == {"Rain", "Sprinkler", "Wet"}
    view.structure_edit.setFocus()
    view.structure_edit.moveCursor(QTextCursor.End)
    type_lines(view.structure_edit, "", "Rain: Wet")
    qtbot.mouseClick(view.apply_button, Qt.LeftButton)
    assert view.messages.kind == "error" and "Rain" in view.messages.text()
    assert view.net.variables == ("Rain", "Sprinkler", "Wet")       # the network is kept


def test_in_korean_true_and_false_read_as_words_and_the_roles_keep_the_values(qtbot, view):
    """Display only: 참/거짓 in the CPT's header, the roles' combos and the joint; the role
    picked still observes the value False, and English comes back at run time."""
    from PySide6.QtWidgets import QApplication

    from ui import i18n

    heads = lambda t: [t.horizontalHeaderItem(k).text() for k in range(t.columnCount())]  # noqa: E731
    app = QApplication.instance()
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: view.apply_button.text() != "Apply", timeout=2000)
        assert view.cpt_combo.currentText() == "Burglary"           # the network's own name
        assert heads(view.cpt_table) == ["참", "거짓"]
        john = view.roles_table.cellWidget(3, 1)
        assert john.currentText() == "관측: 참"
        choose(qtbot, view.roles_table.cellWidget(4, 1), "관측: 거짓")   # MaryCalls
        assert view.evidence == {"JohnCalls": True, "MaryCalls": False}
        assert view.joint_table.item(0, 0).text() == "참"
        assert i18n.is_data(view.joint_table) and i18n.is_data(view.cpt_combo)
        assert not i18n.is_data(view.roles_table)
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: view.apply_button.text() == "Apply", timeout=2000)
    assert heads(view.cpt_table) == ["True", "False"]
    assert view.roles_table.cellWidget(4, 1).currentText() == "observed: False"
    assert view.joint_table.item(0, 0).text() == "True"
