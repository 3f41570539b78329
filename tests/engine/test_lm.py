"""N-gram language models (engine.text.NgramModel): nltk.lm's MLE/Laplace/Lidstone scores on the
seen n-grams of the shipped English sample, every smoothed distribution summing to 1, Kneser–Ney
beating Laplace on held-out text, EM for the interpolation weights, save/load, and bad input."""
import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import resources
from engine import DataError, NotFittedError
from engine.text import (SMOOTHINGS, LambdaStep, NgramModel, iter_compare, longest_copied_span,
                         sentences, split_heldout, tokenize)
from engine import run_job

from contract import call

TEXT = (resources.path("text") / "english_sample.txt").read_text(encoding="utf-8")
SENTS = [tokenize(s, "treebank") for s in sentences(TEXT)]


def padded_ngrams(sents, n):
    """The model's own padding: n−1 <s> before, one </s> after; the n-grams of each position."""
    out = []
    for s in sents:
        p = ["<s>"] * (n - 1) + list(s) + ["</s>"]
        out.append([tuple(p[i:i + n]) for i in range(len(p) - n + 1)])
    return out


def nltk_model(cls, sents, n, vocab, **kw):
    from nltk.lm import Vocabulary
    # the same vocabulary: nltk adds <UNK> itself and counts it in len(vocab)
    v = Vocabulary([w for w in vocab if w != "<UNK>"], unk_cutoff=1)
    lm = cls(order=n, vocabulary=v, **kw)
    lm.fit(padded_ngrams(sents, n))
    return lm


@pytest.mark.parametrize("n", [2, 3])
@pytest.mark.parametrize("smoothing,nltk_name,kw", [
    ("mle", "MLE", {}), ("laplace", "Laplace", {}), ("add_k", "Lidstone", {"gamma": 0.3})])
def test_prob_equals_nltk_on_seen_ngrams(n, smoothing, nltk_name, kw):
    import nltk.lm
    model = NgramModel(n, smoothing, k=0.3).fit(SENTS)
    lm = nltk_model(getattr(nltk.lm, nltk_name), SENTS, n, model.vocab_, **kw)
    assert len(lm.vocab) == len(model.vocab_)
    grams = sorted({g for s in padded_ngrams(SENTS, n) for g in s})
    assert len(grams) > 300
    ours = np.array([model.prob(g[-1], g[:-1]) for g in grams])
    theirs = np.array([lm.score(g[-1], g[:-1]) for g in grams])
    np.testing.assert_allclose(ours, theirs, rtol=1e-12)
    # and an unseen word after a seen context (smoothed mass, 0 under MLE)
    ctx = grams[0][:-1]
    assert model.prob("xylophone", ctx) == pytest.approx(lm.score("xylophone", ctx))


def contexts(model, count=40, seed=0):
    """Seen contexts, contexts with unknown words, short and empty ones."""
    rng = np.random.default_rng(seed)
    out = [(), ("the",), ("nonsense", "words"), ("<UNK>",), ("<s>",)]
    for _ in range(count):
        s = SENTS[rng.integers(len(SENTS))]
        i = int(rng.integers(len(s)))
        out.append(tuple(s[max(0, i - rng.integers(0, 4)):i]))
    return out


@pytest.mark.parametrize("smoothing", [s for s in SMOOTHINGS if s != "mle"])
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_smoothed_distribution_sums_to_one(smoothing, n):
    model = NgramModel(n, smoothing, k=0.05, discount=0.6).fit(SENTS[:30], heldout=SENTS[30:])
    for ctx in contexts(model):
        p = model.distribution(ctx)
        assert p.shape == (len(model.vocab_),) and (p > 0).all()
        assert abs(p.sum() - 1) < 1e-9, (ctx, p.sum())
        # prob() is the same number as the distribution's entry
        assert model.prob(model.vocab_[3], ctx) == pytest.approx(p[3], rel=1e-12)


@pytest.mark.parametrize("n", [1, 2, 3])
def test_mle_sums_to_one_after_a_seen_context_and_is_zero_after_an_unseen_one(n):
    model = NgramModel(n, "mle").fit(SENTS)
    assert model.distribution(("He", "had")).sum() == pytest.approx(1, abs=1e-12)
    if n > 1:
        assert model.distribution(("nonsense", "zzqq")).sum() == 0


