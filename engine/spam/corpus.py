"""Reading labelled corpora for spam filtering, in the layouts public corpora use.

- a folder with one sub-folder per class, holding one message per file (raw RFC 822 e-mails as
  in the SpamAssassin public corpus, with or without extension; .eml; plain .txt as in
  Enron-spam) or mbox files; a folder of such folders (Enron-spam's enron1 … enron6, each with
  ham/ and spam/) is read as one corpus with the classes of the second level;
- a folder of mbox files, one per class (the label is the file name without extension);
- one CSV/TSV file with a label column and a text column (the SMS Spam Collection's headerless
  ``label<TAB>text`` works; a header row is detected).

Files that cannot be read are reported in ``Corpus.problems`` and skipped; reading goes on.
"""
from __future__ import annotations

from typing import Generator

import csv
import io
import itertools
import mailbox
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from .._messages import Clause, Message, QT_TRANSLATE_NOOP
from .._steps import Progress, run_job
from .._validation import DataError, check_regular_file, csv_problem
from ..io.documents import MAX_FILE_BYTES
from ..io.text import decode_bytes
from ..io.walk import FolderWalk
from .email_text import looks_like_email, parse_email

HEADER_MODES = ("none", "subject", "all")
_TABLE_SUFFIXES = (".csv", ".tsv", ".tab")
_MBOX_SUFFIXES = (".mbox", ".mbx")
# Files that sit next to the messages in public corpora and are not messages themselves.
_NOT_MESSAGES = {"cmds", "readme", "readme.txt", "license", "license.txt", ".ds_store"}
_PROGRESS_EVERY = 500


@dataclass(frozen=True)
class Corpus:
    """Labelled messages. ``texts`` is what the classifier reads: the body, plus the subject or
    all headers when ``headers`` says so; ``bodies``/``subjects``/``header_texts`` keep the parts
    so :meth:`with_headers` can recompose without reading again."""

    labels: list
    sources: list
    bodies: list
    subjects: list
    header_texts: list
    headers: str = "subject"
    problems: list = field(default_factory=list)

    @property
    def texts(self) -> list:
        heads = self._heads()
        if heads is None:
            return list(self.bodies)
        return [f"{h}\n{b}" if h else b for h, b in zip(heads, self.bodies)]

    def text(self, i: int) -> str:
        """Message ``i`` as in :attr:`texts`, without composing all of them."""
        heads = self._heads()
        head = heads[i] if heads is not None else ""
        return f"{head}\n{self.bodies[i]}" if head else self.bodies[i]

    def _heads(self):
        return {"none": None, "subject": self.subjects, "all": self.header_texts}[self.headers]

    @property
    def classes(self) -> list:
        return sorted(set(self.labels))

    def with_headers(self, headers: str) -> "Corpus":
        if headers not in HEADER_MODES:
            raise ValueError(f"headers must be one of {HEADER_MODES}; got {headers!r}.")
        return replace(self, headers=headers)

    def __len__(self):
        return len(self.labels)


def load_corpus(path, *, headers: str = "subject") -> Corpus:
    """Read a labelled corpus from ``path`` (a folder or a CSV/TSV file); see the module doc."""
    return run_job(iter_load_corpus(path, headers=headers))


def iter_load_corpus(path, *, headers: str = "subject") -> Generator[Progress, None, Corpus]:
    """:func:`load_corpus` as a job: :class:`Progress` while reading, returning the Corpus."""
    path = Path(path)
    if headers not in HEADER_MODES:
        raise ValueError(f"headers must be one of {HEADER_MODES}; got {headers!r}.")
    if not path.exists():
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path} does not exist."), path=path)
    builder = _Builder(headers)
    if not _is_dir(path):
        # a pipe or a device is refused here, not listed as a folder ("Not a directory")
        check_regular_file(path, "a corpus folder or a CSV/TSV file")
        if path.suffix.lower() in _MBOX_SUFFIXES or _is_mbox(path):
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is one mbox file, so it "
                                                        "holds one class only. Put one mbox per "
                                                        "class (spam.mbox, ham.mbox) in a "
                                                        "folder and open the folder."),
                            path_name=path.name)
        yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "reading {path_name}…"),
                             path_name=path.name)
        builder.add_table(path)
    else:
        yield from builder.add_folder(path)
    corpus = builder.corpus()
    if len(corpus.classes) < 2:
        found = corpus.classes[0] if corpus.classes else "none"
        raise DataError(QT_TRANSLATE_NOOP(
            "engine", "{path_name} gave {n_corpus} message(s) in {n_classes} class ({found}); a "
            "filter needs at least two classes. Use a folder with a sub-folder per class (spam/, "
            "ham/), or a CSV/TSV with a label and a text column.{problems}"),
            path_name=path.name, n_corpus=len(corpus), n_classes=len(corpus.classes),
            found=found, problems=_problem_tail(corpus.problems))
    return corpus


