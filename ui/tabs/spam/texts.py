"""The Spam tab's translation helper and the texts its widgets show.

``tr`` translates under the empty context, which is where ``pyside6-lupdate`` files a call of a
module-level ``tr(...)`` (wherever it is called from), so the catalogue and the run-time lookup
agree. :class:`Texts` remembers (widget, setter, source) triples so a view written once can be
written again on ``LanguageChange``."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("", text, disambiguation, n)


def event_models() -> dict:
    """The Naive Bayes event models (engine keys) and their names in the language in force."""
    return {"multinomial": tr("multinomial"), "bernoulli": tr("bernoulli")}


def model_combo(box) -> None:
    """Fill (or rename) ``box`` with the event models, each carrying its engine key."""
    names = event_models()
    if box.count() == 0:
        for key, name in names.items():
            box.addItem(name, key)
    for i in range(box.count()):
        box.setItemText(i, names[box.itemData(i)])


def select_data(box, value) -> None:
    """Show the item whose data equals ``value``, compared in Python: Qt's findData compares
    a tuple held as item data by identity, so (1, 2) would never be found."""
    for i in range(box.count()):
        if box.itemData(i) == value:
            box.setCurrentIndex(i)
            return


class Texts:
    """Texts set through :meth:`set` are set again, translated, by :meth:`retranslate`. The
    source is an English string marked for lupdate where it is written (``tr`` is not called
    on it here again: the call at the definition site is what lupdate reads), or a callable
    that builds the text from translated pieces."""

    def __init__(self):
        self._texts: list[tuple[object, str, Callable[[], str]]] = []

    def set(self, widget, setter: str, make: Callable[[], str]):
        self._texts.append((widget, setter, make))
        getattr(widget, setter)(make())
        return widget

    def retranslate(self) -> None:
        for widget, setter, make in self._texts:
            getattr(widget, setter)(make())
