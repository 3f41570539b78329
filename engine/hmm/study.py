"""Studying a tagger: a seeded train/test split by sentence, its evaluation on held-out
sentences (accuracy overall, on known and unknown words, the most-frequent-tag baseline, and the
confusion of tags, by :func:`engine.metrics.confusion_matrix`), and what TnT's beam trades
(accuracy, states kept and time per beam width)."""
from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

import numpy as np

from .._steps import Progress, run_job
from .._validation import DataError, check_fitted, check_int, check_random_state
from ..metrics import confusion_matrix
from .corpus import TaggedCorpus

TaggedSentence = Sequence[tuple[str, str]]


def split_corpus(corpus: Sequence[TaggedSentence], test_share: float, random_state=None
                 ) -> tuple[TaggedCorpus, TaggedCorpus]:
    """Shuffle the sentences with ``check_random_state(random_state)`` and hold out
    round(test_share · N) of them (at least one) for testing. Returns (train, test)."""
    if isinstance(test_share, bool) or not isinstance(test_share, (int, float)) or not (
            0 < test_share < 1):
        raise ValueError(f"test_share must be a number between 0 and 1; got {test_share!r}.")
    rng = check_random_state(random_state)
    corpus = TaggedCorpus.from_sentences(corpus)
    if len(corpus) < 2:
        raise DataError(f"The corpus has {len(corpus)} sentence(s); at least two are needed "
                        "(one to train on, one to test on).")
    order = rng.permutation(len(corpus))
    n_test = min(len(corpus) - 1, max(1, round(test_share * len(corpus))))
    return corpus.subset(order[n_test:]), corpus.subset(order[:n_test])


@dataclass(frozen=True)
class TaggerReport:
    """Held-out token accuracies; a share with no tokens behind it is ``None``.

    accuracy = correct / tokens; known / unknown: the same over tokens whose word was / was not
    seen in training; baseline: each known word's most frequent training tag, unknown words the
    most frequent tag overall. ``confusion[i, j]`` counts tokens of true tag ``labels[i]``
    tagged ``labels[j]``."""

    accuracy: float | None
    known: float | None
    unknown: float | None
    baseline: float | None
    tokens: int
    unknown_tokens: int
    labels: tuple[str, ...]
    confusion: np.ndarray


def _share(right: int, total: int) -> float | None:
    return right / total if total else None


def evaluate_tagger(tagger, tagged_sentences: Sequence[TaggedSentence]) -> TaggerReport:
    """Tag the sentences' words (batched Viterbi) and compare with their gold tags."""
    return run_job(iter_evaluate_tagger(tagger, tagged_sentences))


def iter_evaluate_tagger(tagger, tagged_sentences: Sequence[TaggedSentence], *,
                         work: int = 200_000_000) -> Generator[Progress, None, TaggerReport]:
    """:func:`evaluate_tagger` a chunk of sentences at a time, yielding :class:`Progress`
    after each and returning the report. A chunk holds ``work`` / ``tagger.work_per_token``
    tokens: at most ``work`` transition scores (Viterbi scores only the alive states, usually
    far fewer), so a job can be cancelled soon even for a second-order tagger with thousands
    of states and smoothed emissions."""
    check_fitted(tagger, "tags_")
    work = check_int(work, "work", low=1)
    corpus = TaggedCorpus.from_sentences(tagged_sentences)
    return _evaluate(tagger, corpus, work)


