"""The pieces every exercise shares: the frozen :class:`Exercise` and :class:`Grade`, a part's
:class:`Tolerance`, reading a student's answer and comparing it with the engine's value, and the
JSON form a session file keeps.

An exercise's ``data`` is plain JSON-shaped Python (dicts, lists, strings, numbers, booleans), so
``Exercise.from_dict(json.loads(json.dumps(e.to_dict()))) == e``.
"""
from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_random_state

FORMAT_VERSION = 1
MAX_LEVEL = 3
REGISTRY: dict = {}       # kind name -> Kind, filled by engine.exercises (from_dict checks it)
MAX_DATA_CHARS = 20_000   # an exercise's data as JSON; generated ones stay under 1,000


@dataclass(frozen=True)
class Tolerance:
    """A numeric part is right when |answer − value| ≤ max(abs, rel·|value|) (plus a hair for
    the binary rounding of a typed decimal). ``abs=0.005`` is "to two decimals"."""

    abs: float = 0.005
    rel: float = 0.0

    def allows(self, value: float, answer: float) -> bool:
        return abs(answer - value) <= max(self.abs, self.rel * abs(value)) + 1e-12

    def describe(self, lang: str = "en") -> str:
        if self.rel and self.abs <= 1e-9:
            s = say("within {rel:.0%} of the value", rel=self.rel)
        elif self.rel:
            s = say("to ±{abs:g} or within {rel:.0%}", abs=self.abs, rel=self.rel)
        else:
            s = say("to two decimals") if self.abs == 0.005 else say("to ±{abs:g}",
                                                                      abs=self.abs)
        return s.text(lang)


TWO_DECIMALS = Tolerance()
RELATIVE = Tolerance(abs=1e-12, rel=0.01)      # tiny probabilities: within 1 %
LOOSE = Tolerance(abs=0.01, rel=0.01)          # values computed from other rounded values


LANGUAGES = ("en", "ko")


@dataclass(frozen=True)
class Say:
    """A prompt in English with named fields (numbers, points, matrices — the same in every
    language), said in another language from its translation in :mod:`.prompts_ko`, whose key
    is the English template. A field may itself be a :class:`Say` (a clause said the same way).
    """

    template: str
    fields: tuple = ()          # ((name, value), …): frozen, so a Say can be hashed

    def text(self, lang: str = "en") -> str:
        template = self.template
        if lang != "en":
            from .prompts_ko import KO             # only when asked for Korean
            template = KO.get(template, template)
        if not self.fields:          # a clause with no fields may hold braces: δ_{t−1}
            return template
        return template.format(**{k: v.text(lang) if isinstance(v, Say) else v
                                  for k, v in self.fields})


def say(template: str, **fields) -> Say:
    """``say("… {a} to {b} …", a=a, b=b)``: a prompt the exercises can give in any language."""
    return Say(template, tuple(fields.items()))


