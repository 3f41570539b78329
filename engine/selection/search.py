"""Choosing a model by cross-validation (notes: [ML] 7. Model Selection): k-fold scores, validation
curves, grid search, nested cross-validation and learning curves.

Every study here is a *job*: ``iter_<study>(...)`` validates its arguments when called, then
returns a generator that yields :class:`engine.Progress` (between folds and between a solver's
iterations, so a UI can cancel) and **returns** one frozen dataclass; ``<study>(...)`` runs the
job and returns that dataclass (for scripts).

``estimator`` is a class or any callable that builds a fresh, unfitted model from keyword
arguments (``MultinomialNB``, ``LogisticRegression``, ``lambda **p: SVC(kernel="rbf", **p)``);
``params`` are fixed keyword arguments given to every model. A model needs ``fit(X, y)`` (or
``iter_fit``, driven step by step) and ``predict(X)``. ``scoring`` is "accuracy", "f1_macro",
"f1_micro" or a callable ``(y_true, y_pred) -> float``. ``fold_features(X, train, test)`` may
build each fold's matrices (e.g. a vocabulary from the training documents only); by default
the rows are taken as they are. A searched parameter named in ``feature_params`` goes to
``fold_features(X, train, test, **{name: value})`` instead of the model: the features depend on
it (vocabulary size, min_df), so each fold's matrices are built once per value of those
parameters and shared by every model parameter tried on them.

Cross-validated score of a configuration: the mean over k folds of the score on the held-out
fold, ± the standard deviation over the folds (ddof = 0, as scikit-learn reports it).
"""
from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Generator, Sequence

import numpy as np
import scipy.sparse as sp
from numpy.typing import ArrayLike

from .._messages import Message, QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import DataError, check_int, check_X_y
from ..metrics import classification_report
from .results import CVScores, GridSearch, NestedCV, ValidationCurve, _plain
from .splits import Folds, check_seed, kfold_indices

Job = Generator[Progress, None, object]
# samples × features (or whatever fold_features reads)
Matrix = np.ndarray | sp.spmatrix | sp.sparray
Estimator = Callable[..., object]                  # keyword arguments → an unfitted model
Scoring = str | Callable[[np.ndarray, np.ndarray], float]
FoldFeatures = Callable[..., tuple]                # (X, train, test, **p) → (X_train, X_test)
SCORINGS = ("accuracy", "f1_macro", "f1_micro")
_PROGRESS_SECONDS = 0.05


# -- checks ------------------------------------------------------------------------------------
def _check_data(X, y):
    """X (dense or sparse) and y, one label per row, two classes at least: the engine's one
    :func:`engine._validation.check_X_y`."""
    X, y, _ = check_X_y(X, y, accept_sparse=True)
    return X, y


def _scorer(scoring) -> tuple[Callable, str]:
    if callable(scoring):
        return scoring, getattr(scoring, "__name__", "score")
    if scoring not in SCORINGS:
        raise ValueError(f"scoring must be one of {', '.join(SCORINGS)} or a function "
                         f"(y_true, y_pred) -> float; got {scoring!r}.")
    if scoring == "accuracy":
        return (lambda t, p: float(np.mean(np.asarray(t) == np.asarray(p)))), scoring
    average = scoring.split("_")[1]
    return (lambda t, p: classification_report(t, p).__getattribute__(average)["f1"]), scoring


def _builder(estimator, params):
    if not callable(estimator):
        raise TypeError(f"estimator must be a model class or a function building a model from "
                        f"keyword arguments; got {type(estimator).__name__}.")
    params = dict(params or {})
    name = getattr(estimator, "__name__", type(estimator).__name__)

    def build(**extra):
        try:
            model = estimator(**params, **extra)
        except TypeError as exc:
            raise ValueError(f"{name} cannot be built with {sorted({**params, **extra})}: "
                             f"{exc}") from None
        if not (hasattr(model, "fit") or hasattr(model, "iter_fit")) or \
                not hasattr(model, "predict"):
            raise TypeError(f"{name}(...) gave a {type(model).__name__}, which has no fit and "
                            "predict.")
        return model
    return build


def _check_values(name, values):
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__"):
        raise ValueError(f"The values of {name!r} must be a list; got {values!r}.")
    values = list(values)
    if not values:
        raise ValueError(f"Give at least one value of {name!r} to try.")
    array = np.asarray(values) if all(isinstance(v, (int, float, np.number)) and
                                      not isinstance(v, bool) for v in values) \
        else np.array(values, dtype=object)
    if array.dtype.kind == "f" and not np.all(np.isfinite(array)):
        raise ValueError(f"The values of {name!r} must be finite numbers.")
    return array


