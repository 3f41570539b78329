"""The engine's exceptions: :class:`DataError` (input the algorithms cannot use, its text a
template with fields an interface translates), the parameter checks' ``ValueError`` of the same
kind, and :class:`NotFittedError` (scikit-learn's too when scikit-learn is loaded).
``engine._validation`` raises them and re-exports them (the names every module imports)."""
from __future__ import annotations

import sys

from ._messages import format_message, template_of


class DataError(ValueError):
    """Raised for input data the algorithms cannot use; the message says how to fix it.

    ``DataError(template, **fields)``: ``str(exc)`` is ``template.format(**fields)`` in English;
    ``template`` and ``fields`` are kept so an interface can show the message translated (the
    template is marked with ``QT_TRANSLATE_NOOP("engine", …)``, see :mod:`engine._messages`)."""

    def __init__(self, template: str = "", /, **fields) -> None:
        template, fields = template_of(template, fields)
        super().__init__(format_message(template, fields))
        self.template = template
        self.fields = fields


class _ParameterError(ValueError):
    """A parameter out of its range (``k=0``, ``alpha=-1``): a ``ValueError`` as scikit-learn
    raises it, whose text is a template with fields like :class:`DataError`'s, so that the
    interface shows it translated."""

    def __init__(self, template: str, /, **fields) -> None:
        super().__init__(format_message(template, fields))
        self.template = template
        self.fields = fields


class NotFittedError(ValueError, AttributeError):
    """Raised by ``predict``/``transform``/``score``/``decode`` of a model that was not fitted
    (a ``ValueError`` and an ``AttributeError``, as in scikit-learn)."""


def check_fitted(estimator, attribute: str) -> None:
    """Raise :class:`NotFittedError` unless ``estimator`` has the fitted ``attribute``."""
    if getattr(estimator, attribute, None) is None:
        name = type(estimator).__name__
        raise _not_fitted(f"This {name} is not fitted yet: call fit(...) before using it.")


_BOTH_NOT_FITTED: list = []


def _not_fitted(message: str) -> NotFittedError:
    """A :class:`NotFittedError`; when the caller has scikit-learn loaded (its grid search or
    its checks), one that is scikit-learn's ``NotFittedError`` too, so its code recognises it.
    scikit-learn is never imported here: only looked up among the modules already loaded."""
    sk = sys.modules.get("sklearn.exceptions")
    if sk is None:
        return NotFittedError(message)
    if not _BOTH_NOT_FITTED:
        both = type("_SklearnNotFittedError", (NotFittedError, sk.NotFittedError),
                    {"__module__": __name__})
        globals()[both.__name__] = both          # found by name, so it pickles
        _BOTH_NOT_FITTED.append(both)
    return _BOTH_NOT_FITTED[0](message)
