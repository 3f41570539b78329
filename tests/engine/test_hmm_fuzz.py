"""Property tests over the HMM area's public entry points: every call returns a correct result or
raises DataError / ValueError / TypeError with Trellis's own message (never a numpy, zipfile or
KeyError text), and regressions for the damaged files of issue 11."""
import zipfile

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import DataError
from engine.hmm import (
    DiscreteHMM,
    HMMTagger,
    MarkovChain,
    TaggedCorpus,
    evaluate_tagger,
    parse_tagged,
    read_tagged,
    read_tagged_folder,
    split_corpus,
)

FOREIGN = ("allow_pickle", "numpy", "zipfile", "Traceback", "object arrays", "index ",
           "could not convert", "broadcast")
EDGE = ["", "a", "É", "e\u0301", "\u05e9\u05dc\u05d5\u05dd", "😀", "\x00", "\ud800", "x" * 300,
        "/", "//", "a/", "/B", "NN", "1/2/CD", "-", "İ"]
words = st.one_of(st.sampled_from(EDGE[1:]), st.text(min_size=1, max_size=8))
clean = st.text(st.characters(blacklist_categories=("Zs", "Cc", "Cs", "Zl", "Zp")), min_size=1,
                max_size=6)


def own_message(exc):
    text = str(exc)
    assert text and not any(f in text for f in FOREIGN), text


def expect(call):
    """Run ``call``; an error must be one of ours with our message."""
    try:
        return call()
    except (DataError, ValueError, TypeError) as exc:
        own_message(exc)
        return exc


@given(st.lists(st.one_of(st.sampled_from(EDGE), st.text(max_size=30)), max_size=12),
       st.sampled_from([None, "slash", "conllu", "columns"]))
def test_parse_tagged_any_text(lines, fmt):
    text = "\n".join(lines)
    problems = []
    out = expect(lambda: parse_tagged(text, fmt, problems=problems))
    if isinstance(out, Exception):
        return
    assert isinstance(out, TaggedCorpus) and len(out) >= 1
    for sentence in out:
        assert sentence and all(isinstance(w, str) and isinstance(t, str) and w and t
                                for w, t in sentence)
    assert all(p.startswith("line ") for p in problems)


tagged = st.lists(st.lists(st.tuples(clean, st.sampled_from(["DT", "NN", "VB", ".", "É"])),
                           min_size=1, max_size=6), min_size=1, max_size=8)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(tagged, st.lists(words, min_size=1, max_size=7),
       st.floats(1e-6, 10, allow_nan=False), st.sampled_from([1, 2]),
       st.sampled_from([None, 3.0]), st.sampled_from([None, 1.0]))
def test_tagger_on_any_corpus_and_sentence(sents, sentence, alpha, order, beam, theta):
    t = HMMTagger(alpha=alpha, order=order, beam=beam, theta=theta).fit(sents)
    tags = t.tag(sentence)
    steps = list(t.iter_viterbi(sentence))
    assert all(1 <= s.kept <= len(t.states_) for s in steps)
    assert [t.tags_[i] for i in steps[-1].path] == [g for _, g in tags]
    explained = t.explain(sentence[0])
    assert explained.log_emission.shape == (len(t.tags_),)
    assert [w for w, _ in tags] == sentence and all(g in t.tags_ for _, g in tags)
    _, lf = t.forward(sentence)
    _, lb = t.backward(sentence)
    _, _, _, lv = t.viterbi(sentence)
    assert np.isfinite(lf) and lf == pytest.approx(lb, rel=1e-9, abs=1e-9)
    assert lv <= lf + 1e-9
    assert t.tag_sents([sentence, sentence[:1]]) == [tags, t.tag(sentence[:1])]
    report = evaluate_tagger(t, sents)
    assert report.tokens == sum(map(len, sents)) and report.confusion.sum() == report.tokens
    assert all(x is None or 0 <= x <= 1 for x in (report.accuracy, report.known,
                                                   report.unknown, report.baseline))


@given(st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(),
                                                                          max_size=3),
                 st.lists(st.lists(st.one_of(st.integers(), st.text(max_size=3), st.none()),
                                   max_size=3), max_size=3)))
def test_tagger_fit_rejects_junk_with_our_message(junk):
    out = expect(lambda: HMMTagger().fit(junk))
    assert isinstance(out, Exception)


@given(st.lists(st.one_of(st.integers(-2, 5), st.floats(allow_nan=True)), max_size=8),
       st.sampled_from(["score", "decode", "posteriors"]))
def test_given_discrete_hmm_on_any_sequence(seq, method):
    m = DiscreteHMM(2, 3, startprob=[0.6, 0.4], transmat=[[0.7, 0.3], [0.4, 0.6]],
                    emissionprob=[[0.2, 0.4, 0.4], [0.5, 0.4, 0.1]])
    out = expect(lambda: getattr(m, method)(seq))
    if isinstance(out, Exception):
        return
    if method == "posteriors":
        np.testing.assert_allclose(out.sum(axis=1), 1.0)
    elif method == "decode":
        assert out[1] <= m.score(seq) + 1e-9 and len(out[0]) == len(seq)


matrix = st.lists(st.lists(st.one_of(st.floats(-1, 2), st.just(float("nan"))), min_size=1,
                           max_size=3), min_size=1, max_size=3)


