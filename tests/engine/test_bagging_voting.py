"""Voting against scikit-learn's VotingClassifier (over k-NN members, which equal scikit-learn's),
and bagging checked member by member: each member refitted on its recorded resample, the
majority vote and the out-of-bag score counted here by hand."""
import numpy as np
import pytest
from sklearn.ensemble import VotingClassifier as SkVoting
from sklearn.neighbors import KNeighborsClassifier as SkKNN

from engine import DataError, NotFittedError, datasets
from engine.ensemble import BaggingClassifier, VotingClassifier
from engine.neighbors import KNeighborsClassifier
from engine.tree import DecisionTree

X, Y = datasets.two_class("moons", 120, random_state=1)
G = np.random.default_rng(0).uniform(-1.5, 2.5, size=(200, 2))
X3, Y3 = datasets.make("blobs", 90, random_state=2)


@pytest.mark.parametrize("voting", ["hard", "soft"])
@pytest.mark.parametrize("weights", [None, [1.0, 2.0, 0.5]])
def test_voting_equals_scikit_learn(voting, weights):
    ks = (1, 5, 15)
    ours = VotingClassifier([(f"k{k}", KNeighborsClassifier(k)) for k in ks], voting=voting,
                            weights=weights).fit(X3, Y3)
    ref = SkVoting([(f"k{k}", SkKNN(k, algorithm="brute")) for k in ks], voting=voting,
                   weights=weights).fit(X3, Y3)
    Q = np.random.default_rng(1).uniform(X3.min(0), X3.max(0), size=(150, 2))
    np.testing.assert_array_equal(ours.predict(Q), ref.predict(Q))
    if voting == "soft":
        np.testing.assert_allclose(ours.predict_proba(Q), ref.predict_proba(Q), atol=1e-12)


def test_a_hard_vote_tie_goes_to_the_first_class():
    votes = VotingClassifier([("a", KNeighborsClassifier(1)), ("b", DecisionTree(max_depth=1))])
    votes.fit(X, Y)
    pred = votes.predictions(G)
    tie = pred[0] != pred[1]
    assert tie.any()
    assert np.all(votes.predict(G)[tie] == votes.classes_[0])
    assert np.all(votes.predict(G)[~tie] == pred[0][~tie])


def test_voting_clones_its_members():
    member = KNeighborsClassifier(3)
    VotingClassifier([("k", member)]).fit(X, Y)
    with pytest.raises(NotFittedError):
        member.predict(X)


def test_bagging_members_are_fitted_on_their_resamples_and_vote():
    bag = BaggingClassifier(DecisionTree(max_depth=4), n_estimators=7, random_state=3).fit(X, Y)
    assert len(bag.estimators_) == len(bag.samples_) == 7
    for model, rows in zip(bag.estimators_, bag.samples_):
        assert len(rows) == len(Y)
        for c in bag.classes_:                    # stratified: each class keeps its size
            assert np.sum(Y[rows] == c) == np.sum(Y == c)
        again = DecisionTree(max_depth=4).fit(X[rows], Y[rows])
        np.testing.assert_array_equal(again.predict(G), model.predict(G))
    P = np.array([m.predict(G) for m in bag.estimators_])
    share = (P == bag.classes_[1]).mean(axis=0)
    want = np.where(share > 0.5, bag.classes_[1], bag.classes_[0])     # 7 votes: no ties
    np.testing.assert_array_equal(bag.predict(G), want)
    np.testing.assert_array_equal(bag.predict(G, n_estimators=1), bag.estimators_[0].predict(G))


def test_the_out_of_bag_score_counts_only_the_members_that_did_not_see_a_point():
    bag = BaggingClassifier(DecisionTree(), n_estimators=12, random_state=0)
    steps = list(bag.iter_fit(X, Y))
    votes = np.zeros((len(Y), 2))
    for model, rows in zip(bag.estimators_, bag.samples_):
        out = np.setdiff1d(np.arange(len(Y)), rows)
        pred = np.searchsorted(bag.classes_, model.predict(X[out]))
        votes[out, pred] += 1
    has = votes.sum(1) > 0
    want = np.mean(bag.classes_[np.argmax(votes[has], 1)] == Y[has])
    assert bag.oob_score_ == pytest.approx(want)
    assert steps[-1].oob_error == pytest.approx(1 - want)
    assert 0.3 < steps[0].oob_coverage < 0.45          # ≈ (1 − 1/n)ⁿ left out of one
    assert steps[-1].stopped == "n_estimators" and not steps[-1].converged
    # unpruned trees fit their resample, yet the out-of-bag estimate is honest
    assert steps[-1].train_error < 0.05 and bag.oob_score_ < 1.0


def test_bad_members_and_parameters_are_refused():
    with pytest.raises(TypeError):
        BaggingClassifier(DecisionTree).fit(X, Y)
    with pytest.raises(ValueError):
        BaggingClassifier(DecisionTree(), n_estimators=0).fit(X, Y)
    with pytest.raises(ValueError, match="predict_proba"):
        VotingClassifier([("s", object.__new__(type("M", (), {"fit": None, "predict": None})))],
                         voting="soft").fit(X, Y)
    with pytest.raises(ValueError, match="distinct"):
        VotingClassifier([("a", DecisionTree()), ("a", DecisionTree())]).fit(X, Y)
    with pytest.raises(DataError):
        VotingClassifier([("a", DecisionTree())]).fit(X, Y[:-1])
