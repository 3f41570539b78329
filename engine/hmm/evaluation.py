"""A seeded train/test split by sentence, and evaluating a fitted tagger on held-out sentences: accuracy overall, on known and unknown
words, the most-frequent-tag baseline, and the confusion of tags (by
:func:`engine.metrics.confusion_matrix`). The workflows that split a corpus, train and compare
taggers are in :mod:`engine.workflows.tagging`."""
from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import DataError, check_fitted, check_int, check_random_state
from ..metrics import confusion_matrix
from .corpus import TaggedCorpus

TaggedSentence = Sequence[tuple[str, str]]


def split_corpus(corpus: Sequence[TaggedSentence], test_share: float, random_state=None
                 ) -> tuple[TaggedCorpus, TaggedCorpus]:
    """Shuffle the sentences with ``check_random_state(random_state)`` and hold out
    round(test_share · N) of them (at least one) for testing. Returns (train, test)."""
    if isinstance(test_share, bool) or not isinstance(test_share, (int, float)) or not (
            0 < test_share < 1):
        raise ValueError(f"test_share must be a number between 0 and 1; got {test_share!r}.")
    rng = check_random_state(random_state)
    corpus = TaggedCorpus.from_sentences(corpus)
    if len(corpus) < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The corpus has {n_corpus} sentence(s); at "
                                                    "least two are needed (one to train on, one "
                                                    "to test on)."), n_corpus=len(corpus))
    order = rng.permutation(len(corpus))
    n_test = min(len(corpus) - 1, max(1, round(test_share * len(corpus))))
    return corpus.subset(order[n_test:]), corpus.subset(order[:n_test])


@dataclass(frozen=True)
class TaggerReport:
    """Held-out token accuracies; a share with no tokens behind it is ``None``.

    accuracy = correct / tokens; known / unknown: the same over tokens whose word was / was not
    seen in training; baseline: each known word's most frequent training tag, unknown words the
    most frequent tag overall. ``confusion[i, j]`` counts tokens of true tag ``labels[i]``
    tagged ``labels[j]``."""

    accuracy: float | None
    known: float | None
    unknown: float | None
    baseline: float | None
    tokens: int
    unknown_tokens: int
    labels: tuple[str, ...]
    confusion: np.ndarray


def _share(right: int, total: int) -> float | None:
    return right / total if total else None


def evaluate_tagger(tagger, tagged_sentences: Sequence[TaggedSentence]) -> TaggerReport:
    """Tag the sentences' words (batched Viterbi) and compare with their gold tags."""
    return run_job(iter_evaluate_tagger(tagger, tagged_sentences))


def iter_evaluate_tagger(tagger, tagged_sentences: Sequence[TaggedSentence], *,
                         work: int = 200_000_000) -> Generator[Progress, None, TaggerReport]:
    """:func:`evaluate_tagger` a chunk of sentences at a time, yielding :class:`Progress`
    after each and returning the report. A chunk holds ``work`` / ``tagger.work_per_token``
    tokens: at most ``work`` transition scores (Viterbi scores only the alive states, usually
    far fewer), so a job can be cancelled soon even for a second-order tagger with thousands
    of states and smoothed emissions."""
    check_fitted(tagger, "tags_")
    work = check_int(work, "work", low=1)
    corpus = TaggedCorpus.from_sentences(tagged_sentences)
    return _evaluate(tagger, corpus, work)


def _evaluate(tagger, corpus, work):
    words, gold = corpus.words, corpus.tags
    n, offsets = len(words), corpus.offsets
    per = max(1, work // tagger.work_per_token)         # tokens per chunk
    pred_ids = np.zeros(n, dtype=np.int64)
    s = 0
    while s < len(corpus):
        e = max(s + 1, int(np.searchsorted(offsets, offsets[s] + per, "right")) - 1)
        a, b = offsets[s], offsets[e]
        # Korean morphemes: the eojeol boundaries, observed at tagging time, go with them
        bound = {} if corpus.starts is None else {"starts": corpus.starts[a:b]}
        pred_ids[a:b] = tagger.tag_flat(words[a:b], corpus.lengths[s:e], **bound)
        yield Progress(int(b), n, QT_TRANSLATE_NOOP("engine", "tagged {b:,} of {n:,} held-out "
                                                              "tokens"), b=int(b), n=n)
        s = e
    pred = np.array(tagger.tags_, dtype=object)[pred_ids] if n else np.array([], dtype=object)
    known = np.fromiter((w in tagger.vocab_ for w in words), bool, len(words))
    fallback = tagger.tags_[int(np.argmax(tagger.suffix_model_.log_prior_))]
    base = np.array([tagger.most_frequent_.get(w, fallback) for w in words], dtype=object)
    right = gold == pred
    labels = sorted(set(tagger.tags_) | set(gold.tolist()))
    if len(words):
        _, confusion = confusion_matrix(gold.astype(str), pred.astype(str), np.array(labels))
    else:
        confusion = np.zeros((len(labels), len(labels)), dtype=int)
    return TaggerReport(
        accuracy=_share(int(right.sum()), len(words)),
        known=_share(int(right[known].sum()), int(known.sum())),
        unknown=_share(int(right[~known].sum()), int((~known).sum())),
        baseline=_share(int((base == gold).sum()), len(words)),
        tokens=len(words), unknown_tokens=int((~known).sum()), labels=tuple(labels),
        confusion=confusion)
