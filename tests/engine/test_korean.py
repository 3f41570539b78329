"""Korean text: jamo arithmetic, the jamo level of edit distance and spelling, Kiwi morphemes
(skipped without kiwipiepy), stop words by tag, UD Korean treebanks as morphemes, the jamo
suffixes of the unknown-word model, and the Korean samples written for Trellis."""
import importlib
import sys
import unicodedata

import nltk
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import resources
from engine import DataError
from engine.hmm import HMMTagger, parse_tagged, read_tagged
from engine.text import (SEJONG_TAGS, NgramModel, bigram_table, collocations, content_morphemes,
                         correct, count_types, edit_distance, edit_distances, from_jamo,
                         jamo_lengths, morpheme_tokens, stop_tokens, tag_name, to_jamo)

# the module (engine.text.morphemes is the function)
morphemes_module = importlib.import_module("engine.text.kiwi_morphemes")

SYLLABLES = st.integers(0xAC00, 0xD7A3).map(chr)
TEXT = st.lists(st.one_of(SYLLABLES, st.sampled_from(list(" .,!?abcXYZ019\n"))),
                max_size=40).map("".join)


# -- jamo -------------------------------------------------------------------------------------
@given(TEXT)
def test_jamo_round_trip_and_nfd(text):
    assert from_jamo(to_jamo(text)) == text
    conjoining = to_jamo(text, compatibility=False)
    assert conjoining == unicodedata.normalize("NFD", text)      # the standard's own algorithm
    assert from_jamo(conjoining) == text
    assert jamo_lengths([text, text[:3]]).tolist() == [len(to_jamo(text)),
                                                       len(to_jamo(text[:3]))]


def test_jamo_letters():
    assert to_jamo("강") == "ㄱㅏㅇ"
    assert to_jamo("닭 값!") == "ㄷㅏㄺ ㄱㅏㅄ!"
    assert to_jamo("강", compatibility=False) == "\u1100\u1161\u11bc"
    # a consonant followed by a vowel starts the next syllable; otherwise it is a final
    assert from_jamo("ㄱㅏㄴㅏ") == "가나"
    assert from_jamo("ㄱㅏㅇㅇㅏㅈㅣ") == "강아지"
    assert from_jamo("ㅋㅋ ok") == "ㅋㅋ ok"


# -- edit distance and spelling at the jamo level ---------------------------------------------
def test_jamo_edit_distance():
    # 강 → 감: one edit as syllables and as jamo (ㅇ → ㅁ)
    assert edit_distance("강", "감").distance == 1
    jamo = edit_distance("강", "감", level="jamo")
    assert jamo.distance == 1
    assert next(jamo.alignments())[-1] == ("substitute", "ㅇ", "ㅁ")
    # one syllable, three letters; two syllables, one letter (the final ㄱ moves over ㅇ)
    assert edit_distance("강", "눈").distance == 1
    assert edit_distance("강", "눈", level="jamo").distance == 3
    assert edit_distance("먹어", "머거").distance == 2
    assert edit_distance("먹어", "머거", level="jamo").distance == 1
    assert edit_distance("학교 에 갔다", "학교 에 간다", level="word").distance == 1
    pairs = [("강", "감"), ("먹어", "머거"), ("학교", "핵교"), ("사랑해요", "사랑행")]
    got = edit_distances(pairs, level="jamo")
    assert got.tolist() == [nltk.edit_distance(to_jamo(a), to_jamo(b)) for a, b in pairs]
    assert got.tolist() == [edit_distance(a, b, level="jamo").distance for a, b in pairs]
    with pytest.raises(DataError, match="level='word'"):
        edit_distance(["강"], ["감"], level="jamo")
    with pytest.raises(ValueError, match="level"):
        edit_distance("강", "감", level="syllable")


def test_jamo_spelling():
    sents = [["밥", "을", "먹어", "요"], ["강", "이", "넓다"], ["감", "을", "먹었다"],
             ["강", "에", "배", "가", "있다"]]
    model = NgramModel(order=2, smoothing="add_k", k=0.1).fit(sents * 3)
    # 머거 for 먹어 (written as it sounds): two syllables apart, one jamo (ㅇ dropped)
    assert "먹어" not in {c.word for c in correct("머거", model, max_distance=1)}
    best = correct("머거", model, max_distance=1, level="jamo")[0]
    assert (best.word, best.distance) == ("먹어", 1.0)
    assert [op for op, _, _ in best.alignment if op != "match"] == ["delete"]
    # 강 typed as 갇: 강, 감 and 가 are each one jamo away, the prior decides among them
    near = correct("갇", model, max_distance=1, level="jamo", top=20)
    assert {c.word for c in near} == {"강", "감", "가"}
    assert near[0].word == "강"                      # the most frequent of the three
    with pytest.raises(ValueError, match="level"):
        correct("갇", model, level="word")


