"""A text as a list of sentences, each a list of tokens: split by :func:`sentence_spans` (the
rule-based splitter or Punkt), each sentence tokenised as the Tokens view tokenises a text
(:func:`tokenize`, or :func:`segment` for the dictionary method); sentences without a token are
dropped. The training data of :class:`~engine.text.NgramModel` and the input of the HMM file
tagger come from here, so both read a text the same way."""
from __future__ import annotations

from collections.abc import Generator, Iterable

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import check_choice, check_int, check_text
from .sentence_split import sentence_spans
from .tokenizers import METHODS, segment, tokenize

BATCH = 500             # sentences tokenised between two progress reports (and chances to cancel)


def tokenize_piece(piece: str, method: str = "treebank", pattern: str | None = None,
                   mwes: Iterable = (), dictionary: Iterable[str] | None = None) -> list[str]:
    """The tokens of one piece of text: :func:`segment` by longest match on ``dictionary`` for
    ``method="dictionary"``, else :func:`tokenize` with ``pattern`` and ``mwes``."""
    if method == "dictionary":
        return segment(piece, dictionary or ())
    return tokenize(piece, method, pattern, mwes)


def iter_sentence_tokens(text: str, method: str = "treebank", *, pattern: str | None = None,
                         mwes: Iterable = (), dictionary: Iterable[str] | None = None,
                         lowercase: bool = False, splitter: str = "rules", batch: int = BATCH
                         ) -> Generator[Progress, None, list[list[str]]]:
    """Check the settings now, then return a generator that yields :class:`Progress` every
    ``batch`` sentences and *returns* the sentences of ``text`` as token lists (case-folded
    first with ``lowercase``): ``sentences = yield from iter_sentence_tokens(...)``."""
    check_text(text)
    check_choice(method, "method", METHODS + ("dictionary",))
    batch = check_int(batch, "batch", low=1)
    mwes = list(mwes)
    # an empty dictionary, a bad pattern or a bad MWE is reported now, not halfway through
    tokenize_piece("", method, pattern, mwes, dictionary)
    spans = sentence_spans(text, splitter)
    return _sentences(text, spans, method, pattern, mwes, dictionary, lowercase, batch)


def _sentences(text, spans, method, pattern, mwes, dictionary, lowercase, batch):
    out = []
    for at in range(0, len(spans), batch):
        yield Progress(at, len(spans), QT_TRANSLATE_NOOP(
            "engine", "tokenizing sentences: {at:,} of {n_spans:,}…"), at=at, n_spans=len(spans))
        for s, e in spans[at:at + batch]:
            piece = text[s:e].lower() if lowercase else text[s:e]
            tokens = tokenize_piece(piece, method, pattern, mwes, dictionary)
            if tokens:
                out.append(tokens)
    return out