def _problem_tail(problems):
    if not problems:
        return ""
    return Message(QT_TRANSLATE_NOOP("engine", " Problems: {problems}"),
                   problems="; ".join(problems[:3]))


class _Builder:
    def __init__(self, headers):
        self.headers = headers
        self.labels, self.sources, self.bodies, self.subjects, self.heads = [], [], [], [], []
        self.problems = []

    def corpus(self):
        return Corpus(self.labels, self.sources, self.bodies, self.subjects, self.heads,
                      self.headers, list(dict.fromkeys(self.problems)))

    def add(self, label, source, body, subject="", head=""):
        self.labels.append(label)
        self.sources.append(source)
        self.bodies.append(body)
        self.subjects.append(subject)
        self.heads.append(head)

    def add_folder(self, root):
        walk = FolderWalk(root)          # links out of root, loops, pipes: skipped and listed
        classes = walk.entries(root)[1]

        def files(folder):
            return [p for p in walk.entries(folder)[0] if _is_message_name(p)]

        def subfolders(folder):
            return walk.entries(folder)[1]

        def messages(folder):
            return sorted(p for p in walk.files_under(folder) if _is_message_name(p))

        if classes and all(subfolders(c) and not files(c) for c in classes):
            # Enron-spam's layout, enron1/{ham,spam} … enron6/{ham,spam}: the class is the
            # second level, so opening the parent of the parts merges them.
            jobs = [(c.name, f) for part in classes for c in subfolders(part)
                    for f in messages(c)]
        elif classes:
            jobs = [(c.name, f) for c in classes for f in messages(c)]
        else:
            mboxes = [f for f in files(root) if _is_mbox(f)]
            if not mboxes:
                raise DataError(QT_TRANSLATE_NOOP(
                    "engine", "{root_name} has no sub-folders and no mbox files. Put the "
                    "messages of each class in their own sub-folder (spam/, ham/), one message "
                    "per file.{problems}"), root_name=root.name,
                    problems=_problem_tail([f"{n}: {why}" for n, why in walk.skipped]))
            jobs = [(f.stem, f) for f in mboxes]
        # each problem a Message: English as a str, translated by the interface
        self.problems.extend(Message(QT_TRANSLATE_NOOP("engine", "{name}: {why}, skipped"),
                                     name=name, why=why) for name, why in walk.skipped)
        for n, (label, file) in enumerate(jobs):
            if n % _PROGRESS_EVERY == 0:
                yield Progress(n, len(jobs), QT_TRANSLATE_NOOP(
                    "engine", "reading {n:,} of {n_jobs:,} files…"), n=n, n_jobs=len(jobs))
            self._add_file(label, file, root)

    def _add_file(self, label, file, root):
        source = str(file.relative_to(root))
        try:        # the walk saw a regular file; checked again in case it was replaced since
            size = check_regular_file(file, "a message file").st_size
            if size > MAX_FILE_BYTES:
                self.problems.append(Message(QT_TRANSLATE_NOOP(
                    "engine", "{source}: {mb:.0f} MB is too large for one message, skipped"),
                    source=source, mb=size / 1e6))
                return
            raw = file.read_bytes()
        except DataError as exc:
            self.problems.append(Message(QT_TRANSLATE_NOOP("engine", "{source}: {why}; skipped"),
                                         source=source, why=Clause(exc)))
            return
        except OSError as exc:
            self.problems.append(Message(QT_TRANSLATE_NOOP("engine", "{source}: cannot read "
                                                                     "({reason}), skipped"),
                                         source=source, reason=exc.strerror or str(exc)))
            return
        if _mbox_bytes(raw):
            try:
                self._add_mbox(label, file, source)
            except (OSError, ValueError, mailbox.Error) as exc:
                self.problems.append(Message(QT_TRANSLATE_NOOP(
                    "engine", "{source}: not a readable mbox ({why}), skipped"), source=source,
                    why=Clause(exc)))
            return
        self._add_message(label, source, raw)

    def _add_message(self, label, source, raw):
        if not raw.strip():
            self.problems.append(Message(QT_TRANSLATE_NOOP("engine", "{source}: empty file, "
                                                                     "skipped"), source=source))
            return
        if looks_like_email(raw):
            try:
                msg = parse_email(raw)
            except Exception as exc:  # the stdlib parser can fail in many ways on broken input
                self.problems.append(Message(QT_TRANSLATE_NOOP(
                    "engine", "{source}: not a readable e-mail ({why}), skipped"),
                    source=source, why=str(exc)))
                return
            if not (msg.body.strip() or msg.subject.strip()):
                # the parser's defect names are Python's (MissingHeaderBodySeparatorDefect)
                what = ", ".join(msg.defects) or Message(QT_TRANSLATE_NOOP("engine",
                                                                           "no text part"))
                self.problems.append(Message(QT_TRANSLATE_NOOP(
                    "engine", "{source}: malformed e-mail ({what}), skipped"), source=source,
                    what=what))
                return
            if msg.defects:
                self.problems.append(Message(QT_TRANSLATE_NOOP(
                    "engine", "{source}: read with repairs ({defects})"), source=source,
                    defects=", ".join(msg.defects)))
            self.add(label, source, msg.body, msg.subject, msg.headers)
            return
        try:
            text = decode_bytes(raw, source)[0]
        except (ValueError, UnicodeError) as exc:   # DataError, or a codec's own complaint
            self.problems.append(Message(QT_TRANSLATE_NOOP(
                "engine", "{source}: not readable as text ({reason}), skipped"), source=source,
                reason=Clause(exc) if str(exc).strip(".") else type(exc).__name__))
            return
        self.add(label, source, text)

    def _add_mbox(self, label, file, source):
        box = mailbox.mbox(file, create=False)
        try:
            for i, key in enumerate(box.iterkeys()):
                self._add_message(label, f"{source}#{i + 1}", box.get_bytes(key))
        finally:
            box.close()

    def add_table(self, path):
        try:
            text = decode_bytes(path.read_bytes(), path.name)[0]
        except OSError as exc:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {path_name}: {value}."),
                            path_name=path.name, value=exc.strerror or exc) from None
        except UnicodeError as exc:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not readable as text "
                                                        "({reason})."), path_name=path.name,
                            reason=_reason(exc)) from None
        if "\n" not in text and "\r" in text:
            text = text.replace("\r", "\n")     # Excel's CR-only line endings (old Mac)
        numbered = _table_rows(text, path)
        head = list(itertools.islice(numbered, 2001))   # enough to recognise the columns
        rows = [row for _, row in head]
        label_col, text_col = _table_columns(rows, path.name)
        start = 1 if _has_header(rows, label_col) else 0
        _check_table(rows[start:], label_col, text_col, path.name)
        # The other rows one at a time: 100,000 row lists held at once would make the GUI
        # thread's garbage collection walk them all.
        for line, row in itertools.chain(head[start:], numbered):
            if len(row) <= max(label_col, text_col) or not row[label_col].strip():
                self.problems.append(Message(QT_TRANSLATE_NOOP(
                    "engine", "{name} line {line}: no label or no text, skipped"),
                    name=path.name, line=line))
                continue
            self.add(row[label_col].strip(), f"{path.name}:{line}", row[text_col])


