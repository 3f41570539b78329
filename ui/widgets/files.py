"""File dialogs that start in the last folder used and remember what was opened (File › Open
Recent), and saving that reports failures in the tab's message bar instead of raising."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QFileDialog, QPushButton

from .. import i18n

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
        # the OS's reason (an OSError) or the writer's message, said in the language in force
        # now and again at a language change (the message bar keeps the error)
        messages.error(lambda: QCoreApplication.translate(
            "SaveButton", "Could not save {name}: {reason}"), name=Path(path).name,
            reason=_Reason(exc))
        return None
    return path


def _tr(text: str) -> str:
    return QCoreApplication.translate("SaveButton", text)


class _Reason:
    """Why a save failed, said in the language in force each time the line is made: an
    engine message described, an OSError's reason through ``ui.i18n.os_reason``."""

    def __init__(self, reason):
        self.reason = reason

    def __format__(self, spec: str) -> str:
        r = self.reason
        return format(i18n.os_reason(r) if isinstance(r, OSError) else i18n.describe(r), spec)


class SaveButton(QPushButton):
    """A "PNG/SVG…" or "CSV…" button whose tooltip (``tip``: English, marked for lupdate in
    context "SaveButton", with the file's ``name``) is said again at a language change, unless
    the view gave the button a tooltip of its own."""

    def __init__(self, name: str, label: str, tip: str, file_name: str):
        super().__init__(label)
        self.setObjectName(name)
        self.setAccessibleName(label.replace("…", ""))
        self._tip, self._file, self._shown = tip, file_name, None
        self._retip()

    def _retip(self) -> None:
        if self._shown is None or self.toolTip() == self._shown:
            self._shown = _tr(self._tip).format(name=self._file)
            self.setToolTip(self._shown)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self._retip()
        super().changeEvent(event)


PLOT_TIP = QT_TRANSLATE_NOOP("SaveButton", "Save this plot as a PNG or SVG file ({name})")
TABLE_TIP = QT_TRANSLATE_NOOP("SaveButton", "Save this table, its rows as shown, as a CSV file "
                                            "({name})")


def export_button(owner, name, plot, default):
    """A "PNG/SVG…" button saving ``plot``; failures go to ``owner.messages``."""
    b = SaveButton(name, "PNG/SVG…", PLOT_TIP, f"{default}.png")
    b.clicked.connect(lambda: save_with_dialog(
        owner, owner.messages, QCoreApplication.translate("SaveButton", "Export plot"),
        f"{default}.png",
        "PNG (*.png);;SVG (*.svg)", lambda path: export_graphics(plot, path)))
    return b


def csv_button(owner, name, table, default):
    """A "CSV…" button saving a DataTable's rows as shown."""
    b = SaveButton(name, "CSV…", TABLE_TIP, f"{default}.csv")
    b.clicked.connect(lambda: save_with_dialog(
        owner, owner.messages, QCoreApplication.translate("SaveButton", "Save table"),
        f"{default}.csv", "CSV (*.csv)",
        table.model.write_csv))
    return b
