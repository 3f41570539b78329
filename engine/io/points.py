"""CSV/TSV files of points: numeric columns, an optional header and an optional label column.

Reading is two-speed. The fast path hands blocks of lines to ``numpy.loadtxt`` (C speed; a block
at a time, so a job can report progress and be cancelled between blocks). Only when a block
fails does the careful path run, over that block, to name the line, the column and the fix.
"""
from __future__ import annotations

import csv
import io
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generator

import numpy as np

from .._messages import Message, QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import DataError, check_int, check_memory, check_regular_file

# Characters per block handed to numpy.loadtxt (~20,000 lines, ~10 ms): Cancel answers quickly
# and no single call holds the GIL long enough to stall the GUI thread.
BLOCK_CHARS = 500_000
HEAD_CHARS = 200_000   # the part split into lines to find the delimiter, header and labels
_DECIMAL_COMMA = re.compile(r"^[+-]?\d*,\d+(?:[eE][+-]?\d+)?$")


@dataclass
class PointTable:
    """Points read from a file: ``X`` (n, d), the column names, and labels when a column of
    text labels was present (it is kept aside, not clustered)."""

    X: np.ndarray
    columns: list
    labels: np.ndarray | None = None
    notes: list = field(default_factory=list)


MAX_COLUMNS = 100_000      # columns of one point; more is one long line, not points


def _is_number(cell: str) -> bool:
    try:
        float(cell)
        return True
    except ValueError:
        return False


def read_points(path, *, min_columns: int = 2) -> PointTable:
    """Read a delimited text file of numbers into a :class:`PointTable`.

    The delimiter (semicolon, tab, comma or spaces) is detected; with ``;`` or tab as the
    delimiter, decimal commas (``1,5;2,5``, as European spreadsheets write) are read as decimal
    points. A first row that is not numeric is a header. A column that is text in every row is
    taken as class labels. Any other text, an empty cell or a ragged row raises
    :class:`DataError` naming the line and column. Line endings may be LF, CRLF or CR.
    """
    job = iter_read_points(path, min_columns=min_columns)
    while True:
        try:
            next(job)
        except StopIteration as stop:
            return stop.value


