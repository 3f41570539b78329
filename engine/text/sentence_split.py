"""Sentence segmentation: a rule-based splitter whose every decision can be shown as a path in
a decision tree, and Punkt (Kiss & Strunk 2006) trained without supervision on the text itself."""
from __future__ import annotations

import re
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import check_choice, check_int, check_text

ABBREVIATIONS = frozenset(
    "mr mrs ms dr prof sr jr st vs etc e.g i.e inc ltd co corp dept univ fig no vol pp ed eds "
    "approx est jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun "
    "a.m p.m u.s u.k gen col lt sgt capt rev hon".split())

# The decision tree of the rule-based splitter: node -> (question, yes, no). Leaves are
# "SPLIT" or "NO SPLIT" with the reason.
TREE = {
    "mark": ("Is the mark '?' or '!'?", "SPLIT: ? and ! end sentences", "number"),
    "number": ("Is the '.' between digits (3.14, 1.5m)?", "NO SPLIT: decimal number", "space"),
    "space": ("Is the '.' followed by a space, a line break or the end?", "abbrev",
              "NO SPLIT: inside a token (e.g. example.com)"),
    "abbrev": ("Is the word before it a known abbreviation (Mr., Dr., etc.)?", "abbrev_end",
               "initial"),
    "abbrev_end": ("Does a blank line or the end of the text follow?",
                   "SPLIT: abbreviation at the end of a paragraph", "NO SPLIT: abbreviation"),
    "initial": ("Is the word before it a single capital letter (J. Smith)?",
                "NO SPLIT: an initial", "end"),
    "end": ("Does a blank line or the end of the text follow?", "SPLIT: end of paragraph",
            "capital"),
    "capital": ("Does the next word start with a capital, a digit, a quote/bracket or a letter "
                "of a script without case (e.g. Hangul)?", "SPLIT: a new sentence starts",
                "NO SPLIT: the next word is lower-case"),
}

_CANDIDATE = re.compile(r"[.?!]+[\"'”’)\]]*")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")


@dataclass(frozen=True)
class Decision:
    """One candidate end of sentence: where it is, the path of (question, answer) taken through
    :data:`TREE`, the leaf reached, whether the text is split there, and ``nodes``: the ids of
    the TREE nodes on the path, in order (one per ``path`` entry). Show the path by node id:
    two nodes ("abbrev_end" and "end") ask the same question."""

    start: int
    end: int
    mark: str
    path: tuple
    leaf: str
    split: bool
    nodes: tuple = ()


def rule_decisions(text: str, abbreviations: Iterable[str] = ABBREVIATIONS) -> list[Decision]:
    """Walk the decision tree for every '.', '?' or '!' (runs such as '?!' or '...' count once)."""
    return list(iter_rule_decisions(text, abbreviations))


def iter_rule_decisions(text: str,
                        abbreviations: Iterable[str] = ABBREVIATIONS) -> Iterator[Decision]:
    """:func:`rule_decisions` one candidate at a time (a long text can be cancelled between
    them); the arguments are checked now."""
    check_text(text)
    abbreviations = {a.lower().rstrip(".") for a in _check_abbreviations(abbreviations)}
    return _decide(text, abbreviations)


def _decide(text, abbreviations):
    for m in _CANDIDATE.finditer(text):
        answers = _answers(text, m, abbreviations)
        node, path, nodes = "mark", [], []
        while node in TREE:
            question, yes, no = TREE[node]
            answer = answers[node]()
            path.append((question, answer))
            nodes.append(node)
            node = yes if answer else no
        yield Decision(m.start(), m.end(), m.group(0), tuple(path), node,
                       node.startswith("SPLIT"), tuple(nodes))


def _check_abbreviations(abbreviations):
    if isinstance(abbreviations, str):
        abbreviations = abbreviations.split()
    if not all(isinstance(a, str) for a in abbreviations):
        raise TypeError("abbreviations must be a list of words such as ['Mr', 'Dr'].")
    return abbreviations


