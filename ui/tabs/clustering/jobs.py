"""Jobs of the Clustering tab: thin names over :mod:`engine.workflows.clustering` (points read
or generated, k-means against k-medoids, choosing K); each yields :class:`engine.Progress`
between chunks of work (so Cancel stops it) and returns one frozen dataclass."""
from __future__ import annotations

from dataclasses import dataclass

from engine import Progress
from engine.reduce import PCA
from engine.workflows.clustering import (Comparison, GeneratedPoints, KScores, LoadedPoints,
                                         display_pca, generate_points, iter_compare,
                                         iter_k_scores, iter_read_points_for_display)

__all__ = ["Comparison", "GeneratedPoints", "KScores", "LoadedPoints", "PointsMeta",
           "choose_k_job", "compare_job", "display_pca", "generate_job", "read_points_job"]


@dataclass(frozen=True)
class PointsMeta:
    """What travels with a version of the points through undo/redo: the column names, the
    display PCA of data with more than two columns (fitted on a worker when the data arrived),
    and the documents the points stand for (None for plain points)."""

    columns: tuple
    pca: PCA | None = None
    documents: object = None


def generate_job(name, n, outliers, seed):
    """:func:`engine.workflows.clustering.generate_points` as a job; the tab runs a small one
    at once on the GUI thread (a few milliseconds), a large one on a worker."""
    yield Progress(0, 1, f"Generating {n:,} points…")
    return generate_points(name, n, outliers, seed)


def compare_job(X, k, seed):
    """k-means (5 restarts) against k-medoids (:func:`engine.workflows.clustering.iter_compare`,
    cancellable between iterations); checked on the worker, so bad input reaches the view's
    message bar as a failed job."""
    return (yield from iter_compare(X, k, seed))


read_points_job = iter_read_points_for_display
choose_k_job = iter_k_scores
