"""The SVM tab's control panel (data, model, stepping), built in named parts; the widgets
become attributes of the tab so the tab and its tests reach them directly."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QFormLayout, QGridLayout, QGroupBox, QHBoxLayout,
                               QLabel, QScrollArea, QSlider, QVBoxLayout, QWidget)

from engine import datasets

from ...widgets.collapsible import CollapsibleBox
from ...widgets.forms import button, combo, double_spin, named, side_panel, spin
from ...widgets.step_controls import StepControls

GENERATORS = datasets.TWO_CLASS + ("3 classes", "4 classes", "5 classes")
MARGINS = {"soft, L1 slack (0 ≤ α ≤ C)": "l1", "soft, L2 slack (1/C on the diagonal)": "l2",
           "hard": "hard"}
KERNEL_NAMES = {"linear": "linear", "polynomial": "poly", "RBF": "rbf", "sigmoid": "sigmoid"}
MOUSE_MODES = {"add / drag points": "add", "spray points": "spray", "select point": "select"}


def make_step_controls(tab) -> StepControls:
    tab.controls = StepControls(tab)
    tab.controls.seed_spin.setToolTip("SMO is deterministic: the same data and settings "
                                      "replay the same run")
    return tab.controls


def build_controls(tab, view_settings=(), transports=()) -> QWidget:
    """The side column: the data (shared by every view), SMO's model, the settings of the lab
    view on show (``view_settings``: one panel per view, the tab shows one), and the transport
    blocks pinned at the bottom (``transports``: SMO's and each lab view's, one shown)."""
    panel = QWidget()
    col = QVBoxLayout(panel)
    tab.export_button = button("svm_export_button", "Plot…", "Export the plot (PNG/SVG)")
    tab.view_box = QGroupBox("View")
    vb = QVBoxLayout(tab.view_box)
    for settings in view_settings:
        vb.addWidget(settings)
    for part in (_data_box(tab), _model_box(tab), tab.view_box, tab.export_button):
        col.addWidget(part)
    col.addStretch(1)
    footer = QWidget()
    fl = QVBoxLayout(footer)
    fl.setContentsMargins(0, 0, 0, 0)
    for transport in transports:
        fl.addWidget(transport)
    return side_panel(panel, footer=footer)


def _data_box(tab):
    box = tab.data_box = CollapsibleBox("Data")
    form = QFormLayout(box)
    tab.dataset_combo = combo("svm_dataset_combo", "Data set", "Points to generate", GENERATORS)
    tab.n_spin = spin("svm_n_spin", "Points", "How many points to generate", 4, 5000, 60)
    tab.data_seed_spin = spin("svm_data_seed_spin", "Data seed", "Seed of the generator",
                              0, 2**31 - 1, 0)
    tab.generate_button = button("generate_button", "Generate", "Generate new points (undoable)")
    tab.class_combo = combo("class_combo", "Class to add", "Class of the points you click", ())
    tab.mouse_combo = combo("svm_mouse_combo", "Mouse", "Click adds a point of the chosen "
                            "class (drag moves, Shift+click deletes); spray adds many at once; "
                            "or select a point", MOUSE_MODES)
    tab.undo_button = button("svm_undo_button", "Undo", "Undo the last edit (Ctrl+Z)")
    tab.redo_button = button("redo_button", "Redo", "Redo (Ctrl+Y)")
    tab.undo_button.setShortcut("Ctrl+Z")
    tab.redo_button.setShortcut("Ctrl+Y")
    tab.load_button = button("svm_load_button", "Load CSV…", "Points x, y and a label")
    tab.save_button = button("svm_save_button", "Save CSV…", "Save the points and labels")
    tab.source_label = QLabel("", box)
    tab.source_label.setObjectName("svm_data_source")
    tab.source_label.setWordWrap(True)
    form.addRow("Data set", tab.dataset_combo)
    form.addRow("Points", tab.n_spin)
    form.addRow("Seed", tab.data_seed_spin)
    form.addRow(tab.generate_button)
    form.addRow(tab.source_label)
    form.addRow("Click adds", tab.class_combo)
    form.addRow("Mouse", tab.mouse_combo)
    grid = QGridLayout()
    for i, b in enumerate((tab.undo_button, tab.redo_button, tab.load_button, tab.save_button)):
        grid.addWidget(b, i // 2, i % 2)
    form.addRow(grid)
    return box


def _model_box(tab):
    box = tab.model_box = CollapsibleBox("Model")
    form = QFormLayout(box)
    tab.margin_combo = combo("margin_combo", "Margin", "Hard margin, or soft margin with "
                             "L1 or L2 slack", MARGINS)
    tab.c_slider = named(QSlider(Qt.Horizontal), "c_slider", "C",
                         "Penalty C on slack, 0.01 … 1000 (log scale)")
    tab.c_slider.setRange(-200, 300)
    tab.c_slider.setValue(0)
    tab.c_label = QLabel()
    tab.kernel_combo = combo("kernel_combo", "Kernel", "k(x, x')", KERNEL_NAMES)
    tab.kernel_combo.setCurrentText("RBF")
    tab.degree_spin = spin("degree_spin", "Degree", "Polynomial degree", 1, 10, 3)
    tab.coef0_spin = double_spin("coef0_spin", "coef0", "Constant in the polynomial and sigmoid "
                                 "kernels", -10, 10, 1.0, 1.0)
    tab.width_combo = combo("width_combo", "Width as", "Give the RBF width as σ "
                            "(γ = 1/2σ²) or γ directly; 'scale' is 1/(d·Var X)",
                            ("γ = scale", "σ", "γ"))
    tab.width_spin = double_spin("width_spin", "Width", "σ or γ", 0.01, 100, 1.0, 0.1)
    form.addRow("Margin", tab.margin_combo)
    c_row = QHBoxLayout()
    c_row.addWidget(tab.c_slider)
    c_row.addWidget(tab.c_label)
    form.addRow("C", c_row)
    form.addRow("Kernel", tab.kernel_combo)
    form.addRow("Degree", tab.degree_spin)
    form.addRow("coef0", tab.coef0_spin)
    w_row = QHBoxLayout()
    w_row.addWidget(tab.width_combo)
    w_row.addWidget(tab.width_spin)
    form.addRow("Width", w_row)
    return box
