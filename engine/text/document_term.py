"""The document–term matrix: documents as rows, terms as columns, weighted.

Texts are tokenised and normalised by this package (``tokenize``, ``case_fold``, ``stem`` /
lemmas, the stop-word list); the analysis is done once per *type*, not per token, so a
20,000-document folder costs one tokenisation pass. Weightings, for a term t in a document d of
n documents, with tf(t, d) the count (1 + ln tf when ``sublinear_tf``) and df(t) the number of
documents holding t:

- counts: w = tf(t, d)
- binary: w = 1 if t occurs in d
- tfidf:  w = tf(t, d) · idf(t),  idf(t) = ln((1 + n) / (1 + df(t))) + 1  (smoothed, as
  scikit-learn's ``TfidfVectorizer`` defaults)

then each row is divided by its norm (``norm="l2"``: √Σw², cosine normalisation; ``"l1"``:
Σ|w|; None: left as is). The vocabulary keeps terms with min_df ≤ df ≤ max_df (a float is a
share of the documents, an int a count) and then, with ``max_terms``, the best terms by ``select``:
document frequency, total count, or any of the notes' feature-selection scores against
``labels`` (engine.features; several classes: the best one-vs-rest score).
"""
from __future__ import annotations

import numbers
import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import DataError, check_choice, check_int
from .bigram_measures import ENGLISH_STOPWORDS
from .normalization import STEMMERS, case_fold, lemmas, stem
from .tokenizers import METHODS, compile_pattern, tokenize

if TYPE_CHECKING:
    import scipy.sparse as sp

WEIGHTINGS = ("counts", "binary", "tfidf")
NORMS = ("l2", "l1", None)
SELECT = ("df", "tf", "acc", "accr", "pr", "oddr", "oddn", "f1", "ig", "chi2", "bns")
_WORD = re.compile(r"\w")
_PROGRESS_EVERY = 500
MAX_WORD = 100            # longer tokens are not stemmed or lemmatised (see _analyse_types)


@dataclass(frozen=True)
class TermMatrix:
    """A weighted document–term matrix and how it was made (so queries are weighted alike).

    ``X`` (documents × terms, CSR float64) holds the weights, ``counts`` the raw counts of the
    kept terms, ``terms`` the column names (sorted), ``df`` each term's document frequency and
    ``idf`` its inverse document frequency (tfidf only). ``empty_documents`` lists the rows left
    with no term (all zero), ``n_dropped`` how many distinct terms the filters removed."""

    X: sp.csr_matrix
    terms: tuple
    counts: sp.csr_matrix
    df: np.ndarray
    idf: np.ndarray | None
    weighting: str
    sublinear_tf: bool
    norm: str | None
    empty_documents: np.ndarray
    n_dropped: int
    tokenizer: str = "wordpunct"
    pattern: str | None = None
    lowercase: bool = True
    stop_words: frozenset = frozenset()
    stemmer: str | None = None
    lemmatize: bool = False
    analysed: bool = True      # False: documents came as token lists, taken as they are

    @property
    def shape(self) -> tuple:
        return self.X.shape

    @property
    def formula(self) -> str:
        """The weighting in words and symbols, for an explanation panel."""
        tf = "(1 + ln tf(t,d))" if self.sublinear_tf and self.weighting != "binary" else "tf(t,d)"
        body = {"counts": f"w(t,d) = {tf}",
                "binary": "w(t,d) = 1 if t occurs in d, else 0",
                "tfidf": f"w(t,d) = {tf} · idf(t),   idf(t) = ln((1 + n) / (1 + df(t))) + 1"
                }[self.weighting]
        tail = {"l2": ", then each row divided by √Σ w² (cosine normalisation)",
                "l1": ", then each row divided by Σ |w|", None: ""}[self.norm]
        return body + tail

    def vectorize(self, documents: Sequence) -> sp.csr_matrix:
        """Rows for new documents (a query typed in), analysed and weighted exactly as the
        matrix was, with its vocabulary and idf; words it does not know are ignored."""
        if isinstance(documents, (str, bytes)) or not isinstance(documents, Sequence):
            raise TypeError("vectorize takes a list of documents, e.g. [query]; got "
                            f"{type(documents).__name__}.")
        import scipy.sparse as sp      # loaded on first use: the Text tab starts without it

        index = {t: j for j, t in enumerate(self.terms)}
        rows, cols = [], []
        cache: dict = {}
        for i, doc in enumerate(documents):
            if self.analysed:
                if not isinstance(doc, str):
                    raise TypeError(f"Document {i} must be a string; got {type(doc).__name__}.")
                tokens = tokenize(doc, self.tokenizer, self.pattern)
                missing = [t for t in set(tokens) if t not in cache]
                for t, term in zip(missing, _analyse_types(missing, self._options())):
                    cache[t] = term
                terms = [cache[t] for t in tokens]
            else:
                terms = _token_list(doc, i)
            hits = [index[t] for t in terms if t is not None and t in index]
            rows.extend([i] * len(hits))
            cols.extend(hits)
        counts = sp.csr_matrix((np.ones(len(rows)), (rows, cols)),
                               shape=(len(documents), len(self.terms)))
        counts.sum_duplicates()
        return _weigh(counts, self.weighting, self.sublinear_tf, self.norm, self.idf)

    def top_terms(self, rows: ArrayLike | None = None, n: int = 10) -> list[tuple[str, float]]:
        """The ``n`` terms with the largest mean weight over ``rows`` (document indices; all
        documents when None): a document's or a cluster's top terms."""
        n = check_int(n, "n", low=1)
        X = self.X if rows is None else self.X[_row_indices(rows, self.X.shape[0])]
        if X.shape[0] == 0:
            return []
        mean = np.asarray(X.mean(axis=0)).ravel()
        order = np.argsort(-mean, kind="stable")[:n]
        return [(self.terms[j], float(mean[j])) for j in order if mean[j] > 0]

    def _options(self):
        return (self.lowercase, self.stop_words, self.stemmer, self.lemmatize)


