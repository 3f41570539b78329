"""The HMM part-of-speech tagger of Trellis, first or second order, as in TnT (Brants 2000).

Transitions (:mod:`engine.hmm.transitions`): order 1, add-α bigrams; order 2, TnT's deleted
interpolation of trigram, bigram and unigram estimates with learned λs, the states being tag
pairs. The sentence end counts (P(</s> | last state)). Emissions of known words are
B_t(w) = (c(t, w) + β) / (c(t) + β·V) (β = ``emission_alpha``, 0 = maximum likelihood);
unknown words get TnT's suffix model (:mod:`engine.hmm.unknown`). All arithmetic is in log
space, through the one core of :mod:`engine.hmm.core` (forward α, backward β, Viterbi δ with
TnT's optional beam).

This file is long because the tagger is one estimator whose public methods (fit, emissions,
transition, forward/backward/viterbi and their steppers, tag, tag_sents, tag_flat, explain,
evaluate, and the eojeol-boundary factor boundary_scores that tagging with ``starts=`` applies)
all read the same fitted arrays; the model pieces themselves live in transitions.py,
unknown.py, core.py, trellis.py, tagger_io.py and (the fit, stage by stage) tagger_fit.py.
"""
from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator, Sequence
from itertools import accumulate, chain, repeat
from operator import itemgetter

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import (
    DataError,
    check_choice,
    check_fitted,
    check_int,
    check_memory,
    check_positive,
)
from .._steps import CancelHook, Progress, ProgressHook, run_job
from ..base import BaseEstimator
from . import candidate_viterbi, core
from .corpus import TaggedCorpus
from .tagger_fit import fit_stages
from .trellis import (
    TrellisStep,
    _batches,
    _check_beam,
    _check_words,
    column_steps,
    signature,
)
from .unknown import RARE, WordExplanation

__all__ = ["HMMTagger", "TrellisStep", "signature"]

#: how many (state, candidate tag) pairs one batched Viterbi column may score (a few arrays of
#: this many numbers: ~100 MB at most)
WORK = 2_000_000

#: κ, the pseudo-counts of P(b | t) behind a known word's P(b | t, w) in the eojeol-boundary
#: factor (:meth:`HMMTagger.boundary_scores`). Chosen on UD Korean-Kaist's dev file alone, 5 ×
#: 80/20 held out (bench/bench_korean.py --select; the test file unread): see that docstring.
BOUNDARY_PRIOR = 3.0
#: which training words give an unknown word's P(b | t): "all" (every token) or "rare"
#: (frequency ≤ :data:`engine.hmm.unknown.RARE`, as for the suffix tries), chosen as
#: BOUNDARY_PRIOR was (2,281 against 2,283 pooled held-out errors: a tie, the simpler kept)
BOUNDARY_UNKNOWN = "all"


