"""Regression tests for root causes found by bench/fuzz_engine.py after the bad-input work:
each input once crashed with a library exception, hung, or returned NaN silently."""

import numpy as np
import pytest
import scipy.sparse as sp

from engine import DataError
from engine.features import score_terms
from engine.hmm import DiscreteHMM, core, viterbi
from engine.io.points import read_points, write_points
from engine.linear import LinearSVM
from engine.metrics import roc_curve
from engine.spam.terms import TermOptions, token_spans
from engine.svm import SVC, OneVsRest, kernel_matrix, resolve_gamma, sigma_to_gamma

PI, A, B = [0.5, 0.5], [[0.9, 0.1], [0.2, 0.8]], [[0.5, 0.4, 0.1], [0.1, 0.3, 0.6]]


def _overlapping(n=40, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, 2))
    return X, (X[:, 0] + 0.8 * rng.normal(size=n) > 0).astype(int)


# -- 1. kernels ---------------------------------------------------------------------------------
@pytest.mark.parametrize("sigma", [1e300, 1e-300, 0.0, float("nan"), "1"])
def test_sigma_to_gamma_refuses_extremes(sigma):
    with pytest.raises(ValueError, match="σ"):
        sigma_to_gamma(sigma)


def test_resolve_gamma_checks_X():
    with pytest.raises(DataError, match="2-D"):
        resolve_gamma("auto", 3.0)
    with pytest.raises(DataError, match="not numbers"):
        resolve_gamma("scale", [["a", "b"], ["a", "b"]])
    assert resolve_gamma("auto", [[1.0, 2.0]]) == 0.5


def test_kernel_matrix_checks_gamma_and_shapes():
    A2, B3 = np.ones((4, 2)), np.ones((3, 3))
    with pytest.raises(ValueError, match="gamma"):
        kernel_matrix(A2, A2, "poly", gamma="1")
    with pytest.raises(ValueError, match="gamma"):
        kernel_matrix(A2, A2, "rbf", gamma=float("nan"))
    with pytest.raises(DataError, match="same number of columns"):
        kernel_matrix(A2, B3, "rbf")
    with pytest.raises(DataError, match="2-D"):
        kernel_matrix(A2, np.ones(2), "linear")
    with pytest.raises(ValueError, match="degree"):
        kernel_matrix(A2, A2, "poly", degree=2.5)


# -- 5. SMO and the linear SVM with extreme C or offsets ------------------------------------------
@pytest.mark.parametrize("kernel", ["rbf", "linear"])
def test_svc_refuses_huge_C(kernel):
    X, y = _overlapping()
    with pytest.raises(ValueError, match="C = 1e\\+300 is too large"):
        SVC(C=1e300, kernel=kernel).fit(X + 1.7e15, y)
    with pytest.raises(ValueError, match="too large"):
        OneVsRest(SVC(C=1e300)).fit(X, y)
    # a hard margin ignores C, and a moderate C still fits
    assert SVC(C=1e4).fit(X, y).converged_


def test_linear_svm_refuses_huge_C_and_offsets():
    X, y = _overlapping()
    with pytest.raises(ValueError, match="C must be at most"):
        LinearSVM(C=1e300).fit(sp.csr_matrix(X[:, :1]), y)
    with pytest.raises(DataError, match="Subtract each feature's mean"):
        LinearSVM().fit(X + 1e12, y)
    model = LinearSVM().fit(X * 1e3, y)          # a pure scale is fine
    assert np.all(np.isfinite(model.coef_))


# -- 2. HMM ------------------------------------------------------------------------------------
@pytest.mark.parametrize("obs, match", [([5, 99], "0..2"), ([], "non-empty"),
                                        ([0.5, 1.0], "integers")])
def test_hmm_refuses_bad_observations(obs, match):
    model = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B)
    for call in (lambda: viterbi(PI, A, B, obs), lambda: model.decode(obs),
                 lambda: model.score(obs)):
        with pytest.raises(DataError, match=match):
            call()


