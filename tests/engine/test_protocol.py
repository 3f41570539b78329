"""The step protocol, for every iterative estimator and stepper of the engine: steps are frozen
``engine.Step`` dataclasses numbered 1, 2, … with read-only arrays; ``objective`` is named;
``converged`` only when the convergence test passed (a run cut off by its cap says
``stopped="max_iter"``); ``fit`` equals draining ``iter_fit``; the same seed replays a run; bad
parameters and bad input are refused when ``iter_fit`` is called, not at the first ``next()``."""
import dataclasses
import math

import numpy as np
import pytest

from engine import Step, datasets
from engine.bayesnet import burglary_alarm
from engine.cluster import GaussianMixture, KMeans, KMedoids, OnlineKMeans, SoftKMeans
from engine.ensemble import AdaBoost, BaggingClassifier
from engine.hmm import DiscreteHMM, HMMTagger
from engine.linear import (FAST_FOOD_PRICES, LinearRegression, LinearSVM, LogisticRegression,
                           Ridge, SoftmaxRegression, iter_maxent_distribution)
from engine.neural import MLPClassifier, Perceptron
from engine.parse import PCFG, CKYParser
from engine.reduce import PCA, SMACOF, pairwise_distances
from engine.svm import SVC, WestonWatkinsSVM
from engine.text import EditDistance, NgramModel
from engine.tree import DecisionTree

X2, Y2 = datasets.two_class("overlapping", 60, random_state=3)
X3, Y3 = datasets.make("blobs", 90, random_state=2)         # three classes: one-vs-rest
SEQS = [[2, 0, 2, 1, 1, 2, 0, 0], [0, 0, 1, 2, 2, 1], [1, 2, 0, 2]]


def blobs():
    X, _ = datasets.make("blobs", 150, random_state=0)
    return X


D60 = pairwise_distances(blobs()[:60])


