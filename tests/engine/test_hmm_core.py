"""The one log-space core (single = batched, Viterbi = brute force, α/β agree), a given HMM
evaluated without fitting, sampling, the step protocol of Baum–Welch and the trellises, and the
tagger study (split, evaluation, confusion) without Qt."""
import itertools

import numpy as np
import pytest
from hmmlearn.hmm import CategoricalHMM
from scipy.special import logsumexp

from engine import DataError, NotFittedError
from engine.hmm import (
    DiscreteHMM,
    HMMTagger,
    MarkovChain,
    core,
    evaluate_tagger,
    parse_tagged,
    split_corpus,
)

PI = np.array([0.6, 0.4])
A = np.array([[0.7, 0.3], [0.4, 0.6]])
B = np.array([[0.2, 0.4, 0.4], [0.5, 0.4, 0.1]])


def random_model(rng, n=3, m=4):
    return (rng.dirichlet(np.ones(n)), rng.dirichlet(np.ones(n), n), rng.dirichlet(np.ones(m), n))


def test_batched_core_equals_single_and_brute_force():
    rng = np.random.default_rng(0)
    pi, A_, B_ = random_model(rng)
    lpi, lA, lB = core.log_params(pi, A_, B_)
    seqs = [rng.integers(0, 4, n) for n in (5, 1, 3, 5)]
    T = max(map(len, seqs))
    E = np.zeros((len(seqs), T, 3))
    for k, o in enumerate(seqs):
        E[k, :len(o)] = lB.T[o]
    lengths = [len(o) for o in seqs]
    alpha, logp = core.forward(lpi, lA, E, lengths)
    beta, logp_b = core.backward(lpi, lA, E, lengths)
    paths, vlogp, _, _ = core.viterbi(lpi, lA, E, lengths)
    for k, o in enumerate(seqs):
        Ek = lB.T[o]
        scores = {}
        for q in itertools.product(range(3), repeat=len(o)):
            s = lpi[q[0]] + Ek[0, q[0]] + sum(lA[q[t - 1], q[t]] + Ek[t, q[t]]
                                              for t in range(1, len(o)))
            scores[q] = s
        assert logp[k] == pytest.approx(logsumexp(list(scores.values())))
        assert logp_b[k] == pytest.approx(logp[k])
        best = max(scores, key=scores.get)
        assert tuple(paths[k, :len(o)]) == best and vlogp[k] == pytest.approx(scores[best])
        a1, _ = core.forward(lpi, lA, Ek)
        np.testing.assert_allclose(a1, alpha[k, :len(o)])
        np.testing.assert_allclose(core.backward(lpi, lA, Ek)[0], beta[k, :len(o)])
        assert (paths[k, len(o):] == -1).all()


@pytest.mark.parametrize("seed", range(12))
def test_fast_viterbi_equals_the_general_path(seed, monkeypatch):
    """viterbi_flat's road without beam or tables (what tag_flat uses), first and second
    order, gives the states, log P and kept counts of the general path (keep=True forces
    it), ties included: integer log scores make many equal sums, −∞ emissions make sparse
    candidates and rows with no finite emission (impossible observations), −∞ transitions,
    with and without an end, in one batch and in many (a tiny MAX_PAIRS)."""
    rng = np.random.default_rng(seed)
    N = int(rng.integers(1, 6))
    lengths = rng.integers(1, 9, int(rng.integers(1, 30)))
    ties = seed % 2 == 0
    draw = (lambda *s: rng.integers(-3, 0, s).astype(float)) if ties else \
        (lambda *s: np.log(rng.random(s)))
    E = draw(int(lengths.sum()), N)
    E[rng.random(E.shape) < 0.5] = -np.inf
    if seed % 4 == 3:
        monkeypatch.setattr(core.candidate_viterbi, "MAX_PAIRS", 20)
    for order in (1, 2):
        if order == 1:
            lpi, lA = draw(N), draw(N, N)
        else:                                # π on the start row <s> = N only, as the tagger's
            lpi = np.full((N + 1, N), -np.inf)
            lpi[N] = draw(N)
            lA = draw(N + 1, N, N)
        if seed % 3 == 0:
            lA[rng.random(lA.shape) < 0.3] = -np.inf
        end = draw(*lpi.shape) if seed % 4 < 2 else None
        fast = core.viterbi_flat(lpi, lA, E, lengths, log_end=end)
        slow = core.viterbi_flat(lpi, lA, E, lengths, log_end=end, keep=True)
        sparse = core.viterbi_candidates(lpi, lA, *core.candidates(E), lengths, log_end=end)
        for k in ("states", "log_prob", "kept"):
            np.testing.assert_array_equal(fast[k], slow[k])
            np.testing.assert_array_equal(sparse[k], slow[k])