@pytest.mark.parametrize("pi, A_, B_, match", [
    ([1.0, 1.0], A, B, "pi sums to 2"),
    ([1.5, -0.5], A, B, "negative"),
    (PI, [[0.9, 0.1], [0.2, 1.8]], B, "A row 1"),
    (PI, A, [[0.5, 0.5, 0.5], [0.1, 0.3, 0.6]], "B row 0"),
    (PI, A, [0.5, 0.5], "2-D"),
    ([1 / 7] * 7, A, B, "shape"),
])
def test_hmm_viterbi_validates_probabilities(pi, A_, B_, match):
    with pytest.raises(DataError, match=match):
        viterbi(pi, A_, B_, [0, 1, 2] * 70)


def test_hmm_viterbi_valid_input_is_finite_and_core_refuses_empty():
    path, logp, _, _ = viterbi(PI, A, B, [0, 0, 2, 2] * 50)
    assert np.isfinite(logp) and path.shape == (200,)
    with pytest.raises(DataError, match="empty"):
        core.viterbi(np.log(PI), np.log(A), np.zeros((0, 2)))
    with pytest.raises(DataError, match="lengths"):
        core.forward(np.log(PI), np.log(A), np.zeros((1, 3, 2)), lengths=[0])


# -- 3. points files ---------------------------------------------------------------------------
def test_write_points_refuses_bad_shapes(tmp_path):
    p = tmp_path / "p.csv"
    for X in (3.0, None, np.ones(5), np.ones((3, 1, 1)), [[1.0, 2.0], [3.0]]):
        with pytest.raises(DataError, match="X must be"):
            write_points(p, X)
    with pytest.raises(DataError, match="one label per point"):
        write_points(p, np.ones((30, 2)), labels=np.arange(29))
    with pytest.raises(DataError, match="one name per column"):
        write_points(p, np.ones((3, 4)), columns=["a", "b"])
    assert not p.exists()                        # nothing written on refusal
    write_points(p, [[1.0, 2.0], [3.0, 4.0]], labels=["a", "b"])
    table = read_points(p)
    np.testing.assert_array_equal(table.X, [[1, 2], [3, 4]])


def test_read_points_checks_min_columns(tmp_path):
    p = tmp_path / "p.csv"
    p.write_text("# comment\n1,2\n")
    with pytest.raises(ValueError, match="min_columns must be an integer"):
        read_points(p, min_columns=None)


# -- 4. spam helpers ---------------------------------------------------------------------------
def test_token_spans_needs_text():
    with pytest.raises(TypeError, match="string"):
        token_spans(123, TermOptions())


def test_roc_curve_needs_both_classes():
    with pytest.raises(DataError, match="both positive and negative"):
        roc_curve(np.zeros(3, bool), np.zeros(3))
    fpr, tpr, thr = roc_curve([0, 1, 1], [0.1, 0.2, 0.3])
    assert thr[0] == np.inf and np.all(np.isfinite(fpr)) and np.all(np.isfinite(tpr))


def test_score_terms_sparse_equals_dense():
    rng = np.random.default_rng(0)
    for _ in range(50):
        X = rng.integers(-1, 4, size=(11, 6)).astype(float)
        y = np.r_[0, 1, rng.integers(0, 2, 9)]
        dense, sparse = score_terms(X, y, 1), score_terms(sp.csr_matrix(X), y, 1)
        for name in dense:
            np.testing.assert_array_equal(dense[name], sparse[name], err_msg=name)


def test_hmm_refuses_none_sequences_and_fractional_seeds():
    with pytest.raises(DataError, match="Sequence 0 must be a list"):
        DiscreteHMM(3, 3).fit([None])
    with pytest.raises(DataError, match="Sequence 1 must be a list"):
        DiscreteHMM(3, 3).fit([[0, 1], [0, None]])
    for seed in (float("nan"), 2.7):
        with pytest.raises(ValueError, match="random_state must be an integer"):
            DiscreteHMM(2, 3, n_iter=2, random_state=seed).fit([[0, 1, 2]])
    model = DiscreteHMM(2, 3, n_iter=2, random_state=np.int64(3)).fit([[0, 1, 2]])
    assert np.isfinite(model.score([0, 2]))


