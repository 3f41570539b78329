"""The estimator API every public model shares, in scikit-learn's manners but without needing it.

- :class:`BaseEstimator`: ``get_params(deep=True)`` / ``set_params(**params)`` read from the
  ``__init__`` signature (so ``__init__`` only stores its arguments as given; every check happens
  in ``fit``), a ``__repr__`` showing the parameters that differ from their defaults, and
  ``__sklearn_tags__``, which imports scikit-learn only when scikit-learn itself asks for it.
- :class:`ClassifierMixin` (``score`` = accuracy), :class:`ClusterMixin` (``fit_predict``),
  :class:`TransformerMixin` (``fit_transform``), placed left of :class:`BaseEstimator`.
- :class:`IterativeMixin`: ``fit`` drains ``iter_fit``; the generator of ``iter_fit`` fits the
  estimator when it ends (:meth:`IterativeMixin._fitting`), so a view that steps a run to its end
  leaves the same fitted model as ``fit``: one code path.

With these, ``sklearn.base.clone``, ``Pipeline``, ``cross_val_score`` and ``GridSearchCV`` take
Trellis's estimators beside scikit-learn's own.
"""
from __future__ import annotations

import inspect
from typing import Callable, Generator, Iterator

import numpy as np

from ._messages import QT_TRANSLATE_NOOP
from ._steps import Progress, Step, drain, watch

#: the parameters that cap an iterative fit, for the ``total`` of :meth:`IterativeMixin.fit_job`
_CAPS = ("max_iter", "max_epochs", "n_estimators", "n_iter")


class BaseEstimator:
    """Parameters are the keyword arguments of ``__init__``, stored under the same names."""

    @classmethod
    def _get_param_names(cls) -> list[str]:
        """The ``__init__`` parameters' names, sorted (``*args`` is not allowed: a parameter
        needs a name to be set, cloned and searched over)."""
        init = cls.__init__
        if init is object.__init__:
            return []
        names = []
        for p in inspect.signature(init).parameters.values():
            if p.name == "self" or p.kind == p.VAR_KEYWORD:
                continue
            if p.kind == p.VAR_POSITIONAL:
                raise RuntimeError(f"{cls.__name__}.__init__ takes *{p.name}: estimators name "
                                   "every parameter in their signature.")
            names.append(p.name)
        return sorted(names)

    def get_params(self, deep: bool = True) -> dict:
        """The parameters as given to ``__init__`` (or ``set_params``). With ``deep``, an
        estimator held as a parameter contributes its own as ``name__param``."""
        out = {}
        for key in self._get_param_names():
            value = getattr(self, key)
            if deep and hasattr(value, "get_params") and not isinstance(value, type):
                out.update((f"{key}__{k}", v) for k, v in value.get_params().items())
            out[key] = value
        return out

    def set_params(self, **params) -> "BaseEstimator":
        """Set parameters by name (``estimator__C=10`` reaches a wrapped estimator); returns
        self. Values are stored as given and checked by the next ``fit``."""
        if not params:
            return self
        valid = self.get_params(deep=True)
        nested: dict[str, dict] = {}
        for key, value in params.items():
            head, delim, sub = key.partition("__")
            if head not in valid:
                raise ValueError(f"Invalid parameter {head!r} for estimator {self!r}. Valid "
                                 f"parameters are: {self._get_param_names()!r}.")
            if delim:
                nested.setdefault(head, {})[sub] = value
            else:
                setattr(self, head, value)
                valid[head] = value
        for head, sub_params in nested.items():
            valid[head].set_params(**sub_params)
        return self

    def __repr__(self) -> str:
        """``Name(param=value, …)`` with the parameters that differ from their defaults."""
        defaults = {p.name: p.default
                    for p in inspect.signature(type(self).__init__).parameters.values()}
        shown = []
        for key, value in self.get_params(deep=False).items():
            default = defaults.get(key, inspect.Parameter.empty)
            if not _same(value, default):
                shown.append(f"{key}={value!r}")
        text = f"{type(self).__name__}({', '.join(shown)})"
        return text if len(text) <= 700 else text[:680] + "...)"

    def __sklearn_tags__(self):
        """What scikit-learn's checks and meta-estimators should expect (imported lazily:
        scikit-learn only calls this when it is installed)."""
        from sklearn.utils import Tags, TargetTags

        tags = Tags(estimator_type=None, target_tags=TargetTags(required=False),
                    transformer_tags=None, regressor_tags=None, classifier_tags=None)
        tags.input_tags.sparse = getattr(self, "_accepts_sparse", False)
        tags.input_tags.positive_only = getattr(self, "_positive_only", False)
        tags.non_deterministic = getattr(self, "_non_deterministic", False)
        tags.input_tags.pairwise = getattr(self, "_pairwise", False)
        return tags