@dataclass(frozen=True)
class Exercise:
    """A small random problem: ``kind`` (one of ``KINDS``, or "question"), ``level`` 1–3,
    ``seed``, the problem ``data`` (plain JSON-shaped Python), a ``prompt`` sentence and the
    ``view`` id of the view that draws this kind of problem (e.g. "hmm/Trellis"); ``lang`` is
    the language of the prompt and of the feedback ("en" or "ko")."""

    kind: str
    level: int
    seed: int
    data: dict
    prompt: str
    view: str
    lang: str = "en"

    def __hash__(self) -> int:
        return hash((self.kind, self.level, self.seed, self.prompt, self.lang))

    def to_dict(self) -> dict:
        """The exercise as JSON-ready Python (what a session file stores)."""
        return {"format": FORMAT_VERSION, "kind": self.kind, "level": self.level,
                "seed": self.seed, "data": plain(self.data), "prompt": self.prompt,
                "view": self.view, "lang": self.lang}

    @classmethod
    def from_dict(cls, d: Mapping) -> Exercise:
        """Rebuild an exercise written by :meth:`to_dict`; a DataError says what is missing or
        of the wrong kind."""
        if not isinstance(d, Mapping):
            raise DataError(QT_TRANSLATE_NOOP("engine", "An exercise is read from a dict (as "
                                                        "to_dict writes it); got {d_type}."),
                            d_type=type(d).__name__)
        missing = [k for k in ("kind", "level", "seed", "data", "prompt", "view") if k not in d]
        if missing:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The exercise is missing {missing}; "
                                                        "save it with Exercise.to_dict()."),
                            missing=', '.join(missing))
        if d.get("format", FORMAT_VERSION) != FORMAT_VERSION:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Exercise format {d!r} is not known to "
                                                        "this version (which reads format "
                                                        "{FORMAT_VERSION})."), d=d.get('format'),
                            FORMAT_VERSION=FORMAT_VERSION)
        for key, kind in (("kind", str), ("prompt", str), ("view", str), ("data", Mapping)):
            if not isinstance(d[key], kind):
                raise DataError(QT_TRANSLATE_NOOP("engine", "The exercise's {key} must be a "
                                                            "{kind}; got {d_key_type}."), key=key,
                                kind=kind.__name__, d_key_type=type(d[key]).__name__)
        for key in ("level", "seed"):
            if isinstance(d[key], bool) or not isinstance(d[key], int):
                raise DataError(QT_TRANSLATE_NOOP("engine", "The exercise's {key} must be a "
                                                            "whole number; got {d_key!r}."),
                                key=key, d_key=d[key])
        lang = d.get("lang", "en")          # written before exercises spoke Korean: English
        if lang not in LANGUAGES:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The exercise's language {lang!r} is "
                                                        "not one of {LANGUAGES}."), lang=lang,
                            LANGUAGES=', '.join(LANGUAGES))
        ex = cls(d["kind"], d["level"], d["seed"], plain(dict(d["data"])), d["prompt"],
                 d["view"], lang)
        size = len(json.dumps(ex.data, default=str))
        if size > MAX_DATA_CHARS:      # no solver should be handed a damaged file's megabytes
            raise DataError(QT_TRANSLATE_NOOP("engine", "The exercise's data is {size:,} "
                                                        "characters of JSON; exercises are "
                                                        "small (at most {MAX_DATA_CHARS:,}). "
                                                        "The file is damaged."), size=size,
                            MAX_DATA_CHARS=MAX_DATA_CHARS)
        kind = REGISTRY.get(ex.kind)
        if kind is None:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Unknown exercise kind {ex_kind!r}; "
                                                        "this version knows {REGISTRY}."),
                            ex_kind=ex.kind, REGISTRY=', '.join(REGISTRY))
        try:                      # a damaged file fails here, not later in a view
            solution = kind.solve(ex.data)
            if not solution:
                raise ValueError("it has no parts")
            kind.explain(ex.data, solution)
            if kind.check is not None:
                kind.check(ex.data)
        except Exception as e:    # whatever the damage made the solver trip on  # noqa: BLE001
            raise DataError(QT_TRANSLATE_NOOP("engine", "The {ex_kind} exercise's data is "
                                                        "damaged ({e_type}: {e}); generate it "
                                                        "again from its kind, level and seed."),
                            ex_kind=ex.kind, e_type=type(e).__name__, e=e) from None
        return ex


@dataclass(frozen=True)
class Grade:
    """The engine's verdict on an answer: ``score`` = share of parts right (0–1), ``wrong`` the
    names of the wrong (or missing) parts in order, ``feedback`` per part (the right value and
    the formula with its numbers), ``expected`` the engine's value of every part."""

    score: float
    wrong: tuple
    feedback: dict
    expected: dict

    @property
    def correct(self) -> bool:
        return not self.wrong

    def to_dict(self) -> dict:
        """The grade as strict JSON-ready Python (∞ and NaN values as {"nonfinite": "inf"})."""
        return {"score": float(self.score), "wrong": list(self.wrong),
                "feedback": dict(self.feedback),
                "expected": {k: _strict(v) for k, v in self.expected.items()}}

    @classmethod
    def from_dict(cls, d: Mapping) -> Grade:
        """Rebuild a grade written by :meth:`to_dict`."""
        if not isinstance(d, Mapping) or not {"score", "wrong", "feedback", "expected"} <= set(d):
            raise DataError(QT_TRANSLATE_NOOP("engine", "A grade is read from a dict with "
                                                        "score, wrong, feedback and expected "
                                                        "(as Grade.to_dict writes it)."))
        score = d["score"]
        if isinstance(score, bool) or not isinstance(score, (int, float)) or \
                not 0 <= score <= 1:
            raise DataError(QT_TRANSLATE_NOOP("engine", "A grade's score is a number from 0 to "
                                                        "1; got {score!r}."), score=score)
        return cls(float(score), tuple(d["wrong"]), dict(d["feedback"]),
                   {k: _unstrict(v) for k, v in d["expected"].items()})