def _folds(y, k, seed) -> Folds:
    if isinstance(k, Folds):
        if len(k.fold_of) != len(y):
            raise DataError(QT_TRANSLATE_NOOP("engine", "The folds cover {n_k_fold_of} samples "
                                                        "but y has {n_y}."),
                            n_k_fold_of=len(k.fold_of), n_y=len(y))
        return k
    return kfold_indices(y, k, seed)


# -- the fitting core --------------------------------------------------------------------------
class _Counter:
    """Fits done of the whole job, for Progress."""

    def __init__(self, total):
        self.done, self.total, self.last = 0, total, 0.0

    def progress(self, template, force=False, **fields):
        now = time.monotonic()
        if force or now - self.last >= _PROGRESS_SECONDS:
            self.last = now
            return Progress(self.done, self.total, template, **fields)
        return None


def _fit(model, X, y, counter, template, **fields):
    """Fit ``model``, yielding Progress between a solver's steps (a chance to cancel);
    ``template`` is marked QT_TRANSLATE_NOOP("engine", …) and formatted with ``fields``."""
    p = counter.progress(template, force=True, **fields)
    if p:
        yield p
    if hasattr(model, "iter_fit"):
        for _ in model.iter_fit(X, y):
            p = counter.progress(template, **fields)
            if p:
                yield p
    else:
        model.fit(X, y)
    counter.done += 1


def _split(X, train, test, fold_features, feature_values=None):
    if fold_features is not None:
        return fold_features(X, train, test, **(feature_values or {}))
    return X[train], X[test]


def _cv(build, X, y, folds, score, fold_features, counter, label=""):
    """(train scores, test scores) over the folds for one configuration."""
    train, test = yield from _grid(lambda **_: build(), X, y, (), (), folds, score,
                                   fold_features, counter, label)
    return train, test


# -- cross-validation --------------------------------------------------------------------------
def iter_cross_val_scores(estimator: Estimator, X: Matrix, y: ArrayLike, *,
                          k: int | Folds = 5, seed: int = 0, scoring: Scoring = "accuracy",
                          params: dict | None = None,
                          fold_features: FoldFeatures | None = None) -> Job:
    """k-fold cross-validation of one model (``k`` folds, or a :class:`Folds` to reuse)."""
    X, y = _check_data(X, y)
    score, name = _scorer(scoring)
    build = _builder(estimator, params)
    build()
    folds = _folds(y, k, check_seed(seed))
    return _cross_val_job(build, X, y, folds, score, name, fold_features)


def _cross_val_job(build, X, y, folds, score, name, fold_features):
    counter = _Counter(len(folds))
    train, test = yield from _cv(build, X, y, folds, score, fold_features, counter)
    yield Progress(counter.total, counter.total, QT_TRANSLATE_NOOP("engine", "done"))
    return CVScores(test, train, name)


def cross_val_scores(estimator: Estimator, X: Matrix, y: ArrayLike, **kwargs) -> CVScores:
    """:func:`iter_cross_val_scores` run to its end."""
    return run_job(iter_cross_val_scores(estimator, X, y, **kwargs))


# -- validation curve --------------------------------------------------------------------------
def iter_validation_curve(estimator: Estimator, X: Matrix, y: ArrayLike, param_name: str,
                          values: Sequence, *, k: int | Folds = 5, seed: int = 0,
                          scoring: Scoring = "accuracy", params: dict | None = None,
                          fold_features: FoldFeatures | None = None,
                          feature_params: tuple[str, ...] = ()) -> Job:
    """Cross-validated training and held-out scores for each value of ``param_name`` (e.g. α of
    Naive Bayes or C of logistic regression / the linear SVM; or, named in ``feature_params``,
    a parameter of ``fold_features`` such as the vocabulary size), on the same folds."""
    X, y = _check_data(X, y)
    if not isinstance(param_name, str) or not param_name:
        raise ValueError("param_name must be the name of a keyword argument of the model.")
    values = _check_values(param_name, values)
    score, name = _scorer(scoring)
    build = _builder(estimator, params)
    _check_grid({param_name: values}, build, fold_features, feature_params)
    folds = _folds(y, k, check_seed(seed))
    return _validation_job(build, X, y, param_name, values, folds, score, name, fold_features,
                           tuple(feature_params))


def _validation_job(build, X, y, param_name, values, folds, score, name, fold_features,
                    feature_params):
    counter = _Counter(len(values) * len(folds))
    train, test = yield from _grid(build, X, y, (param_name,), (values,), folds, score,
                                   fold_features, counter, feature_params=feature_params)
    yield Progress(counter.total, counter.total, QT_TRANSLATE_NOOP("engine", "done"))
    return ValidationCurve(param_name, values, train, test, name)


