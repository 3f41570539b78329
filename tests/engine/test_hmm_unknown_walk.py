"""The unknown-word model's vectorised parts (issue 30) against direct word-by-word
definitions: the shape of a word, the Hangul test and the walk down the suffix tries (the
longest suffix of a word seen in training, and the whole chain to it)."""
import re

import numpy as np
import pytest

from engine.hmm.unknown import SHAPES, SuffixModel, letters, shape, shape_codes
from engine.text.jamo import is_hangul

# capitalised or not (str.isupper of the first character: "Éa", "ǅ" titlecase is not upper,
# "ß"), digits of any script ("١٢" Arabic-Indic, "x٣"), hyphens, Hangul, empty words
WORDS = ["", "a", "A", "Éa", "ǅemal", "ß", "ΣΑΣ", "İstanbul", "1990s", "١٢", "x٣", "well-known",
         "Ab-12", "-", "한국어", "국어의", "Ⅻ", "a\nb", "x|y", "walked", "Walked", "talked",
         "naked", "baked", "lamp", "la", "ked"]


def direct_shape(word):
    return (("C" if word[:1].isupper() else "l") + ("D" if re.search(r"\d", word) else "")
            + ("H" if "-" in word else ""))


def direct_walk(model, word):
    """The trie nodes of ``word`` from its shape's root, one dict look-up per suffix length,
    stopping at the first suffix not seen (or seen fewer than min_count times)."""
    head = direct_shape(word) + "|"
    if head not in model.index_:
        return []
    found, low = [model.index_[head]], letters(word)
    for n in range(1, min(model.max_suffix, len(low)) + 1):
        i = model.index_.get(head + low[-n:])
        if i is None or model.counts_[i].sum() < model.min_count:
            break
        found.append(i)
    return found


@pytest.fixture(scope="module")
def rng_words():
    rng = np.random.default_rng(3)
    alphabet = list("abdekltXYZÉ-19٣ß한국어의\n|")
    return WORDS + ["".join(rng.choice(alphabet, rng.integers(0, 12))) for _ in range(400)]


def test_shape_codes_are_the_word_by_word_shapes(rng_words):
    assert [SHAPES[c] for c in shape_codes(rng_words)] == [direct_shape(w) for w in rng_words]
    assert [shape(w) for w in WORDS] == [direct_shape(w) for w in WORDS]
    assert shape("1990s") == "lD" and shape("Paris") == "C" and shape("well-known") == "lH"
    assert shape_codes([]).shape == (0,)


def test_is_hangul_is_a_syllable_anywhere():
    assert [is_hangul(w) for w in ["abc", "", "x가", "힣", "\ud7a4", "ㄱㅏ", "é", "ab한"]] == \
        [False, False, True, True, False, False, False, True]
    assert is_hangul(list("a가")) and not is_hangul(["a", "b"])


@pytest.mark.parametrize("min_count", [1, 2, 3])
def test_trie_walk_equals_the_dict_walk(rng_words, min_count):
    """Every word's chain (node) and deciding node are those of a direct walk, on tries with
    capitalised, digit, hyphen and Hangul words (a shape without a trie: no node); the
    batched emission scores are the single-word ones."""
    train = ["walked", "talked", "naked", "Walked", "Paris", "1990s", "well-known", "lamp",
             "한국어", "국어의", "la", "ked", "É-1", "x٣"] * 1
    tags = [0, 0, 1, 0, 2, 1, 1, 2, 2, 1, 2, 0, 1, 1]
    B = np.zeros((3, len(train)))
    B[tags, np.arange(len(train))] = [1, 2, 1, 1, 3, 1, 1, 2, 1, 1, 1, 2, 1, 1]
    model = SuffixModel(min_count=min_count, hangul=False).fit(train, B)
    for w in rng_words:
        assert model.node(w) == direct_walk(model, w), w
    chains = [direct_walk(model, w) for w in rng_words]
    deepest = model._deepest(rng_words)
    assert deepest.tolist() == [c[-1] if c else -1 for c in chains]
    assert (deepest < 0).any() and (deepest >= 0).any()
    # some walks end below the root, some stop early for min_count
    assert max(map(len, chains)) >= 4
    np.testing.assert_array_equal(model.log_emissions(rng_words),
                                  [model.log_emission(w) for w in rng_words])


def test_case_variants_of_many_words_are_the_word_by_word_ones():
    """An unknown word takes its known lower-case form, else its known capitalised form
    (one str.lower for all the words: Σ at a word's end lower-cases to ς as alone)."""
    from engine.hmm import HMMTagger, parse_tagged

    corpus = parse_tagged("the/D dog/N barks/V ./P\nParis/N σας/N sleeps/V ./P\n"
                          "a/D ﬁne/J dog/N ./P\nDog/V it/N ./P\n" * 3)
    tagger = HMMTagger(order=1).fit(corpus)
    words = ["DOG", "paris", "PARIS", "ΣΑΣ", "ΣΑΣ\nx", "a\nb", "ΦΙΝΕ", "Barks", "zzz", "İ", ""]
    got = tagger._unknown_emissions(words)
    np.testing.assert_array_equal(got, [tagger._unknown_emission(w) for w in words])
    assert not np.array_equal(got[0], tagger.emission("Dog"))    # "dog" first, not "Dog"
    assert [tagger.case_variant(w) for w in words[:4]] == ["dog", "Paris", "Paris", "σας"]


def test_trie_walk_without_the_rank_table(rng_words, monkeypatch):
    """Letters past engine.hmm.unknown.RANK_TABLE (here every letter: the table is off) are
    ranked by a search in the alphabet, with the same walk; a word with a letter past the
    table's end (U+20000) walks as a word whose letter is in no suffix."""
    import engine.hmm.unknown as unknown

    train = ["walked", "talked", "naked", "Walked", "1990s", "x٣", "한국어", "ked"]
    B = np.ones((2, len(train)))
    words = rng_words + ["\U00020000ked", "ked\U00020000"]
    with_table = SuffixModel(hangul=False).fit(train, B)
    assert with_table._rank is not None
    monkeypatch.setattr(unknown, "RANK_TABLE", 0)
    without = SuffixModel(hangul=False).fit(train, B)
    assert without._rank is None
    assert with_table._deepest(words).tolist() == without._deepest(words).tolist() == \
        [(direct_walk(without, w) or [-1])[-1] for w in words]
