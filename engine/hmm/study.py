"""Studying a tagger: a seeded train/test split by sentence, its evaluation on held-out
sentences (accuracy overall, on known and unknown words, the most-frequent-tag baseline, and the
confusion of tags, by :func:`engine.metrics.confusion_matrix`), and what TnT's beam trades
(accuracy, states kept and time per beam width)."""
from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

import numpy as np

from .._steps import Progress, run_job
from .._validation import DataError, check_fitted, check_int
from ..metrics import confusion_matrix
from .corpus import TaggedCorpus

TaggedSentence = Sequence[tuple[str, str]]


def split_corpus(corpus: Sequence[TaggedSentence], test_share: float, random_state=None
                 ) -> tuple[TaggedCorpus, TaggedCorpus]:
    """Shuffle the sentences with ``np.random.default_rng(random_state)`` and hold out
    round(test_share · N) of them (at least one) for testing. Returns (train, test)."""
    if isinstance(test_share, bool) or not isinstance(test_share, (int, float)) or not (
            0 < test_share < 1):
        raise ValueError(f"test_share must be a number between 0 and 1; got {test_share!r}.")
    from .discrete import _seed

    random_state = _seed(random_state, "random_state")
    corpus = TaggedCorpus.from_sentences(corpus)
    if len(corpus) < 2:
        raise DataError(f"The corpus has {len(corpus)} sentence(s); at least two are needed "
                        "(one to train on, one to test on).")
    order = np.random.default_rng(random_state).permutation(len(corpus))
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
