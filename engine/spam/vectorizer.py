"""Document–term count matrices for Naive Bayes: unigram and bigram features, the bigrams of a
document padded with <s> and </s> as in the notes, unknown words dropped or counted as <unk>."""
from __future__ import annotations

from typing import Generator

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import DataError, check_choice, check_fitted, check_int
from ..base import BaseEstimator, TransformerMixin
from .terms import TermOptions, iter_term_stream, term_stream

BOS, EOS, UNK = "<s>", "</s>", "<unk>"
UNKNOWN = ("drop", "unk")


class Vectorizer(TransformerMixin, BaseEstimator):
    """Texts → scipy.sparse CSR counts, one column per feature in ``feature_names_``.

    Parameters are :class:`~engine.spam.terms.TermOptions` (preprocessing) plus
    ``ngram_range`` (1, 1) unigrams, (2, 2) bigrams with <s>/</s>, (1, 2) both; ``binary``
    (presence instead of counts); ``min_df`` (features in fewer training documents are unknown);
    ``unknown`` "drop" or "unk" (one <unk> column counts unknown features); ``url_words``
    (a URL counts as <url> plus the words of its host and path). Fitted: ``feature_names_``
    (an object array of str, one per column).
    """

    def __init__(self, ngram_range=(1, 1), lowercase=True, binary=False, *, letters_only=True,
                 drop_dates=False, stop_words=False, stemmer=None, placeholders=True,
                 min_df=1, unknown="drop", url_words=False):
        # every parameter stored as given (checked by fit), as scikit-learn's clone expects
        self.ngram_range = ngram_range
        self.lowercase = lowercase
        self.binary = binary
        self.letters_only = letters_only
        self.drop_dates = drop_dates
        self.stop_words = stop_words
        self.stemmer = stemmer
        self.placeholders = placeholders
        self.min_df = min_df
        self.unknown = unknown
        self.url_words = url_words

    @property
    def options(self) -> TermOptions:
        """The preprocessing switches of the parameters, as one :class:`TermOptions`."""
        return TermOptions(self.lowercase, self.letters_only, self.drop_dates,
                           self.stop_words, self.stemmer, self.placeholders,
                           bool(self.url_words))

    def fit(self, texts, y=None) -> "Vectorizer":
        """Learn the vocabulary of ``texts`` (``y`` is ignored)."""
        self.fit_transform(texts)
        return self

    def fit_transform(self, texts, y=None) -> sp.csr_matrix:
        """Learn the vocabulary and return the counts of ``texts``."""
        return run_job(self.iter_fit_transform(texts))

    def iter_fit_transform(self, texts) -> Generator[Progress, None, sp.csr_matrix]:
        """:meth:`fit_transform` as a job: :class:`Progress` while tokenising, returning the
        matrix."""
        self._check()
        texts = _check_texts(texts)
        stream = yield from iter_term_stream(texts, self.options)
        self.terms_ = stream.terms
        self._term_index = {t: i for i, t in enumerate(stream.terms)}
        full, keys = self._count(stream.ids, stream.ptr, len(stream.terms))
        df = np.bincount(full.indices, minlength=full.shape[1])
        keep = df >= self.min_df
        self._keys = keys[keep]              # sorted: unigram keys < bigram keys
        self.feature_names_ = self._names(self._keys)
        return self._finish(select_columns(full, keep, self.unknown == "unk"))

    def transform(self, texts) -> sp.csr_matrix:
        """Count the fitted features in ``texts``; unseen ones are dropped or go to <unk>."""
        check_fitted(self, "_keys")
        texts = _check_texts(texts)
        stream = term_stream(texts, self.options)
        local = np.array([self._term_index.get(t, -1) for t in stream.terms] or [0], np.int64)
        ids = local[stream.ids] if len(stream.ids) else stream.ids
        full, keys = self._count(ids, stream.ptr, len(self.terms_))
        col = np.searchsorted(self._keys, keys)
        inside = col < len(self._keys)
        known = np.zeros(len(keys), dtype=bool)       # unknown terms have key −1: no match
        known[inside] = self._keys[col[inside]] == keys[inside]
        n_cols = len(self._keys) + (self.unknown == "unk")
        target = np.where(known, col, n_cols - 1 if self.unknown == "unk" else -1)
        coo = full.tocoo()
        t = target[coo.col]
        ok = t >= 0
        X = sp.csr_matrix((coo.data[ok], (coo.row[ok], t[ok])), shape=(full.shape[0], n_cols))
        return self._finish(X)

    def restricted(self, keep, *, min_df: int | None = None,
                   unknown: str | None = None) -> "Vectorizer":
        """A copy that keeps only the feature columns ``keep`` (bool mask): the vectorizer a
        fit on a subset of the documents would give, without tokenising again."""
        out = Vectorizer.__new__(Vectorizer)
        out.__dict__.update(self.__dict__)
        out.min_df = self.min_df if min_df is None else min_df
        out.unknown = self.unknown if unknown is None else unknown
        out._keys = self._keys[keep]
        out.feature_names_ = self.feature_names_[np.asarray(keep, dtype=bool)]
        return out

    @property
    def vocabulary_(self) -> dict:
        """feature name → column (read-only). Built once per fitted vocabulary and kept: with
        bigrams a vocabulary can hold a million names, and a dict of them takes most of a
        second to build (the Explain view looks words up on the GUI thread)."""
        key = (id(self.feature_names_), len(self.feature_names_), self.unknown)
        cached = self.__dict__.get("_vocabulary_cache")
        if cached is None or cached[0] != key:
            vocabulary = {name: i for i, name in enumerate(self.feature_names_)}
            if self.unknown == "unk":
                vocabulary[UNK] = len(vocabulary)
            cached = (key, vocabulary)
            self._vocabulary_cache = cached
        return cached[1]

    def analyse(self, text: str) -> list:
        """The features of one text in order (unigrams, then bigrams), as strings."""
        if not isinstance(text, str):
            raise DataError(QT_TRANSLATE_NOOP("engine", "analyse takes one text; got "
                                                        "{text_type}."),
                            text_type=type(text).__name__)
        stream = term_stream([text], self.options)
        words = [stream.terms[i] for i in stream.ids]
        lo, hi = self.ngram_range
        out = words if lo == 1 else []
        if hi == 2:
            padded = [BOS] + words + [EOS]
            out = out + [f"{a} {b}" for a, b in zip(padded, padded[1:])]
        return out

    # -- internals ----------------------------------------------------------------------------
    def _check(self):
        ok = isinstance(self.ngram_range, (tuple, list)) and \
            tuple(self.ngram_range) in ((1, 1), (1, 2), (2, 2))
        if not ok:
            raise ValueError("ngram_range must be (1, 1), (1, 2) or (2, 2); "
                             f"got {self.ngram_range!r}.")
        check_int(self.min_df, "min_df", low=1)
        check_choice(self.unknown, "unknown", UNKNOWN)

    def _count(self, ids, ptr, n_terms):
        """All n-gram counts of a term stream, with integer keys: a unigram t has key t; a bigram
        (a, b) has key T + a·T + b over the T = n_terms + 2 ids that include <s> and </s>.
        An unknown term (id −1) gives key −1."""
        n_docs = len(ptr) - 1
        T = n_terms + 2
        doc = np.repeat(np.arange(n_docs), np.diff(ptr))
        rows, keys = [], []
        lo, hi = self.ngram_range
        if lo == 1:
            rows.append(doc)
            keys.append(ids)
        if hi == 2:
            first, second, bdoc = _bigrams(ids, ptr, n_terms)
            code = T + first * T + second
            code[(first < 0) | (second < 0)] = -1
            rows.append(bdoc)
            keys.append(code)
        return _count_matrix(np.concatenate(rows), np.concatenate(keys), n_docs)

    def _names(self, keys):
        """The feature name of each key: a unigram's term, a bigram's two terms joined by a
        space; vectorised over object arrays (the concatenations run in numpy's loop, not
        one Python statement per name: 5,574 SMS messages, ~48,000 names, 47 → 10 ms)."""
        T = len(self.terms_) + 2
        names = np.empty(T, dtype=object)
        names[:] = self.terms_ + [BOS, EOS]
        out = np.empty(len(keys), dtype=object)
        # an object array, not a list: the garbage collector walks every item of a list at
        # each full collection (6 ms for a million bigram names, on the GUI thread), and an
        # array not at all. In slices: each holds the GIL briefly (the GUI thread waits).
        for start in range(0, len(keys), _CHUNK):
            k = keys[start:start + _CHUNK]
            part = out[start:start + _CHUNK]
            uni = k < T
            part[uni] = names[k[uni]]
            a, b = np.divmod(k[~uni] - T, T)
            part[~uni] = names[a] + " " + names[b]
        return out

    def _finish(self, X):
        X = X.tocsr()
        if self.binary:
            X.data[:] = 1.0
        return X


