"""Documents as points, a task: read a folder of texts or a labelled corpus, weight and filter its
terms, reduce them to points (LSI, PCA, classical MDS, SMACOF), and the studies of a reduction
(the power method, SMACOF live, a query folded in, the terms of each cluster). Each ``iter_*``
is a job: a generator that chains engine calls, yields :class:`engine.Progress`, and returns one
frozen dataclass; nothing here computes an algorithm itself."""
from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import DataError, check_random_state
from ..io.documents import Documents, documents_from_corpus
from ..io.documents import _path as _check_path
from ..reduce import (LSI, MAX_MDS_POINTS, PCA, SMACOF, ClassicalMDS, Shepard,
                      pairwise_distances)
from ..spam.corpus import iter_load_corpus
from .clustering import display_pca

METHODS = ("LSI (truncated SVD)", "PCA", "classical MDS", "SMACOF (metric MDS)")
WEIGHTINGS = {"tf-idf": "tfidf", "counts": "counts", "binary": "binary"}
HEAT_TERMS, HEAT_DOCUMENTS = 30, 80
CONCEPT_TERMS = 10
SHEPARD_PAIRS = 4000          # pairs drawn in the Shepard diagram (a sample beyond this)
STEP_BYTES = 32_000_000       # most memory the SMACOF configurations kept for scrubbing take


@dataclass(frozen=True)
class DocumentSettings:
    weighting: str = "tfidf"
    sublinear_tf: bool = False
    norm: str | None = "l2"
    min_df: int = 2
    max_df: float = 0.9
    top_k: int = 1000
    score: str = "df"
    stop_words: bool = True
    stemmer: str | None = None
    method: str = METHODS[0]
    n_components: int = 10
    matrix: str = "covariance"
    distance: str = "cosine"
    seed: int = 0


@dataclass(frozen=True)
class Source:
    """Where documents come from: ``kind`` is "sample" (the built-in documents), "spam" (the
    built-in e-mail sample), "folder" (text files), "mail" (a labelled e-mail corpus folder) or
    "corpus" (a CSV/TSV of label and text)."""

    kind: str
    path: str


def source_for(kind: str, path=None) -> Source:
    """The :class:`Source` of ``kind``; the built-in ones know their path."""
    import resources              # the project's samples (package data), loaded when asked

    if kind == "sample":
        return Source(kind, str(resources.path("documents")))
    if kind == "spam":
        return Source(kind, str(resources.path("spam")))
    if path is None:
        raise ValueError("Choose a folder first (Open…).")
    return Source(kind, str(path))


@dataclass(frozen=True)
class Corpus:
    """Documents as read: texts, their names, class labels as codes into ``classes`` (None when
    the folder has no sub-folders), and notes on what was skipped."""

    kind: str
    path: str
    texts: tuple
    names: tuple
    labels: np.ndarray | None
    classes: tuple
    notes: tuple = ()


@dataclass(frozen=True)
class HeatMap:
    """The top terms × a sample of documents (sorted by class) of the weighted matrix."""

    terms: tuple
    documents: np.ndarray      # document indices (columns)
    values: np.ndarray         # (terms, documents)


@dataclass(frozen=True)
class DocumentSet:
    """A corpus turned into points: the weighted, filtered matrix X (documents × terms, CSR),
    the fitted reduction ``model`` and every document's k coordinates."""

    corpus: Corpus
    settings: DocumentSettings
    tm: object                   # engine.text.TermMatrix: X, terms, vectorize, top_terms
    model: object
    coords: np.ndarray
    display_pca: PCA | None
    heat: HeatMap
    concepts: tuple | None = None   # Concepts (top ± terms) of LSI concepts / PCA components
    shepard: Shepard | None = None  # MDS: given dissimilarities against fitted distances
    notes: tuple = field(default_factory=tuple)

    @property
    def X(self):
        return self.tm.X

    @property
    def terms(self):
        return self.tm.terms

    @property
    def labels(self):
        return self.corpus.labels

    @property
    def classes(self):
        return self.corpus.classes

    @property
    def kind(self) -> str:
        """"LSI", "PCA" or "MDS"."""
        return {"LSI": "LSI", "PCA": "PCA"}.get(self.settings.method.split()[0], "MDS")

    @property
    def prefix(self) -> str:
        return {"LSI": "concept", "PCA": "PC", "MDS": "MDS"}[self.kind]

    @property
    def summary(self) -> str:
        c = self.corpus
        classes = f" in {len(c.classes)} classes" if c.labels is not None else ""
        return (f"{len(c.texts):,} documents{classes} from {Path(c.path).name}: "
                f"{len(self.terms):,} terms kept, {self.settings.method} to "
                f"{self.coords.shape[1]} components. " + " ".join(self.notes + c.notes)).strip()

    def points(self, n: int):
        """(X, column names, display PCA) to cluster and draw: the first ``n`` coordinates (2, 3 or all
        k; at most k)."""
        k = min(n, self.coords.shape[1])
        columns = tuple(f"{self.prefix} {j + 1}" for j in range(k))
        return self.coords[:, :k], columns, self.display_pca if k > 2 else None


