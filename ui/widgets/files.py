"""File dialogs that report failures in the tab's message bar instead of raising."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog


def save_with_dialog(parent, messages, title, default_name, filters, write):
    """Ask for a file name, call ``write(path)``; an error is shown, the session is kept."""
    path, _ = QFileDialog.getSaveFileName(parent, title, default_name, filters)
    if not path:
        return None
    try:
        write(path)
    except Exception as exc:  # any failure of a writer must leave the user's work intact
        reason = getattr(exc, "strerror", None) or exc
        messages.error(f"Could not save {Path(path).name}: {reason}")
        return None
    return path
