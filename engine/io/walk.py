"""Walking the folder a user chose, and only that folder.

Every folder reader (documents, the spam corpus, tagged corpora) lists files through
:class:`FolderWalk`, so they share one set of rules:

- a symbolic link whose resolved location is outside the chosen root is not followed (a link to
  ``/etc/ssl`` became 291 "spam" messages); it is listed in ``skipped``;
- every folder is entered once, remembered by (device, inode): a link to the parent, or two
  links to each other, would otherwise read the same files again and again (exponentially);
- anything that is not a regular file or a folder (a named pipe, a device, a socket) is listed
  and skipped, never opened;
- a folder that cannot be listed is listed and skipped, and the walk goes on;
- hidden entries (a name starting with ".") are ignored.

The walk uses an explicit stack, not recursion (a folder nested a thousand levels deep raised
``RecursionError`` in ``os.walk``).
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from .._messages import QT_TRANSLATE_NOOP, Message
from .._validation import DataError


def _inside(real: str, root: str) -> bool:
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


class FolderWalk:
    """One walk under ``root``. :meth:`entries` lists one folder, :meth:`files_under` a whole
    tree; ``skipped`` collects (name relative to the root, reason) of everything left out."""

    def __init__(self, root: str | os.PathLike):
        self.root = Path(root)
        self.real_root = os.path.realpath(self.root)
        # (name, reason): the reason a Message (a str whose template an interface translates)
        self.skipped: list[tuple[str, str]] = []
        self._visited: set[tuple[int, int]] = set()
        self._listed: dict[Path, tuple[list[Path], list[Path]]] = {}
        try:
            info = os.stat(self.root)
        except OSError:
            return                       # listing it below says why
        self._visited.add((info.st_dev, info.st_ino))

    def _name(self, path) -> str:
        try:
            return Path(path).relative_to(self.root).as_posix()
        except ValueError:
            return Path(path).name

    def skip(self, path, reason: str) -> None:
        """Record ``path`` as left out, and why."""
        self.skipped.append((self._name(path), reason))

    def entries(self, folder: str | os.PathLike) -> tuple[list[Path], list[Path]]:
        """The regular files and the sub-folders of ``folder``, each sorted by name. Links are
        followed only to places inside the root; a sub-folder already listed in this walk (by
        device and inode) is left out, so entering every returned folder never loops. The root
        itself that cannot be listed raises :class:`DataError` (there is nothing to read). A
        folder is listed once; asking again returns the same lists."""
        folder = Path(folder)
        if folder not in self._listed:
            self._listed[folder] = self._list(folder)
        files, folders = self._listed[folder]
        return list(files), list(folders)

    def _list(self, folder: Path) -> tuple[list[Path], list[Path]]:
        try:
            with os.scandir(folder) as it:
                found = sorted(it, key=lambda e: e.name)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            if folder == self.root:
                raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot open the folder {value}: "
                                                            "{reason}."),
                                value=self.root.name or self.root, reason=reason) from None
            self.skip(folder, Message(QT_TRANSLATE_NOOP("engine", "cannot list this folder "
                                                                  "({reason})"), reason=reason))
            return [], []
        files, folders = [], []
        for e in found:
            if e.name.startswith("."):
                continue
            try:
                link = e.is_symlink()
                info = os.stat(e.path)                  # follows the link
            except OSError as exc:
                self.skip(e.path, Message(QT_TRANSLATE_NOOP("engine", "cannot read ({reason}; "
                                                                      "a broken link?)"),
                                          reason=exc.strerror or str(exc)))
                continue
            if link and not _inside(os.path.realpath(e.path), self.real_root):
                self.skip(e.path, Message(QT_TRANSLATE_NOOP("engine", "a link to {target}, "
                                                                      "outside the folder you "
                                                                      "chose; not followed"),
                                          target=os.path.realpath(e.path)))
                continue
            if stat.S_ISDIR(info.st_mode):
                key = (info.st_dev, info.st_ino)
                if key in self._visited:
                    self.skip(e.path, Message(QT_TRANSLATE_NOOP(
                        "engine", "a folder already read (a link back to it); not read twice")))
                    continue
                self._visited.add(key)
                folders.append(Path(e.path))
            elif stat.S_ISREG(info.st_mode):
                files.append(Path(e.path))
            else:
                self.skip(e.path, Message(QT_TRANSLATE_NOOP(
                    "engine", "not a regular file (a pipe, device or socket)")))
        return files, folders

    def files_under(self, folder: str | os.PathLike) -> list[Path]:
        """Every regular file under ``folder`` in top-down order (a folder's files, then each
        sub-folder's, by name)."""
        out, stack = [], [Path(folder)]
        while stack:
            files, folders = self.entries(stack.pop())
            out.extend(files)
            stack.extend(reversed(folders))
        return out
