"""The one log-space core of every HMM in Trellis: forward, backward and Viterbi for a batch of
sequences of one or more lengths, vectorised over sequences and states, for first-order models
(DiscreteHMM, the first-order tagger) and second-order ones (states are tag pairs).

The model is given in logs. **First order**: ``log_pi`` (N,) = log π_j, ``log_A`` (N, N) =
log A_ij. **Second order**: a state is a pair (i, j) of the previous and the current tag, the
first index may be a start symbol, so ``log_pi`` is (C, N) with C ≥ N (rows N.. are the start
symbols, e.g. C = N + 1 for <s>) and ``log_A`` (C, N, N) = log P(k | i, j): the pair (i, j)
moves to (j, k) and every other move is impossible, so the dense (C·N)² matrix is never built.
Either way the update forgets the oldest tag of the state:

    δ_t(s') = max over the forgotten tag of δ_{t−1}(s) + log A(s → s') + log B_k(o_t)

The emission scores ``log_E`` (S, T, N) = log B_k(o_t) are per tag k (the last tag of a state;
the caller looks them up, so the same core serves symbol HMMs and taggers whose unknown words
have modelled emissions). Sequence s has ``lengths[s]`` positions; padding is never read.
``log_end`` (optional, shaped like a state) adds log P(</s> | last state) at each sequence's end.

    α_1 = π + B(o_1),   α_t(s') = logsumexp_s(α_{t−1}(s) + A(s→s')) + B(o_t)
    β_T = end (or 0),   β_t(s) = logsumexp_{s'}(A(s→s') + B(o_{t+1}) + β_{t+1}(s'))
    log P(O) = logsumexp α_T + end = logsumexp(π + B(o_1) + β_1)

Viterbi runs on sentences stored flat (:func:`viterbi_flat`): they are sorted by length, and
column t is one vectorised operation over the sentences still running at t (no padding, one
Python step per column of the longest sentence). An optional beam θ prunes as TnT does: after
each column, states with δ below max δ − log θ are dropped (set to −∞). Without a beam or
tables (the tagger's case; second order with π on one start row) both orders take a shorter
road to the same numbers (:mod:`engine.hmm.candidate_viterbi`): the candidate tags that
another tag of the same token provably beats on every path are dropped (exact: the same
paths, log P and ties), every column's (predecessor, state) pairs are set up before the loop,
and the back-pointers found after it.

This file is long because it is the one place the recursions live: forward, backward and Viterbi
for both orders, the beam, and the candidate-tag fast path share its column bookkeeping, and
splitting them would mean two copies of that bookkeeping.
"""
from __future__ import annotations

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError
from . import candidate_viterbi

__all__ = ["backward", "candidates", "forward", "log_params", "logsumexp", "viterbi",
           "viterbi_candidates", "viterbi_flat"]


def log_params(pi: np.ndarray, A: np.ndarray,
               B: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """log π, log A, log B with log 0 = −∞ and no warning."""
    with np.errstate(divide="ignore"):
        return np.log(pi), np.log(A), np.log(B)


def logsumexp(x: np.ndarray, axis: int) -> np.ndarray:
    """log Σ exp(x) along ``axis``, shifted by the maximum so nothing overflows or underflows
    (scipy.special.logsumexp's result; its per-call overhead is ~10× this in the time loop).
    Call inside ``np.errstate(divide="ignore", invalid="ignore")``: an all −∞ slice gives −∞."""
    m = x.max(axis=axis, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    return np.log(np.exp(x - m).sum(axis=axis)) + np.squeeze(m, axis)


def _order(log_pi: np.ndarray, log_A: np.ndarray, N: int) -> int:
    """1 or 2, from the shapes; a DataError says which shape is wrong."""
    r = log_pi.ndim
    ok = (r == 1 and log_pi.shape == (N,) and log_A.shape == (N, N)) or (
        r == 2 and log_pi.shape[1] == N and log_pi.shape[0] >= N
        and log_A.shape == log_pi.shape + (N,))
    if not ok:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The model's shapes do not fit {N} emitting "
                                                    "states: π {log_pi_shape}, A {log_A_shape} "
                                                    "(first order: (N,), (N, N); second order: "
                                                    "(C, N), (C, N, N))."), N=N,
                        log_pi_shape=log_pi.shape, log_A_shape=log_A.shape)
    return r


