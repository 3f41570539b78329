"""engine.parse against NLTK: the grammar reader and induce_pcfg (rules and probabilities), CKY's
best log-probability against nltk.ViterbiParser on held-out trees, the inside probability
against nltk.InsideChartParser (every parse enumerated) and a closed form with unit cycles,
CNF conversion and back, iter_parse drained equal to parse, and bad input refused."""
import math
import re

import nltk
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import DataError, drain
from engine.parse import (PCFG, CKYParser, CKYStep, Tree, parse_tree, parse_trees, read_treebank,
                          read_trees, sample_grammar, sample_treebank)

TELESCOPE = "I saw the man with the telescope".split()
SENTENCES = [TELESCOPE, "Kim saw the dog in the park with a telescope".split(),
             "the old man and Lee walked".split(), "Lee walked".split(),
             "my big dog ate the man on the hill with a telescope".split()]


@pytest.fixture(scope="module")
def grammar():
    return sample_grammar()


@pytest.fixture(scope="module")
def parser(grammar):
    return CKYParser(grammar)


@pytest.fixture(scope="module")
def nltk_grammar():
    import resources
    return nltk.PCFG.fromstring(resources.path("parse", "grammar.pcfg").read_text())


@pytest.fixture(scope="module")
def treebank():
    return sample_treebank()


@pytest.fixture(scope="module")
def held_out(treebank):
    """A grammar induced from the first 170 trees, its parser and NLTK's Viterbi parser of
    the same grammar (induced by nltk.induce_pcfg), and the held-out sentences of up to 11
    words."""
    train = treebank[:170]
    prods = [p for t in train for p in nltk.Tree.fromstring(t.bracketed()).productions()]
    reference = nltk.induce_pcfg(nltk.Nonterminal("S"), prods)
    sentences = [t.leaves() for t in treebank[170:] if len(t.leaves()) <= 11]
    return CKYParser(PCFG.from_trees(train)), viterbi_parser(reference), sentences


def viterbi_parser(grammar):
    """nltk.ViterbiParser without the 5 s limit of NLTK 3.9.2+ (a loaded machine is slow)."""
    try:
        return nltk.ViterbiParser(grammar, max_time=None)
    except TypeError:                        # an NLTK without the limit
        return nltk.ViterbiParser(grammar)


def as_dict(rules):
    """{(lhs, rhs with words marked): prob} of engine or NLTK rules."""
    out = {}
    for r in rules:
        if hasattr(r, "lhs") and callable(r.lhs):              # nltk.ProbabilisticProduction
            key = (str(r.lhs()), tuple(("NT", str(s)) if isinstance(s, nltk.Nonterminal)
                                       else ("W", s) for s in r.rhs()))
            out[key] = r.prob()
        else:
            key = (r.lhs, tuple(("W" if t else "NT", s) for s, t in zip(r.rhs, r.terminal)))
            out[key] = r.prob
    return out


# --- grammars and trees ----------------------------------------------------------------------
def test_the_sample_grammar_reads_as_nltk_reads_it(grammar, nltk_grammar):
    assert grammar.start == str(nltk_grammar.start()) == "S"
    assert as_dict(grammar.rules()) == as_dict(nltk_grammar.productions())
    assert len(grammar) == 30
    again = PCFG.from_string(str(grammar))                     # printing round-trips
    assert as_dict(again.rules()) == as_dict(grammar.rules())


def test_the_treebank_reads_as_nltk_reads_it(treebank, monkeypatch):
    import resources
    from nltk.corpus.reader import BracketParseCorpusReader
    folder = str(resources.path("parse"))
    monkeypatch.setattr(nltk.data, "path", nltk.data.path + [folder])   # NLTK's path sandbox
    theirs = BracketParseCorpusReader(folder, ["treebank.mrg"]).parsed_sents()
    assert len(treebank) == len(theirs) == 200
    for ours, ref in zip(treebank, theirs):
        assert ours.bracketed() == " ".join(str(ref).split())
        assert ours.leaves() == ref.leaves()


