"""Reading tagged corpora: word/TAG lines (NLTK/Brown style), CoNLL-U (UPOS or XPOS), and two
columns word–tag with blank lines between sentences."""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np

from .._messages import Message, QT_TRANSLATE_NOOP
from .._validation import DataError, check_choice, check_path, check_regular_file
from ..io.text import read_text
from ..io.walk import FolderWalk

FORMATS = ("slash", "conllu", "columns")


_PIECE = 1 << 16


def iter_lines(text: str) -> Iterator[str]:
    """``text.splitlines()`` a piece at a time: one call over megabytes would hold the GIL (and
    freeze the GUI thread while a worker parses)."""
    start, n = 0, len(text)
    while start < n:
        end = text.find("\n", min(start + _PIECE, n))
        end = n if end < 0 else end + 1
        yield from text[start:end].splitlines()
        start = end


def read_corpus_text(path) -> str:
    """The text of a corpus file. Plain UTF-8 (the usual case) is decoded in pieces cut at line
    ends, so no single call holds the GIL for long; anything else (a BOM, UTF-16, another
    encoding) goes through :func:`engine.io.text.read_text`'s detection."""
    path = Path(path)
    check_regular_file(path, "a text file of the tagged corpus",
                       "open it as a folder of tagged files")
    try:
        raw = path.read_bytes()
    except OSError:
        return read_text(path)[0]
    if raw[:4].startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")) or b"\x00" in raw[:4096]:
        return read_text(path)[0]
    parts, start = [], 0
    try:
        while start < len(raw):
            end = raw.find(b"\n", min(start + 4 * _PIECE, len(raw)))
            end = len(raw) if end < 0 else end + 1
            parts.append(raw[start:end].decode("utf-8"))
            start = end
    except UnicodeDecodeError:
        return read_text(path)[0]
    return "".join(parts)


def detect_format(text: str) -> str:
    """Guess the layout from the first non-empty lines."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a string; got {type(text).__name__}.")
    lines = [ln for ln in text[:65536].splitlines() if ln.strip()][:50]
    if not lines:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The corpus is empty."))
    if any(ln.startswith("#") for ln in lines) or sum(ln.count("\t") >= 7 for ln in lines) > len(
            lines) / 2:
        return "conllu"
    if all(len(ln.split()) == 2 and "/" not in ln.split()[0][1:] for ln in lines):
        return "columns"
    return "slash"


def parse_tagged(text: str, fmt: str | None = None, column: str = "upos",
                 problems: list | None = None, *, morphemes: bool = False) -> TaggedCorpus:
    """Sentences of (word, tag) pairs, as a :class:`TaggedCorpus`.

    ``morphemes=True`` reads a Korean treebank as morpheme/tag sequences (:func:`split_morphemes`):
    CoNLL-U (UD Korean Kaist, GSD) with ``column="xpos"`` splits LEMMA and XPOS on "+"; in the
    word/TAG layout an eojeol written 학교/NNG+에서/JKB becomes its two morphemes.

    A malformed line is skipped, not fatal: its line number and reason are appended to
    ``problems`` when a list is given (else the first one raises :class:`DataError`). Text with
    no word/TAG pair at all (an untagged file) raises :class:`DataError` quoting its first
    line."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a string; got {type(text).__name__}.")
    fmt = fmt or detect_format(text)
    check_choice(fmt, "fmt", FORMATS)
    check_choice(column, "column", ("upos", "xpos"))
    if morphemes and fmt == "conllu" and column != "xpos":
        raise DataError(QT_TRANSLATE_NOOP("engine", "Morphemes come from the LEMMA and XPOS "
                                                    "columns (학교+에서, NNG+JKB); UPOS tags whole "
                                                    "words. Use column='xpos' with "
                                                    "morphemes=True, or morphemes=False for "
                                                    "UPOS."))
    found = []
    sentences = _parse(text, fmt, column, found, morphemes)
    if not sentences:
        first = next((ln.strip() for ln in iter_lines(text) if ln.strip()), "")
        shown = first if len(first) <= 80 else first[:77] + "…"
        # phrases of the sentence below, kept as messages so that they are translated with it
        layout = {"slash": Message(QT_TRANSLATE_NOOP("engine",
                                                     "word/TAG tokens separated by spaces")),
                  "conllu": Message(QT_TRANSLATE_NOOP("engine",
                                                      "CoNLL-U lines of 10 tab-separated columns")),
                  "columns": Message(QT_TRANSLATE_NOOP(
                      "engine", "'word tag' lines with a blank line between sentences"))}[fmt]
        why = Message(QT_TRANSLATE_NOOP(
            "engine", " ({problem})"), problem=found[0]) if found else ""
        raise DataError(QT_TRANSLATE_NOOP("engine", "Found no word/TAG pairs: is the text "
                                                    "tagged? The first line reads "
                                                    "{shown!r}{why}. A tagged corpus has "
                                                    "{layout}."), shown=shown, why=why,
                        layout=layout)
    if problems is not None:
        problems.extend(found)
    elif found:
        raise DataError(found[0])          # a Message: its template and fields
    return sentences