def iter_read_points(path, *, min_columns: int = 2) -> Generator[Progress, None, PointTable]:
    """:func:`read_points` as a job: yields :class:`engine.Progress` between blocks of lines and
    returns the :class:`PointTable` (for a worker thread with a progress bar and Cancel)."""
    min_columns = check_int(min_columns, "min_columns", low=1)
    path = Path(path)
    name = path.name
    # a named pipe would block the worker forever, /dev/zero would be read until memory ran out
    size = check_regular_file(path, "a CSV file of numbers").st_size
    # the bytes, the decoded text (4 bytes a character at most) and the numbers parsed from it
    check_memory(8 * size, f"Reading {name} ({size / 1e6:,.0f} MB)",
                 "open a smaller file, or a sample of its rows")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {name}: {value}."), name=name,
                        value=exc.strerror or exc) from None
    if b"\x00" in raw[:4096]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} looks like a binary file (or UTF-16 "
                                                    "text), not a CSV of numbers; save it as "
                                                    "UTF-8 CSV."), name=name)
    yield Progress(0, 1, QT_TRANSLATE_NOOP(
        "engine", "Decoding…"))            # each yield lets Cancel (and the GUI) in
    text = raw.decode("utf-8-sig", errors="replace")
    del raw
    if "\r" in text:  # Windows CRLF, or the old Mac / Excel CR-only line ends
        yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "Line endings…"))
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "Reading points…"))
    # Only the head is split into lines here: a list of a million strings would hold the GIL
    # (and the GUI thread) for a long moment. The body goes to numpy in blocks of text.
    head_end = _line_end(text, 0, HEAD_CHARS)
    head = text[:head_end].split("\n")
    data_idx = [i for i, ln in enumerate(head) if ln.strip() and not ln.lstrip().startswith("#")]
    if not data_idx:
        if head_end >= len(text):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} is empty: it needs one point "
                                                        "per line, e.g. '1.5,2.0'."), name=name)
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name}: the first {HEAD_CHARS:,} "
                                                    "characters hold no data line."), name=name,
                        HEAD_CHARS=HEAD_CHARS)
    sample = [head[i] for i in data_idx[:50]]
    delim = _delimiter(sample)
    if (sample[0].count(delim) if delim else len(sample[0].split())) >= MAX_COLUMNS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name}: its first line has more than "
                                                    "{MAX_COLUMNS:,} values. Points are one per "
                                                    "line with a few columns (x, y, …); a file "
                                                    "of one long line needs a line break after "
                                                    "each point."), name=name,
                        MAX_COLUMNS=MAX_COLUMNS)
    first = _split(sample[0], delim)
    header = None
    start_line = data_idx[0]
    if not all(_is_number(_decimal(c, delim)) for c in first) and len(data_idx) > 1:
        header = first
        start_line = data_idx[0] + 1
    width = len(first)
    body_first = _split(head[data_idx[1]], delim) if header else first
    label_cols = [j for j, c in enumerate(body_first) if not _is_number(_decimal(c, delim))]
    decimal_comma = delim in (";", "\t") and any(
        _DECIMAL_COMMA.match(c.strip()) for ln in sample for c in _split(ln, delim))
    start = sum(len(ln) + 1 for ln in head[:start_line])   # character offset of the body
    try:
        X, labels = yield from _fast(text, start, delim, width, label_cols, decimal_comma)
    except _BlockError:
        # the careful finder names the first bad line and column (it needs every line)
        lines = text.split("\n")
        X, labels, label_cols = _careful(lines, start_line, delim, width, name, decimal_comma)
    if X.ndim != 2 or len(X) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} has a header but no rows of numbers."),
                        name=name)
    if X.shape[1] < min_columns:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} has {X_shape_1} numeric column(s); "
                                                    "points need at least {min_columns} (x and "
                                                    "y)."), name=name, X_shape_1=X.shape[1],
                        min_columns=min_columns)
    if not np.all(np.isfinite(X)):
        r = int(np.argwhere(~np.isfinite(X))[0][0])
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name}, data row {r}: NaN or infinity is "
                                                    "not a usable coordinate; fill or delete "
                                                    "that row."), name=name, r=r + 1)
    num_cols = [j for j in range(width) if j not in label_cols]
    names = [header[j].strip() if header else f"x{j + 1}" for j in num_cols]
    notes = [f"column {label_cols[0] + 1} holds text labels; it is kept aside"] if labels is not \
        None else []
    if decimal_comma:
        notes.append("decimal commas read as decimal points")
    return PointTable(X, names, labels, notes)


def _delimiter(sample: list[str]) -> str | None:
    """';' or tab when every sample line has the same number of them (they are never part of a
    number), else ',' likewise, else whitespace (None)."""
    for d in (";", "\t", ","):
        counts = {ln.count(d) for ln in sample}
        if len(counts) == 1 and counts != {0}:
            return d
    for d in (";", "\t", ","):
        if all(d in ln for ln in sample):
            return d
    # a ragged row without the delimiter ("5" among "1,2" rows): the delimiter of most lines,
    # so the width check names that row, not an earlier one read as one text cell
    found = {d: sum(d in ln for ln in sample) for d in (";", "\t", ",")}
    best = max(found, key=found.get)
    return best if 2 * found[best] > len(sample) else None


def _split(line: str, delim: str | None) -> list[str]:
    if delim is None:
        return line.split()
    return [c.strip() for c in next(csv.reader([line], delimiter=delim))]


def _decimal(cell: str, delim: str | None) -> str:
    if delim in (";", "\t") and _DECIMAL_COMMA.match(cell.strip()):
        return cell.replace(",", ".")
    return cell


class _BlockError(Exception):
    def __init__(self, start):
        super().__init__(start)
        self.start = start


def _line_end(text, start, size):
    """Offset just past the end of the line containing ``start + size`` (or the text's end)."""
    cut = start + size
    if cut >= len(text):
        return len(text)
    nl = text.find("\n", cut)
    return len(text) if nl < 0 else nl + 1


