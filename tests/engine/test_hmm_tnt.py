"""The TnT-level tagger (issue 13): the one Viterbi core for both orders against brute force and
a plain dense Viterbi, α = β for order 2, the beam, TnT's λs and suffix model against direct
implementations of Brants (2000), the explanation of unknown words, and a generated corpus on
which our tagger beats NLTK's TnT."""
import itertools
import math
from collections import Counter

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy.special import logsumexp

from engine import DataError
from engine.hmm import HMMTagger, WordExplanation, core, parse_tagged
from engine.hmm.unknown import SuffixModel

CORPUS = ("The/DT dog/NN barks/VBZ ./.\nA/DT cat/NN runs/VBZ ./.\nThe/DT cats/NNS run/VBP ./.\n"
          "Dogs/NNS bark/VBP loudly/RB ./.\nThe/DT old/JJ dog/NN sleeps/VBZ ./.\n"
          "The/DT cat/NN walked/VBD ./.\nA/DT dog/NN talked/VBD loudly/RB ./.\n") * 3


def random_model(rng, n, order, sparse=0.0):
    """log π, log A, log end and (T, n) emissions; ``sparse`` of the emissions are −∞."""
    if order == 1:
        pi = np.log(rng.dirichlet(np.ones(n)))
        A = np.log(rng.dirichlet(np.ones(n + 1), n))
        return pi, A[:, :n], A[:, n]
    pi = np.full((n + 1, n), -np.inf)
    pi[n] = np.log(rng.dirichlet(np.ones(n)))
    P = np.log(rng.dirichlet(np.ones(n + 1), (n + 1, n)))
    return pi, P[..., :n], P[..., n]


def emissions(rng, T, n, sparse):
    E = np.log(rng.random((T, n)))
    E[rng.random((T, n)) < sparse] = -np.inf
    E[np.arange(T), rng.integers(0, n, T)] = np.log(0.5)       # every word can be emitted
    return E


def enumerate_paths(pi, A, end, E, order):
    """(log P(path, O), path) of every tag sequence."""
    n = E.shape[1]
    out = []
    for seq in itertools.product(range(n), repeat=len(E)):
        if order == 1:
            s = pi[seq[0]] + E[0, seq[0]] + sum(A[seq[t - 1], seq[t]] + E[t, seq[t]]
                                                for t in range(1, len(E))) + end[seq[-1]]
        else:
            prev = (n,) + seq
            s = pi[n, seq[0]] + E[0, seq[0]] + sum(
                A[prev[t - 1], prev[t], seq[t]] + E[t, seq[t]] for t in range(1, len(E)))
            s += end[prev[-2], prev[-1]]
        out.append((s, seq))
    return out


@pytest.mark.parametrize("order", [1, 2])
@pytest.mark.parametrize("sparse", [0.0, 0.5])
def test_core_equals_brute_force_for_both_orders(order, sparse):
    rng = np.random.default_rng(order * 10 + int(sparse * 10))
    n = 3
    pi, A, end = random_model(rng, n, order)
    for T in (1, 2, 4):
        E = emissions(rng, T, n, sparse)
        paths = enumerate_paths(pi, A, end, E, order)
        best, seq = max(paths)
        total = logsumexp([s for s, _ in paths])
        path, logp, _, back = core.viterbi(pi, A, E, log_end=end)
        assert logp == pytest.approx(best) and tuple(path % n) == seq
        _, lf = core.forward(pi, A, E, log_end=end)
        _, lb = core.backward(pi, A, E, log_end=end)
        assert lf == pytest.approx(total) and lb == pytest.approx(total)
        # the back-pointers lead from the best last state along the path
        for t in range(T - 1, 0, -1):
            assert back[t, path[t]] == path[t - 1]


def dense_viterbi(pi, A, end, E, order):
    """A plain dense Viterbi over the flat state space (the reference for the sparse core)."""
    n = E.shape[1]
    if order == 2:
        C = pi.shape[0]
        dense = np.full((C * n, C * n), -np.inf)
        i, j, k = np.meshgrid(np.arange(C), np.arange(n), np.arange(n), indexing="ij")
        dense[i * n + j, j * n + k] = A
        pi, A, end = pi.ravel(), dense, end.ravel()
    tag = np.arange(len(pi)) % n
    d = pi + E[0, tag]
    for t in range(1, len(E)):
        d = (d[:, None] + A).max(axis=0) + E[t, tag]
    return (d + end).max()


