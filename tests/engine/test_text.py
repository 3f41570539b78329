"""Text engine against NLTK and the notes: reading encodings, tokenizers, counts, stems,
lemmas, sentence splitting, collocation scores."""
import random

import numpy as np
import pytest
from nltk.collocations import BigramCollocationFinder
from nltk.metrics import BigramAssocMeasures
from nltk.stem import LancasterStemmer, PorterStemmer, SnowballStemmer
from nltk.tokenize import TreebankWordTokenizer, wordpunct_tokenize

from engine._validation import DataError
from engine.io import read_text
from engine.text import (ENGLISH_STOPWORDS, bigram_table, case_fold, collocations, count_types,
                         inflect, lemmas, rule_decisions, segment, sentences, stem, tokenize,
                         type_token_curve)

KOREAN = "나는 학교에 간다. 오늘은 날씨가 맑다! 기계 학습을 공부한다."
FRENCH = "Le café est très chaud. Où est la bibliothèque? Ça va très bien."


@pytest.mark.parametrize("text, encoding, expected", [
    ("plain ascii text\n", "utf-8", "utf-8"),
    (KOREAN, "utf-8", "utf-8"),
    (KOREAN, "utf-8-sig", "utf-8-sig"),
    (KOREAN, "utf-16", "utf-16"),
    (FRENCH, "utf-16-le", "utf-16-le"),
    (KOREAN * 3, "cp949", "cp949"),
    (KOREAN * 3, "euc-kr", "cp949"),     # EUC-KR is a subset of CP949
    (FRENCH, "latin-1", None),
])
def test_reads_common_encodings(tmp_path, text, encoding, expected):
    path = tmp_path / "t.txt"
    path.write_bytes(text.encode(encoding))
    got, enc = read_text(path)
    assert got == text
    if expected:
        assert enc == expected


def test_forced_wrong_encoding_and_binary_files(tmp_path):
    path = tmp_path / "k.txt"
    path.write_bytes(KOREAN.encode("cp949"))
    with pytest.raises(DataError, match="not valid utf-8"):
        read_text(path, "utf-8")
    binary = tmp_path / "b.bin"
    binary.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(DataError, match="binary"):
        read_text(binary)
    empty = tmp_path / "e.txt"
    empty.write_bytes(b"")
    assert read_text(empty) == ("", "utf-8")


def test_treebank_and_wordpunct_agree_with_nltk():
    sentence = "They said \"I can't go to the U.S. on Friday,\" didn't they?"
    assert tokenize(sentence, "treebank") == TreebankWordTokenizer().tokenize(sentence)
    text = "Hello, world... it's 3.14 -- isn't it?"
    assert tokenize(text, "wordpunct") == wordpunct_tokenize(text)


def test_treebank_splits_every_sentence_end():
    tokens = tokenize("Mr. Kim came. He left.", "treebank")
    assert tokens == ["Mr.", "Kim", "came", ".", "He", "left", "."]


def test_regex_whitespace_and_multiword_expressions():
    text = "I flew from San Francisco to New York."
    assert tokenize(text, "whitespace")[-1] == "York."
    toks = tokenize(text, "regex", r"\w+|[^\w\s]", mwes=["San Francisco", ("New", "York")])
    assert "San Francisco" in toks and "New York" in toks and toks[-1] == "."
    with pytest.raises(ValueError, match="invalid"):
        tokenize(text, "regex", "(unclosed")
    with pytest.raises(ValueError, match="needs a pattern"):
        tokenize(text, "regex")


def test_korean_tokens_and_counts():
    tokens = tokenize(KOREAN + " " + KOREAN, "treebank")
    assert "학교에" in tokens and "." in tokens
    counts = count_types(tokens)
    assert counts.n_tokens == len(tokens) and counts.n_types == len(set(tokens))
    assert dict(zip(counts.types, counts.frequencies))["나는"] == 2


def test_longest_match_segmentation():
    words = "the cat sat on mat mats a at he hat them".split()
    # greedy longest match takes "them": the classic failure of maximum matching in English
    assert segment("thecatsatonthemat", words) == ["the", "cat", "sat", "on", "them", "at"]
    assert segment("thecatsatonthemat", set(words) - {"them"})[-2:] == ["the", "mat"]
    assert segment("학교에간다", ["학교", "에", "간다"]) == ["학교", "에", "간다"]
    assert segment("xyz", ["a"]) == ["x", "y", "z"]   # unknown characters stand alone


def test_counts_zipf_and_growth_curve():
    rng = random.Random(0)
    tokens = [rng.choice("aaaaabbbccd") for _ in range(500)]
    counts = count_types(tokens)
    assert list(counts.frequencies) == sorted(counts.frequencies, reverse=True)
    at, types = type_token_curve(tokens, points=50)
    for n, v in zip(at, types):
        assert v == len(set(tokens[:n]))


@pytest.mark.parametrize("name, ref", [("porter", PorterStemmer()), ("lancaster", LancasterStemmer()),
                                       ("snowball", SnowballStemmer("english"))])
def test_stems_agree_with_nltk(name, ref):
    words = "automation automatic automate running flies generously cars was better".split()
    assert stem(words, name) == [ref.stem(w) for w in words]


def test_case_folding_keeps_acronyms_and_exceptions():
    assert case_fold("US") == "US" and case_fold("Us") == "us"
    assert case_fold("The") == "the"
    assert case_fold("General", keep={"General"}) == "General"
    assert case_fold("NASA", keep_acronyms=False) == "nasa"


@pytest.mark.parametrize("token, lemma", [("cars", "car"), ("was", "be"), ("better", "good"),
                                          ("running", "run"), ("studies", "study")])
