"""Labels and seeds, checked once for every estimator (engine._validation.check_labels,
check_random_state): None and NaN labels, labels mixing kinds (1 and "1" must not become one
class), measurements given as labels, and seeds of −1, 1.5, "3" or True are a DataError saying
what to give instead, never numpy's comparison or SeedSequence errors."""
import numpy as np
import pytest

from engine import DataError, datasets
from engine._validation import check_labels, check_random_state
from engine.cluster import GaussianMixture, KMeans, KMedoids, SoftKMeans
from engine.ensemble import AdaBoost
from engine.linear import LogisticRegression, SoftmaxRegression
from engine.neural import MLPClassifier, Perceptron
from engine.reduce import PCA
from engine.spam import BernoulliNB, MultinomialNB
from engine.svm import SVC, OneVsRest
from engine.tree import DecisionTree

X4 = np.array([[0.0, 1.0], [1.0, 0.0], [2.0, 1.0], [3.0, 0.0]])
CLASSIFIERS = [LogisticRegression(), SoftmaxRegression(), MultinomialNB(), BernoulliNB(),
               SVC(kernel="linear"), DecisionTree(), Perceptron(), AdaBoost(n_estimators=2),
               MLPClassifier(max_iter=2, random_state=0), OneVsRest(SVC(kernel="linear"))]


@pytest.mark.parametrize("est", CLASSIFIERS, ids=lambda e: type(e).__name__)
@pytest.mark.parametrize("y, message", [
    ([1, "1", 1, "1"], "mixes kinds"),             # np.asarray would make both '1'
    (np.array([1, "a", 1, "a"], dtype=object), "mixes kinds"),
    ([None, "a", "b", "a"], "missing labels"),
    ([0.5, 1.5, 0.25, 2.0], "continuous"),
    ([1.0, np.nan, 1.0, 0.0], "NaN"),
    (None, "requires y"),
])
def test_bad_labels_are_a_data_error(est, y, message):
    with pytest.raises(DataError, match=message):
        est.fit(X4, y)


def test_labels_of_one_kind_are_kept_apart_from_their_text():
    assert check_labels([1, 2, 1]).dtype.kind == "i"
    assert list(check_labels(np.array(["1", "2"], dtype=object))) == ["1", "2"]
    assert check_labels([1.0, 2.0]).dtype.kind == "f"          # whole numbers as floats
    assert list(np.unique(check_labels([True, False, True]))) == [False, True]
    with pytest.warns(UserWarning, match="column-vector"):
        assert check_labels(np.array([[1], [2]])).shape == (2,)


@pytest.mark.parametrize("seed", [-1, 1.5, "3", True, float("nan"), [1, 2]])
def test_bad_seeds_are_a_data_error(seed):
    with pytest.raises(DataError, match="random_state must be an integer >= 0"):
        check_random_state(seed)
    for make in (lambda: KMeans(2, random_state=seed).fit(X4),
                 lambda: KMedoids(2, random_state=seed).fit(X4),
                 lambda: SoftKMeans(2, random_state=seed).fit(X4),
                 lambda: GaussianMixture(2, random_state=seed).fit(X4),
                 lambda: PCA(1, random_state=seed).iter_fit(X4),
                 lambda: Perceptron(shuffle=True, random_state=seed).fit(X4, [0, 1, 0, 1]),
                 lambda: datasets.make("blobs", 30, random_state=seed)):
        with pytest.raises(DataError, match="must be an integer >= 0"):
            make()


def test_good_seeds_replay_and_a_generator_is_used_as_given():
    a = check_random_state(7).random(3)
    np.testing.assert_array_equal(a, check_random_state(np.int64(7)).random(3))
    gen = np.random.default_rng(1)
    assert check_random_state(gen) is gen
    assert isinstance(check_random_state(None), np.random.Generator)
