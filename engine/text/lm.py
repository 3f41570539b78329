"""N-gram language models: maximum likelihood, add-one (Laplace), add-k (Lidstone), linear
interpolation with λs fitted by EM on held-out sentences, and interpolated Kneser–Ney.

Every sentence is padded with n−1 ``<s>`` before and one ``</s>`` after, so each word (and the
end of the sentence) is predicted from exactly n−1 earlier tokens; ``<s>`` is never predicted.
The vocabulary V holds the training words seen at least ``unk_cutoff`` times, ``</s>`` and
``<UNK>`` (what every other word becomes); every distribution is over V.

Counting is vectorised: tokens become integer ids, the history of length m at each position is
coded as (word m back) · (#histories of length m−1) + (history of length m−1) and made dense by
``np.unique``; an n-gram is (history id) · |V| + (word id). A lookup is ``np.searchsorted`` in
those sorted codes, so scoring 100k tokens is a handful of array operations.

This file is long because the model is one class whose parts share its count arrays (coding,
five smoothings, EM for the λs, explanation, generation, save/load); the comparison study and
the copied-span search at the end are the only helpers outside it.
"""
from __future__ import annotations

import json
import math
import zipfile
import zlib
from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, Step, drain, readonly
from .._validation import (DataError, NotFittedError, check_choice, check_int, check_positive,
                           check_random_state)
from ..base import BaseEstimator
from ..io.archive import ArchiveError, read_npz
from .counts import count_codes, encode_tokens

BOS, EOS, UNK = "<s>", "</s>", "<UNK>"
SMOOTHINGS = ("mle", "laplace", "add_k", "interpolated", "kneser_ney")
SMOOTHING_NAMES = {"mle": "maximum likelihood", "laplace": "add-one (Laplace)",
                   "add_k": "add-k (Lidstone)", "interpolated": "interpolation (EM λ)",
                   "kneser_ney": "interpolated Kneser–Ney"}
MAX_ORDER = 6


def check_sentences(sentences: Iterable[Sequence[str]], name: str = "sentences", *,
                    encoded: bool = False
                    ) -> list[Sequence[str]] | tuple[list[Sequence[str]], Any, Any]:
    """``sentences`` as a list of token lists, refused with a message that says how to fix it.
    With ``encoded``: also (types, ids) of their tokens from :func:`counts.encode_tokens` — the
    one counting implementation, which the check of the tokens needs anyway."""
    if isinstance(sentences, (str, bytes)) or not isinstance(sentences, Iterable):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be a list of sentences, each a "
                                                    "list of tokens, e.g. [['I', 'have', 'a', "
                                                    "'pen']]; got {sentences_type}."), name=name,
                        sentences_type=type(sentences).__name__)
    out = []
    for k, s in enumerate(sentences):
        if isinstance(s, (str, bytes)) or not isinstance(s, (list, tuple)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{k}] must be a list of tokens "
                                                        "(split the sentence into words first); "
                                                        "got {s_type}."), name=name, k=k,
                            s_type=type(s).__name__)
        out.append(s)
    # the types, not every token, are checked (the encoding runs Python bytecode per token, so
    # a GUI thread waiting for the GIL is never kept out long)
    try:
        types, ids = encode_tokens(list(chain.from_iterable(out)))
    except TypeError:
        types = ids = None
    if types is None or not all(isinstance(t, str) and t and t not in (BOS, EOS)
                                for t in types):
        for k, s in enumerate(out):
            for t in s:
                if not isinstance(t, str) or not t:
                    raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{k}] holds {t!r:.40}: "
                                                                "tokens must be non-empty "
                                                                "strings."), name=name, k=k, t=t)
                if t in (BOS, EOS):
                    raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{k}] contains {t!r}, "
                                                                "which the model adds itself as "
                                                                "padding; remove it from the "
                                                                "sentences."), name=name, k=k, t=t)
    return (out, types, ids) if encoded else out


