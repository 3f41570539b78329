"""Tagging as a task, from a tagged corpus to a compared tagger: read a corpus file or folder, a
seeded train/test split by sentence, train and evaluate a tagger (the second order compared with
the first on the same split), what TnT's beam trades (accuracy, states kept and time per beam
width), the chain of tags, and saving and reopening taggers. Each ``iter_*`` here is a job: it
yields :class:`engine.Progress` and returns one frozen dataclass (:func:`engine.run_job`)."""
from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, nested
from .._validation import DataError, check_fitted, check_int
from ..hmm.chain import MarkovChain
from ..hmm.corpus import TaggedCorpus, read_tagged, read_tagged_folder
from ..hmm.evaluation import (TaggedSentence, TaggerReport, _share, iter_evaluate_tagger,
                              split_corpus)
from ..hmm.tagger import HMMTagger
from ..hmm.trellis import _check_beam


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
        raise DataError(QT_TRANSLATE_NOOP("engine", "No held-out sentences to tag."))
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
        kept_ = points[-1].states_kept
        if th is None:
            yield Progress(k, len(thetas), QT_TRANSLATE_NOOP(
                "engine", "beam off: {kept:.1f} states kept per column"), kept=kept_)
        else:
            yield Progress(k, len(thetas), QT_TRANSLATE_NOOP(
                "engine", "beam θ = {theta:g}: {kept:.1f} states kept per column"), theta=th,
                kept=kept_)
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
    train, test = split_corpus(corpus, test_share, random_state=random_state)

    def make(k: int) -> HMMTagger:
        return HMMTagger(alpha=alpha, emission_alpha=emission_alpha, order=k, beam=beam)

    order = check_int(order, "order", low=1, high=2)
    _check_beam(beam)
    return _train_tagger(make, order, train, test, compare_first_order)


def _train_tagger(make, order, train, test, compare):
    import time

    steps = 4 if order == 2 and compare else 2
    yield Progress(0, steps, QT_TRANSLATE_NOOP("engine", "training on {n_train:,} sentences…"),
                             n_train=len(train))
    tagger = yield from nested(make(order).fit_job(train), 0, steps)   # cancellable inside
    yield Progress(1, steps, QT_TRANSLATE_NOOP("engine", "tagging {n_test:,} held-out sentences…"),
                             n_test=len(test))
    t0 = time.perf_counter()
    report = yield from nested(iter_evaluate_tagger(tagger, test), 1, steps)
    seconds = time.perf_counter() - t0
    first_report, first_seconds = None, 0.0
    if order == 2 and compare:
        yield Progress(2, steps, QT_TRANSLATE_NOOP("engine", "training the first-order tagger "
                                                             "to compare…"))
        first = yield from nested(make(1).fit_job(train), 2, steps)
        yield Progress(3, steps, QT_TRANSLATE_NOOP("engine", "tagging the held-out sentences "
                                                             "with the first order…"))
        t0 = time.perf_counter()
        first_report = yield from nested(iter_evaluate_tagger(first, test), 3, steps)
        first_seconds = time.perf_counter() - t0
    return TrainedTagger(tagger, report, len(train), len(test), seconds, first_report,
                         first_seconds, train, test)


# -- reading, training with settings, saving, the chain of tags ----------------------------------
@dataclass(frozen=True)
class CorpusRead:
    """A tagged corpus as read: its sentences, malformed lines skipped, files skipped."""

    path: Path
    sentences: TaggedCorpus
    problems: tuple
    skipped: tuple
    n_tokens: int


def iter_read_corpus(path, fmt, column) -> Generator[Progress, None, CorpusRead]:
    """Read a tagged corpus file or every file of a folder (bad files skipped and listed;
    ``fmt`` and ``column`` as :func:`engine.hmm.read_tagged` takes them)."""
    path = Path(path)
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "reading {path_name}…"), path_name=path.name)
    problems, skipped = [], []
    if path.is_dir():
        sentences = read_tagged_folder(path, fmt, column, problems, skipped)
    else:
        sentences = read_tagged(path, fmt, column, problems)
    return CorpusRead(path, sentences, tuple(problems), tuple(skipped), sentences.n_tokens)


@dataclass(frozen=True)
class TrainSettings:
    """What a training run asks for (the keywords of :func:`iter_train_tagger`)."""

    alpha: float = 0.1
    test_share: float = 0.1
    emission_alpha: float = 0.0
    order: int = 1
    seed: int = 0
    beam: float | None = None


@dataclass(frozen=True)
class Trained:
    """A tagger trained on a split of ``corpus`` and its held-out report."""

    corpus: CorpusRead
    tagger: HMMTagger
    report: TaggerReport
    n_train: int
    n_test: int
    settings: TrainSettings
    first_report: TaggerReport | None = None   # a second-order run: the first order, same split
    seconds: float = 0.0                       # tagging the held-out part (speed of the beam)
    first_seconds: float = 0.0
    test: TaggedCorpus | None = None           # the held-out sentences (for the beam study)


def iter_train(corpus: CorpusRead, settings: TrainSettings) -> Generator[Progress, None, Trained]:
    """Train and evaluate on a seeded split (:func:`iter_train_tagger`; a second-order run is
    compared with the first order on the same split)."""
    r = yield from iter_train_tagger(
        corpus.sentences, test_share=settings.test_share, random_state=settings.seed,
        order=settings.order, alpha=settings.alpha, emission_alpha=settings.emission_alpha,
        beam=settings.beam)
    return Trained(corpus, r.tagger, r.report, r.n_train, r.n_test, settings, r.first_report,
                   r.seconds, r.first_seconds, r.test)


def iter_read_and_train(path, fmt, column, settings: TrainSettings
                        ) -> Generator[Progress, None, Trained]:
    """:func:`iter_read_corpus`, then :func:`iter_train`."""
    corpus = yield from iter_read_corpus(path, fmt, column)
    return (yield from iter_train(corpus, settings))


@dataclass(frozen=True)
class SavedTagger:
    path: Path


def iter_save_tagger(tagger: HMMTagger, path) -> Generator[Progress, None, SavedTagger]:
    """Write the tagger (compressing EWT's tagger takes about half a second)."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "writing {path_name}…"),
                         path_name=Path(path).name)
    tagger.save(path)                  # an unwritable path is a DataError that names it
    return SavedTagger(Path(path))


@dataclass(frozen=True)
class LoadedTagger:
    path: Path
    tagger: HMMTagger


def iter_load_tagger(path) -> Generator[Progress, None, LoadedTagger]:
    """Read a saved tagger (:meth:`engine.hmm.HMMTagger.load`)."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "reading {path_name}…"),
                         path_name=Path(path).name)
    return LoadedTagger(Path(path), HMMTagger.load(path))


@dataclass(frozen=True)
class ChainFit:
    """The chain of the chosen order (for sequence probabilities) and the first-order
    transition matrix a graph of the chain draws."""

    chain: MarkovChain
    rows: list
    cols: list
    matrix: list


def iter_chain(corpus: TaggedCorpus, order) -> Generator[Progress, None, ChainFit]:
    """Fit the chain of ``order`` on the corpus's tags and, for the graph, the first-order
    one."""
    yield Progress(0, 2, QT_TRANSLATE_NOOP("engine", "counting tag n-grams…"))
    chain = MarkovChain(order=order).fit(corpus)
    first = chain if order == 1 else MarkovChain(order=1).fit(corpus)
    yield Progress(1, 2, QT_TRANSLATE_NOOP("engine", "transition matrix…"))
    rows, cols, matrix = first.transition_matrix()
    return ChainFit(chain, rows, cols, matrix)
