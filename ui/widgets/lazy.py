"""Views that compute only while shown, views built on first show, and places for widgets
made after the first frame."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QVBoxLayout, QWidget


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


class Slot(QWidget):
    """The place of a widget that is made after the window's first frame (a plot: pyqtgraph's
    import and a PlotWidget cost the start-up a third of a second). It takes the widget's
    minimum size and paints the background the widget will have, so nothing moves or flashes
    when :meth:`put` sets the widget in it; ``painted`` is emitted after its first paint."""

    painted = Signal()

    def __init__(self, minimum: tuple[int, int], parent=None):
        super().__init__(parent)
        self.widget = None
        self._said = False
        self.setMinimumSize(*minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def put(self, widget: QWidget) -> QWidget:
        """Set ``widget`` in the place (once)."""
        self.widget = widget
        self.layout().addWidget(widget)
        self.update()
        return widget

    def paintEvent(self, event):  # noqa: N802 (Qt API)
        if self.widget is None:
            from .. import style

            painter = QPainter(self)
            painter.fillRect(self.rect(), QColor(*style.theme().background))
            painter.end()
        if not self._said:
            self._said = True
            self.painted.emit()


def after_first_paint(slot: Slot, make: Callable[[], None]) -> None:
    """Call ``make`` once, on the event loop's turn after ``slot`` was first painted: the
    frame being painted goes to the screen first (a zero timer started in the paint runs
    once the paint is done and the frame flushed)."""
    slot.painted.connect(lambda: QTimer.singleShot(0, slot, make))   # painted is said once
