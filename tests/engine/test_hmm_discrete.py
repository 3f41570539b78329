"""The discrete HMM against hmmlearn's CategoricalHMM from the same start, and EM's guarantees."""
import warnings

import numpy as np
import pytest
from hmmlearn.hmm import CategoricalHMM

from engine._validation import DataError
from engine.hmm import DiscreteHMM

PI = np.array([0.6, 0.4])
A = np.array([[0.7, 0.3], [0.4, 0.6]])
B = np.array([[0.2, 0.4, 0.4], [0.5, 0.4, 0.1]])   # e.g. hot/cold days and 1-3 ice creams
START = (np.array([0.5, 0.5]), np.array([[0.6, 0.4], [0.5, 0.5]]),
         np.array([[0.3, 0.3, 0.4], [0.4, 0.4, 0.2]]))


@pytest.fixture(scope="module")
def sample():
    gen = CategoricalHMM(2, random_state=0, n_features=3)
    gen.startprob_, gen.transmat_, gen.emissionprob_ = PI, A, B
    X, _ = gen.sample(300, random_state=1)
    lengths = [100, 120, 80]
    return X, lengths, np.split(X.ravel(), np.cumsum(lengths)[:-1])


def reference(n_iter, X, lengths):
    ref = CategoricalHMM(2, n_iter=n_iter, tol=1e-2, init_params="", params="ste", n_features=3)
    ref.startprob_, ref.transmat_, ref.emissionprob_ = START
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ref.fit(X, lengths)


@pytest.mark.parametrize("n_iter", [1, 3, 200])
def test_same_em_path_as_hmmlearn(sample, n_iter):
    X, lengths, seqs = sample
    ours = DiscreteHMM(2, 3, startprob=START[0], transmat=START[1], emissionprob=START[2],
                       n_iter=n_iter, tol=1e-2).fit(seqs)
    ref = reference(n_iter, X, lengths)
    np.testing.assert_allclose(ours.transmat_, ref.transmat_, atol=1e-12)
    np.testing.assert_allclose(ours.emissionprob_, ref.emissionprob_, atol=1e-12)
    np.testing.assert_allclose(ours.startprob_, ref.startprob_, atol=1e-12)
    assert ours.n_iter_ == ref.monitor_.iter
    # hmmlearn keeps only the last two log-likelihoods
    np.testing.assert_allclose(ours.log_likelihood_history_[-len(ref.monitor_.history):],
                               list(ref.monitor_.history), rtol=1e-12)


def test_score_decode_posteriors_agree(sample):
    seqs = sample[2]
    ours = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B, n_iter=1)
    ours.startprob_, ours.transmat_, ours.emissionprob_ = PI, A, B
    ref = CategoricalHMM(2, n_features=3)
    ref.startprob_, ref.transmat_, ref.emissionprob_ = PI, A, B
    o = seqs[0]
    assert ours.score(o) == pytest.approx(ref.score(o.reshape(-1, 1)))
    logp, path = ours.decode(o)
    ref_logp, ref_path = ref.decode(o.reshape(-1, 1))
    assert logp == pytest.approx(ref_logp) and np.array_equal(path, ref_path)
    np.testing.assert_allclose(ours.predict_proba(o), ref.predict_proba(o.reshape(-1, 1)),
                               atol=1e-12)


def test_log_likelihood_never_decreases_from_random_starts(sample):
    _, _, seqs = sample
    for seed in range(3):
        steps = list(DiscreteHMM(3, 3, n_iter=60, tol=0, random_state=seed).iter_fit(seqs))
        ll = np.array([s.log_likelihood for s in steps])
        assert np.all(np.diff(ll) >= -1e-9 * np.abs(ll[:-1]))
        assert all(s.warning is None for s in steps)


def test_long_sequences_do_not_underflow():
    o = np.random.default_rng(0).integers(0, 3, 20_000)
    m = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B)
    m.startprob_, m.transmat_, m.emissionprob_ = PI, A, B
    logp = m.score(o)
    assert np.isfinite(logp) and logp < -10_000


def test_bad_input_is_explained():
    with pytest.raises(DataError, match="sum to 1"):
        DiscreteHMM(2, 3, transmat=[[0.5, 0.6], [0.5, 0.5]]).iter_fit([[0, 1]])
    with pytest.raises(DataError, match="0..2"):
        DiscreteHMM(2, 3).iter_fit([[0, 5]])
    with pytest.raises(DataError, match="non-empty"):
        DiscreteHMM(2, 3).iter_fit([[]])
