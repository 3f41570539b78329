"""Classification metrics with the standard definitions.

The notes swap precision and recall and write accuracy as (tp+fn)/(…); here, as everywhere:
precision = tp/(tp+fp), recall = tp/(tp+fn), F1 = 2PR/(P+R), accuracy = (tp+tn)/N.
Micro averages pool the per-class counts (for single-label data micro P = R = F1 = accuracy);
macro averages are the unweighted means of the per-class values.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ._validation import DataError


@dataclass(frozen=True)
class ClassificationReport:
    labels: np.ndarray
    confusion: np.ndarray     # rows: true class, columns: predicted class
    precision: np.ndarray
    recall: np.ndarray
    f1: np.ndarray
    support: np.ndarray
    micro: dict
    macro: dict
    accuracy: float

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


def confusion_matrix(y_true, y_pred, labels=None) -> tuple[np.ndarray, np.ndarray]:
    """Counts C[i, j] of documents of true class ``labels[i]`` predicted as ``labels[j]``.
    With ``labels`` given, documents whose true or predicted class is not among them are left
    out (as in scikit-learn)."""
    y_true, y_pred = np.ravel(np.asarray(y_true)), np.ravel(np.asarray(y_pred))
    if y_true.shape != y_pred.shape:
        raise DataError(f"y_true has {len(y_true)} labels, y_pred {len(y_pred)}.")
    if labels is None:
        labels = np.unique(np.concatenate([y_true, y_pred]))
    labels = np.ravel(np.asarray(labels))
    if len(labels) == 0:
        raise DataError("labels is empty; give at least one class.")
    if len(np.unique(labels)) != len(labels):
        raise DataError("labels contains duplicates; list each class once.")
    t, t_ok = _positions(labels, y_true)
    p, p_ok = _positions(labels, y_pred)
    ok = t_ok & p_ok
    k = len(labels)
    return labels, np.bincount(t[ok] * k + p[ok], minlength=k * k).reshape(k, k)


def _positions(labels, values):
    """Index of each value in ``labels`` (any order) and whether it is there at all."""
    try:
        order = np.argsort(labels, kind="stable")
        at = np.clip(np.searchsorted(labels[order], values), 0, len(labels) - 1)
        found = labels[order][at] == values
    except TypeError:
        raise DataError("labels and predictions must be of comparable kinds (all strings or "
                        "all numbers).") from None
    return order[at], np.asarray(found, dtype=bool)


def classification_report(y_true, y_pred, labels=None) -> ClassificationReport:
    """Confusion, per-class precision/recall/F1/support, and micro and macro averages.

    An undefined ratio (0/0, a class never predicted or never present) counts as 0, as in
    scikit-learn with ``zero_division=0``."""
    labels, C = confusion_matrix(y_true, y_pred, labels)
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
                                accuracy)


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
        raise DataError("scores must be numbers, one per document.") from None
    if y_true.shape != scores.shape:
        raise DataError(f"y_true has {len(y_true)} labels, scores {len(scores)}.")
    if len(y_true) == 0:
        raise DataError("No documents to score: y_true and scores are empty.")
    if np.isnan(scores).any():
        raise DataError("scores contain NaN; every document needs a score.")
    if y_true.dtype.kind not in "biuf" or not np.isin(y_true, (0, 1)).all():
        raise DataError("y_true must be 0/1 or True/False (1 = the positive class).")
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
        raise DataError("ROC needs both positive and negative documents in the test set.")
    fpr = np.r_[0.0, fps / fps[-1]]
    tpr = np.r_[0.0, tps / tps[-1]]
    return fpr, tpr, np.r_[np.inf, thr]


def precision_recall_curve(y_true, scores) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Precision, recall and thresholds, ordered as scikit-learn does: increasing threshold,
    ending with the point (recall 0, precision 1) that has no threshold."""
    fps, tps, thr = _binary_counts(y_true, scores)
    if tps[-1] == 0:
        raise DataError("A precision–recall curve needs positive documents in the test set.")
    precision = tps / (tps + fps)
    recall = tps / tps[-1]
    return np.r_[precision[::-1], 1.0], np.r_[recall[::-1], 0.0], thr[::-1]


def auc(x, y) -> float:
    """Area under a curve by the trapezoidal rule (x monotonic)."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    # numpy 2 renamed trapz (now deprecated) to trapezoid
    area = np.trapezoid(y, x) if hasattr(np, "trapezoid") else np.trapz(y, x)
    return float(abs(area))