def _fast(text, start, delim, width, label_cols, decimal_comma):
    """numpy.loadtxt a block of text at a time; raises _BlockError on anything unusual."""
    if len(label_cols) > 1 or (label_cols and delim is None):
        raise _BlockError(start)
    num_cols = [j for j in range(width) if j not in label_cols]
    parts, label_parts = [], []
    total = max(len(text) - start, 1)
    pos = start
    while pos < len(text):
        end = _line_end(text, pos, BLOCK_CHARS)
        block = text[pos:end]
        if decimal_comma:
            block = block.replace(",", ".")
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")   # loadtxt's notes on blank lines
                arr, lab = _load_block(block, delim, width, num_cols, label_cols)
            if lab is not None:
                label_parts.append(np.char.strip(lab))
            if arr.size and arr.shape[1] != len(num_cols):
                raise ValueError("width")
        except ValueError:
            raise _BlockError(pos) from None
        if arr.size:
            parts.append(arr)
        pos = end
        yield Progress(pos - start, total, QT_TRANSLATE_NOOP("engine", "Reading points…"))
    X = np.concatenate(parts) if parts else np.empty((0, len(num_cols)))
    labels = np.concatenate(label_parts) if label_cols else None
    return X, labels


def _numeric_block(block, delim, width):
    """A block of plain numeric lines through ``numpy.fromstring``, which (unlike loadtxt)
    lets other threads run while it parses: a GUI stays fluid during a million-line read.
    Every line must hold exactly ``width - 1`` delimiters (checked on the bytes, vectorised)
    and the parse must consume the whole text; anything else raises ValueError and the block
    goes to loadtxt (comments, blank lines, quotes) and then to the careful finder."""
    body = block.rstrip("\n")
    if not body:
        return np.empty((0, width))
    raw = np.frombuffer(body.encode("ascii"), dtype=np.uint8)   # non-ASCII: UnicodeError
    newline = np.flatnonzero(raw == 10)
    n_lines = len(newline) + 1
    cells = np.flatnonzero(raw == ord(delim))
    if len(cells) != n_lines * (width - 1):
        raise ValueError("ragged or blank lines")
    # delimiters before each line end: a binary search of the line ends among the delimiter
    # positions (a cumulative count over every byte cost as much as a third of the parse)
    if width > 1 and np.any(np.searchsorted(cells, newline) != np.arange(1, n_lines) * (
            width - 1)):
        raise ValueError("ragged or blank lines")
    with warnings.catch_warnings():
        warnings.simplefilter("error")     # "could not be read to its end": not all numbers
        values = np.fromstring(body.replace("\n", delim), dtype=np.float64, sep=delim)
    if values.size != n_lines * width:
        raise ValueError("cells that are not numbers")
    return values.reshape(n_lines, width)


def _load_block(block, delim, width, num_cols, label_cols):
    """One block: (numbers, labels or None); ValueError if unusual."""
    if not label_cols:
        if delim is not None:
            try:
                return _numeric_block(block, delim, width), None
            except (ValueError, UnicodeError, DeprecationWarning):
                pass
        return np.loadtxt(io.StringIO(block), delimiter=delim, comments="#", ndmin=2,
                          dtype=np.float64), None
    block = block.split("\n")
    # usecols ignores extra cells, so count the delimiters of every line
    if any(ln.count(delim) != width - 1 for ln in block
           if ln.strip() and not ln.lstrip().startswith("#")):
        raise ValueError("ragged")
    arr = np.loadtxt(block, delimiter=delim, comments="#", ndmin=2, usecols=num_cols,
                     dtype=np.float64)
    lab = np.loadtxt(block, delimiter=delim, comments="#", ndmin=1, usecols=label_cols[0],
                     dtype=str)
    if len(lab) != len(arr):
        raise ValueError("labels")
    return arr, lab


