"""An inline message bar: errors and notices stay visible in the tab, never as a modal box
that blocks (or a traceback)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from .. import i18n

_STYLES = {
    "error": "background:#fdecea; color:#8a1c13; border:1px solid #f5c2bd;",
    "warning": "background:#fff6e0; color:#7a5300; border:1px solid #f0d9a0;",
    "info": "background:#e8f1fb; color:#174a7c; border:1px solid #bcd4ee;",
}


class MessageBar(QLabel):
    def __init__(self, parent=None, name="message_bar"):
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName("Messages")
        self.setWordWrap(True)
        self.kind = None
        self.clear_message()

    def show_message(self, text, kind="info"):
        """Show ``text``: a string, or an engine message (a ``DataError``, an ``engine.Message``)
        shown in the language in force (``ui.i18n.describe``)."""
        self.kind = kind
        self.setText(i18n.describe(text))
        self.setStyleSheet(f"QLabel {{ {_STYLES[kind]} padding:6px; border-radius:4px; }}")
        self.setVisible(True)

    def error(self, text):
        self.show_message(text, "error")

    def warning(self, text):
        self.show_message(text, "warning")

    def info(self, text):
        self.show_message(text, "info")

    def clear_message(self):
        self.kind = None
        self.setText("")
        self.setVisible(False)
