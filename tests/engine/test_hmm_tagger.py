"""Tagged corpus readers and the supervised HMM tagger: forward = backward = brute force,
Viterbi = the best enumerated path, unknown words, evaluation."""
import itertools

import numpy as np
import pytest
from scipy.special import logsumexp

from engine._validation import DataError
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
    return HMMTagger(alpha=0.1).fit(parse_tagged(CORPUS))


def brute_force(m, words):
    scores = []
    for path in itertools.product(range(len(m.tags_)), repeat=len(words)):
        s = m.log_start_[path[0]] + m.emission(words[0])[path[0]]
        for t in range(1, len(words)):
            s += m.log_trans_[path[t - 1], path[t]] + m.emission(words[t])[path[t]]
        scores.append((s, path))
    return scores


def test_forward_backward_viterbi_against_enumeration(tagger):
    words = "The old cat barks".split()
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
    tags = dict(tagger.tag("The zorbs bark .".split()))
    assert tags["zorbs"] in {"NN", "NNS"}
    steps = list(tagger.iter_viterbi("The dog barks .".split()))
    assert [s.iteration for s in steps] == [1, 2, 3, 4] and steps[-1].converged
    result = tagger.evaluate(parse_tagged("The/DT dog/NN barks/VBZ ./.\nThe/DT frog/NN jumps/VBZ ./."))
    assert result["tokens"] == 8 and result["unknown_tokens"] == 2
    assert result["known"] == 1.0
    assert 0.0 <= result["baseline"] <= 1.0


def test_save_and_load(tagger, tmp_path):
    path = tmp_path / "tagger.npz"
    tagger.save(path)
    again = HMMTagger.load(path)
    words = "The zorbs bark loudly .".split()
    assert again.tag(words) == tagger.tag(words)
    assert again.forward(words)[1] == pytest.approx(tagger.forward(words)[1])
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a tagger")
    with pytest.raises(DataError, match="Cannot read"):
        HMMTagger.load(bad)
