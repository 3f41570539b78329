"""The Spam tab's studies as engine jobs, without Qt: features and overview, evaluation on a
split or folds with the held-out documents, logistic regression stepped with the held-out
accuracy, term scores and the top-k retraining."""
import numpy as np
import pytest

import resources
from engine import DataError, Progress, Step
from engine.spam import load_corpus, run_job
from engine.workflows.spam_filtering import (CorpusFeatures, HeldOut, LogisticIterate, Study,
                                             TopK, iter_features, iter_logistic_study,
                                             iter_study, iter_term_scores, iter_top_k,
                                             make_folds)

OPTIONS = dict(ngram_range=(1, 1), stemmer=None, unknown="drop", min_df=1, lowercase=True,
               letters_only=True, drop_dates=False, stop_words=False, placeholders=True)


@pytest.fixture(scope="module")
def sample():
    corpus = load_corpus(resources.path("spam"))
    return run_job(iter_features(corpus, OPTIONS))


def test_features_job_yields_progress_and_returns_a_frozen_result(sample):
    job = iter_features(sample.corpus, OPTIONS)
    items = []
    with pytest.raises(StopIteration) as stop:
        while True:
            items.append(next(job))
    assert items and all(isinstance(i, Progress) for i in items)
    result = stop.value.value
    assert isinstance(result, CorpusFeatures)
    assert result.features.X.shape == (440, len(result.features.vectorizer.feature_names_))
    assert result.overview.headers == ("source", "class", "characters", "beginning")
    assert list(result.overview.columns[2][:3]) == [len(t) for t in sample.corpus.texts[:3]]
    with pytest.raises(AttributeError):
        result.corpus = None                       # frozen


def test_study_on_a_split_and_on_folds(sample):
    study = run_job(iter_study(sample.corpus, sample.features, test_share=0.25, seed=0))
    assert isinstance(study, Study)
    train, test = study.split
    assert len(test) == 110 and len(np.intersect1d(train, test)) == 0
    assert set(study.evaluations) == {"Multinomial NB", "Bernoulli NB",
                                      "Logistic (Newton/IRLS)", "Linear SVM"}
    # the sample overlaps on purpose (spam F1 about 0.9): every model learns (the majority
    # class alone is 59 %) and every model makes mistakes to show
    assert all(0.8 < ev.report.accuracy < 1 for ev in study.evaluations.values())
    docs = study.documents
    assert len(docs) == 110 and all(isinstance(d, HeldOut) for d in docs)
    wrong = [d.true != d.predicted for d in docs]
    assert wrong == sorted(wrong, reverse=True)          # misclassified first
    folds = run_job(iter_study(sample.corpus, sample.features, scheme="k-fold", k=4,
                               models=["Multinomial NB"]))
    assert len(folds.evaluations["Multinomial NB"].fold_accuracy) == 4
    assert len(folds.evaluations["Multinomial NB"].rows) == 440


def test_study_refuses_bad_settings_at_call_time(sample):
    with pytest.raises(ValueError, match="scheme"):
        iter_study(sample.corpus, sample.features, scheme="bootstrap")
    with pytest.raises(DataError, match="fewer folds"):
        iter_study(sample.corpus, sample.features, scheme="k-fold", k=1000)
    assert len(make_folds(np.array(["a", "b"] * 10), "k-fold", k=2)) == 2


@pytest.mark.parametrize("method", ["newton", "gd"])
def test_logistic_study_steps_with_held_out_accuracy(sample, method):
    y = np.asarray(sample.corpus.labels)
    split = make_folds(y)[0]
    steps = list(iter_logistic_study(sample.features, split, y == "spam", C=10.0,
                                     solver=method, max_iter=60))
    assert all(isinstance(s, LogisticIterate) and isinstance(s, Step) for s in steps)
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert steps[-1].test_accuracy > 0.8 and len(steps[-1].top_positive) == 8
    if method == "newton":
        assert steps[-1].converged and steps[-1].stopped is None
    else:
        assert not steps[-1].converged and steps[-1].stopped == "max_iter"
    assert steps[-1].objective == steps[-1].loss


def test_logistic_study_validates_at_call_time(sample):
    y = np.asarray(sample.corpus.labels)
    split = make_folds(y)[0]
    with pytest.raises(DataError, match="positive class"):
        iter_logistic_study(sample.features, split, np.zeros(len(y), bool))
    with pytest.raises(ValueError, match="solver"):
        iter_logistic_study(sample.features, split, y == "spam", solver="lbfgs")


def test_term_scores_and_top_k(sample):
    y = np.asarray(sample.corpus.labels)
    split = make_folds(y)[0]
    table = run_job(iter_term_scores(sample.features, y, split, "spam"))
    assert table.headers[:3] == ("term", "tp", "fp") and table.positive == "spam"
    assert len(table.columns[0]) > 100
    top = run_job(iter_top_k(sample.features.X, y, split, "spam", "ig", 20))
    assert isinstance(top, TopK) and top.k == 20 and top.n_terms > 20
    assert 0.5 < top.accuracy <= 1 and 0.8 < top.all_accuracy <= 1


