"""The design system: the only place that chooses a colour, a font size, a margin or a plot default.

- **Type scale**: sizes relative to the application font (``CAPTION`` … ``HEADING``), so font
  scaling (View › Larger text, Ctrl+=) scales every label and every plot's text together.
- **Spacing**: ``SPACE_XS`` … ``SPACE_L`` pixels, the margins and gaps of every panel.
- **Palette**: Okabe & Ito's colour-blind-safe categorical colours for classes and clusters;
  perceptual colour maps (viridis, cividis) wherever colour carries a value, with a colour bar.
- **Themes**: light or dark, following the system's colour scheme (Qt's ``colorScheme``) unless
  the user chose one; plots are themed to match.
- **Plot defaults**: axes never rescale with SI prefixes ("(x0.001)", "(x1e+09)"), legends sit
  outside the data, every plot has a minimum data area, and an empty plot says in a sentence what
  will appear there (:func:`empty_state`).
"""
from __future__ import annotations

import importlib.abc
import importlib.util
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette

if TYPE_CHECKING:            # pyqtgraph itself is imported when the first plot is made
    import pyqtgraph as pg

# -- type scale (factors of the application font's point size) ---------------------------------
CAPTION, BODY, TITLE, HEADING = 0.85, 1.0, 1.15, 1.3
BASE_POINT_SIZE = 10.0           # the body size at font scale 1
FONT_SCALES = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)

# -- spacing (pixels) ---------------------------------------------------------------------------
SPACE_XS, SPACE_S, SPACE_M, SPACE_L = 4, 8, 12, 16
SIDEBAR_WIDTH = 200              # the navigator's list of views: every English entry but one fits
PANEL_WIDTH = 300                # a tab's left control panel: the same on every view

# -- plot geometry ------------------------------------------------------------------------------
MIN_PLOT_W, MIN_PLOT_H = 150, 110   # the smallest data area a plot may have (issue 23)
PLOT_MIN = (MIN_PLOT_W + 60, MIN_PLOT_H + 75)   # a plot widget's least size: data + axes + title
WINDOW_SIZE = (1280, 680)           # fits a 1280×720 screen with a title bar and a panel

# -- colours -----------------------------------------------------------------------------------
# Okabe & Ito (2008), "Color Universal Design": distinguishable with every common colour-vision
# deficiency. Ordered so the first classes are the most distinct on both themes (yellow, hard to
# see on white, comes late; black, invisible on dark, is replaced by grey there).
OKABE_ITO = np.array([
    (0, 114, 178),     # blue
    (230, 159, 0),     # orange
    (0, 158, 115),     # bluish green
    (213, 94, 0),      # vermillion
    (204, 121, 167),   # reddish purple
    (86, 180, 233),    # sky blue
    (240, 228, 66),    # yellow
    (120, 120, 120),   # grey (Okabe–Ito's black, readable on both themes)
], dtype=float)
UNASSIGNED = (160, 160, 160)
VALUE_MAP = "viridis"          # sequential values (probabilities, δ, densities)
DIVERGING_MAP = "CET-D1A"      # signed values (f(x) of a classifier): blue − · white 0 · red +
POSITIVE, NEGATIVE = (213, 94, 0), (0, 114, 178)   # +1 / −1, spam / ham contributions


@dataclass(frozen=True)
class Theme:
    """The colours a theme gives to windows and plots."""
    name: str
    background: tuple
    foreground: tuple
    muted: tuple           # secondary text: empty states, captions
    grid_alpha: float
    highlight: tuple       # a changed cell, the selected point's ring
    ghost: tuple           # what the previous step drew (the old boundary, the old centre)


LIGHT = Theme("light", (255, 255, 255), (30, 30, 30), (110, 110, 110), 0.2, (230, 159, 0),
              (150, 150, 150))
DARK = Theme("dark", (30, 31, 34), (222, 222, 222), (160, 160, 160), 0.25, (240, 228, 66),
             (110, 110, 110))

