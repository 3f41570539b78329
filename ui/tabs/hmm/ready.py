"""Reset clears what a run said (issue 23): a view remembers the message it showed when the run
was set up ("Step fills one column at a time…") and shows it again on Reset, instead of the
finished run's ("Best path …"), which would be stale."""
from __future__ import annotations


class ReadyMessage:
    """Mixed into a view with ``messages`` (a MessageBar) and ``controls`` (StepControls)."""

    _ready: tuple[str, str] | None = None

    def ready(self, text: str, kind: str = "info") -> None:
        """Show ``text`` now and again after every Reset of this run."""
        self._ready = (text, kind)
        self.messages.show_message(text, kind)

    def watch_reset(self) -> None:
        """Call once the driver exists (its reset runs first, then this)."""
        self.controls.reset_requested.connect(self._restore_ready)

    def _restore_ready(self) -> None:
        if self._ready is not None:
            self.messages.show_message(*self._ready)
        else:
            self.messages.clear_message()
