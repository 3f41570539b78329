"""JobPanel: the one helper between a view and its one-shot jobs (read a file, fit a model, fill a
table). It owns the runner, shows progress with a Cancel button while a job runs, hands the job's
result to the view, and puts failures and cancellations in the view's message bar.

A job is a generator that yields :class:`engine.Progress` and returns its result (see
``ui/runner.py``); nothing the view shows changes until the result arrives, so a failed or
cancelled job leaves the view exactly as it was.
"""
from __future__ import annotations

from typing import Callable, Generator

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from .. import i18n

from engine import Progress

from ..runner import AlgorithmRunner
from .messages import MessageBar


class JobPanel(QWidget):
    """A progress bar and a Cancel button, visible only while a job runs.

    A hidden panel keeps its width (``RetainSizeWhenHidden``): showing it must not re-lay out the
    view. So a row of panels (see :func:`panel_row`) takes its room even when idle: budget every
    row of panels and controls for a 1280 px window.
    """

    def __init__(self, messages: MessageBar, on_result: Callable[[object], None], parent=None,
                 *, name: str = "job", kept: Callable[[], str] | str | None = None):
        super().__init__(parent)
        self.setObjectName(f"{name}_panel")
        self.messages = messages
        self._on_result = on_result
        # what a failed or cancelled job leaves, said by the caller in the language in force
        # each time it is called (lambda: self.tr("the table shown is kept")): the message bar
        # says its line again when the language changes
        self._kept = kept
        self.runner = AlgorithmRunner(self)
        self.bar = QProgressBar(self)
        self.bar.setObjectName(f"{name}_progress")
        self.bar.setTextVisible(True)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName(f"{name}_cancel")
        self.retranslate()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        self.cancel_button.clicked.connect(self.cancel)
        self.runner.progress.connect(self._show_progress)
        self.runner.result.connect(self._deliver)
        self.runner.failed.connect(self._fail)
        self.runner.state_changed.connect(
            lambda state: self.setVisible(state in ("running", "paused")))
        # keep the panel's slot while hidden: showing it must not re-lay out (and repaint) the
        # plots beside it, which cost ~0.2 s of GUI thread per job
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setVisible(False)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.bar.setAccessibleName(translate("JobPanel", "Progress"))
        self.cancel_button.setText(translate("JobPanel", "Cancel"))
        self.cancel_button.setToolTip(translate("JobPanel", "Stop this computation; what is "
                                                            "shown now stays"))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def busy(self) -> bool:
        return self.runner.active

    def start(self, job: Generator, message: str | None = None) -> None:
        """Run ``job`` on a worker now (a running job is cancelled and its output dropped)."""
        self.bar.setRange(0, 0)           # busy until the first Progress says how far
        self.bar.setFormat(message or QCoreApplication.translate("JobPanel", "Working…"))
        self.runner.start(job, run=True)

    def cancel(self) -> None:
        if self.runner.active:
            self.runner.cancel()
            self.messages.info(lambda: QCoreApplication.translate(
                "JobPanel", "Cancelled; {kept}.").format(kept=self.kept()))

    def kept(self) -> str:
        """What a failed or cancelled job leaves, in the language in force: the caller's
        ``kept=`` phrase, else a general one. A phrase given as a string (not a callable) is
        shown as it was made, in the language it was made in."""
        if self._kept is None:
            return QCoreApplication.translate("JobPanel", "the previous results are kept")
        return self._kept() if callable(self._kept) else str(self._kept)

    def _show_progress(self, p: Progress) -> None:
        self.bar.setRange(0, max(p.total, 1))
        self.bar.setValue(min(p.done, max(p.total, 1)))
        # the engine's template in the language in force (ui.i18n.describe)
        self.bar.setFormat(i18n.describe(p) or f"{p.done:,} / {p.total:,}")

    def _deliver(self, value: object) -> None:
        self._on_result(value)

    def _fail(self, message: str) -> None:
        # the error itself when the runner kept it, so that the line is said again in the
        # new language at a switch; its phrase follows as a sentence ("…. The table is kept.")
        error = self.runner.error

        def line():
            said = (i18n.describe(error) or type(error).__name__) if error is not None else message
            kept = self.kept()
            return QCoreApplication.translate("JobPanel", "{message}. {kept}.").format(
                message=said.rstrip("."), kept=kept[:1].upper() + kept[1:])

        self.messages.error(line)


def panel_row(*panels: JobPanel) -> QHBoxLayout:
    """``panels`` side by side on one line (each keeps its slot while hidden: see JobPanel)."""
    row = QHBoxLayout()
    for panel in panels:
        row.addWidget(panel)
    return row
