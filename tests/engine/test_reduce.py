"""engine.reduce against scikit-learn and against the definitions: PCA (exact and the stepped
power method), LSI on sparse input, classical MDS, SMACOF, pairwise distances; bad input refused
with Trellis's own messages (property tests with the shared contract)."""
import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from scipy.linalg import orthogonal_procrustes
from sklearn.decomposition import PCA as SkPCA
from sklearn.decomposition import TruncatedSVD
from sklearn.manifold import MDS
from sklearn.metrics import pairwise_distances as sk_distances

from engine import DataError, NotFittedError, Step, drain
from engine.reduce import (LSI, PCA, SMACOF, ClassicalMDS, PCAStep, SMACOFStep,
                           pairwise_distances, shepard_diagram)
from engine.reduce import pca as pca_module

from contract import call


def data(n=120, d=6, seed=0):
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, d)) @ rng.normal(size=(d, d)) + rng.normal(size=d) * 5


def term_like(n=300, d=800, density=0.02, seed=1):
    X = sp.random(n, d, density=density, random_state=seed, format="csr")
    X.data = np.floor(X.data * 4) + 1.0
    return X


def same_up_to_sign(A, B, atol):
    signs = np.sign(np.sum(A * B, axis=1))
    np.testing.assert_allclose(A * signs[:, None], B, atol=atol)


# -- PCA ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(120, 6), (8, 20), (50, 50)])
def test_pca_equals_sklearn(shape):
    X = data(*shape) if shape[0] > shape[1] else np.random.default_rng(2).normal(size=shape)
    k = min(shape) - 1
    ours, ref = PCA(k).fit(X), SkPCA(k, svd_solver="full").fit(X)
    np.testing.assert_allclose(ours.explained_variance_, ref.explained_variance_, rtol=1e-8,
                               atol=1e-12)
    np.testing.assert_allclose(ours.explained_variance_ratio_, ref.explained_variance_ratio_,
                               rtol=1e-8, atol=1e-12)
    np.testing.assert_allclose(ours.mean_, ref.mean_, atol=1e-12)
    same_up_to_sign(ours.components_, ref.components_, 1e-8)
    np.testing.assert_allclose(np.abs(ours.transform(X)), np.abs(ref.transform(X)), atol=1e-8)


def test_pca_through_the_gram_matrix_equals_sklearn(monkeypatch):
    X = data(400, 30, seed=4)
    monkeypatch.setattr(pca_module, "SVD_WORK", 0)        # force the large-data path
    for Z in (X, X[:20].T.copy()):                        # n > d and n < d
        ours, ref = PCA(5).fit(Z), SkPCA(5, svd_solver="full").fit(Z)
        np.testing.assert_allclose(ours.explained_variance_, ref.explained_variance_, rtol=1e-8)
        same_up_to_sign(ours.components_, ref.components_, 1e-8)


def test_correlation_pca_is_pca_of_standardised_columns():
    X = data() * np.array([1, 10, 100, 0.1, 1, 1000])
    ours = PCA(3, matrix="correlation").fit(X)
    Z = (X - X.mean(0)) / X.std(0, ddof=1)
    ref = SkPCA(3, svd_solver="full").fit(Z)
    np.testing.assert_allclose(ours.explained_variance_, ref.explained_variance_, rtol=1e-8)
    same_up_to_sign(ours.components_, ref.components_, 1e-8)
    assert ours.eigenvalues_.sum() == pytest.approx(X.shape[1])   # trace of a correlation matrix
    # loadings are the correlations of each variable with each component's scores
    scores = ours.transform(X)
    for j in range(3):
        corr = [np.corrcoef(X[:, i], scores[:, j])[0, 1] for i in range(X.shape[1])]
        np.testing.assert_allclose(ours.loadings_[:, j], corr, atol=1e-10)


