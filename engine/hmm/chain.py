"""Markov chains over tag sequences: P(t_1..t_n) = Π p(t_i | previous n−1 tags), with <s> and
</s> so that the start and the end count; order 2 makes each state a pair of tags.

p(t | context) = (c(context, t) + α) / (c(context) + α·(K + 1)) over the K tags and </s>."""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_fitted, check_int, check_positive
from ..base import BaseEstimator
from .corpus import TaggedCorpus, codes, distinct

START, END = "<s>", "</s>"


class MarkovChain(BaseEstimator):
    """Counts of tag n-grams (order 1: bigrams, order 2: trigrams), add-α smoothed."""

    def __init__(self, *, order: int = 1, alpha: float = 0.1):
        self.order = order
        self.alpha = alpha

    def fit(self, tag_sequences: Iterable[Sequence[str]]) -> MarkovChain:
        """Count every (context, tag) once over the padded sequences, vectorised: each tag is
        an integer (0 = <s>, 1..K the tags, K+1 = </s>) and each n-gram one integer code."""
        order = check_int(self.order, "order", low=1, high=2)
        check_positive(self.alpha, "alpha")
        if isinstance(tag_sequences, str) or not isinstance(tag_sequences, Iterable):
            raise TypeError("Give a list of tag sequences (lists of tags), not "
                            f"{type(tag_sequences).__name__}.")
        if isinstance(tag_sequences, TaggedCorpus):       # a corpus: its tags, already flat
            flat, lengths = tag_sequences.tags, tag_sequences.lengths
        else:
            seqs = [s for s in (list(s) for s in tag_sequences) if s]
            flat = [t for s in seqs for t in s]
            lengths = np.fromiter(map(len, seqs), np.int64, len(seqs))
        if not len(flat):
            raise DataError(QT_TRANSLATE_NOOP("engine", "No tag sequences to estimate the chain "
                                                        "from."))
        if any(type(t) is not str for t in flat):
            raise TypeError("Tags must be strings.")
        self.states_ = distinct(flat)
        code = {t: i + 1 for i, t in enumerate(self.states_)}
        V = len(self.states_) + 2
        # each sequence padded as <s>^order t_1 … t_n </s>
        padded_len = lengths + order + 1
        ids = np.zeros(int(padded_len.sum()), np.int64)
        starts = np.r_[0, np.cumsum(padded_len)[:-1]]
        inner = np.repeat(starts + order, lengths) + (np.arange(len(flat)) - np.repeat(
            np.r_[0, np.cumsum(lengths)[:-1]], lengths))
        ids[inner] = codes(flat, code)
        ids[starts + padded_len - 1] = V - 1
        # n-gram ending at every position after the <s> padding
        ends = np.ones(len(ids), bool)
        for k in range(order):
            ends[starts + k] = False
        pos = np.flatnonzero(ends)
        gram = np.zeros(len(pos), np.int64)
        for k in range(order, -1, -1):
            gram = gram * V + ids[pos - k]
        grams, counts = np.unique(gram, return_counts=True)
        names = [START] + self.states_ + [END]

        def decode(g, n):
            out = []
            for _ in range(n):
                g, r = divmod(g, V)
                out.append(names[r])
            return tuple(reversed(out))

        self.counts_ = {decode(int(g), order + 1): int(c) for g, c in zip(grams, counts)}
        self.context_: dict = {}
        for key, c in self.counts_.items():
            self.context_[key[:-1]] = self.context_.get(key[:-1], 0) + c
        return self

    def prob(self, context: Sequence[str], tag: str) -> float:
        """p(tag | context) with add-α smoothing over the tags and </s>; ``context`` holds the
        previous ``order`` tags (<s> for positions before the start)."""
        check_fitted(self, "states_")
        if isinstance(context, str) or not isinstance(context, Iterable):
            raise TypeError("context must be a list of the previous tags, e.g. ['<s>'] or "
                            f"['DET']; got {type(context).__name__}.")
        ctx = tuple(context)[-self.order:]
        if len(ctx) < self.order:
            raise DataError(QT_TRANSLATE_NOOP("engine", "context {ctx} gives {n_ctx} tag(s); "
                                                        "this chain of order {order} needs the "
                                                        "previous {order} (use '<s>' before the "
                                                        "start)."), ctx=list(ctx), n_ctx=len(ctx),
                            order=self.order)
        known = set(self.states_)
        bad = [t for t in ctx if t not in known and t != START] + (
            [tag] if tag not in known and tag != END else [])
        if bad:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Unknown tag(s) {bad}; the chain knows "
                                                        "{states} (and <s>, </s>)."), bad=bad,
                            states=', '.join(self.states_))
        v = len(self.states_) + 1
        return (self.counts_.get(ctx + (tag,), 0) + self.alpha) / (
            self.context_.get(ctx, 0) + self.alpha * v)

    def log_prob(self, tags: Sequence[str]) -> tuple[float, list]:
        """log P(<s> t_1 … t_n </s>) = Σ_i log p(t_i | context_i), and the factors it is made
        of as (context, tag, p)."""
        check_fitted(self, "states_")
        if isinstance(tags, str):
            raise TypeError("Give the tags as a list (e.g. text.split()), not one string.")
        if not isinstance(tags, Iterable):
            raise TypeError(f"Give the tags as a list; got {type(tags).__name__}.")
        tags = list(tags)
        unknown = [t for t in tags if t not in self.states_]
        if unknown:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Unknown tag(s) {unknown}; the chain "
                                                        "knows {states}."), unknown=unknown,
                            states=', '.join(self.states_))
        padded = [START] * self.order + tags + [END]
        factors = [(tuple(padded[i - self.order:i]), padded[i],
                    self.prob(padded[i - self.order:i], padded[i]))
                   for i in range(self.order, len(padded))]
        return sum(math.log(p) for *_, p in factors), factors

    def transition_matrix(self) -> tuple[list, list, list]:
        """First-order p(next | previous) over [<s>] + tags (rows) and tags + [</s>] (columns)."""
        check_fitted(self, "states_")
        rows = [START] + self.states_
        cols = self.states_ + [END]
        return rows, cols, [[self.prob((r,) if self.order == 1 else (START, r), c) for c in cols]
                            for r in rows]