def iter_read_corpus_documents(path, *, headers: str = "subject"
                               ) -> Generator[Progress, None, Documents]:
    """Read a labelled corpus as spam filtering does (:func:`engine.spam.iter_load_corpus`: a
    folder per class, mbox files, a CSV/TSV of label and text), yielding its progress and
    returning :class:`engine.io.Documents`."""
    path = _check_path(path, "path")
    if not path.exists():
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path} does not exist; choose a corpus "
                                                    "folder or a CSV/TSV file."), path=path)
    return _corpus_documents(path, headers)


def _corpus_documents(path, headers):
    corpus = yield from iter_load_corpus(path, headers=headers)
    return documents_from_corpus(corpus)


def iter_documents(source, settings: DocumentSettings) -> Generator[Progress, None, "DocumentSet"]:
    """Read ``source`` (a Source; or a Corpus already read) and build its points."""
    if settings.method not in METHODS:
        raise ValueError(f"Unknown reduction {settings.method!r}; choose from {METHODS}.")
    return _documents(source, settings)


def _documents(source, settings):
    corpus = source if isinstance(source, Corpus) else (yield from iter_read_corpus(source))
    return (yield from iter_build_points(corpus, settings))


def iter_read_corpus(source: Source) -> Generator[Progress, None, Corpus]:
    """The documents of ``source`` as a :class:`Corpus` (labels as codes into its classes)."""
    from ..io import iter_read_documents

    if source.kind in ("spam", "mail", "corpus"):
        read = yield from iter_read_corpus_documents(source.path)
    else:
        read = yield from iter_read_documents(source.path)
    labels = None
    if read.labels is not None:
        labels = np.searchsorted(np.asarray(read.classes), np.asarray(read.labels))
    return Corpus(source.kind, source.path, read.texts, read.names, labels, read.classes,
                  tuple(read.notes))


def iter_build_points(corpus: Corpus, s: DocumentSettings
                      ) -> Generator[Progress, None, "DocumentSet"]:
    """Weight and filter the terms of ``corpus`` and reduce the documents to points."""
    from ..text import iter_term_matrix

    n = len(corpus.texts)
    if n < 2:        # the term filter's "max_df allows at most 0.9 documents" would puzzle
        raise DataError(QT_TRANSLATE_NOOP("engine", "{corpus_path_name} holds {n} "
                                                    "document{value} with text: points need at "
                                                    "least two documents (a picture, a few "
                                                    "dozen). Add documents or choose another "
                                                    "folder."),
                        corpus_path_name=Path(corpus.path).name, n=n, value='s' * (n != 1))
    tm = yield from iter_term_matrix(
        list(corpus.texts), s.weighting, s.sublinear_tf, s.norm, s.min_df, s.max_df,
        max_terms=s.top_k or None, select=s.score, labels=corpus.labels,
        stop_words="english" if s.stop_words else None, stemmer=s.stemmer)
    X, terms = tm.X, np.asarray(tm.terms)
    if X.nnz == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No document has any term left after the "
                                                    "vocabulary filter; lower Min DF, raise Max "
                                                    "DF or keep more terms."))
    yield Progress(1, 4, QT_TRANSLATE_NOOP("engine", "{X_shape_1:,} terms; reducing by "
                                                     "{s_method}…"), X_shape_1=X.shape[1],
                         s_method=s.method)
    if s.method.startswith("LSI"):
        model = LSI(s.n_components, random_state=s.seed)
        coords = model.fit_transform(X)
        reduced = Reduced(model, coords, tuple(model.concept_terms(tm.terms, CONCEPT_TERMS)))
    elif s.method == "PCA":
        model = PCA(s.n_components, matrix=s.matrix)
        coords = model.fit_transform(X)
        reduced = Reduced(model, coords, tuple(model.component_terms(terms, CONCEPT_TERMS)))
    else:
        reduced = yield from _mds(X, s)
    yield Progress(3, 4, QT_TRANSLATE_NOOP("engine", "projecting for display…"))
    return DocumentSet(corpus, s, tm, reduced.model, reduced.coords,
                       display_pca(reduced.coords), heat_map(X, terms, corpus.labels),
                       reduced.concepts, reduced.shepard)