def test_markov_chain_refuses_what_is_not_a_list_of_sequences():
    from engine.hmm import MarkovChain

    with pytest.raises(TypeError, match="list of tag sequences"):
        MarkovChain().fit(None)


# -- issues #13/#14: feature extraction, documents, metrics, the tagger's archive ----------------
# Found by bench/fuzz_engine.py --areas reduce,documents,hmm2 and by hand (see each docstring).

from engine.metrics import adjusted_rand_score  # noqa: E402
from engine.reduce import LSI, PCA, SMACOF, ClassicalMDS, pairwise_distances  # noqa: E402
from engine.reduce import shepard_diagram  # noqa: E402


def _points(n=12, d=3, seed=0):
    return np.random.default_rng(seed).normal(size=(n, d)) * [3.0, 1.0, 0.3][:d]


@pytest.mark.parametrize("factor", [1e-200, 1e-300, 1e90])
@pytest.mark.parametrize("matrix", ["covariance", "correlation"])
def test_pca_of_tiny_or_large_values_equals_pca_of_the_data(factor, matrix):
    """X·1e-200 gave explained_variance_ratio_ = [0, 0] (the squares underflowed), and the
    correlation PCA called every tiny column constant."""
    X = _points()
    a, b = PCA(2, matrix=matrix).fit(X), PCA(2, matrix=matrix).fit(X * factor)
    np.testing.assert_allclose(b.explained_variance_ratio_, a.explained_variance_ratio_,
                               rtol=1e-10)
    np.testing.assert_allclose(np.abs(b.components_), np.abs(a.components_), atol=1e-10)
    if matrix == "covariance" and factor > 1e-150:
        np.testing.assert_allclose(b.explained_variance_, a.explained_variance_ * factor**2,
                                   rtol=1e-10)


def test_pca_power_method_on_tiny_values_reports_eigenvalues_in_data_units():
    X = _points() * 1e-100
    m = PCA(2, random_state=0)
    last = list(m.iter_fit(X))[-1]
    assert last.converged
    np.testing.assert_allclose(last.eigenvalues, m.explained_variance_, rtol=1e-8)


def test_pca_refuses_what_it_cannot_use_with_a_message():
    X = _points()
    with pytest.raises(DataError, match="complex"):
        PCA(1).fit(X + 1j)
    with pytest.raises(ValueError, match="max_iter"):
        PCA(1, max_iter=10**9).iter_fit(X)
    with pytest.raises(ValueError, match="random_state"):
        PCA(1, random_state=2.7).iter_fit(X)
    with pytest.raises(DataError, match="rescale|Rescale"):
        PCA(1).fit(X).transform(X * 1e300)


def test_lsi_of_tiny_weights_and_odd_queries():
    """C·1e-300 made ARPACK fail ("starting vector is zero", reported as "ask for fewer
    components"); fold_in(None) raised IndexError; concept_terms(None) numpy's TypeError."""
    C = sp.random(20, 30, density=0.3, random_state=0, format="csr")
    ref = LSI(3, random_state=0).fit(C).singular_values_
    tiny = LSI(3, random_state=0).fit(C * 1e-300)
    np.testing.assert_allclose(tiny.singular_values_, ref * 1e-300, rtol=1e-8)
    m = LSI(3, random_state=0).fit(C)
    for q in (None, "a query", b"bytes"):
        with pytest.raises(TypeError, match="vector of term weights"):
            m.fold_in(q)
    with pytest.raises(TypeError, match="term names"):
        m.concept_terms(None)
    with pytest.raises(DataError, match="complex"):
        LSI(2).fit(sp.csr_matrix(np.eye(5) * 1j))