def test_from_trees_equals_nltk_induce_pcfg(treebank):
    ours = PCFG.from_trees(treebank)
    prods = [p for t in treebank for p in nltk.Tree.fromstring(t.bracketed()).productions()]
    ref = nltk.induce_pcfg(nltk.Nonterminal("S"), prods)
    assert ours.start == "S"
    got, want = as_dict(ours.rules()), as_dict(ref.productions())
    assert got == want                          # the same rules and bit-identical probabilities
    assert len(got) > 150
    # the order of first appearance, as NLTK keeps it
    assert [r.symbols() for r in ours.rules()][:5] == [
        f"{p.lhs()} -> " + " ".join(f"'{s}'" if isinstance(s, str) else str(s) for s in p.rhs())
        for p in ref.productions()[:5]]


def test_from_trees_takes_strings_nltk_trees_and_a_start():
    text = "(S (NP (DT the) (NN dog)) (VP (VBZ barks)))"
    a = PCFG.from_trees([text, text.replace("dog", "cat")])
    b = PCFG.from_trees([nltk.Tree.fromstring(text), parse_tree(text.replace("dog", "cat"))])
    assert as_dict(a.rules()) == as_dict(b.rules())
    assert a.rules("NN")[0].prob == 0.5
    c = PCFG.from_trees([text, "(FRAG (NP (NN dog)))", "(FRAG (NP (NN cat)))"])
    assert c.start == "FRAG"                                    # the most frequent root
    assert PCFG.from_trees([text, "(FRAG (NP (NN dog)))"]).start == "S"   # first of equals


def test_penn_files_and_folders(tmp_path):
    (tmp_path / "a.mrg").write_text("( (S (NP (PRP she)) (VP (VBZ runs)) (. .)) )\n"
                                    "( (S (NP (PRP he)) (VP (VBZ sits)) (. .)) )\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.mrg").write_text("(S (NP (NNP Kim)) (VP (VBD left)))",
                                            encoding="utf-16")
    (tmp_path / "broken.mrg").write_text("(S (NP (PRP she)) (VP (VBZ runs))")
    (tmp_path / "README").write_text("not a tree")
    (tmp_path / "notes.pos").write_text("she/PRP")
    skipped = []
    trees = read_treebank(tmp_path, skipped=skipped)
    assert [" ".join(t.leaves()) for t in trees] == ["she runs .", "he sits .", "Kim left"]
    assert trees[0].label == "S"                          # the unlabelled outer node is gone
    assert any("broken.mrg" in s and "missing" in s for s in skipped)
    assert any("README" in s for s in skipped) and any("notes.pos" in s for s in skipped)
    assert len(read_trees(tmp_path / "a.mrg")) == 2


@pytest.mark.parametrize("text, message", [
    ("(S (NP (DT the) (NN dog))", "1 ')' missing"),
    ("(S (NP dog)))", "no matching '('"),
    ("dog (S (NP dog))", "outside any tree"),
    ("(S (NP) (VP (V runs)))", "no children"),
    ("(S ( (NP dog)))", "without a label"),
    ("(S ())", "empty node"),
])
def test_bad_trees_say_what_and_where(text, message):
    with pytest.raises(DataError, match=re.escape(message)):
        parse_trees("\n" + text)
    with pytest.raises(DataError, match="line 2"):
        parse_trees("\n" + text)


def test_bad_paths_and_empty_files(tmp_path):
    with pytest.raises(DataError, match="No path given"):
        read_treebank("")
    with pytest.raises(TypeError, match="file or folder"):
        read_treebank(None)
    with pytest.raises(DataError):
        read_treebank(tmp_path / "missing.mrg")
    (tmp_path / "empty.mrg").write_text("\n\n")
    with pytest.raises(DataError, match="holds no bracketed trees"):
        read_trees(tmp_path / "empty.mrg")
    with pytest.raises(DataError, match="No bracketed trees in the folder"):
        read_treebank(tmp_path)