def _reason(exc):
    return str(exc).rstrip(".") or type(exc).__name__


def _is_dir(path):
    try:
        return path.is_dir()
    except OSError:
        return False


def _is_message_name(path):
    """Not a hidden file, nor one of the notes public corpora keep beside the messages."""
    return not path.name.startswith(".") and path.name.lower() not in _NOT_MESSAGES


def _mbox_bytes(raw):
    return raw.startswith(b"From ") and b"\nFrom " in raw


def _is_mbox(path):
    if path.suffix.lower() in _MBOX_SUFFIXES:
        return True
    try:
        with open(path, "rb") as f:
            return f.read(5) == b"From "
    except OSError:
        return False


def _table_rows(text, path):
    """Non-blank rows with their 1-based line numbers (a generator)."""
    first = text.split("\n", 1)[0]
    if path.suffix.lower() in (".tsv", ".tab") or "\t" in first:
        # The SMS collection has quotes inside texts; a TSV row is simply split at its tabs.
        return ((n, line.rstrip("\r").split("\t"))
                for n, line in enumerate(text.split("\n"), 1) if line.strip())
    reader = csv.reader(io.StringIO(text))
    return _csv_rows(reader, path.name)


def _csv_rows(reader, name):
    try:
        for row in reader:
            if any(c.strip() for c in row):
                yield reader.line_num, row
    except csv.Error as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} line {reader_line_num}: "
                                                    "{csv_problem}. Save it as CSV again, or as "
                                                    "tab-separated text."), name=name,
                        reader_line_num=reader.line_num, csv_problem=csv_problem(exc)) from None


