"""Which tab reads a file: ``python main.py FILE…``, File > Open Recent and drops on the window use
it. Decided from the name and, where the name is ambiguous, from the first few kilobytes. Never on
the GUI thread: :func:`iter_route` is a job for a worker (``MainWindow.open_paths`` runs it), since
even a 4 KB read blocks forever on a named pipe, and a folder on a network drive can take seconds
to list. Qt-free."""
from __future__ import annotations

import re
import stat
import zipfile
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path

from engine import QT_TRANSLATE_NOOP, DataError, Message, Progress
from engine.io import check_regular_file

TAB_KEYS = ("text", "spam", "hmm", "clustering", "svm")
_TAGGED = re.compile(r"\S+/[A-Z$][A-Z$.,:()'`-]*(\s|$)")
# a row of points: at least two numbers first (a label column may follow)
_NUMBER_ROW = re.compile(r"^\s*[-+0-9.eE]+[,;\t ]+[-+0-9.eE]+([,;\t ]|$)")


def _head(path: Path, size: int = 4096) -> str:
    try:
        with open(path, "rb") as f:
            return f.read(size).decode("utf-8", "replace")
    except OSError:
        return ""


@dataclass(frozen=True)
class Routes:
    """What :func:`iter_route` found: (path, tab key) for each path it could route, in order,
    and one sentence for each path it could not (missing, unreadable, a pipe or a device): an
    ``engine.Message``, English as a ``str``, translated by ``ui.i18n.describe``."""

    routes: tuple = ()
    problems: tuple = ()


def iter_route(paths) -> Generator[Progress, None, Routes]:
    """Route each of ``paths`` with :func:`tab_for` (a job: run it on a worker)."""
    paths = [str(p) for p in paths]
    routes, problems = [], []
    for n, path in enumerate(paths):
        yield Progress(n, len(paths), QT_TRANSLATE_NOOP("engine", "looking at {name}…"),
                       name=Path(path).name)
        try:
            routes.append((path, tab_for(path)))
        except DataError as exc:
            problems.append(Message(exc.template, **exc.fields))
        except OSError as exc:
            problems.append(Message(QT_TRANSLATE_NOOP("engine", "Cannot open {name}: {reason}."),
                                    name=Path(path).name, reason=exc.strerror or exc))
    return Routes(tuple(routes), tuple(problems))


def tab_for(path: str | Path) -> str:
    """The key of the tab that opens ``path`` (one of :data:`TAB_KEYS`). Reads the path (call it
    on a worker); raises :class:`engine.DataError` for a missing path, a pipe or a device, and
    ``OSError`` for a folder that cannot be listed."""
    path = Path(path)
    suffix = path.suffix.lower()
    try:
        is_dir = stat.S_ISDIR(path.stat().st_mode)
    except OSError:
        is_dir = False                     # the check below says what is wrong
    if is_dir:
        subdirs = [p for p in path.iterdir() if p.is_dir() and not p.name.startswith(".")]
        return "spam" if subdirs else "text"
    check_regular_file(path, "a file or a folder")
    if suffix in (".eml", ".mbox"):
        return "spam"
    if suffix == ".conllu":
        return "hmm"
    if suffix == ".npz":
        try:
            with zipfile.ZipFile(path) as z:
                names = " ".join(z.namelist())
        except (OSError, zipfile.BadZipFile):
            return "spam"          # the Spam tab's loader explains what is wrong with the file
        return "hmm" if "emission" in names or "tags" in names else "spam"
    lines = [ln for ln in _head(path).splitlines() if ln.strip()][:20]
    if suffix in (".csv", ".tsv", ".txt", ".dat", ""):
        numeric = sum(bool(_NUMBER_ROW.match(ln)) for ln in lines[1:] or lines)
        if lines and numeric >= max(1, len(lines[1:] or lines) // 2):
            return "clustering"
        if suffix in (".csv", ".tsv"):
            return "spam"
    if lines and sum(bool(_TAGGED.search(ln)) for ln in lines) >= max(1, len(lines) // 2):
        return "hmm"
    return "text"
