""""In the notes": under a tab's navigator, the slips of the course notes and the conventions
that differ, for the view on show (``engine.errata.for_view``) — the notes' words as printed,
the form Trellis uses, and why, with the chapter and line — so every view flags its own."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QFrame, QTextBrowser

from .. import i18n, style

translate = QCoreApplication.translate


def records_for(view: str) -> tuple:
    """The errata and conventions of ``view`` ("svm/SMO"; none for a view the list does not
    name, such as Practice)."""
    from engine import DataError, errata

    try:
        return errata.for_view(view)
    except DataError:
        return ()


def notes_html(records) -> str:
    """The panel's text: the notes' words with their LaTeX written out (``plain_math``: "1/β Σᵢ"
    for "\\frac{1}{\\beta}\\sum_{i}"), the form Trellis uses and why."""
    from engine.errata import plain_math

    if not records:
        return ""
    heading = translate("NotesPanel", "In the notes")
    out = [f"<b>{escape(heading)}</b>"]
    lang = i18n.current_language()
    for e in (r.said(lang) for r in records):
        label = (translate("NotesPanel", "Erratum") if e.kind == "erratum"
                 else translate("NotesPanel", "Convention"))
        notes = translate("NotesPanel", "The notes: “{notes}”").format(
            notes=escape(plain_math(e.notes)))
        trellis = translate("NotesPanel", "Trellis: {correct}").format(
            correct=escape(e.correct))
        where = translate("NotesPanel", "{chapter}, notes file {seed}, line {line}").format(
            chapter=e.chapter, seed=e.seed[:3], line=e.line)
        out.append(f"<p><b>{label}</b> <small>({escape(where)})</small><br>{notes}<br>"
                   f"{trellis} <small>{escape(e.why)}</small></p>")
    return "".join(out)


class NotesPanel(QTextBrowser):
    """The records of the view on show; hidden when it has none."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("notes_panel")
        self.setFrameShape(QFrame.NoFrame)
        self.setFixedWidth(style.SIDEBAR_WIDTH)
        self.setFont(style.font(style.CAPTION))
        self.setOpenExternalLinks(False)
        self.records: tuple = ()
        # the list opens at its heading: a view's records are set while the tab is still being
        # laid out, and a resize through a few pixels' height scrolls the text down; only the
        # student's own scrolling moves it from the top
        self._at_top = True
        self.verticalScrollBar().actionTriggered.connect(self._scrolled_by_user)

    def show_view(self, view: str) -> None:
        self.records = records_for(view)
        self.setHtml(notes_html(self.records))
        self._at_top = True
        self.verticalScrollBar().setValue(0)
        self.setVisible(bool(self.records))

    def _scrolled_by_user(self, _action) -> None:
        self._at_top = False

    def resizeEvent(self, event):  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._at_top:       # after the text's relayout, which Qt runs once this returns
            QTimer.singleShot(0, self, self._to_top)

    def _to_top(self) -> None:
        if self._at_top:
            self.verticalScrollBar().setValue(0)