@dataclass(frozen=True)
class Hint:
    """One part filled in: its ``part`` name, the engine's ``value``, the ``formula`` with its
    numbers, and ``answer`` — the given answer with that part set (``part`` is None when every
    part was already right)."""

    part: str | None
    value: object
    formula: str
    answer: dict


@dataclass(frozen=True)
class Kind:
    """How one kind of exercise is made, solved (by the engine) and explained."""

    name: str
    view: str
    title: str
    make: Callable      # (rng, level) -> (data, prompt)
    solve: Callable     # data -> {part: value}
    explain: Callable   # (data, solution) -> {part: formula with numbers}
    tolerance: Callable = lambda part, data=None: TWO_DECIMALS   # (part, data) -> Tolerance
    check: Callable | None = None   # data -> None; raises when data's derived numbers
    #                                 (a previous column, α before) disagree with the engine


# -- plain values ---------------------------------------------------------------------------
def agree(given, computed, what: str) -> None:
    """Raise ValueError unless the stored numbers ``given`` are the engine's ``computed``."""
    if np.shape(given) != np.shape(computed) or not np.allclose(
            np.asarray(given, float), np.asarray(computed, float), rtol=1e-9, atol=1e-12):
        raise ValueError(f"its {what} is not the engine's")


def small_count(data: Mapping, key: str, high: int) -> int:
    """``data[key]`` as a whole number from 1 to ``high`` (an epoch, an update, a round), so a
    damaged file cannot ask a solver for a million epochs."""
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= high:
        raise ValueError(f"its {key} must be a whole number from 1 to {high}; got {value!r}")
    return value


def plain(value):
    """``value`` as JSON-shaped Python: numpy scalars and arrays to numbers and lists, tuples to
    lists, dict keys to strings."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, np.ndarray)):
        return [plain(v) for v in value]
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, (float, np.floating)):
        return float(value)
    return value


def _strict(value):
    if isinstance(value, list):
        return [_strict(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return {"nonfinite": str(value)}          # "inf", "-inf" or "nan"
    return value


def _unstrict(value):
    if isinstance(value, list):
        return [_unstrict(v) for v in value]
    if isinstance(value, Mapping) and set(value) == {"nonfinite"}:
        return float(value["nonfinite"])
    return value


def value_text(value) -> str:
    """A part's value as a student would write it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if math.isnan(value):
            return "undefined"
        if math.isinf(value):
            return "∞" if value > 0 else "−∞"
        if value == int(value) and abs(value) < 1e15:
            return str(int(value))
        if abs(value) < 1e-3 or abs(value) >= 1e5:
            return f"{value:.4g}"
        return f"{value:.4f}".rstrip("0").rstrip(".")
    if isinstance(value, (list, tuple)):
        return "(" + ", ".join(value_text(v) for v in value) + ")"
    return str(value)


def num(x: float) -> str:
    """A number inside a formula: up to four significant digits."""
    return value_text(float(x))


# -- reading and comparing answers ----------------------------------------------------------
_UNDEFINED = {"undefined", "nan", "none", "0/0", "-"}
_TRUE = {"yes", "true", "y", "1", "significant"}
_FALSE = {"no", "false", "n", "0", "not significant"}


