"""Property tests over the spam engine's public entry points: adversarial texts (combining
marks, RTL, emoji, NUL, lone surrogates, very long tokens), bytes as e-mails and corpus files,
arrays with NaN/inf/1e300, labels with NaN, odd parameters. Each call returns a correct result or
raises Trellis's own DataError/ValueError/TypeError; the per-example deadline catches hangs."""

import numpy as np
import scipy.sparse as sp
from hypothesis import given, strategies as st
from hypothesis.extra import numpy as hnp

from contract import call
from engine.features import score_terms
from engine.metrics import (classification_report, confusion_matrix, precision_recall_curve,
                            roc_curve)
from engine.spam import (BernoulliNB, MultinomialNB, SpamFilter, Vectorizer, kfold_indices,
                         load_corpus, parse_email, split_indices, token_spans)
from engine.spam.terms import TermOptions




odd_chars = st.sampled_from(["\u0301", "\u05d0", "\u202e", "😀", "\x00", "\ud800", "İ", "ß",
                             "_", "!", "@", ".", "$", "5", "\r", "\n", "\t", "http://", "www."])
texts = st.lists(st.one_of(st.text(max_size=40), odd_chars), max_size=8).map("".join)
long_runs = st.builds(lambda c, n: c * n, st.sampled_from(["_", "a", "1.", "x@", "www.", "!",
                                                          "-", "'", "İ"]),
                      st.integers(1000, 20_000))
labels = st.lists(st.one_of(st.sampled_from(["spam", "ham", "x"]), st.just(float("nan")),
                            st.integers(0, 2)), max_size=10)


@given(text=st.one_of(texts, long_runs))
def test_token_spans_index_the_original_text(text):
    spans = call(token_spans, text, TermOptions())     # hypothesis's deadline catches a hang
    for a, b, term in spans or []:
        assert 0 <= a < b <= len(text)


@given(docs=st.lists(st.one_of(texts, long_runs), min_size=1, max_size=5),
       y=st.lists(st.sampled_from(["spam", "ham"]), min_size=1, max_size=5),
       model=st.sampled_from(["multinomial", "bernoulli", "svm"]),
       alpha=st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.just(1e-300)))
def test_filter_fit_predict_explain(docs, y, model, alpha):
    f = call(SpamFilter(model=model, alpha=alpha).fit, docs, y)
    if f is None:
        return
    p = f.predict_proba(docs)
    assert np.all(np.isfinite(p)) and np.allclose(p.sum(axis=1), 1)
    e = f.explain(docs[0])
    assert np.isfinite(e.log_odds)
    for a, b, term, _ in e.spans:
        assert 0 <= a < b <= len(docs[0])


@given(X=hnp.arrays(np.float64, st.tuples(st.integers(0, 6), st.integers(0, 4)),
                    elements=st.one_of(st.floats(allow_nan=True, allow_infinity=True),
                                       st.sampled_from([0.0, 1.0, 1e300, 1e-300]))),
       y=labels, alpha=st.sampled_from([1.0, 1e-17, 0.0, -1.0, float("nan")]),
       cls=st.sampled_from([MultinomialNB, BernoulliNB]), sparse=st.booleans(),
       as_list=st.booleans())
def test_naive_bayes(X, y, alpha, cls, sparse, as_list):
    data = sp.csr_matrix(X) if sparse and X.size else (X.tolist() if as_list else X)
    model = call(cls(alpha).fit, data, y)
    if model is None:
        return
    p = model.predict_proba(data)
    assert np.all(np.isfinite(p))


@given(y=labels, test_size=st.sampled_from([0.25, 0.0, 1.0, 0.5, -1, "x"]),
       k=st.sampled_from([2, 3, 1, 2.5]), seed=st.sampled_from([0, 7, 2.7, -1, None]))
def test_splits(y, test_size, k, seed):
    split = call(split_indices, y, test_size, seed)
    if split is not None:
        train, test = split
        assert len(np.intersect1d(train, test)) == 0
        assert sorted(np.r_[train, test].tolist()) == list(range(len(y)))
    folds = call(kfold_indices, y, k, seed)
    if folds is not None:
        assert sorted(np.concatenate([t for _, t in folds]).tolist()) == list(range(len(y)))


@given(t=st.lists(st.sampled_from(["a", "b", "c"]), max_size=8),
       p=st.lists(st.sampled_from(["a", "b", "c"]), max_size=8),
       subset=st.one_of(st.none(), st.lists(st.sampled_from(["a", "b", "c", "d"]),
                                            max_size=3)))
def test_reports(t, p, subset):
    report = call(classification_report, t, p, labels=subset)
    if report is not None:
        assert np.all((report.precision >= 0) & (report.precision <= 1))
        assert call(confusion_matrix, t, p, subset) is not None


@given(y=st.lists(st.sampled_from([0, 1, True, 2, "x"]), max_size=8),
       s=st.lists(st.floats(allow_nan=True, allow_infinity=True), max_size=8))
def test_curves(y, s):
    roc = call(roc_curve, y, s)
    if roc is not None:
        fpr, tpr, _ = roc
        assert fpr[0] == 0 and tpr[-1] == 1 and np.all(np.diff(fpr) >= 0)
    call(precision_recall_curve, y, s)


@given(X=hnp.arrays(np.float64, st.tuples(st.integers(0, 6), st.integers(0, 4)),
                    elements=st.sampled_from([0.0, 1.0, 3.0, np.nan, np.inf])),
       y=st.lists(st.sampled_from(["p", "n"]), max_size=6),
       base=st.sampled_from([2, 10, 1, 0, -2, np.e, "2"]))
def test_term_scores(X, y, base):
    call(score_terms, X.tolist(), y, "p", log_base=base)


@given(raw=st.one_of(st.binary(max_size=300), texts.map(lambda t: t.encode("utf-8", "replace")),
                     st.builds(lambda n: b"Subject: x\nContent-Type: multipart/mixed; "
                               b"boundary=b\n\n" + b"--b\n" * n, st.integers(0, 3000))))
def test_parse_email(raw):
    msg = call(parse_email, raw)
    if msg is not None:
        assert isinstance(msg.body, str) and all("Defect" not in d for d in msg.defects)


@given(content=st.one_of(st.binary(max_size=400), st.lists(
    st.tuples(st.sampled_from(["spam", "ham", "", "1", "İ"]), texts), max_size=12).map(
    lambda rows: "\n".join(f"{a}\t{b}" for a, b in rows).encode("utf-8", "replace"))),
    suffix=st.sampled_from([".tsv", ".csv", ".txt"]))
def test_corpus_files(tmp_path_factory, content, suffix):
    path = tmp_path_factory.mktemp("c") / f"corpus{suffix}"
    path.write_bytes(content)
    corpus = call(load_corpus, path)
    if corpus is not None:
        assert len(corpus.classes) >= 2 and len(corpus.texts) == len(corpus.labels)


@given(docs=st.lists(texts, max_size=4), ngram=st.sampled_from([(1, 1), (1, 2), (2, 2), (0, 3)]),
       min_df=st.sampled_from([1, 2, 0, 1.5]), unknown=st.sampled_from(["drop", "unk", "?"]))
def test_vectorizer(docs, ngram, min_df, unknown):
    v = Vectorizer(ngram_range=ngram, min_df=min_df, unknown=unknown)
    X = call(v.fit_transform, docs)
    if X is not None:
        assert X.shape[0] == len(docs)
        assert v.transform(docs).shape == X.shape
