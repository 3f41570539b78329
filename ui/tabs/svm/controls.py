"""The SVM tab's control panel (data, model, stepping), built in named parts; the widgets
become attributes of the tab so the tab and its tests reach them directly."""
from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import (QFormLayout, QGridLayout, QGroupBox, QHBoxLayout,
                               QLabel, QScrollArea, QSlider, QVBoxLayout, QWidget)

from engine import datasets

from ...widgets.collapsible import CollapsibleBox
from ...widgets.forms import button, combo, double_spin, named, side_panel, spin
from ...widgets.step_controls import StepControls
from .texts import keyed_items, label, words

# (English text, key): the combo boxes show the text translated and give the key as currentData()
GENERATORS = datasets.TWO_CLASS + ("3 classes", "4 classes", "5 classes")
GENERATOR_TEXTS = {"separable": QT_TR_NOOP("separable"), "overlapping": QT_TR_NOOP("overlapping"),
                   "xor": QT_TR_NOOP("xor"), "circles": QT_TR_NOOP("circles"),
                   "moons": QT_TR_NOOP("moons"), "3 classes": QT_TR_NOOP("3 classes"),
                   "4 classes": QT_TR_NOOP("4 classes"), "5 classes": QT_TR_NOOP("5 classes")}
MARGINS = {QT_TR_NOOP("soft, L1 slack (0 ≤ α ≤ C)"): "l1",
           QT_TR_NOOP("soft, L2 slack (1/C on the diagonal)"): "l2", QT_TR_NOOP("hard"): "hard"}
KERNEL_NAMES = {QT_TR_NOOP("linear"): "linear", QT_TR_NOOP("polynomial"): "poly", "RBF": "rbf",
                QT_TR_NOOP("sigmoid"): "sigmoid"}
MOUSE_MODES = {QT_TR_NOOP("add / drag points"): "add", QT_TR_NOOP("spray points"): "spray",
               QT_TR_NOOP("select point"): "select"}
WIDTHS = {QT_TR_NOOP("γ = scale"): "scale", "σ": "sigma", "γ": "gamma"}
# issue 26: where C sits — on the loss (Trellis, libsvm) or as C′/2 on ‖w‖² (the notes), C = 1/C′
C_FORMS = {QT_TR_NOOP("C on the loss (Trellis)"): "loss",
           QT_TR_NOOP("C′/2 on ‖w‖² (the notes)"): "notes"}


def make_step_controls(tab) -> StepControls:
    tab.controls = StepControls(tab)
    words(tab.controls.seed_spin, tip=QT_TR_NOOP("SMO is deterministic: the same data and "
                                                 "settings replay the same run"))
    return tab.controls


def build_controls(tab, view_settings=(), transports=()) -> QWidget:
    """The side column: the data (shared by every view), SMO's model, the settings of the lab
    view on show (``view_settings``: one panel per view, the tab shows one), and the transport
    blocks pinned at the bottom (``transports``: SMO's and each lab view's, one shown)."""
    panel = QWidget()
    col = QVBoxLayout(panel)
    tab.export_button = words(button("svm_export_button", "Plot…", ""), QT_TR_NOOP("Plot…"),
                              QT_TR_NOOP("Export the plot (PNG/SVG)"))
    tab.view_box = QGroupBox()     # titled with the view on show (ViewParts.show_for)
    vb = QVBoxLayout(tab.view_box)
    for settings in view_settings:
        vb.addWidget(settings)
    for part in (_data_box(tab), _model_box(tab), tab.view_box, tab.export_button):
        col.addWidget(part)
    col.addStretch(1)
    footer = QWidget()
    fl = QVBoxLayout(footer)
    fl.setContentsMargins(0, 0, 0, 0)
    tab.view_footer = fl           # a view made later adds its transport block here
    for transport in transports:
        fl.addWidget(transport)
    return side_panel(panel, footer=footer)


def _w(widget, text, tip):
    """A control whose tooltip follows the language (``text`` is its row's label, kept
    English as the accessible name the tests and screen readers find it by)."""
    return words(widget, None, tip)


