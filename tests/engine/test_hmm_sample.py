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
    tagger = HMMTagger().fit(corpus[:600])
    words = ["Time", "flies", "like", "an", "arrow", "."]    # the trellis view's default sentence
    assert all(w in tagger.vocab_ for w in words)
    _, delta, _, _ = tagger.viterbi(words)
    assert (np.isfinite(delta).sum(axis=1) >= 2).sum() >= 3   # several columns with a choice
    report = tagger.evaluate(corpus[600:])
    assert report["accuracy"] > report["baseline"] + 0.05     # context beats the word alone
