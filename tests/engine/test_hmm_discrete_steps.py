"""DiscreteHMM's trellises stepped one column at a time (iter_forward, iter_backward,
iter_viterbi, iter_posteriors): the columns are hmmlearn's CategoricalHMM lattices and
score/decode/predict_proba, and DiscreteHMM's own score/decode/posteriors, on the ice-cream HMM
and on random models."""
import numpy as np
import pytest
from hmmlearn.hmm import CategoricalHMM
from hypothesis import given
from hypothesis import strategies as st

from engine import DataError, NotFittedError, Step
from engine.hmm import DiscreteHMM, TrellisStep

ICE = {"startprob": [0.8, 0.2], "transmat": [[0.6, 0.4], [0.5, 0.5]],
       "emissionprob": [[0.2, 0.4, 0.4], [0.5, 0.4, 0.1]]}


def _pair(pi, A, B):
    ours = DiscreteHMM(len(pi), B.shape[1], startprob=pi, transmat=A, emissionprob=B)
    ref = CategoricalHMM(len(pi), n_features=B.shape[1])
    ref.startprob_, ref.transmat_, ref.emissionprob_ = pi, A, B
    return ours, ref


def _table(steps):
    """The (T, N) trellis the steps fill, by position."""
    out = np.full((len(steps), len(steps[0].column)), np.nan)
    for s in steps:
        out[s.position] = s.column
    return out


def _check(pi, A, B, obs):
    ours, ref = _pair(pi, A, B)
    X = np.asarray(obs)[:, None]
    T = len(obs)
    fwd, bwd = list(ours.iter_forward(obs)), list(ours.iter_backward(obs))
    vit, post = list(ours.iter_viterbi(obs)), list(ours.iter_posteriors(obs))
    for steps, order in ((fwd, range(T)), (bwd, range(T - 1, -1, -1)), (vit, range(T)),
                         (post, range(T))):
        assert all(isinstance(s, TrellisStep) and isinstance(s, Step) for s in steps)
        assert [s.iteration for s in steps] == list(range(1, T + 1))
        assert [s.position for s in steps] == list(order)
        assert [s.converged for s in steps] == [False] * (T - 1) + [True]
        assert all(s.stopped is None and not s.column.flags.writeable for s in steps)
        assert all(s.log_prob is None for s in steps[:-1])
    logp = ref.score(X)
    assert fwd[-1].log_prob == pytest.approx(logp, abs=1e-9)
    assert bwd[-1].log_prob == pytest.approx(logp, abs=1e-9)
    assert post[-1].log_prob == pytest.approx(logp, abs=1e-9)
    assert fwd[-1].log_prob == pytest.approx(ours.score(obs), abs=1e-12)
    # the lattices themselves, from hmmlearn's compiled passes
    from hmmlearn import _hmmc
    with np.errstate(divide="ignore"):
        lf = np.log(B.T[obs])
    ref_logp, ref_alpha = _hmmc.forward_log(pi, A, lf)
    assert fwd[-1].log_prob == pytest.approx(ref_logp, abs=1e-9)
    np.testing.assert_allclose(_table(fwd), ref_alpha, atol=1e-9)
    np.testing.assert_allclose(_table(bwd), _hmmc.backward_log(pi, A, lf), atol=1e-9)
    # γ = hmmlearn's predict_proba = DiscreteHMM.posteriors
    gamma = np.exp(_table(post))
    np.testing.assert_allclose(gamma, ref.predict_proba(X), atol=1e-9)
    np.testing.assert_allclose(gamma, ours.predict_proba(obs), atol=1e-12)
    assert all(abs(s.score) < 1e-9 for s in post)              # each column sums to 1
    # δ: the last column's max is log P(best path); the path is hmmlearn's and decode's
    ref_vlogp, ref_path = ref.decode(X, algorithm="viterbi")
    vlogp, path = ours.decode(obs)
    last = vit[-1]
    assert last.log_prob == pytest.approx(ref_vlogp, abs=1e-9) == pytest.approx(vlogp)
    assert last.score == pytest.approx(vlogp, abs=1e-12)
    assert last.path == last.state_path == tuple(path.tolist())
    # a tie may break differently; the path hmmlearn found must score the same
    delta = _table(vit)
    assert delta[-1, ref_path[-1]] == pytest.approx(delta[-1].max(), abs=1e-9)
    assert vit[0].back is None and all(s.back.shape == (len(pi),) for s in vit[1:])
    # following the back-pointers from the best last state gives the path
    s = int(np.argmax(delta[-1]))
    back = {st_.position: st_.back for st_ in vit}
    trace = [s]
    for t in range(T - 1, 0, -1):
        s = int(back[t][s])
        trace.append(s)
    assert tuple(trace[::-1]) == last.path