@given(st.integers(0, 10_000), st.sampled_from([1, 2]), st.lists(st.integers(1, 7),
                                                                  min_size=1, max_size=6))
def test_batched_sparse_core_equals_dense_viterbi(seed, order, lengths):
    rng = np.random.default_rng(seed)
    n = 4
    pi, A, end = random_model(rng, n, order)
    E = emissions(rng, sum(lengths), n, 0.6)
    res = core.viterbi_flat(pi, A, E, lengths, log_end=end)
    for s, (a, b) in enumerate(zip(np.r_[0, np.cumsum(lengths)[:-1]], np.cumsum(lengths))):
        assert res["log_prob"][s] == pytest.approx(dense_viterbi(pi, A, end, E[a:b], order))
        one = core.viterbi_flat(pi, A, E[a:b], [b - a], log_end=end)
        np.testing.assert_array_equal(one["states"], res["states"][a:b])
        # the path's score is the reported best score
        st_ = res["states"][a:b]
        tags = st_ % n
        if order == 1:
            s_path = pi[tags[0]] + sum(A[tags[t - 1], tags[t]] for t in range(1, b - a)) + \
                end[tags[-1]]
        else:
            padded = (n, n) + tuple(tags)
            s_path = pi[n, tags[0]] + sum(A[padded[t], padded[t + 1], tags[t]]
                                          for t in range(1, b - a))
            s_path += end[padded[-2], padded[-1]]
        s_path += E[np.arange(a, b), tags].sum()
        assert s_path == pytest.approx(res["log_prob"][s])


def test_beam_none_is_exact_and_a_wide_beam_changes_nothing():
    rng = np.random.default_rng(3)
    pi, A, end = random_model(rng, 5, 2)
    E = emissions(rng, 30, 5, 0.3)
    lengths = [7, 9, 1, 13]
    exact = core.viterbi_flat(pi, A, E, lengths, log_end=end, keep=True)
    wide = core.viterbi_flat(pi, A, E, lengths, log_end=end, beam=1e300, keep=True)
    np.testing.assert_array_equal(exact["states"], wide["states"])
    np.testing.assert_allclose(exact["log_prob"], wide["log_prob"])
    narrow = core.viterbi_flat(pi, A, E, lengths, log_end=end, beam=2.0, keep=True)
    assert (narrow["kept"] <= exact["kept"]).all() and (narrow["kept"] >= 1).all()
    assert narrow["kept"].sum() < exact["kept"].sum()
    # kept = the finite δ of each column; the beam keeps δ ≥ max δ − log θ
    np.testing.assert_array_equal(np.isfinite(narrow["delta"]).sum(axis=1), narrow["kept"])
    top = narrow["delta"].max(axis=1, keepdims=True)
    alive = np.isfinite(narrow["delta"])
    assert (narrow["delta"][alive] >= np.broadcast_to(top - np.log(2.0), alive.shape)[alive]
            - 1e-12).all()
    assert (narrow["log_prob"] <= exact["log_prob"] + 1e-9).all()


def test_tagger_beam_steps_expose_the_states_kept():
    t = HMMTagger().fit(parse_tagged(CORPUS))
    words = ["The", "old", "cat", "barks", "loudly", "."]
    exact = list(t.iter_viterbi(words))
    assert [s.kept for s in exact] == [int(np.isfinite(s.column).sum()) for s in exact]
    t.beam = 1000.0
    pruned = list(t.iter_viterbi(words))
    assert all(p.kept <= e.kept for p, e in zip(pruned, exact))
    assert pruned[-1].path == exact[-1].path          # a generous beam keeps the best path
    assert pruned[-1].state_path is not None and len(pruned[-1].state_path) == len(words)
    n = len(t.tags_)
    assert [s % n for s in pruned[-1].state_path] == list(pruned[-1].path)
    with pytest.raises(ValueError, match="beam"):
        HMMTagger(beam=0.5).fit(parse_tagged(CORPUS))


