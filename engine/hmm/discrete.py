"""A discrete hidden Markov model: evaluate a given model (score, decode, predict_proba, sample) or
learn one with Baum–Welch (EM), one iteration at a time. All recursions are the log-space core
of :mod:`engine.hmm.core`.

π_i = p(q_1 = i), A_ij = p(q_{t+1} = j | q_t = i), B_ik = p(o_t = k | q_t = i).
E step: γ_t(i) = exp(α_t(i) + β_t(i) − log P(O)),
        ξ_t(i, j) = exp(α_t(i) + log A_ij + log B_j(o_{t+1}) + β_{t+1}(j) − log P(O)).
M step: π = Σ_seq γ_1 / S, A_ij ∝ Σ_t ξ_t(i, j), B_ik ∝ Σ_{t: o_t = k} γ_t(i).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar, NamedTuple

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._monitor import ConvergenceMonitor
from .._steps import Step, drain
from .._validation import (DataError, NotFittedError, check_int, check_positive,
                           check_random_state)
from ..base import BaseEstimator, IterativeMixin
from . import core
from .trellis import TrellisStep, column_steps


@dataclass(frozen=True)
class BaumWelchStep(Step):
    """One EM iteration: ``log_likelihood`` of the parameters the E step used, the expected
    counts it found, and the re-estimated parameters. ``converged`` is True only when the
    log-likelihood changed by less than ``tol``; a run cut off by ``n_iter`` ends with
    ``converged=False, stopped="n_iter"``: ``stopped`` names the cap that ended the run, as
    every engine step does (``"max_iter"``, ``"max_epochs"``, ``"n_estimators"``, …), and the cap
    keeps hmmlearn's parameter name, ``n_iter``."""

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
    stopped: str | None = None

    objective_name: ClassVar[str] = "log_likelihood"


class EMMonitor(NamedTuple):
    """What hmmlearn's ``ConvergenceMonitor`` tells of a fitted model: ``iter`` EM iterations
    run, ``converged`` whether |ΔlogP| < ``tol`` ended them (hmmlearn's is also True when
    ``n_iter`` was reached; here that is ``converged=False`` with the step's
    ``stopped="n_iter"``), ``history`` every iteration's log-likelihood, as hmmlearn's."""

    tol: float
    n_iter: int
    iter: int
    converged: bool
    history: tuple


def check_stochastic(name: str, p, shape: tuple) -> np.ndarray:
    """``p`` as a float array of ``shape`` whose rows are probability distributions."""
    try:
        p = np.array(p, dtype=float)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be an array of probabilities; "
                                                    "got {p!r}."), name=name, p=p) from None
    if p.shape != shape:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must have shape {shape}; got "
                                                    "{p_shape}."), name=name, shape=shape,
                        p_shape=p.shape)
    if not np.all(np.isfinite(p)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN or infinity; give "
                                                    "probabilities in [0, 1]."), name=name)
    if np.any(p < 0):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} has negative entries; probabilities "
                                                    "are ≥ 0."), name=name)
    sums = np.atleast_1d(p.sum(axis=-1))
    bad = np.flatnonzero(np.abs(sums - 1.0) > 1e-6)
    if bad.size:
        if p.ndim == 1:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} sums to {sums_0:.6g}; it must "
                                                        "sum to 1."), name=name, sums_0=sums[0])
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} row {bad_0} sums to {sums:.6g}; "
                                                    "each row must sum to 1."), name=name,
                        bad_0=bad[0], sums=sums[bad[0]])
    return p / p.sum(axis=-1, keepdims=True)


# Work one call may ask for: A is n_components² and every EM iteration costs T·n_components² per
# sequence (1,000 states: 8 MB, a second per iteration on a 1,000-symbol sequence); a sample is
# drawn one time step at a time (100,000 steps: ~2 s).
MAX_STATES = 1000
MAX_EMISSIONS = 10_000_000
MAX_SAMPLE = 100_000
MAX_SAMPLE_TOTAL = 10_000_000


