"""Noisy-channel spelling correction: candidates within the edit distance, ranked by
P(w | context) · P(x | w), the context changing the ranking ("I have a pen" / "a safety pin"),
confusion-table channels, and bad input."""
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import DataError
from engine.text import NgramModel, confusion_channel, correct, edit_distance, read_confusion

from contract import call

CORPUS = [s.split() for s in [
    "I have a pen", "I have a pen and a book", "she has a pen", "I write with a pen",
    "give me a pen", "the pen is red", "I have a pen too", "he lost a pen",
    "a safety pin", "the safety pin broke", "use a safety pin", "a safety pin holds it",
    "I have a cat", "we have a dog"]]


@pytest.fixture(scope="module")
def model():
    return NgramModel(3, "kneser_ney").fit(CORPUS)


def test_context_changes_the_ranking(model):
    # "pxn" is one substitution from both "pen" and "pin"
    after_have = correct("pxn", model, context=["I", "have", "a"])
    after_safety = correct("pxn", model, context=["a", "safety"])
    assert after_have[0].word == "pen" and after_safety[0].word == "pin"
    for cands in (after_have, after_safety):
        assert {c.word for c in cands[:2]} == {"pen", "pin"}
        assert all(c.distance <= 2 for c in cands)
        assert [c.score for c in cands] == sorted((c.score for c in cands), reverse=True)
        for c in cands:
            assert c.score == pytest.approx(c.p_word * c.p_channel)
            assert c.p_word == pytest.approx(model.prob(c.word, ["I", "have", "a"]
                                                        if cands is after_have
                                                        else ["a", "safety"]))
            assert c.p_channel == pytest.approx(0.01 ** c.distance)


def test_alignment_is_an_optimal_one(model):
    best = correct("pxn", model, context=["a", "safety"])[0]
    assert best.alignment == (("match", "p", "p"), ("substitute", "i", "x"),
                              ("match", "n", "n"))
    table = edit_distance("pin", "pxn")
    assert list(best.alignment) in list(table.alignments())


def test_costs_and_max_distance(model):
    # substitution cost 2 (the notes' Levenshtein): pen → pxn costs 2, still within 2
    cands = correct("pxn", model, costs=(1, 1, 2), context=["I", "have", "a"])
    assert cands[0].word == "pen" and cands[0].distance == 2
    assert correct("pxn", model, max_distance=0.5) == []
    assert [c.word for c in correct("pen", model, max_distance=0)] == ["pen"]
    by_name = correct("pxn", model, costs={"substitute": 2}, context=["I", "have", "a"])
    assert [c.word for c in by_name] == [c.word for c in cands]


def test_a_confusion_table_channel(model, tmp_path):
    path = tmp_path / "confusion.csv"
    path.write_text("op,from,to,count\nsubstitute,e,x,1\nsubstitute,e,a,9999\n"
                    "substitute,i,x,50\nsubstitute,i,o,50\n", encoding="utf-8")
    channel = read_confusion(path)
    assert channel[("substitute", "e", "x")] == pytest.approx(1e-4)
    assert channel[("substitute", "i", "x")] == pytest.approx(0.5)
    # x is a likely slip for i, a rare one for e: now "pin" wins even after "I have a"
    cands = correct("pxn", model, context=["I", "have", "a"], channel=channel)
    assert cands[0].word == "pin"
    assert cands[0].p_channel == pytest.approx(0.5)


@pytest.mark.parametrize("rows, match", [
    ([("swap", "a", "b", 1)], "one of"), ([("substitute", "a", "b")], "3 fields"),
    ([("substitute", "a", "b", "many")], "not a number"), ([], "empty"),
    ([("insert", "", "a", -1)], ">= 0")])
def test_bad_confusion_rows(rows, match):
    with pytest.raises(DataError, match=match):
        confusion_channel(rows)


def test_bad_input(model):
    with pytest.raises(DataError, match="non-empty string"):
        correct("", model)
    with pytest.raises(DataError, match="fitted NgramModel"):
        correct("pen", "model")
    with pytest.raises(DataError, match="insert, delete, substitute"):
        correct("pen", model, costs=(1, 2))
    with pytest.raises(ValueError, match="max_distance"):
        correct("pen", model, max_distance=-1)
    with pytest.raises(DataError, match="probability"):
        correct("pen", model, p_edit=2)
    with pytest.raises(ValueError, match="not fitted"):
        correct("pen", NgramModel())


@given(st.text(max_size=8), st.one_of(st.floats(-1, 4), st.just(math.nan)),
       st.lists(st.text(max_size=5), max_size=3))
def test_any_word_gives_candidates_or_a_clear_error(model, word, max_distance, context):
    out = call(correct, word, model, max_distance, context=context)
    if out:
        assert all(c.distance <= max_distance + 1e-9 for c in out)


KCG_TABLE = ("op,from,to,count\n"
             "# Kernighan, Church & Gale: each edit with the character before it\n"
             "delete,pe,p,3\ncount,pe,,10\n"           # del[p, e] / count[pe]
             "insert,p,pp,2\ncount,p,,20\n"            # ins[p, p] / count[p]
             "insert,#,#x,1\ncount,#,,40\n"            # an x typed before the first letter
             "transpose,ei,ie,1\ncount,ei,,4\n"        # trans[e, i] / count[ei]
             "substitute,e,a,5\ncount,e,,50\n")        # sub: e typed as a / count[e]


