"""Baum–Welch on a tagged corpus with its tags hidden (notes: [NLP] 6, "Baum–Welch"): the words
become symbols (the most frequent ``max_symbols`` − 1 word types, every other word ``<unk>``),
an HMM with as many hidden states as the corpus has tags is fitted by EM on the word sequences
alone (:class:`engine.hmm.DiscreteHMM`), and its states are compared with the true tags by the
many-to-one mapping — each state named by the tag it most often covers, token accuracy
Σ_s max_t C(s, t) / N over the confusion C of Viterbi states against tags. EM finds structure
(determiners, punctuation) but its states are not the treebank's tags: the mapping shows which."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, readonly
from .._validation import DataError, check_int
from .corpus import TaggedCorpus
from .discrete import DiscreteHMM

UNKNOWN = "<unk>"


@dataclass(frozen=True)
class CorpusSequences:
    """The corpus as symbol sequences: ``sequences`` (one int array per sentence, indices into
    ``symbols``, whose last entry is ``<unk>``) and the true tags of every token, ``tags``
    (indices into ``tag_names``), for the comparison."""

    sequences: tuple
    symbols: tuple[str, ...]
    tags: tuple
    tag_names: tuple[str, ...]

    @property
    def n_tokens(self) -> int:
        return int(sum(len(s) for s in self.sequences))


def corpus_sequences(corpus, *, max_symbols: int = 300,
                     max_sentences: int = 500) -> CorpusSequences:
    """The first ``max_sentences`` sentences of ``corpus`` (a :class:`TaggedCorpus` or tagged
    sentences) as symbol sequences over its ``max_symbols`` − 1 most frequent words (ties by
    first appearance) and ``<unk>``; the words are lower-cased (EM has few tokens to learn
    from)."""
    corpus = TaggedCorpus.from_sentences(corpus)
    check_int(max_symbols, "max_symbols", low=2)
    check_int(max_sentences, "max_sentences", low=1)
    if len(corpus) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The corpus has no sentences: open a tagged "
                                                    "corpus first."))
    end = int(corpus.offsets[min(max_sentences, len(corpus))])
    words = np.array([w.lower() for w in corpus.words[:end]], dtype=object)
    types, first, inverse, counts = np.unique(words, return_index=True, return_inverse=True,
                                              return_counts=True)
    order = np.lexsort((first, -counts))[:max_symbols - 1]        # frequent first, then early
    code = np.full(len(types), len(order), dtype=np.int64)         # everything else: <unk>
    code[order] = np.arange(len(order))
    symbols = tuple(str(t) for t in types[order]) + (UNKNOWN,)
    tag_names, tag_codes = np.unique(corpus.tags[:end].astype(str), return_inverse=True)
    cuts = corpus.offsets[1:min(max_sentences, len(corpus))]
    seqs = tuple(readonly(s) for s in np.split(code[inverse], cuts))
    tags = tuple(readonly(t) for t in np.split(tag_codes.astype(np.int64), cuts))
    return CorpusSequences(seqs, symbols, tags, tuple(str(t) for t in tag_names))


@dataclass(frozen=True)
class StateTagging:
    """Viterbi states of every token against the true tags: ``confusion`` (n_components × n_tags
    token counts), ``mapping`` (each state's most frequent tag, an index into ``tag_names``)
    and the many-to-one ``accuracy``."""

    confusion: np.ndarray
    mapping: np.ndarray
    accuracy: float
    tag_names: tuple[str, ...]


def many_to_one(model: DiscreteHMM, data: CorpusSequences) -> StateTagging:
    """Decode every sentence with ``model`` (Viterbi) and map each state to the tag it covers
    most: accuracy = Σ_s max_t C(s, t) / N."""
    states = np.concatenate([model.decode(s)[1] for s in data.sequences])
    tags = np.concatenate(data.tags)
    C = np.zeros((model.n_components, len(data.tag_names)), dtype=np.int64)
    np.add.at(C, (states, tags), 1)
    return StateTagging(readonly(C), readonly(C.argmax(axis=1)),
                        float(C.max(axis=1).sum() / max(len(tags), 1)), data.tag_names)


def many_to_one_job(model: DiscreteHMM, data: CorpusSequences):
    """:func:`many_to_one` as a job (a worker decodes hundreds of sentences)."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "decoding the sentences…"))
    return many_to_one(model, data)


def top_symbols(emissionprob, symbols: Sequence[str], k: int = 5) -> list[list[str]]:
    """Each state's ``k`` likeliest symbols, likeliest first (what a state has learned)."""
    B = np.asarray(emissionprob, dtype=np.float64)
    best = np.argsort(-B, axis=1, kind="stable")[:, :k]
    return [[symbols[j] for j in row] for row in best]
