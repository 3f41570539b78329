"""A rule of a probabilistic context-free grammar, ``lhs → rhs [prob]`` (its own module: the
grammar and its conversion to Chomsky normal form both build rules, and neither imports the
other's module for it)."""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """One rule ``lhs → rhs`` with its probability. ``terminal[i]`` is True where ``rhs[i]`` is
    a word (written quoted in NLTK's notation) and False where it is a nonterminal."""

    lhs: str
    rhs: tuple[str, ...]
    prob: float
    terminal: tuple[bool, ...]

    @property
    def log_prob(self) -> float:
        """The natural log of ``prob``."""
        return math.log(self.prob)

    @property
    def is_lexical(self) -> bool:
        """True when the right side is words only (``NN → 'dog'``)."""
        return all(self.terminal)

    @property
    def is_unit(self) -> bool:
        """True for a unit rule, one nonterminal on the right (``NP → NN``)."""
        return len(self.rhs) == 1 and not self.terminal[0]

    def key(self) -> tuple:
        """``(lhs, rhs, terminal)``: the rule without its probability."""
        return self.lhs, self.rhs, self.terminal

    def symbols(self) -> str:
        """The rule in NLTK's notation without its probability, ``VP -> V NP``."""
        rhs = " ".join(_quote(s) if t else s for s, t in zip(self.rhs, self.terminal))
        return f"{self.lhs} -> {rhs}"

    def __str__(self) -> str:
        return f"{self.symbols()} [{self.prob!r}]"


def _quote(word: str) -> str:
    return f'"{word}"' if "'" in word else f"'{word}'"