@pytest.mark.parametrize("text, message", [
    ("S -> NP VP", "no probability"),
    ("S -> NP [0.5]\nNP -> 'a' [1.0]", "sum to 0.5"),
    ("S -> NP VP [1.0]\nNP -> 'a' [1.0]", "uses VP, which has no rules"),
    ("S -> [1.0]", "empty right side"),
    ("S NP VP [1.0]", "needs '->'"),
    ("S -> 'a' [0.5] | 'b' [0.5]\nS -> 'a' [0.5]", "already on line 1"),
    ("S -> 'a' [x]", "not a probability"),
    ("S -> 'a' [1.5]", r"in \(0, 1\]"),
    ("S -> 'a' [0.5] 'b'", "after the probability"),
    ("# only a comment", "no rules"),
    ("%begin S\nS -> 'a' [1.0]", "%start"),
])
def test_bad_grammars_are_refused(text, message):
    with pytest.raises(DataError, match=message):
        PCFG.from_string(text)


def test_a_closed_unit_cycle_and_a_missing_start_are_refused():
    cycle = PCFG.from_string("S -> A [0.5] | 'x' [0.5]\nA -> B [1.0]\nB -> A [1.0]")
    with pytest.raises(DataError, match="cycle"):
        CKYParser(cycle)
    with pytest.raises(DataError, match="start symbol VP has no rules"):
        PCFG.from_string("S -> 'a' [1.0]", start="VP")
    with pytest.raises(DataError, match="PCFG"):
        CKYParser("S -> 'a' [1.0]")


# --- CKY ---------------------------------------------------------------------------------------
def test_best_parse_equals_nltk_viterbi_on_the_sample_grammar(parser, grammar, nltk_grammar):
    viterbi = viterbi_parser(nltk_grammar)
    for words in SENTENCES:
        ours = parser.parse(words)
        ref = next(iter(viterbi.parse(words)))
        assert ours.log_prob == pytest.approx(math.log(ref.prob()), rel=1e-12)
        assert ours.tree.leaves() == words
        # the tree is a tree of the original grammar, with the probability reported
        assert grammar.log_prob(ours.tree) == pytest.approx(ours.log_prob, rel=1e-12)
    # the notes' classic: the PP attaches to the verb phrase under this grammar
    assert parser.parse(TELESCOPE).bracketed() == (
        "(S (NP I) (VP (VP (V saw) (NP (Det the) (N man))) (PP (P with) (NP (Det the) "
        "(N telescope)))))")


def test_best_parse_equals_nltk_viterbi_on_held_out_treebank_sentences(held_out):
    ours, viterbi, sentences = held_out
    parsed = 0
    for words in sentences:
        mine = ours.parse(words)
        ref = list(viterbi.parse(words))
        assert (mine is None) == (not ref), " ".join(words)
        if mine is not None:
            parsed += 1
            assert mine.log_prob == pytest.approx(math.log(ref[0].prob()), rel=1e-10)
            assert ours.grammar.log_prob(mine.tree) == pytest.approx(mine.log_prob, rel=1e-10)
    assert parsed >= 5, "too few held-out sentences parse to compare"


def test_inside_equals_the_sum_over_every_parse(parser, nltk_grammar):
    every = nltk.InsideChartParser(nltk_grammar)
    for words in SENTENCES:
        trees = list(every.parse(words))
        assert trees
        total = math.log(sum(t.prob() for t in trees))
        assert parser.inside(words) == pytest.approx(total, rel=1e-12)
        assert parser.inside(words) >= parser.parse(words).log_prob
    # two PPs attach five ways with NP → NP PP and VP → VP PP; VP → V NP PP adds three
    assert len(list(every.parse(SENTENCES[1]))) == 8