def split_morphemes(form: str, lemma: str, xpos: str) -> tuple[list[str], list[str]]:
    """The morphemes of one Korean eojeol and their tags from a treebank's LEMMA and XPOS
    (UD Korean Kaist, GSD): 고향은, 고향+은, ncn+jxt → [고향, 은], [ncn, jxt]. Where the two do
    not split into as many parts (Kaist's auxiliaries: 있었다, 있, px+ep+ef; a lemma that is
    itself "+"), the eojeol stays one token tagged with its whole XPOS: its morphemes are not
    known, and guessing them would invent data."""
    parts, tags = lemma.split("+"), xpos.split("+")
    if len(parts) == len(tags) and all(parts) and all(tags):
        return parts, tags
    return [form], [xpos]


def _slash_morphemes(pairs, starts: list | None = None):
    """word/TAG tokens with eojeols written 학교/NNG+에서/JKB split into their morphemes;
    ``starts``, if a list, receives per morpheme whether it begins its eojeol."""
    out = []
    for tok in pairs:
        pieces = [p.rpartition("/") for p in tok.split("+")] if "+" in tok else None
        if not (pieces and all(w and g for w, _, g in pieces)):
            pieces = [tok.rpartition("/")]
        out += pieces
        if starts is not None:
            starts += [True] + [False] * (len(pieces) - 1)
    return out


def _parse(text, fmt, column, problems, morphemes=False):
    """Words and tags in flat lists and the sentence lengths (see :class:`TaggedCorpus`)."""
    def bad(k, why):
        problems.append(Message(QT_TRANSLATE_NOOP("engine", "line {k}: {why}"), k=k, why=why))

    words, tags, lengths = [], [], []
    # morpheme mode: whether each morpheme starts an eojeol (a space precedes it), observed at
    # tagging time too; the tagger's boundary model (engine.hmm.tagger) reads it
    starts: list[bool] | None = [] if morphemes else None
    current = 0
    for k, line in enumerate(iter_lines(text), 1):
        if fmt == "slash":
            toks = line.split()
            if toks:
                pairs = (_slash_morphemes(toks, starts) if morphemes
                         else [tok.rpartition("/") for tok in toks])
                if all(w and g for w, _, g in pairs):
                    words += [w for w, _, _ in pairs]
                    tags += [g for _, _, g in pairs]
                    lengths.append(len(pairs))
                else:
                    if morphemes:                  # the line is skipped: so are its starts
                        del starts[len(starts) - len(pairs):]
                    wrong = next("".join(p) for p in pairs if not (p[0] and p[2]))
                    bad(k, Message(QT_TRANSLATE_NOOP("engine", "{wrong!r} is not word/TAG"),
                                   wrong=wrong))
            continue
        if not line.strip():
            if current:
                lengths.append(current)
                current = 0
            continue
        if fmt == "conllu":
            if line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) < 5:
                bad(k, Message(QT_TRANSLATE_NOOP("engine", "a CoNLL-U token line has 10 "
                                                           "tab-separated columns")))
                continue
            if "-" in cols[0] or "." in cols[0]:   # multi-word token ranges, empty nodes
                continue
            if morphemes:
                parts, xpos = split_morphemes(cols[1], cols[2], cols[4])
                words += parts
                tags += xpos
                starts += [True] + [False] * (len(parts) - 1)
                current += len(parts)
                continue
            words.append(cols[1])
            tags.append(cols[3] if column == "upos" else cols[4])
        else:
            parts = line.split()
            if len(parts) != 2:
                bad(k, Message(QT_TRANSLATE_NOOP("engine", "expected 'word tag', got {line!r}"),
                               line=line))
                continue
            words.append(parts[0])
            tags.append(parts[1])
        current += 1
    if current:
        lengths.append(current)
    if starts is not None and fmt == "columns":    # one token a line: no eojeols to see
        starts = None
    return TaggedCorpus(words, tags, lengths, starts=starts)


_CHUNK = 20_000


def distinct(values) -> list[str]:
    """Sorted distinct strings of a long sequence, a chunk at a time: one C call over a million
    items would hold the GIL (and freeze the GUI thread) for a tenth of a second."""
    seen: set = set()
    for a in range(0, len(values), _CHUNK):
        seen.update(values[a:a + _CHUNK])
    return sorted(seen)


