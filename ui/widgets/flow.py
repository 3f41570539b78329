"""A layout that places its widgets left to right and wraps them onto the next row when the
room runs out (Qt's "flow layout" example): a toolbar of a dozen settings fits a 1280-pixel
window instead of widening it, and grows a row on a narrow one."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QWidget

from .. import style


class FlowLayout(QLayout):
    def __init__(self, parent=None, spacing: int = style.SPACE_S):
        super().__init__(parent)
        self._items = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    # QLayout's API
    def addItem(self, item):  # noqa: N802
        self._items.append(item)

    def count(self):
        return len(self._items)

    def itemAt(self, index):  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index):  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self):  # noqa: N802
        return True

    def heightForWidth(self, width):  # noqa: N802
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect):  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self):  # noqa: N802
        return self.minimumSize()

    def minimumSize(self):  # noqa: N802
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _place(self, rect, move):
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, row_height = area.x(), area.y(), 0
        for item in self._items:
            if item.widget() is not None and item.widget().isHidden():
                continue
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and row_height > 0:
                x, y = area.x(), y + row_height + self._spacing
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            row_height = max(row_height, hint.height())
        return y + row_height - rect.y() + m.bottom()


def flow(*items, parent=None) -> QWidget:
    """A wrapping toolbar: a string labels the widget after it (the two wrap together),
    ``(widget, factor)`` is taken as the widget."""
    holder = QWidget(parent)
    layout = FlowLayout(holder)
    pending = None
    for item in items:
        widget = item[0] if isinstance(item, tuple) else item
        if isinstance(widget, str):
            pending = widget
            continue
        if pending is not None:
            pair = QWidget(holder)
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(style.SPACE_XS)
            row.addWidget(QLabel(pending, pair))
            row.addWidget(widget)
            widget = pair
            pending = None
        layout.addWidget(widget)
    return holder