def test_inside_sums_unit_chains_of_every_length():
    """S → A; A → B | 'a'; B → A | 'b': P(a) = Σ over the chains A (B A)ᵏ → 'a'
    = 0.5 / (1 − 0.5·0.4) = 0.625, and the best parse is the chain-free S → A → 'a'."""
    g = PCFG.from_string("S -> A [1.0]\nA -> B [0.5] | 'a' [0.5]\nB -> A [0.4] | 'b' [0.6]")
    p = CKYParser(g)
    assert math.exp(p.inside(["a"])) == pytest.approx(0.625, rel=1e-12)
    assert math.exp(p.inside(["b"])) == pytest.approx(0.5 * 0.6 / 0.8, rel=1e-12)
    best = p.parse(["b"])
    assert best.bracketed() == "(S (A (B b)))"
    assert best.log_prob == pytest.approx(math.log(0.5 * 0.6), rel=1e-12)


def test_no_parse_is_none_and_minus_infinity(parser, grammar):
    assert parser.parse("the telescope saw".split()) is not None
    assert parser.parse("saw the the".split()) is None
    assert parser.inside("saw the the".split()) == -math.inf
    assert parser.parse("I saw a unicorn".split()) is None
    assert grammar.unknown_words("I saw a unicorn".split()) == ["unicorn"]
    with pytest.raises(DataError, match="No words"):
        parser.parse([])
    with pytest.raises(DataError, match="Word 2"):
        parser.parse(["I", 3])


# --- Chomsky normal form -----------------------------------------------------------------------
def test_cnf_stages_and_the_grammar_they_give(grammar, parser):
    conv = grammar.to_cnf()
    names = [s.name for s in conv.stages]
    assert names == ["terminals", "binarise", "units"]
    terminals, binarise, units = conv.stages
    assert [r.symbols() for r in terminals.removed] == ["NP -> NP 'and' NP"]
    assert {r.symbols() for r in binarise.removed} == {"NP -> Det Adj N", "VP -> V NP PP",
                                                      "NP -> NP T_and NP"}
    assert {r.symbols() for r in units.removed} == {"NP -> Name", "VP -> V"}
    # the facts a view writes its sentences from: the symbols each stage made, and no rule of
    # the sample is made likelier (NP -> Name and VP -> V only copy rules NP and VP lacked)
    assert terminals.new_symbols == ("T_and",)
    assert set(binarise.new_symbols) == {"NP|<Adj-N>", "VP|<NP-PP>", "NP|<T_and-NP>"}
    assert (units.new_symbols, units.changed, len(units.added)) == ((), 0, 5)
    for r in conv.grammar.rules():          # every rule A → B C or A → 'w'
        assert (len(r.rhs) == 2 and not any(r.terminal)) or (len(r.rhs) == 1 and r.terminal[0])
    # each stage keeps P(words): the CNF grammar's inside probability is the original's
    cnf_parser = CKYParser(conv.grammar)
    for words in SENTENCES:
        assert cnf_parser.inside(words) == pytest.approx(parser.inside(words), rel=1e-12)
        # and its best tree brought back is a tree of the original grammar
        back = conv.untransform(cnf_parser.parse(words).tree)
        assert back.leaves() == words
        assert math.isfinite(grammar.log_prob(back))
    # NP → 'Kim' got P(NP → Name) · P(Name → 'Kim') = 0.15 · 0.5
    assert as_dict(conv.grammar.rules("NP"))[("NP", (("W", "Kim"),))] == pytest.approx(0.075)
    assert conv.untransform(parse_tree("(NP Kim)")).bracketed() == "(NP (Name Kim))"


