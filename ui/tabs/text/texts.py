"""The Text tab's words in the language in force (issue 29).

``tr("…")`` at module level is what ``pyside6-lupdate`` extracts (under the empty context), so
every view of the tab writes its texts as ``tr("…")`` literals; ``%n`` plurals are
``tr("%n token(s)", "", n)``. A view builds its texts in ``retranslate()``, called once when it is
built and again at each ``LanguageChange`` (:class:`Retranslating`), as Qt's ``retranslateUi``
does; what a view computed is drawn again then, so a result shown in English turns Korean."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` translated (the empty context, where lupdate files a module-level tr())."""
    return QCoreApplication.translate("", text, disambiguation, n)


def set_texts(widget, text: str | None = None, tip: str | None = None) -> None:
    """A control's caption (its accessible name too, without "…") and tooltip, both already
    translated."""
    if text is not None:
        widget.setText(text)
        widget.setAccessibleName(text.replace("…", "").replace("&", ""))
    if tip is not None:
        widget.setToolTip(tip)


def set_items(combo, items) -> None:
    """Replace the captions of a combo box's items in place (the index stays, and so does the
    choice; each item's data keeps the value it stands for)."""
    for i, text in enumerate(items):
        combo.setItemText(i, text)


class Retranslating:
    """Mix into a QWidget with a ``retranslate()`` method: it runs again on ``LanguageChange``."""

    def changeEvent(self, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        raise NotImplementedError