def test_kneser_ney_beats_laplace_on_held_out_text():
    train, test = SENTS[:38], SENTS[38:]
    for n in (2, 3):
        kn = NgramModel(n, "kneser_ney").fit(train).perplexity(test)
        lap = NgramModel(n, "laplace").fit(train).perplexity(test)
        assert kn < lap, (n, kn, lap)
    assert math.isinf(NgramModel(3, "mle").fit(train).perplexity(test))


def test_kneser_ney_by_hand_on_a_tiny_corpus():
    model = NgramModel(2, "kneser_ney", discount=0.5).fit([["a", "b"], ["a", "c"], ["b", "b"]])
    V = len(model.vocab_)                            # </s>, <UNK>, a, b, c
    # unigram level: continuation counts N1+(• w): a:1 (<s>), b:3 (a, <s>, b), c:1, </s>:2
    uni = {w: c for w, c in zip(["a", "b", "c", "</s>", "<UNK>"], [1, 3, 1, 2, 0])}
    total, types = sum(uni.values()), 4
    p1 = {w: max(c - .5, 0) / total + .5 * types / total / V for w, c in uni.items()}
    # bigram "a b": c(a b) = 1, c(a) = 2, two followers
    expected = (1 - .5) / 2 + .5 * 2 / 2 * p1["b"]
    assert model.prob("b", ["a"]) == pytest.approx(expected)
    levels = model.explain("b", ["a"])
    assert [lv.order for lv in levels] == [1, 2]
    assert levels[0].kind == "continuation" and levels[0].count == 3
    assert levels[1].count == 1 and levels[1].context_count == 2 and levels[1].followers == 2
    assert levels[1].prob == pytest.approx(expected)


def test_em_for_the_lambdas_never_decreases_and_converges():
    model = NgramModel(3, "interpolated", tol=1e-7, max_iter=1000).fit(SENTS[:35])
    steps = list(model.iter_fit_lambdas(SENTS[35:]))
    assert all(isinstance(s, LambdaStep) for s in steps)
    ll = [s.log_likelihood for s in steps]
    assert all(b >= a - 1e-9 for a, b in zip(ll, ll[1:]))
    assert steps[-1].converged and not any(s.converged for s in steps[:-1])
    assert steps[-1].lambdas.sum() == pytest.approx(1)
    np.testing.assert_allclose(model.lambdas_, steps[-1].lambdas)
    capped = NgramModel(3, "interpolated", max_iter=2).fit(SENTS[:35])
    last = list(capped.iter_fit_lambdas(SENTS[35:]))[-1]
    assert not last.converged and last.stopped == "max_iter"


def test_sentence_logprob_and_perplexity_agree():
    model = NgramModel(3, "kneser_ney").fit(SENTS)
    s = SENTS[3]
    by_word = sum(model.logprob(w, s[:i]) for i, w in enumerate(s + ["</s>"]))
    assert model.sentence_logprob(s) == pytest.approx(by_word)
    ppl = model.perplexity([s])
    assert ppl == pytest.approx(2 ** (-by_word / (len(s) + 1)))


def test_generation_greedy_and_seeded():
    model = NgramModel(3, "kneser_ney").fit(SENTS)
    a = model.generate(15, random_state=3)
    assert a == model.generate(15, random_state=3) and 0 < len(a) <= 15
    greedy = model.generate(10, temperature=0)
    first = model.next_words((), top=1)[0][0]
    assert greedy[0] == first
    start, length = longest_copied_span(greedy, SENTS)
    span = greedy[start:start + length]
    assert length >= 2 and any(s[i:i + length] == span for s in SENTS for i in range(len(s)))
    assert longest_copied_span(["zzz", "qqq"], SENTS) == (0, 0)
    assert longest_copied_span(["lab", "studies", "how", "zzz"], SENTS) == (0, 3)


def test_save_and_load_round_trip(tmp_path):
    for smoothing in ("kneser_ney", "interpolated"):
        model = NgramModel(3, smoothing).fit(SENTS)
        path = tmp_path / f"{smoothing}.npz"
        model.save(path)
        back = NgramModel.load(path)
        assert back.vocab_ == model.vocab_
        np.testing.assert_allclose(back.distribution(("the",)), model.distribution(("the",)))
    (tmp_path / "bad.npz").write_bytes(b"not a model")
    with pytest.raises(DataError, match="not a Trellis n-gram model"):
        NgramModel.load(tmp_path / "bad.npz")