def _lengths(log_E: np.ndarray, lengths) -> np.ndarray:
    """Each sequence's length, checked: every sequence needs 1..T positions (an empty one has
    no α_1 to start from)."""
    if log_E.ndim != 3 or log_E.shape[2] == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The emission scores must have shape (T, N) "
                                                    "or (S, T, N) with N ≥ 1 states; got shape "
                                                    "{log_E_shape}."), log_E_shape=log_E.shape)
    S, T, _ = log_E.shape
    if T == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "An observation sequence is empty; give at "
                                                    "least one observation."))
    n = np.full(S, T) if lengths is None else np.asarray(lengths, dtype=np.int64)
    if n.shape != (S,) or (S and (n.min() < 1 or n.max() > T)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "lengths must give each of the {S} "
                                                    "sequences a length in 1..{T}; got {n}."), S=S,
                        T=T, n=n.tolist()[:5])
    return n


def _emit(E_t: np.ndarray, r: int) -> np.ndarray:
    """Emission scores (S, N) broadcast over a state array (S, N) or (S, C, N)."""
    return E_t if r == 1 else E_t[:, None, :]


def _grow(new: np.ndarray, C: int, N: int) -> np.ndarray:
    """A second-order column (S, N, N) after the update, placed in (S, C, N) (the start rows
    N.. can no longer be reached)."""
    if C == N:
        return new
    out = np.full((new.shape[0], C, N), -np.inf)
    out[:, :N] = new
    return out


def forward(log_pi: np.ndarray, log_A: np.ndarray, log_E: np.ndarray,
            lengths=None, log_end=None) -> tuple[np.ndarray, np.ndarray]:
    """Log α (S, T, *state) and log P(O_s) (S,). ``log_E`` may be (T, N) for one sequence,
    then the result is (T, *state) and a float."""
    if log_E.ndim == 2:
        alpha, logp = forward(log_pi, log_A, log_E[None], lengths, log_end)
        return alpha[0], float(logp[0])
    n = _lengths(log_E, lengths)
    S, T, N = log_E.shape
    r = _order(log_pi, log_A, N)
    alpha = np.full((S, T) + log_pi.shape, -np.inf)
    alpha[:, 0] = log_pi + _emit(log_E[:, 0], r)
    with np.errstate(divide="ignore", invalid="ignore"):
        for t in range(1, T):
            new = logsumexp(alpha[:, t - 1, ..., None] + log_A, axis=1)
            if r == 2:
                new = _grow(new, log_pi.shape[0], N)
            alpha[:, t] = new + _emit(log_E[:, t], r)
        last = alpha[np.arange(S), n - 1]
        if log_end is not None:
            last = last + log_end
        return alpha, logsumexp(last.reshape(S, -1), axis=1)


def backward(log_pi: np.ndarray, log_A: np.ndarray, log_E: np.ndarray,
             lengths=None, log_end=None) -> tuple[np.ndarray, np.ndarray]:
    """Log β (S, T, *state) and log P(O_s) (S,) computed from β_1; (T, *state) and a float
    for one sequence. β is ``log_end`` (or 0) at each sequence's own last position (padding
    after it is ignored)."""
    if log_E.ndim == 2:
        beta, logp = backward(log_pi, log_A, log_E[None], lengths, log_end)
        return beta[0], float(logp[0])
    n = _lengths(log_E, lengths)
    S, T, N = log_E.shape
    r = _order(log_pi, log_A, N)
    end = np.zeros(log_pi.shape) if log_end is None else np.asarray(log_end, dtype=float)
    beta = np.broadcast_to(end, (S, T) + log_pi.shape).copy()
    with np.errstate(divide="ignore", invalid="ignore"):
        for t in range(T - 2, -1, -1):
            nxt = beta[:, t + 1] if r == 1 else beta[:, t + 1, :N]       # states s' = (j, k)
            inner = logsumexp((nxt + _emit(log_E[:, t + 1], r))[:, None] + log_A, axis=-1)
            live = (t + 1 < n).reshape((S,) + (1,) * r)
            beta[:, t] = np.where(live, inner, end)
        first = (log_pi + _emit(log_E[:, 0], r) + beta[:, 0]).reshape(S, -1)
        return beta, logsumexp(first, axis=1)


