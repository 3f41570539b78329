"""A tiny evented base: a model's fields emit plain-Python change events (no Qt).

napari's components do the same with an evented dataclass; this is the smallest version that
the views need: ``model.on_change("cursor", callback)`` calls ``callback(new_value)`` after the
field changed, ``model.on_change("*", callback)`` calls ``callback(field, new_value)`` after any
field changed (the session's "changed since saved" flag listens so).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, ClassVar

import numpy as np


def same(a: Any, b: Any) -> bool:
    """Whether setting ``b`` over ``a`` is no change (arrays by content, not by identity: a
    redraw of the same points must not emit)."""
    if a is b:
        return True
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return (isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.shape == b.shape
                and a.dtype == b.dtype and bool(np.array_equal(a, b)))
    try:
        return bool(a == b)
    except (TypeError, ValueError):
        return False


class Evented:
    """Base of every model. Subclasses list their evented fields in ``FIELDS`` and set them
    with plain attribute assignment; an assignment that changes nothing emits nothing."""

    FIELDS: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        object.__setattr__(self, "_listeners", {})
        object.__setattr__(self, "_muted", 0)

    def on_change(self, field: str, callback: Callable) -> Callable[[], None]:
        """Call ``callback(value)`` after ``field`` changes (``"*"``: ``callback(field,
        value)`` after any field does). Returns a function that disconnects it."""
        if field != "*" and field not in self.FIELDS:
            raise KeyError(f"{type(self).__name__} has no evented field {field!r}; "
                           f"its fields are {', '.join(self.FIELDS)}.")
        self._listeners.setdefault(field, []).append(callback)

        def disconnect() -> None:
            callbacks = self._listeners.get(field, [])
            if callback in callbacks:
                callbacks.remove(callback)
        return disconnect

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self.FIELDS:
            object.__setattr__(self, name, value)
            return
        old = self.__dict__.get(name, _MISSING)
        object.__setattr__(self, name, value)
        if old is not _MISSING and not same(old, value):
            self.emit(name, value)

    def emit(self, field: str, value: Any = None) -> None:
        """Tell the listeners of ``field`` (and of ``"*"``) that it changed."""
        if self._muted:
            return
        for callback in list(self._listeners.get(field, ())):
            callback(value)
        for callback in list(self._listeners.get("*", ())):
            callback(field, value)

    @contextmanager
    def muted(self):
        """Change fields without events (restoring a session sets many at once and the view
        then redraws once)."""
        object.__setattr__(self, "_muted", self._muted + 1)
        try:
            yield self
        finally:
            object.__setattr__(self, "_muted", self._muted - 1)


_MISSING = object()
