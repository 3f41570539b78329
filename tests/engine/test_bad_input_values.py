"""Bad input, round three (issue 24): silent nonsense. Each returned NaN or a meaningless number
before its fix; each now gives the limit it stands for or a DataError."""
import numpy as np
import pytest

from engine import DataError
from engine.features import information_gain
from engine.svm import hinge, smoothed_hinge

Z = np.linspace(-3, 4, 15)


def test_smoothed_hinge_at_eps_zero_is_the_hinge():
    """smoothed_hinge(z, 0) was 0/0 = NaN; ε → 0 is the hinge (the notes' limit)."""
    np.testing.assert_array_equal(smoothed_hinge(Z, 0), hinge(Z))
    np.testing.assert_allclose(smoothed_hinge(Z, 1e-300), hinge(Z), atol=1e-290)
    with pytest.raises(ValueError, match="eps"):
        smoothed_hinge(Z, -1)


def test_smoothed_hinge_is_the_shifted_logistic_loss_at_eps_one():
    np.testing.assert_allclose(smoothed_hinge(Z, 1), np.log1p(np.exp(1 - Z)))


@pytest.mark.parametrize("tp, fp, P, N", [([5], [0], 3, 2), ([-1], [0], 3, 2),
                                          ([1], [3], 3, 2), ([1], [0], 0, 0),
                                          ([np.nan], [0], 3, 2)])
def test_information_gain_refuses_counts_that_cannot_occur(tp, fp, P, N):
    """tp > P (more documents with the word than in the class) returned a number."""
    with pytest.raises(DataError, match="0 <= tp <= P and 0 <= fp <= N"):
        information_gain(tp, fp, P, N)


def test_information_gain_agrees_with_scikit_learn_mutual_information():
    from sklearn.metrics import mutual_info_score

    y = np.array([1] * 6 + [0] * 4)
    word = np.array([1, 1, 1, 0, 0, 0, 1, 0, 0, 0])
    ig = information_gain([word[y == 1].sum()], [word[y == 0].sum()], 6, 4)[0]
    assert ig == pytest.approx(mutual_info_score(y, word) / np.log(2))


# -- sizes that cannot fit: refused with the estimate, before allocating -------------------------

def test_a_network_too_big_for_memory_is_refused_with_the_estimate():
    from engine.neural import MLPClassifier

    rng = np.random.default_rng(0)
    X, y = rng.normal(size=(50, 2)), np.r_[[0] * 25, [1] * 25]
    with pytest.raises(DataError, match=r"layers \[2, 100000, 100000, 1\] would need about "
                                        r"240\.2 GB"):
        MLPClassifier(hidden_layer_sizes=(100_000, 100_000)).fit(X, y)
    assert MLPClassifier(hidden_layer_sizes=(8,), random_state=0).fit(X, y).score(X, y) > 0.4


def test_a_second_order_tagger_over_thousands_of_tags_is_refused_before_counting():
    from engine.hmm import HMMTagger

    tags = [f"T{i}" for i in range(3000)]
    sentences = [[(f"w{i}", t) for i, t in enumerate(tags[k:k + 10])] for k in range(0, 3000, 10)]
    with pytest.raises(DataError, match="second-order tagger over 3,000 tags would need about"):
        HMMTagger(order=2).fit(sentences)
    assert HMMTagger(order=1).fit(sentences).tags_[:2] == ["T0", "T1"]


def test_boosting_rounds_have_an_upper_bound():
    """AdaBoost(n_estimators=10**100) never returned."""
    from engine.ensemble import AdaBoost

    X = np.random.default_rng(0).normal(size=(20, 2))
    with pytest.raises(ValueError, match="n_estimators must be <= 100000"):
        AdaBoost(n_estimators=10**100).fit(X, np.r_[[0] * 10, [1] * 10])


@pytest.mark.parametrize("name", ["make", "two_class", "multi_class"])
def test_a_billion_generated_points_are_refused_before_generating(name):
    """10**9 points asked numpy for 15 GB (MemoryError, or the machine's memory)."""
    from engine import datasets

    make = {"make": lambda n: datasets.make("blobs", n, random_state=0),
            "two_class": lambda n: datasets.two_class("xor", n, random_state=0),
            "multi_class": lambda n: datasets.multi_class(n, random_state=0)}[name]
    with pytest.raises(DataError, match="1,000,000,000 generated points would need about"):
        make(10**9)
    assert len(make(40)[0]) == 40


def test_a_pattern_making_a_token_of_every_character_stops_with_the_estimate(monkeypatch):
    """"." on a long text made tens of millions of tokens inside its time limit and exhausted
    memory; the budget is lowered to 50 MB here so that 600,000 characters stand for it."""
    from engine import _validation, run_job
    from engine.text import iter_analyse

    text = "ab " * 200_000
    monkeypatch.setattr(_validation, "MEMORY_BUDGET", 50_000_000)
    assert len(run_job(iter_analyse(text, "regex", pattern=r"\w+")).tokens) == 200_000
    with pytest.raises(DataError, match="into 600,000 tokens would need about 0.1 GB"):
        run_job(iter_analyse(text, "regex", pattern=r"."))
