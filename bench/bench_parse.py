"""CKY (engine.parse) against nltk.ViterbiParser on a treebank grammar, in the same run.

The grammar is induced from the first trees of a Penn treebank (``PCFG.from_trees`` for ours,
``nltk.induce_pcfg`` for NLTK's; the same rules, checked), and both parse the held-out sentences
of at most ``--max-words`` words whose words are all in the grammar. Prints the grammar's size,
seconds per sentence for each, the ratio (issue #27's anchor: >= 20x), and checks that both
find the same best log-probability (and ours the inside log P(words) too). Times are CPU
seconds of this process, one sentence each (NLTK takes many seconds per sentence on a grammar
of thousands of rules); numpy runs with one BLAS thread (bench/_timing.py).

    python bench/bench_parse.py TREEBANK_DIR [--train 3500] [--sentences 8] [--max-words 12]

TREEBANK_DIR is NLTK's 10% sample of the Penn Treebank (``treebank/combined``: 199 files
``wsj_*.mrg``, 3,914 trees), from github:nltk/nltk_data ``packages/corpora/treebank.zip``;
without it the script uses the treebank written for Trellis (resources/parse, 200 trees,
a grammar of under 200 rules, so the ratio says less) and says so.
"""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

from engine.parse import PCFG, CKYParser, read_treebank, sample_treebank  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("treebank", nargs="?", help="a folder or file of Penn .mrg trees")
    ap.add_argument("--train", type=int, default=3500, help="trees to induce the grammar from")
    ap.add_argument("--sentences", type=int, default=8, help="held-out sentences to parse")
    ap.add_argument("--max-words", type=int, default=12, help="longest held-out sentence")
    thread_arg(ap)
    args = ap.parse_args()
    import nltk

    if args.treebank:
        trees = read_treebank(args.treebank)
        source = f"{args.treebank} ({len(trees):,} trees)"
    else:
        trees = sample_treebank()
        args.train = min(args.train, 170)
        source = ("the treebank written for Trellis (no TREEBANK_DIR given: a small grammar, "
                  "the ratio says little)")
    train, test = trees[:args.train], trees[args.train:]
    print(f"treebank: {source}; grammar from the first {len(train):,} trees")

    with blas_threads(args.threads):
        t_induce, grammar = timed(lambda: PCFG.from_trees(train))
        prods = [p for t in train for p in nltk.Tree.fromstring(t.bracketed()).productions()]
        t_induce_ref, reference = timed(lambda: nltk.induce_pcfg(nltk.Nonterminal(grammar.start),
                                                                 prods))
        assert len(reference.productions()) == len(grammar)
        t_build, parser = timed(lambda: CKYParser(grammar))
        print(f"grammar: {len(grammar):,} rules, {len(grammar.nonterminals()):,} nonterminals; "
              f"binarised: {parser.n_binary_rules:,} binary rules over {len(parser.symbols):,} "
              f"symbols")
        print(f"induce: ours {t_induce:.2f} s, nltk.induce_pcfg {t_induce_ref:.2f} s (without "
              f"reading the trees); CKYParser built in {t_build:.2f} s")
        known = grammar.terminals()
        sentences = [t.leaves() for t in test if len(t.leaves()) <= args.max_words
                     and all(w in known for w in t.leaves())][:args.sentences]
        if not sentences:
            sys.exit("no held-out sentence has only known words; raise --max-words")
        viterbi = nltk.ViterbiParser(reference, **_no_time_limit(nltk))
        ours_total = ref_total = 0.0
        print(f"{'words':>5} {'ours s':>9} {'nltk s':>9} {'ratio':>7}  best log-prob")
        for words in sentences:
            t_ours, best = timed(lambda: parser.parse(words), 3)
            t_ref, ref = timed(lambda: list(viterbi.parse(words)))
            want = math.log(ref[0].prob()) if ref else None
            got = best.log_prob if best else None
            assert (got is None) == (want is None), words
            if got is not None:
                assert math.isclose(got, want, rel_tol=1e-9), (got, want)
                assert parser.inside(words) >= got
            ours_total += t_ours
            ref_total += t_ref
            shown = "no parse" if got is None else f"{got:.6f} (both)"
            print(f"{len(words):5d} {t_ours:9.4f} {t_ref:9.2f} {t_ref / t_ours:6.0f}x  {shown}")
        print(f"total over {len(sentences)} sentences: ours {ours_total:.3f} s, nltk "
              f"{ref_total:.1f} s: {ref_total / ours_total:.0f}x faster (anchor >= 20x)")


def _no_time_limit(nltk) -> dict:
    """NLTK 3.9.2+ stops ViterbiParser after 5 s by default; lift that limit where it exists."""
    import inspect
    params = inspect.signature(nltk.ViterbiParser.__init__).parameters
    return {"max_time": None} if "max_time" in params else {}


if __name__ == "__main__":
    main()
