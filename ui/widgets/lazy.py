"""Views that compute only while shown."""
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
