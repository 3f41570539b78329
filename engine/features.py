"""Filter methods for term selection in a two-class problem, as defined in the notes
(feature-selection part of Dimensionality Reduction).

With P positive and N negative documents, and for a term w: tp = documents of the positive class
containing w, fp = negative documents containing w, fn = P − tp, tn = N − fp,
tpr = tp/P, fpr = fp/N:

- DF   = tp + fp                                   (document frequency)
- Acc  = tp − fp
- AccR = |tpr − fpr|
- PR   = tpr / fpr                                 (∞ when fpr = 0)
- OddR = (tp·tn) / (fp·fn)                         (odds ratio; ∞ when fp·fn = 0, undefined 0/0)
- OddN = tp·tn                                     (its numerator)
- F1   = 2·tp / (P + tp + fp)                      (precision and recall of "w present ⇒ pos")
- IG   = H(C) − [p(w) H(C|w) + p(w̄) H(C|w̄)]     (0·log 0 = 0; log base chosen)
- χ²   = D (tp·tn − fp·fn)² / ((tp+fp)(fn+tn)(tp+fn)(fp+tn))
- BNS  = |Φ⁻¹(tpr) − Φ⁻¹(fpr)|, rates clipped to [0.0005, 0.9995]  (bi-normal separation)
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp
from scipy.special import ndtri

from ._messages import QT_TRANSLATE_NOOP
from ._validation import DataError, check_array, check_labels

SCORES = ("df", "acc", "accr", "pr", "oddr", "oddn", "f1", "ig", "chi2", "bns")
LABELS = {"df": "DF", "acc": "Acc", "accr": "AccR", "pr": "PR", "oddr": "OddR", "oddn": "OddN",
          "f1": "F1", "ig": "IG", "chi2": "χ²", "bns": "BNS"}
BNS_CLIP = (0.0005, 0.9995)
#: IG's logarithm: base 2 (bits) unless a caller says otherwise; every IG shown names its base.
IG_LOG_BASE = 2.0
#: The base the notes' examples use (IG of term 1 = 0.29 in base 10, 0.971 bits).
NOTES_IG_LOG_BASE = 10.0


def term_counts(X, y, positive) -> tuple:
    """(tp, fp, P, N): per-term document counts in each class, and the class sizes."""
    X = check_array(X, accept_sparse=True, min_samples=0, name="X (documents × terms)")
    y = check_labels(np.ravel(np.asarray(y, dtype=object)), X.shape[0])
    pos = y == positive
    if not pos.any() or pos.all():
        raise DataError(QT_TRANSLATE_NOOP("engine", "Feature scores need documents of class "
                                                    "{positive!r} and of the other class(es)."),
                        positive=positive)
    present = sp.csr_matrix(X, dtype=np.float64)
    present.data = (present.data > 0).astype(np.float64)
    tp = np.asarray(present[np.flatnonzero(pos)].sum(axis=0)).ravel()
    fp = np.asarray(present[np.flatnonzero(~pos)].sum(axis=0)).ravel()
    return tp, fp, int(pos.sum()), int((~pos).sum())


def score_terms(X, y, positive, scores=SCORES, log_base: float = IG_LOG_BASE) -> dict:
    """Dict from score name to one value per term (column of X; any count > 0 is presence).
    The other classes together form the negative class. See the module doc for the formulas."""
    if isinstance(scores, str):
        scores = (scores,)
    if isinstance(log_base, bool) or not isinstance(log_base, (int, float, np.number)) or \
            not np.isfinite(log_base) or log_base <= 0 or log_base == 1:
        raise ValueError(f"log_base must be a positive number other than 1 (2 for bits, e for "
                         f"nats, 10); got {log_base!r}.")
    tp, fp, P, N = term_counts(X, y, positive)
    fn, tn = P - tp, N - fp
    tpr, fpr = tp / P, fp / N
    out = {}
    with np.errstate(divide="ignore", invalid="ignore"):
        formulas = {
            "df": lambda: tp + fp,
            "acc": lambda: tp - fp,
            "accr": lambda: np.abs(tpr - fpr),
            "pr": lambda: tpr / fpr,
            "oddr": lambda: (tp * tn) / (fp * fn),
            "oddn": lambda: tp * tn,
            "f1": lambda: 2 * tp / (P + tp + fp),
            "ig": lambda: information_gain(tp, fp, P, N, log_base),
            "chi2": lambda: _chi2(tp, fp, fn, tn),
            "bns": lambda: np.abs(ndtri(np.clip(tpr, *BNS_CLIP))
                                  - ndtri(np.clip(fpr, *BNS_CLIP))),
        }
        for name in scores:
            if name not in formulas:
                raise ValueError(f"Unknown score {name!r}; choose from {', '.join(SCORES)}.")
            out[name] = np.asarray(formulas[name](), dtype=float)
    return out


def _entropy(counts, base):
    """Entropy of the class distribution in each column of ``counts`` (classes × terms)."""
    counts = np.asarray(counts, float)
    total = counts.sum(axis=0)
    p = np.divide(counts, total, out=np.zeros_like(counts), where=total > 0)
    logs = np.log(p, out=np.zeros_like(p), where=p > 0) / np.log(base)
    return -(p * logs).sum(axis=0)


def information_gain(tp, fp, P, N, log_base: float = IG_LOG_BASE) -> np.ndarray:
    """IG(w) = H(C) − p(w) H(C|w) − p(w̄) H(C|w̄), with 0·log 0 = 0. Counts that cannot occur
    (negative, tp > P or fp > N: more documents with the word than in the class) are refused;
    they returned a number."""
    tp, fp = np.asarray(tp, float), np.asarray(fp, float)
    P, N = float(P), float(N)
    bad = ~(np.isfinite(tp) & np.isfinite(fp) & (tp >= 0) & (fp >= 0) & (tp <= P) & (fp <= N))
    if not (np.isfinite(P) and np.isfinite(N) and P >= 0 and N >= 0 and P + N > 0) or bad.any():
        i = int(np.argmax(bad)) if bad.any() else 0
        raise DataError(QT_TRANSLATE_NOOP("engine", "information_gain needs 0 <= tp <= P and 0 "
                                                    "<= fp <= N (documents with the word in "
                                                    "each class, and the class sizes); got "
                                                    "P={P:g}, N={N:g}, and tp={choice:g}, "
                                                    "fp={choice2:g} for term {i}."), P=P, N=N,
                        choice=np.ravel(tp)[i] if tp.size else 0,
                        choice2=np.ravel(fp)[i] if fp.size else 0, i=i)
    D = P + N
    prior = _entropy(np.array([[P], [N]]), log_base)[0]
    with_w = _entropy(np.vstack([tp, fp]), log_base)
    without = _entropy(np.vstack([P - tp, N - fp]), log_base)
    return prior - (tp + fp) / D * with_w - (D - tp - fp) / D * without


def _chi2(tp, fp, fn, tn):
    D = tp + fp + fn + tn
    denominator = (tp + fp) * (fn + tn) * (tp + fn) * (fp + tn)
    return np.where(denominator > 0, D * (tp * tn - fp * fn) ** 2 / np.where(
        denominator > 0, denominator, 1), 0.0)


def rank_terms(values) -> np.ndarray:
    """Term indices from best to worst; undefined values (NaN) rank last, ∞ first."""
    values = np.asarray(values, float)
    key = np.where(np.isnan(values), -np.inf, values)
    return np.argsort(-key, kind="stable")


def notes_example() -> tuple:
    """The notes' artificial data set: 10 documents × 10 terms, documents 1–6 positive and
    7–10 negative, with every number the notes quote (DF, Acc, AccR, PR, OddR, OddN, F1, IG,
    χ² expectations, BNS). Returns ``(X, y, terms)``; y holds "pos"/"neg"."""
    # Documents containing each term: (positive documents of 1..6, negative documents of 7..10).
    presence = {
        "term1": ([1, 2, 3, 4, 5, 6], []),
        "term2": ([], [7, 8, 9, 10]),
        "term3": ([1, 2, 3, 4, 5, 6], [7, 8, 9, 10]),
        "term4": ([1, 2, 3, 4, 5, 6], [7, 8]),
        "term5": ([1, 2, 3, 4, 5], [9]),
        "term6": ([2], [7, 8, 10]),
        "term7": ([1, 3, 4, 6], [10]),
        "term8": ([1, 2, 3], [7, 8]),
        "term9": ([4, 5, 6], [9]),
        "term10": ([2, 5], [8, 10]),
    }
    X = np.zeros((10, 10))
    for j, (pos_docs, neg_docs) in enumerate(presence.values()):
        for d in pos_docs + neg_docs:
            X[d - 1, j] = 1 + (d + j) % 3   # counts, not just 0/1: presence is count > 0
    y = np.array(["pos"] * 6 + ["neg"] * 4)
    return X, y, list(presence)


@dataclass(frozen=True)
class ChiSquareTable:
    """A term's 2 × 2 table as the notes set it out: rows (w present, w absent), columns
    (positive, negative); ``observed`` counts, ``expected`` counts under independence
    E_rc = (row total)(column total)/D, and χ² = Σ (O − E)² / E (the same value as the
    closed form in :func:`score_terms`)."""

    term: str
    observed: np.ndarray
    expected: np.ndarray
    chi2: float


def chi2_table(X, y, positive, term: int, name: str | None = None) -> ChiSquareTable:
    """The χ² table of column ``term`` of X (presence = count > 0) against ``positive``."""
    tp, fp, P, N = term_counts(X, y, positive)
    if isinstance(term, bool) or not isinstance(term, (int, np.integer)) or \
            not 0 <= term < len(tp):
        raise DataError(QT_TRANSLATE_NOOP("engine", "term must be a column index 0…{n_tp}; got "
                                                    "{term!r}."), n_tp=len(tp) - 1, term=term)
    O = np.array([[tp[term], fp[term]], [P - tp[term], N - fp[term]]], dtype=float)
    E = np.outer(O.sum(axis=1), O.sum(axis=0)) / O.sum()
    with np.errstate(divide="ignore", invalid="ignore"):
        cells = np.where(E > 0, (O - E) ** 2 / np.where(E > 0, E, 1), 0.0)
    return ChiSquareTable(name or f"term {term + 1}", O, E, float(cells.sum()))


def notes_chi2_table(term: str = "term4") -> ChiSquareTable:
    """The notes' χ² example on the 10-document data (:func:`notes_example`): for term 4 (in 8
    documents; 6 positive, 4 negative) the expected counts are 4.8, 3.2 / 1.2, 0.8 — the notes
    print the (absent, positive) cell as −1.2; expected counts are never negative."""
    X, y, terms = notes_example()
    if term not in terms:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Unknown term {term!r}; the notes' terms "
                                                    "are {terms}."), term=term,
                        terms=', '.join(terms))
    return chi2_table(X, y, "pos", terms.index(term), term)
