"""The classification-error impurity 1 − max_k p_k beside entropy and Gini: its values, a tree
grown by it (every split the largest error decrease, computed here by hand), and the notes'
point that it cannot tell apart splits that Gini and entropy can."""
import numpy as np
import pytest

from engine import datasets
from engine.tree import DecisionTree, impurity, split_candidates


def test_the_error_impurity_is_one_minus_the_largest_share():
    for w in ([40.0, 40.0], [30.0, 10.0], [20.0, 0.0], [1.0, 2.0, 7.0]):
        w = np.asarray(w)
        assert impurity(w, "error") == pytest.approx(1 - w.max() / w.sum())


def test_error_ties_splits_that_gini_tells_apart():
    """Parent (40, 40); split A (30, 10) | (10, 30), split B (20, 40) | (20, 0): both lower
    the error by 0.25, but B has a pure child and Gini prefers it."""
    parent = np.array([40.0, 40.0])

    def gain(crit, left, right):
        left, right = np.array(left), np.array(right)
        w = parent.sum()
        return impurity(parent, crit) - (left.sum() * impurity(left, crit)
                                         + right.sum() * impurity(right, crit)) / w

    assert gain("error", [30, 10], [10, 30]) == pytest.approx(gain("error", [20, 40], [20, 0]))
    assert gain("gini", [20, 40], [20, 0]) > gain("gini", [30, 10], [10, 30])


def test_a_tree_grown_by_the_error_impurity():
    X, y = datasets.two_class("overlapping", 60, random_state=3)
    tree = DecisionTree(criterion="error", max_depth=3).fit(X, y)
    root = tree.nodes_[0]
    classes = np.unique(y)
    Y = (y[:, None] == classes).astype(float)
    # the root split lowers the misclassified share the most (first such on a tie)
    best = -np.inf
    for f in range(X.shape[1]):
        xs = np.unique(X[:, f])
        for t in (xs[:-1] + xs[1:]) / 2:
            left = Y[X[:, f] <= t].sum(0)
            right = Y[X[:, f] > t].sum(0)
            best = max(best, (Y.sum(0).min() - left.min() - right.min()) / len(y))
    assert root.gain == pytest.approx(best, abs=1e-12)
    assert split_candidates(X, Y, "error").scores.max() == pytest.approx(best, abs=1e-12)
    for node in tree.nodes_:
        assert node.impurity == pytest.approx(1 - node.counts.max() / node.counts.sum())
    full = DecisionTree(criterion="error").fit(X, y)
    assert full.score(X, y) == 1.0 or len(np.unique(X, axis=0)) < len(X)
