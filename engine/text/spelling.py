"""Spelling correction by the noisy channel: the intended word w went through a noisy channel
and came out as the typed x; the best guess maximises P(w | context) · P(x | w) over the words w
of the language model's vocabulary within ``max_distance`` of x (Kernighan, Church and Gale
1990; Jurafsky and Martin, ch. "Spelling correction and the noisy channel").

The prior P(w | context) is the n-gram model's; the channel P(x | w) is either
``p_edit ** d(w, x)`` with the edit distance d under the given costs (every unit of cost an
independent slip of probability ``p_edit``), or the product over the edits of the best alignment
of probabilities from a confusion table (:func:`confusion_channel`).

A confusion table that names the neighbouring character gives Kernighan, Church & Gale's
channel, each edit conditioned on the character before it (``#`` is the start of the word):
deletion del[x, y]/count[xy] (intended xy typed x), insertion ins[x, y]/count[x] (x typed xy),
substitution sub[x, y]/count[y] (y typed x) and transposition trans[x, y]/count[xy] (xy typed
yx). count[·] are the table's own ``count`` rows, else the characters of the model's training
words (each word as often as it was seen).
"""
from __future__ import annotations

import csv
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import (DataError, check_choice, check_int, check_positive, check_regular_file,
                           csv_problem)
from .counts import count_codes
from .minimum_edit import edit_distance
from .minimum_edit_batch import edit_distances
from .jamo import jamo_lengths, to_jamo
from .lm import NgramModel

OPS = ("substitute", "delete", "insert", "transpose", "count")
START = "#"                 # the character "before" the first letter of a word


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
            raise DataError(QT_TRANSLATE_NOOP("engine", "costs has unknown keys {unknown}; use "
                                                        "insert, delete and substitute."),
                            unknown=sorted(unknown))
        costs = (costs.get("insert", 1.0), costs.get("delete", 1.0), costs.get("substitute", 1.0))
    if not isinstance(costs, (tuple, list)) or len(costs) != 3:
        raise DataError(QT_TRANSLATE_NOOP("engine", "costs must be (insert, delete, "
                                                    "substitute), e.g. (1, 1, 2); got "
                                                    "{costs!r:.60}."), costs=costs)
    return tuple(check_positive(c, name, allow_zero=True)
                 for c, name in zip(costs, ("insert", "delete", "substitute")))


class ConfusionChannel(dict):
    """(op, a, b) → P(edit) of the context-free rows (``count`` / Σ counts of the same op and
    a), plus the rows with a neighbouring character (``contextual``: (op, from, to) → count,
    Kernighan et al.'s del/ins/trans matrices and the substitutions) and the table's character
    counts ``chars`` (count[x], count[xy]), which those rows are divided by."""

    contextual: dict
    chars: dict
    kcg: bool = False          # some row names a neighbouring character or a count[·]


def _row_kind(op, a, b, k):
    """'plain', 'context' or 'chars' for a row, or a DataError saying what the row should be."""
    la, lb = len(a), len(b)
    if op == "count":
        if la in (1, 2) and lb == 0:
            return "chars"
        raise DataError(QT_TRANSLATE_NOOP("engine", "Confusion row {k}: a count row is "
                                                    "count,x,,N or count,xy,,N (how often the "
                                                    "character or pair occurs); got "
                                                    "count,{a!r:.10},{b!r:.10}."), k=k + 1, a=a,
                        b=b)
    if op == "substitute" and la == lb == 1:
        return "context"                                   # sub[x, y] / count[y]
    if op == "delete" and la == 1 and lb == 0 or op == "insert" and la == 0 and lb == 1:
        return "plain"
    if op == "delete" and la == 2 and b == a[0]:
        return "context"                                   # del[x, y]: xy typed as x
    if op == "insert" and la == 1 and lb == 2 and b[0] == a:
        return "context"                                   # ins[x, y]: x typed as xy
    if op == "transpose" and la == 2 and b == a[::-1] and a[0] != a[1]:
        return "context"                                   # trans[x, y]: xy typed as yx
    raise DataError(
        QT_TRANSLATE_NOOP("engine", "Confusion row {k}: {op},{a!r:.10},{b!r:.10} is not an edit "
                                    "of one character; use substitute,y,x (y typed as x), "
                                    "delete,y, or delete,xy,x (y dropped after x), insert,,y or "
                                    "insert,x,xy (y added after x), transpose,xy,yx."), k=k + 1,
        op=op, a=a, b=b)


