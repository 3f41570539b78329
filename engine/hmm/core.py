"""The one log-space core of every HMM in Trellis: forward, backward and Viterbi for a batch of
sequences of one or more lengths, vectorised over sequences and states.

The model is given in logs: ``log_pi`` (N,) = log π_i, ``log_A`` (N, N) = log A_ij and the
emission scores of each position ``log_E`` (S, T, N) = log B_j(o_t) (the caller looks them up, so
the same core serves symbol HMMs and taggers whose unknown words have modelled emissions).
Sequence s has ``lengths[s]`` positions; positions past it are padding and never read.

    α_1(j) = π_j + B_j(o_1),      α_t(j) = logsumexp_i(α_{t−1}(i) + A_ij) + B_j(o_t)
    β_T(i) = 0,                   β_t(i) = logsumexp_j(A_ij + B_j(o_{t+1}) + β_{t+1}(j))
    δ_1(j) = π_j + B_j(o_1),      δ_t(j) = max_i(δ_{t−1}(i) + A_ij) + B_j(o_t), ψ_t(j) = argmax_i
    log P(O) = logsumexp_j α_T(j) = logsumexp_j(π_j + B_j(o_1) + β_1(j))

Time is sequential; each step is one vectorised operation over (sequences × states × states).
Single sequences go through the same code with S = 1.
"""
from __future__ import annotations

import numpy as np

from .._validation import DataError

__all__ = ["backward", "forward", "log_params", "logsumexp", "viterbi"]


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


def _lengths(log_E: np.ndarray, lengths) -> np.ndarray:
    """Each sequence's length, checked: every sequence needs 1..T positions (an empty one has
    no α_1 to start from)."""
    if log_E.ndim != 3 or log_E.shape[2] == 0:
        raise DataError("The emission scores must have shape (T, N) or (S, T, N) with N ≥ 1 "
                        f"states; got shape {log_E.shape}.")
    S, T, _ = log_E.shape
    if T == 0:
        raise DataError("An observation sequence is empty; give at least one observation.")
    n = np.full(S, T) if lengths is None else np.asarray(lengths, dtype=np.int64)
    if n.shape != (S,) or (S and (n.min() < 1 or n.max() > T)):
        raise DataError(f"lengths must give each of the {S} sequences a length in 1..{T}; "
                        f"got {n.tolist()[:5]}.")
    return n


def forward(log_pi: np.ndarray, log_A: np.ndarray, log_E: np.ndarray,
            lengths=None) -> tuple[np.ndarray, np.ndarray]:
    """Log α (S, T, N) and log P(O_s) (S,). ``log_E`` may be (T, N) for one sequence, then the
    result is (T, N) and a float."""
    if log_E.ndim == 2:
        alpha, logp = forward(log_pi, log_A, log_E[None], lengths)
        return alpha[0], float(logp[0])
    n = _lengths(log_E, lengths)
    S, T, N = log_E.shape
    alpha = np.full((S, T, N), -np.inf)
    alpha[:, 0] = log_pi + log_E[:, 0]
    with np.errstate(divide="ignore", invalid="ignore"):
        for t in range(1, T):
            alpha[:, t] = logsumexp(alpha[:, t - 1, :, None] + log_A, axis=1) + log_E[:, t]
        last = alpha[np.arange(S), n - 1]
        return alpha, logsumexp(last, axis=1)


def backward(log_pi: np.ndarray, log_A: np.ndarray, log_E: np.ndarray,
             lengths=None) -> tuple[np.ndarray, np.ndarray]:
    """Log β (S, T, N) and log P(O_s) (S,) computed from β_1; (T, N) and a float for one
    sequence. β_t is 0 at each sequence's own last position (padding after it is ignored)."""
    if log_E.ndim == 2:
        beta, logp = backward(log_pi, log_A, log_E[None], lengths)
        return beta[0], float(logp[0])
    n = _lengths(log_E, lengths)
    S, T, N = log_E.shape
    beta = np.zeros((S, T, N))
    with np.errstate(divide="ignore", invalid="ignore"):
        for t in range(T - 2, -1, -1):
            inner = logsumexp(log_A + (log_E[:, t + 1] + beta[:, t + 1])[:, None, :], axis=2)
            beta[:, t] = np.where((t + 1 < n)[:, None], inner, 0.0)
        return beta, logsumexp(log_pi + log_E[:, 0] + beta[:, 0], axis=1)


def viterbi(log_pi: np.ndarray, log_A: np.ndarray, log_E: np.ndarray,
            lengths=None) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Best paths (S, T) (padding −1), log P(best path, O_s) (S,), δ (S, T, N) and back-pointers
    ψ (S, T, N) (ψ_1 = −1). One sequence ((T, N) emissions): a path (T,), a float, δ and ψ (T, N).
    Ties go to the lowest state index, as numpy's argmax does."""
    if log_E.ndim == 2:
        path, logp, delta, back = viterbi(log_pi, log_A, log_E[None], lengths)
        return path[0], float(logp[0]), delta[0], back[0]
    n = _lengths(log_E, lengths)
    S, T, N = log_E.shape
    delta = np.full((S, T, N), -np.inf)
    back = np.full((S, T, N), -1, dtype=np.int64)
    delta[:, 0] = log_pi + log_E[:, 0]
    for t in range(1, T):
        scores = delta[:, t - 1, :, None] + log_A                      # (S, from, to)
        back[:, t] = scores.argmax(axis=1)
        delta[:, t] = np.take_along_axis(scores, back[:, t, None, :], 1)[:, 0] + log_E[:, t]
    rows = np.arange(S)
    path = np.full((S, T), -1, dtype=np.int64)
    last = delta[rows, n - 1]
    path[rows, n - 1] = last.argmax(axis=1)
    for t in range(T - 1, 0, -1):
        inside = t < n
        prev = back[rows, t, np.maximum(path[:, t], 0)]
        path[:, t - 1] = np.where(inside, prev, path[:, t - 1])
    return path, last.max(axis=1), delta, back
