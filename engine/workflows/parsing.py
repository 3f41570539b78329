"""Parsing as a task: a loaded grammar with the text of its rules and CNF stages and the words
it knows, and the tags of a parsed tree against an HMM tagger's. Each ``iter_*`` is a job: it
yields :class:`engine.Progress` and returns one frozen dataclass."""
from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from ..parse import LoadedGrammar, Tree

LISTED_RULES = 300           # rules listed per CNF stage on the Grammar page


@dataclass(frozen=True)
class ShownGrammar:
    """A loaded grammar with what a reader is shown of it, prepared in the job: the text of
    its rules and CNF stages (English comments, for scripts), the words it knows, the rules
    alone (``rules``) and, per CNF stage, the listed rules it removed and added as
    ``(removed, added)`` lines "- rule" / "+ rule" (at most LISTED_RULES each: a view writes
    its own "… and n more" and the stage's sentence from ``loaded.stages``)."""

    loaded: LoadedGrammar
    text: str
    words: frozenset
    rules: str = ""
    listed: tuple[tuple[str, str], ...] = ()


def listed_rules(loaded: LoadedGrammar) -> tuple[tuple[str, str], ...]:
    """Per CNF stage, the "- rule" lines of the rules it removed and the "+ rule" lines of
    those it added, at most LISTED_RULES of each."""
    return tuple(tuple("\n".join(f"{mark} {r}" for r in rules[:LISTED_RULES])
                       for mark, rules in (("-", stage.removed), ("+", stage.added)))
                 for stage in loaded.stages)


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


def iter_show_grammar(job) -> Generator[Progress, None, "ShownGrammar"]:
    """The result of ``job`` (a grammar-loading job) with its text and words."""
    loaded = yield from job
    yield Progress(3, 3, QT_TRANSLATE_NOOP("engine", "Listing the rules…"))
    return ShownGrammar(loaded, grammar_text(loaded), frozenset(loaded.grammar.terminals()),
                        str(loaded.grammar), listed_rules(loaded))


def iter_compare_tags(tagger, tree: Tree) -> Generator[Progress, None, "TagComparison"]:
    """Tag the tree's words with the HMM tagger."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "Tagging with the HMM tagger…"))
    return TagComparison(tree, tuple(tree.tagged()), tuple(tagger.tag(tree.leaves())))


@dataclass(frozen=True)
class TagComparison:
    """The best tree's (word, tag) pairs and the HMM tagger's for the same words."""

    tree: Tree
    tree_tags: tuple
    hmm_tags: tuple
