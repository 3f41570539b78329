"""Export a plot widget to PNG or SVG, chosen by the file's extension."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter


def export_graphics(widget, path):
    """PNG through pyqtgraph's exporter (at twice the screen size); SVG through Qt's own
    QSvgGenerator, because pyqtgraph's SVG exporter cannot parse the paths Qt 6.11 writes
    (pyqtgraph issue #3485)."""
    path = str(path)
    if path.lower().endswith(".svg"):
        from PySide6.QtSvg import QSvgGenerator

        gen = QSvgGenerator()
        gen.setFileName(path)
        gen.setSize(widget.size())
        gen.setViewBox(QRect(0, 0, widget.width(), widget.height()))
        gen.setTitle("Trellis plot")
        painter = QPainter(gen)
        try:
            widget.render(painter)
        finally:
            painter.end()
        return
    from pyqtgraph import exporters  # imported when needed: not used at start-up

    exporter = exporters.ImageExporter(widget.scene())
    exporter.parameters()["width"] = 2 * max(widget.width(), 1)
    exporter.export(path)
    if not Path(path).is_file():  # QImage.save reports failure only by returning False
        raise OSError(f"could not write {path}")
