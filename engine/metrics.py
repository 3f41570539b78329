"""Classification metrics with the standard definitions.

The notes swap precision and recall and write accuracy as (tp+fn)/(…); here, as everywhere:
precision = tp/(tp+fp), recall = tp/(tp+fn), F1 = 2PR/(P+R), accuracy = (tp+tn)/N.
Micro averages pool the per-class counts (for single-label data micro P = R = F1 = accuracy);
macro averages are the unweighted means of the per-class values.

Layout of a confusion matrix (``layout=``): ``"true_rows"`` (the default, as scikit-learn:
C[i, j] = documents of true class i predicted as j) or ``"predicted_rows"`` (the notes' table,
"prediction\\answer": C[i, j] = documents predicted as i whose true class is j). On the layout
shown, precision_i = c_ii / (the sum over the prediction's line) and recall_i = c_ii / (the sum
over the true class's line): with predictions in rows, precision_i = c_ii / Σ_j c_ij and
recall_i = c_ii / Σ_j c_ji, as the notes write; with true classes in rows the sums swap.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from ._messages import QT_TRANSLATE_NOOP
from ._validation import DataError

LAYOUTS = ("true_rows", "predicted_rows")


@dataclass(frozen=True)
class ClassificationReport:
    labels: np.ndarray
    confusion: np.ndarray     # in ``layout``: rows true class (default) or predicted class
    precision: np.ndarray
    recall: np.ndarray
    f1: np.ndarray
    support: np.ndarray
    micro: dict
    macro: dict
    accuracy: float
    layout: str = "true_rows"

    @property
    def formulas(self) -> dict:
        """The per-class formulas as they read on this report's confusion layout (plain text),
        and accuracy = Σ_i c_ii / Σ_i Σ_j c_ij on either."""
        return layout_formulas(self.layout)

    def rows(self) -> list:
        """Per-class rows followed by the micro and macro rows, for a table."""
        out = [(str(c), p, r, f, int(s)) for c, p, r, f, s in
               zip(self.labels, self.precision, self.recall, self.f1, self.support)]
        n = int(self.support.sum())
        out.append(("micro avg", self.micro["precision"], self.micro["recall"],
                    self.micro["f1"], n))
        out.append(("macro avg", self.macro["precision"], self.macro["recall"],
                    self.macro["f1"], n))
        return out


def _check_layout(layout):
    if layout not in LAYOUTS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "layout must be one of {LAYOUTS} (true "
                                                    "classes or predictions in rows); got "
                                                    "{layout!r}."), LAYOUTS=LAYOUTS, layout=layout)


def layout_formulas(layout: str = "true_rows") -> dict:
    """{"precision", "recall", "accuracy"}: the formulas in c_ij for a confusion layout."""
    _check_layout(layout)
    rows, cols = "c_ii / Σ_j c_ij", "c_ii / Σ_j c_ji"
    precision, recall = (cols, rows) if layout == "true_rows" else (rows, cols)
    return {"precision": f"precision_i = {precision}", "recall": f"recall_i = {recall}",
            "accuracy": "accuracy = Σ_i c_ii / Σ_i Σ_j c_ij"}


def per_class_from_confusion(C: ArrayLike, layout: str = "true_rows"
                             ) -> tuple[np.ndarray, np.ndarray]:
    """(precision, recall) per class read off a square confusion matrix in ``layout``
    (see :func:`layout_formulas`); 0 where a ratio is 0/0."""
    _check_layout(layout)
    C = np.asarray(C, dtype=float)
    if C.ndim != 2 or C.shape[0] != C.shape[1]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A confusion matrix is square (classes × "
                                                    "classes); got shape {C_shape}."),
                        C_shape=C.shape)
    tp, row_sums, col_sums = np.diag(C), C.sum(axis=1), C.sum(axis=0)
    if layout == "true_rows":
        return _ratio(tp, col_sums), _ratio(tp, row_sums)
    return _ratio(tp, row_sums), _ratio(tp, col_sums)


def confusion_matrix(y_true, y_pred, labels=None, layout: str = "true_rows"
                     ) -> tuple[np.ndarray, np.ndarray]:
    """Counts C[i, j] of documents of true class ``labels[i]`` predicted as ``labels[j]``
    (``layout="true_rows"``), or its transpose, predictions in rows as the notes lay it out
    (``layout="predicted_rows"``). With ``labels`` given, documents whose true or predicted
    class is not among them are left out (as in scikit-learn)."""
    _check_layout(layout)
    y_true, y_pred = np.ravel(np.asarray(y_true)), np.ravel(np.asarray(y_pred))
    if y_true.shape != y_pred.shape:
        raise DataError(QT_TRANSLATE_NOOP("engine", "y_true has {n_y_true} labels, y_pred "
                                                    "{n_y_pred}."), n_y_true=len(y_true),
                        n_y_pred=len(y_pred))
    if labels is None:
        labels = np.unique(np.concatenate([y_true, y_pred]))
    labels = np.ravel(np.asarray(labels))
    if len(labels) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "labels is empty; give at least one class."))
    if len(np.unique(labels)) != len(labels):
        raise DataError(QT_TRANSLATE_NOOP("engine", "labels contains duplicates; list each "
                                                    "class once."))
    t, t_ok = _positions(labels, y_true)
    p, p_ok = _positions(labels, y_pred)
    ok = t_ok & p_ok
    k = len(labels)
    C = np.bincount(t[ok] * k + p[ok], minlength=k * k).reshape(k, k)
    return labels, (C if layout == "true_rows" else np.ascontiguousarray(C.T))


def _positions(labels, values):
    """Index of each value in ``labels`` (any order) and whether it is there at all."""
    try:
        order = np.argsort(labels, kind="stable")
        at = np.clip(np.searchsorted(labels[order], values), 0, len(labels) - 1)
        found = labels[order][at] == values
    except TypeError:
        raise DataError(QT_TRANSLATE_NOOP("engine", "labels and predictions must be of "
                                                    "comparable kinds (all strings or all "
                                                    "numbers).")) from None
    return order[at], np.asarray(found, dtype=bool)


def classification_report(y_true, y_pred, labels=None, layout: str = "true_rows"
                          ) -> ClassificationReport:
    """Confusion (in ``layout``), per-class precision/recall/F1/support, and micro and macro
    averages (macro P = mean_i precision_i, with precision_i read on the layout as in
    :func:`layout_formulas`; the values do not depend on the layout).

    An undefined ratio (0/0, a class never predicted or never present) counts as 0, as in
    scikit-learn with ``zero_division=0``."""
    labels, C = confusion_matrix(y_true, y_pred, labels, layout)
    tp = np.diag(C).astype(float)
    # Over every document, as scikit-learn: a prediction of a listed class for a document of an
    # unlisted one is still a false positive of that class (the confusion matrix omits it).
    k = len(labels)
    t, t_ok = _positions(labels, np.ravel(np.asarray(y_true)))
    p, p_ok = _positions(labels, np.ravel(np.asarray(y_pred)))
    predicted = np.bincount(p[p_ok], minlength=k)
    support = np.bincount(t[t_ok], minlength=k)
    precision = _ratio(tp, predicted)
    recall = _ratio(tp, support)
    f1 = _ratio(2 * precision * recall, precision + recall)
    TP, P, S = tp.sum(), predicted.sum(), support.sum()
    micro_p, micro_r = _ratio(TP, P), _ratio(TP, S)
    micro = {"precision": float(micro_p), "recall": float(micro_r),
             "f1": float(_ratio(2 * micro_p * micro_r, micro_p + micro_r))}
    macro = {"precision": float(precision.mean()), "recall": float(recall.mean()),
             "f1": float(f1.mean())}
    accuracy = float(TP / S) if S else 0.0
    return ClassificationReport(labels, C, precision, recall, f1, support, micro, macro,
                                accuracy, layout)


def _ratio(a, b):
    a, b = np.asarray(a, float), np.asarray(b, float)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(b > 0, a / np.where(b > 0, b, 1), 0.0)


def _binary_counts(y_true, scores):
    """True and false positives above each distinct score threshold (highest first)."""
    y_true = np.ravel(np.asarray(y_true))
    try:
        scores = np.ravel(np.asarray(scores, dtype=float))
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "scores must be numbers, one per document.")) from None
    if y_true.shape != scores.shape:
        raise DataError(QT_TRANSLATE_NOOP("engine", "y_true has {n_y_true} labels, scores "
                                                    "{n_scores}."), n_y_true=len(y_true),
                        n_scores=len(scores))
    if len(y_true) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No documents to score: y_true and scores "
                                                    "are empty."))
    if np.isnan(scores).any():
        raise DataError(QT_TRANSLATE_NOOP("engine", "scores contain NaN; every document needs a "
                                                    "score."))
    if y_true.dtype.kind not in "biuf" or not np.isin(y_true, (0, 1)).all():
        raise DataError(QT_TRANSLATE_NOOP("engine", "y_true must be 0/1 or True/False (1 = the "
                                                    "positive class)."))
    y_true = y_true.astype(bool)
    order = np.argsort(-scores, kind="mergesort")
    s, t = scores[order], y_true[order]
    last = np.r_[np.flatnonzero(np.diff(s)), len(s) - 1]   # last index of each threshold
    tps = np.cumsum(t)[last]
    fps = (last + 1) - tps
    return fps, tps, s[last]


def roc_curve(y_true, scores) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """ROC points: false-positive rate, true-positive rate, and the thresholds (predict positive
    when score >= threshold). Starts at (0, 0) with threshold +inf."""
    fps, tps, thr = _binary_counts(y_true, scores)
    if tps[-1] == 0 or fps[-1] == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "ROC needs both positive and negative "
                                                    "documents in the test set."))
    fpr = np.r_[0.0, fps / fps[-1]]
    tpr = np.r_[0.0, tps / tps[-1]]
    return fpr, tpr, np.r_[np.inf, thr]


def precision_recall_curve(y_true, scores) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Precision, recall and thresholds, ordered as scikit-learn does: increasing threshold,
    ending with the point (recall 0, precision 1) that has no threshold."""
    fps, tps, thr = _binary_counts(y_true, scores)
    if tps[-1] == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A precision–recall curve needs positive "
                                                    "documents in the test set."))
    precision = tps / (tps + fps)
    recall = tps / tps[-1]
    return np.r_[precision[::-1], 1.0], np.r_[recall[::-1], 0.0], thr[::-1]