def confusion_channel(rows) -> ConfusionChannel:
    """Per-edit channel probabilities from confusion counts: ``rows`` of (op, a, b, count) with
    op in substitute/delete/insert/transpose/count (a = the intended characters, b = the typed
    ones). Context-free: P(op a→b) = count / Σ counts of the same op and a (a = "" for an
    insertion, b = "" for a deletion). Rows naming the character before the edit (delete,xy,x;
    insert,x,xy; transpose,xy,yx) and the substitutions are also kept as counts for Kernighan,
    Church & Gale's channel (module docstring); ``count,x,,N`` rows give count[x]."""
    totals: dict = {}
    counts: dict = {}
    contextual: dict = {}
    chars: dict = {}
    for k, row in enumerate(rows):
        if len(row) != 4:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Confusion row {k} has {n_row} fields; "
                                                        "each row is op, from, to, count (e.g. "
                                                        "substitute,e,a,388)."), k=k + 1,
                            n_row=len(row))
        op, a, b, c = row
        op = str(op).strip().lower()
        if op not in OPS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Confusion row {k}: the operation must "
                                                        "be one of {OPS}; got {op!r:.30}."),
                            k=k + 1, OPS=', '.join(OPS), op=op)
        try:
            c = float(c)
        except (TypeError, ValueError):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Confusion row {k}: the count {c!r:.30} "
                                                        "is not a number."), k=k + 1, c=c) \
                from None
        if not c >= 0 or not math.isfinite(c):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Confusion row {k}: counts must be "
                                                        "finite and >= 0; got {c}."), k=k + 1, c=c)
        a, b = str(a or ""), str(b or "")
        kind = _row_kind(op, a, b, k)
        if kind == "chars":
            chars[a] = chars.get(a, 0.0) + c
            continue
        if kind == "context":
            contextual[(op, a, b)] = contextual.get((op, a, b), 0.0) + c
            if op != "substitute":
                continue
        key = (op, a or None, b or None)
        counts[key] = counts.get(key, 0.0) + c
        totals[(op, a)] = totals.get((op, a), 0.0) + c
    if not counts and not contextual:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The confusion table is empty; give rows of "
                                                    "op, from, to, count."))
    out = ConfusionChannel({key: c / totals[(key[0], key[1] or "")]
                            for key, c in counts.items() if totals[(key[0], key[1] or "")] > 0})
    out.contextual, out.chars = contextual, chars
    out.kcg = bool(chars) or any(op != "substitute" for op, _, _ in contextual)
    return out


def char_counts(model: NgramModel) -> dict[str, float]:
    """count[x] and count[xy] over the model's training words, each word weighted by its count
    and preceded by ``#`` (so count[#x] counts words that start with x): Kernighan et al.'s
    denominators, counted by :func:`counts.count_codes` on the code points."""
    words = model.vocab_[2:]                               # not </s>, <UNK>
    if not words:
        return {}
    weight = np.asarray(model.unigram_counts_[2:], float)
    text = (START + START.join(words)).encode("utf-32-le", "surrogatepass")
    cp = np.frombuffer(text, np.uint32).astype(np.int64)
    w = np.repeat(weight, [len(x) + 1 for x in words])
    out = {}
    keys, inv, _, _ = count_codes(cp, int(cp.max()) + 1)
    for key, c in zip(keys.tolist(), np.bincount(inv, w).tolist()):
        out[chr(key)] = c
    base = int(cp.max()) + 1
    pair = cp[:-1] * base + cp[1:]
    inside = cp[1:] != ord(START)                          # not across two words
    keys, inv, _, _ = count_codes(pair[inside], base * base)
    for key, c in zip(keys.tolist(), np.bincount(inv, w[1:][inside]).tolist()):
        out[chr(key // base) + chr(key % base)] = c
    return out


def _kcg_edits(alignment):
    """The alignment's edits with the intended character before each (``#`` at the start), a
    transposition where two neighbouring substitutions swap two letters: (op, a, b, before)."""
    out, before, k = [], START, 0
    while k < len(alignment):
        op, a, b = alignment[k]
        nxt = alignment[k + 1] if k + 1 < len(alignment) else None
        if (op == "substitute" and nxt and nxt[0] == "substitute" and nxt[1] == b
                and nxt[2] == a):
            out.append(("transpose", a, b, before))
            before, k = b, k + 2
            continue
        if op != "match":
            out.append((op, a, b, before))
        if a is not None:
            before = a
        k += 1
    return out


def kcg_channel(alignment, channel: ConfusionChannel, chars: Mapping[str, float],
                p_edit: float) -> float:
    """P(x | w) = Π over the edits of Kernighan, Church & Gale's conditional probabilities
    (module docstring); an edit the table does not name falls back to the context-free
    probability of the same edit, then to ``p_edit``. A transposition the table does not name
    is two substitutions."""
    ctx = channel.contextual
    p = 1.0
    for op, a, b, before in _kcg_edits(alignment):
        if op == "transpose":
            n, c = ctx.get(("transpose", a + b, b + a)), chars.get(a + b, 0.0)
            if n is not None and c > 0:
                p *= min(n / c, 1.0)
            else:
                p *= kcg_channel((("substitute", a, b), ("substitute", b, a)), channel, chars,
                                 p_edit)
            continue
        if op == "delete":
            key, denom = ("delete", before + a, before), before + a
        elif op == "insert":
            key, denom = ("insert", before, before + b), before
        else:
            key, denom = ("substitute", a, b), a
        n, c = ctx.get(key), chars.get(denom, 0.0)
        if n is not None and c > 0:
            p *= min(n / c, 1.0)
        else:
            p *= channel.get((op, a, b), p_edit)
    return p


def read_confusion(path: str | os.PathLike) -> ConfusionChannel:
    """:func:`confusion_channel` of a CSV file with rows op,from,to,count (a header is skipped)."""
    check_regular_file(path, "a CSV file of edit counts")    # a pipe would block forever
    try:
        with open(Path(path), encoding="utf-8", newline="") as f:
            reader = csv.reader(f)
            rows = [r for r in reader if r and not r[0].startswith("#")]
    except csv.Error as exc:      # its own words ("field larger than field limit") explained
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} line {reader_line_num}: "
                                                    "{csv_problem}; each row is "
                                                    "op,from,to,count."), path_name=Path(path).name,
                        reader_line_num=reader.line_num, csv_problem=csv_problem(exc)) from None
    except (OSError, UnicodeError) as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {path_name}: {exc}."),
                        path_name=Path(path).name, exc=exc) from None
    if rows and rows[0][-1].strip().lower() == "count":
        rows = rows[1:]
    return confusion_channel(rows)


