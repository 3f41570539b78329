"""An inline message bar: errors and notices stay visible in the tab, never as a modal box
that blocks (or a traceback).

The bar keeps what its line was made of, not only the text: an engine message (a ``DataError``,
an ``engine.Message``) or a callable returning the text (``lambda: self.tr("…")``) is said again
in the new language when the student switches it at run time (View › Language). A plain string
is shown as it is (it was translated when it was made, and stays in that language).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel

from .. import i18n

_STYLES = {
    "error": "background:#fdecea; color:#8a1c13; border:1px solid #f5c2bd;",
    "warning": "background:#fff6e0; color:#7a5300; border:1px solid #f0d9a0;",
    "info": "background:#e8f1fb; color:#174a7c; border:1px solid #bcd4ee;",
}


def render(text, fields: dict | None = None) -> str:
    """The text of a line in the language in force: ``text`` called if it is a callable,
    described if it is an engine message (``ui.i18n.describe``), else as it is; then formatted
    with ``fields`` (an engine message among them described too) when there are any."""
    if callable(text):
        text = text()
    shown = i18n.describe(text)
    if not fields:
        return i18n.josa(shown)
    return i18n.josa(shown.format(**{k: i18n.describe(v) if hasattr(v, "template") else v
                                     for k, v in fields.items()}))


class MessageBar(QLabel):
    def __init__(self, parent=None, name="message_bar"):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName("Messages")
        self.setWordWrap(True)
        self.kind = None
        self._line = None            # (text, fields) of the line on show, said again on a switch
        self.retranslate()
        self.clear_message()

    def show_message(self, text, kind="info", /, **fields):
        """Show ``text``: a string; an engine message (a ``DataError``, an ``engine.Message``)
        shown in the language in force; or a callable returning the text, such as
        ``lambda: self.tr("Read {name}.")`` with ``name=…`` in ``fields`` (their values taken
        now, the text made again in each language: :func:`render`)."""
        self.kind = kind
        self._line = (text, fields)
        self.setText(render(text, fields))
        self.setStyleSheet(f"QLabel {{ {_STYLES[kind]} padding:6px; border-radius:4px; }}")
        self.setVisible(True)

    def error(self, text, /, **fields):
        self.show_message(text, "error", **fields)

    def warning(self, text, /, **fields):
        self.show_message(text, "warning", **fields)

    def info(self, text, /, **fields):
        self.show_message(text, "info", **fields)

    def clear_message(self):
        self.kind = None
        self._line = None
        self.setText("")
        self.setVisible(False)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Messages"))
        if self._line is not None:
            self.setText(render(*self._line))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
