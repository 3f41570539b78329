"""Small helpers that build labelled controls with objectName, accessible name and tooltip."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QPushButton, QSpinBox


def named(widget, name, label, tip):
    widget.setObjectName(name)
    widget.setAccessibleName(label)
    widget.setToolTip(tip)
    return widget


def combo(name, label, tip, items, parent=None):
    box = named(QComboBox(parent), name, label, tip)
    box.addItems(list(items))
    return box


def spin(name, label, tip, low, high, value, parent=None):
    box = named(QSpinBox(parent), name, label, tip)
    box.setRange(low, high)
    box.setValue(value)
    return box


def double_spin(name, label, tip, low, high, value, step, decimals=2, parent=None):
    """A named QDoubleSpinBox on [low, high] showing ``decimals`` places, stepping by ``step``."""
    box = named(QDoubleSpinBox(parent), name, label, tip)
    box.setRange(low, high)
    box.setDecimals(decimals)      # before setValue: the value is rounded to these places
    box.setSingleStep(step)
    box.setValue(value)
    return box


def button(name, label, tip, parent=None):
    return named(QPushButton(label, parent), name, label.replace("…", ""), tip)


def hbox(*items, stretch=False):
    """A row of widgets: a string becomes a label, ``(widget, factor)`` stretches that widget;
    ``stretch=True`` keeps the row to the left."""
    from PySide6.QtWidgets import QHBoxLayout, QLabel

    row = QHBoxLayout()
    for item in items:
        widget, factor = item if isinstance(item, tuple) else (item, 0)
        row.addWidget(QLabel(widget) if isinstance(widget, str) else widget, factor)
    if stretch:
        row.addStretch(1)
    return row


def _split(orientation, widgets, sizes):
    from PySide6.QtWidgets import QSplitter

    split = QSplitter(orientation)
    for w in widgets:
        split.addWidget(w)
    if sizes:
        split.setSizes(sizes)
    return split


def hsplit(*widgets, sizes=None):
    """A horizontal splitter holding ``widgets`` side by side (``sizes`` in pixels)."""
    from PySide6.QtCore import Qt

    return _split(Qt.Horizontal, widgets, sizes)


def vsplit(*widgets, sizes=None):
    """A vertical splitter holding ``widgets`` one above the other (``sizes`` in pixels)."""
    from PySide6.QtCore import Qt

    return _split(Qt.Vertical, widgets, sizes)
