"""A group box that folds away: click its title (or press Space on it) to hide or show what it
holds, so rarely used settings give their room to the ones in use on a short laptop screen."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QGroupBox, QWidget

OPEN, CLOSED = "▾", "▸"


class CollapsibleBox(QGroupBox):
    """A ``QGroupBox`` whose title toggles it; ``collapsed`` tells whether it is folded."""

    toggled_open = Signal(bool)

    def __init__(self, title: str, parent=None, *, collapsed: bool = False):
        super().__init__(f"{OPEN} {title}", parent)
        self._title = title
        self.collapsed = False
        self._hidden: list[QWidget] = []
        self.setFocusPolicy(Qt.TabFocus)
        self._show_tip()
        self.setAccessibleName(title)
        if collapsed:
            self.set_collapsed(True)

    def set_title(self, title: str) -> None:
        """A new title (the language changed), the fold arrow and summary kept."""
        self._title = title
        self.setAccessibleName(title)
        self._show_title()
        self._show_tip()

    def _show_tip(self):
        self.setToolTip(QCoreApplication.translate(
            "CollapsibleBox", "Click the title to fold or unfold “{title}”").format(
                title=self._title))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        # the title is the owner's (set_title); the tooltip around it is said again here
        if event.type() == QEvent.LanguageChange:
            self._show_tip()
        super().changeEvent(event)

    def set_summary(self, summary: str) -> None:
        """What the box holds, in a few words after its title (seen while it is folded)."""
        self._summary = summary
        self._show_title()

    def _show_title(self):
        summary = getattr(self, "_summary", "")
        arrow = CLOSED if self.collapsed else OPEN
        self.setTitle(f"{arrow} {self._title}" + (f" — {summary}" if summary else ""))

    def set_collapsed(self, collapsed: bool) -> None:
        if collapsed == self.collapsed:
            return
        self.collapsed = collapsed
        if collapsed:
            self._hidden = [w for w in self.findChildren(QWidget, options=Qt.FindDirectChildrenOnly)
                            if not w.isHidden()]
            for w in self._hidden:
                w.setVisible(False)
        else:
            for w in self._hidden:
                w.setVisible(True)
            self._hidden = []
        self._show_title()
        self.toggled_open.emit(not collapsed)

    def _on_title(self, y: int) -> bool:
        return y <= self.fontMetrics().height() + 6

    def mousePressEvent(self, event):  # noqa: N802 (Qt API)
        if event.button() == Qt.LeftButton and self._on_title(event.position().y()):
            self.set_collapsed(not self.collapsed)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event):  # noqa: N802
        if event.key() in (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter):
            self.set_collapsed(not self.collapsed)
            event.accept()
            return
        super().keyPressEvent(event)