def codes(values, index: dict) -> np.ndarray:
    """``index[v]`` for every value, as int64, a chunk at a time (see :func:`distinct`)."""
    out = np.empty(len(values), dtype=np.int64)
    for a in range(0, len(values), _CHUNK):
        chunk = values[a:a + _CHUNK]
        out[a:a + len(chunk)] = np.fromiter(map(index.__getitem__, chunk), np.int64, len(chunk))
    return out


def _objects(values) -> np.ndarray:
    """A 1-D object array of ``values``, filled a chunk at a time (see :func:`distinct`)."""
    if isinstance(values, np.ndarray) and values.dtype == object:
        return values.reshape(-1)
    values = values if isinstance(values, (list, np.ndarray)) else list(values)
    out = np.empty(len(values), dtype=object)
    for a in range(0, len(values), _CHUNK):
        out[a:a + _CHUNK] = values[a:a + _CHUNK]
    return out


class TaggedCorpus(Sequence):
    """Tagged sentences stored flat: ``words`` and ``tags`` (object arrays of str, one entry per
    token) and ``offsets`` (sentence s is tokens offsets[s]:offsets[s+1]).

    It behaves as a list of sentences (``corpus[i]`` is a list of (word, tag) pairs, slices and
    :meth:`subset` give corpora), but keeps almost no Python containers alive: a million-token
    corpus costs the cyclic garbage collector nothing, and the tagger counts it with numpy.

    ``starts`` (a bool array, one per token, or None): whether the token begins an eojeol, a
    space before it, when the tokens are the morphemes of Korean words (``read_tagged(...,
    morphemes=True)``); :class:`engine.hmm.HMMTagger` learns from it and tags with it. Sentences
    taken as (word, tag) lists do not carry it."""

    def __init__(self, words, tags, lengths, starts=None):
        self.words = _objects(words)
        self.tags = _objects(tags)
        lengths = np.asarray(lengths, dtype=np.int64).reshape(-1)
        self.offsets = np.r_[0, np.cumsum(lengths)].astype(np.int64)
        if len(self.words) != len(self.tags) or self.offsets[-1] != len(self.words):
            raise DataError(QT_TRANSLATE_NOOP("engine", "A tagged corpus needs one tag per word "
                                                        "and sentence lengths that add up to "
                                                        "the number of words."))
        self.starts = None if starts is None else np.asarray(starts, dtype=bool).reshape(-1)
        if self.starts is not None and len(self.starts) != len(self.words):
            raise DataError(QT_TRANSLATE_NOOP("engine", "A tagged corpus needs one eojeol-start "
                                                        "flag per word."))

    @classmethod
    def from_sentences(cls, sentences) -> TaggedCorpus:
        """From a list of sentences, each a list of (word, tag) string pairs (empty sentences
        are dropped); anything else raises DataError/TypeError naming the first bad item."""
        if isinstance(sentences, TaggedCorpus):
            return sentences
        if isinstance(sentences, (str, bytes)):
            raise TypeError("Give tagged sentences as lists of (word, tag) pairs; read a file "
                            "with engine.hmm.read_tagged or text with parse_tagged.")
        try:
            sents = [s if isinstance(s, list) else list(s) for s in sentences]
        except TypeError:
            raise TypeError("Give tagged sentences as lists of (word, tag) pairs.") from None
        sents = [s for s in sents if s]
        try:
            ok = all(type(p) in (tuple, list) and len(p) == 2 for s in sents for p in s)
            words = [w for s in sents for w, _ in s] if ok else []
            tags = [t for s in sents for _, t in s] if ok else []
            ok = ok and all(type(x) is str for x in words) and all(type(x) is str for x in tags)
        except (TypeError, ValueError):
            ok = False
        if not ok:
            for k, s in enumerate(sents):
                for pair in s:
                    if (not isinstance(pair, (tuple, list)) or len(pair) != 2
                            or not all(isinstance(x, str) for x in pair)):
                        raise DataError(QT_TRANSLATE_NOOP(
                            "engine", "Sentence {k}: {pair!r} is not a (word, tag) pair of "
                            "strings."), k=k, pair=pair)
        return cls(words, tags, [len(s) for s in sents])

    @property
    def lengths(self) -> np.ndarray:
        return np.diff(self.offsets)

    @property
    def n_tokens(self) -> int:
        return int(self.offsets[-1])

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.subset(np.arange(len(self))[i])
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("sentence index out of range")
        a, b = self.offsets[i], self.offsets[i + 1]
        return list(zip(self.words[a:b].tolist(), self.tags[a:b].tolist()))

    def __eq__(self, other):
        if isinstance(other, (TaggedCorpus, list, tuple)):
            return len(self) == len(other) and all(a == list(map(tuple, b))
                                                   for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None

    # list arithmetic gives lists of sentences, as the readers returned before
    def __add__(self, other):
        return list(self) + list(other)

    def __radd__(self, other):
        return list(other) + list(self)

    def __mul__(self, n):
        return list(self) * n

    __rmul__ = __mul__

    def __repr__(self):
        return f"TaggedCorpus({len(self)} sentences, {self.n_tokens} tokens)"

    def token_index(self, sentences) -> np.ndarray:
        """The token positions of the given sentences, in order (vectorised)."""
        sentences = np.asarray(sentences, dtype=np.int64).reshape(-1)
        lengths = self.lengths[sentences]
        starts = np.repeat(self.offsets[sentences] - np.r_[0, np.cumsum(lengths)[:-1]], lengths)
        return starts + np.arange(int(lengths.sum()))

    def subset(self, sentences) -> TaggedCorpus:
        """The corpus of the given sentence indices, in that order."""
        sentences = np.asarray(sentences, dtype=np.int64).reshape(-1)
        tok = self.token_index(sentences)
        return TaggedCorpus(self.words[tok], self.tags[tok], self.lengths[sentences],
                            starts=None if self.starts is None else self.starts[tok])

    def sentence_words(self) -> list[list[str]]:
        """Each sentence's words (to tag them)."""
        return [self.words[a:b].tolist() for a, b in zip(self.offsets[:-1], self.offsets[1:])]


def _path(value, name: str) -> Path:
    return check_path(value, name, "a file or folder", "choose a tagged corpus")


def read_tagged(path, fmt: str | None = None, column: str = "upos",
                problems: list | None = None, *, morphemes: bool = False) -> TaggedCorpus:
    """Read a tagged corpus file (any common encoding); the format is detected when not given.
    Malformed lines are skipped and listed in ``problems`` when a list is given.
    ``morphemes=True`` (with ``column="xpos"`` for CoNLL-U) reads a Korean treebank as
    morpheme/tag sequences (:func:`parse_tagged`)."""
    path = _path(path, "path")
    text = read_corpus_text(path)
    try:
        return parse_tagged(text, fmt, column, problems, morphemes=morphemes)
    except DataError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name}: {exc}"),
                        path_name=Path(path).name, exc=exc) from None


