"""CKY as the textbooks write it: loops over spans, split points and rules, one cell entry at a
time. It reads like the recurrence; :class:`engine.parse.CKYParser` computes the same chart with
numpy over all rules at once (the tests check that both agree), and is the one to use.

    for width = 1 … n, for i = 0 … n − width, j = i + width:
        width 1:  δ[i, j, A] = log P(A → wᵢ)
        else:     δ[i, j, A] = max_{i<k<j, A → B C} log P(A → B C) + δ[i, k, B] + δ[k, j, C]
        then, until nothing improves, for each unit rule A → B:
                  δ[i, j, A] = max(δ[i, j, A], log P(A → B) + δ[i, j, B])
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from .grammar import PCFG


def cky_reference(grammar: PCFG, words: Sequence[str]) -> float | None:
    """The best tree's natural-log probability by the textbook loops (None when no tree spans
    ``words``). ``grammar`` may be any PCFG without empty rules: it is binarised first
    (:meth:`PCFG.to_cnf`), and the unit rules are relaxed in each cell as in NLTK's
    ViterbiParser."""
    g = grammar.to_cnf().binarised
    lexical, binary, unit = {}, [], []
    for r in g.rules():
        if r.is_lexical:
            lexical.setdefault(r.rhs[0], []).append((r.lhs, r.log_prob))
        elif r.is_unit:
            unit.append((r.lhs, r.rhs[0], r.log_prob))
        else:
            binary.append((r.lhs, r.rhs[0], r.rhs[1], r.log_prob))
    n = len(words)
    delta: dict[tuple[int, int], dict[str, float]] = {}
    for width in range(1, n + 1):
        for i in range(n - width + 1):
            j = i + width
            cell: dict[str, float] = {}
            if width == 1:
                for a, lp in lexical.get(words[i], []):
                    cell[a] = max(cell.get(a, -math.inf), lp)
            for k in range(i + 1, j):
                left, right = delta[i, k], delta[k, j]
                for a, b, c, lp in binary:
                    if b in left and c in right:
                        score = lp + left[b] + right[c]
                        if score > cell.get(a, -math.inf):
                            cell[a] = score
            changed = True
            while changed:                     # unit rules: relax until no entry improves
                changed = False
                for a, b, lp in unit:
                    if b in cell and lp + cell[b] > cell.get(a, -math.inf) + 1e-12:
                        cell[a] = lp + cell[b]
                        changed = True
            delta[i, j] = cell
    return delta[0, n].get(g.start)