def term_matrix(documents: Sequence, weighting: str = "tfidf", sublinear_tf: bool = False,
                norm: str | None = "l2", min_df: float = 1, max_df: float = 1.0,
                **options) -> TermMatrix:
    """Build the weighted document–term matrix of ``documents`` (texts, or lists of tokens
    taken as they are); see the module doc for the formulas and :func:`iter_term_matrix` for the
    keyword options. With token lists, ``weighting="tfidf"`` equals scikit-learn's
    ``TfidfVectorizer()`` fed the same tokens."""
    return run_job(iter_term_matrix(documents, weighting, sublinear_tf, norm, min_df, max_df,
                                    **options))


def iter_term_matrix(documents: Sequence, weighting: str = "tfidf", sublinear_tf: bool = False,
                     norm: str | None = "l2", min_df: float = 1, max_df: float = 1.0, *,
                     max_terms: int | None = None, select: str = "df",
                     labels: ArrayLike | None = None,
                     tokenizer: str = "wordpunct", pattern: str | None = None,
                     lowercase: bool = True,
                     stop_words: str | Collection[str] | None = None, stemmer: str | None = None,
                     lemmatize: bool = False) -> Iterator:
    """Like :func:`term_matrix`, as a job: validates now, then returns a generator that yields
    :class:`~engine.Progress` while it tokenises and returns the :class:`TermMatrix`.

    Options: ``max_terms`` keeps the best terms by ``select`` ("df", "tf" = total count, or a
    feature-selection score of engine.features, which needs ``labels``, one per document);
    ``tokenizer``/``pattern`` as :func:`engine.text.tokenize` (default "wordpunct": fast, no
    NLTK); ``lowercase`` case-folds (acronyms kept, as :func:`case_fold`); ``stop_words`` is
    None, "english" or a collection of words; ``stemmer`` one of ``STEMMERS`` or
    ``lemmatize=True``. Tokens without a letter or digit (punctuation) are dropped."""
    if isinstance(documents, (str, bytes)) or not isinstance(documents, Sequence):
        raise TypeError("documents must be a list of texts (or of token lists); got "
                        f"{type(documents).__name__}.")
    if len(documents) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "There are no documents; load a folder or a "
                                                    "corpus first."))
    analysed = all(isinstance(d, str) for d in documents)
    if not analysed and any(isinstance(d, str) for d in documents):
        raise TypeError("documents mixes texts and token lists; give all texts or all lists.")
    if not analysed:
        for i, doc in enumerate(documents):
            _token_list(doc, i, copy=False)
    check_choice(weighting, "weighting", WEIGHTINGS)
    check_choice(norm, "norm", NORMS)
    check_choice(select, "select", SELECT)
    check_choice(tokenizer, "tokenizer", METHODS)
    if tokenizer == "regex":
        compile_pattern(pattern)
    if stemmer is not None:
        check_choice(stemmer, "stemmer", tuple(STEMMERS))
    n = len(documents)
    low, high = _df_bound(min_df, "min_df", n), _df_bound(max_df, "max_df", n)
    if high < low:
        raise DataError(QT_TRANSLATE_NOOP("engine", "max_df={max_df!r} allows at most {high:g} "
                                                    "documents but min_df={min_df!r} asks for "
                                                    "at least {low:g}: no term can pass. Lower "
                                                    "min_df or raise max_df."), max_df=max_df,
                        high=high, min_df=min_df, low=low)
    if max_terms is not None:
        max_terms = check_int(max_terms, "max_terms", low=1)
    if select not in ("df", "tf") and max_terms is not None:
        if labels is None:
            raise DataError(QT_TRANSLATE_NOOP("engine", "select={select!r} scores terms against "
                                                        "class labels; give labels (one per "
                                                        "document) or select by 'df'."),
                            select=select)
        from ..metrics import _cluster_labels

        labels = _cluster_labels(labels, "labels")
        if len(labels) != n:
            raise DataError(QT_TRANSLATE_NOOP("engine", "labels has {labels_size} values for "
                                                        "{n} documents; give one label per "
                                                        "document."), labels_size=labels.size, n=n)
        if len(np.unique(labels)) < 2:
            raise DataError(QT_TRANSLATE_NOOP("engine", "select={select!r} needs documents of "
                                                        "at least two classes; the labels hold "
                                                        "one."), select=select)
    stops = _stop_words(stop_words)
    options = (bool(lowercase), stops, stemmer, bool(lemmatize))
    return _build(documents, analysed, weighting, bool(sublinear_tf), norm, (low, high),
                  max_terms, select, labels, tokenizer, pattern, options)


