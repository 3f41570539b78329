"""The Qt side of the view models: a binding joins a view's widgets to its
:class:`ui.models.RunModel` both ways, saves and restores the model for sessions, and hands
the export what the view shows (``ui/tabs/*/binding.py`` subclass :class:`ViewBinding`).

The model is the state: its history *is* the StepDriver's (so the step on show is the
model's cursor), its parameters are set from the controls (validated by the engine; a refusal
keeps the old ones and says why) and shown back in them, its selection is the point or node
clicked. The widgets keep only what they paint.
"""
from __future__ import annotations

from collections.abc import MutableMapping
from contextlib import contextmanager
from itertools import islice

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

from engine import DataError

from . import i18n

from .models import Settings, ViewState
from .models.views import RunModel


@contextmanager
def signals_blocked(widgets):
    """Set several widgets from a model without each change firing its handlers (a restore
    would otherwise reset the run once per widget); the signals come back even on an error."""
    for w in widgets:
        w.blockSignals(True)
    try:
        yield
    finally:
        for w in widgets:
            w.blockSignals(False)


def _after(steps, n):
    """The steps of a replayed run after its first ``n`` (its Progress reports skipped: the
    history counts steps only)."""
    from engine import Progress

    return islice((s for s in steps if not isinstance(s, Progress)), n, None)


class QSettingsStore(MutableMapping):
    """The settings mapping over QSettings (string values under ``models/…``)."""

    def __init__(self, settings: QSettings | None = None):
        self.qsettings = settings if settings is not None else QSettings("Trellis", "Trellis")

    def __getitem__(self, key):
        value = self.qsettings.value(key)
        if value is None:
            raise KeyError(key)
        return str(value)

    def __setitem__(self, key, value):
        self.qsettings.setValue(key, value)

    def __delitem__(self, key):
        self.qsettings.remove(key)

    def __iter__(self):
        return iter(self.qsettings.allKeys())

    def __len__(self):
        return len(self.qsettings.allKeys())


class ViewBinding:
    """Base of the per-view bindings. Subclasses set ``key`` (the view's name in a session),
    build ``self.model`` over ``driver.history`` and implement :meth:`params_from_widgets`,
    :meth:`show_params` and :meth:`restore`."""

    key = ""
    title = ""

    def __init__(self, view: QWidget, driver, model: RunModel, messages):
        self.view, self.driver, self.model, self.messages = view, driver, model, messages
        self.changed = False          # since the session was last saved or opened
        self._showing = 0
        model.on_change("*", self._mark)
        model.history.on_change("length", lambda _: self._mark())
        model.history.on_change("cursor", lambda _: self._mark())

    def _mark(self, *_):
        if not self._showing:
            self.changed = True

    @contextmanager
    def showing(self):
        """Write model values into the widgets without the widgets writing back."""
        self._showing += 1
        try:
            yield
        finally:
            self._showing -= 1

    # -- parameters both ways ----------------------------------------------------------------
    def params_from_widgets(self):
        raise NotImplementedError

    def show_params(self, params) -> None:
        raise NotImplementedError

    def widgets_changed(self, *_):
        """A control changed: the model takes the new parameters, or keeps the old ones and
        the view says what the engine refused."""
        if self._showing:
            return
        try:
            self.model.params = self.params_from_widgets()
        except DataError as exc:
            self.messages.error(i18n.describe(exc))

    def use_settings(self, settings: Settings) -> None:
        """Start from the parameters remembered last time, and remember every change."""
        params = settings.load(type(self.model.params))
        if params != self.model.params:
            self.show_params(params)
            self.model.params = params
        settings.remember(self.model)
        self._remember_predict(settings.store)
        self.changed = False

    def _remember_predict(self, store) -> None:
        """Predict mode stays on (or off) for this view between runs of the app."""
        button = getattr(getattr(self.driver, "controls", None), "predict_button", None)
        if button is None:
            return
        key = f"predict/{self.key}"
        if store.get(key) == "on" and not button.isChecked():
            button.setChecked(True)
        button.toggled.connect(lambda on: store.__setitem__(key, "on" if on else "off"))

    # -- sessions ------------------------------------------------------------------------------
    def state(self) -> ViewState:
        self.model.message = self.messages.text() if self.messages.kind else ""
        state = self.model.state()
        state.extra = {**state.extra, "message_kind": self.messages.kind or "info",
                       "run_state": self.driver.runner.state}
        if getattr(self.driver, "predictor", None) is not None:
            state.extra["predict"] = self.driver.predictions.record()
        return state

    def sources(self) -> list[str]:
        """Paths of the files the view's data came from (saved with their SHA-256)."""
        return []

    def restore(self, state: ViewState) -> None:
        raise NotImplementedError

    @property
    def ready(self) -> bool:
        """False while a restore still waits for a worker (a tagger being read)."""
        return True

    resumable = True          # a saved run still going can go on (its steps are replayable)

    def restore_history(self, state: ViewState, on_steps=None) -> None:
        """The saved run back in the driver: its steps, its cursor, the curves (``on_steps``
        as for steps arriving from a run), and the controls saying where it stands. A run that
        was still going when saved goes on at the next Step or Run: the engine replays it from
        the start with the same settings and seed on the worker, and the steps after the saved
        ones are added (a run that had finished or was cancelled: Reset starts a new one)."""
        d = self.driver
        d.runner.cancel(state="idle")
        with self.showing():
            self.model.apply(state)
        steps = state.steps
        d.controls.set_history_length(len(steps))
        if steps and on_steps is not None:
            d._filling = True
            try:
                on_steps(list(steps), 1)
            finally:
                d._filling = False
        going = bool(steps) and self.resumable and state.extra.get("run_state") in (
            "paused", "running")
        if going:
            n = len(steps)
            d.resume = lambda: _after(d._make_steps(), n)
        d.controls.set_state("paused" if going else "finished" if steps else "idle",
                             finished=bool(steps) and not going)
        record = state.extra.get("predict")
        if record is not None and getattr(d, "predictor", None) is not None:
            d.predictions.restore(record)                 # checked with the state on reading
            with signals_blocked([d.controls.predict_button]):
                d.controls.predict_button.setChecked(d.predictions.enabled)
            d.controls.show_score(d.predictions.right, d.predictions.asked)
        d.history.emit("cursor", d.history.cursor)        # the slider and one redraw
        if steps:
            translate = QCoreApplication.translate
            d.controls.status.setText((translate(
                "ViewBinding", "Restored from the session at step {step} of {n}; Step or Run "
                "goes on with the run.") if going else translate(
                "ViewBinding", "Restored from the session at step {step} of {n}; scrub the "
                "history, or Reset to run again (the same seed replays it).")).format(
                    step=state.cursor, n=len(steps)))
        if state.message:
            self.messages.show_message(state.message, state.extra.get("message_kind", "info")
                                       if state.extra.get("message_kind") in
                                       ("info", "warning", "error") else "info")
        self.changed = False

    # -- export --------------------------------------------------------------------------------
    def frame_widget(self) -> QWidget:
        """The widget an animation frame is a picture of."""
        raise NotImplementedError

    def redraw_now(self) -> None:
        """Draw the step under the cursor at once (export steps the cursor frame by frame)."""
        self.driver._redraw()

    def report(self) -> dict:
        """What the report folder shows: ``images`` {name: widget}, ``html`` (the formulas
        with their numbers, as the explanation panel shows them), ``tables`` {name: (header,
        rows)}."""
        raise NotImplementedError
