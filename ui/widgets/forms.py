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
