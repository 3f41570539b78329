"""Tagging a whole text file: decode it (:func:`engine.io.read_text_file`), split it into
sentences (:func:`engine.text.sentence_spans`), tokenise each sentence with one of the Text tab's
tokenizers (:func:`engine.text.tokenize`), tag every sentence with a trained
:class:`~engine.hmm.HMMTagger` (its batched Viterbi, ``tag_flat``) and write the result as
``word/TAG`` lines (one sentence per line) or as CoNLL-U (one token per line, a blank line after
each sentence) — both formats :func:`engine.hmm.read_tagged` reads back.

The output is written to a temporary file beside the target and renamed at the end, so a
cancelled or failed run never leaves a half-written file (nor touches an existing one).
"""
from __future__ import annotations

import os
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import DataError, check_choice, check_fitted, check_int

if TYPE_CHECKING:
    from .tagger import HMMTagger

OUTPUT_FORMATS = ("slash", "conllu")
CHUNK_TOKENS = 10_000
# The Universal Dependencies UPOS tags: a tagger whose tags are all among them writes CoNLL-U's
# UPOS column; any other tag set (Penn, Brown…) goes to XPOS, with UPOS left "_".
UPOS = frozenset(("ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART",
                  "PRON", "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X"))


@dataclass(frozen=True)
class TaggedFile:
    """What :func:`iter_tag_file` wrote: the files, the output format (``"slash"`` or
    ``"conllu"``), how many sentences and tokens, how many tokens the tagger had never seen,
    the encoding the source was read in, a note on undecodable bytes ("" if none), and the
    first few tagged sentences for a preview."""

    source: Path
    target: Path
    format: str
    n_sentences: int
    n_tokens: int
    n_unknown: int
    encoding: str
    note: str
    preview: tuple


def split_and_tokenize(text: str, method: str = "treebank", pattern: str | None = None,
                       splitter: str = "rules") -> list[list[str]]:
    """The sentences of ``text`` (rule-based splitter or Punkt), each tokenised by ``method``
    (whitespace, regex, treebank, wordpunct); sentences with no token are dropped — the Text
    tab's :func:`engine.text.iter_sentence_tokens` run to its end."""
    from ..text import iter_sentence_tokens

    return run_job(iter_sentence_tokens(text, method, pattern=pattern, splitter=splitter))


def format_sentence(words: Sequence[str], tags: Sequence[str], fmt: str, number: int = 1,
                    upos: bool = True) -> str:
    """One tagged sentence as text: ``w/T w/T …\\n`` or a CoNLL-U block (``# sent_id``,
    ``# text``, one 10-column line per token, a blank line). ``upos`` puts the tag in the
    UPOS column (else XPOS, UPOS "_")."""
    if fmt == "slash":
        return " ".join(f"{w}/{t}" for w, t in zip(words, tags)) + "\n"
    lines = [f"# sent_id = {number}", f"# text = {' '.join(words)}"]
    for k, (w, t) in enumerate(zip(words, tags), 1):
        u, x = (t, "_") if upos else ("_", t)
        lines.append(f"{k}\t{w}\t_\t{u}\t{x}\t_\t_\t_\t_\t_")
    return "\n".join(lines) + "\n\n"