def read_number(given) -> float | None:
    """A typed number ("0.25", "1/4", "2.5e-3", "inf", "∞") as a float; None if unreadable."""
    if isinstance(given, bool) or given is None:
        return None
    if isinstance(given, (int, float, np.integer, np.floating)):
        try:
            return float(given)
        except OverflowError:                  # an integer beyond 1e308
            return math.inf if given > 0 else -math.inf
    if not isinstance(given, str):
        return None
    text = given.strip().replace("−", "-").replace(",", "")
    if text.lower() in _UNDEFINED:
        return math.nan
    if text in ("∞", "inf", "+inf", "infinity"):
        return math.inf
    if text in ("-∞", "-inf"):
        return -math.inf
    try:
        return float(text)
    except ValueError:
        pass
    try:                                   # a fraction such as "3/14"
        return float(Fraction(text.replace(" ", "")))
    except (ValueError, ZeroDivisionError, OverflowError):
        return None


def _sequence(given):
    if isinstance(given, str):
        items = [s for s in re.split(r"[\s,;()\[\]]+", given) if s]
        return items
    if isinstance(given, (list, tuple, np.ndarray)):
        return list(given)
    return None


def matches(expected, given, tol: Tolerance) -> bool:
    """Whether the answer ``given`` is the engine's ``expected`` value: booleans and labels
    exactly (case and surrounding spaces ignored), numbers within ``tol`` (∞ only as ∞,
    "undefined" only for NaN), sequences element by element."""
    if isinstance(expected, bool):
        if isinstance(given, (bool, np.bool_)):
            return bool(given) == expected
        text = str(given).strip().lower()
        return text in (_TRUE if expected else _FALSE)
    if isinstance(expected, str):
        return str(given).strip().casefold() == expected.casefold()
    if isinstance(expected, (list, tuple)):
        items = _sequence(given)
        return items is not None and len(items) == len(expected) and all(
            matches(e, g, tol) for e, g in zip(expected, items))
    if isinstance(expected, int):
        x = read_number(given)
        return x is not None and x == expected
    x = read_number(given)
    if x is None:
        return False
    if math.isnan(expected) or math.isnan(x):
        return math.isnan(expected) and math.isnan(x)
    if math.isinf(expected) or math.isinf(x):
        return expected == x
    return tol.allows(expected, x)


def check_answer(answer, parts) -> dict:
    """The answer as a dict of known parts; a DataError names unknown parts."""
    if answer is None:
        return {}
    if not isinstance(answer, Mapping):
        raise DataError(QT_TRANSLATE_NOOP("engine", "An answer is a dict from part name to "
                                                    "value (see solve()); got {answer_type}."),
                        answer_type=type(answer).__name__)
    unknown = [k for k in answer if k not in parts]
    if unknown:
        shown = ", ".join(list(parts)[:8]) + (" …" if len(parts) > 8 else "")
        raise DataError(QT_TRANSLATE_NOOP("engine", "The answer names part(s) {map} that this "
                                                    "exercise does not have; its parts are "
                                                    "{shown}."), map=', '.join(map(str, unknown)),
                        shown=shown)
    return dict(answer)


def seeded_rng(kind: str, level: int, seed: int) -> np.random.Generator:
    """The generator of one (kind, level, seed): its own stream, so the same three give the same
    problem and a new kind never shifts another kind's problems."""
    code = sum((i + 1) * ord(c) for i, c in enumerate(kind))
    return check_random_state(np.random.SeedSequence([seed, level, code]))


def check_level_seed(level, seed) -> tuple[int, int]:
    if isinstance(level, bool) or not isinstance(level, (int, np.integer)) or \
            not 1 <= level <= MAX_LEVEL:
        raise DataError(QT_TRANSLATE_NOOP("engine", "level must be a whole number from 1 to "
                                                    "{MAX_LEVEL}; got {level!r}."),
                        MAX_LEVEL=MAX_LEVEL, level=level)
    if seed is None:                    # check_random_state would take None as fresh entropy
        raise DataError(QT_TRANSLATE_NOOP("engine", "seed must be a whole number >= 0; got None."))
    check_random_state(seed, "seed")
    return int(level), int(seed)
