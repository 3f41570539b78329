"""Reading text files in the encodings students meet: UTF-8 (with or without BOM), UTF-16,
CP949/EUC-KR, Windows-1252/Latin-1 and what charset-normalizer recognises.

A file that is almost all valid in its encoding (a UTF-8 file with one Latin-1 line) is decoded
in that encoding with the few bad bytes replaced by U+FFFD and *reported*, not re-read whole in
another encoding (mojibake everywhere)."""
from __future__ import annotations

import codecs
import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from .._messages import QT_TRANSLATE_NOOP, Message
from .._validation import DataError, check_memory, check_regular_file
from .walk import FolderWalk

_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF32_LE, "utf-32"),
         (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_SAMPLE = 1 << 16
_ACCENTED_RUN = re.compile(r"[^\x00-\x7f\W\d_]+")   # runs of non-ASCII letters
_REPLACEMENT = "\ufffd"
# Code pages charset-normalizer may guess for short text that are never what a student has.
_UNLIKELY = {"cp037", "cp273", "cp424", "cp500", "cp875", "cp1026", "cp1140", "cp1006"}
# Characters Western (cp1252) text holds besides Latin letters.
_WESTERN_MARKS = set("’‘“”–—…€«»°©®·×÷§¶¿¡ªº²³¹£¥¢½¼¾\u00a0•‚„†‡‰‹›™ˆ˜¦¨¯´¸¬±µ")
TEXT_SUFFIXES = frozenset({".txt", ".text", ".md", ".csv", ".tsv", ""})


@dataclass(frozen=True)
class TextFile:
    """A decoded file: its text, the encoding used, and how many undecodable bytes were
    replaced by U+FFFD (with the first few line numbers), so a caller can report them."""

    text: str
    encoding: str
    replaced: int = 0
    bad_lines: tuple = ()
    name: str = ""

    def report(self) -> str:
        """A sentence for the user, or "" when every byte decoded (a :class:`Message`: the
        English as a str, a template the interface translates)."""
        if not self.replaced:
            return ""
        lines = ", ".join(map(str, self.bad_lines))
        more = "…" if self.replaced > len(self.bad_lines) else ""
        fields = dict(n=self.replaced, encoding=self.encoding, lines=lines, more=more)
        if not self.name:
            return Message(QT_TRANSLATE_NOOP("engine", "The file: {n} byte sequence(s) that "
                                                       "are not valid {encoding} were replaced "
                                                       "by � (line {lines}{more}); the rest is "
                                                       "{encoding}."), **fields)
        return Message(QT_TRANSLATE_NOOP("engine", "{name}: {n} byte sequence(s) that are not "
                                                   "valid {encoding} were replaced by � (line "
                                                   "{lines}{more}); the rest is {encoding}."),
                       name=self.name, **fields)


def read_text(path: str | os.PathLike, encoding: str | None = None) -> tuple[str, str]:
    """Return ``(text, encoding)``; see :func:`read_text_file` (which also reports bytes it
    had to replace)."""
    f = read_text_file(path, encoding)
    return f.text, f.encoding


def read_text_file(path: str | os.PathLike, encoding: str | None = None) -> TextFile:
    """Read and decode a file; the encoding is detected when not given.

    Order of detection: a byte-order mark; UTF-16 without BOM (every other byte zero); UTF-8
    (allowing a few bad bytes, replaced and reported, when the rest is clearly UTF-8); CP949
    when nearly every non-ASCII character it gives is Hangul; Windows-1252 when the text looks
    Western (every non-ASCII character a Latin letter or common punctuation, and few of them);
    charset-normalizer's guess; Latin-1. A file with NUL bytes that is not UTF-16/32 is
    reported as binary. Every failure is a :class:`DataError` naming the file.
    """
    path = Path(path)
    size = check_regular_file(path, "a text file", "open the folder instead").st_size
    # the bytes, then the decoded text (up to 4 bytes a character) and a detection sample
    check_memory(6 * size, f"Reading {path.name} ({size / 1e6:,.0f} MB)",
                 "open a smaller file, or split this one")
    try:
        raw = path.read_bytes()
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {path_name}: {reason}."),
                        path_name=path.name, reason=reason) from None
    if encoding:
        try:
            return TextFile(raw.decode(encoding), encoding, name=path.name)
        except LookupError:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{encoding!r} is not an encoding Python "
                                                        "knows; choose utf-8, cp949, latin-1… "
                                                        "or let Trellis detect it."),
                            encoding=encoding) from None
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not valid {encoding} "
                                                        "(line {line}, byte {exc_start}: "
                                                        "{exc_reason}); choose another encoding "
                                                        "or let Trellis detect it."),
                            path_name=path.name, encoding=encoding, line=line, exc_start=exc.start,
                            exc_reason=exc.reason) from None
    return decode_text(raw, path.name)


