"""The sentences a language model reads: the padding symbols, the check every entry point runs on
its sentences, and the split into training and held-out sentences.

A sentence is a list of tokens; ``<s>`` and ``</s>`` are the model's own padding and may not
occur in it (``<UNK>`` may: it is then one more unknown word).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import chain
from typing import Any

from ..._messages import QT_TRANSLATE_NOOP
from ..._validation import DataError, check_positive
from ..counts import encode_tokens

BOS, EOS, UNK = "<s>", "</s>", "<UNK>"


def check_sentences(sentences: Iterable[Sequence[str]], name: str = "sentences", *,
                    encoded: bool = False
                    ) -> list[Sequence[str]] | tuple[list[Sequence[str]], Any, Any]:
    """``sentences`` as a list of token lists, refused with a message that says how to fix it.
    With ``encoded``: also (types, ids) of their tokens from :func:`counts.encode_tokens` — the
    one counting implementation, which the check of the tokens needs anyway."""
    if isinstance(sentences, (str, bytes)) or not isinstance(sentences, Iterable):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be a list of sentences, each a "
                                                    "list of tokens, e.g. [['I', 'have', 'a', "
                                                    "'pen']]; got {sentences_type}."), name=name,
                        sentences_type=type(sentences).__name__)
    out = []
    for k, s in enumerate(sentences):
        if isinstance(s, (str, bytes)) or not isinstance(s, (list, tuple)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{k}] must be a list of tokens "
                                                        "(split the sentence into words first); "
                                                        "got {s_type}."), name=name, k=k,
                            s_type=type(s).__name__)
        out.append(s)
    # the types, not every token, are checked (the encoding runs Python bytecode per token, so
    # a GUI thread waiting for the GIL is never kept out long)
    try:
        types, ids = encode_tokens(list(chain.from_iterable(out)))
    except TypeError:
        types = ids = None
    if types is None or not all(isinstance(t, str) and t and t not in (BOS, EOS)
                                for t in types):
        for k, s in enumerate(out):
            for t in s:
                if not isinstance(t, str) or not t:
                    raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{k}] holds {t!r:.40}: "
                                                                "tokens must be non-empty "
                                                                "strings."), name=name, k=k, t=t)
                if t in (BOS, EOS):
                    raise DataError(QT_TRANSLATE_NOOP("engine", "{name}[{k}] contains {t!r}, "
                                                                "which the model adds itself as "
                                                                "padding; remove it from the "
                                                                "sentences."), name=name, k=k, t=t)
    return (out, types, ids) if encoded else out


def every_kth(sentences: Sequence[Sequence[str]], k: int
              ) -> tuple[list[Sequence[str]], list[Sequence[str]]]:
    """(kept, held out): sentences k, 2k, 3k, … (counting from 1) held out, the others kept in
    order. The one held-out rule of the models: :func:`split_heldout`, the development
    sentences of ``NgramModel.fit`` and of :func:`~engine.text.iter_compare` (k = 10)."""
    return ([s for i, s in enumerate(sentences) if i % k != k - 1],
            list(sentences[k - 1::k]))


def split_heldout(sentences: Sequence[Sequence[str]], share: float
                  ) -> tuple[list[list[str]], list[list[str]]]:
    """(train, heldout): every k-th sentence held out, k = max(2, min(round(1/share), N)) for N
    sentences, so at least one sentence is held out and at least one trained on."""
    sentences = check_sentences(sentences)
    share = check_positive(share, "share")
    if len(sentences) < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The text has {n_sentences} sentence(s); a "
                                                    "language model needs at least two (one to "
                                                    "train on, one to hold out). Load a longer "
                                                    "text."), n_sentences=len(sentences))
    return every_kth(sentences, max(2, min(round(1 / share), len(sentences))))
