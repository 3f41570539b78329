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
# clause or PP) are dropped when too deep; every symbol keeps one that is not. Subjects agree
# with their verbs (_SG / _PL), objects take object pronouns (_O), and verbs come in classes
# (transitive, intransitive, with a clause, with two objects), so the sentences read as English.
_NP_SG = [(("DT", "NN"), 30, False), (("DT", "JJ", "NN"), 12, False), (("NNP",), 10, False),
          (("DT", "JJ", "JJ", "NN"), 3, False), (("NNP", "NNP"), 2, False),
          (("PRP$", "NN"), 5, False), (("NP_SG", "PP"), 14, True), (("NP_SG", "SBAR_SG"), 4, True)]
_NP_PL = [(("NNS",), 8, False), (("DT_PL", "NNS"), 8, False), (("DT_PL", "JJ", "NNS"), 4, False),
          (("CD", "NNS"), 4, False), (("NP_SG", "CC_AND", "NP_SG"), 4, True),
          (("NP_PL", "PP"), 6, True), (("NP_PL", "SBAR_PL"), 2, True)]
PHRASES = {
    "S": [(("S_", "."), 72, False), (("PP", ",", "S_", "."), 8, True),
          (("S_", ",", "CC", "S_", "."), 7, True), (("ADVP", ",", "S_", "."), 5, False)],
    "S_": [(("NP_SG", "VP_SG"), 50, False), (("SUBJ_SG", "VP_SG"), 10, False),
           (("NP_PL", "VP_PL"), 25, False), (("SUBJ_PL", "VP_PL"), 10, False)],
    "SUBJ_SG": [(("PRP_SG",), 1, False)],               # a subject pronoun, (NP (PRP she))
    "SUBJ_PL": [(("PRP_PL",), 1, False)],
    "NP_SG": _NP_SG,
    "NP_PL": _NP_PL,
    # an object: any noun phrase, or an object pronoun
    "NP_O": [(("NP_SG",), 6, False), (("NP_PL",), 3, False), (("PRP_O",), 2, False)],
    "VP_SG": [(("VBZ", "NP_O"), 10, False), (("VBZ_I",), 3, False), (("VBZ_A", "ADJP"), 4, False),
              (("VP_PAST",), 18, False), (("MD", "VP_B"), 6, True), (("VP_SG", "PP"), 4, True)],
    "VP_PL": [(("VBP", "NP_O"), 8, False), (("VBP_I",), 2, False), (("VBP_A", "ADJP"), 3, False),
              (("VP_PAST",), 18, False), (("MD", "VP_B"), 6, True), (("VP_PL", "PP"), 4, True)],
    "VP_PAST": [(("VBD", "NP_O"), 24, False), (("VBD", "NP_O", "PP"), 10, True),
                (("VBD_I",), 6, False), (("VBD_I", "PP"), 6, True), (("VBD_I", "ADVP"), 4, False),
                (("VBD_S", "SBAR"), 5, True), (("VBD_D", "NP_O", "NP_O"), 3, False),
                (("VP_PAST", "PP"), 6, True)],
    "VP_B": [(("VB", "NP_O"), 6, False), (("VB_I",), 2, False), (("VB", "NP_O", "PP"), 2, True)],
    "PP": [(("IN", "NP_O"), 1, False)],
    "ADJP": [(("JJ",), 3, False), (("RB_DEG", "JJ"), 2, False)],
    "ADVP": [(("RB",), 1, False)],
    "SBAR": [(("IN_THAT", "S_"), 1, False)],
    "SBAR_SG": [(("WDT", "VP_SG"), 1, False)],          # the relative clause of a subject
    "SBAR_PL": [(("WDT", "VP_PL"), 1, False)],
}
# the Penn label each symbol of the generator is written with
LABEL = {"S_": "S", "VP_B": "VP", "VP_SG": "VP", "VP_PL": "VP", "VP_PAST": "VP",
         "NP_SG": "NP", "NP_PL": "NP", "NP_O": "NP", "SUBJ_SG": "NP", "SUBJ_PL": "NP", "SBAR_SG": "SBAR", "SBAR_PL": "SBAR",
         "IN_THAT": "IN", "DT_PL": "DT", "PRP_SG": "PRP", "PRP_PL": "PRP", "PRP_O": "PRP",
         "VBZ_I": "VBZ", "VBZ_A": "VBZ", "VBP_I": "VBP", "VBP_A": "VBP", "VBD_I": "VBD",
         "VBD_S": "VBD", "VBD_D": "VBD", "VB_I": "VB", "RB_DEG": "RB", "CC_AND": "CC"}
