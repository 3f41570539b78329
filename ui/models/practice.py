"""What a student has practised (issue 25): per exercise kind its attempts, best score and the
times it was solved, and the chapters' questions answered right — remembered between runs (as
JSON in the settings) and kept in a session file. Qt-free: the Practice views and the Course
map read and write one :class:`PracticeProgress`.
"""
from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field

from engine import DataError


@dataclass(frozen=True)
class KindRecord:
    """One exercise kind of one tab: how often it was checked, the best score, how often solved."""

    attempts: int = 0
    best: float = 0.0
    solved: int = 0
    view: str = ""          # the view id that draws the kind ("text/Edit distance")


@dataclass
class PracticeProgress:
    """Every kind's record (``kinds[(tab, kind)]``) and the questions answered right
    (``questions[id]`` is the chapter's title). ``totals`` (not saved) is how many questions
    each chapter has, once the engine's catalogue has been read on a worker.

    Listeners (``listen(fn)``) are told after every change, with no arguments."""

    kinds: dict[tuple[str, str], KindRecord] = field(default_factory=dict)
    questions: dict[str, str] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict, compare=False)
    _listeners: list[Callable[[], None]] = field(default_factory=list, repr=False,
                                                 compare=False)

    # -- changes --------------------------------------------------------------------------------
    def listen(self, fn: Callable[[], None]) -> None:
        """Call ``fn()`` after every change; a bound method is held weakly, so a listening
        window that goes away is forgotten."""
        self._listeners.append(weakref.WeakMethod(fn) if hasattr(fn, "__self__")
                               else (lambda fn=fn: fn))

    def _changed(self) -> None:
        alive = [(ref, ref()) for ref in self._listeners]
        self._listeners = [ref for ref, fn in alive if fn is not None]
        for _ref, fn in alive:
            if fn is not None:
                fn()

    def record(self, tab: str, kind: str, score: float, view: str = "") -> KindRecord:
        """A graded attempt at ``kind`` (drawn by ``view``): score in [0, 1], 1 = all right."""
        if not (isinstance(score, (int, float)) and 0.0 <= score <= 1.0):
            raise DataError(f"A practice score must be between 0 and 1, not {score!r}.")
        old = self.kinds.get((tab, kind), KindRecord())
        new = KindRecord(old.attempts + 1, max(old.best, float(score)),
                         old.solved + (1 if score >= 1.0 else 0), view or old.view)
        self.kinds[(tab, kind)] = new
        self._changed()
        return new

    def answered(self, question_id: str, chapter: str, right: bool) -> None:
        """A question of ``chapter`` was checked: right answers are remembered, a wrong one
        forgets nothing."""
        if right and question_id not in self.questions:
            self.questions[question_id] = chapter
            self._changed()

    def replace(self, other: PracticeProgress) -> None:
        """Take ``other``'s records (a session opened, or the settings read)."""
        self.kinds, self.questions = dict(other.kinds), dict(other.questions)
        self._changed()

    # -- reading --------------------------------------------------------------------------------
    def get(self, tab: str, kind: str) -> KindRecord:
        return self.kinds.get((tab, kind), KindRecord())

    def summary(self, chapter: str, views: Iterable[str]) -> dict:
        """What was practised of a chapter (its title and the ids of its views): the kinds
        drawn by those views that were tried and solved, their mean best score, and the
        chapter's questions answered right (of ``totals[chapter]``, None when not known yet).
        ``{"tried", "solved", "best", "right", "questions"}``."""
        views = set(views)
        tried = [r for r in self.kinds.values() if r.attempts and r.view in views]
        return {"tried": len(tried), "solved": sum(1 for r in tried if r.solved),
                "best": (sum(r.best for r in tried) / len(tried)) if tried else None,
                "right": sum(1 for c in self.questions.values() if c == chapter),
                "questions": self.totals.get(chapter)}

    # -- JSON (settings and session files) ----------------------------------------------------
    def to_json(self) -> dict:
        return {"kinds": [{"tab": t, "kind": k, **asdict(r)}
                          for (t, k), r in sorted(self.kinds.items())],
                "questions": dict(sorted(self.questions.items()))}

    @classmethod
    def from_json(cls, doc) -> PracticeProgress:
        """Read :meth:`to_json`'s output; anything malformed raises :class:`DataError` saying
        what (a session or settings entry that cannot be trusted is not half-read)."""
        if not isinstance(doc, dict):
            raise DataError("the practice record is not a JSON object")
        out = cls()
        for entry in doc.get("kinds", []):
            if not isinstance(entry, dict) or not all(
                    isinstance(entry.get(k), str) for k in ("tab", "kind")):
                raise DataError("a practice record has no tab or kind")
            attempts, solved, best = entry.get("attempts"), entry.get("solved"), entry.get("best")
            if not (_count(attempts) and _count(solved) and solved <= attempts
                    and isinstance(best, (int, float)) and not isinstance(best, bool)
                    and math.isfinite(best) and 0.0 <= best <= 1.0):
                raise DataError(f"the practice record of {entry['kind']!r} has impossible "
                                f"numbers")
            view = entry.get("view", "")
            if not isinstance(view, str):
                raise DataError(f"the practice record of {entry['kind']!r} names no view")
            out.kinds[(entry["tab"], entry["kind"])] = KindRecord(attempts, float(best),
                                                                  solved, view)
        questions = doc.get("questions", {})
        if not isinstance(questions, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in questions.items()):
            raise DataError("the practised questions are not a map from id to chapter")
        out.questions = dict(questions)
        return out


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