def _lookup(keys: np.ndarray, codes: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """Index of each code in the sorted ``keys`` (−1 where absent or where ``valid`` is False)."""
    at = np.searchsorted(keys, codes)
    at = np.minimum(at, len(keys) - 1)
    return np.where(valid & (keys[at] == codes), at, -1)


@dataclass(frozen=True)
class LambdaStep(Step):
    """One EM iteration for the interpolation weights on N held-out tokens. E step: the
    responsibility of level k for token t, r_tk = λ_k P_k(w_t|h) / Σ_j λ_j P_j(w_t|h) with the
    ``previous`` λ; its expected count E_k = Σ_t r_tk (``expected_counts``). M step: λ_k =
    E_k / N (``lambdas``). ``lambdas[0]`` weighs the uniform 1/|V|, ``lambdas[k]`` the k-gram
    estimate. The held-out log-likelihood Σ_t ln Σ_k λ_k P_k(w_t|h) never decreases."""

    objective_name: ClassVar[str] = "log_likelihood"

    iteration: int
    lambdas: np.ndarray
    log_likelihood: float       # Σ_t ln P(w_t | h_t) on the held-out tokens, after this M step
    phase: str = "EM"
    converged: bool = False
    previous: np.ndarray | None = None          # the λ the E step used
    expected_counts: np.ndarray | None = None   # E_k = Σ_t r_tk (they sum to n_tokens)
    n_tokens: int = 0
    stopped: str | None = None

    @property
    def shares(self) -> np.ndarray:
        """E_k / N: each level's share of the held-out tokens, which the M step makes λ_k."""
        return self.expected_counts / max(self.n_tokens, 1)


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
class Level:
    """One order's part in P(w | h): counts, weights and the probability at that order."""

    order: int
    context: tuple
    count: float                # c(h w) (continuation count N1+(• h w) for lower KN orders)
    context_count: float        # Σ_w of the same counts
    followers: int              # N1+(h •): distinct words seen after h
    weight: float               # λ_k, or the back-off mass γ(h) = d·N1+(h•)/c(h) for KN
    prob: float                 # P_k(w | h) at this order (including the lower orders)
    kind: str                   # "count", "continuation", "unseen context"


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


class NgramModel(BaseEstimator):
    """An n-gram language model P(w_t | w_{t−n+1} … w_{t−1}) with a choice of smoothing.

    - ``mle``: c(h w) / c(h) (0 when h was never seen);
    - ``laplace`` / ``add_k``: (c(h w) + k) / (c(h) + k|V|), k = 1 for Laplace;
    - ``interpolated``: Σ_k λ_k P_k(w | last k−1 words) + λ_0/|V| with P_k the k-gram MLE
      (the next lower order where the context is unseen), λ by EM on held-out sentences;
    - ``kneser_ney``: P_k(w|h) = max(a(h w) − d, 0)/a(h) + d·N1+(h •)/a(h) · P_{k−1}(w|h′),
      a = counts at the top order and continuation counts N1+(• h w) below (raw counts for
      n-grams starting with <s>, which nothing precedes), P_0 = 1/|V|.
    """

    def __init__(self, order: int = 3, smoothing: str = "kneser_ney", *, k: float = 1.0,
                 discount: float = 0.75, unk_cutoff: int = 1, max_iter: int = 100,
                 tol: float = 1e-6):
        self.order = order
        self.smoothing = smoothing
        self.k = k
        self.discount = discount
        self.unk_cutoff = unk_cutoff
        self.max_iter = max_iter
        self.tol = tol
        self.vocab_ = None

    # == parameters =====================================================================
    def _check_params(self):
        check_int(self.order, "order", low=1, high=MAX_ORDER)
        check_choice(self.smoothing, "smoothing", SMOOTHINGS)
        check_positive(self.k, "k")
        d = check_positive(self.discount, "discount")
        if d >= 1:
            raise ValueError(f"discount must be in (0, 1) (a count of 1 minus d stays "
                             f"positive); got {d}.")
        check_int(self.unk_cutoff, "unk_cutoff", low=1)
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)

    def _check_fitted(self):
        if self.vocab_ is None:
            raise NotFittedError(f"This {type(self).__name__} is not fitted yet: call "
                                 "fit(sentences) before using it.")

    # == fitting ========================================================================
    def fit(self, sentences: Sequence[Sequence[str]],
            heldout: Sequence[Sequence[str]] | None = None) -> NgramModel:
        """Count every order's n-grams of ``sentences`` (token lists). With ``interpolated``
        smoothing the λs are fitted on ``heldout``; without it, on every 10th sentence, which
        is then left out of the counts."""
        self._check_params()
        sentences, types, ids = check_sentences(sentences, encoded=True)
        if heldout is not None:
            heldout = check_sentences(heldout, "heldout")
        elif self.smoothing == "interpolated" and len(sentences) >= 2:
            heldout = sentences[9::10]
            sentences, types, ids = check_sentences(
                [s for i, s in enumerate(sentences) if i % 10 != 9], encoded=True)
        if not sentences:
            raise DataError(QT_TRANSLATE_NOOP("engine", "There are no sentences to train on; "
                                                        "give at least one sentence (a list of "
                                                        "tokens)."))
        self._count(sentences, types, ids)
        self.lambdas_ = np.full(self.order + 1, 1.0 / (self.order + 1))
        if self.smoothing == "interpolated" and heldout:
            drain(self.iter_fit_lambdas(heldout))
        return self

    def _count(self, sentences, types, token_ids):
        """Count from the tokens' :func:`encode_tokens` coding (``types``, ``token_ids``): the
        word frequencies by :func:`count_codes` — the same counts as the Zipf table's — give the
        vocabulary; then every order's n-grams of the padded stream."""
        n = self.order
        _, _, freq, _ = count_codes(token_ids, len(types))   # every type occurs: keys = 0…
        kept = [i for i in np.flatnonzero(freq >= self.unk_cutoff) if types[i] != UNK]
        kept.sort(key=lambda i: (-freq[i], types[i]))
        self.vocab_ = (EOS, UNK, *(types[i] for i in kept))   # id = index + 1; <s> is id 0
        self._index = {w: i + 1 for i, w in enumerate(self.vocab_)}
        lut = np.full(len(types), self._index[UNK], np.int64)
        lut[np.asarray(kept, np.int64)] = np.arange(3, 3 + len(kept))
        ids, pos = self._pad(sentences, lut[token_ids])
        self.n_tokens_ = len(pos)
        nv = len(self.vocab_) + 1
        # The m-gram ending at t is coded (id of the (m−1)-gram ending at t−1)·nv + id(w_t); it
        # is also the history of length m of position t+1, so one dense coding per order
        # serves both (n−1 sorts in all: order 1 is coded by a table).
        keys, E, where = [np.zeros(1, np.int64)], [np.zeros(len(ids), np.int64)], [None]
        for m in range(1, n + 1):
            prev = np.empty_like(E[-1])
            prev[1:], prev[0] = E[-1][:-1], E[-1][0]       # position 0's history is <s>…<s>
            k_m, inv, _, at = count_codes(prev * nv + ids, nv * len(keys[-1]))
            keys.append(k_m)
            E.append(inv)
            where.append(at)
        self._keys = keys
        self._count_, self._adj, self._ctx_count, self._ctx_adj, self._ctx_types = \
            [], [], [], [], []
        counts = [np.bincount(E[k][pos], minlength=len(keys[k])).astype(np.float64)
                  for k in range(n + 1)]
        for k in range(1, n + 1):
            raw = counts[k]
            if k == n:
                adj = raw
            else:
                # Kneser–Ney: continuation counts N1+(• h w) below the top order (the distinct
                # (k+1)-grams whose last k words are h w; any occurrence of one gives them),
                # raw counts for k-grams that start with <s>, which nothing can precede
                seen = np.flatnonzero(counts[k + 1] > 0)
                cont = np.bincount(E[k][where[k + 1][seen]], minlength=len(raw))
                starts_bos = ids[np.maximum(where[k] - (k - 1), 0)] == 0 if k > 1 else False
                adj = np.where(starts_bos, raw, cont).astype(np.float64)
            ctx = keys[k] // nv
            size = len(keys[k - 1])
            self._count_.append(raw)
            self._adj.append(adj)
            self._ctx_count.append(np.bincount(ctx, raw, minlength=size))
            self._ctx_adj.append(np.bincount(ctx, adj, minlength=size))
            self._ctx_types.append(np.bincount(ctx, adj > 0, minlength=size))
        self.unigram_counts_ = np.bincount(ids[pos], minlength=nv)[1:]

    def _pad(self, sentences, token_ids):
        """The padded id stream (n−1 <s> = 0 before each sentence, </s> = 1 after it, and n−1
        more <s> at the very start, so every position can look back n−1) of ``sentences``
        whose tokens have the model ids ``token_ids``, and the positions of the predicted
        tokens (each word and each </s>)."""
        n = self.order
        lengths = np.fromiter(map(len, sentences), np.int64, len(sentences))
        block = lengths + n                                # n−1 <s>, the words, </s>
        starts = (n - 1) + np.concatenate(([0], np.cumsum(block)[:-1])) + (n - 1)
        head = np.zeros((n - 1) + int(block.sum()), np.int64)
        before = np.concatenate(([0], np.cumsum(lengths)[:-1]))
        head[np.repeat(starts - before, lengths) + np.arange(len(token_ids))] = token_ids
        head[starts + lengths] = self._index[EOS]
        return head, np.flatnonzero(head != 0)

    def _encode(self, sentences):
        """The padded id stream of checked ``sentences`` under the fitted vocabulary (unknown
        words → <UNK>): each distinct token is looked up once (:func:`encode_tokens`)."""
        types, ids = encode_tokens(list(chain.from_iterable(sentences)))
        unk = self._index[UNK]
        lut = np.fromiter((self._index.get(t, unk) for t in types), np.int64, len(types))
        return self._pad(sentences, lut[ids])

    def ngram_counts(self, order: int) -> dict[tuple, int]:
        """c(w₁ … wₖ) of every k-gram (k = ``order``) of the padded training stream, decoded
        from the model's count arrays: the numbers behind every probability (and, for k ≤ 2
        and words inside sentences, the same counts as the Zipf and collocation tables)."""
        self._check_fitted()
        k = check_int(order, "order", low=1, high=self.order)
        nv = len(self.vocab_) + 1
        names = np.array([BOS, *self.vocab_], dtype=object)
        code, cols = self._keys[k], []
        for m in range(k, 0, -1):                          # last word first
            cols.append(names[code % nv])
            code = self._keys[m - 1][code // nv]
        grams = zip(*[c.tolist() for c in reversed(cols)])
        counts = self._count_[k - 1].astype(np.int64).tolist()
        return {g: c for g, c in zip(grams, counts) if c > 0}

    # == the smoothed distributions ======================================================
    def _ids_of(self, ids, pos, order):
        """Ids (−1 if never seen) of the histories of lengths 0 … order−1 and of the k-grams
        ending at the predicted positions ``pos`` (the m-gram ending at t − j is found from
        the (m−1)-gram ending at t − j − 1)."""
        nv = len(self.vocab_) + 1
        E = [[np.zeros(len(pos), np.int64)] * (order + 1)]       # E[m][j]: m-gram at pos − j
        for m in range(1, order + 1):
            row = []
            for j in range(order + 1 - m):
                before = E[m - 1][j + 1]
                row.append(_lookup(self._keys[m], np.maximum(before, 0) * nv + ids[pos - j],
                                   before >= 0))
            E.append(row)
        H = [E[m][1] if m else E[0][0] for m in range(order)]
        G = [E[k][0] for k in range(1, order + 1)]
        return H, G

    def _probs(self, ids, pos, smoothing=None, per_level=False, order=None):
        """P(w_t | h_t) for every predicted position ``pos`` of the id stream ``ids`` (with the
        first ``order`` orders only, when given)."""
        smoothing = smoothing or self.smoothing
        n = order or self.order
        H, G = self._ids_of(ids, pos, n)
        V = len(self.vocab_)

        def at(values, i):
            return np.where(i >= 0, values[np.maximum(i, 0)], 0.0)

        if smoothing in ("mle", "laplace", "add_k"):
            k = {"mle": 0.0, "laplace": 1.0}.get(smoothing, self.k)
            c, ch = at(self._count_[n - 1], G[n - 1]), at(self._ctx_count[n - 1], H[n - 1])
            with np.errstate(invalid="ignore", divide="ignore"):
                return np.where(ch + k * V > 0, (c + k) / (ch + k * V), 0.0)
        p = np.full(len(pos), 1.0 / V)
        levels = [p]
        for k in range(1, n + 1):
            h, g = H[k - 1], G[k - 1]
            if smoothing == "interpolated":
                total = at(self._ctx_count[k - 1], h)
                seen = total > 0
                p = np.where(seen, at(self._count_[k - 1], g) / np.where(seen, total, 1), p)
            else:                                              # kneser_ney
                d = self.discount
                total = at(self._ctx_adj[k - 1], h)
                seen = total > 0
                total = np.where(seen, total, 1.0)
                gamma = d * at(self._ctx_types[k - 1], h) / total
                p = np.where(seen, np.maximum(at(self._adj[k - 1], g) - d, 0) / total
                             + gamma * p, p)
            levels.append(p)
        if smoothing == "interpolated":
            P = np.stack(levels, axis=1)
            return P if per_level else P @ self.lambdas_
        return p

    def _context_ids(self, context):
        """The id stream for ``context`` (the last n−1 words, padded with <s> at the left)."""
        if isinstance(context, str) or not isinstance(context, (list, tuple)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "context must be a list of words, e.g. "
                                                        "['I', 'have']; got {context_type}."),
                            context_type=type(context).__name__)
        n = self.order
        words = list(context)[-(n - 1):] if n > 1 else []
        unk = self._index[UNK]
        ids = [0 if t == BOS else self._index.get(t, unk) for t in words]
        return [0] * (n - 1 - len(ids)) + ids

    def _word_id(self, word):
        if not isinstance(word, str) or not word:
            raise DataError(QT_TRANSLATE_NOOP("engine", "word must be a non-empty string; got "
                                                        "{word!r}."), word=word)
        if word == BOS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "<s> is only padding: the model never "
                                                        "predicts it. Ask for a word of the "
                                                        "vocabulary, </s> or <UNK>."))
        return self._index.get(word, self._index[UNK])

    def distribution(self, context: Sequence[str] = ()) -> np.ndarray:
        """P(w | context) for every w of ``vocab_`` (in its order); sums to 1 except under MLE
        for an unseen context (all zeros). The context is the words before, from the start of
        the sentence: fewer than n−1 words are padded with <s>."""
        self._check_fitted()
        ctx = self._context_ids(context)
        V = len(self.vocab_)
        n = self.order
        ids = np.empty((V, n), np.int64)
        ids[:, :n - 1] = ctx
        ids[:, n - 1] = np.arange(1, V + 1)
        pos = np.arange(V) * n + n - 1
        return self._probs(ids.ravel(), pos)

    def prob(self, word: str, context: Sequence[str] = ()) -> float:
        """P(word | context) under the model's smoothing (see :meth:`distribution`)."""
        self._check_fitted()
        ids = np.array(self._context_ids(context) + [self._word_id(word)], np.int64)
        return float(self._probs(ids, np.array([self.order - 1]))[0])

    def logprob(self, word: str, context: Sequence[str] = ()) -> float:
        """log₂ P(word | context) (−inf for a probability of 0)."""
        p = self.prob(word, context)
        return math.log2(p) if p > 0 else -math.inf

    def token_probs(self, sentences: Sequence[Sequence[str]]) -> np.ndarray:
        """P(w_t | h_t) of every predicted token (each word and each </s>), in order."""
        self._check_fitted()
        sentences = check_sentences(sentences)
        if not sentences:
            return np.zeros(0)
        ids, pos = self._encode(sentences)
        return self._probs(ids, pos)

    def score_words(self, sentence: Sequence[str]) -> list[WordScore]:
        """Every factor of P(sentence </s>) with the n-gram behind it (see :class:`WordScore`)."""
        self._check_fitted()
        (sentence,) = check_sentences([sentence], "sentence")
        ids, pos = self._encode([sentence])
        p = self._probs(ids, pos)
        n = self.order
        H, _ = self._ids_of(ids, pos, n)
        used = np.full(len(pos), n)
        if self.smoothing in ("interpolated", "kneser_ney"):
            used[:] = 1
            for k in range(2, n + 1):
                h = H[k - 1]
                seen = (h >= 0) & (self._ctx_count[k - 1][np.maximum(h, 0)] > 0)
                used[seen] = k
        names = [BOS] + list(self.vocab_)
        with np.errstate(divide="ignore"):
            logs = np.log2(p)
        typed = list(sentence) + [EOS]
        return [WordScore(typed[i], names[ids[t]], float(logs[i]),
                          tuple(names[j] for j in ids[t - used[i] + 1:t + 1]), int(used[i]))
                for i, t in enumerate(pos)]

    def sentence_logprob(self, sentence: Sequence[str]) -> float:
        """log₂ P(sentence </s> | <s> …) = Σ_t log₂ P(w_t | h_t)."""
        p = self.token_probs([sentence])
        with np.errstate(divide="ignore"):
            return float(np.log2(p).sum())

    def evaluate(self, sentences: Sequence[Sequence[str]]) -> Evaluation:
        """Cross-entropy, perplexity and zero-probability share on ``sentences``."""
        p = self.token_probs(sentences)
        if not len(p):
            raise DataError(QT_TRANSLATE_NOOP("engine", "There are no held-out sentences to "
                                                        "score; hold out at least one sentence."))
        zero = float(np.mean(p <= 0))
        with np.errstate(divide="ignore"):
            total = float(np.log2(p).sum())
        h = -total / len(p)
        return Evaluation(len(p), total, h, 2.0 ** h if math.isfinite(h) else math.inf, zero)

    def perplexity(self, sentences: Sequence[Sequence[str]]) -> float:
        """2^H, H = −(1/N) Σ_t log₂ P(w_t | h_t) over every word and </s> of ``sentences``."""
        return self.evaluate(sentences).perplexity

    def next_words(self, context: Sequence[str] = (), top: int = 10) -> list[tuple[str, float]]:
        """The ``top`` most probable next words after ``context`` with their probabilities."""
        check_int(top, "top", low=1)
        p = self.distribution(context)
        best = np.argsort(-p, kind="stable")[:top]
        return [(self.vocab_[i], float(p[i])) for i in best]

    # == interpolation weights by EM ===================================================
    def iter_fit_lambdas(self, heldout: Sequence[Sequence[str]]) -> Iterator[LambdaStep]:
        """EM for the interpolation weights on ``heldout`` (the counts stay fixed): one
        :class:`LambdaStep` per iteration until the log-likelihood gains less than ``tol``
        (converged) or ``max_iter`` iterations (stopped)."""
        self._check_fitted()
        heldout = check_sentences(heldout, "heldout")
        if not heldout:
            raise DataError(QT_TRANSLATE_NOOP("engine", "heldout has no sentences to fit the λs "
                                                        "on; hold out at least one sentence."))
        return self._em(heldout)

    def _em(self, heldout):
        ids, pos = self._encode(heldout)                   # on the worker: the first next()
        P = self._probs(ids, pos, "interpolated", per_level=True)
        lam = readonly(np.full(P.shape[1], 1.0 / P.shape[1]))
        old = -math.inf
        for it in range(1, self.max_iter + 1):
            mix = P @ lam
            r = P * lam / mix[:, None]                     # E step: responsibilities
            expected = r.sum(axis=0)
            new = readonly(expected / len(pos))            # M step
            ll = float(np.log(P @ new).sum())
            done = ll - old < self.tol * max(1.0, abs(ll))
            self.lambdas_ = new
            yield LambdaStep(it, new, ll, converged=bool(done), previous=lam,
                             expected_counts=readonly(expected), n_tokens=len(pos),
                             stopped="max_iter" if it == self.max_iter and not done else None)
            if done:
                return
            old, lam = ll, new

    # == generation ==================================================================
    def generate(self, n_words: int = 20, context: Sequence[str] = (), temperature: float = 1.0,
                 random_state=None) -> list[str]:
        """Sample up to ``n_words`` words after ``context`` from P(w | h)^(1/T) renormalised
        (T = ``temperature``; T = 0 is greedy: always the most probable word); stops at </s>."""
        self._check_fitted()
        check_int(n_words, "n_words", low=1)
        t = check_positive(temperature, "temperature", allow_zero=True)
        rng = check_random_state(random_state)
        self._context_ids(context)              # a bad context is refused before sampling
        history, out = list(context), []
        for _ in range(n_words):
            p = self.distribution(history)
            if p.sum() <= 0:                               # MLE after an unseen context
                break
            if t == 0:
                i = int(np.argmax(p))
            else:
                with np.errstate(divide="ignore"):
                    logits = np.log(p) / t
                q = np.exp(logits - logits.max())
                i = int(rng.choice(len(p), p=q / q.sum()))
            word = self.vocab_[i]
            if word == EOS:
                break
            out.append(word)
            history.append(word)
        return out

    # == explanation ================================================================
    def explain(self, word: str, context: Sequence[str] = ()) -> list[Level]:
        """Each order's counts, weight and probability behind P(word | context), lowest first
        (the top order only for MLE, Laplace and add-k, which use no lower order)."""
        self._check_fitted()
        ids = np.array(self._context_ids(context) + [self._word_id(word)], np.int64)
        n = self.order
        pos = np.array([n - 1])
        H, G = self._ids_of(ids, pos, n)
        names = [BOS] + list(self.vocab_)
        kn = self.smoothing == "kneser_ney"
        out = []
        for k in (range(1, n + 1) if self.smoothing in ("interpolated", "kneser_ney")
                  else (n,)):
            h, g = int(H[k - 1][0]), int(G[k - 1][0])
            ctx = tuple(names[i] for i in ids[n - k:n - 1])
            c = float((self._adj if kn else self._count_)[k - 1][g]) if g >= 0 else 0.0
            ch = float((self._ctx_adj if kn else self._ctx_count)[k - 1][h]) if h >= 0 else 0.0
            types = int(self._ctx_types[k - 1][h]) if h >= 0 else 0
            if self.smoothing == "interpolated":
                p = float(self._probs(ids, pos, per_level=True, order=k)[0, k])
                weight = float(self.lambdas_[k])
            else:
                p = float(self._probs(ids, pos, order=k)[0])
                weight = self.discount * types / ch if kn and ch > 0 else 1.0
            kind = "unseen context" if ch == 0 else (
                "continuation" if kn and k < n and ctx[:1] != (BOS,) else "count")
            out.append(Level(k, ctx, c, ch, types, weight, p, kind))
        return out

    # == save / load ================================================================
    _ARRAYS = ("_count_", "_adj", "_ctx_count", "_ctx_adj", "_ctx_types")

    def save(self, path) -> None:
        """Write the fitted model to ``path`` as .npz (arrays and a JSON header; no pickle)."""
        self._check_fitted()
        header = dict(format="trellis-ngram-1", order=self.order, smoothing=self.smoothing,
                      k=self.k, discount=self.discount, unk_cutoff=self.unk_cutoff,
                      max_iter=self.max_iter, tol=self.tol, vocab=list(self.vocab_),
                      n_tokens=self.n_tokens_, lambdas=[float(x) for x in self.lambdas_])
        arrays = {"header": np.frombuffer(json.dumps(header).encode("utf-8"), np.uint8),
                  "unigram_counts": self.unigram_counts_}
        for name in self._ARRAYS:
            for k, a in enumerate(getattr(self, name)):
                arrays[f"{name}_{k}"] = a
        for k, a in enumerate(self._keys):
            arrays[f"_keys_{k}"] = a
        with open(path, "wb") as f:
            np.savez_compressed(f, **arrays)

    @classmethod
    def load(cls, path) -> NgramModel:
        """Read a model written by :meth:`save` (a clear DataError for any other file)."""
        try:
            data = read_npz(path)         # sizes and headers checked before data is inflated
        except ArchiveError as exc:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not a Trellis n-gram "
                                                        "model ({exc_why}); save one with "
                                                        "NgramModel.save first."),
                            path_name=Path(path).name, exc_why=exc.why) from None
        try:
            header = json.loads(bytes(data["header"]).decode("utf-8"))
            if header.get("format") != "trellis-ngram-1":
                raise KeyError("format field \"trellis-ngram-1\" in its header")
            model = cls(header["order"], header["smoothing"], k=header["k"],
                        discount=header["discount"], unk_cutoff=header["unk_cutoff"],
                        max_iter=header["max_iter"], tol=header["tol"])
            model._check_params()
            model.vocab_ = tuple(header["vocab"])
            model._index = {w: i + 1 for i, w in enumerate(model.vocab_)}
            model.n_tokens_ = int(header["n_tokens"])
            model.lambdas_ = np.asarray(header["lambdas"], float)
            model.unigram_counts_ = data["unigram_counts"]
            for name in cls._ARRAYS:
                setattr(model, name, [data[f"{name}_{k}"] for k in range(model.order)])
            model._keys = [data[f"_keys_{k}"] for k in range(model.order + 1)]
        except KeyError as exc:     # a part or a header field missing, named in words
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not a Trellis n-gram "
                                                        "model (it has no {exc_args_0}); save "
                                                        "one with NgramModel.save first."),
                            path_name=Path(path).name, exc_args_0=exc.args[0]) from None
        except (OSError, EOFError, ValueError, IndexError, TypeError, RuntimeError,
                NotImplementedError, zipfile.BadZipFile, zlib.error) as exc:
            # a damaged zip: bad CRC, bad deflate data, "encrypted" or unknown-version flags
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not a Trellis n-gram "
                                                        "model ({exc}); save one with "
                                                        "NgramModel.save first."),
                            path_name=Path(path).name, exc=exc) from None
        problem = model._damage()
        if problem:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is a damaged n-gram model "
                                                        "({problem}); save the model again from "
                                                        "a trained one."),
                            path_name=Path(path).name, problem=problem)
        return model

    def _damage(self) -> str | None:
        """What is inconsistent in loaded count arrays (None if nothing): every later lookup
        trusts their shapes, order and ranges."""
        n, vocab = self.order, self.vocab_
        if (len(vocab) < 2 or vocab[:2] != (EOS, UNK) or len(set(vocab)) != len(vocab)
                or not all(isinstance(w, str) and w and w != BOS for w in vocab)):
            return "the vocabulary must start with </s>, <UNK> and hold distinct words"
        nv = len(vocab) + 1
        arrays = [self.unigram_counts_, self.lambdas_, *self._keys,
                  *(a for name in self._ARRAYS for a in getattr(self, name))]
        if not all(a.ndim == 1 and a.dtype.kind in "iuf" and np.isfinite(a).all()
                   and (a >= 0).all() for a in arrays):
            return "its arrays must be finite, non-negative numbers"
        if len(self.unigram_counts_) != len(vocab) or self.n_tokens_ < 0:
            return "the word counts do not match the vocabulary"
        if len(self.lambdas_) != n + 1 or abs(self.lambdas_.sum() - 1) > 1e-6:
            return f"it needs {n + 1} interpolation weights summing to 1"
        if list(self._keys[0]) != [0]:
            return "the empty history is missing"
        for k in range(1, n + 1):
            keys, size = self._keys[k], len(self._keys[k - 1])
            if len(keys) and (np.any(np.diff(keys) <= 0) or keys[-1] >= nv * size):
                return f"the {k}-gram codes are out of order or out of range"
            if not (len(self._count_[k - 1]) == len(self._adj[k - 1]) == len(keys)
                    and len(self._ctx_count[k - 1]) == len(self._ctx_adj[k - 1])
                    == len(self._ctx_types[k - 1]) == size):
                return f"the {k}-gram counts do not match their codes"
        return None

    def with_smoothing(self, smoothing: str, heldout=None, **params) -> NgramModel:
        """The same counts under another smoothing (no recounting); with ``interpolated`` the
        λs are fitted on ``heldout`` (kept from this model when it is None)."""
        self._check_fitted()
        other = NgramModel.__new__(NgramModel)
        other.__dict__.update(self.__dict__)
        other.smoothing = smoothing
        for name, value in params.items():
            if name not in ("k", "discount", "max_iter", "tol"):
                raise TypeError(f"with_smoothing() got an unexpected parameter {name!r}.")
            setattr(other, name, value)
        other._check_params()
        if smoothing == "interpolated" and heldout:
            drain(other.iter_fit_lambdas(heldout))
        return other


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


