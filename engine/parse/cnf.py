"""Chomsky normal form, step by step, and back.

A grammar is in CNF when every rule is A → B C (two nonterminals) or A → 'w' (one word). Three
stages bring a PCFG there (the order of Hopcroft and Ullman, which keeps the grammar small):

1. **terminals**: a word inside a longer right side gets a nonterminal of its own,
   VP → 'gave' NP becomes VP → T_gave NP and T_gave → 'gave' [1];
2. **binarise**: A → X₁ X₂ … Xₙ (n ≥ 3) becomes A → X₁ A|<X₂-…-Xₙ> with the rule's
   probability, A|<X₂-…-Xₙ> → X₂ A|<X₃-…-Xₙ> [1], …, as NLTK's right-factored
   ``chomsky_normal_form`` names them (a derivation maps one to one, so every probability is
   kept);
3. **units**: the unit rules A → B go; A gets every non-unit rule B → β of each B it reaches
   through unit rules, with P'(A → β) = Σ_B U*[A, B] P(B → β), where U[A, B] = P(A → B) and
   U* = I + U + U² + … = (I − U)⁻¹ sums the chains of every length, so P(words) is unchanged.

A tree of the CNF grammar is brought back by undoing the stages in reverse (the best unit chain
put back, the A|<…> nodes spliced into their parent, the T_w nodes replaced by their word).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from scipy import sparse

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError
from .rules import Rule
from .trees import Tree, as_trees

if TYPE_CHECKING:                   # grammar.py imports this module for PCFG.to_cnf()
    from .grammar import PCFG


@dataclass(frozen=True)
class CNFStage:
    """One stage of the conversion: its ``name`` ("terminals", "binarise", "units"), an
    English sentence saying what it did (for scripts; a view writes its own from the facts),
    the rules it ``removed`` and ``added``, the ``grammar`` after it, the nonterminals it
    made (``new_symbols``: the T_w of stage 1, the A|<…> of stage 2) and, for the unit stage,
    how many rules the grammar had already that the unit chains made likelier (``changed``)."""

    name: str
    description: str
    removed: tuple[Rule, ...]
    added: tuple[Rule, ...]
    grammar: PCFG
    new_symbols: tuple[str, ...] = ()
    changed: int = 0


def _fresh(name: str, taken: set[str]) -> str:
    """``name``, primed until no symbol of the grammar has it."""
    while name in taken:
        name += "'"
    taken.add(name)
    return name


class CNFConversion:
    """The conversion of ``grammar`` to Chomsky normal form: :attr:`stages` (terminals,
    binarise, units) and :meth:`untransform` to bring a CNF tree back to the original rules.

    The parser uses the grammar after the first two stages (:attr:`binarised`) and keeps the
    unit rules, taking the best chain of unit rules in each chart cell (:meth:`unit_chains`):
    the best parse needs the best chain (max), P(words) the sum of all chains (U*)."""

    def __init__(self, grammar: PCFG):
        self.original = grammar
        self._taken = {r.lhs for r in grammar.rules()}
        self._word_symbol: dict[str, str] = {}      # T_w → w
        self._lifted: dict[str, str] = {}           # w → T_w
        self._made: dict[tuple, str] = {}           # (A, (X₂, …, Xₙ)) → A|<X₂-…-Xₙ>
        self._intermediate: set[str] = set()        # the A|<…> symbols
        self._terminals = self._lift_terminals(grammar)
        self._binarise = self._binarise_stage(self._terminals.grammar)
        self._units: CNFStage | None = None
        self._unit_matrix: tuple[list[str], np.ndarray] | None = None
        self._unit_keys: dict[tuple, int] = {}      # (rhs, terminal) → column of _unit_rules
        self._unit_rules = None                      # P(B → β) of the unit symbols' rules
        self._closure = self._chains = None

    # --- the stages -------------------------------------------------------------------------
    @property
    def binarised(self) -> PCFG:
        """The grammar after the terminal and binarisation stages: rules A → B C, A → 'w' and
        unit rules A → B."""
        return self._binarise.grammar

    @property
    def grammar(self) -> PCFG:
        """The grammar in Chomsky normal form (after all three stages)."""
        return self.stages[-1].grammar

    @property
    def stages(self) -> tuple[CNFStage, CNFStage, CNFStage]:
        """The three stages in order; the unit stage is computed when first asked for (on a
        treebank grammar it copies many rules)."""
        if self._units is None:
            self._units = self._unit_stage(self.binarised)
        return self._terminals, self._binarise, self._units

    # each stage builds its grammar as type(g)(rules, start): a PCFG like g, without importing
    # grammar.py (which imports this module for PCFG.to_cnf)
    def _lift_terminals(self, g: PCFG) -> CNFStage:
        removed, added, rules, lexical = [], [], [], {}
        for r in g.rules():
            if len(r.rhs) < 2 or not any(r.terminal):
                rules.append(r)
                continue
            rhs = []
            for s, t in zip(r.rhs, r.terminal):
                if t:
                    if s not in lexical:
                        name = _fresh(f"T_{s}", self._taken)
                        lexical[s] = Rule(name, (s,), 1.0, (True,))
                        self._word_symbol[name], self._lifted[s] = s, name
                        added.append(lexical[s])
                    s = lexical[s].lhs
                rhs.append(s)
            new = Rule(r.lhs, tuple(rhs), r.prob, (False,) * len(rhs))
            removed.append(r)
            added.append(new)
            rules.append(new)
        rules.extend(lexical.values())
        text = (f"{len(removed)} rule(s) with a word beside other symbols now use "
                f"{len(lexical)} new nonterminal(s) T_w → 'w' [1].")
        return CNFStage("terminals", text, tuple(removed), tuple(added), type(g)(rules, g.start),
                        tuple(r.lhs for r in lexical.values()))

    def _binarise_stage(self, g: PCFG) -> CNFStage:
        removed, added, rules, made = [], [], [], self._made
        for r in g.rules():
            if len(r.rhs) < 3:
                rules.append(r)
                continue
            removed.append(r)
            head, lhs, prob, rhs = r.lhs, r.lhs, r.prob, r.rhs
            while len(rhs) > 2:
                rest = rhs[1:]
                key = (head, rest)
                new_name = made.get(key)
                fresh = new_name is None
                if fresh:
                    new_name = made[key] = _fresh(f"{head}|<{'-'.join(rest)}>", self._taken)
                    self._intermediate.add(new_name)
                rule = Rule(lhs, (rhs[0], new_name), prob, (False, False))
                rules.append(rule)
                added.append(rule)
                if not fresh:            # the rest of this chain exists already (shared suffix)
                    break
                lhs, prob, rhs = new_name, 1.0, rest
            else:
                rule = Rule(lhs, rhs, prob, (False, False))
                rules.append(rule)
                added.append(rule)
        text = (f"{len(removed)} rule(s) with three or more symbols on the right became chains "
                f"of two-symbol rules through {len(made)} new nonterminal(s) A|<…> [1].")
        return CNFStage("binarise", text, tuple(removed), tuple(added), type(g)(rules, g.start),
                        tuple(made.values()))

    def unit_matrix(self) -> tuple[list[str], np.ndarray]:
        """The symbols that take part in unit rules and U[A, B] = P(A → B) between them."""
        if self._unit_matrix is not None:
            return self._unit_matrix
        units = [r for r in self.binarised.rules() if r.is_unit]
        symbols = list(dict.fromkeys([s for r in units for s in (r.lhs, r.rhs[0])]))
        index = {s: k for k, s in enumerate(symbols)}
        U = np.zeros((len(symbols), len(symbols)))
        for r in units:
            U[index[r.lhs], index[r.rhs[0]]] = r.prob
        U.flags.writeable = False
        self._unit_matrix = symbols, U
        return symbols, U

    def unit_closure(self) -> tuple[list[str], np.ndarray]:
        """U* = (I − U)⁻¹ = Σₖ Uᵏ: the total probability of the unit chains A ⇒* B (with
        U*[A, A] ≥ 1 for the empty chain). A :class:`DataError` for a closed cycle of unit
        rules (derivations that never reach a word)."""
        if self._closure is not None:
            return self._closure
        symbols, U = self.unit_matrix()
        if not symbols:
            return symbols, U
        try:
            closure = np.linalg.solve(np.eye(len(symbols)) - U, np.eye(len(symbols)))
        except np.linalg.LinAlgError:
            closure = np.full_like(U, np.inf)
        # a cycle of units that leaves no probability for other rules makes I − U singular
        if not np.all(np.isfinite(closure)) or closure.min() < -1e-9 or closure.max() > 1e9:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The unit rules form a cycle that never "
                                                        "reaches a word (e.g. A -> B [1.0] and "
                                                        "B -> A [1.0]); give the symbols on the "
                                                        "cycle rules that produce words."))
        self._closure = symbols, np.maximum(closure, 0.0)
        return self._closure

    def unit_chains(self) -> tuple[list[str], np.ndarray, np.ndarray]:
        """The best chain of unit rules between the symbols of :meth:`unit_matrix`:
        ``(symbols, best, hop)`` with best[A, B] = max log P(A ⇒* B) over chains (0 on the
        diagonal: the empty chain) and hop[A, B] the symbol after A on that chain (−1 where B
        is not reached). By Floyd–Warshall in the (max, +) semiring, vectorised per pivot;
        probabilities ≤ 1 mean no cycle improves a chain, so the best chains are simple."""
        if self._chains is not None:
            return self._chains
        symbols, U = self.unit_matrix()
        n = len(symbols)
        with np.errstate(divide="ignore"):
            best = np.log(U)
        hop = np.where(U > 0, np.arange(n)[None, :], -1)
        np.fill_diagonal(best, 0.0)
        np.fill_diagonal(hop, np.arange(n))
        for k in range(n):
            through = best[:, k:k + 1] + best[k:k + 1, :]
            better = through > best + 1e-12
            best = np.where(better, through, best)
            hop = np.where(better, hop[:, k:k + 1], hop)
        best.flags.writeable = hop.flags.writeable = False
        self._chains = symbols, best, hop
        return self._chains

    def _unit_stage(self, g: PCFG) -> CNFStage:
        removed = tuple(r for r in g.rules() if r.is_unit)
        if not removed:
            return CNFStage("units", "The grammar has no unit rules A → B.", (), (), g)
        symbols, closure = self.unit_closure()
        index = {s: k for k, s in enumerate(symbols)}
        # the non-unit rules of the unit symbols as a sparse (symbol × right side) matrix
        keys: dict[tuple, int] = self._unit_keys
        rows, cols, probs = [], [], []
        for r in g.rules():
            if not r.is_unit and r.lhs in index:
                k = keys.setdefault((r.rhs, r.terminal), len(keys))
                rows.append(index[r.lhs])
                cols.append(k)
                probs.append(r.prob)
        P = sparse.csr_matrix((probs, (rows, cols)), shape=(len(symbols), len(keys)))
        self._unit_rules = P
        merged = (sparse.csr_matrix(closure) @ P).tocsr()    # P'(A → β) = Σ_B U*[A, B] P(B → β)
        merged.sort_indices()
        right = list(keys)
        by_lhs: dict[str, list[Rule]] = {}
        for r in g.rules():
            by_lhs.setdefault(r.lhs, []).append(r)
        rules, added, changed = [], [], 0
        for a, own_rules in by_lhs.items():
            if a not in index:
                rules.extend(own_rules)
                continue
            i = index[a]
            own = {(r.rhs, r.terminal): r.prob for r in own_rules if not r.is_unit}
            lo, hi = merged.indptr[i], merged.indptr[i + 1]
            for k, p in zip(merged.indices[lo:hi], merged.data[lo:hi]):
                rhs, term = right[k]
                rule = Rule(a, rhs, min(float(p), 1.0), term)
                rules.append(rule)
                if (rhs, term) in own:
                    # likelier only when a unit chain adds to it (a unit target's own rules,
                    # reached by the empty chain alone, are unchanged)
                    changed += rule.prob > own[(rhs, term)] + 1e-12
                else:
                    added.append(rule)
        text = (f"{len(removed)} unit rule(s) A → B removed; {len(added)} rule(s) copied up "
                f"the unit chains and {changed} made likelier, with P(A → β) = "
                "Σ_B U*[A, B] P(B → β).")
        return CNFStage("units", text, removed, tuple(added), type(g)(rules, g.start),
                        changed=changed)

    def _origin(self, a: str, rhs: tuple, term: tuple) -> str | None:
        """The B whose rule B → β gave the CNF rule A → β its largest share: the best chain
        A ⇒* B times P(B → β) (None when A → β did not come through the unit stage)."""
        symbols, best, _ = self.unit_chains()
        k = self._unit_keys.get((rhs, term))
        if k is None or a not in symbols:
            return None
        column = self._unit_rules[:, k].toarray().ravel()
        with np.errstate(divide="ignore"):
            score = best[symbols.index(a)] + np.log(column)
        j = int(np.argmax(score))
        return symbols[j] if score[j] > -np.inf else None

    # --- back to the original grammar ----------------------------------------------------
    def untransform(self, tree) -> Tree:
        """A tree of the CNF (or binarised) grammar as a tree of the original grammar: a node
        A → β that the unit stage copied from B gets its best chain A → … → B back, the
        A|<…> nodes are spliced into their parents and the T_w nodes become their word."""
        tree = as_trees([tree])[0]
        if self.stages[2].removed:                  # there were unit rules to bring back
            tree = self._restore_units(tree)
        return self.unbinarise(tree)

    def transform(self, tree) -> Tree:
        """A tree of the original grammar as a tree of :attr:`binarised` (the terminal and
        binarisation stages; unit rules stay): a word beside other children goes under its
        T_w node, and a node with three or more children is right-factored through the
        A|<…> nodes, as NLTK's ``Tree.chomsky_normal_form(factor="right")`` does. The tree's
        probability is unchanged; :meth:`unbinarise` brings it back."""
        tree = as_trees([tree])[0]

        def walk(node: Tree) -> Tree:
            kids = [walk(c) if isinstance(c, Tree) else c for c in node.children]
            if len(kids) >= 2:
                for k, c in enumerate(kids):
                    if isinstance(c, str):
                        if c not in self._lifted:
                            raise DataError(QT_TRANSLATE_NOOP(
                                "engine", "The word {word!r} beside other children of "
                                          "({label} …) is not in such a rule of the grammar."),
                                word=c, label=node.label)
                        kids[k] = Tree(self._lifted[c], (c,))
            head = node.label
            if len(kids) <= 2:
                return Tree(head, tuple(kids))
            labels = [c.label for c in kids]
            names = [self._made.get((head, tuple(labels[k:]))) for k in range(1, len(kids) - 1)]
            if None in names:
                raise DataError(QT_TRANSLATE_NOOP("engine", "({head} {labels}) is not a rule of "
                                                            "the grammar."),
                                head=head, labels=" ".join(labels))
            out = Tree(names[-1], tuple(kids[-2:]))      # the chain, built from the right end
            for k in range(len(kids) - 3, -1, -1):
                out = Tree(names[k - 1] if k else head, (kids[k], out))
            return out
        return walk(tree)

    def unbinarise(self, tree: Tree) -> Tree:
        """Undo the terminal and binarisation stages only (the parser's trees keep their unit
        chains)."""
        def walk(node: Tree) -> Tree | str:
            if node.label in self._word_symbol and len(node.children) == 1:
                return self._word_symbol[node.label]
            kids: list = []
            for c in node.children:
                if isinstance(c, Tree):
                    back = walk(c)
                    if isinstance(back, Tree) and back.label in self._intermediate:
                        kids.extend(back.children)           # splice A|<…> into its parent
                    else:
                        kids.append(back)
                else:
                    kids.append(c)
            return Tree(node.label, tuple(kids))
        out = walk(tree)
        return out if isinstance(out, Tree) else Tree(tree.label, (out,))

    def _restore_units(self, tree: Tree) -> Tree:
        symbols, _, hop = self.unit_chains()
        index = {s: k for k, s in enumerate(symbols)}

        def walk(node: Tree) -> Tree:
            kids = tuple(walk(c) if isinstance(c, Tree) else c for c in node.children)
            rhs = tuple(c.label if isinstance(c, Tree) else c for c in kids)
            term = tuple(not isinstance(c, Tree) for c in kids)
            origin = self._origin(node.label, rhs, term)
            if origin is None or origin == node.label:
                return Tree(node.label, kids)
            chain = [node.label]                       # A, then the hops to B
            i, j = index[node.label], index[origin]
            while i != j:
                i = int(hop[i, j])
                chain.append(symbols[i])
            out = Tree(chain[-1], kids)
            for label in reversed(chain[:-1]):
                out = Tree(label, (out,))
            return out
        return walk(tree)
