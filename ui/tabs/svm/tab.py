"""The SVM tab: draw or generate labelled points, train a binary SVM by SMO one pair at a time
(heat map, margins, support vectors, α table, dual objective and KKT violation), compare
multiclass schemes, losses and logistic regression, and the 1-D feature-map demo."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QDoubleSpinBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel,
                               QScrollArea, QSlider, QSplitter, QTabWidget, QTextBrowser,
                               QVBoxLayout, QWidget)

from engine import datasets
from engine import DataError
from engine.io import read_points, write_points
from engine.svm import SVC, kernel_matrix, sigma_to_gamma

from ...plots.history_plot import HistoryPlot
from ...plots.point_view import PointView
from ...widgets.drop import FileDropMixin
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, named, spin
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from ...widgets.table import DataTable
from . import explain as svm_explain
from .scene import DecisionLayer, grid
from .losses import LossesView
from .views import FeatureMapView, MulticlassView

GENERATORS = datasets.TWO_CLASS + ("3 classes", "4 classes", "5 classes")
MARGINS = {"soft, L1 slack (0 ≤ α ≤ C)": "l1", "soft, L2 slack (1/C on the diagonal)": "l2",
           "hard": "hard"}
KERNEL_NAMES = {"linear": "linear", "polynomial": "poly", "RBF": "rbf", "sigmoid": "sigmoid"}


class SvmTab(DrivenView, FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("svm_tab")
        self.setAccessibleName("SVM")
        self.setAcceptDrops(True)
        self.X, self.y = np.zeros((0, 2)), np.zeros(0, dtype=int)
        self.undo_stack, self.redo_stack = [], []
        self.selected = None
        self._series = {"objective": ([], []), "violation": ([], [])}
        self._run = {}
        self._redraw = QTimer(self, singleShot=True, interval=30, timeout=self.draw)
        self._build()
        self._connect()
        self.generate()

    # == layout ===========================================================================
    def _build(self):
        self.messages = MessageBar(self, "svm_messages")
        self.view = PointView(self)
        self.view.setObjectName("svm_plot")
        self.view.mode = "add"
        self.layer = DecisionLayer(self.view)
        self.history_plot = HistoryPlot(self)
        self.history_plot.set_title("dual W(α)")
        self.history_plot.bottom.setLabel("left", "max KKT violation")
        self.history_plot.show_gap(True)
        smo = QSplitter(Qt.Vertical)
        smo.addWidget(self.view)
        smo.addWidget(self.history_plot)
        smo.setSizes([620, 230])
        self.multiclass_view = MulticlassView(self.training_data, self.model_params, self)
        self.losses_view = LossesView(self.training_data, self.model_params, self)
        self.feature_view = FeatureMapView(self)
        self.views = QTabWidget(self)
        self.views.setObjectName("svm_views")
        self.views.addTab(smo, "SMO")
        self.views.addTab(self.multiclass_view, "Multiclass")
        self.views.addTab(self.losses_view, "Losses && logistic regression")
        self.views.addTab(self.feature_view, "Feature map")
        self.explanation = named(QTextBrowser(self), "svm_explanation", "Explanation",
                                 "The SMO step on show, with its numbers")
        self.alpha_table = DataTable("alpha_table", self, "Search points…")
        right = QSplitter(Qt.Vertical)
        box = QWidget()
        bl = QVBoxLayout(box)
        bl.addWidget(self.messages)
        bl.addWidget(self.explanation)
        right.addWidget(box)
        right.addWidget(self.alpha_table)
        right.setMinimumWidth(250)
        split = QSplitter(Qt.Horizontal, self)
        split.addWidget(self._controls())
        split.addWidget(self.views)
        split.addWidget(right)
        split.setSizes([360, 720, 340])
        QHBoxLayout(self).addWidget(split)

    def _controls(self):
        data = QGroupBox("Data")
        form = QFormLayout(data)
        self.dataset_combo = combo("svm_dataset_combo", "Data set", "Points to generate",
                                   GENERATORS)
        self.n_spin = spin("svm_n_spin", "Points", "How many points to generate", 4, 5000, 60)
        self.data_seed_spin = spin("svm_data_seed_spin", "Data seed", "Seed of the generator",
                                   0, 2**31 - 1, 0)
        self.generate_button = button("generate_button", "Generate", "Generate new points")
        self.class_combo = combo("class_combo", "Class to add", "Class of the points you click",
                                 ("+1", "−1", "class 2", "class 3", "class 4"))
        self.mouse_combo = combo("svm_mouse_combo", "Mouse", "Click adds a point of the chosen "
                                 "class (drag moves, Shift+click deletes); or select a point",
                                 ("add / drag points", "select point"))
        self.undo_button = button("svm_undo_button", "Undo", "Undo the last edit (Ctrl+Z)")
        self.redo_button = button("redo_button", "Redo", "Redo (Ctrl+Y)")
        self.undo_button.setShortcut("Ctrl+Z")
        self.redo_button.setShortcut("Ctrl+Y")
        self.load_button = button("svm_load_button", "Load CSV…", "Points x, y and a label")
        self.save_button = button("svm_save_button", "Save CSV…", "Save the points and labels")
        form.addRow("Data set", self.dataset_combo)
        form.addRow("Points", self.n_spin)
        form.addRow("Seed", self.data_seed_spin)
        form.addRow(self.generate_button)
        form.addRow("Click adds", self.class_combo)
        form.addRow("Mouse", self.mouse_combo)
        row = QHBoxLayout()
        for b in (self.undo_button, self.redo_button, self.load_button, self.save_button):
            row.addWidget(b)
        form.addRow(row)

        model = QGroupBox("Model")
        form = QFormLayout(model)
        self.margin_combo = combo("margin_combo", "Margin", "Hard margin, or soft margin with "
                                  "L1 or L2 slack", MARGINS)
        self.c_slider = named(QSlider(Qt.Horizontal), "c_slider", "C",
                              "Penalty C on slack, 0.01 … 1000 (log scale)")
        self.c_slider.setRange(-200, 300)
        self.c_slider.setValue(0)
        self.c_label = QLabel()
        self.kernel_combo = combo("kernel_combo", "Kernel", "k(x, x')", KERNEL_NAMES)
        self.kernel_combo.setCurrentText("RBF")
        self.degree_spin = spin("degree_spin", "Degree", "Polynomial degree", 1, 10, 3)
        self.coef0_spin = named(QDoubleSpinBox(), "coef0_spin", "coef0",
                                "Constant in the polynomial and sigmoid kernels")
        self.coef0_spin.setRange(-10, 10)
        self.coef0_spin.setValue(1.0)
        self.width_combo = combo("width_combo", "Width as", "Give the RBF width as σ "
                                 "(γ = 1/2σ²) or γ directly; 'scale' is 1/(d·Var X)",
                                 ("γ = scale", "σ", "γ"))
        self.width_spin = named(QDoubleSpinBox(), "width_spin", "Width", "σ or γ")
        self.width_spin.setRange(0.01, 100)
        self.width_spin.setValue(1.0)
        self.width_spin.setSingleStep(0.1)
        form.addRow("Margin", self.margin_combo)
        c_row = QHBoxLayout()
        c_row.addWidget(self.c_slider)
        c_row.addWidget(self.c_label)
        form.addRow("C", c_row)
        form.addRow("Kernel", self.kernel_combo)
        form.addRow("Degree", self.degree_spin)
        form.addRow("coef0", self.coef0_spin)
        w_row = QHBoxLayout()
        w_row.addWidget(self.width_combo)
        w_row.addWidget(self.width_spin)
        form.addRow("Width", w_row)
        self.controls = StepControls(self)
        self.controls.seed_spin.setToolTip("SMO is deterministic: the same data and settings "
                                           "replay the same run")
        self.export_button = button("svm_export_button", "Plot…", "Export the plot (PNG/SVG)")
        panel = QWidget()
        col = QVBoxLayout(panel)
        for w in (data, model, self.controls, self.export_button):
            col.addWidget(w)
        col.addStretch(1)
        panel.setMinimumWidth(300)
        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(320)
        return scroll

    def _connect(self):
        self.driver = StepDriver(self.controls, make_steps=self._start_run,
                                 on_steps=self._on_steps, redraw=self.draw,
                                 on_error=self.messages.error,
                                 on_failed=lambda m: self.messages.error(f"SMO stopped: {m}"),
                                 on_reset=self._on_reset, on_finished=self._on_finished,
                                 parent=self)
        self.runner = self.driver.runner
        self.generate_button.clicked.connect(self.generate)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.load_button.clicked.connect(self.open_dialog)
        self.save_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save points", "svm_points.csv", "CSV (*.csv)", self.save_points))
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Export plot", "svm.png", "PNG (*.png);;SVG (*.svg)",
            self.view.export))
        self.mouse_combo.currentIndexChanged.connect(
            lambda i: setattr(self.view, "mode", ("add", "select")[i]))
        for w in (self.margin_combo, self.kernel_combo, self.width_combo):
            w.currentIndexChanged.connect(self._params_changed)
        for w in (self.c_slider, self.degree_spin, self.coef0_spin, self.width_spin):
            w.valueChanged.connect(self._params_changed)
        self.view.point_added.connect(self._add_point)
        self.view.point_moved.connect(self._move_point)
        self.view.point_deleted.connect(self._delete_point)
        self.view.point_selected.connect(self._select)
        self.alpha_table.view.clicked.connect(
            lambda _: self._select(self.alpha_table.selected_source_row()))
        self._params_changed()

    # == data =============================================================================
    def generate(self):
        name, n = self.dataset_combo.currentText(), self.n_spin.value()
        seed = self.data_seed_spin.value()
        if name.endswith("classes"):
            X, y = datasets.multi_class(n, n_classes=int(name[0]), random_state=seed)
        else:
            X, y = datasets.two_class(name, n, random_state=seed)
        self._set_data(X, y.astype(int), undoable=True)

    def _set_data(self, X, y, *, undoable=True):
        if undoable and len(self.X):
            self.undo_stack.append((self.X, self.y))
            del self.undo_stack[:-100]
            self.redo_stack.clear()
        self.X, self.y = np.asarray(X, float), np.asarray(y, int)
        self.view.set_points(self.X, editable=True)
        self.view.enableAutoRange()
        self.reset()
        for v in (self.multiclass_view, self.losses_view):
            v.invalidate()

    def training_data(self):
        return self.X, self.y

    def undo(self):
        if self.undo_stack:
            self.redo_stack.append((self.X, self.y))
            self._set_data(*self.undo_stack.pop(), undoable=False)

    def redo(self):
        if self.redo_stack:
            self.undo_stack.append((self.X, self.y))
            self._set_data(*self.redo_stack.pop(), undoable=False)

    def _click_label(self):
        k = self.class_combo.currentIndex()
        return (1, -1, 2, 3, 4)[k]

    def _add_point(self, x, y):
        self._set_data(np.vstack([self.X, [[x, y]]]), np.r_[self.y, self._click_label()])

    def _move_point(self, i, x, y, finished):
        X = self.X.copy()
        X[i] = (x, y)
        if finished:
            self._set_data(X, self.y)
        else:
            self.X = X
            self.view.set_points(X)
            self.view.color_by_labels(self._class_index())

    def _delete_point(self, i):
        if len(self.X) > 1:
            self._set_data(np.delete(self.X, i, 0), np.delete(self.y, i))

    def _select(self, i):
        self.selected = i
        self.view.set_highlight([] if i is None else [i])
        self._explain()

    def open_path(self, path):
        """Load x, y and a class label per row (a text column or a third integer column)."""
        try:
            table = read_points(path)
            X, labels = table.X, table.labels
            if labels is None and X.shape[1] == 3 and np.all(X[:, 2] == np.round(X[:, 2])):
                X, labels = X[:, :2], X[:, 2].astype(int)
            if labels is None:
                raise DataError("no class label column (a text column, or a third column of "
                                "integers such as 1 and -1)")
            if X.shape[1] != 2:
                raise DataError(f"the SVM canvas is 2-D; the file has {X.shape[1]} coordinates")
        except DataError as exc:
            self.messages.error(f"Could not load {path}: {exc}. Your points are kept.")
            return False
        classes, y = np.unique(labels, return_inverse=True)
        if set(map(str, classes)) <= {"1", "-1", "1.0", "-1.0"}:
            y = np.array([int(float(c)) for c in labels])
        self._set_data(X, y)
        self.messages.info(f"Loaded {len(X)} points of {len(classes)} classes.")
        return True

    def save_points(self, path):
        write_points(path, self.X, ["x", "y"], labels=self.y)

    def open_dialog(self):
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, "Load points", "", "CSV (*.csv *.tsv *.txt)")
        if path:
            self.open_path(path)

    # == model and runs =====================================================================
    def c_value(self):
        return 10 ** (self.c_slider.value() / 100)

    def model_params(self):
        kernel = KERNEL_NAMES[self.kernel_combo.currentText()]
        how = self.width_combo.currentText()
        gamma = ("scale" if how.endswith("scale") else
                 sigma_to_gamma(self.width_spin.value()) if how == "σ" else self.width_spin.value())
        return {"C": self.c_value(), "kernel": kernel, "degree": self.degree_spin.value(),
                "gamma": gamma, "coef0": self.coef0_spin.value(),
                "margin": MARGINS[self.margin_combo.currentText()]}

    def _params_changed(self, *_):
        kernel = KERNEL_NAMES[self.kernel_combo.currentText()]
        self.degree_spin.setEnabled(kernel == "poly")
        self.coef0_spin.setEnabled(kernel in ("poly", "sigmoid"))
        self.width_combo.setEnabled(kernel != "linear")
        self.width_spin.setEnabled(kernel != "linear" and
                                   not self.width_combo.currentText().endswith("scale"))
        self.c_slider.setEnabled(MARGINS[self.margin_combo.currentText()] != "hard")
        self.c_label.setText(f"{self.c_value():.3g}")
        self.reset()
        for v in (self.multiclass_view, self.losses_view):
            v.invalidate()

    def _class_index(self):
        return np.searchsorted(np.unique(self.y), self.y)

    def _start_run(self):
        """Validate and return the SMO steps. The kernel values the drawing needs (grid × points
        for the heat map, points × points for y·f(x)) are computed once per run, on the worker,
        before the first step, so every redraw is a matrix-vector product."""
        if len(np.unique(self.y)) != 2:
            raise DataError("SMO trains a binary SVM: keep exactly two classes here (the "
                            "Multiclass view combines binary machines for more).")
        params = self.model_params()
        svc = SVC(**params)
        steps = svc.iter_fit(self.X, self.y)
        self.messages.clear_message()
        self._run = {"svc": svc, "params": params, "rect": self.view.data_rect(),
                     "ys": np.where(self.y == svc.classes_[1], 1.0, -1.0)}
        return _with_kernels(self._run, self.X, steps)

    def _on_reset(self):
        self._series = {"objective": ([], []), "violation": ([], [])}
        self.history_plot.clear_series()
        self.controls.status.setText("Ready: Step takes one SMO pair update.")

    def shutdown(self):
        for r in (self.runner, self.multiclass_view.runner, self.losses_view.runner):
            r.cancel()

    def _on_steps(self, batch, start):
        xs, ys = self._series["objective"]
        vx, vy = self._series["violation"]
        for k, s in enumerate(batch, start):
            xs.append(k)
            ys.append(s.objective)
            vx.append(k)
            vy.append(s.max_violation)
        self.history_plot.set_series("W(α)", xs, ys)
        self.history_plot.set_gap(vx, vy)
        self._redraw.start()

    def _on_finished(self):
        last = self.history[-1]
        self.controls.status.setText(
            f"Converged after {last.iteration} pair updates: max KKT violation "
            f"{last.max_violation:.2g} < tol; {int(np.sum(last.alpha > 1e-8))} support vectors.")

    # == drawing ==========================================================================
    def current(self):
        return self.driver.current()

    def draw(self):
        self.view.color_by_labels(self._class_index())
        step = self.current()
        if step is None or step.alpha is None:
            self.layer.set_function(None, None)
            self.layer.set_support(self.X, None)
            alpha = np.zeros(len(self.X))
        else:
            r = self._run
            f = r["K"] @ (step.alpha * r["ys"]) + step.b
            self.layer.set_function(f, r["rect"])
            self.layer.set_support(self.X, step.alpha, step.pair)
            alpha = step.alpha
        self.history_plot.set_cursor(self.controls.history_slider.value())
        self._fill_table(step, alpha)
        self._explain()

    def _fill_table(self, step, alpha):
        yf = np.full(len(self.X), np.nan)
        if step is not None and step.alpha is not None:
            r = self._run
            yf = r["ys"] * (r["K_train"] @ (step.alpha * r["ys"]) + step.b)
        colors = ["#fff1c9" if a > 1e-8 else "" for a in alpha]
        self.alpha_table.set_columns(["i", "x", "y", "label", "α", "y·f(x)"],
                                     [np.arange(len(self.X)), self.X[:, 0], self.X[:, 1],
                                      self.y, alpha, yf], colors)

    def _explain(self):
        self.explanation.setHtml(svm_explain.explain(
            self.current(), self.X, self.y, self._run, self.selected))


def _with_kernels(run, X, steps):
    """Fill ``run`` with the kernel matrices for drawing (on the worker), then yield the steps."""
    svc = run["svc"]
    params = (svc.kernel, svc.gamma_, svc.degree, svc.coef0)
    run["K"] = kernel_matrix(grid(run["rect"]), X, *params)
    run["K_train"] = kernel_matrix(X, X, *params)
    yield from steps
