"""Tokenize and count a whole text in chunks, reporting progress (for very large files)."""
from __future__ import annotations

from dataclasses import dataclass

from .._steps import Progress
from .._validation import check_choice
from .counts import TypeCounts, count_types, type_token_curve
from .tokenize import METHODS, segment, tokenize

CHUNK_CHARS = 1 << 20


@dataclass(frozen=True)
class TextAnalysis:
    """Tokens of a text, their type counts and the type-token growth curve."""

    tokens: list
    counts: TypeCounts
    growth: tuple


def iter_analyse(text, method="treebank", *, pattern=None, mwes=(), dictionary=None,
                 chunk_chars=CHUNK_CHARS):
    """Validate, then return a generator of :class:`Progress` items ending with a
    :class:`TextAnalysis`. ``method="dictionary"`` segments by longest match on ``dictionary``."""
    check_choice(method, "method", METHODS + ("dictionary",))
    if method == "dictionary" and not dictionary:
        raise ValueError("Longest-match segmentation needs a dictionary of words.")
    if method == "regex":
        tokenize("", "regex", pattern)   # reports a bad pattern now, not halfway through
    return _analyse(text, method, pattern, mwes, dictionary, chunk_chars)


def _chunks(text, size):
    """Pieces of about ``size`` characters that end at a line break."""
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            nl = text.rfind("\n", start, end)
            end = nl + 1 if nl > start else end
        yield start, end
        start = end


def _analyse(text, method, pattern, mwes, dictionary, chunk_chars):
    tokens = []
    total = max(len(text), 1)
    for start, end in _chunks(text, chunk_chars):
        piece = text[start:end]
        if method == "dictionary":
            tokens.extend(segment(piece, dictionary))
        else:
            tokens.extend(tokenize(piece, method, pattern, mwes))
        yield Progress(end, total, f"tokenizing: {len(tokens):,} tokens")
    yield Progress(total, total, "counting types")
    counts = count_types(tokens)
    yield TextAnalysis(tokens, counts, type_token_curve(tokens))
