"""The SVM tab: draw, spray or generate labelled points, train a binary SVM by SMO one pair at a
time (heat map, margins, support vectors, α table, dual objective and KKT violation), compare
multiclass schemes, losses and logistic regression, and the 1-D feature-map demo. Controls are
built in ``controls.py``; points are edited through the shared
:class:`ui.widgets.point_editor.PointEditor`; files are read by a job on a worker."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QT_TR_NOOP, QTimer
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from engine import DataError, datasets
from engine.io import write_points
from engine.svm import SVC, decision_values

from ... import style
from ...plots.history_plot import HistoryPlot
from ...plots.point_view import PointView
from ...runner import cancel_all
from ...widgets.drop import FileDropMixin
from ...widgets.files import ask_open_file, save_with_dialog
from ...widgets.forms import hsplit, named, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...widgets.navigator import Navigator, navigator_layout
from ...widgets.point_editor import PointEditor
from ...widgets.stepping import DrivenView, StepDriver
from ...widgets.table import DataTable
from ...widgets.view_parts import ViewParts
from . import explain as svm_explain
from .binding import SvmBinding
from .controls import (GENERATORS, KERNEL_NAMES, MARGINS, MOUSE_MODES,  # noqa: F401
                       build_controls, make_step_controls)
from .jobs import read_labelled_job
from .chapters import NAVIGATOR
from .deferred import DATA_VIEWS, MAKERS, MODEL_VIEWS, DeferredViews
from .predict import SmoPredictions
from .scene import DecisionLayer, grid_size
from . import presets
from .smo_parts import AlphaTable, ModelSettings, _with_kernels
from .texts import retranslate, tr

KKT_EVERY_FRAME = 1000     # up to this many points the KKT count is redrawn with every frame


class SvmTab(DeferredViews, ModelSettings, AlphaTable, DrivenView, FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("svm_tab")
        self.setAccessibleName("SVM")
        self.setAcceptDrops(True)
        self.selected = None
        self._series = {"objective": ([], []), "violation": ([], [])}
        self._run = {}
        self._class_codes = []
        self._redraw = QTimer(self, singleShot=True, interval=30, timeout=self.draw)
        self._build()
        self._connect()
        self.generate()
        self.binding = SvmBinding(self)     # the SMO run's state: ui.models, bound here

    # == layout ===========================================================================
    def _build(self):
        self.messages = MessageBar(self, "svm_messages")
        self.view = PointView(self)
        self.view.setObjectName("svm_plot")
        self.view.setMinimumSize(200, 160)
        self.view.mode = "add"
        self.editor = PointEditor(self.view, self, label_for_click=self._click_label)
        self.loader = JobPanel(self.messages, self._loaded, self, name="svm_load",
                               kept=lambda: tr("your points are kept"))
        self.layer = DecisionLayer(self.view)
        self.history_plot = HistoryPlot(self)
        self.history_plot.set_title(tr("dual objective W(α)"), bottom=tr("KKT violation"))
        self.history_plot.show_gap(True)
        # the empty KKT plot says what will appear (the objective plot has its own sentence)
        self.kkt_empty = pg.TextItem(color=style.theme().muted, anchor=(0.5, 0.5))
        self.kkt_empty.setTextWidth(style.MIN_PLOT_W)
        self.history_plot.bottom.addItem(self.kkt_empty, ignoreBounds=True)
        self.kkt_empty.setPos(5, 0.5)
        smo = vsplit(self.view, self.history_plot, sizes=[330, 280])
        # the views by the notes' chapters, all but SMO made on first show (MAKERS); the SMO
        # controls on the left answer Space only while SMO is on show, and the model box only
        # where its kernel and C are used
        self.smo_page = smo
        self.views = nav = Navigator(self, "svm_views")
        nav.build(self, NAVIGATOR, {a: (lambda a=a: self._make_view(a)) for a in MAKERS})
        self.practice_view = nav.add_practice(self)
        nav.currentChanged.connect(lambda _: self._view_on_show(nav.currentWidget()))
        self.explanation = named(QTextBrowser(self), "svm_explanation", "Explanation",
                                 tr("The SMO step on show, with its numbers"))
        self.alpha_table = DataTable("alpha_table", self, tr("Search points…"))
        box = QWidget()
        bl = QVBoxLayout(box)
        bl.addWidget(self.messages)
        bl.addWidget(self.explanation)
        self.smo_panel = right = vsplit(box, self.alpha_table)
        right.setMinimumWidth(200)
        # each stepped lab view's settings and transport block live in the side column, shown
        # with their view: the same place on every view, and one transport block at a time
        self.view_parts = parts = ViewParts()
        parts.add(smo, None, make_step_controls(self))
        controls = build_controls(self, parts.settings(), parts.transports())
        # load progress in the Data box: showing it re-lays out the controls, not the plots
        self.data_box.layout().addRow(self.loader)
        self._view_on_show(smo)
        navigator_layout(self, self.views, hsplit(controls, self.views, right,
                                                  sizes=[style.PANEL_WIDTH, 640, 310]))

    def _connect(self):
        self.driver = StepDriver(self.controls, make_steps=self._start_run,
                                 on_steps=self._on_steps, redraw=self.draw,
                                 on_error=self.messages.error,
                                 on_failed=lambda m: self.messages.error(
                                     lambda: tr("SMO stopped: {why}."), why=m.rstrip('.')),
                                 on_reset=self._on_reset, on_finished=self._on_finished,
                                 parent=self)
        self.runner = self.driver.runner
        self.predict = SmoPredictions(self)
        # while a run animates, the table waits; it is filled when the run pauses or ends
        self.runner.state_changed.connect(
            lambda state: state != "running" and self._fill_table(self.current()))
        self.generate_button.clicked.connect(self.generate)
        self.preset_button.clicked.connect(self._open_preset)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.load_button.clicked.connect(self.open_dialog)
        self.save_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, tr("Save points"), "svm_points.csv", "CSV (*.csv)",
            self.save_points))
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, tr("Export plot"), "svm.png", "PNG (*.png);;SVG (*.svg)",
            self.view.export))
        self.mouse_combo.currentIndexChanged.connect(
            lambda _: setattr(self.view, "mode", self.mouse_combo.currentData()))
        self.c_form_combo.currentIndexChanged.connect(self._c_form_changed)
        for w in (self.margin_combo, self.kernel_combo, self.width_combo):
            w.currentIndexChanged.connect(self._params_changed)
        for w in (self.c_slider, self.degree_spin, self.coef0_spin, self.width_spin):
            w.valueChanged.connect(self._params_changed)
        self.editor.changed.connect(self._data_changed)
        self.editor.dragging.connect(self._dragging)
        self.view.point_selected.connect(self._select)
        self.alpha_table.view.clicked.connect(self._table_clicked)
        self._params_changed()

    # == data =============================================================================
    @property
    def X(self):
        return self.editor.X

    @property
    def y(self):
        return self.editor.y

    @property
    def class_names(self):
        """Display name of each class code (the CSV's own names when it had them)."""
        codes = np.unique(self.y)
        names = self.editor.meta
        if names is not None and len(names) == len(codes):
            return dict(zip(codes.tolist(), names))
        return {int(c): ("+1" if c == 1 else "−1" if c == -1 else
                         tr("class {c}").format(c=c)) for c in codes}

    def generate(self):
        """Generate the chosen set (a few milliseconds: at most 5,000 points); undoable."""
        name, n = self.dataset_combo.currentData(), self.n_spin.value()
        seed = self.data_seed_spin.value()
        if name.endswith("classes"):
            X, y = datasets.multi_class(n, n_classes=int(name[0]), random_state=seed)
        else:
            X, y = datasets.two_class(name, n, random_state=seed)
        self.loader.runner.cancel()       # a file still being read must not replace these
        self.editor.set_data(X, y.astype(int), None, what="generate")
        self._source = (QT_TR_NOOP("Generated: {name}, {n} points (seed {seed})."),
                        dict(name=self.dataset_combo.currentText(), n=f"{len(X):,}", seed=seed))
        self._show_source()
        self.messages.clear_message()

    def _open_preset(self) -> None:
        """The notes' example chosen in the Data box (``presets.PRESETS``)."""
        key = self.presets_combo.currentData()
        if key is not None:
            presets.apply(self, presets.PRESETS[key])

    def open_path(self, path):
        """Read x, y and a class per row on a worker; a failure keeps the points."""
        self.loader.start(read_labelled_job(path), tr("Reading {path}…").format(path=path))

    def _loaded(self, result):
        self.editor.set_data(result.X, result.y, result.names, what="load")
        names = list(self.class_names.values())
        classes = ", ".join(map(str, names))
        self._source = (QT_TR_NOOP("Loaded from {source}: {n} points, classes {classes}."),
                        dict(source=result.source, n=f"{len(result.X):,}", classes=classes))
        self._show_source()
        self.messages.info(lambda: tr("Loaded {n} points of {k} classes ({classes}). Undo "
                                      "brings the previous points back."),
                           n=f"{len(result.X):,}", k=len(names), classes=classes)

    def save_points(self, path):
        """x, y and the class: the file's own class names when it had them, else the codes."""
        if self.editor.meta is not None:
            names = self.class_names
            labels = [names[int(c)] for c in self.y]
        else:
            labels = [int(c) for c in self.y]
        write_points(path, self.X, ["x", "y"], labels=labels)

    def open_dialog(self):
        path = ask_open_file(self, tr("Load points"), "CSV (*.csv *.tsv *.txt)")
        if path:
            self.open_path(path)

    def _view_on_show(self, view) -> None:
        """Every view shows only its own controls: SMO's transport block, explanation and α
        table with SMO; the model box (margin, C, kernel) where those settings are used; the lab
        views bring their own."""
        self.messages.clear_message()        # a message belongs to the view it was said in
        smo = view is self.smo_page
        self.controls.set_shortcuts_enabled(smo)
        for w in (self.export_button, self.smo_panel):
            w.setVisible(smo)
        self.model_box.setVisible(smo or any(view is v for v in self._made_views(MODEL_VIEWS)))
        title = self.views.tabText(self.views.currentIndex())
        self.view_parts.show_for(view, self.view_box, QCoreApplication.translate(
            "Navigator", title).replace("&&", "&"))

    def training_data(self):
        return self.X, self.y

    def undo(self):
        self.editor.undo()

    def redo(self):
        self.editor.redo()

    def _click_label(self):
        i = self.class_combo.currentIndex()
        return self._class_codes[i] if 0 <= i < len(self._class_codes) else 1

    def _refresh_class_choices(self):
        present = np.unique(self.y).tolist()
        if set(present) <= {-1, 1}:
            codes = [1, -1, 2, 3, 4]
        else:
            top = max(present) if present else 0
            codes = present + [top + 1, top + 2]
        names = self.class_names
        current = self._click_label() if self._class_codes else None
        self._class_codes = codes
        self.class_combo.blockSignals(True)
        self.class_combo.clear()
        self.class_combo.addItems([str(names.get(c, "+1" if c == 1 else "−1" if c == -1 else
                                                 tr("new class {c}").format(c=c)))
                                   for c in codes])
        self.class_combo.setCurrentIndex(codes.index(current) if current in codes else 0)
        self.class_combo.blockSignals(False)

    def _data_changed(self, what):
        if what in ("load", "generate", "undo", "redo"):
            self._refresh_class_choices()
        if what in ("add", "move", "delete", "spray", "undo", "redo"):
            self._source = (QT_TR_NOOP("Edited: {n} points."), dict(n=f"{len(self.X):,}"))
            self._show_source()
        self.view.set_points(self.X, editable=True)
        self.view.color_by_labels(self._class_index())
        if what in ("load", "generate"):
            self.view.enableAutoRange()
        self.reset()
        for v in self._made_views(DATA_VIEWS):
            v.invalidate()

    def _dragging(self):
        self.view.set_points(self.X)
        self.view.color_by_labels(self._class_index())

    def _select(self, i):
        self.selected = i
        self.view.set_highlight([] if i is None else [i])
        self._explain()

    # == model and runs =====================================================================
    def _params_changed(self, *_):
        kernel = self.kernel_combo.currentData()
        self.degree_spin.setEnabled(kernel == "poly")
        self.coef0_spin.setEnabled(kernel in ("poly", "sigmoid"))
        self.width_combo.setEnabled(kernel != "linear")
        self.width_spin.setEnabled(kernel != "linear" and
                                   self.width_combo.currentData() != "scale")
        self.c_slider.setEnabled(self.margin_combo.currentData() != "hard")
        self._show_c()
        self.reset()
        for v in self._made_views(MODEL_VIEWS):
            v.invalidate()

    def _class_index(self):
        return np.searchsorted(np.unique(self.y), self.y)

    def _start_run(self):
        """Validate and return the SMO steps. The hard-margin check is a small linear program
        (or none, for RBF); the kernel values the drawing needs (grid × points for the heat map,
        points × points for y·f(x)) are computed on the worker before the first step, so every
        redraw is a matrix-vector product."""
        if len(np.unique(self.y)) != 2:
            raise DataError(tr("SMO trains a binary SVM: keep exactly two classes here (the "
                               "Multiclass view combines binary machines for more)."))
        params = self.model_params()
        svc = SVC(**params)
        X, y = self.X, self.y

        def steps():
            # iter_fit validates at once, and for a hard margin that is a linear program
            # (seconds on thousands of points with a polynomial kernel): on the worker, so a
            # refusal arrives as the run's failure message
            yield from svc.iter_fit(X, y)

        self.messages.clear_message()
        n = grid_size(len(self.X))
        self._run = {"svc": svc, "params": params, "rect": self.view.data_rect(), "grid": n,
                     "ys": np.where(y == np.unique(y)[1], 1.0, -1.0)}
        return _with_kernels(self._run, self.X, steps())

    def _on_reset(self):
        self.messages.clear_message()        # a message of the run that is gone
        self._series = {"objective": ([], []), "violation": ([], [])}
        self.history_plot.clear_series()
        self._show_kkt_empty()
        self.controls.status.setText(tr("Step takes one SMO pair update; Run animates them."))

    def _show_kkt_empty(self):
        self.kkt_empty.setHtml("<div style='text-align:center'>" + tr(
            "the largest KKT violation m(α) − M(α) of each step; SMO stops below 10⁻³") +
            "</div>")
        self.kkt_empty.setPos(5, 0.5)
        self.kkt_empty.setVisible(True)

    def shutdown(self):
        """Cancel every run and job of this tab (window closing)."""
        cancel_all(self)

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
        self.kkt_empty.setVisible(False)
        self._redraw.start()

    def _on_finished(self):
        last = self.history[-1]
        svs = int(np.sum(last.alpha > 1e-8))
        if last.converged:
            self.controls.status.setText(tr(
                "Converged after %n pair update(s): max KKT violation {v:.2g} < tol; {sv} "
                "support vectors.", last.iteration).format(v=last.max_violation, sv=svs))
        else:
            self.controls.status.setText(tr(
                "Stopped at the iteration cap after %n pair update(s) (not converged: max KKT "
                "violation {v:.2g}); {sv} support vectors.", last.iteration).format(
                    v=last.max_violation, sv=svs))

    # == drawing ==========================================================================
    def current(self):
        return self.driver.current()

    def draw(self):
        step = self.current()
        if step is None or step.alpha is None:
            self.layer.set_function(None, None)
            self.layer.set_support(self.X, None)
        else:
            r = self._run
            svc = r["svc"]
            f = decision_values(svc, self.X, self.y, step.alpha, step.b, K=r["K"])
            self.layer.set_function(f, r["rect"], r["grid"])
            self.layer.set_support(self.X, step.alpha, step.pair)
            k = self.history.cursor
            prev = self.history[k - 1] if k >= 2 else None
            self.layer.set_ghost(None if getattr(prev, "alpha", None) is None else
                                 decision_values(svc, self.X, self.y, prev.alpha, prev.b,
                                                 K=r["K"]), r["grid"])
        self.history_plot.set_cursor(self.controls.history_slider.value())
        self.predict.mark()
        if self.runner.state != "running":
            self._fill_table(step)
        self._explain()

    def _explain(self):
        # every point's KKT case costs n × |SV| kernel values: not at each frame of a big run
        kkt = len(self.X) <= KKT_EVERY_FRAME or self.runner.state != "running"
        self.explanation.setHtml(svm_explain.explain(
            self.current(), self.X, self.y, self._run, self.selected, self.c_form(), kkt))

    def _show_source(self):
        text, values = getattr(self, "_source", ("", {}))
        self.source_label.setText(tr(text).format(**values) if text else "")

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        """A language change: every built word again, and the texts made from numbers."""
        if event.type() == QEvent.LanguageChange and hasattr(self, "binding"):
            retranslate(self)
            self.view_parts.show_for(self.views.currentWidget(), self.view_box,
                                     QCoreApplication.translate("Navigator", self.views.tabText(
                                         self.views.currentIndex())).replace("&&", "&"))
            self.history_plot.set_title(tr("dual objective W(α)"), bottom=tr("KKT violation"))
            self._show_source()
            self._show_c()
            self._refresh_class_choices()
            self._table_key = None
            self._fill_table(self.current())
            self._explain()
            if self.kkt_empty.isVisible():
                self._show_kkt_empty()
            if len(self.history) <= 1:
                self.controls.status.setText(tr("Step takes one SMO pair update; Run animates "
                                                "them."))
            elif self.runner.state == "finished" and self.history:
                self._on_finished()
            for view in self._made_views():
                if hasattr(view, "retranslate"):
                    view.retranslate()
        super().changeEvent(event)

