"""The main window: tabs, menus, status bar, remembered settings; closing cancels every run.

Tabs are built the first time they are shown (their modules imported then too), so the window
appears in about a second: only the first tab's widgets exist when it is painted.
"""
from __future__ import annotations

import importlib
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QEvent, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QMainWindow, QMessageBox, QSplitter, QTabWidget, QVBoxLayout,
                               QWidget)

from . import i18n, style
from .help import TAB_HELP
from .routing import iter_route
from .runner import AlgorithmRunner, cancel_all
from .session_window import SessionMixin
from .widgets.files import recent_files, remember
from .widgets.wheel import guard
from .window_view import ViewMenu

# key, title, module, class — in the order of the tab bar
TABS = (
    ("text", QT_TRANSLATE_NOOP("MainWindow", "Text processing"), "ui.tabs.text.tab", "TextTab"),
    ("spam", QT_TRANSLATE_NOOP("MainWindow", "Spam filtering"), "ui.tabs.spam.tab", "SpamTab"),
    ("hmm", QT_TRANSLATE_NOOP("MainWindow", "HMM tagging"), "ui.tabs.hmm.tab", "HmmTab"),
    ("clustering", QT_TRANSLATE_NOOP("MainWindow", "Clustering"), "ui.tabs.clustering.tab",
     "ClusteringTab"),
    ("svm", QT_TRANSLATE_NOOP("MainWindow", "SVM"), "ui.tabs.svm.tab", "SvmTab"),
)


TEXT = {   # menu texts, in English: shown translated, again at every language change
    "file": QT_TRANSLATE_NOOP("MainWindow", "&File"),
    "open": QT_TRANSLATE_NOOP("MainWindow", "&Open…"),
    "open_recent": QT_TRANSLATE_NOOP("MainWindow", "Open &Recent"),
    "quit": QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
    "help": QT_TRANSLATE_NOOP("MainWindow", "&Help"),
    "about_trellis": QT_TRANSLATE_NOOP("MainWindow", "&About Trellis"),
    "start": QT_TRANSLATE_NOOP("MainWindow", "Open a file or start from a sample; Step (Space) "
                                             "or Run (Ctrl+R) the algorithms."),
}


class TabPage(QWidget):
    """A page of the tab bar that builds its tab on first show (or when code asks for it)."""

    def __init__(self, key: str, module: str, cls: str, parent=None, on_built=None):
        super().__init__(parent)
        self.setObjectName(f"{key}_page")
        self.key, self._module, self._cls = key, module, cls
        self._on_built = on_built
        self.tab = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def ensure(self) -> QWidget:
        if self.tab is None:
            cls = getattr(importlib.import_module(self._module), self._cls)
            self.tab = cls(self)
            self.layout().addWidget(self.tab)
            self.tab.show()   # now, not by the layout's queued call: its shortcuts work at once
            guard(self.tab)   # the wheel never changes an unfocused input
            if self._on_built:
                self._on_built(self.key, self.tab)
        return self.tab

    def showEvent(self, event):
        self.ensure()
        super().showEvent(event)


class Tabs(QTabWidget):
    """The tab bar; ``setCurrentWidget`` also accepts a tab itself, not only its page."""

    def setCurrentWidget(self, widget):
        while widget is not None and self.indexOf(widget) < 0:
            widget = widget.parentWidget()
        if widget is not None:
            super().setCurrentWidget(widget)


