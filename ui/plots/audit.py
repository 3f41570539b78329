"""What the design system promises, checked on a live window (issue 23's "done when").

:func:`audit` looks at what is on show and returns one sentence per broken promise: a tab bar
that hides some of its tabs, a transport block shown twice or cut off, an axis rescaled with an
SI prefix, a plot's data area under the minimum, an axis title longer than its axis. The UI
tests run it on every page of every tab at 1280×680; ``bench/tour.py`` prints it beside each
screenshot.
"""
from __future__ import annotations

import re

import pyqtgraph as pg
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QTabWidget, QWidget

from .. import style


def _shown(widget: QWidget, window: QWidget) -> bool:
    return widget.isVisibleTo(window) and widget.width() > 0 and widget.height() > 0


def audit(window: QWidget) -> list[str]:
    """Every broken promise among the widgets on show in ``window``."""
    from ..widgets.step_controls import StepControls

    problems = []
    for tabs in window.findChildren(QTabWidget):
        if not _shown(tabs, window):
            continue
        bar = tabs.tabBar()
        last = bar.tabRect(tabs.count() - 1) if tabs.count() else None
        if last is not None and last.right() > bar.width() + 1:
            problems.append(f"tab bar {tabs.objectName() or type(tabs.parentWidget()).__name__} "
                            f"hides tabs ({last.right()} px of tabs in {bar.width()} px)")
    blocks = [c for c in window.findChildren(StepControls) if c.isVisibleTo(window)]
    if len(blocks) > 1:
        problems.append(f"{len(blocks)} transport blocks on show: "
                        + ", ".join(c.step_button.objectName() for c in blocks))
    for c in blocks:
        seen = c.visibleRegion().boundingRect()
        if seen.height() < c.height() or seen.width() < c.width():
            problems.append(f"the transport block is cut off ({seen.width()}×{seen.height()} of "
                            f"{c.width()}×{c.height()} px on screen)")
    for view in window.findChildren(pg.GraphicsView):
        if not _shown(view, window):
            continue
        for item in view.scene().items():
            if isinstance(item, pg.PlotItem) and not isinstance(item, pg.ColorBarItem) \
                    and item.isVisible():
                problems += _plot_problems(item, view)
    return problems


SI_SCALE = re.compile(r"\(x\s*[0-9.]+(e[+-]?[0-9]+)?\)")      # pyqtgraph's "(x0.001)", "(x1e+09)"
TAGS = re.compile(r"<[^<>]*>")


def _plot_problems(item: pg.PlotItem, view) -> list[str]:
    out = []
    title = TAGS.sub("", item.titleLabel.text).replace("&nbsp;", " ").strip()
    name = title or view.objectName() or type(view.parentWidget()).__name__
    box = item.getViewBox().size()
    if box.width() < style.MIN_PLOT_W - 0.5 or box.height() < style.MIN_PLOT_H - 0.5:
        out.append(f"plot '{name}': data area {box.width():.0f}×{box.height():.0f} px "
                   f"(at least {style.MIN_PLOT_W}×{style.MIN_PLOT_H})")
    for side in ("left", "bottom"):
        axis = item.getAxis(side)
        if not axis.isVisible():
            continue
        if axis.autoSIPrefix and axis.autoSIPrefixScale != 1.0:
            out.append(f"plot '{name}': the {side} axis is SI-rescaled")
        plain = axis.label.toPlainText().strip() if axis.label.isVisible() else ""
        if SI_SCALE.search(plain):
            out.append(f"plot '{name}': the {side} axis is SI-rescaled ({plain})")
            continue
        if not plain:
            continue
        width = QFontMetrics(axis.label.font()).horizontalAdvance(plain)
        room = axis.size().height() if side == "left" else axis.size().width()
        if width > room + 1:
            out.append(f"plot '{name}': the {side} axis title '{plain}' ({width} px) is longer "
                       f"than its axis ({room:.0f} px)")
    return out