# name: (factory(**overrides), data for iter_fit/fit, {cap parameter: value}, bad parameters)
ESTIMATORS = {
    "kmeans": (lambda **kw: KMeans(3, random_state=1, **kw), (blobs(),), {"max_iter": 1},
               {"max_iter": 0}),
    "kmeans-random": (lambda **kw: KMeans(3, init="random", random_state=1, **kw), (blobs(),),
                      {"max_iter": 1}, {"tol": -1.0}),
    "kmeans-restarts": (lambda **kw: KMeans(3, n_init=3, random_state=1, **kw), (blobs(),),
                        {"max_iter": 1}, {"n_init": 0}),
    "kmedoids": (lambda **kw: KMedoids(3, random_state=1, **kw), (blobs(),), {"max_iter": 1},
                 {"max_iter": 0}),
    "soft-kmeans": (lambda **kw: SoftKMeans(3, beta=0.5, random_state=1, **kw), (blobs(),),
                    {"max_iter": 1}, {"beta": -1.0}),
    "gmm-full": (lambda **kw: GaussianMixture(3, covariance_type="full", random_state=1, **kw),
                 (blobs(),), {"max_iter": 1}, {"covariance_type": "round"}),
    "gmm-spherical": (lambda **kw: GaussianMixture(3, covariance_type="spherical",
                                                   random_state=1, **kw),
                      (blobs(),), {"max_iter": 1}, {"max_iter": 0}),
    "svc-rbf": (lambda **kw: SVC(1.0, kernel="rbf", **kw), (X2, Y2), {"max_iter": 3},
                {"kernel": "cubic"}),
    "svc-linear-l2": (lambda **kw: SVC(2.0, kernel="linear", margin="l2", **kw), (X2, Y2),
                      {"max_iter": 3}, {"tol": -1.0}),
    "logistic-newton": (lambda **kw: LogisticRegression(C=1.0, solver="newton", **kw),
                        (X2, Y2), {"max_iter": 1}, {"C": 0.0}),
    "logistic-gd": (lambda **kw: LogisticRegression(C=1.0, solver="gd", **kw), (X2, Y2),
                    {"max_iter": 2}, {"method": "sgd"}),
    "linear-svm": (lambda **kw: LinearSVM(C=1.0, **kw), (X2, Y2), {"max_iter": 1},
                   {"C": -1.0}),
    "logistic-3-classes": (lambda **kw: LogisticRegression(C=1.0, solver="gd", **kw),
                           (X3, Y3), {"max_iter": 2}, {"C": 0.0}),
    "linear-svm-3-classes": (lambda **kw: LinearSVM(C=1.0, **kw), (X3, Y3), {"max_iter": 1},
                             {"tol": -1.0}),
    "baum-welch": (lambda **kw: DiscreteHMM(2, 3, random_state=0, **kw), (SEQS,),
                   {"n_iter": 2}, {"n_iter": 0}),
    "perceptron": (lambda **kw: Perceptron(**{"max_epochs": 20, **kw}), (X2, Y2),
                   {"max_epochs": 1}, {"max_epochs": 0}),
    "mlp": (lambda **kw: MLPClassifier(**{"hidden_layer_sizes": (3,), "max_iter": 30,
                                          "random_state": 0, **kw}), (X2, Y2), {"max_iter": 2},
            {"hidden_layer_sizes": ()}),
    "adaboost": (lambda **kw: AdaBoost(**{"n_estimators": 5, **kw}), (X2, Y2), {"n_estimators": 1},
                 {"n_estimators": 0}),
    "tree": (lambda **kw: DecisionTree(**{"max_depth": 3, **kw}), (X2, Y2), {"max_depth": 1},
             {"criterion": "log_loss"}),
    "softmax-lbfgs": (lambda **kw: SoftmaxRegression(C=1.0, solver="lbfgs", **kw), (X3, Y3),
                      {"max_iter": 2}, {"solver": "sgd"}),
    "softmax-newton": (lambda **kw: SoftmaxRegression(C=1.0, solver="newton", **kw), (X3, Y3),
                       {"max_iter": 1}, {"C": 0.0}),
    "softmax-gd": (lambda **kw: SoftmaxRegression(C=1.0, solver="gd", **kw), (X2, Y2),
                   {"max_iter": 2}, {"tol": -1.0}),
    "pca-power": (lambda **kw: PCA(2, random_state=0, **kw), (blobs(),), {"max_iter": 2},
                  {"matrix": "covar"}),
    "pca-power-correlation": (lambda **kw: PCA(2, matrix="correlation", random_state=0, **kw),
                              (blobs(),), {"max_iter": 2}, {"tol": -1.0}),
    "smacof": (lambda **kw: SMACOF(2, n_init=3, random_state=0, **kw), (D60,), {"max_iter": 2},
               {"n_init": 0}),
    "smacof-one-start": (lambda **kw: SMACOF(2, n_init=1, random_state=0, **kw), (D60,),
                         {"max_iter": 2}, {"eps": -1.0}),
    "linear-regression-gd": (lambda **kw: LinearRegression(solver="gd", **kw),
                             (X2, X2[:, 0] - Y2), {"max_iter": 3}, {"solver": "svd"}),
    "linear-regression-qr": (lambda **kw: LinearRegression(**kw), (X2, X2[:, 0] - Y2),
                             {"max_iter": 1}, {"tol": -1.0}),
    "ridge-gd": (lambda **kw: Ridge(2.0, solver="gd", **kw), (X2, X2[:, 0] - Y2),
                 {"max_iter": 3}, {"alpha": -1.0}),
    "online-kmeans": (lambda **kw: OnlineKMeans(3, random_state=1, **kw), (blobs()[:60],),
                      {"max_iter": 1}, {"learning_rate": 2.0}),
    "online-kmeans-fixed-eta": (lambda **kw: OnlineKMeans(3, learning_rate=0.2, random_state=1,
                                                          **kw), (blobs()[:60],),
                                {"max_iter": 2}, {"max_iter": 0}),
    "bagging": (lambda **kw: BaggingClassifier(DecisionTree(max_depth=2), random_state=0,
                                               **{"n_estimators": 4, **kw}), (X2, Y2),
                {"n_estimators": 1}, {"n_estimators": 0}),
    "weston-watkins": (lambda **kw: WestonWatkinsSVM(1.0, **kw), (X3, Y3), {"max_iter": 3},
                       {"C": 0.0}),
    "weston-watkins-rbf": (lambda **kw: WestonWatkinsSVM(1.0, kernel="rbf", **kw), (X3, Y3),
                           {"max_iter": 3}, {"kernel": "cubic"}),
}
# why a capped run stopped, by the name of its cap
CAPS = {"max_iter", "n_iter", "max_epochs", "n_estimators", "max_depth", "n_estimators"}


@pytest.fixture(params=sorted(ESTIMATORS))
def case(request):
    return ESTIMATORS[request.param]


def check_step(step):
    assert isinstance(step, Step)
    assert dataclasses.is_dataclass(step)
    names = {f.name for f in dataclasses.fields(step)}
    assert {"iteration", "phase", "converged", "stopped"} <= names
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.iteration = -1
    for f in dataclasses.fields(step):
        value = getattr(step, f.name)
        if isinstance(value, np.ndarray) and value.size:
            assert not value.flags.writeable, f.name
    assert isinstance(step.objective, float)
    assert step.objective_name == "" or math.isfinite(step.objective) or step.phase == "seed"


