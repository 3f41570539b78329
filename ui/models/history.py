"""The run history of a stepped view and its cursor: the step on show is ``history.cursor``, not
the value of a slider (the slider only shows it).

Index 0 is the initial state (``None``: nothing computed yet); index k is the k-th step an
engine ``iter_*`` generator yielded. The history is a sequence, so views read it as before
(``history[-1]``, ``history[1:k + 1]``, ``len(history)``).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Iterable

import numpy as np

from engine import DataError

from .evented import Evented

BUDGET_BYTES = 1_000_000_000     # most memory the arrays of one history may take


class HistoryFull(DataError):
    """A run's steps outgrew the history's memory budget; the steps so far are kept."""


def step_bytes(step: Any, seen: set[int] | None = None) -> int:
    """Bytes of the arrays a step holds that are not shared with an earlier step (consecutive
    steps often hold the very same read-only labels: they cost the memory once)."""
    if step is None or not dataclasses.is_dataclass(step):
        return 0
    seen = set() if seen is None else seen
    total = 0
    for field in dataclasses.fields(step):
        value = getattr(step, field.name)
        if isinstance(value, np.ndarray):
            base = value.base if value.base is not None else value
            if id(base) not in seen:
                seen.add(id(base))
                total += value.nbytes
    return total


class History(Evented):
    """Steps with a cursor. Events: ``cursor`` (the index on show) and ``length`` (steps
    held, the initial state included)."""

    FIELDS = ("cursor", "length")

    def __init__(self, budget_bytes: int = BUDGET_BYTES) -> None:
        super().__init__()
        if budget_bytes <= 0:
            raise DataError(f"A history's memory budget must be positive; got {budget_bytes}.")
        self.budget_bytes = int(budget_bytes)
        self._steps: list = [None]
        self._seen: set[int] = set()
        self.nbytes = 0
        self.cursor = 0
        self.length = 1

    # -- the sequence ----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._steps)

    def __getitem__(self, index):
        return self._steps[index]

    def __setitem__(self, index: int, step) -> None:
        """Replace a kept step (a view thinning what it keeps, e.g. SMACOF's old layouts)."""
        if index == 0 or index == -len(self._steps):
            raise IndexError("index 0 is the initial state; it cannot be replaced")
        self._steps[index] = step

    def __iter__(self):
        return iter(self._steps)

    @property
    def steps(self) -> list:
        """The steps after the initial state (a copy)."""
        return self._steps[1:]

    @property
    def current(self):
        """The step on show (``None``: the initial state)."""
        return self._steps[self.cursor]

    @property
    def at_end(self) -> bool:
        return self.cursor == len(self._steps) - 1

    # -- changing it -----------------------------------------------------------------------
    def extend(self, steps: Iterable) -> None:
        """Append new steps of the run; a cursor at the end follows them. Raises
        :class:`HistoryFull` (after keeping the steps that fit) when the budget is spent."""
        follow = self.at_end
        added = 0
        try:
            for step in steps:
                size = step_bytes(step, self._seen)
                if self.nbytes + size > self.budget_bytes:
                    raise HistoryFull(
                        f"The run's history is full: {len(self._steps) - 1:,} steps take "
                        f"{self.nbytes / 1e6:,.0f} MB of the {self.budget_bytes / 1e6:,.0f} MB "
                        "it may use. The steps so far are kept; use fewer points or fewer "
                        "iterations to keep a longer run.")
                self.nbytes += size
                self._steps.append(step)
                added += 1
        finally:
            if added:
                self.length = len(self._steps)
                if follow:
                    self.cursor = len(self._steps) - 1

    def append(self, step) -> None:
        self.extend([step])

    def move(self, index: int) -> int:
        """Put the cursor on ``index`` (clamped to the steps held); returns where it went."""
        self.cursor = int(min(max(int(index), 0), len(self._steps) - 1))
        return self.cursor

    def back(self) -> int:
        return self.move(self.cursor - 1)

    def forward(self) -> int:
        return self.move(self.cursor + 1)

    def to_end(self) -> int:
        return self.move(len(self._steps) - 1)

    def clear(self) -> None:
        """Drop the run: only the initial state is left (a new run truncates the old one)."""
        self.truncate(0)

    def truncate(self, keep: int) -> None:
        """Keep the initial state and the first ``keep`` steps; the cursor moves back into
        them."""
        keep = max(0, int(keep))
        del self._steps[keep + 1:]
        self._seen = set()
        self.nbytes = sum(step_bytes(s, self._seen) for s in self._steps)
        self.cursor = min(self.cursor, len(self._steps) - 1)
        self.length = len(self._steps)

    def replace(self, steps: Iterable, cursor: int | None = None) -> None:
        """Hold exactly ``steps`` (a restored session) with the cursor on ``cursor`` (default:
        the end)."""
        with self.muted():
            self.truncate(0)
            self.cursor = 0
            self.extend(steps)
            self.cursor = len(self._steps) - 1 if cursor is None else \
                min(max(int(cursor), 0), len(self._steps) - 1)
        self.emit("length", self.length)
        self.emit("cursor", self.cursor)
