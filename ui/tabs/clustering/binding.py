"""The Clustering tab's run bound to its :class:`ui.models.ClusteringRunModel`: the algorithm
controls are the model's :class:`ui.models.ClusteringParams` (both ways), the points and the
clicked centres its data, the StepDriver's history its run (the step on show is the model's
cursor), the clicked point its selection; sessions save and restore it, the export reads it."""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from ...bindings import ViewBinding, signals_blocked
from ...models import ClusteringParams, ClusteringRunModel
from . import scene as clustering_scene


class ClusteringBinding(ViewBinding):
    key = "clustering"
    title = "Clustering"

    def __init__(self, tab):
        self.tab = tab
        model = ClusteringRunModel(self._read(tab), history=tab.driver.history)
        with model.muted():
            model.points = tab.X
        super().__init__(tab, tab.driver, model, tab.messages)
        self._source = None
        for w in (tab.algorithm_combo, tab.init_combo, tab.covariance_combo):
            w.currentIndexChanged.connect(self.widgets_changed)
        for w in (tab.k_spin, tab.restarts_spin, tab.max_iter_spin, tab.beta_slider,
                  tab.controls.seed_spin):
            w.valueChanged.connect(self.widgets_changed)
        tab.editor.changed.connect(self._points_changed)
        tab.view.point_selected.connect(lambda i: setattr(self.model, "selection", i))
        tab.view2.point_selected.connect(lambda i: setattr(self.model, "selection", i))
        tab.loader.runner.result.connect(self._loaded)
        model.on_change("selection", self._show_selection)
        self.changed = False

    # -- parameters ------------------------------------------------------------------------
    @staticmethod
    def _read(tab) -> ClusteringParams:
        return ClusteringParams(
            algorithm=tab.algorithm_combo.key(), n_clusters=tab.k_spin.value(),
            init=tab.init_combo.key(), n_init=tab.restarts_spin.value(),
            max_iter=tab.max_iter_spin.value(), beta=tab.beta(),
            covariance_type=tab.covariance_combo.key(),
            seed=tab.controls.seed_spin.value())

    def params_from_widgets(self) -> ClusteringParams:
        return self._read(self.tab)

    def show_params(self, p: ClusteringParams) -> None:
        t = self.tab
        with self.showing():
            widgets = (t.algorithm_combo, t.init_combo, t.covariance_combo, t.k_spin,
                       t.restarts_spin, t.max_iter_spin, t.beta_slider, t.controls.seed_spin)
            with signals_blocked(widgets):
                t.algorithm_combo.setCurrentText(p.algorithm)
                t.init_combo.setCurrentText(p.init)
                t.covariance_combo.setCurrentText(p.covariance_type)
                t.k_spin.setValue(p.n_clusters)
                t.restarts_spin.setValue(p.n_init)
                t.max_iter_spin.setValue(p.max_iter)
                t.beta_slider.setValue(round(100 * math.log10(p.beta)))
                t.controls.seed_spin.setValue(p.seed)
            t._params_changed()           # what is enabled, the β label, and a reset

    # -- data and selection ----------------------------------------------------------------
    def _points_changed(self, _what):
        self.model.points = self.tab.X

    def _loaded(self, result):
        source = getattr(result, "source", None)
        self._source = str(source) if source and Path(str(source)).is_file() else None

    def _show_selection(self, i):
        if i is not None and i != self.tab.selected and i < len(self.tab.X):
            self.tab._select(i)

    def sources(self):
        return [self._source] if self._source else []

    # -- sessions ----------------------------------------------------------------------------
    def state(self):
        t = self.tab
        with self.model.muted():
            self.model.clicked_centers = np.array(t.clicked_centers, float).reshape(-1, 2)
            self.model.selection = None if t.selected is None else int(t.selected)
        state = super().state()
        state.extra.update(run_meta=dict(t._run_meta), columns=list(t.meta.columns or ()))
        return state

    def restore(self, state) -> None:
        t = self.tab
        t.loader.runner.cancel()
        t.documents.panel.runner.cancel()
        with self.showing():
            cols = [str(c) for c in state.extra.get("columns") or ()]
            t.set_data(state.arrays["points"], columns=cols or None)
            t.clicked_centers = [(float(x), float(y)) for x, y in
                                 np.asarray(state.arrays["clicked_centers"]).reshape(-1, 2)]
            self.show_params(state.params)
        meta = state.extra.get("run_meta")
        t._run_meta = dict(meta) if isinstance(meta, dict) else {}
        t.selected = state.selection
        self.restore_history(state, on_steps=t._on_steps)
        if state.selection is not None:
            t._select(state.selection)

    # -- export -----------------------------------------------------------------------------
    def frame_widget(self):
        return self.tab.view

    def redraw_now(self):
        self.tab._draw_current()

    def report(self) -> dict:
        t = self.tab
        names = list(t._series)
        rows = []
        for i, s in enumerate(self.model.history.steps, 1):
            values = dict(clustering_scene.objective(s))
            rows.append([i, s.iteration, s.phase] + [values.get(n, "") for n in names])
        return {"images": {"clusters": t.view, "objective": t.history_plot},
                "html": t.explanation.toHtml(),
                "tables": {"history": (["step", "iteration", "phase"] + names, rows),
                           "points": (t.columns[:t.X.shape[1]], t.X.tolist())}}