# -- morphemes: Kiwi, tag names, stop words by tag ---------------------------------------------
def test_morphemes_with_kiwi():
    pytest.importorskip("kiwipiepy")
    got = morphemes_module.morphemes("나는 학교에 갔다.")
    assert ("학교", "NNG") in got and ("에", "JKB") in got and (".", "SF") in got
    assert [t for _, t in got][:2] == ["NP", "JX"]
    assert all(tag in SEJONG_TAGS for _, tag in got)
    from engine.text import tokenize

    assert tokenize("학교에서", "korean") == ["학교", "에서"]
    assert morphemes_module.morphemes("   ") == []
    from engine.text import term_matrix       # the documents pipeline takes the tokenizer too

    tm = term_matrix(["학교에서 공부했다.", "학교에 갔다."], weighting="counts",
                     tokenizer="korean")
    assert "학교" in tm.terms and "학교에서" not in tm.terms


def test_missing_kiwi_says_how_to_install(monkeypatch):
    monkeypatch.setattr(morphemes_module, "_kiwi", None)
    monkeypatch.setitem(sys.modules, "kiwipiepy", None)     # import kiwipiepy now fails
    with pytest.raises(DataError, match=r'pip install "trellis\[korean\]"'):
        morphemes_module.morphemes("학교")
    from engine.text import tokenize

    with pytest.raises(DataError, match="Kiwi"):
        tokenize("학교", "korean")


PAIRS = [("학교", "NNG"), ("에서", "JKB"), ("공부", "NNG"), ("하", "XSV"), ("었", "EP"),
         ("다", "EF"), (".", "SF"), ("학교", "NNG"), ("에", "JKB"), ("가", "VV"), ("았", "EP"),
         ("다", "EF"), (".", "SF")]


def test_tag_names_and_stop_words_by_tag():
    assert SEJONG_TAGS["JKS"] == ("주격 조사", "subject particle")
    assert tag_name("JKS", "ko") == "주격 조사" and tag_name("VA-I") == "adjective"
    assert tag_name("XYZ") == "XYZ"
    assert content_morphemes(PAIRS) == [("학교", "NNG"), ("공부", "NNG"), ("하", "XSV"),
                                        ("학교", "NNG"), ("가", "VV")]
    tokens = morpheme_tokens(PAIRS)
    assert tokens[:2] == ["학교/NNG", "에서/JKB"]
    assert morpheme_tokens(PAIRS, tags=False)[:2] == ["학교", "에서"]
    stop = stop_tokens(tokens)
    assert stop == {"에서/JKB", "에/JKB", "었/EP", "았/EP", "다/EF", "./SF"}
    with pytest.raises(DataError, match="form, tag"):
        content_morphemes(["학교"])


def test_zipf_and_collocations_over_morphemes():
    tokens = morpheme_tokens(PAIRS)
    counts = count_types(tokens)
    assert counts.types[:3] == ("./SF", "다/EF", "학교/NNG") and counts.n_tokens == 13
    # stop morphemes drop their bigrams but N stays the whole text (NLTK's finder does so)
    finder = nltk.collocations.BigramCollocationFinder.from_words(tokens)
    finder.apply_word_filter(lambda w: w in stop_tokens(tokens))
    ours = collocations(tokens, "pmi", top=None, stopwords=stop_tokens(tokens))
    theirs = finder.score_ngrams(nltk.collocations.BigramAssocMeasures.pmi)
    assert [b for b, _ in ours] == [b for b, _ in theirs] == [("공부/NNG", "하/XSV")]
    assert ours[0][1] == pytest.approx(theirs[0][1])
    assert bigram_table(tokens).n == 13


# -- UD Korean treebanks as morphemes -----------------------------------------------------------
from kaist_sample import CONLLU  # noqa: E402  (two UD Korean Kaist sentences)


def test_read_tagged_morphemes(tmp_path):
    path = tmp_path / "ko.conllu"
    path.write_text(CONLLU, encoding="utf-8")
    corpus = read_tagged(path, column="xpos", morphemes=True)
    assert corpus[0] == [("내", "mma"), ("고향", "ncn"), ("은", "jxt"), ("서울", "nq"),
                         ("이", "jp"), ("ㅂ니다", "ef"), (".", "sf")]
    # LEMMA and XPOS of different lengths: the eojeol stays whole with its XPOS
    assert corpus[1] == [("있었다", "px+ep+ef"), ("+", "sw")]
    assert read_tagged(path, column="upos")[0][1] == ("고향은", "NOUN")
    with pytest.raises(DataError, match="column='xpos'"):
        read_tagged(path, column="upos", morphemes=True)
    slash = parse_tagged("학교/NNG+에서/JKB 공부/NNG+하/XSV+었/EP+다/EF ./SF", morphemes=True)
    assert slash[0] == [("학교", "NNG"), ("에서", "JKB"), ("공부", "NNG"), ("하", "XSV"),
                        ("었", "EP"), ("다", "EF"), (".", "SF")]


