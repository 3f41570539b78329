"""The engine's public names against scikit-learn's and hmmlearn's for the same objects (issue 30,
"Conventions"): each estimator fitted on tiny data beside its counterpart, and the constructor
parameters, fitted attributes and methods both have are pinned here, so a rename on either side
fails a test instead of surprising a user moving between them. What differs on purpose is
listed in the module docstrings of the estimators (and in the issue's closing note)."""
import inspect
import warnings

import numpy as np
import pytest
import sklearn.cluster as skc
import sklearn.decomposition as skd
import sklearn.ensemble as ske
import sklearn.linear_model as skl
import sklearn.mixture as skm
import sklearn.naive_bayes as sknb
import sklearn.neighbors as skk
import sklearn.neural_network as skn
import sklearn.svm as sks
import sklearn.tree as skt
from hmmlearn.hmm import CategoricalHMM

from engine.cluster import GaussianMixture, KMeans, KMedoids
from engine.ensemble import AdaBoost
from engine.hmm import DiscreteHMM
from engine.linear import LinearRegression, LinearSVM, LogisticRegression, Ridge, SoftmaxRegression
from engine.neighbors import KNeighborsClassifier
from engine.neural import MLPClassifier, Perceptron
from engine.reduce import PCA
from engine.spam import BernoulliNB, MultinomialNB
from engine.svm import SVC
from engine.tree import DecisionTree

RNG = np.random.default_rng(0)
X = np.vstack([RNG.normal(size=(12, 2)) - 1.5, RNG.normal(size=(12, 2)) + 1.5])
Y = np.repeat([0, 1], 12)
COUNTS = RNG.poisson(np.where(Y[:, None] == 1, [3.0, 0.5, 1.0], [0.5, 3.0, 1.0])).astype(float)
YR = X @ [2.0, -1.0] + 0.5
X3 = np.vstack([X, RNG.normal(size=(12, 2)) + [3.0, -3.0]])
Y3 = np.repeat([0, 1, 2], 12)        # the softmax: K columns for K > 2 classes, as scikit-learn

