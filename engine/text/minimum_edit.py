"""Minimum edit distance with user costs, back-pointers, every co-optimal alignment, the edit
script, and a cell-by-cell fill to step through. Works on strings and on token lists.
Many pairs at once: :func:`engine.text.edit_distances` (minimum_edit_batch.py), which shares
this module's checks and the one-pair fast path (minimum_edit_fast.py: the table's corner
without the table) so that all agree bit for bit.

E(i, 0) = i·del, E(0, j) = j·ins,
E(i, j) = min(E(i−1, j) + del, E(i, j−1) + ins, E(i−1, j−1) + sub·[x_i ≠ y_j]).
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import DataError, check_choice, check_positive
from .jamo import to_jamo
from .minimum_edit_fast import _fast_distance

DIAG, UP, LEFT = 1, 2, 4     # back-pointer bits: substitute/match, delete x_i, insert y_j
MAX_CELLS = 25_000_000       # (n+1)(m+1) cells of a full table: 225 MB with its back-pointers
_EPS = 1e-9


@dataclass(frozen=True)
class EditDistanceStep(Step):
    """The fill of one cell E(i, j): the three candidates of the recurrence and which won.

    ``converged`` is True on the last cell only: the table is complete and E(n, m) is the
    distance (the fill has no cap, so ``stopped`` is always None)."""

    objective_name: ClassVar[str] = "value"
    iterative: ClassVar[bool] = False

    iteration: int            # 1 .. n·m, row by row
    i: int
    j: int
    value: float              # E(i, j)
    delete: float             # E(i−1, j) + del
    insert: float             # E(i, j−1) + ins
    substitute: float         # E(i−1, j−1) + sub·[x_i ≠ y_j]
    moves: int                # back-pointer bits of the minimal candidates
    phase: str = "fill"
    converged: bool = False
    stopped: str | None = None


MAX_COST = 1e100            # costs times the lengths must stay finite
#: what one item of the sequences is: a character, a word (strings split at white space) or a
#: jamo (Hangul syllables decomposed into their letters, so 강 → 감 substitutes ㅇ by ㅁ)
LEVELS = ("character", "word", "jamo")


def _check_cost(value, name):
    if type(value) in (int, float) and 0 <= value <= MAX_COST:   # the common case, quickly
        return float(value)
    value = check_positive(value, name, allow_zero=True)
    if value > MAX_COST:
        raise ValueError(f"{name} = {value:g} is too large (sums of costs would overflow); "
                         f"use costs up to {MAX_COST:g}, e.g. scale all three down.")
    return value


def _check_sequence(x, name):
    if type(x) is str:
        return list(x)
    if isinstance(x, (str, list, tuple)):
        seq = list(x)
    else:
        raise TypeError(f"{name} must be a string (character level) or a list of tokens (word "
                        f"level); got {type(x).__name__}.")
    for item in seq:
        try:
            hash(item)
        except TypeError:
            raise TypeError(f"The items of {name} must be strings or other hashable values; "
                            f"got {type(item).__name__}.") from None
    return seq


def level_sequences(a, b, level: str | None):
    """``a`` and ``b`` as the sequences the distance is taken over. ``None``: a string is its
    characters and a list its items (the level follows the input); "character": strings;
    "word": strings split at white space, or token lists; "jamo": strings whose Hangul
    syllables become their compatibility jamo (:func:`engine.text.to_jamo`, 강 → ㄱㅏㅇ)."""
    if level is None:
        return a, b
    check_choice(level, "level", LEVELS)
    out = []
    for x, name in ((a, "a"), (b, "b")):
        if level == "word":
            out.append(x.split() if isinstance(x, str) else x)
            continue
        if not isinstance(x, str):
            raise DataError(QT_TRANSLATE_NOOP("engine", "level={level!r} compares strings; "
                                                        "{name} is a {x_type}. Give the text "
                                                        "itself, or use level='word' for lists "
                                                        "of tokens."), level=level, name=name,
                            x_type=type(x).__name__)
        out.append(to_jamo(x) if level == "jamo" else x)
    return out[0], out[1]


def _as_ids(a, b):
    """Both sequences as integer arrays over one shared vocabulary (chars or tokens)."""
    vocab = {}
    ids_a = np.array([vocab.setdefault(x, len(vocab)) for x in a], dtype=np.int64)
    ids_b = np.array([vocab.setdefault(x, len(vocab)) for x in b], dtype=np.int64)
    return ids_a, ids_b


def _fill_row(prev, a_i, b, insert, delete, substitute):
    """Row i of the table from row i−1, vectorised: the left-to-right insert chain is a running
    minimum, E(i, j) = ins·j + min_{k≤j} (base_k − ins·k)."""
    up = prev + delete
    diag = np.empty_like(prev)
    diag[0] = np.inf
    diag[1:] = prev[:-1] + substitute * (b != a_i)
    base = np.minimum(up, diag)
    offs = insert * np.arange(len(prev))
    row = np.minimum.accumulate(base - offs) + offs
    return row, up, diag


def _segment_starts(chain):
    """For a row whose cell j continues a chain from j−1 where ``chain[j]`` is True, the index
    where each cell's chain starts (a segmented scan, vectorised)."""
    idx = np.arange(len(chain))
    return np.maximum.accumulate(np.where(chain, 0, idx))


