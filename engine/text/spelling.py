"""Spelling correction by the noisy channel: the intended word w went through a noisy channel
and came out as the typed x; the best guess maximises P(w | context) · P(x | w) over the words w
of the language model's vocabulary within ``max_distance`` of x (Kernighan, Church and Gale
1990; Jurafsky and Martin, ch. "Spelling correction and the noisy channel").

The prior P(w | context) is the n-gram model's; the channel P(x | w) is either
``p_edit ** d(w, x)`` with the edit distance d under the given costs (every unit of cost an
independent slip of probability ``p_edit``), or the product over the edits of the best alignment
of probabilities from a confusion table (:func:`confusion_channel`).
"""
from __future__ import annotations

import csv
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .._validation import DataError, check_int, check_positive
from .edit_distance import edit_distance, edit_distances
from .lm import EOS, UNK, NgramModel

OPS = ("substitute", "delete", "insert")


@dataclass(frozen=True)
class Candidate:
    """One correction w for the typed x: its prior, channel, score and an optimal alignment
    (a list of (op, char of w, char of x) with op in match/substitute/delete/insert)."""

    word: str
    distance: float             # d(w, x) under the costs
    p_word: float               # P(w | context), the language model
    p_channel: float            # P(x | w), the noisy channel
    score: float                # P(w | context) · P(x | w)
    alignment: tuple


def _costs(costs) -> tuple[float, float, float]:
    """(insert, delete, substitute) from a tuple or a mapping with those keys."""
    if isinstance(costs, Mapping):
        unknown = set(costs) - {"insert", "delete", "substitute"}
        if unknown:
            raise DataError(f"costs has unknown keys {sorted(unknown)}; use insert, delete "
                            "and substitute.")
        costs = (costs.get("insert", 1.0), costs.get("delete", 1.0), costs.get("substitute", 1.0))
    if not isinstance(costs, (tuple, list)) or len(costs) != 3:
        raise DataError(f"costs must be (insert, delete, substitute), e.g. (1, 1, 2); got "
                        f"{costs!r:.60}.")
    return tuple(check_positive(c, name, allow_zero=True)
                 for c, name in zip(costs, ("insert", "delete", "substitute")))


def confusion_channel(rows) -> dict:
    """Per-edit channel probabilities from confusion counts: ``rows`` of (op, a, b, count) with
    op in substitute/delete/insert (a = the intended character or "" for an insertion, b = the
    typed one or "" for a deletion). P(op a→b) = count / Σ counts of the same op and a, as in
    Kernighan et al.'s sub[x, y] / count[y] with the counts of a standing in for count[y]."""
    totals: dict = {}
    counts: dict = {}
    for k, row in enumerate(rows):
        if len(row) != 4:
            raise DataError(f"Confusion row {k + 1} has {len(row)} fields; each row is op, "
                            "from, to, count (e.g. substitute,e,a,388).")
        op, a, b, c = row
        op = str(op).strip().lower()
        if op not in OPS:
            raise DataError(f"Confusion row {k + 1}: the operation must be one of "
                            f"{', '.join(OPS)}; got {op!r:.30}.")
        try:
            c = float(c)
        except (TypeError, ValueError):
            raise DataError(f"Confusion row {k + 1}: the count {c!r:.30} is not a number.") \
                from None
        if not c >= 0 or not math.isfinite(c):
            raise DataError(f"Confusion row {k + 1}: counts must be finite and >= 0; got {c}.")
        key = (op, a or None, b or None)
        counts[key] = counts.get(key, 0.0) + c
        totals[(op, a)] = totals.get((op, a), 0.0) + c
    if not counts:
        raise DataError("The confusion table is empty; give rows of op, from, to, count.")
    return {key: c / totals[(key[0], key[1] or "")] for key, c in counts.items()
            if totals[(key[0], key[1] or "")] > 0}


def read_confusion(path) -> dict:
    """:func:`confusion_channel` of a CSV file with rows op,from,to,count (a header is skipped)."""
    try:
        with open(Path(path), encoding="utf-8", newline="") as f:
            rows = [r for r in csv.reader(f) if r and not r[0].startswith("#")]
    except (OSError, UnicodeError) as exc:
        raise DataError(f"Cannot read {Path(path).name}: {exc}.") from None
    if rows and rows[0][-1].strip().lower() == "count":
        rows = rows[1:]
    return confusion_channel(rows)


def correct(word: str, model: NgramModel, max_distance: float = 2, costs=(1.0, 1.0, 1.0),
            context: Sequence[str] = (), *, p_edit: float = 0.01, channel: Mapping | None = None,
            top: int = 10) -> list[Candidate]:
    """Rank the vocabulary words w with d(w, ``word``) <= ``max_distance`` by
    P(w | ``context``) · P(``word`` | w), best first (``top`` of them).

    ``costs`` are the (insert, delete, substitute) costs of the edit distance; the channel is
    ``p_edit ** d`` unless ``channel`` (from :func:`confusion_channel`) gives per-edit
    probabilities (an edit it does not list costs ``p_edit``)."""
    if not isinstance(word, str) or not word:
        raise DataError(f"word must be a non-empty string; got {word!r:.40}.")
    if not isinstance(model, NgramModel):
        raise DataError(f"model must be a fitted NgramModel; got {type(model).__name__}.")
    insert, delete, substitute = _costs(costs)
    max_distance = check_positive(max_distance, "max_distance", allow_zero=True)
    p_edit = check_positive(p_edit, "p_edit")
    if p_edit > 1:
        raise DataError(f"p_edit is a probability; got {p_edit}.")
    top = check_int(top, "top", low=1)
    prior = model.distribution(context)            # also checks that the model is fitted
    vocab = [(i, w) for i, w in enumerate(model.vocab_) if w not in (EOS, UNK)]
    # |len(w) − len(x)| insertions or deletions at least: skip words that cannot be close
    step = min(insert, delete)
    near = [(i, w) for i, w in vocab if abs(len(w) - len(word)) * step <= max_distance]
    if not near:
        return []
    d = edit_distances([(w, word) for _, w in near], insert, delete, substitute)
    keep = np.flatnonzero(d <= max_distance + 1e-9)
    out = []
    for j in keep:
        i, w = near[j]
        if channel is None:
            p_x = p_edit ** float(d[j])
            alignment = None
        else:
            alignment = next(edit_distance(w, word, insert, delete, substitute).alignments())
            p_x = math.prod(channel.get((op, a, b), p_edit) for op, a, b in alignment
                            if op != "match")
        out.append([w, float(d[j]), float(prior[i]), p_x, float(prior[i]) * p_x, alignment])
    out.sort(key=lambda c: (-c[4], c[1], c[0]))
    result = []
    for w, dist, pw, px, score, alignment in out[:top]:
        if alignment is None:
            alignment = next(edit_distance(w, word, insert, delete, substitute).alignments())
        result.append(Candidate(w, dist, pw, px, score, tuple(alignment)))
    return result
