"""PointEditor: the one point-editing model both canvases (Clustering, SVM) use.

It owns the points (and, for classification, their labels and a free ``meta`` such as column or
class names), listens to a :class:`ui.plots.point_view.PointView`'s mouse signals (add, drag,
Shift+click delete, spray) and keeps one undo/redo history in which loading or generating a data
set is one more undoable change. The view never edits data itself; the tab redraws on
``changed``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np
from PySide6.QtCore import QObject, Signal

HISTORY = 100          # undo levels kept
BIG = 2_000_000        # beyond this many values an undo level is not kept (memory)


@dataclass(frozen=True)
class PointState:
    """One version of the data: points, labels (or None) and the tab's metadata."""

    X: np.ndarray
    y: np.ndarray | None
    meta: Any = None


class PointEditor(QObject):
    """``changed(str)`` after every change (the argument says what: "add", "move", "delete",
    "spray", "undo", "redo", "load"); ``dragging()`` while a point follows the mouse (the tab
    redraws the points only)."""

    changed = Signal(str)
    dragging = Signal()

    def __init__(self, view, parent=None, *, label_for_click: Callable[[], Any] | None = None):
        super().__init__(parent)
        self.view = view
        self.label_for_click = label_for_click
        self.state = PointState(np.empty((0, 2)), None if label_for_click is None
                                else np.empty(0, dtype=int))
        self.undo_stack: list[PointState] = []
        self.redo_stack: list[PointState] = []
        self._drag_start: PointState | None = None
        view.point_added.connect(self._add)
        view.point_moved.connect(self._move)
        view.point_deleted.connect(self._delete)
        view.points_sprayed.connect(self._spray)

    # -- the data -------------------------------------------------------------------------------
    @property
    def X(self) -> np.ndarray:
        return self.state.X

    @property
    def y(self) -> np.ndarray | None:
        return self.state.y

    @property
    def meta(self) -> Any:
        return self.state.meta

    def set_data(self, X, y=None, meta=None, *, undoable: bool = True,
                 what: str = "load") -> None:
        """Replace the data (a load, a generated set): undoable unless ``undoable=False``."""
        X = np.asarray(X, dtype=float)
        y = None if y is None else np.asarray(y)
        self._push(PointState(X, y, meta), undoable, what)

    def undo(self) -> bool:
        if not self.undo_stack:
            return False
        self.redo_stack.append(self.state)
        self.state = self.undo_stack.pop()
        self.changed.emit("undo")
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        self.undo_stack.append(self.state)
        self.state = self.redo_stack.pop()
        self.changed.emit("redo")
        return True

    def _push(self, state, undoable, what):
        if undoable and len(self.state.X):
            if self.state.X.size <= BIG:
                self.undo_stack.append(self.state)
                del self.undo_stack[:-HISTORY]
            else:                       # too big to keep a copy of: nothing to undo to
                self.undo_stack.clear()
            self.redo_stack.clear()
        self.state = state
        self.changed.emit(what)

    # -- mouse edits ------------------------------------------------------------------------------
    def _labels_plus(self, m):
        if self.state.y is None:
            return None
        return np.r_[self.state.y, np.full(m, self.label_for_click(), dtype=self.state.y.dtype)]

    def _add(self, x, y):
        self._push(PointState(np.vstack([self.X, [[x, y]]]), self._labels_plus(1), self.meta),
                   True, "add")

    def _spray(self, P):
        P = np.asarray(P, dtype=float)
        self._push(PointState(np.vstack([self.X, P]), self._labels_plus(len(P)), self.meta),
                   True, "spray")

    def _delete(self, i):
        if len(self.X) <= 1 or not 0 <= i < len(self.X):
            return
        y = None if self.y is None else np.delete(self.y, i)
        self._push(PointState(np.delete(self.X, i, axis=0), y, self.meta), True, "delete")

    def _move(self, i, x, y, finished):
        if not 0 <= i < len(self.X):
            return
        if self._drag_start is None:
            self._drag_start = self.state
        X = self.X.copy()  # never in place: a worker may still hold the old array
        X[i] = (x, y)
        if finished:
            before, self._drag_start = self._drag_start, None
            self.state = before
            self._push(PointState(X, self.y, self.meta), True, "move")
        else:
            self.state = PointState(X, self.y, self.meta)
            self.dragging.emit()
