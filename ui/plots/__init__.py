"""Reusable pyqtgraph views. Importing the package installs the design system's plot defaults
(no SI-rescaled axes) before any plot is made."""
from .. import style as _style

_style.install_plot_defaults()
