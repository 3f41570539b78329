"""Minimum edit distances of many pairs at once, vectorised across the pairs: the recurrence

E(i, 0) = i·del, E(0, j) = j·ins,
E(i, j) = min(E(i−1, j) + del, E(i, j−1) + ins, E(i−1, j−1) + sub·[x_i ≠ y_j])

of :mod:`engine.text.minimum_edit`, by bit-parallel column updates where the costs allow and
row by row otherwise; every path equals the one-pair table's corner E(n, m) bit for bit.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import chain

import numpy as np

from .minimum_edit import _check_cost, _check_sequence, level_sequences
from .minimum_edit_fast import _fast_distance


def edit_distances(pairs: Iterable[tuple[Sequence, Sequence]], insert: float = 1,
                   delete: float = 1, substitute: float = 1, *,
                   level: str | None = None) -> np.ndarray:
    """Distances E(n, m) of many (a, b) pairs at once, vectorised across the pairs; ``level``
    as in :func:`engine.text.edit_distance` (None, "character", "word" or "jamo").

    With integer costs insert = delete = c and substitute = c (c · Levenshtein) or ≥ 2c
    (c · (n + m − 2 LCS)), every pair whose shorter side has at most 64 items runs Myers' /
    Allison–Dix's bit-parallel column update on numpy words as wide as the
    longest bit side needs (uint16, uint32 or uint64), all pairs together, and
    longer pairs the same update on Python integers one pair at a time. With other costs the
    pairs advance together one row of the recurrence at a time, keeping only the previous row
    (memory O(pairs · longest b)).
    """
    insert = _check_cost(insert, "insert")
    delete = _check_cost(delete, "delete")
    substitute = _check_cost(substitute, "substitute")
    if isinstance(pairs, (str, bytes)) or not hasattr(pairs, "__iter__"):
        raise TypeError("pairs must be a list of (a, b) pairs, e.g. [('kitten', 'sitting')].")
    pairs = list(pairs)
    if not pairs:
        return np.zeros(0)
    if level is not None:
        pairs = [level_sequences(a, b, level) for a, b in pairs]
    firsts, seconds, la, lb, ids = _encode(pairs)
    out = np.empty(len(pairs))
    bits = None
    if insert == delete and all(c.is_integer() for c in (insert, substitute)) and (
            substitute == insert or substitute >= 2 * insert):
        bits = np.flatnonzero(np.minimum(la, lb) <= 64)
        lev = substitute == insert
        raw = _bit_parallel(bits, firsts, seconds, la, lb, ids, lev)
        out[bits] = insert * (raw if lev else la[bits] + lb[bits] - 2 * raw)
    rest = np.arange(len(pairs))
    if bits is not None:
        left = np.ones(len(pairs), dtype=bool)
        left[bits] = False
        rest = rest[left]
        # longer pairs, one at a time: the same bit-parallel update on Python integers of any
        # width (2,000 × 2,000 items: ~5 ms, against ~50 ms for 2,000 numpy rows)
        ids_list = None
        for p in rest:
            if ids_list is None:
                ids_list = ids.tolist()
            a = ids_list[firsts[p]:firsts[p] + la[p]]
            b = ids_list[seconds[p]:seconds[p] + lb[p]]
            out[p] = _fast_distance(a, b, insert, delete, substitute)
        rest = rest[:0]
    if rest.size:
        out[rest] = _rows_batched(rest, firsts, seconds, la, lb, ids, insert, delete, substitute)
    return out


def _encode(pairs):
    """Every item as an integer id: the start of each a and b in one flat id array and their
    lengths. Strings go through one UTF-32 encoding (code points, no Python loop per
    character); token lists through a vocabulary."""
    kinds = set(map(type, pairs))
    if kinds <= {tuple, list} and set(map(len, pairs)) == {2}:
        flat = list(chain.from_iterable(pairs))          # a0, b0, a1, b1, ...
        try:
            # NUL-separated, the lengths come from the separators' positions (no Python len
            # per string); a non-string item (token lists) raises TypeError. Code points
            # are < 2^31: read as int32, no copy
            codes = np.frombuffer("\0".join(flat).encode("utf-32-le", "surrogatepass"),
                                  dtype=np.int32)
        except TypeError:
            codes = None
        if codes is not None:
            sep = np.flatnonzero(codes == 0)
            if len(sep) == len(flat) - 1:                # no NUL inside the strings
                starts = np.r_[0, sep + 1]
                lengths = np.r_[sep, len(codes)] - starts
            else:
                lengths = np.fromiter(map(len, flat), dtype=np.int64, count=len(flat))
                starts = np.cumsum(lengths + 1) - lengths - 1
            # compact ids through a table over the code points present (no sort); the table
            # int32 like the codes (np.take with an int64 table and int32 indices ran 10x
            # slower), the ids then intp as the index arithmetic downstream wants them
            present = np.zeros(int(codes.max()) + 1 if codes.size else 1, dtype=np.int32)
            present[codes] = 1
            ids = np.take(np.cumsum(present, dtype=np.int32) - 1, codes).astype(np.intp)
            return starts[0::2], starts[1::2], lengths[0::2], lengths[1::2], ids
    checked = []
    for k, pair in enumerate(pairs):
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            raise TypeError(f"pairs must hold (a, b) pairs; item {k} is {pair!r:.40}.")
        checked.append((_check_sequence(pair[0], f"pairs[{k}][0]"),
                        _check_sequence(pair[1], f"pairs[{k}][1]")))
    vocab = {}
    la = np.array([len(a) for a, _ in checked], dtype=np.int64)
    lb = np.array([len(b) for _, b in checked], dtype=np.int64)
    flat = [x for a, _ in checked for x in a] + [y for _, b in checked for y in b]
    ids = np.array([vocab.setdefault(x, len(vocab)) for x in flat], dtype=np.int64)
    firsts = np.concatenate([[0], np.cumsum(la)[:-1]])
    seconds = la.sum() + np.concatenate([[0], np.cumsum(lb)[:-1]])
    return firsts, seconds, la, lb, ids


def _padded(starts, lengths, ids, pad):
    """(len(starts), longest) matrix of the sequences' ids, ``pad`` beyond each one's end."""
    width = max(int(lengths.max()), 1) if lengths.size else 1
    cols = np.arange(width)
    at = starts[:, None] + cols
    np.minimum(at, max(ids.size - 1, 0), out=at)
    mat = np.take(ids, at) if ids.size else np.zeros(at.shape, dtype=np.int64)
    return np.where(cols < lengths[:, None], mat, pad)


def _bit_parallel(idx, firsts, seconds, la, lb, ids, levenshtein):
    """Levenshtein distance (or LCS length) of the pairs ``idx``, vectorised over the pairs:
    the bits run along the longer side when it fits in 64 bits, else along the shorter (both
    measures are symmetric in a and b)."""
    if idx.size == 0:
        return np.zeros(0)
    la, lb = la[idx], lb[idx]
    swap = np.where(np.maximum(la, lb) <= 64, la > lb, la < lb)   # True: bits along a
    loop_len = np.where(swap, lb, la)
    order = np.argsort(-loop_len, kind="stable")   # the pairs still running: a prefix
    swap, loop_len = swap[order], loop_len[order]
    first, second = firsts[idx][order], seconds[idx][order]
    loop_at = np.where(swap, second, first)
    bit_at = np.where(swap, first, second)
    m = np.where(swap, la[order], lb[order])
    n_ids = int(ids.max()) + 1 if ids.size else 1
    # the narrowest unsigned words that hold the longest bit side: every array of the update
    # and the Peq table shrink with them (random 3-10-letter words: uint16, a quarter of the
    # memory of uint64 and of the page faults of its fresh arrays: 20,000 such pairs 10 -> 6
    # ms, best of 60 rounds interleaved with the uint64 code)
    width = next(w for w in (16, 32, 64) if int(m.max()) <= w)
    word = {16: np.uint16, 32: np.uint32, 64: np.uint64}[width]
    one = word(1)
    mask = np.full(len(m), word(2**width - 1))
    short = m < width
    mask[short] = (one << m[short].astype(word)) - one
    found = np.empty(len(m))
    # Peq[p, c]: bit j set where b_p[j] == c (flat, pair-major); pairs in chunks of at most
    # 2²⁰ entries (fewer, longer numpy calls beat a cache-sized table here, 10,000
    # real-word pairs ran 1.6 → 1.2 ms against 2¹⁷)
    chunk = max(1, (1 << 20) // n_ids)
    for s in range(0, len(m), chunk):
        e = min(len(m), s + chunk)
        ms, starts = m[s:e], bit_at[s:e]
        peq = np.zeros((e - s) * n_ids, dtype=word)
        base = np.arange(e - s) * n_ids
        for j in range(int(ms.max())):             # a loop over bit positions (at most 64)
            ok = np.flatnonzero(ms > j)
            peq[base[ok] + ids[starts[ok] + j]] |= one << word(j)
        found[s:e] = _columns(peq, n_ids, ids, loop_at[s:e], loop_len[s:e], ms, mask[s:e],
                              levenshtein)
    out = np.empty(len(m))
    out[order] = found
    return out


def _columns(peq, n_ids, ids, loop_at, loop_len, m, mask, levenshtein):
    """Advance every pair's column over its loop sequence (pairs sorted by decreasing length,
    so the pairs still running at step i are a prefix of them); ``peq`` is flat, pair-major."""
    one = mask.dtype.type(1)                     # the words' own width (uint16 … uint64)
    rows = np.arange(len(m)) * n_ids
    running = np.searchsorted(-loop_len, -np.arange(1, int(loop_len[0]) + 1), side="right")
    if levenshtein:
        # the final column's vertical steps give E(m, n) = n + #(+1 steps) − #(−1 steps)
        pv, mv = mask.copy(), np.zeros(len(m), dtype=mask.dtype)
        for i, c in enumerate(running):          # a loop over positions; pairs are vectorised
            eq = peq[rows[:c] + ids[loop_at[:c] + i]]
            P, M, msk = pv[:c], mv[:c], mask[:c]
            xv = eq | M
            xh = (((eq & P) + P) ^ P) | eq
            ph = M | (~(xh | P) & msk)
            mh = P & xh
            ph = ((ph << one) | one) & msk
            mh = (mh << one) & msk
            pv[:c] = mh | (~(xv | ph) & msk)
            mv[:c] = ph & xv
        return (loop_len + np.bitwise_count(pv).astype(np.int64)
                - np.bitwise_count(mv).astype(np.int64)).astype(float)
    v = mask.copy()
    for i, c in enumerate(running):
        eq = peq[rows[:c] + ids[loop_at[:c] + i]]
        V = v[:c]
        u = V & eq
        v[:c] = ((V + u) | (V - u)) & mask[:c]
    return (m - np.bitwise_count(v)).astype(float)


def _rows_batched(idx, firsts, seconds, la, lb, ids, insert, delete, substitute):
    """The recurrence one row at a time for the pairs ``idx`` together, in groups of similar
    length so that short pairs are not padded to the longest one."""
    out = np.empty(len(idx))
    order = idx[np.lexsort((lb[idx], la[idx]))]
    step = max(1, (1 << 21) // max(int(lb[idx].max()) + 1, 1))
    for s in range(0, len(order), step):
        sel = order[s:s + step]
        out[np.searchsorted(idx, sel)] = _rows(firsts[sel], seconds[sel], la[sel], lb[sel],
                                               ids, insert, delete, substitute)
    return out


def _rows(first, second, la, lb, ids, insert, delete, substitute):
    """E(n, m) of pairs by rows: E(i, ·) from E(i−1, ·) with the insert chain as a running
    minimum, E(i, j) = ins·j + min_{k≤j} (base_k − ins·k) (the table's own row formula)."""
    A = _padded(first, la, ids, -1)
    B = _padded(second, lb, ids, -2)[:, :max(int(lb.max()), 0)]
    offs = insert * np.arange(B.shape[1] + 1, dtype=float)
    prev = np.tile(offs, (len(la), 1))
    rows = np.arange(len(la))
    out = prev[rows, lb].copy()              # pairs with an empty a
    for i in range(1, int(la.max()) + 1):    # a loop over rows; the pairs are vectorised
        up = prev + delete
        diag = np.full_like(prev, np.inf)
        diag[:, 1:] = prev[:, :-1] + substitute * (B != A[:, i - 1:i])
        row = np.minimum.accumulate(np.minimum(up, diag) - offs, axis=1) + offs
        done = la == i
        out[done] = row[rows[done], lb[done]]
        prev = row
    return out
