"""Views that compute only while shown, and views built on first show."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget


class LazyView(QWidget):
    """Calls ``refresh()`` when invalidated while visible, or when next shown. Hidden views
    would otherwise run Python-heavy workers side by side and starve the GUI thread of the GIL."""

    stale = False

    def invalidate(self):
        self.stale = True
        if self.isVisible():
            self.stale = False
            self.refresh()

    def showEvent(self, event):
        super().showEvent(event)
        if self.stale:
            self.stale = False
            self.refresh()

    def refresh(self):
        raise NotImplementedError


class BuiltOnShow:
    """Mixin for a QWidget whose plots and tables are made when it is first shown: ``build()``
    runs once, before the widget's other show handling (a LazyView's refresh comes after).
    A tab opening on another view then pays nothing for this one (several pyqtgraph plots
    cost the GUI thread ~0.1 s)."""

    built = False

    def showEvent(self, event):
        if not self.built:
            self.built = True
            self.build()
        super().showEvent(event)

    def build(self) -> None:
        raise NotImplementedError
