"""The Clustering tab: data (generate, click, load), k-means / k-medoids / soft k-means / GMM
stepped on a worker thread, the history scrubber, the explanation panel, and two side views
(k-means vs k-medoids, choosing K)."""
from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QScrollArea, QSlider, QSplitter, QTabWidget, QTextBrowser,
                               QVBoxLayout, QWidget)

import resources
from engine import datasets
from engine import DataError
from engine.cluster import (GaussianMixture, KMeans, KMedoids, SeedingStep,
                            SoftKMeans)
from engine.io import read_points, write_points

from ...plots.history_plot import HistoryPlot
from ...plots.point_view import DENSITY_THRESHOLD, PointView
from ...widgets.drop import FileDropMixin
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, named, spin
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from . import explain as clustering_explain, scene as clustering_scene
from .views import ChooseKView, CompareView

SAMPLES = resources.path("points")
ALGORITHMS = ("k-means", "k-medoids", "soft k-means", "Gaussian mixture (EM)")
INITS = ("k-means++", "random", "clicked centres")
MAX_POINTS = {"k-medoids": 20_000}   # k-medoids costs O(n^2) per update
DETAIL_BYTES = 1_000_000_000        # most memory the responsibilities of one run's history may take
SEEDING_LIMIT = 100_000              # show k-means++ picks (one probability per point) up to this


