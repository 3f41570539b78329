"""Classifying 2-D points as a task: labelled points read from a file, the multiclass schemes
(one-vs-rest, one-vs-one with its tie cells, DAG) on a grid, and every classifier compared on
the same points (training and cross-validated accuracy, regions, and the bias–variance picture
over bootstrap resamples). Each ``iter_*`` is a job: it yields :class:`engine.Progress` between
fits, folds, resamples and the iterations of each fit (so it can be cancelled there) and
returns one frozen dataclass (:func:`engine.run_job`)."""
from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, nested
from .._validation import DataError
from ..ensemble import iter_bootstrap_predictions, iter_cross_val_accuracy
from ..ensemble.resample import fit_job
from ..io import iter_read_points
from ..svm import DAGSVM, SVC, OneVsOne, OneVsRest, WestonWatkinsSVM
from ..tree import DecisionTree
from ..linear import LogisticRegression


def grid(rect, n: int) -> np.ndarray:
    """The n × n grid of points covering ``rect`` = (x, y, width, height), column by column:
    where a picture of a classifier's regions is evaluated."""
    x, y, w, h = rect
    gx, gy = np.meshgrid(np.linspace(x, x + w, n), np.linspace(y, y + h, n), indexing="ij")
    return np.c_[gx.ravel(), gy.ravel()]


@dataclass(frozen=True)
class LabelledPoints:
    X: np.ndarray
    y: np.ndarray            # integer class codes
    names: tuple | None      # display name of each code in sorted order (None: the codes)
    source: str


def iter_read_labelled(path) -> Generator[Progress, None, LabelledPoints]:
    """x, y and a class per row: a text column (names kept) or a third column of integers."""
    table = yield from iter_read_points(path)
    X, labels = table.X, table.labels
    if labels is None and X.shape[1] == 3 and np.all(X[:, 2] == np.round(X[:, 2])):
        X, labels = X[:, :2], X[:, 2].astype(int)
    if labels is None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path} has no class label column (a text "
                                                    "column, or a third column of integers such "
                                                    "as 1 and -1)"), path=path)
    if X.shape[1] != 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "the SVM canvas is 2-D; {path} has "
                                                    "{X_shape_1} coordinates"), path=path,
                        X_shape_1=X.shape[1])
    if np.issubdtype(np.asarray(labels).dtype, np.integer):
        return LabelledPoints(X, np.asarray(labels, dtype=int), None, str(path))
    names, y = np.unique(labels, return_inverse=True)
    return LabelledPoints(X, y.astype(int), tuple(str(n) for n in names), str(path))


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


def iter_multiclass_regions(X, y, params, rect, grid_size
                            ) -> Generator[Progress, None, MulticlassRegions]:
    """One-vs-rest, one-vs-one (with the tie cells) and DAG, each wrapping SVC(**params), and
    the Weston–Watkins machine (one problem for all classes) with the same C and kernel."""
    G = grid(rect, grid_size)
    k = len(np.unique(y))
    out = []
    schemes = (("one-vs-rest", OneVsRest), ("one-vs-one", OneVsOne), ("DAG", DAGSVM))
    for i, (name, cls) in enumerate(schemes):
        yield Progress(i, len(schemes), QT_TRANSLATE_NOOP("engine", "training {name}…"), name=name)
        model = cls(SVC(**params)).fit(X, y)
        labels = np.searchsorted(model.classes_, model.predict(G))
        amb = model.ambiguous(G) if name == "one-vs-one" else None
        out.append(Regions(name, labels, amb))
    if len(X) <= WW_POINTS:     # Weston–Watkins: one problem for all classes (issue 27)
        yield Progress(len(schemes), len(schemes) + 1, QT_TRANSLATE_NOOP(
            "engine", "training Weston–Watkins…"))
        ww = WestonWatkinsSVM(**{key: params[key] for key in WW_PARAMS if key in params})
        ww.fit(X, y)
        out.append(Regions("Weston–Watkins", np.searchsorted(ww.classes_, ww.predict(G)), None))
    return MulticlassRegions(tuple(out), tuple(rect), k, grid_size)


WW_PARAMS = ("C", "kernel", "gamma", "degree", "coef0")
WW_POINTS = 2000       # its dual has n × K variables and a kernel's Gram matrix n² values


@dataclass(frozen=True)
class ModelResult:
    name: str
    labels: np.ndarray | None       # class index per grid cell (None: not fitted)
    train: float
    cv: np.ndarray | None           # accuracy per fold
    note: str


@dataclass(frozen=True)
class Comparison:
    models: tuple
    complex_preds: np.ndarray       # (resamples, cells) class indices: deep tree
    simple_preds: np.ndarray        # the same for logistic regression
    rect: tuple
    n: int


def iter_compare_classifiers(factories: dict[str, Callable], X, y, rect, k, n_sets, seed, n,
                             binary_only=()) -> Generator[Progress, None, Comparison]:
    """Fit each model of ``factories`` (name → a function making a fresh, unfitted model) on
    all points (training accuracy, regions on the n × n grid of ``rect``) and on k folds (CV),
    then a deep tree and logistic regression on ``n_sets`` bootstrap resamples (the
    bias–variance picture). Models named in ``binary_only`` are skipped for more than two
    classes. Every fit is a job: Cancel stops between two of its iterations."""
    classes = np.unique(y)
    G = grid(rect, n)
    out = []
    steps = len(factories) + 2
    for i, (name, make) in enumerate(factories.items()):
        yield Progress(i, steps, QT_TRANSLATE_NOOP("engine", "{name}…"), name=name)
        if len(classes) != 2 and name in binary_only:
            out.append(ModelResult(name, None, np.nan, None, "two classes only"))
            continue
        # the model's slot of the bar: a tenth for the fit on all points, the rest for the folds
        model = yield from nested(fit_job(make(), X, y), 10 * i, 10 * steps)
        train = float(np.mean(model.predict(X) == y))
        labels = np.searchsorted(classes, model.predict(G))
        cv = yield from nested(iter_cross_val_accuracy(make, X, y, k=k, random_state=seed),
                               10 * i + 1, 10 * steps, span=9)
        out.append(ModelResult(name, labels, train, cv, ""))
    yield Progress(steps - 2, steps, QT_TRANSLATE_NOOP("engine", "bootstrap: deep tree…"))
    deep = yield from nested(iter_bootstrap_predictions(lambda: DecisionTree(), X, y, G,
                                                        n_sets=n_sets, random_state=seed),
                             steps - 2, steps)
    yield Progress(steps - 1, steps, QT_TRANSLATE_NOOP("engine", "bootstrap: logistic "
                                                                 "regression…"))
    line = yield from nested(iter_bootstrap_predictions(lambda: LogisticRegression(), X, y, G,
                                                        n_sets=n_sets, random_state=seed),
                             steps - 1, steps)
    return Comparison(tuple(out), np.searchsorted(classes, deep), np.searchsorted(classes, line),
                      tuple(rect), n)
