"""Phrase-structure trees in bracketed (Penn Treebank ``.mrg``) notation: the tree type the
parser returns, a reader for a string, a file or a folder of them, and the productions a tree
uses (what ``PCFG.from_trees`` counts).

    (S (NP (DT the) (NN dog)) (VP (VBZ barks)))

A node is ``(LABEL child …)``; a child is a node or a word. As in NLTK's treebank reader, the
unlabelled outer node of the Penn files, ``( (S …) )``, is removed.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_path, check_text

# the tokens of NLTK's Tree.fromstring: brackets, and atoms (labels and words) between them
_TOKEN = re.compile(r"\(|\)|[^\s()]+")
# files in a treebank folder that are read; others (README, .xml, .pos) are listed as skipped
TREEBANK_SUFFIXES = (".mrg", ".tree", ".trees", ".txt", ".bracketed", ".penn", ".ptb", "")


@dataclass(frozen=True)
class Tree:
    """A node of a phrase-structure tree: ``label`` and ``children`` (each a ``Tree`` or a word,
    ``str``). Frozen, so a parse can be kept in a step history and shared."""

    label: str
    children: tuple

    def __str__(self) -> str:
        return self.bracketed()

    def bracketed(self) -> str:
        """The tree on one line in bracketed notation, ``(S (NP (DT the) (NN dog)) …)``."""
        inner = " ".join(c.bracketed() if isinstance(c, Tree) else c for c in self.children)
        return f"({self.label} {inner})"

    def pretty(self, indent: int = 2) -> str:
        """The tree over several lines, one node per line where its children are nodes (as in
        the Penn files); a node whose children are all words stays on one line."""
        def walk(node, depth):
            pad = " " * (indent * depth)
            if all(not isinstance(c, Tree) for c in node.children):
                return pad + node.bracketed()
            lines = [f"{pad}({node.label}"]
            lines += [walk(c, depth + 1) if isinstance(c, Tree) else " " * (indent * (depth + 1))
                      + c for c in node.children]
            return "\n".join(lines) + ")"
        return walk(self, 0)

    def leaves(self) -> list[str]:
        """The words at the leaves, left to right (the sentence the tree parses)."""
        out: list[str] = []
        stack = [self]
        while stack:                      # iterative: a deep tree never hits the recursion limit
            node = stack.pop()
            if isinstance(node, Tree):
                stack.extend(reversed(node.children))
            else:
                out.append(node)
        return out

    def tagged(self) -> list[tuple[str, str]]:
        """(word, label of the node right above it) for every word, left to right: the tree's
        part-of-speech tags, to compare with a tagger's."""
        out: list[tuple[str, str]] = []
        stack: list = [self]
        while stack:
            node = stack.pop()
            for c in reversed(node.children):
                stack.append(c if isinstance(c, Tree) else (c, node.label))
            while stack and isinstance(stack[-1], tuple):
                out.append(stack.pop())
        return out

    def productions(self) -> list[tuple[str, tuple[str, ...], tuple[bool, ...]]]:
        """Every node's production ``(lhs, rhs, terminal)`` in pre-order (NLTK's
        ``Tree.productions`` order): ``terminal[i]`` is True where ``rhs[i]`` is a word."""
        out = []
        stack = [self]
        while stack:
            node = stack.pop()
            rhs = tuple(c.label if isinstance(c, Tree) else c for c in node.children)
            out.append((node.label, rhs, tuple(not isinstance(c, Tree) for c in node.children)))
            stack.extend(c for c in reversed(node.children) if isinstance(c, Tree))
        return out

    def height(self) -> int:
        """1 for a node whose children are all words, else 1 + the tallest child's height."""
        below = [c.height() for c in self.children if isinstance(c, Tree)]
        return 1 + max(below, default=0)


def _line_of(text: str, token: int) -> int:
    """The line of the ``token``-th token (found again only when there is an error to report:
    reading keeps no positions)."""
    for k, m in enumerate(_TOKEN.finditer(text)):
        if k == token:
            return text.count("\n", 0, m.start()) + 1
    return text.count("\n") + 1


def parse_trees(text: str, *, source: str = "") -> list[Tree]:
    """Every bracketed tree in ``text`` (one or more, separated by any white space).

    Raises :class:`DataError` naming the line for an unbalanced bracket, a word outside any
    tree, a node without children or a node without a label (other than the Penn files'
    unlabelled outer node)."""
    check_text(text, "text")
    where = f"{source}: " if source else ""
    trees: list[Tree] = []
    stack: list[tuple[str, list, int]] = []      # (label, children, token index of its "(")
    tokens = _TOKEN.findall(text)
    n, k = len(tokens), 0
    while k < n:
        tok, pos = tokens[k], k
        k += 1
        if tok == "(":
            label = ""
            if k < n and tokens[k] not in "()":
                label = tokens[k]                 # "(NP" : the label follows the bracket
                k += 1
            elif k < n and tokens[k] == ")":
                raise DataError(QT_TRANSLATE_NOOP("engine", "{where}line {line_of}: an empty "
                                                            "node '()'; every node needs a "
                                                            "label and at least one child."),
                                where=where, line_of=_line_of(text, pos))
            stack.append((label, [], pos))
        elif tok == ")":
            if not stack:
                raise DataError(QT_TRANSLATE_NOOP("engine", "{where}line {line_of}: a ')' with "
                                                            "no matching '('; check the "
                                                            "brackets of the tree before it."),
                                where=where, line_of=_line_of(text, pos))
            label, children, start = stack.pop()
            if not children:
                raise DataError(QT_TRANSLATE_NOOP("engine", "{where}line {line_of}: the node "
                                                            "({label}) has no children; every "
                                                            "node needs a word or a node under "
                                                            "it."), where=where,
                                line_of=_line_of(text, start), label=label)
            if not label:
                if stack or len(children) != 1 or not isinstance(children[0], Tree):
                    raise DataError(QT_TRANSLATE_NOOP("engine", "{where}line {line_of}: a node "
                                                                "without a label; only the "
                                                                "outer ( (S …) ) of a Penn file "
                                                                "may have none."), where=where,
                                    line_of=_line_of(text, start))
                node = children[0]                      # NLTK's reader drops this outer node
            else:
                node = Tree(label, tuple(children))
            if stack:
                stack[-1][1].append(node)
            else:
                trees.append(node)
        else:
            if not stack:
                raise DataError(QT_TRANSLATE_NOOP("engine", "{where}line {line_of}: the word "
                                                            "{tok!r} is outside any tree; "
                                                            "bracketed trees look like (S (NP "
                                                            "…) (VP …))."), where=where,
                                line_of=_line_of(text, pos), tok=tok)
            stack[-1][1].append(tok)
    if stack:
        line = _line_of(text, stack[0][2])
        raise DataError(QT_TRANSLATE_NOOP("engine", "{where}the text ends inside the tree "
                                                    "opened on line {line}: {n_stack} ')' "
                                                    "missing."), where=where, line=line,
                        n_stack=len(stack))
    return trees