def test_a_unit_chain_onto_a_rule_the_symbol_has_counts_as_made_likelier():
    g = PCFG.from_string("S -> NP VP [1.0]\nNP -> N [0.5] | 'dogs' [0.5]\nN -> 'dogs' [1.0]\n"
                         "VP -> 'bark' [1.0]")
    units = g.to_cnf().stages[2]
    assert (units.changed, units.added) == (1, ())      # NP -> 'dogs' went from 0.5 to 1
    assert as_dict(units.grammar.rules("NP"))[("NP", (("W", "dogs"),))] == pytest.approx(1.0)


def test_binarising_the_treebank_is_nltks_and_comes_back(treebank):
    g = PCFG.from_trees(treebank)
    conv = g.to_cnf()
    for tree in treebank:
        binary = conv.transform(tree)
        ref = nltk.Tree.fromstring(tree.bracketed())
        ref.chomsky_normal_form(factor="right")
        assert binary.bracketed() == " ".join(str(ref).split())
        assert conv.binarised.log_prob(binary) == pytest.approx(g.log_prob(tree), rel=1e-12)
        assert conv.unbinarise(binary) == tree


def test_lifted_words_round_trip(grammar):
    conv = grammar.to_cnf()
    tree = parse_tree("(S (NP (NP (Name Kim)) and (NP (Name Lee))) (VP (V walked)))")
    binary = conv.transform(tree)
    assert "(NP|<T_and-NP> (T_and and) (NP (Name Lee)))" in binary.bracketed()
    assert conv.untransform(binary) == tree


# --- stepping ---------------------------------------------------------------------------------
def test_iter_parse_drains_to_parse(parser):
    for words in SENTENCES[:3]:
        steps = list(parser.iter_parse(words))
        n = len(words)
        assert len(steps) == n * (n + 1) // 2
        assert all(isinstance(s, CKYStep) for s in steps)
        assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
        assert [s.span[1] - s.span[0] for s in steps] == sorted(s.span[1] - s.span[0]
                                                                for s in steps)
        assert not any(s.converged for s in steps[:-1]) and steps[-1].converged
        best = parser.parse(words)
        assert drain(parser.iter_parse(words)).tree == best.tree
        assert steps[-1].log_prob == best.log_prob
        assert steps[-1].span == (0, n)
        top = {e.symbol: e for e in steps[-1].entries}
        assert top["S"].log_prob == best.log_prob
        assert all(s.phase == ("lexical" if s.span[1] - s.span[0] == 1 else "binary")
                   for s in steps)


def test_a_step_shows_the_cell(parser):
    steps = {s.span: s for s in parser.iter_parse(TELESCOPE)}
    saw = steps[1, 2]                                   # "saw": V, then VP → V on top
    assert saw.words == ("saw",)
    entries = {e.symbol: e for e in saw.entries}
    assert entries["V"].log_prob == pytest.approx(math.log(0.5))
    assert entries["VP"].chain == ("VP", "V") and entries["VP"].rule == "V -> 'saw' [0.5]"
    assert entries["VP"].log_prob == pytest.approx(math.log(0.2 * 0.5))
    vp = {e.symbol: e for e in steps[1, 7].entries}["VP"]   # "saw … telescope"
    assert vp.split == 4 and (vp.left, vp.right) == ("VP", "PP")
    assert vp.log_prob == pytest.approx(max(c.log_prob for c in steps[1, 7].candidates
                                            if c.lhs == "VP"))
    # both attachments were tried: VP → VP PP (split 4) and VP → V NP (split 2)
    tried = {(c.rule.split(" [")[0], c.split) for c in steps[1, 7].candidates if c.lhs == "VP"}
    assert {("VP -> VP PP", 4), ("VP -> V NP", 2)} <= tried
    assert steps[1, 7].n_candidates == len(steps[1, 7].candidates)
    empty = steps[0, 3]                                 # "I saw the": nothing spans it
    assert empty.entries == () and empty.best is None and math.isnan(empty.objective)
    assert steps[0, 7].best == "S"


def test_iter_parse_checks_its_words_when_called(parser):
    with pytest.raises(DataError):
        parser.iter_parse([])           # not at the first next()


