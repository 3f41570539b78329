"""Helpers for the frozen step objects that iterative estimators yield.

A step is a snapshot: its arrays are private copies marked read-only, so a UI can keep a whole
history of steps and scrub back through it while the estimator goes on computing.
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Callable, ClassVar, Generator, Iterator

import numpy as np

from ._messages import format_message, template_of


def readonly(a):
    """Return a read-only copy of array ``a`` (``None`` passes through).

    An array that is already read-only was frozen by an earlier step and is shared, not copied:
    consecutive steps that hold the same labels then cost the memory once.
    """
    if a is None:
        return None
    if isinstance(a, np.ndarray) and not a.flags.writeable:
        return a
    out = np.array(a, copy=True)
    out.setflags(write=False)
    return out


# Step subclass -> its dataclass field names (filled on a class's first step)
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


class Step:
    """Base of every step an iterative algorithm yields (``KMeansStep``, ``GMMStep``, ``SMOStep`` …).

    Subclasses are ``@dataclass(frozen=True)`` and declare at least these fields:

    - ``iteration`` (int): 1, 2, … (phases of one iteration share its number);
    - ``phase`` (str): what this step did ("assign"/"update", "E"/"M", "smo", "fill", …);
    - ``converged`` (bool): True only when the algorithm's convergence test passed;
    - ``stopped`` (str | None): why a run ended without converging, e.g. ``"max_iter"``
      (``None`` on every other step).

    ``objective`` is the quantity the algorithm optimises at this step, named by the class
    attribute ``objective_name`` (for example "inertia" or "log_likelihood"), so a UI can plot any
    algorithm's curve the same way. Every ndarray field is frozen (a read-only copy) on creation.
    """

    objective_name: ClassVar[str] = ""
    # False for a fill (a DP table, a trellis): its last step completes it, nothing converges
    iterative: ClassVar[bool] = True

    @property
    def objective(self) -> float:
        """The value of ``objective_name`` at this step (NaN when the step has no objective)."""
        if not self.objective_name:
            return math.nan
        value = getattr(self, self.objective_name)
        return math.nan if value is None else float(value)

    def __post_init__(self):
        # the field names once per class (dataclasses.fields per step was most of a step's
        # cost); an array already frozen is kept as it is, so a step built from arrays its
        # producer made read-only for it costs no copy
        cls = type(self)
        names = _FIELD_NAMES.get(cls)
        if names is None:
            names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
        for name in names:
            value = getattr(self, name)
            if isinstance(value, np.ndarray) and value.flags.writeable:
                object.__setattr__(self, name, readonly(value))


class Progress:
    """How far a long job has come; jobs yield these between their results.

    ``Progress(done, total, template, **fields)``: ``message`` is ``template.format(**fields)``
    (English, for scripts and logs); ``template`` and ``fields`` are kept so an interface can
    show the message in its own language (see :mod:`engine._messages`)."""

    __slots__ = ("done", "total", "message", "template", "fields")

    def __init__(self, done: int, total: int, template: str = "", /, **fields) -> None:
        template, fields = template_of(template, fields)
        self.done = done
        self.total = total
        self.template = template
        self.fields = fields
        self.message = format_message(template, fields)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Progress):
            return NotImplemented
        return (self.done, self.total, self.message) == (other.done, other.total, other.message)

    __hash__ = None

    def __repr__(self) -> str:
        return f"Progress(done={self.done!r}, total={self.total!r}, message={self.message!r})"


def drain(steps: Iterator[Step]) -> Step | None:
    """Run a step generator to its end and return the last step (``fit`` = drained ``iter_fit``);
    nothing else is kept, so a long run costs no memory."""
    last = None
    for last in steps:
        pass
    return last


class Cancelled(Exception):
    """A job stopped by its caller's ``cancel`` hook (or a ``progress`` hook that returned
    False), between two chunks of its work; the estimator it was fitting is left as it was."""


ProgressHook = Callable[[Progress], object]
CancelHook = Callable[[], bool]


def run_job(job: Iterator, *, progress: ProgressHook | None = None,
            cancel: CancelHook | None = None) -> object:
    """Run a job (a generator that yields ``Progress`` or steps and *returns* its result) to its
    end and return that result: what a script does with a job the UI runs on a worker.

    The cooperative hooks: ``progress(p)`` is called with every :class:`Progress` the job
    yields (between chunks, epochs or restarts); ``cancel()`` is asked at the same moments.
    When ``cancel()`` is true or ``progress`` returns ``False``, the job is closed at that
    yield (no further chunk runs) and :class:`Cancelled` is raised."""
    try:
        while True:
            item = next(job)
            if progress is not None and isinstance(item, Progress) and progress(item) is False:
                break
            if cancel is not None and isinstance(item, Progress) and cancel():
                break
    except StopIteration as stop:
        return stop.value
    close = getattr(job, "close", None)
    if close is not None:
        close()            # GeneratorExit at the job's yield: its remaining work never runs
    raise Cancelled("The job was cancelled by its caller.")


def nested(job: Iterator, stage: int, stages: int, span: int = 1,
           resolution: int = 1000) -> Generator:
    """Run ``job`` as stages ``stage`` … ``stage + span`` (0, 1, …) of ``stages`` of a longer
    job: its :class:`Progress` is mapped into that share of one bar (``done`` out of
    ``stages × resolution``, the job's own message kept), so a bar never jumps back when a
    stage reports on its own scale; returns what ``job`` returns."""
    try:
        while True:
            try:
                item = next(job)
            except StopIteration as stop:
                return stop.value
            if isinstance(item, Progress):
                share = min(max(item.done / item.total, 0.0), 1.0) if item.total > 0 else 0.0
                item = Progress(int((stage + span * share) * resolution),
                                stages * resolution, item.template, **item.fields)
            yield item
    finally:
        close = getattr(job, "close", None)
        if close is not None:
            close()          # a job closed half-way closes the stage it was in


def watch(steps: Iterator[Step], message: str, total: int = 0,
          every: int = 1, **fields) -> Generator[Progress, None, Step | None]:
    """A job of an ``iter_fit`` generator: one :class:`Progress` per ``every`` steps (the
    steps themselves are dropped, so a long run costs no memory), returning the last step.
    What a whole-fit job yields from, so it can be cancelled between iterations."""
    last = None
    for i, last in enumerate(steps, 1):
        if i % every == 0:
            # ``message`` is a template marked QT_TRANSLATE_NOOP("engine", …) with the field
            # {iteration} (and any ``fields`` the caller gives, e.g. the model's name)
            yield Progress(i, max(total, i), message, iteration=last.iteration, **fields)
    return last
