"""Probabilistic context-free grammars: rules in NLTK's notation, or induced from a treebank by
relative frequency (exactly NLTK's ``induce_pcfg``):

    P(A → β) = count(A → β) / count(A)

where count(A) is the number of nodes labelled A in the trees. The probability of a tree is the
product of the probabilities of the rules it uses, log P(T) = Σ log P(A → β).
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_text
from .rules import Rule, _quote
from .trees import as_trees

# NLTK's PCFG.EPSILON: the probabilities of one left side must sum to 1 within this
SUM_TOLERANCE = 0.01
# one symbol of a rule's right side: a quoted word, a probability, "|", or a nonterminal
_RHS_TOKEN = re.compile(r"'[^']*'|\"[^\"]*\"|\[[^\]]*\]|\||[^\s'\"\[\]|]+")
_NONTERMINAL = re.compile(r"[^\s'\"\[\]|]+")


class PCFG:
    """A probabilistic context-free grammar: its rules and its start symbol.

    Build it with :meth:`from_string` (NLTK's notation) or :meth:`from_trees` (relative
    frequencies of a treebank), or from :class:`Rule` objects. The probabilities of each left
    side must sum to 1 (within NLTK's 0.01); empty right sides are refused (CKY has no place
    for them), and so is a nonterminal used on a right side that has no rules of its own
    (usually a word that lost its quotes, or a misspelt symbol)."""

    def __init__(self, rules: Iterable[Rule], start: str):
        self._rules = tuple(rules)
        self.start = start
        self._check()

    # --- construction -------------------------------------------------------------------
    @classmethod
    def from_string(cls, text: str, start: str | None = None) -> PCFG:
        """Rules in NLTK's notation, one left side per line, alternatives after ``|``:

            S -> NP VP [1.0]
            NP -> Det N [0.6] | 'she' [0.4]

        Words are quoted; ``#`` starts a comment line; a line ending in ``\\`` continues on
        the next; ``%start X`` sets the start symbol, which is otherwise ``start`` or the
        first rule's left side (as in NLTK). Each problem is a :class:`DataError` naming its
        line."""
        check_text(text, "grammar")
        rules: list[Rule] = []
        where: dict[tuple, int] = {}
        first_lhs = directive = None
        carry, carry_no = "", 0
        for no, raw in enumerate(text.splitlines(), 1):
            line = (carry + " " + raw.strip()).strip() if carry else raw.strip()
            no = carry_no or no
            if line.endswith("\\"):
                carry, carry_no = line[:-1].rstrip(), no
                continue
            carry, carry_no = "", 0
            if not line or line.startswith("#"):
                continue
            if line.startswith("%"):
                parts = line.split()
                if parts[0] != "%start" or len(parts) != 2:
                    raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: the only directive "
                                                                "is '%start SYMBOL'; got "
                                                                "{line!r}."), no=no, line=line)
                directive = parts[1]
                continue
            if "->" not in line:
                raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: a rule needs '->' "
                                                            "between its left and right sides, "
                                                            "as in S -> NP VP [1.0]; got "
                                                            "{line!r}."), no=no, line=line)
            lhs, rhs_text = (part.strip() for part in line.split("->", 1))
            if not _NONTERMINAL.fullmatch(lhs):
                raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: the left side {lhs!r} "
                                                            "must be one nonterminal (no "
                                                            "quotes, spaces or brackets)."), no=no,
                                lhs=lhs)
            first_lhs = first_lhs or lhs
            for rule in _alternatives(lhs, rhs_text, no):
                if rule.key() in where:
                    raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: the rule {symbols} "
                                                                "is already on line {where}; "
                                                                "give each rule once."), no=no,
                                    symbols=rule.symbols(), where=where[rule.key()])
                where[rule.key()] = no
                rules.append(rule)
        if not rules:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The grammar has no rules; write one "
                                                        "per line, e.g. S -> NP VP [1.0]."))
        return cls(rules, start or directive or first_lhs)

    @classmethod
    def from_trees(cls, trees, start: str | None = None) -> PCFG:
        """Induce a PCFG from a treebank by relative frequency, exactly as NLTK's
        ``induce_pcfg(start, productions)``: P(A → β) = count(A → β) / count(A). ``trees`` is
        a list of :class:`Tree`, bracketed strings or ``nltk.Tree`` objects (read a file or
        folder with :func:`read_treebank`). The start symbol is ``start``, else the most
        frequent root label (the first of equals). Rules are in the order first seen."""
        trees = as_trees(trees)
        if not trees:
            raise DataError(QT_TRANSLATE_NOOP("engine", "No trees to induce a grammar from; "
                                                        "give at least one bracketed tree such "
                                                        "as (S (NP (DT the) (NN dog)) (VP (VBZ "
                                                        "barks)))."))
        counts: dict[tuple, int] = {}
        lhs_counts: dict[str, int] = {}
        roots: dict[str, int] = {}
        for tree in trees:
            roots[tree.label] = roots.get(tree.label, 0) + 1
            for key in tree.productions():
                counts[key] = counts.get(key, 0) + 1
                lhs_counts[key[0]] = lhs_counts.get(key[0], 0) + 1
        rules = [Rule(lhs, rhs, n / lhs_counts[lhs], term)
                 for (lhs, rhs, term), n in counts.items()]
        if start is None:
            start = max(roots, key=roots.get)      # max keeps the first of equal counts
        return cls(rules, start)

    # --- reading --------------------------------------------------------------------------
    def rules(self, lhs: str | None = None) -> tuple[Rule, ...]:
        """All rules in order, or those of one left side."""
        if lhs is None:
            return self._rules
        return tuple(r for r in self._rules if r.lhs == lhs)

    def nonterminals(self) -> list[str]:
        """The left sides, in the order of their first rule."""
        return list(dict.fromkeys(r.lhs for r in self._rules))

    def terminals(self) -> set[str]:
        """Every word on a right side."""
        return {s for r in self._rules for s, t in zip(r.rhs, r.terminal) if t}

    def unknown_words(self, words: Iterable[str]) -> list[str]:
        """The words of ``words`` that no rule produces (then no sentence with them parses)."""
        known = self.terminals()
        return list(dict.fromkeys(w for w in words if w not in known))

    def log_prob(self, tree) -> float:
        """log P(tree) = Σ log P(A → β) over the tree's nodes; a :class:`DataError` names the
        first rule of the tree the grammar lacks."""
        tree = as_trees([tree])[0]
        index = {r.key(): r for r in self._rules}
        total = 0.0
        for key in tree.productions():
            rule = index.get(key)
            if rule is None:
                rhs = " ".join(_quote(s) if t else s for s, t in zip(key[1], key[2]))
                raise DataError(QT_TRANSLATE_NOOP("engine", "The tree uses {key_0} -> {rhs}, "
                                                            "which is not a rule of the grammar."),
                                key_0=key[0], rhs=rhs)
            total += rule.log_prob
        return total

    def to_cnf(self):
        """The conversion to Chomsky normal form, step by step (see
        :class:`engine.parse.CNFConversion`)."""
        from .cnf import CNFConversion
        return CNFConversion(self)

    def __str__(self) -> str:
        """The grammar in NLTK's notation, one rule per line (``from_string`` reads it back)."""
        head = [] if self._rules and self._rules[0].lhs == self.start else [f"%start {self.start}"]
        return "\n".join(head + [str(r) for r in self._rules])

    def __repr__(self) -> str:
        return f"<PCFG start={self.start!r} with {len(self._rules)} rules>"

    def __len__(self) -> int:
        return len(self._rules)

    # --- checks ---------------------------------------------------------------------------
    def _check(self) -> None:
        if not isinstance(self.start, str) or not self.start:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The start symbol must be a nonterminal "
                                                        "name; got {start!r}."), start=self.start)
        sums: dict[str, float] = {}
        for r in self._rules:
            if not isinstance(r, Rule):
                raise DataError(QT_TRANSLATE_NOOP("engine", "Rules must be engine.parse.Rule "
                                                            "objects; got {r_type}."),
                                r_type=type(r).__name__)
            if not r.rhs:
                raise DataError(QT_TRANSLATE_NOOP("engine", "The rule {r_lhs} -> (nothing) has "
                                                            "an empty right side; CKY needs "
                                                            "every rule to produce at least one "
                                                            "word. Remove it and add the rules "
                                                            "it would shorten."), r_lhs=r.lhs)
            if len(r.terminal) != len(r.rhs):
                raise DataError(QT_TRANSLATE_NOOP("engine", "The rule {r_lhs} -> {r_rhs} needs "
                                                            "one terminal flag per right-side "
                                                            "symbol."), r_lhs=r.lhs,
                                r_rhs=' '.join(r.rhs))
            if not (isinstance(r.prob, (int, float)) and 0 < r.prob <= 1):
                raise DataError(QT_TRANSLATE_NOOP("engine", "The rule {symbols} has probability "
                                                            "{r_prob!r}; a probability must be "
                                                            "in (0, 1]. Drop rules of "
                                                            "probability 0."), symbols=r.symbols(),
                                r_prob=r.prob)
            sums[r.lhs] = sums.get(r.lhs, 0.0) + r.prob
        if self.start not in sums:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The start symbol {start} has no rules; "
                                                        "write rules {start} -> … or choose "
                                                        "another start symbol."), start=self.start)
        bad = {a: s for a, s in sums.items() if abs(s - 1.0) > SUM_TOLERANCE}
        if bad:
            a, s = next(iter(bad.items()))
            if len(bad) > 1:
                raise DataError(QT_TRANSLATE_NOOP(
                    "engine", "The probabilities of the rules of {a} sum to {s:.4g}, not 1; "
                    "adjust them (each left side's rules must sum to 1); {others} other left "
                    "side(s) too."), a=a, s=s, others=len(bad) - 1)
            raise DataError(QT_TRANSLATE_NOOP(
                "engine", "The probabilities of the rules of {a} sum to {s:.4g}, not 1; adjust "
                "them (each left side's rules must sum to 1)."), a=a, s=s)
        for r in self._rules:
            for s, t in zip(r.rhs, r.terminal):
                if not t and s not in sums:
                    raise DataError(QT_TRANSLATE_NOOP("engine", "The rule {symbols} uses {s}, "
                                                                "which has no rules; add rules "
                                                                "{s} -> …, or quote it ('{s}') "
                                                                "if it is a word."),
                                    symbols=r.symbols(), s=s)


