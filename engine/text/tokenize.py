"""Word tokenization: whitespace, a user's regular expression, Treebank, word/punct; multi-word
expressions kept as one token; dictionary longest-match segmentation for text without spaces."""
from __future__ import annotations

import re

from .._validation import check_choice

METHODS = ("whitespace", "regex", "treebank", "wordpunct")
_WORDPUNCT = re.compile(r"\w+|[^\w\s]+")


def tokenize(text, method="treebank", pattern=None, mwes=()):
    """Split ``text`` into tokens.

    whitespace: runs of non-space; regex: every match of ``pattern`` (its groups ignored);
    treebank: NLTK's Penn Treebank rules (clitics split: "don't" -> "do", "n't"), applied per
    sentence; wordpunct: \\w+ or runs of punctuation. ``mwes`` are phrases (strings with spaces, or
    token tuples) to keep as one token joined by a space, e.g. "San Francisco".
    """
    check_choice(method, "method", METHODS)
    if method == "whitespace":
        tokens = text.split()
    elif method == "regex":
        if not pattern:
            raise ValueError("method='regex' needs a pattern, e.g. r\"\\w+(?:'\\w+)?|[^\\w\\s]\".")
        try:
            rx = re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"The regular expression {pattern!r} is invalid: {exc}.") from None
        tokens = [m.group(0) for m in rx.finditer(text) if m.group(0)]
    elif method == "wordpunct":
        tokens = _WORDPUNCT.findall(text)
    else:
        from nltk.tokenize import TreebankWordTokenizer  # nltk is imported only when used

        from .sentences import sentence_spans

        tokens = _treebank(text, TreebankWordTokenizer(), sentence_spans(text, "rules"))
    return join_mwes(tokens, mwes) if mwes else tokens


# NLTK's Treebank rule for the period that ends the string: "x." (maybe before closing quotes).
_FINAL_PERIOD = re.compile(r"([^.])(\.)([\])}>\"']*)\s*$")
_BATCH = 200   # sentences tokenized in one call


def _treebank(text, tok, spans):
    """Treebank tokens of every sentence. Treebank splits off only the final period of its
    input, so each sentence's final period is split first (as Treebank would); then many
    sentences go through Treebank's regular expressions in one call, which is much faster than
    one call per sentence and gives the same tokens."""
    pieces = [_FINAL_PERIOD.sub(r"\1 \2\3 ", text[s:e]) for s, e in spans]
    return [t for k in range(0, len(pieces), _BATCH)
            for t in tok.tokenize(" ".join(pieces[k:k + _BATCH]))]


def join_mwes(tokens, mwes):
    """Merge each occurrence of a multi-word expression into one token (longest first)."""
    phrases = {}
    for mwe in mwes:
        parts = tuple(mwe.split()) if isinstance(mwe, str) else tuple(mwe)
        if len(parts) > 1:
            phrases.setdefault(parts[0], []).append(parts)
    for firsts in phrases.values():
        firsts.sort(key=len, reverse=True)
    out, i, n = [], 0, len(tokens)
    while i < n:  # one pass over the tokens; a dictionary lookup at each
        for parts in phrases.get(tokens[i], ()):
            if tuple(tokens[i:i + len(parts)]) == parts:
                out.append(" ".join(parts))
                i += len(parts)
                break
        else:
            out.append(tokens[i])
            i += 1
    return out


def segment(text, dictionary, *, max_word=None):
    """Greedy dictionary longest match (maximum matching): from the left, take the longest
    dictionary word that starts here, else a single character. Spaces separate chunks."""
    words = set(dictionary)
    if not words:
        raise ValueError("The dictionary is empty; give the words the text is made of.")
    longest = max_word or max(len(w) for w in words)
    out = []
    for chunk in text.split():
        i = 0
        while i < len(chunk):
            for size in range(min(longest, len(chunk) - i), 0, -1):
                if size == 1 or chunk[i:i + size] in words:
                    out.append(chunk[i:i + size])
                    i += size
                    break
    return out