def test_given_hmm_evaluated_without_fit_matches_hmmlearn():
    m = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B)
    ref = CategoricalHMM(2, n_features=3)
    ref.startprob_, ref.transmat_, ref.emissionprob_ = PI, A, B
    o = np.array([0, 2, 1, 1, 0, 2, 2])
    assert m.score(o) == pytest.approx(ref.score(o[:, None]))
    logp, path = m.decode(o)
    ref_logp, ref_path = ref.decode(o[:, None])
    assert logp == pytest.approx(ref_logp) and list(path) == list(ref_path)
    assert list(m.predict(o)) == list(ref.predict(o[:, None]))      # hmmlearn's names
    np.testing.assert_allclose(m.predict_proba(o), ref.predict_proba(o[:, None]), atol=1e-12)
    assert not hasattr(m, "transmat_")               # evaluating does not fit
    fitted = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B, n_iter=1).fit([o])
    steps = list(DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B,
                             n_iter=1).iter_fit([o]))
    assert steps[0].log_likelihood == pytest.approx(m.score(o))   # fit starts from them
    np.testing.assert_allclose(fitted.transmat_, steps[0].transmat)


def test_sample_follows_the_model():
    m = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B)
    X, Z = m.sample(20_000, random_state=1)
    assert X.shape == Z.shape == (20_000,)
    again = m.sample(20_000, random_state=1)
    assert np.array_equal(again[0], X)
    counts = np.zeros((2, 2))
    np.add.at(counts, (Z[:-1], Z[1:]), 1)
    np.testing.assert_allclose(counts / counts.sum(1, keepdims=True), A, atol=0.02)
    emit = np.zeros((2, 3))
    np.add.at(emit, (Z, X), 1)
    np.testing.assert_allclose(emit / emit.sum(1, keepdims=True), B, atol=0.02)
    Xs, _ = m.sample(30, 0, n_sequences=50)
    assert Xs.shape == (50, 30) and Xs.max() <= 2


def test_unfitted_without_parameters_raises_not_fitted():
    m = DiscreteHMM(2, 3)
    for call in (lambda: m.score([0, 1]), lambda: m.decode([0]), lambda: m.predict_proba([1]),
                 lambda: m.sample(3)):
        with pytest.raises(NotFittedError, match="fit"):
            call()
    with pytest.raises(NotFittedError):
        HMMTagger().tag(["a"])
    with pytest.raises(NotFittedError):
        MarkovChain().log_prob(["A"])


def test_parameters_validated_with_clear_messages():
    bad = [[0.5, 0.5], [0.5, 0.5], [0.5, 0.4]]
    m = DiscreteHMM(3, 3, startprob=[1, 0, 0], transmat=[[1, 0, 0], [0, 1, 0], [0.5, 0.4, 0]],
                    emissionprob=np.eye(3))
    with pytest.raises(DataError, match=r"transmat row 2 sums to 0.9; each row must sum to 1"):
        m.score([0])
    with pytest.raises(DataError, match="startprob sums to 0.9"):
        DiscreteHMM(2, 3, startprob=[0.5, 0.4], transmat=A, emissionprob=B).decode([0])
    with pytest.raises(DataError, match="shape"):
        DiscreteHMM(2, 2, startprob=PI, transmat=A, emissionprob=bad).score([0])
    with pytest.raises(DataError, match="probability 0"):
        DiscreteHMM(2, 3, startprob=[1, 0], transmat=[[1, 0], [0, 1]],
                    emissionprob=[[1, 0, 0], [0, 1, 0]]).decode([1])


def test_baum_welch_capped_run_is_not_converged():
    X, _ = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B).sample(200, 0)
    steps = list(DiscreteHMM(2, 3, n_iter=3, tol=0, random_state=0).iter_fit([X]))
    assert [s.iteration for s in steps] == [1, 2, 3]
    assert not any(s.converged for s in steps)
    assert steps[-1].stopped == "n_iter" and steps[0].stopped is None
    assert steps[-1].objective == steps[-1].log_likelihood
    done = list(DiscreteHMM(2, 3, n_iter=500, tol=1e-3, random_state=0).iter_fit([X]))
    assert done[-1].converged and done[-1].stopped is None and len(done) < 500
    with pytest.raises(ValueError, match="n_iter"):          # at call time, not at next()
        DiscreteHMM(2, 3, n_iter=0).iter_fit([X])


CORPUS = ("The/DT dog/NN barks/VBZ ./.\nA/DT cat/NN runs/VBZ ./.\nThe/DT cats/NNS run/VBP ./.\n"
          "Dogs/NNS bark/VBP loudly/RB ./.\nThe/DT old/JJ dog/NN sleeps/VBZ ./.\n") * 4


