"""The edit-distance view bound to its :class:`ui.models.EditDistanceModel`: source, target,
costs and level are the model's :class:`ui.models.EditDistanceParams` (both ways), the
StepDriver's history its fill (the step on show is the model's cursor). Reopening a session
computes the table on a worker as Compute does, then shows the saved cells."""
from __future__ import annotations

from ...bindings import ViewBinding, signals_blocked
from ...models import EditDistanceModel, EditDistanceParams


class EditDistanceBinding(ViewBinding):
    key = "edit_distance"
    title = "Minimum edit distance"

    def __init__(self, view):
        self.edit = view
        model = EditDistanceModel(self._read(view), history=view.driver.history)
        super().__init__(view, view.driver, model, view.messages)
        self._pending = None
        # the view computes a new table on these; the model takes the parameters then
        view.compute_button.clicked.connect(self.widgets_changed)
        view.snowy_button.clicked.connect(self.widgets_changed)
        view.jamo_button.clicked.connect(self.widgets_changed)
        # after the view's own handler (connected first): the table is there
        view.panel.runner.result.connect(self._computed)
        self.changed = False

    @staticmethod
    def _read(v) -> EditDistanceParams:
        return EditDistanceParams(v.source_edit.text(), v.target_edit.text(),
                                  v.insert_spin.value(), v.delete_spin.value(),
                                  v.sub_spin.value(), v.level())

    def params_from_widgets(self) -> EditDistanceParams:
        return self._read(self.edit)

    def show_params(self, p: EditDistanceParams) -> None:
        v = self.edit
        widgets = (v.source_edit, v.target_edit, v.insert_spin, v.delete_spin, v.sub_spin,
                   v.level_combo)
        with self.showing():
            with signals_blocked(widgets):
                v.source_edit.setText(p.source)
                v.target_edit.setText(p.target)
                v.insert_spin.setValue(p.insert)
                v.delete_spin.setValue(p.delete)
                v.sub_spin.setValue(p.substitute)
                v.set_level(p.level)

    def use_settings(self, settings) -> None:
        before = self.model.params
        super().use_settings(settings)
        if self.model.params != before:       # the remembered strings and costs: a new table
            self.edit.compute()

    def state(self):
        with self.model.muted():
            self.model.params = self._read(self.edit)
        return super().state()

    @property
    def ready(self) -> bool:
        return self._pending is None

    def restore(self, state) -> None:
        self.show_params(state.params)
        self._pending = state
        self.edit.compute()

    def _computed(self, _result):
        state, self._pending = self._pending, None
        if state is not None:
            self.restore_history(state, on_steps=self.edit._on_steps)

    def frame_widget(self):
        return self.edit.table

    def redraw_now(self):
        self.edit.redraw()

    def report(self) -> dict:
        v = self.edit
        res = v.result
        tables = {}
        if res is not None and res.table is not None:
            r = res.table
            rows_items = [""] + [str(x) for x in r.a]
            tables["table"] = (["", ""] + [str(y) for y in r.b],
                               [[rows_items[i]] + [float(e) for e in row]
                                for i, row in enumerate(r.table)])
        return {"images": {"table": v.table}, "html": v.explanation.toHtml(),
                "tables": tables}