class HMMTagger(BaseEstimator):
    """``order=2`` (default): the states are tag pairs and p(t3 | t1, t2) is TnT's deleted
    interpolation (the λs are in ``lambdas_``); ``order=1``: the states are tags and
    A_tu = p(u | t) is add-α smoothed (``alpha``; for order 2, α pseudo-counts of the add-α
    bigram join every trigram context, see :mod:`engine.hmm.transitions`).

    ``unknown="suffix"`` uses TnT's suffix tries for unseen words (``explain(word)`` shows
    which suffix decided); ``"none"`` gives them the same score for every tag (only the
    transitions decide), for comparison. ``theta`` is the weight θ of the shorter suffix in
    successive abstraction; None is TnT's own choice, the standard deviation of the tag
    probabilities (≈ 0.05 for 17 UD tags, which lets a suffix seen once decide alone: 92.9 %
    on UD English EWT against 93.3 % with θ = 1, the default, chosen on EWT's dev set). An
    unknown word whose lower-case (or capitalised) form is known takes that form's emissions
    ("Applause" at a sentence start behaves like "applause"). ``beam`` = θ (e.g. 1000) prunes as TnT does: states
    with δ below (best δ)/θ are dropped in every column; None is exact Viterbi.

    Korean morphemes (``read_tagged(..., morphemes=True)``) come with the eojeol boundary: whether
    a morpheme starts an eojeol (a space before it) is seen at tagging time too, and says much
    (stems start eojeols, particles and endings follow them). A tagger fitted on such a corpus
    (``corpus.starts``) counts c(t, w, b) and, when :meth:`tag_flat` (or :meth:`tag`,
    :meth:`evaluate`) is given the boundaries, reads each token as the pair (w, b):
    P(w, b | t) = P(w | t) · P(b | t, w) (:meth:`boundary_scores`); a tag never seen
    eojeol-initial cannot start an eojeol, and the reverse. Without boundaries it tags as
    before.

    ``emission_alpha`` = β > 0 smooths the emissions of known words,
    B_t(w) = (c(t, w) + β) / (c(t) + β·V) over the V known words, so that a word seen with one
    tag keeps a small probability under the others (a trellis then shows the alternatives
    Viterbi rejected); 0 (the default) is the maximum-likelihood estimate."""

    def __init__(self, *, order: int = 2, alpha: float = 0.1, unknown: str = "suffix",
                 beam: float | None = None, emission_alpha: float = 0.0,
                 theta: float | None = 1.0):
        self.order = order
        self.alpha = alpha
        self.unknown = unknown
        self.beam = beam
        self.emission_alpha = emission_alpha
        self.theta = theta

    # -- training ---------------------------------------------------------------------------
    def fit(self, tagged_sentences: Iterable[Sequence[tuple[str, str]]], *,
            progress: ProgressHook | None = None, cancel: CancelHook | None = None
            ) -> HMMTagger:
        """Count tags, tag n-grams and (tag, word) pairs and turn them into log probabilities
        (all counting is vectorised; see the module docstrings for the formulas).

        ``progress(p)`` and ``cancel()`` are the cooperative hooks of :func:`engine.run_job`,
        called between the stages of the fit and the iterations of the Hangul unknown-word
        model; a cancelled fit raises :class:`engine.Cancelled` and leaves the tagger as it
        was."""
        return run_job(self.fit_job(tagged_sentences), progress=progress, cancel=cancel)

    def fit_job(self, tagged_sentences: Iterable[Sequence[tuple[str, str]]]
                ) -> Generator[Progress, None, HMMTagger]:
        """:meth:`fit` as a job: the settings and the corpus are checked now, then the
        generator yields :class:`Progress` between the stages (counting, transitions,
        emissions, suffix tries, each iteration of the Hangul model) and returns the tagger,
        fitted only when the job ends (a job closed half-way changes nothing)."""
        check_positive(self.alpha, "alpha")
        beta = check_positive(self.emission_alpha, "emission_alpha", allow_zero=True)
        order = check_int(self.order, "order", low=1, high=2)
        check_choice(self.unknown, "unknown", ("suffix", "none"))
        _check_beam(self.beam)
        corpus = TaggedCorpus.from_sentences(tagged_sentences)
        if not len(corpus):
            raise DataError(QT_TRANSLATE_NOOP("engine", "The corpus has no tagged sentences."))
        theta = None if self.theta is None else check_positive(self.theta, "theta")
        if order == 2:
            # log A is (n+1)·n·n floats, and counting builds a few arrays like it: thousands
            # of tags would ask for tens of GB; refused with the estimate before counting
            n = len(set(corpus.tags.tolist()))
            check_memory(4 * 8 * (n + 1) * n * n, f"A second-order tagger over {n:,} tags",
                         "use a first-order tagger (order=1), or a tag set with fewer tags "
                         "(UPOS has 17)")
        return fit_stages(self, corpus, order, beta, theta)

    def _set_states(self):
        """``states_``: the hidden states (tags, or tag pairs "t1 t2" for order 2, flat index
        t1·n + t2 with t1 = n for <s>); ``state_tags_`` maps a state to the tag it emits."""
        n = len(self.tags_)
        if self.order == 1:
            self.states_ = list(self.tags_)
            self.state_tags_ = np.arange(n)
        else:
            names = self.tags_ + ["<s>"]
            self.states_ = [f"{names[i // n]} {names[i % n]}" for i in range((n + 1) * n)]
            self.state_tags_ = np.arange((n + 1) * n) % n

    @property
    def log_start_(self) -> np.ndarray:
        """log π over the flat states (M,)."""
        check_fitted(self, "tags_")
        return self.log_pi_.ravel()

    @property
    def log_trans_(self) -> np.ndarray:
        """The dense (M, M) matrix of log transition probabilities between flat states
        (built on demand: for a second-order tagger it is mostly −∞, pair (i, j) moving only
        to pairs (j, k))."""
        check_fitted(self, "tags_")
        if self.order == 1:
            return self.log_A_
        C, n = self.log_pi_.shape
        dense = np.full((C * n, C * n), -np.inf)
        i, j, k = np.meshgrid(np.arange(C), np.arange(n), np.arange(n), indexing="ij")
        dense[i * n + j, j * n + k] = self.log_A_
        return dense

    def transition(self, prev, state):
        """log A(prev → state) between flat state indices (−∞ if the move is impossible).
        ``prev`` and ``state`` are ints (a float comes back) or integer arrays that broadcast
        together (an array comes back, one look-up for all pairs). Second order: the pair
        (i, j) = divmod(prev, n) moves only to (j, k), with log A = log P(k | i, j)."""
        check_fitted(self, "tags_")
        M = len(self.states_)
        if np.isscalar(prev) and np.isscalar(state):
            for name, v in (("prev", prev), ("state", state)):
                check_int(v, name, low=0, high=M - 1)
            return float(self._transition(np.int64(prev), np.int64(state)))
        arrays = []
        for name, v in (("prev", prev), ("state", state)):
            v = np.asarray(v)
            if v.dtype == bool or not (v.dtype.kind in "iu" or v.size == 0):
                raise TypeError(f"{name} must be integer state indices; got {v.dtype} values.")
            if v.size and (v.min() < 0 or v.max() >= M):
                raise ValueError(f"{name} must lie in 0..{M - 1}; found "
                                 f"{int(v.min())}..{int(v.max())}.")
            arrays.append(v.astype(np.int64))
        try:
            prev, state = np.broadcast_arrays(*arrays)
        except ValueError:
            raise ValueError(f"prev {arrays[0].shape} and state {arrays[1].shape} do not "
                             "broadcast together.") from None
        return self._transition(prev, state)

    def _transition(self, prev, state):
        if self.order == 1:
            return self.log_A_[prev, state]
        n = len(self.tags_)
        i, j = np.divmod(prev, n)
        j2, k = np.divmod(state, n)
        return np.where(j == j2, self.log_A_[i, j, k], -np.inf)

    @property
    def work_per_token(self) -> int:
        """Transition scores one token costs in Viterbi (states × successors)."""
        check_fitted(self, "tags_")
        return int(self.log_A_.size)

    @property
    def _log_prior(self) -> np.ndarray:
        return self.suffix_model_.log_prior_

    # -- saving -----------------------------------------------------------------------------
    def save(self, path) -> None:
        """Write the trained tagger to one .npz file (arrays and vocabularies, no pickle)."""
        from .tagger_io import save

        save(self, path)

    @classmethod
    def load(cls, path) -> HMMTagger:
        """Read a tagger written by :meth:`save`; a damaged or foreign file raises
        :class:`DataError` naming the file and what is wrong with it."""
        from .tagger_io import load

        return load(cls, path)

    # -- emissions --------------------------------------------------------------------------
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

    def boundary_scores(self, words: Sequence[str], starts) -> np.ndarray:
        """log P(b | t, w) (T, n) of each token's observed eojeol boundary b (``starts``: True
        where a space precedes the token), the factor of P(w, b | t) = P(w | t) · P(b | t, w).
        For a known word, with κ = :data:`BOUNDARY_PRIOR`,

            P(start | t, w) = (c(t, w, start) + κ · P(start | t)) / (c(t, w) + κ),

        P(start | t) = c(t, start) / c(t) over the training tokens; an unknown word takes
        P(start | t) (:data:`BOUNDARY_UNKNOWN` = "rare": the same formula over the rare words,
        frequency ≤ :data:`engine.hmm.unknown.RARE`, their c(t, w) and c(t, w, start) summed
        in place of one word's). −∞ where the tag was never (or always) seen eojeol-initial:
        the boundary then rules it out. Zeros (no factor) for a tagger fitted without
        boundaries."""
        check_fitted(self, "tags_")
        words = list(words)
        flags = _check_starts(starts, len(words))
        S = getattr(self, "start_counts_", None)
        if S is None:
            return np.zeros((len(words), len(self.tags_)))
        ids = np.fromiter(map(self.vocab_.get, words, repeat(-1, len(words))), np.int64,
                          len(words))
        return self._boundary_at(ids[:, None], np.arange(len(self.tags_))[None, :],
                                 flags[:, None])

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

    def _prepare(self, words):
        check_fitted(self, "tags_")
        words = _check_words(words)
        return words, self._emissions(words)

    # -- inference --------------------------------------------------------------------------
    def _flat(self, table: np.ndarray) -> np.ndarray:
        return table.reshape(table.shape[0], -1)

    def forward(self, words: Sequence[str]) -> tuple[np.ndarray, float]:
        """log α trellis (T, M) and log P(O) = logsumexp_s(α_T(s) + log P(</s> | s))."""
        _, E = self._prepare(words)
        alpha, logp = core.forward(self.log_pi_, self.log_A_, E, log_end=self.log_end_)
        return self._flat(alpha), logp

    def backward(self, words: Sequence[str]) -> tuple[np.ndarray, float]:
        """log β trellis (T, M), β_T = log P(</s> | s), and log P(O) from β_1."""
        _, E = self._prepare(words)
        beta, logp = core.backward(self.log_pi_, self.log_A_, E, log_end=self.log_end_)
        return self._flat(beta), logp

    def _viterbi(self, words):
        words, E = self._prepare(words)
        return words, core.viterbi_flat(self.log_pi_, self.log_A_, E, [len(words)],
                                        beam=_check_beam(self.beam), log_end=self.log_end_,
                                        keep=True)

    def viterbi(self, words: Sequence[str]
                ) -> tuple[list[str], np.ndarray, np.ndarray, float]:
        """Best tag path, δ trellis (T, M), back-pointers ψ (T, M) and log P(best path, O)."""
        _, res = self._viterbi(words)
        path = [self.tags_[i] for i in self.state_tags_[res["states"]]]
        return path, res["delta"], res["back"], float(res["log_prob"][0])

    def iter_viterbi(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` per position, with its back-pointers and the number of
        states kept; the best path comes with the last column only."""
        words, res = self._viterbi(words)
        return self._columns(words, res["delta"], res["back"], "viterbi", res["states"],
                             float(res["log_prob"][0]), res["kept"])

    def iter_forward(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` of α per position, first word first."""
        words = _check_words(words)
        alpha, logp = self.forward(words)
        return self._columns(words, alpha, None, "forward", None, logp, None)

    def iter_backward(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` of β per position, last word first."""
        words = _check_words(words)
        beta, logp = self.backward(words)
        return self._columns(words, beta, None, "backward", None, logp, None)

    def _columns(self, words, table, back, phase, states, logp, kept):
        path = state_path = None
        if states is not None:
            path = tuple(self.state_tags_[states].tolist())
            state_path = tuple(states.tolist())
        return column_steps(words, table, phase, log_prob=logp, back=back, path=path,
                            state_path=state_path, kept=kept)

    def tag(self, words: Sequence[str], *, starts=None) -> list[tuple[str, str]]:
        """(word, tag) pairs of the Viterbi path (through :meth:`tag_flat`: no δ and ψ tables
        are kept, which for a 10,000-word "sentence" and a second-order tagger of 50 tags
        would take 400 MB). ``starts``: the eojeol boundaries of Korean morphemes (see
        :meth:`tag_flat`)."""
        check_fitted(self, "tags_")
        words = _check_words(words)
        return list(zip(words, (self.tags_[i] for i in self.tag_flat(words, [len(words)],
                                                                     starts=starts))))

    def tag_sents(self, sentences: Iterable[Sequence[str]]) -> list[list[tuple[str, str]]]:
        """Tag many sentences at once (see :meth:`tag_flat`)."""
        check_fitted(self, "tags_")
        if isinstance(sentences, (str, bytes)) or not isinstance(sentences, Iterable):
            raise TypeError("Give a list of sentences, each a list of words; got "
                            f"{type(sentences).__name__}.")
        sentences = [s if type(s) is list else _check_words(s) for s in sentences]
        if not sentences:
            return []
        flat = list(chain.from_iterable(sentences))
        if not all(sentences) or not set(map(type, flat)) <= {str}:
            for s in sentences:               # the first bad sentence says what is wrong
                _check_words(s)
        lengths = np.fromiter(map(len, sentences), np.int64, len(sentences))
        tags = np.array(self.tags_, dtype=object)[self.tag_flat(flat, lengths)].tolist()
        pairs = list(zip(flat, tags))         # one zip for all tokens, then cut by sentence
        ends = list(accumulate(map(len, sentences), initial=0))
        return [pairs[a:z] for a, z in zip(ends, ends[1:])]

    def tag_flat(self, words: Sequence[str], lengths, *, kept: list | None = None,
                 starts=None) -> np.ndarray:
        """Tag indices of the tokens of sentences stored flat (``words`` one per token,
        ``lengths`` per sentence). The emissions of all tokens are looked up at once. Without
        a beam (and with every start possible) each token's candidate tags go to
        :func:`engine.hmm.core.viterbi_candidates` (:meth:`_tag_candidates`); otherwise the
        sentences, sorted by length, go through :func:`engine.hmm.core.viterbi_flat` in
        batches whose columns score at most ``WORK`` (state, candidate) pairs (all at once, with
        no copy of the scores, when n_sentences · n_tags^(order+1) cannot exceed it). ``kept``,
        if a list, receives the number of states the beam kept at each token. ``starts`` (one
        bool per token, or None): whether each token begins an eojeol; a tagger fitted with
        boundaries then scores each token's tags by P(w | t) · P(b | t, w)
        (:meth:`boundary_scores`), a tag the boundary rules out leaving the token's candidates
        (unless it rules out all of them: then none is dropped)."""
        check_fitted(self, "tags_")
        if isinstance(words, (str, bytes)) or not isinstance(words, (Sequence, np.ndarray)):
            raise TypeError("words must be a list of the tokens of all sentences; got "
                            f"{type(words).__name__}.")
        raw = np.asarray(lengths) if lengths is not None else np.zeros(0, dtype=object)
        if raw.size and raw.dtype.kind not in "iu":
            raise TypeError(f"lengths must be whole numbers (one per sentence); got {raw.dtype}.")
        lengths = raw.astype(np.int64)
        if lengths.ndim != 1 or (len(lengths) and lengths.min() < 1) or \
                lengths.sum() != len(words):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Each sentence needs at least one word, "
                                                        "and the lengths must add up to the "
                                                        "number of words."))
        out = np.zeros(len(words), dtype=np.int64)
        if not len(lengths):
            return out
        words = list(words)
        bound = None
        if starts is not None:
            _check_starts(starts, len(words))
            if getattr(self, "start_counts_", None) is not None:
                bound = starts
        beam = _check_beam(self.beam)
        n = len(self.tags_)
        if beam is None and (np.isfinite(self.log_pi_).all() if self.order == 1 else
                             candidate_viterbi.start_row(self.log_pi_) is not None):
            out = self._tag_candidates(words, lengths, bound)
            if kept is not None:
                kept.extend(out[1].tolist())
            return out[0]
        E = self._emissions(words)
        if bound is not None:
            E = _with_boundary(E, self.boundary_scores(words, bound))
        if len(lengths) * n ** (self.order + 1) <= WORK:     # surely one batch: no copy of E
            res = core.viterbi_flat(self.log_pi_, self.log_A_, E, lengths, beam=beam,
                                    log_end=self.log_end_)
            if kept is not None:
                kept.extend(res["kept"].tolist())
            return self.state_tags_[res["states"]]
        offsets = np.r_[0, np.cumsum(lengths)]
        order = np.argsort(-lengths, kind="stable")
        counts = np.zeros(len(words), np.int64)
        cost = np.cumsum(self._cost(E, offsets)[order])
        for a, b in _batches(cost, WORK):
            part = order[a:b]
            L = lengths[part]
            tok = np.repeat(offsets[part] - np.r_[0, np.cumsum(L)[:-1]], L) + np.arange(L.sum())
            res = core.viterbi_flat(self.log_pi_, self.log_A_, E[tok], L, beam=beam,
                                    log_end=self.log_end_)
            out[tok] = self.state_tags_[res["states"]]
            counts[tok] = res["kept"]
        if kept is not None:
            kept.extend(counts.tolist())
        return out

    def _tag_candidates(self, words: list[str], lengths: np.ndarray, starts=None
                        ) -> tuple[np.ndarray, np.ndarray]:
        """No beam: tags and kept counts through :func:`engine.hmm.core.viterbi_candidates`
        from each token's candidate tags (no dense tokens × tags table; it decodes in batches
        of whole sentences of its own size). ``starts``: the boundary factor is added to the
        candidates' scores, and the candidates it rules out are dropped (the decoder takes
        any candidate set per token, so the constraint costs it nothing)."""
        counts, tags, scores = self._candidates(words)
        if starts is not None:
            tok = np.repeat(np.arange(len(counts)), counts)
            # only the candidates' cells of log P(b | t, w): no (T, n) table for them
            ids = np.fromiter(map(self.vocab_.get, words, repeat(-1, len(words))), np.int64,
                              len(words))
            add = self._boundary_at(ids[tok], tags, np.asarray(starts, bool)[tok])
            new = scores + add
            ok = np.isfinite(new)
            # a token whose every candidate the boundary rules out keeps them all, unscored
            none = np.bincount(tok[ok], minlength=len(counts)) == 0
            ok |= none[tok]
            new = np.where(np.isfinite(new), new, scores)
            counts, tags, scores = np.bincount(tok[ok], minlength=len(counts)), tags[ok], \
                new[ok]
        res = core.viterbi_candidates(self.log_pi_, self.log_A_, counts, tags, scores, lengths,
                                      log_end=self.log_end_)
        return self.state_tags_[res["states"]], res["kept"]

    def _boundary_at(self, ids: np.ndarray, tags: np.ndarray, flags: np.ndarray) -> np.ndarray:
        """:meth:`boundary_scores` at given (word id, tag) cells (arrays that broadcast; id −1:
        an unknown word), without the (T, n) table."""
        S, W = self.start_counts_, self.word_counts_
        share = _share(S, W)
        k = BOUNDARY_PRIOR
        unknown = share
        if BOUNDARY_UNKNOWN == "rare":   # the rare words' c(t, start), c(t), smoothed as a word's
            rare = W.sum(axis=1) <= RARE
            unknown = (S[rare].sum(axis=0) + k * share) / (W[rare].sum(axis=0) + k)
        with np.errstate(invalid="ignore", divide="ignore"):
            rows = np.maximum(ids, 0)
            p = np.where(ids >= 0, (S[rows, tags] + k * share[tags]) / (W[rows, tags] + k),
                         unknown[tags])
            return np.log(np.where(flags, p, 1.0 - p))

    def _cost(self, E: np.ndarray, offsets: np.ndarray) -> np.ndarray:
        """Per sentence, the most (state, candidate) pairs one of its columns can score: the
        product of the candidate tags (finite emissions) of the last ``order`` + 1 words."""
        cand = np.isfinite(E).sum(axis=1).astype(float)
        pos = np.arange(len(E)) - np.repeat(offsets[:-1], np.diff(offsets))
        cost = cand.copy()
        for back in range(1, self.order + 1):
            cost *= np.where(pos >= back, np.roll(cand, back), 1.0)
        return np.maximum.reduceat(cost, offsets[:-1])

    def evaluate(self, tagged_sentences) -> dict:
        """Token accuracy overall, on known and on unknown words, and of the most-frequent-tag
        baseline (unknown words get the most frequent tag overall). A share with no tokens
        behind it is ``None`` (not NaN)."""
        from .evaluation import evaluate_tagger

        r = evaluate_tagger(self, tagged_sentences)
        return {"accuracy": r.accuracy, "known": r.known, "unknown": r.unknown,
                "baseline": r.baseline, "tokens": r.tokens, "unknown_tokens": r.unknown_tokens}


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


