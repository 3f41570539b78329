"""Jobs that read a grammar or a treebank and build its parser (for a worker thread: each yields
:class:`engine.Progress` and returns a frozen result, see :func:`engine.run_job`)."""
from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import DataError, check_choice, check_path
from .cky import CKYParser
from .cnf import CNFStage
from .grammar import PCFG
from .samples import sample_grammar, sample_treebank
from .trees import read_treebank

SOURCES = ("sample grammar", "sample treebank", "grammar file", "treebank")


@dataclass(frozen=True)
class LoadedGrammar:
    """A grammar ready to parse with: where it came from (``source``, one of :data:`SOURCES`,
    and ``name``), the ``grammar`` and its ``parser``, the CNF ``stages``, the number of trees
    it was induced from (None for a written grammar) and the treebank files ``skipped``."""

    source: str
    name: str
    grammar: PCFG
    parser: CKYParser
    stages: tuple[CNFStage, ...]
    n_trees: int | None = None
    skipped: tuple[str, ...] = ()


def load_grammar_job(source: str, path: str | os.PathLike | None = None
                     ) -> Iterator[Progress]:
    """Read a grammar (NLTK notation) or a treebank (a ``.mrg`` file or a folder of them, whose
    relative frequencies give the PCFG), or take one of the samples, and build its CKY parser
    and CNF stages. Checks ``source`` and ``path`` now, before the first step."""
    check_choice(source, "source", SOURCES)
    if source in ("grammar file", "treebank"):
        path = check_path(path, "path", "a file or folder",
                          "choose a grammar file or a treebank")
    return _load(source, path)


def _load(source, path):
    from ..io.text import read_text

    yield Progress(0, 3, QT_TRANSLATE_NOOP("engine", "Reading…"))
    skipped: list[str] = []
    n_trees = None
    if source == "sample grammar":
        grammar, name = sample_grammar(), "grammar.pcfg (written for Trellis)"
    elif source == "grammar file":
        if path.is_dir():
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is a folder; a grammar is "
                                                        "one file of rules such as S -> NP VP "
                                                        "[1.0] (open a folder of trees as a "
                                                        "treebank)."), path_name=path.name)
        text, _ = read_text(path)
        try:
            grammar = PCFG.from_string(text)
        except DataError as exc:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name}: {exc}"), path_name=path.name,
                            exc=exc) from None
        name = path.name
    else:
        trees = sample_treebank() if source == "sample treebank" else read_treebank(path,
                                                                                   skipped)
        yield Progress(1, 3, QT_TRANSLATE_NOOP("engine", "Inducing a grammar from {n_trees:,} "
                                                         "trees…"), n_trees=len(trees))
        grammar, n_trees = PCFG.from_trees(trees), len(trees)
        name = "treebank.mrg (written for Trellis)" if path is None else path.name
    yield Progress(2, 3, QT_TRANSLATE_NOOP("engine", "Building the parser of {n_grammar:,} "
                                                     "rules…"), n_grammar=len(grammar))
    parser = CKYParser(grammar)
    stages = parser.cnf.stages                          # the unit stage is computed here
    return LoadedGrammar(source, name, grammar, parser, stages, n_trees, tuple(skipped))
