"""Token and type counts, the Zipf rank-frequency table, and the type-token growth curve.

This is also the one counting implementation of the text engine: tokens become integer ids
(:func:`encode_tokens`) and unigrams, bigrams, skip-pairs and the language model's n-grams are
integer codes counted by :func:`count_codes`; the Zipf table, the collocation table and
:class:`~engine.text.NgramModel` all count with it, so their counts agree by construction."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from .._validation import check_int
from .tokenizers import check_tokens

CHUNK_TOKENS = 1 << 16


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


def encode_tokens(tokens: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """(vocabulary, ids): the distinct tokens in order of first appearance (an object array)
    and each token's index in it. A dictionary rather than ``np.unique`` on strings (numpy
    holds the GIL while it sorts strings), in chunks of ``CHUNK_TOKENS``: each C-speed pass
    holds the GIL a few milliseconds at most, so a GUI thread is never kept waiting."""
    index: dict = {}
    first = np.empty(len(tokens), np.int64)
    for at in range(0, len(tokens), CHUNK_TOKENS):
        piece = tokens[at:at + CHUNK_TOKENS]
        # one C-speed pass: each token's code is the position where its type first occurred
        first[at:at + len(piece)] = np.fromiter(
            map(index.setdefault, piece, range(at, at + len(piece))), np.int64, len(piece))
    _, ids, _, _ = count_codes(first, len(tokens))        # dense, in order of appearance
    vocab = np.empty(len(index), dtype=object)
    vocab[:] = list(index)                                # a dict keeps insertion order
    return vocab, ids


def count_codes(code: np.ndarray, bound: int
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Count the non-negative integer ``code``s (all below ``bound``): (sorted distinct codes,
    the index of each code among them, their counts, one position of each) — ``np.unique``'s
    answer with ``return_inverse`` and ``return_counts``. An n-gram (w₁ … wₖ) of ids below V is
    the code (…(w₁·V + w₂)·V …)·V + wₖ, so this counts unigrams, bigrams and n-grams alike: by
    a lookup table when ``bound`` is small, else by one quicksort (np.unique's stable sort
    costs about twice as much)."""
    code = np.asarray(code, dtype=np.int64)
    if len(code) == 0:
        empty = np.zeros(0, np.int64)
        return empty, empty, empty, empty
    if bound <= max(1 << 22, 4 * len(code)):
        cnt = np.bincount(code, minlength=bound)
        keys = np.flatnonzero(cnt)
        lut = np.empty(bound, np.int64)
        lut[keys] = np.arange(len(keys))
        inv = lut[code]
        where = np.empty(len(keys), np.int64)
        where[inv] = np.arange(len(code))
        return keys, inv, cnt[keys], where
    shift = max(int(len(code) - 1).bit_length(), 1)
    if (int(bound) - 1).bit_length() + shift <= 62:
        # code and position packed in one int64: a plain sort (about twice as fast as argsort)
        packed = np.sort((code << shift) | np.arange(len(code)))
        perm, ordered = packed & ((1 << shift) - 1), packed >> shift
    else:
        perm = code.argsort(kind="quicksort")
        ordered = code[perm]
    flag = np.empty(len(code), bool)
    flag[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=flag[1:])
    inv = np.empty(len(code), np.int64)
    inv[perm] = np.cumsum(flag) - 1
    starts = np.flatnonzero(flag)
    return ordered[flag], inv, np.diff(np.append(starts, len(code))), perm[flag]


def count_types(tokens: Sequence[str], *, check: bool = True) -> TypeCounts:
    """Tokens N, types V (the vocabulary) and each type's frequency (ids counted by
    :func:`count_codes`; sorted by frequency, ties alphabetically). ``check=False`` skips the
    per-token check for tokens a tokenizer of this package has just made."""
    if check:
        check_tokens(tokens)
    return counts_from_ids(*encode_tokens(tokens))


def counts_from_ids(vocab: np.ndarray, ids: np.ndarray) -> TypeCounts:
    """:class:`TypeCounts` of tokens already encoded by :func:`encode_tokens` (so a caller that
    needs both the counts and the growth curve encodes once)."""
    keys, _, counts, _ = count_codes(ids, len(vocab))
    return TypeCounts.from_counter(dict(zip(vocab[keys].tolist(), counts.tolist())), len(ids))


def type_token_curve(tokens: Sequence[str], points: int = 200) -> tuple[np.ndarray, np.ndarray]:
    """Vocabulary size V(n) after the first n tokens, at up to ``points`` values of n (Heaps'
    law predicts V(n) ≈ K·n^β with β about 0.4–0.6)."""
    points = check_int(points, "points", low=1)
    check_tokens(tokens)
    if len(tokens) == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    return curve_from_ids(encode_tokens(tokens)[1], points)


def curve_from_ids(ids: np.ndarray, points: int = 200) -> tuple[np.ndarray, np.ndarray]:
    """:func:`type_token_curve` of tokens already encoded by :func:`encode_tokens`."""
    n = len(ids)
    if n == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    # ids are numbered in order of first appearance: a new type is an id above every earlier
    first = np.flatnonzero(ids > np.maximum.accumulate(np.concatenate(([-1], ids[:-1]))))
    at = np.unique(np.linspace(1, n, max(1, min(points, n))).astype(np.int64))
    return at, np.searchsorted(first, at, side="left")
