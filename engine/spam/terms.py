"""From raw text to the terms a spam filter counts, following the notes' preprocessing:
lowercase, drop tokens with no letter, drop dates and references; optionally stop words,
stemming, and URL/e-mail/money/number/phone tokens replaced by one placeholder each.

Tokens are found with one regular expression over the whole corpus; every other decision is
made once per distinct token type, not once per token, which keeps a 100,000-message corpus fast.
"""
from __future__ import annotations

from typing import Generator

import re
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from ..text.bigram_measures import ENGLISH_STOPWORDS as ENGLISH

SEP = "\x00"  # separates documents in the joined corpus string
# Linear time: an e-mail address may only start where no address character precedes it, so a
# run of 40,000 "_" is scanned once, not once per start position (that was quadratic: 23 s).
# Case-insensitive, so the text is scanned as written and spans index the original string
# (lower-casing first changes lengths: "İ".lower() is two characters).
TOKEN = re.compile(
    r"(?:https?://|www\.)[^\s<>\"'\x00]*[^\s<>\"'\x00.,;:!?)]"   # URL (not its final dot)
    r"|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail address
    r"|[$£€¥₩]\s?\d(?:[\d,.]*\d)?"             # money
    r"|\d(?:[\d,.:/-]*\d)?"                    # numbers, dates, times, phone numbers
    r"|[^\W\d_](?:[\w'’]*\w)?"                 # words (may contain digits and apostrophes)
    r"|!+"                                     # exclamation marks, a classic spam cue
    r"|\x00", re.IGNORECASE)
# The same with ``url_words``: a URL gives its scheme ("http://", "www." → <url>) and then the
# words of its host and path as ordinary tokens, so "win-prize.example.com/claim" counts "win",
# "prize", "claim" (on the SpamAssassin corpus that is worth +0.3 points of spam F1; see
# bench/bench_spam.py).
TOKEN_URL_WORDS = re.compile(
    r"(?:https?://|www\.)(?=[\w-])" + TOKEN.pattern[TOKEN.pattern.index("|(?<![\\w.+-])"):],
    re.IGNORECASE)
_DATE = re.compile(r"\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|\d{1,2}:\d{2}(?::\d{2})?")
# Only names that are not also common words: "may", "march", "sat", "sun", "am" stay.
_DATE_WORDS = frozenset(
    "jan feb apr jun jul aug sep sept oct nov dec january february april june july september "
    "october november december mon tue tues wed thu thur thurs fri monday tuesday wednesday "
    "thursday friday saturday sunday gmt utc".split())
_REFERENCE_WORDS = frozenset("re fw fwd".split())


@dataclass(frozen=True)
class TermOptions:
    """Preprocessing switches. Defaults: the notes' lowercasing and dropping of tokens with no
    letter, plus placeholders; dropping dates and references (the notes' third step) is off by
    default because reply markers ("Re:") are evidence of ham in real mail."""

    lowercase: bool = True
    letters_only: bool = True
    drop_dates: bool = False
    stop_words: bool = False
    stemmer: str | None = None
    placeholders: bool = True
    url_words: bool = False

    @property
    def pattern(self):
        """The token regular expression these options read text with."""
        return TOKEN_URL_WORDS if self.url_words else TOKEN

    def term(self, token: str) -> str | None:
        """The term for one token type, or ``None`` when the token is dropped."""
        if token == SEP:
            return SEP
        if self.lowercase:
            token = token.lower()
        kind = _kind(token)
        if kind == "date" and self.drop_dates:
            return None
        if kind in ("url", "email", "money", "number", "date") and self.placeholders:
            if kind == "number" and sum(c.isdigit() for c in token) >= 7:
                return "<phone>"          # long digit strings: phone and account numbers
            return "<number>" if kind == "date" else f"<{kind}>"
        low = token.lower()
        if self.drop_dates and (low in _DATE_WORDS or low in _REFERENCE_WORDS):
            return None
        if self.letters_only and not any(c.isalpha() for c in token):
            return None
        if self.stop_words and low in ENGLISH:
            return None
        if self.stemmer and kind == "word":
            token = _stem_function(self.stemmer)(token)
        return token