def test_distances_survive_offsets_and_tiny_values():
    """‖x‖² + ‖y‖² − 2x·y gave 0 for points 1 apart at 1e12 and for values near 1e-300; the
    cosine of tiny rows was 1 (their norms underflowed)."""
    assert pairwise_distances([[1e12, 0.0], [1e12 + 1, 0.0]])[0, 1] == pytest.approx(1.0)
    X = _points(4)
    np.testing.assert_allclose(pairwise_distances(X * 1e-300) / 1e-300, pairwise_distances(X),
                               rtol=1e-9)
    np.testing.assert_allclose(pairwise_distances(X * 1e-300, "cosine"),
                               pairwise_distances(X, "cosine"), atol=1e-12)
    np.testing.assert_allclose(pairwise_distances(sp.csr_matrix(X * 1e-300), "cosine"),
                               pairwise_distances(X, "cosine"), atol=1e-12)
    emb = np.array([[1e12, 0.0], [1e12 + 1, 0.0]])
    assert shepard_diagram([[0, 1.0], [1.0, 0]], emb).distances[0] == pytest.approx(1.0)


def test_subnormal_values_do_not_overflow_to_nan():
    """Sparse X / 5e-324 is computed by scipy as X · (1/5e-324) = X · inf: NaN distances; a
    query folded against subnormal singular values gave inf coordinates."""
    X = sp.csr_matrix(np.array([[5e-324, 0.0], [0.0, 1e-323], [5e-324, 5e-324]]))
    for metric in ("euclidean", "cosine"):
        assert np.isfinite(pairwise_distances(X, metric)).all()
    m = LSI(1, random_state=0).fit(np.array([[5e-324, 0.0], [0.0, 1e-323], [1e-323, 0.0]]))
    with pytest.raises(DataError, match="infinite"):
        m.fold_in([1.0, 1.0])


def test_pairwise_distances_refuses_too_many_points_before_the_product(monkeypatch):
    """The n × n Gram matrix was computed before the size check (50,000 rows: 20 GB)."""
    from engine.reduce import mds

    monkeypatch.setattr(mds, "MAX_MDS_POINTS", 10)
    calls = []
    monkeypatch.setattr(mds.np, "einsum", lambda *a, **k: calls.append(a) or 0)
    with pytest.raises(DataError, match="limited to 10 points"):
        pairwise_distances(np.ones((11, 2)))
    assert not calls


@pytest.mark.parametrize("factor", [1e-300, 1e90])
def test_mds_of_tiny_or_large_dissimilarities(factor):
    """D·1e-300 gave an all-zero embedding with stress 0 reported as converged."""
    P = _points(8, 2)
    D = pairwise_distances(P)
    Y = ClassicalMDS(2).fit_transform(D * factor)
    np.testing.assert_allclose(pairwise_distances(Y / factor), D, atol=1e-8)
    m = SMACOF(2, n_init=1, random_state=0).fit(D * factor)
    np.testing.assert_allclose(pairwise_distances(m.embedding_ / factor), D, atol=1e-4)


def test_smacof_refuses_runaway_work_and_bad_seeds():
    """n_init=10**30 never ended; random_state=2.7 raised numpy's SeedSequence TypeError."""
    D = pairwise_distances(_points(5))
    with pytest.raises(ValueError, match="n_init"):
        SMACOF(2, n_init=10**30).iter_fit(D)
    with pytest.raises(ValueError, match="random_state"):
        SMACOF(2, random_state=2.7).iter_fit(D)


def test_term_matrix_labels_and_rows_are_checked():
    """labels=[None, 1, 0] raised "'<' not supported"; top_terms([5]) IndexError; [0.5] and
    [True, False] silently picked other documents."""
    from engine.text.document_term import term_matrix

    docs = ["a b", "b c", "a a"]
    for labels, message in (([None, 1, 0], "missing"), ([np.nan, 1, 0], "NaN"),
                            ([1, "x", 1], "mixes")):
        with pytest.raises(DataError, match=message):
            term_matrix(docs, max_terms=1, select="chi2", labels=labels)
    tm = term_matrix(docs)
    with pytest.raises(DataError, match="out of range"):
        tm.top_terms([5])
    with pytest.raises(DataError, match="out of range"):
        tm.top_terms([-1])
    for rows in ([0.5], [True, False], ["a"]):
        with pytest.raises(TypeError, match="document indices"):
            tm.top_terms(rows)
    assert tm.top_terms(np.array([0, 1]), 1) == tm.top_terms([0, 1], 1)


