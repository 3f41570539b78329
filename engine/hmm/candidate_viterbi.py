"""Viterbi without a beam or tables, from each token's candidate tags, for first- and
second-order models: the road :func:`engine.hmm.core.viterbi_flat` takes when it can, with
the same numbers as its general path (states, log P, kept counts, ties to the lowest
predecessor) and less Python per column.

Without a beam every state of column t is known before the loop. **First order**: the states
are the candidate tags k of token t (finite log B_k(o_t)). **Second order** (π finite on one
start row s0 only, as the tagger's (<s>, t)): column 0's states are (s0, k) for k a candidate
of token 0, column t ≥ 1's are the pairs (j, k) of a candidate j of token t−1 and a candidate
k of token t, listed k-major then j (the general path's order). A state's predecessors are
then a contiguous run of the previous column's states, in increasing order of the forgotten
tag: all of them (order 1); (s0, j) (order 2, t = 1); (i, j) over the candidates i of token
t−2 (order 2, t ≥ 2). So every (predecessor, state) pair of every column and its transition
score log A(s → s') are gathered before the loop, and each column of

    δ_t(s') = max_s (δ_{t−1}(s) + log A(s → s')) + log B_k(o_t)

is a gather, an add and a segmented max (4 numpy calls into preallocated buffers); the
back-pointers ψ of all columns come after the loop in one vectorised pass over the kept sums.

Before that, the candidates of tokens that have every tag (unknown words: the suffix model
gives each tag some probability) lose the tags their best tag b dominates (:func:`margins`,
:func:`prune`): if log B_b(o_t) − log B_k(o_t) exceeds the most the transitions naming the
tag of t can favour k over b, given what the neighbours' candidates allow, every path through
k is strictly worse than the same path through b, so k is on no best path and the result is
the same to the bit (tags, log P, ties). The pairs are where the time goes, and unknown words
make most of them (an unknown word between two others has 17·17·c pairs in a second-order
column): on UD English EWT's test set, tagger trained on the dev set, the pruning takes the
pairs from 0.40 M to 0.10 M (first order) and 1.73 M to 0.51 M (second order).
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

# (predecessor, state) pairs decoded at once, 24 bytes each (index, score, sum): whole-batch
# passes over them run at cache speed up to a few MB (on EWT's test set, second order, the
# decode took 0.037 s in one batch of 1.15M pairs and 0.019 s in batches of 200,000; after the
# pruning, 0.51M pairs, whole tag_sents calls interleaved with hmmlearn, best of 15–20 rounds
# on a loaded 2-core machine: 32 ms at 100,000, 34–40 ms at 200,000, 47 ms at 400,000, 36 ms
# at 50,000–75,000, where the loop over the columns repeats too often)
MAX_PAIRS = 100_000


def start_row(log_pi: np.ndarray) -> int | None:
    """The one row of a second-order π (C, N) that holds all its finite entries, when that
    row is finite throughout (every first tag can start; the fast road's column 0); else
    None."""
    finite = np.isfinite(log_pi)
    rows = np.flatnonzero(finite.any(axis=1))
    if len(rows) == 1 and finite[rows[0]].all():
        return int(rows[0])
    return None


class Bounds(NamedTuple):
    """:func:`margins`' tables. ``delta`` (N, N): [b, k] = max over j, l of G[b, j, l, k];
    order 1 (G separable): ``split`` (2N, N+1, N) holds g_in then g_out, G[b, j, l] =
    g_in[b, j] + g_out[b, l] = split[b, j] + split[N + b, l]; order 2: ``joint`` = G
    (N, N+1, N+1, N)."""
    delta: np.ndarray
    split: np.ndarray | None
    joint: np.ndarray | None


def margins(log_pi: np.ndarray, log_A: np.ndarray, log_end, r: int, s0: int) -> Bounds | None:
    """The bounds G (N, N+1, N+1, N) as :class:`Bounds`: G[b, j, l, k] is the most by which the transition scores that name
    the tag of a position t can favour tag k over tag b there, given the tag j of t−1 (N: t
    is the first) and the tag l of t+1 (N: t is the last); None unless every π (on the start
    row), A and end score is finite (then every path over the candidates is finite, and a
    strictly worse path is never a tie).

    With d(·) = the score with k minus the score with b at t: order 1,
    G = d log A_jk (d log π_k if t is first) + d log A_kl (d log end_k if t is last). Order 2,
    with the tag i of t−2 and m of t+2 maximised away (i any row, so <s> at t = 1):

        G[b, j, l, k] = max_i d log A(i, j, k) + d log A(j, k, l) + max_m d log A(k, l, m)

    where t first puts log π(s0, k) for the first term and s0 for j in the second, t last puts
    log end(j, k) for the second and nothing for the third, t+1 last puts log end(k, l) among
    the third's. So when log B_b(o_t) − log B_k(o_t) > max of G[b, j, l, k] over the tags j, l
    the neighbours can take, every path through k at t scores strictly less than the same path
    through b, and k is on no best path (:func:`prune`). G[b, ·, ·, b] = 0."""
    N = log_pi.shape[-1]
    pi = log_pi if r == 1 else log_pi[s0]
    end = np.zeros(log_pi.shape) if log_end is None else np.reshape(log_end, log_pi.shape)
    if not (np.isfinite(pi).all() and np.isfinite(log_A).all() and np.isfinite(end).all()):
        return None

    def diff(a):                                     # a[..., k] → [..., k, b] = a_k − a_b
        return a[..., :, None] - a[..., None, :]

    d_in = np.empty((N + 1, N, N))                   # [j, k, b]: j a tag, or <s> (t first)
    if r == 1:
        d_in[:N] = diff(log_A)
        d_in[N] = diff(pi)
        d_out = np.empty((N + 1, N, N))              # [l, k, b]: l a tag, or </s> (t last)
        d_out[:N] = diff(log_A.T)
        d_out[N] = diff(end)
        g_in, g_out = (np.ascontiguousarray(d.transpose(2, 0, 1)) for d in (d_in, d_out))
        return Bounds(g_in.max(axis=1) + g_out.max(axis=1), np.concatenate([g_in, g_out]),
                      None)
    else:
        rows = list(range(N)) + [s0]
        d_in[:N] = diff(log_A[:, :N]).max(axis=0)    # max over i (every row, <s> at t = 1)
        d_in[N] = diff(pi)
        d_mid = np.empty((N + 1, N + 1, N, N))        # [j, l, k, b]
        d_mid[:, :N] = diff(log_A[rows].transpose(0, 2, 1))
        d_mid[:, N] = diff(end[rows])
        d_out = np.zeros((N + 1, N, N))               # [l]: l = </s> leaves nothing after
        d_out[:N] = np.maximum(diff(log_A[:N].transpose(1, 2, 0)).max(axis=1),
                               diff(end[:N].T))
        g = np.ascontiguousarray((d_in[:, None] + d_mid + d_out[None, :]).transpose(3, 0, 1, 2))
        return Bounds(g.max(axis=(1, 2)), None, g)


_bounds_cache: list = [None, None]        # (the model's bytes, its Bounds): the last model


def bounds_of(log_pi: np.ndarray, log_A: np.ndarray, log_end, r: int, s0: int) -> Bounds | None:
    """:func:`margins`, kept for the last model seen (a tagger decodes batch after batch with
    one model; the key is the bytes of its scores, so a model changed in place is seen)."""
    key = (r, s0, log_pi.shape, np.asarray(log_pi).tobytes(), np.asarray(log_A).tobytes(),
           None if log_end is None else np.asarray(log_end).tobytes())
    if _bounds_cache[0] != key:
        _bounds_cache[:] = [key, margins(log_pi, log_A, log_end, r, s0)]
    return _bounds_cache[1]


#: the least lead over the bound that prunes: far above the rounding of sums of a few
#: thousand log scores, far below any lead that matters
TOL = 1e-6


def prune(counts: np.ndarray, tags: np.ndarray, scores: np.ndarray, lengths: np.ndarray,
          bounds: Bounds) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The candidates without those that the token's best-scoring candidate b dominates:
    log B_b(o_t) − log B_k(o_t) > max G[b, j, l, k] + TOL (G from :func:`margins`), first
    over every j, l, then over the candidates left to the two neighbours. No best path uses
    a dominated tag and dropping it changes no δ of a state on a best path (that state's best
    prefix and its argmax predecessors lie on best paths too), so the tags, log P and ties of
    Viterbi stay the same while the (predecessor, state) pairs shrink. Only tokens with every
    tag a candidate are looked at: unknown words, where the pairs are (on UD English EWT
    their 17 tags fall to a few, and the pairs to a third to a quarter), as dense
    (tokens, N) arrays. Sentences with a non-finite score are left whole (their paths may all
    be −∞, and then ties decide)."""
    N = len(bounds.delta)
    rows = np.flatnonzero(counts == N)
    if not len(rows):
        return counts, tags, scores
    first = np.cumsum(counts) - counts
    starts = np.cumsum(lengths) - lengths
    sent_of = np.repeat(np.arange(len(lengths)), lengths)
    if not np.isfinite(scores).all():
        tok_bad = np.add.reduceat(~np.isfinite(scores), first) > 0
        rows = rows[np.add.reduceat(tok_bad, starts)[sent_of[rows]] == 0]
        if not len(rows):
            return counts, tags, scores
    R = len(rows)
    at = first[rows][:, None] + np.arange(N)           # such a row's tags are 0 … N−1
    e = scores[at]
    b = e.argmax(axis=1)
    lead = e[np.arange(R), b][:, None] - e              # e_b − e_k; 0 for b itself
    alive = ~(lead > bounds.delta[b] + TOL)             # whatever the neighbours
    # then over the (j, l) the neighbours' candidates left allow (the boundary symbol N past
    # a sentence's ends), one row of G[b, j, l] per pair, maximised per token
    if bounds.joint is None:
        # order 1 maximises over j and l apart: a neighbour's dropped tags are listed as its
        # best tag b instead (never dropped, so the maximum over the list is the maximum over
        # its alive tags), and nothing is compacted before the end
        ext = np.r_[tags, N]
        ext[at] = np.where(alive, np.arange(N), b[:, None])
        c, f = counts, first
    else:
        # order 2 pairs every j with every l: the neighbours' lists are compacted first
        listed = np.ones(len(tags) + 1, bool)
        listed[at] = alive
        ext = np.r_[tags, N][listed]
        c = counts.copy()
        c[rows] = alive.sum(axis=1)
        f = np.cumsum(c) - c
    edge = len(ext) - 1                                 # where ext holds the symbol N
    is_first = rows == starts[sent_of[rows]]
    is_last = rows == starts[sent_of[rows]] + lengths[sent_of[rows]] - 1
    after = np.minimum(rows + 1, len(counts) - 1)
    nJ = np.where(is_first, 1, c[rows - 1])
    sJ = np.where(is_first, edge, f[rows - 1])
    nL = np.where(is_last, 1, c[after])
    sL = np.where(is_last, edge, f[after])
    if bounds.joint is None:                            # order 1: max_j in + max_l out
        # both maxima in one pass: the runs over j read g_in's rows, those over l g_out's
        size = np.r_[nJ, nL]
        off = np.cumsum(size) - size
        j = ext[np.repeat(np.r_[sJ, sL] - off, size) + np.arange(int(size.sum()))]
        both = _segment_max(bounds.split.reshape(-1, N),
                            np.repeat(np.r_[b, b + N] * (N + 1), size) + j, size)
        need = both[:R] + both[R:]
    else:                                               # order 2: every (j, l) pair
        P = nJ * nL
        off = np.cumsum(P) - P
        jj, ll = np.divmod(np.arange(int(P.sum())) - np.repeat(off, P), np.repeat(nL, P))
        j = ext[np.repeat(sJ, P) + jj]
        l = ext[np.repeat(sL, P) + ll]
        need = _segment_max(bounds.joint.reshape(-1, N),
                            (np.repeat(b, P) * (N + 1) + j) * (N + 1) + l, P)
    alive &= ~(lead > need + TOL)
    if alive.all():
        return counts, tags, scores
    keep = np.ones(len(tags), bool)
    keep[at] = alive
    counts = counts.copy()
    counts[rows] = alive.sum(axis=1)
    return counts, tags[keep], scores[keep]


def _segment_max(table: np.ndarray, index: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """(R, N): the elementwise maximum of the rows ``table[index[run]]`` of each run of
    ``sizes`` (≥ 1) entries. Runs are taken in classes of width 2^m, each padded with its own
    first entry (a repeat leaves a maximum unchanged) and reduced as a dense (2^m, runs, N)
    block: a few passes, where ``np.maximum.reduceat`` pays ~50 ns per (run, column) for
    short runs and ``np.maximum.accumulate`` ~4 ns per element."""
    R, N = len(sizes), table.shape[1]
    out = np.empty((R, N))
    first = np.cumsum(sizes) - sizes
    width = np.ones(R, np.int64) << np.ceil(np.log2(sizes)).astype(np.int64)
    for w in np.unique(width).tolist():
        rows = np.flatnonzero(width == w)
        at = first[rows][:, None] + np.minimum(np.arange(w), sizes[rows][:, None] - 1)
        # slot-major (w, runs, N): the maximum runs over contiguous slices
        out[rows] = np.take(table, index[at.T], axis=0).max(axis=0)
    return out


def pair_counts(counts: np.ndarray, lengths: np.ndarray, order: int) -> np.ndarray:
    """Per sentence, the (predecessor, state) pairs the fast road scores: Σ_t of the product
    of the candidate counts of tokens t − order … t (column 0 scores none)."""
    ends = np.cumsum(lengths)
    starts = ends - lengths
    pos = np.arange(len(counts)) - np.repeat(starts, lengths)
    c = counts.astype(float)
    pairs = c.copy()
    for back in range(1, order + 1):
        pairs[back:] *= np.where(pos[back:] >= back, c[:-back], 1.0)
    pairs[starts] = 0.0
    return np.add.reduceat(pairs, starts) if len(starts) else pairs[:0]


def decode(out: dict, pi_flat: np.ndarray, A_flat: np.ndarray, end, N: int, r: int,
           s0: int, order, L, b, col, flat, nc_o, tag_o, e_o) -> dict:
    """Fill ``out`` (states, log_prob, kept) for the packed sentences (``_pack``'s layout:
    ``order``, ``L``, ``b``, ``col``, ``flat``) from each token's candidates in token order
    (``nc_o`` counts, ``tag_o`` tags increasing within a token, ``e_o`` their log B); ``r``
    is the model's order, ``s0`` the start row of a second-order π (unused for order 1)."""
    S, Tmax, n_rows = len(L), len(b) - 1, int(col[-1])
    # the candidates, listed in token order, moved row by row to the packed order
    ncand = nc_o[flat]
    n_c = len(tag_o)
    cstart = np.cumsum(ncand) - ncand                  # first candidate of each packed row
    sel = np.repeat(np.cumsum(nc_o)[flat] - ncand - cstart, ncand) + np.arange(n_c)
    cand_tag, cand_e = tag_o[sel], e_o[sel]
    r0 = int(b[0])                                     # rows of column 0
    row_t = np.repeat(np.arange(1, Tmax), b[1:Tmax])   # column of each later packed row
    prev_row = np.arange(r0, n_rows) - (col[row_t] - col[row_t - 1])
    c0 = int(cstart[r0]) if Tmax > 1 else n_c          # column 0's states: its candidates
    npre = ncand[prev_row]
    if r == 1:
        ns = ncand
        s_flat = cand_tag
        pcount = np.repeat(npre, ncand[r0:])
        pfirst = np.repeat(cstart[prev_row], ncand[r0:])
    else:
        ns = ncand.copy()
        ns[r0:] *= npre
        sstart = np.cumsum(ns) - ns
        later = ns[r0:]
        npv = np.repeat(npre, later)
        li = np.arange(int(later.sum())) - np.repeat(sstart[r0:] - c0, later)
        ci, ai = np.divmod(li, npv)                    # state (j, k): k-major, then j
        cidx = np.repeat(cstart[r0:], later) + ci
        aidx = np.repeat(cstart[prev_row], later) + ai
        s_cand = np.r_[np.arange(c0), cidx]
        s_flat = np.r_[s0 * N + cand_tag[:c0], cand_tag[aidx] * N + cand_tag[cidx]]
        # predecessors of (j, k): (s0, j) at t = 1, the run (i, j) over token t−2's i after
        in_col1 = prev_row < r0
        width = np.where(in_col1, 1, ncand[prev_row[np.maximum(prev_row - r0, 0)]])
        pcount = np.repeat(width, later)
        pfirst = np.repeat(sstart[prev_row], later) + ai * pcount
    n_s = int(ns.sum())
    sstart = np.cumsum(ns) - ns
    # first order: the states are the candidates themselves (s_cand is 0, 1, 2, …)
    s_tag, s_e = (cand_tag, cand_e) if r == 1 else (cand_tag[s_cand], cand_e[s_cand])
    sbound = sstart[col[:-1]].tolist() + [n_s]         # states of column t
    gend = np.cumsum(pcount)
    gstart = gend - pcount                             # each state's group of pairs
    total = int(gend[-1]) if len(gend) else 0
    p_prev = np.repeat(pfirst - gstart, pcount) + np.arange(total)
    # log A(s → s') sits at s·N + k for the state s' ending in tag k
    p_A = A_flat[s_flat[p_prev] * N + np.repeat(s_tag[c0:], pcount)]
    # pairs of column t: [pbound[t], pbound[t + 1]); group starts local to the column
    pbound = [0, 0] + [int(gstart[c - c0]) if c < n_s else total for c in sbound[2:]]
    g_local = gstart - np.repeat(np.asarray(pbound[1:-1], np.int64), np.diff(sbound[1:]))
    D = np.empty(n_s)
    np.add(pi_flat[s_flat[:c0]], s_e[:c0], out=D[:c0])          # δ_1 = π + B(o_1)
    gmax = np.empty(n_s - c0)            # max over the predecessors, before B(o_t)
    pairs = np.empty(total)                           # every column's sums, kept for ψ
    with np.errstate(invalid="ignore"):
        for t in range(1, Tmax):
            a, z = pbound[t], pbound[t + 1]
            ga, gz = sbound[t] - c0, sbound[t + 1] - c0
            pair = pairs[a:z]
            np.take(D, p_prev[a:z], out=pair)
            pair += p_A[a:z]
            np.maximum.reduceat(pair, g_local[ga:gz], out=gmax[ga:gz])
            np.add(gmax[ga:gz], s_e[c0 + ga:c0 + gz], out=D[c0 + ga:c0 + gz])
        # ψ of every state at once: the first predecessor reaching the maximum; without
        # ties that is the only one
        hits = np.flatnonzero(pairs == np.repeat(gmax, pcount))
        if len(hits) != len(gmax):
            hits = hits[np.searchsorted(hits, gstart)]
        back = p_prev[hits]
    # each sentence's best last state (+ the end), ties to the first in column order
    last_row = col[L - 1] + np.arange(S)
    nl = ns[last_row]
    ls = np.cumsum(nl) - nl
    li = np.repeat(sstart[last_row] - ls, nl) + np.arange(int(nl.sum()))
    fin = D[li] if end is None else D[li] + end[s_flat[li]]
    top = np.maximum.reduceat(fin, ls)
    hits = np.flatnonzero(fin == np.repeat(top, nl))
    best = li[hits[np.minimum(np.searchsorted(hits, ls), len(hits) - 1)]]
    # back-trace all sentences together, from the longest one's end
    cur = np.zeros(S, np.int64)
    path = np.zeros(n_rows, np.int64)
    for t in range(Tmax - 1, -1, -1):
        bt = b[t]
        cur[b[t + 1]:bt] = best[b[t + 1]:bt]
        path[col[t]:col[t + 1]] = s_flat[cur[:bt]]
        if t:
            cur[:bt] = back[cur[:bt] - c0]
    out["states"][flat] = path
    out["log_prob"][order] = top
    out["kept"][flat] = ns
    return out
