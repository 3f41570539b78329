"""Regression tests for root causes found by bench/fuzz_engine.py after the bad-input work:
each input once crashed with a library exception, hung, or returned NaN silently."""
import time

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
def test_svc_refuses_huge_C_quickly(kernel):
    X, y = _overlapping()
    t = time.perf_counter()
    with pytest.raises(ValueError, match="C = 1e\\+300 is too large"):
        SVC(C=1e300, kernel=kernel).fit(X + 1.7e15, y)
    with pytest.raises(ValueError, match="too large"):
        OneVsRest(SVC(C=1e300)).fit(X, y)
    assert time.perf_counter() - t < 1.0
    # a hard margin ignores C, and a moderate C still fits
    assert SVC(C=1e4).fit(X, y).converged_


def test_linear_svm_refuses_huge_C_and_offsets():
    X, y = _overlapping()
    with pytest.raises(ValueError, match="C must be at most"):
        LinearSVM(C=1e300).fit(sp.csr_matrix(X[:, :1]), y)
    t = time.perf_counter()
    with pytest.raises(DataError, match="Subtract each feature's mean"):
        LinearSVM().fit(X + 1e12, y)
    assert time.perf_counter() - t < 1.0
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
