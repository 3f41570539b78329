"""The parsing view's worker jobs: each yields Progress and returns one frozen dataclass; they
touch no widget."""
from __future__ import annotations

from dataclasses import dataclass

from engine import Progress
from engine.parse import LoadedGrammar, Tree

LISTED_RULES = 300           # rules listed per CNF stage on the Grammar page


@dataclass(frozen=True)
class ShownGrammar:
    """A loaded grammar with what the view shows of it, prepared on the worker: the text of
    its rules and CNF stages, and the words it knows."""

    loaded: LoadedGrammar
    text: str
    words: frozenset


def grammar_text(loaded: LoadedGrammar) -> str:
    """The rules and the CNF stages (at most LISTED_RULES rules removed and added per stage)."""
    lines = [f"# {loaded.name}: {len(loaded.grammar):,} rules", str(loaded.grammar), ""]
    for k, stage in enumerate(loaded.stages, 1):
        lines.append(f"# CNF stage {k}, {stage.name}: {stage.description}")
        for mark, rules in (("-", stage.removed), ("+", stage.added)):
            lines += [f"{mark} {r}" for r in rules[:LISTED_RULES]]
            if len(rules) > LISTED_RULES:
                lines.append(f"{mark} … and {len(rules) - LISTED_RULES:,} more")
        lines.append("")
    lines.append("# The parser uses the grammar after stages 1 and 2 and applies the unit "
                 "rules inside each cell (the best chain for the best tree, all chains for "
                 "the inside probability).")
    return "\n".join(lines)


def show_grammar_job(job):
    """``load_grammar_job``'s result with its text and words (a worker job)."""
    loaded = yield from job
    yield Progress(3, 3, "Listing the rules…")
    return ShownGrammar(loaded, grammar_text(loaded), frozenset(loaded.grammar.terminals()))


def compare_tags_job(tagger, tree: Tree):
    """Tag the tree's words with the HMM tagger (a worker job)."""
    yield Progress(0, 1, "Tagging with the HMM tagger…")
    return TagComparison(tree, tuple(tree.tagged()), tuple(tagger.tag(tree.leaves())))


@dataclass(frozen=True)
class TagComparison:
    """The best tree's (word, tag) pairs and the HMM tagger's for the same words."""

    tree: Tree
    tree_tags: tuple
    hmm_tags: tuple
