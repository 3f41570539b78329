"""Jobs of the Clustering tab: generators that chain engine calls on a worker, yield
:class:`engine.Progress`, and return one frozen dataclass (see ``ui/widgets/jobs.py``)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine import Progress, datasets
from engine.cluster import KMeans, KMedoids, KScore, iter_choose_k
from engine.io import iter_read_points
from engine.reduce import PCA


@dataclass(frozen=True)
class PointsMeta:
    """What travels with a version of the points through undo/redo: the column names, the
    display PCA of data with more than two columns (fitted on a worker when the data arrived),
    and the documents the points stand for (None for plain points)."""

    columns: tuple
    pca: PCA | None = None
    documents: object = None


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


def read_points_job(path):
    """Read a points file (numpy.loadtxt speed, in blocks: progress and Cancel between them)."""
    table = yield from iter_read_points(path)
    yield Progress(1, 1, "projecting for display…")
    return LoadedPoints(table.X, tuple(table.columns), tuple(table.notes), str(path),
                        display_pca(table.X))


def display_pca(X):
    """The PCA that shows data with more than two columns in 2-D (None when not needed): fitted
    here, on the worker, because an SVD of a large file takes seconds."""
    X = np.asarray(X)
    if X.ndim != 2 or X.shape[1] <= 2 or len(X) < 2:
        return None
    return PCA(2).fit(X)


def generate_job(name, n, outliers, seed):
    yield Progress(0, 1, f"Generating {n:,} points…")
    X, _ = datasets.make(name, n, outliers=outliers, random_state=seed)
    columns = ("weight (g)",) if X.shape[1] == 1 else ("x", "y")
    return GeneratedPoints(X, columns, f"{name}, {len(X):,} points")


def compare_job(X, k, seed):
    """k-means (5 restarts) and k-medoids on the same points; Cancel works between the two."""
    yield Progress(0, 2, "k-means…")
    km = KMeans(k, n_init=5, random_state=seed).fit(X)
    yield Progress(1, 2, "k-medoids…")
    kmd = KMedoids(k, random_state=seed).fit(X)
    return Comparison(km, kmd)


def choose_k_job(X, ks, covariance_type):
    """Cost J(K), BIC and AIC for every K (validated when called, computed on the worker)."""
    steps = iter_choose_k(X, ks, covariance_type=covariance_type, random_state=0)
    return _scores(steps, len(ks))


def _scores(steps, total):
    rows = []
    yield Progress(0, total, "K = 1…")
    for row in steps:
        rows.append(row)
        yield Progress(len(rows), total, f"K = {row.k} done")
    return KScores(tuple(rows))
