"""The results of the model-selection studies (notes: [ML] 7. Model Selection): frozen
dataclasses of per-fold training and held-out scores, with their means ± standard deviations
over the folds (ddof = 0, as scikit-learn reports them)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


def _plain(value):
    """A numpy scalar as the Python number it holds (for parameters given back to a model)."""
    return value.item() if isinstance(value, np.generic) else value


# -- results -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class CVScores:
    """Held-out (``test_scores``) and training scores on each of k folds."""

    test_scores: np.ndarray
    train_scores: np.ndarray
    scoring: str

    @property
    def mean(self) -> float:
        return float(np.mean(self.test_scores))

    @property
    def std(self) -> float:
        return float(np.std(self.test_scores))

    @property
    def train_mean(self) -> float:
        return float(np.mean(self.train_scores))


@dataclass(frozen=True)
class ValidationCurve:
    """Scores against one hyperparameter: ``train_scores``/``test_scores`` have a row per value
    of ``values`` and a column per fold."""

    param_name: str
    values: np.ndarray
    train_scores: np.ndarray
    test_scores: np.ndarray
    scoring: str

    @property
    def test_mean(self) -> np.ndarray:
        return self.test_scores.mean(axis=1)

    @property
    def test_std(self) -> np.ndarray:
        return self.test_scores.std(axis=1)

    @property
    def train_mean(self) -> np.ndarray:
        return self.train_scores.mean(axis=1)

    @property
    def train_std(self) -> np.ndarray:
        return self.train_scores.std(axis=1)

    @property
    def best_index(self) -> int:
        return int(np.argmax(self.test_mean))

    @property
    def best_value(self):
        return self.values[self.best_index]

    @property
    def best_score(self) -> float:
        return float(self.test_mean[self.best_index])

    @property
    def log_axis(self) -> bool:
        """True when the values are positive and span two decades or more (α, C)."""
        v = self.values
        return bool(v.dtype.kind in "fiu" and np.all(v > 0) and v.max() >= 100 * v.min())


@dataclass(frozen=True)
class GridSearch:
    """Scores over the grid of ``param_names`` × ``values``: ``test_scores`` has one axis per
    parameter (in order) and a last axis over the folds; ``mean``/``std`` drop the folds (a
    heat map for two parameters)."""

    param_names: tuple
    values: tuple
    train_scores: np.ndarray
    test_scores: np.ndarray
    scoring: str

    @property
    def mean(self) -> np.ndarray:
        return self.test_scores.mean(axis=-1)

    @property
    def std(self) -> np.ndarray:
        return self.test_scores.std(axis=-1)

    @property
    def train_mean(self) -> np.ndarray:
        return self.train_scores.mean(axis=-1)

    @property
    def best_index(self) -> tuple:
        return tuple(int(i) for i in np.unravel_index(np.argmax(self.mean), self.mean.shape))

    @property
    def best_params(self) -> dict:
        return {name: _plain(values[i]) for name, values, i in
                zip(self.param_names, self.values, self.best_index)}

    @property
    def best_score(self) -> float:
        return float(self.mean[self.best_index])


@dataclass(frozen=True)
class NestedCV:
    """Nested cross-validation: for each outer fold, a grid search on its training part alone
    (inner folds) picks ``best_params[f]`` (its inner score ``inner_best_scores[f]``); the model
    refitted with them is scored on the untouched outer fold (``outer_scores[f]``). Their mean is
    an unbiased estimate of the whole procedure. ``optimistic_score`` is what picking the best
    configuration of a grid search over the same outer folds reports (``optimistic_params``):
    biased upwards, because the same folds chose and scored it."""

    outer_scores: np.ndarray
    inner_best_scores: np.ndarray
    best_params: tuple
    optimistic_score: float
    optimistic_params: dict
    scoring: str

    @property
    def nested_mean(self) -> float:
        return float(np.mean(self.outer_scores))

    @property
    def nested_std(self) -> float:
        return float(np.std(self.outer_scores))

    @property
    def optimism(self) -> float:
        """optimistic_score − nested_mean: how much choosing on the test folds flatters."""
        return self.optimistic_score - self.nested_mean


@dataclass(frozen=True)
class LearningCurve:
    """Training and held-out scores for growing training sets: ``sizes[i]`` training samples
    (a stratified prefix of each fold's shuffled training part); rows of the score arrays are
    sizes, columns folds (NaN where a prefix held a single class and could not be fitted)."""

    sizes: np.ndarray
    train_scores: np.ndarray
    test_scores: np.ndarray
    scoring: str

    @property
    def train_mean(self) -> np.ndarray:
        return np.nanmean(self.train_scores, axis=1)

    @property
    def train_std(self) -> np.ndarray:
        return np.nanstd(self.train_scores, axis=1)

    @property
    def test_mean(self) -> np.ndarray:
        return np.nanmean(self.test_scores, axis=1)

    @property
    def test_std(self) -> np.ndarray:
        return np.nanstd(self.test_scores, axis=1)
