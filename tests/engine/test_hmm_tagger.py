"""Tagged corpus readers and the supervised HMM tagger: forward = backward = brute force,
Viterbi = the best enumerated path, unknown words, evaluation."""
import itertools

import numpy as np
import pytest
from scipy.special import logsumexp

from engine import DataError
from engine.hmm import HMMTagger, parse_tagged, read_tagged

CORPUS = ("The/DT dog/NN barks/VBZ ./.\nA/DT cat/NN runs/VBZ ./.\nThe/DT cats/NNS run/VBP ./.\n"
          "Dogs/NNS bark/VBP loudly/RB ./.\nThe/DT old/JJ dog/NN sleeps/VBZ ./.\n") * 4

CONLLU = ("# sent_id = 1\n1-2\tdon't\t_\t_\t_\t_\t_\t_\t_\t_\n"
          "1\tdo\tdo\tAUX\tVBP\t_\t0\troot\t_\t_\n2\tn't\tnot\tPART\tRB\t_\t1\tadvmod\t_\t_\n"
          "2.1\tgo\tgo\tVERB\tVB\t_\t_\t_\t_\t_\n\n1\tHi\thi\tINTJ\tUH\t_\t0\troot\t_\t_\n")


def test_formats(tmp_path):
    assert parse_tagged("The/DT dog/NN")[0] == [("The", "DT"), ("dog", "NN")]
    assert parse_tagged("1/2/CD")[0] == [("1/2", "CD")]          # the last slash separates
    assert parse_tagged(CONLLU) == [[("do", "AUX"), ("n't", "PART")], [("Hi", "INTJ")]]
    assert parse_tagged(CONLLU, column="xpos")[0] == [("do", "VBP"), ("n't", "RB")]
    assert parse_tagged("The DT\ndog NN\n\nHi UH\n") == [[("The", "DT"), ("dog", "NN")],
                                                         [("Hi", "UH")]]
    path = tmp_path / "c.txt"
    path.write_text(CORPUS, encoding="utf-16")
    assert len(read_tagged(path)) == 20
    with pytest.raises(DataError, match="line 1: 'dog' is not word/TAG"):
        parse_tagged("The/DT dog", "slash")
    problems = []
    text = "The/DT dog/NN\nbroken line\nA/DT cat/NN\n"
    assert len(parse_tagged(text, "slash", problems=problems)) == 2      # not fatal
    assert problems == ["line 2: 'broken' is not word/TAG"]
    problems = []
    assert parse_tagged("The DT\noops\ndog NN\n", "columns", problems=problems) == [
        [("The", "DT"), ("dog", "NN")]]
    assert problems[0].startswith("line 2")


@pytest.fixture
def tagger():
    return HMMTagger(order=1, alpha=0.1).fit(parse_tagged(CORPUS))


def brute_force(m, words):
    scores = []
    for path in itertools.product(range(len(m.tags_)), repeat=len(words)):
        s = m.log_start_[path[0]] + m.emission(words[0])[path[0]]
        for t in range(1, len(words)):
            s += m.log_trans_[path[t - 1], path[t]] + m.emission(words[t])[path[t]]
        scores.append((s + m.log_end_[path[-1]], path))      # the sentence end counts
    return scores


def test_forward_backward_viterbi_against_enumeration(tagger):
    words = ["The", "old", "cat", "barks"]
    scores = brute_force(tagger, words)
    _, logp = tagger.forward(words)
    _, logp_b = tagger.backward(words)
    assert logp == pytest.approx(logsumexp([s for s, _ in scores]))
    assert logp_b == pytest.approx(logp)
    best, path = max(scores)
    tags, _, _, vlogp = tagger.viterbi(words)
    assert vlogp == pytest.approx(best)
    assert tags == [tagger.tags_[i] for i in path]


def test_long_sentence_does_not_underflow(tagger):
    words = ("the dog barks and the cat runs " * 40).split()
    _, logp = tagger.forward(words)
    assert np.isfinite(logp) and logp < -200
    assert len(tagger.tag(words)) == len(words)