def auc(x, y) -> float:
    """Area under a curve by the trapezoidal rule (x monotonic)."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    # numpy 2 renamed trapz (now deprecated) to trapezoid
    area = np.trapezoid(y, x) if hasattr(np, "trapezoid") else np.trapz(y, x)
    return float(abs(area))


def contingency(labels_true: ArrayLike, labels_pred: ArrayLike
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """N[i, j] = number of points of true class ``classes[i]`` put in cluster ``clusters[j]``;
    returns ``(N, classes, clusters)``. Labels may be any comparable values (strings, ints)."""
    t, p = _cluster_labels(labels_true, "labels_true"), _cluster_labels(labels_pred, "labels_pred")
    if t.shape != p.shape:
        raise DataError(QT_TRANSLATE_NOOP("engine", "labels_true has {n_t} labels, labels_pred "
                                                    "{n_p}; give one of each per point."),
                        n_t=len(t), n_p=len(p))
    if len(t) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No points: labels_true and labels_pred are "
                                                    "empty."))
    try:
        classes, ti = np.unique(t, return_inverse=True)
        clusters, pi = np.unique(p, return_inverse=True)
    except TypeError:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Labels must be of one comparable kind (all "
                                                    "strings or all numbers).")
                        ) from None
    N = np.bincount(ti.ravel() * len(clusters) + pi.ravel(),
                    minlength=len(classes) * len(clusters)).reshape(len(classes), len(clusters))
    return N, classes, clusters


@dataclass(frozen=True)
class ClusterComposition:
    """What each cluster ``clusters[j]`` is made of: its ``sizes[j]`` points, its most common
    true class ``main_class[j]`` and that class's ``share[j]`` of the cluster."""

    clusters: np.ndarray
    sizes: np.ndarray
    main_class: np.ndarray
    share: np.ndarray


