"""Jobs of the SVM tab: generators that chain engine calls on a worker, yield
:class:`engine.Progress`, and return one frozen dataclass (see ``ui/widgets/jobs.py``)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine import DataError, Progress
from engine.io import iter_read_points
from engine.svm import DAGSVM, SVC, OneVsOne, OneVsRest, WestonWatkinsSVM

from .scene import grid


@dataclass(frozen=True)
class LabelledPoints:
    X: np.ndarray
    y: np.ndarray            # integer class codes
    names: tuple | None      # display name of each code in sorted order (None: the codes)
    source: str


@dataclass(frozen=True)
class Regions:
    """Predicted classes of one multiclass scheme on the plot's grid."""

    name: str
    labels: np.ndarray
    ambiguous: np.ndarray | None


@dataclass(frozen=True)
class MulticlassRegions:
    schemes: tuple[Regions, ...]
    rect: tuple
    n_classes: int
    grid_size: int


def read_labelled_job(path):
    """x, y and a class per row: a text column (names kept) or a third column of integers."""
    table = yield from iter_read_points(path)
    X, labels = table.X, table.labels
    if labels is None and X.shape[1] == 3 and np.all(X[:, 2] == np.round(X[:, 2])):
        X, labels = X[:, :2], X[:, 2].astype(int)
    if labels is None:
        raise DataError(f"{path} has no class label column (a text column, or a third column "
                        "of integers such as 1 and -1)")
    if X.shape[1] != 2:
        raise DataError(f"the SVM canvas is 2-D; {path} has {X.shape[1]} coordinates")
    if np.issubdtype(np.asarray(labels).dtype, np.integer):
        return LabelledPoints(X, np.asarray(labels, dtype=int), None, str(path))
    names, y = np.unique(labels, return_inverse=True)
    return LabelledPoints(X, y.astype(int), tuple(str(n) for n in names), str(path))


def multiclass_job(X, y, params, rect, grid_size):
    """One-vs-rest, one-vs-one (with the tie cells) and DAG, each wrapping SVC(**params)."""
    G = grid(rect, grid_size)
    k = len(np.unique(y))
    out = []
    schemes = (("one-vs-rest", OneVsRest), ("one-vs-one", OneVsOne), ("DAG", DAGSVM))
    for i, (name, cls) in enumerate(schemes):
        yield Progress(i, len(schemes), f"training {name}…")
        model = cls(SVC(**params)).fit(X, y)
        labels = np.searchsorted(model.classes_, model.predict(G))
        amb = model.ambiguous(G) if name == "one-vs-one" else None
        out.append(Regions(name, labels, amb))
    if len(X) <= WW_POINTS:     # Weston–Watkins: one problem for all classes (issue 27)
        yield Progress(len(schemes), len(schemes) + 1, "training Weston–Watkins…")
        ww = WestonWatkinsSVM(**{key: params[key] for key in WW_PARAMS if key in params})
        ww.fit(X, y)
        out.append(Regions("Weston–Watkins", np.searchsorted(ww.classes_, ww.predict(G)), None))
    return MulticlassRegions(tuple(out), tuple(rect), k, grid_size)


WW_PARAMS = ("C", "kernel", "gamma", "degree", "coef0")
WW_POINTS = 2000       # its dual has n × K variables and a kernel's Gram matrix n² values
