"""Whole fits that a job can stop (issue 24): the tagger's fit, k-means restarts against
k-medoids, and the classifier comparison yield Progress between stages, iterations, folds and
resamples; a ``cancel``/``progress`` hook (engine.run_job) stops them there. No timing: the
hook counts calls, and a cancelled run must make no further call and leave nothing fitted."""
import numpy as np
import pytest

import resources
from engine import Cancelled, Progress, run_job
from engine.hmm import HMMTagger, read_tagged


def _cancel_after(k):
    """A progress hook that asks to stop at its k-th call, and the list of calls it saw."""
    seen = []

    def hook(p):
        assert isinstance(p, Progress)
        seen.append(p)
        return len(seen) < k

    return hook, seen


def _never_back(progress):
    """One bar: done/total never decreases (nested stages keep to their share of it)."""
    shares = np.array([p.done / p.total if p.total else 0.0 for p in progress])
    return bool(np.all(np.diff(shares) >= 0)) and shares[-1] <= 1


@pytest.fixture(scope="module")
def korean():
    return read_tagged(resources.path("tagged") / "korean_sample.txt")


def test_run_job_stops_a_job_at_the_yield_where_its_hook_says_so():
    ran, closed = [], []

    def job():
        try:
            for i in range(10):
                ran.append(i)
                yield Progress(i, 10)
            return "done"
        finally:
            closed.append(True)

    hook, seen = _cancel_after(3)
    with pytest.raises(Cancelled):
        run_job(job(), progress=hook)
    assert ran == [0, 1, 2] and len(seen) == 3 and closed == [True]
    with pytest.raises(Cancelled):
        run_job(job(), cancel=lambda: len(ran) >= 5)
    assert run_job(job()) == "done"


def test_the_tagger_fit_stops_inside_the_hangul_model_and_changes_nothing(korean):
    full, every = _cancel_after(10**6)
    reference = HMMTagger().fit(korean, progress=full)
    messages = [p.message for p in every]
    hangul = [i for i, m in enumerate(messages) if "maximum entropy" in m]
    assert len(hangul) > 5 and hangul[0] >= 4          # the stages, then one call per iteration
    assert _never_back(every)
    k = hangul[0] + 3                                   # stop in the middle of the L-BFGS run
    hook, seen = _cancel_after(k)
    tagger = HMMTagger()
    with pytest.raises(Cancelled):
        tagger.fit(korean, progress=hook)
    assert len(seen) == k < len(every)                  # no stage ran after the cancel
    assert not hasattr(tagger, "tags_")                 # and nothing half-fitted was kept
    assert reference.suffix_model_.hangul_.coef_.size   # the full run fitted the Hangul model


def test_a_cancelled_refit_keeps_the_tagger_as_it_was(korean):
    tagger = HMMTagger(order=1).fit(korean[:40])
    before = tagger.log_A_.copy()
    with pytest.raises(Cancelled):
        tagger.fit(korean, cancel=lambda: True)
    np.testing.assert_array_equal(tagger.log_A_, before)


def test_training_a_tagger_in_the_workflow_can_be_cancelled(korean):
    from engine.workflows.tagging import iter_train_tagger

    full, every = _cancel_after(10**6)
    r = run_job(iter_train_tagger(korean, order=2), progress=full)
    assert r.first_report is not None and _never_back(every)
    hook, seen = _cancel_after(4)
    with pytest.raises(Cancelled):
        run_job(iter_train_tagger(korean, order=2), progress=hook)
    assert len(seen) == 4 and "training" in seen[0].message


def test_kmeans_restarts_stop_between_iterations():
    from engine.cluster import KMeans, KMedoids
    from engine.workflows.clustering import iter_compare

    X = np.random.default_rng(0).normal(size=(120, 2))
    full, every = _cancel_after(10**6)
    result = run_job(iter_compare(X, 3, 0), progress=full)
    reference = KMeans(3, n_init=5, random_state=0).fit(X)
    np.testing.assert_array_equal(result.kmeans.cluster_centers_, reference.cluster_centers_)
    np.testing.assert_array_equal(result.kmedoids.medoid_indices_,
                                  KMedoids(3, random_state=0).fit(X).medoid_indices_)
    hook, seen = _cancel_after(5)
    with pytest.raises(Cancelled):
        run_job(iter_compare(X, 3, 0), progress=hook)
    assert len(seen) == 5 < len(every) and _never_back(every)
    with pytest.raises(ValueError):
        iter_compare(X, 0, 0)                            # checked when called


def test_the_classifier_comparison_stops_inside_a_fit_and_folds_match_plain_fits():
    from engine.ensemble import cross_val_accuracy
    from engine.linear import LogisticRegression
    from engine.neural import MLPClassifier
    from engine.workflows.classification import iter_compare_classifiers

    rng = np.random.default_rng(1)
    X = rng.normal(size=(60, 2))
    y = np.where(X[:, 0] + 0.3 * rng.normal(size=60) > 0, 1, -1)
    factories = {"logistic": lambda: LogisticRegression(),
                 "MLP": lambda: MLPClassifier(hidden_layer_sizes=(4,), max_iter=60, random_state=0)}
    rect = (-3.0, -3.0, 6.0, 6.0)
    full, every = _cancel_after(10**6)
    result = run_job(iter_compare_classifiers(factories, X, y, rect, 3, 2, 0, 10),
                     progress=full)
    # the same folds and fits as fitting each fold's model with fit()
    folds = cross_val_accuracy(factories["MLP"], X, y, k=3, random_state=0)
    np.testing.assert_array_equal(result.models[1].cv, folds)
    assert _never_back(every)
    in_mlp = [i for i, p in enumerate(every) if p.message.startswith("MLPClassifier")]
    k = in_mlp[10] + 1                                   # the 11th epoch of the MLP's first fit
    hook, seen = _cancel_after(k)
    with pytest.raises(Cancelled):
        run_job(iter_compare_classifiers(factories, X, y, rect, 3, 2, 0, 10), progress=hook)
    assert len(seen) == k < len(every)


def test_fit_job_equals_fit_for_an_iterative_estimator():
    from engine.neural import MLPClassifier

    X = np.random.default_rng(2).normal(size=(40, 2))
    y = (X[:, 0] > 0).astype(int)
    a = run_job(MLPClassifier(hidden_layer_sizes=(3,), max_iter=30, random_state=0).fit_job(X, y))
    b = MLPClassifier(hidden_layer_sizes=(3,), max_iter=30, random_state=0).fit(X, y)
    for wa, wb in zip(a.coefs_, b.coefs_):
        np.testing.assert_array_equal(wa, wb)
