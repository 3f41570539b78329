"""The second-order (trigram) tagger: TnT's deleted interpolation, Viterbi = brute force over tag
sequences, α = β, save/load, and the same study functions as the first-order one."""
import itertools

import numpy as np
import pytest
from scipy.special import logsumexp

import resources
from engine.hmm import (
    HMMTagger,
    evaluate_tagger,
    parse_tagged,
    read_tagged,
    split_corpus,
)

CORPUS = ("The/DT dog/NN barks/VBZ ./.\nA/DT cat/NN runs/VBZ ./.\nThe/DT cats/NNS run/VBP ./.\n"
          "Dogs/NNS bark/VBP loudly/RB ./.\nThe/DT old/JJ dog/NN sleeps/VBZ ./.\n") * 4


@pytest.fixture(scope="module")
def tagger():
    return HMMTagger(order=2).fit(parse_tagged(CORPUS))


def trigram_logp(m, t1, t2, t3):
    """log P(t3 | t1, t2) read back from the pair-state transitions (<s> = index n as a
    context, </s> = index n as an outcome)."""
    n = len(m.tags_)
    if t1 == t2 == n:
        return m.log_pi_[n, t3]
    if t3 == n:
        return m.log_end_[t1, t2]
    return m.log_A_[t1, t2, t3]


def test_trigram_probabilities_and_lambdas(tagger):
    n = len(tagger.tags_)
    assert tagger.lambdas_.sum() == pytest.approx(1) and (tagger.lambdas_ >= 0).all()
    for t1, t2 in itertools.product(range(n + 1), range(n)):
        row = [trigram_logp(tagger, t1, t2, t3) for t3 in range(n + 1)]     # tags and </s>
        assert logsumexp(row) == pytest.approx(0, abs=1e-12)
    assert logsumexp(tagger.log_pi_[n]) == pytest.approx(0, abs=1e-12)
    assert np.isneginf(tagger.log_pi_[:n]).all()
    # the dense view: impossible pair transitions (t1, t2) → (u, t3) with u ≠ t2
    dense = tagger.log_trans_
    assert np.isneginf(dense[0 * n + 1, 2 * n + 0])
    assert dense[0 * n + 1, 1 * n + 2] == tagger.transition(0 * n + 1, 1 * n + 2) == \
        tagger.log_A_[0, 1, 2]


@pytest.mark.parametrize("order", [1, 2])
def test_transition_takes_arrays(tagger, order):
    """transition(prev, state) on index arrays is the dense matrix at those pairs, element for
    element the scalar call; shapes broadcast; bad indices are refused by name."""
    m = tagger if order == 2 else HMMTagger(order=1).fit(parse_tagged(CORPUS))
    dense = m.log_trans_
    M = len(m.states_)
    a, b = np.meshgrid(np.arange(M), np.arange(M), indexing="ij")
    got = m.transition(a, b)
    assert got.shape == (M, M)
    np.testing.assert_array_equal(got, dense)
    rng = np.random.default_rng(0)
    p, q = rng.integers(0, M, 50), rng.integers(0, M, 50)
    assert m.transition(p, q).tolist() == [m.transition(int(x), int(y)) for x, y in zip(p, q)]
    np.testing.assert_array_equal(m.transition(p[:, None], q[None, :]), dense[np.ix_(p, q)])
    assert m.transition(np.array([], int), np.array([], int)).shape == (0,)
    with pytest.raises(ValueError, match=f"state must lie in 0..{M - 1}"):
        m.transition(p, np.array([M]))
    with pytest.raises(TypeError, match="integer state indices"):
        m.transition(p, p.astype(float))
    with pytest.raises(ValueError, match="broadcast"):
        m.transition(p, q[:3])


def test_viterbi_and_forward_equal_enumeration(tagger):
    words = ["The", "old", "cat", "barks", "."]
    n = len(tagger.tags_)
    E = np.stack([tagger.emission(w) for w in words])
    scores = []
    for seq in itertools.product(range(n), repeat=len(words)):
        padded = (n, n) + seq
        s = sum(trigram_logp(tagger, padded[k], padded[k + 1], padded[k + 2]) + E[k, seq[k]]
                for k in range(len(words))) + trigram_logp(tagger, *padded[-2:], n)
        scores.append((s, seq))
    best, seq = max(scores)
    tags, _, _, logp = tagger.viterbi(words)
    assert logp == pytest.approx(best) and tags == [tagger.tags_[i] for i in seq]
    _, lf = tagger.forward(words)
    _, lb = tagger.backward(words)
    assert lf == pytest.approx(logsumexp([s for s, _ in scores])) and lb == pytest.approx(lf)
    assert tagger.tag_sents([words, words[:2]]) == [tagger.tag(words), tagger.tag(words[:2])]
    steps = list(tagger.iter_viterbi(words))
    assert steps[-1].converged and [tagger.tags_[i] for i in steps[-1].path] == tags


def test_save_load_second_order(tagger, tmp_path):
    path = tmp_path / "t2.npz"
    tagger.save(path)
    again = HMMTagger.load(path)
    words = ["The", "zorbs", "bark", "loudly", "."]
    assert again.order == 2 and again.tag(words) == tagger.tag(words)


def test_second_order_on_the_sample_is_as_good_as_first_order():
    corpus = read_tagged(resources.path("tagged", "sample.txt"))
    train, test = split_corpus(corpus, 0.2, random_state=0)
    first = evaluate_tagger(HMMTagger(order=1).fit(train), test)
    second = evaluate_tagger(HMMTagger(order=2).fit(train), test)
    assert second.accuracy >= first.accuracy - 0.005 and second.accuracy > second.baseline
