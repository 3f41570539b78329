"""The CKY parser of a PCFG: the most probable tree (Viterbi) and the inside probability, the
chart filled cell by cell, shortest spans first.

For a span (i, j) of the words and a nonterminal A, in log space,

    δ(i, i+1, A) = log P(A → wᵢ)
    δ(i, j, A)   = max over rules A → B C and splits i < k < j of
                   log P(A → B C) + δ(i, k, B) + δ(k, j, C)
    β(i, j, A)   = log Σ (the same terms, summed instead of maximised)    (inside)

then the unit rules in the cell: δ(i, j, A) ← max_B best(A ⇒* B) + δ(i, j, B) over the best
chains of unit rules (β with U* = (I − U)⁻¹, the sum over all chains). log P(words) =
β(0, n, S) and the best tree's log-probability is δ(0, n, S).

The grammar is the one of :class:`CNFConversion` after its terminal and binarisation stages;
each cell is computed over all binary rules at once (numpy index arrays of the rules grouped
by left child; only rules whose children are both in the chart are scored), and the best
tree is brought back to the original grammar's rules.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import DataError
from .grammar import PCFG
from .trees import Tree

# a chart holds (n(n+1)/2 cells) × (nonterminals) values and back-pointers: refuse beyond this
MAX_CHART_BYTES = 1_500_000_000
# the longest sentence: the fill is O(n³) in Python-level splits, and the trees are walked
# recursively (a few frames per word)
MAX_WORDS = 150
# candidates kept per step for display (all are scored; a treebank cell can have thousands)
MAX_CANDIDATES = 200


@dataclass(frozen=True)
class Parse:
    """The most probable tree of a sentence and its natural-log probability under the
    original grammar, log P(tree) = Σ log P(A → β) over its nodes."""

    tree: Tree
    log_prob: float

    def bracketed(self) -> str:
        """The tree in bracketed notation on one line."""
        return self.tree.bracketed()

    def __str__(self) -> str:
        return self.tree.bracketed()


@dataclass(frozen=True)
class CellEntry:
    """One nonterminal in a chart cell: its best log-probability and back-pointer. ``rule``
    is the (binarised) rule that built it, ``split`` the k of span (i, k) + (k, j) with its
    ``left`` and ``right`` children (None for a word), ``chain`` the unit rules above it,
    ``("S", "VP")`` when S → VP was applied on top of a VP built by ``rule`` (empty if none)."""

    symbol: str
    log_prob: float
    rule: str
    split: int | None = None
    left: str | None = None
    right: str | None = None
    chain: tuple[str, ...] = ()


@dataclass(frozen=True)
class Candidate:
    """One rule tried in a cell: ``rule`` at ``split`` gave ``lhs`` this log-probability."""

    lhs: str
    rule: str
    split: int | None
    log_prob: float


@dataclass(frozen=True)
class CKYStep(Step):
    """The fill of one chart cell, span (i, j) = words i … j−1 (0-based, j exclusive).

    ``entries`` are the cell's nonterminals, best first, each with its back-pointer;
    ``candidates`` the best :data:`MAX_CANDIDATES` of the ``n_candidates`` rule applications
    scored (every binary rule whose two children are in the chart, at every split; the word's
    rules in a one-word cell); ``best`` / ``best_log_prob`` the top entry (None when the cell
    stays empty). The last step (``converged``: the chart is complete; nothing is iterated, so
    ``stopped`` is always None) carries the best ``tree`` and its ``log_prob``, None when the
    start symbol does not span the sentence, and ``inside`` = log P(words) (−inf then)."""

    iteration: int
    span: tuple[int, int]
    words: tuple[str, ...]
    entries: tuple[CellEntry, ...]
    candidates: tuple[Candidate, ...]
    n_candidates: int
    best: str | None
    best_log_prob: float | None
    phase: str = "binary"          # "lexical" for a one-word cell
    converged: bool = False
    tree: Tree | None = None
    log_prob: float | None = None
    inside: float | None = None
    stopped: str | None = None

    objective_name: ClassVar[str] = "best_log_prob"
    iterative: ClassVar[bool] = False


def _words(words) -> list[str]:
    if isinstance(words, str):
        words = words.split()
    try:
        words = list(words)
    except TypeError:
        raise DataError(QT_TRANSLATE_NOOP("engine", "words must be a list of words or a "
                                                    "sentence string; got {words_type}."),
                        words_type=type(words).__name__) from None
    if not words:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No words to parse; type a sentence."))
    for k, w in enumerate(words):
        if not isinstance(w, str) or not w:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Word {k} is {w!r}; every word must be "
                                                        "a non-empty string."), k=k + 1, w=w)
    return words


class CKYParser:
    """CKY over a :class:`PCFG`: :meth:`parse` (the best tree), :meth:`inside` (log P(words))
    and :meth:`iter_parse` (the chart cell by cell, as :class:`CKYStep` s). Any PCFG without
    empty rules works: it is converted to Chomsky normal form (:meth:`PCFG.to_cnf`) and the
    unit rules are applied inside each cell."""

    def __init__(self, grammar: PCFG):
        if not isinstance(grammar, PCFG):
            raise DataError(QT_TRANSLATE_NOOP("engine", "CKYParser needs an engine.parse.PCFG; "
                                                        "got {grammar_type}. Build one with "
                                                        "PCFG.from_string(text) or "
                                                        "PCFG.from_trees(trees)."),
                            grammar_type=type(grammar).__name__)
        self.grammar = grammar
        self.cnf = grammar.to_cnf()
        g = self.cnf.binarised
        self.symbols = g.nonterminals()
        index = {s: k for k, s in enumerate(self.symbols)}
        self._index = index
        self.start_index = index[g.start]
        lex: dict[str, list] = {}
        binary = []
        for r in g.rules():
            if r.is_lexical:                 # after the terminal stage: exactly one word
                lex.setdefault(r.rhs[0], []).append((index[r.lhs], r.log_prob, r))
            elif len(r.rhs) == 2:
                binary.append((index[r.rhs[0]], index[r.rhs[1]], index[r.lhs], r.log_prob, r))
        self._lexical = lex
        binary.sort(key=lambda b: b[0])      # grouped by left child: ranges per symbol
        self._left = np.array([b[0] for b in binary], dtype=np.intp)
        self._right = np.array([b[1] for b in binary], dtype=np.intp)
        self._lhs = np.array([b[2] for b in binary], dtype=np.intp)
        self._logp = np.array([b[3] for b in binary], dtype=np.float64)
        self._binary_rules = [b[4] for b in binary]
        self._ptr = np.searchsorted(self._left, np.arange(len(self.symbols) + 1))
        units, best, hop = self.cnf.unit_chains()
        self._units = np.array([index[s] for s in units], dtype=np.intp)
        self._unit_best, self._unit_hop = best, hop
        self._unit_pos = {int(s): k for k, s in enumerate(self._units)}
        _, closure = self.cnf.unit_closure()           # refuses a closed unit cycle now
        with np.errstate(divide="ignore"):
            self._unit_sum = np.log(np.maximum(closure, 0.0))

    @property
    def n_binary_rules(self) -> int:
        """The number of binary rules A → B C the chart combines (after binarisation)."""
        return len(self._lhs)

    # --- the fill -------------------------------------------------------------------------
    def _check(self, words) -> list[str]:
        words = _words(words)
        n = len(words)
        if n > MAX_WORDS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The sentence has {n} words; CKY here "
                                                        "parses up to {MAX_WORDS} (its chart "
                                                        "grows with n³). Split it into "
                                                        "sentences first."), n=n,
                            MAX_WORDS=MAX_WORDS)
        size = n * (n + 1) // 2 * len(self.symbols) * 20      # float64 + three int32 per cell
        if size > MAX_CHART_BYTES:
            raise DataError(QT_TRANSLATE_NOOP("engine", "A chart for {n} words and {n_symbols} "
                                                        "nonterminals needs about {size:.1f} "
                                                        "GB; parse a shorter sentence."), n=n,
                            n_symbols=len(self.symbols), size=size / 1e9)
        return words

    def _cell(self, chart, present, i, j, words, viterbi):
        """Score every candidate of cell (i, j): ``(pre, rule, split, cand)`` where ``pre``
        holds the best (or summed) log-probability per symbol before the unit rules and
        ``cand`` = (lhs, rule index, split, score) arrays of every application scored."""
        m = len(self.symbols)
        pre = np.full(m, -np.inf)
        rule = np.full(m, -1, dtype=np.int32)
        split = np.full(m, -1, dtype=np.int32)
        if j == i + 1:
            entries = self._lexical.get(words[i], ())
            syms = np.array([e[0] for e in entries], dtype=np.intp)
            logp = np.array([e[1] for e in entries], dtype=np.float64)
            pre[syms] = logp
            rule[syms] = np.arange(len(syms))
            return pre, rule, split, (syms, np.arange(len(syms)), np.full(len(syms), -1), logp)
        idx_parts, k_parts, s_parts = [], [], []
        for k in range(i + 1, j):
            L, nz = chart[i, k], present[i, k]
            if not len(nz):
                continue
            R = chart[k, j]
            starts, stops = self._ptr[nz], self._ptr[nz + 1]
            counts = stops - starts
            total = int(counts.sum())
            if not total:
                continue
            # the rules whose left child is in (i, k): their index ranges, concatenated
            idx = np.repeat(starts - np.cumsum(counts) + counts, counts) + np.arange(total)
            rs = R[self._right[idx]]
            keep = rs > -np.inf
            idx = idx[keep]
            idx_parts.append(idx)
            s_parts.append(L[self._left[idx]] + rs[keep] + self._logp[idx])
            k_parts.append(np.full(len(idx), k, dtype=np.int32))
        if not idx_parts:
            empty = np.zeros(0, np.intp)
            return pre, rule, split, (empty, empty, empty, np.zeros(0))
        idx, ks, score = (np.concatenate(p) for p in (idx_parts, k_parts, s_parts))
        lhs = self._lhs[idx]
        if viterbi:
            order = np.argsort(-score, kind="stable")         # best first: first per lhs wins
            syms, first = np.unique(lhs[order], return_index=True)
            win = order[first]
            pre[syms], rule[syms], split[syms] = score[win], idx[win], ks[win]
        else:                                                 # log Σ per lhs, scaled by its max
            top = np.full(m, -np.inf)
            np.maximum.at(top, lhs, score)
            total = np.bincount(lhs, np.exp(score - top[lhs]), minlength=m)
            hit = total > 0
            pre[hit] = np.log(total[hit]) + top[hit]
        return pre, rule, split, (lhs, idx, ks, score)

    def _close(self, pre, viterbi):
        """Apply the unit rules in a cell: ``(post, child)`` with child[A] the symbol B whose
        entry A's best chain A ⇒* B ends at (A itself when no unit rule is used)."""
        post = pre.copy()
        child = np.arange(len(pre), dtype=np.int32)
        S = self._units
        if not len(S):
            return post, child
        below = pre[S]
        cols = np.flatnonzero(below > -np.inf)       # only the symbols present in the cell
        if not len(cols):
            return post, child
        table = self._unit_best if viterbi else self._unit_sum
        M = table[:, cols] + below[cols][None, :]
        top = M.max(axis=1)
        if viterbi:
            arg = np.argmax(M, axis=1)
            post[S] = top
            child[S] = S[cols[arg]]
        else:                                         # log Σ_B U*[A, B] β(B), scaled by the max
            reached = top > -np.inf
            total = np.exp(M[reached] - top[reached][:, None]).sum(axis=1)
            post[S[reached]] = np.log(total) + top[reached]
        return post, child

    def _fill(self, words, viterbi: bool) -> Iterator[tuple]:
        """Fill the chart shortest spans first, left to right; yield per cell
        ``(i, j, post, rule, split, child, candidates)``."""
        n = len(words)
        chart, present = {}, {}
        for width in range(1, n + 1):
            for i in range(n - width + 1):
                j = i + width
                pre, rule, split, cand = self._cell(chart, present, i, j, words, viterbi)
                post, child = self._close(pre, viterbi)
                chart[i, j] = post
                present[i, j] = np.flatnonzero(post > -np.inf)
                yield i, j, post, rule, split, child, cand

    # --- results ---------------------------------------------------------------------------
    def _tree(self, backs, words, i, j, a) -> Tree:
        post, rule, split, child = backs[i, j]
        b = int(child[a])
        chain = self._chain(a, b)
        if j == i + 1:
            node = Tree(self.symbols[b], (words[i],))
        else:
            r, k = int(rule[b]), int(split[b])
            node = Tree(self.symbols[b], (self._tree(backs, words, i, k, int(self._left[r])),
                                          self._tree(backs, words, k, j, int(self._right[r]))))
        for label in reversed(chain[:-1]):
            node = Tree(label, (node,))
        return node

    def _chain(self, a: int, b: int) -> list[str]:
        """The symbols of the best unit chain from symbol a down to b (just [a] when a == b)."""
        if a == b:
            return [self.symbols[a]]
        i, j = self._unit_pos[a], self._unit_pos[b]
        out = [self.symbols[a]]
        while i != j:
            i = int(self._unit_hop[i, j])
            out.append(self.symbols[int(self._units[i])])
        return out

    def _result(self, backs, words) -> Parse | None:
        n = len(words)
        top = backs[0, n][0][self.start_index]
        if top == -np.inf:
            return None
        tree = self.cnf.unbinarise(self._tree(backs, words, 0, n, self.start_index))
        return Parse(tree, float(top))

    def parse(self, words: Sequence[str] | str) -> Parse | None:
        """The most probable tree of ``words`` (a list, or a string split on white space) and
        its natural-log probability, or None when the start symbol does not span them (a
        word the grammar lacks: see :meth:`PCFG.unknown_words`)."""
        words = self._check(words)
        backs = {(i, j): (post, rule, split, child)
                 for i, j, post, rule, split, child, _ in self._fill(words, True)}
        return self._result(backs, words)

    def inside(self, words: Sequence[str] | str) -> float:
        """log P(words) = log Σ over every tree of P(tree), the inside probability β(0, n, S)
        (−inf when no tree spans the words)."""
        words = self._check(words)
        return self._inside(words)

    def _inside(self, words) -> float:
        cell = None
        for cell in self._fill(words, False):
            pass
        return float(cell[2][self.start_index])          # the top cell (0, n) comes last

    def iter_parse(self, words: Sequence[str] | str) -> Iterator[CKYStep]:
        """The Viterbi chart cell by cell (shortest spans first, left to right), one
        :class:`CKYStep` per cell; the last carries the best tree and log P(words). Checks
        ``words`` now, before the first step."""
        words = self._check(words)
        return self._steps(words)

    def _steps(self, words) -> Iterator[CKYStep]:
        n = len(words)
        last = n * (n + 1) // 2
        backs = {}
        for it, (i, j, post, rule, split, child, cand) in enumerate(self._fill(words, True), 1):
            backs[i, j] = (post, rule, split, child)
            entries = self._entries(i, j, post, rule, split, child, words)
            candidates, count = self._candidates(i, j, cand, words)
            done = it == last
            result = self._result(backs, words) if done else None
            yield CKYStep(
                it, (i, j), tuple(words[i:j]), entries, candidates, count,
                entries[0].symbol if entries else None,
                entries[0].log_prob if entries else None,
                "lexical" if j == i + 1 else "binary", done,
                result.tree if result else None, result.log_prob if result else None,
                self._inside(words) if done else None)

    def _entries(self, i, j, post, rule, split, child, words) -> tuple[CellEntry, ...]:
        present = np.flatnonzero(post > -np.inf)
        present = present[np.argsort(-post[present], kind="stable")]
        out = []
        for a in present:
            b = int(child[a])
            chain = tuple(self._chain(int(a), b)) if b != a else ()
            if j == i + 1:
                text = str(self._lexical[words[i]][int(rule[b])][2])
                out.append(CellEntry(self.symbols[a], float(post[a]), text, chain=chain))
            else:
                r = int(rule[b])
                out.append(CellEntry(self.symbols[a], float(post[a]), str(self._binary_rules[r]),
                                     int(split[b]), self.symbols[int(self._left[r])],
                                     self.symbols[int(self._right[r])], chain))
        return tuple(out)

    def _candidates(self, i, j, cand, words) -> tuple[tuple[Candidate, ...], int]:
        lhs, idx, ks, score = cand
        order = np.argsort(-score, kind="stable")[:MAX_CANDIDATES]
        if j == i + 1:
            entries = self._lexical.get(words[i], ())
            out = tuple(Candidate(self.symbols[int(lhs[o])], str(entries[int(idx[o])][2]), None,
                                  float(score[o])) for o in order)
        else:
            out = tuple(Candidate(self.symbols[int(lhs[o])], str(self._binary_rules[int(idx[o])]),
                                  int(ks[o]), float(score[o])) for o in order)
        return out, len(score)
