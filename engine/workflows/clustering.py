"""Clustering points as a task: read a points file or generate a data set (with the PCA that
shows more than two columns in 2-D), k-means against k-medoids on the same points (restarts and
iterations cancellable), and choosing K by cost, BIC and AIC. Each ``iter_*`` is a job: it
yields :class:`engine.Progress` and returns one frozen dataclass (:func:`engine.run_job`)."""
from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .. import datasets
from .._steps import Progress, nested
from ..cluster import KMeans, KMedoids, KScore, iter_choose_k
from ..io import iter_read_points
from ..reduce import PCA


@dataclass(frozen=True)
class LoadedPoints:
    X: np.ndarray
    columns: tuple
    notes: tuple
    source: str
    pca: PCA | None = None


@dataclass(frozen=True)
class GeneratedPoints:
    X: np.ndarray
    columns: tuple
    source: str


@dataclass(frozen=True)
class Comparison:
    kmeans: KMeans
    kmedoids: KMedoids


@dataclass(frozen=True)
class KScores:
    rows: tuple[KScore, ...]


def display_pca(X) -> PCA | None:
    """The PCA that shows data with more than two columns in 2-D (None when not needed),
    fitted in the job because an SVD of a large file takes seconds."""
    X = np.asarray(X)
    if X.ndim != 2 or X.shape[1] <= 2 or len(X) < 2:
        return None
    return PCA(2).fit(X)


def iter_read_points_for_display(path) -> Generator[Progress, None, LoadedPoints]:
    """Read a points file (numpy.loadtxt speed, in blocks: progress and Cancel between them)
    and project it for display."""
    table = yield from iter_read_points(path)
    yield Progress(1, 1, QT_TRANSLATE_NOOP("engine", "projecting for display…"))
    return LoadedPoints(table.X, tuple(table.columns), tuple(table.notes), str(path),
                        display_pca(table.X))


def generate_points(name, n, outliers, seed) -> GeneratedPoints:
    """``n`` points of the data set ``name`` (:func:`engine.datasets.make`) with their column
    names and a description."""
    X, _ = datasets.make(name, n, outliers=outliers, random_state=seed)
    columns = ("weight (g)",) if X.shape[1] == 1 else ("x", "y")
    return GeneratedPoints(X, columns, f"{name}, {len(X):,} points")



def iter_compare(X, k, seed, n_init: int = 5) -> Generator[Progress, None, Comparison]:
    """k-means (``n_init`` restarts) and k-medoids on the same points, both checked now; the
    job yields between every iteration of every restart, so Cancel stops it at once."""
    km = KMeans(k, n_init=n_init, random_state=seed)
    kmd = KMedoids(k, random_state=seed)
    km_job, kmd_job = km.fit_job(X, every=2), kmd.fit_job(X)    # validated here
    return _compare(km, km_job, kmd, kmd_job)


def _compare(km, km_job, kmd, kmd_job):
    yield Progress(0, 2, QT_TRANSLATE_NOOP("engine", "k-means…"))
    yield from nested(km_job, 0, 2)
    yield Progress(1, 2, QT_TRANSLATE_NOOP("engine", "k-medoids…"))
    yield from nested(kmd_job, 1, 2)
    return Comparison(km, kmd)


def iter_k_scores(X, ks, covariance_type) -> Generator[Progress, None, KScores]:
    """Cost J(K), BIC and AIC for every K (validated when called, computed in the job)."""
    steps = iter_choose_k(X, ks, covariance_type=covariance_type, random_state=0)
    return _scores(steps, len(ks))


def _scores(steps, total):
    rows = []
    yield Progress(0, total, QT_TRANSLATE_NOOP("engine", "K = 1…"))
    for row in steps:
        rows.append(row)
        yield Progress(len(rows), total, QT_TRANSLATE_NOOP("engine", "K = {row_k} done"),
                                         row_k=row.k)
    return KScores(tuple(rows))