def clone(estimator):
    """A new, unfitted estimator with the same parameters (scikit-learn's ``clone`` for
    Trellis's estimators: what meta-estimators fit per sub-problem)."""
    return type(estimator)(**estimator.get_params(deep=False))


def _same(value, default) -> bool:
    """``value`` is its default (arrays compared element-wise, never by truth value)."""
    if value is default:
        return True
    if isinstance(value, np.ndarray) or isinstance(default, np.ndarray):
        return False
    try:
        return bool(value == default) and type(value) is type(default)
    except (TypeError, ValueError):
        return False


class ClassifierMixin:
    """Classifiers: ``classes_`` after fit, ``score`` = accuracy = mean(predict(X) == y)."""

    _estimator_type = "classifier"
    _multiclass = True

    def score(self, X, y, sample_weight=None) -> float:
        """Accuracy: the (weighted) share of samples whose prediction equals the label."""
        y = np.asarray(y)
        correct = (np.asarray(self.predict(X)) == y).astype(np.float64)
        return float(np.average(correct, weights=sample_weight))

    def __sklearn_tags__(self):
        from sklearn.utils import ClassifierTags

        tags = super().__sklearn_tags__()
        tags.estimator_type = "classifier"
        tags.classifier_tags = ClassifierTags(multi_class=self._multiclass,
                                              poor_score=getattr(self, "_poor_score", False))
        tags.target_tags.required = True
        return tags


class ClusterMixin:
    """Clusterers: ``labels_`` after fit, ``fit_predict(X) = fit(X).labels_``."""

    _estimator_type = "clusterer"

    def fit_predict(self, X, y=None, **params) -> np.ndarray:
        """Fit on X and return each point's cluster (``labels_``)."""
        return self.fit(X, **params).labels_

    def __sklearn_tags__(self):
        tags = super().__sklearn_tags__()
        tags.estimator_type = "clusterer"
        return tags


class TransformerMixin:
    """Transformers: ``fit_transform(X) = fit(X).transform(X)``."""

    def fit_transform(self, X, y=None, **params):
        """Fit on X and return X transformed."""
        return self.fit(X, **params).transform(X)

    def __sklearn_tags__(self):
        from sklearn.utils import TransformerTags

        tags = super().__sklearn_tags__()
        tags.transformer_tags = TransformerTags()
        return tags


class IterativeMixin:
    """``fit`` = drain ``iter_fit``; ``iter_fit`` validates first, then returns a generator whose
    end fits the estimator (built with :meth:`_fitting`). Unsupervised estimators take
    ``fit(X, y=None)`` as scikit-learn passes it; supervised ones ``fit(X, y)``."""

    def fit(self, X, y=None, **params):
        """Run :meth:`iter_fit` to its end and return self (fitted by the generator's end)."""
        if isinstance(self, ClassifierMixin) or getattr(self, "_requires_y", False):
            drain(self.iter_fit(X, y, **params))
        else:
            drain(self.iter_fit(X, **params))
        return self

    def fit_job(self, X, y=None, *, every: int = 1,
                **params) -> Generator[Progress, None, "IterativeMixin"]:
        """:meth:`fit` as a job: :meth:`iter_fit` (checked now) with one :class:`Progress` per
        ``every`` steps instead of the steps (so nothing is kept), returning the fitted
        estimator. A job that chains whole fits yields from it, so it can be cancelled between
        two iterations; ``engine.run_job(est.fit_job(X, y), cancel=…)`` does it in a script."""
        if isinstance(self, ClassifierMixin) or getattr(self, "_requires_y", False):
            steps = self.iter_fit(X, y, **params)
        else:
            steps = self.iter_fit(X, **params)
        cap = next((v for v in (getattr(self, a, None) for a in _CAPS)
                    if isinstance(v, int) and not isinstance(v, bool)), 0)
        return self._fit_job(steps, cap, every)

    def _fit_job(self, steps, cap, every):
        yield from watch(steps, QT_TRANSLATE_NOOP("engine", "{model}: iteration {iteration}"),
                         cap, every, model=type(self).__name__)
        return self

    def _fitting(self, steps: Iterator[Step], finish: Callable[[Step], None]) -> Iterator[Step]:
        """Yield ``steps`` and, when they end, call ``finish(last_step)`` to set the fitted
        attributes: the one place where a run becomes a fitted model, for ``fit`` and for a
        view stepping ``iter_fit`` alike."""
        last = None
        for last in steps:
            yield last
        finish(last)