def split_heldout(sentences: Sequence[Sequence[str]], share: float
                  ) -> tuple[list[list[str]], list[list[str]]]:
    """(train, heldout): every k-th sentence held out, k = max(2, min(round(1/share), N)) for N
    sentences, so at least one sentence is held out and at least one trained on."""
    sentences = check_sentences(sentences)
    share = check_positive(share, "share")
    if len(sentences) < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The text has {n_sentences} sentence(s); a "
                                                    "language model needs at least two (one to "
                                                    "train on, one to hold out). Load a longer "
                                                    "text."), n_sentences=len(sentences))
    every = max(2, min(round(1 / share), len(sentences)))
    heldout = sentences[every - 1::every]
    train = [s for i, s in enumerate(sentences) if i % every != every - 1]
    return train, heldout


class Score(NamedTuple):
    """One row of a :class:`Comparison`: a model's order, smoothing and held-out scores."""

    order: int
    smoothing: str
    evaluation: Evaluation


@dataclass(frozen=True)
class Comparison:
    """Held-out scores of every (order, smoothing): ``rows`` are :class:`Score` (order,
    smoothing, :class:`Evaluation`); ``lambdas`` the EM weights per order and ``em_steps`` their EM run
    (one :class:`LambdaStep` per iteration, on the development sentences ``dev``), which
    ``em_models[n].iter_fit_lambdas(dev)`` replays step by step."""

    rows: tuple[Score, ...]
    lambdas: dict = field(default_factory=dict)
    models: dict = field(default_factory=dict)      # (order, smoothing) → fitted NgramModel
    n_train: int = 0
    n_heldout: int = 0
    em_steps: dict = field(default_factory=dict)
    em_models: dict = field(default_factory=dict)   # order → the counts EM runs with
    dev: tuple = ()


