"""Drag-and-drop of files onto a tab: one implementation for every tab."""
from __future__ import annotations


class FileDropMixin:
    """Mix into a QWidget with ``open_path(path)`` (or ``open_paths(paths)`` for many files);
    call ``self.setAcceptDrops(True)`` in its constructor."""

    def dragEnterEvent(self, event):
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event):
        paths = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if not paths:
            return
        if hasattr(self, "open_paths"):
            self.open_paths(paths)
        else:
            self.open_path(paths[0])
        event.acceptProposedAction()
