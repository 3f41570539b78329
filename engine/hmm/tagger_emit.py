"""The emission scores of an :class:`engine.hmm.HMMTagger`: known words' rows of log B, unknown
words' case variants and suffix model (:mod:`engine.hmm.unknown`), and the candidate tags the
tagger's Viterbi takes per token, looked up for a whole batch at once (each distinct unknown
word once). A mixin of the tagger: it reads the fitted arrays the tagger's fit sets
(``vocab_``, ``log_emit_``, ``word_counts_``, ``suffix_model_``); see :mod:`engine.hmm.tagger`
for the formulas."""
from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from operator import itemgetter

import numpy as np

from .._validation import check_fitted
from . import core
from .unknown import WordExplanation


class EmissionsMixin:
    """log P(word | tag) of known and unknown words, their explanations and candidate tags
    (the methods of :class:`engine.hmm.HMMTagger` that read its emission arrays)."""

    def emission(self, word: str) -> np.ndarray:
        """log P(word | tag) for every tag (up to a constant for unknown words)."""
        check_fitted(self, "tags_")
        _check_word(word)
        i = self.vocab_.get(word)
        if i is not None:
            return self.log_emit_[:, i]
        return self._unknown_emission(word)

    def case_variant(self, word: str) -> str | None:
        """The known lower-case or capitalised form of an unknown ``word`` (None if neither)."""
        check_fitted(self, "tags_")
        _check_word(word)
        for v in (word.lower(), word.capitalize()):
            if v != word and v in self.vocab_:
                return v
        return None

    def _word_rows(self) -> np.ndarray:
        """log B as (V, n), contiguous, so that gathering the rows of many words is fast."""
        src, rows = getattr(self, "_by_word", (None, None))
        if src is not self.log_emit_:         # a refit (even to the same shape) or a load
            rows = np.ascontiguousarray(self.log_emit_.T)
            self._by_word = (self.log_emit_, rows)
        return rows

    def _word_candidates(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """:func:`engine.hmm.core.candidates` of every known word's row of log B, listed once
        per fitted model (a known word has few tags with a finite score)."""
        src, cands = getattr(self, "_by_word_cands", (None, None))
        if src is not self.log_emit_:
            cands = core.candidates(self._word_rows())
            self._by_word_cands = (self.log_emit_, cands)
        return cands

    def _candidates(self, words: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """:func:`engine.hmm.core.candidates` of the tokens' emission rows (those of
        :meth:`_emissions`) without building the rows: known words' candidates come from
        :meth:`_word_candidates`, and so do those of an unknown word with a known case variant
        (its row is that word's); each distinct other unknown word's are found once."""
        ids = np.fromiter(map(self.vocab_.get, words, repeat(-1, len(words))), np.int64,
                          len(words))
        counts, tags, scores = self._word_candidates()
        unknown = np.flatnonzero(ids < 0)
        if unknown.size:
            types, inverse = _distinct(words, unknown)       # each distinct unknown word once
            row = self._variants(types)                      # the case variant's, or −1
            rest = np.flatnonzero(row < 0)
            if rest.size:
                E = self._suffix_rows([types[k] for k in rest.tolist()])
                u = _dense_candidates(E) if np.isfinite(E).all() else core.candidates(E)
                row[rest] = len(counts) + np.arange(len(rest))
                counts, tags, scores = (np.concatenate([w, x]) for w, x in
                                        zip((counts, tags, scores), u))
            ids[unknown] = row[inverse]
        start = np.cumsum(counts) - counts
        n_tok = counts[ids]
        pos = np.repeat(start[ids] - (np.cumsum(n_tok) - n_tok), n_tok) + \
            np.arange(int(n_tok.sum()))
        return n_tok, tags[pos], scores[pos]

    def _variants(self, words: list[str]) -> np.ndarray:
        """Per distinct unknown word, the vocabulary index of its known lower-case form, else
        of its known capitalised form (:meth:`case_variant`), else −1 (always −1 with
        ``unknown="none"``, whose rows are all zeros)."""
        n = len(words)
        if self.unknown == "none":
            return np.full(n, -1, np.int64)
        vocab = self.vocab_
        # the lower-case forms by one str.lower of all words (lower-casing never makes or
        # takes a line break, and a break ends a word for Σ/ς as the end of the word does);
        # the capitalised form only for the words whose lower-case form is not known
        joined = "\n".join(words)
        lows = joined.lower().split("\n") if joined.count("\n") == n - 1 else \
            [w.lower() for w in words]
        variant = np.fromiter(map(vocab.get, lows, repeat(-1, n)), np.int64, n)
        miss = np.flatnonzero(variant < 0)
        caps = map(str.capitalize, _pick(words, miss))
        variant[miss] = np.fromiter(map(vocab.get, caps, repeat(-1, len(miss))), np.int64,
                                    len(miss))
        return variant

    def _suffix_rows(self, words: list[str]) -> np.ndarray:
        """The emission rows (U, n) of unknown words without a known case variant."""
        if self.unknown == "none":
            return np.zeros((len(words), len(self.tags_)))
        return self.suffix_model_.log_emissions(words)

    def _unknown_emissions(self, words: list[str]) -> np.ndarray:
        """:meth:`_unknown_emission` of many distinct unknown words at once (U, n)."""
        variant = self._variants(words)
        out = np.empty((len(words), len(self.tags_)))
        has = variant >= 0
        out[has] = self._word_rows()[variant[has]]
        rest = np.flatnonzero(~has)
        if len(rest):
            out[rest] = self._suffix_rows(_pick(words, rest))
        return out

    def _unknown_emission(self, word: str) -> np.ndarray:
        if self.unknown == "none":
            return np.zeros(len(self.tags_))
        v = self.case_variant(word)
        if v is not None:
            return self.log_emit_[:, self.vocab_[v]]
        return self.suffix_model_.log_emission(word)

    def explain(self, word: str) -> WordExplanation:
        """Why ``word`` gets its emission scores: a known word's training counts, or for an
        unknown word the shape trie, the suffix that decided and the successive-abstraction
        chain of probabilities (see :class:`engine.hmm.WordExplanation`)."""
        check_fitted(self, "tags_")
        if not isinstance(word, str):
            raise TypeError(f"Give a word as a string; got {type(word).__name__}.")
        tags = tuple(self.tags_)
        i = self.vocab_.get(word)
        if i is not None:
            return WordExplanation(word, True, tags, self.log_emit_[:, i].copy(),
                                   self.word_counts_[i].copy())
        if self.unknown == "none":
            return WordExplanation(word, False, tags, np.zeros(len(tags)))
        v = self.case_variant(word)
        if v is not None:
            j = self.vocab_[v]
            return WordExplanation(word, False, tags, self.log_emit_[:, j].copy(),
                                   self.word_counts_[j].copy(), case_variant=v)
        return self.suffix_model_.explain(word, tags)

    def _emissions(self, words: Sequence[str]) -> np.ndarray:
        """(T, n) log B_t(w): known words by one fancy-index, each distinct unknown word once."""
        ids = np.fromiter(map(self.vocab_.get, words, repeat(-1, len(words))), np.int64,
                          len(words))
        by_word = self._word_rows()
        E = by_word[np.maximum(ids, 0)] if by_word.size else np.zeros(
            (len(words), len(self.tags_)))
        unknown = np.flatnonzero(ids < 0)
        if unknown.size:
            types, inverse = _distinct(words, unknown)       # each distinct unknown word once
            E[unknown] = self._unknown_emissions(types)[inverse]
        return E


def _pick(words: Sequence[str], at: np.ndarray) -> list[str]:
    """``[words[k] for k in at]``, by one itemgetter call (no Python loop per word)."""
    if len(at) < 2:
        return [words[k] for k in at.tolist()]
    return list(itemgetter(*at.tolist())(words))


def _distinct(words: Sequence[str], at: np.ndarray) -> tuple[list[str], np.ndarray]:
    """The distinct words among ``words[at]`` in the order first seen, and each one's index
    among them."""
    picked = _pick(words, at)
    types = list(dict.fromkeys(picked))
    index = dict(zip(types, range(len(types))))
    return types, np.fromiter(map(index.__getitem__, picked), np.int64, len(picked))


def _dense_candidates(E: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`engine.hmm.core.candidates` of rows that are finite throughout (the suffix
    model's): every tag of every row, in order."""
    R, N = E.shape
    return np.full(R, N, np.int64), np.tile(np.arange(N), R), np.ascontiguousarray(E).ravel()


def _check_word(word) -> None:
    if not isinstance(word, str):
        raise TypeError(f"Give a word as a string; got {type(word).__name__}.")
