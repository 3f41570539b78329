"""The comparison study of the Language model view: every (order, smoothing) scored on the same
held-out sentences, each order counted once and its counts shared by the five smoothings.
"""
from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..._messages import QT_TRANSLATE_NOOP
from ..._steps import Progress
from ..._validation import DataError
from .corpus import check_sentences, every_kth
from .model import NgramModel
from .scoring import Evaluation
from .smoothing import SMOOTHING_NAMES, SMOOTHINGS


class Score(NamedTuple):
    """One row of a :class:`Comparison`: a model's order, smoothing and held-out scores."""

    order: int
    smoothing: str
    evaluation: Evaluation


@dataclass(frozen=True)
class Comparison:
    """Held-out scores of every (order, smoothing): ``rows`` are :class:`Score` (order,
    smoothing, :class:`Evaluation`); ``lambdas`` the EM weights per order and ``em_steps`` their
    EM run (one :class:`LambdaStep` per iteration, on the development sentences ``dev``), which
    ``em_models[n].iter_fit_lambdas(dev)`` replays step by step."""

    rows: tuple[Score, ...]
    lambdas: dict = field(default_factory=dict)
    models: dict = field(default_factory=dict)      # (order, smoothing) → fitted NgramModel
    n_train: int = 0
    n_heldout: int = 0
    em_steps: dict = field(default_factory=dict)
    em_models: dict = field(default_factory=dict)   # order → the counts EM runs with
    dev: tuple = ()


def iter_compare(train: Sequence[Sequence[str]], heldout: Sequence[Sequence[str]],
                 orders: Iterable[int] = (1, 2, 3, 4), smoothings: Iterable[str] = SMOOTHINGS,
                 *, k: float = 0.1, discount: float = 0.75, unk_cutoff: int = 1
                 ) -> Generator[Progress, None, Comparison]:
    """Fit each order once and score every smoothing on ``heldout``: a job that yields
    :class:`Progress` and returns a :class:`Comparison`.

    The interpolation λs must not see ``heldout`` (the test set): they are fitted by EM on
    every 10th training sentence (the development set) with the counts of the other nine
    tenths, then used with the counts of all the training sentences."""
    train, heldout = check_sentences(train, "train"), check_sentences(heldout, "heldout")
    if not heldout:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No held-out sentences: raise the held-out "
                                                    "share, or load a text with more sentences."))
    orders, smoothings = list(orders), list(smoothings)
    rows, lambdas, models, em, em_models = [], {}, {}, {}, {}
    total = len(orders) * (len(smoothings) + 1)
    done = 0
    rest, dev = every_kth(train, 10)
    for n in orders:
        yield Progress(done, total, QT_TRANSLATE_NOOP("engine", "counting {n}-grams…"), n=n)
        base = NgramModel(n, "mle", k=k, discount=discount, unk_cutoff=unk_cutoff).fit(train)
        done += 1
        for s in smoothings:
            yield Progress(done, total, QT_TRANSLATE_NOOP(
                "engine", "{n}-gram, {SMOOTHING_NAMES_s}…"), n=n,
                SMOOTHING_NAMES_s=SMOOTHING_NAMES[s])
            model = base.with_smoothing(s)
            if s == "interpolated" and dev and rest:
                counts = NgramModel(n, "mle", unk_cutoff=unk_cutoff).fit(rest)
                em[n] = tuple(counts.iter_fit_lambdas(dev))
                em_models[n] = counts
                model.lambdas_ = em[n][-1].lambdas
            if s == "interpolated":
                lambdas[n] = tuple(float(x) for x in model.lambdas_)
            rows.append(Score(n, s, model.evaluate(heldout)))
            models[(n, s)] = model                 # the counts are shared, not copied
            done += 1
    return Comparison(tuple(rows), lambdas, models, sum(map(len, train)),
                      sum(map(len, heldout)), em, em_models, tuple(dev) if em else ())
