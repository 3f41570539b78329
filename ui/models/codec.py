"""Steps to JSON and arrays, and back, without pickle.

A step is an engine ``Step`` dataclass: its scalars, strings and tuples go to JSON, its arrays
to the session's ``.npz`` under a key; the class is named by module and name and looked up
among the engine's own ``Step`` subclasses only (a name outside that list is refused, so a
session file can never make Trellis build an arbitrary object). Consecutive steps that share one
read-only array (k-means' labels between two updates) share one key and, read back, one array.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any

import numpy as np

import engine
from engine import DataError, Step

# the engine packages whose steps a stepped view keeps (imported when a session is read, so
# their classes are known; not at start-up)
STEP_PACKAGES = ("engine.cluster", "engine.hmm", "engine.svm", "engine.text")

ARRAY = "$array"
FLOAT = "$float"
SAFE_KINDS = "biufcUSb"       # numbers, booleans and strings: never objects


def step_classes() -> dict[str, type]:
    """Every engine ``Step`` dataclass by its ``module.QualName``."""
    import importlib

    for name in STEP_PACKAGES:
        importlib.import_module(name)
    found, todo = {}, [Step]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if dataclasses.is_dataclass(cls) and cls.__module__.startswith("engine."):
            found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return found


# Steps saved under a module's former name (issue 30 renamed the modules that shared their name
# with the function they export): sessions written before the rename keep opening.
RENAMED_STEPS = {
    "engine.text.edit_distance.EditDistanceStep": "engine.text.minimum_edit.EditDistanceStep",
}


def _plain(value: Any, arrays: dict, ids: dict, prefix: str, path: str):
    """A JSON value for ``value`` (arrays stored in ``arrays`` under a key)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, np.ndarray):
        if value.dtype.kind not in SAFE_KINDS:
            raise DataError(f"A step field {path} holds {value.dtype} data, which a session "
                            "cannot store.")
        key = ids.get(id(value))
        if key is None:
            key = ids[id(value)] = f"{prefix}{len(ids)}"
            arrays[key] = np.asarray(value)
        return {ARRAY: key}
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, (int,)) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else {FLOAT: repr(value)}
    if isinstance(value, (tuple, list)):
        return [_plain(v, arrays, ids, prefix, f"{path}[{i}]") for i, v in enumerate(value)]
    raise DataError(f"A step field {path} holds a {type(value).__name__}, which a session "
                    "cannot store.")


def encode_steps(steps, arrays: dict, prefix: str) -> list[dict]:
    """JSON descriptions of ``steps`` (``None``, the initial state, is not stored); their
    arrays are added to ``arrays`` under keys starting with ``prefix``."""
    ids: dict[int, str] = {}
    out = []
    for k, step in enumerate(steps):
        if not isinstance(step, Step) or not dataclasses.is_dataclass(step):
            raise DataError(f"Step {k + 1} is a {type(step).__name__}, not an engine step.")
        cls = type(step)
        fields = {f.name: _plain(getattr(step, f.name), arrays, ids, prefix,
                                 f"{cls.__name__}.{f.name}")
                  for f in dataclasses.fields(step)}
        out.append({"class": f"{cls.__module__}.{cls.__qualname__}", "fields": fields})
    return out


def _value(value: Any, arrays, where: str):
    if isinstance(value, dict):
        if set(value) == {ARRAY}:
            key = value[ARRAY]
            if not isinstance(key, str) or key not in arrays:
                raise DataError(f"{where} refers to an array {key!r} the session does not "
                                "hold.")
            return arrays[key]
        if set(value) == {FLOAT} and value[FLOAT] in ("nan", "inf", "-inf"):
            return float(value[FLOAT])
        raise DataError(f"{where} holds an object the session format does not know.")
    if isinstance(value, list):
        return tuple(_value(v, arrays, where) for v in value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise DataError(f"{where} holds a {type(value).__name__}.")


def decode_steps(items: Any, arrays: dict, where: str) -> list:
    """The steps ``encode_steps`` described, rebuilt from the engine's own classes; anything
    else is refused with a :class:`engine.DataError`."""
    if not isinstance(items, list):
        raise DataError(f"{where}: the steps must be a list.")
    classes = step_classes()
    steps = []
    for k, item in enumerate(items, 1):
        at = f"{where}, step {k}"
        if not isinstance(item, dict) or set(item) != {"class", "fields"} or not isinstance(
                item["fields"], dict):
            raise DataError(f"{at} is not a step description.")
        cls = classes.get(RENAMED_STEPS.get(item["class"], item["class"]))
        if cls is None:
            raise DataError(f"{at} is of an unknown kind {item['class']!r}; this Trellis "
                            f"({engine.__name__}) knows only its own engine's steps.")
        names = {f.name for f in dataclasses.fields(cls)}
        required = {f.name for f in dataclasses.fields(cls)
                    if f.default is dataclasses.MISSING
                    and f.default_factory is dataclasses.MISSING}
        given = set(item["fields"])
        if not given <= names or not required <= given:
            raise DataError(f"{at} ({cls.__name__}) has fields "
                            f"{sorted(given ^ names & (given | required))} that do not match.")
        values = {name: _value(v, arrays, f"{at}, field {name}")
                  for name, v in item["fields"].items()}
        try:
            steps.append(cls(**values))
        except (TypeError, ValueError) as exc:
            raise DataError(f"{at} ({cls.__name__}) cannot be rebuilt: {exc}") from None
    return steps
