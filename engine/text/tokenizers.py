"""Word tokenization: whitespace, a user's regular expression, Treebank, word/punct; multi-word
expressions kept as one token; dictionary longest-match segmentation for text without spaces."""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_choice, check_int, check_positive, check_text
from .sentence_split import sentence_spans

METHODS = ("whitespace", "regex", "treebank", "wordpunct", "korean", "korean_tagged")
REGEX_SECONDS = 1.0      # a user's pattern may run this long on one call, then it is refused
_WORDPUNCT = re.compile(r"\w+|[^\w\s]+")


def check_tokens(tokens: object) -> None:
    """``tokens`` must be a list (or other sequence) of strings."""
    if (isinstance(tokens, (str, bytes)) or not hasattr(tokens, "__iter__")
            or not all(isinstance(t, str) for t in tokens)):
        raise TypeError("tokens must be a list of strings, e.g. tokenize(text); got "
                        f"{type(tokens).__name__}.")


def compile_pattern(pattern: object):
    """A user's regular expression, compiled with the ``regex`` package (its matching can be
    given a time limit, and it releases the GIL, so a slow pattern cannot freeze the app)."""
    import regex

    if not pattern or not isinstance(pattern, str):
        # the interface's pattern field left empty reaches here: a template, translated there
        raise DataError(QT_TRANSLATE_NOOP("engine", "method='regex' needs a pattern, e.g. "
                                                    "{example}."),
                        example="r\"\\w+(?:'\\w+)?|[^\\w\\s]\"")
    try:
        return regex.compile(pattern)
    except (regex.error, ValueError, OverflowError, RecursionError) as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The regular expression {pattern!r} is "
                                                    "invalid: {why}. Fix it or choose another "
                                                    "tokenizer."),
                        pattern=pattern, why=str(exc).rstrip(".")) from None


def tokenize(text: str, method: str = "treebank", pattern: str | None = None,
             mwes: Iterable = (), *, timeout: float = REGEX_SECONDS) -> list[str]:
    """Split ``text`` into tokens.

    whitespace: runs of non-space; regex: every non-empty match of ``pattern`` (its groups
    ignored), matched with a time limit of ``timeout`` seconds (a pattern with catastrophic
    backtracking such as ``(a|aa)+$`` raises :class:`DataError` instead of hanging);
    treebank: NLTK's Penn Treebank rules (clitics split: "don't" -> "do", "n't"), applied per
    sentence; wordpunct: \\w+ or runs of punctuation; korean: the forms of the morphemes
    Kiwi finds (:func:`engine.text.morphemes`; 학교에서 → 학교, 에서; the optional extra
    ``trellis[korean]``, else :class:`DataError` says how to install it); korean_tagged: the
    same morphemes as "form/TAG" (학교/NNG, 에서/JKB), so 이/JKS and 이/VCP are two types and
    :func:`engine.text.stop_tokens` finds the particles and endings. ``mwes`` are
    phrases (strings with spaces, or token tuples) to keep as one token joined by a space,
    e.g. "San Francisco".
    """
    check_text(text)
    check_choice(method, "method", METHODS)
    if method == "whitespace":
        tokens = text.split()
    elif method == "regex":
        rx = compile_pattern(pattern)
        timeout = check_positive(timeout, "timeout")
        try:
            tokens = [m.group(0) for m in rx.finditer(text, timeout=timeout) if m.group(0)]
        except TimeoutError:
            raise DataError(
                QT_TRANSLATE_NOOP("engine", "The regular expression {pattern!r} took more than "
                                            "{timeout:g} s on {n_text:,} characters and was "
                                            "stopped: it backtracks catastrophically (nested "
                                            "repeats such as (a|aa)+ or (a+)+). Simplify it, "
                                            "e.g. remove the nested repetition."), pattern=pattern,
                timeout=timeout, n_text=len(text)) from None
    elif method == "wordpunct":
        tokens = _WORDPUNCT.findall(text)
    elif method == "korean":
        from .kiwi_morphemes import morphemes  # Kiwi is loaded on first use only

        tokens = [form for form, _ in morphemes(text)]
    elif method == "korean_tagged":
        from .kiwi_morphemes import morpheme_tokens, morphemes

        tokens = morpheme_tokens(morphemes(text))    # "학교/NNG": stop words by tag work
    else:
        from nltk.tokenize import TreebankWordTokenizer  # nltk is imported only when used

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


def join_mwes(tokens: Sequence[str], mwes: Iterable) -> list[str]:
    """Merge each occurrence of a multi-word expression into one token (longest first)."""
    phrases = {}
    if mwes is None:
        mwes = ()
    check_tokens(tokens)
    if isinstance(mwes, str):
        raise TypeError("mwes must be a list of phrases, e.g. ['San Francisco', 'New York'], "
                        "not one string.")
    for mwe in mwes:
        if not isinstance(mwe, (str, tuple, list)):
            raise TypeError(f"Each multi-word expression must be a string or a tuple of tokens; "
                            f"got {type(mwe).__name__}.")
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


def segment(text: str, dictionary: Iterable[str], *, max_word: int | None = None) -> list[str]:
    """Greedy dictionary longest match (maximum matching): from the left, take the longest
    dictionary word (of at most ``max_word`` characters) that starts here, else a single
    character. Spaces separate chunks. Empty dictionary entries are ignored."""
    check_text(text)
    if isinstance(dictionary, str):
        dictionary = dictionary.split()
    if dictionary is None or not hasattr(dictionary, "__iter__"):
        raise TypeError("dictionary must be a list of words, e.g. ['the', 'cat', 'sat'].")
    words = {w for w in dictionary if isinstance(w, str) and w}
    if not words:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The dictionary is empty; give the words the "
                                                    "text is made of."))
    longest = max(len(w) for w in words)
    if max_word is not None:
        longest = min(check_int(max_word, "max_word", low=1), longest)
    out = []
    for chunk in text.split():
        i = 0
        while i < len(chunk):
            size = min(longest, len(chunk) - i)
            while size > 1 and chunk[i:i + size] not in words:
                size -= 1
            out.append(chunk[i:i + size])
            i += size
    return out
