"""Latent semantic indexing: the truncated SVD of a documents × terms matrix, kept sparse.

X ≈ U_k Σ_k V_kᵀ with U (documents × k), Σ the k largest singular values, V (terms × k). The rows
of Vᵀ are the concepts (``components_``), each a weighted mix of terms; a document's coordinates
are the row of X V = U Σ (``transform``). A query q (a term vector weighted as the documents
were) is folded in as q̂ = Σ⁻¹ Vᵀ q (the notes' q̂ = Σ⁻¹Uᵀq with terms as rows): the
coordinates it would have as a row of U, so documents are ranked by cos(q̂, u_i). Synonyms
that never co-occur with the query's words still score, because they load on the same concepts.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._validation import (DataError, check_fitted, check_int, check_magnitude, check_points,
                           check_positive, check_random_state)
from ..base import BaseEstimator, TransformerMixin
from ._checks import divide, max_abs, refuse_complex, unit
from ._types import Matrix


@dataclass(frozen=True)
class Concept:
    """One concept (LSI) or principal component (PCA) and the terms that weigh most on either
    side. ``singular_value`` is its strength: the singular value σ_j for LSI, the eigenvalue λ_j
    (variance along it) for PCA's ``component_terms``."""

    index: int
    singular_value: float
    positive: tuple     # ((term, weight), …) largest weights first
    negative: tuple     # ((term, weight), …) most negative first


def concept_terms(components: np.ndarray, strengths: np.ndarray, terms: Sequence[str],
                  n: int, fitted: str) -> list[Concept]:
    """The one ranking behind ``LSI.concept_terms`` and ``PCA.component_terms``: for each row j
    of ``components`` (one weight per term), a :class:`Concept` with ``strengths[j]`` and the
    ``n`` terms of largest positive weight (largest first) and of most negative weight (most
    negative first); zero weights are on neither side. One stable argsort ranks every row at
    once. ``terms`` names the columns (a list, a tuple or an array of strings); ``fitted`` names
    the model in the error for a wrong number of terms."""
    n = check_int(n, "n", low=1)
    if isinstance(terms, (str, bytes)) or not isinstance(terms, (Sequence, np.ndarray)):
        raise TypeError("terms must be the list of term names (TermMatrix.terms); got "
                        f"{type(terms).__name__}.")
    W = np.asarray(components)
    if len(terms) != W.shape[1]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{n_terms} terms given; the {fitted} was "
                                                    "fitted on {W_shape_1} term columns."),
                        n_terms=len(terms), fitted=fitted, W_shape_1=W.shape[1])
    order = np.argsort(W, axis=1, kind="stable")                  # ascending, row by row
    low, high = order[:, :n], order[:, ::-1][:, :n]
    w_low, w_high = np.take_along_axis(W, low, 1), np.take_along_axis(W, high, 1)
    names = np.empty(len(terms), dtype=object)
    names[:] = terms if isinstance(terms, np.ndarray) else list(terms)   # strings stay str
    out = []
    for j in range(len(W)):             # one per concept (k of them), not per term
        up, down = w_high[j] > 0, w_low[j] < 0
        out.append(Concept(j, float(strengths[j]),
                           tuple(zip(names[high[j][up]].tolist(), w_high[j][up].tolist())),
                           tuple(zip(names[low[j][down]].tolist(), w_low[j][down].tolist()))))
    return out


@dataclass(frozen=True)
class QueryRanking:
    """Documents ranked against one query, in concept space and in the raw term space.

    ``concept[i]`` = cos(q̂, u_i) with q̂ = Σ⁻¹Vᵀq; ``raw[i]`` = cos(q, x_i). The orders list
    document indices from the most similar; a document with a zero vector has similarity 0.
    """

    query: np.ndarray          # q̂, the query's coordinates in concept space (k,)
    concept: np.ndarray        # cosine in concept space, per document
    raw: np.ndarray            # cosine in term space, per document
    concept_order: np.ndarray
    raw_order: np.ndarray