def tnt_lambdas(sentences):
    """Brants (2000), figure 1, with dictionaries: the reference for the vectorised λs."""
    uni, bi, tri = Counter(), Counter(), Counter()
    for s in sentences:
        tags = ["<s>", "<s>"] + [t for _, t in s] + ["</s>"]
        for k in range(2, len(tags)):
            uni[tags[k]] += 1
            bi[tags[k - 1], tags[k]] += 1
            tri[tags[k - 2], tags[k - 1], tags[k]] += 1
    ctx1 = Counter()
    for (a, b), c in bi.items():
        ctx1[a] += c
    ctx2 = Counter()
    for (a, b, c), f in tri.items():
        ctx2[a, b] += f
    N = sum(uni.values())
    lam = [0.0, 0.0, 0.0]
    for (t1, t2, t3), f in tri.items():
        c3 = (f - 1) / (ctx2[t1, t2] - 1) if ctx2[t1, t2] > 1 else 0.0
        c2 = (bi[t2, t3] - 1) / (ctx1[t2] - 1) if ctx1[t2] > 1 else 0.0
        c1 = (uni[t3] - 1) / (N - 1)
        k = int(np.argmax([c1, c2, c3]))
        lam[k] += f
    return np.array(lam) / sum(lam)


def test_lambdas_are_tnts_deleted_interpolation():
    sents = parse_tagged(CORPUS)
    t = HMMTagger().fit(sents)
    np.testing.assert_allclose(t.lambdas_, tnt_lambdas(sents))
    rng = np.random.default_rng(0)
    tags = [f"T{i}" for i in range(4)]
    random_sents = [[(f"w{rng.integers(9)}", tags[rng.integers(4)]) for _ in range(
        rng.integers(1, 6))] for _ in range(60)]
    np.testing.assert_allclose(HMMTagger().fit(random_sents).lambdas_,
                               tnt_lambdas(random_sents))


def test_interpolated_trigram_probability_by_hand():
    sents = parse_tagged(CORPUS)
    t = HMMTagger(alpha=0.1).fit(sents)
    ix = {g: i for i, g in enumerate(t.tags_)}
    K = len(t.tags_) + 1
    seqs = [["<s>", "<s>"] + [g for _, g in s] + ["</s>"] for s in sents]
    uni = Counter(g for s in seqs for g in s[2:])
    bi = Counter((s[k - 1], s[k]) for s in seqs for k in range(2, len(s)))
    tri = Counter((s[k - 2], s[k - 1], s[k]) for s in seqs for k in range(2, len(s)))
    ctx1 = Counter(s[k - 1] for s in seqs for k in range(2, len(s)))
    ctx2 = Counter((s[k - 2], s[k - 1]) for s in seqs for k in range(2, len(s)))
    l1, l2, l3 = t.lambdas_
    t1, t2, t3 = "DT", "NN", "VBZ"
    p = (l1 * uni[t3] / sum(uni.values()) + l2 * bi[t2, t3] / ctx1[t2]
         + l3 * tri[t1, t2, t3] / ctx2[t1, t2])
    q = (bi[t2, t3] + 0.1) / (ctx1[t2] + 0.1 * K)
    f12 = ctx2[t1, t2]
    expected = (f12 * p + 0.1 * q) / (f12 + 0.1)
    assert math.exp(t.log_A_[ix[t1], ix[t2], ix[t3]]) == pytest.approx(expected)