# (ours, theirs, data, shared constructor parameters, shared fitted attributes, shared methods)
PAIRS = {
    "KMeans": (lambda: KMeans(2, random_state=0), lambda: skc.KMeans(2, n_init=1, random_state=0),
               (X,), {"n_clusters", "init", "n_init", "max_iter", "tol", "random_state"},
               {"cluster_centers_", "labels_", "inertia_", "n_iter_", "n_features_in_"},
               {"fit", "predict", "fit_predict"}),
    "GaussianMixture": (lambda: GaussianMixture(2, random_state=0),
                        lambda: skm.GaussianMixture(2, random_state=0), (X,),
                        {"n_components", "covariance_type", "max_iter", "tol", "reg_covar",
                         "init_params", "weights_init", "means_init", "random_state"},
                        {"weights_", "means_", "covariances_", "converged_", "n_iter_",
                         "lower_bound_", "n_features_in_"},
                        {"fit", "predict", "predict_proba", "score", "score_samples", "bic",
                         "aic", "fit_predict"}),
    "PCA": (lambda: PCA(2), lambda: skd.PCA(2), (X,), {"n_components", "tol", "random_state"},
            {"components_", "explained_variance_", "explained_variance_ratio_", "mean_",
             "singular_values_", "n_components_", "n_samples_", "n_features_in_"},
            {"fit", "transform", "fit_transform", "inverse_transform"}),
    "MultinomialNB": (MultinomialNB, sknb.MultinomialNB, (COUNTS, Y), {"alpha"},
                      {"classes_", "class_count_", "class_log_prior_", "feature_count_",
                       "feature_log_prob_", "n_features_in_"},
                      {"fit", "predict", "predict_proba", "predict_log_proba", "score"}),
    "BernoulliNB": (BernoulliNB, sknb.BernoulliNB, (COUNTS, Y), {"alpha"},
                    {"classes_", "class_count_", "class_log_prior_", "feature_count_",
                     "feature_log_prob_", "n_features_in_"},
                    {"fit", "predict", "predict_proba", "predict_log_proba", "score"}),
    "LogisticRegression": (LogisticRegression, skl.LogisticRegression, (X, Y),
                           {"C", "solver", "max_iter", "tol"},
                           {"classes_", "coef_", "intercept_", "n_iter_", "n_features_in_"},
                           {"fit", "predict", "predict_proba", "predict_log_proba",
                            "decision_function", "score"}),
    "SoftmaxRegression": (SoftmaxRegression, skl.LogisticRegression, (X3, Y3),
                          {"C", "solver", "max_iter", "tol"},
                          {"classes_", "coef_", "intercept_", "n_iter_", "n_features_in_"},
                          {"fit", "predict", "predict_proba", "predict_log_proba",
                           "decision_function", "score"}),
    "SVC": (lambda: SVC(kernel="linear"), lambda: sks.SVC(kernel="linear"), (X, Y),
            {"C", "kernel", "degree", "gamma", "coef0", "tol", "max_iter", "random_state"},
            {"classes_", "support_", "support_vectors_", "dual_coef_", "intercept_",
             "n_support_", "coef_", "n_iter_", "n_features_in_"},
            {"fit", "predict", "decision_function", "score"}),
    "LinearSVM": (LinearSVM, sks.LinearSVC, (X, Y), {"C", "max_iter", "tol"},
                  {"classes_", "coef_", "intercept_", "n_iter_", "n_features_in_"},
                  {"fit", "predict", "decision_function", "score"}),
    "Perceptron": (Perceptron, skl.Perceptron, (X, Y), {"shuffle", "random_state"},
                   {"classes_", "coef_", "intercept_", "n_features_in_"},
                   {"fit", "predict", "decision_function", "score"}),
    "MLPClassifier": (lambda: MLPClassifier(hidden_layer_sizes=(3,), max_iter=20, random_state=0),
                      lambda: skn.MLPClassifier((3,), max_iter=20, random_state=0), (X, Y),
                      {"hidden_layer_sizes", "alpha", "activation", "learning_rate", "momentum",
                       "batch_size", "max_iter", "tol", "n_iter_no_change", "random_state"},
                      {"classes_", "coefs_", "intercepts_", "loss_curve_", "n_iter_",
                       "n_features_in_"},
                      {"fit", "predict", "predict_proba", "score"}),
    "AdaBoost": (lambda: AdaBoost(n_estimators=3), lambda: ske.AdaBoostClassifier(n_estimators=3),
                 (X, Y), {"n_estimators"}, {"classes_", "estimators_", "estimator_weights_",
                                            "estimator_errors_", "n_features_in_"},
                 {"fit", "predict", "decision_function", "score"}),
    "DecisionTree": (lambda: DecisionTree(max_depth=2),
                     lambda: skt.DecisionTreeClassifier(max_depth=2), (X, Y),
                     {"criterion", "max_depth", "min_samples_leaf"},
                     {"classes_", "n_features_in_"},
                     {"fit", "predict", "predict_proba", "score", "get_depth", "get_n_leaves"}),
    "KNeighborsClassifier": (lambda: KNeighborsClassifier(3),
                             lambda: skk.KNeighborsClassifier(3), (X, Y),
                             {"n_neighbors", "metric", "weights"},
                             {"classes_", "n_features_in_", "n_samples_fit_"},
                             {"fit", "predict", "predict_proba", "kneighbors", "score"}),
    "LinearRegression": (LinearRegression, skl.LinearRegression, (X, YR), {"tol"},
                         {"coef_", "intercept_", "n_features_in_"}, {"fit", "predict", "score"}),
    "Ridge": (Ridge, skl.Ridge, (X, YR), {"alpha", "solver", "max_iter", "tol"},
              {"coef_", "intercept_", "n_iter_", "n_features_in_"}, {"fit", "predict", "score"}),
}


def _params(cls) -> set:
    return set(inspect.signature(cls.__init__).parameters) - {"self", "args", "kwargs"}


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_the_names_both_libraries_share(name):
    make_ours, make_theirs, data, params, fitted, methods = PAIRS[name]
    ours, theirs = make_ours(), make_theirs()
    assert params <= _params(type(ours)) & _params(type(theirs)), name
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")      # convergence warnings of the reference on tiny data
        ours.fit(*data)
        theirs.fit(*data)
    for attr in sorted(fitted):
        assert hasattr(theirs, attr), f"scikit-learn's {name} has no {attr}"
        assert hasattr(ours, attr), f"Trellis's {name} has no {attr} (scikit-learn's name)"
        a, b = getattr(ours, attr), getattr(theirs, attr)
        if isinstance(b, list) and attr != "loss_curve_":       # one array per layer
            assert [np.shape(x) for x in a] == [np.shape(x) for x in b], (name, attr)
            continue
        ours_shape, theirs_shape = np.shape(a), np.shape(b)
        if attr not in ("n_iter_", "support_", "support_vectors_", "dual_coef_",
                        "loss_curve_", "estimator_weights_", "estimator_errors_"):
            assert ours_shape == theirs_shape, (name, attr, ours_shape, theirs_shape)
    for method in sorted(methods):
        assert callable(getattr(theirs, method, None)), f"scikit-learn's {name}.{method}"
        assert callable(getattr(ours, method, None)), f"Trellis's {name} has no {method}"


def test_kmedoids_uses_scikit_learn_extra_s_names():
    """sklearn_extra.cluster.KMedoids (not a dependency: its documented names) has
    n_clusters, init ("k-medoids++", "random", …), max_iter, random_state and, fitted,
    cluster_centers_, medoid_indices_, labels_, inertia_."""
    assert {"n_clusters", "init", "max_iter", "random_state"} <= _params(KMedoids)
    m = KMedoids(2, init="k-medoids++", random_state=0).fit(X)
    for attr in ("cluster_centers_", "medoid_indices_", "labels_", "inertia_", "n_iter_"):
        assert hasattr(m, attr), attr
    np.testing.assert_array_equal(m.cluster_centers_, X[m.medoid_indices_])
    assert m.labels_.shape == (len(X),)