def decode_bytes(raw: bytes, name: str = "the file") -> tuple[str, str]:
    """Detect the encoding of ``raw`` and decode it: ``(text, encoding)``; see
    :func:`read_text_file`."""
    f = decode_text(raw, name)
    return f.text, f.encoding


def _tolerant(raw, encoding, name):
    """Decode in ``encoding``; a few bad sequences are replaced and counted."""
    try:
        return TextFile(raw.decode(encoding), encoding, name=name)
    except UnicodeDecodeError:
        pass
    text = raw.decode(encoding, errors="replace")
    genuine = raw.count(b"\xef\xbf\xbd") if encoding.startswith("utf-8") else 0
    replaced = text.count(_REPLACEMENT) - genuine
    lines, pos = [], -1
    while len(lines) < 5:
        pos = text.find(_REPLACEMENT, pos + 1)
        if pos < 0:
            break
        line = text.count("\n", 0, pos) + 1
        if line not in lines:
            lines.append(line)
    return TextFile(text, encoding, max(replaced, 1), tuple(lines), name)


def decode_text(raw: bytes, name: str = "the file") -> TextFile:
    """Detect the encoding of ``raw`` and decode it; see :func:`read_text_file`."""
    if not isinstance(raw, (bytes, bytearray)):
        raise TypeError(f"raw must be bytes; got {type(raw).__name__}.")
    raw = bytes(raw)
    if not raw:
        return TextFile("", "utf-8", name=name)
    for bom, enc in _BOMS:
        if raw.startswith(bom):
            f = _tolerant(raw, enc, name)
            if f.replaced > max(3, len(raw) // 1000):
                raise DataError(QT_TRANSLATE_NOOP("engine", "{name} starts with a {enc} "
                                                            "byte-order mark but {f_replaced} "
                                                            "of its byte sequences are not "
                                                            "valid {enc} (first on line "
                                                            "{choice}); the file is damaged or "
                                                            "mislabelled. Re-save it as UTF-8, "
                                                            "or choose its encoding."), name=name,
                                enc=enc, f_replaced=f.replaced,
                                choice=f.bad_lines[0] if f.bad_lines else 1)
            return f
    head = raw[:_SAMPLE]
    utf16 = _utf16_without_bom(head)
    if utf16:
        f = _tolerant(raw, utf16, name)
        if f.replaced <= max(3, len(raw) // 1000):
            return f
    if b"\x00" in head or _looks_binary(head):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} looks like a binary file (it "
                                                    "contains NUL or control bytes), not text. "
                                                    "Open a .txt file, or export the document "
                                                    "as plain text."), name=name)
    utf8 = _tolerant(raw, "utf-8", name)
    if not utf8.replaced:
        return utf8
    # Mostly UTF-8 with a few bad bytes (one Latin-1 line): more valid multi-byte characters
    # than bad sequences is strong evidence for UTF-8; a Latin-1 file has almost none valid.
    valid = len(utf8.text) - len(utf8.text.encode("ascii", "ignore")) - utf8.replaced
    if valid >= 1 and utf8.replaced <= valid:
        return utf8
    korean = _cp949(raw)
    if korean is not None:
        return TextFile(korean, "cp949", name=name)
    if _western(raw):
        try:
            return TextFile(raw.decode("cp1252"), "cp1252", name=name)
        except UnicodeDecodeError:
            return TextFile(raw.decode("latin-1"), "latin-1", name=name)
    guess = _charset_normalizer_guess(head)
    if guess:
        try:
            return TextFile(raw.decode(guess), guess, name=name)
        except (UnicodeDecodeError, LookupError):
            pass
    return TextFile(raw.decode("latin-1"), "latin-1", name=name)


