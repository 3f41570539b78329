"""engine.text.term_matrix against scikit-learn's vectorisers (same tokens, same weights), the
text engine's analysis (case folding, stop words, stemming), vocabulary filters, queries, and
the bad-input contract."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sklearn.feature_extraction.text import CountVectorizer, TfidfVectorizer

from engine import DataError, Progress
from engine.features import rank_terms, score_terms
from engine.text import stem, tokenize
from engine.text.document_term import TermMatrix, iter_term_matrix, term_matrix

from contract import call

TOKENS = [["the", "cat", "sat", "cat"], ["a", "dog", "sat"], ["the", "dog", "and", "the", "cat"],
          [], ["bird"], ["cat", "bird", "bird", "sat"]]
TEXTS = ["The cat sat on the mat.", "Dogs and cats are pets!",
         "Running runners ran; a runner runs.", "The U.S. bank lends money.", "", "Cats chase mice, and dogs chase cats."]


def identity(doc):
    return doc


def sk(kind=TfidfVectorizer, **kw):
    return kind(analyzer=identity, **kw)


@pytest.mark.parametrize("kw", [{}, {"sublinear_tf": True}, {"norm": None}, {"norm": "l1"},
                                {"min_df": 2}, {"max_df": 0.5}, {"min_df": 0.3, "max_df": 3}])
def test_tfidf_equals_tfidfvectorizer(kw):
    tm = term_matrix(TOKENS, **kw)
    ref = sk(**kw)
    R = ref.fit_transform(TOKENS)
    assert list(tm.terms) == list(ref.get_feature_names_out())
    np.testing.assert_allclose(tm.X.toarray(), R.toarray(), atol=1e-15)
    np.testing.assert_allclose(tm.idf, ref.idf_)
    assert list(tm.empty_documents) == [3]


def test_counts_and_binary_equal_countvectorizer():
    tm = term_matrix(TOKENS, "counts", norm=None)
    np.testing.assert_array_equal(tm.X.toarray(), sk(CountVectorizer).fit_transform(
        TOKENS).toarray())
    np.testing.assert_array_equal(tm.counts.toarray(), tm.X.toarray())
    tb = term_matrix(TOKENS, "binary", norm=None)
    np.testing.assert_array_equal(tb.X.toarray(), sk(CountVectorizer, binary=True)
                                  .fit_transform(TOKENS).toarray())
    np.testing.assert_array_equal(tb.df, (tb.X.toarray() > 0).sum(0))
    l2 = term_matrix(TOKENS, "counts")
    rows = np.linalg.norm(l2.X.toarray(), axis=1)
    np.testing.assert_allclose(rows[rows > 0], 1.0)


@given(st.lists(st.lists(st.sampled_from("abcdefgh"), max_size=12), min_size=1, max_size=12),
       st.booleans(), st.sampled_from(["l2", "l1", None]))
def test_tfidf_equals_sklearn_on_any_tokens(docs, sublinear, norm):
    tm = call(lambda: term_matrix(docs, sublinear_tf=sublinear, norm=norm))
    if tm is None:
        assert not any(docs)
        return
    R = sk(sublinear_tf=sublinear, norm=norm).fit_transform(docs)
    np.testing.assert_allclose(tm.X.toarray(), R.toarray(), atol=1e-12)


def test_texts_are_analysed_by_the_text_engine():
    tm = term_matrix(TEXTS, "counts", norm=None)
    assert "the" in tm.terms and "." not in tm.terms and "!" not in tm.terms
    assert "The" not in tm.terms and "cats" in tm.terms        # case folded
    # the same as counting the text engine's tokens, punctuation dropped, folded
    first = [t.lower() for t in tokenize(TEXTS[0], "wordpunct") if t.isalnum()]
    row = dict(zip(tm.terms, tm.X.toarray()[0]))
    assert {t: row[t] for t in set(first)} == {t: float(first.count(t)) for t in set(first)}
    stemmed = term_matrix(TEXTS, stop_words="english", stemmer="porter")
    assert "the" not in stemmed.terms and "and" not in stemmed.terms
    assert stem(["runners"], "porter")[0] in stemmed.terms and "runners" not in stemmed.terms
    j = stemmed.terms.index("cat")
    assert stemmed.counts[5, j] == 2 and stemmed.counts[1, j] == 1     # cats + cats, cats
    assert "tf(t,d) · idf(t)" in stemmed.formula and "√Σ w²" in stemmed.formula


def test_vectorize_weights_a_query_like_the_documents():
    tm = term_matrix(TEXTS, stop_words="english", stemmer="porter", sublinear_tf=True)
    again = tm.vectorize(list(TEXTS))
    np.testing.assert_allclose(again.toarray(), tm.X.toarray(), atol=1e-15)
    q = tm.vectorize(["cat zebra"])
    assert q.shape == (1, len(tm.terms)) and q.nnz == 1
    assert tm.vectorize(["zebra"]).nnz == 0
    tokens = term_matrix(TOKENS)
    np.testing.assert_allclose(tokens.vectorize(TOKENS).toarray(), tokens.X.toarray())


def test_top_terms():
    tm = term_matrix(TOKENS, "counts", norm=None)
    assert tm.top_terms([0], 2) == [("cat", 2.0), ("sat", 1.0)]     # ties in column order
    assert tm.top_terms(n=1) == [("cat", pytest.approx(4 / 6))]
    assert tm.top_terms([0, 5], 1) == [("cat", 1.5)]
    assert tm.top_terms([3]) == []


def test_max_terms_by_df_tf_and_by_a_feature_score():
    labels = ["a", "a", "b", "b", "a", "b"]
    tm = term_matrix(TOKENS, max_terms=2)
    full = term_matrix(TOKENS)
    keep = np.sort(rank_terms(full.df)[:2])
    assert tm.terms == tuple(full.terms[j] for j in keep)
    by_tf = term_matrix(TOKENS, max_terms=1, select="tf")
    assert by_tf.terms == ("cat",)
    chi = term_matrix(TOKENS, max_terms=3, select="chi2", labels=labels)
    counts = term_matrix(TOKENS, "counts", norm=None)
    s = np.fmax(score_terms(counts.X, labels, "a", ("chi2",))["chi2"],
                score_terms(counts.X, labels, "b", ("chi2",))["chi2"])
    assert chi.terms == tuple(counts.terms[j] for j in np.sort(rank_terms(s)[:3]))


def test_iter_term_matrix_reports_progress_and_returns_the_matrix():
    job = iter_term_matrix(TEXTS * 300)
    items = []
    try:
        while True:
            items.append(next(job))
    except StopIteration as stop:
        result = stop.value
    assert all(isinstance(p, Progress) for p in items) and len(items) >= 4
    assert isinstance(result, TermMatrix) and result.X.shape[0] == 1800


@pytest.mark.parametrize("docs, kw, message", [
    ([], {}, "no documents"),
    (["", "  ", "\n"], {}, "no tokens"),
    (["the and of", "a the"], {"stop_words": "english"}, "stop word"),
    (["!!! ...", "?"], {}, "punctuation"),
    (TEXTS, {"min_df": 6}, "document-frequency filter"),
    (TEXTS, {"min_df": 3, "max_df": 2}, "no term can pass"),
    (TEXTS, {"max_terms": 5, "select": "ig"}, "labels"),
    (TEXTS, {"max_terms": 5, "select": "ig", "labels": [1, 2]}, "one label per document"),
])
def test_bad_documents_get_clear_messages(docs, kw, message):
    with pytest.raises(DataError, match=message):
        term_matrix(docs, **kw)


@pytest.mark.parametrize("args, kw, error", [
    (("one text",), {}, TypeError),
    ((["a", ["b"]],), {}, TypeError),
    (([b"bytes"],), {}, TypeError),
    ((TEXTS,), {"weighting": "tf-idf"}, ValueError),
    ((TEXTS,), {"norm": "l3"}, ValueError),
    ((TEXTS,), {"min_df": 1.5}, ValueError),
    ((TEXTS,), {"max_df": -1}, ValueError),
    ((TEXTS,), {"max_terms": 0}, ValueError),
    ((TEXTS,), {"stemmer": "krovetz"}, ValueError),
    ((TEXTS,), {"tokenizer": "regex", "pattern": "("}, ValueError),
])
def test_bad_parameters_are_refused_when_called(args, kw, error):
    with pytest.raises(error):
        iter_term_matrix(*args, **kw)          # not next(): refused before any work


words = st.sampled_from(["bank", "river", "money", "the", "a", "Bank", "!", "...", "été", "은행",
                         "😀", "\x00", "U.S.", "", " ", "\n", "x" * 300])
texts = st.lists(words, max_size=10).map(" ".join)


@given(st.lists(texts, max_size=6), st.sampled_from(["counts", "binary", "tfidf"]),
       st.one_of(st.integers(-1, 4), st.floats(-0.5, 1.5)), st.one_of(st.integers(-1, 6),
                                                                     st.floats(-0.5, 1.5)),
       st.sampled_from([None, "english"]), st.booleans())
def test_term_matrix_contract(docs, weighting, min_df, max_df, stop_words, sublinear):
    tm = call(lambda: term_matrix(docs, weighting, sublinear, "l2", min_df, max_df,
                                  stop_words=stop_words))
    if tm is not None:
        assert tm.X.shape == (len(docs), len(tm.terms)) and np.all(np.isfinite(tm.X.data))
        assert np.all(tm.df >= 1)
