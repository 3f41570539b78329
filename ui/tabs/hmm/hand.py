"""Hand-entered HMMs for the HMM tab: the presets (the textbook ice-cream HMM and the notes' toy
model), reading π, A and B typed into tables (each row checked to sum to 1 by
``engine.hmm.check_stochastic``, with the row named), and the trellises of an observation
sequence as the engine steps them (``DiscreteHMM.iter_forward``, ``iter_backward``,
``iter_viterbi``, ``iter_posteriors``): this module computes no recursion itself."""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from engine import QT_TRANSLATE_NOOP, DataError, Message
from engine.hmm import DiscreteHMM, check_stochastic
from engine.hmm.presets import PRESETS as HMM_PRESETS

KINDS = ("forward α", "backward β", "Viterbi δ", "posterior γ")


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


# The presets are the engine's (engine.hmm.presets), written as the view's tables show them.
PRESETS = tuple(HandModel(p.name, p.states, p.symbols, p.pi, p.A, p.B, " ".join(p.observations),
                          " ".join(p.chain), p.note) for p in HMM_PRESETS)


# the messages name what is typed ("state" or "symbol"); whole sentences, so each translates
NO_NAMES = {"state": QT_TRANSLATE_NOOP("engine", "Give at least one state name (separated by "
                                                 "spaces)."),
            "symbol": QT_TRANSLATE_NOOP("engine", "Give at least one symbol name (separated by "
                                                  "spaces).")}
TWICE = {"state": QT_TRANSLATE_NOOP("engine", "The state name {name!r} is given twice; names "
                                              "must differ."),
         "symbol": QT_TRANSLATE_NOOP("engine", "The symbol name {name!r} is given twice; names "
                                               "must differ.")}
NO_SEQUENCE = {"state": QT_TRANSLATE_NOOP("engine", "Type a sequence of states, e.g. "
                                                    "{example}."),
               "symbol": QT_TRANSLATE_NOOP("engine", "Type a sequence of symbols, e.g. "
                                                     "{example}.")}
NOT_ONE = {"state": QT_TRANSLATE_NOOP("engine", "{name!r} is not a state; the states are "
                                                "{names}."),
           "symbol": QT_TRANSLATE_NOOP("engine", "{name!r} is not a symbol; the symbols are "
                                                 "{names}.")}


def parse_names(text: str, what: str) -> tuple:
    """Names separated by spaces or commas, all different, at least one (``what``: "state" or
    "symbol", as the messages say)."""
    names = tuple(n for n in re.split(r"[,\s]+", text.strip()) if n)
    if not names:
        raise DataError(NO_NAMES[what])
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise DataError(TWICE[what], name=dup[0])
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
                raise DataError(QT_TRANSLATE_NOOP("engine", "{name}: the cell ({row}, {col}) "
                                                            "holds {text!r}, not a probability; "
                                                            "type a number between 0 and 1."),
                                name=name, row=rows[i], col=cols[j], text=text)
    return out


def check_rows(name: str, p: np.ndarray, rows: tuple) -> np.ndarray:
    """``check_stochastic`` with the row named by its state ("A row Hot sums to 1.1…")."""
    try:
        return check_stochastic(name, p, p.shape)
    except DataError as exc:
        fields = dict(exc.fields)
        if "bad_0" in fields:                       # the row by its state's name, not its index
            fields["bad_0"] = rows[int(fields["bad_0"])]
        reason = Message(exc.template, **fields)
        raise DataError(QT_TRANSLATE_NOOP("engine", "{reason} Fix the row (it is a probability "
                                                    "distribution)."), reason=reason) from None


def parse_sequence(text: str, names: tuple, what: str) -> np.ndarray:
    """Indices of the names typed (spaces or commas between them)."""
    items = [n for n in re.split(r"[,\s]+", text.strip()) if n]
    if not items:
        raise DataError(NO_SEQUENCE[what], example=" ".join(names[:3]))
    index = {n: k for k, n in enumerate(names)}
    bad = [n for n in items if n not in index]
    if bad:
        raise DataError(NOT_ONE[what], name=bad[0], names=", ".join(names))
    return np.array([index[n] for n in items], dtype=np.int64)


ITERS = ("iter_forward", "iter_backward", "iter_viterbi", "iter_posteriors")


@dataclass(frozen=True)
class HandRun:
    """A checked model (as an ``engine.hmm.DiscreteHMM``), the observation indices and their
    names, and every trellis of them as the engine's own steps (``steps[kind]``, a tuple of
    :class:`TrellisStep` in the order the engine yields them; None for γ when P(O) = 0).
    Nothing here computes: it only keeps and arranges what the engine yielded."""

    hmm: DiscreteHMM
    obs: np.ndarray
    words: tuple
    steps: tuple

    @property
    def log_p(self) -> float:
        """log P(O), as the forward pass's last step gives it."""
        return float(self.steps[0][-1].log_prob)

    def iter_steps(self, kind: int):
        """The engine's generator for trellis ``kind`` (index into KINDS), called afresh: the
        view steps through it column by column."""
        if self.steps[kind] is None:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The observations have probability 0 under "
                                                        "this model (a zero emission or transition "
                                                        "rules every path out), so γ is "
                                                        "undefined."))
        return getattr(self.hmm, ITERS[kind])(self.obs)

    def table(self, kind: int) -> np.ndarray | None:
        """Trellis ``kind`` as (T, N) log values, rows by position (for the CSV and the
        explanations); None when the engine refused it."""
        if self.steps[kind] is None:
            return None
        out = np.empty((len(self.words), self.hmm.n_components))
        for s in self.steps[kind]:
            out[s.position] = s.column
        return out


def run(pi, A, B, obs, words) -> HandRun:
    """The model checked by the engine and its four trellises drained from
    ``DiscreteHMM.iter_forward/iter_backward/iter_viterbi/iter_posteriors`` (a hand-typed
    model is a few states by a few observations: microseconds)."""
    hmm = DiscreteHMM(len(pi), B.shape[1], startprob=pi, transmat=A, emissionprob=B)
    steps = [tuple(getattr(hmm, name)(obs)) for name in ITERS[:3]]
    try:
        steps.append(tuple(hmm.iter_posteriors(obs)))
    except DataError:                   # γ is undefined when P(O) = 0: the engine says so
        steps.append(None)
    return HandRun(hmm, np.asarray(obs), tuple(words), tuple(steps))


def chain_log_prob(pi, A, seq) -> float:
    """log P(s_1 … s_n) = log π_{s_1} + Σ log A_{s_{t−1} s_t} of a visible Markov chain: the
    engine's forward score of the HMM whose states emit their own names (B = I), where only
    the typed path can produce the typed sequence."""
    n = len(pi)
    return DiscreteHMM(n, n, startprob=pi, transmat=A, emissionprob=np.eye(n)).score(seq)