def test_unknown_hangul_words_by_jamo_suffix():
    # verbs with the adnominal ending ㄴ (a final consonant) against nouns: the unknown 선
    # shares no syllable with the training words, only its final ᆫ
    train = [[("간", "ETM_VERB"), ("책", "NOUN")], [("한", "ETM_VERB"), ("물", "NOUN")],
             [("본", "ETM_VERB"), ("밥", "NOUN")], [("준", "ETM_VERB"), ("봄", "NOUN")]]
    tagger = HMMTagger(order=1).fit(train * 2)
    assert tagger.tag(["선"])[0][1] == "ETM_VERB"
    assert tagger.explain("선").suffix == "\u11ab"          # the jamo suffix that decided
    assert tagger.tag(["곰"])[0][1] == "NOUN"
    # the maximum-entropy model's weights say why: the final ᆫ pulls toward the verb form
    weights = dict(tagger.explain("선").features)
    assert weights["j=\u11ab"] > 0


def test_tagger_with_hangul_model_saves_and_loads(tmp_path):
    corpus = read_tagged(resources.path("tagged", "korean_sample.txt"))
    tagger = HMMTagger().fit(corpus)
    assert tagger.suffix_model_.hangul_ is not None
    path = tmp_path / "ko.npz"
    tagger.save(path)
    again = HMMTagger.load(path)
    words = ["바다에서", "읽는다", "고양이가", "책"]
    assert np.array_equal(again.suffix_model_.log_emissions(words),
                          tagger.suffix_model_.log_emissions(words))
    assert again.tag(["민지", "가", "편지", "를", "읽", "었", "다", "."]) == tagger.tag(
        ["민지", "가", "편지", "를", "읽", "었", "다", "."])


# -- the samples written for Trellis -------------------------------------------------------------
def test_korean_samples_load():
    from engine.io.documents import read_documents
    from engine.spam import load_corpus

    mail = load_corpus(resources.path("spam_ko"))
    assert sorted(mail.classes) == ["ham", "spam"]
    assert min(sum(label == c for label in mail.labels) for c in mail.classes) >= 60
    assert not mail.problems
    assert any("(광고)" in s for s in mail.subjects) and any("무료" in t for t, label in
                                                          zip(mail.texts, mail.labels)
                                                          if label == "ham")
    tagged = read_tagged(resources.path("tagged", "korean_sample.txt"))
    assert len(tagged) >= 150
    assert set(tagged.tags) <= set(SEJONG_TAGS)
    assert ("ㄴ다", "EF") in {p for s in tagged for p in s}
    docs = read_documents(resources.path("documents_ko"))
    assert len(docs.classes) == 5 and len(docs) >= 75 and not docs.problems


def test_unknown_hangul_model_learns_from_types_not_tokens():
    # one verb seen ten times against four nouns seen once, all ending in 다, and a frequent
    # noun: an unknown word ending in 다 is a new type, and most types ending so are nouns.
    # Counted by tokens (TnT's rare words) the verb's ten tokens would outweigh them.
    from engine.hmm.unknown import SuffixModel

    names = ["가다", "나다", "마다", "사다", "하다", "그"]
    B = np.array([[0, 1, 1, 1, 1, 40],              # NOUN
                  [10, 0, 0, 0, 0, 0]], float)       # VERB
    model = SuffixModel().fit(names, B)
    assert model.hangul_.classes_.tolist() == [0, 1]
    assert int(np.argmax(model.log_emission("바다"))) == 0


def test_unknown_hangul_features_see_every_syllable():
    # the bag of syllables: a syllable inside the word (스 of 클린스턴) is a feature wherever it
    # stands, and the first syllable is seen with the word's length
    from engine.hmm.unknown_hangul import Stems, features

    out = features("클린스턴", Stems({}, {}))
    assert {"c=클", "c=린", "c=스", "c=턴", "first=클|4", "last=턴|4"} <= set(out)


def test_typed_words_are_tokenized_as_the_model_was_trained():
    """The Probe, Score and Spelling contexts a student types go through the training text's
    tokenizer (on the worker), not a split on spaces: Korean morphemes, Treebank's "n't"."""
    from engine import run_job
    from engine.workflows.language_models import (iter_probe, iter_train_models, iter_typed,
                                                  iter_typed_words)

    def trained(text, method):
        settings = {"method": method, "pattern": None, "mwes": (), "dictionary": None}
        return run_job(iter_train_models(text, settings, lowercase=True, heldout_share=0.2,
                                         orders=(1, 2), k=1.0, discount=0.75, unk_cutoff=1))

    en = trained("I don't know. You don't say. We know it. " * 4, "treebank")
    assert run_job(iter_typed_words(en, "I Don't")) == ["i", "do", "n't"]
    assert run_job(iter_typed_words(en, "  ")) == []
    probe = run_job(iter_typed(en, "We don't", iter_probe, "context",
                               model=en.comparison.models[(2, "laplace")]))
    assert probe.context == ("we", "do", "n't") and probe.words[0] in ("say", "know")
    pytest.importorskip("kiwipiepy")
    ko = trained("나는 학교에 갔다. 너는 학교에서 공부했다. " * 4, "korean")
    assert run_job(iter_typed_words(ko, "학교에서")) == ["학교", "에서"]
