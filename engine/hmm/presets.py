"""The HMM chapter's examples as presets ([NLP] 6. Hidden Markov Model): the notes' toy HMM (three
hidden states h0–h2, three symbols o0–o2, the sequence (o0, o1, o0, o2)), Eisner's ice-cream HMM
(Jurafsky & Martin, appendix A), the notes' Markov chain p(s0, s1, s0, s2) with numbers that make
their p12/p02 slip visible, and Baum–Welch on the toy HMM from sequences it generates.

The notes' figures give no numbers; the toy numbers here are made up for Trellis (and say so).
The chain's transitions are chosen so that p(s2 | s0) = 0.6 and p(s2 | s1) = 0.1 differ: the
notes' product π₀·p₀₁·p₁₀·p₁₂ (0.009) is then six times smaller than the right one,
π₀·p₀₁·p₁₀·p₀₂ (0.054)."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_int
from .discrete import BaumWelchStep, DiscreteHMM, check_stochastic


@dataclass(frozen=True)
class HMMPreset:
    """A hand-entered HMM: state and symbol names, π, A (rows: from), B (rows: state), an
    observation sequence and a state sequence (names), and where the numbers come from."""

    name: str
    states: tuple
    symbols: tuple
    pi: tuple
    A: tuple
    B: tuple
    observations: tuple
    chain: tuple
    note: str

    def model(self, **kwargs) -> DiscreteHMM:
        """The preset as a :class:`DiscreteHMM` (evaluable at once; ``fit`` starts from it)."""
        return DiscreteHMM(len(self.states), len(self.symbols), startprob=np.array(self.pi),
                           transmat=np.array(self.A), emissionprob=np.array(self.B), **kwargs)

    def symbol_indices(self, names=None) -> np.ndarray:
        """Indices of observation names (default: the preset's observation sequence)."""
        return _indices(self.symbols, self.observations if names is None else names, "symbol")

    def state_indices(self, names=None) -> np.ndarray:
        """Indices of state names (default: the preset's state sequence)."""
        return _indices(self.states, self.chain if names is None else names, "state")


def _indices(known, names, what):
    missing = [n for n in names if n not in known]
    if missing:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Unknown {what} {missing_0!r}; the {what}s "
                                                    "are {known}."), what=what,
                        missing_0=missing[0], known=', '.join(known))
    return np.array([known.index(n) for n in names], dtype=np.int64)


ICE_CREAM = HMMPreset(
    "ice cream (Eisner; Jurafsky & Martin)", ("Hot", "Cold"), ("1", "2", "3"),
    (0.8, 0.2), ((0.6, 0.4), (0.5, 0.5)), ((0.2, 0.4, 0.4), (0.5, 0.4, 0.1)),
    ("3", "1", "3"), ("Hot", "Hot", "Cold"),
    "Jason Eisner's ice-cream HMM as in Jurafsky & Martin, appendix A: the weather (Hot or "
    "Cold) is hidden, the number of ice creams eaten (1–3) is observed.")

NOTES_TOY = HMMPreset(
    "notes' toy model (3 states, 3 symbols)", ("h0", "h1", "h2"), ("o0", "o1", "o2"),
    (0.6, 0.3, 0.1), ((0.1, 0.3, 0.6), (0.5, 0.4, 0.1), (0.3, 0.3, 0.4)),
    ((0.7, 0.2, 0.1), (0.1, 0.7, 0.2), (0.2, 0.2, 0.6)),
    ("o0", "o1", "o0", "o2"), ("h0", "h1", "h0", "h2"),
    "The notes' example: hidden states h0–h2, observations o0–o2, the sequence (o0, o1, o0, "
    "o2). The notes' figure gives no numbers; these are made up for Trellis, with "
    "p(h2 | h0) = 0.6 ≠ p(h2 | h1) = 0.1 so that the notes' p12 for p02 shows. Edit any cell.")

PRESETS = (ICE_CREAM, NOTES_TOY)


