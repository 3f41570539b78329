"""The Clustering tab's control panel (data, algorithm, stepping, export), built in named parts;
the widgets become attributes of the tab so the tab and its tests reach them directly. Every
text is registered with the tab's :class:`~.texts.Texts` (English sources marked QT_TR_NOOP),
and the choice boxes are :class:`~.texts.KeyedCombo`: they show the choice translated while the
code reads its English key."""
from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel,
                               QSlider, QWidget)
from PySide6.QtWidgets import QVBoxLayout

from engine import datasets

from ...widgets.collapsible import CollapsibleBox
from ...widgets.forms import named, side_panel
from ...widgets.step_controls import StepControls
from . import presets
from .documents import build_documents_box

ALGORITHMS = (QT_TR_NOOP("k-means"), QT_TR_NOOP("k-medoids"), QT_TR_NOOP("soft k-means"),
              QT_TR_NOOP("Gaussian mixture (EM)"), QT_TR_NOOP("online k-means"))
INITS = (QT_TR_NOOP("k-means++"), QT_TR_NOOP("random"), QT_TR_NOOP("clicked centres"))
MOUSE_MODES = {QT_TR_NOOP("select point"): "select", QT_TR_NOOP("add / drag points"): "add",
               QT_TR_NOOP("spray points"): "spray", QT_TR_NOOP("place centres"): "centers"}
COVARIANCES = (QT_TR_NOOP("spherical"), QT_TR_NOOP("diag"), QT_TR_NOOP("full"))
# the generators' names, for lupdate (engine.datasets.GENERATORS keys)
GENERATOR_NAMES = (QT_TR_NOOP("blobs"), QT_TR_NOOP("anisotropic"), QT_TR_NOOP("unequal variance"),
                   QT_TR_NOOP("moons"), QT_TR_NOOP("circles"), QT_TR_NOOP("coins (1-D)"))


def build_controls(tab) -> QWidget:
    panel = QWidget()
    col = QVBoxLayout(panel)
    for part in (_data_box(tab), build_documents_box(tab), _algorithm_box(tab),
                 _export_box(tab)):
        col.addWidget(part)
    col.addStretch(1)
    return side_panel(panel, footer=_stepping(tab))


