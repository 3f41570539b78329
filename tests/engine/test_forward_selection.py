"""Forward selection against scikit-learn's SequentialFeatureSelector on the same folds (k-NN
members, which predict what scikit-learn's do), its rounds, and its stopping rule."""
import numpy as np
import pytest
from sklearn.feature_selection import SequentialFeatureSelector
from sklearn.neighbors import KNeighborsClassifier as SkKNN

from engine import DataError, Progress, datasets
from engine.neighbors import KNeighborsClassifier
from engine.selection import forward_selection, iter_forward_selection, kfold_indices

X2, Y = datasets.make("blobs", 90, random_state=2)
NOISE = np.random.default_rng(0).normal(scale=3.0, size=(90, 4))
X = np.c_[NOISE[:, :2], X2[:, 1], NOISE[:, 2:], X2[:, 0]]        # informative: columns 2, 5


def test_the_chosen_features_equal_scikit_learn_on_the_same_folds():
    folds = kfold_indices(Y, 3, 1)
    ours = forward_selection(lambda: KNeighborsClassifier(5), X, Y, k=folds, max_features=3,
                             tol=-1.0)
    ref = SequentialFeatureSelector(SkKNN(5, algorithm="brute"), n_features_to_select=3,
                                    direction="forward", cv=list(folds),
                                    scoring="accuracy").fit(X, Y)
    assert sorted(ours.selected) == list(np.flatnonzero(ref.get_support()))
    assert set(ours.selected[:2]) == {2, 5}
    assert ours.stopped == "max_features"


def test_each_round_scores_every_remaining_feature_by_cross_validation():
    result = forward_selection(lambda: KNeighborsClassifier(3), X, Y, k=3, seed=0)
    first = result.rounds[0]
    assert first.selected == () and list(first.candidates) == list(range(6))
    folds = kfold_indices(Y, 3, 0)
    for j in (0, 2):
        accs = [np.mean(KNeighborsClassifier(3).fit(X[tr][:, [j]], Y[tr]).predict(
            X[te][:, [j]]) == Y[te]) for tr, te in folds]
        assert first.scores[j] == pytest.approx(np.mean(accs))
    assert first.chosen == int(first.candidates[np.argmax(first.scores)])
    assert np.all(np.diff(result.path) > 0)
    assert result.stopped in ("no_improvement", "all_features")
    if result.stopped == "no_improvement":
        assert result.rounds[-1].chosen is None
        assert result.rounds[-1].best_score <= result.path[-1]


def test_forward_selection_is_a_job_that_reports_progress():
    job = iter_forward_selection(lambda: KNeighborsClassifier(3), X[:, :3], Y, k=3,
                                 max_features=1)
    items = []
    try:
        while True:
            items.append(next(job))
    except StopIteration as stop:
        result = stop.value
    assert items and all(isinstance(p, Progress) for p in items)
    assert len(result.selected) == 1


def test_bad_arguments_are_refused_when_called():
    with pytest.raises(ValueError):
        iter_forward_selection(lambda: KNeighborsClassifier(3), X, Y, max_features=7)
    with pytest.raises(DataError):
        iter_forward_selection(lambda: KNeighborsClassifier(3), X, Y[:-1])
