"""Reading tagged corpora: word/TAG lines (NLTK/Brown style), CoNLL-U (UPOS or XPOS), and two
columns word–tag with blank lines between sentences."""
from __future__ import annotations

from pathlib import Path

from .._validation import DataError, check_choice
from ..io.text import read_text

FORMATS = ("slash", "conllu", "columns")


def detect_format(text):
    """Guess the layout from the first non-empty lines."""
    lines = [ln for ln in text.splitlines() if ln.strip()][:50]
    if not lines:
        raise DataError("The corpus is empty.")
    if any(ln.startswith("#") for ln in lines) or sum(ln.count("\t") >= 7 for ln in lines) > len(
            lines) / 2:
        return "conllu"
    if all(len(ln.split()) == 2 and "/" not in ln.split()[0][1:] for ln in lines):
        return "columns"
    return "slash"


def parse_tagged(text, fmt=None, column="upos"):
    """Sentences as lists of (word, tag)."""
    fmt = fmt or detect_format(text)
    check_choice(fmt, "fmt", FORMATS)
    check_choice(column, "column", ("upos", "xpos"))
    if fmt == "slash":
        return [_slash_line(ln, k) for k, ln in enumerate(text.splitlines(), 1) if ln.strip()]
    sentences, current = [], []
    for k, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            if current:
                sentences.append(current)
                current = []
            continue
        if fmt == "conllu":
            if line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) < 5:
                raise DataError(f"line {k}: a CoNLL-U token line has 10 tab-separated columns.")
            if "-" in cols[0] or "." in cols[0]:   # multi-word token ranges, empty nodes
                continue
            current.append((cols[1], cols[3] if column == "upos" else cols[4]))
        else:
            parts = line.split()
            if len(parts) != 2:
                raise DataError(f"line {k}: expected 'word tag', got {line!r}.")
            current.append((parts[0], parts[1]))
    if current:
        sentences.append(current)
    return sentences


def _slash_line(line, k):
    out = []
    for tok in line.split():
        word, sep, tag = tok.rpartition("/")
        if not sep or not word or not tag:
            raise DataError(f"line {k}: {tok!r} is not word/TAG.")
        out.append((word, tag))
    return out


def read_tagged(path, fmt=None, column="upos"):
    """Read a tagged corpus file (any common encoding); the format is detected when not given."""
    text, _ = read_text(Path(path))
    try:
        return parse_tagged(text, fmt, column)
    except DataError as exc:
        raise DataError(f"{Path(path).name}: {exc}") from None