def _answers(text, m, abbreviations):
    """Lazy answers to the tree's questions for the candidate ``m``."""
    # Local windows only: slicing the whole rest of the text per candidate would be quadratic.
    mark, after = m.group(0), text[m.end():m.end() + 200]
    before = text[max(0, m.start() - 100):m.start()]
    # the run of non-space characters before the mark (one line break may sit between them,
    # as "(\S+)$" allowed); rsplit, because a regex anchored at the end tries every position
    tail = before[:-1] if before.endswith("\n") else before
    word = tail.rsplit(None, 1)[-1] if tail and not tail[-1].isspace() else ""
    nxt = after.lstrip()

    def capital():
        c = nxt[:1]
        return bool(c) and (c.isupper() or c.isdigit() or c in "\"'“‘([" or
                            (c.isalpha() and c.lower() == c.upper()))

    return {
        "mark": lambda: "?" in mark or "!" in mark,
        "number": lambda: mark == "." and before[-1:].isdigit() and after[:1].isdigit(),
        "space": lambda: after[:1] == "" or after[:1].isspace(),
        "abbrev": lambda: word.lower().strip("(\"'") in abbreviations,
        "abbrev_end": lambda: not nxt or "\n\n" in after[: len(after) - len(nxt)],
        "initial": lambda: len(word) == 1 and word.isupper(),
        "end": lambda: not nxt or "\n\n" in after[: len(after) - len(nxt)],
        "capital": capital,
    }


def sentence_spans(text: str, method: str = "rules",
                   abbreviations: Iterable[str] = ABBREVIATIONS) -> list[tuple[int, int]]:
    """(start, end) character spans of the sentences: every SPLIT leaf of :data:`TREE` and
    every blank line ends one (rules), or Punkt's boundaries (Kiss & Strunk 2006)."""
    check_text(text)
    check_choice(method, "method", ("rules", "punkt"))
    if method == "punkt":
        return list(train_punkt(text).span_tokenize(text))
    return spans_from_decisions(text, rule_decisions(text, abbreviations))


def spans_from_decisions(text: str, decisions: Iterable[Decision]) -> list[tuple[int, int]]:
    """The rule-based sentences: each SPLIT decision and each blank line ends one."""
    # A blank line (paragraph break, heading) always ends a sentence, with or without a mark.
    ends = {d.end for d in decisions if d.split}
    ends |= {m.start() for m in _BLANK_LINE.finditer(text)}
    spans, start = [], 0
    for end in sorted(ends):
        spans.append((start, end))
        start = end
    spans.append((start, len(text)))
    # trim white space and drop empty pieces
    out = []
    for s, e in spans:
        piece = text[s:e]
        lead = len(piece) - len(piece.lstrip())
        if piece.strip():
            out.append((s + lead, s + len(piece.rstrip())))
    return out


def sentences(text: str, method: str = "rules",
              abbreviations: Iterable[str] = ABBREVIATIONS) -> list[str]:
    """The sentences of ``text`` by the rule-based splitter or by Punkt trained on ``text``."""
    return [text[s:e] for s, e in sentence_spans(text, method, abbreviations)]


def train_punkt(text: str):
    """A Punkt sentence tokenizer trained unsupervised on ``text`` (no downloaded data): it
    learns abbreviations, collocations and frequent sentence starters from the log-likelihood
    ratios of Kiss & Strunk (2006)."""
    check_text(text)
    gen = iter_train_punkt(text, chunk_chars=max(len(text), 1))
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def iter_train_punkt(text: str, chunk_chars: int = 1 << 16) -> Generator[Progress, None, object]:
    """Train Punkt on ``text`` a piece at a time (pieces end at a blank line where there is
    one), yielding :class:`Progress` between pieces so a long training can be cancelled;
    returns the tokenizer. Punkt's counts simply add up over the pieces."""
    check_text(text)
    chunk_chars = check_int(chunk_chars, "chunk_chars", low=1)
    from nltk.tokenize.punkt import PunktSentenceTokenizer, PunktTrainer

    trainer = PunktTrainer()
    trainer.INCLUDE_ALL_COLLOCS = True
    start, total = 0, max(len(text), 1)
    while start < len(text):
        end = min(start + chunk_chars, len(text))
        if end < len(text):
            cut = text.rfind("\n\n", start, end)
            end = cut + 2 if cut > start else end
        trainer.train(text[start:end], finalize=False)
        start = end
        yield Progress(end, total, QT_TRANSLATE_NOOP("engine", "training Punkt…"))
    trainer.finalize_training()
    return PunktSentenceTokenizer(trainer.get_params())


def learned_abbreviations(tokenizer) -> frozenset:
    """The abbreviation types a trained Punkt tokenizer learned (without their periods)."""
    return frozenset(tokenizer._params.abbrev_types)


def compare_boundaries(text: str, abbreviations: Iterable[str] = ABBREVIATIONS) -> dict:
    """Sentence ends found by both methods, by the rules only, and by Punkt only."""
    rules = {e for _, e in sentence_spans(text, "rules", abbreviations)}
    punkt = {e for _, e in sentence_spans(text, "punkt")}
    return {"both": sorted(rules & punkt), "rules only": sorted(rules - punkt),
            "punkt only": sorted(punkt - rules)}