def _check_matrix(X, name="X"):
    """A finite 2-D matrix, sparse kept sparse (CSR float64), dense as float64."""
    if X is None or isinstance(X, (str, bytes)):
        raise TypeError(f"{name} must be a matrix (documents × terms) of numbers, e.g. "
                        f"TermMatrix.X; got {type(X).__name__}.")
    refuse_complex(X, name)
    if sp.issparse(X):
        X = sp.csr_matrix(X, dtype=np.float64)   # no copy when it already is CSR float64
        if X.ndim != 2 or X.shape[0] == 0 or X.shape[1] == 0:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} is empty (shape {X_shape}); it "
                                                        "needs documents and terms."), name=name,
                            X_shape=X.shape)
        if not np.all(np.isfinite(X.data)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN or infinity; "
                                                        "rebuild the term matrix."), name=name)
        check_magnitude(X, name)           # XᵀX must stay finite
        return X
    X = check_points(X, name=name)
    check_magnitude(X, name)
    return X


class LSI(TransformerMixin, BaseEstimator):
    """Truncated SVD of a documents × terms matrix (sparse input is never made dense).

    ARPACK (Lanczos on XᵀX or XXᵀ, whichever is smaller, as ``scipy.sparse.linalg.svds`` and
    scikit-learn's ``TruncatedSVD(algorithm="arpack")``) finds the k largest singular triplets;
    the Ritz vectors are then rotated in place, so the peak memory stays near X plus the
    factors (see :func:`truncated_svd`); each
    concept's sign is fixed so that its largest term weight is positive. Fitted: ``components_``
    (k × terms, = V_kᵀ), ``singular_values_`` (Σ_k, largest first), ``document_vectors_`` (U_k,
    documents × k), ``explained_variance_`` (variance of each column of U Σ) and its ratio to
    the total variance of X.
    """

    _accepts_sparse = True

    def __init__(self, n_components: int = 100, *, tol: float = 0.0,
                 random_state: int | None = None) -> None:
        self.n_components = n_components
        self.tol = tol
        self.random_state = random_state

    def fit(self, X: Matrix, y=None) -> "LSI":
        """Decompose X (documents × terms; ``y`` is ignored)."""
        self._fit(X)
        return self

    def fit_transform(self, X: Matrix, y=None) -> np.ndarray:
        """Fit and return the documents' coordinates U Σ (documents × k)."""
        return self._fit(X)

    def _fit(self, X):
        from scipy.sparse.linalg import ArpackError, ArpackNoConvergence

        X = _check_matrix(X)
        tol = check_positive(self.tol, "tol", allow_zero=True)
        k = check_int(self.n_components, "n_components", low=1)
        n, d = X.shape
        if min(n, d) < 2:
            raise DataError(QT_TRANSLATE_NOOP("engine", "LSI needs at least 2 documents and 2 "
                                                        "terms; X is {n} × {d} (n_samples={n}, "
                                                        "n_features={d}). Load more documents "
                                                        "or keep more terms."), n=n, d=d)
        if k >= min(n, d):
            raise DataError(
                QT_TRANSLATE_NOOP("engine", "n_components={k} must be smaller than "
                                            "min(documents, terms) = {min_n} (X is {n} × {d}); "
                                            "choose at most {min_n2}, or add documents/terms."),
                k=k, min_n=min(n, d), n=n, d=d, min_n2=min(n, d) - 1)
        nnz = X.nnz if sp.issparse(X) else int(np.count_nonzero(X))
        if nnz == 0:
            raise DataError(QT_TRANSLATE_NOOP("engine", "X is all zeros (no document has any "
                                                        "term): nothing to decompose. Check the "
                                                        "vocabulary filter (min_df, max_df, "
                                                        "stop words)."))
        rng = check_random_state(self.random_state)
        v0 = rng.uniform(-1, 1, min(n, d))
        # tiny weights (below ~1e-100) would underflow in XᵀX: decompose X / c (c a power of
        # two, exact; a copy only then) and scale the singular values back
        c = unit(max_abs(X))
        c = c if c < 1e-100 else 1.0
        Xc = divide(X, c)
        try:
            u, s, vt = truncated_svd(Xc, k, tol=tol, v0=v0)
        except ArpackNoConvergence:
            raise DataError(QT_TRANSLATE_NOOP("engine", "ARPACK did not converge for {k} "
                                                        "components; ask for fewer components "
                                                        "or set tol > 0."), k=k) from None
        except ArpackError as exc:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The truncated SVD failed ({exc}); ask "
                                                        "for fewer components."), exc=exc) \
                from None
        order = np.argsort(s)[::-1]
        if np.array_equal(order, np.arange(k)[::-1]):   # ARPACK's ascending order: views
            s, u, vt = s[::-1], u[:, ::-1], vt[::-1]
        else:
            s, u, vt = s[order], u[:, order], vt[order]
        # the sign of the largest |weight| of each concept (max/min reduce in place: no |Vᵀ|
        # or argmax temporary the size of the factor)
        signs = np.where(vt.max(axis=1) >= -vt.min(axis=1), 1.0, -1.0)
        u *= signs                  # in place: the factors are the big allocations
        vt *= signs[:, None]
        self.components_ = vt
        self.singular_values_ = s * c
        self.document_vectors_ = u
        coords = u * s                # in units of c (the ratios need no rescale)
        unit_variance = coords.var(axis=0)
        self.explained_variance_ = unit_variance * c**2
        if sp.issparse(Xc):
            mean = np.asarray(Xc.mean(axis=0)).ravel()
            total = float(Xc.data @ Xc.data / n - (mean**2).sum())   # no squared copy of X
        else:
            total = float(Xc.var(axis=0).sum())
        self.explained_variance_ratio_ = (unit_variance / total if total > 0
                                          else np.zeros(k))
        coords = coords * c if c != 1.0 else coords
        self.n_features_in_ = d
        return coords

    @property
    def term_coordinates_(self) -> np.ndarray:
        """Terms in the documents' concept space (terms × k): V Σ, the rows of Xᵀ U, as the
        documents are the rows of X V = U Σ; a term lies near the documents that use it."""
        check_fitted(self, "components_")
        return self.components_.T * self.singular_values_

    def transform(self, X: Matrix) -> np.ndarray:
        """Coordinates of documents (rows of X, weighted as the fitted ones) in concept space:
        X V (= U Σ for the fitted documents)."""
        check_fitted(self, "components_")
        X = self._rows(X)
        return np.asarray(X @ self.components_.T)

    def fold_in(self, query_vector: Matrix) -> np.ndarray:
        """q̂ = Σ⁻¹ Vᵀ q: the coordinates a query (or each row of a matrix of queries) would
        have as a row of U. A zero query folds to the origin (and a concept with σ = 0, from a
        matrix of lower rank than k, gives 0)."""
        check_fitted(self, "components_")
        q = self._rows(query_vector)
        with np.errstate(over="ignore"):
            out = _safe_divide(np.asarray(q @ self.components_.T), self.singular_values_)
        _check_folded(out)
        return out[0] if _is_vector(query_vector) else out

    def rank(self, query_vector: Matrix, X: Matrix) -> QueryRanking:
        """Rank the documents of X (the fitted matrix, documents × terms) against one query by
        cosine similarity in concept space (q̂ against the rows of U) and in term space (q
        against the rows of X), side by side."""
        check_fitted(self, "components_")
        X = _check_matrix(X)
        if X.shape != (len(self.document_vectors_), self.n_features_in_):
            raise DataError(QT_TRANSLATE_NOOP("engine", "X is {X_shape_0} × {X_shape_1}; the "
                                                        "LSI was fitted on {n_document_vectors} "
                                                        "× {n_features_in}. Pass the same "
                                                        "matrix."), X_shape_0=X.shape[0],
                            X_shape_1=X.shape[1], n_document_vectors=len(self.document_vectors_),
                            n_features_in=self.n_features_in_)
        q = self._rows(query_vector)
        if q.shape[0] != 1:
            raise DataError(QT_TRANSLATE_NOOP("engine", "rank takes one query; got {q_shape_0} "
                                                        "rows."), q_shape_0=q.shape[0])
        with np.errstate(over="ignore"):
            q_hat = _safe_divide(np.asarray(q @ self.components_.T).ravel(),
                                 self.singular_values_)
        _check_folded(q_hat)
        concept = _cosines(self.document_vectors_, q_hat)
        raw_dot = _column(X @ q.T, X.shape[0])
        row_norms = np.sqrt(np.asarray(X.multiply(X).sum(axis=1)).ravel() if sp.issparse(X)
                            else (X**2).sum(axis=1))
        q_norm = float(np.sqrt(q.multiply(q).sum()) if sp.issparse(q) else np.linalg.norm(q))
        raw = _safe_divide(raw_dot, row_norms * q_norm)
        return QueryRanking(q_hat, concept, raw, np.argsort(-concept, kind="stable"),
                            np.argsort(-raw, kind="stable"))

    def concept_terms(self, terms: Sequence[str], n: int = 10) -> list[Concept]:
        """For each concept, the ``n`` terms with the largest positive and the most negative
        weights in its row of Vᵀ (strength: its singular value σ_j)."""
        check_fitted(self, "components_")
        return concept_terms(self.components_, self.singular_values_, terms, n, "LSI")

    def _rows(self, X):
        if X is None or isinstance(X, (str, bytes)):
            raise TypeError("The query must be a vector of term weights (TermMatrix.vectorize"
                            f"([text])); got {type(X).__name__}.")
        if _is_vector(X):
            X = np.asarray(X).reshape(1, -1)
        try:
            rows = np.shape(X)[0] if np.ndim(X) else 0
        except ValueError:      # ragged: _check_matrix says what is wrong
            rows = 2
        if not sp.issparse(X) and np.ndim(X) == 0:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The query must be a vector of term "
                                                        "weights; got {X!r}."), X=X)
        X = _check_matrix(X, "the query" if rows == 1 else "X")
        if X.shape[1] != self.n_features_in_:
            raise DataError(QT_TRANSLATE_NOOP("engine", "X has {X_shape_1} features, but LSI is "
                                                        "expecting {n_features_in} features as "
                                                        "input: the vector has {X_shape_1} "
                                                        "terms and the LSI was fitted on "
                                                        "{n_features_in}. Weight it with the "
                                                        "same term matrix "
                                                        "(TermMatrix.vectorize)."),
                            X_shape_1=X.shape[1], n_features_in=self.n_features_in_)
        return X