def test_reconstruction_error_against_k():
    X = data(80, 5)
    model = PCA(5).fit(X)
    errors = model.reconstruction_errors()
    Z = X - X.mean(0)
    for k in range(6):
        V = model.components_[:k]
        direct = ((Z - Z @ V.T @ V) ** 2).sum() / len(X)
        assert errors[k] == pytest.approx(direct, rel=1e-9, abs=1e-9)
    assert np.all(np.diff(errors) <= 1e-12) and errors[-1] == 0
    np.testing.assert_allclose(model.inverse_transform(model.transform(X)), X, atol=1e-9)


def test_sparse_input_gives_the_dense_answer():
    X = term_like(60, 40, 0.2)
    a, b = PCA(4).fit(X), PCA(4).fit(X.toarray())
    np.testing.assert_allclose(a.components_, b.components_)
    np.testing.assert_allclose(a.transform(X), b.transform(X.toarray()))


def test_power_method_turns_toward_the_eigenvectors():
    X = data()
    model = PCA(3, random_state=0, tol=1e-12)
    steps = list(model.iter_fit(X))
    assert all(isinstance(s, PCAStep) and isinstance(s, Step) for s in steps)
    assert [s.iteration for s in steps if s.phase == "power"] == list(
        range(1, sum(s.phase == "power" for s in steps) + 1))
    assert [s.component for s in steps if s.phase == "deflate"] == [0, 1]
    assert steps[-1].converged and steps[-1].stopped is None
    assert not any(s.converged for s in steps[:-1])
    same_up_to_sign(steps[-1].components, model.components_, 1e-8)
    np.testing.assert_allclose(steps[-1].eigenvalues, model.explained_variance_, rtol=1e-10)
    first = [s for s in steps if s.component == 0 and s.phase == "power"]
    assert first[-1].angle < 1e-6 < first[0].angle and first[-1].component_converged
    assert first[0].vector.flags.writeable is False
    # after stepping the model is fitted as by fit
    ref = PCA(3).fit(X)
    np.testing.assert_allclose(model.components_, ref.components_)


def test_power_method_capped_says_so():
    steps = list(PCA(2, max_iter=2, tol=0.0, random_state=0).iter_fit(data()))
    assert steps[-1].stopped == "max_iter" and not steps[-1].converged
    assert len(steps) == 2 and steps[-1].component == 0


def test_pca_refuses_bad_input_when_called():
    with pytest.raises(DataError, match="larger than min"):
        PCA(7).fit(data(10, 6))
    with pytest.raises(ValueError, match="matrix"):
        PCA(2, matrix="covariances").iter_fit(data())
    with pytest.raises(ValueError, match="max_iter"):
        PCA(2, max_iter=0).iter_fit(data())
    X = data()
    X[:, 2] = 3.0
    with pytest.raises(DataError, match="Column 2 has the same value"):
        PCA(2, matrix="correlation").fit(X)
    X[4, 1] = np.nan
    with pytest.raises(DataError, match="NaN"):
        PCA(2).fit(X)
    with pytest.raises(NotFittedError):
        PCA(2).transform(X)


# -- LSI ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("k", [1, 5, 40])
def test_lsi_equals_truncated_svd_arpack(k):
    X = term_like()
    ours = LSI(k, random_state=0)
    T = ours.fit_transform(X)
    ref = TruncatedSVD(k, algorithm="arpack", random_state=0)
    R = ref.fit_transform(X)
    np.testing.assert_allclose(ours.singular_values_, ref.singular_values_, rtol=1e-6)
    same_up_to_sign(ours.components_, ref.components_, 1e-6)
    np.testing.assert_allclose(np.abs(T), np.abs(R), atol=1e-6)
    np.testing.assert_allclose(ours.explained_variance_ratio_, ref.explained_variance_ratio_,
                               rtol=1e-6, atol=1e-12)
    np.testing.assert_allclose(ours.transform(X), T, atol=1e-9)


def test_lsi_never_makes_the_sparse_matrix_dense(monkeypatch):
    X = term_like()

    def refuse(*a, **k):
        raise AssertionError("densified")

    for name in ("toarray", "todense"):
        monkeypatch.setattr(sp.csr_matrix, name, refuse)
        monkeypatch.setattr(sp.csc_matrix, name, refuse)
    model = LSI(10, random_state=0).fit(X)
    model.fold_in(X[0])
    model.rank(X[3], X)


