"""The interface's language: Qt's translation system end to end.

Sources are ``ui/translations/trellis_<lang>.ts`` (made by ``pyside6-lupdate`` from the
``tr()`` / ``QCoreApplication.translate`` / ``QT_TRANSLATE_NOOP`` calls, translated, then
compiled to ``.qm`` by ``pyside6-lrelease`` — ``python -m ui.i18n --update`` does both), shipped
as package data. :func:`set_language` installs Trellis's catalogue and Qt's own ``qtbase_<lang>``
(the standard dialogs' buttons); Qt then sends every widget a ``LanguageChange`` event and each
retranslates itself, so the switch needs no restart. The engine speaks English (it is a library
for scripts too), but its messages — ``engine.Progress`` lines, ``engine.DataError`` texts — are
templates marked ``QT_TRANSLATE_NOOP("engine", …)`` with named fields, which lupdate reads with
the interface's sources: :func:`describe` shows one in the language in force. The session file's
refusals (``ui.models.session``, Qt-free too) are templates of context "Session" the same way, and
the operating system's reasons ("Permission denied") are said in the language in force by
:func:`os_reason`.
"""
from __future__ import annotations

import errno
import os
import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import (QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale,
                            QTranslator)

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
    ``QCoreApplication.translate(context, template).format(**fields)``, the context being the
    message's ``context`` attribute ("Session" for a session file's refusal), else "engine". A
    field that is itself such a message (a reader's problem inside a loader's sentence) is
    described too, and a field that is the operating system's reason for a failed read or write
    ("Permission denied") is said by :func:`os_reason`. Anything else, and a message whose
    template is not in the catalogue, reads as ``str(obj)`` (the English); a translation whose
    fields do not fit falls back to the English too."""
    template, fields = getattr(obj, "template", None), getattr(obj, "fields", None)
    if not isinstance(template, str) or not isinstance(fields, dict) or not template:
        return str(obj)
    context = getattr(obj, "context", None)
    text = QCoreApplication.translate(context if isinstance(context, str) else "engine",
                                      template)
    if not fields:
        return text
    values = {k: _describe_field(v) for k, v in fields.items()}
    try:
        return josa(text.format(**values))
    except (KeyError, IndexError, ValueError, AttributeError):
        return str(obj)


# A Korean particle depends on the sound its word ends with (말뭉치를, 파일을); a translation
# written before the word is known says both ("{name}을(를)"). Once the word is in, the right
# one is chosen where the word's last sound can be told: a Hangul syllable, a number read in
# Korean, an acronym's last letter (SVM = 에스브이엠). Else both stay, as Korean software writes.
_PARTICLES = {"을(를)": ("을", "를"), "이(가)": ("이", "가"), "은(는)": ("은", "는"),
              "와(과)": ("과", "와"), "(으)로": ("으로", "로")}
_PARTICLE = re.compile(r"(?<=\S)(을\(를\)|이\(가\)|은\(는\)|와\(과\)|\(으\)로)")
_CLOSERS = "\"'”’)]}」』>*"
_DIGIT_FINAL = {"0": "ㅇ", "1": "ㄹ", "2": "", "3": "ㅁ", "4": "", "5": "", "6": "ㄱ",
                "7": "ㄹ", "8": "ㄹ", "9": ""}
_LETTER_FINAL = {"L": "ㄹ", "M": "ㅁ", "N": "ㄴ", "R": "ㄹ"}     # 엘 엠 엔 알; the rest end in a vowel
_JONG = " ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"


def _last_sound(text: str) -> str | None:
    """The final consonant of the word ``text`` ends with ("" for a vowel), or None when it
    cannot be told (a Latin word: "Viterbi" is read 비터비, "model" 모델)."""
    i = len(text)
    while i > 0:
        if text[i - 1] == ">" and "<" in text[:i]:           # an HTML tag: </b>
            i = text.rindex("<", 0, i)
        elif text[i - 1] in _CLOSERS:
            i -= 1
        else:
            break
    if i == 0:
        return None
    c = text[i - 1]
    if "가" <= c <= "힣":
        return _JONG[(ord(c) - 0xAC00) % 28].strip()
    if c.isdigit() and c.isascii():
        digits = re.search(r"\d+$", text[:i]).group()
        zeros = len(digits) - len(digits.rstrip("0"))
        if zeros and len(digits) > zeros:                    # 10 십, 100 백, 1000 천, 10000 만
            return "ㅂ" if zeros in (1, 2) else "ㄴ"
        return _DIGIT_FINAL[c]
    word = re.search(r"[A-Za-z]+$", text[:i])
    if word and word.group().isupper():
        return _LETTER_FINAL.get(c, "")
    return None


def josa(text: str) -> str:
    """``text`` with each "을(를)", "이(가)", "은(는)", "와(과)", "(으)로" after a word whose last
    sound is known replaced by the one particle it takes: "말뭉치을(를)" → "말뭉치를",
    "t-검정(으)로" → "t-검정으로", "파일(으)로" → "파일로" (ㄹ takes 로)."""
    if "(" not in text:
        return text
    out, last = [], 0
    for m in _PARTICLE.finditer(text):
        sound = _last_sound(text[:m.start()])
        if sound is None:
            continue
        with_final, without = _PARTICLES[m.group()]
        pick = with_final if sound and not (m.group() == "(으)로" and sound == "ㄹ") else without
        out.append(text[last:m.start()] + pick)
        last = m.end()
    return "".join(out) + text[last:]


def _describe_field(value):
    if hasattr(value, "template") and hasattr(value, "fields"):
        text = describe(value)
        # a message put inside another's sentence as a clause loses its final period there
        return text.rstrip(".") if getattr(value, "clause", False) else text
    if isinstance(value, OSError) or (isinstance(value, str) and _errno_of(value) is not None):
        return os_reason(value)          # the OS's reason; any other text stays as it is
    return value


# The reasons a student meets when a file cannot be read or written, each a phrase of its own:
# the OS says them in English ("Permission denied"; Python never sets LC_MESSAGES), and the
# messages that quote them (engine.DataError "Cannot read {name}: {reason}.", the session's,
# a save's) are translated around them. Lower case: they follow a colon.
_REASONS = {     # by errno name: Windows lacks a few (ETXTBSY…)
    "ENOENT": QT_TRANSLATE_NOOP("OSError", "no such file or folder"),
    "EACCES": QT_TRANSLATE_NOOP("OSError", "permission denied"),
    "EPERM": QT_TRANSLATE_NOOP("OSError", "the operation is not permitted"),
    "EISDIR": QT_TRANSLATE_NOOP("OSError", "it is a folder"),
    "ENOTDIR": QT_TRANSLATE_NOOP("OSError", "a part of the path is not a folder"),
    "ENOSPC": QT_TRANSLATE_NOOP("OSError", "no space left on the disk"),
    "EDQUOT": QT_TRANSLATE_NOOP("OSError", "the disk quota is used up"),
    "EROFS": QT_TRANSLATE_NOOP("OSError", "the disk is read-only"),
    "EEXIST": QT_TRANSLATE_NOOP("OSError", "the file already exists"),
    "ENAMETOOLONG": QT_TRANSLATE_NOOP("OSError", "the file name is too long"),
    "EBUSY": QT_TRANSLATE_NOOP("OSError", "the file is in use"),
    "ETXTBSY": QT_TRANSLATE_NOOP("OSError", "the file is in use"),
    "EIO": QT_TRANSLATE_NOOP("OSError", "the disk could not be read or written (an "
                                        "input/output error)"),
    "ELOOP": QT_TRANSLATE_NOOP("OSError", "the path has too many links (a link loop?)"),
    "EMFILE": QT_TRANSLATE_NOOP("OSError", "too many files are open"),
    "ENFILE": QT_TRANSLATE_NOOP("OSError", "too many files are open"),
    "EFBIG": QT_TRANSLATE_NOOP("OSError", "the file is too large"),
    "EINVAL": QT_TRANSLATE_NOOP("OSError", "the file name or path is not valid"),
    "ENODEV": QT_TRANSLATE_NOOP("OSError", "there is no such device"),
    "ENXIO": QT_TRANSLATE_NOOP("OSError", "there is no such device"),
    "ETIMEDOUT": QT_TRANSLATE_NOOP("OSError", "the connection timed out"),
    "ESTALE": QT_TRANSLATE_NOOP("OSError", "the network file is no longer available"),
}
OS_REASONS = {getattr(errno, name): text for name, text in _REASONS.items()
              if hasattr(errno, name)}


def os_reason(reason) -> str:
    """The operating system's reason for a failed read or write in the language in force:
    ``reason`` is the ``OSError`` or its ``strerror`` text (what the engine and the session put
    in their messages). A common errno (:data:`OS_REASONS`) is said in a phrase of the
    catalogue (context "OSError"); in English, and for any other reason, the OS's own text."""
    if isinstance(reason, OSError):
        code, text = reason.errno, reason.strerror or str(reason)
    else:
        text = str(reason)
        code = _errno_of(text)
    template = OS_REASONS.get(code)
    if template is None:
        return text
    translated = QCoreApplication.translate("OSError", template)
    return text if translated == template else translated    # English: the OS's own words


_BY_TEXT: dict[str, int] = {}


def _errno_of(text: str) -> int | None:
    """The errno whose ``os.strerror`` is ``text`` (the OS's words, whatever its locale)."""
    if not _BY_TEXT:
        _BY_TEXT.update({os.strerror(code): code for code in OS_REASONS})
    return _BY_TEXT.get(text)


SOURCES = ("ui", "engine")     # folders whose Python files lupdate reads (ui.models included:
# Qt-free, its session refusals are QT_TRANSLATE_NOOP templates, as the engine's messages)


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
                   for p in (root / folder).rglob("*.py"))
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