class DiscreteHMM(IterativeMixin, BaseEstimator):
    """HMM on integer symbol sequences 0..n_features−1, with hmmlearn's names
    (``CategoricalHMM``): ``n_components`` hidden states, ``n_features`` symbols, ``n_iter`` the
    EM cap; fitted ``startprob_``, ``transmat_``, ``emissionprob_``, ``n_iter_``,
    ``converged_`` and ``monitor_`` (:class:`EMMonitor`).

    With ``startprob``, ``transmat`` and ``emissionprob`` all given, the model can be evaluated
    at once (``score``, ``decode``, ``posteriors``, ``sample``) and ``fit`` starts from them.
    Parameters not given are initialised randomly (Dirichlet) from ``random_state``, or uniformly
    with ``init="uniform"`` (which EM cannot move away from the symmetric point: a lesson in
    itself)."""

    def __init__(self, n_components: int, n_features: int, *, startprob=None, transmat=None,
                 emissionprob=None, init: str = "random", n_iter: int = 100, tol: float = 1e-4,
                 random_state=None):
        self.n_components = n_components
        self.n_features = n_features
        self.startprob = startprob
        self.transmat = transmat
        self.emissionprob = emissionprob
        self.init = init
        self.n_iter = n_iter
        self.tol = tol
        self.random_state = random_state

    # -- learning ---------------------------------------------------------------------------
    def iter_fit(self, sequences: Sequence) -> Iterator[BaumWelchStep]:
        """Validate, then return a generator of :class:`BaumWelchStep`, one per EM iteration."""
        self._check_sizes()
        seqs = self._check_sequences(sequences)
        check_int(self.n_iter, "n_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)
        params = self._initial()
        return self._em(seqs, *params)

    def fit(self, sequences: Sequence) -> DiscreteHMM:
        """Baum–Welch until the log-likelihood changes by less than ``tol`` or ``n_iter``."""
        drain(self.iter_fit(sequences))
        return self

    # -- evaluation of a given or fitted model ----------------------------------------------
    def score(self, seq) -> float:
        """log P(O) = logsumexp_j α_T(j) (forward algorithm)."""
        params = self._params()
        return float(core.forward(*params[:2], self._emissions(params, seq))[1])

    def predict_proba(self, seq) -> np.ndarray:
        """γ_t(i) = p(q_t = i | O) = exp(α_t(i) + β_t(i) − log P(O)), shape (T, n_components)
        (hmmlearn's name for the posteriors)."""
        return self.score_samples(seq)[1]

    def score_samples(self, seq) -> tuple[float, np.ndarray]:
        """hmmlearn's ``(log_prob, posteriors)``: log P(O) and γ_t(i) (T, n_components), from
        one forward and one backward pass."""
        params = self._params()
        E = self._emissions(params, seq)
        alpha, logp = core.forward(*params[:2], E)
        beta, _ = core.backward(*params[:2], E)
        self._check_possible(logp)
        return float(logp), np.exp(alpha + beta - logp)

    def decode(self, seq) -> tuple[float, np.ndarray]:
        """``(log_prob, path)``: log max_q P(q, O) and the Viterbi path argmax_q P(q, O), in
        hmmlearn's order (``log_prob, states = model.decode(X)``)."""
        params = self._params()
        path, logp, _, _ = core.viterbi(*params[:2], self._emissions(params, seq))
        self._check_possible(logp)
        return logp, path

    def predict(self, seq) -> np.ndarray:
        """The Viterbi path argmax_q P(q, O), hmmlearn's ``predict`` (``decode(seq)[1]``)."""
        return self.decode(seq)[1]

    @property
    def monitor_(self) -> EMMonitor:
        """hmmlearn's ``monitor_``: the EM run's ``iter``, ``converged``, ``history``,
        ``tol`` and ``n_iter`` (read from ``n_iter_``, ``converged_`` and
        ``log_likelihood_history_``; AttributeError before a fit, as hmmlearn's)."""
        if not hasattr(self, "n_iter_"):
            raise AttributeError("monitor_ exists after fit(sequences).")
        return EMMonitor(self.tol, self.n_iter, self.n_iter_, self.converged_,
                         tuple(self.log_likelihood_history_))

    def posteriors(self, seq) -> np.ndarray:
        """Deprecated: :meth:`predict_proba` (hmmlearn's name), kept for old callers."""
        return self.predict_proba(seq)

    # -- the trellises, one column per step (what a view steps through) ---------------------
    def iter_forward(self, seq) -> Iterator[TrellisStep]:
        """α one column per :class:`TrellisStep` (``phase="forward"``), first symbol first:
        α_1(j) = log π_j + log B_j(o_1), α_t(j) = logsumexp_i(α_{t−1}(i) + log A_ij) +
        log B_j(o_t) (:func:`engine.hmm.core.forward`). The last step has ``log_prob`` =
        log P(O) = logsumexp_j α_T(j) (−∞ when no path can produce O)."""
        names, (lpi, lA, E) = self._trellis_input(seq)
        alpha, logp = core.forward(lpi, lA, E)
        return column_steps(names, alpha, "forward", log_prob=logp)

    def iter_backward(self, seq) -> Iterator[TrellisStep]:
        """β one column per step (``phase="backward"``), last symbol first: β_T(i) = 0,
        β_t(i) = logsumexp_j(log A_ij + log B_j(o_{t+1}) + β_{t+1}(j))
        (:func:`engine.hmm.core.backward`); the last step (position 0) has ``log_prob`` =
        log P(O) = logsumexp_i(log π_i + log B_i(o_1) + β_1(i))."""
        names, (lpi, lA, E) = self._trellis_input(seq)
        beta, logp = core.backward(lpi, lA, E)
        return column_steps(names, beta, "backward", log_prob=logp)

    def iter_viterbi(self, seq) -> Iterator[TrellisStep]:
        """δ one column per step (``phase="viterbi"``) with its back-pointers ψ_t (−1 at the
        first position): δ_t(j) = max_i δ_{t−1}(i) + log A_ij + log B_j(o_t)
        (:func:`engine.hmm.core.viterbi`). The last step carries the best ``path`` (= its
        ``state_path``) and ``log_prob`` = log P(path, O), as :meth:`decode` returns them;
        when P(O) = 0 there is no best path: ``path`` is None, ``log_prob`` −∞."""
        names, (lpi, lA, E) = self._trellis_input(seq)
        path, logp, delta, back = core.viterbi(lpi, lA, E)
        best = tuple(int(s) for s in path) if np.isfinite(logp) else None
        return column_steps(names, delta, "viterbi", log_prob=logp, back=back, path=best,
                            state_path=best)

    def iter_posteriors(self, seq) -> Iterator[TrellisStep]:
        """log γ one column per step (``phase="posterior"``), first symbol first:
        log γ_t(i) = α_t(i) + β_t(i) − log P(O) (the columns of :meth:`posteriors`, from
        the same forward and backward passes); each column's ``score`` (logsumexp) is 0.
        The last step has ``log_prob`` = log P(O). A DataError at call time when P(O) = 0
        (γ is then undefined)."""
        names, (lpi, lA, E) = self._trellis_input(seq)
        alpha, logp = core.forward(lpi, lA, E)
        beta, _ = core.backward(lpi, lA, E)
        self._check_possible(logp)
        return column_steps(names, alpha + beta - logp, "posterior", log_prob=logp)

    def _trellis_input(self, seq):
        """Position names for the steps (the symbols as text) and log π, log A, the emission
        scores (T, N); the model and the sequence are checked here, at call time."""
        params = self._params()
        o = self._check_sequences([seq])[0]
        return [str(s) for s in o.tolist()], (params[0], params[1], params[2].T[o])

    def sample(self, n: int, random_state=None, *,
               n_sequences: int | None = None) -> tuple[np.ndarray, np.ndarray]:
        """Draw ``n`` observations: q_1 ~ π, q_{t+1} ~ A[q_t], o_t ~ B[q_t]. Returns
        ``(symbols, states)``, each (n,), or (n_sequences, n) when ``n_sequences`` is given
        (the sequences are drawn together, vectorised)."""
        check_int(n, "n", low=1, high=MAX_SAMPLE)
        S = 1 if n_sequences is None else check_int(n_sequences, "n_sequences", low=1)
        if n * S > MAX_SAMPLE_TOTAL:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{n:,} observations × {S:,} sequences "
                                                        "is more than {MAX_SAMPLE_TOTAL:,} "
                                                        "draws at once; sample fewer or shorter "
                                                        "sequences."), n=n, S=S,
                            MAX_SAMPLE_TOTAL=MAX_SAMPLE_TOTAL)
        pi, A, B = (np.exp(p) for p in self._params())
        rng = check_random_state(random_state)
        u = rng.random((2, S, n))
        cA, cB = np.cumsum(A, axis=1), np.cumsum(B, axis=1)

        def draw(cdf, r):   # inverse CDF; min() guards against a cumulative sum of 0.9999999
            return np.minimum((cdf < r[:, None]).sum(axis=1), cdf.shape[1] - 1)

        states = np.empty((S, n), dtype=np.int64)
        states[:, 0] = draw(np.broadcast_to(np.cumsum(pi), (S, len(pi))), u[0, :, 0])
        for t in range(1, n):   # a Markov chain is sequential; sequences are vectorised
            states[:, t] = draw(cA[states[:, t - 1]], u[0, :, t])
        symbols = draw(cB[states.ravel()], u[1].ravel()).reshape(S, n)
        return (symbols[0], states[0]) if n_sequences is None else (symbols, states)

    # -- internals --------------------------------------------------------------------------
    def _check_sizes(self):
        n = check_int(self.n_components, "n_components", low=1, high=MAX_STATES)
        m = check_int(self.n_features, "n_features", low=1)
        if n * m > MAX_EMISSIONS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "B would have {n:,} × {m:,} entries "
                                                        "(more than {MAX_EMISSIONS:,}); use "
                                                        "fewer states or symbols."), n=n, m=m,
                            MAX_EMISSIONS=MAX_EMISSIONS)
        return n, m

    def _params(self):
        """log π, log A, log B of the fitted model, else of the given parameters."""
        if getattr(self, "transmat_", None) is not None:
            return core.log_params(self.startprob_, self.transmat_, self.emissionprob_)
        if all(p is not None for p in (self.startprob, self.transmat, self.emissionprob)):
            n, m = self._check_sizes()
            return core.log_params(check_stochastic("startprob", self.startprob, (n,)),
                                   check_stochastic("transmat", self.transmat, (n, n)),
                                   check_stochastic("emissionprob", self.emissionprob, (n, m)))
        raise NotFittedError("This DiscreteHMM has no parameters yet: give startprob, transmat "
                             "and emissionprob, or call fit(sequences) first.")

    def _emissions(self, params, seq):
        o = self._check_sequences([seq])[0]
        return params[2].T[o]                                   # (T, N): log B_j(o_t)

    @staticmethod
    def _check_possible(logp):
        if not np.isfinite(logp):
            raise DataError(QT_TRANSLATE_NOOP("engine", "The observations have probability 0 "
                                                        "under the model (an emission or "
                                                        "transition probability of zero rules "
                                                        "every path out)."))

    def _check_sequences(self, sequences):
        return check_symbols(sequences, check_int(self.n_features, "n_features", low=1))

    def _initial(self):
        n, m = self._check_sizes()
        rng = check_random_state(self.random_state)
        if self.init == "uniform":
            draw = lambda *shape: np.full(shape, 1.0 / shape[-1])
        elif self.init == "random":
            draw = lambda *shape: rng.dirichlet(np.ones(shape[-1]), size=shape[:-1] or None)
        else:
            raise ValueError(f"init must be 'random' or 'uniform'; got {self.init!r}.")
        pi = (check_stochastic("startprob", self.startprob, (n,))
              if self.startprob is not None else draw(n))
        A = (check_stochastic("transmat", self.transmat, (n, n))
             if self.transmat is not None else draw(n, n))
        B = (check_stochastic("emissionprob", self.emissionprob, (n, m))
             if self.emissionprob is not None else draw(n, m))
        return pi, A, B

    def _em(self, seqs, pi, A, B):
        monitor = ConvergenceMonitor(self.tol, increasing=True, name="log-likelihood")
        self.log_likelihood_history_ = monitor.history
        self.startprob_, self.transmat_, self.emissionprob_ = pi, A, B
        lengths = np.array([len(o) for o in seqs])
        O = np.zeros((len(seqs), lengths.max()), dtype=np.int64)
        for k, o in enumerate(seqs):
            O[k, :len(o)] = o
        for it in range(1, self.n_iter + 1):
            start, trans, emit, total = expected_counts(pi, A, B, O, lengths)
            warning = monitor.report(total)
            done = monitor.converged()
            pi, A, B = _normalize(start), _normalize(trans), _normalize(emit)
            self.startprob_, self.transmat_, self.emissionprob_ = pi, A, B
            self.n_iter_ = it
            self.converged_ = done
            capped = not done and it == self.n_iter
            yield BaumWelchStep(it, total, pi, A, B, trans, emit, done, warning,
                                stopped="n_iter" if capped else None)
            if done:
                return


