"""The engine's train-and-compare study (what the HMM tab's Train button runs): the same split
for both orders, the reports equal separate fits and evaluations, Progress only, checked
arguments."""
import numpy as np
import pytest

from engine import DataError, Progress
from engine.hmm import HMMTagger, evaluate_tagger, parse_tagged, split_corpus
from engine.workflows.tagging import TrainedTagger, iter_train_tagger

CORPUS = parse_tagged(
    ("The/DT dog/NN barks/VBZ ./.\nA/DT cat/NN runs/VBZ ./.\nThe/DT cats/NNS run/VBP ./.\n"
     "Dogs/NNS bark/VBP loudly/RB ./.\nThe/DT old/JJ dog/NN sleeps/VBZ ./.\n"
     "They/PRP can/MD fish/VB ./.\nWe/PRP can/VBP fish/NNS ./.\nFlies/NNS like/VBP honey/NN ./.\n"
     "Time/NN flies/VBZ like/IN an/DT arrow/NN ./.\n") * 5)


def _drain(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as stop:
            return items, stop.value


@pytest.mark.parametrize("order", [1, 2])
def test_train_tagger_equals_separate_fit_and_evaluation(order):
    items, r = _drain(iter_train_tagger(CORPUS, test_share=0.3, random_state=3, order=order,
                                        alpha=0.2))
    assert items and all(isinstance(p, Progress) for p in items)
    assert isinstance(r, TrainedTagger)
    train, test = split_corpus(CORPUS, 0.3, random_state=3)
    assert (r.n_train, r.n_test) == (len(train), len(test)) and r.n_test == round(0.3 * 45)
    assert list(r.test.words) == list(test.words) and list(r.train.words) == list(train.words)
    ref = HMMTagger(order=order, alpha=0.2).fit(train)
    expected = evaluate_tagger(ref, test)
    assert r.tagger.order == order and r.report.accuracy == expected.accuracy
    assert np.array_equal(r.report.confusion, expected.confusion)
    assert r.seconds > 0
    if order == 1:
        assert r.first_report is None and r.first_seconds == 0
    else:                       # the first order on the same split, for the comparison
        first = evaluate_tagger(HMMTagger(order=1, alpha=0.2).fit(train), test)
        assert r.first_report.accuracy == first.accuracy and r.first_seconds > 0
        assert r.first_report.tokens == r.report.tokens
        assert np.array_equal(r.first_report.confusion, first.confusion)


def test_no_comparison_when_not_asked():
    _, r = _drain(iter_train_tagger(CORPUS, order=2, compare_first_order=False))
    assert r.first_report is None


def test_bad_arguments_are_refused_at_call_time():
    with pytest.raises(ValueError, match="test_share"):
        iter_train_tagger(CORPUS, test_share=1.5)
    with pytest.raises(ValueError, match="order"):
        iter_train_tagger(CORPUS, order=3)
    with pytest.raises(ValueError, match="beam"):
        iter_train_tagger(CORPUS, beam=0.5)
    with pytest.raises(DataError, match="at least two"):
        iter_train_tagger(CORPUS[:1])
