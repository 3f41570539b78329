"""The eojeol boundary at the morpheme level: read_tagged keeps whether each morpheme starts an
eojeol, the tagger learns P(b | t, w) from it and tags with it (a tag the boundary rules out is
never chosen), and without boundaries it tags as before; saving and loading keep it."""
import numpy as np
import pytest

from engine import DataError
from engine.hmm import HMMTagger, parse_tagged, read_tagged
from engine.hmm.corpus import TaggedCorpus
import engine.hmm.tagger as tagger_module

from kaist_sample import CONLLU  # noqa: E402  (two UD Korean Kaist sentences)

# 이 after a noun: the subject particle (사람이, inside the eojeol) or, starting an eojeol of
# its own, the determiner "this" (사람 이 책). The particle is far more frequent after a noun,
# so a tagger blind to the space calls both a particle.
PARTICLE = [("사람", "ncn", True), ("이", "jcs", False), ("책", "ncn", True), ("좋", "paa", True),
            ("다", "ef", False)]
DETERMINER = [("이", "mma", True), ("책", "ncn", True), ("좋", "paa", True), ("다", "ef", False)]


def corpus_of(sentences):
    flat = [m for s in sentences for m in s]
    return TaggedCorpus([w for w, _, _ in flat], [t for _, t, _ in flat],
                        [len(s) for s in sentences], starts=[b for _, _, b in flat])


TRAIN = corpus_of([PARTICLE] * 5 + [DETERMINER] * 3)
AMBIGUOUS = ["사람", "이", "책", "좋", "다"]          # 사람 이 책 좋다


def test_read_tagged_keeps_the_eojeol_starts(tmp_path):
    path = tmp_path / "ko.conllu"
    path.write_text(CONLLU, encoding="utf-8")
    corpus = read_tagged(path, column="xpos", morphemes=True)
    # 내 | 고향 은 | 서울 이 ㅂ니다 | . — and the eojeol kept whole starts its own
    assert corpus.starts.tolist() == [True, True, False, True, False, False, True, True, True]
    assert corpus.subset([1]).starts.tolist() == [True, True]
    assert corpus[0][:3] == [("내", "mma"), ("고향", "ncn"), ("은", "jxt")]   # pairs unchanged
    assert read_tagged(path, column="upos").starts is None           # eojeols: nothing to add
    slash = parse_tagged("학교/NNG+에서/JKB 공부/NNG+하/XSV+었/EP+다/EF ./SF\n"
                         "bad/ /X\n나/NP+는/JX", morphemes=True, problems=[])
    assert slash.starts.tolist() == [True, False, True, False, False, False, True, True, False]
    assert len(slash.starts) == slash.n_tokens
    # sentences given as (word, tag) lists carry no boundary
    assert TaggedCorpus.from_sentences(list(slash)).starts is None
    with pytest.raises(DataError):
        TaggedCorpus(["a", "b"], ["X", "Y"], [2], starts=[True])


def test_the_boundary_tags_the_ambiguous_case_right():
    tagger = HMMTagger().fit(TRAIN)
    blind = [t for _, t in tagger.tag(AMBIGUOUS)]
    seen = [t for _, t in tagger.tag(AMBIGUOUS, starts=np.array([True, True, True, True,
                                                                    False]))]
    assert blind[1] == "jcs"                      # without the space: the particle
    assert seen == ["ncn", "mma", "ncn", "paa", "ef"]
    # 사람이 책 좋다, 이 inside the eojeol: still the particle
    inside = tagger.tag(AMBIGUOUS, starts=np.array([True, False, True, True, False]))
    assert inside[1][1] == "jcs"
    # a tagger fitted without boundaries has no factor, so they change nothing
    plain = HMMTagger().fit(list(TRAIN))
    assert plain.start_counts_ is None
    assert plain.tag(AMBIGUOUS, starts=np.array([True] * 4 + [False])) == plain.tag(AMBIGUOUS)
    assert plain.tag(AMBIGUOUS) == tagger.tag(AMBIGUOUS)