def test_kernighan_church_gale_channel_on_a_hand_made_table(model, tmp_path):
    from engine.text import kcg_channel
    path = tmp_path / "kcg.csv"
    path.write_text(KCG_TABLE, encoding="utf-8")
    ch = read_confusion(path)
    assert ch.kcg and ch.chars["pe"] == 10
    M, S, D, I = "match", "substitute", "delete", "insert"
    # pen typed pn: e dropped after p
    assert kcg_channel(((M, "p", "p"), (D, "e", None), (M, "n", "n")), ch, ch.chars,
                       0.01) == pytest.approx(3 / 10)
    # pen typed ppen: a p added after p; xpen: an x added at the start of the word
    assert kcg_channel(((M, "p", "p"), (I, None, "p"), (M, "e", "e"), (M, "n", "n")), ch,
                       ch.chars, 0.01) == pytest.approx(2 / 20)
    assert kcg_channel(((I, None, "x"), (M, "p", "p")), ch, ch.chars, 0.01) == \
        pytest.approx(1 / 40)
    # their typed thier: two neighbouring substitutions that swap e and i are one transposition
    swap = ((M, "t", "t"), (M, "h", "h"), (S, "e", "i"), (S, "i", "e"), (M, "r", "r"))
    assert kcg_channel(swap, ch, ch.chars, 0.01) == pytest.approx(1 / 4)
    assert kcg_channel(((S, "e", "a"),), ch, ch.chars, 0.01) == pytest.approx(5 / 50)
    # an edit the table does not name: the context-free probability, else p_edit
    assert kcg_channel(((D, "i", None),), ch, ch.chars, 0.01) == pytest.approx(0.01)
    assert kcg_channel(((S, "i", "x"),), ch, ch.chars, 0.01) == pytest.approx(0.01)
    # end to end: "pn" is pen with e dropped after p (0.3), pin with a deletion the table
    # does not name (p_edit)
    cands = {c.word: c for c in correct("pn", model, context=["a", "safety"], channel=ch)}
    assert cands["pen"].p_channel == pytest.approx(0.3)
    assert cands["pin"].p_channel == pytest.approx(0.01)
    assert cands["pen"].score == pytest.approx(cands["pen"].p_word * 0.3)


def test_kcg_denominators_default_to_the_model_training_characters(model):
    from collections import Counter

    from engine.text import char_counts
    tokens = [t for s in CORPUS for t in s]
    chars = char_counts(model)
    expected = Counter()
    for t in tokens:
        w = "#" + t
        expected.update(w)
        expected.update(w[i:i + 2] for i in range(len(w) - 1))
    assert chars == pytest.approx(dict(expected))
    ch = confusion_channel([("delete", "pe", "p", 4)])            # no count rows
    cands = correct("pn", model, channel=ch, context=["I", "have", "a"])
    pen = next(c for c in cands if c.word == "pen")
    assert pen.p_channel == pytest.approx(4 / expected["pe"])


@pytest.mark.parametrize("row, match", [
    (("delete", "pe", "e", 1), "not an edit of one character"),
    (("transpose", "ab", "ab", 1), "not an edit"), (("count", "abc", "", 1), "count row")])
def test_bad_contextual_rows(row, match):
    with pytest.raises(DataError, match=match):
        confusion_channel([row])


@given(st.text(alphabet="peniax#", min_size=1, max_size=6),
       st.lists(st.sampled_from(["I", "have", "a", "safety", "zebra"]), max_size=3))
def test_the_kcg_channel_is_a_probability_for_any_word(model, word, context):
    rows = [r.split(",") for r in KCG_TABLE.splitlines()[2:]]
    channel = confusion_channel(rows)
    for c in correct(word, model, context=context, channel=channel):
        assert 0 <= c.p_channel <= 1 and c.score == pytest.approx(c.p_word * c.p_channel)


@pytest.mark.parametrize("costs, max_distance", [((1, 1, 1), 2), ((2, 1, 1), 3), ((1, 3, 2), 4),
                                                 ((0.5, 0.5, 1), 1.5)])
def test_every_word_within_the_distance_is_a_candidate(model, costs, max_distance):
    # the length pre-filter must not drop a word that the edit distance keeps
    word = "pn"
    want = {w for w in model.vocab_[2:]
            if edit_distance(w, word, *costs).distance <= max_distance + 1e-9}
    got = correct(word, model, max_distance, costs, top=len(model.vocab_))
    assert {c.word for c in got} == want
    assert len({len(w) for w in want}) > 1          # words longer or shorter than x are in


@pytest.mark.parametrize("order", [2, 3, 4])
def test_the_helps_example_works_on_the_built_in_text(order):
    """Help › Spelling: "I have a pxn" → pen and "a safety pxn" → pin on the English sample."""
    import resources
    from engine.text import sentences, tokenize

    text = (resources.path("text") / "english_sample.txt").read_text(encoding="utf-8")
    model = NgramModel(order).fit([tokenize(s, "treebank") for s in sentences(text)])
    assert correct("pxn", model, context="I have a".split())[0].word == "pen"
    assert correct("pxn", model, context=["a", "safety"])[0].word == "pin"
