"""CSV/TSV files of points: numeric columns, an optional header and an optional label column."""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .._validation import DataError

@dataclass
class PointTable:
    """Points read from a file: ``X`` (n, d), the column names, and labels when a column of
    text labels was present (it is kept aside, not clustered)."""

    X: np.ndarray
    columns: list
    labels: np.ndarray | None = None
    notes: list = field(default_factory=list)


def _is_number(cell):
    try:
        float(cell)
        return True
    except ValueError:
        return False


def read_points(path, *, min_columns=2):
    """Read a delimited text file of numbers into a :class:`PointTable`.

    The delimiter (comma, semicolon, tab or spaces) is detected. A first row that is not numeric
    is a header. A column that is text in every row is taken as class labels. Any other text,
    an empty cell or a ragged row raises :class:`DataError` naming the line and column.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(f"Cannot read {path.name}: {exc.strerror or exc}.") from None
    if b"\x00" in raw[:4096]:
        raise DataError(f"{path.name} looks like a binary file, not a CSV of numbers.")
    text = raw.decode("utf-8-sig", errors="replace")
    rows = _rows(text)
    if not rows:
        raise DataError(f"{path.name} is empty: it needs one point per line, e.g. '1.5,2.0'.")
    header = None
    if not all(_is_number(c) for c in rows[0]) and len(rows) > 1:
        header, rows = rows[0], rows[1:]
    width = len(rows[0])
    for i, row in enumerate(rows):
        if len(row) != width:
            line = i + (2 if header else 1)
            raise DataError(f"{path.name}, line {line}: {len(row)} values where the first row has "
                            f"{width}. Every row must have the same number of columns.")
    table = np.array(rows, dtype=object)
    numeric = np.vectorize(_is_number, otypes=[bool])(table)
    label_cols = [j for j in range(width) if not numeric[:, j].any()]
    if len(label_cols) > 1:
        raise DataError(f"{path.name}: columns {[c + 1 for c in label_cols]} contain text only; at "
                        "most one text column (class labels) is allowed.")
    num_cols = [j for j in range(width) if j not in label_cols]
    bad = np.argwhere(~numeric[:, num_cols])
    if bad.size:
        r, c = bad[0]
        cell = table[r, num_cols[c]]
        what = "an empty cell (missing value)" if cell.strip() == "" else f"the text {cell!r}"
        raise DataError(f"{path.name}, line {r + (2 if header else 1)}, column {num_cols[c] + 1}: "
                        f"{what} where a number was expected. Fill or delete that row.")
    if len(num_cols) < min_columns:
        raise DataError(f"{path.name} has {len(num_cols)} numeric column(s); points need at least "
                        f"{min_columns} (x and y).")
    X = table[:, num_cols].astype(np.float64)
    if not np.all(np.isfinite(X)):
        r = int(np.argwhere(~np.isfinite(X))[0][0])
        raise DataError(f"{path.name}, line {r + (2 if header else 1)}: NaN or infinity is not a "
                        "usable coordinate; fill or delete that row.")
    names = [header[j] if header else f"x{j + 1}" for j in num_cols]
    labels = table[:, label_cols[0]].astype(str) if label_cols else None
    notes = [f"column {label_cols[0] + 1} holds text labels; it is kept aside"] if label_cols else []
    return PointTable(X, names, labels, notes)


def _rows(text):
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        return []
    sample = "\n".join(lines[:50])
    delims = [d for d in ",;\t" if d in sample]
    if delims:
        delim = max(delims, key=sample.count)
        return [[c.strip() for c in row] for row in csv.reader(io.StringIO("\n".join(lines)),
                                                                 delimiter=delim)]
    return [ln.split() for ln in lines]


def write_points(path, X, columns=None, labels=None):
    """Write points (and labels, if given) as CSV with a header line."""
    X = np.asarray(X, dtype=float)
    columns = list(columns) if columns else [f"x{j + 1}" for j in range(X.shape[1])]
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(columns + (["label"] if labels is not None else []))
        for i, row in enumerate(X):
            w.writerow([repr(float(v)) for v in row] + ([labels[i]] if labels is not None else []))
