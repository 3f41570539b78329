"""Linear interpolation (Jelinek and Mercer 1980; Jurafsky and Martin, ch. "N-gram Language
Models"): a mixture of every order's maximum-likelihood estimate and the uniform distribution,

    P(w | h) = λ₀ / |V| + Σ_{k=1…n} λ_k P_k(w | last k−1 words of h),   Σ_k λ_k = 1,

where P_k = c(h w) / c(h) is the k-gram MLE, or the next lower order's P_{k−1} when the k-gram's
history was never seen (so every P_k is a distribution). The weights λ are fitted by EM on
held-out sentences, the counts fixed: λ is the mixture weight of a mixture model whose
components P_k are known.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from ..._steps import Step, readonly
from .counting import NgramCounts, value_at


def level_probs(counts: NgramCounts, H: list[np.ndarray], G: list[np.ndarray], order: int
                ) -> np.ndarray:
    """The (tokens × (order + 1)) matrix of the components: column 0 is 1/|V|, column k is
    P_k(w_t | h_t) (module docstring) for the histories ``H`` and n-grams ``G`` of
    :func:`counting.find_ngrams`. P(w | h) is this matrix times λ."""
    p = np.full(len(G[0]), 1.0 / len(counts.vocab))
    levels = [p]
    for k in range(1, order + 1):
        h, g = H[k - 1], G[k - 1]
        total = value_at(counts.ctx_count[k - 1], h)
        seen = total > 0
        p = np.where(seen, value_at(counts.count[k - 1], g) / np.where(seen, total, 1), p)
        levels.append(p)
    return np.stack(levels, axis=1)


@dataclass(frozen=True)
class LambdaStep(Step):
    """One EM iteration for the interpolation weights on N held-out tokens. E step: the
    responsibility of level k for token t, r_tk = λ_k P_k(w_t|h) / Σ_j λ_j P_j(w_t|h) with the
    ``previous`` λ; its expected count E_k = Σ_t r_tk (``expected_counts``). M step: λ_k =
    E_k / N (``lambdas``). ``lambdas[0]`` weighs the uniform 1/|V|, ``lambdas[k]`` the k-gram
    estimate. The held-out log-likelihood Σ_t ln Σ_k λ_k P_k(w_t|h) never decreases."""

    objective_name: ClassVar[str] = "log_likelihood"

    iteration: int
    lambdas: np.ndarray
    log_likelihood: float       # Σ_t ln P(w_t | h_t) on the held-out tokens, after this M step
    phase: str = "EM"
    converged: bool = False
    previous: np.ndarray | None = None          # the λ the E step used
    expected_counts: np.ndarray | None = None   # E_k = Σ_t r_tk (they sum to n_tokens)
    n_tokens: int = 0
    stopped: str | None = None

    @property
    def shares(self) -> np.ndarray:
        """E_k / N: each level's share of the held-out tokens, which the M step makes λ_k."""
        return self.expected_counts / max(self.n_tokens, 1)


def iter_em_lambdas(P: np.ndarray, max_iter: int, tol: float) -> Iterator[LambdaStep]:
    """EM for the weights λ of the mixture Σ_k λ_k P[t, k] (``P`` from :func:`level_probs` on
    held-out tokens), from uniform λ: one :class:`LambdaStep` per iteration until the
    log-likelihood ℓ gains less than ``tol`` · max(1, |ℓ|) (converged) or ``max_iter``
    iterations (stopped)."""
    n_tokens = len(P)
    lam = readonly(np.full(P.shape[1], 1.0 / P.shape[1]))
    old = -math.inf
    for it in range(1, max_iter + 1):
        mix = P @ lam
        r = P * lam / mix[:, None]                     # E step: responsibilities
        expected = r.sum(axis=0)
        new = readonly(expected / n_tokens)            # M step
        ll = float(np.log(P @ new).sum())
        done = ll - old < tol * max(1.0, abs(ll))
        yield LambdaStep(it, new, ll, converged=bool(done), previous=lam,
                         expected_counts=readonly(expected), n_tokens=n_tokens,
                         stopped="max_iter" if it == max_iter and not done else None)
        if done:
            return
        old, lam = ll, new
