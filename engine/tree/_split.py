"""The split search shared by the decision tree and AdaBoost's stumps, vectorised over every
feature and every threshold of a node at once.

For a node's rows sorted by one feature, the cumulative sums of their class weights give the
class weights left of every candidate threshold (the rest are right of it), so the impurity
decrease of all candidates comes from a few array operations:

    ΔI = I(parent) − (w_L/w) I(left) − (w_R/w) I(right)
    entropy I = −Σ_k p_k log₂ p_k,   Gini I = 1 − Σ_k p_k²,   error I = 1 − max_k p_k

(w: summed sample weights; with unit weights the information gain of the notes). Thresholds are
midpoints between consecutive distinct values, as scikit-learn's trees place them; a row goes
left when x_f ≤ threshold.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.special import xlogy

# values closer than this count as equal (scikit-learn's FEATURE_THRESHOLD)
FEATURE_THRESHOLD = 1e-7
CRITERIA = ("entropy", "gini", "error")


def impurity(weights: np.ndarray, criterion: str) -> np.ndarray:
    """Impurity of class-weight vectors ``weights`` (…, K): entropy (bits), Gini or the
    misclassification error; 0 for an empty vector."""
    total = weights.sum(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = np.where(total > 0, weights / total, 0.0)
    if criterion == "entropy":
        # 0 − Σ, not −Σ: a pure node's entropy is 0, not −0 (shown as "-0.0000")
        return (0.0 - xlogy(p, p).sum(axis=-1)) / np.log(2)
    if criterion == "gini":
        return 1.0 - (p ** 2).sum(axis=-1)
    return 1.0 - p.max(axis=-1)


@dataclass(frozen=True)
class SplitCandidates:
    """Every valid split of one node: ``features``, ``thresholds`` and ``scores`` (impurity
    decrease ΔI), ordered by feature then threshold; ``left``/``right`` the class weights on
    each side; ``best`` the index of the chosen split (the first largest ΔI, scores within
    1e-12 of it counting as equal) or None."""

    features: np.ndarray
    thresholds: np.ndarray
    scores: np.ndarray
    left: np.ndarray
    right: np.ndarray
    best: int | None


def split_candidates(X: np.ndarray, W: np.ndarray, criterion: str,
                     min_samples_leaf: int = 1) -> SplitCandidates:
    """Score every threshold of every feature for the rows ``X`` (m, d) whose class weights
    are ``W`` (m, K) (one-hot labels times sample weights). A split needs at least
    ``min_samples_leaf`` rows on each side and two values further apart than 1e-7."""
    m, d = X.shape
    order = np.argsort(X, axis=0, kind="stable")                  # (m, d)
    xs = np.take_along_axis(X, order, axis=0)                     # each column sorted
    cum = np.cumsum(W[order], axis=0)                             # (m, d, K)
    total = cum[-1, 0]
    left = cum[:-1]                                               # split after row i
    right = total - left
    n_left = np.arange(1, m)[:, None]
    valid = ((xs[1:] > xs[:-1] + FEATURE_THRESHOLD) & (n_left >= min_samples_leaf)
             & (m - n_left >= min_samples_leaf))                  # (m−1, d)
    w_total = total.sum()
    wl, wr = left.sum(axis=-1), right.sum(axis=-1)
    if criterion == "error":
        # misclassified weight directly (w − max_k w_k), not w·(1 − max/w): ties stay exact
        scores = ((w_total - total.max()) - (wl - left.max(axis=-1))
                  - (wr - right.max(axis=-1))) / w_total
    else:
        with np.errstate(invalid="ignore", divide="ignore"):
            scores = impurity(total, criterion) - (wl * impurity(left, criterion)
                                                   + wr * impurity(right, criterion)) / w_total
    thresholds = xs[:-1] / 2.0 + xs[1:] / 2.0
    # as scikit-learn: a midpoint that rounds up to the upper value uses the lower one
    thresholds = np.where((thresholds == xs[1:]) | ~np.isfinite(thresholds), xs[:-1],
                          thresholds)
    # feature-major order, so the first largest score is the lowest feature, lowest threshold
    pos, feat = np.nonzero(valid.T)[1], np.nonzero(valid.T)[0]
    sc = scores[pos, feat]
    # the first of the best; scores equal but for rounding (0.6 − 0.4 vs 0.8 − 0.6) are ties
    best = int(np.argmax(sc >= sc.max() - 1e-12 * max(1.0, abs(sc.max())))) if sc.size else None
    return SplitCandidates(feat, thresholds[pos, feat], sc, left[pos, feat], right[pos, feat],
                           best)
