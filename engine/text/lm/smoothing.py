"""The five estimates of P(w_t | h_t), h_t the n−1 tokens before w_t, all read from one set of
counts (:class:`counting.NgramCounts`):

- ``mle``: c(h w) / c(h), 0 when h was never seen;
- ``laplace`` (add-one) and ``add_k`` (Lidstone): (c(h w) + k) / (c(h) + k|V|), k = 1 for
  Laplace — every word of V gets k pseudo-counts, so no probability is 0;
- ``interpolated``: λ₀/|V| + Σ_k λ_k P_k(w | last k−1 words) (:mod:`.interpolation`);
- ``kneser_ney``: interpolated Kneser–Ney (:mod:`.kneser_ney`).
"""
from __future__ import annotations

import numpy as np

from .counting import NgramCounts, find_ngrams, value_at
from .interpolation import level_probs
from .kneser_ney import kneser_ney_probs

SMOOTHINGS = ("mle", "laplace", "add_k", "interpolated", "kneser_ney")
SMOOTHING_NAMES = {"mle": "maximum likelihood", "laplace": "add-one (Laplace)",
                   "add_k": "add-k (Lidstone)", "interpolated": "interpolation (EM λ)",
                   "kneser_ney": "interpolated Kneser–Ney"}
ADDITIVE = {"mle": 0.0, "laplace": 1.0, "add_k": None}    # the k of each (None: the model's)


def additive_probs(counts: NgramCounts, H: list[np.ndarray], G: list[np.ndarray], order: int,
                   k: float) -> np.ndarray:
    """(c(h w) + k) / (c(h) + k|V|) at ``order`` for the histories ``H`` and n-grams ``G`` of
    :func:`counting.find_ngrams` (0 where the denominator is, i.e. MLE after an unseen h)."""
    V = len(counts.vocab)
    c = value_at(counts.count[order - 1], G[order - 1])
    ch = value_at(counts.ctx_count[order - 1], H[order - 1])
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(ch + k * V > 0, (c + k) / (ch + k * V), 0.0)


def probabilities(counts: NgramCounts, ids: np.ndarray, pos: np.ndarray, smoothing: str,
                  order: int, *, k: float, discount: float, lambdas: np.ndarray | None,
                  per_level: bool = False) -> np.ndarray:
    """P(w_t | h_t) under ``smoothing`` for every predicted position ``pos`` of the padded id
    stream ``ids``, with the first ``order`` orders of the counts; ``per_level`` (interpolation
    only): the components' matrix of :func:`interpolation.level_probs` instead of its mixture
    by ``lambdas``."""
    H, G = find_ngrams(counts, ids, pos, order)
    if smoothing in ADDITIVE:
        add = ADDITIVE[smoothing]
        return additive_probs(counts, H, G, order, k if add is None else add)
    if smoothing == "interpolated":
        P = level_probs(counts, H, G, order)
        return P if per_level else P @ lambdas
    return kneser_ney_probs(counts, H, G, order, discount)
