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
