"""Tagging a whole text file: the tags are the tagger's own Viterbi tags, both output formats read
back as the same corpus, a cancelled run leaves no file, and bad input is explained."""
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import resources
from engine import DataError, Progress
from engine.hmm import HMMTagger, read_tagged
from engine.hmm.tag_file import format_sentence, iter_tag_file, split_and_tokenize

TEXT = ("Time flies like an arrow. Fruit flies like a banana.\n\n"
        "The old man can fish. They can fish in the river near Seoul.\n")


@pytest.fixture(scope="module")
def tagger():
    return HMMTagger(emission_alpha=0.001).fit(read_tagged(resources.path("tagged",
                                                                           "sample.txt")))


def run(gen):
    progress = []
    while True:
        try:
            progress.append(next(gen))
        except StopIteration as stop:
            return stop.value, progress


@pytest.mark.parametrize("fmt", ["slash", "conllu"])
def test_tags_are_the_taggers_and_read_back(tmp_path, tagger, fmt):
    src = tmp_path / "in.txt"
    src.write_text(TEXT, encoding="utf-8")
    dst = tmp_path / ("out.txt" if fmt == "slash" else "out.conllu")
    result, progress = run(iter_tag_file(tagger, src, dst, fmt=fmt, method="wordpunct"))
    assert all(isinstance(p, Progress) for p in progress) and progress[-1].done == \
        progress[-1].total
    sentences = split_and_tokenize(TEXT, "wordpunct")
    assert [s[:3] for s in sentences] == [["Time", "flies", "like"], ["Fruit", "flies", "like"],
                                          ["The", "old", "man"], ["They", "can", "fish"]]
    back = read_tagged(dst, fmt, "xpos")            # Penn tags go to CoNLL-U's XPOS column
    assert [list(s) for s in back] == tagger.tag_sents(sentences)
    assert result.n_sentences == 4 and result.n_tokens == sum(map(len, sentences))
    assert result.format == fmt and result.target == dst and result.encoding
    assert result.preview[0] == tuple(tagger.tag(sentences[0]))
    assert result.n_unknown == sum(w not in tagger.vocab_ for s in sentences for w in s)


def test_second_order_tagger_and_treebank_tokens(tmp_path):
    corpus = read_tagged(resources.path("tagged", "sample.txt"))
    second = HMMTagger(order=2).fit(corpus)
    src, dst = tmp_path / "in.txt", tmp_path / "out.txt"
    src.write_text("She can't fish. The dogs like the river.", encoding="utf-8")
    result, progress = run(iter_tag_file(second, src, dst, work=5_000))
    assert len(progress) > 3                          # small chunks: cancellable often
    words = [w for s in read_tagged(dst, "slash") for w, _ in s]
    assert "n't" in words and "ca" in words          # Treebank split the clitic
    assert [list(s) for s in read_tagged(dst, "slash")] == second.tag_sents(
        split_and_tokenize(src.read_text(), "treebank"))
    assert result.n_sentences == 2


def test_upos_tags_go_to_the_upos_column():
    line = format_sentence(["The", "dog"], ["DET", "NOUN"], "conllu", 7, upos=True)
    assert line.startswith("# sent_id = 7\n# text = The dog\n1\tThe\t_\tDET\t_\t")
    assert format_sentence(["a"], ["DT"], "conllu", upos=False).split("\n")[2].split("\t")[3:5] \
        == ["_", "DT"]
    assert format_sentence(["a", "b/c"], ["X", "Y"], "slash") == "a/X b/c/Y\n"


def test_cancelled_run_leaves_no_file_and_keeps_an_old_one(tmp_path, tagger):
    src, dst = tmp_path / "in.txt", tmp_path / "out.txt"
    src.write_text(TEXT * 50, encoding="utf-8")
    dst.write_text("old", encoding="utf-8")
    gen = iter_tag_file(tagger, src, dst, method="whitespace", work=2000)
    for _ in range(4):
        next(gen)
    gen.close()                                       # what a cancelled worker does
    assert dst.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt", "out.txt"]


def test_bad_input_is_explained(tmp_path, tagger):
    src = tmp_path / "empty.txt"
    src.write_text("   \n\n", encoding="utf-8")
    with pytest.raises(DataError, match="no words to tag"):
        run(iter_tag_file(tagger, src, tmp_path / "o.txt"))
    assert not (tmp_path / "o.txt").exists()
    src.write_text("word", encoding="utf-8")
    with pytest.raises(DataError, match="overwrite its source"):
        run(iter_tag_file(tagger, src, src))
    with pytest.raises(DataError, match="Cannot read missing.txt"):
        run(iter_tag_file(tagger, tmp_path / "missing.txt", tmp_path / "o.txt"))
    with pytest.raises(DataError, match="Cannot write"):
        run(iter_tag_file(tagger, src, tmp_path / "no" / "such" / "o.txt"))
    with pytest.raises(ValueError, match="fmt"):
        run(iter_tag_file(tagger, src, tmp_path / "o.txt", fmt="xml"))
    from engine import NotFittedError
    with pytest.raises(NotFittedError):
        run(iter_tag_file(HMMTagger(), src, tmp_path / "o.txt"))


WORDS = ["time", "flies", "like", "an", "arrow", "Fish", "can", "blorf", "x-1", "42", "/", "a/b"]


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=8), min_size=1,
                max_size=6), st.sampled_from(["slash", "conllu"]))
def test_any_text_reads_back_as_the_taggers_tags(tagger, sentences, fmt):
    """Whatever the words (slashes and digits included), the written file reads back as the
    words tokenised and the tags the tagger gives them, in both formats."""
    with tempfile.TemporaryDirectory() as tmp:
        src, dst = Path(tmp) / "in.txt", Path(tmp) / "out.txt"
        src.write_text("\n\n".join(" ".join(s) for s in sentences), encoding="utf-8")
        result, _ = run(iter_tag_file(tagger, src, dst, fmt=fmt, method="whitespace"))
        back = [list(s) for s in read_tagged(dst, fmt, "xpos")]
    assert back == tagger.tag_sents(sentences) and result.n_sentences == len(sentences)