class MainWindow(SessionMixin, ViewMenu, QMainWindow):
    def __init__(self):
        super().__init__()
        self._texts = []                  # (widget, setter, English source): retranslated
        self.setWindowTitle("Trellis")
        self.setObjectName("main_window")
        self.settings = QSettings("Trellis", "Trellis")
        self._init_sessions()
        self.tabs = Tabs(self)
        self.tabs.setObjectName("main_tabs")
        self.pages = {}
        for key, title, module, cls in TABS:
            page = TabPage(key, module, cls, self.tabs, on_built=self._tab_built)
            self.pages[key] = page
            self.tabs.addTab(page, self.tr(title))
            self.tabs.setTabToolTip(self.tabs.count() - 1, TAB_HELP[key][0])
        self.setCentralWidget(self.tabs)
        self._texts.append((self.statusBar(), "showMessage", TEXT["start"]))
        self._menus()
        self._fit_screen()
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        self.tabs.setCurrentIndex(int(self.settings.value("window/tab", 0) or 0) % len(TABS))
        self._start_sessions()

    def _fit_screen(self) -> None:
        """1280×680 (a 1280×720 screen less a title bar and a panel), or the screen's free
        area when it is smaller; every view is laid out to fit that."""
        w, h = style.WINDOW_SIZE
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            frame = 40                          # the title bar the window manager adds
            w, h = min(w, free.width()), min(h, max(free.height() - frame, 400))
        self.resize(w, h)

    # -- tabs ----------------------------------------------------------------------------------
    def tab(self, key: str) -> QWidget:
        """The tab ``key`` ("text", "spam", "hmm", "clustering", "svm"), built if need be."""
        return self.pages[key].ensure()

    text_tab = property(lambda self: self.tab("text"))
    spam_tab = property(lambda self: self.tab("spam"))
    hmm_tab = property(lambda self: self.tab("hmm"))
    clustering_tab = property(lambda self: self.tab("clustering"))
    svm_tab = property(lambda self: self.tab("svm"))

    def tab_widgets(self) -> list[QWidget]:
        """Every tab, built."""
        return [self.tab(key) for key, *_ in TABS]

    def show_tab(self, key: str) -> QWidget:
        self.tabs.setCurrentWidget(self.pages[key])
        return self.tab(key)

    def current_key(self) -> str:
        return self.tabs.currentWidget().key

    def open_paths(self, paths) -> None:
        """Open each file in the tab that reads its kind, and show the last such tab. Which tab
        is decided on a worker (ui.routing.iter_route reads the files' first kilobytes: on the
        GUI thread a named pipe would block the window); the tabs open them when it is done."""
        router = AlgorithmRunner(self)
        router.result.connect(self._open_routed)
        router.failed.connect(self.statusBar().showMessage)
        router.state_changed.connect(
            lambda state: router.deleteLater() if state in ("finished", "failed") else None)
        router.start(iter_route(list(paths)), run=True)

    def _open_routed(self, found) -> None:
        texts = []
        for path, key in found.routes:
            if key == "text":                 # the Text tab opens several files as one text
                texts.append(path)
            else:
                self.show_tab(key).open_path(path)
            remember(path)
        if texts:
            self.show_tab("text").open_paths(texts)
        if found.problems:                    # the engine's own words, in a sentence of ours
            self.statusBar().showMessage(self.tr("Not opened: {problems}").format(
                problems=" ".join(i18n.describe(p) for p in found.problems)))

    # -- menus ---------------------------------------------------------------------------------
    def _menus(self):
        file_menu = self._named(self.menuBar().addMenu(""), TEXT["file"])
        open_action = self._named(QAction(self, shortcut=QKeySequence.Open), TEXT["open"])
        open_action.setToolTip(self.tr("Open data for the tab on show"))
        open_action.triggered.connect(self._open)
        self.recent_menu = self._named(file_menu.addMenu(""), TEXT["open_recent"])
        self.recent_menu.setObjectName("recent_menu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        quit_action = self._named(QAction(self, shortcut=QKeySequence.Quit), TEXT["quit"])
        quit_action.triggered.connect(self.close)
        file_menu.addAction(open_action)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        self._session_actions(file_menu)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        self._view_menu()
        help_menu = self._named(self.menuBar().addMenu(""), TEXT["help"])
        self._course_actions(help_menu)
        for key, title, *_ in TABS:
            action = QAction(self)
            self._texts.append((action, "setText", lambda t=title: self.tr(
                "{tab}: what to try first").format(tab=self.tr(t))))
            action.triggered.connect(lambda _=False, k=key: self.show_help(k))
            help_menu.addAction(action)
        help_menu.addSeparator()
        about = self._named(QAction(self), TEXT["about_trellis"])
        about.triggered.connect(lambda: QMessageBox.about(
            self, self.tr("About Trellis"), self.tr("Trellis — a workbench for studying classic "
                                                    "NLP and machine learning, one iteration at "
                                                    "a time.")))
        help_menu.addAction(about)
        self.retranslate()

    def _named(self, widget, source: str):
        """Give a menu or an action its (translated) text, again at every language change."""
        self._texts.append((widget, "setTitle" if hasattr(widget, "setTitle") else "setText",
                            source))
        return widget

    def retranslate(self) -> None:
        """Every text the window shows, in the language in force."""
        shown = self.statusBar().currentMessage()    # before the start line is said again
        for widget, setter, source in self._texts:
            text = source() if callable(source) else self.tr(source)
            getattr(widget, setter)(text)
        for i, (key, title, *_) in enumerate(TABS):
            self.tabs.setTabText(i, self.tr(title))
        self._say_again(shown)            # the session's line in the status bar (SessionMixin)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_help(self, key: str) -> None:
        self.show_tab(key)
        title = self.tr(dict((k, t) for k, t, *_ in TABS)[key])
        box = QMessageBox(QMessageBox.Information,
                          self.tr("{tab}: what to try first").format(tab=title),
                          TAB_HELP[key][1], QMessageBox.Ok, self)
        box.setObjectName("help_box")
        box.setModal(False)
        box.show()

    def _open(self):
        """File > Open: every tab's ``open_dialog`` asks for its data (not a saved model)."""
        self.tab(self.current_key()).open_dialog()

    # -- recent files (every tab's file dialogs remember what they opened) ---------------------
    def recent(self) -> list[str]:
        return recent_files()

    def _fill_recent(self):
        self.recent_menu.clear()
        recent = [p for p in recent_files() if Path(p).exists()]
        for path in recent:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_paths([p]))
        if not recent:
            self.recent_menu.addAction(self.tr("(no recent files)")).setEnabled(False)

    # -- splitter positions, per tab, keyed by where each splitter sits --------------------------
    def _restore_splitters(self, key: str, tab: QWidget) -> None:
        for name, splitter in _splitters(tab):
            state = self.settings.value(f"splitters/{key}/{name}")
            if isinstance(state, QByteArray) and not state.isEmpty():
                splitter.restoreState(state)

    def _save_splitters(self) -> None:
        for key, page in self.pages.items():
            if page.tab is not None:
                for name, splitter in _splitters(page.tab):
                    self.settings.setValue(f"splitters/{key}/{name}", splitter.saveState())

    # -- closing -------------------------------------------------------------------------------
    def closeEvent(self, event):
        if not self.confirm_close():          # the user chose Cancel when asked to save
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/tab", self.tabs.currentIndex())
        self._save_splitters()
        for page in self.pages.values():
            if page.tab is not None:
                page.tab.shutdown()           # stops the tab's own timers too
        cancel_all(self)
        AlgorithmRunner.wait_all(10_000)
        super().closeEvent(event)


def _splitters(tab: QWidget):
    """(key, splitter) for every splitter of a tab. The key is the splitter's objectName or the
    class names of the widgets it sits in, plus a count among same-keyed ones: a view that gains
    a splitter does not shift the others' saved positions onto the wrong splitter (numbering
    them all in creation order did, and collapsed a panel). Keys of the old numbering ("0",
    "1", …) are simply never read again."""
    seen: dict[str, int] = {}
    for splitter in tab.findChildren(QSplitter):
        path = splitter.objectName()
        if not path:
            chain, w = [], splitter.parentWidget()
            while w is not None and w is not tab:
                chain.append(w.objectName() or type(w).__name__)
                w = w.parentWidget()
            path = "/".join(reversed(chain)) + f"/{splitter.orientation().name}"
        n = seen[path] = seen.get(path, -1) + 1
        yield f"{path}#{n}", splitter