def _row_indices(rows, n):
    """Document indices 0..n−1 as an int array (a float, a bool mask or a name is refused:
    0.5 or True would silently pick another document)."""
    r = np.atleast_1d(np.asarray(rows))
    if r.ndim != 1 or (r.size and r.dtype.kind not in "iu"):
        raise TypeError("rows must be document indices (whole numbers); got "
                        f"{r.dtype if r.size else type(rows).__name__} values.")
    if r.size and (r.min() < 0 or r.max() >= n):
        bad = int(r[(r < 0) | (r >= n)][0])
        raise DataError(QT_TRANSLATE_NOOP("engine", "Document index {bad} is out of range; the "
                                                    "matrix has {n} documents (0..{n2})."), bad=bad,
                        n=n, n2=n - 1)
    return r.astype(np.int64)


def _df_bound(value, name, n):
    """A document-frequency bound as a count: an int is a count, a float a share of n."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ValueError(f"{name} must be a number (an int count or a float share); got "
                         f"{value!r}.")
    if isinstance(value, numbers.Integral):
        if value < 0:
            raise ValueError(f"{name} must be >= 0; got {value}.")
        return float(value)
    if not 0.0 <= value <= 1.0:
        raise ValueError(f"{name} as a float is a share of the documents, in [0, 1]; got "
                         f"{value!r}. Use an int for a count of documents.")
    return float(value) * n


def _stop_words(stop_words):
    if stop_words is None:
        return frozenset()
    if stop_words == "english":
        return frozenset(ENGLISH_STOPWORDS)
    if isinstance(stop_words, str) or not isinstance(stop_words, Collection) or not all(
            isinstance(w, str) for w in stop_words):
        raise TypeError("stop_words must be None, 'english' or a collection of words.")
    return frozenset(w.lower() for w in stop_words)


def _token_list(doc, i, copy=True):
    if isinstance(doc, (bytes, bytearray)) or not isinstance(doc, Sequence) or not all(
            isinstance(t, str) for t in doc):
        raise TypeError(f"Document {i} must be a text or a list of token strings; got "
                        f"{type(doc).__name__}. Decode bytes first (engine.io.read_text).")
    return list(doc) if copy else doc


def _analyse_types(types, options):
    """The term each raw token type becomes (None when it is dropped): case-folded, without
    punctuation and stop words, then stemmed or lemmatised. Done once per type."""
    lowercase, stops, stemmer, lemmatize = options
    folded = [case_fold(t) if lowercase else t for t in types]
    kept = [t if _WORD.search(t) and t.lower() not in stops else None for t in folded]
    words = sorted({t for t in kept if t is not None})
    # a stemmer's rules take seconds on a megabyte "word" (a file of one token): words longer
    # than any real one are kept as they are
    real = [w for w in words if len(w) <= MAX_WORD]
    mapped = {w: w for w in words}
    if stemmer:
        mapped.update(zip(real, stem(real, stemmer)))
    elif lemmatize:
        mapped.update({w: lemmas(w)[0].lemma or w for w in real})
    return [mapped[t] if t is not None else None for t in kept]


def _build(documents, analysed, weighting, sublinear_tf, norm, bounds, max_terms, select,
           labels, tokenizer, pattern, options):
    import scipy.sparse as sp          # loaded on first use: the Text tab starts without it

    n = len(documents)
    vocab: dict = {}
    indices: list = []
    indptr = [0]
    yield Progress(0, n, QT_TRANSLATE_NOOP("engine", "tokenising…"))
    for i, doc in enumerate(documents):
        tokens = tokenize(doc, tokenizer, pattern) if analysed else _token_list(doc, i)
        indices.extend([vocab.setdefault(t, len(vocab)) for t in tokens])
        indptr.append(len(indices))
        if (i + 1) % _PROGRESS_EVERY == 0:
            yield Progress(i + 1, n, QT_TRANSLATE_NOOP("engine", "tokenising… {i:,} of {n:,} "
                                                                 "documents"), i=i + 1, n=n)
    if not vocab:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The {n} document(s) hold no tokens at all "
                                                    "(empty texts); load documents with text in "
                                                    "them."), n=n)
    yield Progress(n, n, QT_TRANSLATE_NOOP("engine", "counting terms…"))
    raw = sp.csr_matrix((np.ones(len(indices)), np.asarray(indices, dtype=np.int64),
                         np.asarray(indptr, dtype=np.int64)), shape=(n, len(vocab)))
    raw.sum_duplicates()
    types = list(vocab)
    final = _analyse_types(types, options) if analysed else types
    terms = sorted({t for t in final if t is not None})
    if not terms:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Every token is punctuation or a stop word, "
                                                    "so the vocabulary is empty. Turn the "
                                                    "stop-word list off or load documents with "
                                                    "words."))
    column = {t: j for j, t in enumerate(terms)}
    rows = [i for i, t in enumerate(final) if t is not None]
    merge = sp.csr_matrix((np.ones(len(rows)), (rows, [column[final[i]] for i in rows])),
                          shape=(len(types), len(terms)))
    counts = (raw @ merge).tocsr()
    df = np.bincount(counts.indices, minlength=len(terms))
    low, high = bounds
    keep = (df >= low) & (df <= high)
    if not keep.any():
        raise DataError(QT_TRANSLATE_NOOP("engine", "No term passes the document-frequency "
                                                    "filter ({low:g} ≤ df ≤ {high:g}); document "
                                                    "frequencies here run from {df} to {df2}. "
                                                    "Loosen min_df/max_df."), low=low, high=high,
                        df=df.min(), df2=df.max())
    keep = np.flatnonzero(keep)
    if max_terms is not None and max_terms < len(keep):
        keep = np.sort(keep[_best(counts[:, keep], df[keep], select, labels)[:max_terms]])
    counts = counts[:, keep].tocsr()
    counts.sort_indices()
    df = df[keep]
    terms = tuple(terms[j] for j in keep)
    idf = np.log((1.0 + n) / (1.0 + df)) + 1.0 if weighting == "tfidf" else None
    X = _weigh(counts, weighting, sublinear_tf, norm, idf)
    empty = np.flatnonzero(np.diff(counts.indptr) == 0)
    tok, pat = (tokenizer, pattern) if analysed else ("whitespace", None)
    lowercase, stops, stemmer, lemmatize = options
    return TermMatrix(X, terms, counts, df, idf, weighting, sublinear_tf, norm, empty,
                      len(column) - len(terms),
                      tok, pat, lowercase, stops, stemmer, lemmatize, analysed)


def _best(counts, df, select, labels):
    """Column order from best to worst by ``select``."""
    from ..features import IG_LOG_BASE, rank_terms, score_terms

    if select == "df":
        values = df.astype(float)
    elif select == "tf":
        values = np.asarray(counts.sum(axis=0)).ravel()
    else:
        values = np.full(counts.shape[1], -np.inf)
        for c in np.unique(labels):     # each class against the rest; a term's best score
            score = score_terms(counts, labels, c, (select,), IG_LOG_BASE)[select]
            values = np.fmax(values, score)
    return rank_terms(values)


def _weigh(counts, weighting, sublinear_tf, norm, idf):
    """Counts → weights (see the module doc), row-normalised."""
    X = counts.astype(np.float64, copy=True)
    if weighting == "binary":
        X.data[:] = 1.0
    elif sublinear_tf:
        X.data = 1.0 + np.log(X.data)
    if idf is not None:
        X.data *= idf[X.indices]
    if norm is not None:
        per_row = np.sqrt(X.multiply(X).sum(axis=1)) if norm == "l2" else abs(X).sum(axis=1)
        per_row = np.asarray(per_row).ravel()
        per_row[per_row == 0] = 1.0
        X.data /= np.repeat(per_row, np.diff(X.indptr))
    return X
