"""Minimum edit distance with user costs, back-pointers, every co-optimal alignment, the edit
script, and a cell-by-cell fill to step through. Works on strings and on token lists.

E(i, 0) = i·del, E(0, j) = j·ins,
E(i, j) = min(E(i−1, j) + del, E(i, j−1) + ins, E(i−1, j−1) + sub·[x_i ≠ y_j]).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .._steps import Step
from .._validation import check_positive

DIAG, UP, LEFT = 1, 2, 4     # back-pointer bits: substitute/match, delete x_i, insert y_j
_EPS = 1e-9


@dataclass(frozen=True)
class EditDistanceStep(Step):
    """The fill of one cell: the three candidates and which of them won."""

    iteration: int            # 1 .. n·m, row by row
    i: int
    j: int
    value: float
    delete: float             # E(i−1, j) + del
    insert: float             # E(i, j−1) + ins
    substitute: float         # E(i−1, j−1) + sub·[x_i ≠ y_j]
    moves: int                # back-pointer bits of the minimal candidates
    phase: str = "fill"
    converged: bool = False


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


class EditDistance:
    """The full dynamic-programming table of ``a`` → ``b`` with back-pointers."""

    def __init__(self, a, b, insert=1.0, delete=1.0, substitute=1.0):
        self.a, self.b = list(a), list(b)
        self.insert = check_positive(insert, "insert", allow_zero=True)
        self.delete = check_positive(delete, "delete", allow_zero=True)
        self.substitute = check_positive(substitute, "substitute", allow_zero=True)
        ids_a, ids_b = _as_ids(self.a, self.b)
        n, m = len(ids_a), len(ids_b)
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
        self.table, self.moves = table, moves

    @property
    def distance(self):
        return float(self.table[-1, -1])

    def iter_fill(self):
        """One :class:`EditDistanceStep` per cell, row by row (the table is already known, so
        stepping only reveals it)."""
        t, n, m = self.table, len(self.a), len(self.b)
        count = 0
        for i in range(1, n + 1):
            for j in range(1, m + 1):
                count += 1
                sub = self.substitute * (self.a[i - 1] != self.b[j - 1])
                yield EditDistanceStep(count, i, j, float(t[i, j]), float(t[i - 1, j] + self.delete),
                                       float(t[i, j - 1] + self.insert),
                                       float(t[i - 1, j - 1] + sub), int(self.moves[i, j]),
                                       converged=(i == n and j == m))

    def alignments(self):
        """Every co-optimal alignment, generated lazily (there can be very many): each is a list
        of (op, x, y) with op in "match", "substitute", "delete", "insert"."""
        stack = [(len(self.a), len(self.b), [])]
        while stack:
            i, j, tail = stack.pop()
            if i == 0 and j == 0:
                yield tail[::-1]
                continue
            mv = self.moves[i, j]
            if mv & LEFT:
                stack.append((i, j - 1, tail + [("insert", None, self.b[j - 1])]))
            if mv & UP:
                stack.append((i - 1, j, tail + [("delete", self.a[i - 1], None)]))
            if mv & DIAG:
                op = "match" if self.a[i - 1] == self.b[j - 1] else "substitute"
                stack.append((i - 1, j - 1, tail + [(op, self.a[i - 1], self.b[j - 1])]))

    def count_alignments(self):
        """How many co-optimal alignments there are (exact integer count)."""
        n, m = len(self.a), len(self.b)
        count = [[0] * (m + 1) for _ in range(n + 1)]
        count[0][0] = 1
        for i in range(n + 1):
            for j in range(m + 1):
                mv = self.moves[i, j]
                if i == 0 and j == 0:
                    continue
                count[i][j] = ((count[i - 1][j - 1] if mv & DIAG else 0)
                               + (count[i - 1][j] if mv & UP else 0)
                               + (count[i][j - 1] if mv & LEFT else 0))
        return count[n][m]

    def on_optimal_path(self):
        """Boolean mask of the cells that lie on at least one co-optimal alignment."""
        n, m = len(self.a), len(self.b)
        on = np.zeros((n + 1, m + 1), dtype=bool)
        on[n, m] = True
        for i in range(n, -1, -1):
            for j in range(m, -1, -1):   # right to left: insert moves stay in the row
                if not on[i, j]:
                    continue
                mv = self.moves[i, j]
                if mv & LEFT:
                    on[i, j - 1] = True
                if mv & UP:
                    on[i - 1, j] = True
                if mv & DIAG:
                    on[i - 1, j - 1] = True
        return on

    def path_cells(self, alignment):
        """The (i, j) cells an alignment passes through, from (0, 0)."""
        i = j = 0
        cells = [(0, 0)]
        for op, _, _ in alignment:
            i += op != "insert"
            j += op != "delete"
            cells.append((i, j))
        return cells

    def script(self, alignment):
        """The edit script of an alignment in words, with the cost of each operation."""
        cost = {"match": 0.0, "substitute": self.substitute, "delete": self.delete,
                "insert": self.insert}
        lines = []
        for op, x, y in alignment:
            text = {"match": f"keep {x!r}", "substitute": f"substitute {x!r} → {y!r}",
                    "delete": f"delete {x!r}", "insert": f"insert {y!r}"}[op]
            lines.append((text, cost[op]))
        return lines


def edit_distance(a, b, insert=1, delete=1, substitute=1):
    """Minimum edit distance of ``a`` → ``b`` (strings, or token lists for word level); the
    returned :class:`EditDistance` has ``distance``, ``table``, ``alignments()`` and
    ``iter_fill()``."""
    return EditDistance(a, b, insert, delete, substitute)


def edit_distances(pairs, insert=1, delete=1, substitute=1):
    """Distances of many (a, b) pairs at once: all pairs advance together one row at a time."""
    pairs = list(pairs)
    if not pairs:
        return np.zeros(0)
    vocab = {}
    la = np.array([len(a) for a, _ in pairs])
    lb = np.array([len(b) for _, b in pairs])
    A = np.full((len(pairs), max(la.max(), 1)), -1, dtype=np.int64)
    B = np.full((len(pairs), lb.max()), -2, dtype=np.int64)
    for p, (a, b) in enumerate(pairs):  # encoding only; the DP below is vectorised over pairs
        A[p, :len(a)] = [vocab.setdefault(x, len(vocab)) for x in a]
        B[p, :len(b)] = [vocab.setdefault(x, len(vocab)) for x in b]
    offs = insert * np.arange(B.shape[1] + 1, dtype=float)
    prev = np.tile(offs, (len(pairs), 1))
    rows = np.arange(len(pairs))
    out = prev[rows, lb].copy()              # pairs with an empty a
    for i in range(1, A.shape[1] + 1):
        up = prev + delete
        diag = np.full_like(prev, np.inf)
        diag[:, 1:] = prev[:, :-1] + substitute * (B != A[:, i - 1:i])
        row = np.minimum.accumulate(np.minimum(up, diag) - offs, axis=1) + offs
        done = la == i
        out[done] = row[rows[done], lb[done]]
        prev = row
    return out
