"""Interpolated Kneser–Ney (Kneser and Ney 1995; Chen and Goodman 1998; Jurafsky and Martin,
ch. "N-gram Language Models"): each order subtracts an absolute discount d from every seen
count and gives the mass it freed to the next lower order, whose counts are continuation counts
— how many distinct words precede an n-gram, not how often it occurs ("Francisco" is frequent
but follows only "San", so the lower order, used where the longer history says little, should
rank it low):

    P_k(w | h) = max(a(h w) − d, 0) / a(h) + γ(h) · P_{k−1}(w | h′),   γ(h) = d · N1+(h •) / a(h)

with h′ the history h without its first word, a(h) = Σ_w a(h w), N1+(h •) the number of words
w with a(h w) > 0, and P_0 = 1/|V|. a(h w) is the count c(h w) at the top order and the
continuation count N1+(• h w) below it, except for n-grams starting with <s>, which nothing can
precede: they keep c(h w). A history never seen passes the lower order on unchanged. The
counts a(·) are counted with the others (:func:`counting.count_ngrams`), so a model switches to
Kneser–Ney without recounting.
"""
from __future__ import annotations

import numpy as np

from .counting import NgramCounts, value_at


def kneser_ney_probs(counts: NgramCounts, H: list[np.ndarray], G: list[np.ndarray], order: int,
                     discount: float) -> np.ndarray:
    """P_order(w_t | h_t) by the recursion of the module docstring, for the histories ``H`` and
    n-grams ``G`` of :func:`counting.find_ngrams` (one entry per predicted token)."""
    d = discount
    p = np.full(len(G[0]), 1.0 / len(counts.vocab))
    for k in range(1, order + 1):
        h, g = H[k - 1], G[k - 1]
        total = value_at(counts.ctx_adj[k - 1], h)
        seen = total > 0
        total = np.where(seen, total, 1.0)
        gamma = d * value_at(counts.ctx_types[k - 1], h) / total
        p = np.where(seen, np.maximum(value_at(counts.adj[k - 1], g) - d, 0) / total
                     + gamma * p, p)
    return p
