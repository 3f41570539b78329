"""File dialogs that report failures in the tab's message bar instead of raising."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from ..plots.export import export_graphics
from .forms import button


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


def export_button(owner, name, plot, default):
    """A "PNG/SVG…" button saving ``plot``; failures go to ``owner.messages``."""
    b = button(name, "PNG/SVG…", f"Save the {default} plot as PNG or SVG")
    b.clicked.connect(lambda: save_with_dialog(
        owner, owner.messages, "Export plot", f"{default}.png", "PNG (*.png);;SVG (*.svg)",
        lambda path: export_graphics(plot, path)))
    return b


def csv_button(owner, name, table, default):
    """A "CSV…" button saving a DataTable's rows as shown."""
    b = button(name, "CSV…", f"Save the {default} table as CSV")
    b.clicked.connect(lambda: save_with_dialog(
        owner, owner.messages, "Save table", f"{default}.csv", "CSV (*.csv)",
        table.model.write_csv))
    return b