def test_steps_follow_the_protocol(case):
    make, data, _, _ = case
    steps = list(make().iter_fit(*data))
    assert steps
    for step in steps:
        check_step(step)
    # numbered 1, 2, … within each run; restarts and one-vs-rest sub-problems number anew
    runs = {}
    for s in steps:
        runs.setdefault((getattr(s, "restart", 0), str(getattr(s, "target", ""))), []).append(
            s.iteration)
    for its in runs.values():
        assert its[0] in (0, 1) and all(b - a in (0, 1) for a, b in zip(its, its[1:]))
    assert not any(s.converged for s in steps[:-1])
    last = steps[-1]
    assert last.converged or last.stopped is not None


def test_a_capped_run_says_stopped_not_converged(case):
    make, data, cap, _ = case
    last = list(make(**cap).iter_fit(*data))[-1]
    if not last.converged:
        assert last.stopped in CAPS | {"max_iter"} and (last.stopped in cap or
                                                         last.stopped == "max_iter")
    assert not (last.converged and last.stopped)


def test_fit_equals_the_last_step(case):
    make, data, _, _ = case
    last = list(make().iter_fit(*data))[-1]
    model = make().fit(*data)
    fitted = {name: getattr(model, name) for name in dir(model)
              if name.endswith("_") and not name.startswith("_")}
    # every array the last step shows that the model keeps too must be the same
    pairs = [("centers", "cluster_centers_"), ("labels", "labels_"), ("means", "means_"),
             ("weights", "weights_"), ("weights", "sample_weights_"), ("alpha", "alpha_"),
             ("w", "coef_"), ("transmat", "transmat_"), ("emissionprob", "emissionprob_"),
             ("startprob", "startprob_"), ("coefs", "coefs_"), ("nodes", "nodes_"),
             ("components", "components_"), ("embedding", "embedding_"),
             ("coef", "coef_"), ("intercept", "intercept_"), ("votes", "train_votes_")]
    compared = 0
    for field, attr in pairs:
        value = getattr(last, field, None)
        if value is not None and attr in fitted and fitted[attr] is not None:
            if field == "nodes":
                assert len(fitted[attr]) == len(value)
            else:       # arrays, or lists of arrays (an MLP's layers)
                got, want = fitted[attr], value
                if field == "w" and np.ndim(got) == 2 and len(got) > 1:
                    got = got[-1]                 # one-vs-rest: the last step is the last class
                if not isinstance(want, (list, tuple)):
                    got, want = [np.ravel(got)], [np.ravel(want)]
                assert len(got) == len(want)
                for a, b in zip(got, want):
                    np.testing.assert_allclose(np.ravel(a), np.ravel(b), rtol=1e-10,
                                               atol=1e-12, err_msg=f"{field} vs {attr}")
            compared += 1
    assert compared, "nothing of the last step was found on the fitted model"


def _fitted(model):
    return {name: value for name, value in vars(model).items()
            if name.endswith("_") and not name.startswith("_")}


def _same(a, b):
    if dataclasses.is_dataclass(a) and type(a) is type(b):
        return all(_same(getattr(a, f.name), getattr(b, f.name))
                   for f in dataclasses.fields(a))
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(np.asarray(a), np.asarray(b), equal_nan=True)
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if hasattr(a, "get_params") and type(a) is type(b):     # fitted members of an ensemble
        fa, fb = _fitted(a), _fitted(b)
        return fa.keys() == fb.keys() and all(_same(fa[k], fb[k]) for k in fa)
    return a == b


def test_iter_fit_run_to_its_end_leaves_the_model_fitted_as_fit_does(case):
    """One code path (engine.base.IterativeMixin): a view stepping iter_fit to its end has
    the same fitted model as fit, attribute for attribute."""
    make, data, _, _ = case
    stepped = make()
    for _ in stepped.iter_fit(*data):
        pass
    fitted = make().fit(*data)
    want, got = _fitted(fitted), _fitted(stepped)
    assert want and got.keys() == want.keys()
    for name in want:
        assert _same(got[name], want[name]), name


def test_fit_job_run_to_its_end_leaves_the_model_fitted_as_fit_does(case):
    """``fit_job`` (what a job that chains whole fits yields from, to be cancellable between
    iterations) is iter_fit with Progress instead of steps: the same fitted model."""
    from engine import Progress, run_job

    make, data, _, _ = case
    model, seen = make(), []
    assert run_job(model.fit_job(*data), progress=seen.append) is model
    assert seen and all(isinstance(p, Progress) for p in seen)
    want, got = _fitted(make().fit(*data)), _fitted(model)
    assert want and got.keys() == want.keys()
    for name in want:
        assert _same(got[name], want[name]), name


def test_same_seed_same_run(case):
    make, data, _, _ = case
    a = [s.objective for s in make().iter_fit(*data)]
    b = [s.objective for s in make().iter_fit(*data)]
    np.testing.assert_array_equal(a, b)


