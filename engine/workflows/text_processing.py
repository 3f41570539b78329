"""Processing text as a task: open files or folders (decoded and skipped as the readers say)
and count their tokens with Zipf's line, normalise the vocabulary (case folding, three
stemmers, lemmas), split sentences with the rules and with Punkt, rank collocations, and fill
an edit-distance table with its co-optimal alignments. Each ``iter_*`` is a job: it yields
:class:`engine.Progress` (in small steps, so a job can be cancelled quickly) and returns one
frozen dataclass; nothing here computes an algorithm itself."""
from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .._messages import QT_TRANSLATE_NOOP, Message
from .._steps import Progress
from .._validation import DataError
from ..io import list_text_files, read_text_file
from ..io.text import TEXT_SUFFIXES
from ..text import (TextAnalysis, bigram_table, case_fold, edit_distance, edit_distances,
                    iter_rule_decisions, iter_train_punkt, learned_abbreviations,
                    normalization_table, spans_from_decisions, stem, wordnet_lemma)
from ..text.minimum_edit import MAX_CELLS

NORMALIZE_TYPES = 2000      # rows of the normalisation table (most frequent types)
STEP_CELLS = 80 * 80        # tables up to this many inner cells can be stepped cell by cell
LISTED_SMALL, LISTED_LARGE = 500, 20   # alignments listed (long ones are long lists)
LIST_CHARS = 160            # characters of an alignment shown in its list row


def sentence(message: str) -> str:
    """``message`` ending in exactly one full stop (engine messages already end in one)."""
    message = message.strip()
    return message if message.endswith((".", "?", "!", "…")) else message + "."


@dataclass(frozen=True)
class Opened:
    """A text with its token counts and Zipf's points and line, all made at once."""

    text: str
    source: str
    encoding: str
    skipped: tuple          # (file name, reason) of files that were not read
    notes: tuple            # reports of bytes replaced while decoding
    analysis: TextAnalysis
    zipf_points: tuple      # (ranks, frequencies) sampled in log rank
    zipf_line: tuple        # ((r0, r1), (f0, f1)) of the least-squares line, or ()


def _expand(paths):
    files, skipped = [], []
    for p in map(Path, paths):
        if p.is_dir():
            found, bad = list_text_files(p, TEXT_SUFFIXES)
            files += found
            skipped += bad
        else:
            files.append(p)
    return files, skipped


