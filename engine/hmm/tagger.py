"""A first-order HMM part-of-speech tagger trained by supervised maximum likelihood.

π_t ∝ c(<s>, t) + α, A_tu ∝ c(t, u) + α, B_t(w) = c(t, w) / c(t) for known words. Unknown words
get P(w | t) ∝ P(t | sig(w)) / P(t) where sig is the word's shape and suffix (capitalised, digits,
hyphen, last three letters), estimated from words seen once in training (they behave most like
unseen ones, as in Brants' TnT). All arithmetic is in log space, through the one core of
:mod:`engine.hmm.core` (forward α, backward β, Viterbi δ).
"""
from __future__ import annotations

import zipfile
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import numpy as np

from .._steps import Step
from .._validation import (
    DataError,
    check_choice,
    check_fitted,
    check_int,
    check_positive,
)
from . import core
from .corpus import TaggedCorpus, codes, distinct


@dataclass(frozen=True)
class TrellisStep(Step):
    """Column ``position`` (0-based) of a trellis, in log values, filled as step ``iteration``
    (β fills from the last word back). Viterbi columns carry their back-pointers ψ_t; the last
    Viterbi step also carries the best ``path`` (tag indices) and its ``log_prob`` — the path is
    known only once the last column is done. ``score`` is max_j δ_t(j) for Viterbi and
    logsumexp_j of the column for α and β."""

    iteration: int
    position: int
    word: str
    column: np.ndarray
    back: np.ndarray | None
    phase: str              # "viterbi", "forward" or "backward"
    converged: bool         # the trellis is complete (a dynamic programme is then exact)
    score: float = float("nan")
    path: tuple | None = None
    log_prob: float | None = None
    stopped: str | None = None

    objective_name: ClassVar[str] = "score"
    iterative: ClassVar[bool] = False


def signature(word: str) -> str:
    """The unknown-word class of a word: its shape and its last three letters."""
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
        raise DataError("Give at least one word to tag.")
    bad = [w for w in words if not isinstance(w, str)]
    if bad:
        raise TypeError(f"Words must be strings; got {bad[0]!r}.")
    return words