@dataclass(frozen=True)
class ChainProduct:
    """P(s_1 … s_n) = π(s_1) Π_t A(s_{t−1}, s_t) (· p(end) = 1: no end state), its factors as
    (label, value) pairs, and the notes' version with their last factor (p12 for p02)."""

    states: tuple
    factors: tuple
    probability: float
    notes_factors: tuple
    notes_probability: float


def chain_product(pi, A, sequence, states=None) -> ChainProduct:
    """The probability of a state sequence under a Markov chain, factor by factor.
    ``sequence`` holds state indices; ``states`` names them (default s0, s1, …).

    ``notes_*`` repeat the notes' slip of [NLP] 6 for the sequence (s0, s1, s0, s2): the last
    factor p(s2 | s1) where the state before s2 is s0; for any other sequence they equal the
    right product."""
    pi = check_stochastic("π", pi, (np.size(pi),))
    A = check_stochastic("A", A, (len(pi), len(pi)))
    seq = np.asarray(sequence)
    if seq.ndim != 1 or len(seq) == 0 or seq.dtype.kind not in "iu" or \
            seq.min() < 0 or seq.max() >= len(pi):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The sequence must be state indices "
                                                    "0…{n_pi}, at least one."), n_pi=len(pi) - 1)
    names = tuple(states) if states is not None else tuple(f"s{i}" for i in range(len(pi)))
    steps = list(zip(seq[:-1], seq[1:]))
    factors = ((f"π({names[seq[0]]})", float(pi[seq[0]])),) + tuple(
        (f"p({names[b]}|{names[a]})", float(A[a, b])) for a, b in steps)
    notes = factors
    if tuple(seq.tolist()) == (0, 1, 0, 2):
        notes = factors[:-1] + ((f"p({names[2]}|{names[1]})", float(A[1, 2])),)
    return ChainProduct(names, factors, float(np.prod([v for _, v in factors])), notes,
                        float(np.prod([v for _, v in notes])))


def notes_chain() -> ChainProduct:
    """The notes' p(s0, s1, s0, s2) on the toy chain (π and A of :data:`NOTES_TOY`):
    0.6 · 0.3 · 0.5 · 0.6 = 0.054, where the notes' p12 gives 0.6 · 0.3 · 0.5 · 0.1 = 0.009."""
    return chain_product(NOTES_TOY.pi, NOTES_TOY.A, [0, 1, 0, 2], ("s0", "s1", "s2"))


def toy_sequences(n_sequences: int = 20, length: int = 40, random_state=0) -> np.ndarray:
    """Observation sequences (n_sequences × length, symbol indices) drawn from the toy HMM."""
    check_int(n_sequences, "n_sequences", low=1)
    X, _ = NOTES_TOY.model().sample(length, random_state, n_sequences=n_sequences)
    return X


# A start away from the truth (rows of π, A, B each stochastic) for Baum–Welch on the toy HMM.
TOY_START = (np.array([0.4, 0.3, 0.3]),
             np.array([[0.4, 0.3, 0.3], [0.3, 0.4, 0.3], [0.3, 0.3, 0.4]]),
             np.array([[0.5, 0.3, 0.2], [0.2, 0.5, 0.3], [0.3, 0.2, 0.5]]))


def iter_toy_baum_welch(sequences=None, *, n_iter: int = 50, tol: float = 1e-6
                        ) -> Iterator[BaumWelchStep]:
    """Baum–Welch on the notes' toy HMM: sequences drawn from it (:func:`toy_sequences` by
    default), EM from :data:`TOY_START`, one :class:`BaumWelchStep` per iteration
    (B_j(k) = Σ_t γ_t(j)[o_t = k] / Σ_t γ_t(j), with γ = αβ / P(O) — not the notes'
    c(i, j, k)/c(i, j))."""
    X = toy_sequences() if sequences is None else sequences
    return DiscreteHMM(3, 3, startprob=TOY_START[0], transmat=TOY_START[1],
                       emissionprob=TOY_START[2], n_iter=n_iter, tol=tol).iter_fit(X)
