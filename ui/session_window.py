"""Sessions and exports of the main window (a mixin of :class:`ui.main_window.MainWindow`):
File › Save Session… (Ctrl+S), Open Session…, Export run…; on quit an offer to save a changed
session, on start an offer to reopen the last one.

The views' state is their models (``ui.models``), reached through each built tab's bindings.
Saving gathers the models' states on the GUI thread (references to read-only steps and
arrays: instant) and writes the file on a worker; opening reads and checks the whole file on a
worker and only then hands each view its state, so a damaged file changes nothing.

The two prompts appear only when the setting ``session/prompts`` allows them and never
under tests (Qt's test mode, or ``TRELLIS_NO_PROMPTS`` set), so nothing modal waits there.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QStandardPaths, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from engine import QT_TRANSLATE_NOOP as ENGINE_NOOP, Progress

from . import i18n

from .bindings import QSettingsStore, ViewBinding
from .models import Session, SessionError, Settings, Source, read_session, write_session
from .models.session import SUFFIX
from .runner import AlgorithmRunner
from .widgets.practice import progress as practice_progress

FILTER_TEXT = QT_TRANSLATE_NOOP("Session", "Trellis session (*{suffix})")
translate = QCoreApplication.translate


def _filter() -> str:
    return translate("Session", FILTER_TEXT).format(suffix=SUFFIX)


TEXT = {   # the File menu's session items: translated by the window, as its other menu texts
    "save_session": QT_TRANSLATE_NOOP("MainWindow", "&Save Session…"),
    "open_session": QT_TRANSLATE_NOOP("MainWindow", "Open &Session…"),
    "export_run": QT_TRANSLATE_NOOP("MainWindow", "&Export run…"),
}


def tab_bindings(tab) -> list[ViewBinding]:
    """The view bindings a tab holds (a tab keeps each as an attribute)."""
    return [v for v in vars(tab).values() if isinstance(v, ViewBinding)] + [
        v.binding for v in vars(tab).values()
        if isinstance(getattr(v, "binding", None), ViewBinding) and v is not tab]


def _write_job(path, session):
    yield Progress(0, 1, ENGINE_NOOP("engine", "writing {name}…"), name=Path(path).name)
    return write_session(path, session)


def _read_job(path):
    yield Progress(0, 1, ENGINE_NOOP("engine", "reading {name}…"), name=Path(path).name)
    return read_session(path)


class SessionMixin:
    """Needs ``self.pages`` (key → page with ``.tab``), ``self.tab(key)``, ``self.settings``
    (QSettings) and ``self.statusBar()``."""

    session_path: Path | None = None
    session_message = ""

    def _init_sessions(self):
        self._session_runner = AlgorithmRunner(self)
        self._session_runner.result.connect(self._session_done)
        self._session_runner.failed.connect(self._session_failed)
        self._session_reading = False
        self._session_settings = Settings(QSettingsStore(self.settings))

    def _session_actions(self, file_menu):
        """Save Session…, Open Session… and Export run… in the File menu."""
        named = getattr(self, "_named", lambda widget, source: widget.setText(source) or widget)
        save = named(QAction(self, shortcut=QKeySequence.Save), TEXT["save_session"])
        save.setObjectName("save_session_action")
        save.triggered.connect(self._save_session_dialog)
        open_ = named(QAction(self), TEXT["open_session"])
        open_.setObjectName("open_session_action")
        open_.triggered.connect(self._open_session_dialog)
        export = named(QAction(self), TEXT["export_run"])
        export.setObjectName("export_run_action")
        export.setToolTip(translate("Session", "The current run as an animation and a report folder "
                                    "(index.html, plots, formulas with numbers, tables as "
                                    "CSV)"))
        export.triggered.connect(self._export_dialog)
        for action in (save, open_, export):
            file_menu.addAction(action)
        self.session_actions = {"save": save, "open": open_, "export": export}

    # -- the views ---------------------------------------------------------------------------
    def bindings(self) -> dict[str, ViewBinding]:
        """Every built tab's view bindings, by session key."""
        found = {}
        for page in self.pages.values():
            if page.tab is not None:
                for b in tab_bindings(page.tab):
                    found[b.key] = b
        return found

    def _tab_of(self, key):
        return {"clustering": "clustering", "svm": "svm", "trellis": "hmm",
                "edit_distance": "text", "spam": "spam"}[key]

    def use_remembered_settings(self, key, tab):
        """A tab was built: its views start from the parameters used last time."""
        for b in tab_bindings(tab):
            b.use_settings(self._session_settings)

    def session_changed(self) -> bool:
        return any(b.changed for b in self.bindings().values())

    def session_ready(self) -> bool:
        """False while a session is being read or a view still waits for a worker."""
        return not self._session_reading and all(b.ready for b in self.bindings().values())

    # -- saving --------------------------------------------------------------------------------
    def _session(self) -> Session:
        session = Session(current_tab=self.current_key(), practice=practice_progress())
        for key, b in self.bindings().items():
            session.views[key] = b.state()
            session.sources += [Source(key, p, "") for p in b.sources()]
        return session

    def save_session(self, path) -> Path:
        """Write every built view's state to ``path`` now (scripts and tests; the menu writes
        on a worker)."""
        path = write_session(path, self._session())
        self._saved(path)
        return path

    def _saved(self, path):
        self.session_path = Path(path)
        self.settings.setValue("session/last", str(path))
        for b in self.bindings().values():
            b.changed = False
        name = Path(path).name
        self._say(lambda: translate("Session", "Saved the session as {name}.").format(name=name))

    def _save_session_dialog(self):
        start = str(self.session_path or Path.home() / f"session{SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self, translate("Session", "Save session"), start,
                                              _filter())
        if path:
            if not path.endswith(SUFFIX):
                path += SUFFIX
            self._session_runner.start(_write_job(path, self._session()), run=True)

    # -- opening -------------------------------------------------------------------------------
    def open_session(self, path) -> None:
        """Read ``path`` on a worker; when it is whole and valid, every view it holds shows
        the saved state (``session_ready()`` says when). A bad file changes nothing and says
        why in the status bar."""
        self._session_reading = True
        self._session_runner.start(_read_job(path), run=True)

    def _open_session_dialog(self):
        path, _ = QFileDialog.getOpenFileName(self, translate("Session", "Open session"), str(
            self.session_path.parent if self.session_path else Path.home()), _filter())
        if path:
            self.open_session(path)

    def apply_session(self, session: Session) -> None:
        """Hand each view its checked state (building its tab if need be)."""
        for key, state in session.views.items():
            tab = self.tab(self._tab_of(key))
            if getattr(tab, "views", True) is None:    # a tab whose views wait for a show
                tab._build_views()
            binding = {b.key: b for b in tab_bindings(tab)}.get(key)
            if binding is not None:
                binding.restore(state)
        if session.practice is not None:
            practice_progress().replace(session.practice)
        if session.current_tab in self.pages:
            self.show_tab(session.current_tab)

    def _session_done(self, value):
        if isinstance(value, Session):
            self._session_reading = False
            self.apply_session(value)
            self.session_path = None
            self._say(lambda: translate("Session", "Opened the session."))
        else:                                   # a written file's path
            self._saved(value)

    def _session_failed(self, message):
        self._session_reading = False
        error = self._session_runner.error          # a SessionError: said again in a new language
        self._say((lambda: i18n.describe(error)) if error is not None else message, error=True)

    def _say(self, text, error=False):
        """Show ``text`` (a string, or a callable making it in the language in force) in the
        status bar: an error until the next message, a notice for 8 s."""
        self._said = (text, error)
        shown = text() if callable(text) else text
        self.session_message = shown
        self.statusBar().showMessage(shown, 0 if error else 8000)
        if error and self._prompts():
            QMessageBox.warning(self, translate("Session", "Session"), shown)

    def _say_again(self, shown: str):
        """The language changed: the session's line, if it was on show (``shown``), in the new
        language."""
        text, error = getattr(self, "_said", (None, False))
        if callable(text) and shown and shown == self.session_message:
            self.session_message = text()
            self.statusBar().showMessage(self.session_message, 0 if error else 8000)

    # -- exporting ----------------------------------------------------------------------------
    def current_binding(self) -> ViewBinding | None:
        tab = self.tab(self.current_key())
        found = tab_bindings(tab)
        if not found:
            return None
        shown = [b for b in found if b.view.isVisible()]
        return (shown or found)[0]

    def export_run(self, folder) -> Path | None:
        """The current view's run as a report folder with its animation."""
        from .export import export_report

        binding = self.current_binding()
        if binding is None:
            self._say(lambda: translate("Session", "This tab has no stepped run to export; use "
                                        "its own Export buttons."), error=True)
            return None
        out = export_report(binding, folder)
        self._say(lambda: translate("Session", "Exported the run to {folder}.").format(folder=out))
        return out

    def _export_dialog(self):
        folder = QFileDialog.getExistingDirectory(
            self, translate("Session", "Export the run into a folder"))
        if folder:
            self.export_run(folder)

    # -- prompts -------------------------------------------------------------------------------
    def _prompts(self) -> bool:
        return (not QStandardPaths.isTestModeEnabled() and not os.environ.get(
            "TRELLIS_NO_PROMPTS") and str(self.settings.value("session/prompts", "true"))
            .lower() != "false")

    def confirm_close(self) -> bool:
        """On quit: offer to save a changed session. False: the user cancelled the quit."""
        if not self._prompts() or not self.session_changed():
            return True
        answer = QMessageBox.question(
            self, translate("Session", "Save the session?"),
            translate("Session", "The runs and settings changed since the session was last "
                                 "saved. Save them, so you can reopen them where you left off?"),
            QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Cancel:
            return False
        if answer == QMessageBox.Save:
            path = self.session_path
            if path is None:
                name, _ = QFileDialog.getSaveFileName(self, translate("Session", "Save session"), str(
                    Path.home() / f"session{SUFFIX}"), _filter())
                if not name:
                    return False
                path = name if name.endswith(SUFFIX) else name + SUFFIX
            try:
                self.save_session(path)
            except SessionError as exc:
                QMessageBox.warning(self, translate("Session", "Session"), i18n.describe(exc))
                return False
        return True

    def offer_last_session(self):
        """On start: offer (without blocking the window) to reopen the last session."""
        last = self.settings.value("session/last")
        if not self._prompts() or not last or not Path(str(last)).is_file():
            return
        box = QMessageBox(QMessageBox.Question, translate("Session", "Reopen the last session?"),
                          translate("Session", "Reopen {name}, where you left off?").format(
                              name=Path(str(last)).name),
                          QMessageBox.Yes | QMessageBox.No, self)
        box.setObjectName("restore_session_box")
        box.setModal(False)
        box.buttonClicked.connect(lambda b: box.standardButton(b) == QMessageBox.Yes
                                  and self.open_session(str(last)))
        box.show()
        self._restore_box = box

    def _tab_built(self, key, tab):
        self._restore_splitters(key, tab)
        self.use_remembered_settings(key, tab)

    def _start_sessions(self):
        QTimer.singleShot(0, self.offer_last_session)