def test_a_megabyte_token_is_not_stemmed():
    from engine.text.document_term import MAX_WORD, term_matrix

    tm = term_matrix(["x" * (MAX_WORD + 1) + "ing", "running"], stemmer="porter")
    assert "x" * (MAX_WORD + 1) + "ing" in tm.terms and "run" in tm.terms


def test_document_folder_with_a_pipe_a_device_and_a_link_loop(tmp_path, watched_pipe):
    """A named pipe (x.txt) made read_documents wait forever and a link to /dev/zero read
    until memory ran out; both are skipped now, with the reason."""
    import os

    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "good.txt").write_text("some words here")
    if os.path.exists("/dev/zero"):
        os.symlink("/dev/zero", tmp_path / "a" / "zero.txt")
    os.symlink(tmp_path / "a", tmp_path / "a" / "loop")
    os.symlink(tmp_path / "a" / "self.txt", tmp_path / "a" / "self.txt")
    from engine.io import read_documents

    with watched_pipe(tmp_path / "a" / "pipe.txt") as opened:
        docs = read_documents(tmp_path)
        assert not opened.is_set()
    assert docs.texts == ("some words here",)
    assert any("pipe.txt" in p and "not a regular file" in p for p in docs.problems)
    assert any("self.txt" in p for p in docs.problems)


def test_document_folder_nested_deeper_than_the_recursion_limit(tmp_path):
    """os.walk (recursive in Python 3.11) raised RecursionError at ~1,000 levels. The limit is
    lowered here instead of writing 1,000 levels: pytest's own clean-up of tmp_path recurses
    too, and a tree it cannot delete would break every later session on the machine."""
    import os
    import sys

    from engine.io import read_documents

    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    d = tmp_path
    for _ in range(150):
        d = d / "d"
    d.mkdir(parents=True)
    (d / "deep.txt").write_text("deep words")
    (tmp_path / "top.txt").write_text("top words")
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + 100)         # os.walk needs a frame per level: 150 > 100
    try:
        docs = read_documents(tmp_path)
    finally:
        sys.setrecursionlimit(old)
    assert docs.texts == ("top words", "deep words")          # os.walk's order: files first
    assert os.path.basename(docs.names[1]) == "deep.txt" and docs.labels[1] == "d"


def _tampered(tmp_path, key, body_fn):
    import zipfile

    from engine.hmm import HMMTagger

    t = HMMTagger(order=2).fit([[("the", "DET"), ("cat", "NOUN")], [("a", "DET"), ("dog", "NOUN")]])
    src, dst = tmp_path / "t.npz", tmp_path / "u.npz"
    t.save(src)
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w") as zout:
        for it in zin.infolist():
            body = zin.read(it)
            zout.writestr(it, body_fn(body) if it.filename == key + ".npy" else body)
    return dst


def _like(body, value):
    """The .npy ``body`` with every entry replaced by ``value`` (same shape and kind)."""
    import io

    a = np.load(io.BytesIO(body))
    buf = io.BytesIO()
    np.save(buf, np.full(a.shape, value, dtype=a.dtype if a.dtype.kind != "U" else None))
    return buf.getvalue()


@pytest.mark.parametrize("key, body, message", [
    ("log_trans", lambda b: b"not an npy file", "not an array"),
    ("log_start", lambda b: _like(b, np.inf), "not log probabilities"),
    ("log_emit", lambda b: _like(b, 0.5), "not log probabilities"),
    ("tags", lambda b: _like(b, "X"), "not distinct"),
    ("words", lambda b: _like(b, "a"), "twice"),
    ("word_counts", lambda b: _like(b, -1.0), "not counts"),
    ("alpha", lambda b: _like(b, np.inf), "alpha"),
])
def test_damaged_tagger_archives_are_refused(tmp_path, key, body, message):
    """A member that is not a .npy came back as bytes (AttributeError); +inf log probabilities
    gave IndexError in Viterbi or silently wrong tags; duplicate tags tagged every word ''."""
    from engine.hmm import HMMTagger

    p = _tampered(tmp_path, key, body)
    with pytest.raises(DataError, match=message):
        HMMTagger.load(p)


