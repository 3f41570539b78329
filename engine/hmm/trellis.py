"""The trellis step of the HMM tagger and the small checks its methods share."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import DataError, check_positive


@dataclass(frozen=True)
class TrellisStep(Step):
    """Column ``position`` (0-based) of a trellis, in log values, filled as step ``iteration``
    (β fills from the last word back). ``column`` has one value per state in
    ``HMMTagger.states_`` (tags, or tag pairs "t1 t2" for order 2; −∞ = unreachable or dropped
    by the beam). Viterbi columns carry their back-pointers ψ_t (the flat index of each
    state's best predecessor, −1 where none) and ``kept``, the number of states still alive
    after the beam (all reachable ones without a beam). The last Viterbi step also carries
    the best ``path`` (tag indices), its ``state_path`` (state indices) and ``log_prob`` =
    log P(best path, O) including the end transition — the path is known only once the last
    column is done. ``score`` is max δ_t for Viterbi and logsumexp of the column for α, β."""

    iteration: int
    position: int
    word: str
    column: np.ndarray
    back: np.ndarray | None
    phase: str              # "viterbi", "forward", "backward" or "posterior" (log γ)
    converged: bool         # the trellis is complete (a dynamic programme is then exact)
    score: float = float("nan")
    path: tuple | None = None
    log_prob: float | None = None
    kept: int | None = None
    state_path: tuple | None = None
    stopped: str | None = None

    objective_name: ClassVar[str] = "score"
    iterative: ClassVar[bool] = False


def column_steps(words, table: np.ndarray, phase: str, *, log_prob: float,
                 back: np.ndarray | None = None, path: tuple | None = None,
                 state_path: tuple | None = None, kept: np.ndarray | None = None):
    """The one way a computed trellis (``table`` (T, states…), from :mod:`engine.hmm.core`) is
    handed out as :class:`TrellisStep` s, one column per step: β (``phase="backward"``) from
    the last position back, every other phase from the first. ``score`` is max δ_t for
    Viterbi and logsumexp of the column otherwise; back-pointers go with every column but
    the first; ``path``, ``state_path`` and ``log_prob`` come with the last step only (the
    best path is known only when the trellis is complete). Used by ``HMMTagger`` and
    ``DiscreteHMM``; the columns are read-only views of ``table``."""
    from .core import logsumexp

    table = np.asarray(table)
    table.flags.writeable = False
    if back is not None:
        back = np.asarray(back)
        back.flags.writeable = False
    T = len(words)
    order = range(T - 1, -1, -1) if phase == "backward" else range(T)
    for k, t in enumerate(order, 1):
        col = table[t]
        with np.errstate(divide="ignore", invalid="ignore"):
            score = float(col.max() if phase == "viterbi" else logsumexp(col, 0))
        last = k == T
        yield TrellisStep(
            k, t, words[t], col, back[t] if back is not None and t else None, phase, last,
            score, path if last else None, log_prob if last else None,
            int(kept[t]) if kept is not None else None, state_path if last else None)


def signature(word: str) -> str:
    """The shape and last three letters of a word (a coarse unknown-word class, kept for
    display; the tagger itself uses the suffix tries of :mod:`engine.hmm.unknown`)."""
    shape = ("D" if any(c.isdigit() for c in word) else "") + \
            ("C" if word[:1].isupper() else "") + ("H" if "-" in word else "")
    return f"{shape}|{word[-3:].lower()}"


def _check_words(words) -> list[str]:
    if isinstance(words, str):
        raise TypeError("Give the sentence as a list of words (e.g. text.split()), not one "
                        "string.")
    try:
        words = list(words)
    except TypeError:
        raise TypeError(f"Give a list of words; got {type(words).__name__}.") from None
    if not words:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give at least one word to tag."))
    bad = [w for w in words if not isinstance(w, str)]
    if bad:
        raise TypeError(f"Words must be strings; got {bad[0]!r}.")
    return words


def _batches(cost: np.ndarray, budget: float):
    """Consecutive (start, end) ranges whose summed cost (``cost`` is cumulative) stays
    within ``budget``, at least one item each."""
    a, n = 0, len(cost)
    while a < n:
        base = cost[a - 1] if a else 0.0
        b = max(a + 1, int(np.searchsorted(cost, base + budget, "right")))
        yield a, b
        a = b


def _check_beam(beam):
    if beam is None:
        return None
    value = check_positive(beam, "beam")
    if value <= 1:
        raise ValueError(f"beam must be a ratio θ > 1 (TnT uses 1000) or None; got {beam!r}.")
    return value
