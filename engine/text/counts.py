"""Token and type counts, the Zipf rank-frequency table, and the type-token growth curve."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from .._validation import check_int
from .tokenize import check_tokens


@dataclass(frozen=True)
class TypeCounts:
    """Counts of a token list: ``types`` sorted by frequency (ties alphabetically)."""

    n_tokens: int
    types: tuple
    frequencies: np.ndarray

    @property
    def n_types(self) -> int:
        return len(self.types)

    def zipf(self) -> tuple[np.ndarray, np.ndarray]:
        """Ranks 1..V and frequencies: Zipf's law predicts f(r) roughly proportional to 1/r."""
        return np.arange(1, self.n_types + 1), self.frequencies

    def zipf_fit(self) -> tuple[float, float]:
        """Least-squares line log₁₀ f = a + b·log₁₀ r; returns (b, a), the slope about −1 for
        natural text (NaN, NaN with fewer than two types)."""
        if self.n_types < 2:
            return float("nan"), float("nan")
        r, f = self.zipf()
        b, a = np.polyfit(np.log10(r), np.log10(f), 1)
        return float(b), float(a)

    def zipf_slope(self) -> float:
        """Least-squares slope of log f against log r (about -1 for natural text)."""
        return self.zipf_fit()[0]

    def zipf_sample(self, points: int = 2000) -> tuple[np.ndarray, np.ndarray]:
        """At most ``points`` (rank, frequency) pairs spaced evenly in log rank: thousands of
        points look the same on a log axis, and this many draw fast."""
        r, f = self.zipf()
        if len(r) == 0:
            return r.astype(float), f.astype(float)
        shown = np.unique(np.geomspace(1, len(r), min(len(r), points)).astype(int)) - 1
        return r[shown].astype(float), f[shown].astype(float)

    @classmethod
    def from_counter(cls, counter: Mapping[str, int], n_tokens: int) -> TypeCounts:
        """From a mapping type → count (built in pieces, e.g. a chunk of text at a time)."""
        items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
        return cls(int(n_tokens), tuple(t for t, _ in items),
                   np.array([c for _, c in items], dtype=np.int64))


def count_types(tokens: Sequence[str]) -> TypeCounts:
    """Tokens N, types V (the vocabulary) and each type's frequency."""
    check_tokens(tokens)
    return TypeCounts.from_counter(Counter(tokens), len(tokens))


def type_token_curve(tokens: Sequence[str], points: int = 200) -> tuple[np.ndarray, np.ndarray]:
    """Vocabulary size V(n) after the first n tokens, at up to ``points`` values of n (Heaps'
    law predicts V(n) ≈ K·n^β with β about 0.4–0.6)."""
    points = check_int(points, "points", low=1)
    check_tokens(tokens)
    n = len(tokens)
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    seen = {}
    for i, t in enumerate(tokens):   # first position of each type (a dict: no string sort)
        seen.setdefault(t, i)
    first = np.fromiter(seen.values(), dtype=np.int64, count=len(seen))
    first.sort()
    at = np.unique(np.linspace(1, n, max(1, min(points, n))).astype(np.int64))
    return at, np.searchsorted(first, at, side="left")