def _normalize(counts):
    """Rows to probabilities; a row with no expected count stays uniform."""
    sums = counts.sum(axis=-1, keepdims=True)
    return np.where(sums > 0, counts / np.where(sums > 0, sums, 1), 1.0 / counts.shape[-1])


def expected_counts(pi: np.ndarray, A: np.ndarray, B: np.ndarray, O: np.ndarray,
                    lengths: np.ndarray):
    """The E step over all sequences at once (``O`` (S, T) padded symbols, ``lengths`` (S,)):
    expected start counts Σγ_1, transitions Σξ, emissions Σγ, and the total log-likelihood."""
    lpi, lA, lB = core.log_params(pi, A, B)
    T = O.shape[1]
    E = lB.T[O]                                                        # (S, T, N)
    valid = np.arange(T)[None, :] < lengths[:, None]
    alpha, logp = core.forward(lpi, lA, E, lengths)
    beta, _ = core.backward(lpi, lA, E, lengths)
    if not np.all(np.isfinite(logp)):
        k = int(np.flatnonzero(~np.isfinite(logp))[0])
        raise DataError(QT_TRANSLATE_NOOP("engine", "Sequence {k} has probability 0 under the "
                                                    "model (an emission or transition "
                                                    "probability of zero); start from other "
                                                    "parameters."), k=k)
    with np.errstate(invalid="ignore"):
        gamma = np.exp(alpha + beta - logp[:, None, None]) * valid[..., None]
        # ξ summed over t without overflow: shift α_t and (B β)_{t+1} by their maxima, and put
        # the shifts back in one weight per (s, t).
        a = alpha[:, :-1]
        b = E[:, 1:] + beta[:, 1:]
        ma = a.max(axis=2, keepdims=True)
        mb = b.max(axis=2, keepdims=True)
        w = np.exp(ma[..., 0] + mb[..., 0] - logp[:, None]) * valid[:, 1:]
        w = np.where(valid[:, 1:], w, 0.0)
        trans = A * np.einsum("st,sti,stj->ij", w, np.nan_to_num(np.exp(a - ma)),
                              np.nan_to_num(np.exp(b - mb)))
    emit = np.zeros_like(B)
    np.add.at(emit.T, O[valid], gamma[valid])
    return gamma[:, 0].sum(axis=0), trans, emit, float(logp.sum())