def cluster_composition(labels_true: ArrayLike, labels_pred: ArrayLike) -> ClusterComposition:
    """From the contingency counts N[i, j] (:func:`contingency`): n_j = Σ_i N[i, j], the main
    class argmax_i N[i, j] (the first such class on a tie) and its share max_i N[i, j] / n_j —
    the terms whose count-weighted sum is the purity. Clusters are listed in sorted order, the
    empty ones left out."""
    N, classes, clusters = contingency(labels_true, labels_pred)
    sizes = N.sum(axis=0)
    return ClusterComposition(clusters, sizes, classes[np.argmax(N, axis=0)],
                              N.max(axis=0) / sizes)


def _cluster_labels(values, name: str) -> np.ndarray:
    """One label per point as a 1-D array: numbers (no NaN/inf) or strings, not a mix, no
    None; anything else is refused rather than silently converted ([1, "a"] would become the
    strings "1" and "a", None one label, a 2-D array its flattened cells)."""
    if values is None or isinstance(values, (str, bytes, dict, set, frozenset)) or not hasattr(
            values, "__len__"):
        raise TypeError(f"{name} must be a list or 1-D array with one label per point; got "
                        f"{type(values).__name__}.")
    kinds = {type(v) for v in values} if not isinstance(values, np.ndarray) else set()
    try:
        a = np.asarray(values)
    except (TypeError, ValueError):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be a flat list of labels, one "
                                                    "per point."), name=name) from None
    if a.ndim != 1:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must be 1-D (one label per point); "
                                                    "got shape {a_shape}."), name=name,
                        a_shape=a.shape)
    if a.dtype == object:
        kinds = {type(v) for v in a.tolist()}
    if any(k is type(None) for k in kinds) or any(isinstance(v, float) and v != v
                                                  for v in (a.tolist() if a.dtype == object
                                                            else ())):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} has missing labels (None/NaN); give "
                                                    "every point a label."), name=name)
    text = {k for k in kinds if issubclass(k, (str, np.str_, bytes))}
    if text and len(text) != len(kinds):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} mixes text and numbers; give all "
                                                    "labels as strings or all as numbers."),
                        name=name)
    if a.dtype.kind == "f" and not np.all(np.isfinite(a)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} has NaN or infinite labels; give "
                                                    "every point a label."), name=name)
    if a.dtype.kind not in "biufUSO":
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} must hold class names or numbers; "
                                                    "got {a_dtype} values."), name=name,
                        a_dtype=a.dtype)
    return a