def test_compare_job_scores_every_smoothing():
    result = run_job(iter_compare(SENTS[:38], SENTS[38:], orders=(1, 2), k=0.1))
    assert len(result.rows) == 2 * len(SMOOTHINGS)
    by = {(r.order, r.smoothing): r.evaluation for r in result.rows}
    assert by[(2, "mle")].zero_share > 0 and math.isinf(by[(2, "mle")].perplexity)
    assert by[(2, "kneser_ney")].perplexity < by[(2, "laplace")].perplexity
    assert set(result.lambdas) == {1, 2}
    # the λs come from EM on development sentences, never from the held-out ones
    steps = result.em_steps[2]
    assert steps[-1].converged and result.lambdas[2] == tuple(steps[-1].lambdas)
    dev = SENTS[:38][9::10]
    rest = [s for i, s in enumerate(SENTS[:38]) if i % 10 != 9]
    again = NgramModel(2, "interpolated").fit(rest, heldout=dev)
    np.testing.assert_allclose(again.lambdas_, result.lambdas[2])


@pytest.mark.parametrize("call_, match", [
    (lambda: NgramModel(0).fit(SENTS), "order"),
    (lambda: NgramModel(2, "witten_bell").fit(SENTS), "smoothing"),
    (lambda: NgramModel(2, discount=1.5).fit(SENTS), "discount"),
    (lambda: NgramModel(2).fit("a plain string"), "list of sentences"),
    (lambda: NgramModel(2).fit(["not", "split"]), "list of tokens"),
    (lambda: NgramModel(2).fit([["a", ""]]), "non-empty strings"),
    (lambda: NgramModel(2).fit([["a", "</s>"]]), "padding"),
    (lambda: NgramModel(2).fit([]), "no sentences"),
    (lambda: NgramModel(2).fit(SENTS).prob("<s>", ()), "never predicts"),
    (lambda: NgramModel(2).fit(SENTS).prob("a", "the"), "context must be a list"),
    (lambda: NgramModel(2).fit(SENTS).evaluate([]), "held-out"),
])
def test_bad_input_is_refused_with_a_clear_message(call_, match):
    with pytest.raises((DataError, ValueError), match=match):
        call_()


def test_unfitted_model():
    with pytest.raises(NotFittedError, match="fit"):
        NgramModel().prob("a")


pieces = st.one_of(st.sampled_from(["<s>", "</s>", "<UNK>", "", " ", "the", "\x00", "😀",
                                    "x" * 300]), st.text(max_size=6))
token_lists = st.lists(st.one_of(pieces, st.integers(), st.none()), max_size=8)


@given(st.lists(token_lists, max_size=6), st.integers(-1, 5),
       st.sampled_from(SMOOTHINGS + ("bad",)), st.lists(pieces, max_size=4))
def test_any_input_returns_a_distribution_or_a_clear_error(sents, n, smoothing, context):
    model = call(NgramModel(n, smoothing).fit, sents)
    if model is None:
        return
    p = call(model.distribution, tuple(context))
    if p is not None and (smoothing != "mle" or p.sum() > 0):
        assert abs(p.sum() - 1) < 1e-9
    out = call(model.perplexity, sents)
    assert out is None or out >= 1 or math.isinf(out)


def test_score_words_names_the_ngram_used():
    model = NgramModel(3, "kneser_ney").fit(SENTS)
    s = ["He", "had", "flown", "zzzq", "."]
    scores = model.score_words(s)
    assert [w.typed for w in scores] == s + ["</s>"]
    assert scores[3].word == "<UNK>" and scores[0].ngram == ("<s>", "<s>", "He")
    assert scores[4].order < 3                       # after "flown <UNK>" the context is unseen
    assert sum(w.log2_prob for w in scores) == pytest.approx(model.sentence_logprob(s))
    mle = NgramModel(2, "mle").fit(SENTS).score_words(["He", "zzzq"])
    assert all(w.order == 2 for w in mle) and math.isinf(mle[1].log2_prob)


