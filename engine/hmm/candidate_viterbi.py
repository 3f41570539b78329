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
"""
from __future__ import annotations

import numpy as np

# (predecessor, state) pairs decoded at once, 24 bytes each (index, score, sum): whole-batch
# passes over them run at cache speed up to a few MB (on EWT's test set, second order, the
# decode took 0.037 s in one batch of 1.15M pairs and 0.019 s in batches of 200,000)
MAX_PAIRS = 200_000


def start_row(log_pi: np.ndarray) -> int | None:
    """The one row of a second-order π (C, N) that holds all its finite entries, when that
    row is finite throughout (every first tag can start; the fast road's column 0); else
    None."""
    finite = np.isfinite(log_pi)
    rows = np.flatnonzero(finite.any(axis=1))
    if len(rows) == 1 and finite[rows[0]].all():
        return int(rows[0])
    return None


def margins(log_pi: np.ndarray, log_A: np.ndarray, log_end, r: int, s0: int) -> np.ndarray | None:
    """Δ (N, N): how much log B_k'(o_t) must exceed log B_k(o_t) for tag k' to beat tag k at
    any position t of any sentence, whatever the tags around it; None unless every π (on the
    start row), A and end score is finite (then every path over the candidates is finite and
    a strictly worse path is never a tie).

    Swapping k for k' at position t changes only the scores that name the tag of t. Order 1:
    in(j) = log A_jk (log π_k at t = 0) and out(l) = log A_kl (log end_k at the last t), so
    Δ(k, k') = max_j [in_k(j) − in_k'(j)] + max_l [out_k(l) − out_k'(l)]. Order 2, the
    context (i, j, l, m) of tags at t−2 … t+2 (i, j may be the start symbol, l, m the end):
    in(i, j) = log A(i, j, k) (log π(s0, k) at t = 0), mid(j, l) = log A(j, k, l) (log end(j, k)
    at the last t), out(l, m) = log A(k, l, m) (log end(k, l) when t+1 is last, 0 when t is),
    and the joint maximum over the chain is taken exactly:

        Δ(k, k') = max_{j,l} [max_i d_in(i, j) + d_mid(j, l) + max_m d_out(l, m)]

    (d = the score with k minus the score with k'). So if log B_k'(o_t) − log B_k(o_t) > Δ(k, k')
    every path through k at t scores strictly less than the same path through k', and k is
    on no best path (:func:`prune`). Δ(k, k) = +∞."""
    N = log_pi.shape[-1]
    pi = log_pi if r == 1 else log_pi[s0]
    end = np.zeros(log_pi.shape) if log_end is None else np.reshape(log_end, log_pi.shape)
    if not (np.isfinite(pi).all() and np.isfinite(log_A).all() and np.isfinite(end).all()):
        return None
    def diff(a):                                     # a[..., k] → [..., k, k'] = a_k − a_k'
        return a[..., :, None] - a[..., None, :]
    if r == 1:
        d_in = np.maximum(diff(log_A).max(axis=0), diff(pi))
        d_out = np.maximum(diff(log_A.T).max(axis=0), diff(end))
        delta = d_in + d_out
    else:
        rows = list(range(N)) + [s0]                 # j: a tag, or <s> (t = 0)
        d_in = np.empty((N + 1, N, N))
        d_in[:N] = diff(log_A[:, :N]).max(axis=0)    # max over i (every row, <s> at t = 1)
        d_in[N] = diff(pi)
        d_mid = np.empty((N + 1, N + 1, N, N))        # [j, l]: l a tag, or </s>
        d_mid[:, :N] = diff(log_A[rows].transpose(0, 2, 1))
        d_mid[:, N] = diff(end[rows])
        d_out = np.zeros((N + 1, N, N))               # [l]: l = </s> leaves nothing after
        d_out[:N] = np.maximum(diff(log_A[:N].transpose(1, 2, 0)).max(axis=1),
                               diff(end[:N].T))
        delta = (d_in[:, None] + d_mid + d_out[None, :]).max(axis=(0, 1))
    np.fill_diagonal(delta, np.inf)
    return delta


#: the least lead over Δ that prunes: far above the rounding of sums of a few thousand
#: log scores, far below any lead that matters
TOL = 1e-6


def prune(counts: np.ndarray, tags: np.ndarray, scores: np.ndarray, lengths: np.ndarray,
          delta: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The candidates without those another candidate of the same token dominates
    (log B_k'(o_t) − log B_k(o_t) > Δ(k, k') + TOL, Δ from :func:`margins`): no best path
    uses them, and dropping them changes no δ of a state on a best path, so the tags, log P
    and ties of Viterbi stay the same while the (predecessor, state) pairs shrink (unknown
    words' 17 tags to a few). Sentences with a non-finite score are left whole (their paths
    may all be −∞, and then ties decide). Tokens are grouped by their number of candidates,
    one dense comparison per group."""
    n = len(counts)
    first = np.cumsum(counts) - counts
    bad = ~np.isfinite(scores)
    if bad.any():
        tok_bad = np.add.reduceat(bad, first) > 0
        sent_bad = np.add.reduceat(tok_bad, np.r_[0, np.cumsum(lengths)[:-1]]) > 0
        open_ = ~np.repeat(sent_bad, lengths)
    else:
        open_ = np.ones(n, bool)
    keep = np.ones(len(tags), bool)
    multi = counts > 1
    for c in np.unique(counts[multi & open_]).tolist():
        rows = np.flatnonzero((counts == c) & open_)
        at = first[rows][:, None] + np.arange(c)
        k, e = tags[at], scores[at]
        lead = e[:, None, :] - e[:, :, None]            # [row, k, k'] = e_k' − e_k
        need = delta[k[:, :, None], k[:, None, :]] if c < len(delta) else delta
        keep[at] = ~(lead > need + TOL).any(axis=2)
    if keep.all():
        return counts, tags, scores
    return np.add.reduceat(keep, first), tags[keep], scores[keep]


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