def validation_curve(estimator: Estimator, X: Matrix, y: ArrayLike, param_name: str,
                     values: Sequence, **kwargs) -> ValidationCurve:
    """:func:`iter_validation_curve` run to its end."""
    return run_job(iter_validation_curve(estimator, X, y, param_name, values, **kwargs))


# -- grid search -------------------------------------------------------------------------------
def _check_grid(grid, build, fold_features=None, feature_params=()):
    if not isinstance(grid, dict) or not grid:
        raise ValueError("grid must be a dict {parameter name: list of values}, e.g. "
                         "{'C': [0.1, 1, 10], 'tol': [1e-4, 1e-6]}.")
    if isinstance(feature_params, str) or not all(isinstance(n, str) for n in feature_params):
        raise ValueError("feature_params must be a tuple of parameter names, e.g. "
                         "('max_features',).")
    stray = [n for n in feature_params if n not in grid]
    if stray:
        raise ValueError(f"feature_params {stray} are not searched: name parameters of the "
                         f"grid ({', '.join(grid)}).")
    if feature_params and fold_features is None:
        raise ValueError(f"{', '.join(feature_params)} go to fold_features, but none is given: "
                         "pass fold_features(X, train, test, **params).")
    names = tuple(grid)
    values = tuple(_check_values(n, v) for n, v in grid.items())
    model_axes = [a for a, n in enumerate(names) if n not in feature_params]
    for combo in itertools.product(*(values[a] for a in model_axes)):
        build(**{names[a]: _plain(v) for a, v in zip(model_axes, combo)})
    return names, values


def iter_grid_search(estimator: Estimator, X: Matrix, y: ArrayLike, grid: dict, *,
                     k: int | Folds = 5, seed: int = 0, scoring: Scoring = "accuracy",
                     params: dict | None = None, fold_features: FoldFeatures | None = None,
                     feature_params: tuple[str, ...] = ()) -> Job:
    """Cross-validated scores of every combination of the ``grid`` (one axis per parameter;
    two parameters make the heat map), all on the same folds. Parameters named in
    ``feature_params`` go to ``fold_features`` (e.g. Naive Bayes's α × the vocabulary size)."""
    X, y = _check_data(X, y)
    score, name = _scorer(scoring)
    build = _builder(estimator, params)
    names, values = _check_grid(grid, build, fold_features, feature_params)
    folds = _folds(y, k, check_seed(seed))
    return _grid_job(build, X, y, names, values, folds, score, name, fold_features,
                     tuple(feature_params))


def _combo(names, values, axes, index):
    return {names[a]: _plain(values[a][i]) for a, i in zip(axes, index)}


def _text(combo):
    return ", ".join(f"{n} = {v:g}" if isinstance(v, (int, float)) else f"{n} = {v}"
                     for n, v in combo.items())


def _grid(build, X, y, names, values, folds, score, fold_features, counter, label="",
          feature_params=()):
    """Training and held-out scores of every combination (axes in ``names`` order, then the
    folds): the one fitting loop of every study. For each value of the feature parameters and
    each fold the matrices are built once, then every model parameter is fitted on them."""
    shape = tuple(len(v) for v in values)
    train = np.empty(shape + (len(folds),))
    test = np.empty(shape + (len(folds),))
    feature_axes = [a for a, n in enumerate(names) if n in feature_params]
    model_axes = [a for a, n in enumerate(names) if n not in feature_params]
    for f_index in itertools.product(*(range(shape[a]) for a in feature_axes)):
        features = _combo(names, values, feature_axes, f_index)
        for f, (rows, held) in enumerate(folds):
            X_tr, X_te = _split(X, rows, held, fold_features, features)
            for m_index in itertools.product(*(range(shape[a]) for a in model_axes)):
                combo = _combo(names, values, model_axes, m_index)
                index = [0] * len(names)
                for a, i in zip(feature_axes + model_axes, f_index + m_index):
                    index[a] = i
                model = build(**combo)
                text = _text({**features, **combo})
                if text:
                    yield from _fit(model, X_tr, y[rows], counter,
                                    QT_TRANSLATE_NOOP("engine", "{label}{params}: fold "
                                                                "{fold}/{n_folds}…"),
                                    label=label, params=text, fold=f + 1, n_folds=len(folds))
                else:
                    yield from _fit(model, X_tr, y[rows], counter,
                                    QT_TRANSLATE_NOOP("engine", "{label}fold {fold}/{n_folds}…"),
                                    label=label, fold=f + 1, n_folds=len(folds))
                train[tuple(index) + (f,)] = score(y[rows], model.predict(X_tr))
                test[tuple(index) + (f,)] = score(y[held], model.predict(X_te))
    return train, test


