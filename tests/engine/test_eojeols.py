"""Eojeols split into morphemes (engine.text.eojeols): every morpheme lands in its eojeol and the
forms are Kiwi's own, checked against kiwipiepy called directly; particles and stems by tag; the
counts before and after; without Kiwi, the eojeol side and a sentence saying how to install it."""
import sys

import pytest

from engine import DataError
from engine.text import eojeol_counts, jamo_row, morphemes, split_eojeols
# the module (engine.text.morphemes is the function)
morphemes_module = sys.modules["engine.text.kiwi_morphemes"]

TEXT = "나는 학교에서는 공부를 했다. 학교에 갔다."


@pytest.fixture(scope="module")
def split():
    pytest.importorskip("kiwipiepy")
    return split_eojeols(TEXT)


def test_each_eojeol_holds_its_own_morphemes(split):
    assert [e.text for e in split] == TEXT.split()
    assert [e.start for e in split] == [0, 3, 9, 13, 17, 21]
    assert all(TEXT[e.start:e.start + len(e.text)] == e.text for e in split)
    # the same morphemes, in the same order, as the whole text's analysis
    assert [p for e in split for p in e.morphemes] == morphemes(TEXT)
    school = split[1]
    assert school.morphemes == (("학교", "NNG"), ("에서", "JKB"), ("는", "JX"))
    assert school.stems == ("학교",) and school.particles == ("에서", "는")
    assert split[5].morphemes[:2] == (("가", "VV"), ("었", "EP"))   # 갔 restored to 가 + 었


def test_counts_before_and_after_the_split(split):
    c = eojeol_counts(TEXT, split)
    assert (c.eojeols.n_tokens, c.eojeols.n_types) == (6, 6)
    n = len(morphemes(TEXT))
    assert c.morphemes.n_tokens == n
    assert "학교/NNG" in c.morphemes.types and c.morphemes.frequencies[
        c.morphemes.types.index("학교/NNG")] == 2           # two eojeols, one stem
    tags = dict(c.tags)
    assert sum(tags.values()) == n and tags["NNG"] >= 3
    bound = sum(v for t, v in tags.items() if t[0] in "JE")
    assert c.bound_share == pytest.approx(bound / n)
    # stop words by tag: particles, endings and punctuation are gone
    assert all(tok.rsplit("/", 1)[1][0] not in "JES" for tok in c.content.types)


def test_without_kiwi_the_eojeols_and_jamo_still_work(monkeypatch):
    monkeypatch.setattr(morphemes_module, "_kiwi", None)
    monkeypatch.setitem(sys.modules, "kiwipiepy", None)      # importing kiwipiepy now fails
    with pytest.raises(DataError, match=r"trellis\[korean\]"):
        split_eojeols(TEXT)
    c = eojeol_counts(TEXT, None)
    assert c.morphemes is None and c.eojeols.n_tokens == 6
    assert jamo_row("학교") == "ㅎㅏㄱ ㄱㅛ"
    with pytest.raises(DataError, match="split_eojeols"):
        eojeol_counts(TEXT, ["학교"])


def test_tagged_morphemes_as_tokens_and_stop_words_by_tag(split):
    from engine.text import bigram_table, stop_tokens, tokenize

    tokens = tokenize(TEXT, "korean_tagged")
    assert tokens == [f"{f}/{t}" for e in split for f, t in e.morphemes]
    stop = stop_tokens(tokens)
    assert "에서/JKB" in stop and "다/EF" in stop and "학교/NNG" not in stop
    more = tokenize("기계 학습을 공부했다. 기계 학습은 어렵다.", "korean_tagged")
    table = bigram_table(more, stopwords=stop_tokens(more))
    assert set(table.bigrams) == {("기계/NNG", "학습/NNG"), ("공부/NNG", "하/XSV")}  # no J/E/S
