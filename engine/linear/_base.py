"""What the linear models share: input checks for dense or sparse X, the intercept column, the
step class, one-vs-rest for more than two classes, and the Armijo line search of their Newton
steps."""
from __future__ import annotations

import dataclasses

from dataclasses import dataclass
from typing import Callable, ClassVar, Iterator

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import (DataError, check_array, check_features, check_fitted, check_int,
                           check_magnitude, check_positive, check_targets)
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin


@dataclass(frozen=True)
class LinearStep(Step):
    """One iteration of a linear model's solver: the weights ``w`` and intercept ``b`` after
    ``iteration − 1`` updates, the objective ``loss`` there and the norm of its gradient.
    ``target`` is the class scored +1 (one-vs-rest runs one problem per class)."""

    iteration: int
    phase: str
    converged: bool
    loss: float
    grad_norm: float
    w: np.ndarray
    b: float
    target: object = None
    stopped: str | None = None

    objective_name: ClassVar[str] = "loss"


C_MAX = 1e10


def check_finite_step(loss: float, norm: float) -> None:
    """Stop a run whose loss or gradient overflowed, with advice, instead of iterating on NaN."""
    if not (np.isfinite(loss) and np.isfinite(norm)):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The optimisation overflowed (the loss or "
                                                    "its gradient is not finite); scale the "
                                                    "features to unit size or lower C / the "
                                                    "learning rate."))


def check_X(X, name: str = "X"):
    """X as a float64 CSR matrix (sparse input) or a 2-D float64 array, finite, with values
    whose squares can be summed (:func:`engine._validation.check_array` plus the magnitude
    check the solvers need)."""
    X = check_array(X, accept_sparse=True, name=name)
    check_magnitude(X.data if sp.issparse(X) else X, name, why="sums of their squares")
    return X


def check_offsets(X, ratio: float = 1e6) -> None:
    """Refuse a feature whose values sit far from 0 compared with their spread (|mean| > 1 and
    > ``ratio`` × std), e.g. epoch timestamps: with a penalised intercept the Hessian's
    condition number grows like (mean/std)², so Newton stalls on a wrong answer."""
    if sp.issparse(X):
        mean = np.asarray(X.mean(axis=0)).ravel()
        var = np.asarray(X.multiply(X).mean(axis=0)).ravel() - mean ** 2
    else:
        mean = X.mean(axis=0)
        var = X.var(axis=0)
    std = np.sqrt(np.maximum(var, 0.0))
    bad = np.flatnonzero((np.abs(mean) > 1.0) & (np.abs(mean) > ratio * std))
    if bad.size:
        j = int(bad[0])
        raise DataError(QT_TRANSLATE_NOOP("engine", "Feature {j} has values around {mean_j:.6g} "
                                                    "that vary by only {std_j:.3g}: at such an "
                                                    "offset the solver cannot converge. "
                                                    "Subtract each feature's mean (standardise "
                                                    "the features) before fitting."), j=j,
                        mean_j=mean[j], std_j=std[j])


def augment(X):
    """X with a column of ones, so the intercept is the last weight."""
    if sp.issparse(X):
        return sp.hstack([X, np.ones((X.shape[0], 1))], format="csr")
    return np.hstack([X, np.ones((X.shape[0], 1))])