def _table_columns(rows, name):
    """Label column: the filled column with the fewest distinct short values; text column: the
    longest of the others. Mostly empty columns (trailing commas in Kaggle's spam.csv) are
    ignored."""
    sample = rows[:2000]
    width = max(len(r) for r in sample) if sample else 0
    filled = [c for c in range(width)
              if sum(1 for r in sample if len(r) > c and r[c].strip()) >= 0.5 * len(sample)]
    if len(filled) < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} needs two columns, a label and a "
                                                    "text (label<TAB>text or label,text); found "
                                                    "one."), name=name)
    rows = [r for r in sample if len(r) > max(filled)]
    distinct = {c: len({r[c] for r in rows}) for c in filled}
    length = {c: float(np.mean([len(r[c]) for r in rows])) for c in filled}
    label_col = min(filled, key=lambda c: (length[c] >= 40, distinct[c]))
    text_col = max((c for c in filled if c != label_col), key=length.get)
    return label_col, text_col


MAX_CLASSES = 50


def _check_table(rows, label_col, text_col, name):
    """Refuse tables that are not labelled messages: a CSV of numbers, or a plain text whose
    commas made columns (its "labels" are all different)."""
    sample = [r for r in rows[:2000] if len(r) > max(label_col, text_col)]
    if not sample:
        return
    texts = [r[text_col].strip() for r in sample]
    if all(_is_number(t) for t in texts if t):
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} holds numbers, not messages: column "
                                                    "{text_col} should contain the text of each "
                                                    "message (label<TAB>text or label,text). "
                                                    "Points for the other tabs open there, not "
                                                    "in Spam."), name=name, text_col=text_col + 1)
    labels = {r[label_col].strip() for r in sample}
    if len(labels) > MAX_CLASSES or (len(sample) >= 10 and len(labels) > 0.5 * len(sample)):
        shown = ", ".join(repr(v[:20]) for v in list(labels)[:3])
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name} does not look like a labelled "
                                                    "corpus: its label column (column "
                                                    "{label_col}) has {n_labels:,} different "
                                                    "values ({shown}, …), where a corpus "
                                                    "repeats a few class names such as spam and "
                                                    "ham. Use one line per message: "
                                                    "label<TAB>text or label,text."), name=name,
                        label_col=label_col + 1, n_labels=len(labels), shown=shown)


def _is_number(text):
    try:
        float(text.replace(",", "."))
    except ValueError:
        return False
    return True


def _has_header(rows, label_col):
    """A header's label cell ("label", "v1", "class") occurs once; real labels repeat."""
    if len(rows) < 3 or len(rows[0]) <= label_col:
        return False
    first = rows[0][label_col]
    return sum(1 for r in rows[1:200] if len(r) > label_col and r[label_col] == first) == 0
