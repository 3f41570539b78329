"""Exercises generated, solved and graded by the engine's own algorithms (no Qt).

Every kind makes a small random problem from ``(kind, level, seed)`` — the same three always
give the same problem, levels 1–3 grow it — and solves it with the engine's implementation
(``engine.text.minimum_edit`` and ``BigramTable``, ``engine.hmm``, ``engine.cluster``,
``engine.spam``, ``engine.features``, ``engine.neural``, ``engine.svm``, ``engine.ensemble``,
``engine.metrics``), never a copy::

    from engine import exercises
    ex = exercises.generate("viterbi", level=1, seed=3)
    print(ex.prompt)                       # the problem in a sentence; ex.data holds its numbers
    g = exercises.grade(ex, {"delta(H)": 0.05, "psi(H)": "C"})
    print(g.score, g.wrong, g.feedback["delta(C)"])   # share right, wrong parts, formula

An answer is a dict from part name (the keys of ``solve(ex)``) to a value: a number (or a typed
"0.25", "3/14", "inf", "undefined"), a label, yes/no, or a list for a vector or a sequence.
Each part has its tolerance (:func:`tolerance`); missing parts count as wrong.
:func:`questions` gives the short conceptual questions written for each chapter of the notes,
graded by the same :func:`grade`.
"""
from __future__ import annotations

from collections.abc import Mapping

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError
from ._core import (LANGUAGES, MAX_LEVEL, REGISTRY, Exercise, Grade, Hint, Kind, Say,
                    Tolerance, check_answer, check_level_seed, matches, plain, say, seeded_rng,
                    value_text)
from .kinds_bayes import BAYES_POSTERIOR
from .kinds_cluster import GMM_EM, KMEANS, SOFT_KMEANS
from .kinds_hmm import BACKWARD, FORWARD, MARKOV_CHAIN, VITERBI
from .kinds_spam import FEATURE_SELECTION, NAIVE_BAYES, PRF
from .kinds_lab import KNN, LEAST_SQUARES
from .kinds_svm import ADABOOST, PERCEPTRON, SMO
from .kinds_text import EDIT_DISTANCE, T_TEST
from .question_bank import CHAPTERS, QUESTION, question, questions

_KINDS = {k.name: k for k in (EDIT_DISTANCE, T_TEST, VITERBI, FORWARD, BACKWARD, MARKOV_CHAIN,
                              KMEANS, SOFT_KMEANS, GMM_EM, NAIVE_BAYES, FEATURE_SELECTION, PRF,
                              PERCEPTRON, SMO, ADABOOST, BAYES_POSTERIOR, LEAST_SQUARES, KNN)}
REGISTRY.update(_KINDS, question=QUESTION)
KINDS: tuple = tuple(_KINDS)
"""The generated kinds: "edit_distance", "t_test", "viterbi", "forward", "backward",
"markov_chain", "kmeans", "soft_kmeans", "gmm_em", "naive_bayes", "feature_selection", "prf",
"perceptron", "smo", "adaboost", "bayes_posterior", "least_squares", "knn"."""

VIEWS: dict = {name: k.view for name, k in _KINDS.items()}
"""The id of the view that draws each kind ("text/Edit distance", "hmm/Trellis", …)."""

TITLES: dict = {name: k.title for name, k in _KINDS.items()}

VIEW_IDS: tuple = tuple(sorted({k.view for k in _KINDS.values()} |
                               {q.view for q in questions()}))
"""Every view id the kinds and questions point to, "<tab>/<view title>" as ``ui/course.py``
names views (the navigator's English title, e.g. "svm/SMO"; "hmm/Parsing" is the planned
parsing view)."""


def _kind(name) -> Kind:
    if name == QUESTION.name:
        return QUESTION
    if name not in _KINDS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Unknown exercise kind {name!r}; choose "
                                                    "from {KINDS} (or use questions() for the "
                                                    "chapters' questions)."), name=name,
                        KINDS=', '.join(KINDS))
    return _KINDS[name]


def title(kind: str, lang: str = "en") -> str:
    """The title of ``kind`` ("One Viterbi column") in ``lang`` ("en" or "ko")."""
    return say(_kind(kind).title).text(check_lang(lang))


def check_lang(lang) -> str:
    if lang not in LANGUAGES:
        raise DataError(QT_TRANSLATE_NOOP("engine", "lang must be one of {LANGUAGES}; got "
                                                    "{lang!r}."), LANGUAGES=', '.join(LANGUAGES),
                        lang=lang)
    return lang


