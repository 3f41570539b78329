"""The Morphemes view's job: load Kiwi (the first time only, about two seconds), split the text's
eojeols into morphemes and count before and after. It only chains engine calls; a missing Kiwi is
not a failure: the result says why and carries the eojeol side and the jamo, which still work."""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine import DataError, Progress
from engine.text import EojeolCounts, eojeol_counts, is_hangul, jamo_row, split_eojeols

MORPHEME_CHARS = 300_000     # characters analysed at most (a long text: its beginning)
CHUNK_CHARS = 20_000         # characters given to Kiwi at once (cut at a line break)
ROWS = 2000                  # eojeols listed at most (the counts are of the whole text analysed)


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
    """What the Morphemes view shows: the ``eojeols`` (``split_eojeols``; empty without Kiwi),
    the ``words`` of the text analysed (its eojeols as written), the ``counts`` before and
    after, ``missing`` (the engine's sentence when Kiwi is not installed, else ""), whether
    the text has Hangul at all, whether it was cut to :data:`MORPHEME_CHARS`, and the ``jamo``
    of the first :data:`ROWS` eojeols (the table's column, made here, not on the GUI thread)."""

    eojeols: tuple
    words: tuple
    counts: EojeolCounts
    missing: str
    hangul: bool
    cut: bool
    jamo: tuple = ()


def morpheme_job(text: str, loading: str, splitting: str):
    """Split ``text`` (its first :data:`MORPHEME_CHARS` characters) on a worker; ``loading``
    and ``splitting`` are the progress texts, already translated on the GUI thread."""
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
        from engine.text import morphemes
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


def spelling_level_job(word, model, context, max_distance, costs, p_edit, channel, level,
                       top=15):
    """Noisy-channel candidates as the Spelling view's own job does, at ``level``
    ("character", or "jamo": 강 → 감 is one edit), with the same result type."""
    from engine.text import correct
    from .jobs_lm import Corrections

    yield Progress(0, 1, "")
    cands = correct(word, model, max_distance, costs, context, p_edit=p_edit, channel=channel,
                    top=top, level=level)
    return Corrections(word, tuple(context), cands, tuple(costs))


def collocation_by_tag_job(tokens, measure, window, min_count, stopwords, alpha_only, top):
    """The Collocations view's job with Korean stop words by tag added to ``stopwords``: the
    "form/TAG" tokens of particles, endings and punctuation (engine.text.stop_tokens), found
    on the worker; tokens without tags are left as they are."""
    from engine.text import stop_tokens
    from .jobs import collocation_job

    if stopwords is not None:
        yield Progress(0, 1, "")
        stopwords = frozenset(stopwords) | stop_tokens(tokens)
    return (yield from collocation_job(tokens, measure, window, min_count, stopwords, alpha_only,
                                       top))