@given(matrix, matrix, st.integers(1, 3))
def test_discrete_hmm_with_any_parameters(A, B, n):
    m = DiscreteHMM(n, 3, startprob=np.full(n, 1 / n), transmat=A, emissionprob=B)
    out = expect(lambda: m.score([0, 1, 2]))
    if not isinstance(out, Exception):
        assert np.isfinite(out) or out == -np.inf


@given(st.lists(st.lists(st.sampled_from(["A", "B", "É", "<s>"]), max_size=5), max_size=6),
       st.integers(0, 3), st.lists(st.sampled_from(["A", "B", "Z"]), max_size=4))
def test_markov_chain_any_sequences(seqs, order, query):
    chain = expect(lambda: MarkovChain(order=order).fit(seqs))
    if isinstance(chain, Exception):
        return
    out = expect(lambda: chain.log_prob(query))
    if not isinstance(out, Exception):
        logp, factors = out
        assert logp <= 0 and len(factors) == len(query) + 1


@given(st.one_of(st.floats(allow_nan=True), st.integers(-2, 2), st.text(max_size=2)),
       st.integers(0, 4))
def test_split_any_share(share, n):
    corpus = [[("w", "T")]] * n
    out = expect(lambda: split_corpus(corpus, share, 0))
    if not isinstance(out, Exception):
        train, test = out
        assert len(train) + len(test) == n and len(test) >= 1 and len(train) >= 1


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=64), st.sampled_from([b"", b"PK\x03\x04", b"\x93NUMPY"]))
def test_load_any_bytes(tmp_path, data, prefix):
    path = tmp_path / "t.npz"
    path.write_bytes(prefix + data)
    with pytest.raises(DataError) as exc:
        HMMTagger.load(path)
    own_message(exc.value)


# -- regressions (issue 11) ---------------------------------------------------------------------
@pytest.fixture
def saved(tmp_path):
    t = HMMTagger().fit(parse_tagged("The/DT dog/NN ./.\nA/DT cat/NN ./.\n"))
    path = tmp_path / "good.npz"
    t.save(path)
    return path


def test_damaged_taggers_raise_data_error(tmp_path, saved):
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"PK\x03\x04junk")
    with pytest.raises(DataError, match="Cannot read a saved tagger from junk.npz"):
        HMMTagger.load(junk)
    missing = tmp_path / "missing.npz"
    with np.load(saved) as d:
        arrays = {k: d[k] for k in d.files if k != "log_trans"}
    np.savez(missing, **arrays)
    with pytest.raises(DataError, match="lacks log_trans"):
        HMMTagger.load(missing)
    npy = tmp_path / "renamed.npz"
    np.save(tmp_path / "a.npy", np.arange(3))
    (tmp_path / "a.npy").rename(npy)
    with pytest.raises(DataError, match="not a .npz archive") as exc:
        HMMTagger.load(npy)
    assert "allow_pickle" not in str(exc.value)
    shapes = tmp_path / "shapes.npz"
    arrays["log_trans"] = np.zeros((1, 5))
    np.savez(shapes, **arrays)
    with pytest.raises(DataError, match="log_trans has shape"):
        HMMTagger.load(shapes)
    with zipfile.ZipFile(tmp_path / "z.npz", "w") as z:
        z.writestr("tags.npy", b"garbage")
    with pytest.raises(DataError, match="Cannot read a saved tagger"):
        HMMTagger.load(tmp_path / "z.npz")


def test_untagged_text_says_so_and_shows_the_first_line():
    with pytest.raises(DataError) as exc:
        parse_tagged("\n  It was a bright cold day in April.\nThe clocks struck.\n")
    text = str(exc.value)
    assert "Found no word/TAG pairs" in text and "'It was a bright cold day in April.'" in text
    assert "two sentences" not in text


def test_malformed_lines_reported_by_number():
    problems = []
    parse_tagged("The/DT dog/NN\nbroken line\nA/DT cat/NN\n\nx/\n", "slash", problems=problems)
    assert problems == ["line 2: 'broken' is not word/TAG", "line 5: 'x/' is not word/TAG"]


def test_no_nan_shares_in_the_report():
    t = HMMTagger().fit(parse_tagged("The/DT dog/NN ./.\n"))
    r = t.evaluate(parse_tagged("The/DT dog/NN ./.\n"))
    assert r["unknown"] is None and r["known"] == 1.0


def test_folder_load_skips_and_lists_bad_files(tmp_path):
    (tmp_path / "a.txt").write_text("The/DT dog/NN ./.\n")
    (tmp_path / "b.txt").write_text("just three words\n")
    (tmp_path / "c.txt").write_bytes(b"\xef\xbb\xbf\xff\xfe bad bom")
    (tmp_path / "sub").mkdir()
    skipped, problems = [], []
    corpus = read_tagged_folder(tmp_path, problems=problems, skipped=skipped)
    assert len(corpus) == 1 and corpus[0] == [("The", "DT"), ("dog", "NN"), (".", ".")]
    assert any(s.startswith("b.txt") for s in skipped) and any("sub" in s for s in skipped)
    with pytest.raises(DataError, match="No tagged sentences in the folder"):
        read_tagged_folder(tmp_path / "sub")
    with pytest.raises(DataError, match="Cannot read"):
        read_tagged(tmp_path / "missing.txt")