@pytest.mark.parametrize("obs", [[2, 0, 2], [2], [0, 0, 0, 1, 2, 2, 1, 0]])
def test_ice_cream_trellises_are_hmmlearns(obs):
    _check(*(np.array(ICE[k], float) for k in ("startprob", "transmat", "emissionprob")), obs)


def test_ice_cream_by_hand():
    """Jurafsky & Martin's numbers for 3 1 3: α_1 = (.32, .02), δ_2 = (.0384, .064)."""
    hmm = DiscreteHMM(2, 3, **ICE)
    fwd = list(hmm.iter_forward([2, 0, 2]))
    np.testing.assert_allclose(np.exp(fwd[0].column), [0.32, 0.02])
    np.testing.assert_allclose(np.exp(fwd[1].column), [0.0404, 0.069])
    vit = list(hmm.iter_viterbi([2, 0, 2]))
    np.testing.assert_allclose(np.exp(vit[1].column), [0.0384, 0.064])
    assert vit[-1].path == (0, 1, 0) and list(vit[2].back) == [1, 1]


@given(st.integers(1, 4), st.integers(1, 4), st.integers(1, 12), st.integers(0, 2**32 - 1))
def test_random_models_are_hmmlearns(n, m, T, seed):
    rng = np.random.default_rng(seed)
    pi, A, B = rng.dirichlet(np.ones(n)), rng.dirichlet(np.ones(n), n), rng.dirichlet(
        np.ones(m), n)
    _check(pi, A, B, rng.integers(0, m, T).tolist())


def test_fitted_model_steps_equal_its_score_and_decode():
    hmm = DiscreteHMM(3, 4, random_state=1, n_iter=5).fit([[0, 1, 2, 3, 3, 2, 1, 0] * 3])
    obs = [3, 2, 1, 0, 0]
    assert list(hmm.iter_forward(obs))[-1].log_prob == pytest.approx(hmm.score(obs))
    logp, path = hmm.decode(obs)
    last = list(hmm.iter_viterbi(obs))[-1]
    assert last.path == tuple(path.tolist()) and last.log_prob == pytest.approx(logp)


def test_impossible_observations():
    """B says state 0 never emits 1 and state 1 never emits 0, and A forbids switching from
    0: (0, 1) cannot be produced. α and δ still fill (−∞), with no best path; γ is refused."""
    hmm = DiscreteHMM(2, 2, startprob=[1, 0], transmat=[[1, 0], [0, 1]],
                      emissionprob=[[1, 0], [0, 1]])
    assert list(hmm.iter_forward([0, 1]))[-1].log_prob == -np.inf
    last = list(hmm.iter_viterbi([0, 1]))[-1]
    assert last.path is None and last.log_prob == -np.inf and last.converged
    with pytest.raises(DataError, match="probability 0"):
        hmm.iter_posteriors([0, 1])


def test_bad_input_is_refused_at_call_time():
    hmm = DiscreteHMM(2, 3, **ICE)
    for it in (hmm.iter_forward, hmm.iter_backward, hmm.iter_viterbi, hmm.iter_posteriors):
        with pytest.raises(DataError, match="0..2"):
            it([0, 3])
        with pytest.raises(DataError, match="non-empty"):
            it([])
    with pytest.raises(NotFittedError):
        DiscreteHMM(2, 3).iter_forward([0])