def test_trellis_steps_come_from_the_core_and_reveal_the_path_last():
    t = HMMTagger().fit(parse_tagged(CORPUS))
    words = ["The", "old", "cat", "barks", "."]
    vit = list(t.iter_viterbi(words))
    path, delta, back, logp = t.viterbi(words)
    assert [s.position for s in vit] == [0, 1, 2, 3, 4]
    assert all(s.path is None and not s.converged for s in vit[:-1])
    assert vit[-1].converged and [t.tags_[i] for i in vit[-1].path] == path
    assert vit[-1].log_prob == pytest.approx(logp)
    np.testing.assert_array_equal(vit[2].column, delta[2])
    np.testing.assert_array_equal(vit[2].back, back[2])
    back_steps = list(t.iter_backward(words))
    assert [s.position for s in back_steps] == [4, 3, 2, 1, 0]
    fwd = list(t.iter_forward(words))
    assert fwd[-1].log_prob == pytest.approx(back_steps[-1].log_prob)
    with pytest.raises(TypeError, match="list of words"):
        t.iter_viterbi("The dog")


def test_split_and_evaluation_with_confusion():
    corpus = parse_tagged(CORPUS)
    train, test = split_corpus(corpus, 0.25, random_state=0)
    assert len(test) == 5 and len(train) == 15
    assert sorted(map(str, list(train) + list(test))) == sorted(map(str, corpus))
    assert split_corpus(corpus, 0.25, 0) == (train, test)
    t = HMMTagger().fit(train)
    test = list(test) + list(parse_tagged("The/DT frog/NN jumps/VBZ ./."))
    r = evaluate_tagger(t, test)
    tokens = sum(map(len, test))
    assert r.tokens == tokens and r.confusion.sum() == tokens
    assert r.accuracy == pytest.approx(np.trace(r.confusion) / tokens)
    assert r.unknown_tokens == 2 and r.known == 1.0
    assert t.evaluate(test)["accuracy"] == r.accuracy
    only_known = evaluate_tagger(t, parse_tagged("The/DT dog/NN barks/VBZ ./."))
    assert only_known.unknown is None and only_known.unknown_tokens == 0   # never NaN
    with pytest.raises(DataError, match="at least two"):
        split_corpus(corpus[:1], 0.1)


def test_emission_smoothing_keeps_alternatives_and_sums_to_one():
    corpus = parse_tagged(CORPUS)
    ml = HMMTagger().fit(corpus)
    smooth = HMMTagger(emission_alpha=0.01).fit(corpus)
    assert np.isneginf(ml.log_emit_).any() and np.isfinite(smooth.log_emit_).all()
    np.testing.assert_allclose(np.exp(smooth.log_emit_).sum(axis=1), 1.0)
    words = ["The", "old", "cat", "barks", "."]
    assert smooth.tag(words) == ml.tag(words)
    with pytest.raises(ValueError, match="emission_alpha"):
        HMMTagger(emission_alpha=-1).fit(corpus)


def test_hmm_steps_follow_the_step_protocol():
    import dataclasses

    X, _ = DiscreteHMM(2, 3, startprob=PI, transmat=A, emissionprob=B).sample(100, 0)
    make = lambda: DiscreteHMM(2, 3, n_iter=1000, tol=1e-2, random_state=3)
    steps = list(make().iter_fit([X]))
    model = make().fit([X])
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert {s.phase for s in steps} == {"EM"} and steps[-1].converged
    np.testing.assert_array_equal(model.transmat_, steps[-1].transmat)
    assert model.n_iter_ == steps[-1].iteration
    with pytest.raises(dataclasses.FrozenInstanceError):
        steps[0].iteration = 9
    with pytest.raises(ValueError):
        steps[0].transmat[0, 0] = 1.0
    assert not np.array_equal(steps[0].transmat, steps[-1].transmat)
    for bad in ({"n_iter": 0}, {"tol": -1}, {"init": "zeros"}, {"n_components": 0}):
        kwargs = {"n_components": 2, "n_features": 3, **bad}
        with pytest.raises(ValueError):
            DiscreteHMM(**kwargs).iter_fit([X])              # raised at call time
    t = HMMTagger().fit(parse_tagged(CORPUS))
    for it in (t.iter_viterbi, t.iter_forward, t.iter_backward):
        with pytest.raises(DataError):
            it([])                                           # raised at call time
        trellis = list(it(["The", "dog", "barks", "."]))
        assert [s.iteration for s in trellis] == [1, 2, 3, 4] and trellis[-1].converged
        assert all(np.isfinite(s.objective) for s in trellis)


def test_iter_evaluate_yields_progress_and_returns_the_report():
    from engine import Progress
    from engine.hmm import iter_evaluate_tagger

    corpus = parse_tagged(CORPUS)
    t = HMMTagger(order=2).fit(corpus)
    steps = iter_evaluate_tagger(t, corpus, work=t.work_per_token * 8)
    progress = []
    try:
        while True:
            progress.append(next(steps))
    except StopIteration as done:
        report = done.value
    assert len(progress) > 3 and all(isinstance(p, Progress) for p in progress)
    assert progress[-1].done == progress[-1].total == report.tokens
    whole = evaluate_tagger(t, corpus)
    assert report.accuracy == whole.accuracy
    np.testing.assert_array_equal(report.confusion, whole.confusion)
