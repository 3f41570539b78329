"""Markov chains over tag sequences: P(t_1..t_n) = Π p(t_i | previous n−1 tags), with <s> and
</s> so that the start and the end count; order 2 makes each state a pair of tags."""
from __future__ import annotations

import math
from collections import Counter

from .._validation import DataError, check_int, check_positive

START, END = "<s>", "</s>"


class MarkovChain:
    def __init__(self, *, order=1, alpha=0.1):
        self.order = order
        self.alpha = alpha

    def fit(self, tag_sequences):
        check_int(self.order, "order", low=1, high=2)
        check_positive(self.alpha, "alpha")
        seqs = [list(s) for s in tag_sequences if s]
        if not seqs:
            raise DataError("No tag sequences to estimate the chain from.")
        self.states_ = sorted({t for s in seqs for t in s})
        self.counts_, self.context_ = Counter(), Counter()
        for s in seqs:
            padded = [START] * self.order + s + [END]
            for i in range(self.order, len(padded)):
                ctx = tuple(padded[i - self.order:i])
                self.counts_[ctx + (padded[i],)] += 1
                self.context_[ctx] += 1
        return self

    def prob(self, context, tag):
        """p(tag | context) with add-α smoothing over the tags and </s>."""
        ctx = tuple(context)[-self.order:]
        v = len(self.states_) + 1
        return (self.counts_[ctx + (tag,)] + self.alpha) / (self.context_[ctx] + self.alpha * v)

    def log_prob(self, tags):
        """log P(<s> t_1 … t_n </s>) and the factors it is made of."""
        unknown = [t for t in tags if t not in self.states_]
        if unknown:
            raise DataError(f"Unknown tag(s) {unknown}; the chain knows {', '.join(self.states_)}.")
        padded = [START] * self.order + list(tags) + [END]
        factors = [(tuple(padded[i - self.order:i]), padded[i],
                    self.prob(padded[i - self.order:i], padded[i]))
                   for i in range(self.order, len(padded))]
        return sum(math.log(p) for *_, p in factors), factors

    def transition_matrix(self):
        """First-order p(next | previous) over [<s>] + tags (rows) and tags + [</s>] (columns)."""
        rows = [START] + self.states_
        cols = self.states_ + [END]
        return rows, cols, [[self.prob((r,) if self.order == 1 else (START, r), c) for c in cols]
                            for r in rows]