def test_suffix_model_is_successive_abstraction():
    # rare words (all here: frequency ≤ 10) by tag
    words = ["walked", "talked", "naked", "jumped", "red", "bed"]
    tags = ["VBD", "VBD", "JJ", "VBD", "JJ", "NN"]
    names = sorted(set(words))
    tagset = ["JJ", "NN", "VBD"]
    B = np.zeros((3, len(names)))
    for w, g in zip(words, tags):
        B[tagset.index(g), names.index(w)] += 1
    m = SuffixModel().fit(names, B)
    prior = B.sum(axis=1) / B.sum()
    assert m.theta_ == pytest.approx(np.std(prior, ddof=1))        # TnT's θ
    th = m.theta_
    base = prior                                       # all words rare: the rare distribution
    root = (prior + th * base) / (1 + th)              # the lower-case trie's root
    d = (np.array([2, 1, 3]) / 6 + th * root) / (1 + th)              # "-d": 2 JJ 1 NN 3 VBD
    ed = (np.array([2, 1, 3]) / 6 + th * d) / (1 + th)                # "-ed": the same words
    ked = (np.array([1, 0, 2]) / 3 + th * ed) / (1 + th)              # walked talked naked
    np.testing.assert_allclose(np.exp(m.log_p_[m.index_["l|ked"]]), ked)
    # an unknown word takes its longest suffix in the trie: "baked" → "aked"
    chain = m.explain("baked", tuple(tagset)).chain
    assert [c.suffix for c in chain] == ["", "d", "ed", "ked", "aked"]
    assert chain[-1].count == 1 and chain[3].count == 3 and chain[2].count == 6
    np.testing.assert_allclose(chain[3].p, ked)
    np.testing.assert_allclose(m.log_emission("baked"), np.log(chain[-1].p) - np.log(prior))
    np.testing.assert_allclose(m.log_emissions(["baked", "Zed", "x"]),
                               [m.log_emission(w) for w in ["baked", "Zed", "x"]])
    assert SuffixModel(theta=1.0).fit(names, B).theta_ == 1.0


def test_explain_known_unknown_and_case_variant():
    t = HMMTagger().fit(parse_tagged(CORPUS))
    known = t.explain("dog")
    assert isinstance(known, WordExplanation) and known.known
    assert known.counts[t.tags_.index("NN")] == 9 and known.counts.sum() == 9
    unknown = t.explain("stalked")
    assert not unknown.known and unknown.suffix == "talked" and unknown.shape == "l"
    assert unknown.shape_text == "lower-case words" and unknown.best(1)[0][0] == "VBD"
    np.testing.assert_allclose(unknown.log_emission, t.emission("stalked"))
    assert [c.suffix for c in unknown.chain][:3] == ["", "d", "ed"]
    variant = t.explain("Loudly")                  # unknown capitalised, "loudly" known
    assert variant.case_variant == "loudly" and not variant.known
    np.testing.assert_allclose(variant.log_emission, t.emission("loudly"))
    np.testing.assert_allclose(t.emission("Loudly"), t.emission("loudly"))
    with pytest.raises(TypeError):
        t.explain(3)


def test_bad_input_gets_data_errors():
    rng = np.random.default_rng(0)
    pi, A, _ = random_model(rng, 3, 2)
    with pytest.raises(DataError, match="shapes"):
        core.viterbi_flat(pi, A[:, :2], np.zeros((4, 3)), [4])
    with pytest.raises(DataError, match="add up"):
        core.viterbi_flat(pi, A, np.zeros((4, 3)), [2, 3])
    with pytest.raises(DataError, match="add up"):
        core.viterbi_flat(pi, A, np.zeros((4, 3)), [0, 4])
    with pytest.raises(DataError, match="empty"):
        core.forward(pi, A, np.zeros((0, 3)))
    t = HMMTagger().fit(parse_tagged(CORPUS))
    with pytest.raises(DataError, match="add"):
        t.tag_flat(["The", "dog"], [3])
    with pytest.raises(DataError):
        t.tag_sents([["The"], []])
    with pytest.raises(TypeError):
        t.tag_sents([["The", 3]])
    with pytest.raises(ValueError, match="theta"):
        HMMTagger(theta=-1.0).fit(parse_tagged(CORPUS))
    with pytest.raises(DataError):
        HMMTagger().fit([])


def test_save_load_keeps_beam_theta_and_the_suffix_model(tmp_path):
    t = HMMTagger(beam=500.0, theta=None).fit(parse_tagged(CORPUS))
    path = tmp_path / "t.npz"
    t.save(path)
    again = HMMTagger.load(path)
    assert again.beam == 500.0 and again.theta is None and again.order == 2
    words = ["The", "zorbs", "walked", "Loudly", "."]
    assert again.tag(words) == t.tag(words)
    e1, e2 = t.explain("stalked"), again.explain("stalked")
    assert e1.suffix == e2.suffix and np.allclose(e1.log_emission, e2.log_emission)
    np.testing.assert_allclose(again.lambdas_, t.lambdas_)
    old = tmp_path / "old.npz"           # a file of the earlier format (no suffix counts)
    np.savez(old, tags=np.array(["NN"]), words=np.array(["a"]), log_start=np.zeros(1))
    with pytest.raises(DataError, match="older Trellis"):
        HMMTagger.load(old)