def iter_compare(train: Sequence[Sequence[str]], heldout: Sequence[Sequence[str]],
                 orders: Iterable[int] = (1, 2, 3, 4), smoothings: Iterable[str] = SMOOTHINGS,
                 *, k: float = 0.1, discount: float = 0.75, unk_cutoff: int = 1
                 ) -> Generator[Progress, None, Comparison]:
    """Fit each order once and score every smoothing on ``heldout``: a job that yields
    :class:`Progress` and returns a :class:`Comparison`.

    The interpolation λs must not see ``heldout`` (the test set): they are fitted by EM on
    every 10th training sentence (the development set) with the counts of the other nine
    tenths, then used with the counts of all the training sentences."""
    train, heldout = check_sentences(train, "train"), check_sentences(heldout, "heldout")
    if not heldout:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No held-out sentences: raise the held-out "
                                                    "share, or load a text with more sentences."))
    orders, smoothings = list(orders), list(smoothings)
    rows, lambdas, models, em, em_models = [], {}, {}, {}, {}
    total = len(orders) * (len(smoothings) + 1)
    done = 0
    dev = train[9::10]
    rest = [s for i, s in enumerate(train) if i % 10 != 9]
    for n in orders:
        yield Progress(done, total, QT_TRANSLATE_NOOP("engine", "counting {n}-grams…"), n=n)
        base = NgramModel(n, "mle", k=k, discount=discount, unk_cutoff=unk_cutoff).fit(train)
        done += 1
        for s in smoothings:
            yield Progress(done, total, QT_TRANSLATE_NOOP(
                "engine", "{n}-gram, {SMOOTHING_NAMES_s}…"), n=n,
                SMOOTHING_NAMES_s=SMOOTHING_NAMES[s])
            model = base.with_smoothing(s)
            if s == "interpolated" and dev and rest:
                counts = NgramModel(n, "mle", unk_cutoff=unk_cutoff).fit(rest)
                em[n] = tuple(counts.iter_fit_lambdas(dev))
                em_models[n] = counts
                model.lambdas_ = em[n][-1].lambdas
            if s == "interpolated":
                lambdas[n] = tuple(float(x) for x in model.lambdas_)
            rows.append(Score(n, s, model.evaluate(heldout)))
            models[(n, s)] = model                 # the counts are shared, not copied
            done += 1
    return Comparison(tuple(rows), lambdas, models, sum(map(len, train)),
                      sum(map(len, heldout)), em, em_models, tuple(dev) if em else ())