def check_symbols(sequences, m: int) -> list[np.ndarray]:
    """``sequences`` as a list of non-empty int64 arrays of symbols in 0..m−1 (m = n_features),
    or a DataError/TypeError naming the sequence and what was wrong."""
    if isinstance(sequences, (str, bytes)) or not hasattr(sequences, "__len__"):
        raise TypeError("Give the sequences as a list of integer arrays; got "
                        f"{type(sequences).__name__}.")
    seqs = []
    for k, s in enumerate(sequences):
        if isinstance(s, (str, bytes)):
            raise TypeError(f"Sequence {k} is text; give integer symbols 0..n_features−1.")
        try:
            s = np.asarray(s)
        except (TypeError, ValueError):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Sequence {k} is not an array of "
                                                        "symbols."), k=k) from None
        if s.ndim == 0 or s.dtype == object:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Sequence {k} must be a list or array "
                                                        "of integer symbols 0..n_features−1 (all "
                                                        "of the same kind, no None)."), k=k)
        seqs.append(s.ravel())
    if not seqs or any(len(s) == 0 for s in seqs):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give at least one non-empty sequence of "
                                                    "symbols."))
    for k, s in enumerate(seqs):
        if s.dtype == bool or not np.issubdtype(s.dtype, np.integer):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Sequence {k}: symbols must be integers "
                                                        "0..{m}; got {s_dtype} values."), k=k,
                            m=m - 1, s_dtype=s.dtype)
        if s.min() < 0 or s.max() >= m:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Sequence {k}: symbols must lie in "
                                                        "0..{m}; found {s}..{s2}."), k=k, m=m - 1,
                            s=int(s.min()), s2=int(s.max()))
    return [s.astype(np.int64) for s in seqs]


