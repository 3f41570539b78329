"""Property tests over the text engine's public entry points with adversarial text: combining
marks, right-to-left scripts, emoji, NUL, lone surrogates, very long tokens, empty input. Each
call returns a correct result or raises DataError/ValueError/TypeError with Trellis's own
message; the profile's per-example deadline turns a hang into a failure."""
import re

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.io.text import decode_text
from engine.text import (bigram_table, case_fold, collocations, count_types, edit_distance,
                         edit_distances, inflect, iter_analyse, join_mwes, lemmas,
                         normalization_table, normalize, rule_decisions, segment,
                         sentence_spans, stem, tokenize, type_token_curve)

# First calls import NLTK, LemmInflect and regex (seconds on a busy machine): done here, once,
# so that no example pays for them against the per-example deadline.
tokenize("Warm up. Mr. Kim.", "treebank")
tokenize("warm", "regex", pattern=r"\w+")
normalization_table(["running", "cars"])
stem(["running"], "snowball"), stem(["running"], "lancaster")

EDGE = ["\u0301", "\u0308", "e\u0301", "\u05e9\u05dc\u05d5\u05dd", "\u0645\u0631\u062d\u0628\u0627",
        "\u200f", "\u202e", "😀", "👩‍👩‍👧", "\x00", "\ud800", "\udfff", "İ", "ß", "ﬁ", "\u3000",
        "\n", "\r\n", "\t", ".", "?!", "Mr.", "...", "'", "n't", "a", "the", " ", "\u2028",
        "x" * 5000]
pieces = st.one_of(st.sampled_from(EDGE), st.text(st.characters(blacklist_categories=()),
                                                  max_size=12))
texts = st.lists(pieces, max_size=25).map("".join)
token_lists = st.lists(pieces.filter(bool), max_size=40)


def ours(exc):
    """A refusal must be one of Trellis's own errors with a message of its own, never a codec
    (UnicodeError is a ValueError) or other library error."""
    assert isinstance(exc, (ValueError, TypeError)) and not isinstance(exc, UnicodeError), exc
    tb = exc.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    raised_in = tb.tb_frame.f_code.co_filename
    assert "/engine/" in raised_in and str(exc).endswith((".", "?")), (raised_in, str(exc))


def call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except (ValueError, TypeError) as exc:
        ours(exc)
        return None


@given(texts)
def test_whitespace_and_wordpunct(text):
    assert tokenize(text, "whitespace") == text.split()
    tokens = tokenize(text, "wordpunct")
    assert tokens == re.findall(r"\w+|[^\w\s]+", text)


@given(texts)
def test_treebank_tokens_come_from_the_text(text):
    tokens = tokenize(text, "treebank")
    assert all(isinstance(t, str) and t for t in tokens)
    letters = set(text)
    # Treebank rewrites quotes ("" -> `` '') and brackets; everything else is the text's own
    assert all(set(t) <= letters | set("`'\"-LRBCS") for t in tokens)


@given(texts, st.sampled_from([r"\w+", r"(a|aa)+$", r"[^\s]+", r"(?u)\b\w\w+\b", "(", "", "\\"]))
def test_regex_tokens_or_a_clear_refusal(text, pattern):
    tokens = call(tokenize, text, "regex", pattern=pattern, timeout=0.5)
    if tokens is not None:
        assert all(t for t in tokens)


@given(texts, st.lists(pieces, max_size=6))
def test_segment_covers_the_text(text, words):
    out = call(segment, text, words)
    if out is not None:
        assert "".join(out) == "".join(text.split())
        assert all(out)


@given(token_lists, st.lists(st.lists(pieces.filter(bool), min_size=1, max_size=3), max_size=4))
def test_join_mwes_keeps_every_token(tokens, mwes):
    out = join_mwes(tokens, [tuple(m) for m in mwes])
    assert len(out) <= len(tokens)


@given(token_lists)
def test_counts_and_growth(tokens):
    c = count_types(tokens)
    assert c.n_tokens == len(tokens) == int(c.frequencies.sum())
    assert c.n_types == len(set(tokens))
    at, v = type_token_curve(tokens)
    assert len(at) == len(v) and (len(v) == 0 or v[-1] == len(set(tokens)))
    assert np.all(np.diff(v) >= 0)
    slope = c.zipf_slope()
    assert np.isnan(slope) or np.isfinite(slope)


@given(texts, st.sampled_from(["whitespace", "wordpunct", "treebank"]),
       st.integers(1, 50))
def test_analysis_in_chunks(text, method, chunk):
    gen = iter_analyse(text, method, chunk_chars=chunk)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        result = stop.value
    assert result.counts.n_tokens == len(result.tokens)
    if method == "whitespace":
        assert result.tokens == text.split()


@given(token_lists)
def test_normalisation(tokens):
    assert len(normalize(tokens)) == len(tokens)
    assert [case_fold(t) for t in tokens] == normalize(tokens)
    assert len(stem(tokens, "porter")) == len(tokens)
    assert len(normalize(tokens, lemmatize=True)) == len(tokens)
    for row in normalization_table(list(dict.fromkeys(tokens))[:10]):
        assert row["tag"] and isinstance(row["recovered"], str)


@given(pieces, st.sampled_from(["VB", "VBD", "NNS", "JJR", "PRP", "?", "bad"]))
def test_lemmas_and_inflect(token, tag):
    found = lemmas(token)
    assert found and all(isinstance(x.lemma, str) for x in found)
    out = call(inflect, token, tag)
    assert out is None or isinstance(out, str)


@given(texts)
def test_sentence_rules(text):
    spans = sentence_spans(text, "rules")
    assert all(0 <= s < e <= len(text) for s, e in spans)
    assert all(s2 >= e1 for (_, e1), (s2, _) in zip(spans, spans[1:]))
    for d in rule_decisions(text):
        assert d.path and d.leaf


@given(token_lists, st.sampled_from(["t", "raw", "chi2", "pmi", "llr"]), st.integers(2, 10**9),
       st.integers(1, 3))
def test_collocations(tokens, measure, window, min_count):
    out = call(collocations, tokens, measure, top=None, window=window, min_count=min_count)
    if out is not None:
        table = bigram_table(tokens, window=window, min_count=min_count)
        assert len(out) == len(table.bigrams)
        assert all(np.isfinite(s) for _, s in out)


@given(st.text(st.characters(blacklist_categories=()), max_size=25),
       st.text(st.characters(blacklist_categories=()), max_size=25),
       st.sampled_from([(1, 1, 1), (1, 1, 2), (0, 0, 0), (2.5, 0.5, 1)]))
def test_edit_distance_agrees_with_the_row_dp(a, b, costs):
    e = edit_distance(a, b, *costs)
    assert e.distance == pytest.approx(edit_distances([(a, b)], *costs)[0])
    steps = list(e.iter_fill())
    assert len(steps) == len(a) * len(b)
    assert not steps or (steps[-1].converged and steps[-1].value == e.distance)
    assert e.count_alignments() >= 1


@given(st.binary(max_size=300) | st.sampled_from([
    b"\xef\xbb\xbf\xff\xfe", b"\xff\xfeA", b"\xfe\xff\x00", b"\x00" * 9, "é".encode("latin-1"),
    "Grüße\n".encode() + "Grüße\n".encode("latin-1"), b"\xef\xbb\xbf", b"\xff\xfe\x00\x00\x00"]))
def test_decoding_any_bytes(raw):
    try:
        f = decode_text(raw, "x.txt")
    except (ValueError, TypeError) as exc:
        ours(exc)
        assert "x.txt" in str(exc)
    else:
        assert isinstance(f.text, str) and f.encoding