@pytest.mark.parametrize("bad, error", [(None, TypeError), (5, TypeError), ("", DataError),
                                        ("   ", DataError)])
def test_document_readers_refuse_a_missing_folder_name(bad, error):
    """None or 5 gave pathlib's "expected str, bytes or os.PathLike"; "" read the current
    working directory (Path("") is ".") as if the user had chosen it."""
    from engine.io import read_documents
    from engine.workflows.documents import iter_read_corpus_documents

    with pytest.raises(error, match="folder|path"):
        read_documents(bad)
    with pytest.raises(error, match="folder|path"):
        iter_read_corpus_documents(bad)
    with pytest.raises(TypeError, match="encoding"):
        read_documents(".", encoding=5)
    with pytest.raises(DataError, match="not an encoding"):      # now, not once per file
        iter_read_documents_now(".", "bogus")


def iter_read_documents_now(folder, encoding):
    from engine.io import iter_read_documents

    return iter_read_documents(folder, encoding=encoding)


def test_tagger_methods_refuse_what_is_not_a_word_or_an_index(tmp_path):
    """emission(None) raised AttributeError ('NoneType' has no 'lower'); tag_sents(None)
    "'NoneType' object is not iterable"; transition(999, 0) silently answered −∞ for a state
    that does not exist; tag_flat took lengths ["1"] as 1; work_per_token before fit raised a
    bare AttributeError."""
    from engine import NotFittedError
    from engine.hmm import HMMTagger

    t = HMMTagger().fit([[("the", "DET"), ("cat", "NOUN")]])
    for fn in (t.emission, t.case_variant):
        with pytest.raises(TypeError, match="string"):
            fn(None)
    with pytest.raises(TypeError, match="list of sentences"):
        t.tag_sents(None)
    with pytest.raises(ValueError, match="prev"):
        t.transition(999, 0)
    with pytest.raises(ValueError, match="state"):
        t.transition(0, -1)
    with pytest.raises(TypeError, match="whole numbers"):
        t.tag_flat(["the"], ["1"])
    with pytest.raises(TypeError, match="tokens"):
        t.tag_flat(None, None)
    with pytest.raises(NotFittedError):
        HMMTagger().work_per_token


def test_tagger_save_writes_exactly_the_chosen_file(tmp_path):
    """save("mytagger") wrote mytagger.npz (past the overwrite question), save(folder) wrote
    folder.npz next to it, and a missing folder raised FileNotFoundError."""
    from engine.hmm import HMMTagger

    t = HMMTagger().fit([[("the", "DET"), ("cat", "NOUN")]])
    t.save(tmp_path / "mytagger")
    assert (tmp_path / "mytagger").exists() and not (tmp_path / "mytagger.npz").exists()
    assert HMMTagger.load(tmp_path / "mytagger").tag(["the"]) == [("the", "DET")]
    with pytest.raises(DataError, match="Cannot write"):
        t.save(tmp_path)
    assert not (tmp_path.parent / (tmp_path.name + ".npz")).exists()
    with pytest.raises(DataError, match="Cannot write"):
        t.save(tmp_path / "missing" / "t.npz")
    with pytest.raises(TypeError, match="path"):
        t.save(None)


def test_discrete_hmm_refuses_work_it_cannot_finish():
    """sample(10**9) asked numpy for 15 GB (MemoryError) and sample(10**6) took 16 s;
    DiscreteHMM(10**6, 3).fit asked for a 7 TB transition matrix."""
    m = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B)
    with pytest.raises(ValueError, match="n must be <="):
        m.sample(10**9)
    with pytest.raises(DataError, match="draws at once"):
        m.sample(50, n_sequences=10**9)
    with pytest.raises(ValueError, match="n_components"):
        DiscreteHMM(10**6, 3).fit([[0, 1, 2]])
    with pytest.raises(DataError, match="fewer states or symbols"):
        DiscreteHMM(1000, 10**5).fit([[0, 1, 2]])
    assert m.sample(30, 0, n_sequences=4)[0].shape == (4, 30)