def read_tagged_folder(folder, fmt: str | None = None, column: str = "upos",
                       problems: list | None = None,
                       skipped: list | None = None) -> TaggedCorpus:
    """The sentences of every file in ``folder`` (sorted by name; hidden files ignored). A file
    that cannot be read or holds no tagged sentences is skipped and listed in ``skipped`` as
    "name: reason"; malformed lines go to ``problems`` prefixed with the file name."""
    folder = _path(folder, "folder")
    if not folder.is_dir():
        if not folder.exists():
            raise DataError(QT_TRANSLATE_NOOP("engine", "{folder} does not exist; choose a "
                                                        "folder of tagged files."), folder=folder)
        raise DataError(QT_TRANSLATE_NOOP("engine", "{folder_name} is not a folder; open it as "
                                                    "one tagged file instead."),
                        folder_name=folder.name)
    walk = FolderWalk(folder)
    files, subfolders = walk.entries(folder)
    skipped = [] if skipped is None else skipped
    skipped.extend(f"{name}: {why}" for name, why in walk.skipped)
    skipped.extend(f"{p.name}: a sub-folder (only the folder's own files are read)"
                   for p in subfolders)
    parts = []
    for p in files:
        found = []
        try:
            parts.append(read_tagged(p, fmt, column, found))
        except (DataError, OSError, UnicodeError) as exc:   # one bad file never aborts the rest
            skipped.append(str(exc) if isinstance(exc, DataError) else f"{p.name}: {exc}")
            continue
        if problems is not None:
            problems.extend(f"{p.name} {x}" for x in found)
    if not parts:
        reasons = "; ".join(skipped[:3]) or "it has no files"
        raise DataError(QT_TRANSLATE_NOOP("engine", "No tagged sentences in the folder "
                                                    "{folder_name}: {reasons}."),
                        folder_name=folder.name, reasons=reasons)
    return TaggedCorpus(np.concatenate([c.words for c in parts]),
                        np.concatenate([c.tags for c in parts]),
                        np.concatenate([c.lengths for c in parts]),
                        starts=np.concatenate([c.starts for c in parts])
                        if all(c.starts is not None for c in parts) else None)