def viterbi_flat(log_pi: np.ndarray, log_A: np.ndarray, log_E: np.ndarray, lengths,
                 *, beam: float | None = None, log_end=None, keep: bool = False) -> dict:
    """Viterbi for sentences stored one after another: ``log_E`` (n_tokens, N), ``lengths``
    (S,) summing to n_tokens. Returns a dict with

    - ``states`` (n_tokens,): the best path's flat state index per token (a pair (i, j) is
      i·N + j; its tag is index % N),
    - ``log_prob`` (S,): log P(best path, O) per sentence,
    - ``kept`` (n_tokens,): how many states are alive in each column (reachable with a
      finite emission, and not dropped by the beam),
    - with ``keep=True`` also ``delta`` and ``back`` (n_tokens, M): δ (−∞ for states not
      alive) and the back-pointer ψ as a flat previous-state index (−1 where there is none).

    Only alive states are scored: column t pairs each alive state s of column t−1 with each
    tag k whose emission B_k(o_t) is finite (a known word has few), so a second-order column
    costs (alive pairs) × (candidate tags) per sentence instead of (n+1)·n². The sentences
    are sorted by length (longest first) and column t is one vectorised update of the b_t
    sentences still running, over all their (state, candidate) pairs at once; the max over
    each target state is a segmented reduction. ``beam`` = θ > 1 drops the states with
    δ_t < max δ_t − log θ after each column (TnT's pruning; None is exact). Ties go to the
    lowest predecessor index, as numpy's argmax does."""
    E = np.asarray(log_E, dtype=float)
    lengths = np.asarray(lengths, dtype=np.int64)
    if E.ndim != 2 or lengths.ndim != 1 or (len(lengths) and lengths.min() < 1) or \
            lengths.sum() != len(E):
        raise DataError(QT_TRANSLATE_NOOP("engine", "lengths {lengths} must be ≥ 1 each and add "
                                                    "up to the {n_E} rows of the emission "
                                                    "scores."), lengths=lengths.tolist()[:5],
                        n_E=len(E))
    N = E.shape[1]
    r = _order(log_pi, log_A, N)
    C = log_pi.shape[0]
    M = log_pi.size
    S = len(lengths)
    out = {"states": np.zeros(len(E), np.int64), "log_prob": np.zeros(S),
           "kept": np.zeros(len(E), np.int64)}
    if keep:
        out["delta"] = np.full((len(E), M), -np.inf)
        out["back"] = np.full((len(E), M), -1, np.int64)
    if S == 0:
        return out
    cut = None if beam is None else float(np.log(beam))
    A_flat = np.ascontiguousarray(log_A).reshape(-1)     # A(s → (s % N, k)) at s·N + k
    pi_flat = np.ravel(log_pi)
    end = None if log_end is None else np.ravel(log_end)
    order, L, b, col, flat = _pack(lengths)
    Tmax = int(L[0])
    if cut is None and not keep and (np.isfinite(pi_flat).all() if r == 1 else
                                     candidate_viterbi.start_row(log_pi) is not None):
        return _by_candidates(out, log_pi, A_flat, end, N, r, lengths, *candidates(E))
    Ep = E[flat]
    best = np.zeros(S, np.int64)
    score = np.zeros(S)
    backs, cols = [None] * Tmax, []
    # every token's candidate tags (finite emissions), found once for all columns
    cand_row, cand_tag = np.nonzero(_alive(Ep))
    cand_e = Ep[cand_row, cand_tag]
    cbound = np.searchsorted(cand_row, col)
    ncand = np.bincount(cand_row, minlength=col[-1])        # per packed token
    cstart = np.cumsum(ncand) - ncand
    # column 0: the states π allows whose tag can emit o_1
    starts = np.flatnonzero(np.isfinite(pi_flat))
    if not len(starts):
        starts = np.arange(M)
    first = pi_flat[starts] + Ep[:b[0], starts % N]
    sent, j = np.nonzero(_alive(first))
    state, delta = starts[j], first[sent, j]
    o = np.argsort(_key(sent, state, C, N, M, r), kind="stable")   # the order pairs need
    sent, state, delta = sent[o], state[o], delta[o]
    ramp = np.arange(0)
    with np.errstate(invalid="ignore"):
        for t in range(Tmax):
            bt = b[t]
            if t:
                c0, c1 = cbound[t], cbound[t + 1]
                c_sent, c_tag, c_e = cand_row[c0:c1] - col[t], cand_tag[c0:c1], cand_e[c0:c1]
                # each candidate meets the states of its sentence (sentences that ended keep
                # their states in the arrays, unreferenced): pairs, candidate-major
                if r == 1 and cut is None and t > 1:    # the states are last column's tags
                    npre = ncand[col[t - 1]:col[t]]
                    pstart = cstart[col[t - 1]:col[t]] - cbound[t - 1]
                else:
                    npre = np.bincount(sent)
                    pstart = np.cumsum(npre) - npre
                rep = npre[c_sent]
                ends = np.cumsum(rep)
                total = int(ends[-1])
                if len(ramp) < total:
                    ramp = np.arange(2 * total, dtype=np.int64)
                g_cand = ends - rep
                c_of = np.repeat(ramp[:len(c_sent)], rep)
                p_of = ramp[:total] + np.repeat(pstart[c_sent] - g_cand, rep)
                at = (state * N)[p_of]                # A(s → (s % N, k)) sits at s·N + k
                at += np.repeat(c_tag, rep)
                pair = delta[p_of]
                pair += A_flat[at]
                # target state: k for order 1 (one group per candidate), (j, k) for order 2:
                # a sentence's states are sorted by (j, i), so each target's pairs are a run
                # that starts where the state starts a run of its j
                if r == 1:
                    g0, g_of = g_cand, c_of
                else:
                    j = state % N
                    run = np.empty(len(state), bool)
                    run[0] = True
                    np.not_equal(j[1:], j[:-1], out=run[1:])
                    run[1:] |= sent[1:] != sent[:-1]
                    new = run[p_of]
                    g0 = np.flatnonzero(new)
                    g_of = np.cumsum(new) - 1
                gmax = np.maximum.reduceat(pair, g0)
                hits = np.flatnonzero(pair == gmax[g_of])
                arg = hits[np.minimum(np.searchsorted(hits, g0), len(hits) - 1)]
                cand = c_of[arg]
                sent, tag = c_sent[cand], c_tag[cand]
                state = tag if r == 1 else (state[p_of[arg]] % N) * N + tag
                delta = gmax + c_e[cand]              # B_k(o_t) is the same for the group
                backs[t] = p_of[arg]          # ψ as the position in the previous column
            if cut is not None:
                s0 = np.flatnonzero(np.r_[True, sent[1:] != sent[:-1]])
                top = np.maximum.reduceat(delta, s0)
                ok = delta >= np.repeat(top, np.diff(s0, append=len(sent))) - cut
                sent, state, delta = sent[ok], state[ok], delta[ok]
                if t:
                    backs[t] = backs[t][ok]
            cols.append((sent, state, delta))
    # every column's alive states at once: the counts, δ and ψ, and each sentence's best last
    # state (+ the end) from the column where it ends
    c_len = [len(c[0]) for c in cols]
    a_col = np.repeat(np.arange(Tmax), c_len)
    a_sent, a_state, a_delta = (np.concatenate([c[k] for c in cols]) for k in range(3))
    slot = col[a_col] + a_sent
    out["kept"][flat] = np.bincount(slot, minlength=col[-1])
    if keep:
        out["delta"][flat[slot], a_state] = a_delta
        a_back = np.concatenate([np.full(c_len[0], -1)] + [cols[t - 1][1][backs[t]]
                                                           for t in range(1, Tmax)])
        out["back"][flat[slot], a_state] = a_back
    last = a_col == L[a_sent] - 1
    fs, fst = a_sent[last], a_state[last]
    fin = a_delta[last] if end is None else a_delta[last] + end[fst]
    s0 = np.flatnonzero(np.r_[True, fs[1:] != fs[:-1]])
    top = np.maximum.reduceat(fin, s0)
    hits = np.flatnonzero(fin == np.repeat(top, np.diff(s0, append=len(fs))))
    where = np.flatnonzero(last)[hits[np.minimum(np.searchsorted(hits, s0), len(hits) - 1)]]
    best[fs[s0]] = where - (np.cumsum(c_len) - c_len)[a_col[where]]    # position in column
    score[fs[s0]] = top
    # back-trace all sentences together, from the longest one's end, by positions
    cur = np.zeros(S, np.int64)
    path = np.zeros(col[-1], np.int64)
    for t in range(Tmax - 1, -1, -1):
        bt = b[t]
        cur[b[t + 1]:bt] = best[b[t + 1]:bt]
        path[col[t]:col[t + 1]] = cols[t][1][cur[:bt]]
        if t:
            cur[:bt] = backs[t][cur[:bt]]
    out["states"][flat] = path
    out["log_prob"][order] = score
    return out


