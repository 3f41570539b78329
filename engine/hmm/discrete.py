"""A discrete hidden Markov model: forward/backward with scaling, Viterbi in log space, and
Baum–Welch (EM) one iteration at a time.

π_i = p(q_1 = i), A_ij = p(q_{t+1} = j | q_t = i), B_ik = p(o_t = k | q_t = i).
Forward  α_t(j) = [Σ_i α_{t−1}(i) A_ij] B_j(o_t), scaled by c_t = Σ_j so that
log P(O) = Σ_t log c_t never underflows; backward β likewise with the same c_t.
E step: γ_t(i) = α_t(i) β_t(i), ξ_t(i, j) = α_t(i) A_ij B_j(o_{t+1}) β_{t+1}(j) / c_{t+1}.
M step: π = Σ_seq γ_1, A_ij ∝ Σ_t ξ_t(i, j), B_ik ∝ Σ_{t: o_t = k} γ_t(i).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from .._monitor import ConvergenceMonitor
from .._steps import Step, drain
from .._validation import DataError, check_int, check_positive


@dataclass(frozen=True)
class BaumWelchStep(Step):
    """One EM iteration: ``log_likelihood`` of the parameters the E step used, the expected
    counts it found, and the re-estimated parameters."""

    iteration: int
    log_likelihood: float
    startprob: np.ndarray
    transmat: np.ndarray
    emissionprob: np.ndarray
    expected_transitions: np.ndarray
    expected_emissions: np.ndarray
    converged: bool
    warning: str | None = None
    phase: str = "EM"

    objective_name: ClassVar[str] = "log_likelihood"


def _check_stochastic(name, p, shape):
    p = np.asarray(p, dtype=float)
    if p.shape != shape:
        raise DataError(f"{name} must have shape {shape}; got {p.shape}.")
    if np.any(p < 0):
        raise DataError(f"{name} has negative entries.")
    sums = p.sum(axis=-1)
    if not np.allclose(sums, 1.0):
        raise DataError(f"{name} rows must sum to 1 (got {np.round(sums, 4).tolist()}).")
    return p.copy()


class DiscreteHMM:
    """HMM on integer symbol sequences 0..n_symbols−1. Parameters not given are initialised
    randomly (Dirichlet) from ``random_state``, or uniformly with ``init="uniform"`` (which EM
    cannot move away from the symmetric point: a lesson in itself)."""

    def __init__(self, n_states, n_symbols, *, startprob=None, transmat=None, emissionprob=None,
                 init="random", n_iter=100, tol=1e-4, random_state=None):
        self.n_states = n_states
        self.n_symbols = n_symbols
        self.startprob = startprob
        self.transmat = transmat
        self.emissionprob = emissionprob
        self.init = init
        self.n_iter = n_iter
        self.tol = tol
        self.random_state = random_state

    # -- public API -------------------------------------------------------------------------
    def iter_fit(self, sequences):
        """Validate, then return a generator of :class:`BaumWelchStep`, one per EM iteration."""
        seqs = self._check_sequences(sequences)
        check_int(self.n_iter, "n_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)
        params = self._initial()
        return self._em(seqs, *params)

    def fit(self, sequences):
        drain(self.iter_fit(sequences))
        return self

    def score(self, seq):
        """log P(O) by the scaled forward pass."""
        return _forward(self._params(), self._check_sequences([seq])[0])[1]

    def posteriors(self, seq):
        """γ_t(i) = p(q_t = i | O)."""
        params = self._params()
        o = self._check_sequences([seq])[0]
        alpha, _, c = _forward(params, o, keep=True)
        return alpha * _backward(params, o, c)

    def decode(self, seq):
        """The Viterbi path and its log probability."""
        path, logp, _, _ = viterbi(*self._params(), self._check_sequences([seq])[0])
        return path, logp

    # -- internals --------------------------------------------------------------------------
    def _params(self):
        if not hasattr(self, "transmat_"):
            raise RuntimeError("This DiscreteHMM has no parameters yet; call fit first.")
        return self.startprob_, self.transmat_, self.emissionprob_

    def _check_sequences(self, sequences):
        seqs = [np.asarray(s).ravel() for s in sequences]
        if not seqs or any(len(s) == 0 for s in seqs):
            raise DataError("Give at least one non-empty sequence of symbols.")
        for s in seqs:
            if not np.issubdtype(s.dtype, np.integer):
                raise DataError("Symbols must be integers 0..n_symbols−1.")
            if s.min() < 0 or s.max() >= self.n_symbols:
                raise DataError(f"Symbols must lie in 0..{self.n_symbols - 1}; found "
                                f"{int(s.min())}..{int(s.max())}.")
        return seqs

    def _initial(self):
        n, m = check_int(self.n_states, "n_states", low=1), check_int(self.n_symbols,
                                                                      "n_symbols", low=1)
        rng = np.random.default_rng(self.random_state)
        if self.init == "uniform":
            draw = lambda *shape: np.full(shape, 1.0 / shape[-1])  # noqa: E731
        elif self.init == "random":
            draw = lambda *shape: rng.dirichlet(np.ones(shape[-1]), size=shape[:-1] or None)  # noqa: E731,E501
        else:
            raise ValueError(f"init must be 'random' or 'uniform'; got {self.init!r}.")
        pi = (_check_stochastic("startprob", self.startprob, (n,))
              if self.startprob is not None else draw(n))
        A = (_check_stochastic("transmat", self.transmat, (n, n))
             if self.transmat is not None else draw(n, n))
        B = (_check_stochastic("emissionprob", self.emissionprob, (n, m))
             if self.emissionprob is not None else draw(n, m))
        return pi, A, B

    def _em(self, seqs, pi, A, B):
        monitor = ConvergenceMonitor(self.tol, increasing=True, name="log-likelihood")
        self.log_likelihood_history_ = monitor.history
        self.startprob_, self.transmat_, self.emissionprob_ = pi, A, B
        for it in range(1, self.n_iter + 1):
            start, trans, emit, total = _expected_counts_batch((pi, A, B), seqs)
            warning = monitor.report(total)
            done = monitor.converged()
            pi = _normalize(start)
            A = _normalize(trans)
            B = _normalize(emit)
            self.startprob_, self.transmat_, self.emissionprob_ = pi, A, B
            self.n_iter_ = it
            self.converged_ = done
            yield BaumWelchStep(it, total, pi, A, B, trans, emit, done or it == self.n_iter,
                                warning)
            if done:
                return


def _normalize(counts):
    """Rows to probabilities; a row with no expected count stays uniform."""
    sums = counts.sum(axis=-1, keepdims=True)
    return np.where(sums > 0, counts / np.where(sums > 0, sums, 1), 1.0 / counts.shape[-1])


def _forward(params, o, keep=False):
    pi, A, B = params
    T = len(o)
    alpha = np.empty((T, len(pi))) if keep else None
    c = np.empty(T)
    a = pi * B[:, o[0]]
    for t in range(T):   # time is sequential; each step is a vector-matrix product
        if t:
            a = (a @ A) * B[:, o[t]]
        c[t] = a.sum()
        if c[t] <= 0:
            raise DataError(f"The observation at position {t} has probability 0 under the "
                            "model (an emission or transition probability of zero).")
        a = a / c[t]
        if keep:
            alpha[t] = a
    return (alpha, float(np.log(c).sum()), c) if keep else (None, float(np.log(c).sum()))


def _backward(params, o, c):
    _, A, B = params
    T = len(o)
    beta = np.empty((T, A.shape[0]))
    beta[-1] = 1.0
    for t in range(T - 2, -1, -1):
        beta[t] = A @ (B[:, o[t + 1]] * beta[t + 1]) / c[t + 1]
    return beta


def _expected_counts_batch(params, seqs):
    """The E step for all sequences at once: padded to one length, the forward and backward
    recursions run over positions, vectorised over sequences and states (padding is masked)."""
    pi, A, B = params
    S, T, N = len(seqs), max(map(len, seqs)), len(pi)
    lengths = np.array([len(o) for o in seqs])
    O = np.zeros((S, T), dtype=np.int64)
    for k, o in enumerate(seqs):
        O[k, :len(o)] = o
    valid = np.arange(T)[None, :] < lengths[:, None]                  # (S, T)
    Bo = B.T[O]                                                        # (S, T, N): B_j(o_t)
    alpha = np.empty((S, T, N))
    c = np.ones((S, T))
    a = pi * Bo[:, 0]
    for t in range(T):
        if t:
            a = np.where(valid[:, t, None], (a @ A) * Bo[:, t], a)
        ct = np.where(valid[:, t], a.sum(axis=1), 1.0)
        if np.any(ct <= 0):
            k = int(np.argmax(ct <= 0))
            raise DataError(f"Sequence {k}, position {t}: the observation has probability 0 "
                            "under the model (an emission or transition probability of zero).")
        a = a / ct[:, None]
        alpha[:, t], c[:, t] = a, ct
    beta = np.ones((S, T, N))
    for t in range(T - 2, -1, -1):
        inner = (Bo[:, t + 1] * beta[:, t + 1]) @ A.T / c[:, t + 1, None]
        beta[:, t] = np.where(valid[:, t + 1, None], inner, 1.0)
    gamma = alpha * beta * valid[..., None]
    nxt = Bo[:, 1:] * beta[:, 1:] / c[:, 1:, None] * valid[:, 1:, None]
    trans = A * np.einsum("sti,stj->ij", alpha[:, :-1], nxt)
    emit = np.zeros_like(B)
    np.add.at(emit.T, O[valid], gamma[valid])
    return gamma[:, 0].sum(axis=0), trans, emit, float(np.log(c).sum())


def viterbi(pi, A, B, o):
    """Best state path: δ_t(j) = max_i δ_{t−1}(i) + log A_ij + log B_j(o_t), in log space.
    Returns (path, log probability, δ table, back-pointers)."""
    with np.errstate(divide="ignore"):
        lpi, lA, lB = np.log(pi), np.log(A), np.log(B)
    T, N = len(o), len(pi)
    delta = np.empty((T, N))
    back = np.zeros((T, N), dtype=np.int64)
    delta[0] = lpi + lB[:, o[0]]
    for t in range(1, T):
        scores = delta[t - 1][:, None] + lA                  # (from i, to j)
        back[t] = scores.argmax(axis=0)
        delta[t] = scores[back[t], np.arange(N)] + lB[:, o[t]]
    path = np.empty(T, dtype=np.int64)
    path[-1] = int(delta[-1].argmax())
    for t in range(T - 1, 0, -1):
        path[t - 1] = back[t, path[t]]
    return path, float(delta[-1].max()), delta, back
