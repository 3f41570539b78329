"""A first-order HMM part-of-speech tagger trained by supervised maximum likelihood.

π_t ∝ c(<s>, t) + α, A_tu ∝ c(t, u) + α, B_t(w) = c(t, w) / c(t) for known words. Unknown words
get P(w | t) ∝ P(t | sig(w)) / P(t) where sig is the word's shape and suffix (capitalised, digits,
hyphen, last three letters), estimated from words seen once in training (they behave most like
unseen ones, as in Brants' TnT). All arithmetic is in log space.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass

import numpy as np
from scipy.special import logsumexp

from .._steps import Step
from .._validation import DataError, check_choice, check_positive


@dataclass(frozen=True)
class TrellisStep(Step):
    """Column t of a trellis (log values) and, for Viterbi, its back-pointers."""

    iteration: int          # position t, 1-based
    word: str
    column: np.ndarray
    back: np.ndarray | None
    phase: str
    converged: bool


def signature(word):
    """The unknown-word class of a word: its shape and its last three letters."""
    shape = ("D" if any(c.isdigit() for c in word) else "") + \
            ("C" if word[:1].isupper() else "") + ("H" if "-" in word else "")
    return f"{shape}|{word[-3:].lower()}"


class HMMTagger:
    """``unknown="suffix"`` uses the shape/suffix model for unseen words; ``"none"`` gives them
    the same score for every tag (only the transitions decide), for comparison."""

    def __init__(self, *, order=1, alpha=0.1, unknown="suffix"):
        self.order = order
        self.alpha = alpha
        self.unknown = unknown

    # -- training ---------------------------------------------------------------------------
    def fit(self, tagged_sentences):
        check_positive(self.alpha, "alpha")
        if self.order != 1:
            raise ValueError("The tagger is first order (states are tags); second-order chains "
                             "are in engine.hmm.chain.MarkovChain(order=2).")
        check_choice(self.unknown, "unknown", ("suffix", "none"))
        sents = [s for s in tagged_sentences if s]
        if not sents:
            raise DataError("The corpus has no tagged sentences.")
        self.tags_ = sorted({t for s in sents for _, t in s})
        index = {t: i for i, t in enumerate(self.tags_)}
        n = len(self.tags_)
        start = np.full(n, self.alpha)
        trans = np.full((n, n), self.alpha)
        emit = defaultdict(Counter)
        word_count = Counter()
        for s in sents:   # counting is a single pass over the corpus
            ids = [index[t] for _, t in s]
            start[ids[0]] += 1
            np.add.at(trans, (ids[:-1], ids[1:]), 1)
            for w, t in s:
                emit[w][index[t]] += 1
                word_count[w] += 1
        self.log_start_ = np.log(start / start.sum())
        self.log_trans_ = np.log(trans / trans.sum(axis=1, keepdims=True))
        tag_count = np.zeros(n)
        for counts in emit.values():
            for t, c in counts.items():
                tag_count[t] += c
        self.vocab_ = {w: i for i, w in enumerate(emit)}
        B = np.zeros((n, len(self.vocab_)))
        for w, counts in emit.items():
            for t, c in counts.items():
                B[t, self.vocab_[w]] = c
        with np.errstate(divide="ignore"):
            self.log_emit_ = np.log(B / tag_count[:, None])
        self.most_frequent_ = {w: self.tags_[max(c, key=c.get)] for w, c in emit.items()}
        self._fit_unknown(emit, word_count, tag_count)
        return self

    def _fit_unknown(self, emit, word_count, tag_count):
        n = len(self.tags_)
        prior = tag_count / tag_count.sum()
        sig_counts = defaultdict(lambda: np.zeros(n))
        for w, counts in emit.items():
            if word_count[w] == 1:   # hapax words stand in for unseen ones
                for t, c in counts.items():
                    sig_counts[signature(w)][t] += c
        self._log_prior = np.log(prior)
        self._sig = {k: np.log((v + prior) / (v.sum() + 1)) for k, v in sig_counts.items()}
        self._open_class = np.log(prior)   # unknown signature: fall back to the prior

    def save(self, path):
        """Write the trained tagger to one .npz file (arrays and vocabularies, no pickle)."""
        sigs = sorted(self._sig)
        np.savez_compressed(
            path, tags=np.array(self.tags_, dtype=object).astype(str),
            words=np.array(list(self.vocab_), dtype=str), log_start=self.log_start_,
            log_trans=self.log_trans_, log_emit=self.log_emit_, log_prior=self._log_prior,
            sig_keys=np.array(sigs, dtype=str),
            sig_values=np.array([self._sig[k] for k in sigs]).reshape(len(sigs),
                                                                       len(self.tags_)),
            mf_words=np.array(list(self.most_frequent_), dtype=str),
            mf_tags=np.array(list(self.most_frequent_.values()), dtype=str),
            alpha=self.alpha)

    @classmethod
    def load(cls, path):
        """Read a tagger written by :meth:`save`."""
        try:
            d = np.load(path, allow_pickle=False)
        except (OSError, ValueError) as exc:
            raise DataError(f"Cannot read a saved tagger from {path}: {exc}") from None
        m = cls(alpha=float(d["alpha"]))
        m.tags_ = d["tags"].tolist()
        m.vocab_ = {w: i for i, w in enumerate(d["words"].tolist())}
        m.log_start_, m.log_trans_, m.log_emit_ = d["log_start"], d["log_trans"], d["log_emit"]
        m._log_prior = d["log_prior"]
        m._open_class = m._log_prior
        m._sig = dict(zip(d["sig_keys"].tolist(), d["sig_values"]))
        m.most_frequent_ = dict(zip(d["mf_words"].tolist(), d["mf_tags"].tolist()))
        return m

    def emission(self, word):
        """log P(word | tag) for every tag (up to a constant for unknown words)."""
        i = self.vocab_.get(word)
        if i is not None:
            return self.log_emit_[:, i]
        if self.unknown == "none":
            return np.zeros(len(self.tags_))
        p_tag_given_sig = self._sig.get(signature(word), self._open_class)
        return p_tag_given_sig - self._log_prior

    def _emissions(self, words):
        if not words:
            raise DataError("Give at least one word to tag.")
        return np.stack([self.emission(w) for w in words])     # (T, n)

    # -- inference --------------------------------------------------------------------------
    def forward(self, words):
        """log α trellis (T, n) and log P(O)."""
        E = self._emissions(words)
        alpha = np.empty_like(E)
        alpha[0] = self.log_start_ + E[0]
        for t in range(1, len(words)):   # time is sequential; states are vectorised
            alpha[t] = logsumexp(alpha[t - 1][:, None] + self.log_trans_, axis=0) + E[t]
        return alpha, float(logsumexp(alpha[-1]))

    def backward(self, words):
        """log β trellis (T, n) and log P(O) = logsumexp(π + B(o_1) + β_1)."""
        E = self._emissions(words)
        beta = np.zeros_like(E)
        for t in range(len(words) - 2, -1, -1):
            beta[t] = logsumexp(self.log_trans_ + (E[t + 1] + beta[t + 1])[None, :], axis=1)
        return beta, float(logsumexp(self.log_start_ + E[0] + beta[0]))

    def viterbi(self, words):
        """Best tag path, δ trellis, back-pointers and log P(best path, O)."""
        E = self._emissions(words)
        T, n = E.shape
        delta = np.empty_like(E)
        back = np.zeros((T, n), dtype=np.int64)
        delta[0] = self.log_start_ + E[0]
        for t in range(1, T):
            scores = delta[t - 1][:, None] + self.log_trans_
            back[t] = scores.argmax(axis=0)
            delta[t] = scores[back[t], np.arange(n)] + E[t]
        path = np.empty(T, dtype=np.int64)
        path[-1] = int(delta[-1].argmax())
        for t in range(T - 1, 0, -1):
            path[t - 1] = back[t, path[t]]
        return [self.tags_[i] for i in path], delta, back, float(delta[-1].max())

    def iter_viterbi(self, words):
        """One :class:`TrellisStep` per position, with its back-pointers."""
        _, delta, back, _ = self.viterbi(words)
        for t, w in enumerate(words):
            yield TrellisStep(t + 1, w, delta[t], back[t] if t else None, "viterbi",
                              t == len(words) - 1)

    def iter_forward(self, words):
        alpha, _ = self.forward(words)
        for t, w in enumerate(words):
            yield TrellisStep(t + 1, w, alpha[t], None, "forward", t == len(words) - 1)

    def tag(self, words):
        return list(zip(words, self.viterbi(words)[0]))

    def tag_sents(self, sentences):
        """Tag many sentences with one Viterbi pass over all of them at once: the sentences are
        padded to one length and the recursion runs over positions, vectorised over sentences
        and tags."""
        sentences = [list(s) for s in sentences]
        if not sentences:
            return []
        if any(not s for s in sentences):
            raise DataError("Every sentence needs at least one word.")
        S, T, n = len(sentences), max(map(len, sentences)), len(self.tags_)
        lengths = np.array([len(s) for s in sentences])
        E = np.zeros((S, T, n))
        cache = {}
        for k, s in enumerate(sentences):   # look-ups only; the recursion below is vectorised
            E[k, :len(s)] = [cache[w] if w in cache else cache.setdefault(w, self.emission(w))
                             for w in s]
        delta = self.log_start_ + E[:, 0]
        back = np.zeros((S, T, n), dtype=np.int64)
        for t in range(1, T):
            scores = delta[:, :, None] + self.log_trans_[None]          # (S, from, to)
            back[:, t] = scores.argmax(axis=1)
            new = np.take_along_axis(scores, back[:, t][:, None, :], 1)[:, 0] + E[:, t]
            active = (t < lengths)[:, None]                              # padding keeps δ
            delta = np.where(active, new, delta)
        path = np.zeros((S, T), dtype=np.int64)
        path[np.arange(S), lengths - 1] = delta.argmax(axis=1)
        for t in range(T - 1, 0, -1):
            inside = t < lengths
            prev = back[np.arange(S), t, path[:, t]]
            path[:, t - 1] = np.where(inside, prev, path[:, t - 1])
        return [list(zip(s, [self.tags_[i] for i in path[k, :len(s)]]))
                for k, s in enumerate(sentences)]

    def evaluate(self, tagged_sentences):
        """Token accuracy overall, on known and on unknown words, and of the most-frequent-tag
        baseline (unknown words get the most frequent tag overall)."""
        right = known_right = known = base_right = total = 0
        fallback = self.tags_[int(np.argmax(self._log_prior))]
        for s in tagged_sentences:
            words = [w for w, _ in s]
            pred = self.viterbi(words)[0]
            for (w, gold), p in zip(s, pred):
                total += 1
                right += p == gold
                if w in self.vocab_:
                    known += 1
                    known_right += p == gold
                base_right += self.most_frequent_.get(w, fallback) == gold
        unknown = total - known
        return {"accuracy": right / total if total else float("nan"),
                "known": known_right / known if known else float("nan"),
                "unknown": (right - known_right) / unknown if unknown else float("nan"),
                "baseline": base_right / total if total else float("nan"),
                "tokens": total, "unknown_tokens": unknown}
