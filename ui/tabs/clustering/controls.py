"""The Clustering tab's control panel (data, algorithm, stepping, export), built in named parts;
the widgets become attributes of the tab so the tab and its tests reach them directly."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QScrollArea, QSlider, QVBoxLayout, QWidget)

from engine import datasets

from ...widgets.collapsible import CollapsibleBox
from ...widgets.forms import button, combo, named, side_panel, spin
from ...widgets.step_controls import StepControls
from .documents import build_documents_box

ALGORITHMS = ("k-means", "k-medoids", "soft k-means", "Gaussian mixture (EM)")
INITS = ("k-means++", "random", "clicked centres")
MOUSE_MODES = {"select point": "select", "add / drag points": "add",
               "spray points": "spray", "place centres": "centers"}


def build_controls(tab) -> QWidget:
    panel = QWidget()
    col = QVBoxLayout(panel)
    for part in (_data_box(tab), build_documents_box(tab), _algorithm_box(tab),
                 _export_box(tab)):
        col.addWidget(part)
    col.addStretch(1)
    return side_panel(panel, footer=_stepping(tab))


def _data_box(tab):
    box = tab.data_box = CollapsibleBox("Data")
    form = QFormLayout(box)
    tab.source_combo = combo("source_combo", "Source", "Points (generated, clicked or from a "
                             "CSV) or documents turned into points (term matrix, then PCA, LSI "
                             "or MDS)", ("points", "documents"))
    tab.dataset_combo = combo("dataset_combo", "Data set", "Which points to generate",
                              datasets.GENERATORS)
    tab.n_points_spin = spin("n_points_spin", "Points", "Number of points to generate",
                             2, 2_000_000, 300)
    tab.n_points_spin.setSingleStep(100)
    tab.data_seed_spin = spin("data_seed_spin", "Data seed", "Seed of the generator", 0,
                              2**31 - 1, 1)
    tab.outliers_spin = spin("outliers_spin", "Outliers %",
                             "Percentage of uniform outliers added around the data", 0, 50, 0)
    tab.generate_button = button("generate_button", "Generate", "Generate new points (undoable)")
    tab.load_button = button("load_button", "Load CSV…", "Load points from a CSV/TSV file (or "
                             "drop a file on the tab); undoable")
    tab.save_button = button("save_button", "Save CSV…", "Save the current points to CSV")
    tab.undo_button = button("undo_button", "Undo", "Undo the last change to the points (Ctrl+Z)")
    tab.redo_button = button("redo_button", "Redo", "Redo (Ctrl+Y)")
    tab.undo_button.setShortcut("Ctrl+Z")
    tab.redo_button.setShortcut("Ctrl+Y")
    tab.mouse_combo = combo("mouse_combo", "Mouse", "What a click on the plot does: select a "
                            "point to explain it; add points (drag to move, Shift+click to "
                            "delete); spray many points at once; or place initial centres",
                            MOUSE_MODES)
    tab.view_combo = combo("view_combo", "Show", "Which two columns to plot for data with more "
                           "than two (or their first two principal components)", ())
    tab.view_combo.setEnabled(False)
    form.addRow("Source", tab.source_combo)
    form.addRow("Data set", tab.dataset_combo)
    form.addRow("Points", tab.n_points_spin)
    form.addRow("Data seed", tab.data_seed_spin)
    form.addRow("Outliers %", tab.outliers_spin)
    form.addRow(tab.generate_button)
    grid = QGridLayout()
    for i, b in enumerate((tab.load_button, tab.save_button, tab.undo_button, tab.redo_button)):
        grid.addWidget(b, i // 2, i % 2)
    form.addRow(grid)
    form.addRow("Mouse", tab.mouse_combo)
    form.addRow("Show", tab.view_combo)
    tab.data_info = QLabel("", box)
    tab.data_info.setWordWrap(True)
    form.addRow(tab.data_info)
    return box


def _algorithm_box(tab):
    box = tab.algorithm_box = CollapsibleBox("Algorithm")
    form = QFormLayout(box)
    tab.algorithm_combo = combo("algorithm_combo", "Algorithm", "Clustering algorithm",
                                ALGORITHMS)
    tab.k_spin = spin("k_spin", "K", "Number of clusters / mixture components", 1, 64, 3)
    tab.init_combo = combo("init_combo", "Initialisation", "How the first centres are "
                           "chosen (clicked: use 'place centres' mouse mode)", INITS)
    tab.restarts_spin = spin("restarts_spin", "Restarts", "k-means runs from different "
                             "starts; the one with the lowest cost is kept", 1, 50, 1)
    tab.beta_slider = named(QSlider(Qt.Horizontal), "beta_slider", "Beta",
                            "Stiffness β of soft k-means, 0.01 … 100 (log scale)")
    tab.beta_slider.setRange(-200, 200)
    tab.beta_slider.setValue(0)
    tab.beta_label = QLabel()
    tab.covariance_combo = combo("covariance_combo", "Covariance", "Shape of each Gaussian: "
                                 "spherical σ²I (as in the notes), diagonal or full",
                                 ("spherical", "diag", "full"))
    tab.covariance_combo.setCurrentText("full")
    tab.max_iter_spin = spin("max_iter_spin", "Max iterations", "Stop after this many "
                             "iterations even if not converged", 1, 10_000, 100)
    form.addRow("Algorithm", tab.algorithm_combo)
    form.addRow("K", tab.k_spin)
    form.addRow("Init", tab.init_combo)
    form.addRow("Restarts", tab.restarts_spin)
    beta_row = QHBoxLayout()
    beta_row.addWidget(tab.beta_slider)
    beta_row.addWidget(tab.beta_label)
    form.addRow("β", beta_row)
    form.addRow("Covariance", tab.covariance_combo)
    form.addRow("Max iter", tab.max_iter_spin)
    return box


def _stepping(tab):
    tab.controls = StepControls(tab)
    return tab.controls


def _export_box(tab):
    box = tab.export_box = CollapsibleBox("Export")
    row = QHBoxLayout(box)
    tab.export_plot_button = button("export_plot_button", "Plot…",
                                    "Export the cluster plot as PNG or SVG")
    tab.export_history_plot_button = button("export_history_plot_button", "Curve…",
                                            "Export the objective curve as PNG or SVG")
    tab.export_history_button = button("export_history_button", "History…",
                                       "Save the objective of every step as CSV")
    for b in (tab.export_plot_button, tab.export_history_plot_button, tab.export_history_button):
        row.addWidget(b)
    return box