def _pack(lengths: np.ndarray):
    """The packed layout of sentences sorted by length (longest first, stable): ``order``,
    their lengths ``L``, ``b[t]`` sentences running at position t, column t's rows
    ``col[t]:col[t + 1]`` and ``flat``, the token index of each packed row (sorted sentence k,
    position t sits at col[t] + k)."""
    S = len(lengths)
    order = np.argsort(-lengths, kind="stable")
    L = lengths[order]
    Tmax = int(L[0])
    b = np.r_[S - np.cumsum(np.bincount(L, minlength=Tmax + 1))[:Tmax], 0]   # running at t
    col = np.r_[0, np.cumsum(b[:Tmax])]
    t_of = np.repeat(np.arange(Tmax), b[:Tmax])
    flat = np.r_[0, np.cumsum(lengths)[:-1]][order][np.arange(col[-1]) - col[t_of]] + t_of
    return order, L, b, col, flat


def candidates(E: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row's candidate tags, the finite scores (every tag for a row with none, as
    :func:`viterbi_flat` does): counts (R,), then the tags (increasing within a row) and their
    scores, row after row."""
    R, N = E.shape
    mask = np.isfinite(E)
    at = np.flatnonzero(mask)                          # row·N + tag
    counts = np.bincount(at // N, minlength=R) if N else np.zeros(R, np.int64)
    if not counts.all():
        mask[counts == 0] = True
        at = np.flatnonzero(mask)
        counts = np.bincount(at // N, minlength=R)
    return counts, at % N, np.ascontiguousarray(E).reshape(-1)[at]


def viterbi_candidates(log_pi: np.ndarray, log_A: np.ndarray, counts: np.ndarray,
                       tags: np.ndarray, scores: np.ndarray, lengths, *,
                       log_end=None) -> dict:
    """:func:`viterbi_flat` without beam or tables, given each token's candidate tags as
    :func:`candidates` lists them (``counts`` per token, ≥ 1 each; ``tags`` increasing within
    a token; their log B scores) instead of a dense (n_tokens, N) matrix, so a caller that
    knows each word type's candidates never builds one: the same ``states``, ``log_prob`` and
    ``kept``. First order: π must be finite; second order: π finite on exactly one (start)
    row (:mod:`engine.hmm.candidate_viterbi`)."""
    lengths = np.asarray(lengths, dtype=np.int64)
    counts = np.asarray(counts, dtype=np.int64)
    log_pi = np.asarray(log_pi, dtype=float)
    N = log_pi.shape[-1] if log_pi.ndim else 0
    r = _order(log_pi, np.asarray(log_A), N)
    if not (np.isfinite(log_pi).all() if r == 1 else
            candidate_viterbi.start_row(log_pi) is not None):
        raise DataError(QT_TRANSLATE_NOOP("engine", "viterbi_candidates needs a finite π (first "
                                                    "order) or a π finite on exactly one start "
                                                    "row (second order)."))
    if lengths.ndim != 1 or (len(lengths) and lengths.min() < 1) or \
            lengths.sum() != len(counts) or (len(counts) and counts.min() < 1) or \
            counts.sum() != len(tags) or len(tags) != len(scores):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Each sentence needs ≥ 1 token, each token "
                                                    "≥ 1 candidate tag, and the lengths, "
                                                    "counts, tags and scores must fit together."))
    S, n = len(lengths), len(counts)
    out = {"states": np.zeros(n, np.int64), "log_prob": np.zeros(S),
           "kept": np.zeros(n, np.int64)}
    if S == 0:
        return out
    A_flat = np.ascontiguousarray(log_A, dtype=float).reshape(-1)
    end = None if log_end is None else np.ravel(log_end)
    return _by_candidates(out, log_pi, A_flat, end, N, r, lengths, counts,
                          np.asarray(tags, dtype=np.int64), np.asarray(scores, dtype=float))


def _by_candidates(out, log_pi, A_flat, end, N, r, lengths, counts, tags, scores) -> dict:
    """The candidate road: dominated candidates pruned (when some token has every tag as a
    candidate and the model's scores are finite; :func:`engine.hmm.candidate_viterbi.prune`),
    then :func:`_decode_batches`; ``kept`` counts the states of all candidates, as the
    general path does."""
    s0 = 0 if r == 1 else candidate_viterbi.start_row(log_pi)
    pi_flat = np.ravel(log_pi)
    # the states a column keeps are counted on all candidates; the decode runs on those no
    # other candidate of the token dominates (the same best paths, fewer pairs)
    kept = counts.copy()
    if r == 2:
        kept[1:] *= np.where(_positions(lengths)[1:] > 0, counts[:-1], 1)
    if (counts == N).any():                  # tokens with every tag, as unknown words have
        bounds = candidate_viterbi.bounds_of(log_pi, A_flat.reshape(log_pi.shape + (N,)), end,
                                             r, s0)
        if bounds is not None:
            counts, tags, scores = candidate_viterbi.prune(counts, tags, scores, lengths, bounds)
    out = _decode_batches(out, pi_flat, A_flat, end, N, r, s0, lengths, counts, tags, scores)
    out["kept"] = kept
    return out


def _positions(lengths: np.ndarray) -> np.ndarray:
    """Each token's position in its sentence (0 for the first word)."""
    return np.arange(int(lengths.sum())) - np.repeat(np.cumsum(lengths) - lengths, lengths)


def _decode_batches(out, pi_flat, A_flat, end, N, r, s0, lengths, counts, tags, scores):
    """:func:`engine.hmm.candidate_viterbi.decode` over groups of whole sentences (in their
    order) whose (predecessor, state) pairs, all kept at once, number at most ``MAX_PAIRS``
    (a sentence alone may exceed it; batches cut from the sentences sorted by length, which
    would shorten each batch's loop, measured slower on EWT's test set)."""
    cost = np.cumsum(candidate_viterbi.pair_counts(counts, lengths, r))
    if cost[-1] <= candidate_viterbi.MAX_PAIRS:
        return candidate_viterbi.decode(out, pi_flat, A_flat, end, N, r, s0, *_pack(lengths),
                                        counts, tags, scores)
    t_end = np.r_[0, np.cumsum(lengths)]
    c_end = np.r_[0, np.cumsum(counts)]
    a = 0
    while a < len(lengths):
        base = cost[a - 1] if a else 0.0
        z = max(a + 1, int(np.searchsorted(cost, base + candidate_viterbi.MAX_PAIRS, "right")))
        t0, t1 = t_end[a], t_end[z]
        k0, k1 = c_end[t0], c_end[t1]
        part = {"states": np.zeros(t1 - t0, np.int64), "log_prob": np.zeros(z - a),
                "kept": np.zeros(t1 - t0, np.int64)}
        candidate_viterbi.decode(part, pi_flat, A_flat, end, N, r, s0, *_pack(lengths[a:z]),
                                 counts[t0:t1], tags[k0:k1], scores[k0:k1])
        out["states"][t0:t1], out["kept"][t0:t1] = part["states"], part["kept"]
        out["log_prob"][a:z] = part["log_prob"]
        a = z
    return out


def _alive(scores: np.ndarray) -> np.ndarray:
    """Finite entries; a row with none keeps them all (an impossible observation still gets
    a path, of probability 0)."""
    mask = np.isfinite(scores)
    mask[~mask.any(axis=1)] = True
    return mask


def _key(sent, state, C, N, M, r):
    """A sort key of (sentence, state) in the order the states are produced: (k) for order 1,
    (k, j) for a pair (j, k) of order 2."""
    return sent * M + (state if r == 1 else (state % N) * C + state // N)


def viterbi(log_pi: np.ndarray, log_A: np.ndarray, log_E: np.ndarray,
            lengths=None, *, beam: float | None = None, log_end=None
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Best paths (S, T) of flat state indices (padding −1), log P(best path, O_s) (S,),
    δ (S, T, M) and back-pointers ψ (S, T, M) (ψ_1 = −1), M = number of states. One sequence
    ((T, N) emissions): a path (T,), a float, δ and ψ (T, M). The padded form of
    :func:`viterbi_flat`, which does the work."""
    if log_E.ndim == 2:
        path, logp, delta, back = viterbi(log_pi, log_A, log_E[None], lengths, beam=beam,
                                          log_end=log_end)
        return path[0], float(logp[0]), delta[0], back[0]
    n = _lengths(log_E, lengths)
    S, T, _ = log_E.shape
    valid = np.arange(T)[None, :] < n[:, None]
    res = viterbi_flat(log_pi, log_A, log_E[valid], n, beam=beam, log_end=log_end, keep=True)
    M = res["delta"].shape[1]
    path = np.full((S, T), -1, np.int64)
    delta = np.full((S, T, M), -np.inf)
    back = np.full((S, T, M), -1, np.int64)
    path[valid], delta[valid], back[valid] = res["states"], res["delta"], res["back"]
    return path, res["log_prob"], delta, back
