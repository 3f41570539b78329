"""StepDriver: the Step / Run / Pause / Reset / Cancel / history logic shared by every view that
steps an algorithm. It connects a StepControls to an AlgorithmRunner and fills the run's history
(a :class:`ui.models.History`, index 0 the initial state; a view's model may hand its own): the
step on show is the history's cursor, and the history slider only shows and moves it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from engine import DataError

from .. import i18n

from ..models.history import History, HistoryFull
from ..models.predict import Predictions, Question, Verdict  # noqa: F401 (Question: re-exported)
from ..runner import AlgorithmRunner


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # a module-level tr() is read by lupdate under the empty context, with its plural forms
    return QCoreApplication.translate("", text, disambiguation, n)


class StepDriver(QObject):
    """``make_steps()`` returns the run's step iterator (or raises ValueError/DataError with a
    message for the user); ``on_steps(batch, start)`` sees each new batch, ``redraw()`` draws
    the step the history slider points at, ``on_reset()`` clears the view's own run state."""

    def __init__(self, controls, *, make_steps, on_steps, redraw, on_error, on_failed=None,
                 on_reset=None, on_finished=None, parent=None, history: History | None = None):
        super().__init__(parent)
        self.controls = controls
        self.runner = AlgorithmRunner(self)
        self.history = History() if history is None else history
        self._filling = False
        self.history.on_change("cursor", self._cursor_moved)
        # a reopened session's run that was still going: makes the steps after the saved
        # ones (the run replayed from its start by the same seed), on the first Step or Run
        self.resume = None
        self._make_steps, self._on_steps_cb, self._redraw = make_steps, on_steps, redraw
        self._on_error, self._on_reset = on_error, on_reset
        c = controls
        c.step_requested.connect(self.step)
        c.run_requested.connect(self.run)
        c.run_to_end_requested.connect(self.run_to_end)
        c.pause_requested.connect(self.runner.pause)
        c.reset_requested.connect(self.reset)
        c.cancel_requested.connect(self.runner.cancel)
        c.speed_changed.connect(self.runner.set_interval)
        c.history_moved.connect(self.history.move)
        self.runner.set_interval(c.interval())
        self.runner.steps.connect(self._on_steps)
        self.runner.failed.connect(on_failed or on_error)
        self.runner.state_changed.connect(
            lambda s: c.set_state(s, finished=s in ("finished", "failed", "cancelled")))
        self.runner.state_changed.connect(self._say_state)
        if on_finished:
            self.runner.finished.connect(on_finished)
        self.runner.finished.connect(lambda: c.set_converged(
            bool(getattr(self.history[-1], "converged", False)),
            getattr(self.history[-1], "iteration", len(self.history) - 1)))
        # predict mode (issue 25): a view that can ask sets ``predictor``; Step then holds the
        # engine's next step back until the student has answered on the picture
        self.predictions = Predictions()
        self.predictor = None          # (step on show, next step) -> Question | None
        self.on_question = None        # the view marks the question's target
        self.on_verdict = None         # the view shows the grade and the formula
        self._held: list = []
        c.predict_button.toggled.connect(self._predict_toggled)

    def enable_predictions(self, predictor, on_question, on_verdict) -> None:
        """Offer predict mode on this run's Step: ``predictor(previous, next)`` returns the
        question for the next step (or None: nothing to ask at this phase)."""
        self.predictor, self.on_question, self.on_verdict = predictor, on_question, on_verdict
        self.controls.predict_button.setVisible(True)

    def _predict_toggled(self, on: bool) -> None:
        self.predictions.enabled = on
        if not on and self.predictions.awaiting:
            self.predictions.withdraw()
            self._reveal()

    def answer(self, guess) -> Verdict | None:
        """The student's answer to the pending question: graded, then the step is shown."""
        if not self.predictions.awaiting:
            return None
        verdict = self.predictions.answer(guess)
        self.controls.show_score(self.predictions.right, self.predictions.asked)
        self._reveal()
        if self.on_verdict:
            self.on_verdict(verdict)
        return verdict

    def _reveal(self) -> None:
        held, self._held = self._held, []
        if held:
            self._take(held)

    def ensure_run(self):
        """Start a run unless one is active; False if the last run ended (Reset first) or the
        input was refused."""
        if self.runner.active:
            return True
        make = self._make_steps
        if len(self.history) > 1:
            if self.resume is None:
                return False
            make, self.resume = self.resume, None
        try:
            steps = make()
        except (DataError, ValueError) as exc:
            self._on_error(i18n.describe(exc))
            return False
        self.runner.start(steps)
        return True

    def step(self):
        if self.predictions.awaiting:             # one question at a time
            self.controls.status.setText(QCoreApplication.translate(
                "StepControls", "Answer on the picture first: {prompt}").format(
                    prompt=self.predictions.pending.prompt))
            return
        if self.ensure_run():
            self.runner.step()

    def run(self):
        if self.ensure_run():
            self.runner.set_interval(self.controls.interval())
            self.runner.run()

    def run_to_end(self):
        """Compute the rest of the run at full speed (no animation); the history slider then
        scrubs through every step."""
        if self.ensure_run():
            self.runner.set_interval(0.0)
            self.runner.run()

    def reset(self):
        """Drop the run and its history; the view's data and settings stay."""
        self.runner.cancel(state="idle")
        self.runner.set_interval(self.controls.interval())
        self.resume = None
        with self.history.muted():        # one redraw, after the view cleared its run state
            self.history.clear()
        self._held = []
        self.predictions.reset()
        self.controls.show_score(0, 0)
        self.controls.set_converged(False)
        self.controls.set_history_length(0)
        self.controls.set_state("idle")
        if self._on_reset:
            self._on_reset()
        self.history.emit("length", len(self.history))
        self.history.emit("cursor", 0)    # redraws (and tells the view's model)

    def _say_state(self, state):
        """A plain status for every stepped view (a view may write a richer one after this):
        a finished run says whether it converged or was stopped by its cap."""
        n = len(self.history) - 1
        last = self.history[-1]
        if getattr(self, "predictions", None) is not None and self.predictions.awaiting:
            self.controls.status.setText(self.predictions.pending.prompt)
            return
        translate = QCoreApplication.translate
        start = translate("StepControls", "Step (Space) or Run (Ctrl+R) to start.")
        if state == "running":
            text = translate("StepControls", "Running…")
        elif state == "paused":
            text = translate("StepControls", "Paused at step {n}.").format(n=n) if n else start
        elif state == "finished":
            how = (translate("StepControls", "complete") if not getattr(last, "iterative", True)
                   else translate("StepControls", "converged")
                   if getattr(last, "converged", False) else
                   translate("StepControls", "stopped by its cap ({why})").format(
                       why=last.stopped) if getattr(last, "stopped", None)
                   else translate("StepControls", "done"))
            text = tr("Finished after %n step(s): {how}.", "", n).format(how=how)
        elif state == "cancelled":
            text = tr("Cancelled after %n step(s); the steps so far are kept.", "", n)
        else:
            text = start
        self.controls.status.setText(text)

    def index(self):
        """The history's cursor: the step on show."""
        return self.history.cursor

    def current(self):
        """The step the cursor is on (None: the initial state)."""
        return self.history.current

    def _cursor_moved(self, index):
        """The model's cursor moved (the slider, a key, a restored session): the slider shows
        it and the view redraws; while a batch arrives, the batch's own callback redraws."""
        s = self.controls.history_slider
        if s.maximum() != len(self.history) - 1:
            self.controls.set_history_length(len(self.history) - 1)
        if s.value() != index:
            s.blockSignals(True)
            s.setValue(index)
            s.blockSignals(False)
            self.controls.set_history_length(s.maximum())   # the "step k / n" label
        if not self._filling:
            self._redraw()

    def previous(self):
        """The step before the one on show (None at the start): what the picture changed from."""
        i = self.index()
        return self.history[i - 1] if i > 0 else None

    def _on_steps(self, batch):
        p = self.predictions
        if (p.enabled and self.predictor is not None and len(batch) == 1 and not p.awaiting
                and self.runner.state != "running"):
            question = self.predictor(self.history[-1], batch[0])
            if question is not None:
                self._held = list(batch)            # computed, not yet shown
                p.ask(question)
                self.controls.status.setText(question.prompt)
                if self.on_question:
                    self.on_question(question)
                return
        self._take(batch)

    def _take(self, batch):
        start = len(self.history)
        self._filling = True
        try:
            self.history.extend(batch)
        except HistoryFull as exc:
            self.runner.cancel()
            self._on_error(i18n.describe(exc))
        finally:
            self._filling = False
        self.controls.set_history_length(len(self.history) - 1)
        batch = self.history[start:]
        if self.runner.state == "paused":
            self._say_state("paused")
        self._on_steps_cb(batch, start)


class DrivenView:
    """Mix into a view that owns ``self.driver`` (a :class:`StepDriver`): the view's history and
    its Step/Run/Reset are the driver's."""

    @property
    def history(self):
        return self.driver.history

    def step(self):
        self.driver.step()

    def run(self):
        self.driver.run()

    def reset(self):
        self.driver.reset()
