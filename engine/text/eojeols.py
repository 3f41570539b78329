"""Korean eojeols split into morphemes ([NLP] 1. Linguistics: 교착어, 형태소): each eojeol (the
unit between spaces) with the morphemes Kiwi finds in it, and what the split does to the counts.

An agglutinative language glues a stem and its particles and endings into one eojeol:
학교에서는 = 학교/NNG + 에서/JKB + 는/JX. Counted as eojeols, 학교, 학교에, 학교에서, 학교에서는
are four types; counted as morphemes they are one noun and three particles, so the vocabulary
shrinks and Zipf's curve and the collocations are those of the words themselves.

Kiwi is the optional extra of :mod:`engine.text.kiwi_morphemes` (loaded on first use); without it
:func:`split_eojeols` raises :class:`DataError` saying how to install it, and
:func:`eojeol_counts` with ``pairs=None`` still gives the eojeol side and the jamo.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_text
from .counts import TypeCounts, count_types
from .jamo import to_jamo
from .kiwi_morphemes import _load, is_stop_tag, sejong_tag

#: tags of the stems a Korean normaliser keeps: nouns, predicates' stems, roots, adverbs
STEM_TAG_PREFIXES = ("NN", "NP", "NR", "VV", "VA", "VX", "XR", "MA", "MM", "SL", "SH", "SN")

_EOJEOL = re.compile(r"\S+")


@dataclass(frozen=True)
class Eojeol:
    """One eojeol of the text: its ``text``, where it starts (``start``, a character offset)
    and its ``morphemes`` as (form, Sejong tag) pairs (Kiwi's forms: 갔다 → 가 + 었 + 다)."""

    text: str
    start: int
    morphemes: tuple

    @property
    def stems(self) -> tuple:
        """The forms of its stem morphemes (:data:`STEM_TAG_PREFIXES`): 학교에서는 → (학교,)."""
        return tuple(f for f, t in self.morphemes if t.startswith(STEM_TAG_PREFIXES))

    @property
    def particles(self) -> tuple:
        """The forms of its particles (조사, J…) and endings (어미, E…): 학교에서는 → (에서, 는)."""
        return tuple(f for f, t in self.morphemes if t.startswith(("J", "E")))


@dataclass(frozen=True)
class EojeolCounts:
    """Tokens and types before and after the split: ``eojeols`` (whitespace tokens),
    ``morphemes`` ("form/TAG" tokens), ``content`` (the morphemes left when particles, endings
    and punctuation are dropped by tag, :func:`engine.text.is_stop_tag`), the ``tags`` counted
    ((tag, count) by frequency) and the share of morphemes that are particles or endings.
    Without Kiwi (``pairs=None``) only ``eojeols`` is filled."""

    eojeols: TypeCounts
    morphemes: TypeCounts | None
    content: TypeCounts | None
    tags: tuple
    bound_share: float


def split_eojeols(text: str) -> list[Eojeol]:
    """Every eojeol of ``text`` with the morphemes Kiwi finds in it (Kiwi analyses the whole
    text, so context decides ambiguous splits; each morpheme goes to the eojeol its first
    character falls in). Raises :class:`DataError` saying how to install Kiwi when missing."""
    check_text(text)
    spans = [(m.start(), m.end()) for m in _EOJEOL.finditer(text)]
    if not spans:
        return []
    tokens = _load().tokenize(text)
    starts = np.fromiter((s for s, _ in spans), dtype=np.int64, count=len(spans))
    # the eojeol of each morpheme: the last eojeol starting at or before the morpheme's start
    owner = np.searchsorted(starts, np.fromiter((t.start for t in tokens), dtype=np.int64,
                                                count=len(tokens)), side="right") - 1
    parts: list[list] = [[] for _ in spans]
    for k, tok in zip(owner.tolist(), tokens):
        parts[max(k, 0)].append((tok.form, sejong_tag(tok.tag)))
    return [Eojeol(text[s:e], s, tuple(p)) for (s, e), p in zip(spans, parts)]


def eojeol_counts(text: str, eojeols: list[Eojeol] | None = None) -> EojeolCounts:
    """The counts before (eojeols, ``text.split()``) and after the split (``eojeols`` from
    :func:`split_eojeols`; ``None`` when Kiwi is missing: the eojeol side only). Type/token
    ratio V/N falls when particles are separated because one stem with many particles is one
    type instead of many."""
    check_text(text)
    before = count_types(text.split(), check=False)
    if eojeols is None:
        return EojeolCounts(before, None, None, (), float("nan"))
    if not all(isinstance(e, Eojeol) for e in eojeols):
        raise DataError(QT_TRANSLATE_NOOP("engine", "eojeols must be the list "
                                                    "split_eojeols(text) returns."))
    pairs = [p for e in eojeols for p in e.morphemes]
    tokens = [f"{f}/{t}" for f, t in pairs]
    tags = [t for _, t in pairs]
    tag_counts = count_types(tags, check=False)
    bound = sum(1 for t in tags if t.startswith(("J", "E")))
    content = [tok for tok, (_, t) in zip(tokens, pairs) if not is_stop_tag(t)]
    return EojeolCounts(before, count_types(tokens, check=False),
                        count_types(content, check=False),
                        tuple(zip(tag_counts.types, tag_counts.frequencies.tolist())),
                        bound / len(tags) if tags else float("nan"))


def jamo_row(eojeol: str) -> str:
    """The jamo of an eojeol, syllable by syllable (학교 → ㅎㅏㄱ ㄱㅛ): what works without Kiwi."""
    return " ".join(to_jamo(ch) for ch in eojeol)
