"""Minimum edit distance: NLTK's distances, the notes' SNOWY -> SUNNY example, alignments,
the cell-by-cell fill, user costs and the batched version."""
import random
from functools import lru_cache

import nltk
import numpy as np
import pytest

from engine.text import edit_distance, edit_distances


def reference(a, b, ins, dele, sub):
    """The recurrence written directly (memoised recursion) for a few small cases."""
    @lru_cache(maxsize=None)
    def e(i, j):
        if i == 0:
            return j * ins
        if j == 0:
            return i * dele
        return min(e(i - 1, j) + dele, e(i, j - 1) + ins,
                   e(i - 1, j - 1) + sub * (a[i - 1] != b[j - 1]))
    return e(len(a), len(b))


def random_pairs(n, seed=0, alphabet="abcde", longest=9):
    rng = random.Random(seed)
    word = lambda: "".join(rng.choice(alphabet) for _ in range(rng.randint(0, longest)))  # noqa
    return [(word(), word()) for _ in range(n)]


@pytest.mark.parametrize("sub", [1, 2])
def test_distances_equal_nltk(sub):
    pairs = random_pairs(400, seed=sub)
    ours = [edit_distance(a, b, substitute=sub).distance for a, b in pairs]
    ref = [nltk.edit_distance(a, b, substitution_cost=sub) for a, b in pairs]
    assert ours == ref
    np.testing.assert_array_equal(edit_distances(pairs, substitute=sub), ref)


@pytest.mark.parametrize("ins, dele, sub", [(2, 1, 1), (1, 3, 2.5), (0.5, 0.5, 3)])
def test_user_costs_follow_the_recurrence(ins, dele, sub):
    for a, b in random_pairs(60, seed=7, longest=7):
        e = edit_distance(a, b, ins, dele, sub)
        assert e.distance == pytest.approx(reference(a, b, ins, dele, sub))
        assert e.table[-1, -1] == e.distance


def test_snowy_sunny_from_the_notes():
    e = edit_distance("SNOWY", "SUNNY")
    assert e.distance == 3
    shown = [("match", "S", "S"), ("insert", None, "U"), ("match", "N", "N"),
             ("substitute", "O", "N"), ("delete", "W", None), ("match", "Y", "Y")]
    alignments = list(e.alignments())
    assert shown in alignments                       # S - N O W Y / S U N N - Y
    assert len(alignments) == e.count_alignments() == 3
    for al in alignments:
        assert sum(c for _, c in e.script(al)) == 3
        cells = e.path_cells(al)
        assert cells[0] == (0, 0) and cells[-1] == (5, 5)
        assert all(e.on_optimal_path()[i, j] for i, j in cells)


def test_every_listed_alignment_costs_the_distance():
    for a, b in random_pairs(50, seed=3, longest=6):
        e = edit_distance(a, b, 1, 1, 2)
        als = list(e.alignments())
        assert len(als) == e.count_alignments() >= 1
        for al in als:
            assert sum(c for _, c in e.script(al)) == pytest.approx(e.distance)
            assert "".join(x for _, x, _ in al if x) == a
            assert "".join(y for _, _, y in al if y) == b


def test_fill_steps_reveal_the_table_cell_by_cell():
    e = edit_distance("kitten", "sitting")
    steps = list(e.iter_fill())
    assert len(steps) == 6 * 7 and [s.iteration for s in steps] == list(range(1, 43))
    assert (steps[0].i, steps[0].j) == (1, 1) and steps[-1].converged
    for s in steps:
        assert s.value == e.table[s.i, s.j] == min(s.delete, s.insert, s.substitute)
    assert steps[-1].value == e.distance == 3


def test_word_level_distance():
    e = edit_distance("the cat sat on the mat".split(), "the dog sat on a mat".split())
    assert e.distance == 2
    assert nltk.edit_distance("the cat sat on the mat".split(),
                              "the dog sat on a mat".split()) == 2


def test_long_strings():
    rng = random.Random(1)
    a = "".join(rng.choice("acgt") for _ in range(2000))
    b = "".join(rng.choice("acgt") for _ in range(2000))
    e = edit_distance(a, b)
    assert edit_distances([(a, b)])[0] == e.distance
    short = edit_distance(a[:300], b[:300]).distance
    assert short == nltk.edit_distance(a[:300], b[:300])


def test_negative_costs_rejected():
    with pytest.raises(ValueError, match="insert"):
        edit_distance("a", "b", insert=-1)


def test_fill_steps_follow_the_step_protocol():
    import dataclasses

    from engine import Step

    e = edit_distance("SNOWY", "SUNNY")
    steps = list(e.iter_fill())
    assert all(isinstance(s, Step) for s in steps)
    assert [s.converged for s in steps] == [False] * 24 + [True]   # complete table only
    assert all(s.stopped is None and s.phase == "fill" for s in steps)
    assert steps[-1].objective == e.distance == 3 and type(steps[0]).objective_name == "value"
    with pytest.raises(dataclasses.FrozenInstanceError):
        steps[0].value = 0


@pytest.mark.parametrize("a, b, error", [
    ("abc", 5, TypeError), (None, "abc", TypeError), ([["x"]], ["y"], TypeError),
])
def test_bad_input_rejected_at_call_time(a, b, error):
    with pytest.raises(error, match="must be"):
        edit_distance(a, b)
    with pytest.raises(error):
        edit_distances([(a, b)])


