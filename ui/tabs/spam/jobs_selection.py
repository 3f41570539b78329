"""Worker jobs of the Spam tab's Choosing-a-model view: each hands the loaded corpus's counts to
one of engine.selection's studies (validation curve, grid search, nested CV, learning curve)
with the model and the fold features the comparison uses, and returns the engine's frozen
result. Every fold builds its vocabulary from its own training rows (engine.spam's
fold_matrices), so no score sees a held-out word."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine import Progress
from engine.linear import LinearSVM, LogisticRegression, SoftmaxRegression
from engine.selection import (
    iter_grid_search,
    iter_learning_curve,
    iter_nested_cv,
    iter_validation_curve,
    split_class_counts,
)
from engine.spam import BernoulliNB, MultinomialNB, fold_matrices, normalise_rows

from .texts import tr


@dataclass(frozen=True)
class Model:
    """A model the view offers: how to build it, the hyperparameter its curve moves (with a
    default range), fixed keyword arguments, and whether it reads unit-length rows."""

    estimator: object
    param: str
    symbol: str
    low: float
    high: float
    params: dict
    scaled: bool


MODELS = {
    "Multinomial NB": Model(MultinomialNB, "alpha", "α", 0.001, 10.0, {}, False),
    "Bernoulli NB": Model(BernoulliNB, "alpha", "α", 0.001, 10.0, {}, False),
    "Logistic regression": Model(LogisticRegression, "C", "C", 0.01, 1000.0,
                                 {"solver": "newton"}, True),
    "Linear SVM": Model(LinearSVM, "C", "C", 0.01, 1000.0, {}, True),
    "Softmax (L-BFGS)": Model(SoftmaxRegression, "C", "C", 0.01, 1000.0, {"solver": "lbfgs"},
                              True),
}


@dataclass(frozen=True)
class Grid:
    """A grid search the view offers: the model's own hyperparameter (``first`` values) against
    a second parameter ``second`` (``values``) — of the fold features when ``feature`` (each
    fold's vocabulary is rebuilt per value), else of the model."""

    model: Model
    first: tuple
    second: str
    label: str
    values: tuple
    feature: bool
    note: str


ALPHAS = (0.01, 0.03, 0.1, 0.3, 1.0, 3.0)
VOCABULARY = ()          # vocabulary sizes: made from the corpus's (see second_values)
GRIDS = {
    "Multinomial NB: α × vocabulary size": Grid(
        MODELS["Multinomial NB"], ALPHAS, "max_features", "vocabulary (most frequent terms)",
        VOCABULARY, True, "Each fold keeps its most frequent training terms: too few and "
        "the informative words are cut; all of them and α must smooth the rare ones."),
    "Multinomial NB: α × min DF": Grid(
        MODELS["Multinomial NB"], ALPHAS, "min_df", "min DF (training messages)",
        (1, 2, 3, 5, 10), True, "Dropping the rare terms (min DF) and smoothing them (α) "
        "both tame the words seen once or twice: the two trade off."),
    "Logistic regression: C × vocabulary size": Grid(
        MODELS["Logistic regression"], (0.1, 1.0, 10.0, 100.0, 1000.0), "max_features",
        "vocabulary (most frequent terms)", VOCABULARY, True, "More terms give the model "
        "more to fit: a large vocabulary wants a smaller C (a stronger prior)."),
    "Logistic regression (gd): C × iterations": Grid(
        Model(LogisticRegression, "C", "C", 0.01, 1000.0, {"solver": "gd"}, True),
        (0.01, 0.1, 1.0, 10.0, 100.0, 1000.0), "max_iter", "gradient steps",
        (3, 10, 30, 100, 300), False,
        "Few gradient steps regularise like a small C (early stopping): the top-left and "
        "the bottom-right corners score alike."),
}


def grid_texts() -> dict:
    """The grids' names, axis labels and notes in the language in force (English → shown)."""
    return {
        "Multinomial NB: α × vocabulary size": tr("Multinomial NB: α × vocabulary size"),
        "Multinomial NB: α × min DF": tr("Multinomial NB: α × min DF"),
        "Logistic regression: C × vocabulary size": tr("Logistic regression: C × vocabulary "
                                                       "size"),
        "Logistic regression (gd): C × iterations": tr("Logistic regression (gd): C × "
                                                       "iterations"),
        "vocabulary (most frequent terms)": tr("vocabulary (most frequent terms)"),
        "min DF (training messages)": tr("min DF (training messages)"),
        "gradient steps": tr("gradient steps"),
        GRIDS["Multinomial NB: α × vocabulary size"].note: tr(
            "Each fold keeps its most frequent training terms: too few and the informative "
            "words are cut; all of them and α must smooth the rare ones."),
        GRIDS["Multinomial NB: α × min DF"].note: tr(
            "Dropping the rare terms (min DF) and smoothing them (α) both tame the words seen "
            "once or twice: the two trade off."),
        GRIDS["Logistic regression: C × vocabulary size"].note: tr(
            "More terms give the model more to fit: a large vocabulary wants a smaller C (a "
            "stronger prior)."),
        GRIDS["Logistic regression (gd): C × iterations"].note: tr(
            "Few gradient steps regularise like a small C (early stopping): the top-left and "
            "the bottom-right corners score alike."),
    }


def fold_features(min_df: int, unknown: str, scaled: bool):
    """Each fold's training and held-out matrices with the training rows' vocabulary (and rows
    scaled to unit length for the linear models); a grid may set the fold's ``min_df`` and
    vocabulary size ``max_features``."""
    default_min_df = min_df

    def build(X, train, test, *, min_df=None, max_features=None):
        X_tr, X_te, _ = fold_matrices(X, train, test,
                                      default_min_df if min_df is None else min_df, unknown,
                                      max_features)
        return (normalise_rows(X_tr), normalise_rows(X_te)) if scaled else (X_tr, X_te)
    return build


def splits_job(y, validation_share, test_share, k, seed):
    yield Progress(0, 1, "splitting…")
    return split_class_counts(y, validation_share, test_share, k, seed)


def validation_job(model: Model, X, y, values, k, seed, scoring, min_df, unknown):
    return (yield from iter_validation_curve(
        model.estimator, X, y, model.param, values, k=k, seed=seed, scoring=scoring,
        params=model.params, fold_features=fold_features(min_df, unknown, model.scaled)))


def second_values(grid: Grid, n_features: int) -> list:
    """The grid's second values; vocabulary sizes are six steps evenly spaced on a log scale
    from 100 terms (or fewer) up to the corpus's whole vocabulary."""
    if grid.second != "max_features":
        return list(grid.values)
    n = max(int(n_features), 1)
    return [int(v) for v in np.unique(np.round(np.geomspace(min(100, n), n, 6)))]


def grid_job(grid: Grid, X, y, k, seed, scoring, min_df, unknown):
    model = grid.model
    return (yield from iter_grid_search(
        model.estimator, X, y, {model.param: list(grid.first),
                                grid.second: second_values(grid, X.shape[1])},
        k=k, seed=seed, scoring=scoring, params=model.params,
        fold_features=fold_features(min_df, unknown, model.scaled),
        feature_params=(grid.second,) if grid.feature else ()))


def nested_job(model: Model, X, y, values, outer_k, inner_k, seed, scoring, min_df, unknown):
    return (yield from iter_nested_cv(
        model.estimator, X, y, {model.param: list(values)}, outer_k=outer_k, inner_k=inner_k,
        seed=seed, scoring=scoring, params=model.params,
        fold_features=fold_features(min_df, unknown, model.scaled)))


def learning_job(model: Model, X, y, value, k, seed, scoring, min_df, unknown):
    return (yield from iter_learning_curve(
        model.estimator, X, y, k=k, seed=seed, scoring=scoring,
        params={**model.params, model.param: value},
        fold_features=fold_features(min_df, unknown, model.scaled)))
