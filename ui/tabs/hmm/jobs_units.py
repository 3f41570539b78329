"""The word/morpheme toggle's worker jobs (issue 29): a corpus read as morphemes — a UD Korean
treebank's LEMMA and XPOS split on "+", or word/TAG eojeols written 학교/NNG+에서/JKB — and a
typed Korean sentence split into morphemes by Kiwi (``engine.text.kiwi_morphemes``; loading its
model takes seconds, so never on the GUI thread). Without Kiwi the engine's DataError says how to
install it. They touch no widget."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine import QT_TRANSLATE_NOOP, DataError, Progress
from engine.hmm import read_tagged
from engine.text import morphemes

from .jobs import CorpusRead, TrainSettings, read_job, train_job

UNITS = ("words", "morphemes")


@dataclass(frozen=True)
class MorphemeCorpusRead(CorpusRead):
    """A corpus read as morphemes (the report says "morphemes" where it says "tokens")."""

    units: str = "morphemes"


def read_units_job(path, fmt, column, units: str = "words"):
    """Read a tagged corpus as words (as ``read_job``) or as morphemes (one file; CoNLL-U then
    reads its XPOS column, whose tags are the morphemes')."""
    if units == "words":
        return (yield from read_job(path, fmt, column))
    path = Path(path)
    if path.is_dir():
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} is a folder: morphemes are read from "
                                                    "one file (a UD Korean treebank's .conllu or "
                                                    "a morpheme/TAG file); open the file, or "
                                                    "choose words."), name=path.name)
    yield Progress(0, 1, f"reading {path.name} as morphemes…")
    problems: list = []
    if fmt is None and path.suffix.lower() == ".conllu":
        fmt = "conllu"
    sentences = read_tagged(path, fmt, "xpos" if fmt == "conllu" else column, problems,
                            morphemes=True)
    return MorphemeCorpusRead(path, sentences, tuple(problems), (), sentences.n_tokens)


def read_units_and_train_job(path, fmt, column, settings: TrainSettings, units: str = "words"):
    corpus = yield from read_units_job(path, fmt, column, units)
    return (yield from train_job(corpus, settings))


@dataclass(frozen=True)
class SplitSentence:
    """A typed sentence as Kiwi's morphemes (form, Sejong tag)."""

    text: str
    pairs: tuple


def split_morphemes_job(text: str):
    """Kiwi's morphemes of ``text`` (a DataError saying how to install Kiwi without it)."""
    yield Progress(0, 1, "splitting into morphemes (Kiwi)…")
    return SplitSentence(text, tuple(morphemes(text)))
