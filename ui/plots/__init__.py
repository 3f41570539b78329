"""Reusable pyqtgraph views. Importing ``ui.style`` (which this package does) makes sure the
design system's plot defaults (no SI-rescaled axes) are installed the moment pyqtgraph is first
imported, before any plot is made; importing this package does not import pyqtgraph itself."""
from .. import style as _style  # noqa: F401  (installs the defaults' import hook)