def _grid_job(build, X, y, names, values, folds, score, name, fold_features, feature_params):
    counter = _Counter(int(np.prod([len(v) for v in values])) * len(folds))
    train, test = yield from _grid(build, X, y, names, values, folds, score, fold_features,
                                   counter, feature_params=feature_params)
    yield Progress(counter.total, counter.total, QT_TRANSLATE_NOOP("engine", "done"))
    return GridSearch(names, values, train, test, name)


def grid_search(estimator: Estimator, X: Matrix, y: ArrayLike, grid: dict, **kwargs) -> GridSearch:
    """:func:`iter_grid_search` run to its end."""
    return run_job(iter_grid_search(estimator, X, y, grid, **kwargs))


# -- nested cross-validation -------------------------------------------------------------------
def iter_nested_cv(estimator: Estimator, X: Matrix, y: ArrayLike, grid: dict, *,
                   outer_k: int = 5, inner_k: int = 3, seed: int = 0,
                   scoring: Scoring = "accuracy", params: dict | None = None,
                   fold_features: FoldFeatures | None = None,
                   feature_params: tuple[str, ...] = ()) -> Job:
    """Nested cross-validation of "grid search, then refit with the best parameters" (see
    :class:`NestedCV`); the inner folds split each outer training part only."""
    X, y = _check_data(X, y)
    score, name = _scorer(scoring)
    build = _builder(estimator, params)
    names, values = _check_grid(grid, build, fold_features, feature_params)
    seed = check_seed(seed)
    outer = _folds(y, outer_k, seed)
    inner_k = check_int(inner_k, "inner_k", low=2)
    inner = [kfold_indices(y[train], inner_k, seed) for train, _ in outer]   # checked now
    return _nested_job(build, X, y, names, values, outer, inner, score, name, fold_features,
                       tuple(feature_params))


def _nested_job(build, X, y, names, values, outer, inner, score, name, fold_features,
                feature_params):
    n_grid = int(np.prod([len(v) for v in values]))
    counter = _Counter(len(outer) * (n_grid * len(inner[0]) + 1) + n_grid * len(outer))
    outer_scores, inner_best, chosen = [], [], []
    for f, (train, test) in enumerate(outer):
        label = Message(QT_TRANSLATE_NOOP("engine", "outer {outer}/{n_outer}, "),
                        outer=f + 1, n_outer=len(outer))
        # inner rows index the outer training part: rebuild its features per inner fold from X
        sub = _Subset(X, train, fold_features)
        _, te = yield from _grid(build, sub.X, y[train], names, values, inner[f], score,
                                 sub.features, counter, label, feature_params)
        mean = te.mean(axis=-1)
        best = np.unravel_index(np.argmax(mean), mean.shape)
        params = {n: _plain(values[a][i]) for a, (n, i) in enumerate(zip(names, best))}
        X_tr, X_te = _split(X, train, test, fold_features,
                            {n: v for n, v in params.items() if n in feature_params})
        model = build(**{n: v for n, v in params.items() if n not in feature_params})
        yield from _fit(model, X_tr, y[train], counter,
                        QT_TRANSLATE_NOOP("engine", "{label}refit with the best…"), label=label)
        outer_scores.append(score(y[test], model.predict(X_te)))
        inner_best.append(float(mean[best]))
        chosen.append(params)
    _, te = yield from _grid(build, X, y, names, values, outer, score, fold_features, counter,
                             "non-nested, ", feature_params)
    mean = te.mean(axis=-1)
    best = np.unravel_index(np.argmax(mean), mean.shape)
    optimistic = {n: _plain(values[a][i]) for a, (n, i) in enumerate(zip(names, best))}
    yield Progress(counter.total, counter.total, QT_TRANSLATE_NOOP("engine", "done"))
    return NestedCV(np.array(outer_scores), np.array(inner_best), tuple(chosen),
                    float(mean[best]), optimistic, name)


class _Subset:
    """The rows ``rows`` of X as an inner problem: with ``fold_features`` the inner folds'
    matrices are built from the original X (a vocabulary from the inner training rows only)."""

    def __init__(self, X, rows, fold_features):
        self.rows = rows
        self.fold_features = fold_features
        self.X = X if fold_features is not None else X[rows]
        self.features = None if fold_features is None else self._features

    def _features(self, X, train, test, **feature_values):
        return self.fold_features(X, self.rows[train], self.rows[test], **feature_values)


def nested_cv(estimator: Estimator, X: Matrix, y: ArrayLike, grid: dict, **kwargs) -> NestedCV:
    """:func:`iter_nested_cv` run to its end."""
    return run_job(iter_nested_cv(estimator, X, y, grid, **kwargs))
