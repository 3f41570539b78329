"""One pair's minimum edit distance without the table, for integer costs: Myers' bit-parallel
Levenshtein, the Allison–Dix LCS, or the recurrence row by row in plain Python. Every sum is an
integer, so the result equals the corner E(n, m) of the table of
:class:`engine.text.minimum_edit.EditDistance` bit for bit; the batch (minimum_edit_batch.py)
falls back to it for pairs too long for its numpy words."""
from __future__ import annotations


# The bit loops below run a chunk of this many items of ``a`` between maskings: + and << carry
# only upward, so the low m bits stay exact while the bits above them (about two more per
# item) are left to grow, and the masks are applied once per chunk instead of on every item.
# Complements are taken as mask ^ x, not ~x: the integers stay non-negative (CPython's bitwise
# operations on negative integers convert them to two's complement first, on every digit).
_CHUNK = 64


def _peq(b) -> dict:
    """Peq[y]: bit j set where b[j] == y."""
    peq = {}
    get = peq.get
    bit = 1
    for y in b:
        peq[y] = get(y, 0) | bit
        bit <<= 1
    return peq


def _levenshtein_bits(a, b) -> int:
    """Unit-cost distance by Myers' bit-parallel algorithm in Hyyrö's form (Myers 1999, Hyyrö
    2001): column j of the table is kept as two bit vectors of vertical +1 / −1 steps along b,
    and each item of ``a`` advances a whole column with a dozen integer operations. The last
    column's steps give the distance, E(n, m) = n + #(+1 steps) − #(−1 steps)."""
    m = len(b)
    if m == 0:
        return len(a)
    get = _peq(b).get
    mask = (1 << m) - 1
    pv, mv = mask, 0
    for start in range(0, len(a), _CHUNK):
        for x in a[start:start + _CHUNK]:
            eq = get(x, 0)
            xv = eq | mv
            xh = (((eq & pv) + pv) ^ pv) | eq
            ph = mv | (mask ^ (xh | pv))     # mask ^ : ~ in the low m bits, kept >= 0
            mh = pv & xh
            ph = (ph << 1) | 1
            pv = (mh << 1) | (mask ^ (xv | ph))
            mv = ph & xv
        pv &= mask
        mv &= mask
    return len(a) + pv.bit_count() - mv.bit_count()


def _lcs_bits(a, b) -> int:
    """Length of a longest common subsequence, bit-parallel (Allison & Dix 1986; Hyyrö 2004):
    V = (V + (V & Peq[x])) | (V − (V & Peq[x])) per item x; the LCS is the number of 0 bits."""
    m = len(b)
    get = _peq(b).get
    mask = (1 << m) - 1
    v = mask
    for start in range(0, len(a), _CHUNK):
        for x in a[start:start + _CHUNK]:
            u = v & get(x, 0)
            v = (v + u) | (v - u)
        v &= mask
    return m - v.bit_count()


def _distance_rows(a, b, insert, delete, substitute):
    """E(n, m) by the recurrence, one row at a time in plain Python (exact for integer costs)."""
    prev = [j * insert for j in range(len(b) + 1)]
    for i, x in enumerate(a, 1):
        left = i * delete
        cur = [left]
        for j, y in enumerate(b):
            d = prev[j] if x == y else prev[j] + substitute
            u = prev[j + 1] + delete
            left += insert
            if u < left:
                left = u
            if d < left:
                left = d
            cur.append(left)
        prev = cur
    return prev[-1]


def _fast_distance(a, b, insert, delete, substitute):
    """E(n, m) without the table when the costs are integers (all sums exact, so it equals the
    table's corner bit for bit); None otherwise. Equal costs c: c · Levenshtein (bit-parallel);
    insert = delete = c with substitute ≥ 2c: c · (n + m − 2 LCS), substitution never pays."""
    if not (insert.is_integer() and delete.is_integer() and substitute.is_integer()):
        return None
    # a common prefix and suffix cost nothing (matching them is optimal for any costs >= 0)
    n, m = len(a), len(b)
    lo = 0
    while lo < n and lo < m and a[lo] == b[lo]:
        lo += 1
    hi = 0
    while hi < n - lo and hi < m - lo and a[n - 1 - hi] == b[m - 1 - hi]:
        hi += 1
    a, b = a[lo:n - hi], b[lo:m - hi]
    if not a or not b:
        return float(len(b) * insert + len(a) * delete)
    if insert == delete:
        if len(a) > len(b):
            # the loop over the shorter, the bits along the longer (both measures are
            # symmetric): one interpreted step per item of the loop costs more than the
            # integer width (2,000 x 50 items: 50 steps on 2,000-bit integers)
            a, b = b, a
        if substitute == insert:
            return float(insert * _levenshtein_bits(a, b))
        if substitute >= 2 * insert:
            return float(insert * (len(a) + len(b) - 2 * _lcs_bits(a, b)))
    return float(_distance_rows(a, b, insert, delete, substitute))