def _check_starts(starts, n: int) -> np.ndarray:
    """The eojeol-start flags as a bool array of one per token."""
    flags = np.asarray(starts)
    if flags.ndim != 1 or flags.dtype != bool:
        raise TypeError("starts must be one True/False per word (True: the word begins an "
                        f"eojeol); got {flags.dtype} values of shape {flags.shape}.")
    if len(flags) != n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give one eojeol-start flag per word: "
                                                    "{n_flags:,} flags for {n:,} words."),
                        n_flags=len(flags), n=n)
    return flags


def _share(S: np.ndarray, W: np.ndarray) -> np.ndarray:
    """P(start | t) = c(t, start) / c(t) over the words (rows) of S and W (0 for a tag with no
    token, which no word has)."""
    total = W.sum(axis=0)
    return np.divide(S.sum(axis=0), total, out=np.zeros(len(total)), where=total > 0)


def _with_boundary(E: np.ndarray, add: np.ndarray) -> np.ndarray:
    """E + log P(b | t, w), a row the boundary rules out entirely left as it was."""
    new = E + add
    dead = ~np.isfinite(new).any(axis=1)
    new[dead] = E[dead]
    return new


def _check_word(word) -> None:
    if not isinstance(word, str):
        raise TypeError(f"Give a word as a string; got {type(word).__name__}.")