WORDS = {
    "DT": "the the the a a this every that".split(),
    "DT_PL": "the the some these those".split(),
    "JJ": "small old quick happy green quiet heavy bright young long new red".split(),
    "NN": ("dog cat student teacher tree river book lamp city garden model word telescope "
           "park hill man woman child letter table window bank bird boat idea").split(),
    "NNS": "dogs cats students teachers trees books birds letters windows boats ideas".split(),
    "NNP": "Anna Seoul Paris Kim Lee Mina Jun Busan".split(),
    "PRP_SG": "she he it".split(),
    "PRP_PL": "they we I you".split(),
    "PRP_O": "her him it them us me".split(),
    "PRP$": "her his their my our".split(),
    "VBD": "saw liked read watched found kept wrote met visited".split(),
    "VBD_I": "slept walked waited arrived laughed".split(),
    "VBD_S": "said knew thought".split(),
    "VBD_D": "gave sent showed".split(),
    "VBZ": "sees likes reads watches finds keeps writes knows".split(),
    "VBZ_I": "sleeps walks waits".split(),
    "VBZ_A": "is seems looks".split(),
    "VBP": "see like read watch find keep".split(),
    "VBP_I": "sleep walk wait".split(),
    "VBP_A": "are seem look".split(),
    "VB": "see read watch find keep write meet visit".split(),
    "VB_I": "sleep walk wait".split(),
    "MD": "can will must should".split(),
    "RB": "quickly often quietly slowly".split(),
    "RB_DEG": "very quite rather".split(),
    "IN": "in near with under behind on from by".split(),
    "IN_THAT": ["that"],
    "WDT": ["that", "which"],
    "CC": ["and", "but", "or"],
    "CC_AND": ["and"],
    "CD": "two three seven ten".split(),
    ".": ["."], ",": [","],
}


def expand(symbol, rng, depth):
    """A tree (label, children) for ``symbol``; words are strings."""
    if symbol in WORDS:
        return (LABEL.get(symbol, symbol), [rng.choice(WORDS[symbol])])
    options = [o for o in PHRASES[symbol] if depth < MAX_DEPTH or not o[2]]
    rhs = rng.choices([o[0] for o in options], [o[1] for o in options])[0]
    kids = [expand(s, rng, depth + 1) for s in rhs]
    label = LABEL.get(symbol, symbol)
    if len(kids) == 1 and isinstance(kids[0], tuple) and kids[0][0] == label:
        return kids[0]                          # NP_O → NP_SG, VP_SG → VP_PAST: one node
    if symbol == "S" and rhs.count("S_") == 1:  # the sentence's clause is the sentence, flat
        k = rhs.index("S_")
        kids = kids[:k] + kids[k][1] + kids[k + 1:]
    return (label, kids)


def articles(tree, following=None):
    """"a" before a vowel sound becomes "an" (the word after it in the sentence decides)."""
    words = leaves(tree)
    fixed = iter(["an" if w == "a" and k + 1 < len(words) and words[k + 1][0] in "aeiou"
                  else w for k, w in enumerate(words)])

    def walk(node):
        label, kids = node
        return (label, [walk(k) if isinstance(k, tuple) else next(fixed) for k in kids])
    return walk(tree)


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
        tree = articles(expand("S", rng, 0))
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