def test_counts_and_optimal_cells_equal_enumeration():
    for a, b in random_pairs(150, seed=11, alphabet="ab", longest=7):
        for costs in [(1, 1, 1), (1, 1, 2), (0, 1, 1)]:
            e = edit_distance(a, b, *costs)
            als = list(e.alignments())
            assert e.count_alignments() == len(als)
            on = np.zeros_like(e.on_optimal_path())
            for al in als:
                for cell in e.path_cells(al):
                    on[cell] = True
            np.testing.assert_array_equal(on, e.on_optimal_path())


def test_three_thousand_characters_are_exact():
    """Was minutes of Python loops; bench/bench_text.py times it."""
    rng = random.Random(0)
    a = "".join(rng.choice("abcdefghij ") for _ in range(3000))
    b = "".join(rng.choice("abcdefghij ") for _ in range(3000))
    e = edit_distance(a, b)
    count = e.count_alignments()
    on = e.on_optimal_path()
    assert e.distance == edit_distances([(a, b)])[0]
    assert count > 10**200 and on[0, 0] and on[-1, -1]


def test_too_large_tables_say_what_to_use_instead():
    from engine import DataError

    with pytest.raises(DataError, match="edit_distances"):
        edit_distance("a" * 6000, "b" * 6000)
    assert edit_distances([("a" * 6000, "b" * 6000)])[0] == 6000


def _mixed_pairs(seed):
    """Short and long (past 64 items, so both the bit-parallel and the row paths run), empty,
    identical, non-ASCII pairs and strings holding NUL (the encoder's separator)."""
    rng = random.Random(seed)
    pairs = random_pairs(300, seed=seed, alphabet="abcdé€😀", longest=12)
    for _ in range(40):
        n, m = rng.randint(0, 140), rng.randint(0, 140)
        pairs.append(("".join(rng.choice("acgt") for _ in range(n)),
                      "".join(rng.choice("acgt") for _ in range(m))))
    pairs += [("", ""), ("same", "same"), ("x" * 70, "x" * 3), ("ab" * 40, "ba" * 40),
              ("a\0b", "ab"), ("\0", ""), ("\0\0x", "x\0")]
    return pairs


@pytest.mark.parametrize("costs", [(1, 1, 1), (1, 1, 2), (2, 2, 2), (1, 1, 3), (3, 3, 7),
                                   (1, 2, 1), (2, 1, 3), (0.5, 0.5, 0.5), (1, 1, 1.5)])
def test_every_batched_path_equals_the_recurrence(costs):
    ins, dele, sub = costs
    pairs = _mixed_pairs(sum(costs).__hash__() % 100)
    ours = edit_distances(pairs, ins, dele, sub)
    one = [edit_distance(a, b, ins, dele, sub).distance for a, b in pairs]
    np.testing.assert_array_equal(ours, one)         # the fast paths agree bit for bit
    for (a, b), d in zip(pairs[::9], ours[::9]):
        e = edit_distance(a, b, ins, dele, sub)
        assert e.table[-1, -1] == d                  # ... and with the table's corner
        if (ins, dele) == (1, 1):
            assert d == nltk.edit_distance(a, b, substitution_cost=sub)


@pytest.mark.parametrize("longest", [1, 15, 16, 17, 31, 32, 33, 63, 64])
@pytest.mark.parametrize("sub", [1, 2])
def test_bit_parallel_words_of_every_width_give_the_distance(longest, sub):
    # the batch's longest bit side picks uint16, uint32 or uint64 words: at each width's edge
    # (a side that fills every bit of its word, or one bit more) the distances stay nltk's
    rng = random.Random(longest * 10 + sub)
    word = lambda n: "".join(rng.choice("abc") for _ in range(n))  # noqa: E731
    pairs = [(word(longest), word(rng.randint(0, longest))) for _ in range(30)]
    pairs += [(word(rng.randint(0, longest)), word(longest)) for _ in range(30)]
    pairs += [(word(rng.randint(0, longest)), word(rng.randint(0, longest))) for _ in range(30)]
    ref = [nltk.edit_distance(a, b, substitution_cost=sub) for a, b in pairs]
    np.testing.assert_array_equal(edit_distances(pairs, substitute=sub), ref)


def test_word_level_batches_and_tuples():
    rng = random.Random(5)
    vocab = ["the", "cat", "sat", "on", "mat", "a", "dog", ("x", 1)]
    pairs = [([rng.choice(vocab) for _ in range(rng.randint(0, 8))],
              tuple(rng.choice(vocab) for _ in range(rng.randint(0, 8)))) for _ in range(200)]
    pairs += [("cat", ["c", "a", "t"]), (["d", "o", "g"], "dig")]   # a string is its characters
    ours = edit_distances(pairs)
    np.testing.assert_array_equal(ours, [nltk.edit_distance(list(a), list(b)) for a, b in pairs])


def test_distance_alone_builds_no_table():
    e = edit_distance("intention", "execution")
    assert e.distance == 5 and e._table is None      # the table waits until it is asked for
    assert e.table[-1, -1] == 5 and e.moves.shape == (10, 10)
    assert len(list(e.iter_fill())) == 81


def test_bad_pairs_rejected():
    with pytest.raises(TypeError, match="pairs"):
        edit_distances(["ab", "cd"])
    with pytest.raises(TypeError, match="pairs"):
        edit_distances([("a", "b", "c")])
    with pytest.raises(TypeError, match="pairs"):
        edit_distances("ab")
