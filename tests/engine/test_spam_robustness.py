"""Regression tests for bad input in the spam engine (issue 11): each reproducer either gives
a correct result or a DataError/ValueError/TypeError with Trellis's own message."""
import os
from pathlib import Path

import numpy as np
import pytest
import scipy.sparse as sp
from sklearn import metrics as skm

from engine import DataError, NotFittedError
from engine.features import score_terms
from engine.metrics import classification_report, roc_curve
from engine.spam import (BernoulliNB, MultinomialNB, SpamFilter, Vectorizer, kfold_indices,
                         load_corpus, parse_email, split_indices)
from engine.spam.terms import TOKEN

TEXTS = ["win cash now", "cheap pills win", "meeting at noon", "lunch at noon",
         "win a free cruise", "notes from the meeting"]
LABELS = ["spam", "spam", "ham", "ham", "spam", "ham"]


def test_tokenizer_on_long_runs():
    """Was 23 s (quadratic); bench/bench_bad_input.py times it."""
    assert TOKEN.findall("_" * 40_000) == []
    assert TOKEN.findall("mail a.b+c@x.org, ___x@y.com") == ["mail", "a.b+c@x.org",
                                                               "___x@y.com"]


def test_explaining_twenty_thousand_underscores():
    f = SpamFilter().fit(TEXTS, LABELS)
    e = f.explain("win " + "_" * 20_000 + " noon")
    assert [s[2] for s in e.spans] == ["win", "noon"]


def test_turkish_dotted_i_does_not_shift_the_highlighting():
    f = SpamFilter().fit(TEXTS, LABELS)
    text = "İİİ İstanbul: WIN cash"
    for start, end, term, _ in f.explain(text).spans:
        assert text[start:end].lower() == term or text[start:end].lower().startswith("i̇")
    spans = {term: text[a:b] for a, b, term, _ in f.explain(text).spans}
    assert spans["win"] == "WIN" and spans["cash"] == "cash"


def test_save_writes_exactly_the_given_path(tmp_path):
    f = SpamFilter().fit(TEXTS, LABELS)
    target = tmp_path / "myfilter"
    f.save(str(target))
    assert target.exists() and not (tmp_path / "myfilter.npz").exists()
    assert list(SpamFilter.load(target).predict(TEXTS)) == list(f.predict(TEXTS))


def test_damaged_filters_are_data_errors(tmp_path):
    f = SpamFilter().fit(TEXTS, LABELS)
    good = tmp_path / "good.npz"
    f.save(good)
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"PK\x03\x04junk")
    npy = tmp_path / "array.npz"
    np.save(tmp_path / "array.npy", np.arange(3))
    (tmp_path / "array.npy").rename(npy)
    with np.load(good) as data:
        arrays = {k: data[k] for k in data.files}
    missing = tmp_path / "missing.npz"
    np.savez(missing, **{k: v for k, v in arrays.items() if k != "feature_count"})
    wrong = tmp_path / "wrong.npz"
    np.savez(wrong, **dict(arrays, feature_count=arrays["feature_count"][:, :2]))
    for path, message in ((junk, "damaged"), (npy, "not a saved"),
                          (missing, "feature_count"), (wrong, "shape"),
                          (tmp_path / "none.npz", "does not exist")):
        with pytest.raises(DataError, match=message):
            SpamFilter.load(path)


def test_deeply_nested_multiparts_are_read_without_recursion_error():
    parts = b"".join(b'Content-Type: multipart/mixed; boundary="b%d"\n\n--b%d\n' % (i, i)
                     for i in range(2000))
    raw = (b"Subject: deep\nMIME-Version: 1.0\n" + parts
           + b"Content-Type: text/plain\n\nhello deep\n"
           + b"".join(b"--b%d--\n" % i for i in reversed(range(2000))))
    msg = parse_email(raw)
    assert msg.subject == "deep" and "hello deep" in msg.body and msg.defects


def test_defects_are_in_plain_words():
    msg = parse_email(b"Subject: x\nnot a header line\n\nbody")
    assert msg.defects and all("Defect" not in d and d == d.lower() for d in msg.defects)


@pytest.mark.parametrize("y", [[1.0, np.nan, 2.0, 1.0, 2.0, 1.0],
                               np.array([0.0, 1.0] * 5 + [np.nan])])
def test_nan_labels_are_refused(y):
    with pytest.raises(DataError, match="NaN"):
        split_indices(y)
    with pytest.raises(DataError, match="NaN"):
        kfold_indices(y, 2)


def test_seed_must_be_whole():
    y = ["a", "b"] * 10
    with pytest.raises(ValueError, match="seed"):
        split_indices(y, seed=2.7)
    with pytest.raises(ValueError, match="seed"):
        kfold_indices(y, 2, seed=2.7)
    with pytest.raises(ValueError, match="test_size"):
        split_indices(y, test_size=1.5)


@pytest.mark.parametrize("alpha", [1e-17, 1e-300])
def test_bernoulli_with_tiny_alpha_has_no_nan(alpha):
    X = np.array([[1, 0], [1, 1], [0, 1], [0, 1]])
    y = ["a", "a", "b", "b"]
    p = BernoulliNB(alpha).fit(X, y).predict_proba(X)
    assert np.all(np.isfinite(p)) and np.allclose(p.sum(axis=1), 1)
    m = MultinomialNB(alpha).fit(X, y).predict_proba(X)
    assert np.all(np.isfinite(m))
    with pytest.raises(DataError, match="infinite"):
        BernoulliNB(1.0).fit(np.array([[np.inf, 0], [1, 1]]), ["a", "b"])
    with pytest.raises(ValueError, match="alpha"):
        BernoulliNB(0.0).fit(X, y)