def correct(word: str, model: NgramModel, max_distance: float = 2, costs=(1.0, 1.0, 1.0),
            context: Sequence[str] = (), *, p_edit: float = 0.01, channel: Mapping | None = None,
            top: int = 10, level: str = "character") -> list[Candidate]:
    """Rank the vocabulary words w with d(w, ``word``) <= ``max_distance`` by
    P(w | ``context``) · P(``word`` | w), best first (``top`` of them).

    ``costs`` are the (insert, delete, substitute) costs of the edit distance; the channel is
    ``p_edit ** d`` unless ``channel`` (from :func:`confusion_channel`) gives per-edit
    probabilities (an edit it does not list costs ``p_edit``); a table with rows that name the
    neighbouring character gives Kernighan, Church & Gale's channel (:func:`kcg_channel`).
    ``level="jamo"`` measures d on the jamo of Hangul syllables (강 → 감 is one edit, ㅇ → ㅁ;
    the alignment and a confusion table's characters are then jamo too); "character" (the
    default) on the characters."""
    if not isinstance(word, str) or not word:
        raise DataError(QT_TRANSLATE_NOOP("engine", "word must be a non-empty string; got "
                                                    "{word!r:.40}."), word=word)
    if not isinstance(model, NgramModel):
        raise DataError(QT_TRANSLATE_NOOP("engine", "model must be a fitted NgramModel; got "
                                                    "{model_type}."),
                        model_type=type(model).__name__)
    insert, delete, substitute = _costs(costs)
    max_distance = check_positive(max_distance, "max_distance", allow_zero=True)
    p_edit = check_positive(p_edit, "p_edit")
    if p_edit > 1:
        raise DataError(QT_TRANSLATE_NOOP("engine", "p_edit is a probability; got {p_edit}."),
                        p_edit=p_edit)
    top = check_int(top, "top", low=1)
    check_choice(level, "level", ("character", "jamo"))
    prior = model.distribution(context)            # also checks that the model is fitted
    # |len(w) − len(x)| insertions or deletions at least: skip words that cannot be close
    # (vocab_ starts with </s> and <UNK>, which are never candidates)
    if level == "jamo":
        lengths = jamo_lengths(model.vocab_)
        close = np.abs(lengths - len(to_jamo(word))) * min(insert, delete) <= max_distance
    else:
        lengths = np.fromiter(map(len, model.vocab_), np.int64, len(model.vocab_))
        close = np.abs(lengths - len(word)) * min(insert, delete) <= max_distance
    close[:2] = False
    near = [(i, model.vocab_[i]) for i in np.flatnonzero(close).tolist()]
    if not near:
        return []
    d = edit_distances([(w, word) for _, w in near], insert, delete, substitute, level=level)
    keep = np.flatnonzero(d <= max_distance + 1e-9)
    contextual = channel is not None and getattr(channel, "kcg", False)
    if contextual:
        chars = {**char_counts(model), **channel.chars}     # the table's own counts first
    out = []
    for j in keep:
        i, w = near[j]
        if channel is None:
            p_x = p_edit ** float(d[j])
            alignment = None
        else:
            alignment = next(edit_distance(w, word, insert, delete, substitute,
                                           level=level).alignments())
            if contextual:
                p_x = kcg_channel(alignment, channel, chars, p_edit)
            else:
                p_x = math.prod(channel.get((op, a, b), p_edit) for op, a, b in alignment
                                if op != "match")
        out.append([w, float(d[j]), float(prior[i]), p_x, float(prior[i]) * p_x, alignment])
    out.sort(key=lambda c: (-c[4], c[1], c[0]))
    result = []
    for w, dist, pw, px, score, alignment in out[:top]:
        if alignment is None:
            alignment = next(edit_distance(w, word, insert, delete, substitute,
                                           level=level).alignments())
        result.append(Candidate(w, dist, pw, px, score, tuple(alignment)))
    return result
