"""The parsing view's worker jobs: thin names over :mod:`engine.workflows.parsing`; each
yields Progress and returns one frozen dataclass."""
from __future__ import annotations

from engine.workflows.parsing import (LISTED_RULES, ShownGrammar, TagComparison, grammar_text,
                                      iter_compare_tags, iter_show_grammar)

__all__ = ["LISTED_RULES", "ShownGrammar", "TagComparison", "compare_tags_job", "grammar_text",
           "show_grammar_job"]

show_grammar_job = iter_show_grammar
compare_tags_job = iter_compare_tags
