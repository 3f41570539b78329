"""The SVM tab's words in the language in force (issue 29).

A widget built here keeps its English sources as Qt properties (``src_text``, ``src_tip``,
``src_items``, ``src_title``) and shows them translated; :func:`retranslate` walks a widget tree
on ``LanguageChange`` and shows every source again in the new language. Sources are marked for
``pyside6-lupdate`` with ``QT_TR_NOOP``/``tr`` at the call site (it files both under the empty
context, which is the one :func:`tr` looks up)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGroupBox, QLabel, QTabWidget,
                               QWidget)


def tr(text: str, n: int | None = None) -> str:
    """``text`` translated (under the empty context); ``n`` fills a ``%n`` plural."""
    if n is None:
        return QCoreApplication.translate("", text)
    out = QCoreApplication.translate("", text, "", int(n))
    # English has no catalogue: its "(s)" plurals are resolved here (Korean has one form)
    return out.replace("(s)", "" if int(n) == 1 else "s")


def words(widget: QWidget, text: str | None = None, tip: str | None = None) -> QWidget:
    """Give ``widget`` its English ``text`` (label, button, group title) and ``tip``, shown
    translated now and again after every language change."""
    if text is not None:
        widget.setProperty("src_text", text)
    if tip is not None:
        widget.setProperty("src_tip", tip)
    _show(widget)
    return widget


def label(text: str, parent=None) -> QLabel:
    """A label whose text follows the language."""
    return words(QLabel(parent), text)


def keyed_items(box: QComboBox, items) -> QComboBox:
    """Fill ``box`` with (English text, key) pairs (or bare strings, their own key): the text
    shown is translated, ``currentData()`` is the key, whatever the language."""
    pairs = [(i, i) if isinstance(i, str) else tuple(i) for i in items]
    box.setProperty("src_items", [p[0] for p in pairs])
    box.blockSignals(True)
    box.clear()
    for text, key in pairs:
        box.addItem(tr(text), key)
    box.blockSignals(False)
    return box


def set_key(box: QComboBox, key) -> None:
    """Show the item whose key is ``key`` (unchanged when there is none)."""
    i = box.findData(key)
    if i >= 0:
        box.setCurrentIndex(i)


def plot_words(plot, title: str | None = None, **axes: str) -> None:
    """A pyqtgraph PlotWidget's title and axis titles (``bottom="z"``) that follow the
    language."""
    if title:
        plot.setProperty("src_title", title)
    plot.setProperty("src_axes", dict(axes))
    _show_plot(plot)


def _show_plot(plot) -> None:
    title = plot.property("src_title")
    if title:
        plot.setTitle(tr(title))
    for side, text in (plot.property("src_axes") or {}).items():
        plot.setLabel(side, tr(text))


def _show(w: QWidget) -> None:
    text, tip = w.property("src_text"), w.property("src_tip")
    if text is not None:
        shown = tr(text)
        if hasattr(w, "_title") and isinstance(w, QGroupBox):     # a CollapsibleBox
            w._title = shown
            w.setAccessibleName(shown)
            w._show_title()
        elif isinstance(w, QGroupBox):
            w.setTitle(shown)
        elif isinstance(w, (QLabel, QAbstractButton)):
            w.setText(shown)
            if isinstance(w, QAbstractButton):
                w.setAccessibleName(shown.replace("…", ""))
    if tip is not None:
        w.setToolTip(tr(tip))
    items = w.property("src_items")
    if items and isinstance(w, QComboBox):
        for k, t in enumerate(items):
            w.setItemText(k, tr(t))


def tab_titles(tabs: QTabWidget, titles) -> None:
    """A QTabWidget's page titles (English) that follow the language."""
    tabs.setProperty("src_tabs", list(titles))
    for k, t in enumerate(titles):
        tabs.setTabText(k, tr(t))


def retranslate(root: QWidget) -> None:
    """Show every source of ``root`` and its children in the language in force."""
    for w in [root, *root.findChildren(QWidget)]:
        if w.property("src_text") is not None or w.property("src_tip") is not None \
                or w.property("src_items"):
            _show(w)
        if w.property("src_axes") is not None:
            _show_plot(w)
        titles = w.property("src_tabs")
        if titles and isinstance(w, QTabWidget):
            for k, t in enumerate(titles):
                w.setTabText(k, tr(t))
