"""Text from a language model: words sampled one at a time from P(w | h)^(1/T) renormalised
(Shannon's method, with a temperature T; T → 0 is greedy), and the longest span of the output
copied word for word from the training sentences — what a high-order model mostly does.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import chain

import numpy as np

from ..counts import encode_tokens
from .corpus import EOS, check_sentences


def sample_words(distribution: Callable[[list[str]], np.ndarray], vocab: Sequence[str],
                 context: Sequence[str], n_words: int, temperature: float,
                 rng: np.random.Generator) -> list[str]:
    """Up to ``n_words`` words after ``context``, each drawn with probability proportional to
    P(w | h)^(1/T) over ``vocab`` (``distribution(h)`` gives P(· | h) in its order), the most
    probable one when T = 0; the sentence ends at </s>, or when a context was never seen
    (MLE gives no distribution after it)."""
    history, out = list(context), []
    for _ in range(n_words):
        p = distribution(history)
        if p.sum() <= 0:                               # MLE after an unseen context
            break
        if temperature == 0:
            i = int(np.argmax(p))
        else:
            # P^(1/T) by its logarithm, shifted by its maximum: small T would underflow P^(1/T)
            with np.errstate(divide="ignore"):
                logits = np.log(p) / temperature
            q = np.exp(logits - logits.max())
            i = int(rng.choice(len(p), p=q / q.sum()))
        word = vocab[i]
        if word == EOS:
            break
        out.append(word)
        history.append(word)
    return out


def longest_copied_span(words: Sequence[str], sentences: Sequence[Sequence[str]]
                        ) -> tuple[int, int]:
    """(start, length) of the longest run of ``words`` that occurs word for word in one of the
    training ``sentences`` (0, 0 when none does): candidate positions of each start are filtered
    one word further at a time, vectorised over the corpus."""
    sentences = check_sentences(sentences)
    (words,) = check_sentences([words], "words")
    # the corpus and the query encoded together by the one counting implementation; each
    # sentence is followed by a separator (−1), so no span crosses two sentences
    lengths = np.fromiter(map(len, sentences), np.int64, len(sentences))
    n = int(lengths.sum())
    _, codes = encode_tokens(list(chain.from_iterable(sentences)) + list(words))
    ids = np.full(n + len(sentences) + 1, -1, np.int64)
    ids[np.arange(n) + np.repeat(np.arange(len(sentences)), lengths)] = codes[:n]
    q = codes[n:]
    best = (0, 0)
    for i in range(len(q)):                                # a loop over the query's words
        at = np.flatnonzero(ids == q[i])
        length = 0
        while len(at):
            length += 1
            if i + length == len(q):
                break
            at = at[ids[np.minimum(at + length, len(ids) - 1)] == q[i + length]]
        if length > best[1]:
            best = (i, length)
    return best