def _evaluate(tagger, corpus, work):
    words, gold = corpus.words, corpus.tags
    n, offsets = len(words), corpus.offsets
    per = max(1, work // tagger.work_per_token)         # tokens per chunk
    pred_ids = np.zeros(n, dtype=np.int64)
    s = 0
    while s < len(corpus):
        e = max(s + 1, int(np.searchsorted(offsets, offsets[s] + per, "right")) - 1)
        a, b = offsets[s], offsets[e]
        pred_ids[a:b] = tagger.tag_flat(words[a:b], corpus.lengths[s:e])
        yield Progress(int(b), n, f"tagged {int(b):,} of {n:,} held-out tokens")
        s = e
    pred = np.array(tagger.tags_, dtype=object)[pred_ids] if n else np.array([], dtype=object)
    known = np.fromiter((w in tagger.vocab_ for w in words), bool, len(words))
    fallback = tagger.tags_[int(np.argmax(tagger.suffix_model_.log_prior_))]
    base = np.array([tagger.most_frequent_.get(w, fallback) for w in words], dtype=object)
    right = gold == pred
    labels = sorted(set(tagger.tags_) | set(gold.tolist()))
    if len(words):
        _, confusion = confusion_matrix(gold.astype(str), pred.astype(str), np.array(labels))
    else:
        confusion = np.zeros((len(labels), len(labels)), dtype=int)
    return TaggerReport(
        accuracy=_share(int(right.sum()), len(words)),
        known=_share(int(right[known].sum()), int(known.sum())),
        unknown=_share(int(right[~known].sum()), int((~known).sum())),
        baseline=_share(int((base == gold).sum()), len(words)),
        tokens=len(words), unknown_tokens=int((~known).sum()), labels=tuple(labels),
        confusion=confusion)


@dataclass(frozen=True)
class BeamPoint:
    """One beam width θ (None = exact Viterbi) on held-out sentences: token ``accuracy``, the
    mean number of states alive per column (``states_kept``) and the CPU seconds tagging took
    (``seconds``; the time a beam saves grows with the states it drops)."""

    theta: float | None
    accuracy: float | None
    states_kept: float
    seconds: float


@dataclass(frozen=True)
class BeamStudy:
    """What TnT's beam trades: one :class:`BeamPoint` per θ, widest first."""

    tokens: int
    points: tuple[BeamPoint, ...]


def iter_beam_study(tagger, tagged_sentences: Sequence[TaggedSentence],
                    thetas: Sequence[float | None] = (None, 1e4, 1e3, 1e2, 10.0)
                    ) -> Generator[Progress, None, BeamStudy]:
    """Tag the sentences with each beam θ (states with δ < max δ − log θ dropped per column,
    Brants 2000) and return accuracy, states kept and time per θ; yields :class:`Progress`
    after each θ. The arguments are checked when it is called; the tagger itself is not
    changed (a shallow copy gets each θ)."""
    from .trellis import _check_beam

    check_fitted(tagger, "tags_")
    if isinstance(thetas, (str, bytes)) or not hasattr(thetas, "__iter__"):
        raise TypeError("thetas must be a list of beam widths θ > 1 (None for exact "
                        f"Viterbi); got {type(thetas).__name__}.")
    thetas = list(thetas)
    if not thetas:
        raise ValueError("Give at least one beam width θ (or None for exact Viterbi).")
    for th in thetas:
        _check_beam(th)
    corpus = TaggedCorpus.from_sentences(tagged_sentences)
    if not len(corpus):
        raise DataError("No held-out sentences to tag.")
    return _beam_study(tagger, corpus, thetas)


def _beam_study(tagger, corpus, thetas):
    import copy
    import time

    points = []
    for k, th in enumerate(thetas, 1):
        trial = copy.copy(tagger)
        trial.beam = th
        kept: list = []
        t0 = time.process_time()
        pred = trial.tag_flat(corpus.words, corpus.lengths, kept=kept)
        seconds = time.process_time() - t0
        right = int((np.array(tagger.tags_, dtype=object)[pred] == corpus.tags).sum())
        points.append(BeamPoint(th, _share(right, corpus.n_tokens), float(np.mean(kept)),
                                seconds))
        yield Progress(k, len(thetas), "beam " + ("off" if th is None else f"θ = {th:g}")
                       + f": {points[-1].states_kept:.1f} states kept per column")
    return BeamStudy(corpus.n_tokens, tuple(points))


@dataclass(frozen=True)
class TrainedTagger:
    """A tagger trained on one part of a seeded split and evaluated on the other.

    ``seconds`` is the wall time tagging (and scoring) the held-out part took, so
    ``report.tokens / seconds`` is the tagging speed. For ``order=2`` the first-order tagger
    with the same settings is trained and evaluated on the *same* split (``first_report``,
    ``first_seconds``), so the two orders are compared token for token; otherwise those are
    ``None`` and 0."""

    tagger: object            # the fitted HMMTagger
    report: TaggerReport
    n_train: int
    n_test: int
    seconds: float
    first_report: TaggerReport | None
    first_seconds: float
    train: TaggedCorpus
    test: TaggedCorpus


def iter_train_tagger(corpus: Sequence[TaggedSentence], *, test_share: float = 0.1,
                      random_state=0, order: int = 2, alpha: float = 0.1,
                      emission_alpha: float = 0.0, beam: float | None = None,
                      compare_first_order: bool = True
                      ) -> Generator[Progress, None, TrainedTagger]:
    """Split ``corpus`` by sentence (:func:`split_corpus`: the same split for the same seed
    and share), fit ``HMMTagger(order=…, alpha=…, emission_alpha=…, beam=…)`` on the training
    part and evaluate it on the held-out part (:func:`iter_evaluate_tagger`), timing the
    tagging; a second-order run also trains and evaluates the first order on the same split
    when ``compare_first_order``. Yields :class:`Progress`, returns :class:`TrainedTagger`.
    The split and the settings are checked when it is called."""
    from .tagger import HMMTagger

    train, test = split_corpus(corpus, test_share, random_state=random_state)

    def make(k: int) -> HMMTagger:
        return HMMTagger(alpha=alpha, emission_alpha=emission_alpha, order=k, beam=beam)

    from .trellis import _check_beam

    order = check_int(order, "order", low=1, high=2)
    _check_beam(beam)
    return _train_tagger(make, order, train, test, compare_first_order)


def _train_tagger(make, order, train, test, compare):
    import time

    steps = 5 if order == 2 and compare else 3
    yield Progress(1, steps, f"training on {len(train):,} sentences…")
    tagger = make(order).fit(train)
    yield Progress(2, steps, f"tagging {len(test):,} held-out sentences…")
    t0 = time.perf_counter()
    report = yield from iter_evaluate_tagger(tagger, test)
    seconds = time.perf_counter() - t0
    first_report, first_seconds = None, 0.0
    if order == 2 and compare:
        yield Progress(3, steps, "training the first-order tagger to compare…")
        first = make(1).fit(train)
        yield Progress(4, steps, "tagging the held-out sentences with the first order…")
        t0 = time.perf_counter()
        first_report = yield from iter_evaluate_tagger(first, test)
        first_seconds = time.perf_counter() - t0
    return TrainedTagger(tagger, report, len(train), len(test), seconds, first_report,
                         first_seconds, train, test)
