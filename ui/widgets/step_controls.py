"""Step / Run / Pause / Reset / Cancel, a speed slider, the history scrubber and the run seed.

The same objectNames in every tab, so tests and people find them the same way.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractSlider, QApplication, QGridLayout, QLabel,
                               QProgressBar, QPushButton, QSlider, QSpinBox, QWidget)


def _button(text, name, tip, parent):
    b = QPushButton(text, parent)
    b.setObjectName(name)
    b.setToolTip(tip)
    b.setAccessibleName(text.strip("&"))
    return b


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
        self.step_button = _button("Step", "step_button",
                                   "Advance exactly one step (one phase of an iteration)", self)
        self.run_button = _button("Run", "run_button", "Run the algorithm, animated; long "
                                  "runs speed up as they go", self)
        self.end_button = _button("Run to end", "run_to_end_button", "Compute the rest of the "
                                  "run at full speed, then scrub the history", self)
        self.pause_button = _button("Pause", "pause_button", "Pause the run", self)
        self.reset_button = _button("Reset", "reset_button",
                                    "Discard the run and go back to the initial state; the "
                                    "same seed replays it exactly", self)
        self.cancel_button = _button("Cancel", "cancel_button",
                                     "Stop the computation now; the steps so far are kept", self)
        self.speed_slider = QSlider(Qt.Horizontal, self)
        self.speed_slider.setObjectName("speed_slider")
        self.speed_slider.setRange(0, 100)
        self.speed_slider.setValue(70)
        self.speed_slider.setToolTip("Animation speed: left is slow (1 step/s), right is as fast "
                                     "as the computer can go")
        self.speed_slider.setAccessibleName("Speed")
        self.history_slider = QSlider(Qt.Horizontal, self)
        self.history_slider.setObjectName("history_slider")
        self.history_slider.setRange(0, 0)
        self.history_slider.setToolTip("Scrub back through every step of this run (0 = start)")
        self.history_slider.setAccessibleName("History")
        self.seed_spin = QSpinBox(self)
        self.seed_spin.setObjectName("seed_spin")
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setValue(0)
        self.seed_spin.setToolTip("Random seed of the run: the same seed replays a run exactly")
        self.seed_spin.setAccessibleName("Seed")
        self.progress = QProgressBar(self)
        self.progress.setObjectName("progress_bar")
        self.progress.setAccessibleName("Progress")
        self.progress.setToolTip("Iterations done out of the maximum")
        self.progress.setTextVisible(True)
        self.status = QLabel("Step (Space) or Run (Ctrl+R) to start.", self)
        self.status.setWordWrap(True)
        self.status.setObjectName("run_status")
        self.status.setAccessibleName("Run status")
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
        grid.addWidget(QLabel("Speed"), 1, 0)
        grid.addWidget(self.speed_slider, 1, 1)
        grid.addWidget(QLabel("Seed"), 1, 2)
        grid.addWidget(self.seed_spin, 1, 3)
        grid.addWidget(QLabel("History"), 2, 0)
        grid.addWidget(self.history_slider, 2, 1, 1, 2)
        grid.addWidget(self.position, 2, 3)
        grid.addWidget(self.progress, 3, 0, 1, 4)
        grid.addWidget(self.status, 4, 0, 1, 4)

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
            b.setToolTip(f"{b.toolTip()} ({' or '.join(sequences)})")
        back = QShortcut(QKeySequence("Left"), self)
        back.activated.connect(lambda: self._arrow(None, -1))
        self._shortcuts_made.append(back)
        self.history_slider.setToolTip(f"{self.history_slider.toolTip()} (← and →)")

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
        self.run_button.setText("Resume" if state == "paused" else "Run")
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
        self.progress.setFormat(f"iteration {done} / {total}")

    def set_converged(self, converged: bool) -> None:
        """The run on show converged (True) or is running, capped or reset (False)."""
        self._converged = converged
        if converged:
            self.show_converged()
        else:
            self.progress.setFormat(self.progress.format().replace("converged at ", ""))

    def show_converged(self):
        done, total = getattr(self, "_progress", (0, 0))
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        cap = f" (at most {total})" if total else ""
        self.progress.setFormat(f"converged at iteration {done}{cap}")

    def _moved(self, value):
        self._show_position()
        self.history_moved.emit(value)

    def _show_position(self):
        s = self.history_slider
        self.position.setText(f"step {s.value()} / {s.maximum()}")
