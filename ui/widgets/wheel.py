"""The mouse wheel never changes an input that does not have the keyboard focus.

Scrolling a control panel used to change whatever combo box, spin box or slider passed under the
pointer (two notches switched "Gaussian mixture" to "k-medoids"). :func:`guard` gives those inputs
``Qt.StrongFocus`` (the wheel no longer focuses them) and a filter that hands an unfocused input's
wheel event on to its parent — the scroll area scrolls instead. Click or Tab into an input first
and the wheel works on it as before.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QComboBox, QWidget

GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider)


class _WheelGuard(QObject):
    def eventFilter(self, obj, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.Wheel and not obj.hasFocus():
            # ignored + handled: Qt offers the event to the parent widgets (the scroll area),
            # and the input itself never sees it
            event.ignore()
            return True
        return False


_GUARD = _WheelGuard()


def guard(root: QWidget) -> int:
    """Guard every combo box, spin box and slider under ``root`` (and ``root`` itself); widgets
    already guarded are skipped. Returns how many were newly guarded."""
    widgets = [w for cls in GUARDED for w in root.findChildren(cls)]
    if isinstance(root, GUARDED):
        widgets.append(root)
    n = 0
    for w in widgets:
        if w.property("wheel_guarded"):
            continue
        w.setProperty("wheel_guarded", True)
        if w.focusPolicy() != Qt.NoFocus:
            w.setFocusPolicy(Qt.StrongFocus)
        w.installEventFilter(_GUARD)
        n += 1
    return n
