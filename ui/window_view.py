"""The main window's View menu (text size, theme, language) and the notes in Help (Course map,
Glossary), mixed into :class:`ui.main_window.MainWindow`; every choice is remembered."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication

from . import course, i18n, style


TEXT = {   # in English: shown translated (in the main window's context)
    "view": QT_TRANSLATE_NOOP("MainWindow", "&View"),
    "larger_text": QT_TRANSLATE_NOOP("MainWindow", "&Larger text"),
    "smaller_text": QT_TRANSLATE_NOOP("MainWindow", "&Smaller text"),
    "normal_text_size": QT_TRANSLATE_NOOP("MainWindow", "&Normal text size"),
    "theme": QT_TRANSLATE_NOOP("MainWindow", "&Theme"),
    "follow_the_system": QT_TRANSLATE_NOOP("MainWindow", "Follow the &system"),
    "light": QT_TRANSLATE_NOOP("MainWindow", "&Light"),
    "dark": QT_TRANSLATE_NOOP("MainWindow", "&Dark"),
    "language": QT_TRANSLATE_NOOP("MainWindow", "&Language"),
    "course_map": QT_TRANSLATE_NOOP("MainWindow", "&Course map…"),
    "glossary": QT_TRANSLATE_NOOP("MainWindow", "&Glossary…"),
}


class ViewMenu:
    """Needs the window's ``settings``, ``_named`` and ``_texts`` (see MainWindow)."""

    def _view_menu(self):
        menu = self._named(self.menuBar().addMenu(""), TEXT["view"])
        menu.setObjectName("view_menu")
        app = QApplication.instance()
        for source, keys, direction in ((TEXT["larger_text"], ("Ctrl+=", "Ctrl++"), 1),
                                        (TEXT["smaller_text"], ("Ctrl+-",), -1),
                                        (TEXT["normal_text_size"], ("Ctrl+0",), 0)):
            action = self._named(QAction(self), source)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.triggered.connect(lambda _=False, d=direction: self._scale_text(d))
            menu.addAction(action)
        menu.addSeparator()
        themes = self._named(menu.addMenu(""), TEXT["theme"])
        self.theme_actions = {}
        chosen = str(self.settings.value("view/theme", "system") or "system")
        group = QActionGroup(self)
        for key, source in (("system", TEXT["follow_the_system"]),
                            ("light", TEXT["light"]), ("dark", TEXT["dark"])):
            action = self._named(QAction(self, checkable=True, checked=key == chosen), source)
            action.triggered.connect(lambda _=False, k=key: self.set_theme(k))
            group.addAction(action)
            themes.addAction(action)
            self.theme_actions[key] = action
        languages = self._named(menu.addMenu(""), TEXT["language"])
        languages.setObjectName("language_menu")
        self.language_actions = {}
        lang_group = QActionGroup(self)
        for key, name in i18n.LANGUAGES.items():      # each language in its own words
            action = QAction(name, self, checkable=True,
                             checked=key == i18n.current_language())
            action.triggered.connect(lambda _=False, k=key: self.set_language(k))
            lang_group.addAction(action)
            languages.addAction(action)
            self.language_actions[key] = action
        scale = float(self.settings.value("view/font_scale", 1.0) or 1.0)
        if app is not None and abs(scale - style.font_scale()) > 1e-9:
            style.set_font_scale(app, scale)

    def _scale_text(self, direction: int) -> None:
        app = QApplication.instance()
        scale = (style.set_font_scale(app, 1.0) if direction == 0
                 else style.step_font_scale(app, direction))
        self.settings.setValue("view/font_scale", scale)
        self.statusBar().showMessage(QCoreApplication.translate(
            "MainWindow", "Text at {scale:.0%} of the normal size (Ctrl+= larger, Ctrl+− "
            "smaller, Ctrl+0 normal).").format(scale=scale), 4000)

    def set_theme(self, name: str) -> None:
        """``"system"``, ``"light"`` or ``"dark"``; plots are themed to match; remembered."""
        style.set_theme(QApplication.instance(), name)
        for key, action in self.theme_actions.items():
            action.setChecked(key == name)
        self.settings.setValue("view/theme", name)

    def set_language(self, lang: str) -> None:
        """Switch the interface to ``"ko"`` or ``"en"`` now (no restart); remembered."""
        lang = i18n.set_language(QApplication.instance(), lang)
        for key, action in self.language_actions.items():
            action.setChecked(key == lang)
        self.settings.setValue("view/language", lang)

    # -- the notes ---------------------------------------------------------------------------
    def _course_actions(self, help_menu) -> None:
        for source, keys, slot in ((TEXT["course_map"], "F1", self.show_course_map),
                                   (TEXT["glossary"], "Ctrl+F1", self.show_glossary)):
            action = self._named(QAction(self, shortcut=QKeySequence(keys)), source)
            action.triggered.connect(slot)
            help_menu.addAction(action)
        help_menu.addSeparator()

    def show_course_map(self):
        from .widgets.course_dialogs import CourseMapDialog

        return self._notes_dialog(CourseMapDialog)

    def show_glossary(self):
        from .widgets.course_dialogs import GlossaryDialog

        return self._notes_dialog(GlossaryDialog)

    def _notes_dialog(self, cls):
        box = cls(self)
        box.view_requested.connect(self.open_view)
        box.setModal(False)
        box.show()
        return box

    def open_view(self, view: str) -> None:
        """Show a view by its id, ``"<tab>/<English title>"`` (as ``ui.course`` names them)."""
        key, title = course.split_view(view)
        tab = self.show_tab(key)
        views = getattr(tab, "views", None)
        index = views.index_of_title(title) if views is not None else -1
        if index >= 0:
            views.setCurrentIndex(index)