class ClusteringTab(DrivenView, FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("clustering_tab")
        self.setAccessibleName("Clustering")
        self.setAcceptDrops(True)
        self.X = np.empty((0, 2))
        self.columns = ["x", "y"]
        self.proj = clustering_scene.Projection(self.X)
        self.selected = None
        self.clicked_centers = []
        self.undo_stack = []
        self._drag_start = None
        self._series = {}
        self._run_meta = {}
        self._redraw = QTimer(self, singleShot=True, interval=30, timeout=self._draw_current)
        self._build()
        self._connect()
        self.generate()

    # == layout ===========================================================================
    def _build(self):
        self.messages = MessageBar(self)
        self.view = PointView(self)
        self.view.setObjectName("cluster_plot")
        self.history_plot = HistoryPlot(self)
        self.history_plot.setObjectName("history_plot")
        run_split = QSplitter(Qt.Vertical)
        run_split.addWidget(self.view)
        run_split.addWidget(self.history_plot)
        run_split.setSizes([600, 250])
        self.compare_view = CompareView(self.data_for_views, self)
        self.choose_k_view = ChooseKView(self.data_for_views, self)
        self.views = QTabWidget(self)
        self.views.setObjectName("cluster_views")
        self.views.addTab(run_split, "Run")
        self.views.addTab(self.compare_view, "k-means vs k-medoids")
        self.views.addTab(self.choose_k_view, "Choose K")

        self.explanation = named(QTextBrowser(self), "explanation_panel", "Explanation",
                                 "The formula of the step on show, with the selected point's numbers")
        right = QWidget(self)
        right.setMinimumWidth(250)
        rl = QVBoxLayout(right)
        rl.addWidget(self.messages)
        rl.addWidget(self.explanation)

        split = QSplitter(Qt.Horizontal, self)
        split.addWidget(self._controls())
        split.addWidget(self.views)
        split.addWidget(right)
        split.setSizes([380, 720, 320])
        layout = QHBoxLayout(self)
        layout.addWidget(split)

    def _controls(self):
        data = QGroupBox("Data")
        form = QFormLayout(data)
        self.dataset_combo = combo("dataset_combo", "Data set", "Which points to generate",
                                   datasets.GENERATORS)
        self.n_points_spin = spin("n_points_spin", "Points", "Number of points to generate",
                                  2, 2_000_000, 300)
        self.n_points_spin.setSingleStep(100)
        self.data_seed_spin = spin("data_seed_spin", "Data seed", "Seed of the generator", 0,
                                   2**31 - 1, 1)
        self.outliers_spin = spin("outliers_spin", "Outliers %",
                                  "Percentage of uniform outliers added around the data", 0, 50, 0)
        self.generate_button = button("generate_button", "Generate", "Generate new points")
        self.load_button = button("load_button", "Load CSV…",
                                  "Load points from a CSV/TSV file (or drop a file on the tab)")
        self.save_button = button("save_button", "Save CSV…", "Save the current points to CSV")
        self.undo_button = button("undo_button", "Undo", "Undo the last point edit (Ctrl+Z)")
        self.undo_button.setShortcut("Ctrl+Z")
        self.mouse_combo = combo("mouse_combo", "Mouse", "What a click on the plot does: select a "
                                 "point to explain it; add points (drag to move, Shift+click to "
                                 "delete); or place initial centres",
                                 ("select point", "add / drag points", "place centres"))
        form.addRow("Data set", self.dataset_combo)
        form.addRow("Points", self.n_points_spin)
        form.addRow("Data seed", self.data_seed_spin)
        form.addRow("Outliers %", self.outliers_spin)
        form.addRow(self.generate_button)
        row = QHBoxLayout()
        for b in (self.load_button, self.save_button, self.undo_button):
            row.addWidget(b)
        form.addRow(row)
        form.addRow("Mouse", self.mouse_combo)
        self.data_info = QLabel("", data)
        self.data_info.setWordWrap(True)
        form.addRow(self.data_info)

        algo = QGroupBox("Algorithm")
        form = QFormLayout(algo)
        self.algorithm_combo = combo("algorithm_combo", "Algorithm", "Clustering algorithm",
                                     ALGORITHMS)
        self.k_spin = spin("k_spin", "K", "Number of clusters / mixture components", 1, 64, 3)
        self.init_combo = combo("init_combo", "Initialisation", "How the first centres are "
                                "chosen (clicked: use 'place centres' mouse mode)", INITS)
        self.restarts_spin = spin("restarts_spin", "Restarts", "k-means runs from different "
                                  "starts; the one with the lowest cost is kept", 1, 50, 1)
        self.beta_slider = named(QSlider(Qt.Horizontal), "beta_slider", "Beta",
                                 "Stiffness β of soft k-means, 0.01 … 100 (log scale)")
        self.beta_slider.setRange(-200, 200)
        self.beta_slider.setValue(0)
        self.beta_label = QLabel()
        self.covariance_combo = combo("covariance_combo", "Covariance", "Shape of each Gaussian: "
                                      "spherical σ²I (as in the notes), diagonal or full",
                                      ("spherical", "diag", "full"))
        self.covariance_combo.setCurrentText("full")
        self.max_iter_spin = spin("max_iter_spin", "Max iterations", "Stop after this many "
                                  "iterations even if not converged", 1, 10_000, 100)
        form.addRow("Algorithm", self.algorithm_combo)
        form.addRow("K", self.k_spin)
        form.addRow("Init", self.init_combo)
        form.addRow("Restarts", self.restarts_spin)
        beta_row = QHBoxLayout()
        beta_row.addWidget(self.beta_slider)
        beta_row.addWidget(self.beta_label)
        form.addRow("β", beta_row)
        form.addRow("Covariance", self.covariance_combo)
        form.addRow("Max iter", self.max_iter_spin)

        self.controls = StepControls(self)
        out = QGroupBox("Export")
        row = QHBoxLayout(out)
        self.export_plot_button = button("export_plot_button", "Plot…",
                                         "Export the cluster plot as PNG or SVG")
        self.export_history_plot_button = button("export_history_plot_button", "Curve…",
                                                 "Export the objective curve as PNG or SVG")
        self.export_history_button = button("export_history_button", "History CSV…",
                                            "Save the objective of every step as CSV")
        for b in (self.export_plot_button, self.export_history_plot_button,
                  self.export_history_button):
            row.addWidget(b)

        panel = QWidget()
        col = QVBoxLayout(panel)
        for w in (data, algo, self.controls, out):
            col.addWidget(w)
        col.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        panel.setMinimumWidth(300)
        scroll.setMinimumWidth(320)
        self._update_param_visibility()
        return scroll

    def _connect(self):
        self.driver = StepDriver(self.controls, make_steps=self._start_run,
                                 on_steps=self._on_steps, redraw=self._draw_current,
                                 on_error=self.messages.error, on_failed=self._on_failed,
                                 on_reset=self._on_reset, on_finished=self._on_finished,
                                 parent=self)
        self.runner = self.driver.runner
        self.controls.cancel_requested.connect(self._cancelled)
        self.controls.seed_changed.connect(lambda _: self.reset())
        self.generate_button.clicked.connect(self.generate)
        self.load_button.clicked.connect(self.open_dialog)
        self.save_button.clicked.connect(self._save_dialog)
        self.undo_button.clicked.connect(self.undo)
        self.mouse_combo.currentIndexChanged.connect(self._mouse_mode)
        for w in (self.algorithm_combo, self.init_combo, self.covariance_combo):
            w.currentIndexChanged.connect(self._params_changed)
        for w in (self.k_spin, self.restarts_spin, self.max_iter_spin, self.beta_slider):
            w.valueChanged.connect(self._params_changed)
        self.view.point_added.connect(self._add_point)
        self.view.point_moved.connect(self._move_point)
        self.view.point_deleted.connect(self._delete_point)
        self.view.point_selected.connect(self._select)
        self.view.empty_clicked.connect(self._place_center)
        self.export_plot_button.clicked.connect(lambda: self._export_plot(self.view))
        self.export_history_plot_button.clicked.connect(
            lambda: self._export_plot(self.history_plot))
        self.export_history_button.clicked.connect(self._export_history_dialog)

    # == data =============================================================================
    def generate(self):
        """Generate the chosen data set with the chosen size, seed and outliers."""
        X, y = datasets.make(self.dataset_combo.currentText(), self.n_points_spin.value(),
                             outliers=self.outliers_spin.value() / 100,
                             random_state=self.data_seed_spin.value())
        if self.dataset_combo.currentText().startswith("coins"):
            self.algorithm_combo.setCurrentText("Gaussian mixture (EM)")
        self.set_data(X, ["weight (g)"] if X.shape[1] == 1 else ["x", "y"])

    def open_path(self, path):
        """Load points from a CSV/TSV file; on error show why and keep the current data."""
        try:
            table = read_points(path)
        except DataError as exc:
            self.messages.error(f"Could not load the file: {exc} Your current points are kept.")
            return False
        self.set_data(table.X, table.columns)
        notes = table.notes + ([self.proj.describe()] if self.proj.describe() else [])
        self.messages.info(f"Loaded {len(table.X)} points from {path}. " + " ".join(notes))
        return True

    def save_points(self, path):
        write_points(path, self.X, self.columns)

    def set_data(self, X, columns=None, *, keep_centers=False):
        self.reset()
        self.X = np.asarray(X, dtype=float)
        self.columns = list(columns) if columns else [f"x{j + 1}" for j in range(X.shape[1])]
        self.proj = clustering_scene.Projection(self.X)
        self.selected = None
        if not keep_centers:
            self.clicked_centers = []
        editable = self.X.shape[1] == 2 and len(self.X) <= DENSITY_THRESHOLD
        self.view.set_points(self.proj.points(self.X), editable=editable)
        self.view.setLabel("left", "density (scaled)" if self.X.shape[1] == 1 else
                           (self.columns[1] if self.X.shape[1] == 2 else "PC2"))
        self.view.setLabel("bottom", self.columns[0] if self.X.shape[1] <= 2 else "PC1")
        self.view.enableAutoRange()
        if self.X.shape[1] == 1:  # points sit in a strip below the density curves (peak 1)
            self.view.setYRange(-0.2, 1.1, padding=0)
        self._describe_data(editable)
        self._draw_current()

    def data_for_views(self):
        return self.X, self.proj

    def _describe_data(self, editable):
        n, d = self.X.shape
        text = f"{n:,} points, {d} dimension(s)."
        if n > DENSITY_THRESHOLD:
            text += " Drawn as a density image; editing is off for this many points."
        elif not editable:
            text += " Editing works on 2-D data."
        self.data_info.setText(text + (" " + self.proj.describe() if self.proj.describe() else ""))

    def _edit(self, X):
        """Apply a point edit (undoable) without losing clicked centres."""
        self.undo_stack.append(self.X.copy())
        del self.undo_stack[:-100]
        self.set_data(X, self.columns, keep_centers=True)

    def undo(self):
        if self.undo_stack:
            self.set_data(self.undo_stack.pop(), self.columns, keep_centers=True)

    def _add_point(self, x, y):
        self._edit(np.vstack([self.X, [[x, y]]]))

    def _move_point(self, i, x, y, finished):
        if self._drag_start is None:  # first event of a drag: remember for undo, drop the run
            self._drag_start = self.X.copy()
            self.reset()
        X = self.X.copy()  # never modify in place: a worker may still hold the old array
        X[i] = (x, y)
        if finished:
            self.undo_stack.append(self._drag_start)
            self._drag_start = None
            self.set_data(X, self.columns, keep_centers=True)
        else:
            self.X = X
            self.view.set_points(self.proj.points(X))

    def _delete_point(self, i):
        if len(self.X) > 1:
            self._edit(np.delete(self.X, i, axis=0))

    def _place_center(self, x, y):
        if self.X.shape[1] != 2:
            self.messages.warning("Centres can be clicked on 2-D data only.")
            return
        self.clicked_centers = (self.clicked_centers + [(x, y)])[-self.k_spin.value():]
        self.init_combo.setCurrentText("clicked centres")
        self.reset()

    def _mouse_mode(self, index):
        self.view.mode = ("select", "add", "centers")[index]

    def _select(self, i):
        self.selected = i
        self.view.set_highlight([i])
        self._update_explanation()

    # == parameters and runs ===============================================================
    def _params_changed(self, *_):
        self._update_param_visibility()
        self.reset()

    def _update_param_visibility(self):
        algo = self.algorithm_combo.currentText()
        self.init_combo.setEnabled(algo in ("k-means", "soft k-means"))
        self.restarts_spin.setEnabled(algo == "k-means" and
                                      self.init_combo.currentText() != "clicked centres")
        self.beta_slider.setEnabled(algo == "soft k-means")
        self.covariance_combo.setEnabled(algo.startswith("Gaussian"))
        self.beta_label.setText(f"{self.beta():.3g}")

    def beta(self):
        return 10 ** (self.beta_slider.value() / 100)

    def make_steps(self):
        """The step generator for the chosen algorithm (validated now; raises on bad input)."""
        algo, k = self.algorithm_combo.currentText(), self.k_spin.value()
        n, seed, max_iter = len(self.X), self.controls.seed_spin.value(), self.max_iter_spin.value()
        if n > MAX_POINTS.get(algo, n):
            raise DataError(f"{algo} compares every pair of points in a cluster, which is too slow "
                            f"for {n:,} points; use at most {MAX_POINTS[algo]:,} or use k-means.")
        init = self.init_combo.currentText()
        if init == "clicked centres" and algo in ("k-means", "soft k-means"):
            if len(self.clicked_centers) != k:
                raise DataError(f"Click {k} centres first (mouse mode 'place centres'); "
                                f"{len(self.clicked_centers)} placed so far.")
            init = np.array(self.clicked_centers)
        # Responsibilities in every step colour the points, but a long run on many points would
        # keep gigabytes of them: beyond the budget the steps carry labels only.
        detail = n * k * max_iter * 16 <= DETAIL_BYTES
        if algo == "k-means":
            return KMeans(k, init=init, n_init=self.restarts_spin.value(), max_iter=max_iter,
                          random_state=seed).iter_fit(self.X, seeding_steps=n <= SEEDING_LIMIT)
        if algo == "k-medoids":
            return KMedoids(k, max_iter=max_iter, random_state=seed).iter_fit(self.X)
        if algo == "soft k-means":
            return SoftKMeans(k, beta=self.beta(), init=init, max_iter=max_iter,
                              random_state=seed).iter_fit(self.X, detail=detail)
        return GaussianMixture(k, covariance_type=self.covariance_combo.currentText(),
                               max_iter=max_iter, random_state=seed).iter_fit(self.X,
                                                                              detail=detail)

    def _start_run(self):
        """Validate the settings and return the run's steps (the driver starts the worker)."""
        steps = self.make_steps()
        self.messages.clear_message()
        self._run_meta = {"algorithm": self.algorithm_combo.currentText(),
                          "seed": self.controls.seed_spin.value(),
                          "max_iter": self.max_iter_spin.value(),
                          "covariance": self.covariance_combo.currentText(), "beta": self.beta()}
        self.controls.status.setText(f"{self._run_meta['algorithm']} · seed "
                                     f"{self._run_meta['seed']}")
        return steps

    def _cancelled(self):
        self.controls.status.setText(f"Cancelled after {len(self.history) - 1} steps; the steps "
                                     "so far are kept. Reset to start again.")

    def _on_reset(self):
        self._series = {}
        self.history_plot.clear_series()
        self.controls.set_progress(0, self.max_iter_spin.value())
        self.controls.status.setText("Ready")

    def shutdown(self):
        """Cancel every run of this tab (window closing)."""
        for runner in (self.runner, self.compare_view.runner, self.choose_k_view.runner):
            runner.cancel()

    # == results ============================================================================
    def _on_steps(self, batch, start):
        for i, s in enumerate(batch, start):
            for name, value in clustering_scene.objective(s):
                xs, ys = self._series.setdefault(name, ([], []))
                xs.append(i)
                ys.append(value)
            if getattr(s, "warning", None):
                self.messages.warning(s.warning)
        last = batch[-1]
        self.controls.set_progress(last.iteration, self._run_meta.get("max_iter", 1))
        self._update_series()
        self._redraw.start()

    def _update_series(self):
        colors = [(31, 119, 180), (255, 127, 14)]
        for (name, (xs, ys)), rgb in zip(self._series.items(), colors):
            self.history_plot.set_series(name, xs, ys, rgb, dashed=name.startswith("bound"))
        gmm = self._run_meta.get("algorithm", "").startswith("Gaussian")
        self.history_plot.show_gap(gmm)
        self.history_plot.set_title({"k-means": "cost J", "k-medoids": "cost J (distances)",
                                     "soft k-means": "free energy F"}.get(
                                         self._run_meta.get("algorithm"), "L(θ) and F(q, θ)"))
        if gmm and self._series:
            steps = [s for s in self.history[1:] if s.phase == "M"]
            idx = [i for i, s in enumerate(self.history) if s is not None and s.phase == "M"]
            self.history_plot.set_gap(idx, [s.kl_gap for s in steps])

    def _on_finished(self):
        last = self.history[-1]
        done = "converged" if getattr(last, "converged", False) else "stopped at max iterations"
        self.controls.status.setText(f"{self._run_meta.get('algorithm')}: {done} after "
                                     f"{getattr(last, 'iteration', 0)} iteration(s), "
                                     f"{len(self.history) - 1} steps · seed "
                                     f"{self._run_meta.get('seed')}. Reset to run again.")
        self.controls.set_progress(getattr(last, "iteration", 0),
                                   getattr(last, "iteration", 0) or 1)

    def _on_failed(self, message):
        self.messages.error(f"The run stopped: {message} The steps so far are kept.")

    # == drawing ============================================================================
    def current_step(self):
        return self.driver.current()

    def _draw_current(self):
        step = self.current_step()
        meta = self._run_meta
        clustering_scene.draw(self.view, step, self.X, self.proj,
                              covariance_type=meta.get("covariance", "full"))
        if step is None and self.clicked_centers:
            self.view.set_centers(np.array(self.clicked_centers))
        if self.selected is not None and not isinstance(step, SeedingStep):
            self.view.set_highlight([self.selected])
        self.history_plot.set_cursor(self.controls.history_slider.value())
        self._update_explanation()

    def _update_explanation(self):
        sel = self.selected if self.selected is not None and self.selected < len(self.X) else None
        self.explanation.setHtml(clustering_explain.explain(
            self.current_step(), self.X, sel, beta=self._run_meta.get("beta", self.beta()),
            covariance_type=self._run_meta.get("covariance", "full")))

    # == files ==============================================================================
    def open_dialog(self):
        path, _ = QFileDialog.getOpenFileName(self, "Load points", str(SAMPLES),
                                              "Delimited text (*.csv *.tsv *.txt);;All files (*)")
        if path:
            self.open_path(path)

    def _save_dialog(self):
        save_with_dialog(self, self.messages, "Save points", "points.csv", "CSV (*.csv)",
                         self.save_points)

    def _export_plot(self, plot):
        save_with_dialog(self, self.messages, "Export plot", "plot.png",
                         "PNG image (*.png);;SVG vector (*.svg)", plot.export)

    def export_history(self, path):
        """Write step, iteration, phase and every objective of the run to CSV."""
        names = list(self._series)
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["step", "iteration", "phase"] + names)
            for i, s in enumerate(self.history[1:], 1):
                values = dict(clustering_scene.objective(s))
                w.writerow([i, s.iteration, s.phase] + [values.get(n, "") for n in names])

    def _export_history_dialog(self):
        save_with_dialog(self, self.messages, "Export history", "history.csv", "CSV (*.csv)",
                         self.export_history)