# -- a generated corpus: a known second-order HMM whose words carry their tag in a suffix ------
TAGS = ["D", "N", "V", "A", "P", "R"]
SUFFIX = {"D": ["e"], "N": ["ion", "s", "er"], "V": ["s", "ed", "ing"], "A": ["ous", "er", "al"],
          "P": ["o"], "R": ["ly"]}


def generated_corpus(seed, n_sent):
    rng = np.random.default_rng(seed)
    n = len(TAGS)
    trans = rng.dirichlet(np.full(n, 0.3), (n + 1, n + 1))     # second order, sparse-ish
    letters = list("bcdfghklmnprstvz")
    pool = ["".join(rng.choice(letters, 4)) for _ in range(600)]
    # overlapping stems: "<stem>s" may be a noun or a verb, "<stem>er" a noun or an adjective
    stems = {"N": pool[:400], "V": pool[200:], "A": pool[100:500], "R": pool[50:450]}
    closed = {"D": ["the", "a", "this"], "P": ["to", "of", "in", "on"]}
    zipf = 1 / np.arange(1, 401) ** 1.1
    zipf /= zipf.sum()
    sents = []
    for _ in range(n_sent):
        prev = (n, n)
        sent = []
        for _ in range(rng.integers(4, 14)):
            t = int(rng.choice(n, p=trans[prev]))
            tag = TAGS[t]
            if tag in closed:
                w = closed[tag][rng.integers(len(closed[tag]))]
            else:
                w = stems[tag][rng.choice(400, p=zipf)] + SUFFIX[tag][rng.integers(
                    len(SUFFIX[tag]))]
            sent.append((w, tag))
            prev = (prev[1], t)
        sents.append(sent)
    return sents


def test_beats_nltk_tnt_on_a_generated_corpus_with_unknown_words():
    from nltk.tag import AffixTagger, DefaultTagger
    from nltk.tag.tnt import TnT

    sents = generated_corpus(1, 1500)
    train, test = sents[:1200], sents[1200:]
    ours = HMMTagger().fit(train).evaluate(test)
    assert ours["unknown_tokens"] > 200
    unk = AffixTagger(train, affix_length=-3, backoff=DefaultTagger("N"))
    tnt = TnT(unk=unk, Trained=True, N=1000)
    tnt.train(train)
    pred = tnt.tagdata([[w for w, _ in s] for s in test])
    gold = [g for s in test for _, g in s]
    theirs = np.mean(np.array([p for s in pred for _, p in s]) == np.array(gold))
    assert ours["accuracy"] > theirs + 0.005, (ours, theirs)
    first = HMMTagger(order=1).fit(train).evaluate(test)
    assert ours["accuracy"] >= first["accuracy"] - 0.002   # the true model is second order


def test_beam_study_trades_states_for_accuracy():
    from engine import Progress
    from engine.workflows.tagging import BeamStudy, iter_beam_study

    sents = generated_corpus(2, 400)
    tagger = HMMTagger().fit(sents[:300])
    steps = iter_beam_study(tagger, sents[300:], thetas=(None, 1000.0, 1.5))
    progress = []
    try:
        while True:
            progress.append(next(steps))
    except StopIteration as done:
        study = done.value
    assert isinstance(study, BeamStudy) and len(progress) == 3
    assert all(isinstance(p, Progress) for p in progress) and progress[-1].done == 3
    exact, wide, narrow = study.points
    assert exact.theta is None and exact.accuracy == tagger.evaluate(sents[300:])["accuracy"]
    assert exact.states_kept >= wide.states_kept >= narrow.states_kept >= 1
    assert narrow.states_kept < exact.states_kept
    assert exact.accuracy >= narrow.accuracy
    assert tagger.beam is None                      # the study does not change the tagger
    with pytest.raises(ValueError, match="beam"):
        iter_beam_study(tagger, sents[300:], thetas=(0.5,))          # at call time
