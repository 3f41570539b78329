"""A titled plot with labelled axes: the one way a view makes a plain white chart."""
from __future__ import annotations

import pyqtgraph as pg
from .. import style


def labelled_plot(title: str, bottom: str, left: str, *,
                  minimum: tuple[int, int] = (120, 110)) -> pg.PlotWidget:
    """A white plot titled ``title`` with a light grid, axis labels ``bottom`` and ``left`` and
    plain numbers on both axes (no SI prefix: a share of 0.001 must not read "1 m");
    ``minimum`` is its smallest (width, height) in pixels."""
    p = pg.PlotWidget(title=title)
    style.themed(p)
    p.showGrid(x=True, y=True, alpha=0.2)
    p.setLabel("bottom", bottom)
    p.setLabel("left", left)
    p.setMinimumSize(*minimum)
    for side in ("left", "bottom"):
        p.getAxis(side).enableAutoSIPrefix(False)
    return p