_state = {"theme": LIGHT, "scale": 1.0, "installed": False}


def theme() -> Theme:
    """The theme in force."""
    return _state["theme"]


def categorical(k: int) -> tuple[int, int, int]:
    """RGB of class or cluster ``k`` (Okabe–Ito, cycling after eight)."""
    return tuple(int(c) for c in OKABE_ITO[k % len(OKABE_ITO)])


def categorical_array(n: int) -> np.ndarray:
    """The first ``n`` categorical colours as an (n, 3) float array."""
    return np.array([categorical(k) for k in range(n)], dtype=float).reshape(-1, 3)


def colormap(name: str = VALUE_MAP) -> pg.ColorMap:
    """A perceptual colour map shipped with pyqtgraph (viridis, cividis, CET-…)."""
    import pyqtgraph as pg

    return pg.colormap.get(name)


def lookup_table(n: int = 32, name: str = VALUE_MAP, start: float = 0.0,
                 stop: float = 1.0) -> np.ndarray:
    """``n`` RGB rows of a colour map from ``start`` to ``stop`` (light-to-dark maps read as
    "more" when darker on a light theme: viridis runs dark → yellow, so values use it as is)."""
    return colormap(name).getLookupTable(start, stop, n)[:, :3]


# -- fonts -------------------------------------------------------------------------------------
def font(size: float = BODY, *, bold: bool = False) -> QFont:
    """The application font at a step of the type scale."""
    f = QFont(QGuiApplication.font())
    f.setPointSizeF(BASE_POINT_SIZE * _state["scale"] * size)
    f.setBold(bold)
    return f


def font_scale() -> float:
    return _state["scale"]


def set_font_scale(app, scale: float) -> float:
    """Scale every text of the application — widgets and the plots' axes — by ``scale``
    (clamped to :data:`FONT_SCALES`' range). Returns the scale in force."""
    scale = float(min(max(scale, FONT_SCALES[0]), FONT_SCALES[-1]))
    _state["scale"] = scale
    f = QFont(app.font())
    f.setPointSizeF(BASE_POINT_SIZE * scale)
    app.setFont(f)
    for widget in _plot_views(app):
        _retheme_fonts(widget)
    return scale


def step_font_scale(app, direction: int) -> float:
    """One step larger (``direction`` > 0) or smaller along :data:`FONT_SCALES`."""
    now = _state["scale"]
    if direction > 0:
        bigger = [s for s in FONT_SCALES if s > now + 1e-9]
        return set_font_scale(app, bigger[0] if bigger else FONT_SCALES[-1])
    smaller = [s for s in FONT_SCALES if s < now - 1e-9]
    return set_font_scale(app, smaller[-1] if smaller else FONT_SCALES[0])


# -- themes ------------------------------------------------------------------------------------
def system_is_dark(app=None) -> bool:
    """Whether the system asks for a dark colour scheme (Qt 6.5+), else whether the palette's
    window colour is dark."""
    app = app or QGuiApplication.instance()
    if app is None:
        return False
    hints = app.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    if scheme is not None:
        value = scheme()
        if value == Qt.ColorScheme.Dark:
            return True
        if value == Qt.ColorScheme.Light:
            return False
    return app.palette().color(QPalette.Window).lightness() < 128