def parse_tree(text: str) -> Tree:
    """The one bracketed tree in ``text`` (a :class:`DataError` if there are none or several)."""
    trees = parse_trees(text)
    if len(trees) != 1:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Expected one bracketed tree; found "
                                                    "{n_trees}."), n_trees=len(trees))
    return trees[0]


def _path(value, name: str) -> Path:
    return check_path(value, name, "a file or folder",
                      "choose a treebank file (.mrg) or a folder of them")


def read_trees(path: str | os.PathLike) -> list[Tree]:
    """The trees of one bracketed file (``.mrg`` or any text; any common encoding). A
    :class:`DataError` names the file and the line of a malformed tree, or says the file holds
    none."""
    from ..io.text import read_text

    path = _path(path, "path")
    if path.is_dir():
        return read_treebank(path)
    text, _ = read_text(path)
    trees = parse_trees(text, source=path.name)
    if not trees:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} holds no bracketed trees; a "
                                                    "treebank file has trees such as (S (NP (DT "
                                                    "the) (NN dog)) (VP (VBZ barks)))."),
                        path_name=path.name)
    return trees


def read_treebank(path: str | os.PathLike, skipped: list | None = None) -> list[Tree]:
    """The trees of a file, or of every treebank file in a folder and its sub-folders (sorted
    by path; hidden files ignored; files with suffixes other than :data:`TREEBANK_SUFFIXES`,
    such as a README or .pos, are left out). A file that cannot be read or parsed is skipped
    and listed in ``skipped`` as "name: reason"; when no file gives a tree the
    :class:`DataError` says why."""
    path = _path(path, "path")
    if not path.is_dir():
        return read_trees(path)
    skipped = [] if skipped is None else skipped
    try:
        files = sorted(p for p in path.rglob("*")
                       if not any(part.startswith(".") for part in p.relative_to(path).parts)
                       and not p.is_dir())
    except OSError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot list the folder {path_name}: "
                                                    "{value}."), path_name=path.name,
                        value=exc.strerror or exc) from None
    trees: list[Tree] = []
    for p in files:
        if p.suffix.lower() not in TREEBANK_SUFFIXES:
            skipped.append(f"{p.name}: not a treebank file (suffix {p.suffix})")
            continue
        try:
            trees.extend(read_trees(p))
        except (DataError, OSError, UnicodeError) as exc:   # one bad file never aborts the rest
            skipped.append(str(exc) if isinstance(exc, DataError) else f"{p.name}: {exc}")
    if not trees:
        reasons = "; ".join(skipped[:3]) or "it has no files"
        raise DataError(QT_TRANSLATE_NOOP("engine", "No bracketed trees in the folder "
                                                    "{path_name}: {reasons}."), path_name=path.name,
                        reasons=reasons)
    return trees


def as_trees(trees: Iterable) -> list[Tree]:
    """``trees`` as a list of :class:`Tree`: each item a ``Tree``, a bracketed string, or an
    object with NLTK's ``label()`` (an ``nltk.Tree``); a single string may hold many trees."""
    if isinstance(trees, str):
        return parse_trees(trees)
    if isinstance(trees, Tree):
        return [trees]
    out: list[Tree] = []
    for k, t in enumerate(_iter(trees)):
        if isinstance(t, Tree):
            out.append(t)
        elif isinstance(t, str):
            out.extend(parse_trees(t, source=f"tree {k + 1}"))
        elif callable(getattr(t, "label", None)):
            out.append(_from_nltk(t))
        else:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Tree {k} is a {t_type}; give "
                                                        "engine.parse.Tree objects, bracketed "
                                                        "strings or nltk.Tree objects."), k=k + 1,
                            t_type=type(t).__name__)
    return out


def _iter(trees) -> Iterator:
    try:
        return iter(trees)
    except TypeError:
        raise DataError(QT_TRANSLATE_NOOP("engine", "trees must be a list of trees; got "
                                                    "{trees_type}."),
                        trees_type=type(trees).__name__) from None


def _from_nltk(t) -> Tree:
    kids = tuple(_from_nltk(c) if callable(getattr(c, "label", None)) else str(c) for c in t)
    if not kids:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The node ({label}) has no children; every "
                                                    "node needs a word or a node under it."),
                        label=t.label())
    return Tree(str(t.label()), kids)