@dataclass(frozen=True)
class Reduced:
    model: object
    coords: np.ndarray
    concepts: tuple | None = None
    shepard: Shepard | None = None


def _mds(X, s: DocumentSettings):
    n = X.shape[0]
    if n > MAX_MDS_POINTS:    # refused before the n × n Gram matrix is formed
        raise DataError(QT_TRANSLATE_NOOP("engine", "{s_method} needs the distances between all "
                                                    "{n:,} documents (n²); it is limited to "
                                                    "{MAX_MDS_POINTS:,} documents. Use LSI (it "
                                                    "works on the sparse matrix) or PCA, or a "
                                                    "smaller folder."), s_method=s.method, n=n,
                        MAX_MDS_POINTS=MAX_MDS_POINTS)
    yield Progress(1, 4, QT_TRANSLATE_NOOP("engine", "{s_distance} distances between {n:,} "
                                                     "documents…"), s_distance=s.distance, n=n)
    D = pairwise_distances(X, metric=s.distance)
    if s.method.startswith("classical"):
        model = ClassicalMDS(s.n_components)
        coords = model.fit_transform(D)
        upper = np.triu_indices(n, 1)
        fitted = pairwise_distances(coords)[upper]
        return Reduced(model, coords, None, _sample(Shepard(D[upper], fitted), s.seed))
    model = SMACOF(s.n_components, n_init=4, random_state=s.seed)
    for step in model.iter_fit(D):     # the steps are watched live with smacof_steps
        if step.iteration % 10 == 0:
            yield Progress(2, 4, QT_TRANSLATE_NOOP("engine", "SMACOF restart {step_restart}/4, "
                                                             "iteration {step_iteration}: "
                                                             "stress {step_stress:.4g}"),
                                 step_restart=step.restart + 1, step_iteration=step.iteration,
                                 step_stress=step.stress)
    return Reduced(model, model.embedding_, None, _sample(model.shepard(), s.seed))


def smacof_steps(docs: DocumentSet):
    """The SMACOF run behind ``docs``, live: the same settings and seed as the build, so its
    best restart ends at the points on show. The distances are computed at the first
    ``next()`` (on the worker); each step carries only the two plotted columns of its
    configuration (a read-only copy), so a history of steps is n × 2 floats per step."""
    s = docs.settings
    D = pairwise_distances(docs.X, metric=s.distance)
    for step in SMACOF(docs.coords.shape[1], n_init=4, random_state=s.seed).iter_fit(D):
        shown = np.array(step.embedding[:, :2])
        shown.flags.writeable = False
        yield replace(step, embedding=shown)