def set_theme(app, name: str = "system") -> Theme:
    """Apply ``"light"``, ``"dark"`` or ``"system"`` to the application's palette and to the
    plot defaults (plots made afterwards follow; :func:`themed` re-themes an existing one)."""
    dark = system_is_dark(app) if name == "system" else name == "dark"
    _state["theme"] = t = DARK if dark else LIGHT
    pg = sys.modules.get("pyqtgraph")
    if pg is not None and _state["installed"]:     # else done when pyqtgraph is first imported
        pg.setConfigOptions(antialias=True, background=t.background, foreground=t.foreground)
    if dark:
        app.setStyle("Fusion")
        pal = QPalette()
        bg, fg = QColor(*t.background), QColor(*t.foreground)
        base = QColor(40, 41, 45)
        for role, colour in ((QPalette.Window, bg), (QPalette.WindowText, fg),
                             (QPalette.Base, base), (QPalette.AlternateBase, QColor(48, 49, 54)),
                             (QPalette.Text, fg), (QPalette.Button, QColor(52, 53, 58)),
                             (QPalette.ButtonText, fg), (QPalette.ToolTipBase, base),
                             (QPalette.ToolTipText, fg), (QPalette.Highlight, QColor(0, 114, 178)),
                             (QPalette.HighlightedText, QColor(255, 255, 255)),
                             (QPalette.PlaceholderText, QColor(*t.muted))):
            pal.setColor(role, colour)
        pal.setColor(QPalette.Disabled, QPalette.Text, QColor(*t.muted))
        pal.setColor(QPalette.Disabled, QPalette.ButtonText, QColor(*t.muted))
        pal.setColor(QPalette.Disabled, QPalette.WindowText, QColor(*t.muted))
        app.setPalette(pal)
    else:
        app.setPalette(app.style().standardPalette())
    for widget in _plot_views(app):
        themed(widget)
    return t


def _plot_views(app) -> list:
    """Every pyqtgraph view of the application; none while pyqtgraph is not imported yet."""
    pg = sys.modules.get("pyqtgraph")
    if pg is None:
        return []
    return [w for w in app.allWidgets() if isinstance(w, pg.GraphicsView)]


def apply(app, theme_name: str = "system", scale: float = 1.0) -> None:
    """Install the design system on ``app``: theme and font scale now, the plot defaults the
    moment pyqtgraph is imported (:func:`install_plot_defaults`)."""
    set_theme(app, theme_name)
    if scale != 1.0:
        set_font_scale(app, scale)


# -- plot defaults -----------------------------------------------------------------------------
def install_plot_defaults() -> None:
    """pyqtgraph defaults for every plot made afterwards: axes without SI rescaling (a share of
    0.001 must not read "1 m", an iteration count must not read "(x1e+09)"), antialiasing and
    the theme's colours. Idempotent. Called by itself right after pyqtgraph's first import
    (see :class:`_DefaultsOnImport`); calling it imports pyqtgraph."""
    if _state["installed"]:
        return
    _state["installed"] = True
    import pyqtgraph as pg

    original = pg.AxisItem.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.enableAutoSIPrefix(False)

    pg.AxisItem.__init__ = init
    t = theme()
    pg.setConfigOptions(antialias=True, background=t.background, foreground=t.foreground)