def test_svc_counts_and_weights_are_scikit_learn_s():
    ours = SVC(1.0, kernel="linear", tol=1e-6).fit(X, Y)
    ref = sks.SVC(C=1.0, kernel="linear", tol=1e-6).fit(X, Y)
    np.testing.assert_array_equal(ours.n_support_, ref.n_support_)
    np.testing.assert_allclose(ours.coef_, ref.coef_, atol=1e-4)
    assert not hasattr(SVC(1.0, kernel="rbf").fit(X, Y), "coef_")   # as scikit-learn's


def test_discrete_hmm_takes_hmmlearn_s_names():
    seqs = [np.array([0, 1, 2, 1, 0, 2, 2, 1]), np.array([1, 1, 0, 2, 0])]
    assert {"n_components", "n_features", "n_iter", "tol", "random_state"} <= (
        _params(DiscreteHMM) & _params(CategoricalHMM))
    pi, A = np.array([0.6, 0.4]), np.array([[0.7, 0.3], [0.4, 0.6]])
    B = np.array([[0.2, 0.4, 0.4], [0.5, 0.4, 0.1]])
    ours = DiscreteHMM(n_components=2, n_features=3, startprob=pi, transmat=A,
                       emissionprob=B, n_iter=3, tol=1e-12).fit(seqs)
    ref = CategoricalHMM(n_components=2, n_features=3, n_iter=3, tol=1e-12, init_params="")
    ref.startprob_, ref.transmat_, ref.emissionprob_ = pi, A, B
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref.fit(np.concatenate(seqs)[:, None], [len(s) for s in seqs])
    for attr in ("startprob_", "transmat_", "emissionprob_"):
        np.testing.assert_allclose(getattr(ours, attr), getattr(ref, attr), atol=1e-12)
    assert ours.monitor_.iter == ref.monitor_.iter == ours.n_iter_ == 3
    assert ours.monitor_.tol == ref.monitor_.tol and ours.monitor_.n_iter == ref.monitor_.n_iter
    np.testing.assert_allclose(ours.monitor_.history, list(ref.monitor_.history), rtol=1e-12)
    # the cap reached: hmmlearn's monitor says converged, the engine says why it stopped
    last = list(DiscreteHMM(2, 3, startprob=pi, transmat=A, emissionprob=B, n_iter=3,
                            tol=1e-12).iter_fit(seqs))[-1]
    assert not ours.monitor_.converged and last.stopped == "n_iter"
    assert not hasattr(DiscreteHMM(2, 3), "monitor_")
    logp, path = ours.decode(seqs[0])
    ref_logp, ref_path = ref.decode(seqs[0][:, None])
    assert logp == pytest.approx(ref_logp) and np.array_equal(path, ref_path)
    logp, gamma = ours.score_samples(seqs[0])
    ref_logp, ref_gamma = ref.score_samples(seqs[0][:, None])
    assert logp == pytest.approx(ref_logp)
    np.testing.assert_allclose(gamma, ref_gamma, atol=1e-12)


def test_the_methods_scikit_learn_users_call_give_its_values():
    ours = LogisticRegression(C=1.0, tol=1e-10).fit(X, Y)
    ref = skl.LogisticRegression(C=1.0, tol=1e-10).fit(X, Y)
    np.testing.assert_allclose(ours.predict_log_proba(X), ref.predict_log_proba(X), atol=1e-6)
    far = np.array([[80.0, 80.0]])               # σ(f) rounds to 1: the log stays finite
    assert np.all(np.isfinite(ours.predict_log_proba(far)))
    tree = DecisionTree(max_depth=3).fit(X, Y)
    assert (tree.get_depth(), tree.get_n_leaves()) == (tree.depth_, tree.n_leaves_)


def test_smo_s_last_step_is_the_done_step_not_a_repeated_pair():
    svc = SVC(1.0, kernel="linear")
    steps = list(svc.iter_fit(X, Y))
    *updates, done = steps
    assert all(s.phase == "smo" and s.pair[0] >= 0 for s in updates)
    assert [s.iteration for s in updates] == list(range(1, len(updates) + 1))
    assert done.phase == "done" and done.pair == (-1, -1)
    assert all(np.isnan(done.alpha_before)) and done.converged
    assert done.iteration == svc.n_iter_ == len(updates)     # pair updates, not one more
    np.testing.assert_array_equal(done.alpha, updates[-1].alpha)   # the state, not a new update
    fitted = SVC(1.0, kernel="linear").fit(X, Y)
    np.testing.assert_allclose(fitted.alpha_, done.alpha)
    assert fitted.n_iter_ == svc.n_iter_
