"""One Qt-free model per stepped view: its parameters (a frozen dataclass the engine
validated), its data, its run history with the cursor, its selection and its message.

The widgets bind to these (``ui/tabs/*/binding.py``): a control's change sets the model's
field, the model's change event updates the control and redraws; the step on show is
``model.history.cursor``. A session is these models serialised (:mod:`ui.models.session`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

from engine import DataError

from .evented import Evented
from .history import BUDGET_BYTES, History
from .params import ClusteringParams, EditDistanceParams, Params, SmoParams, TrellisParams
from .predict import check_record


@dataclass
class ViewState:
    """What a session holds of one view: everything needed to show the same picture at the
    same step. ``arrays`` is the view's data, ``extra`` plain JSON the view adds (what its run
    was started with), ``blobs`` whole files it keeps (a trained tagger's ``.npz``)."""

    params: Params
    steps: list
    cursor: int
    selection: Any = None
    message: str = ""
    arrays: dict = field(default_factory=dict)
    extra: dict = field(default_factory=dict)
    blobs: dict = field(default_factory=dict)


class RunModel(Evented):
    """Base of the per-view models. Changing the parameters or the data truncates the run
    (its steps belong to the old settings); moving the cursor never does."""

    FIELDS = ("params", "selection", "message")
    DATA: ClassVar[tuple[str, ...]] = ()      # evented array fields saved as the view's data
    PARAMS: ClassVar[type] = Params
    kind: ClassVar[str] = ""

    def __init__(self, params: Params | None = None, *, budget_bytes: int = BUDGET_BYTES,
                 history: History | None = None):
        """``history``: the one the view's StepDriver fills (the model then owns the run the
        driver steps); a new one with ``budget_bytes`` otherwise."""
        super().__init__()
        self.history = History(budget_bytes) if history is None else history
        self.params = self.PARAMS() if params is None else self._checked(params)
        self.selection = None
        self.message = ""
        self.extra: dict = {}          # what the current run was started with (JSON)
        self.blobs: dict = {}
        for name in self.DATA:
            setattr(self, name, self._empty(name))
        for name in ("params",) + self.DATA:
            self.on_change(name, lambda _: self.history.clear())

    def _empty(self, name):
        return np.empty((0, 2))

    def _checked(self, params):
        if not isinstance(params, self.PARAMS):
            raise DataError(f"The {self.kind} view takes {self.PARAMS.__name__}; got "
                            f"{type(params).__name__}.")
        return params

    # -- the run ----------------------------------------------------------------------------
    @property
    def cursor(self) -> int:
        return self.history.cursor

    @cursor.setter
    def cursor(self, index: int) -> None:
        self.history.move(index)

    @property
    def current(self):
        """The step on show (None: the initial state)."""
        return self.history.current

    def set_params(self, **changes) -> Params:
        """New parameters (validated by the engine; a refusal raises and changes nothing)."""
        self.params = self.params.replace(**changes)
        return self.params

    # -- sessions ---------------------------------------------------------------------------
    def state(self) -> ViewState:
        return ViewState(self.params, self.history.steps, self.history.cursor,
                         self.selection, self.message,
                         {name: np.asarray(getattr(self, name)) for name in self.DATA},
                         dict(self.extra), dict(self.blobs))

    def check_state(self, state: ViewState) -> None:
        """Refuse a state that does not fit this view (before anything is changed)."""
        self._checked(state.params)
        if not 0 <= state.cursor <= len(state.steps):
            raise DataError(f"The {self.kind} view's cursor {state.cursor} lies outside its "
                            f"{len(state.steps)} steps.")
        if "predict" in state.extra:
            check_record(state.extra["predict"])
        missing = [name for name in self.DATA if name not in state.arrays]
        if missing:
            raise DataError(f"The {self.kind} view's data lacks {', '.join(missing)}.")
        self._check_data(state)

    def _check_data(self, state: ViewState) -> None:
        pass

    def apply(self, state: ViewState) -> None:
        """Take over a checked state; then one event per field (the view redraws once)."""
        self.check_state(state)
        with self.muted():
            self.params = state.params
            for name in self.DATA:
                setattr(self, name, state.arrays[name])
            self.selection = state.selection
            self.message = state.message
            self.extra = dict(state.extra)
            self.blobs = dict(state.blobs)
        for name in ("params",) + self.DATA + ("selection", "message"):
            self.emit(name, getattr(self, name))
        self.history.replace(state.steps, state.cursor)


def _check_points(kind, X, *, dims=None):
    X = np.asarray(X)
    if X.ndim != 2 or X.dtype.kind not in "fiu" or (dims and X.shape[1] != dims):
        raise DataError(f"The {kind} view's points must be a table of numbers"
                        f"{f' with {dims} columns' if dims else ''}; got shape {X.shape} of "
                        f"{X.dtype}.")
    if not np.all(np.isfinite(X)):
        raise DataError(f"The {kind} view's points contain NaN or infinity.")
    return X


def _check_index(kind, selection, n):
    if selection is not None and not (isinstance(selection, int) and 0 <= selection < n):
        raise DataError(f"The {kind} view's selected point {selection!r} is not one of its "
                        f"{n} points.")


class ClusteringRunModel(RunModel):
    """A clustering run: points (n, d), the clicked centres (K, 2), the parameters, the
    history of k-means / k-medoids / soft k-means / EM steps, the selected point."""

    FIELDS = RunModel.FIELDS + ("points", "clicked_centers")
    DATA = ("points", "clicked_centers")
    PARAMS = ClusteringParams
    kind = "clustering"

    def _check_data(self, state):
        X = _check_points(self.kind, state.arrays["points"])
        _check_points(self.kind, state.arrays["clicked_centers"])
        _check_index(self.kind, state.selection, len(X))


class SvmRunModel(RunModel):
    """An SMO run: 2-D points with their class codes, the parameters, the history of pair
    updates, the selected point."""

    FIELDS = RunModel.FIELDS + ("points", "labels")
    DATA = ("points", "labels")
    PARAMS = SmoParams
    kind = "svm"

    def _empty(self, name):
        return np.empty((0, 2)) if name == "points" else np.empty(0, np.int64)

    def _check_data(self, state):
        X = _check_points(self.kind, state.arrays["points"], dims=2)
        y = np.asarray(state.arrays["labels"])
        if y.shape != (len(X),) or y.dtype.kind not in "iu":
            raise DataError(f"The svm view needs one whole-number class per point: "
                            f"{len(X)} points, labels of shape {y.shape} ({y.dtype}).")
        _check_index(self.kind, state.selection, len(X))


class TrellisModel(RunModel):
    """A Viterbi / forward / backward trellis of a typed sentence, filled column by column;
    the selection is a node (state, position)."""

    PARAMS = TrellisParams
    kind = "trellis"

    def _check_data(self, state):
        sel = state.selection
        if sel is not None and not (isinstance(sel, (tuple, list)) and len(sel) == 2 and all(
                isinstance(v, int) and v >= 0 for v in sel)):
            raise DataError(f"The trellis view's selected node {sel!r} is not a (state, "
                            "position) pair.")
        if sel is not None and sel[1] >= len(state.params.words):
            raise DataError(f"The trellis view's selected node lies at position {sel[1]}, "
                            f"beyond the sentence's {len(state.params.words)} words.")
        too_far = [s.position for s in state.steps if not 0 <= s.position < len(
            state.params.words)]
        if too_far:
            raise DataError(f"The trellis view's steps fill column {too_far[0]}, beyond the "
                            f"sentence's {len(state.params.words)} words.")


class EditDistanceModel(RunModel):
    """The DP table of a minimum edit distance filled cell by cell; the selection is a cell
    (i, j)."""

    PARAMS = EditDistanceParams
    kind = "edit_distance"

    def _check_data(self, state):
        a, b = state.params.sequences()
        outside = [(s.i, s.j) for s in state.steps if not (1 <= s.i <= len(a)
                                                           and 1 <= s.j <= len(b))]
        if outside:
            raise DataError(f"The edit-distance view's steps fill cell {outside[0]}, outside "
                            f"its {len(a)} × {len(b)} table.")


MODELS = {cls.kind: cls for cls in (ClusteringRunModel, SvmRunModel, TrellisModel,
                                    EditDistanceModel)}
