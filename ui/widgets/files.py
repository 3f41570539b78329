"""File dialogs that start in the last folder used and remember what was opened (File › Open
Recent), and saving that reports failures in the tab's message bar instead of raising."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

RECENT_MAX = 10


def _settings() -> QSettings:
    return QSettings("Trellis", "Trellis")


def last_folder(default: str | Path = "") -> str:
    """The folder of the last file opened or saved in any tab (``default`` the first time)."""
    folder = _settings().value("last_folder", "") or ""
    return folder if folder and Path(folder).is_dir() else str(default)


def remember(path: str | Path, *, recent: bool = True) -> None:
    """Note ``path``'s folder as the last one; with ``recent``, put it first in Open Recent."""
    path = Path(path).resolve()
    settings = _settings()
    settings.setValue("last_folder", str(path if path.is_dir() else path.parent))
    if recent:
        paths = [str(path)] + [p for p in recent_files() if p != str(path)]
        settings.setValue("recent", paths[:RECENT_MAX])


def recent_files() -> list[str]:
    value = _settings().value("recent", []) or []
    return [value] if isinstance(value, str) else [str(v) for v in value]


def ask_open_file(parent, title: str, filters: str, start: str | Path = "") -> str:
    """A file to open ("" if the user cancelled), remembered for next time."""
    path, _ = QFileDialog.getOpenFileName(parent, title, last_folder(start), filters)
    if path:
        remember(path)
    return path


def ask_open_files(parent, title: str, filters: str, start: str | Path = "") -> list[str]:
    paths, _ = QFileDialog.getOpenFileNames(parent, title, last_folder(start), filters)
    for path in reversed(paths):
        remember(path)
    return paths


def ask_folder(parent, title: str, start: str | Path = "") -> str:
    path = QFileDialog.getExistingDirectory(parent, title, last_folder(start))
    if path:
        remember(path)
    return path

from ..plots.export import export_graphics
from .forms import button


def save_with_dialog(parent, messages, title, default_name, filters, write):
    """Ask for a file name, call ``write(path)``; an error is shown, the session is kept."""
    start = str(Path(last_folder()) / default_name) if last_folder() else default_name
    path, _ = QFileDialog.getSaveFileName(parent, title, start, filters)
    if not path:
        return None
    remember(path, recent=False)
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
