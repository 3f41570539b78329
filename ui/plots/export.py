"""Export a pyqtgraph plot or scene to PNG or SVG, chosen by the file's extension."""
from __future__ import annotations


def export_graphics(item, path):
    from pyqtgraph import exporters  # imported when needed: it is not used at start-up

    path = str(path)
    cls = exporters.SVGExporter if path.lower().endswith(".svg") else exporters.ImageExporter
    cls(item).export(path)