class EditDistance:
    """The dynamic-programming table of ``a`` → ``b`` with back-pointers, built when first asked.

    ``distance`` alone needs no table (integer costs: a bit-parallel or row-by-row fast path);
    ``table[i, j]`` = E(i, j) of the recurrence in the module docstring and ``moves[i, j]`` holds
    the bits DIAG/UP/LEFT of every candidate that reaches the minimum; ``alignments()``,
    ``iter_fill()``, ``count_alignments()`` and ``on_optimal_path()`` fill them on first use."""

    def __init__(self, a: Sequence, b: Sequence, insert: float = 1.0, delete: float = 1.0,
                 substitute: float = 1.0, *, level: str | None = None):
        self.level = level
        a, b = level_sequences(a, b, level)
        # a string is checked by its type alone; its list of characters (``a``, ``b``) is
        # made when first read (the distance alone compares the strings as given)
        if type(a) is not str:
            a = _check_sequence(a, "a")
        if type(b) is not str:
            b = _check_sequence(b, "b")
        self.insert = _check_cost(insert, "insert")
        self.delete = _check_cost(delete, "delete")
        self.substitute = _check_cost(substitute, "substitute")
        n, m = len(a), len(b)
        if (n + 1) * (m + 1) > MAX_CELLS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The table of {n:,} × {m:,} items has "
                                                        "{n2:,} cells, more than {MAX_CELLS:,}; "
                                                        "use edit_distances([(a, b)]) for the "
                                                        "distance alone (one row at a time), or "
                                                        "shorter sequences."), n=n, m=m,
                            n2=(n + 1) * (m + 1), MAX_CELLS=MAX_CELLS)
        self._raw = (a, b)               # strings compare fastest as given
        self._a = self._b = None
        self._table = self._moves = self._distance = self._on_path = None

    @property
    def a(self) -> list:
        """The items of the first sequence (a string's characters), as a list."""
        if self._a is None:
            self._a = list(self._raw[0])
        return self._a

    @property
    def b(self) -> list:
        """The items of the second sequence (a string's characters), as a list."""
        if self._b is None:
            self._b = list(self._raw[1])
        return self._b

    @property
    def distance(self) -> float:
        """E(n, m)."""
        if self._distance is None:
            if self._table is None:
                self._distance = _fast_distance(*self._raw, self.insert, self.delete,
                                                self.substitute)
            if self._distance is None:   # non-integer costs: the table's own corner
                self._distance = float(self.table[-1, -1])
        return self._distance

    @property
    def table(self) -> np.ndarray:
        """E(i, j) for 0 ≤ i ≤ n, 0 ≤ j ≤ m (read-only)."""
        if self._table is None:
            self._build()
        return self._table

    @property
    def moves(self) -> np.ndarray:
        """Back-pointer bits DIAG | UP | LEFT of the minimal candidates of each cell."""
        if self._moves is None:
            self._build()
        return self._moves

    def _build(self):
        n, m = len(self.a), len(self.b)
        ids_a, ids_b = _as_ids(self.a, self.b)
        table = np.empty((n + 1, m + 1))
        moves = np.zeros((n + 1, m + 1), dtype=np.uint8)
        table[0] = self.insert * np.arange(m + 1)
        moves[0, 1:] = LEFT
        for i in range(1, n + 1):  # rows depend on the row above; each row is vectorised
            row, up, diag = _fill_row(table[i - 1], ids_a[i - 1], ids_b, self.insert,
                                      self.delete, self.substitute)
            table[i] = row
            left = np.full(m + 1, np.inf)
            left[1:] = row[:-1] + self.insert
            moves[i] = ((np.abs(diag - row) < _EPS) * DIAG + (np.abs(up - row) < _EPS) * UP
                        + (np.abs(left - row) < _EPS) * LEFT)
        table.setflags(write=False)
        moves.setflags(write=False)
        self._table, self._moves = table, moves

    def iter_fill(self) -> Iterator[EditDistanceStep]:
        """One :class:`EditDistanceStep` per cell, row by row (the table is already known, so
        stepping only reveals it)."""
        return self._fill()

    def _fill(self):
        t, moves, a, b = self.table, self.moves, self.a, self.b
        n, m = len(a), len(b)
        count = 0
        for i in range(1, n + 1):
            for j in range(1, m + 1):
                count += 1
                sub = self.substitute * (a[i - 1] != b[j - 1])
                yield EditDistanceStep(count, i, j, float(t[i, j]),
                                       float(t[i - 1, j] + self.delete),
                                       float(t[i, j - 1] + self.insert),
                                       float(t[i - 1, j - 1] + sub), int(moves[i, j]),
                                       converged=(i == n and j == m))

    def alignments(self) -> Iterator[list[tuple]]:
        """Every co-optimal alignment, generated lazily (there can be very many): each is a list
        of (op, x, y) with op in "match", "substitute", "delete", "insert"."""
        # The tail is a linked list of (operation, rest): pushing costs O(1), not a list copy.
        a, b = self.a, self.b
        stack = [(len(a), len(b), None)]
        moves = self.moves
        while stack:
            i, j, tail = stack.pop()
            if i == 0 and j == 0:
                out = []
                while tail is not None:
                    op, tail = tail
                    out.append(op)
                yield out
                continue
            mv = moves[i, j]
            if mv & LEFT:
                stack.append((i, j - 1, (("insert", None, b[j - 1]), tail)))
            if mv & UP:
                stack.append((i - 1, j, (("delete", a[i - 1], None), tail)))
            if mv & DIAG:
                op = "match" if a[i - 1] == b[j - 1] else "substitute"
                stack.append((i - 1, j - 1, ((op, a[i - 1], b[j - 1]), tail)))

    def count_alignments(self) -> int:
        """How many co-optimal alignments there are (exact integer count):
        C(0, 0) = 1, C(i, j) = [DIAG]·C(i−1, j−1) + [UP]·C(i−1, j) + [LEFT]·C(i, j−1),
        one row at a time over the row's band of cells that lie on an optimal path (every
        optimal path stays inside it, and the band is narrow), with Python integers in object
        arrays: the count can exceed 10^300."""
        m = len(self.b)
        on = self.on_optimal_path()
        mv = self.moves
        prev = np.zeros(m + 1, dtype=object)
        prev[on[0]] = 1                      # row 0: one chain of insertions
        for i in range(1, len(self.a) + 1):
            cols = np.flatnonzero(on[i])
            lo, hi = int(cols[0]), int(cols[-1]) + 1
            row_mv, row_on = mv[i, lo:hi], on[i, lo:hi]
            up = np.where(row_mv & UP, prev[lo:hi], 0)
            diag_prev = np.empty(hi - lo, dtype=object)
            diag_prev[1:] = prev[lo:hi - 1]
            diag_prev[0] = prev[lo - 1] if lo > 0 else 0
            base = np.where(row_on, up + np.where(row_mv & DIAG, diag_prev, 0), 0)
            # C(i, j) = base_j + [LEFT_j] C(i, j−1): a cumulative sum within each chain
            chain = (row_mv & LEFT).astype(bool) & row_on
            chain[1:] &= row_on[:-1]
            chain[0] = False                 # the cell left of the band is off every path
            starts = _segment_starts(chain)
            total = np.cumsum(base)
            before = np.where(starts > 0, total[np.maximum(starts - 1, 0)], 0)
            prev = np.zeros(m + 1, dtype=object)
            prev[lo:hi] = np.where(row_on, total - before, 0)
        return int(prev[m])

    def on_optimal_path(self) -> np.ndarray:
        """Boolean mask of the cells that lie on at least one co-optimal alignment (traced back
        from (n, m) one row at a time, vectorised within the row; computed once, read-only)."""
        if self._on_path is None:
            self._on_path = self._trace_optimal_cells()
        return self._on_path

    def _trace_optimal_cells(self):
        n, m = len(self.a), len(self.b)
        on = np.zeros((n + 1, m + 1), dtype=bool)
        seed = np.zeros(m + 1, dtype=bool)
        seed[m] = True
        mv = self.moves
        for i in range(n, -1, -1):
            # within the row, a cell reached by a LEFT move from j+1 joins: right to left
            chain = np.zeros(m + 1, dtype=bool)
            chain[:-1] = (mv[i, 1:] & LEFT).astype(bool)     # cell j is reached from j+1
            rev_chain = chain[::-1]
            rev_seed = seed[::-1]
            starts = _segment_starts(rev_chain)                # chains in reversed order
            hit = np.cumsum(rev_seed)
            before = np.where(starts > 0, hit[np.maximum(starts - 1, 0)], 0)
            row_on = (hit - before > 0)[::-1]
            on[i] = row_on
            if i == 0:
                break
            seed = np.zeros(m + 1, dtype=bool)
            seed |= row_on & (mv[i] & UP).astype(bool)
            seed[:-1] |= row_on[1:] & (mv[i, 1:] & DIAG).astype(bool)
        on.setflags(write=False)
        return on

    def path_cells(self, alignment: Iterable[tuple]) -> list[tuple[int, int]]:
        """The (i, j) cells an alignment passes through, from (0, 0)."""
        i = j = 0
        cells = [(0, 0)]
        for op, _, _ in alignment:
            i += op != "insert"
            j += op != "delete"
            cells.append((i, j))
        return cells

    def script(self, alignment: Iterable[tuple]) -> list[tuple[str, float]]:
        """The edit script of an alignment in words, with the cost of each operation."""
        cost = {"match": 0.0, "substitute": self.substitute, "delete": self.delete,
                "insert": self.insert}
        lines = []
        for op, x, y in alignment:
            text = {"match": f"keep {x!r}", "substitute": f"substitute {x!r} → {y!r}",
                    "delete": f"delete {x!r}", "insert": f"insert {y!r}"}[op]
            lines.append((text, cost[op]))
        return lines


def edit_distance(a: Sequence, b: Sequence, insert: float = 1, delete: float = 1,
                  substitute: float = 1, *, level: str | None = None) -> EditDistance:
    """Minimum edit distance of ``a`` → ``b`` (strings, or token lists for word level) by the
    recurrence E(i, j) = min(E(i−1, j) + del, E(i, j−1) + ins, E(i−1, j−1) + sub·[x_i ≠ y_j]);
    the returned :class:`EditDistance` has ``distance``, ``table``, ``alignments()`` and
    ``iter_fill()``. ``level`` (:func:`level_sequences`): None follows the input, or
    "character", "word" (strings split at white space) or "jamo" (Hangul letters: 강 → 감 is
    one substitution, ㅇ → ㅁ, and 먹어 → 머거 one deletion, against two syllables)."""
    return EditDistance(a, b, insert, delete, substitute, level=level)
