"""Which settings and which transport block the side column shows: those of the view on show.

A tab's views each bring their own settings panel and transport block (Step, Run, history…);
the tab shows them in one place — its left column, the transport pinned at the bottom — and only
the current view's, so every view shows its own controls and exactly one transport block.
"""
from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QWidget


class ViewParts:
    """view → (settings panel or None, transport block or None)."""

    def __init__(self):
        self.parts: dict[QWidget, tuple[QWidget | None, QWidget | None]] = {}

    def add(self, view: QWidget, settings: QWidget | None, transport: QWidget | None) -> None:
        self.parts[view] = (settings, transport)

    def settings(self) -> list[QWidget]:
        return [s for s, _ in self.parts.values() if s is not None]

    def transports(self) -> list[QWidget]:
        return [t for _, t in self.parts.values() if t is not None]

    def show_for(self, view: QWidget, box: QGroupBox | None = None, title: str = "") -> None:
        """Show ``view``'s settings (in ``box``, titled ``title``; the box hides when the view
        has none) and its transport block; hide every other view's."""
        settings, transport = self.parts.get(view, (None, None))
        for s in self.settings():
            s.setVisible(s is settings)
        for t in self.transports():
            t.setVisible(t is transport)
        if box is not None:
            box.setVisible(settings is not None)
            if settings is not None and title:
                box.setTitle(title)