def test_the_chart_is_refused_before_it_is_too_large(monkeypatch, parser):
    from engine.parse import cky
    monkeypatch.setattr(cky, "MAX_CHART_BYTES", 1000)
    with pytest.raises(DataError, match="GB; parse a shorter sentence"):
        parser.parse(TELESCOPE)


def test_arrays_in_steps_and_trees_are_frozen(parser):
    step = next(parser.iter_parse(TELESCOPE))
    with pytest.raises(AttributeError):
        step.best = "X"
    tree = parser.parse(TELESCOPE).tree
    assert isinstance(tree, Tree) and hash(tree) == hash(parser.parse(TELESCOPE).tree)
    assert np.isfinite(step.objective)


def test_the_last_step_carries_the_inside_probability(parser):
    last = drain(parser.iter_parse(TELESCOPE))
    assert last.inside == parser.inside(TELESCOPE)
    assert drain(parser.iter_parse("saw the the")).inside == -math.inf


@pytest.mark.parametrize("source", ["sample grammar", "sample treebank"])
def test_load_jobs_build_a_parser(source):
    from engine import run_job
    from engine.parse import load_grammar_job
    loaded = run_job(load_grammar_job(source))
    assert [s.name for s in loaded.stages] == ["terminals", "binarise", "units"]
    assert (loaded.n_trees == 200) == (source == "sample treebank")
    assert loaded.parser.grammar is loaded.grammar


def test_load_jobs_check_their_input(tmp_path):
    from engine import run_job
    from engine.parse import load_grammar_job
    with pytest.raises(ValueError, match="source"):
        load_grammar_job("web")
    with pytest.raises(DataError, match="No path given"):
        load_grammar_job("grammar file", "")
    bad = tmp_path / "bad.pcfg"
    bad.write_text("S -> NP VP\n")
    with pytest.raises(DataError, match="bad.pcfg: line 1"):
        run_job(load_grammar_job("grammar file", bad))
    with pytest.raises(DataError, match="is a folder"):
        run_job(load_grammar_job("grammar file", tmp_path))


def test_a_sentence_too_long_is_refused(parser):
    with pytest.raises(DataError, match="up to 150"):
        parser.parse(["I"] * 151)


# --- any text: trees and grammars or Trellis's own error ---------------------------------------
PIECES = st.sampled_from(["(", ")", "(S", "(NP", " ", "\n", "dog", "'a'", "->", "|", "[0.5]",
                          "[1.0]", "[x]", "S", "NP", "%start", "#", "\\", '"b"', "[]"])


@given(st.lists(PIECES, max_size=30).map("".join))
def test_any_text_gives_trees_or_a_data_error(text):
    try:
        trees = parse_trees(text)
    except DataError:
        return
    for t in trees:
        assert parse_tree(t.bracketed()) == t          # what was read prints back the same


@given(st.lists(PIECES, max_size=30).map("".join))
def test_any_text_gives_a_grammar_or_a_data_error(text):
    try:
        g = PCFG.from_string(text)
    except DataError:
        return
    assert as_dict(PCFG.from_string(str(g)).rules()) == as_dict(g.rules())
    CKYParser(g).parse(["a"])                          # parses, or None; never another error


@given(st.lists(st.sampled_from(["a", "b"]), min_size=1, max_size=6),
       st.floats(0.05, 0.95), st.floats(0.05, 0.95))
def test_inside_equals_nltk_on_an_ambiguous_cnf_grammar(words, p, q):
    """S → S S | A; A → 'a' | 'b' | A A: every split is ambiguous (Catalan many trees)."""
    text = (f"S -> S S [{p}] | A [{1 - p}]\nA -> 'a' [{q / 2}] | 'b' [{q / 2}] | "
            f"A A [{1 - q}]")
    ours = CKYParser(PCFG.from_string(text))
    trees = list(nltk.InsideChartParser(nltk.PCFG.fromstring(text)).parse(words))
    assert ours.inside(words) == pytest.approx(math.log(sum(t.prob() for t in trees)),
                                               rel=1e-9)
    assert ours.parse(words).log_prob == pytest.approx(math.log(trees[0].prob()), rel=1e-9)


