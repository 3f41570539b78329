"""k nearest neighbours against scikit-learn's brute-force KNeighborsClassifier: dense and sparse,
Euclidean and cosine, uniform and distance votes, ties; and the k curve."""
import numpy as np
import pytest
import scipy.sparse as sp
from sklearn.neighbors import KNeighborsClassifier as SkKNN

from engine import DataError, NotFittedError
from engine.neighbors import KNeighborsClassifier, k_curve
from engine.selection import kfold_indices

RNG = np.random.default_rng(7)
XD = RNG.normal(size=(150, 4))
YD = np.array(["ham", "spam", "eggs"])[RNG.integers(0, 3, 150)]
QD = RNG.normal(size=(60, 4))
XS = sp.random(160, 40, density=0.15, random_state=3, format="csr")
YS = RNG.integers(0, 2, 160)
QS = sp.random(50, 40, density=0.15, random_state=4, format="csr")


def well_defined(X, Q, k, metric):
    """Queries whose k-th and (k+1)-th neighbours are more than 1e-9 apart: there the neighbour
    set does not depend on round-off (elsewhere two libraries may break a float near-tie
    differently)."""
    ref = SkKNN(n_neighbors=k + 1, metric=metric, algorithm="brute").fit(X, np.zeros(X.shape[0]))
    d, _ = ref.kneighbors(Q)
    return np.flatnonzero(d[:, k] - d[:, k - 1] > 1e-9)


@pytest.mark.parametrize("X, y, Q", [(XD, YD, QD), (XS, YS, QS)], ids=["dense", "sparse"])
@pytest.mark.parametrize("metric", ["euclidean", "cosine"])
@pytest.mark.parametrize("weights", ["uniform", "distance"])
@pytest.mark.parametrize("k", [1, 4, 7])
def test_predictions_equal_scikit_learn(X, y, Q, metric, weights, k):
    ours = KNeighborsClassifier(k, metric=metric, weights=weights).fit(X, y)
    ref = SkKNN(n_neighbors=k, metric=metric, weights=weights, algorithm="brute").fit(X, y)
    rows = well_defined(X, Q, k, metric)
    assert len(rows) >= 0.9 * Q.shape[0]
    Qr = Q[rows]
    np.testing.assert_array_equal(ours.predict(Qr), ref.predict(Qr))
    np.testing.assert_allclose(ours.predict_proba(Qr), ref.predict_proba(Qr), atol=1e-9)
    nb = ours.kneighbors(Qr)
    d, i = ref.kneighbors(Qr)
    np.testing.assert_array_equal(np.sort(nb.indices, axis=1), np.sort(i, axis=1))
    np.testing.assert_allclose(nb.distances, d, atol=1e-7)
    assert np.all(np.diff(nb.distances, axis=1) >= 0)


def test_class_vote_ties_go_to_the_first_class_as_in_scikit_learn():
    X = np.array([[0.0], [1.1], [2.3], [3.6]])
    y = np.array([1, 0, 0, 1])
    Q = np.array([[0.5], [1.6], [2.0], [3.0]])
    ours = KNeighborsClassifier(2).fit(X, y)
    ref = SkKNN(n_neighbors=2, algorithm="brute").fit(X, y)
    np.testing.assert_array_equal(ours.predict(Q), ref.predict(Q))
    assert ours.predict(np.array([[0.5]]))[0] == 0      # one vote each: class 0 comes first


def test_distance_ties_on_a_grid_predict_what_scikit_learn_predicts():
    """Integer points repeat and lie at equal integer distances: the neighbour set is decided
    by the tie rule (at equal distance the earlier training point is nearer)."""
    rng = np.random.default_rng(0)
    X = rng.integers(0, 4, (200, 2)).astype(float)
    y = rng.integers(0, 3, 200)
    Q = rng.integers(0, 4, (100, 2)).astype(float)
    for k in (1, 2, 3, 4, 6):
        ours = KNeighborsClassifier(k).fit(X, y)
        ref = SkKNN(n_neighbors=k, algorithm="brute").fit(X, y)
        np.testing.assert_array_equal(ours.predict(Q), ref.predict(Q))
    nb = KNeighborsClassifier(3).fit(X, y).kneighbors(np.array([[9.0, 9.0]]))
    d = np.sqrt(((X - 9.0) ** 2).sum(axis=1))
    at_k = np.flatnonzero(d == np.sort(d)[2])
    assert set(nb.indices[0]) - set(np.flatnonzero(d < np.sort(d)[2])) <= set(at_k[:3])