def test_bad_parameters_are_refused_when_iter_fit_is_called(case):
    make, data, _, bad = case
    with pytest.raises((ValueError, TypeError)):
        make(**bad).iter_fit(*data)      # not next(): refused before any step is computed


@pytest.mark.parametrize("name", ["kmeans", "kmedoids", "soft-kmeans", "gmm-full"])
@pytest.mark.parametrize("bad, message", [
    (np.arange(10.0), "2-D"),
    (np.array([[0.0, 1.0], [np.nan, 2.0], [3.0, 4.0], [5.0, 6.0]]), "NaN"),
    (np.zeros((2, 2)), "number of points"),
    ([["a", "b"]] * 5, "number"),
])
def test_bad_points_are_refused_when_iter_fit_is_called(name, bad, message):
    est = ESTIMATORS[name][0]()
    with pytest.raises(ValueError, match=message):
        est.iter_fit(bad)


TAGGED = [[("the", "DT"), ("dog", "NN"), ("runs", "VBZ")],
          [("a", "DT"), ("cat", "NN"), ("sleeps", "VBZ")],
          [("the", "DT"), ("cat", "NN"), ("runs", "VBZ")]] * 3


LM_TRAIN = [s.split() for s in ["the cat sat", "the dog sat", "a cat ran", "the cat ran",
                                 "a dog sat"]]
LM_DEV = [["the", "cat", "sat"], ["a", "dog", "ran"]]


def ice_cream():
    """The textbook ice-cream HMM, given (no fitting)."""
    return DiscreteHMM(2, 3, startprob=[.8, .2], transmat=[[.6, .4], [.5, .5]],
                       emissionprob=[[.2, .4, .4], [.5, .4, .1]])


def tagger():
    return HMMTagger(order=1, alpha=0.1).fit(TAGGED)


def tagger2(**kw):
    """The default second-order (tag-pair state) tagger."""
    return HMMTagger(alpha=0.1, **kw).fit(TAGGED)


@pytest.mark.parametrize("stepper", [
    lambda: tagger().iter_viterbi("the dog sleeps".split()),
    lambda: tagger().iter_forward("the dog sleeps".split()),
    lambda: tagger().iter_backward("the dog sleeps".split()),
    lambda: tagger2().iter_viterbi("the dog sleeps".split()),
    lambda: tagger2(beam=1000.0).iter_viterbi("the dog sleeps".split()),
    lambda: tagger2().iter_forward("the dog sleeps".split()),
    lambda: tagger2().iter_backward("the dog sleeps".split()),
    lambda: EditDistance("SNOWY", "SUNNY").iter_fill(),
    lambda: iter_maxent_distribution(FAST_FOOD_PRICES, 2.5),
    lambda: NgramModel(2, "interpolated").fit(LM_TRAIN, heldout=[]).iter_fit_lambdas(LM_DEV),
    lambda: ice_cream().iter_forward([2, 0, 2]),
    lambda: ice_cream().iter_backward([2, 0, 2]),
    lambda: ice_cream().iter_viterbi([2, 0, 2]),
    lambda: ice_cream().iter_posteriors([2, 0, 2]),
    # every span of "a a a" has an entry (an empty cell has no objective: NaN)
    lambda: CKYParser(PCFG.from_string("S -> S S [0.4] | 'a' [0.6]")).iter_parse("a a a"),
    lambda: burglary_alarm().iter_variable_elimination("Burglary", {"JohnCalls": True}),
], ids=["viterbi", "forward", "backward", "viterbi-2", "viterbi-2-beam", "forward-2",
        "backward-2", "edit-distance", "maxent", "lm-lambdas", "hmm-discrete-forward",
        "hmm-discrete-backward", "hmm-discrete-viterbi", "hmm-discrete-posteriors", "cky",
        "variable-elimination"])
def test_steppers_follow_the_protocol(stepper):
    steps = list(stepper())
    assert len(steps) >= 3
    for step in steps:
        check_step(step)
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert not any(s.converged for s in steps[:-1])


def test_fitting_the_interpolation_weights_drains_their_em_steps():
    """``fit(train, heldout=dev)`` keeps the λs of the last EM step, and EM never lowers the
    held-out log-likelihood."""
    steps = list(NgramModel(2, "interpolated").fit(LM_TRAIN, heldout=[]).iter_fit_lambdas(LM_DEV))
    model = NgramModel(2, "interpolated").fit(LM_TRAIN, heldout=LM_DEV)
    np.testing.assert_allclose(model.lambdas_, steps[-1].lambdas, rtol=0, atol=1e-12)
    ll = [s.log_likelihood for s in steps]
    assert all(b >= a - 1e-12 for a, b in zip(ll, ll[1:]))
