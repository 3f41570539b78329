"""The teaching sample is ambiguous enough that Viterbi has to choose."""
from collections import defaultdict

import numpy as np

import resources
from engine.hmm import HMMTagger, read_tagged


def test_sample_has_ambiguous_words_and_viterbi_chooses():
    corpus = read_tagged(resources.path("tagged", "sample.txt"))
    tags = defaultdict(set)
    for w, t in zip(corpus.words, corpus.tags):
        tags[w.lower()].add(t)
    assert {"MD", "NN"} <= tags["can"] and tags["can"] & {"VB", "VBP"}
    assert {"NNS", "VBZ"} <= tags["flies"] and {"IN", "VBP"} <= tags["like"]
    assert sum(len(v) > 1 for v in tags.values()) >= 20
    words = ["Time", "flies", "like", "an", "arrow", "."]    # the trellis view's default sentence
    for order in (1, 2):
        tagger = HMMTagger(order=order).fit(corpus[:600])      # no emission smoothing at all
        assert all(w in tagger.vocab_ for w in words)
        _, delta, _, _ = tagger.viterbi(words)
        assert (np.isfinite(delta).sum(axis=1) >= 2).sum() >= 3   # several columns to choose
        report = tagger.evaluate(corpus[600:])
        assert report["accuracy"] > report["baseline"] + 0.05     # context beats the word
        assert report["unknown_tokens"] > 0                       # made-up words are held out


def test_emission_smoothing_keeps_the_alternatives_visible():
    """The tab's default emission α (0.001) makes every tag of every known word finite, so
    the trellis shows what Viterbi rejected; maximum likelihood leaves most of it −∞."""
    corpus = read_tagged(resources.path("tagged", "sample.txt"))
    words = ["Time", "flies", "like", "an", "arrow", "."]
    ml = HMMTagger(order=1).fit(corpus).viterbi(words)[1]
    smooth = HMMTagger(order=1, emission_alpha=0.001).fit(corpus).viterbi(words)[1]
    assert np.isfinite(smooth).all() and np.isfinite(ml).mean() < 0.5