def test_em_steps_carry_the_e_step_and_replay_from_the_comparison():
    model = NgramModel(3, "interpolated", tol=1e-7).fit(SENTS[:35])
    steps = list(model.iter_fit_lambdas(SENTS[35:]))
    first = steps[0]
    np.testing.assert_allclose(first.previous, np.full(4, 0.25))      # EM starts uniform
    n = first.n_tokens
    assert n == sum(len(s) + 1 for s in SENTS[35:])                      # words and </s>
    for a, b in zip(steps, steps[1:]):
        np.testing.assert_array_equal(b.previous, a.lambdas)            # E uses the last M
    for s in steps:
        assert s.expected_counts.sum() == pytest.approx(n)
        np.testing.assert_allclose(s.shares, s.lambdas)                  # M: λ = E_k / N
        assert not s.lambdas.flags.writeable and not s.expected_counts.flags.writeable
    # the responsibilities by hand for the first step
    P = np.array([[1 / len(model.vocab_)] + [lv.prob for lv in model.explain(w, s[:i])]
                  for s in SENTS[35:] for i, w in enumerate(list(s) + ["</s>"])])
    r = P * 0.25 / (P * 0.25).sum(axis=1, keepdims=True)
    np.testing.assert_allclose(first.expected_counts, r.sum(axis=0), rtol=1e-9)
    assert first.log_likelihood == pytest.approx(np.log(P @ first.lambdas).sum())
    # the comparison keeps what it needs to replay its EM run step by step
    result = run_job(iter_compare(SENTS[:38], SENTS[38:], orders=(2,)))
    again = list(result.em_models[2].iter_fit_lambdas(list(result.dev)))
    assert [s.log_likelihood for s in again] == [s.log_likelihood for s in result.em_steps[2]]


def test_zipf_collocations_and_the_model_share_one_count():
    """Item 5 of issue #18: the counts behind the Zipf table and the collocations are the
    model's own (one counting implementation, counts.count_codes)."""
    from collections import Counter

    from engine.text import bigram_table, count_types
    tokens = [t for s in SENTS for t in s]
    model = NgramModel(2, "mle").fit(SENTS)
    zipf = count_types(tokens)
    unigrams = {g[0]: c for g, c in model.ngram_counts(1).items() if g != ("</s>",)}
    assert unigrams == dict(zip(zipf.types, zipf.frequencies.tolist()))
    assert len(model.vocab_) == zipf.n_types + 2                       # with </s> and <UNK>
    # bigrams: the collocation table also counts the pairs across sentence ends
    table = bigram_table(tokens)
    expected = Counter(dict(zip(table.bigrams, table.n_ii.astype(int).tolist())))
    expected.subtract(Counter((a[-1], b[0]) for a, b in zip(SENTS, SENTS[1:]) if a and b))
    inside = {g: c for g, c in model.ngram_counts(2).items() if "<s>" not in g and "</s>" not in g}
    assert inside == {g: c for g, c in expected.items() if c}
    assert sum(model.ngram_counts(2).values()) == model.n_tokens_
    # the Tokens view's counts (engine.text.analyse, counted a chunk at a time) are the same
    from engine.text import analyse
    counts = analyse(" ".join(tokens), "whitespace").counts
    assert counts.types == zipf.types and list(counts.frequencies) == list(zipf.frequencies)


