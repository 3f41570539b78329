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


def parse_tagged(text: str, fmt: str | None = None, column: str = "upos",
                 problems: list | None = None) -> list[list[tuple[str, str]]]:
    """Sentences as lists of (word, tag).

    A malformed line is skipped, not fatal: its line number and reason are appended to
    ``problems`` when a list is given (else the first one raises :class:`DataError`). Text with
    no word/TAG pair at all (an untagged file) raises :class:`DataError` quoting its first
    line."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a string; got {type(text).__name__}.")
    fmt = fmt or detect_format(text)
    check_choice(fmt, "fmt", FORMATS)
    check_choice(column, "column", ("upos", "xpos"))
    found = []
    sentences = _parse(text, fmt, column, found)
    if not sentences:
        first = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
        shown = first if len(first) <= 80 else first[:77] + "…"
        layout = {"slash": "word/TAG tokens separated by spaces",
                  "conllu": "CoNLL-U lines of 10 tab-separated columns",
                  "columns": "'word tag' lines with a blank line between sentences"}[fmt]
        why = f" ({found[0]})" if found else ""
        raise DataError(f"Found no word/TAG pairs: is the text tagged? The first line reads "
                        f"{shown!r}{why}. A tagged corpus has {layout}.")
    if problems is not None:
        problems.extend(found)
    elif found:
        raise DataError(found[0])
    return sentences


def _parse(text, fmt, column, problems):
    def bad(k, why):
        problems.append(f"line {k}: {why}")

    sentences, current = [], []
    for k, line in enumerate(text.splitlines(), 1):
        if fmt == "slash":
            if line.strip():
                pairs = [tok.rpartition("/") for tok in line.split()]
                wrong = [t for t, (w, sep, g) in zip(line.split(), pairs) if not (w and sep and g)]
                if wrong:
                    bad(k, f"{wrong[0]!r} is not word/TAG")
                else:
                    sentences.append([(w, g) for w, _, g in pairs])
            continue
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
                bad(k, "a CoNLL-U token line has 10 tab-separated columns")
                continue
            if "-" in cols[0] or "." in cols[0]:   # multi-word token ranges, empty nodes
                continue
            current.append((cols[1], cols[3] if column == "upos" else cols[4]))
        else:
            parts = line.split()
            if len(parts) != 2:
                bad(k, f"expected 'word tag', got {line!r}")
                continue
            current.append((parts[0], parts[1]))
    if current:
        sentences.append(current)
    return sentences


def read_tagged(path, fmt: str | None = None, column: str = "upos",
                problems: list | None = None) -> list[list[tuple[str, str]]]:
    """Read a tagged corpus file (any common encoding); the format is detected when not given.
    Malformed lines are skipped and listed in ``problems`` when a list is given."""
    text, _ = read_text(Path(path))
    try:
        return parse_tagged(text, fmt, column, problems)
    except DataError as exc:
        raise DataError(f"{Path(path).name}: {exc}") from None


def read_tagged_folder(folder, fmt: str | None = None, column: str = "upos",
                       problems: list | None = None,
                       skipped: list | None = None) -> list[list[tuple[str, str]]]:
    """The sentences of every file in ``folder`` (sorted by name; hidden files ignored). A file
    that cannot be read or holds no tagged sentences is skipped and listed in ``skipped`` as
    "name: reason"; malformed lines go to ``problems`` prefixed with the file name."""
    folder = Path(folder)
    try:
        files = sorted(p for p in folder.iterdir() if not p.name.startswith("."))
    except OSError as exc:
        raise DataError(f"Cannot list the folder {folder.name}: {exc.strerror or exc}.") from None
    skipped = [] if skipped is None else skipped
    sentences = []
    for p in files:
        if p.is_dir():
            skipped.append(f"{p.name}: a sub-folder (only the folder's own files are read)")
            continue
        found = []
        try:
            sentences += read_tagged(p, fmt, column, found)
        except (DataError, OSError, UnicodeError) as exc:   # one bad file never aborts the rest
            skipped.append(str(exc) if isinstance(exc, DataError) else f"{p.name}: {exc}")
            continue
        if problems is not None:
            problems.extend(f"{p.name} {x}" for x in found)
    if not sentences:
        reasons = "; ".join(skipped[:3]) or "it has no files"
        raise DataError(f"No tagged sentences in the folder {folder.name}: {reasons}.")
    return sentences