def test_classification_report_with_a_subset_of_labels():
    y_true = ["a", "b", "c", "a", "c", "b", "a"]
    y_pred = ["a", "c", "c", "b", "c", "b", "a"]
    for labels in (["a", "c"], ["c", "a"]):
        r = classification_report(y_true, y_pred, labels=labels)
        ref = skm.confusion_matrix(y_true, y_pred, labels=labels)
        np.testing.assert_array_equal(r.confusion, ref)
        p, rec, f1, _ = skm.precision_recall_fscore_support(y_true, y_pred, labels=labels,
                                                             zero_division=0)
        np.testing.assert_allclose(r.precision, p)
        np.testing.assert_allclose(r.recall, rec)


def test_empty_and_list_inputs():
    with pytest.raises(DataError, match="empty"):
        roc_curve([], [])
    X = [[1, 0, 2], [0, 1, 0], [2, 0, 1], [0, 2, 0]]
    y = ["s", "h", "s", "h"]
    nb = MultinomialNB().fit(X, y)
    assert list(nb.predict(X)) == y
    assert score_terms(X, y, "s")["df"].tolist() == [2, 2, 2]
    with pytest.raises(DataError):
        MultinomialNB().fit([["x", "y"]], ["a"])


def test_not_fitted_everywhere():
    for call in (lambda: MultinomialNB().predict([[1, 2]]),
                 lambda: BernoulliNB().predict_proba([[1, 2]]),
                 lambda: SpamFilter().predict(["x"]), lambda: SpamFilter().explain("x"),
                 lambda: SpamFilter().classes_, lambda: Vectorizer().transform(["x"])):
        with pytest.raises(NotFittedError):
            call()


def test_one_string_is_not_a_list_of_texts():
    with pytest.raises(DataError, match="list"):
        Vectorizer().fit_transform("win cash")
    with pytest.raises(DataError, match="list"):
        SpamFilter().fit(TEXTS, LABELS).predict("win cash")


def test_cr_only_csv_loads(tmp_path):
    path = tmp_path / "excel.csv"
    rows = ["label,text"] + [f"{'spam' if i % 2 else 'ham'},message number {i}"
                             for i in range(10)]
    path.write_bytes("\r".join(rows).encode())
    corpus = load_corpus(path)
    assert len(corpus) == 10 and corpus.classes == ["ham", "spam"]


def test_plain_text_and_numbers_are_not_corpora(tmp_path):
    prose = tmp_path / "story.txt"
    words = "the fox ran far, and the dog sat still, while a bird sang high".split()
    rng = np.random.default_rng(0)
    prose.write_text("\n".join(" ".join(rng.choice(words, 12)) + f", line {i}."
                               for i in range(40)))
    with pytest.raises(DataError, match="labelled corpus"):
        load_corpus(prose)
    numbers = tmp_path / "points.csv"
    numbers.write_text("\n".join(f"{i % 2},{i * 0.5},{i * 1.5}" for i in range(40)))
    with pytest.raises(DataError, match="numbers"):
        load_corpus(numbers)


def test_bad_files_are_skipped_and_listed(tmp_path, monkeypatch):
    for label in ("ham", "spam"):
        (tmp_path / label).mkdir()
        for i in range(3):
            (tmp_path / label / f"{i}.txt").write_text(f"{label} words {i}")
    (tmp_path / "ham" / "utf16.txt").write_bytes("truncated text".encode("utf-16")[:-1])
    (tmp_path / "ham" / "bom.txt").write_bytes(b"\xef\xbb\xbfbad \xff\xfe bom")
    (tmp_path / "spam" / "locked.txt").write_text("unreadable")
    (tmp_path / "spam" / "sub").mkdir()
    (tmp_path / "spam" / "sub" / "x.txt").write_text("hidden")
    real_read, real_scandir = Path.read_bytes, os.scandir

    def read_bytes(self):
        if self.name == "locked.txt":
            raise PermissionError(13, "Permission denied")
        return real_read(self)

    def scandir(path):                 # as root, chmod 000 would not stop the listing
        if Path(path).name == "sub":
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    monkeypatch.setattr(os, "scandir", scandir)
    corpus = load_corpus(tmp_path)
    assert len(corpus) == 8                      # 6 + the two decodable with repairs
    problems = " ".join(corpus.problems)
    assert "locked.txt" in problems and "spam/sub: cannot list" in problems


def test_sparse_and_dense_agree_for_naive_bayes():
    X = np.array([[1, 0, 2], [0, 1, 0], [2, 0, 1], [0, 2, 0]], dtype=float)
    y = ["s", "h", "s", "h"]
    a = MultinomialNB().fit(X, y).predict_proba(sp.csr_matrix(X))
    b = MultinomialNB().fit(sp.csr_matrix(X), y).predict_proba(X)
    np.testing.assert_allclose(a, b)


def test_thousands_of_boundaries_are_read_flat():
    raw = (b"Subject: many\nContent-Type: multipart/mixed; boundary=b0\n\n"
           + b"".join(b"--b%d\nContent-Type: multipart/mixed; boundary=b%d\n\n" % (i, i + 1)
                      for i in range(5000)) + b"hello there\n")
    msg = parse_email(raw)
    assert "hello there" in msg.body and msg.subject == "many"
