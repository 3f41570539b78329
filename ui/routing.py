"""Which tab reads a file: ``python main.py FILE…``, File > Open Recent and drops on the window use
it. Decided from the name and, where the name is ambiguous, from the first few kilobytes (read on
the GUI thread: a 4 KB read takes well under a millisecond)."""
from __future__ import annotations

import re
import zipfile
from pathlib import Path

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


def tab_for(path: str | Path) -> str:
    """The key of the tab that opens ``path`` (one of :data:`TAB_KEYS`)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if path.is_dir():
        subdirs = [p for p in path.iterdir() if p.is_dir() and not p.name.startswith(".")]
        return "spam" if subdirs else "text"
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
