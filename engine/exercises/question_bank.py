"""Short conceptual questions for each chapter of the notes, written for Trellis (English), each
with its explanation and the id of the view that shows it; graded by the same ``grade()`` as the
generated exercises.

A question is an :class:`~engine.exercises.Exercise` of kind "question" with one part,
"answer": the letter of a multiple-choice answer ("A", "B", …) or a number (within the
question's tolerance). The texts are in :mod:`.questions_nlp` and :mod:`.questions_ml`.
"""
from __future__ import annotations

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError
from ._core import LANGUAGES, Exercise, Kind, Tolerance, seeded_rng
from .questions_ml import ML_QUESTIONS
from .questions_ml_ko import KO as _ML_KO
from .questions_nlp import NLP_QUESTIONS
from .questions_nlp_ko import KO as _NLP_KO

_KO = {**_NLP_KO, **_ML_KO}
if set(_KO) != {q["id"] for q in NLP_QUESTIONS + ML_QUESTIONS} or any(
        len(_KO[q["id"]][1]) != len(q["choices"]) for q in NLP_QUESTIONS + ML_QUESTIONS):
    raise RuntimeError("Every question needs its Korean text with as many choices.")


def _in(q: dict, lang: str) -> dict:
    """The question in ``lang``: the Korean text, choices (in the English order, so the
    shuffle below and the answer index stay the same) and explanation."""
    if lang == "en":
        return q
    text, choices, explanation = _KO[q["id"]]
    return {**q, "text": text, "choices": list(choices), "explanation": explanation}


def _shuffled(q: dict) -> dict:
    """The question with its choices in an order fixed by its id (the texts list the right
    choice first, which a student would soon learn)."""
    if not q["choices"]:
        return q
    order = seeded_rng(q["id"], 1, 0).permutation(len(q["choices"]))
    return {**q, "choices": [q["choices"][k] for k in order],
            "answer": int(np.flatnonzero(order == q["answer"])[0])}


_RAW = NLP_QUESTIONS + ML_QUESTIONS
_ALL = [_shuffled(q) for q in _RAW]
_BY_ID = {q["id"]: q for q in _ALL}
_RAW_BY_ID = {q["id"]: q for q in _RAW}
if len(_BY_ID) != len(_ALL):                      # a copy-paste slip would shadow a question
    raise RuntimeError("Two questions share an id.")

CHAPTERS: tuple = tuple(dict.fromkeys(q["chapter"] for q in _ALL))
"""The notes' chapter titles (as NOTES_MAP.md writes them) that have questions, in order."""


def _prompt(q: dict) -> str:
    if q["choices"]:
        letters = " ".join(f"({chr(65 + k)}) {c}" for k, c in enumerate(q["choices"]))
        return f"{q['text']} {letters}"
    return q["text"]


def _exercise(qid: str, lang: str) -> Exercise:
    if lang not in LANGUAGES:
        raise DataError(QT_TRANSLATE_NOOP("engine", "lang must be one of {LANGUAGES}; got "
                                                    "{lang!r}."), LANGUAGES=', '.join(LANGUAGES),
                        lang=lang)
    q = _BY_ID[qid] if lang == "en" else _shuffled(_in(_RAW_BY_ID[qid], lang))
    return Exercise("question", 1, 0, dict(q), _prompt(q), q["view"], lang)


def question(question_id: str, lang: str = "en") -> Exercise:
    """The question with this id (e.g. "em-1") as an Exercise of kind "question", in
    ``lang`` ("en" or "ko")."""
    if question_id not in _BY_ID:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No question {question_id!r}; the ids are "
                                                    "{BY_ID} … (see questions())."),
                        question_id=question_id, BY_ID=', '.join(list(_BY_ID)[:6]))
    return _exercise(question_id, lang)


def questions(chapter: str | None = None, lang: str = "en") -> list[Exercise]:
    """Every question of ``chapter`` (a title from :data:`CHAPTERS`), or all of them, in
    ``lang`` ("en" or "ko")."""
    if chapter is not None and chapter not in CHAPTERS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No questions for chapter {chapter!r}; the "
                                                    "chapters are {CHAPTERS}."), chapter=chapter,
                        CHAPTERS='; '.join(CHAPTERS))
    return [_exercise(q["id"], lang) for q in _ALL
            if chapter is None or q["chapter"] == chapter]


def _solve(data: dict) -> dict:
    if data["choices"]:
        return {"answer": chr(65 + data["answer"])}
    return {"answer": float(data["answer"])}


def _explain(data: dict, solution: dict) -> dict:
    return {"answer": data["explanation"]}


def _make(rng, level):                              # questions are written, never generated
    raise DataError(QT_TRANSLATE_NOOP("engine", "Questions are written, not generated: use "
                                                "questions() or question(id)."))


def _tolerance(part: str, data: dict | None = None) -> Tolerance:
    return Tolerance(abs=(data or {}).get("tol") or 0.005)


QUESTION = Kind("question", "", "Question from the notes", _make, _solve, _explain, _tolerance)