def _careful(lines, start, delim, width, name, decimal_comma):
    """Find the first bad line and column with a message that says how to fix it."""
    numbered = [(i + 1, ln) for i, ln in enumerate(lines[start:], start)
                if ln.strip() and not ln.lstrip().startswith("#")]
    if not numbered:
        return np.empty((0, 0)), None, []
    if delim is None:
        rows = [ln.split() for _, ln in numbered]
    else:
        rows = [[c.strip() for c in row] for row in
                csv.reader(io.StringIO("\n".join(ln for _, ln in numbered)), delimiter=delim)]
    for (line, _), row in zip(numbered, rows):
        if len(row) != width:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name}, line {line}: {n_row} values "
                                                        "where the first row has {width}. Every "
                                                        "row must have the same number of "
                                                        "columns."), name=name, line=line,
                            n_row=len(row), width=width)
    if decimal_comma:
        rows = [[_decimal(c, delim) for c in row] for row in rows]
    table = np.array(rows, dtype=object)
    numeric = np.vectorize(_is_number, otypes=[bool])(table)
    label_cols = [j for j in range(width) if not numeric[:, j].any()]
    if len(label_cols) > 1:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name}: columns {c} contain text only; at "
                                                    "most one text column (class labels) is "
                                                    "allowed."), name=name,
                        c=[c + 1 for c in label_cols])
    num_cols = [j for j in range(width) if j not in label_cols]
    bad = np.argwhere(~numeric[:, num_cols])
    if bad.size:
        r, c = bad[0]
        cell = table[r, num_cols[c]]
        # phrases of the sentence below, kept as messages so that they are translated with it
        what = (Message(QT_TRANSLATE_NOOP("engine", "an empty cell (missing value)"))
                if cell.strip() == "" else
                Message(QT_TRANSLATE_NOOP("engine", "the text {cell!r}"), cell=cell))
        hint = ""
        if "," in cell and delim == ",":
            hint = Message(QT_TRANSLATE_NOOP("engine", " (a decimal comma? Use ';' between the "
                                                       "columns, or '.' in the numbers)"))
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name}, line {numbered_r_0}, column "
                                                    "{num_cols_c}: {what} where a number was "
                                                    "expected{hint}. Fill or delete that row."),
                        name=name, numbered_r_0=numbered[r][0], num_cols_c=num_cols[c] + 1,
                        what=what, hint=hint)
    X = table[:, num_cols].astype(np.float64)
    labels = table[:, label_cols[0]].astype(str) if label_cols else None
    return X, labels, label_cols


def write_points(path, X, columns=None, labels=None) -> None:
    """Write points (and labels, if given) as CSV with a header line.

    ``X`` is (n_points, n_columns) numbers, ``columns`` (optional) one name per column and
    ``labels`` (optional) one label per point; anything else is refused before the file is
    touched, so an existing file is never half-overwritten."""
    try:
        X = np.asarray(X, dtype=float)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "X must be a table of numbers (n_points, "
                                                    "n_columns) with the same number of values "
                                                    "in every row.")) from None
    if X.ndim != 2 or X.shape[1] == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "X must be 2-D (n_points, n_columns); got "
                                                    "shape {X_shape}. For one column use "
                                                    "X.reshape(-1, 1)."), X_shape=X.shape)
    columns = list(columns) if columns is not None and len(columns) else \
        [f"x{j + 1}" for j in range(X.shape[1])]
    if len(columns) != X.shape[1]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "columns names {n_columns} column(s) but X "
                                                    "has {X_shape_1}; give one name per column "
                                                    "(or none)."), n_columns=len(columns),
                        X_shape_1=X.shape[1])
    if labels is not None:
        labels = np.asarray(labels, dtype=object)
        if labels.ndim != 1 or len(labels) != len(X):
            raise DataError(QT_TRANSLATE_NOOP("engine", "labels must hold one label per point: "
                                                        "{n_X} points, labels of shape "
                                                        "{labels_shape}."), n_X=len(X),
                            labels_shape=labels.shape)
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(columns + (["label"] if labels is not None else []))
        for i, row in enumerate(X):
            w.writerow([repr(float(v)) for v in row] + ([labels[i]] if labels is not None else []))
