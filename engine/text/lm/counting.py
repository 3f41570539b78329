"""The counts every smoothing reads: the vocabulary, the padded id stream, every order's n-grams
coded as integers and counted by :func:`counts.count_codes` (the one counting implementation of
the text engine, so these counts are the Zipf and collocation tables' too), and Kneser–Ney's
continuation counts beside them (so a model changes its smoothing without recounting).

Ids: ``<s>`` is 0 and the vocabulary word ``vocab[i]`` is i + 1, so ``</s>`` is 1 and ``<UNK>``
is 2 (the vocabulary starts with them). With nv = |V| + 1 ids, the m-gram ending at position t
is coded (id of the (m−1)-gram ending at t−1) · nv + id(w_t), and the codes of each order are
made dense (their rank among that order's sorted distinct codes). That id is also the history
of length m of position t+1, so one coding per order serves both; a lookup is a
``np.searchsorted`` in the sorted codes, so scoring 100k tokens is a handful of array
operations.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain

import numpy as np

from ..counts import count_codes, encode_tokens
from .corpus import BOS, EOS, UNK

BOS_ID, EOS_ID, UNK_ID = 0, 1, 2


@dataclass(frozen=True, eq=False)
class NgramCounts:
    """A fitted model's counts, for orders k = 1 … n (lists indexed k − 1 unless said).

    ``keys[m]`` are the sorted codes of the m-grams, m = 0 … n (``keys[0] = [0]``: the empty
    history); ``count[k−1]`` is c(h w) for each code of ``keys[k]`` and ``adj[k−1]`` Kneser–Ney's
    a(h w): c(h w) at the top order, else the continuation count N1+(• h w) (c(h w) for a
    k-gram starting with <s>, which nothing precedes); for each (k−1)-gram h of ``keys[k−1]``,
    ``ctx_count`` is Σ_w c(h w), ``ctx_adj`` Σ_w a(h w) and ``ctx_types`` N1+(h •) =
    #{w : a(h w) > 0}."""

    vocab: tuple                # </s>, <UNK>, then the kept words by frequency
    index: dict                 # word → id (vocab[i] → i + 1)
    keys: list
    count: list
    adj: list
    ctx_count: list
    ctx_adj: list
    ctx_types: list
    unigram_counts: np.ndarray  # c(w) of each vocabulary word in the training stream
    n_tokens: int               # the predicted tokens: every word and every </s>

    @property
    def order(self) -> int:
        return len(self.keys) - 1

    def names(self) -> list[str]:
        """The token of each id: ``<s>`` then the vocabulary."""
        return [BOS, *self.vocab]


def word_index(vocab: Sequence[str]) -> dict[str, int]:
    """word → id: ``vocab[i]`` is i + 1 (0 is ``<s>``)."""
    return {w: i + 1 for i, w in enumerate(vocab)}


def pad(sentences: Sequence[Sequence[str]], token_ids: np.ndarray, order: int
        ) -> tuple[np.ndarray, np.ndarray]:
    """The padded id stream (n−1 <s> = 0 before each sentence, </s> = 1 after it, and n−1 more
    <s> at the very start, so every position can look back n−1) of ``sentences`` whose tokens
    have the model ids ``token_ids``, and the positions of the predicted tokens (each word and
    each </s>)."""
    n = order
    lengths = np.fromiter(map(len, sentences), np.int64, len(sentences))
    block = lengths + n                                # n−1 <s>, the words, </s>
    starts = (n - 1) + np.concatenate(([0], np.cumsum(block)[:-1])) + (n - 1)
    head = np.zeros((n - 1) + int(block.sum()), np.int64)
    before = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    head[np.repeat(starts - before, lengths) + np.arange(len(token_ids))] = token_ids
    head[starts + lengths] = EOS_ID
    return head, np.flatnonzero(head != BOS_ID)


def model_ids(index: dict[str, int], types: Sequence[str], ids: np.ndarray) -> np.ndarray:
    """The model id of each token coded (``types``, ``ids``) by :func:`encode_tokens`: each
    distinct token is looked up once, unknown words → <UNK>."""
    lut = np.fromiter((index.get(t, UNK_ID) for t in types), np.int64, len(types))
    return lut[ids]


def encode(counts: NgramCounts, sentences: Sequence[Sequence[str]]
           ) -> tuple[np.ndarray, np.ndarray]:
    """The padded id stream of checked ``sentences`` under the fitted vocabulary (see
    :func:`pad`)."""
    types, ids = encode_tokens(list(chain.from_iterable(sentences)))
    return pad(sentences, model_ids(counts.index, types, ids), counts.order)


