"""The interface's language: Qt's translation system end to end.

Sources are ``ui/translations/trellis_<lang>.ts`` (made by ``pyside6-lupdate`` from the
``tr()`` / ``QCoreApplication.translate`` / ``QT_TRANSLATE_NOOP`` calls, translated, then
compiled to ``.qm`` by ``pyside6-lrelease`` — ``python -m ui.i18n --update`` does both), shipped
as package data. :func:`set_language` installs Trellis's catalogue and Qt's own ``qtbase_<lang>``
(the standard dialogs' buttons); Qt then sends every widget a ``LanguageChange`` event and each
retranslates itself, so the switch needs no restart. The engine speaks English (it is a library
for scripts too), but its messages — ``engine.Progress`` lines, ``engine.DataError`` texts — are
templates marked ``QT_TRANSLATE_NOOP("engine", …)`` with named fields, which lupdate reads with
the interface's sources: :func:`describe` shows one in the language in force.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = {"en": "English", "ko": "한국어"}
TRANSLATIONS = Path(__file__).resolve().parent / "translations"
_installed: list[QTranslator] = []
_current = {"lang": "en"}


def system_language() -> str:
    """"ko" when the system locale is Korean (``LANG=ko_KR.UTF-8``), else "en"."""
    return "ko" if QLocale.system().language() == QLocale.Korean else "en"


def choose_language(argv: list[str], remembered: str | None) -> str:
    """``--lang ko|en`` on the command line, else the language chosen last time, else the
    system's."""
    if "--lang" in argv:
        i = argv.index("--lang")
        if i + 1 < len(argv) and argv[i + 1] in LANGUAGES:
            return argv[i + 1]
    for arg in argv:
        if arg.startswith("--lang=") and arg.split("=", 1)[1] in LANGUAGES:
            return arg.split("=", 1)[1]
    if remembered in LANGUAGES:
        return remembered
    return system_language()


def current_language() -> str:
    return _current["lang"]


DATA_PROPERTY = "trellisData"


def mark_data(widget):
    """Say that ``widget`` (and what it holds) shows the student's data — a corpus's words and
    tags, a grammar's rules, a message's text, a network's variable names — which stays as it is
    in every language. The interface around it is translated; the Korean-coverage audit
    (``bench/korean_coverage.py``) skips it. Returns ``widget``."""
    widget.setProperty(DATA_PROPERTY, True)
    return widget


def is_data(widget) -> bool:
    """Whether ``widget`` or one of its parents was marked with :func:`mark_data`."""
    while widget is not None:
        if widget.property(DATA_PROPERTY):
            return True
        widget = widget.parentWidget()
    return False


def set_language(app, lang: str) -> str:
    """Switch the whole interface to ``lang`` ("ko" or "en") now; returns the language in
    force. Unknown languages fall back to English."""
    lang = lang if lang in LANGUAGES else "en"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator(app)          # English too: its catalogue holds the plural forms
    if ours.load(str(TRANSLATIONS / f"trellis_{lang}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    if lang != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale(QLocale.Korean if lang == "ko" else QLocale.English))
    _current["lang"] = lang
    return lang


def describe(obj) -> str:
    """The text of an engine message in the language in force: for a ``Progress``, a
    ``DataError`` or an ``engine.Message`` (anything with a ``template`` and its ``fields``),
    ``QCoreApplication.translate("engine", template).format(**fields)`` — a field that is itself
    such a message (a reader's problem inside a loader's sentence) is described too. Anything
    else, and a message whose template is not in the catalogue, reads as ``str(obj)`` (the
    English); a translation whose fields do not fit falls back to the English too."""
    template, fields = getattr(obj, "template", None), getattr(obj, "fields", None)
    if not isinstance(template, str) or not isinstance(fields, dict) or not template:
        return str(obj)
    text = QCoreApplication.translate("engine", template)
    if not fields:
        return text
    values = {k: describe(v) if hasattr(v, "template") and hasattr(v, "fields") else v
              for k, v in fields.items()}
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError):
        return str(obj)


SOURCES = ("ui", "engine")     # folders whose Python files lupdate reads


def qt_tool(name: str) -> str:
    """The path of a Qt tool installed with PySide6 (``pyside6-lrelease``…): beside this Python
    first, so it is found in a virtual environment that was not activated."""
    import shutil

    return shutil.which(name, path=str(Path(sys.executable).parent)) or name


def english_plurals(ts: Path) -> None:
    """Fill the English catalogue's plural forms from the sources themselves: "%n step(s)"
    is "%n step" for one and "%n steps" otherwise."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(ts)
    for m in tree.getroot().iter("message"):
        source, t = m.find("source").text or "", m.find("translation")
        for child in list(t):
            t.remove(child)
        t.text = None
        for form in (source.replace("(s)", "").replace("(es)", ""),
                     source.replace("(s)", "s").replace("(es)", "es")):
            ET.SubElement(t, "numerusform").text = form
        t.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def update(root: Path | None = None) -> None:
    """Refresh every ``.ts`` from the sources (new strings appear unfinished) and compile each
    to ``.qm``: the release step of a change to the interface's texts."""
    root = root or TRANSLATIONS.parent.parent
    files = sorted(str(p.relative_to(root)) for folder in SOURCES
                   for p in (root / folder).rglob("*.py") if "models" not in p.parts)
    for lang in LANGUAGES:
        ts = TRANSLATIONS / f"trellis_{lang}.ts"
        # English is the source language: its catalogue holds only the plural (%n) forms
        only = ["-pluralonly"] if lang == "en" else []
        subprocess.run([qt_tool("pyside6-lupdate"), *files, "-no-obsolete", *only, "-ts",
                        str(ts)], cwd=root, check=True)
        if lang == "en":
            english_plurals(ts)
        subprocess.run([qt_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       cwd=root, check=True)


if __name__ == "__main__" and "--update" in sys.argv:
    update()