def test_tagged_gives_the_label_above_each_word():
    t = parse_tree("(S (NP (NP (Name Kim)) and (NP (Det the) (N dog))) (VP (V walked)))")
    assert t.tagged() == [("Kim", "Name"), ("and", "NP"), ("the", "Det"), ("dog", "N"),
                          ("walked", "V")]
    ref = nltk.Tree.fromstring("(S (NP (DT the) (NN dog)) (VP (VBZ barks)))")
    assert parse_tree(str(ref)).tagged() == ref.pos()


def test_the_textbook_loops_give_the_vectorised_chart(grammar, parser, held_out):
    from engine.parse import cky_reference
    for words in SENTENCES + ["saw the the".split()]:
        best = parser.parse(words)
        ref = cky_reference(grammar, words)
        assert (best is None) == (ref is None)
        if ref is not None:
            assert best.log_prob == pytest.approx(ref, rel=1e-12)
    ours, _, sentences = held_out
    for words in sentences[:8]:
        assert ours.parse(words).log_prob == pytest.approx(
            cky_reference(ours.grammar, words), rel=1e-12)


SYMBOLS = ["S", "A", "B", "C"]
RHS_POOL = [("A", "B"), ("B", "C"), ("S", "A"), ("A", "B", "C"), ("C", "'a'", "B"),
            ("'a'",), ("'b'",), ("'a'", "'b'"), ("B",), ("C",)]


@st.composite
def small_grammars(draw):
    """A random PCFG over S, A, B, C and the words a, b with binary, ternary, mixed and unit
    rules (units only to later symbols, so NLTK's parsers terminate); every symbol has a word."""
    lines = []
    for k, lhs in enumerate(SYMBOLS):
        later = set(SYMBOLS[k + 1:])
        pool = [r for r in RHS_POOL if len(r) > 1 or r[0].startswith("'") or r[0] in later]
        chosen = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=4, unique=True))
        if not any(len(r) == 1 and r[0].startswith("'") for r in chosen):
            chosen.append(("'b'",) if lhs in "AC" else ("'a'",))
        weights = draw(st.lists(st.integers(1, 9), min_size=len(chosen), max_size=len(chosen)))
        probs = [w / sum(weights) for w in weights]
        lines.append(f"{lhs} -> " + " | ".join(f"{' '.join(r)} [{p!r}]"
                                                for r, p in zip(chosen, probs)))
    return "\n".join(lines)


@given(small_grammars(), st.lists(st.sampled_from("ab"), min_size=1, max_size=4))
def test_cnf_keeps_p_of_words_and_cky_equals_nltk_on_random_grammars(text, words):
    g = PCFG.from_string(text)
    parser = CKYParser(g)
    trees = list(nltk.InsideChartParser(nltk.PCFG.fromstring(text)).parse(words))
    if not trees:
        assert parser.parse(words) is None and parser.inside(words) == -math.inf
        return
    assert parser.inside(words) == pytest.approx(math.log(sum(t.prob() for t in trees)),
                                                 rel=1e-9)
    best = parser.parse(words)
    assert best.log_prob == pytest.approx(math.log(trees[0].prob()), rel=1e-9)
    assert g.log_prob(best.tree) == pytest.approx(best.log_prob, rel=1e-9)
    conv = g.to_cnf()
    cnf = CKYParser(conv.grammar)
    assert cnf.inside(words) == pytest.approx(parser.inside(words), rel=1e-9)
    back = conv.untransform(cnf.parse(words).tree)
    assert back.leaves() == list(words) and math.isfinite(g.log_prob(back))
    assert conv.unbinarise(conv.transform(best.tree)) == best.tree