def _data_box(tab):
    box = tab.data_box = words(CollapsibleBox("Data"), QT_TR_NOOP("Data"))
    form = QFormLayout(box)
    tab.dataset_combo = keyed_items(
        _w(combo("svm_dataset_combo", "Data set", "", ()), QT_TR_NOOP("Data set"),
           QT_TR_NOOP("Points to generate")),
        [(GENERATOR_TEXTS[g], g) for g in GENERATORS])
    tab.n_spin = _w(spin("svm_n_spin", "Points", "", 4, 5000, 60), QT_TR_NOOP("Points"),
                    QT_TR_NOOP("How many points to generate"))
    tab.data_seed_spin = _w(spin("svm_data_seed_spin", "Data seed", "", 0, 2**31 - 1, 0),
                            QT_TR_NOOP("Data seed"), QT_TR_NOOP("Seed of the generator"))
    tab.generate_button = words(button("generate_button", "Generate", ""),
                                QT_TR_NOOP("Generate"), QT_TR_NOOP("Generate new points "
                                                                   "(undoable)"))
    tab.class_combo = _w(combo("class_combo", "Class to add", "", ()),
                         QT_TR_NOOP("Class to add"), QT_TR_NOOP("Class of the points you click"))
    tab.mouse_combo = keyed_items(
        _w(combo("svm_mouse_combo", "Mouse", "", ()), QT_TR_NOOP("Mouse"),
           QT_TR_NOOP("Click adds a point of the chosen class (drag moves, Shift+click "
                      "deletes); spray adds many at once; or select a point")),
        MOUSE_MODES.items())
    tab.undo_button = words(button("svm_undo_button", "Undo", ""), QT_TR_NOOP("Undo"),
                            QT_TR_NOOP("Undo the last edit (Ctrl+Z)"))
    tab.redo_button = words(button("redo_button", "Redo", ""), QT_TR_NOOP("Redo"),
                            QT_TR_NOOP("Redo (Ctrl+Y)"))
    tab.undo_button.setShortcut("Ctrl+Z")
    tab.redo_button.setShortcut("Ctrl+Y")
    tab.load_button = words(button("svm_load_button", "Load CSV…", ""), QT_TR_NOOP("Load CSV…"),
                            QT_TR_NOOP("Points x, y and a label"))
    tab.save_button = words(button("svm_save_button", "Save CSV…", ""), QT_TR_NOOP("Save CSV…"),
                            QT_TR_NOOP("Save the points and labels"))
    from .presets import PRESETS
    tab.presets_combo = keyed_items(
        _w(combo("svm_presets_combo", "The notes' examples", "", ()), None,
           QT_TR_NOOP("One click: the points, settings and view of an example of the notes")),
        [(p.title, k) for k, p in enumerate(PRESETS)])
    tab.presets_combo.view().setMinimumWidth(440)      # the examples' titles in full
    tab.preset_button = words(button("svm_preset_button", "Open", ""), QT_TR_NOOP("Open"),
                              QT_TR_NOOP("Generate the example's points, set its model and "
                                         "show its view"))
    tab.source_label = QLabel("", box)
    tab.source_label.setObjectName("svm_data_source")
    tab.source_label.setWordWrap(True)
    form.addRow(label(QT_TR_NOOP("Data set")), tab.dataset_combo)
    form.addRow(label(QT_TR_NOOP("Points")), tab.n_spin)
    form.addRow(label(QT_TR_NOOP("Seed")), tab.data_seed_spin)
    form.addRow(tab.generate_button)
    notes_row = QHBoxLayout()           # one row: the panel stays short enough for 680 px
    notes_row.addWidget(tab.presets_combo, 1)
    notes_row.addWidget(tab.preset_button)
    form.addRow(label(QT_TR_NOOP("The notes")), notes_row)
    form.addRow(tab.source_label)
    form.addRow(label(QT_TR_NOOP("Click adds")), tab.class_combo)
    form.addRow(label(QT_TR_NOOP("Mouse")), tab.mouse_combo)
    grid = QGridLayout()
    for i, b in enumerate((tab.undo_button, tab.redo_button, tab.load_button, tab.save_button)):
        grid.addWidget(b, i // 2, i % 2)
    for b in (tab.generate_button, tab.preset_button, tab.undo_button, tab.redo_button,
              tab.load_button, tab.save_button):
        # a tall view's settings scroll the column instead of squashing these buttons
        b.setMinimumHeight(b.sizeHint().height())
    form.addRow(grid)
    return box


def _model_box(tab):
    box = tab.model_box = words(CollapsibleBox("Model"), QT_TR_NOOP("Model"))
    form = QFormLayout(box)
    tab.margin_combo = keyed_items(
        _w(combo("margin_combo", "Margin", "", ()), QT_TR_NOOP("Margin"),
           QT_TR_NOOP("Hard margin, or soft margin with L1 or L2 slack")), MARGINS.items())
    tab.c_form_combo = keyed_items(
        _w(combo("c_form_combo", "C as", "", ()), QT_TR_NOOP("C as"),
           QT_TR_NOOP("Where the constant sits: Trellis (like libsvm and scikit-learn) "
                      "minimises ½‖w‖² + C Σ ζ; the notes minimise (C′/2)‖w‖² + Σ ζ. The same "
                      "problem with C = 1/C′: the slider sets the one chosen here")),
        C_FORMS.items())
    tab.c_slider = _w(named(QSlider(Qt.Horizontal), "c_slider", "C", ""), None,
                      QT_TR_NOOP("Penalty C on slack, 0.01 … 1000 (log scale)"))
    tab.c_slider.setRange(-200, 300)
    tab.c_slider.setValue(0)
    tab.c_label = QLabel()
    tab.c_label.setObjectName("c_value_label")
    tab.kernel_combo = keyed_items(
        _w(combo("kernel_combo", "Kernel", "", ()), QT_TR_NOOP("Kernel"), "k(x, x')"),
        KERNEL_NAMES.items())
    tab.kernel_combo.setCurrentText("RBF")
    tab.degree_spin = _w(spin("degree_spin", "Degree", "", 1, 10, 3), QT_TR_NOOP("Degree"),
                         QT_TR_NOOP("Polynomial degree"))
    tab.coef0_spin = _w(double_spin("coef0_spin", "coef0", "", -10, 10, 1.0, 1.0), "coef0",
                        QT_TR_NOOP("Constant in the polynomial and sigmoid kernels"))
    tab.width_combo = keyed_items(
        _w(combo("width_combo", "Width as", "", ()), QT_TR_NOOP("Width as"),
           QT_TR_NOOP("Give the RBF width as σ (γ = 1/2σ²) or γ directly; 'scale' is "
                      "1/(d·Var X)")), WIDTHS.items())
    tab.width_spin = _w(double_spin("width_spin", "Width", "", 0.01, 100, 1.0, 0.1),
                        QT_TR_NOOP("Width"), QT_TR_NOOP("σ or γ"))
    form.addRow(label(QT_TR_NOOP("Margin")), tab.margin_combo)
    form.addRow(label(QT_TR_NOOP("C as")), tab.c_form_combo)
    c_row = QHBoxLayout()
    c_row.addWidget(tab.c_slider)
    c_row.addWidget(tab.c_label)
    tab.c_name = QLabel("C")
    form.addRow(tab.c_name, c_row)
    form.addRow(label(QT_TR_NOOP("Kernel")), tab.kernel_combo)
    form.addRow(label(QT_TR_NOOP("Degree")), tab.degree_spin)
    form.addRow(label(QT_TR_NOOP("coef0")), tab.coef0_spin)
    w_row = QHBoxLayout()
    w_row.addWidget(tab.width_combo)
    w_row.addWidget(tab.width_spin)
    form.addRow(label(QT_TR_NOOP("Width")), w_row)
    return box