class HMMTagger:
    """``order=1``: the states are tags, A_tu = p(u | t) add-α smoothed. ``order=2``: the states
    are tag pairs and p(t3 | t1, t2) is TnT's deleted interpolation of trigram, bigram and
    unigram estimates (see ``_fit_second_order``; the λs are in ``lambdas_``); both orders run
    on the same log-space core.

    ``unknown="suffix"`` uses the shape/suffix model for unseen words; ``"none"`` gives them
    the same score for every tag (only the transitions decide), for comparison.

    ``emission_alpha`` = β > 0 smooths the emissions of known words,
    B_t(w) = (c(t, w) + β) / (c(t) + β·V) over the V known words, so that a word seen with one
    tag keeps a small probability under the others (a trellis then shows the alternatives
    Viterbi rejected); 0 (the default) is the maximum-likelihood estimate."""

    def __init__(self, *, order: int = 1, alpha: float = 0.1, unknown: str = "suffix",
                 emission_alpha: float = 0.0):
        self.order = order
        self.alpha = alpha
        self.unknown = unknown
        self.emission_alpha = emission_alpha

    # -- training ---------------------------------------------------------------------------
    def fit(self, tagged_sentences: Iterable[Sequence[tuple[str, str]]]) -> HMMTagger:
        """Count c(<s>, t), c(t, u), c(t, w) and turn them into smoothed log probabilities."""
        check_positive(self.alpha, "alpha")
        beta = check_positive(self.emission_alpha, "emission_alpha", allow_zero=True)
        order = check_int(self.order, "order", low=1, high=2)
        check_choice(self.unknown, "unknown", ("suffix", "none"))
        corpus = TaggedCorpus.from_sentences(tagged_sentences)
        if not len(corpus):
            raise DataError("The corpus has no tagged sentences.")
        self.tags_ = distinct(corpus.tags)
        index = {t: i for i, t in enumerate(self.tags_)}
        n = len(self.tags_)
        tags = codes(corpus.tags, index)
        vocab: dict[str, int] = {}
        wid = np.fromiter((vocab.setdefault(w, len(vocab)) for w in corpus.words), np.int64,
                          corpus.n_tokens)
        first = corpus.offsets[:-1]
        start = np.bincount(tags[first], minlength=n) + self.alpha
        follows = np.ones(len(tags), bool)
        follows[first] = False                          # a sentence's first tag has no previous
        trans = np.bincount(tags[:-1][follows[1:]] * n + tags[1:][follows[1:]],
                            minlength=n * n).reshape(n, n) + self.alpha
        B = np.bincount(tags * len(vocab) + wid, minlength=n * len(vocab)).reshape(
            n, len(vocab)).astype(float)
        tag_count = B.sum(axis=1)
        if order == 1:
            self.log_start_ = np.log(start / start.sum())
            self.log_trans_ = np.log(trans / trans.sum(axis=1, keepdims=True))
        else:
            self._fit_second_order(tags, corpus, n)
        self._set_states()
        self.vocab_ = vocab
        with np.errstate(divide="ignore"):
            self.log_emit_ = np.log((B + beta) / (tag_count[:, None] + beta * len(vocab)))
        names = list(vocab)
        self.most_frequent_ = dict(zip(names, (self.tags_[i] for i in B.argmax(axis=0))))
        self._fit_unknown(B, names, tag_count)
        return self

    def _fit_second_order(self, tags, corpus, n):
        """TnT's trigram transitions (Brants 2000). With <s> (index n) padding each sentence,
        P̃(t3 | t1, t2) = λ1 P̂(t3) + λ2 P̂(t3 | t2) + λ3 P̂(t3 | t1, t2) from maximum-likelihood
        estimates; deleted interpolation credits each trigram's count f(t1,t2,t3) to the λ whose
        estimate, with that trigram removed, is largest: (f(t1,t2,t3)−1)/(f(t1,t2)−1),
        (f(t2,t3)−1)/(f(t2)−1), (f(t3)−1)/(N−1). Then P = (f(t1,t2)·P̃ + α)/(f(t1,t2) + α·K)
        over the K tags, and an unseen context (t1, t2) backs off to (f(t2,t3) + α)/(f(t2) + α·K).
        States are tag pairs (t1, t2), t1 may be <s>;
        A[(t1,t2), (t2,t3)] = P(t3 | t1, t2) and every other transition is impossible."""
        S = n + 1
        pos = np.arange(len(tags)) - np.repeat(corpus.offsets[:-1], corpus.lengths)
        prev1 = np.where(pos >= 1, np.roll(tags, 1), n)
        prev2 = np.where(pos >= 2, np.roll(tags, 2), n)
        uni = np.bincount(tags, minlength=n).astype(float)
        bi = np.bincount(prev1 * n + tags, minlength=S * n).reshape(S, n).astype(float)
        tri = np.bincount((prev2 * S + prev1) * n + tags, minlength=S * S * n).reshape(
            S, S, n).astype(float)
        c2, c12 = bi.sum(axis=1), tri.sum(axis=2)
        with np.errstate(divide="ignore", invalid="ignore"):
            r1 = np.broadcast_to((uni - 1) / max(len(tags) - 1, 1), tri.shape)
            r2 = np.broadcast_to(np.where(c2[:, None] > 1, (bi - 1) / (c2[:, None] - 1), 0.0),
                                 tri.shape)
            r3 = np.where(c12[..., None] > 1, (tri - 1) / (c12[..., None] - 1), 0.0)
            best = np.stack([r1, r2, r3]).argmax(axis=0)            # ties: the lower order
            lam = np.array([tri[best == k].sum() for k in range(3)])
            lam = lam / lam.sum() if lam.sum() > 0 else np.array([1.0, 0.0, 0.0])
            P = (lam[0] * uni / uni.sum()
                 + lam[1] * np.where(c2[:, None] > 0, bi / np.where(c2 > 0, c2, 1)[:, None], 0)
                 + lam[2] * np.where(c12[..., None] > 0,
                                     tri / np.where(c12 > 0, c12, 1)[..., None], 0))
        # add-α keeps every transition possible: a seen context mixes in α pseudo-counts; an
        # unseen one backs off to the add-α bigram p(t3 | t2) of the first-order tagger
        a = self.alpha
        seen = (c12[..., None] * P + a) / (c12[..., None] + a * n)
        backoff = np.broadcast_to((bi + a) / (c2[:, None] + a * n), P.shape)
        P = np.where(c12[..., None] > 0, seen, backoff)
        self.lambdas_ = lam
        M = S * n
        rows = np.arange(M)
        t1, t2 = rows // n, rows % n
        log_trans = np.full((M, M), -np.inf)
        log_trans[rows[:, None], (t2 * n)[:, None] + np.arange(n)] = np.log(P[t1, t2])
        start = np.full(M, -np.inf)
        start[n * n + np.arange(n)] = np.log(P[n, n])               # (<s>, t) from (<s>, <s>)
        self.log_start_, self.log_trans_ = start, log_trans

    def _set_states(self):
        """``states_``: the hidden states (tags, or tag pairs for order 2); ``_second`` maps a
        state to the tag it emits."""
        n = len(self.tags_)
        if self.order == 1:
            self.states_ = list(self.tags_)
            self._second = np.arange(n)
        else:
            names = self.tags_ + ["<s>"]
            self.states_ = [f"{names[i // n]} {names[i % n]}" for i in range((n + 1) * n)]
            self._second = np.arange((n + 1) * n) % n

    def _fit_unknown(self, B, names, tag_count):
        n = len(self.tags_)
        prior = tag_count / tag_count.sum()
        hapax = np.flatnonzero(B.sum(axis=0) == 1)   # words seen once stand in for unseen ones
        sig_counts: dict[str, np.ndarray] = {}
        for j in hapax:
            sig_counts.setdefault(signature(names[j]), np.zeros(n))[:] += B[:, j]
        self._log_prior = np.log(prior)
        self._sig = {k: np.log((v + prior) / (v.sum() + 1)) for k, v in sig_counts.items()}

    # -- saving -----------------------------------------------------------------------------
    _KEYS = ("tags", "words", "log_start", "log_trans", "log_emit", "log_prior", "sig_keys",
             "sig_values", "mf_words", "mf_tags", "alpha")

    def save(self, path) -> None:
        """Write the trained tagger to one .npz file (arrays and vocabularies, no pickle)."""
        check_fitted(self, "tags_")
        sigs = sorted(self._sig)
        np.savez_compressed(
            path, tags=np.array(self.tags_, dtype=str),
            words=np.array(list(self.vocab_), dtype=str), log_start=self.log_start_,
            log_trans=self.log_trans_, log_emit=self.log_emit_, log_prior=self._log_prior,
            sig_keys=np.array(sigs, dtype=str),
            sig_values=np.array([self._sig[k] for k in sigs]).reshape(len(sigs),
                                                                       len(self.tags_)),
            mf_words=np.array(list(self.most_frequent_), dtype=str),
            mf_tags=np.array(list(self.most_frequent_.values()), dtype=str),
            alpha=self.alpha, emission_alpha=self.emission_alpha, order=self.order)

    @classmethod
    def load(cls, path) -> HMMTagger:
        """Read a tagger written by :meth:`save`; a damaged or foreign file raises
        :class:`DataError` naming the file and what is wrong with it."""
        name = Path(path).name
        hint = "Save the tagger again from the HMM tab (Save tagger…)."
        try:
            d = np.load(path, allow_pickle=False)
        except (OSError, EOFError, zipfile.BadZipFile, KeyError):
            raise DataError(f"Cannot read a saved tagger from {name}: the file is damaged or is "
                            f"not a .npz tagger. {hint}") from None
        except ValueError:      # pickled objects
            raise DataError(f"Cannot read a saved tagger from {name}: it is not a .npz archive "
                            f"of arrays (it holds Python objects). {hint}") from None
        if not isinstance(d, np.lib.npyio.NpzFile):     # a bare .npy renamed
            raise DataError(f"Cannot read a saved tagger from {name}: it is not a .npz archive "
                            f"of arrays (it is a single array). {hint}")
        try:
            with d:
                missing = [k for k in cls._KEYS if k not in d.files]
                if missing:
                    raise DataError(f"Cannot read a saved tagger from {name}: it lacks "
                                    f"{', '.join(missing)}. {hint}")
                arrays = {k: d[k] for k in cls._KEYS + ("emission_alpha", "order")
                          if k in d.files}
        except DataError:
            raise
        except (OSError, EOFError, zipfile.BadZipFile, KeyError, ValueError):
            raise DataError(f"Cannot read a saved tagger from {name}: a part of the archive is "
                            f"damaged or not a plain array. {hint}") from None
        return cls._from_arrays(arrays, name, hint)

    @classmethod
    def _from_arrays(cls, d, name, hint):
        def bad(why):
            return DataError(f"Cannot read a saved tagger from {name}: {why}. {hint}")

        try:
            tags, words = d["tags"].tolist(), d["words"].tolist()
            if not isinstance(tags, list) or not tags or not all(isinstance(t, str) for t in
                                                                 tags):
                raise bad("it has no list of tags")
            if not isinstance(words, list):
                raise bad("it has no vocabulary")
            n, v = len(tags), len(words)
            order = int(d.get("order", 1))
            if order not in (1, 2):
                raise bad(f"order is {order}, not 1 or 2")
            m_ = n if order == 1 else (n + 1) * n
            shapes = {"log_start": (m_,), "log_trans": (m_, m_), "log_emit": (n, v),
                      "log_prior": (n,), "sig_values": (len(d["sig_keys"]), n)}
            for key, shape in shapes.items():
                if d[key].shape != shape or not np.issubdtype(d[key].dtype, np.floating):
                    raise bad(f"{key} has shape {d[key].shape}, not {shape} for {n} tags and "
                              f"{v} words")
            if np.isnan(d["log_trans"]).any() or np.isnan(d["log_emit"]).any():
                raise bad("its probabilities contain NaN")
            alpha = float(d["alpha"])
            m = cls(alpha=alpha, emission_alpha=float(d.get("emission_alpha", 0.0)), order=order)
            m.tags_ = tags
            m._set_states()
            m.vocab_ = {w: i for i, w in enumerate(words)}
            m.log_start_, m.log_trans_, m.log_emit_ = d["log_start"], d["log_trans"], d[
                "log_emit"]
            m._log_prior = d["log_prior"]
            m._sig = dict(zip(d["sig_keys"].tolist(), d["sig_values"]))
            m.most_frequent_ = dict(zip(d["mf_words"].tolist(), d["mf_tags"].tolist()))
            return m
        except DataError:
            raise
        except (TypeError, ValueError, IndexError, KeyError) as exc:
            raise bad(f"unexpected contents ({type(exc).__name__})") from None

    # -- emissions --------------------------------------------------------------------------
    def emission(self, word: str) -> np.ndarray:
        """log P(word | tag) for every tag (up to a constant for unknown words)."""
        check_fitted(self, "tags_")
        i = self.vocab_.get(word)
        if i is not None:
            return self.log_emit_[:, i]
        if self.unknown == "none":
            return np.zeros(len(self.tags_))
        return self._sig.get(signature(word), self._log_prior) - self._log_prior

    def _emissions(self, words: list[str]) -> np.ndarray:
        """(T, n) log B_j(w_t): known words by one fancy-index, each unknown word once."""
        ids = np.fromiter((self.vocab_.get(w, -1) for w in words), np.int64, len(words))
        E = self.log_emit_.T[np.maximum(ids, 0)].copy() if self.log_emit_.size else np.zeros(
            (len(words), len(self.tags_)))
        unknown = np.flatnonzero(ids < 0)
        if unknown.size:
            cache = {}
            E[unknown] = [cache[w] if w in cache else cache.setdefault(w, self.emission(w))
                          for w in (words[k] for k in unknown)]
        return E

    def _prepare(self, words):
        """The words checked and their (T, states) emission scores (a pair state emits with
        its second tag)."""
        check_fitted(self, "tags_")
        words = _check_words(words)
        return words, self._emissions(words)[:, self._second]

    # -- inference --------------------------------------------------------------------------
    def forward(self, words: Sequence[str]) -> tuple[np.ndarray, float]:
        """log α trellis (T, n) and log P(O) = logsumexp_j α_T(j)."""
        _, E = self._prepare(words)
        return core.forward(self.log_start_, self.log_trans_, E)

    def backward(self, words: Sequence[str]) -> tuple[np.ndarray, float]:
        """log β trellis (T, n) and log P(O) = logsumexp_j(π_j + B_j(o_1) + β_1(j))."""
        _, E = self._prepare(words)
        return core.backward(self.log_start_, self.log_trans_, E)

    def viterbi(self, words: Sequence[str]
                ) -> tuple[list[str], np.ndarray, np.ndarray, float]:
        """Best tag path, δ trellis, back-pointers ψ and log P(best path, O)."""
        _, E = self._prepare(words)
        path, logp, delta, back = core.viterbi(self.log_start_, self.log_trans_, E)
        return [self.tags_[i] for i in self._second[path]], delta, back, logp

    def iter_viterbi(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` per position, with its back-pointers; the best path comes
        with the last column only."""
        words = _check_words(words)
        path, delta, back, logp = self.viterbi(words)
        return self._columns(words, delta, back, "viterbi", path, logp)

    def iter_forward(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` of α per position, first word first."""
        words = _check_words(words)
        alpha, logp = self.forward(words)
        return self._columns(words, alpha, None, "forward", None, logp)

    def iter_backward(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` of β per position, last word first."""
        words = _check_words(words)
        beta, logp = self.backward(words)
        return self._columns(words, beta, None, "backward", None, logp)

    def _columns(self, words, table, back, phase, path, logp):
        T = len(words)
        order = range(T - 1, -1, -1) if phase == "backward" else range(T)
        for k, t in enumerate(order, 1):
            col = table[t]
            with np.errstate(divide="ignore", invalid="ignore"):
                score = float(col.max() if phase == "viterbi" else core.logsumexp(col, 0))
            last = k == T
            yield TrellisStep(k, t, words[t], col, back[t] if back is not None and t else None,
                              phase, last, score,
                              tuple(self.tags_.index(p) for p in path) if last and path else
                              None, logp if last else None)

    def tag(self, words: Sequence[str]) -> list[tuple[str, str]]:
        """(word, tag) pairs of the Viterbi path."""
        words = _check_words(words)
        return list(zip(words, self.viterbi(words)[0]))

    def tag_sents(self, sentences: Iterable[Sequence[str]]) -> list[list[tuple[str, str]]]:
        """Tag many sentences: grouped by length (no padding), one batched Viterbi per group,
        with the emissions of all their tokens looked up at once."""
        check_fitted(self, "tags_")
        if isinstance(sentences, str):
            raise TypeError("Give a list of sentences, each a list of words.")
        sentences = [_check_words(s) for s in sentences]
        if not sentences:
            return []
        flat = [w for s in sentences for w in s]
        lengths = np.fromiter(map(len, sentences), np.int64, len(sentences))
        tags = np.array(self.tags_, dtype=object)[self.tag_flat(flat, lengths)]
        offsets = np.r_[0, np.cumsum(lengths)]
        return [list(zip(s, tags[a:b].tolist()))
                for s, a, b in zip(sentences, offsets[:-1], offsets[1:])]

    def tag_flat(self, words: Sequence[str], lengths: np.ndarray) -> np.ndarray:
        """Tag indices of the tokens of sentences stored flat (``words`` one per token,
        ``lengths`` per sentence): the sentences of each length go through one batched
        Viterbi."""
        check_fitted(self, "tags_")
        lengths = np.asarray(lengths, dtype=np.int64)
        E_all = self._emissions(list(words))[:, self._second]
        offsets = np.r_[0, np.cumsum(lengths)]
        out = np.empty(int(offsets[-1]), dtype=np.int64)
        M = len(self._second)
        batch = max(1, 4_000_000 // (M * M))     # bounds the (sentences, M, M) score array
        for T in np.unique(lengths):
            if T == 0:
                continue
            same = np.flatnonzero(lengths == T)
            for a in range(0, len(same), batch):
                rows = offsets[same[a:a + batch]][:, None] + np.arange(T)
                paths, *_ = core.viterbi(self.log_start_, self.log_trans_, E_all[rows])
                out[rows] = self._second[paths]
        return out

    def evaluate(self, tagged_sentences) -> dict:
        """Token accuracy overall, on known and on unknown words, and of the most-frequent-tag
        baseline (unknown words get the most frequent tag overall). A share with no tokens
        behind it is ``None`` (not NaN)."""
        from .study import evaluate_tagger

        r = evaluate_tagger(self, tagged_sentences)
        return {"accuracy": r.accuracy, "known": r.known, "unknown": r.unknown,
                "baseline": r.baseline, "tokens": r.tokens, "unknown_tokens": r.unknown_tokens}
