"""How an :class:`engine.hmm.HMMTagger` is fitted, stage by stage (its own module so the
estimator's file keeps its public methods): count the tags, tag n-grams and (tag, word)
pairs, turn them into log probabilities (:mod:`engine.hmm.transitions`), fit the suffix tries
and the Hangul model (:mod:`engine.hmm.unknown`), with a :class:`engine.Progress` between the
stages so a job can stop there. See :mod:`engine.hmm.tagger` for the formulas."""
from __future__ import annotations

from collections.abc import Generator

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, nested
from . import transitions
from .corpus import codes, distinct
from .unknown import SuffixModel


def fit_stages(tagger, corpus, order, beta, theta) -> Generator[Progress, None, object]:
    """The stages of :meth:`HMMTagger.fit_job` (checked there): counting, transitions,
    emissions, the suffix tries and the Hangul model, with a :class:`Progress` between them;
    the fitted attributes are copied onto ``tagger`` only at the end."""
    # the fitted attributes are made on a new tagger and copied over at the very end, so a
    # cancelled job leaves this one as it was
    new = type(tagger)(**tagger.get_params(deep=False))
    yield Progress(0, 4, QT_TRANSLATE_NOOP("engine", "counting {corpus_n_tokens:,} tagged "
                                                     "tokens…"), corpus_n_tokens=corpus.n_tokens)
    yield from count(new, corpus, order, beta)
    yield Progress(3, 4, QT_TRANSLATE_NOOP("engine", "suffix tries for unknown words…"))
    names = list(new.vocab_)
    new.suffix_model_ = yield from nested(
        SuffixModel(theta=theta).fit_job(names, new.word_counts_.T), 3, 4)
    yield Progress(4, 4, QT_TRANSLATE_NOOP("engine", "fitted"))
    tagger.__dict__.update(vars(new))
    return tagger


def count(tagger, corpus, order, beta) -> Generator[Progress, None, None]:
    """Tags, transitions and emissions of ``corpus`` counted onto ``tagger`` (a new one)."""
    tagger.tags_ = distinct(corpus.tags)
    n = len(tagger.tags_)
    tags = codes(corpus.tags, {t: i for i, t in enumerate(tagger.tags_)})
    vocab: dict[str, int] = {}
    wid = np.fromiter((vocab.setdefault(w, len(vocab)) for w in corpus.words), np.int64,
                      corpus.n_tokens)
    starts = corpus.offsets[:-1]
    yield Progress(1, 4, QT_TRANSLATE_NOOP("engine", "transitions between {n:,} tags…"), n=n)
    if order == 1:
        tagger.log_pi_, tagger.log_A_, tagger.log_end_ = transitions.first_order(
            tags, starts, n, tagger.alpha)
        tagger.lambdas_ = None
    else:
        tagger.log_pi_, tagger.log_A_, tagger.log_end_, tagger.lambdas_ = transitions.second_order(
            tags, starts, n, tagger.alpha)
    tagger._set_states()
    tagger.vocab_ = vocab
    yield Progress(2, 4, QT_TRANSLATE_NOOP("engine", "emissions of {n_vocab:,} words…"),
                         n_vocab=len(vocab))
    B = np.bincount(tags * len(vocab) + wid, minlength=n * len(vocab)).reshape(
        n, len(vocab)).astype(float)
    tag_count = B.sum(axis=1)
    with np.errstate(divide="ignore"):
        tagger.log_emit_ = np.log((B + beta) / (tag_count[:, None] + beta * len(vocab)))
    names = list(vocab)
    tagger.most_frequent_ = dict(zip(names, (tagger.tags_[i] for i in B.argmax(axis=0))))
    tagger.word_counts_ = B.T                     # c(t, w) per word, for explanations
    # the eojeol boundary (Korean morphemes): c(t, w, eojeol-initial) per word, for the
    # factor P(b | t, w) of the tagger's boundary model (engine.hmm.tagger)
    tagger.start_counts_ = None
    if corpus.starts is not None:
        first = corpus.starts
        tagger.start_counts_ = np.bincount(tags[first] * len(vocab) + wid[first],
                                           minlength=n * len(vocab)).reshape(
            n, len(vocab)).T.astype(float)
