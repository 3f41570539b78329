"""Step / Run / Pause / Reset / Cancel, a speed slider, the history scrubber and the run seed.

The same objectNames in every tab, so tests and people find them the same way.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractSlider, QApplication, QGridLayout, QLabel,
                               QProgressBar, QPushButton, QSlider, QSpinBox, QWidget)


TEXT = {   # in English: shown translated, again at every language change
    "step": QT_TRANSLATE_NOOP("StepControls", "Step"),
    "advance_exactly_one_step": QT_TRANSLATE_NOOP(
        "StepControls", "Advance exactly one step (one phase of an iteration)"),
    "run": QT_TRANSLATE_NOOP("StepControls", "Run"),
    "run_the_algorithm_animat": QT_TRANSLATE_NOOP(
        "StepControls", "Run the algorithm, animated; long runs speed up as they go"),
    "run_to_end": QT_TRANSLATE_NOOP("StepControls", "Run to end"),
    "compute_the_rest_of_the": QT_TRANSLATE_NOOP(
        "StepControls", "Compute the rest of the run at full speed, then scrub the history"),
    "pause": QT_TRANSLATE_NOOP("StepControls", "Pause"),
    "pause_the_run": QT_TRANSLATE_NOOP("StepControls", "Pause the run"),
    "reset": QT_TRANSLATE_NOOP("StepControls", "Reset"),
    "discard_the_run_and_go_b": QT_TRANSLATE_NOOP(
        "StepControls", "Discard the run and go back to the initial state; the same seed "
                        "replays it exactly"),
    "cancel": QT_TRANSLATE_NOOP("StepControls", "Cancel"),
    "stop_the_computation_now": QT_TRANSLATE_NOOP(
        "StepControls", "Stop the computation now; the steps so far are kept"),
    "speed": QT_TRANSLATE_NOOP("StepControls", "Speed"),
    "seed": QT_TRANSLATE_NOOP("StepControls", "Seed"),
    "history": QT_TRANSLATE_NOOP("StepControls", "History"),
    "predict": QT_TRANSLATE_NOOP("StepControls", "Predict"),
    "predict_tip": QT_TRANSLATE_NOOP(
        "StepControls", "Predict the next step before it is drawn: Step asks you on the "
                        "picture, then shows the step and grades your answer"),
    "speed_tip": QT_TRANSLATE_NOOP(
        "StepControls", "Animation speed: left is slow (1 step/s), right is as fast as the "
                        "computer can go"),
    "history_tip": QT_TRANSLATE_NOOP("StepControls", "Scrub back through every step of this "
                                                     "run (0 = start)"),
    "seed_tip": QT_TRANSLATE_NOOP("StepControls", "Random seed of the run: the same seed "
                                                  "replays a run exactly"),
    "progress_tip": QT_TRANSLATE_NOOP("StepControls", "Iterations done out of the maximum"),
    "progress": QT_TRANSLATE_NOOP("StepControls", "Progress"),
    "run_status": QT_TRANSLATE_NOOP("StepControls", "Run status"),
}


def _tr(text):
    return QCoreApplication.translate("StepControls", text)


def _button(text, name, tip, parent):
    """A button labelled ``text`` (English, translated now and at each language change)."""
    b = QPushButton(_tr(text), parent)
    b.setObjectName(name)
    b.setAccessibleName(_tr(text).replace("&", ""))
    b.setProperty("source_text", text)
    _tip(b, tip)
    return b


def _tip(widget, source: str, keys: str | None = None) -> None:
    """Give ``widget`` the tooltip ``source`` (English, marked for lupdate where it is
    written) in the language in force, followed by its shortcut ``keys`` ("Space / Right",
    the same in every language), and note it so that :func:`_retip` says it again."""
    keys = widget.property("tip_keys") if keys is None else keys
    widget.setProperty("tip_keys", keys)
    text = _tr(source) + (f" ({keys})" if keys else "")
    widget.setToolTip(text)
    widget.setProperty("source_tip", source)
    widget.setProperty("shown_tip", text)


def _retip(widget) -> None:
    """The tooltip of :func:`_tip` in the new language, unless the view gave the widget a
    tooltip of its own since (a view's tooltips are the view's to retranslate)."""
    source = widget.property("source_tip")
    if source and widget.toolTip() == widget.property("shown_tip"):
        _tip(widget, source)


class StepControls(QWidget):
    """Emits requests; the tab decides what they mean. ``set_state`` updates the buttons."""

    step_requested = Signal()
    run_requested = Signal()
    run_to_end_requested = Signal()
    pause_requested = Signal()
    reset_requested = Signal()
    cancel_requested = Signal()
    speed_changed = Signal(float)     # seconds between animated steps
    history_moved = Signal(int)       # index into the history (0 = initial state)
    seed_changed = Signal(int)

    def __init__(self, parent=None, name_prefix: str = ""):
        """``name_prefix`` goes before every child's objectName, for a view whose own controls
        sit in a tab that has controls already (the names stay unique for tests and people)."""
        super().__init__(parent)
        self.step_button = _button(TEXT["step"], "step_button",
                                   TEXT["advance_exactly_one_step"], self)
        self.run_button = _button(TEXT["run"], "run_button", TEXT["run_the_algorithm_animat"],
                                  self)
        self.end_button = _button(TEXT["run_to_end"], "run_to_end_button",
                                  TEXT["compute_the_rest_of_the"], self)
        self.pause_button = _button(TEXT["pause"], "pause_button",
                                    TEXT["pause_the_run"], self)
        self.reset_button = _button(
            TEXT["reset"], "reset_button",
            TEXT["discard_the_run_and_go_b"], self)
        self.cancel_button = _button(
            TEXT["cancel"], "cancel_button",
            TEXT["stop_the_computation_now"], self)
        self.speed_slider = QSlider(Qt.Horizontal, self)
        self.speed_slider.setObjectName("speed_slider")
        self.speed_slider.setRange(0, 100)
        self.speed_slider.setValue(70)
        _tip(self.speed_slider, TEXT["speed_tip"])
        self.history_slider = QSlider(Qt.Horizontal, self)
        self.history_slider.setObjectName("history_slider")
        self.history_slider.setRange(0, 0)
        _tip(self.history_slider, TEXT["history_tip"])
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setObjectName("seed_spin")
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setValue(0)
        _tip(self.seed_spin, TEXT["seed_tip"])
        self.predict_button = _button(TEXT["predict"], "predict_button", TEXT["predict_tip"],
                                      self)
        self.predict_button.setCheckable(True)
        self.predict_button.setVisible(False)        # shown where the view can ask questions
        self.score_label = QLabel("", self)
        self.score_label.setObjectName("predict_score")
        self.progress = QProgressBar(self)
        self.progress.setObjectName("progress_bar")
        _tip(self.progress, TEXT["progress_tip"])
        self.progress.setTextVisible(True)
        self.status = QLabel(self.tr("Step (Space) or Run (Ctrl+R) to start."), self)
        self.status.setWordWrap(True)
        self.status.setObjectName("run_status")
        self._converged = False
        self.position = QLabel("step 0 / 0", self)
        self.position.setObjectName("history_position")

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        # two rows of three: the buttons keep their labels in a narrow side panel too
        buttons = QGridLayout()
        for i, b in enumerate((self.step_button, self.run_button, self.end_button,
                               self.pause_button, self.reset_button, self.cancel_button)):
            buttons.addWidget(b, i // 3, i % 3)
        grid.addLayout(buttons, 0, 0, 1, 4)
        self._labels = [(QLabel(self), TEXT["speed"]), (QLabel(self), TEXT["seed"]),
                        (QLabel(self), TEXT["history"])]
        grid.addWidget(self._labels[0][0], 1, 0)
        grid.addWidget(self.speed_slider, 1, 1)
        grid.addWidget(self._labels[1][0], 1, 2)
        grid.addWidget(self.seed_spin, 1, 3)
        grid.addWidget(self._labels[2][0], 2, 0)
        grid.addWidget(self.history_slider, 2, 1, 1, 2)
        grid.addWidget(self.position, 2, 3)
        grid.addWidget(self.predict_button, 3, 0, 1, 2)
        grid.addWidget(self.score_label, 3, 2, 1, 2)
        grid.addWidget(self.progress, 4, 0, 1, 4)
        grid.addWidget(self.status, 5, 0, 1, 4)

        self.step_button.clicked.connect(self.step_requested)
        self.run_button.clicked.connect(self.run_requested)
        self.end_button.clicked.connect(self.run_to_end_requested)
        self.pause_button.clicked.connect(self.pause_requested)
        self.reset_button.clicked.connect(self.reset_requested)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.speed_slider.valueChanged.connect(lambda v: self.speed_changed.emit(self.interval()))
        self.history_slider.valueChanged.connect(self._moved)
        self.seed_spin.valueChanged.connect(self.seed_changed)
        if name_prefix:
            for w in self.findChildren(QWidget):
                if w.objectName():
                    w.setObjectName(name_prefix + w.objectName())
        self._shortcuts()
        self._state = "idle"
        self.retranslate()
        self.set_state("idle")

    def _shortcuts(self):
        """Space steps, → steps forward (through the history first when it is scrubbed back),
        ← steps back through the history, Ctrl+R runs or resumes, Ctrl+E runs to the end,
        Ctrl+Shift+R resets, Esc cancels. Window-wide, but only the controls on show react (a
        hidden widget's shortcuts are off), and a focused text field keeps its own keys."""
        keys = {self.step_button: ("Space", "Right"), self.run_button: ("Ctrl+R",),
                self.end_button: ("Ctrl+E",), self.reset_button: ("Ctrl+Shift+R",),
                self.cancel_button: ("Escape",)}
        self._shortcuts_made = []
        for b, sequences in keys.items():
            for seq in sequences:
                sc = QShortcut(QKeySequence(seq), self)
                if seq == "Right":
                    sc.activated.connect(lambda b=b: self._arrow(b, +1))
                else:
                    sc.activated.connect(lambda b=b: b.isEnabled() and b.click())
                self._shortcuts_made.append(sc)
            _tip(b, b.property("source_tip"), " / ".join(sequences))
        back = QShortcut(QKeySequence("Left"), self)
        back.activated.connect(lambda: self._arrow(None, -1))
        self._shortcuts_made.append(back)
        _tip(self.history_slider, TEXT["history_tip"], "← / →")

    def _arrow(self, button, direction):
        """← and → walk the history one step (→ at the newest step computes the next one).
        A focused slider (the scrubber, α, C…) keeps the arrows: a window-wide shortcut would
        otherwise take the key from it, and it could not be moved by keyboard."""
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractSlider):
            focus.triggerAction(QAbstractSlider.SliderSingleStepAdd if direction > 0
                                else QAbstractSlider.SliderSingleStepSub)
            return
        s = self.history_slider
        if direction < 0:
            if s.value() > s.minimum():
                s.setValue(s.value() - 1)
        elif s.value() < s.maximum():
            s.setValue(s.value() + 1)
        elif button is not None and button.isEnabled():
            button.click()

    def set_shortcuts_enabled(self, enabled: bool) -> None:
        """Off while another view's controls are the ones on show in the same window (two live
        Space shortcuts are ambiguous to Qt, and then neither fires)."""
        for sc in self._shortcuts_made:
            sc.setEnabled(enabled)

    def show_score(self, right: int, asked: int) -> None:
        self.score_label.setText(self.tr("{right} of {asked} right").format(
            right=right, asked=asked) if asked else "")

    def interval(self):
        """Seconds between animated steps for the slider position (1 s ... 0 s, log-like)."""
        v = self.speed_slider.value()
        return 0.0 if v >= 100 else round(1.0 * (1 - v / 100) ** 2, 4)

    def set_state(self, state, finished=False):
        """Enable what makes sense: running -> Pause/Cancel; paused -> Step/Run/Cancel; ..."""
        running = state == "running"
        active = state in ("running", "paused")
        self.step_button.setEnabled(not running and not finished)
        self.run_button.setEnabled(not running and not finished)
        self._state = state
        self.run_button.setText(self.tr("Resume") if state == "paused" else self.tr("Run"))
        self.end_button.setEnabled(not finished)
        self.pause_button.setEnabled(running)
        self.cancel_button.setEnabled(active)

    def set_history_length(self, n_steps):
        """History holds the initial state plus ``n_steps`` steps; follow the newest one if the
        scrubber was already at the end."""
        s = self.history_slider
        follow = s.value() == s.maximum()
        s.blockSignals(True)
        s.setMaximum(n_steps)
        if follow:
            s.setValue(n_steps)
        s.blockSignals(False)
        self._show_position()
        return follow

    def set_progress(self, done, total):
        """Iterations done out of the cap; a run that converged reads as such, full (not
        "6 / 50" as if it had stopped early)."""
        self._progress = (done, total)
        if self._converged:
            self.show_converged()
            return
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))
        if total:
            text = self.tr("iteration {done} / {total}")
        else:       # a run with no cap told: its count alone, not "0 / 0" beside 200 steps
            text = self.tr("iteration {done}") if done else ""
        self.progress.setFormat(text.format(done=done, total=total))

    def set_converged(self, converged: bool, iteration: int | None = None) -> None:
        """The run on show converged (True) or is running, capped or reset (False);
        ``iteration`` is the last one's number, for a view that never set a progress."""
        self._converged = converged
        if converged and iteration is not None and not getattr(self, "_progress", (0, 0))[1]:
            self._progress = (iteration, 0)
        if converged:
            self.show_converged()
        else:
            done, total = getattr(self, "_progress", (0, 0))
            self.set_progress(done, total)

    def show_converged(self):
        done, total = getattr(self, "_progress", (0, 0))
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        if total and done >= total:     # every iteration an exact algorithm has (a table
            text = self.tr("done: {done} / {total}")        # filled, a trellis): not "converged"
        elif total:
            text = self.tr("converged at iteration {done} (at most {total})")
        else:
            text = self.tr("converged at iteration {done}")
        self.progress.setFormat(text.format(done=done, total=total))

    def _moved(self, value):
        self._show_position()
        self.history_moved.emit(value)

    def _show_position(self):
        s = self.history_slider
        self.position.setText(self.tr("step {k} / {n}").format(k=s.value(), n=s.maximum()))

    def retranslate(self) -> None:
        """The buttons' and labels' texts in the language in force (a view's own tooltips
        and status line are the view's)."""
        for b in (self.step_button, self.end_button, self.pause_button, self.reset_button,
                  self.cancel_button, self.predict_button):
            b.setText(_tr(b.property("source_text")))
        for b in (self.step_button, self.run_button, self.end_button, self.pause_button,
                  self.reset_button, self.cancel_button, self.predict_button):
            b.setAccessibleName(_tr(b.property("source_text")).replace("&", ""))
        for w in (self.step_button, self.run_button, self.end_button, self.pause_button,
                  self.reset_button, self.cancel_button, self.predict_button, self.speed_slider,
                  self.history_slider, self.seed_spin, self.progress):
            _retip(w)
        for w, source in ((self.speed_slider, TEXT["speed"]), (self.history_slider,
                          TEXT["history"]), (self.seed_spin, TEXT["seed"]),
                          (self.progress, TEXT["progress"]), (self.status, TEXT["run_status"])):
            w.setAccessibleName(_tr(source))
        self.run_button.setText(self.tr("Resume") if self._state == "paused" else self.tr("Run"))
        for label, source in self._labels:
            label.setText(_tr(source))
        self._show_position()
        done, total = getattr(self, "_progress", (0, 0))
        if total:
            self.set_progress(done, total)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
