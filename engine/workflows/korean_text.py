"""Korean text as morphemes, as a task: a text's eojeols split by Kiwi into morphemes and counted
before and after (:func:`iter_morphemes`); collocations with Korean stop words by tag
(:func:`iter_collocations_by_tag`); noisy-channel correction at the jamo level
(:func:`iter_correct_at_level`). Each is a job (see :mod:`engine.workflows`). A missing Kiwi is
not a failure of :func:`iter_morphemes`: the result says why and carries the eojeol side and the
jamo, which still work."""
from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import DataError
from ..text import EojeolCounts, eojeol_counts, is_hangul, jamo_row, split_eojeols
from .language_models import Corrections
from .text_processing import Collocations, iter_collocations

MORPHEME_CHARS = 300_000     # characters analysed at most (a long text: its beginning)
CHUNK_CHARS = 20_000         # characters given to Kiwi at once (cut at a line break)
ROWS = 2000                  # eojeols whose jamo are given (the counts are of the whole text)


def _chunks(text: str) -> list[tuple[int, str]]:
    """``text`` in pieces of about :data:`CHUNK_CHARS`, cut after a line break (or a space)
    so that no eojeol is split, each with its offset."""
    out, at = [], 0
    while at < len(text):
        end = min(at + CHUNK_CHARS, len(text))
        if end < len(text):
            cut = max(text.rfind("\n", at, end), text.rfind(" ", at, end))
            end = cut + 1 if cut > at else end
        out.append((at, text[at:end]))
        at = end
    return out


@dataclass(frozen=True)
class Morphs:
    """A text as morphemes: the ``eojeols`` (``split_eojeols``; empty without Kiwi),
    the ``words`` of the text analysed (its eojeols as written), the ``counts`` before and
    after, ``missing`` (the engine's sentence when Kiwi is not installed, else ""), whether
    the text has Hangul at all, whether it was cut to :data:`MORPHEME_CHARS`, and the ``jamo``
    of the first :data:`ROWS` eojeols (made with the split, so a caller only shows them)."""

    eojeols: tuple
    words: tuple
    counts: EojeolCounts
    missing: str
    hangul: bool
    cut: bool
    jamo: tuple = ()


def iter_morphemes(text: str,
                   loading: str = QT_TRANSLATE_NOOP("engine", "loading Kiwi…"),
                   splitting: str = QT_TRANSLATE_NOOP("engine",
                                                      "splitting eojeols into morphemes…")
                   ) -> Generator[Progress, None, Morphs]:
    """Split ``text`` (its first :data:`MORPHEME_CHARS` characters) into eojeols and their
    morphemes, :data:`CHUNK_CHARS` at a time so that a cancel is heard between chunks (Kiwi
    reads about 100 KB a second); ``loading`` and ``splitting`` are the progress texts (a UI
    passes them translated)."""
    cut = len(text) > MORPHEME_CHARS
    text = text[:MORPHEME_CHARS]
    hangul = is_hangul(text[:20_000])
    words = tuple(text.split())
    if not hangul:                       # nothing to split: Kiwi is not even loaded
        return Morphs((), words, eojeol_counts(text, None), "", False, cut,
                      tuple(jamo_row(w) for w in words[:ROWS]))
    yield Progress(0, 2, loading)
    missing = ""
    try:
        from ..text import morphemes
        morphemes("가")                  # loads Kiwi once per process (the slow part)
        eojeols = []
        chunks = _chunks(text)
        # Kiwi reads about 100 KB a second: a chunk at a time, so Cancel is heard between them
        for k, (start, piece) in enumerate(chunks):
            yield Progress(k, len(chunks), splitting)
            eojeols += [replace(e, start=e.start + start) for e in split_eojeols(piece)]
    except DataError as exc:             # Kiwi not installed: the eojeols and jamo still work
        missing, eojeols = str(exc), None
    counts = eojeol_counts(text, eojeols)
    yield Progress(1, 1, splitting)
    return Morphs(tuple(eojeols or ()), words, counts, missing, True, cut,
                  tuple(jamo_row(w) for w in words[:ROWS]))


def iter_correct_at_level(word, model, context, max_distance, costs, p_edit, channel, level,
                          top=15) -> Generator[Progress, None, Corrections]:
    """Noisy-channel candidates as :func:`engine.workflows.language_models.iter_correct` gives
    them, at ``level`` ("character", or "jamo": 강 → 감 is one edit)."""
    from ..text import correct

    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "candidates within {max_distance:g} edits "
                                                     "at the {level} level…"),
                         max_distance=max_distance, level=level)
    cands = correct(word, model, max_distance, costs, context, p_edit=p_edit, channel=channel,
                    top=top, level=level)
    return Corrections(word, tuple(context), cands, tuple(costs))


def iter_collocations_by_tag(tokens, measure, window, min_count, stopwords, alpha_only, top
                             ) -> Generator[Progress, None, Collocations]:
    """:func:`engine.workflows.text_processing.iter_collocations` with Korean stop words by tag
    added to ``stopwords``: the "form/TAG" tokens of particles, endings and punctuation
    (:func:`engine.text.stop_tokens`); tokens without tags are left as they are."""
    from ..text import stop_tokens

    if stopwords is not None:
        yield Progress(0, 1, "")
        stopwords = frozenset(stopwords) | stop_tokens(tokens)
    return (yield from iter_collocations(tokens, measure, window, min_count, stopwords,
                                         alpha_only, top))
