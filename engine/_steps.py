"""Helpers for the frozen step objects that iterative estimators yield.

A step is a snapshot: its arrays are private copies marked read-only, so a UI can keep a whole
history of steps and scrub back through it while the estimator goes on computing.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import numpy as np


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


class Step:
    """Mixin for ``@dataclass(frozen=True)`` steps: every ndarray field is frozen on creation."""

    def __post_init__(self):
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if isinstance(value, np.ndarray):
                object.__setattr__(self, field.name, readonly(value))


@dataclass(frozen=True)
class Progress:
    """How far a long job has come; jobs yield these between their results."""

    done: int
    total: int
    message: str = ""


def drain(steps):
    """Run a step generator to its end and return the last step (``fit`` = drained ``iter_fit``);
    nothing else is kept, so a long run costs no memory."""
    last = None
    for last in steps:
        pass
    return last
