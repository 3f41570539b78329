"""Tokenize and count a whole text in chunks, reporting progress (for very large files)."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Generator, Iterable
from dataclasses import dataclass

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import check_choice, check_int, check_memory, check_text
from .counts import TypeCounts, counts_from_ids, curve_from_ids, encode_tokens
from .sentence_tokens import tokenize_piece
from .tokenizers import METHODS, segment, tokenize

# Small pieces: each C call (a regex over a chunk, a dictionary pass) holds the GIL for its whole
# length, and a GUI thread waiting for the GIL must not wait more than a few milliseconds.
CHUNK_CHARS = 1 << 16


@dataclass(frozen=True)
class TextAnalysis:
    """Tokens of a text, their type counts and the type-token growth curve (n, V(n))."""

    tokens: list
    counts: TypeCounts
    growth: tuple


def iter_analyse(text: str, method: str = "treebank", *, pattern: str | None = None,
                 mwes: Iterable = (), dictionary: Iterable[str] | None = None,
                 chunk_chars: int = CHUNK_CHARS) -> Generator[Progress, None, TextAnalysis]:
    """Validate now, then return a generator that yields :class:`Progress` and *returns* the
    :class:`TextAnalysis` (``drain``-style: ``result = yield from iter_analyse(...)``).
    ``method="dictionary"`` segments by longest match on ``dictionary``."""
    check_text(text)
    check_choice(method, "method", METHODS + ("dictionary",))
    chunk_chars = check_int(chunk_chars, "chunk_chars", low=1)
    if method == "dictionary":
        segment("", dictionary or ())    # an empty dictionary is reported now
    if method == "regex":
        tokenize("", "regex", pattern)   # reports a bad pattern now, not halfway through
    mwes = list(mwes)
    tokenize("", "whitespace", mwes=mwes)
    return _analyse(text, method, pattern, mwes, dictionary, chunk_chars)


def analyse(text: str, method: str = "treebank", **kwargs) -> TextAnalysis:
    """:func:`iter_analyse` run to its end."""
    gen = iter_analyse(text, method, **kwargs)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


_WHITESPACE = re.compile(r"\s")
_LONGEST_WORD = 1 << 20     # a chunk without white space is cut after this many characters


def _chunks(text, size):
    """Pieces of about ``size`` characters that end at a line break or a space, so no token is
    cut in two. Text without spaces (a 'word' longer than the chunk) is cut at the next white
    space, or after ``_LONGEST_WORD`` characters, never before a combining mark."""
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            cut = text.rfind("\n", start, end)
            if cut < start:
                cut = text.rfind(" ", start, end)
            if cut >= start:
                end = cut + 1
            else:
                m = _WHITESPACE.search(text, end, min(len(text), start + _LONGEST_WORD))
                if m:
                    end = m.end()
                else:
                    end = min(len(text), start + _LONGEST_WORD)
                    while end < len(text) and unicodedata.combining(text[end]):
                        end += 1
        yield start, end
        start = end


TOKEN_BYTES = 120   # one token kept: its str (short), the list's pointer, its code and counts


def _analyse(text, method, pattern, mwes, dictionary, chunk_chars):
    tokens = []
    total = max(len(text), 1)
    for start, end in _chunks(text, chunk_chars):
        tokens.extend(tokenize_piece(text[start:end], method, pattern, mwes, dictionary))
        # a typed pattern matching almost every character (".") makes tens of millions of
        # tokens within its time limit: the memory the whole text takes at this rate is
        # estimated after each piece, and a run that cannot fit stops with the estimate
        projected = len(tokens) * total / end
        check_memory(projected * TOKEN_BYTES, f"Tokenizing this text into {projected:,.0f} "
                     "tokens",
                     "choose a tokenizer or pattern that makes words, e.g. \\w+, or open "
                     "less text")
        yield Progress(end, total, QT_TRANSLATE_NOOP("engine", "tokenizing: {n_tokens:,} tokens"),
                                   n_tokens=len(tokens))
    yield Progress(total, total, QT_TRANSLATE_NOOP("engine", "counting types"))
    # the one counting implementation (counts.py), shared with collocations and NgramModel;
    # tokens are encoded once for both the counts and the growth curve
    vocab, ids = encode_tokens(tokens)
    counts = counts_from_ids(vocab, ids)
    yield Progress(total, total, QT_TRANSLATE_NOOP("engine", "vocabulary growth"))
    return TextAnalysis(tokens, counts, curve_from_ids(ids))
