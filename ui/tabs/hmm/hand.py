"""Hand-entered HMMs for the HMM tab: the presets (the textbook ice-cream HMM and the notes' toy
model), reading π, A and B typed into tables (each row checked to sum to 1 by
``engine.hmm.check_stochastic``, with the row named), and the trellises of an observation
sequence computed by the engine (``engine.hmm.core`` forward/backward, ``engine.hmm.viterbi``,
``DiscreteHMM.posteriors``) and handed out one column per step."""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from engine import DataError
from engine.hmm import DiscreteHMM, TrellisStep, check_stochastic, core, viterbi

KINDS = ("forward α", "backward β", "Viterbi δ", "posterior γ")
PHASES = ("forward", "backward", "viterbi", "posterior")


@dataclass(frozen=True)
class HandModel:
    """A preset: state and symbol names, π, A, B, an observation sequence, a state sequence
    for the Markov-chain probability, and where the numbers come from."""

    name: str
    states: tuple
    symbols: tuple
    pi: tuple
    A: tuple
    B: tuple
    observations: str
    chain: str
    note: str


PRESETS = (
    HandModel("ice cream (Eisner; Jurafsky & Martin)", ("Hot", "Cold"), ("1", "2", "3"),
              (0.8, 0.2), ((0.6, 0.4), (0.5, 0.5)), ((0.2, 0.4, 0.4), (0.5, 0.4, 0.1)),
              "3 1 3", "Hot Hot Cold",
              "Jason Eisner's ice-cream HMM as in Jurafsky & Martin, appendix A: the weather "
              "(Hot or Cold) is hidden, the number of ice creams eaten (1–3) is observed."),
    HandModel("notes' toy model (3 states, 3 symbols)", ("h0", "h1", "h2"), ("o0", "o1", "o2"),
              (0.5, 0.3, 0.2), ((0.5, 0.3, 0.2), (0.2, 0.6, 0.2), (0.3, 0.3, 0.4)),
              ((0.7, 0.2, 0.1), (0.1, 0.7, 0.2), (0.2, 0.2, 0.6)),
              "o0 o1 o0 o2", "h0 h1 h0 h2",
              "The notes' example: hidden states h0–h2, observations o0–o2, the sequence "
              "(o0, o1, o0, o2). The notes' figure gives no numbers; these are made up for "
              "Trellis. Edit any cell."),
)


def parse_names(text: str, what: str) -> tuple:
    """Names separated by spaces or commas, all different, at least one."""
    names = tuple(n for n in re.split(r"[,\s]+", text.strip()) if n)
    if not names:
        raise DataError(f"Give at least one {what} name (separated by spaces).")
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise DataError(f"The {what} name {dup[0]!r} is given twice; names must differ.")
    return names


def parse_cells(name: str, rows: tuple, cols: tuple, cells: list[list[str]]) -> np.ndarray:
    """The numbers typed in a table; a cell that is not a number is named."""
    out = np.zeros((len(rows), len(cols)))
    for i, row in enumerate(cells):
        for j, text in enumerate(row):
            try:
                out[i, j] = float(text.replace(",", ".")) if text.strip() else np.nan
            except ValueError:
                out[i, j] = np.nan
            if not np.isfinite(out[i, j]):
                raise DataError(f"{name}: the cell ({rows[i]}, {cols[j]}) holds {text!r}, not a "
                                "probability; type a number between 0 and 1.")
    return out


def check_rows(name: str, p: np.ndarray, rows: tuple) -> np.ndarray:
    """``check_stochastic`` with the row named by its state ("A row Hot sums to 1.1…")."""
    try:
        return check_stochastic(name, p, p.shape)
    except DataError as exc:
        text = re.sub(r"row (\d+)", lambda m: f"row {rows[int(m.group(1))]}", str(exc))
        raise DataError(f"{text} Fix the row (it is a probability distribution).") from None


def parse_sequence(text: str, names: tuple, what: str) -> np.ndarray:
    """Indices of the names typed (spaces or commas between them)."""
    items = [n for n in re.split(r"[,\s]+", text.strip()) if n]
    if not items:
        raise DataError(f"Type a sequence of {what}s, e.g. {' '.join(names[:3])}.")
    index = {n: k for k, n in enumerate(names)}
    bad = [n for n in items if n not in index]
    if bad:
        raise DataError(f"{bad[0]!r} is not a {what}; the {what}s are {', '.join(names)}.")
    return np.array([index[n] for n in items], dtype=np.int64)


@dataclass(frozen=True)
class HandTables:
    """Every trellis of one observation sequence (log values, (T, N)), from the engine."""

    alpha: np.ndarray
    beta: np.ndarray
    log_p: float
    delta: np.ndarray
    back: np.ndarray
    path: tuple | None
    path_log_p: float
    gamma: np.ndarray | None


def tables(pi, A, B, obs) -> HandTables:
    """α, β and log P(O) by the core; δ, ψ and the best path by ``engine.hmm.viterbi``;
    γ by ``DiscreteHMM.posteriors`` (None when P(O) = 0)."""
    lpi, lA, lB = core.log_params(pi, A, B)
    E = lB.T[obs]
    alpha, logp = core.forward(lpi, lA, E)
    beta, _ = core.backward(lpi, lA, E)
    if np.isfinite(logp):
        path, vlogp, delta, back = viterbi(pi, A, B, obs)
        gamma = DiscreteHMM(len(pi), B.shape[1], startprob=pi, transmat=A,
                            emissionprob=B).posteriors(obs)
        path = tuple(int(s) for s in path)
    else:
        path, vlogp, gamma = None, float("-inf"), None
        _, _, delta, back = core.viterbi(lpi, lA, E)
    return HandTables(alpha, beta, float(logp), delta, back, path, float(vlogp), gamma)


def steps(t: HandTables, kind: int, words: list[str]):
    """The columns of trellis ``kind`` (index into KINDS) one :class:`TrellisStep` at a
    time: β from the last observation back; the Viterbi path and the log probabilities come
    with the last column only."""
    if kind == 3 and t.gamma is None:
        raise DataError("The observations have probability 0 under this model (a zero "
                        "emission or transition rules every path out), so γ is undefined.")
    T = len(words)
    with np.errstate(divide="ignore"):
        table = (t.alpha, t.beta, t.delta, np.log(t.gamma) if t.gamma is not None else None)[
            kind]
    order = range(T - 1, -1, -1) if kind == 1 else range(T)
    for k, pos in enumerate(order, 1):
        last = k == T
        col = table[pos]
        with np.errstate(invalid="ignore"):
            score = float(col.max() if kind == 2 else core.logsumexp(col.copy(), 0))
        yield TrellisStep(k, pos, words[pos], col, t.back[pos] if kind == 2 and pos else None,
                          PHASES[kind], last, score,
                          t.path if kind == 2 and last else None,
                          (t.path_log_p if kind == 2 else t.log_p) if last else None)


def chain_log_prob(pi, A, seq) -> float:
    """log P(s_1 … s_n) = log π_{s_1} + Σ log A_{s_{t−1} s_t} of a visible Markov chain: the
    forward algorithm of the HMM whose states emit their own names (B = I), where only the
    typed path can produce the typed sequence."""
    n = len(pi)
    lpi, lA, lB = core.log_params(pi, A, np.eye(n))
    return float(core.forward(lpi, lA, lB.T[seq])[1])