def viterbi(pi, A, B, o) -> tuple[np.ndarray, float, np.ndarray, np.ndarray]:
    """Best state path of symbols ``o`` under (π, A, B): δ_t(j) = max_i δ_{t−1}(i) + log A_ij +
    log B_j(o_t). Returns (path, log probability, δ (T, N), back-pointers (T, N)).

    π (N,), A (N, N) and B (N, M) must be probability distributions (rows summing to 1) and
    ``o`` a non-empty sequence of symbols 0..M−1; otherwise a DataError says what is wrong."""
    try:
        shape_pi, shape_B = np.shape(pi), np.shape(B)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "pi, A and B must be arrays of "
                                                    "probabilities.")) from None
    if len(shape_pi) != 1 or len(shape_B) != 2 or shape_pi[0] == 0 or shape_B[1] == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "pi must be 1-D (N,) and B 2-D (N, M); got "
                                                    "shapes {shape_pi} and {shape_B}."),
                        shape_pi=shape_pi, shape_B=shape_B)
    n, m = shape_pi[0], shape_B[1]
    pi = check_stochastic("pi", pi, (n,))
    A = check_stochastic("A", A, (n, n))
    B = check_stochastic("B", B, (n, m))
    obs = check_symbols([o], m)[0]
    lpi, lA, lB = core.log_params(pi, A, B)
    path, logp, delta, back = core.viterbi(lpi, lA, lB.T[obs])
    DiscreteHMM._check_possible(logp)
    return path, logp, delta, back