def test_fold_in_puts_a_document_at_its_row_of_u():
    X = term_like()
    model = LSI(8, random_state=0).fit(X)
    np.testing.assert_allclose(model.fold_in(X[:5]), model.document_vectors_[:5], atol=1e-9)
    np.testing.assert_allclose(model.fold_in(X[7].toarray().ravel()),
                               model.document_vectors_[7], atol=1e-9)
    # terms and documents share the concept space: Xᵀ U = V Σ
    np.testing.assert_allclose(X.T @ model.document_vectors_, model.term_coordinates_,
                               atol=1e-9)
    assert np.all(model.fold_in(np.zeros(X.shape[1])) == 0)
    low_rank = sp.csr_matrix(np.outer(np.arange(1.0, 7), np.ones(9)))     # rank 1, k = 3
    folded = LSI(3, random_state=0).fit(low_rank).fold_in(np.ones(9))
    assert np.all(np.isfinite(folded))


def test_concept_space_finds_documents_without_the_query_words():
    # "car" and "automobile" never share a document; "engine"/"wheel" link them
    docs = [[0, 2, 3], [1, 2, 3], [0, 2], [1, 3], [4, 5], [4, 6], [5, 6], [4, 5, 6]]
    X = sp.lil_matrix((len(docs), 7))
    for i, terms in enumerate(docs):
        X[i, terms] = 1.0
    X = X.tocsr()
    model = LSI(2, random_state=0).fit(X)
    q = np.zeros(7)
    q[0] = 1.0                                      # the query: "car"
    r = model.rank(q, X)
    assert r.raw[1] == 0 and r.raw[3] == 0          # no shared word with "automobile" docs
    assert min(r.concept[[0, 1, 2, 3]]) > 0.9 > max(r.concept[4:])
    assert set(r.concept_order[:4]) == {0, 1, 2, 3}
    concepts = model.concept_terms([f"t{j}" for j in range(7)], n=3)
    for c in concepts:
        assert all(w > 0 for _, w in c.positive) and all(w < 0 for _, w in c.negative)
        assert [w for _, w in c.positive] == sorted((w for _, w in c.positive), reverse=True)


def test_pca_component_terms_rank_each_row_like_lsi_concepts():
    # one loading row written out: the ranking is checked by hand, not by the same code
    X = data()
    model = PCA(2).fit(X)
    names = [f"t{j}" for j in range(X.shape[1])]
    model.components_ = np.array([[0.5, -0.1, 0.0, 0.7, -0.6] + [0.0] * (X.shape[1] - 5),
                                  [-0.2] * X.shape[1]])
    first, second = model.component_terms(np.asarray(names), n=2)
    assert first.index == 0 and first.singular_value == model.explained_variance_[0]
    assert first.positive == (("t3", 0.7), ("t0", 0.5))
    assert first.negative == (("t4", -0.6), ("t1", -0.1))
    assert second.positive == () and [t for t, _ in second.negative] == ["t0", "t1"]
    assert all(type(t) is str for t, _ in first.positive)
    # LSI names its concepts through the same ranking
    lsi = LSI(2, random_state=0).fit(term_like(20, 30))
    lsi_names = [f"w{j}" for j in range(30)]
    for c, row in zip(lsi.concept_terms(lsi_names, 4), lsi.components_):
        order = np.argsort(-row, kind="stable")[:4]
        assert c.positive == tuple((lsi_names[i], row[i]) for i in order if row[i] > 0)
    with pytest.raises(DataError, match="the PCA was fitted on"):
        model.component_terms(names[:-1])
    with pytest.raises(TypeError, match="list of term names"):
        model.component_terms("abc")
    with pytest.raises(NotFittedError):
        PCA(2).component_terms(names)


