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


def _split(orientation, widgets, sizes, stretch=None):
    from PySide6.QtWidgets import QSplitter

    split = QSplitter(orientation)
    for w in widgets:
        split.addWidget(w)
    if sizes:
        split.setSizes(sizes)
    for k, factor in enumerate(stretch or ()):
        split.setStretchFactor(k, factor)
    return split


def hsplit(*widgets, sizes=None, stretch=None):
    """A horizontal splitter holding ``widgets`` side by side (``sizes`` in pixels;
    ``stretch``: each pane's share of a resize, e.g. (0, 1, 0) for a middle that grows)."""
    from PySide6.QtCore import Qt

    return _split(Qt.Horizontal, widgets, sizes, stretch)


def vsplit(*widgets, sizes=None):
    """A vertical splitter holding ``widgets`` one above the other (``sizes`` in pixels)."""
    from PySide6.QtCore import Qt

    return _split(Qt.Vertical, widgets, sizes)


def side_panel(panel, width=None, footer=None):
    """A tab's left control panel in a vertical scroll area of a fixed width (the design
    system's ``PANEL_WIDTH``): it keeps its width on every view instead of jumping with the
    widest control, and scrolls on a short screen. ``footer`` (the transport block) is pinned
    under the scroll area: always on screen, never scrolled away."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

    from .. import style
    from .wheel import guard

    width = width or style.PANEL_WIDTH
    scroll = QScrollArea()
    scroll.setObjectName("side_panel")
    scroll.setWidget(panel)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    scroll.setFixedWidth(width)
    panel.setMinimumWidth(width - 24)        # leaves room for the vertical scroll bar
    panel.setMaximumWidth(width - 2)
    guard(panel)
    if footer is None:
        return scroll
    column = QWidget()
    column.setObjectName("side_column")
    column.setFixedWidth(width)
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(style.SPACE_XS)
    layout.addWidget(scroll, 1)
    layout.addWidget(footer)
    guard(footer)
    return column


def as_form(layout):
    """A grid of (label, input) pairs re-laid as a form, one pair a row, so a view's settings
    fit the narrow side panel; any other layout is returned as it is. A label followed by an
    input becomes one row; an input with no label (a check box) a row of its own."""
    from PySide6.QtWidgets import QCheckBox, QFormLayout, QGridLayout, QLabel, QSizePolicy

    if not isinstance(layout, QGridLayout):
        return layout
    cells, seen = [], set()
    for r in range(layout.rowCount()):
        for c in range(layout.columnCount()):
            item = layout.itemAtPosition(r, c)
            if item is not None and id(item) not in seen:
                seen.add(id(item))
                cells.append(item.widget() or item.layout())
    while layout.count():
        layout.takeAt(0)
    form = QFormLayout()
    pending = None
    for cell in cells:
        if cell is None:
            continue
        if cell.parent() is layout:        # a sub-layout still parented to the grid
            cell.setParent(None)
        if isinstance(cell, QLabel) and pending is None:
            pending = cell
            continue
        if pending is not None:
            form.addRow(pending, cell)
            pending = None
        else:
            if isinstance(cell, QCheckBox):      # its natural width: a click hits the box
                cell.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
            form.addRow(cell)
    if pending is not None:
        form.addRow(pending)
    return form
