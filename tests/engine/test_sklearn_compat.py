"""scikit-learn accepts Trellis's estimators: ``clone``, a ``Pipeline`` with a ``StandardScaler``,
``cross_val_score``, ``GridSearchCV`` over one hyperparameter, and scikit-learn's own
``check_estimator`` — at least 85 % of its checks pass, and no check fails outside the
documented list of deliberate differences below (each with its reason)."""
import numpy as np
import pytest
from sklearn.base import clone
from sklearn.model_selection import GridSearchCV, cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.utils.estimator_checks import check_estimator

from engine.cluster import GaussianMixture, KMeans, KMedoids, SoftKMeans
from engine.ensemble import AdaBoost
from engine.linear import LinearSVM, LogisticRegression, SoftmaxRegression
from engine.neural import Perceptron
from engine.reduce import LSI, PCA
from engine.spam import BernoulliNB, MultinomialNB
from engine.svm import DAGSVM, SVC, OneVsOne, OneVsRest
from engine.tree import DecisionTree

# scikit-learn warns that they do not inherit from its BaseEstimator: on purpose (no runtime
# dependency); engine.base gives the same API
pytestmark = pytest.mark.filterwarnings("ignore:Estimator .* does not inherit")

# Checks that fail on purpose: what a teaching estimator does differently, and why.
TWO_COLUMNS = {
    "check_classifiers_train": "decision_function keeps one column per class for two classes "
                               "too (the softmax scores f_k, the one-vs-rest machines f_k of "
                               "the notes), where scikit-learn expects one signed column",
    "check_classifiers_classes": "the same two-column decision_function for two classes",
}
EXPECTED_FAILURES = {
    "SoftmaxRegression": TWO_COLUMNS,
    "OneVsRest": TWO_COLUMNS,
    "PCA": {"check_transformer_n_iter": "fit is the exact SVD (no iterations, no n_iter_); "
                                        "max_iter bounds only the power method iter_fit steps"},
    "LSI": {"check_fit2d_predict1d": "transform folds in one query given as a 1-D vector of "
                                     "term weights, as the notes' LSI query does",
            "check_transformer_data_not_an_array": "transform looks at the shape of a query "
                                                   "before converting it (the 1-D query)"},
}

# (estimator with small settings where fair, kind of data, one hyperparameter grid)
TEN = [
    (KMeans(n_clusters=3, random_state=0), "blobs", {"n_clusters": [2, 3]}),
    (GaussianMixture(n_components=2, max_iter=20, random_state=0), "blobs",
     {"covariance_type": ["full", "diag"]}),
    (MultinomialNB(), "counts", {"alpha": [0.5, 1.0]}),
    (BernoulliNB(), "counts", {"alpha": [0.5, 1.0]}),
    (LogisticRegression(), "binary", {"C": [0.1, 1.0]}),
    (SoftmaxRegression(max_iter=100), "three", {"C": [0.1, 1.0]}),
    (SVC(kernel="linear"), "binary", {"C": [0.1, 1.0]}),
    (DecisionTree(max_depth=3), "three", {"max_depth": [1, 3]}),
    (Perceptron(max_epochs=20), "binary", {"max_epochs": [5, 20]}),
    (AdaBoost(n_estimators=10), "binary", {"n_estimators": [5, 10]}),
]
IDS = [type(est).__name__ for est, _, _ in TEN]


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(0)
    y3 = np.repeat([0, 1, 2], 30)
    centres = np.array([[0.0, 0.0], [4.0, 0.0], [0.0, 4.0]])
    X3 = centres[y3] + rng.normal(size=(90, 2))
    rates = np.full((90, 6), 0.2)
    rates[np.arange(90)[:, None], 2 * y3[:, None] + [0, 1]] = 3.0   # class c: words 2c, 2c+1
    counts = rng.poisson(rates).astype(float)
    binary = y3 < 2
    return {"blobs": (X3, None), "three": (X3, y3), "binary": (X3[binary], y3[binary]),
            "counts": (counts, y3)}


@pytest.mark.parametrize("est, kind, grid", TEN, ids=IDS)
def test_clone_pipeline_cross_validation_and_grid_search(est, kind, grid, data):
    X, y = data[kind]
    copy = clone(est)
    assert copy is not est and copy.get_params() == est.get_params()
    # the scaler would make counts negative: scale them without centring
    scaler = StandardScaler(with_mean=False) if kind == "counts" else StandardScaler()
    pipe = make_pipeline(scaler, clone(est)).fit(X, y)
    assert np.shape(pipe.predict(X)) == (len(X),)
    scores = cross_val_score(clone(est), X, y, cv=3)
    assert scores.shape == (3,) and np.all(np.isfinite(scores))
    if y is not None:                      # the classifiers separate these blobs well
        assert scores.mean() > 0.7
    search = GridSearchCV(clone(est), grid, cv=3).fit(X, y)
    assert search.best_params_.keys() == grid.keys()
    assert len(search.cv_results_["params"]) == len(next(iter(grid.values())))