def count_ngrams(sentences: Sequence[Sequence[str]], types: Sequence[str], token_ids: np.ndarray,
                 order: int, unk_cutoff: int) -> NgramCounts:
    """Count from the tokens' :func:`encode_tokens` coding (``types``, ``token_ids``): the word
    frequencies by :func:`count_codes` — the same counts as the Zipf table's — give the
    vocabulary (the words seen at least ``unk_cutoff`` times, by falling frequency, ties
    alphabetically); then every order's n-grams of the padded stream."""
    n = order
    _, _, freq, _ = count_codes(token_ids, len(types))   # every type occurs: keys = 0…
    kept = [i for i in np.flatnonzero(freq >= unk_cutoff) if types[i] != UNK]
    kept.sort(key=lambda i: (-freq[i], types[i]))
    vocab = (EOS, UNK, *(types[i] for i in kept))
    index = word_index(vocab)
    ids, pos = pad(sentences, model_ids(index, types, token_ids), n)
    nv = len(vocab) + 1
    # E[m]: the dense id of the m-gram ending at each position; position 0's history is <s>…<s>
    # (n − 1 sorts in all: order 1 is coded by a table)
    keys, E, where = [np.zeros(1, np.int64)], [np.zeros(len(ids), np.int64)], [None]
    for m in range(1, n + 1):
        prev = np.empty_like(E[-1])
        prev[1:], prev[0] = E[-1][:-1], E[-1][0]
        k_m, inv, _, at = count_codes(prev * nv + ids, nv * len(keys[-1]))
        keys.append(k_m)
        E.append(inv)
        where.append(at)
    counts = [np.bincount(E[k][pos], minlength=len(keys[k])).astype(np.float64)
              for k in range(n + 1)]
    raw, adj, ctx_count, ctx_adj, ctx_types = [], [], [], [], []
    for k in range(1, n + 1):
        if k == n:
            a = counts[k]
        else:
            # Kneser–Ney's continuation counts N1+(• h w) below the top order (the distinct
            # (k+1)-grams whose last k words are h w; any occurrence of one gives them), raw
            # counts for k-grams that start with <s>, which nothing can precede
            seen = np.flatnonzero(counts[k + 1] > 0)
            cont = np.bincount(E[k][where[k + 1][seen]], minlength=len(counts[k]))
            starts_bos = ids[np.maximum(where[k] - (k - 1), 0)] == BOS_ID if k > 1 else False
            a = np.where(starts_bos, counts[k], cont).astype(np.float64)
        ctx = keys[k] // nv
        size = len(keys[k - 1])
        raw.append(counts[k])
        adj.append(a)
        ctx_count.append(np.bincount(ctx, counts[k], minlength=size))
        ctx_adj.append(np.bincount(ctx, a, minlength=size))
        ctx_types.append(np.bincount(ctx, a > 0, minlength=size))
    return NgramCounts(vocab, index, keys, raw, adj, ctx_count, ctx_adj, ctx_types,
                       np.bincount(ids[pos], minlength=nv)[1:], len(pos))


def _lookup(keys: np.ndarray, codes: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """Index of each code in the sorted ``keys`` (−1 where absent or where ``valid`` is False)."""
    at = np.searchsorted(keys, codes)
    at = np.minimum(at, len(keys) - 1)
    return np.where(valid & (keys[at] == codes), at, -1)


def find_ngrams(counts: NgramCounts, ids: np.ndarray, pos: np.ndarray, order: int
                ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """(H, G): ids (−1 if never seen) of the histories of lengths 0 … order−1 (``H[m]``) and of
    the k-grams, k = 1 … order (``G[k−1]``), ending at the predicted positions ``pos`` of the
    stream ``ids`` (the m-gram ending at t − j is found from the (m−1)-gram ending at
    t − j − 1)."""
    nv = len(counts.vocab) + 1
    E = [[np.zeros(len(pos), np.int64)] * (order + 1)]       # E[m][j]: m-gram at pos − j
    for m in range(1, order + 1):
        row = []
        for j in range(order + 1 - m):
            before = E[m - 1][j + 1]
            row.append(_lookup(counts.keys[m], np.maximum(before, 0) * nv + ids[pos - j],
                               before >= 0))
        E.append(row)
    H = [E[m][1] if m else E[0][0] for m in range(order)]
    G = [E[k][0] for k in range(1, order + 1)]
    return H, G


def value_at(values: np.ndarray, i: np.ndarray) -> np.ndarray:
    """``values[i]``, 0 where the id i is −1 (an n-gram or history never seen)."""
    return np.where(i >= 0, values[np.maximum(i, 0)], 0.0)


def decode_ngrams(counts: NgramCounts, k: int) -> dict[tuple, int]:
    """c(w₁ … wₖ) of every k-gram seen at a predicted position, decoded from its code (the
    last word is code mod nv, the rest the (k−1)-gram whose id is code div nv)."""
    nv = len(counts.vocab) + 1
    names = np.array(counts.names(), dtype=object)
    code, cols = counts.keys[k], []
    for m in range(k, 0, -1):                          # last word first
        cols.append(names[code % nv])
        code = counts.keys[m - 1][code // nv]
    grams = zip(*[c.tolist() for c in reversed(cols)])
    return {g: c for g, c in zip(grams, counts.count[k - 1].astype(np.int64).tolist()) if c > 0}