_CHUNK = 1 << 16


def _count_matrix(rows, keys, n_docs):
    """The (n_docs, distinct keys) CSR matrix of how often each key occurs in each row, and the
    distinct keys (sorted). One sort of the values key·n_docs + row (numpy's vectorised sort,
    no permutation array, and it releases the GIL) puts equal (key, row) pairs next to each
    other in column-major order: their run lengths are the counts and the matrix is built
    column by column, with no COO duplicate summing. (Was an argsort of the keys, a scatter of
    the inverse and a CSR duplicate sort: on SpamAssassin's 6,294 mails 2.6 of 12.5 s.)"""
    lo = int(keys.min()) if len(keys) else 0          # −1: unknown features (transform)
    span = (int(keys.max()) - lo + 1) if len(keys) else 1
    if span * max(n_docs, 1) >= 1 << 62:              # would overflow: sort pairs instead
        order = np.lexsort((rows, keys))
        comp_key, comp_row = keys[order], rows[order]
        new = np.ones(len(keys), dtype=bool)
        new[1:] = (comp_key[1:] != comp_key[:-1]) | (comp_row[1:] != comp_row[:-1])
        ukey, urow = comp_key[new], comp_row[new]
    else:
        comp = (keys - lo) * n_docs + rows
        comp.sort()
        new = np.ones(len(comp), dtype=bool)
        np.not_equal(comp[1:], comp[:-1], out=new[1:])
        ukey, urow = np.divmod(comp[new], n_docs)
        ukey += lo
    at = np.flatnonzero(new)
    counts = np.diff(np.append(at, len(new))).astype(np.float64)
    col_start = np.ones(len(ukey), dtype=bool)
    np.not_equal(ukey[1:], ukey[:-1], out=col_start[1:])
    indptr = np.append(np.flatnonzero(col_start), len(ukey))
    X = sp.csc_matrix((counts, urow, indptr), shape=(n_docs, len(indptr) - 1))
    return X.tocsr(), ukey[col_start]


