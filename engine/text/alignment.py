"""Score an alignment the student writes, column by column, as the notes draw them ([NLP] 2. Text
Processing, minimum edit distance)::

    S - N O W Y  | - S N O W - Y
    S U N N - Y  | S U N - - N Y
    distance : 3 | distance : 5

Each column is a match (x = y, cost 0), a substitution (x ≠ y, cost ``substitute``), a deletion
(x over the gap "-", cost ``delete``) or an insertion (the gap over y, cost ``insert``); the
alignment's cost is the sum. The minimum over all alignments is the edit distance
(:func:`engine.text.edit_distance`), which the score is compared with."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError
from .minimum_edit import edit_distance

GAP = "-"
#: The notes' two alignments of SNOWY → SUNNY: costs 3 (optimal) and 5.
NOTES_ALIGNMENTS = (("S - N O W Y", "S U N N - Y"), ("- S N O W - Y", "S U N - - N Y"))


@dataclass(frozen=True)
class AlignmentScore:
    """An alignment's ``columns`` as (top, bottom, operation, cost) with operation one of
    "match", "substitute", "delete", "insert"; its ``cost``; the words it aligns (``source``
    above, ``target`` below, gaps removed); the edit ``distance`` of those words with the same
    costs; and whether this alignment reaches it (``optimal``)."""

    columns: tuple
    cost: float
    source: tuple
    target: tuple
    distance: float
    optimal: bool


def _cells(row, name):
    if isinstance(row, str):
        row = row.split() if " " in row.strip() else list(row.strip())
    cells = tuple(str(c) for c in row)
    if not cells:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The {name} row is empty; write one symbol "
                                                    "or '{GAP}' per column."), name=name, GAP=GAP)
    return cells


def score_alignment(top: str | Sequence, bottom: str | Sequence, *, insert: float = 1,
                    delete: float = 1, substitute: float = 1) -> AlignmentScore:
    """The cost of the alignment of ``top`` (the source, e.g. "S - N O W Y") over ``bottom``
    (the target, "S U N N - Y"): symbols separated by spaces (or one character a column when
    there are no spaces, or sequences of tokens for words), "-" a gap.
    Σ_columns [x = y]·0 + [x ≠ y]·substitute + [y = -]·delete + [x = -]·insert."""
    t, b = _cells(top, "top"), _cells(bottom, "bottom")
    if len(t) != len(b):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The rows have {n_t} and {n_b} columns; an "
                                                    "alignment has the same number in both "
                                                    "(write '{GAP}' for a gap)."), n_t=len(t),
                        n_b=len(b), GAP=GAP)
    both = [k + 1 for k, (x, y) in enumerate(zip(t, b)) if x == GAP and y == GAP]
    if both:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Column {both_0} has a gap in both rows; "
                                                    "remove it."), both_0=both[0])
    source = tuple(x for x in t if x != GAP)
    target = tuple(y for y in b if y != GAP)
    # the minimum with the same costs; the table checks them (finite, non-negative numbers)
    ed = edit_distance(list(source), list(target), insert, delete, substitute)
    ops = {"match": 0.0, "substitute": ed.substitute, "delete": ed.delete, "insert": ed.insert}
    columns = []
    for x, y in zip(t, b):
        op = "insert" if x == GAP else "delete" if y == GAP else \
            "match" if x == y else "substitute"
        columns.append((x, y, op, ops[op]))
    distance = ed.distance
    cost = float(sum(c[3] for c in columns))
    return AlignmentScore(tuple(columns), cost, source, target, float(distance),
                          bool(abs(cost - distance) <= 1e-9 * max(1.0, distance)))


def notes_alignments(**costs) -> tuple:
    """The notes' two SNOWY → SUNNY alignments scored (3 and 5 with unit costs)."""
    return tuple(score_alignment(t, b, **costs) for t, b in NOTES_ALIGNMENTS)


def alignment_rows(alignment) -> tuple[tuple, tuple]:
    """The two rows (top over bottom, "-" for a gap) of an alignment as
    :meth:`EditDistance.alignments` gives it (a list of (op, x, y)), in the notes' layout —
    the form :func:`score_alignment` reads."""
    top, bottom = [], []
    for op, x, y in alignment:
        top.append(GAP if op == "insert" else str(x))
        bottom.append(GAP if op == "delete" else str(y))
    return tuple(top), tuple(bottom)