def test_unknown_words_and_evaluation(tagger):
    tags = dict(tagger.tag(["The", "zorbs", "bark", "."]))
    assert tags["zorbs"] in {"NN", "NNS"}
    steps = list(tagger.iter_viterbi(["The", "dog", "barks", "."]))
    assert [s.iteration for s in steps] == [1, 2, 3, 4] and steps[-1].converged
    result = tagger.evaluate(parse_tagged("The/DT dog/NN barks/VBZ ./.\n"
                                          "The/DT frog/NN jumps/VBZ ./."))
    assert result["tokens"] == 8 and result["unknown_tokens"] == 2
    assert result["known"] == 1.0
    assert 0.0 <= result["baseline"] <= 1.0


def test_save_and_load(tagger, tmp_path):
    path = tmp_path / "tagger.npz"
    tagger.save(path)
    again = HMMTagger.load(path)
    words = ["The", "zorbs", "bark", "loudly", "."]
    assert again.tag(words) == tagger.tag(words)
    assert again.forward(words)[1] == pytest.approx(tagger.forward(words)[1])
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a tagger")
    with pytest.raises(DataError, match="Cannot read"):
        HMMTagger.load(bad)


def test_batched_tagging_equals_one_by_one(tagger):
    sents = [["The", "old", "cat", "sees", "a", "green", "lamp", "."], ["Dogs", "bark", "."],
             ["The", "zorbs", "quickly", "watch", "the", "flurbs", "."], ["The"]]
    assert tagger.tag_sents(sents) == [tagger.tag(s) for s in sents]


def test_unknown_word_model_beats_nltk_hmm_and_the_baseline():
    from pathlib import Path

    from nltk.probability import LidstoneProbDist
    from nltk.tag.hmm import HiddenMarkovModelTrainer

    corpus = read_tagged(Path(__file__).resolve().parents[2] / "resources/tagged/sample.txt")
    train, test = corpus[:500], corpus[500:]
    ours = HMMTagger().fit(train).evaluate(test)
    trainer = HiddenMarkovModelTrainer()
    nltk_tagger = trainer.train_supervised(train, estimator=lambda fd, bins: LidstoneProbDist(
        fd, 0.1, bins))
    gold = [t for s in test for _, t in s]
    pred = [t for s in test for _, t in nltk_tagger.tag([w for w, _ in s])]
    nltk_acc = np.mean(np.array(gold) == np.array(pred))
    assert ours["unknown_tokens"] > 20
    assert ours["accuracy"] > nltk_acc + 0.01
    assert ours["accuracy"] > ours["baseline"] + 0.02
    no_model = HMMTagger(unknown="none").fit(train).evaluate(test)
    assert ours["unknown"] > no_model["unknown"]


def test_textbook_ice_cream_trellis():
    # Jurafsky & Martin, appendix A: π = (.8, .2), A = [[.6, .4], [.5, .5]],
    # B(1, 2, 3 | hot) = (.2, .4, .4), B(· | cold) = (.5, .4, .1); observations 3 1 3.
    # A given model is evaluated without fitting.
    from engine.hmm import DiscreteHMM, core

    pi, A, B = np.array([0.8, 0.2]), np.array([[0.6, 0.4], [0.5, 0.5]]), np.array(
        [[0.2, 0.4, 0.4], [0.5, 0.4, 0.1]])
    m = DiscreteHMM(2, 3, startprob=pi, transmat=A, emissionprob=B)
    o = np.array([2, 0, 2])
    lpi, lA, lB = core.log_params(pi, A, B)
    alpha, logp = core.forward(lpi, lA, lB.T[o])
    np.testing.assert_allclose(np.exp(alpha[0]), [0.32, 0.02])
    np.testing.assert_allclose(np.exp(alpha[1]), [0.0404, 0.069])       # the book's α_2
    _, _, delta, _ = core.viterbi(lpi, lA, lB.T[o])
    np.testing.assert_allclose(np.exp(delta[1]), [0.0384, 0.064])       # the book's v_2
    assert np.exp(m.score(o)) == pytest.approx(np.exp(alpha[-1]).sum())
    assert m.score(o) == pytest.approx(logp)