def test_lsi_refuses_bad_input():
    X = term_like(20, 30)
    with pytest.raises(DataError, match="smaller than min"):
        LSI(20).fit(X)
    with pytest.raises(DataError, match="all zeros"):
        LSI(2).fit(sp.csr_matrix((5, 5)))
    bad = X.copy()
    bad.data[0] = np.inf
    with pytest.raises(DataError, match="NaN or infinity"):
        LSI(2).fit(bad)
    model = LSI(2, random_state=0).fit(X)
    with pytest.raises(DataError, match="fitted on 30"):
        model.fold_in(np.ones(29))
    with pytest.raises(NotFittedError):
        LSI(2).fold_in(np.ones(3))


# -- MDS ---------------------------------------------------------------------------------------
def test_pairwise_distances_equal_sklearn():
    X = term_like(40, 60, 0.1)
    X = sp.vstack([X[:3], sp.csr_matrix((1, 60)), X[4:]]).tocsr()   # a zero row: cosine 1
    for metric in ("euclidean", "cosine"):
        ref = sk_distances(X.toarray(), metric=metric)
        np.fill_diagonal(ref, 0)
        np.testing.assert_allclose(pairwise_distances(X, metric), ref, atol=1e-10)
        np.testing.assert_allclose(pairwise_distances(X.toarray(), metric), ref, atol=1e-10)


@pytest.mark.parametrize("dim", [2, 3])
def test_classical_mds_recovers_the_configuration(dim):
    P = np.random.default_rng(dim).normal(size=(30, dim)) * [5, 2, 1][:dim]
    D = pairwise_distances(P)
    model = ClassicalMDS(dim)
    Y = model.fit_transform(D)
    Pc = P - P.mean(0)
    R, _ = orthogonal_procrustes(Y, Pc)             # rotation/reflection only
    np.testing.assert_allclose(Y @ R, Pc, atol=1e-8)
    np.testing.assert_allclose(pairwise_distances(Y), D, atol=1e-8)
    assert np.all(np.abs(model.eigenvalues_[dim:]) < 1e-8)
    sh = shepard_diagram(D, Y)
    np.testing.assert_allclose(sh.distances, sh.dissimilarities, atol=1e-8)
    with pytest.raises(DataError, match="embedding has 29 points"):
        shepard_diagram(D, Y[:29])


def sk_metric_mds(**kw):
    """scikit-learn's metric MDS on precomputed dissimilarities, random starts (its keywords
    changed in 1.7/1.8)."""
    try:
        return MDS(2, metric_mds=True, metric="precomputed", init="random", **kw)
    except TypeError:
        return MDS(2, metric=True, dissimilarity="precomputed", **kw)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_smacof_stress_no_worse_than_sklearn(seed):
    rng = np.random.default_rng(seed)
    X = np.vstack([rng.normal(c, 1.0, (20, 5)) for c in (0, 3, 6)])
    D = pairwise_distances(X)
    ours = SMACOF(2, n_init=4, random_state=seed).fit(D)
    ref = sk_metric_mds(n_init=4, random_state=seed).fit(D)
    assert ours.stress_ <= ref.stress_ * (1 + 1e-9)
    upper = np.triu_indices(len(D), 1)
    direct = ((pairwise_distances(ours.embedding_)[upper] - D[upper]) ** 2).sum()
    assert ours.stress_ == pytest.approx(direct, rel=1e-9)


def test_smacof_steps_never_raise_the_stress_and_end_with_the_best():
    D = pairwise_distances(data(40, 4, seed=3))
    model = SMACOF(2, n_init=3, random_state=0, init="random")
    steps = list(model.iter_fit(D))
    assert all(isinstance(s, SMACOFStep) for s in steps)
    for r in range(3):
        stress = [s.stress for s in steps if s.restart == r and s.phase != "best"]
        assert np.all(np.diff(stress) <= 1e-9 * stress[0])
        its = [s.iteration for s in steps if s.restart == r and s.phase != "best"]
        assert its == list(range(len(its)))
    last = steps[-1]
    assert last.phase == "best" and last.stress == min(s.stress for s in steps)
    assert last.converged and not any(s.converged for s in steps[:-1])
    np.testing.assert_array_equal(last.embedding, model.embedding_)
    assert last.objective == model.stress_
    sh = model.shepard()
    assert len(sh.distances) == len(D) * (len(D) - 1) // 2
    np.testing.assert_allclose(sh.distances, pairwise_distances(model.embedding_)[
        np.triu_indices(len(D), 1)])