def thin_configurations(history, start, n_points, budget=None):
    """Drop the configurations of all but the newest steps of a SMACOF history (in place, from
    index ``start`` on), so the kept ones take at most ``budget`` bytes (STEP_BYTES, n × 2
    floats each); the stresses stay for the curve. Returns the index to start from next time."""
    keep = max(2, (STEP_BYTES if budget is None else budget) // (16 * max(n_points, 1)))
    end = len(history) - keep
    for i in range(max(start, 1), end):
        step = history[i]
        if step is not None and step.embedding is not None:
            history[i] = replace(step, embedding=None)
    return max(start, end)


def _sample(shepard, seed):
    m = len(shepard.distances)
    if m <= SHEPARD_PAIRS:
        return shepard
    idx = check_random_state(seed).choice(m, SHEPARD_PAIRS, replace=False)
    return Shepard(shepard.dissimilarities[idx], shepard.distances[idx])


def heat_map(X, terms, labels) -> HeatMap:
    """The HEAT_TERMS heaviest terms against up to HEAT_DOCUMENTS documents, evenly spread over
    the corpus and grouped by class."""
    n = X.shape[0]
    weight = np.asarray(X.sum(axis=0)).ravel()
    top = np.argsort(-weight, kind="stable")[:HEAT_TERMS]
    docs = np.unique(np.linspace(0, n - 1, min(n, HEAT_DOCUMENTS)).astype(int))
    if labels is not None:
        docs = docs[np.argsort(labels[docs], kind="stable")]
    values = X[docs][:, top].toarray().T
    return HeatMap(tuple(np.asarray(terms)[top]), docs, values)


@dataclass(frozen=True)
class ClusterRow:
    cluster: int
    size: int
    main_class: str
    terms: tuple


@dataclass(frozen=True)
class ClusterSummary:
    """Each cluster's size, main class and heaviest terms (mean weight in the cluster), and
    purity and the adjusted Rand index against the classes (None without labels)."""

    clusters: tuple
    purity: float | None
    ari: float | None


def iter_cluster_summary(docs: DocumentSet, labels, n_terms=8
                         ) -> Generator[Progress, None, ClusterSummary]:
    """Each cluster's size, main class and top terms; purity and ARI against the classes."""
    from ..metrics import adjusted_rand_score, cluster_composition, purity

    labels = np.asarray(labels)
    clusters = np.unique(labels)                # the non-empty clusters, in order
    mains = [""] * len(clusters)
    if docs.labels is not None:
        comp = cluster_composition(docs.labels, labels)
        mains = [f"{docs.classes[int(c)]} ({share:.0%})"
                 for c, share in zip(comp.main_class, comp.share)]
    rows = []
    for i, (k, main) in enumerate(zip(clusters, mains)):
        yield Progress(i, len(clusters), QT_TRANSLATE_NOOP("engine", "cluster {k}…"), k=k)
        members = np.flatnonzero(labels == k)
        terms = tuple(t for t, _ in docs.tm.top_terms(members, n_terms))
        rows.append(ClusterRow(int(k), len(members), main, terms))
    if docs.labels is None:
        return ClusterSummary(tuple(rows), None, None)
    return ClusterSummary(tuple(rows), float(purity(docs.labels, labels)),
                          float(adjusted_rand_score(docs.labels, labels)))


@dataclass(frozen=True)
class PowerRun:
    steps: tuple


def iter_power(docs: DocumentSet, n_components=3) -> Generator[Progress, None, PowerRun]:
    """PCA's power method with deflation for the first ``n_components`` (up to the k kept),
    every step kept."""
    k = max(1, min(n_components, docs.coords.shape[1]))
    steps = PCA(k, matrix=docs.settings.matrix, random_state=docs.settings.seed).iter_fit(docs.X)
    kept = []
    yield Progress(0, k, QT_TRANSLATE_NOOP("engine", "power method…"))
    for step in steps:
        kept.append(step)
        if len(kept) % 20 == 0:
            yield Progress(step.component, k, QT_TRANSLATE_NOOP(
                "engine", "component {step_component}, iteration {step_component_iteration}"),
                step_component=step.component + 1,
                step_component_iteration=step.component_iteration)
    return PowerRun(tuple(kept))


@dataclass(frozen=True)
class QueryResult:
    docs: DocumentSet
    ranking: object          # engine.reduce.QueryRanking
    known: bool              # some query word is in the vocabulary


def iter_query(docs: DocumentSet, text: str) -> Generator[Progress, None, QueryResult]:
    """Weight the query as the documents were, fold it in and rank the documents."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "folding the query in…"))
    q = sp.csr_matrix(docs.tm.vectorize([text]))
    return QueryResult(docs, docs.model.rank(q, docs.X), q.nnz > 0)
