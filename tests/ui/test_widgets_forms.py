"""ui/widgets/forms.py and jobs.panel_row: the shared builders give what each view built by
hand before (names, ranges, decimals, orientation, one line of panels)."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ui.widgets.forms import double_spin, hsplit, vsplit
from ui.widgets.jobs import JobPanel, panel_row
from ui.widgets.messages import MessageBar


def test_double_spin_keeps_a_value_finer_than_two_places(qtbot):
    box = double_spin("p_spin", "p", "A probability", 0.0001, 1.0, 0.0005, 0.005, 4)
    qtbot.addWidget(box)
    assert (box.objectName(), box.accessibleName(), box.toolTip()) == ("p_spin", "p",
                                                                      "A probability")
    assert box.decimals() == 4 and box.value() == 0.0005          # not rounded to 0.00
    assert (box.minimum(), box.maximum(), box.singleStep()) == (0.0001, 1.0, 0.005)
    box.stepUp()
    assert abs(box.value() - 0.0055) < 1e-12


def test_splitters_hold_their_widgets_in_order(qtbot):
    a, b, c = QLabel("a"), QLabel("b"), QLabel("c")
    split = hsplit(a, vsplit(b, c))
    qtbot.addWidget(split)
    inner = split.widget(1)
    assert split.orientation() == Qt.Horizontal and inner.orientation() == Qt.Vertical
    assert [split.widget(0), inner.widget(0), inner.widget(1)] == [a, b, c]


def test_panel_row_puts_the_panels_on_one_line(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    bar = MessageBar(host)
    panels = [JobPanel(bar, lambda _: None, host, name=f"p{i}") for i in range(3)]
    row = panel_row(*panels)
    assert [row.itemAt(i).widget() for i in range(row.count())] == panels
    assert all(p.sizePolicy().retainSizeWhenHidden() for p in panels)
