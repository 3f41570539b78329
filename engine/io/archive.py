"""Reading a saved model's ``.npz`` archive, checking it before any data is inflated.

``np.load`` inflates a member whole before anything can be checked: a 4 MB archive whose member
inflates to 4 GiB was read whole, a ``.npy`` header claiming 4×10⁹ elements was believed, and a
member that is not a ``.npy`` came back as raw bytes (an ``AttributeError`` later). Here the zip
directory's sizes are summed first, every member's ``.npy`` header is read and checked (a plain
dtype, no Python objects, no more elements than the member holds), and only then are exactly
that many bytes inflated. One reader for every saved model (the tagger, the spam filter, the
n-gram model).
"""
from __future__ import annotations

import math
import os
import zipfile
import zlib
from pathlib import Path

import numpy as np

from .._messages import Message, QT_TRANSLATE_NOOP
from .._validation import DataError, check_regular_file

# A saved model this project writes is a few hundred MB at the very most (a second-order tagger
# over a large corpus); an archive that inflates to more is refused before it is read.
MAX_ARCHIVE_BYTES = 1 << 30
_MAX_HEADER = 10_000          # bytes of one .npy header (numpy's own default limit)


class ArchiveError(DataError):
    """A ``.npz`` file that cannot be a saved model; ``why`` says what is wrong, in words a
    loader puts in its own sentence ("Cannot read a saved tagger from x.npz: {why}")."""

    def __init__(self, path, why: str):
        super().__init__(QT_TRANSLATE_NOOP("engine", "{name}: {why}."), name=Path(path).name,
                         why=why)
        self.why = why


def read_npz(path: str | os.PathLike, max_bytes: int | None = None
             ) -> dict[str, np.ndarray]:
    """Every member of the ``.npz`` archive at ``path`` as a numpy array, by name without
    ``.npy``. A missing file, a pipe or a folder raises :class:`DataError`
    (:func:`check_regular_file`); anything that is not an archive of plain arrays, or that
    would inflate to more than ``max_bytes`` in all (:data:`MAX_ARCHIVE_BYTES` by default),
    raises :class:`ArchiveError` before the data is read."""
    max_bytes = MAX_ARCHIVE_BYTES if max_bytes is None else max_bytes
    path = Path(path)
    check_regular_file(path, "a saved .npz file")
    try:
        with open(path, "rb") as f:
            magic = f.read(6)
    except OSError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {path_name}: {value}."),
                        path_name=path.name, value=exc.strerror or exc) from None
    if magic == b"\x93NUMPY":
        raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "it is not a .npz archive "
                                                                     "of arrays (it is a single "
                                                                     "array)")))
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError):
        raise ArchiveError(path, Message(QT_TRANSLATE_NOOP(
            "engine", "the file is damaged or is not a .npz archive"))) from None
    with archive:
        infos = archive.infolist()
        total = sum(info.file_size for info in infos)
        if total > max_bytes:
            raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "it would inflate to "
                                                                         "{total:.1f} GB, more "
                                                                         "than the "
                                                                         "{max_bytes:.1f} GB a "
                                                                         "saved model can take"),
                                     total=total / 1e9, max_bytes=max_bytes / 1e9))
        return {info.filename[:-4]: _member(archive, info, path) for info in infos}


def _member(archive, info, path) -> np.ndarray:
    key = info.filename[:-4] if info.filename.endswith(".npy") else info.filename
    if not info.filename.endswith(".npy"):
        raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "its part {key} is not an "
                                                                     "array"),
                                 key=key))
    try:
        with archive.open(info) as f:
            version = np.lib.format.read_magic(f)
            if version == (1, 0):
                shape, fortran, dtype = np.lib.format.read_array_header_1_0(
                    f, max_header_size=_MAX_HEADER)
            elif version == (2, 0):
                shape, fortran, dtype = np.lib.format.read_array_header_2_0(
                    f, max_header_size=_MAX_HEADER)
            else:
                raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "its part {key} is "
                                                                             "a .npy of version "
                                                                             "{version}, which "
                                                                             "Trellis does not "
                                                                             "write"),
                                         key=key, version=version))
            if dtype.hasobject:
                raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "its part {key} "
                                                                             "holds Python "
                                                                             "objects, not "
                                                                             "numbers or text"),
                                         key=key))
            count = math.prod(shape)
            nbytes = count * dtype.itemsize
            if nbytes > info.file_size:
                raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "its part {key} "
                                                                             "claims {count:,} "
                                                                             "elements "
                                                                             "({nbytes:,.0f} "
                                                                             "MB), more than it "
                                                                             "holds"),
                                         key=key, count=count, nbytes=nbytes / 1e6))
            buffer = bytearray(nbytes)
            if f.readinto(buffer) != nbytes:
                raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "its part {key} is "
                                                                             "cut short"),
                                         key=key))
    except ArchiveError:
        raise
    except (zipfile.BadZipFile, ValueError, EOFError, OSError, zlib.error,
            NotImplementedError, RuntimeError, SyntaxError):
        # a bad CRC or deflate stream, an "encrypted" flag, a header that is not a dict …
        raise ArchiveError(path, Message(QT_TRANSLATE_NOOP("engine", "its part {key} is damaged "
                                                                     "or is not an array"),
                                 key=key)) from None
    array = np.frombuffer(buffer, dtype=dtype)
    return array.reshape(shape, order="F" if fortran else "C")