# the rest of the public estimators, as far as they go (MLPClassifier passes every check too,
# but needs 200 epochs on the checks' data: 8 s, left out of the suite; ClassicalMDS and SMACOF
# take a dissimilarity matrix, which scikit-learn's pairwise checks do not generate)
REST = [KMedoids(n_clusters=3, random_state=0), SoftKMeans(n_clusters=3, random_state=0),
        LinearSVM(), OneVsRest(SVC(kernel="linear")), OneVsOne(SVC(kernel="linear")),
        DAGSVM(SVC(kernel="linear")), PCA(2, random_state=0), LSI(1, random_state=0)]


@pytest.mark.parametrize("est", [e for e, _, _ in TEN] + REST,
                         ids=IDS + [type(e).__name__ for e in REST])
def test_check_estimator(est):
    name = type(est).__name__
    expected = EXPECTED_FAILURES.get(name, {})
    results = check_estimator(est, expected_failed_checks=expected, on_fail=None,
                              on_skip=None)
    status = [r["status"] for r in results]
    failed = sorted({r["check_name"] for r in results if r["status"] == "failed"})
    assert not failed, f"{name} fails checks outside the expected list: {failed}"
    ran = sum(s in ("passed", "failed", "xfail") for s in status)
    assert status.count("passed") / ran >= 0.85
    # an expected failure that now passes should leave the list (it documents a difference)
    xfailed = {r["check_name"] for r in results if r["status"] == "xfail"}
    assert xfailed <= set(expected)


def test_the_engine_needs_no_scikit_learn_until_it_asks():
    """engine.base imports scikit-learn only inside __sklearn_tags__: importing and using the
    estimators (get_params, set_params, repr, fit, a NotFittedError) loads none of it."""
    import subprocess
    import sys
    code = ("import sys; from engine.cluster import KMeans; from engine.svm import SVC, OneVsRest;"
            "import engine;"
            "m = OneVsRest(SVC(C=2.0)).set_params(estimator__C=3.0);"
            "assert m.get_params()['estimator__C'] == 3.0 and 'C=3.0' in repr(m);"
            "KMeans(2, random_state=0).fit([[0.0], [1.0], [5.0]]);"
            "exec('try:\\n KMeans().predict([[1.0]])\\nexcept engine.NotFittedError: pass');"
            "assert not any(n.startswith('sklearn') for n in sys.modules), 'sklearn loaded'")
    from pathlib import Path
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60,
                   cwd=Path(__file__).resolve().parents[2])


def test_texts_to_classes_in_one_pipeline():
    """Trellis's Vectorizer and MultinomialNB in scikit-learn's Pipeline and grid search, over
    a parameter of each step (the n-gram range and Lidstone α)."""
    from engine.spam import Vectorizer
    rng = np.random.default_rng(0)
    spam, ham = ["win", "prize", "free", "cash", "now"], ["meeting", "notes", "lunch", "today"]
    texts = [" ".join(rng.choice(spam if i % 2 else ham, 6)) for i in range(40)]
    y = np.array(["spam" if i % 2 else "ham" for i in range(40)])
    pipe = make_pipeline(Vectorizer(), MultinomialNB())
    search = GridSearchCV(pipe, {"vectorizer__ngram_range": [(1, 1), (1, 2)],
                                 "multinomialnb__alpha": [0.1, 1.0]}, cv=4).fit(texts, y)
    assert search.best_score_ == 1.0 and len(search.cv_results_["params"]) == 4
    assert list(search.predict(["free cash now", "lunch meeting notes"])) == ["spam", "ham"]


def test_every_public_estimator_clones_with_its_parameters():
    """Every engine class built on engine.base: clone gives an equal, unfitted copy, and
    set_params(**get_params()) changes nothing (parameters stored as given)."""
    import importlib
    import inspect

    from engine.base import BaseEstimator
    packages = ["cluster", "ensemble", "hmm", "linear", "neural", "reduce", "spam", "svm", "text",
                "tree"]
    from engine.tree import DecisionTree
    required = {"DiscreteHMM": dict(n_components=2, n_features=3),
                "BaggingClassifier": dict(estimator=DecisionTree(max_depth=2)),   # meta
                "VotingClassifier": dict(estimators=[("a", DecisionTree(max_depth=1)),
                                                     ("b", DecisionTree(max_depth=2))])}
    found = set()
    for name in packages:
        module = importlib.import_module(f"engine.{name}")
        for cls_name, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, BaseEstimator) and not cls_name.startswith("_"):
                est = cls(**required.get(cls_name, {}))
                copy = clone(est)
                assert type(copy) is cls and repr(copy) == repr(est)
                params = est.get_params(deep=False)
                assert est.set_params(**params).get_params(deep=False) == params
                found.add(cls_name)
    assert {"KMeans", "SVC", "DiscreteHMM", "HMMTagger", "MarkovChain", "NgramModel",
            "Vectorizer", "SMACOF"} <= found