def generate(kind: str, *, level: int = 1, seed: int = 0, lang: str = "en") -> Exercise:
    """A new :class:`Exercise` of ``kind`` (one of :data:`KINDS`) at ``level`` 1–3 from
    ``seed`` ≥ 0, its prompt and feedback in ``lang`` ("en" or "ko"). The same (kind, level,
    seed) always gives the same problem, in either language."""
    spec = _kind(kind)
    if spec is QUESTION:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Questions are written, not generated: use "
                                                    "questions(chapter) or question(id)."))
    level, seed = check_level_seed(level, seed)
    lang = check_lang(lang)
    data, prompt = spec.make(seeded_rng(kind, level, seed), level)
    text = prompt.text(lang) if isinstance(prompt, Say) else prompt
    return Exercise(kind, level, seed, plain(data), text, spec.view, lang)


def _check_exercise(exercise) -> Kind:
    if not isinstance(exercise, Exercise):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give an Exercise (from generate(), "
                                                    "questions() or Exercise.from_dict()); got "
                                                    "{exercise_type}."),
                        exercise_type=type(exercise).__name__)
    return _kind(exercise.kind)


def solve(exercise: Exercise) -> dict:
    """The engine's answer: a dict from part name to value, in the order the parts are asked."""
    spec = _check_exercise(exercise)
    return spec.solve(exercise.data)


def tolerance(exercise: Exercise, part: str) -> Tolerance:
    """How close a numeric answer to ``part`` must be (labels and yes/no must match exactly)."""
    spec = _check_exercise(exercise)
    return spec.tolerance(part, exercise.data)


def explain(exercise: Exercise) -> dict:
    """Every part's formula with its numbers filled in (what Solution shows)."""
    spec = _check_exercise(exercise)
    solution = spec.solve(exercise.data)
    return spec.explain(exercise.data, solution)


def grade(exercise: Exercise, answer: Mapping | None) -> Grade:
    """Grade ``answer`` part by part against :func:`solve`: ``score`` = share of the parts
    right, ``wrong`` the wrong or missing parts, and ``feedback`` for every part — "right" or
    what was wrong, then the engine's value and the formula with its numbers."""
    spec = _check_exercise(exercise)
    solution = spec.solve(exercise.data)
    given = check_answer(answer, solution)
    formulas = spec.explain(exercise.data, solution)
    wrong, feedback = [], {}
    lang = exercise.lang
    for part, value in solution.items():
        if part not in given or given[part] is None or given[part] == "":
            wrong.append(part)
            feedback[part] = say("Missing. {part} = {value}: {formula}", part=part,
                                 value=value_text(value), formula=formulas[part]).text(lang)
        elif matches(value, given[part], spec.tolerance(part, exercise.data)):
            feedback[part] = say("Right. {formula}", formula=formulas[part]).text(lang)
        else:
            wrong.append(part)
            s = say("Not {given}: {part} = {value}. {formula}", given=value_text(given[part]),
                    part=part, value=value_text(value), formula=formulas[part]) if isinstance(
                value, (str, bool)) else say(
                "Not {given}: {part} = {value} ({tolerance}). {formula}",
                given=value_text(given[part]), part=part, value=value_text(value),
                tolerance=spec.tolerance(part, exercise.data).describe(lang),
                formula=formulas[part])
            feedback[part] = s.text(lang)
    score = 1.0 - len(wrong) / len(solution)
    return Grade(score, tuple(wrong), feedback, solution)


def hint(exercise: Exercise, answer: Mapping | None = None) -> Hint:
    """Fill the first wrong or missing part of ``answer`` with the engine's value and its
    formula; ``part`` is None when every part is already right."""
    g = grade(exercise, answer)
    filled = dict(answer or {})
    if not g.wrong:
        return Hint(None, None, say("Every part is right.").text(exercise.lang), filled)
    part = g.wrong[0]
    filled[part] = g.expected[part]
    formulas = explain(exercise)
    return Hint(part, g.expected[part], formulas[part], filled)


__all__ = ["CHAPTERS", "LANGUAGES", "Exercise", "Grade", "Hint", "KINDS", "MAX_LEVEL", "TITLES", "Tolerance",
           "VIEWS", "VIEW_IDS", "explain", "generate", "grade", "hint", "question", "questions", "solve",
           "title", "tolerance"]