def purity(labels_true: ArrayLike, labels_pred: ArrayLike) -> float:
    """Purity = (1/N) Σ_k max_j |c_k ∩ t_j|: each cluster counts the points of its most common
    class. 1 is perfect; it rises with the number of clusters (N singletons have purity 1), so
    read it with the adjusted Rand index."""
    N, _, _ = contingency(labels_true, labels_pred)
    return float(N.max(axis=0).sum() / N.sum())


def adjusted_rand_score(labels_true: ArrayLike, labels_pred: ArrayLike) -> float:
    """Adjusted Rand index (Hubert & Arabie): with n_ij the contingency counts, a_i and b_j its
    row and column sums and C(m) = m(m−1)/2,

        ARI = (Σ C(n_ij) − E) / (½(Σ C(a_i) + Σ C(b_j)) − E),  E = Σ C(a_i) Σ C(b_j) / C(N).

    1 for identical partitions (up to renaming), about 0 for random ones, negative when worse
    than chance. Equals scikit-learn's ``adjusted_rand_score`` (1.0 when both partitions are a
    single cluster or all singletons)."""
    N, _, _ = contingency(labels_true, labels_pred)
    n = int(N.sum())
    index = float(_pairs(N.astype(float)).sum())
    rows = float(_pairs(N.sum(axis=1).astype(float)).sum())
    cols = float(_pairs(N.sum(axis=0).astype(float)).sum())
    total = _pairs(float(n))
    if total == 0:
        return 1.0
    expected = rows * cols / total
    maximum = (rows + cols) / 2
    if maximum == expected:          # both trivial (one cluster, or all singletons)
        return 1.0
    return float((index - expected) / (maximum - expected))


def _pairs(m):
    """C(m, 2) = m(m − 1)/2, elementwise."""
    return m * (m - 1) / 2.0
