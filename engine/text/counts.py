"""Token and type counts, the Zipf rank-frequency table, and the type-token growth curve."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class TypeCounts:
    """Counts of a token list: ``types`` sorted by frequency (ties alphabetically)."""

    n_tokens: int
    types: tuple
    frequencies: np.ndarray

    @property
    def n_types(self):
        return len(self.types)

    def zipf(self):
        """Ranks 1..V and frequencies: Zipf's law predicts f(r) roughly proportional to 1/r."""
        return np.arange(1, self.n_types + 1), self.frequencies

    def zipf_slope(self):
        """Least-squares slope of log f against log r (about -1 for natural text)."""
        if self.n_types < 2:
            return float("nan")
        r, f = self.zipf()
        return float(np.polyfit(np.log(r), np.log(f), 1)[0])


def count_types(tokens):
    """Tokens, types (vocabulary) and each type's frequency."""
    counter = Counter(tokens)
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    return TypeCounts(len(tokens), tuple(t for t, _ in items),
                      np.array([c for _, c in items], dtype=np.int64))


def type_token_curve(tokens, points=200):
    """Vocabulary size after the first n tokens, at up to ``points`` values of n (Heaps' law)."""
    n = len(tokens)
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    seen = {}
    for i, t in enumerate(tokens):   # first position of each type (a dict: no string sort)
        seen.setdefault(t, i)
    first = np.fromiter(seen.values(), dtype=np.int64, count=len(seen))
    first.sort()
    at = np.unique(np.linspace(1, n, min(points, n)).astype(np.int64))
    return at, np.searchsorted(first, at, side="left")