def test_tiny_dissimilarities_are_checked_relative_to_their_size():
    """The symmetry and zero-diagonal tests used an absolute tolerance of 1e-8 for D ≤ 1, so a
    tiny D twice as large one way as the other was silently averaged."""
    with pytest.raises(DataError, match="not symmetric"):
        ClassicalMDS(1).fit([[0, 1e-300], [2e-300, 0]])
    with pytest.raises(DataError, match="itself"):
        ClassicalMDS(1).fit([[1e-300, 1e-300], [1e-300, 0]])
    assert ClassicalMDS(1).fit([[0, 1.0], [1.0 + 1e-12, 0]]).embedding_.shape == (2, 1)


def test_hmm_study_and_corpus_functions_refuse_bad_arguments_with_trellis_messages():
    """split_corpus(random_state=2.7) raised numpy's SeedSequence TypeError; work=None
    "unsupported operand"; thetas=None "not iterable"; detect_format(None) "not
    subscriptable"; read_tagged(None) pathlib's message; read_tagged_folder("") read the
    working directory."""
    from engine.hmm import (HMMTagger, detect_format, iter_evaluate_tagger, read_tagged,
                            read_tagged_folder, split_corpus)
    from engine.workflows.tagging import iter_beam_study

    S = [[("the", "DET"), ("cat", "NOUN")], [("a", "DET"), ("dog", "NOUN")]]
    t = HMMTagger().fit(S)
    with pytest.raises(ValueError, match="random_state"):
        split_corpus(S, 0.5, 2.7)
    with pytest.raises(ValueError, match="work"):
        iter_evaluate_tagger(t, S, work=None)
    with pytest.raises(TypeError, match="beam widths"):
        iter_beam_study(t, S, None)
    with pytest.raises(TypeError, match="string"):
        detect_format(None)
    with pytest.raises(TypeError, match="path"):
        read_tagged(None)
    with pytest.raises(DataError, match="empty path"):
        read_tagged_folder("")


def test_markov_chain_prob_refuses_unknown_tags_and_short_contexts():
    """prob(["A"], "Z") gave the smoothing mass of a tag the chain never saw, and an order-2
    chain answered prob(["A"], "B") from a one-tag context that it never counts."""
    from engine.hmm import MarkovChain

    m = MarkovChain().fit([["A", "B"]])
    with pytest.raises(DataError, match="Unknown tag"):
        m.prob(["A"], "Z")
    with pytest.raises(TypeError, match="previous tags"):
        m.prob(None, "A")
    with pytest.raises(TypeError, match="tags as a list"):
        m.log_prob(None)
    assert m.prob(["<s>"], "A") == pytest.approx((1 + 0.1) / (1 + 0.1 * 3))
    m2 = MarkovChain(order=2).fit([["A", "B"]])
    with pytest.raises(DataError, match="needs the previous 2"):
        m2.prob(["A"], "B")
    assert m2.prob(["<s>", "A"], "B") == pytest.approx((1 + 0.1) / (1 + 0.1 * 3))


def test_tagged_folder_with_a_pipe_is_read_without_waiting(tmp_path, watched_pipe):
    """read_tagged_folder read a named pipe in the folder with read_bytes: it waited forever."""
    from engine.hmm import read_tagged, read_tagged_folder

    (tmp_path / "a.txt").write_text("The/DET cat/NOUN\n")
    skipped = []
    with watched_pipe(tmp_path / "b.txt") as opened:
        corpus = read_tagged_folder(tmp_path, skipped=skipped)
        assert not opened.is_set()
    assert corpus.n_tokens == 2 and any("b.txt" in s and "regular" in s for s in skipped)
    with pytest.raises(DataError, match="not a regular file"):
        read_tagged(tmp_path / "b.txt")


def test_complex_points_are_refused_not_silently_made_real():
    from engine import DataError
    from engine.cluster import KMeans
    X = np.array([[1 + 2j, 0], [3, 4j], [5, 6], [7, 8]])
    with pytest.raises(DataError, match="complex"):
        KMeans(2).fit(X)