def test_boundary_scores_are_the_formula():
    tagger = HMMTagger().fit(TRAIN)
    k = tagger_module.BOUNDARY_PRIOR
    t = {name: i for i, name in enumerate(tagger.tags_)}
    scores = tagger.boundary_scores(["이", "낯선"], np.array([True, False]))
    # P(start | t): mma 3 of 3 tokens, jcs 0 of 5, ncn 13 of 13, paa 8 of 8, ef 0 of 8
    share = {"mma": 1.0, "jcs": 0.0, "ncn": 1.0, "ef": 0.0, "paa": 1.0}
    for name, p in share.items():
        assert tagger.start_counts_[:, t[name]].sum() / tagger.word_counts_[:, t[name]].sum() \
            == pytest.approx(p)
    # 이, starting an eojeol: (c(t, 이, start) + κ P(start | t)) / (c(t, 이) + κ)
    assert np.exp(scores[0, t["mma"]]) == pytest.approx((3 + k * 1.0) / (3 + k))
    assert scores[0, t["jcs"]] == -np.inf        # a particle never starts an eojeol
    assert np.exp(scores[0, t["ncn"]]) == pytest.approx(1.0)   # (0 + κ·1)/(0 + κ)
    # an unknown word inside an eojeol: 1 − P(start | t)
    assert scores[1, t["ef"]] == pytest.approx(0.0)
    assert scores[1, t["ncn"]] == -np.inf
    with pytest.raises(DataError):
        tagger.boundary_scores(["이"], np.array([True, False]))
    with pytest.raises(TypeError):
        tagger.tag(["이"], starts=[1])


def test_the_constraint_holds_on_every_path():
    # sentences of the two kinds mixed, tagged with their boundaries: a token whose starts say
    # "inside" never gets a tag seen only eojeol-initial, and the reverse, exact or with a beam
    rng = np.random.default_rng(3)
    test = corpus_of([[PARTICLE, DETERMINER][i] for i in rng.integers(0, 2, 40)])
    flipped = TaggedCorpus(test.words, test.tags, test.lengths,
                           starts=rng.random(test.n_tokens) < 0.5)
    for beam in (None, 1e6):
        tagger = HMMTagger(beam=beam).fit(TRAIN)
        initial = tagger.start_counts_.sum(axis=0) > 0
        inside = (tagger.word_counts_ - tagger.start_counts_).sum(axis=0) > 0
        for corpus in (test, flipped):
            pred = tagger.tag_flat(corpus.words, corpus.lengths, starts=corpus.starts)
            ok = np.where(corpus.starts, initial[pred], inside[pred])
            # a token all of whose candidates the boundary rules out keeps them all
            ruled = np.isfinite(tagger.boundary_scores(corpus.words, corpus.starts) +
                                tagger._emissions(list(corpus.words))).any(axis=1)
            assert ok[ruled].all()
        assert tagger.evaluate(test)["accuracy"] == 1.0
    # evaluate passes the corpus's boundaries: right where the blind tagger is wrong
    amb = corpus_of([[("사람", "ncn", True), ("이", "mma", True), ("책", "ncn", True),
                      ("좋", "paa", True), ("다", "ef", False)]])
    tagger = HMMTagger().fit(TRAIN)
    assert tagger.evaluate(amb)["accuracy"] == 1.0
    assert tagger.evaluate(list(amb))["accuracy"] == pytest.approx(0.8)


def test_save_and_load_keep_the_boundary(tmp_path):
    tagger = HMMTagger().fit(TRAIN)
    path = tmp_path / "ko.npz"
    tagger.save(path)
    again = HMMTagger.load(path)
    assert np.array_equal(again.start_counts_, tagger.start_counts_)
    starts = np.array([True, True, True, True, False])
    assert again.tag(AMBIGUOUS, starts=starts) == tagger.tag(AMBIGUOUS, starts=starts)
    plain = HMMTagger().fit(list(TRAIN))
    plain.save(path)
    assert HMMTagger.load(path).start_counts_ is None
