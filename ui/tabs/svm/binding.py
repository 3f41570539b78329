"""The SVM tab's SMO run bound to its :class:`ui.models.SvmRunModel`: the model controls are
the model's :class:`ui.models.SmoParams` (both ways), the points and class codes its data, the
StepDriver's history its run (the step on show is the model's cursor), the clicked point its
selection. A restored run gets the heat map's kernel values from a job on a worker (the
same ``_with_kernels`` a run uses), then shows the saved steps."""
from __future__ import annotations

import numpy as np

from engine import Progress

from ...bindings import ViewBinding, signals_blocked
from ...models import SmoParams, SvmRunModel
from ...runner import AlgorithmRunner
from .texts import set_key, tr


def kernels_job(params: dict, X, y, rect, n):
    """The drawing's kernel matrices for a saved run (what a run computes before its first
    step), on a worker."""
    from engine.svm import SVC

    from .smo_parts import _with_kernels

    yield Progress(0, 1, tr("kernel values for the heat map…"))
    svc = SVC(**params)
    ys = np.where(y == np.unique(y)[1], 1.0, -1.0)
    run = {"svc": svc, "params": params, "rect": rect, "grid": n, "ys": ys}
    for _ in _with_kernels(run, X, svc.iter_fit(X, y)):
        break                      # the kernels are computed before the first step is given
    return run


class SvmBinding(ViewBinding):
    key = "svm"
    title = "SVM (SMO)"
    # a replayed SMO run would draw with kernel values of the plot's rectangle now, not the
    # saved one's: a reopened SMO run is scrubbed, and Reset starts it again
    resumable = False

    def __init__(self, tab):
        self.tab = tab
        model = SvmRunModel(self._read(tab), history=tab.driver.history)
        with model.muted():
            model.points, model.labels = tab.X, np.asarray(tab.y, np.int64)
        super().__init__(tab, tab.driver, model, tab.messages)
        self._pending = None
        self.kernels = AlgorithmRunner(tab)
        self.kernels.result.connect(self._kernels_ready)
        self.kernels.failed.connect(lambda m: tab.messages.error(
            lambda: tr("The saved run cannot be drawn: {why}."),
            why=m.rstrip('.')))
        for w in (tab.margin_combo, tab.kernel_combo, tab.width_combo):
            w.currentIndexChanged.connect(self.widgets_changed)
        for w in (tab.c_slider, tab.degree_spin, tab.coef0_spin, tab.width_spin,
                  tab.controls.seed_spin):
            w.valueChanged.connect(self.widgets_changed)
        tab.editor.changed.connect(self._points_changed)
        tab.view.point_selected.connect(lambda i: setattr(self.model, "selection", i))
        self.changed = False

    # -- parameters ------------------------------------------------------------------------
    @staticmethod
    def _read(tab) -> SmoParams:
        return SmoParams(C=tab.c_value(), kernel=tab.kernel_combo.currentData(),
                         degree=tab.degree_spin.value(), coef0=tab.coef0_spin.value(),
                         width=tab.width_combo.currentData() or "scale",
                         width_value=tab.width_spin.value(),
                         margin=tab.margin_combo.currentData(),
                         seed=tab.controls.seed_spin.value())

    def params_from_widgets(self) -> SmoParams:
        return self._read(self.tab)

    def show_params(self, p: SmoParams) -> None:
        t = self.tab
        widgets = (t.margin_combo, t.kernel_combo, t.width_combo, t.c_slider, t.degree_spin,
                   t.coef0_spin, t.width_spin, t.controls.seed_spin)
        with self.showing():
            with signals_blocked(widgets):
                set_key(t.margin_combo, p.margin)
                set_key(t.kernel_combo, p.kernel)
                set_key(t.width_combo, p.width)
                t.set_c(p.C)
                t.degree_spin.setValue(p.degree)
                t.coef0_spin.setValue(p.coef0)
                t.width_spin.setValue(p.width_value)
                t.controls.seed_spin.setValue(p.seed)
            t._params_changed()

    # -- data --------------------------------------------------------------------------------
    def _points_changed(self, _what):
        if not self._showing:
            self._pending = None          # new points: a restore still waiting is stale
        self.model.points = self.tab.X
        self.model.labels = np.asarray(self.tab.y, np.int64)

    # -- sessions ----------------------------------------------------------------------------
    def state(self):
        t = self.tab
        with self.model.muted():
            self.model.selection = None if t.selected is None else int(t.selected)
        state = super().state()
        run = t._run
        names = t.editor.meta
        state.extra.update(
            rect=[float(v) for v in run["rect"]] if run.get("rect") is not None else None,
            grid=int(run["grid"]) if run.get("grid") is not None else None,
            class_names=[str(n) for n in names] if names is not None else None,
            source=t.source_label.text(), c_form=t.c_form())
        return state

    @property
    def ready(self) -> bool:
        return self._pending is None

    def restore(self, state) -> None:
        t = self.tab
        t.loader.runner.cancel()
        names = state.extra.get("class_names")
        with self.showing():
            t.editor.set_data(np.asarray(state.arrays["points"], float),
                              np.asarray(state.arrays["labels"], int),
                              list(names) if isinstance(names, list) else None, what="load")
            if state.extra.get("c_form") in ("loss", "notes"):     # before C is shown
                set_key(t.c_form_combo, state.extra["c_form"])
            self.show_params(state.params)
        if isinstance(state.extra.get("source"), str):
            t.source_label.setText(state.extra["source"])
        rect, n = state.extra.get("rect"), state.extra.get("grid")
        if not state.steps or rect is None or n is None:
            t.selected = state.selection
            self.restore_history(state, on_steps=t._on_steps)
            return
        self._pending = state
        self.kernels.start(kernels_job(state.params.svc_params(), t.X, t.y, tuple(rect),
                                       int(n)), run=True)

    def _kernels_ready(self, run):
        state, self._pending = self._pending, None
        if state is None:
            return
        t = self.tab
        t._run = run
        t.selected = state.selection
        t._table_key = None
        self.restore_history(state, on_steps=t._on_steps)
        t._fill_table(t.current())
        if state.selection is not None:
            t._select(state.selection)

    # -- export -----------------------------------------------------------------------------
    def frame_widget(self):
        return self.tab.view

    def redraw_now(self):
        self.tab.draw()

    def report(self) -> dict:
        t = self.tab
        rows = [[i, s.iteration, s.pair[0], s.pair[1], s.dual_objective, s.max_violation, s.b]
                for i, s in enumerate(self.model.history.steps, 1)]
        step = t.current()
        alpha = [] if step is None or step.alpha is None else step.alpha
        points = [[i, x, y, int(c)] + ([float(alpha[i])] if len(alpha) else [])
                  for i, ((x, y), c) in enumerate(zip(t.X.tolist(), t.y))]
        return {"images": {"decision": t.view, "objective": t.history_plot},
                "html": t.explanation.toHtml(),
                "tables": {"history": (["step", "iteration", "i", "j", "dual W(α)",
                                        "max KKT violation", "b"], rows),
                           "points": (["i", "x", "y", "class"] + (["α"] if len(alpha) else []),
                                      points)}}
