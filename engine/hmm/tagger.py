"""The HMM part-of-speech tagger of Trellis, first or second order, as in TnT (Brants 2000).

Transitions (:mod:`engine.hmm.transitions`): order 1, add-α bigrams; order 2, TnT's deleted
interpolation of trigram, bigram and unigram estimates with learned λs, the states being tag
pairs. The sentence end counts (P(</s> | last state)). Emissions of known words are
B_t(w) = (c(t, w) + β) / (c(t) + β·V) (β = ``emission_alpha``, 0 = maximum likelihood);
unknown words get TnT's suffix model (:mod:`engine.hmm.unknown`). All arithmetic is in log
space, through the one core of :mod:`engine.hmm.core` (forward α, backward β, Viterbi δ with
TnT's optional beam).

The estimator is split along its concerns: this module holds the settings, the fit's entry
points, saving, tagging many sentences at once (tag, tag_sents, tag_flat) with the
eojeol-boundary factor boundary_scores that tagging with ``starts=`` applies, and evaluate;
the emissions, their candidate tags and explain are in tagger_emit.py, the states,
transitions and the trellis algorithms (forward/backward/viterbi and their steppers) in
tagger_trellis.py, the fit stage by stage in tagger_fit.py, saving in tagger_io.py; the model
pieces in transitions.py, unknown.py, core.py and trellis.py.
"""
from __future__ import annotations

import gc
from collections.abc import Generator, Iterable, Sequence
from itertools import accumulate, chain, repeat

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
from .tagger_emit import EmissionsMixin
from .tagger_fit import fit_stages
from .tagger_trellis import TrellisMixin
from .trellis import TrellisStep, _batches, _check_beam, _check_words, signature
from .unknown import RARE

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


class HMMTagger(EmissionsMixin, TrellisMixin, BaseEstimator):
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
        ends = list(accumulate(map(len, sentences), initial=0))
        # one zip for all tokens, then cut by sentence. Each 700 new tuples would start a
        # collection of the cyclic collector that walks the caller's young objects (1–2.5 ms
        # per 25,000 tokens beside a large heap); tuples of two strings make no cycle, so it
        # is paused meanwhile, as Mercurial's util.nogc does (and left alone where the caller
        # has switched it off, as the app does)
        paused = gc.isenabled()
        if paused:
            gc.disable()
        try:
            pairs = list(zip(flat, tags))
            return [pairs[a:z] for a, z in zip(ends, ends[1:])]
        finally:
            if paused:
                gc.enable()

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