class LinearClassifier(IterativeMixin, ClassifierMixin, BaseEstimator):
    """fit / iter_fit / decision_function / predict for K ≥ 2 classes; a subclass supplies
    ``_check_params()`` and ``_solve(A, t)``, a generator of :class:`LinearStep` for one binary
    problem (``A`` has the intercept column, ``t`` ∈ {−1, +1})."""

    C: float
    max_iter: int | None
    tol: float
    _accepts_sparse = True

    def _check_params(self) -> None:
        check_positive(self.C, "C")
        if self.C > C_MAX:
            raise ValueError(f"C must be at most {C_MAX:g} (got {self.C:g}): beyond it the data "
                             "term swamps the regulariser in floating point; a larger C "
                             "changes nothing but the round-off.")
        check_positive(self.tol, "tol")
        if self.max_iter is not None:
            check_int(self.max_iter, "max_iter", low=1)

    def _check_data(self, X) -> None:
        """A subclass refuses data its solver cannot handle (here: nothing to refuse)."""

    def iter_fit(self, X, y) -> Iterator[LinearStep]:
        """Validate now, then return the steps of the fit. Two classes: one problem, the second
        class is +1. More classes: one-vs-rest, one problem per class in turn (each numbered
        from 1, its class in ``step.target``). The model is fitted when the generator ends."""
        self._check_params()
        X = check_X(X)
        y, classes = check_targets(y, X.shape[0])
        self._check_data(X)
        return self._fit_steps(augment(X), y, classes)

    def _fit_steps(self, A, y, classes):
        targets = classes[1:] if len(classes) == 2 else classes
        ws, n_iter, ends = [], [], []
        for k, c in enumerate(targets):
            last = None
            for step in self._solve(A, np.where(y == c, 1.0, -1.0)):
                if last is not None:
                    yield last
                last = _with_target(step, c) if len(classes) > 2 else step
            ends.append(last)
            ws.append(np.r_[last.w, last.b])
            n_iter.append(last.iteration)
            # one-vs-rest: a sub-problem's end is not the run's end; the last step speaks for
            # the whole fit (converged only if every sub-problem converged)
            if k < len(targets) - 1:
                yield dataclasses.replace(last, converged=False, stopped=None)
            else:
                capped = [e.stopped for e in ends if e.stopped]
                yield dataclasses.replace(last, converged=all(e.converged for e in ends),
                                          stopped=capped[0] if capped else None)
        self.classes_ = classes
        self.coef_ = np.array([w[:-1] for w in ws])
        self.intercept_ = np.array([w[-1] for w in ws])
        self.n_iter_ = max(n_iter)
        self.n_features_in_ = A.shape[1] - 1

    def decision_function(self, X) -> np.ndarray:
        """wᵀx + b per sample (two classes: 1-D, positive means ``classes_[1]``), else one
        column per class."""
        check_fitted(self, "coef_")
        X = check_X(X)
        check_features(self, X)
        scores = np.asarray(X @ self.coef_.T) + self.intercept_
        return scores[:, 0] if len(self.classes_) == 2 else scores

    def predict(self, X) -> np.ndarray:
        s = self.decision_function(X)
        if s.ndim == 1:
            return self.classes_[(s > 0).astype(int)]
        return self.classes_[np.argmax(s, axis=1)]


def _with_target(step, target):
    from dataclasses import replace
    return replace(step, target=target)


def finish(it: int, max_iter: int, done: bool) -> tuple[bool, str | None]:
    """(converged, stopped) of step ``it``: converged only when the test passed."""
    if done:
        return True, None
    return False, ("max_iter" if it >= max_iter else None)


def armijo(trial: Callable[[float], tuple], loss: float, slope: float, *,
           smallest: float = 1e-10) -> tuple[float, tuple]:
    """Backtracking line search along a descent direction Δ (Armijo's sufficient decrease):
    the first size s in 1, ½, ¼, … with

        L(w + sΔ) ≤ L(w) + 10⁻⁴ · s · ∇L(w)ᵀΔ          (``slope`` = ∇L(w)ᵀΔ < 0),

    or the last one tried once s < ``smallest``. ``trial(s)`` evaluates the step of size s and
    returns ``(L(w + sΔ), …)`` with whatever the caller keeps of it (new weights, new scores):
    each solver evaluates its own loss the cheapest way. Returns ``(s, trial(s))``."""
    size = 1.0
    while True:
        tried = trial(size)
        if tried[0] <= loss + 1e-4 * size * slope or size < smallest:
            return size, tried
        size *= 0.5