def truncated_svd(X: Matrix, k: int, *, tol: float = 0.0, v0: np.ndarray | None = None,
                  chunk: int = 4096) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The k largest singular triplets of X (sparse or dense), ascending like ``svds``.

    ARPACK's Lanczos finds the top k eigenvectors Q of the smaller Gram matrix G (XᵀX or XXᵀ,
    applied as two sparse products, never formed); A = X Q (or XᵀQ) then holds the other
    side's singular vectors times Σ, up to a k × k rotation W: with AᵀA = W Λ Wᵀ, Σ = Λ^½,
    the other factor is A W Σ⁻¹ and this side's is Q W (the Rayleigh–Ritz step ``svds`` does by
    an SVD of A). The rotation is applied to A in place, ``chunk`` rows at a time, so no second
    copy of the large factor is made."""
    from scipy.sparse.linalg import LinearOperator, eigsh

    n, d = X.shape
    if n >= d:           # G = XᵀX (terms × terms): Q spans the right singular vectors
        def gram(m):
            return X.T @ (X @ m)
    else:                # G = XXᵀ (documents × documents): Q spans the left ones
        def gram(m):
            return X @ (X.T @ m)
    side = min(n, d)
    op = LinearOperator((side, side), matvec=gram, matmat=gram, dtype=np.float64)
    _, Q = eigsh(op, k=k, tol=tol**2, v0=v0)
    Q, _ = np.linalg.qr(Q)            # ARPACK's vectors are only nearly orthonormal
    A = np.asarray(X @ Q if n >= d else X.T @ Q)
    lam, W = np.linalg.eigh(A.T @ A)  # ascending, as svds returns them
    s = np.sqrt(np.clip(lam, 0.0, None))
    for start in range(0, len(A), chunk):
        A[start:start + chunk] = A[start:start + chunk] @ W
    A /= np.where(s > 0, s, 1.0)      # in place (a masked A[:, m] /= … would copy A)
    A[:, s <= 0] = 0.0
    small = Q @ W
    return (A, s, small.T) if n >= d else (small, s, A.T)


def _is_vector(x) -> bool:
    try:
        return not sp.issparse(x) and np.ndim(x) == 1
    except ValueError:          # a ragged list: check_points says what is wrong with it
        return False


def _column(product, n):
    """An n × 1 product as a flat array (scattered from a sparse result: nothing densified)."""
    if not sp.issparse(product):
        return np.asarray(product).ravel()
    coo = product.tocoo()
    out = np.zeros(n)
    np.add.at(out, coo.row, coo.data)
    return out


def _check_folded(q_hat):
    if not np.all(np.isfinite(q_hat)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The query folds to infinite coordinates: "
                                                    "its weights are beyond double precision "
                                                    "next to the fitted matrix's singular "
                                                    "values. Weight the query as the documents "
                                                    "were (TermMatrix.vectorize)."))


def _safe_divide(a, b):
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(b > 0, a / np.where(b > 0, b, 1), 0.0)


def _cosines(rows, v):
    return _safe_divide(rows @ v, np.linalg.norm(rows, axis=1) * np.linalg.norm(v))