def test_refit_to_the_same_shape_uses_the_new_emissions():
    """The word-major copy of log B is rebuilt on a refit even when V and the tags are the
    same (it was kept by shape, so a refit tagged with the old corpus's emissions)."""
    a = [[("the", "D"), ("dog", "N"), ("runs", "V")]] * 3 + [[("dog", "V")]]
    b = [[("the", "D"), ("dog", "V"), ("runs", "N")]] * 3 + [[("dog", "N")]]
    t = HMMTagger(order=1).fit(a)
    assert t.tag_sents([["the", "dog", "runs"]]) == [[("the", "D"), ("dog", "N"), ("runs", "V")]]
    t.fit(b)
    fresh = HMMTagger(order=1).fit(b)
    assert t.tag_sents([["the", "dog", "runs"]]) == fresh.tag_sents([["the", "dog", "runs"]]) \
        == [[("the", "D"), ("dog", "V"), ("runs", "N")]]


@pytest.mark.parametrize("max_pairs", [1, 7, 200_000])
def test_candidates_road_equals_the_general_viterbi(tagger, monkeypatch, max_pairs):
    """tag_flat without a beam, both orders (each token's candidate tags straight from the
    words, batches of at most MAX_PAIRS pairs; 1 puts each sentence alone) gives the tags and
    kept counts of core.viterbi_flat's general path (keep=True) on the dense emission table,
    unknown words and "none" included."""
    from engine.hmm import candidate_viterbi, core

    sents = [["The", "old", "cat", "sees", "a", "green", "lamp", "."], ["Dogs", "bark", "."],
             ["The", "zorbs", "quickly", "watch", "the", "flurbs", "."], ["The"], ["cat"]] * 3
    words = [w for s in sents for w in s]
    lengths = [len(s) for s in sents]
    monkeypatch.setattr(candidate_viterbi, "MAX_PAIRS", max_pairs)
    corpus = parse_tagged(CORPUS)
    for m in (tagger, HMMTagger(order=1, unknown="none").fit(corpus), HMMTagger().fit(corpus),
              HMMTagger(unknown="none").fit(corpus)):
        ref = core.viterbi_flat(m.log_pi_, m.log_A_, m._emissions(words), lengths,
                                log_end=m.log_end_, keep=True)
        kept = []
        np.testing.assert_array_equal(m.tag_flat(words, lengths, kept=kept),
                                      m.state_tags_[ref["states"]])
        assert kept == ref["kept"].tolist()


@pytest.mark.parametrize("kw", [{"order": 1}, {}, {"unknown": "none"}, {"emission_alpha": 0.5}])
def test_candidates_are_those_of_the_dense_emissions(kw):
    """HMMTagger._candidates (known words and case variants from the known words' lists, the
    other unknown words' suffix rows once per distinct word) is core.candidates of the dense
    emission table, to the bit: counts, tags and scores, in token order."""
    from engine.hmm import core

    m = HMMTagger(**kw).fit(parse_tagged(CORPUS))
    words = ["The", "THE", "the", "dogs", "DOGS", "Cat", "zorbs", "zorbs", "The", "flurb",
             "Dog", "a", "Old", "runs", "x\ny", "Σ", ""]
    got = m._candidates(words)
    want = core.candidates(m._emissions(words))
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_dense_candidates_of_finite_rows_are_core_candidates():
    from engine.hmm import core
    from engine.hmm.tagger_emit import _dense_candidates

    E = np.random.default_rng(0).normal(size=(5, 4))
    for a, b in zip(_dense_candidates(E), core.candidates(E)):
        np.testing.assert_array_equal(a, b)
    assert [len(a) for a in _dense_candidates(E[:0])] == [0, 0, 0]


@pytest.mark.parametrize("enabled", [True, False])
def test_tagging_pauses_the_cyclic_collector_and_gives_it_back_as_it_was(tagger, enabled):
    """The (word, tag) tuples of tag_sents start no collection (tuples of two strings make no
    cycle), and the collector is left as the caller had it: on, or off as the app keeps it."""
    import gc

    runs = []

    def count(phase, info):
        if phase == "start":
            runs.append(info["generation"])

    sents = [["the", "dog", "runs"], ["a", "cat", "sleeps", "here"]] * 2000
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    gc.callbacks.append(count)
    try:
        out = tagger.tag_sents(sents)
        assert gc.isenabled() is enabled
    finally:
        gc.callbacks.remove(count)
        (gc.enable if was else gc.disable)()
    assert runs == []                                   # 14,000 tuples, no collection
    assert out[:2] == [tagger.tag(s) for s in sents[:2]]