def _kind(token):
    first = token[0]
    if token.startswith(("http://", "https://", "www.")):
        return "url"
    if "@" in token:
        return "email"
    if first in "$£€¥₩":
        return "money"
    if first.isdigit():
        return "date" if _DATE.fullmatch(token) else "number"
    if first == "!":
        return "mark"
    return "word"


def _stem_function(name):
    """The engine's one stemmer registry (``engine.text.normalization.get_stemmer``)."""
    from ..text.normalization import get_stemmer

    return get_stemmer(name).stem


@dataclass(frozen=True)
class TermStream:
    """Every document's terms as integer ids: ``ids[ptr[d]:ptr[d+1]]`` are document d's terms,
    ids index ``terms`` (a list of strings)."""

    ids: np.ndarray
    ptr: np.ndarray
    terms: list


_CHUNK_CHARS = 1 << 16


def _chunks(texts):
    """Consecutive groups of about 64 k characters. The regular expression and the dict passes
    hold the GIL for a whole call (~10 ms each here); in small pieces a GUI thread keeps
    running."""
    group, size = [], 0
    for t in texts:
        group.append(t.replace(SEP, " "))
        size += len(t)
        if size >= _CHUNK_CHARS:
            yield group
            group, size = [], 0
    if group:
        yield group


def term_stream(texts, options: TermOptions) -> TermStream:
    """Tokenise ``texts`` with :data:`TOKEN` and map tokens to terms (see :class:`TermOptions`)."""
    return run_job(iter_term_stream(texts, options))


def iter_term_stream(texts, options: TermOptions) -> Generator[Progress, None, TermStream]:
    """:func:`term_stream` as a job: :class:`Progress` after every chunk, returning the
    TermStream."""
    texts = list(texts)
    type_id = {}
    parts = []
    done = 0
    for group in _chunks(texts):
        yield Progress(done, len(texts), QT_TRANSLATE_NOOP(
            "engine", "tokenising: {done:,} of {n_texts:,} messages…"), done=done,
            n_texts=len(texts))
        done += len(group)
        big = SEP.join(group) + SEP          # every document ends with a separator
        tokens = options.pattern.findall(big)
        for t in dict.fromkeys(tokens):
            if t not in type_id:
                type_id[t] = len(type_id)
        parts.append(np.fromiter(map(type_id.__getitem__, tokens), dtype=np.int64,
                                 count=len(tokens)))
    ids = np.concatenate(parts) if parts else np.zeros(0, np.int64)
    types = list(type_id)
    # Map token types to terms: several types can share a term ("$5" and "$9" -> "<money>").
    mapped = [options.term(t) for t in types]
    terms = list(dict.fromkeys(m for m in mapped if m is not None and m != SEP))
    term_id = {t: i for i, t in enumerate(terms)}
    term_id[SEP] = -2
    type_to_term = np.array([term_id[m] if m is not None else -1 for m in mapped] or [0],
                            dtype=np.int64)
    ids = type_to_term[ids] if len(ids) else ids
    is_sep = ids == -2
    doc = np.cumsum(is_sep) - is_sep        # a separator closes its own document
    keep = ids >= 0
    ptr = np.zeros(len(texts) + 1, dtype=np.int64)
    np.cumsum(np.bincount(doc[keep], minlength=len(texts)), out=ptr[1:])
    return TermStream(ids[keep], ptr, terms)


def token_spans(text: str, options: TermOptions) -> list:
    """``(start, end, term)`` for each kept token of one text, for colouring it in place."""
    if not isinstance(text, str):
        raise TypeError(f"token_spans takes one text (a string); got {type(text).__name__}.")
    if not isinstance(options, TermOptions):
        raise TypeError("options must be a TermOptions (the preprocessing switches).")
    source = text.replace(SEP, " ")
    out = []
    for m in options.pattern.finditer(source):      # spans on the original text (see TOKEN)
        term = options.term(m.group())
        if term is not None and term != SEP:
            out.append((m.start(), m.end(), term))
    return out