@given(st.lists(st.integers(0, 40), max_size=60), st.sampled_from([41, 10**12]))
def test_count_codes_is_np_unique(codes, bound):
    from engine.text.counts import count_codes
    code = np.array(codes, np.int64) * (bound // 41)
    keys, inv, counts, where = count_codes(code, bound)
    k2, i2, c2 = np.unique(code, return_inverse=True, return_counts=True)
    np.testing.assert_array_equal(keys, k2)
    np.testing.assert_array_equal(inv, i2.ravel())
    np.testing.assert_array_equal(counts, c2)
    np.testing.assert_array_equal(code[where], keys)


def test_a_damaged_model_file_is_refused_with_a_clear_message(tmp_path):
    model = NgramModel(3).fit(SENTS[:20])
    path = tmp_path / "model.npz"
    model.save(path)
    raw = path.read_bytes()
    (tmp_path / "cut.npz").write_bytes(raw[:len(raw) // 2])
    with pytest.raises(DataError, match="not a Trellis n-gram model"):
        NgramModel.load(tmp_path / "cut.npz")
    # arrays of the wrong length, a vocabulary without its specials, λs not summing to 1
    z = dict(np.load(path))
    for key, change in [("_count__1", lambda a: a[:-1]), ("_keys_2", lambda a: a[::-1]),
                        ("unigram_counts", lambda a: -a)]:
        np.savez(tmp_path / "bad.npz", **{**z, key: change(z[key])})
        with pytest.raises(DataError, match="damaged n-gram model"):
            NgramModel.load(tmp_path / "bad.npz")
    # random bytes changed anywhere: a working model or a DataError, never anything else
    rng = np.random.default_rng(0)
    refused = 0
    for _ in range(150):
        b = bytearray(raw)
        for j in rng.integers(0, len(b), rng.integers(1, 4)):
            b[j] = rng.integers(0, 256)
        (tmp_path / "flip.npz").write_bytes(bytes(b))
        try:
            back = NgramModel.load(tmp_path / "flip.npz")
        except DataError:
            refused += 1
            continue
        back.perplexity(SENTS[20:22])
        back.generate(5, random_state=0)
    assert refused > 100


def test_count_types_without_the_check_counts_the_same():
    from engine.text import count_types
    tokens = [t for s in SENTS for t in s]
    a, b = count_types(tokens), count_types(tokens, check=False)
    assert a.types == b.types and list(a.frequencies) == list(b.frequencies)


def test_em_steps_follow_the_step_protocol():
    train, dev = SENTS[:35], SENTS[35:]
    steps = list(NgramModel(2, "interpolated").fit(train, heldout=[]).iter_fit_lambdas(dev))
    again = list(NgramModel(2, "interpolated").fit(train, heldout=[]).iter_fit_lambdas(dev))
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert [s.objective for s in steps] == [s.objective for s in again]     # deterministic
    assert all(s.phase == "EM" and s.stopped is None for s in steps)
    fitted = NgramModel(2, "interpolated").fit(train, heldout=dev)            # fit drains it
    np.testing.assert_array_equal(fitted.lambdas_, steps[-1].lambdas)
    with pytest.raises(DataError, match="heldout has no sentences"):
        fitted.iter_fit_lambdas([])


def test_longest_copied_span_never_crosses_two_sentences():
    corpus = [["a", "b"], ["c", "d"], ["x", "b", "c"]]
    assert longest_copied_span(["a", "b", "c", "d"], corpus) == (0, 2)     # "a b", not "a b c d"
    assert longest_copied_span(["d", "x"], corpus) == (0, 1)
    assert longest_copied_span([], corpus) == (0, 0)
    with pytest.raises(DataError, match="list of tokens"):
        longest_copied_span("a b", corpus)


def test_split_heldout_holds_out_every_kth_sentence():
    sents = [[str(i)] for i in range(10)]
    train, heldout = split_heldout(sents, 0.2)
    assert heldout == [["4"], ["9"]] and train == [s for s in sents if s not in heldout]
    train, heldout = split_heldout(sents[:3], 0.01)       # k capped at N: one is held out
    assert heldout == [["2"]] and train == [["0"], ["1"]]
    train, heldout = split_heldout(sents[:2], 0.9)        # k ≥ 2: one is still trained on
    assert train == [["0"]] and heldout == [["1"]]
    with pytest.raises(DataError, match="at least two"):
        split_heldout(sents[:1], 0.1)


def test_interpolation_without_heldout_holds_out_every_10th_sentence():
    """fit's own development sentences: 10th, 20th, … left out of the counts and used for EM,
    as iter_compare and split_heldout(…, 0.1) hold them out."""
    auto = NgramModel(2, "interpolated").fit(SENTS)
    rest = [s for i, s in enumerate(SENTS) if i % 10 != 9]
    dev = SENTS[9::10]
    given_dev = NgramModel(2, "interpolated").fit(rest, heldout=dev)
    assert auto.n_tokens_ == given_dev.n_tokens_ == sum(len(s) + 1 for s in rest)
    np.testing.assert_array_equal(auto.lambdas_, given_dev.lambdas_)
    assert split_heldout(SENTS, 0.1) == (rest, dev)
    # another smoothing keeps every sentence in the counts
    assert NgramModel(2, "kneser_ney").fit(SENTS).n_tokens_ == sum(len(s) + 1 for s in SENTS)


def test_the_package_keeps_every_name_where_it_was_imported():
    """engine/text/lm.py became a package: its public names are importable from
    engine.text.lm and engine.text as before, and no module of it shares a name with one."""
    import pkgutil

    import engine.text
    import engine.text.lm as lm
    for name in lm.__all__:
        assert getattr(lm, name) is not None
    for name in ("BOS", "EOS", "UNK", "MAX_ORDER", "check_sentences"):
        assert hasattr(lm, name)
    shared = [n for n in lm.__all__ if n in engine.text.__all__]
    assert len(shared) == 12 and all(getattr(lm, n) is getattr(engine.text, n) for n in shared)
    modules = {m.name for m in pkgutil.iter_modules(lm.__path__)}
    assert {"model", "counting", "smoothing"} <= modules
    assert not modules & {n.lower() for n in lm.__all__}
    assert (lm.BOS, lm.EOS, lm.UNK) == ("<s>", "</s>", "<UNK>")
