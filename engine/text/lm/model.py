"""The n-gram language model as an estimator: its parameters, ``fit`` (the counts of
:mod:`.counting`), the probabilities under its smoothing (:mod:`.smoothing`), scoring
(:mod:`.scoring`), EM for the interpolation weights (:mod:`.interpolation`), generation
(:mod:`.generation`), the explanation of one probability order by order, and save/load
(:mod:`.model_file`). The methods check their input and hand the arrays on; the formulas are in
those modules.
"""
from __future__ import annotations

import math
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..._messages import QT_TRANSLATE_NOOP
from ..._steps import drain
from ..._validation import (DataError, check_choice, check_fitted, check_int, check_positive,
                            check_random_state)
from ...base import BaseEstimator
from .corpus import BOS, check_sentences, every_kth
from .counting import (BOS_ID, UNK_ID, NgramCounts, count_ngrams, decode_ngrams, encode,
                       find_ngrams)
from .generation import sample_words
from .interpolation import LambdaStep, iter_em_lambdas
from .model_file import read_model, write_model
from .scoring import Evaluation, WordScore, evaluation_of, word_scores
from .smoothing import SMOOTHINGS, probabilities

MAX_ORDER = 6


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


class NgramModel(BaseEstimator):
    """An n-gram language model P(w_t | w_{t−n+1} … w_{t−1}) with a choice of smoothing.

    - ``mle``: c(h w) / c(h) (0 when h was never seen);
    - ``laplace`` / ``add_k``: (c(h w) + k) / (c(h) + k|V|), k = 1 for Laplace;
    - ``interpolated``: Σ_k λ_k P_k(w | last k−1 words) + λ_0/|V| with P_k the k-gram MLE
      (the next lower order where the context is unseen), λ by EM on held-out sentences;
    - ``kneser_ney``: P_k(w|h) = max(a(h w) − d, 0)/a(h) + d·N1+(h •)/a(h) · P_{k−1}(w|h′),
      a = counts at the top order and continuation counts N1+(• h w) below (raw counts for
      n-grams starting with <s>, which nothing precedes), P_0 = 1/|V|.

    Every sentence is padded with n−1 ``<s>`` before and one ``</s>`` after, so each word (and
    the end of the sentence) is predicted from exactly n−1 earlier tokens; ``<s>`` is never
    predicted. The vocabulary ``vocab_`` holds ``</s>``, ``<UNK>`` (what every other word
    becomes) and the training words seen at least ``unk_cutoff`` times; every distribution is
    over it.
    """

    def __init__(self, order: int = 3, smoothing: str = "kneser_ney", *, k: float = 1.0,
                 discount: float = 0.75, unk_cutoff: int = 1, max_iter: int = 100,
                 tol: float = 1e-6) -> None:
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
            raise DataError(QT_TRANSLATE_NOOP("engine", "discount must be in (0, 1): a count "
                                                        "of 1 minus d must stay positive; got "
                                                        "{value}."), value=d)
        check_int(self.unk_cutoff, "unk_cutoff", low=1)
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)

    def _check_fitted(self):
        check_fitted(self, "vocab_")

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
            kept, heldout = every_kth(sentences, 10)
            sentences, types, ids = check_sentences(kept, encoded=True)
        if not sentences:
            raise DataError(QT_TRANSLATE_NOOP("engine", "There are no sentences to train on; "
                                                        "give at least one sentence (a list of "
                                                        "tokens)."))
        counts = count_ngrams(sentences, types, ids, self.order, self.unk_cutoff)
        self._fitted_with(counts, np.full(self.order + 1, 1.0 / (self.order + 1)))
        if self.smoothing == "interpolated" and heldout:
            drain(self.iter_fit_lambdas(heldout))
        return self

    def _fitted_with(self, counts: NgramCounts, lambdas: np.ndarray) -> NgramModel:
        """Fitted: the counts (shared, never changed, by every model made from them) and the
        interpolation weights; ``vocab_``, ``unigram_counts_`` and ``n_tokens_`` are theirs."""
        self._counts = counts
        self.vocab_ = counts.vocab
        self.unigram_counts_ = counts.unigram_counts
        self.n_tokens_ = counts.n_tokens
        self.lambdas_ = lambdas
        return self

    def ngram_counts(self, order: int) -> dict[tuple, int]:
        """c(w₁ … wₖ) of every k-gram (k = ``order``) of the padded training stream, decoded
        from the model's count arrays: the numbers behind every probability (and, for k ≤ 2
        and words inside sentences, the same counts as the Zipf and collocation tables)."""
        self._check_fitted()
        return decode_ngrams(self._counts, check_int(order, "order", low=1, high=self.order))

    # == the smoothed distributions ======================================================
    def _probs(self, ids, pos, smoothing=None, per_level=False, order=None):
        """P(w_t | h_t) for every predicted position ``pos`` of the id stream ``ids`` (with the
        first ``order`` orders only, when given): :func:`smoothing.probabilities`."""
        return probabilities(self._counts, ids, pos, smoothing or self.smoothing,
                             order or self.order, k=self.k, discount=self.discount,
                             lambdas=self.lambdas_, per_level=per_level)

    def _context_ids(self, context):
        """The id stream for ``context`` (the last n−1 words, padded with <s> at the left)."""
        if isinstance(context, str) or not isinstance(context, (list, tuple)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "context must be a list of words, e.g. "
                                                        "['I', 'have']; got {context_type}."),
                            context_type=type(context).__name__)
        n = self.order
        words = list(context)[-(n - 1):] if n > 1 else []
        index = self._counts.index
        ids = [BOS_ID if t == BOS else index.get(t, UNK_ID) for t in words]
        return [BOS_ID] * (n - 1 - len(ids)) + ids

    def _word_id(self, word):
        if not isinstance(word, str) or not word:
            raise DataError(QT_TRANSLATE_NOOP("engine", "word must be a non-empty string; got "
                                                        "{word!r}."), word=word)
        if word == BOS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "<s> is only padding: the model never "
                                                        "predicts it. Ask for a word of the "
                                                        "vocabulary, </s> or <UNK>."))
        return self._counts.index.get(word, UNK_ID)

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

    def next_words(self, context: Sequence[str] = (), top: int = 10) -> list[tuple[str, float]]:
        """The ``top`` most probable next words after ``context`` with their probabilities."""
        check_int(top, "top", low=1)
        p = self.distribution(context)
        best = np.argsort(-p, kind="stable")[:top]
        return [(self.vocab_[i], float(p[i])) for i in best]

    # == scoring =======================================================================
    def token_probs(self, sentences: Sequence[Sequence[str]]) -> np.ndarray:
        """P(w_t | h_t) of every predicted token (each word and each </s>), in order."""
        self._check_fitted()
        sentences = check_sentences(sentences)
        if not sentences:
            return np.zeros(0)
        ids, pos = encode(self._counts, sentences)
        return self._probs(ids, pos)

    def score_words(self, sentence: Sequence[str]) -> list[WordScore]:
        """Every factor of P(sentence </s>) with the n-gram behind it (see :class:`WordScore`)."""
        self._check_fitted()
        (sentence,) = check_sentences([sentence], "sentence")
        ids, pos = encode(self._counts, [sentence])
        return word_scores(self._counts, sentence, ids, pos, self._probs(ids, pos),
                           self.smoothing, self.order)

    def sentence_logprob(self, sentence: Sequence[str]) -> float:
        """log₂ P(sentence </s> | <s> …) = Σ_t log₂ P(w_t | h_t)."""
        p = self.token_probs([sentence])
        with np.errstate(divide="ignore"):
            return float(np.log2(p).sum())

    def evaluate(self, sentences: Sequence[Sequence[str]]) -> Evaluation:
        """Cross-entropy H = −(1/N) Σ_t log₂ P(w_t | h_t), perplexity 2^H and the share of
        zero-probability tokens on ``sentences`` (:func:`scoring.evaluation_of`)."""
        return evaluation_of(self.token_probs(sentences))

    def perplexity(self, sentences: Sequence[Sequence[str]]) -> float:
        """2^H, H = −(1/N) Σ_t log₂ P(w_t | h_t) over every word and </s> of ``sentences``."""
        return self.evaluate(sentences).perplexity

    # == interpolation weights by EM ===================================================
    def iter_fit_lambdas(self, heldout: Sequence[Sequence[str]]) -> Iterator[LambdaStep]:
        """EM for the interpolation weights on ``heldout`` (the counts stay fixed): E step
        r_tk = λ_k P_k(w_t|h_t) / Σ_j λ_j P_j(w_t|h_t), M step λ_k = Σ_t r_tk / N
        (:func:`interpolation.iter_em_lambdas`); one :class:`LambdaStep` per iteration until the
        log-likelihood gains less than ``tol`` (converged) or ``max_iter`` iterations
        (stopped). ``lambdas_`` follows each M step."""
        self._check_fitted()
        heldout = check_sentences(heldout, "heldout")
        if not heldout:
            raise DataError(QT_TRANSLATE_NOOP("engine", "heldout has no sentences to fit the λs "
                                                        "on; hold out at least one sentence."))
        return self._em(heldout)

    def _em(self, heldout):
        ids, pos = encode(self._counts, heldout)          # on the worker: the first next()
        P = self._probs(ids, pos, "interpolated", per_level=True)
        for step in iter_em_lambdas(P, self.max_iter, self.tol):
            self.lambdas_ = step.lambdas
            yield step

    # == generation ==================================================================
    def generate(self, n_words: int = 20, context: Sequence[str] = (), temperature: float = 1.0,
                 random_state: int | np.random.Generator | None = None) -> list[str]:
        """Sample up to ``n_words`` words after ``context`` from P(w | h)^(1/T) renormalised
        (T = ``temperature``; T = 0 is greedy: always the most probable word); stops at </s>
        (:func:`generation.sample_words`)."""
        self._check_fitted()
        check_int(n_words, "n_words", low=1)
        t = check_positive(temperature, "temperature", allow_zero=True)
        rng = check_random_state(random_state)
        self._context_ids(context)              # a bad context is refused before sampling
        return sample_words(self.distribution, self.vocab_, context, n_words, t, rng)

    # == explanation ================================================================
    def explain(self, word: str, context: Sequence[str] = ()) -> list[Level]:
        """Each order's counts, weight and probability behind P(word | context), lowest first
        (the top order only for MLE, Laplace and add-k, which use no lower order)."""
        self._check_fitted()
        counts = self._counts
        ids = np.array(self._context_ids(context) + [self._word_id(word)], np.int64)
        n = self.order
        pos = np.array([n - 1])
        H, G = find_ngrams(counts, ids, pos, n)
        names = counts.names()
        kn = self.smoothing == "kneser_ney"
        out = []
        for k in (range(1, n + 1) if self.smoothing in ("interpolated", "kneser_ney")
                  else (n,)):
            h, g = int(H[k - 1][0]), int(G[k - 1][0])
            ctx = tuple(names[i] for i in ids[n - k:n - 1])
            c = float((counts.adj if kn else counts.count)[k - 1][g]) if g >= 0 else 0.0
            ch = float((counts.ctx_adj if kn else counts.ctx_count)[k - 1][h]) if h >= 0 else 0.0
            types = int(counts.ctx_types[k - 1][h]) if h >= 0 else 0
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

    # == save / load, another smoothing ================================================
    def save(self, path: str | os.PathLike) -> None:
        """Write the fitted model to ``path`` as .npz (arrays and a JSON header; no pickle)."""
        self._check_fitted()
        write_model(path, self.get_params(deep=False), self._counts, self.lambdas_)

    @classmethod
    def load(cls, path: str | os.PathLike) -> NgramModel:
        """Read a model written by :meth:`save` (a clear DataError for any other file)."""
        model, counts, lambdas = read_model(path, cls._unfitted)
        return model._fitted_with(counts, lambdas)

    @classmethod
    def _unfitted(cls, params: dict[str, Any]) -> NgramModel:
        """A model with ``params``, checked (for :func:`model_file.read_model`)."""
        model = cls(**params)
        model._check_params()
        return model

    def with_smoothing(self, smoothing: str, heldout: Sequence[Sequence[str]] | None = None,
                       **params: float) -> NgramModel:
        """The same counts under another smoothing (no recounting); with ``interpolated`` the
        λs are fitted on ``heldout`` (kept from this model when it is None). ``params`` may set
        ``k``, ``discount``, ``max_iter`` and ``tol``."""
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
