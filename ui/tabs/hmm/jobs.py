"""The HMM tab's worker jobs: each chains engine calls, yields Progress and returns one frozen
dataclass. They touch no widget."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine import Progress
from engine.hmm import (
    HMMTagger,
    MarkovChain,
    TaggedCorpus,
    TaggerReport,
    iter_train_tagger,
    read_tagged,
    read_tagged_folder,
)


@dataclass(frozen=True)
class CorpusRead:
    """A tagged corpus as read: its sentences, malformed lines skipped, files skipped."""

    path: Path
    sentences: TaggedCorpus
    problems: tuple
    skipped: tuple
    n_tokens: int


@dataclass(frozen=True)
class TrainSettings:
    """What the tab's controls ask of a training run."""

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


@dataclass(frozen=True)
class LoadedTagger:
    path: Path
    tagger: HMMTagger


@dataclass(frozen=True)
class ChainFit:
    """The chain of the chosen order (for sequence probabilities) and the first-order
    transition matrix the graph draws."""

    chain: MarkovChain
    rows: list
    cols: list
    matrix: list


def read_job(path, fmt, column):
    """Read a tagged corpus file or every file of a folder (bad files skipped and listed)."""
    path = Path(path)
    yield Progress(0, 1, f"reading {path.name}…")
    problems, skipped = [], []
    if path.is_dir():
        sentences = read_tagged_folder(path, fmt, column, problems, skipped)
    else:
        sentences = read_tagged(path, fmt, column, problems)
    return CorpusRead(path, sentences, tuple(problems), tuple(skipped), sentences.n_tokens)


def train_job(corpus: CorpusRead, settings: TrainSettings):
    """Train and evaluate on a seeded split (the engine's ``iter_train_tagger``; a second-order
    run is compared with the first order on the same split)."""
    r = yield from iter_train_tagger(
        corpus.sentences, test_share=settings.test_share, random_state=settings.seed,
        order=settings.order, alpha=settings.alpha, emission_alpha=settings.emission_alpha,
        beam=settings.beam)
    return Trained(corpus, r.tagger, r.report, r.n_train, r.n_test, settings, r.first_report,
                   r.seconds, r.first_seconds, r.test)


def read_and_train_job(path, fmt, column, settings: TrainSettings):
    corpus = yield from read_job(path, fmt, column)
    return (yield from train_job(corpus, settings))


@dataclass(frozen=True)
class SavedTagger:
    path: Path


def save_tagger_job(tagger: HMMTagger, path):
    """Write the tagger on the worker: compressing EWT's tagger takes about half a second."""
    yield Progress(0, 1, f"writing {Path(path).name}…")
    tagger.save(path)                  # an unwritable path is a DataError that names it
    return SavedTagger(Path(path))


def load_tagger_job(path):
    yield Progress(0, 1, f"reading {Path(path).name}…")
    return LoadedTagger(Path(path), HMMTagger.load(path))


def chain_job(corpus: TaggedCorpus, order):
    """Fit the chain of ``order`` on the corpus's tags and, for the graph, the first-order
    one."""
    yield Progress(0, 2, "counting tag n-grams…")
    tag_sequences = corpus
    chain = MarkovChain(order=order).fit(tag_sequences)
    first = chain if order == 1 else MarkovChain(order=1).fit(tag_sequences)
    yield Progress(1, 2, "transition matrix…")
    rows, cols, matrix = first.transition_matrix()
    return ChainFit(chain, rows, cols, matrix)