def _alternatives(lhs: str, text: str, no: int) -> list[Rule]:
    """The rules of one line's right side: ``alt [p] | alt [p] …``."""
    rules, symbols, terminal = [], [], []
    tokens = _RHS_TOKEN.findall(text)
    if text.strip() and not tokens:
        raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: cannot read the right side "
                                                    "{text!r}."), no=no, text=text)
    prob = None
    for tok in tokens + ["|"]:
        if tok == "|":
            if prob is None:
                what = " ".join(symbols) or "(nothing)"
                raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: {lhs} -> {what} has no "
                                                            "probability; write it in brackets "
                                                            "after the symbols, e.g. NP -> Det "
                                                            "N [0.5]."), no=no, lhs=lhs, what=what)
            if not symbols:
                raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: a rule of {lhs} has an "
                                                            "empty right side; CKY needs every "
                                                            "rule to produce at least one word."),
                                no=no, lhs=lhs)
            rules.append(Rule(lhs, tuple(symbols), prob, tuple(terminal)))
            symbols, terminal, prob = [], [], None
        elif tok.startswith("["):
            if prob is not None:
                raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: two probabilities in "
                                                            "one alternative of {lhs}; separate "
                                                            "alternatives with '|'."), no=no,
                                lhs=lhs)
            try:
                prob = float(tok[1:-1])
            except ValueError:
                raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: {tok} is not a "
                                                            "probability; write a number such "
                                                            "as [0.25]."), no=no,
                                tok=tok) from None
            if not 0 < prob <= 1:
                raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: the probability {tok} "
                                                            "of a rule of {lhs} must be in (0, "
                                                            "1]."), no=no, tok=tok, lhs=lhs)
        elif prob is not None:
            raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: {tok} comes after the "
                                                        "probability; the probability ends an "
                                                        "alternative (separate alternatives "
                                                        "with '|')."), no=no, tok=tok)
        elif tok[0] in "'\"":
            symbols.append(tok[1:-1])
            terminal.append(True)
        elif tok == "->":
            raise DataError(QT_TRANSLATE_NOOP("engine", "line {no}: a second '->'; write one "
                                                        "rule (or '|' alternatives) per line."),
                            no=no)
        else:
            symbols.append(tok)
            terminal.append(False)
    return rules

