"""The Spam tab's translation helper and the texts its widgets show.

``tr`` translates under the empty context, which is where ``pyside6-lupdate`` files a call of a
module-level ``tr(...)`` (wherever it is called from), so the catalogue and the run-time lookup
agree. :class:`Texts` remembers (widget, setter, source) triples so a view written once can be
written again on ``LanguageChange``."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel


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


def model_names() -> dict:
    """The compared models' names (engine keys: engine.workflows.spam_filtering.COMPARED,
    SOFTMAX, the k-NN and the Choosing-a-model keys) in the language in force."""
    return {"Multinomial NB": tr("Multinomial NB"), "Bernoulli NB": tr("Bernoulli NB"),
            "Logistic (Newton/IRLS)": tr("Logistic (Newton/IRLS)"),
            "Linear SVM": tr("Linear SVM"), "Softmax (L-BFGS)": tr("Softmax (L-BFGS)"),
            "k-NN (cosine, tf-idf)": tr("k-NN (cosine, tf-idf)"),
            "Logistic regression": tr("Logistic regression")}


def model_name(key) -> str:
    """An engine model key as shown (unknown keys as they are)."""
    return model_names().get(str(key), str(key))


def class_name(label) -> str:
    """A class label as shown: the tab's two classes "spam" and "ham" (any case) are the
    interface's words (스팸/햄 in Korean, as the notes write them); any other label is the
    corpus's own data and stays as it is."""
    text = str(label)
    return {"spam": tr("spam"), "ham": tr("ham")}.get(text.lower(), text)


def keyed_combo(box, keys, name=model_name) -> None:
    """Fill ``box`` with ``keys`` (each item's data), shown as ``name(key)``; the current key
    survives a refill. Called again on LanguageChange, it renames the items in place."""
    keys = list(keys)
    if [box.itemData(i) for i in range(box.count())] == keys:
        for i, key in enumerate(keys):
            box.setItemText(i, name(key))
        return
    current = box.currentData()
    box.blockSignals(True)
    box.clear()
    for key in keys:
        box.addItem(name(key), key)
    if current in keys:
        box.setCurrentIndex(keys.index(current))
    box.blockSignals(False)


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


class TrLabel(QLabel):
    """A label whose text ``make()`` (e.g. ``lambda: tr("counts")``, which lupdate reads) is
    written again on LanguageChange: for the labels of a row built once (``hbox``)."""

    def __init__(self, make: Callable[[], str], parent=None):
        super().__init__(make(), parent)
        self._make = make

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.setText(self._make())
        super().changeEvent(event)