def test_defaults_make_a_script_short():
    corpus = load_corpus(resources.path("spam"))
    features = run_job(iter_features(corpus)).features
    study = run_job(iter_study(corpus, features, scheme="k-fold", k=3,
                               models=["Multinomial NB", "Linear SVM"]))
    assert set(study.curves) == {"Multinomial NB", "Linear SVM"}
    assert study.curves["Linear SVM"].auc > 0.95


@pytest.mark.parametrize("unknown", ["drop", "unk"])
def test_split_matrices_names_the_training_columns_with_unk_last(sample, unknown):
    from engine.spam import Vectorizer, split_matrices
    corpus = sample.corpus
    features = run_job(iter_features(corpus, {**OPTIONS, "unknown": unknown, "min_df": 2}))
    y = np.asarray(corpus.labels)
    train, test = make_folds(y, seed=1)[0]
    X_tr, X_te, keep, names = split_matrices(features.features, train, test)
    assert X_tr.shape[1] == X_te.shape[1] == len(names) == keep.sum() + (unknown == "unk")
    assert (names[-1] == "<unk>") == (unknown == "unk")
    # the columns of a vectorizer refitted on the training part, each under its own name
    refit = Vectorizer(**{k: v for k, v in OPTIONS.items() if k not in ("min_df", "unknown")},
                       min_df=2)
    A = refit.fit_transform([corpus.texts[i] for i in train]).tocsc()
    where = {name: j for j, name in enumerate(refit.feature_names_)}
    known = names[:int(keep.sum())]
    assert set(where) == set(known)
    order = [where[name] for name in known]
    assert (A[:, order] != X_tr[:, :len(known)]).nnz == 0


def test_compared_models_add_softmax_from_three_classes():
    from engine.spam import make_model
    from engine.workflows.spam_filtering import COMPARED, SOFTMAX, compared_models
    assert compared_models(2) == COMPARED and SOFTMAX not in compared_models(2)
    assert compared_models(4) == COMPARED + (SOFTMAX,)
    assert compared_models(4, discriminative=False) == ("Multinomial NB", "Bernoulli NB")
    for name in compared_models(3):
        make_model(name)                                   # every name is make_model's


def test_study_of_three_classes_lists_softmax_equal_to_the_engine_fit(sample):
    from dataclasses import replace

    from sklearn.linear_model import LogisticRegression as SkLogistic

    from engine.spam import normalise_rows, split_matrices
    from engine.workflows.spam_filtering import SOFTMAX, compared_models
    y = np.asarray(sample.corpus.labels).astype(object)
    y[::3] = "other"                                       # a third class
    three = replace(sample.corpus, labels=list(y))
    study = run_job(iter_study(three, sample.features, models=compared_models(3), seed=0))
    assert SOFTMAX in study.evaluations
    ev = study.evaluations[SOFTMAX]
    train, test = study.split
    X_tr, X_te, _, _ = split_matrices(sample.features, train, test)
    sk = SkLogistic(C=1.0, tol=1e-10, max_iter=5000).fit(normalise_rows(X_tr), y[train])
    expected = sk.predict(normalise_rows(X_te))
    assert np.mean(ev.y_pred == expected) >= 0.98          # the same model (L-BFGS tol apart)
    assert ev.scores.shape == (len(test), 3)


def test_fold_matrices_max_features_keeps_the_most_frequent_training_terms(sample):
    from engine.spam import fold_matrices
    X = sample.features.X.tocsr()
    train, test = make_folds(np.asarray(sample.corpus.labels), seed=0)[0]
    counts = np.asarray(X[train].sum(axis=0)).ravel()
    X_tr, X_te, keep = fold_matrices(X, train, test, min_df=2, max_features=50)
    assert keep.sum() == 50 == X_tr.shape[1] == X_te.shape[1]
    df = np.bincount(X[train].indices, minlength=X.shape[1])
    assert np.all(df[keep] >= 2)
    # no dropped term (with min_df met) is more frequent than a kept one
    assert counts[keep].min() >= counts[~keep & (df >= 2)].max()
    _, _, everything = fold_matrices(X, train, test, max_features=10**9)
    assert np.array_equal(everything, df >= 1)
    with pytest.raises(ValueError, match="max_features"):
        fold_matrices(X, train, test, max_features=0)


def test_threshold_predictions_move_the_positive_class_by_its_margin():
    from engine.workflows.spam_filtering import margins, threshold_predictions

    scores = np.array([[2.0, 1.0, 0.0],      # margin of class 0: +1
                       [0.5, 1.0, 0.0],      # −0.5
                       [0.0, 3.0, 4.0],      # −4 (best other: class 2)
                       [1.0, 1.0, 0.0]])     # 0, a tie with class 1
    np.testing.assert_array_equal(margins(scores, 0), [1.0, -0.5, -4.0, 0.0])
    # t = 0: exactly the model's own argmax (the tie goes to the first class, as argmax does)
    np.testing.assert_array_equal(threshold_predictions(scores, 0, 0.0), [0, 1, 2, 0])
    np.testing.assert_array_equal(threshold_predictions(scores, 0, 0.9), [0, 1, 2, 1])
    np.testing.assert_array_equal(threshold_predictions(scores, 0, 1.5), [1, 1, 2, 1])
    np.testing.assert_array_equal(threshold_predictions(scores, 0, -1.0), [0, 0, 2, 0])
    np.testing.assert_array_equal(threshold_predictions(scores, 2, -1.5), [0, 2, 2, 2])