def test_exact_matches_take_the_whole_distance_vote():
    X = np.array([[0.0, 0.0], [0.0, 0.0], [1.0, 0.0], [1.1, 0.0]])
    y = np.array(["a", "b", "c", "c"])
    p = KNeighborsClassifier(4, weights="distance").fit(X, y).predict_proba([[0.0, 0.0]])
    np.testing.assert_allclose(p, [[0.5, 0.5, 0.0]])


def test_zero_rows_have_cosine_distance_one():
    X = np.array([[1.0, 0.0], [0.0, 1.0], [0.0, 0.0]])
    nb = KNeighborsClassifier(3, metric="cosine").fit(X, [0, 1, 1]).kneighbors([[1.0, 1.0]])
    np.testing.assert_allclose(np.sort(nb.distances[0]), [1 - np.sqrt(0.5)] * 2 + [1.0])


def test_large_queries_are_done_in_blocks(monkeypatch):
    import engine.neighbors.knn as knn
    whole = KNeighborsClassifier(3).fit(XD, YD).kneighbors(QD)
    monkeypatch.setattr(knn, "BLOCK_CELLS", 1000)          # blocks of 6 queries
    blocks = KNeighborsClassifier(3).fit(XD, YD).kneighbors(QD)
    np.testing.assert_array_equal(whole.indices, blocks.indices)


def test_k_curve_equals_predict_on_the_same_folds():
    X, y = XD[:90], YD[:90]
    curve = k_curve(X, y, [1, 3, 5], folds=3, seed=2)
    folds = kfold_indices(y, 3, 2)
    for j, k in enumerate([1, 3, 5]):
        accs = [np.mean(KNeighborsClassifier(k).fit(X[tr], y[tr]).predict(X[te]) == y[te])
                for tr, te in folds]
        np.testing.assert_allclose(curve.per_fold[:, j], accs)
        assert curve.validation[j] == pytest.approx(np.mean(accs))
    assert curve.training[0] == 1.0
    assert curve.best_k in (1, 3, 5)


def test_k_curve_on_sparse_tf_idf_with_cosine_distance():
    curve = k_curve(XS, YS, [1, 5], folds=4, metric="cosine")
    folds = kfold_indices(YS, 4, 0)
    tr, te = folds[0]
    acc = np.mean(SkKNN(5, metric="cosine", algorithm="brute").fit(XS[tr], YS[tr]).predict(
        XS[te]) == YS[te])
    assert curve.per_fold[0, 1] == pytest.approx(acc)


@pytest.mark.parametrize("make, message", [
    (lambda: KNeighborsClassifier(200).fit(XD, YD), "more than"),
    (lambda: KNeighborsClassifier(3).fit(XD[:, 0], YD), "2-D"),
    (lambda: KNeighborsClassifier(3).fit(XD, YD[:-1]), "labels"),
    (lambda: KNeighborsClassifier(3).fit(XD, YD).predict(QD[:, :2]), "features"),
    (lambda: KNeighborsClassifier(3).fit(np.r_[XD[:-1], [[np.nan] * 4]], YD), "NaN"),
    (lambda: k_curve(XD[:20], YD[:20], [30], folds=2), "more than"),
])
def test_bad_input_is_refused_with_a_data_error(make, message):
    with pytest.raises(DataError, match=message):
        make()


def test_bad_parameters_and_unfitted_models_are_refused():
    with pytest.raises(ValueError):
        KNeighborsClassifier(3, metric="manhattan").fit(XD, YD)
    with pytest.raises(ValueError):
        KNeighborsClassifier(0).fit(XD, YD)
    with pytest.raises(NotFittedError):
        KNeighborsClassifier(3).predict(QD)


def test_the_spam_evaluations_knn_is_scikit_learns_on_tf_idf():
    from sklearn.feature_extraction.text import TfidfTransformer
    from sklearn.pipeline import make_pipeline

    from engine.spam import Vectorizer, load_corpus, make_model
    mail = load_corpus("resources/spam")
    X = Vectorizer().fit_transform(mail.texts)
    y = np.asarray(mail.labels)
    tr, te = kfold_indices(y, 4, 0)[0]
    ours = make_model("k-NN (cosine, tf-idf)").fit(X[tr], y[tr])
    ref = make_pipeline(TfidfTransformer(norm=None),
                        SkKNN(5, metric="cosine", algorithm="brute")).fit(X[tr], y[tr])
    np.testing.assert_array_equal(ours.predict(X[te]), ref.predict(X[te]))
    # the evaluation's one pass over the neighbours gives the same scores and classes
    scores, pred = ours.scores_and_predict(X[te])
    np.testing.assert_array_equal(pred, ref.predict(X[te]))
    np.testing.assert_allclose(scores, ref.predict_proba(X[te]), atol=1e-12)
