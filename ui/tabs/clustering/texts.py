"""The Clustering tab's texts in the interface's language (issue 29).

Every text the tab sets from Python is registered with :class:`Texts` under its English source
(marked with ``QT_TR_NOOP`` where it is written, so ``pyside6-lupdate`` finds it); a
``LanguageChange`` re-sets each one in the new language. Combo boxes whose items are choices
the code reads are :class:`KeyedCombo`: they *show* the translated item (``currentText()``)
and keep the item's English key (``key()``), which is what the code, the sessions and the
settings store, so switching the language never changes a parameter."""
from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the interface's language; with ``n``, a plural source written with %n
    (``tr("%n point(s)", "", n)``: lupdate marks it numerus)."""
    # lupdate files QT_TR_NOOP and module-level tr() under the empty context
    return QCoreApplication.translate("", text, disambiguation, n)


class KeyedCombo(QComboBox):
    """A combo box of fixed English keys shown translated: ``key()`` is the chosen key (the
    code reads it), ``currentText()`` what is shown, and ``setCurrentText`` chooses by key (or
    by the shown text), so code that names choices works the same in every language. In
    English the shown text is the key."""

    def set_keys(self, keys: Iterable[str], shown: Callable[[str], str] = tr) -> None:
        """Replace the items by ``keys`` (each shown as ``shown(key)``), keeping the choice."""
        current = self.key() if self.count() else None
        blocked = self.blockSignals(True)
        try:
            self.clear()
            for key in keys:
                self.addItem(shown(key), key)
            if current is not None:
                i = self.findData(current)
                self.setCurrentIndex(max(i, 0))
        finally:
            self.blockSignals(blocked)

    def retranslate(self, shown: Callable[[str], str] = tr) -> None:
        for i in range(self.count()):
            self.setItemText(i, shown(self.itemData(i)))

    def key(self) -> str:
        """The chosen item's English key (the shown text for an item added without one)."""
        key = self.currentData()
        return key if isinstance(key, str) else self.currentText()

    def setCurrentText(self, key: str) -> None:   # noqa: N802 (Qt API)
        i = self.findData(key)
        if i >= 0:
            self.setCurrentIndex(i)
        else:
            super().setCurrentText(key)

    def keys(self) -> list[str]:
        return [self.itemData(i) for i in range(self.count())]


def keyed_combo(name: str, items: Iterable[str], parent=None) -> KeyedCombo:
    box = KeyedCombo(parent)
    box.setObjectName(name)
    box.set_keys(items)
    return box


class Texts:
    """The registered texts of one view: ``add(setter, source)`` shows ``tr(source)`` now and
    again on every :meth:`apply` (the view calls it on ``LanguageChange``)."""

    def __init__(self):
        self._items: list[tuple[Callable[[str], None], str]] = []
        self._combos: list[KeyedCombo] = []

    def add(self, setter: Callable[[str], None], source: str) -> None:
        self._items.append((setter, source))
        setter(tr(source))

    def named(self, widget, label: str, tip: str) -> None:
        """The accessible name and the tooltip (as ``ui.widgets.forms.named`` sets them)."""
        self.add(widget.setAccessibleName, label)
        self.add(widget.setToolTip, tip)

    def button(self, widget, label: str, tip: str) -> None:
        self.add(widget.setText, label)
        self.add(lambda t: widget.setAccessibleName(t.replace("…", "")), label)
        self.add(widget.setToolTip, tip)

    def row(self, form, field, label: str) -> None:
        """The label of ``field``'s row in a QFormLayout."""
        self.add(lambda t: form.labelForField(field).setText(t), label)

    def box(self, box, title: str) -> None:
        """A CollapsibleBox's title (and its tooltip, which names it)."""
        def show(text):
            box.set_title(text)
            box.setToolTip(tr("Click the title to fold or unfold “{title}”").format(title=text))
        self.add(show, title)

    def combo(self, combo: KeyedCombo) -> None:
        self._combos.append(combo)

    def apply(self) -> None:
        for setter, source in self._items:
            setter(tr(source))
        for combo in self._combos:
            combo.retranslate()

    # -- builders mirroring ui.widgets.forms, whose texts follow the language -------------
    def keyed(self, name: str, label: str, tip: str, items: Iterable[str]) -> KeyedCombo:
        """A :class:`KeyedCombo` of ``items`` (English keys marked with QT_TR_NOOP)."""
        box = keyed_combo(name, items)
        self.named(box, label, tip)
        self.combo(box)
        return box

    def spin(self, name: str, label: str, tip: str, low: int, high: int, value: int):
        from ...widgets.forms import spin
        box = spin(name, label, tip, low, high, value)
        self.named(box, label, tip)
        return box

    def push(self, name: str, label: str, tip: str):
        from ...widgets.forms import button
        b = button(name, label, tip)
        self.button(b, label, tip)
        return b

    def check(self, name: str, text: str, label: str, tip: str):
        from PySide6.QtWidgets import QCheckBox
        box = QCheckBox()
        box.setObjectName(name)
        self.add(box.setText, text)
        self.named(box, label, tip)
        return box

    def form_row(self, form, label: str, field) -> None:
        """``form.addRow(label, field)`` with the label in the interface's language."""
        form.addRow(tr(label), field)
        self.row(form, field, label)

    def label(self, source: str, parent=None):
        from PySide6.QtWidgets import QLabel
        lab = QLabel(parent)
        lab.setWordWrap(True)
        self.add(lab.setText, source)
        return lab