def _cp949(raw):
    """The text as CP949 when that decodes and nearly all its non-ASCII characters are Hangul
    syllables (Korean text); Latin-1 text that happens to decode gives hanja and symbols."""
    try:
        text = raw.decode("cp949")
    except UnicodeDecodeError:
        return None
    sample = text[:_SAMPLE]
    non_ascii = len(sample) - len(sample.encode("ascii", "ignore"))
    hangul = len(_HANGUL.findall(sample))
    return text if non_ascii and hangul >= 0.9 * non_ascii else None


def _western(raw):
    """Does ``raw`` read as Western text in Windows-1252? Every non-ASCII character must be a
    Latin letter or common punctuation, and accented letters must be scattered among ASCII ones
    (few of them, or never three in a row): Cyrillic, Greek or Korean bytes read as cp1252 turn
    whole words into runs of accented letters and symbols."""
    text = raw[:_SAMPLE].decode("cp1252", errors="replace")
    for ch in set(text):
        if ord(ch) < 128 or ch in _WESTERN_MARKS:
            continue
        if not (ch.isalpha() and unicodedata.name(ch, "").startswith("LATIN")):
            return False
    accented = [m.group(0) for m in _ACCENTED_RUN.finditer(text)]
    letters = sum(1 for ch in text if ch.isalpha())
    few = sum(map(len, accented)) <= 0.25 * letters
    return letters > 0 and (few or max(map(len, accented), default=0) <= 2)


def _utf16_without_bom(head):
    """UTF-16 text in a Latin script has a zero in every other byte."""
    if len(head) < 4:
        return None
    even, odd = head[0::2], head[1::2]
    if odd.count(0) > 0.4 * len(odd) and even.count(0) < 0.05 * len(even):
        return "utf-16-le"
    if even.count(0) > 0.4 * len(even) and odd.count(0) < 0.05 * len(odd):
        return "utf-16-be"
    return None


def _looks_binary(head):
    controls = sum(head.count(bytes([c])) for c in range(32) if c not in (9, 10, 12, 13, 27))
    return controls > 0.02 * len(head)


def _charset_normalizer_guess(head):
    try:
        from charset_normalizer import from_bytes
    except ImportError:
        return None
    cut = head.rfind(b"\n")  # a sample cut inside a multi-byte character misleads detection
    matches = [m for m in from_bytes(head[: cut if cut > 0 else len(head)])
               if m.encoding not in _UNLIKELY]
    if not matches:
        return None
    best = matches[0]
    # Short Western text fits several single-byte code pages equally well; then prefer the
    # common one (Windows-1252, a superset of Latin-1's printable characters).
    for m in matches:
        if (m.encoding in ("cp1252", "latin_1") and m.chaos <= best.chaos
                and m.coherence >= best.coherence - 1e-9):
            return m.encoding
    return best.encoding


def list_text_files(folder: str | os.PathLike, suffixes=TEXT_SUFFIXES
                    ) -> tuple[list[Path], list[tuple[str, str]]]:
    """Every text file under ``folder`` in top-down order (sorted; hidden files and folders
    skipped) and the (name, reason) of everything left out: folders that could not be listed,
    links to places outside ``folder``, folders reached a second time through a link, pipes and
    devices. The rules are :class:`engine.io.walk.FolderWalk`'s."""
    walk = FolderWalk(folder)
    files = [p for p in walk.files_under(folder) if p.suffix.lower() in suffixes]
    return files, walk.skipped