def _data_box(tab):
    t = tab.texts
    box = tab.data_box = CollapsibleBox("Data")
    t.box(box, QT_TR_NOOP("Data"))
    form = QFormLayout(box)
    tab.source_combo = t.keyed(
        "source_combo", QT_TR_NOOP("Source"), QT_TR_NOOP(
            "Points (generated, clicked or from a CSV) or documents turned into points (term "
            "matrix, then PCA, LSI or MDS)"), (QT_TR_NOOP("points"), QT_TR_NOOP("documents")))
    tab.preset_combo = t.keyed("preset_combo", QT_TR_NOOP("Example"), QT_TR_NOOP(
        "The notes' clustering examples in one click: the data and the run's parameters, and "
        "what to watch"), presets.names())
    # the examples' long names open in the list; the box itself keeps the panel's width
    tab.preset_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
    tab.preset_combo.setMinimumContentsLength(10)
    tab.dataset_combo = t.keyed("dataset_combo", QT_TR_NOOP("Data set"),
                                QT_TR_NOOP("Which points to generate"), datasets.GENERATORS)
    tab.n_points_spin = t.spin("n_points_spin", QT_TR_NOOP("Points"),
                               QT_TR_NOOP("Number of points to generate"), 2, 2_000_000, 300)
    tab.n_points_spin.setSingleStep(100)
    tab.data_seed_spin = t.spin("data_seed_spin", QT_TR_NOOP("Data seed"),
                                QT_TR_NOOP("Seed of the generator"), 0, 2**31 - 1, 1)
    tab.outliers_spin = t.spin("outliers_spin", QT_TR_NOOP("Outliers %"), QT_TR_NOOP(
        "Percentage of uniform outliers added around the data"), 0, 50, 0)
    tab.generate_button = t.push("generate_button", QT_TR_NOOP("Generate"),
                                 QT_TR_NOOP("Generate new points (undoable)"))
    tab.load_button = t.push("load_button", QT_TR_NOOP("Load CSV…"), QT_TR_NOOP(
        "Load points from a CSV/TSV file (or drop a file on the tab); undoable"))
    tab.save_button = t.push("save_button", QT_TR_NOOP("Save CSV…"),
                             QT_TR_NOOP("Save the current points to CSV"))
    tab.undo_button = t.push("undo_button", QT_TR_NOOP("Undo"),
                             QT_TR_NOOP("Undo the last change to the points (Ctrl+Z)"))
    tab.redo_button = t.push("redo_button", QT_TR_NOOP("Redo"), QT_TR_NOOP("Redo (Ctrl+Y)"))
    tab.undo_button.setShortcut("Ctrl+Z")
    tab.redo_button.setShortcut("Ctrl+Y")
    tab.mouse_combo = t.keyed("mouse_combo", QT_TR_NOOP("Mouse"), QT_TR_NOOP(
        "What a click on the plot does: select a point to explain it; add points (drag to move, "
        "Shift+click to delete); spray many points at once; or place initial centres"),
        MOUSE_MODES)
    tab.view_combo = t.keyed("view_combo", QT_TR_NOOP("Show"), QT_TR_NOOP(
        "Which two columns to plot for data with more than two (or their first two principal "
        "components)"), ())
    tab.view_combo.setEnabled(False)
    t.form_row(form, QT_TR_NOOP("Example"), tab.preset_combo)
    t.form_row(form, QT_TR_NOOP("Source"), tab.source_combo)
    t.form_row(form, QT_TR_NOOP("Data set"), tab.dataset_combo)
    t.form_row(form, QT_TR_NOOP("Points"), tab.n_points_spin)
    t.form_row(form, QT_TR_NOOP("Data seed"), tab.data_seed_spin)
    t.form_row(form, QT_TR_NOOP("Outliers %"), tab.outliers_spin)
    form.addRow(tab.generate_button)
    grid = QGridLayout()
    for i, b in enumerate((tab.load_button, tab.save_button, tab.undo_button, tab.redo_button)):
        grid.addWidget(b, i // 2, i % 2)
    form.addRow(grid)
    t.form_row(form, QT_TR_NOOP("Mouse"), tab.mouse_combo)
    t.form_row(form, QT_TR_NOOP("Show"), tab.view_combo)
    tab.data_info = QLabel("", box)
    tab.data_info.setWordWrap(True)
    form.addRow(tab.data_info)
    return box


def _algorithm_box(tab):
    t = tab.texts
    box = tab.algorithm_box = CollapsibleBox("Algorithm")
    t.box(box, QT_TR_NOOP("Algorithm"))
    form = QFormLayout(box)
    tab.algorithm_combo = t.keyed("algorithm_combo", QT_TR_NOOP("Algorithm"),
                                  QT_TR_NOOP("Clustering algorithm"), ALGORITHMS)
    tab.k_spin = t.spin("k_spin", QT_TR_NOOP("K"),
                        QT_TR_NOOP("Number of clusters / mixture components"), 1, 64, 3)
    tab.init_combo = t.keyed("init_combo", QT_TR_NOOP("Initialisation"), QT_TR_NOOP(
        "How the first centres are chosen (clicked: use 'place centres' mouse mode)"), INITS)
    tab.restarts_spin = t.spin("restarts_spin", QT_TR_NOOP("Restarts"), QT_TR_NOOP(
        "k-means runs from different starts; the one with the lowest cost is kept"), 1, 50, 1)
    tab.beta_slider = QSlider(Qt.Horizontal)
    named(tab.beta_slider, "beta_slider", "Beta", "")
    t.named(tab.beta_slider, QT_TR_NOOP("Beta"),
            QT_TR_NOOP("Stiffness β of soft k-means, 0.01 … 100 (log scale)"))
    tab.beta_slider.setRange(-200, 200)
    tab.beta_slider.setValue(0)
    tab.beta_label = QLabel()
    tab.covariance_combo = t.keyed("covariance_combo", QT_TR_NOOP("Covariance"), QT_TR_NOOP(
        "Shape of each Gaussian: spherical σ²I (as in the notes), diagonal or full"), COVARIANCES)
    tab.covariance_combo.setCurrentText("full")
    tab.max_iter_spin = t.spin("max_iter_spin", QT_TR_NOOP("Max iterations"), QT_TR_NOOP(
        "Stop after this many iterations even if not converged"), 1, 10_000, 100)
    t.form_row(form, QT_TR_NOOP("Algorithm"), tab.algorithm_combo)
    form.addRow("K", tab.k_spin)
    t.form_row(form, QT_TR_NOOP("Init"), tab.init_combo)
    t.form_row(form, QT_TR_NOOP("Restarts"), tab.restarts_spin)
    beta_row = QHBoxLayout()
    beta_row.addWidget(tab.beta_slider)
    beta_row.addWidget(tab.beta_label)
    form.addRow("β", beta_row)
    t.form_row(form, QT_TR_NOOP("Covariance"), tab.covariance_combo)
    t.form_row(form, QT_TR_NOOP("Max iter"), tab.max_iter_spin)
    return box


def _stepping(tab):
    tab.controls = StepControls(tab)
    return tab.controls


def _export_box(tab):
    t = tab.texts
    box = tab.export_box = CollapsibleBox("Export")
    t.box(box, QT_TR_NOOP("Export"))
    row = QHBoxLayout(box)
    tab.export_plot_button = t.push("export_plot_button", QT_TR_NOOP("Plot…"),
                                    QT_TR_NOOP("Export the cluster plot as PNG or SVG"))
    tab.export_history_plot_button = t.push("export_history_plot_button", QT_TR_NOOP("Curve…"),
                                            QT_TR_NOOP("Export the objective curve as PNG or SVG"))
    tab.export_history_button = t.push("export_history_button", QT_TR_NOOP("History…"),
                                       QT_TR_NOOP("Save the objective of every step as CSV"))
    for b in (tab.export_plot_button, tab.export_history_plot_button, tab.export_history_button):
        row.addWidget(b)
    return box