def test_smacof_capped_and_one_restart():
    D = pairwise_distances(data(30, 4))
    last = list(SMACOF(2, n_init=1, max_iter=2, random_state=0).iter_fit(D))[-1]
    assert last.stopped == "max_iter" and not last.converged
    model = SMACOF(2, n_init=1, random_state=0)
    steps = list(model.iter_fit(D))
    assert steps[-1].converged and steps[-1].phase == "guttman"
    assert drain(SMACOF(2, n_init=1, random_state=0).iter_fit(D)).stress == model.stress_


@pytest.mark.parametrize("D, message", [
    (np.zeros((3, 4)), "square"),
    (np.array([[0, 1], [2, 0.0]]), "not symmetric"),
    (np.array([[0, -1], [-1, 0.0]]), "negative"),
    (np.array([[1, 1], [1, 0.0]]), "to itself"),
    (np.array([[0, np.nan], [np.nan, 0.0]]), "NaN"),
    (np.zeros((2, 2)), "n_components"),
])
def test_mds_refuses_bad_dissimilarities(D, message):
    for model in (ClassicalMDS(2), SMACOF(2)):
        with pytest.raises((DataError, ValueError), match=message):
            model.fit(D)


def test_mds_size_limit(monkeypatch):
    from engine.reduce import mds
    monkeypatch.setattr(mds, "MAX_MDS_POINTS", 10)
    with pytest.raises(DataError, match="limited to 10 points"):
        pairwise_distances(np.zeros((11, 2)))


# -- the bad-input contract (property tests) ---------------------------------------------------
floats = st.one_of(st.floats(-1e6, 1e6), st.sampled_from([np.nan, np.inf, -np.inf, 0.0, 1e300]))
matrices = hnp.arrays(np.float64, hnp.array_shapes(min_dims=1, max_dims=2, max_side=8),
                      elements=floats)


@given(matrices, st.integers(-1, 5), st.sampled_from(["covariance", "correlation"]))
def test_pca_contract(X, k, matrix):
    model = call(lambda: PCA(k, matrix=matrix, random_state=0).fit(X))
    if model is not None:
        assert np.all(np.isfinite(model.components_))
        assert np.all(model.explained_variance_ >= -1e-9)
        steps = call(lambda: list(PCA(k, matrix=matrix, max_iter=50).iter_fit(X)))
        assert steps is None or steps[-1].converged or steps[-1].stopped == "max_iter"


@given(matrices, st.integers(-1, 5), st.booleans())
def test_lsi_contract(X, k, sparse):
    M = sp.csr_matrix(X) if sparse and X.ndim == 2 else X
    model = call(lambda: LSI(k, random_state=0).fit(M))
    if model is not None:
        assert np.all(np.isfinite(model.singular_values_))


@given(matrices, st.integers(-1, 4), st.sampled_from(["euclidean", "cosine"]))
def test_mds_contract(X, k, metric):
    D = call(lambda: pairwise_distances(X, metric))
    if D is None:
        D = X
    else:
        assert np.all(np.isfinite(D)) and np.allclose(D, D.T)
    model = call(lambda: ClassicalMDS(k).fit(D))
    if model is not None:
        assert np.all(np.isfinite(model.embedding_))
    model = call(lambda: SMACOF(k, n_init=2, max_iter=20, random_state=0).fit(D))
    if model is not None:
        assert np.isfinite(model.stress_)


def test_smacof_on_the_sample_documents_cosine_distances():
    from engine import run_job
    from engine.io.documents import iter_sample_documents
    from engine.text.document_term import term_matrix

    docs = run_job(iter_sample_documents())
    D = pairwise_distances(term_matrix(docs.texts, stop_words="english").X, "cosine")
    ours = SMACOF(2, n_init=4, random_state=0).fit(D)
    assert ours.stress_ <= sk_metric_mds(n_init=4, random_state=0).fit(D).stress_
    assert ours.stress_ <= SMACOF(2, n_init=4, random_state=0, init="random").fit(D).stress_