def iter_open(paths, encoding, make_analysis) -> Generator[Progress, None, "Opened"]:
    """Read ``paths`` (files, or folders of text files), then analyse the joined text with
    ``make_analysis(text)`` (an :func:`engine.text.iter_analyse` generator). A file that cannot
    be read or decoded is skipped and listed; only when none can be read does the job fail."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "listing files…"))
    files, skipped = _expand(paths)
    texts, names, encodings, notes = [], [], [], []
    for k, path in enumerate(files):
        yield Progress(k, len(files), QT_TRANSLATE_NOOP("engine", "reading {path_name}…"),
                                      path_name=path.name)
        try:
            f = read_text_file(path, None if encoding == "detect" else encoding)
        except DataError as exc:
            skipped.append((path.name, Message(exc.template, **exc.fields)))   # translatable
            continue
        if f.replaced:
            notes.append(f.report())
        texts.append(f.text)
        names.append(path.name)
        encodings.append(f.encoding)
    if not names:
        why = " ".join(sentence(r) for _, r in skipped[:3]) or "No text files were found there."
        raise DataError(QT_TRANSLATE_NOOP("engine", "Nothing was opened. {why}"), why=why)
    text = "\n\n".join(texts)
    if not text.strip():
        raise DataError(QT_TRANSLATE_NOOP("engine", "{names} contains no text; choose a file "
                                                    "with text in it"), names=', '.join(names[:3]))
    shown = ", ".join(names[:3])
    if len(names) > 3:
        shown = Message(QT_TRANSLATE_NOOP("engine", "{names} and {n} more"), names=shown,
                        n=len(names) - 3)
    found = ", ".join(sorted(set(encodings)))
    enc = (Message(QT_TRANSLATE_NOOP("engine", "{encodings} (detected)"), encodings=found)
           if encoding == "detect" else
           Message(QT_TRANSLATE_NOOP("engine", "{encodings} (chosen)"), encodings=found))
    result = yield from iter_analyse_text(text, shown, enc, make_analysis)
    return Opened(text, shown, enc, tuple(skipped), tuple(notes), result.analysis,
                  result.zipf_points, result.zipf_line)


def iter_analyse_text(text, source, encoding, make_analysis
                      ) -> Generator[Progress, None, "Opened"]:
    """Tokenize and count ``text``; the Zipf points and line are computed here too."""
    analysis = yield from make_analysis(text)
    counts = analysis.counts
    points = counts.zipf_sample(2000)
    slope, intercept = counts.zipf_fit()
    line = ()
    if np.isfinite(slope):
        last = float(counts.n_types)
        line = ((1.0, last), (10 ** intercept, 10 ** (intercept + slope * np.log10(last))))
    return Opened(text, source, encoding, (), (), analysis, points, line)


@dataclass(frozen=True)
class Normalized:
    rows: list
    sizes: dict
    frequencies: np.ndarray
    wordnet: bool


def iter_normalize(counts, keep, keep_acronyms, batch=5000
                   ) -> Generator[Progress, None, Normalized]:
    """Vocabulary sizes after folding and each stemmer, then the table of the most frequent
    types; in batches, so Cancel takes effect quickly on a large vocabulary."""
    types = list(counts.types)
    yield Progress(0, 5, QT_TRANSLATE_NOOP("engine", "case folding…"))
    folded = [case_fold(t, keep, keep_acronyms) for t in types]
    sizes = {"original": len(types), "case-folded": len(set(folded))}
    distinct = list(dict.fromkeys(folded))
    for k, name in enumerate(("porter", "snowball", "lancaster"), 1):
        stems = set()
        for at in range(0, len(distinct), batch):
            stems.update(stem(distinct[at:at + batch], name))
            yield Progress(k, 5, QT_TRANSLATE_NOOP("engine", "{name} stems: {min_at:,} types…"),
                                 name=name, min_at=min(at + batch, len(distinct)))
        sizes[name] = len(stems)
    top = types[:NORMALIZE_TYPES]
    rows = []
    for at in range(0, len(top), 200):
        yield Progress(4, 5, QT_TRANSLATE_NOOP("engine", "lemmas and tags: {at:,} of {n_top:,}…"),
                             at=at, n_top=len(top))
        rows += normalization_table(top[at:at + 200], keep=keep, keep_acronyms=keep_acronyms)
    return Normalized(rows, sizes, counts.frequencies[:NORMALIZE_TYPES],
                      wordnet_lemma("cars") is not None)


@dataclass(frozen=True)
class Sentences:
    text: str
    decisions: list
    rules: list
    punkt: list
    learned: frozenset
    contexts: list          # each candidate with 25 characters either side


def iter_sentences(text, abbreviations) -> Generator[Progress, None, Sentences]:
    """Both splitters, in small steps: Cancel takes effect within a few milliseconds."""
    total = max(len(text), 1)
    decisions = []
    for d in iter_rule_decisions(text, abbreviations):
        decisions.append(d)
        if len(decisions) % 2000 == 0:
            yield Progress(d.end, total, QT_TRANSLATE_NOOP(
                "engine", "rule-based splitting: {n_decisions:,} candidates…"),
                n_decisions=len(decisions))
    rules = spans_from_decisions(text, decisions)
    tok = yield from iter_train_punkt(text)
    punkt = []
    for span in tok.span_tokenize(text):
        punkt.append(span)
        if len(punkt) % 2000 == 0:
            yield Progress(span[1], total, QT_TRANSLATE_NOOP(
                "engine", "Punkt splitting: {n_punkt:,} sentences…"), n_punkt=len(punkt))
    contexts = []
    for k, d in enumerate(decisions):
        contexts.append((text[max(0, d.start - 25):d.start] + "⟦" + d.mark + "⟧" +
                         text[d.end:d.end + 25]).replace("\n", "⏎"))
        if k % 5000 == 4999:
            yield Progress(k, len(decisions), QT_TRANSLATE_NOOP("engine", "contexts…"))
    return Sentences(text, decisions, rules, punkt, learned_abbreviations(tok), contexts)


@dataclass(frozen=True)
class Collocations:
    measure: str
    table: object          # engine.text.BigramTable
    order: np.ndarray      # rows shown, best first
    min_count: int
    best_count: int        # the largest bigram count before the minimum-count filter


def iter_collocations(tokens, measure, window, min_count, stopwords, alpha_only, top
                      ) -> Generator[Progress, None, Collocations]:
    """The bigrams of ``tokens`` ranked by ``measure`` (the ``top`` best, ties by the bigram
    as NLTK ranks them), and how far the minimum count must come down when none passes."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "counting bigrams of {n_tokens:,} tokens…"),
                         n_tokens=len(tokens))
    table = bigram_table(tokens, window=window, min_count=min_count, stopwords=stopwords,
                         alpha_only=alpha_only)
    best = 0
    if not table.bigrams and min_count > 1:
        # nothing passes: how far must the minimum come down? (the counts before it)
        every = bigram_table(tokens, window=window, min_count=1, stopwords=stopwords,
                             alpha_only=alpha_only)
        best = int(round(every.n_ii.max() * (window - 1))) if every.bigrams else 0
    scores = table.score(measure)
    # best first, ties by the bigram (as NLTK ranks them)
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], table.bigrams[i]))[:top]
    return Collocations(measure, table, np.array(order, dtype=np.int64), min_count, best)


