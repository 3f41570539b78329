"""Generate resources/parse/treebank.mrg: 200 Penn-style bracketed trees written for Trellis,
sampled (with a fixed seed) from a phrase-structure grammar of its own, in the layout of the
Penn Treebank's .mrg files (an unlabelled outer node, one phrase per line).

    python resources/make_treebank.py

The sentences are varied (declaratives, modals, relative and complement clauses, coordination,
fronted PPs) and ambiguous where English is: a PP after an object can attach to the noun or to
the verb, and both attachments occur, so a grammar induced from these trees has to choose.
"""
import random
from pathlib import Path

N_TREES = 200
SEED = 27
MAX_DEPTH = 6            # below this depth only the non-recursive alternatives are used

# lhs: [(rhs, weight, recursive)] — recursive alternatives (the symbol again below it, or a
# clause or PP) are dropped when too deep; every symbol keeps one that is not
PHRASES = {
    "S": [(("NP", "VP", "."), 70, False), (("PP", ",", "NP", "VP", "."), 8, True),
          (("NP", "VP", ",", "CC", "NP", "VP", "."), 7, True),
          (("ADVP", ",", "NP", "VP", "."), 5, False)],
    "S_": [(("NP", "VP"), 1, False)],                   # a clause inside SBAR, written S
    "NP": [(("DT", "NN"), 30, False), (("DT", "JJ", "NN"), 12, False), (("NNS",), 8, False),
           (("NNP",), 10, False), (("PRP",), 12, False), (("NP", "PP"), 14, True),
           (("DT", "JJ", "JJ", "NN"), 3, False), (("NP", "CC", "NP"), 4, True),
           (("NP", "SBAR_REL"), 4, True), (("CD", "NNS"), 4, False), (("DT", "NNS"), 6, False),
           (("NNP", "NNP"), 3, False), (("PRP$", "NN"), 4, False)],
    "VP": [(("VBD", "NP"), 26, False), (("VBZ", "NP"), 14, False), (("VBD", "NP", "PP"), 10, True),
           (("VP", "PP"), 10, True), (("VBD",), 7, False), (("MD", "VP_B"), 9, True),
           (("VBZ", "ADJP"), 5, False), (("VBD", "SBAR"), 5, True), (("VBD", "ADVP"), 4, False),
           (("VBD", "NP", "NP"), 3, False), (("VBP", "NP"), 5, False), (("VBD", "PP"), 4, True)],
    "VP_B": [(("VB", "NP"), 6, False), (("VB",), 2, False), (("VB", "NP", "PP"), 2, True)],
    "PP": [(("IN", "NP"), 1, False)],
    "ADJP": [(("JJ",), 3, False), (("RB", "JJ"), 2, False)],
    "ADVP": [(("RB",), 1, False)],
    "SBAR": [(("IN_THAT", "S_"), 1, False)],
    "SBAR_REL": [(("WDT", "VP"), 1, False)],
}
# the label each internal symbol is written with (VP_B is a VP with a base-form verb, …)
LABEL = {"S_": "S", "VP_B": "VP", "SBAR_REL": "SBAR", "IN_THAT": "IN"}
WORDS = {
    "DT": "the the the a a an this every that some".split(),
    "JJ": "small old quick happy green quiet heavy bright young long new red".split(),
    "NN": ("dog cat student teacher tree river book lamp city garden model word telescope "
           "park hill man woman child letter table window bank bird boat").split(),
    "NNS": "dogs cats students teachers trees books birds letters windows boats ideas".split(),
    "NNP": "Anna Seoul Paris Kim Lee Mina Jun Busan".split(),
    "PRP": "she he it they we I".split(),
    "PRP$": "her his their my our".split(),
    "VBD": "saw liked read watched found kept wrote met said knew gave sent".split(),
    "VBZ": "sees likes reads watches finds keeps writes knows".split(),
    "VBP": "see like read watch find keep".split(),
    "VB": "see read watch find keep write meet visit".split(),
    "MD": "can will must should".split(),
    "RB": "quickly often quietly never slowly very".split(),
    "IN": "in near with under behind on from by".split(),
    "IN_THAT": ["that"],
    "WDT": ["that", "which"],
    "CC": ["and", "but", "or"],
    "CD": "two three seven ten".split(),
    ".": ["."], ",": [","],
}


def expand(symbol, rng, depth):
    """A tree (label, children) for ``symbol``; words are strings."""
    if symbol in WORDS:
        return (LABEL.get(symbol, symbol), [rng.choice(WORDS[symbol])])
    options = [o for o in PHRASES[symbol] if depth < MAX_DEPTH or not o[2]]
    rhs = rng.choices([o[0] for o in options], [o[1] for o in options])[0]
    return (LABEL.get(symbol, symbol), [expand(s, rng, depth + 1) for s in rhs])


def leaves(tree):
    label, kids = tree
    return [w for k in kids for w in (leaves(k) if isinstance(k, tuple) else [k])]


def penn(tree, indent=4):
    """The tree laid out as in the Penn Treebank: phrases on their own lines, tags inline."""
    def walk(node, depth):
        label, kids = node
        if all(isinstance(k, str) for k in kids):
            return f"({label} {' '.join(kids)})"
        parts = [walk(k, depth + 1) for k in kids]
        inline = all(all(isinstance(g, str) for g in k[1]) for k in kids)
        if inline:
            return f"({label} " + " ".join(parts) + " )"
        pad = "\n" + " " * (indent * (depth + 1) + 2)
        return f"({label} " + pad.join(parts) + " )"
    return "( " + walk(tree, 0) + " )"


def main():
    rng = random.Random(SEED)
    seen, trees = set(), []
    while len(trees) < N_TREES:
        tree = expand("S", rng, 0)
        words = " ".join(leaves(tree))
        if words in seen or not 4 <= len(words.split()) <= 22:
            continue
        seen.add(words)
        trees.append(tree)
    out = Path(__file__).parent / "parse" / "treebank.mrg"
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(penn(t) for t in trees) + "\n", encoding="utf-8")
    print(f"wrote {len(trees)} trees to {out}")


if __name__ == "__main__":
    main()