def test_lemma_and_tag_recover_the_token(token, lemma):
    found = lemmas(token)
    assert lemma in {x.lemma for x in found}
    for x in found:
        assert x.recover() == token
    assert inflect("be", "VBD") == "was"


def test_rule_splitter_decisions():
    text = "Mr. Smith paid $3.50 for it. Did J. Smith come? Visit example.com today! 나는 간다. 끝."
    leaves = [d.leaf for d in rule_decisions(text)]
    assert leaves[0] == "NO SPLIT: abbreviation"
    assert leaves[1] == "NO SPLIT: decimal number"
    assert leaves[2] == "SPLIT: a new sentence starts"
    assert "NO SPLIT: an initial" in leaves
    assert "NO SPLIT: inside a token (e.g. example.com)" in leaves
    assert sentences(text) == ["Mr. Smith paid $3.50 for it.", "Did J. Smith come?",
                               "Visit example.com today!", "나는 간다.", "끝."]
    for d in rule_decisions(text):   # every path starts at the root and ends at a leaf
        assert d.path[0][0].startswith("Is the mark")


def test_decision_path_names_its_nodes_where_two_ask_the_same_question():
    from engine.text import TREE

    # "end" and "abbrev_end" ask the same question; the path must say which node was visited
    assert TREE["end"][0] == TREE["abbrev_end"][0]
    d = rule_decisions("I met Mr. Smith. He left.")
    end_of_first = [x for x in d if x.leaf == "SPLIT: a new sentence starts"][0]
    assert "end" in end_of_first.nodes and "abbrev_end" not in end_of_first.nodes
    abbrev = [x for x in d if x.leaf == "NO SPLIT: abbreviation"][0]
    assert "abbrev_end" in abbrev.nodes and "end" not in abbrev.nodes
    for x in d:
        assert x.nodes[0] == "mark" and len(x.nodes) == len(x.path)
        assert [TREE[n][0] for n in x.nodes] == [q for q, _ in x.path]
        # each answer leads to the next node (or the leaf)
        for k, (n, (_, answer)) in enumerate(zip(x.nodes, x.path)):
            nxt = x.nodes[k + 1] if k + 1 < len(x.nodes) else x.leaf
            assert TREE[n][1 if answer else 2] == nxt


def test_punkt_trains_on_the_text_without_data():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "resources/text/english_sample.txt").read_text()
    out = sentences(text, "punkt")
    assert "He had flown in from San Francisco the night before, and he looked tired." in out
    assert not any(s.endswith(("Dr.", "Mr.")) for s in out)   # learned from the text itself


def finder(words, window, min_count, stop):
    f = BigramCollocationFinder.from_words(words, window_size=window)
    f.apply_freq_filter(min_count)
    if stop:
        f.apply_word_filter(lambda w: w.lower() in ENGLISH_STOPWORDS)
    return f


@pytest.mark.parametrize("window", [2, 3])
@pytest.mark.parametrize("measure, fn", [("t", BigramAssocMeasures.student_t),
                                         ("chi2", BigramAssocMeasures.chi_sq),
                                         ("pmi", BigramAssocMeasures.pmi),
                                         ("llr", BigramAssocMeasures.likelihood_ratio),
                                         ("raw", BigramAssocMeasures.raw_freq)])
def test_collocation_scores_equal_nltk(measure, fn, window):
    rng = random.Random(window)
    vocab = "the strong tea new york city is a big machine learning of and cat".split()
    words = [rng.choice(vocab) for _ in range(4000)]
    ref = finder(words, window, 2, True).score_ngrams(fn)
    ours = collocations(words, measure, top=None, stopwords=ENGLISH_STOPWORDS, min_count=2,
                        window=window)
    assert [b for b, _ in ours] == [b for b, _ in ref]
    np.testing.assert_allclose([s for _, s in ours], [s for _, s in ref], rtol=1e-12)


def test_t_test_working_matches_the_notes_formula():
    words = "strong tea is strong tea and weak coffee is weak".split() * 30
    table = bigram_table(words)
    tt = table.t_test()
    n = len(words)
    i = table.bigrams.index(("strong", "tea"))
    p12, p1, p2 = table.n_ii[i] / n, table.n_ix[i] / n, table.n_xi[i] / n
    assert tt["t"][i] == pytest.approx((p12 - p1 * p2) / np.sqrt(p12 / n))
    assert tt["t"][i] == pytest.approx(table.score("t")[i])
    assert tt["significant"][i] == (tt["t"][i] > 2.576)


def test_collocations_need_two_tokens():
    with pytest.raises(ValueError, match="at least two tokens"):
        collocations(["one"])


def test_tokenize_and_sentences_do_not_import_each_other():
    """check_text lives in engine._validation, so sentence_split.py needs nothing of tokenizers.py
    (tokenizers.py imports sentence_spans at module level, no lazy import hiding a cycle)."""
    import ast
    import importlib

    sentences_module = importlib.import_module("engine.text.sentence_split")
    tree = ast.parse(open(sentences_module.__file__, encoding="utf-8").read())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "tokenizers" not in imported and "_validation" in imported
    tokenize_module = importlib.import_module("engine.text.tokenizers")
    assert tokenize_module.sentence_spans is sentences_module.sentence_spans


def test_analyse_splits_by_the_same_switch_as_sentence_tokens():
    """The dictionary method segments, every other tokenizes: one switch (tokenize_piece)."""
    from engine.text import analyse, tokenize_piece

    text = "thecatsat on themat"
    words = ["the", "cat", "sat", "on", "mat"]
    assert analyse(text, "dictionary", dictionary=words).tokens == tokenize_piece(
        text, "dictionary", dictionary=words) == ["the", "cat", "sat", "on", "the", "mat"]
    assert analyse(text, "wordpunct").tokens == tokenize_piece(text, "wordpunct")