@dataclass(frozen=True)
class EditResult:
    """A computed edit distance: the full table when it fits, else only the distance."""

    a: list
    b: list
    distance: float
    table: object             # engine.text.EditDistance, or None when too large
    on_path: np.ndarray | None
    alignments: tuple         # the first few co-optimal alignments
    labels: tuple             # their one-line texts
    total: int                # how many co-optimal alignments there are
    steppable: bool


def iter_edit_distance(a, b, insert, delete, substitute
                       ) -> Generator[Progress, None, "EditResult"]:
    """The edit-distance table of ``a`` and ``b`` with the given costs, its optimal-path cells
    and the first co-optimal alignments (only the distance when the table is too large)."""
    n, m = len(a), len(b)
    if (n + 1) * (m + 1) > MAX_CELLS:
        yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "distance only (the table is too large "
                                                         "to keep)…"))
        d = float(edit_distances([(a, b)], insert, delete, substitute)[0])
        return EditResult(list(a), list(b), d, None, None, (), (), 0, False)
    yield Progress(0, 4, QT_TRANSLATE_NOOP("engine", "filling the {n:,} × {m:,} table…"), n=n + 1,
                         m=m + 1)
    r = edit_distance(a, b, insert, delete, substitute)
    yield Progress(1, 4, QT_TRANSLATE_NOOP("engine", "cells on an optimal path…"))
    on_path = r.on_optimal_path()
    yield Progress(2, 4, QT_TRANSLATE_NOOP("engine", "counting co-optimal alignments…"))
    total = r.count_alignments()
    yield Progress(3, 4, QT_TRANSLATE_NOOP("engine", "listing alignments…"))
    limit = LISTED_SMALL if n + m <= 200 else LISTED_LARGE
    alignments = []
    for k, al in enumerate(r.alignments()):
        if k == limit:
            break
        alignments.append(al)
    labels = tuple(f"{k}. {alignment_text(al)}" for k, al in enumerate(alignments, 1))
    return EditResult(r.a, r.b, r.distance, r, on_path, tuple(alignments), labels, total,
                      n * m <= STEP_CELLS)


def visible(item) -> str:
    """An item as text with white space made visible (a space would be an empty header)."""
    return str(item).replace(" ", "␣").replace("\n", "⏎").replace("\t", "⇥")


def alignment_text(al, limit=LIST_CHARS):
    top = " ".join("-" if x is None else visible(x) for _, x, _ in al)
    bottom = " ".join("-" if y is None else visible(y) for _, _, y in al)
    text = f"{top}  /  {bottom}"
    return text if len(text) <= limit else text[:limit - 1] + "…"
