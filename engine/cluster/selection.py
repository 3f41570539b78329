"""Choosing K: the elbow of the k-means cost, and BIC/AIC of Gaussian mixtures."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

import numpy as np

from .._validation import check_int, check_points
from .gmm import GaussianMixture
from .kmeans import KMeans


@dataclass(frozen=True)
class KScore:
    """Scores of one K: k-means cost, and the mixture's BIC and AIC (lower is better)."""

    iteration: int
    k: int
    inertia: float
    bic: float
    aic: float


def iter_choose_k(X, ks, *, covariance_type: str = "full", n_init: int = 3,
                  random_state: int | None = None) -> Iterator[KScore]:
    """Yield a :class:`KScore` per K in ``ks``: cost J(K) for the elbow, BIC = -2L + p log N and
    AIC = -2L + 2p of a mixture with K components."""
    X = check_points(X)
    ks = [check_int(k, "K", low=1, high=X.shape[0]) for k in ks]
    if not ks:
        raise ValueError("Give at least one K to try.")
    return _scores(X, ks, covariance_type, n_init, random_state)


def _scores(X, ks, covariance_type, n_init, random_state):
    for i, k in enumerate(ks, start=1):
        km = KMeans(k, n_init=n_init, random_state=random_state).fit(X)
        gm = GaussianMixture(k, covariance_type=covariance_type,
                             random_state=random_state).fit(X)
        yield KScore(i, k, km.inertia_, gm.bic(X), gm.aic(X))


def choose_k(X, ks, **kwargs) -> dict[str, np.ndarray]:
    """All scores at once, as arrays: ``{"k", "inertia", "bic", "aic"}``."""
    rows = list(iter_choose_k(X, ks, **kwargs))
    return {name: np.array([getattr(r, name) for r in rows]) for name in ("k", "inertia",
                                                                         "bic", "aic")}