def iter_tag_file(tagger: HMMTagger, source: str | os.PathLike, target: str | os.PathLike, *,
                  fmt: str = "slash", method: str = "treebank", pattern: str | None = None,
                  splitter: str = "rules", encoding: str | None = None,
                  work: int = 20_000_000) -> Generator[Progress, None, TaggedFile]:
    """Tag every sentence of the text file ``source`` and write them to ``target``.

    Yields :class:`Progress` after reading, after splitting and after each chunk of sentences
    (about ``work`` state-pair scores, as :func:`iter_evaluate_tagger`, so a second-order
    tagger stays cancellable) and returns a :class:`TaggedFile`. Each sentence is decoded by
    Viterbi, argmax_q P(q, O) (the tagger's ``tag_flat``)."""
    from ..io import read_text_file
    from ..text import sentence_spans, tokenize

    check_fitted(tagger, "tags_")
    check_choice(fmt, "fmt", OUTPUT_FORMATS)
    check_int(work, "work", low=1)
    source, target = Path(source), Path(target)
    if source.resolve() == target.resolve():
        raise DataError(QT_TRANSLATE_NOOP("engine", "The tagged output would overwrite its "
                                                    "source {source_name}; choose another file "
                                                    "name."), source_name=source.name)
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "reading {source_name}…"),
                         source_name=source.name)
    decoded = read_text_file(source, encoding)
    text = decoded.text
    yield Progress(0, max(len(text), 1), QT_TRANSLATE_NOOP(
        "engine", "splitting {n_text:,} characters into sentences…"), n_text=len(text))
    spans = sentence_spans(text, splitter)
    cost = getattr(tagger, "work_per_token", None) or len(tagger.states_) ** 2
    # tokens per chunk: bounded by the Viterbi work and by the text formatted at once (one
    # long join holds the GIL and would stall the GUI thread beside this worker)
    per = max(1, min(work // cost, CHUNK_TOKENS))
    state = _Writer(tagger, fmt)
    tmp = target.with_name(f".{target.name}.part")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as out:
            batch: list[list[str]] = []
            size = 0
            for k, (a, b) in enumerate(spans):
                tokens = tokenize(text[a:b], method, pattern)   # sentence by sentence, so a
                if tokens:                                       # long file stays cancellable
                    batch.append(tokens)
                    size += len(tokens)
                if batch and (size >= per or k == len(spans) - 1):
                    out.write(state.write(batch))
                    batch, size = [], 0
                    done = len(text) if k == len(spans) - 1 else b
                    yield Progress(done, len(text), QT_TRANSLATE_NOOP(
                        "engine", "tagged {state_n_tokens:,} tokens of {state_n_sentences:,} "
                        "sentences"), state_n_tokens=state.n_tokens,
                        state_n_sentences=state.n_sentences)
            if not state.n_sentences:
                raise DataError(QT_TRANSLATE_NOOP("engine", "{source_name} has no words to tag "
                                                            "(it is empty or only white space)."),
                                source_name=source.name)
        os.replace(tmp, target)
    except OSError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot write {target_name}: {value}."),
                        target_name=target.name, value=exc.strerror or exc) from None
    finally:
        if tmp.exists():                  # cancelled (GeneratorExit) or failed: no half file
            tmp.unlink()
    return TaggedFile(source, target, fmt, state.n_sentences, state.n_tokens, state.unknown,
                      decoded.encoding, decoded.report(), tuple(state.preview))


class _Writer:
    """Tags batches of tokenised sentences (one batched Viterbi each) and formats them,
    counting sentences, tokens and unknown words and keeping a preview of the first five."""

    def __init__(self, tagger, fmt):
        self.tagger, self.fmt = tagger, fmt
        self.upos = set(tagger.tags_) <= UPOS
        self.tags = np.array(tagger.tags_, dtype=object)
        self.n_sentences = self.n_tokens = self.unknown = 0
        self.preview: list = []

    def write(self, sentences: list[list[str]]) -> str:
        lengths = np.fromiter(map(len, sentences), np.int64, len(sentences))
        words = [w for sent in sentences for w in sent]
        pred = self.tags[self.tagger.tag_flat(words, lengths)].tolist()
        self.unknown += sum(w not in self.tagger.vocab_ for w in words)
        parts, a = [], 0
        for sent in sentences:
            b = a + len(sent)
            self.n_sentences += 1
            parts.append(format_sentence(sent, pred[a:b], self.fmt, self.n_sentences,
                                         self.upos))
            if len(self.preview) < 5:
                self.preview.append(tuple(zip(sent, pred[a:b])))
            a = b
        self.n_tokens += len(words)
        return "".join(parts)
