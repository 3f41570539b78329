"""Small helpers that build labelled controls with objectName, accessible name and tooltip."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox


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


def hsplit(*widgets, sizes=None):
    """A horizontal splitter holding ``widgets``."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QSplitter

    split = QSplitter(Qt.Horizontal)
    for w in widgets:
        split.addWidget(w)
    if sizes:
        split.setSizes(sizes)
    return split
