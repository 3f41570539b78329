"""How well a model predicts text: cross-entropy and perplexity on held-out sentences, and one
sentence's probability factor by factor with the n-gram behind each factor.

Over the N predicted tokens (every word and every ``</s>``; ``<s>`` is never predicted)

    H = −(1/N) Σ_t log₂ P(w_t | h_t)  bits per token,    perplexity PP = 2^H,

so PP is the inverse of the geometric mean of the probabilities (Jurafsky and Martin, ch.
"N-gram Language Models"). One token of probability 0 makes H and PP infinite: the reason
to smooth.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..._messages import QT_TRANSLATE_NOOP
from ..._validation import DataError
from .corpus import EOS
from .counting import NgramCounts, find_ngrams


@dataclass(frozen=True)
class Evaluation:
    """How well a model predicts held-out sentences: H = −(1/N) Σ log₂ P(w_t | h_t) bits per
    token, perplexity 2^H (∞ when some token has probability 0), and the share of such tokens."""

    n_tokens: int
    log2_prob: float            # Σ log₂ P (−∞ with a zero)
    cross_entropy: float
    perplexity: float
    zero_share: float


@dataclass(frozen=True)
class WordScore:
    """One factor of a sentence's probability: the token as typed and as the model saw it
    (<UNK> for an unknown word), log₂ P(w | h), and the n-gram whose counts decided it (the
    longest one whose context was seen; always the top order under MLE, Laplace and add-k)."""

    typed: str
    word: str
    log2_prob: float
    ngram: tuple
    order: int


def evaluation_of(p: np.ndarray) -> Evaluation:
    """:class:`Evaluation` of the probabilities ``p`` of the predicted tokens (module
    docstring); a DataError when there are none."""
    if not len(p):
        raise DataError(QT_TRANSLATE_NOOP("engine", "There are no held-out sentences to "
                                                    "score; hold out at least one sentence."))
    zero = float(np.mean(p <= 0))
    with np.errstate(divide="ignore"):
        total = float(np.log2(p).sum())
    h = -total / len(p)
    return Evaluation(len(p), total, h, 2.0 ** h if math.isfinite(h) else math.inf, zero)


def word_scores(counts: NgramCounts, sentence: Sequence[str], ids: np.ndarray, pos: np.ndarray,
                p: np.ndarray, smoothing: str, order: int) -> list[WordScore]:
    """A :class:`WordScore` per predicted token of ``sentence`` (padded to ``ids``, predicted at
    ``pos`` with probabilities ``p``). The n-gram named is the top order's under MLE, Laplace
    and add-k, which use no lower order; under interpolation and Kneser–Ney the longest whose
    history was seen (the longer ones contribute nothing of their own)."""
    H, _ = find_ngrams(counts, ids, pos, order)
    used = np.full(len(pos), order)
    if smoothing in ("interpolated", "kneser_ney"):
        used[:] = 1
        for k in range(2, order + 1):
            h = H[k - 1]
            seen = (h >= 0) & (counts.ctx_count[k - 1][np.maximum(h, 0)] > 0)
            used[seen] = k
    names = counts.names()
    with np.errstate(divide="ignore"):
        logs = np.log2(p)
    typed = list(sentence) + [EOS]
    return [WordScore(typed[i], names[ids[t]], float(logs[i]),
                      tuple(names[j] for j in ids[t - used[i] + 1:t + 1]), int(used[i]))
            for i, t in enumerate(pos)]