class _DefaultsOnImport(importlib.abc.MetaPathFinder):
    """Runs :func:`install_plot_defaults` the moment pyqtgraph's own module has executed,
    whichever module imports it first.

    Why: importing pyqtgraph costs a third of the start-up (~0.3 s: ``pyqtgraph.Qt`` copies
    every PySide6 attribute), and the first frame has no plot, so nothing on the start path
    imports it; yet the AxisItem patch must be in place before the first axis is made, by
    whichever of the many plot modules comes first. Python has no post-import hook (PEP 369
    was withdrawn), so this finder, asked once for ``pyqtgraph``, leaves ``sys.meta_path``,
    lets the ordinary finders find the package and wraps its loader's ``exec_module``."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname != "pyqtgraph":
            return None
        if self in sys.meta_path:
            sys.meta_path.remove(self)
        spec = importlib.util.find_spec(fullname)       # the ordinary finders, not this one
        loader = getattr(spec, "loader", None)
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        run = loader.exec_module

        def exec_module(module):
            run(module)
            install_plot_defaults()

        loader.exec_module = exec_module               # the same loader: resources still work
        return spec


if "pyqtgraph" in sys.modules:
    install_plot_defaults()
else:
    sys.meta_path.insert(0, _DefaultsOnImport())


def themed(view) -> None:
    """Give a pyqtgraph view (PlotWidget, GraphicsLayoutWidget) the theme's background, axis
    colours and fonts; call it instead of ``setBackground("w")``."""
    t = theme()
    view.setBackground(t.background)
    _retheme_fonts(view)


def _plot_items(view):
    import pyqtgraph as pg

    item = view.getPlotItem() if hasattr(view, "getPlotItem") else None
    if item is not None:
        return [item]
    ci = getattr(view, "ci", None)
    if ci is None:
        return []
    return [i for i in ci.items if isinstance(i, pg.PlotItem)]


def _retheme_fonts(view) -> None:
    import pyqtgraph as pg

    t = theme()
    tick = font(CAPTION)
    for item in _plot_items(view):
        for name in ("left", "bottom", "right", "top"):
            axis = item.getAxis(name)
            axis.setPen(pg.mkPen(t.foreground))
            axis.setTextPen(pg.mkPen(t.foreground))
            axis.setStyle(tickFont=tick)
            axis.label.setFont(font(BODY))
        title = item.titleLabel
        if title.text:
            title.setText(title.text, color=t.foreground, size=f"{font(TITLE).pointSizeF():.0f}pt")


def style_plot(item: pg.PlotItem, *, grid: bool = True) -> pg.PlotItem:
    """The house style on a PlotItem: a light grid, no SI prefixes, themed axes."""
    t = theme()
    if grid:
        item.showGrid(x=True, y=True, alpha=t.grid_alpha)
    for name in ("left", "bottom"):
        item.getAxis(name).enableAutoSIPrefix(False)
    return item


def outside_legend(item: pg.PlotItem, **kwargs) -> pg.LegendItem:
    """A legend above the data area's right corner, not on top of the curves."""
    import pyqtgraph as pg

    legend = item.addLegend(offset=(-4, 4), **kwargs)
    legend.setParentItem(item)          # anchored to the plot item, not its view box
    legend.anchor(itemPos=(1, 0), parentPos=(1, 0), offset=(-4, 2))
    legend.setBrush(pg.mkBrush(*theme().background, 200))
    return legend


def empty_state(item: pg.PlotItem, text: str) -> pg.TextItem:
    """A sentence in the middle of an empty plot saying what will appear there; the axes are
    hidden until :func:`clear_empty_state` (no nonsense range such as −400…400 documents)."""
    import pyqtgraph as pg

    label = getattr(item, "_empty_label", None)
    if label is None:
        label = pg.TextItem(text, color=theme().muted, anchor=(0.5, 0.5))
        label.setFont(font(BODY))
        item.addItem(label, ignoreBounds=True)
        item._empty_label = label
    label.setText(text)
    label.setColor(theme().muted)
    item.setXRange(0, 1, padding=0)
    item.setYRange(0, 1, padding=0)
    label.setPos(0.5, 0.5)
    label.setVisible(True)
    for name in ("left", "bottom"):
        item.getAxis(name).setStyle(showValues=False)
    return label


def clear_empty_state(item: pg.PlotItem) -> None:
    """Hide the empty-state sentence, show the axes' values again and let the range follow
    the data."""
    label = getattr(item, "_empty_label", None)
    if label is not None and label.isVisible():
        label.setVisible(False)
        for name in ("left", "bottom"):
            item.getAxis(name).setStyle(showValues=True)
        item.enableAutoRange()


def colorbar(item: pg.PlotItem, image: pg.ImageItem, values: tuple[float, float], label: str,
             name: str = VALUE_MAP) -> pg.ColorBarItem:
    """A colour bar beside ``item`` for ``image`` coloured by ``name`` over ``values``."""
    import pyqtgraph as pg

    bar = pg.ColorBarItem(values=values, colorMap=colormap(name), label=label, interactive=False,
                          width=12)
    bar.setImageItem(image, insert_in=item)
    return bar


def pen(rgb, width: float = 2, dashed: bool = False):
    import pyqtgraph as pg

    return pg.mkPen(rgb, width=width, style=Qt.DashLine if dashed else Qt.SolidLine)
