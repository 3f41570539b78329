"""engine.exercises: every kind's own solution scores 1.0, one changed part scores less and is
named, seeds and levels behave, answers are read as a student types them, the JSON form round
trips, bad input is refused with a DataError, and the chapters' questions grade the same way.
(Reference checks of the solutions against scikit-learn and NLTK: test_exercises_reference.py.)"""
import json
import math
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import DataError
from engine import exercises as E

LEVELS = (1, 2, 3)


def _changed(value):
    """A wrong answer for a part whose right value is ``value``."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return [_changed(value[0])] + value[1:] if value else [1]
    if isinstance(value, int):
        return value + 1
    if math.isnan(value) or math.isinf(value):
        return 0.0
    return value + 1.0 + 0.5 * abs(value)     # outside every tolerance (1 % or ±0.01)


@pytest.fixture(scope="module")
def cases():
    """(exercise, solution) for every kind, level and two seeds: solved once, shared."""
    out = {}
    for kind in E.KINDS:
        for level in LEVELS:
            for seed in (0, 1):
                ex = E.generate(kind, level=level, seed=seed)
                out[kind, level, seed] = ex, E.solve(ex)
    return out


def test_twelve_kinds_spanning_the_five_tabs():
    assert len(E.KINDS) >= 12
    assert {"edit_distance", "viterbi", "forward", "kmeans", "gmm_em", "naive_bayes",
            "feature_selection", "markov_chain", "perceptron", "smo", "t_test",
            "prf"} <= set(E.KINDS)
    assert {v.split("/")[0] for v in E.VIEWS.values()} == {"text", "spam", "hmm", "clustering",
                                                            "svm"}


@pytest.mark.parametrize("kind", E.KINDS)
def test_own_solution_scores_one(cases, kind):
    for level in LEVELS:
        for seed in (0, 1):
            ex, sol = cases[kind, level, seed]
            g = E.grade(ex, sol)
            assert g.score == 1.0 and g.wrong == () and g.correct, (kind, level, g.wrong)
            assert set(g.feedback) == set(sol) and all(f.startswith("Right.")
                                                       for f in g.feedback.values())
            assert ex.kind == kind and ex.level == level and ex.view == E.VIEWS[kind]
            assert ex.prompt and isinstance(ex.prompt, str)


@pytest.mark.parametrize("kind", E.KINDS)
def test_each_changed_part_scores_less_and_is_named(cases, kind):
    ex, sol = cases[kind, 1, 0]
    for part, value in sol.items():            # every part of level 1, one at a time
        g = E.grade(ex, {**sol, part: _changed(value)})
        assert g.wrong == (part,), (kind, part, value, g.wrong)
        assert g.score == pytest.approx(1 - 1 / len(sol))
        assert g.feedback[part].startswith("Not ")
        assert E.explain(ex)[part] in g.feedback[part]     # the formula with its numbers
    for level in (2, 3):                       # and the last part at the higher levels
        ex, sol = cases[kind, level, 1]
        part = list(sol)[-1]
        g = E.grade(ex, {**sol, part: _changed(sol[part])})
        assert g.wrong == (part,) and g.score < 1


@pytest.mark.parametrize("kind", E.KINDS)
def test_same_seed_same_exercise_different_seeds_differ(cases, kind):
    for level in LEVELS:
        again = E.generate(kind, level=level, seed=0)
        assert again == cases[kind, level, 0][0]
        assert again.prompt == cases[kind, level, 0][0].prompt
        datas = [json.dumps(E.generate(kind, level=level, seed=s).data, sort_keys=True)
                 for s in range(5)]
        assert len(set(datas)) == 5, (kind, level)


@pytest.mark.parametrize("kind", E.KINDS)
def test_levels_grow(cases, kind):
    def size(level):
        ex, sol = cases[kind, level, 0]
        return len(sol), len(json.dumps(ex.data))

    (p1, d1), (p2, d2), (p3, d3) = size(1), size(2), size(3)
    assert p1 <= p2 <= p3 and d1 < d3, (kind, size(1), size(2), size(3))
    assert p1 < p3 or d1 < d2 < d3


@pytest.mark.parametrize("kind", E.KINDS)
def test_json_round_trip(cases, kind):
    ex, sol = cases[kind, 2, 1]
    text = json.dumps(ex.to_dict())
    back = E.Exercise.from_dict(json.loads(text))
    assert back == ex and hash(back) == hash(ex)
    assert E.solve(back) == sol
    # a solution read back from JSON (tuples as lists, numbers as text) still grades 1.0
    assert E.grade(back, json.loads(json.dumps(sol))).score == 1.0


def test_grade_json_round_trip_keeps_infinity():
    for seed in range(20):
        ex = E.generate("feature_selection", level=3, seed=seed)
        g = E.grade(ex, {})
        if any(isinstance(v, float) and math.isinf(v) for v in g.expected.values()):
            break
    else:
        pytest.fail("no level-3 feature-selection exercise with an infinite ratio in 20 seeds")
    text = json.dumps(g.to_dict(), allow_nan=False)          # strict JSON: no Infinity
    back = E.Grade.from_dict(json.loads(text))
    assert back.wrong == g.wrong and back.feedback == g.feedback and back.score == g.score
    assert back.expected == g.expected
    with pytest.raises(DataError, match="score"):
        E.Grade.from_dict({**g.to_dict(), "score": 2})


@given(st.integers(0, 10_000), st.sampled_from(LEVELS),
       st.sampled_from(["kmeans", "viterbi", "edit_distance", "prf", "smo", "gmm_em"]))
def test_any_seed_makes_a_solvable_exercise(seed, level, kind):
    ex = E.generate(kind, level=level, seed=seed)
    sol = E.solve(ex)
    assert E.grade(ex, sol).score == 1.0
    part = sorted(sol)[seed % len(sol)]
    assert E.grade(ex, {**sol, part: _changed(sol[part])}).wrong == (part,)


_ANY = st.recursive(
    st.none() | st.booleans() | st.integers(-10**400, 10**400) | st.floats() | st.text(max_size=12)
    | st.sampled_from(["1/0", "0/0", "∞", "−inf", "1e999", "yes", "(1, 2)", "3/14"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                max_size=2), max_leaves=6)


@given(st.sampled_from(E.KINDS), st.data())
def test_any_typed_answer_is_graded_never_raises(kind, data):
    ex = E.generate(kind, level=1, seed=3)
    parts = list(E.solve(ex))
    chosen = data.draw(st.lists(st.sampled_from(parts), max_size=4, unique=True))
    answer = {p: data.draw(_ANY) for p in chosen}
    g = E.grade(ex, answer)
    assert 0.0 <= g.score <= 1.0 and set(g.wrong) <= set(parts)
    assert set(parts) - set(chosen) <= set(g.wrong)          # missing parts are wrong


@given(st.sampled_from(E.KINDS), st.data())
def test_a_damaged_exercise_is_refused_or_solvable(kind, data):
    d = E.generate(kind, level=2, seed=1).to_dict()
    key = data.draw(st.sampled_from(sorted(d["data"])))
    damaged = {**d, "data": {**d["data"], key: data.draw(_ANY)}}
    try:
        ex = E.Exercise.from_dict(json.loads(json.dumps(damaged, default=str)))
    except DataError:
        return
    E.grade(ex, E.solve(ex))          # accepted: then it solves and grades


def test_missing_parts_are_wrong_and_hint_fills_one(cases):
    ex, sol = cases["edit_distance", 1, 0]
    g = E.grade(ex, {})
    assert g.score == 0.0 and g.wrong == tuple(sol)
    assert all(f.startswith("Missing.") for f in g.feedback.values())
    h = E.hint(ex, {})
    first = next(iter(sol))
    assert h.part == first and h.value == sol[first] and h.answer == {first: sol[first]}
    assert "ins" in h.formula
    assert E.grade(ex, h.answer).wrong == tuple(sol)[1:]
    done = E.hint(ex, sol)
    assert done.part is None and done.answer == sol


def test_answers_as_typed(cases):
    ex, sol = cases["prf", 1, 0]
    typed = {k: f"{v:.2f}" for k, v in sol.items()}          # "0.67" for 2/3: two decimals
    assert E.grade(ex, typed).score == 1.0
    ex, sol = cases["naive_bayes", 1, 0]      # add-one estimates typed as fractions, "3/13"
    fractions = {k: str(Fraction(v).limit_denominator(200)) for k, v in sol.items()}
    assert all("/" in f for f in fractions.values())
    assert E.grade(ex, fractions).score == 1.0
    ex, sol = cases["t_test", 1, 0]
    part = next(p for p in sol if p.startswith("significant"))
    yes_no = {**sol, part: "yes" if sol[part] else "no"}
    assert E.grade(ex, yes_no).score == 1.0
    assert E.grade(ex, {**sol, part: "no" if sol[part] else "yes"}).wrong == (part,)
    ex, sol = cases["kmeans", 1, 0]
    centre = "center[1]"
    text = {**sol, centre: f"({sol[centre][0]:.2f}, {sol[centre][1]:.2f})"}
    assert E.grade(ex, text).score == 1.0
    assert E.grade(ex, {**sol, centre: sol[centre][:1]}).wrong == (centre,)   # one coordinate


def test_fractions_infinity_and_undefined():
    from engine.exercises._core import TWO_DECIMALS, matches, read_number
    assert read_number("3/14") == pytest.approx(3 / 14)
    assert read_number(" 2.5e-3 ") == 0.0025 and read_number("−1") == -1
    assert read_number("∞") == math.inf and math.isnan(read_number("undefined"))
    assert read_number("abc") is None and read_number(None) is None
    assert matches(math.inf, "inf", TWO_DECIMALS) and not matches(math.inf, 1e9, TWO_DECIMALS)
    assert matches(math.nan, "undefined", TWO_DECIMALS) and not matches(math.nan, 0,
                                                                       TWO_DECIMALS)
    assert matches(0.5, "1/2", TWO_DECIMALS) and not matches(0.5, "0.51", TWO_DECIMALS)
    # feature selection asks for ∞ where tpr/fpr has fpr = 0
    for seed in range(20):
        ex = E.generate("feature_selection", level=3, seed=seed)
        sol = E.solve(ex)
        inf_parts = [p for p, v in sol.items() if math.isinf(v)]
        if inf_parts:
            assert E.grade(ex, {**sol, inf_parts[0]: "∞"}).score == 1.0
            assert E.grade(ex, {**sol, inf_parts[0]: 1000}).wrong == (inf_parts[0],)
            break
    else:
        pytest.fail("no level-3 feature-selection exercise with an infinite ratio in 20 seeds")


def _tampered(kind, key, change):
    d = E.generate(kind, level=3, seed=0).to_dict()
    return E.Exercise.from_dict({**d, "data": {**d["data"], key: change(d["data"][key])}})


@pytest.mark.parametrize("call, message", [
    (lambda: E.generate("nope"), "Unknown exercise kind"),
    (lambda: E.generate("kmeans", level=4), "level must be"),
    (lambda: E.generate("kmeans", level=True), "level must be"),
    (lambda: E.generate("kmeans", seed=-1), "seed must be"),
    (lambda: E.generate("question"), "written, not generated"),
    (lambda: E.solve({"kind": "kmeans"}), "Give an Exercise"),
    (lambda: E.grade(E.generate("kmeans"), [1, 2]), "dict from part name"),
    (lambda: E.grade(E.generate("kmeans"), {"center[9]": 1}), "does not have"),
    (lambda: E.Exercise.from_dict({"kind": "kmeans"}), "missing level"),
    (lambda: E.Exercise.from_dict([]), "read from a dict"),
    (lambda: E.Exercise.from_dict({**E.generate("prf").to_dict(), "seed": "0"}),
     "whole number"),
    (lambda: E.Exercise.from_dict({**E.generate("prf").to_dict(), "format": 99}),
     "not known"),
    (lambda: E.Exercise.from_dict({**E.generate("prf").to_dict(), "kind": "nope"}),
     "Unknown exercise kind"),
    (lambda: E.Exercise.from_dict({**E.generate("kmeans").to_dict(), "data": {"points": 1}}),
     "data is damaged"),
    (lambda: E.Exercise.from_dict({**E.generate("smo").to_dict(), "data": {}}),
     "data is damaged"),
    (lambda: _tampered("viterbi", "previous", lambda v: [x * 2 for x in v]),
     "previous column is not the engine's"),
    (lambda: _tampered("smo", "alpha_before", lambda v: [x + 0.1 for x in v]),
     "α before the update is not the engine's"),
    (lambda: _tampered("adaboost", "weights_before", lambda v: v[::-1]), "weights before"),
    (lambda: _tampered("perceptron", "epoch", lambda v: 10**6), "epoch must be"),
    (lambda: _tampered("edit_distance", "a", lambda v: "A" * 5000), "at most 12 letters"),
    (lambda: _tampered("kmeans", "points", lambda v: v * 2000), "exercises are small"),
    (lambda: _tampered("t_test", "n", lambda v: 0), "counts must satisfy"),
    (lambda: E.question("no-such"), "No question"),
    (lambda: E.questions("no chapter"), "No questions for chapter"),
])
def test_bad_input_is_a_data_error(call, message):
    with pytest.raises(DataError, match=message):
        call()


def test_questions_per_chapter():
    qs = E.questions()
    assert len({q.data["id"] for q in qs}) == len(qs)
    for chapter in E.CHAPTERS:
        mine = E.questions(chapter)
        assert 3 <= len(mine) <= 5, chapter
    assert {"[ML] 10. EM Algorithm", "[NLP] 6. Hidden Markov Model", "[ML] 4. SVM",
            "[NLP] 2. Text Processing", "[NLP] 4. Classification"} <= set(E.CHAPTERS)
    views = {v for v in E.VIEWS.values()}
    assert views <= {q.view for q in qs}          # every kind's view has questions too
    assert set(E.VIEW_IDS) == views | {q.view for q in qs}
    assert {v.split("/")[0] for v in E.VIEW_IDS} == {"text", "spam", "hmm", "clustering", "svm"}
    letters = set()
    for q in qs:
        assert q.kind == "question" and "/" in q.view and q.data["explanation"]
        sol = E.solve(q)
        assert E.grade(q, sol).score == 1.0
        assert E.grade(E.Exercise.from_dict(json.loads(json.dumps(q.to_dict()))), sol).correct
        if q.data["choices"]:
            letters.add(sol["answer"])
            assert sol["answer"] in "ABCD"[:len(q.data["choices"])]
            other = "A" if sol["answer"] != "A" else "B"
            g = E.grade(q, {"answer": other})
            assert g.score == 0.0 and g.wrong == ("answer",)
            assert q.data["explanation"] in g.feedback["answer"]
        else:
            assert E.grade(q, {"answer": sol["answer"] + 1}).score == 0.0
    assert letters == set("ABCD")                 # the right choice is not always first


def test_question_answers_from_the_notes():
    assert E.solve(E.question("text-1")) == {"answer": 3.0}              # SNOWY → SUNNY
    assert E.grade(E.question("multi-1"), {"answer": "10"}).correct        # K(K − 1)/2
    assert E.grade(E.question("blog-1"), {"answer": "1/102"}).correct      # 대출: Laplace
    assert E.grade(E.question("select-2"), {"answer": 0.55}).correct       # ½ ln 3
    assert not E.grade(E.question("select-2"), {"answer": 0.6}).correct


def test_every_prompt_and_feedback_is_said_in_korean_with_the_same_fields(monkeypatch):
    import string

    from engine.exercises import _core
    from engine.exercises.prompts_ko import KO

    said = set()
    original = _core.Say.text

    def text(self, lang="en"):
        said.add(self.template)
        return original(self, lang)

    monkeypatch.setattr(_core.Say, "text", text)
    for kind in E.KINDS:
        assert E.title(kind, "ko") != E.title(kind) == E.TITLES[kind]
        for level in (1, 2, 3):
            for seed in range(4):
                en = E.generate(kind, level=level, seed=seed)
                ko = E.generate(kind, level=level, seed=seed, lang="ko")
                assert ko.data == en.data and ko.lang == "ko"        # the same problem
                assert ko.prompt != en.prompt
                E.grade(ko, {})                               # every part missing
                E.grade(ko, {p: "0.123456" for p in E.solve(ko)})
                E.grade(ko, E.solve(ko))
                E.hint(ko, E.solve(ko))
    for q in E.questions(lang="ko"):                                  # numbers and letters
        E.grade(q, {"answer": "Z" if q.data["choices"] else "12345"})
    fields = lambda t: {f for _, f, _, _ in string.Formatter().parse(t) if f}  # noqa: E731
    assert said - set(KO) == set(), "said in English only"
    assert set(KO) - said == set(), "a Korean template nothing says any more"
    for template in said:
        assert fields(KO[template]) == fields(template), template


def test_the_questions_in_korean_have_the_same_answers():
    for en, ko in zip(E.questions(), E.questions(lang="ko")):
        assert (en.data["id"], en.view, E.solve(en)) == (
            ko.data["id"], ko.view, E.solve(ko))
        assert ko.prompt != en.prompt and ko.lang == "ko"
        assert E.grade(ko, E.solve(en)).score == 1.0
    q = E.question("ling-1", lang="ko")
    assert "교착어" in q.prompt
    # the right choice is the same letter, and the feedback of a wrong one is Korean
    wrong = "A" if E.solve(q)["answer"] != "A" else "B"
    assert E.grade(q, {"answer": wrong}).feedback["answer"].startswith(f"{wrong}이(가) 아닙니다")
    back = E.Exercise.from_dict(q.to_dict())
    assert back == q and back.lang == "ko"
    with pytest.raises(DataError, match="lang must be one of en, ko"):
        E.generate("kmeans", lang="fr")
    with pytest.raises(DataError, match="language 'fr'"):
        E.Exercise.from_dict({**q.to_dict(), "lang": "fr"})
