"""Reading text files in the encodings students meet: UTF-8 (with or without BOM), UTF-16,
CP949/EUC-KR, Latin-1 and what charset-normalizer recognises."""
from __future__ import annotations

import codecs
import re
from pathlib import Path

from .._validation import DataError

_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF32_LE, "utf-32"),
         (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_SAMPLE = 1 << 16


def read_text(path, encoding=None):
    """Return ``(text, encoding)``; the encoding is detected when not given.

    Order of detection: a byte-order mark; UTF-16 without BOM (every other byte zero); strict
    UTF-8; CP949 when it decodes and yields Hangul; charset-normalizer's best guess; Latin-1.
    A file with NUL bytes that is not UTF-16/32 is reported as binary.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(f"Cannot read {path.name}: {exc.strerror or exc}.") from None
    if encoding:
        try:
            return raw.decode(encoding), encoding
        except (UnicodeDecodeError, LookupError) as exc:
            raise DataError(f"{path.name} is not valid {encoding} ({exc}); choose another "
                            "encoding or let Trellis detect it.") from None
    return decode_bytes(raw, path.name)


def decode_bytes(raw, name="the file"):
    """Detect the encoding of ``raw`` and decode it: see :func:`read_text`."""
    if not raw:
        return "", "utf-8"
    for bom, enc in _BOMS:
        if raw.startswith(bom):
            return raw.decode(enc), enc
    head = raw[:_SAMPLE]
    utf16 = _utf16_without_bom(head)
    if utf16:
        try:
            return raw.decode(utf16), utf16
        except UnicodeDecodeError:
            pass
    if b"\x00" in head or _looks_binary(head):
        raise DataError(f"{name} looks like a binary file (it contains NUL or control bytes), "
                        "not text. Open a .txt file, or export the document as plain text.")
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        text = raw.decode("cp949")
        if _HANGUL.search(text[:_SAMPLE]):
            return text, "cp949"
    except UnicodeDecodeError:
        pass
    guess = _charset_normalizer_guess(head)
    if guess:
        try:
            return raw.decode(guess), guess
        except (UnicodeDecodeError, LookupError):
            pass
    return raw.decode("latin-1"), "latin-1"


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
    matches = list(from_bytes(head[: cut if cut > 0 else len(head)]))
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
