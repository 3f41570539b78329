"""Trellis's engine: the algorithms of the course, steppable, with no Qt (numpy, scipy and NLTK's
data-free parts only), usable from a script or a notebook.

The protocol every part shares:

- :class:`Step` — the frozen snapshot an iterative algorithm yields from ``iter_fit``
  (``iteration``, ``phase``, ``converged``, ``stopped`` and an ``objective`` with its name);
- :class:`Progress` — what a long job yields between its results (``done`` of ``total``);
- :class:`DataError` — input the algorithms cannot use, with a message that says how to fix it;
- :class:`NotFittedError` — a model used before ``fit``;
- :func:`QT_TRANSLATE_NOOP` and :class:`Message` — a Progress's or a DataError's text is a
  template with named fields (``DataError(template, **fields)``; ``str(exc)`` is the English),
  which an interface translates (``engine._messages``); :class:`Clause` puts one message inside
  another's sentence;
- :func:`run_job` — run a job in a script, with cooperative ``progress``/``cancel`` hooks
  (:class:`Cancelled` when the caller stops it between two chunks of work).

Jobs that chain the algorithms into a task (spam filtering, tagging, documents as points,
clustering, classification) are in :mod:`engine.workflows`.

Every estimator has scikit-learn's API (``engine.base``: ``get_params``/``set_params``, ``score``,
``n_features_in_``, scikit-learn's tags when it asks), so scikit-learn's ``clone``, ``Pipeline``
and ``GridSearchCV`` take them; inputs, labels and seeds are checked by one ``check_array``,
``check_X_y`` and ``check_random_state`` (``engine._validation``).
"""
from ._messages import QT_TRANSLATE_NOOP, Clause, Message
from ._steps import Cancelled, Progress, Step, drain, readonly, run_job
from ._validation import DataError, NotFittedError, check_fitted

__all__ = ["Cancelled", "Clause", "DataError", "Message", "NotFittedError", "Progress",
           "QT_TRANSLATE_NOOP", "Step", "check_fitted", "drain", "readonly", "run_job"]