def _bigrams(ids, ptr, n_terms):
    """The bigrams of every document padded as <s> w1 … wn </s>: (first, second, doc) arrays."""
    n_docs = len(ptr) - 1
    lengths = np.diff(ptr)
    bos, eos = n_terms, n_terms + 1
    padded_ptr = ptr + 2 * np.arange(n_docs + 1)
    seq = np.empty(padded_ptr[-1], dtype=np.int64)
    seq[padded_ptr[:-1]] = bos
    seq[padded_ptr[1:] - 1] = eos
    doc = np.repeat(np.arange(n_docs), lengths)
    seq[np.arange(len(ids)) + 2 * doc + 1] = ids
    starts = np.ones(len(seq), dtype=bool)
    starts[padded_ptr[1:] - 1] = False          # a pair never starts at a document's </s>
    pos = np.flatnonzero(starts)
    return seq[pos], seq[pos + 1], np.repeat(np.arange(n_docs), lengths + 1)


def select_columns(X, keep, unk: bool = False) -> sp.csr_matrix:
    """Keep the columns ``keep`` (bool mask) of ``X``; with ``unk`` add one last column with the
    row sums of the dropped ones (how many unknown features each document has)."""
    X = X.tocsr()
    kept = X[:, np.flatnonzero(keep)]
    if not unk:
        return kept
    dropped = np.asarray(X[:, np.flatnonzero(~keep)].sum(axis=1)).ravel()
    return sp.hstack([kept, sp.csr_matrix(dropped[:, None])], format="csr")


def _check_texts(texts):
    """A list of strings (one per document); one string alone is refused, not split into
    characters."""
    if isinstance(texts, (str, bytes)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "texts must be a list of documents, not one "
                                                    "string; use [text]."))
    try:
        texts = list(texts)
    except TypeError:
        raise DataError(QT_TRANSLATE_NOOP("engine", "texts must be a list of strings; got "
                                                    "{texts_type}."),
                        texts_type=type(texts).__name__) \
            from None
    bad = next((i for i, t in enumerate(texts) if not isinstance(t, str)), None)
    if bad is not None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "texts[{bad}] is a {texts_bad_type}, not a "
                                                    "string; every document must be text."),
                        bad=bad, texts_bad_type=type(texts[bad]).__name__)
    return texts
