"""Reading a collection of documents: a folder of text files (sub-folders become class labels)
or the built-in sample (``resources/documents``).

Every file is decoded as any text file is read (:func:`engine.io.text.read_text_file`: UTF-8
with or without BOM, UTF-16, CP949/EUC-KR, Windows-1252/Latin-1, …). A file that cannot be read
or holds no text is skipped and reported in ``Documents.problems``; reading goes on.
"""
from __future__ import annotations

import codecs
import os
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path

from .._messages import QT_TRANSLATE_NOOP, Clause, Message
from .._steps import Progress, run_job
from .._validation import DataError, check_path, check_regular_file
from .text import list_text_files, read_text_file

_PROGRESS_EVERY = 200
MAX_FILE_BYTES = 50_000_000   # a single document larger than this is skipped (not a document)


@dataclass(frozen=True)
class Documents:
    """Texts with their names (paths relative to the folder, or corpus sources) and, when the
    documents come in classes, one label each (``labels`` is None otherwise). ``problems``
    lists the files skipped or read with repairs, one sentence each."""

    texts: tuple
    names: tuple
    labels: tuple | None
    problems: tuple = ()
    encodings: tuple = ()
    source: str = ""

    def __len__(self) -> int:
        return len(self.texts)

    @property
    def classes(self) -> tuple:
        """The distinct labels, sorted (empty without labels)."""
        return tuple(sorted(set(self.labels))) if self.labels is not None else ()

    @property
    def notes(self) -> tuple:
        """A short summary of ``problems`` for a status line ("3 file(s) skipped: …")."""
        if not self.problems:
            return ()
        return (Message(QT_TRANSLATE_NOOP("engine", "{n} file(s) skipped or repaired: "
                                                    "{first}{more}"), n=len(self.problems),
                        first=self.problems[0], more=" …" if len(self.problems) > 1 else ""),)


def read_documents(folder: str | os.PathLike, *, encoding: str | None = None) -> Documents:
    """Read every text file under ``folder``; see :func:`iter_read_documents`."""
    return run_job(iter_read_documents(folder, encoding=encoding))


def iter_read_documents(folder: str | os.PathLike, *, encoding: str | None = None
                        ) -> Generator[Progress, None, Documents]:
    """Read every text file under ``folder`` as one document, yielding :class:`Progress` and
    returning :class:`Documents`. When some file sits in a sub-folder, each document's label is
    the name of the top-level sub-folder it is in (files directly in ``folder`` take the
    folder's own name); otherwise there are no labels. ``encoding`` forces one encoding
    (detected per file when None). Refused now (not at the first ``next()``): a missing folder,
    a file instead of a folder."""
    root = _path(folder, "folder")
    if encoding is not None and not isinstance(encoding, str):
        raise TypeError(f"encoding must be a name such as 'utf-8', or None to detect it; got "
                        f"{type(encoding).__name__}.")
    if encoding is not None:        # refused once, now, rather than once per file
        try:
            codecs.lookup(encoding)
        except LookupError:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{encoding!r} is not an encoding Python "
                                                        "knows; choose utf-8, cp949, latin-1… "
                                                        "or None to let Trellis detect it."),
                            encoding=encoding) from None
    if not root.exists():
        raise DataError(QT_TRANSLATE_NOOP("engine", "{root} does not exist; choose a folder of "
                                                    "text files."), root=root)
    if not root.is_dir():
        raise DataError(QT_TRANSLATE_NOOP("engine", "{root_name} is a file; choose the folder "
                                                    "that holds the documents (one text file "
                                                    "per document, a sub-folder per class)."),
                        root_name=root.name)
    return _read(root, encoding)


def _path(value, name: str) -> Path:
    return check_path(value, name, "a folder", "choose a folder of text files")


def _read(root, encoding):
    yield Progress(0, 0, QT_TRANSLATE_NOOP("engine", "listing {root_name}…"), root_name=root.name)
    files, skipped = list_text_files(root)
    # each problem a Message: English as a str, translated by the interface
    problems = [Message(QT_TRANSLATE_NOOP("engine", "{name}: {why}, skipped"), name=name, why=why)
                for name, why in skipped]
    if not files:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{root_name} holds no text files (.txt, "
                                                    ".text, .md or files without an extension). "
                                                    "Put one document per file, a sub-folder "
                                                    "per class."), root_name=root.name)
    nested = any(len(f.relative_to(root).parts) > 1 for f in files)
    texts, names, labels, encodings = [], [], [], []
    total = len(files)
    for n, path in enumerate(files):
        if n % _PROGRESS_EVERY == 0:
            yield Progress(n, total, QT_TRANSLATE_NOOP("engine", "reading {n:,} of {total:,} "
                                                                 "files…"), n=n, total=total)
        rel = path.relative_to(root)
        name = rel.as_posix()
        try:        # the walk saw a regular file; checked again in case it was replaced since
            size = check_regular_file(path, "a text file").st_size
        except DataError as exc:
            problems.append(Message(QT_TRANSLATE_NOOP("engine", "{source}: {why}; skipped"),
                                    source=name, why=Clause(exc)))
            continue
        if size > MAX_FILE_BYTES:
            problems.append(Message(QT_TRANSLATE_NOOP(
                "engine", "{source}: {mb:.0f} MB is too large for one document, skipped"),
                source=name, mb=size / 1e6))
            continue
        try:
            f = read_text_file(path, encoding)
        except DataError as exc:
            problems.append(Message(QT_TRANSLATE_NOOP("engine", "{source}: {why}; skipped"),
                                    source=name, why=Clause(exc)))
            continue
        if not f.text.strip():
            problems.append(Message(QT_TRANSLATE_NOOP("engine", "{source}: empty file, skipped"),
                                    source=name))
            continue
        if f.replaced:
            problems.append(f.report())
        texts.append(f.text)
        names.append(name)
        encodings.append(f.encoding)
        labels.append(rel.parts[0] if len(rel.parts) > 1 else root.name)
    yield Progress(total, total, QT_TRANSLATE_NOOP("engine", "read {n_texts:,} documents"),
                                 n_texts=len(texts))
    if not texts:
        if problems:
            raise DataError(QT_TRANSLATE_NOOP(
                "engine", "None of the {total} file(s) in {root_name} holds readable text "
                "({problem})."), total=total, root_name=root.name, problem=problems[0])
        raise DataError(QT_TRANSLATE_NOOP("engine", "None of the {total} file(s) in {root_name} "
                                                    "holds readable text."),
                        total=total, root_name=root.name)
    return Documents(tuple(texts), tuple(names), tuple(labels) if nested else None,
                     tuple(problems), tuple(encodings), str(root))


def documents_from_corpus(corpus) -> Documents:
    """A labelled e-mail corpus (an :class:`engine.spam.Corpus`, or anything with ``texts``,
    ``sources``, ``labels`` and ``problems``) as documents: its texts (body, plus the subject or
    headers as the corpus says), sources as names, classes as labels. (Reading such a corpus
    as documents is :func:`engine.workflows.documents.iter_read_corpus_documents`: io sits
    below the topics and does not import them.)"""
    return Documents(tuple(corpus.texts), tuple(map(str, corpus.sources)),
                     tuple(map(str, corpus.labels)), tuple(corpus.problems), (), "corpus")


def sample_path() -> Path:
    """The built-in sample: short documents on five topics, a sub-folder per topic."""
    import resources

    return resources.path("documents")


def iter_sample_documents() -> Generator[Progress, None, Documents]:
    """Read the built-in sample (see :func:`sample_path`)."""
    return iter_read_documents(sample_path())
