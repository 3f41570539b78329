"""The ``.trellis`` session file: the view models serialised, never pickled.

A session is a zip archive of

- ``session.json``: the format name and version, the app version, and per view its
  parameters (JSON), message, history cursor, selection, the steps (see :mod:`.codec`), what
  its run was started with, and the files its data came from (path and SHA-256); and what the
  student practised (:mod:`.practice`);
- ``arrays.npz``: every array (points, labels, the arrays of the steps), read back with
  ``np.load(allow_pickle=False)``;
- ``blobs/…``: whole files a view keeps, such as a trained tagger's ``.npz``.

Why the steps are stored rather than re-computed: the picture is then the one that was saved,
byte for byte, even when a later engine would step differently, and reopening needs no worker
and no wait; a run of a few hundred steps of small data takes kilobytes. :func:`read_session`
checks *everything* (archive, JSON, version, parameters through the engine, arrays, steps,
cursors, selections) and only then returns; a damaged, truncated or newer-format file raises a
:class:`SessionError` and nothing has been changed.

The refusals are for the student to read, in the interface's language, yet this module is Qt-free:
they are templates marked ``QT_TRANSLATE_NOOP("Session", …)`` with named fields, as the engine's
messages are (:mod:`engine._messages`); ``str(exc)`` is the English and ``ui.i18n.describe`` the
text in the language in force (it looks the template up in the context the message names).
"""
from __future__ import annotations

import hashlib
import io
import json
import math
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from engine import QT_TRANSLATE_NOOP, Clause, DataError, Message

from .codec import SAFE_KINDS, decode_steps, encode_steps
from .params import PARAMS
from .practice import PracticeProgress
from .views import ViewState

FORMAT = "trellis-session"
FORMAT_VERSION = 1
APP_VERSION = "0.1.0"
SUFFIX = ".trellis"
MAX_MEMBER_BYTES = 2_000_000_000     # a member larger than this is not a session of ours
CONTEXT = "Session"                   # the catalogue's context of the refusals' templates


class SessionError(DataError):
    """A session file that cannot be opened or written; the message says why and what to do.
    A template of context "Session" with its fields (see the module's docstring)."""

    context = CONTEXT


class SessionText(Message):
    """A phrase of a refusal (why, what to do) kept as template and fields, context "Session"."""

    context = CONTEXT


@dataclass
class Source:
    """A file a view's data came from, with its SHA-256 when it was saved."""

    view: str
    path: str
    sha256: str


@dataclass
class Session:
    """Every saved view's state, and the files their data came from."""

    views: dict[str, ViewState] = field(default_factory=dict)
    sources: list[Source] = field(default_factory=list)
    app_version: str = APP_VERSION
    current_tab: str | None = None
    practice: PracticeProgress | None = None    # what the student practised (issue 25)


def sha256_of(path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _json_safe(value, where):
    """Refuse what JSON cannot carry exactly (NaN, infinities, objects) with a clear name."""
    if isinstance(value, float) and not math.isfinite(value):
        raise SessionError(QT_TRANSLATE_NOOP("Session", "Cannot save {where}: it is {value!r}, "
                                                        "which JSON cannot hold."),
                           where=where, value=value)
    if isinstance(value, dict):
        for k, v in value.items():
            _json_safe(v, f"{where}.{k}")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            _json_safe(v, f"{where}[{i}]")


def write_session(path, session: Session) -> Path:
    """Write ``session`` to ``path`` (a temporary file renamed over it, so a failed save
    never leaves half a file where a good one was)."""
    path = Path(path)
    arrays: dict[str, np.ndarray] = {}
    views = {}
    blobs = {}
    for key, state in session.views.items():
        for name, a in state.arrays.items():
            arrays[f"{key}/data/{name}"] = np.asarray(a)
        for name, data in state.blobs.items():       # bytes, or a function making them
            blobs[f"blobs/{key}/{name}"] = bytes(data() if callable(data) else data)
        view = {"kind": state.params.kind, "params": state.params.to_json(),
                "cursor": int(state.cursor), "message": str(state.message),
                "selection": (list(state.selection) if isinstance(state.selection, tuple)
                              else state.selection),
                "extra": state.extra, "data": sorted(state.arrays),
                "blobs": sorted(state.blobs),
                "steps": encode_steps(state.steps, arrays, f"{key}/steps/")}
        _json_safe({k: v for k, v in view.items() if k != "steps"}, key)
        views[key] = view
    for key, a in arrays.items():
        if a.dtype.kind not in SAFE_KINDS:
            raise SessionError(QT_TRANSLATE_NOOP("Session", "Cannot save {key}: it holds {dtype} "
                                                            "data."), key=key, dtype=str(a.dtype))
    for s in session.sources:
        if not s.sha256 and Path(s.path).is_file():
            s.sha256 = sha256_of(s.path)
    doc = {"format": FORMAT, "format_version": FORMAT_VERSION,
           "app_version": session.app_version, "current_tab": session.current_tab,
           "views": views,
           "sources": [{"view": s.view, "path": s.path, "sha256": s.sha256}
                       for s in session.sources]}
    if session.practice is not None:
        doc["practice"] = session.practice.to_json()
    buf = io.BytesIO()
    np.savez_compressed(buf, **arrays)
    tmp = path.with_name(path.name + ".part")
    try:
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zf:
            zf.writestr("session.json", json.dumps(doc, allow_nan=False, indent=1))
            # the .npz is compressed already: stored, not deflated a second time
            zf.writestr("arrays.npz", buf.getvalue(), compress_type=zipfile.ZIP_STORED)
            for name, data in blobs.items():
                zf.writestr(name, data)
        tmp.replace(path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        # the OS's reason as text: the interface says a common one in its language (os_reason)
        raise SessionError(QT_TRANSLATE_NOOP("Session", "Cannot write the session to {name}: "
                                                        "{reason}. Choose another file or "
                                                        "folder."),
                           name=path.name, reason=exc.strerror or str(exc)) from None
    return path


AGAIN = QT_TRANSLATE_NOOP("Session", "Open another session, or save this one again from Trellis.")


def read_session(path) -> Session:
    """Read and check a session file completely; raises :class:`SessionError` (saying what
    is wrong) for a file that is missing, damaged, truncated, of a newer format or not a
    session at all."""
    path = Path(path)
    name = path.name

    def bad(why, hint=AGAIN, **fields):
        """The refusal: ``why`` a template of context "Session" with ``fields`` (or a
        :class:`Clause`), ``hint`` what to do."""
        why = why if isinstance(why, Message) else SessionText(why, **fields)
        return SessionError(QT_TRANSLATE_NOOP("Session", "Cannot open the session {name}: {why}. "
                                                         "{hint}"),
                            name=name, why=why, hint=SessionText(hint))

    try:
        zf = zipfile.ZipFile(path)
    except FileNotFoundError:
        raise bad(QT_TRANSLATE_NOOP("Session", "there is no such file"),
                  QT_TRANSLATE_NOOP("Session", "Check the path.")) from None
    except (PermissionError, IsADirectoryError, NotADirectoryError) as exc:
        raise bad(QT_TRANSLATE_NOOP("Session", "it cannot be read ({reason})"),
                  QT_TRANSLATE_NOOP("Session", "Check the path and the file's permissions."),
                  reason=exc.strerror or str(exc)) from None
    except (zipfile.BadZipFile, zlib.error, OSError, EOFError, ValueError):
        raise bad(QT_TRANSLATE_NOOP("Session", "it is damaged or truncated, or not a Trellis "
                                               "session (not a zip archive)")) from None
    with zf:
        try:
            infos = {i.filename: i for i in zf.infolist()}
            for member in ("session.json", "arrays.npz"):
                if member not in infos:
                    raise bad(QT_TRANSLATE_NOOP("Session", "it lacks {member}"), member=member)
            if any(i.file_size > MAX_MEMBER_BYTES for i in infos.values()):
                raise bad(QT_TRANSLATE_NOOP("Session", "a part of it is larger than any session "
                                                       "Trellis writes"))
            broken = zf.testzip()            # every member's CRC: a truncated file fails here
            if broken is not None:
                raise bad(QT_TRANSLATE_NOOP("Session", "its part {part} is damaged"), part=broken)
            raw = zf.read("session.json")
            npz = zf.read("arrays.npz")
            blob_bytes = {n: zf.read(n) for n in infos if n.startswith("blobs/")}
        except SessionError:
            raise
        except (zipfile.BadZipFile, zlib.error, OSError, EOFError, ValueError, KeyError,
                NotImplementedError, RuntimeError):
            raise bad(QT_TRANSLATE_NOOP("Session", "it is damaged or truncated")) from None
    try:
        doc = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError):
        raise bad(QT_TRANSLATE_NOOP("Session", "its session.json is not valid JSON")) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise bad(QT_TRANSLATE_NOOP("Session", "it is not a Trellis session (its session.json "
                                               "does not say so)"))
    version = doc.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise bad(QT_TRANSLATE_NOOP("Session", "its format version {version!r} is not a version "
                                               "number"), version=version)
    if version > FORMAT_VERSION:
        raise bad(QT_TRANSLATE_NOOP("Session", "it was saved in session format {version} by "
                                               "Trellis {saved_by}; this Trellis ({ours}) reads "
                                               "format {format} and older"),
                  QT_TRANSLATE_NOOP("Session", "Open it with a newer Trellis."),
                  version=version, saved_by=str(doc.get("app_version", "?")), ours=APP_VERSION,
                  format=FORMAT_VERSION)
    arrays = _read_arrays(npz, bad)
    views_doc = doc.get("views")
    if not isinstance(views_doc, dict):
        raise bad(QT_TRANSLATE_NOOP("Session", "its session.json has no views"))
    session = Session(app_version=str(doc.get("app_version", "?")),
                      current_tab=doc.get("current_tab") if isinstance(
                          doc.get("current_tab"), str) else None)
    for key, view in views_doc.items():
        try:
            session.views[key] = _read_view(key, view, arrays, blob_bytes)
        except DataError as exc:
            raise bad(QT_TRANSLATE_NOOP("Session", "its {key} view is not valid ({reason})"),
                      key=key, reason=Clause(exc)) from None
    for s in doc.get("sources") or []:
        if not (isinstance(s, dict) and all(isinstance(s.get(k), str)
                                            for k in ("view", "path", "sha256"))):
            raise bad(QT_TRANSLATE_NOOP("Session", "its list of source files is malformed"))
        session.sources.append(Source(s["view"], s["path"], s["sha256"]))
    if "practice" in doc:                   # sessions saved before practice was kept lack it
        try:
            session.practice = PracticeProgress.from_json(doc["practice"])
        except DataError as exc:
            raise bad(Clause(exc)) from None
    return session


def _no_constant(value):
    raise ValueError(f"{value} is not JSON")


def _read_arrays(npz: bytes, bad) -> dict:
    try:
        with np.load(io.BytesIO(npz), allow_pickle=False) as d:
            arrays = {k: d[k] for k in d.files}
    except ValueError:          # an object array: it would need pickle
        raise bad(QT_TRANSLATE_NOOP("Session", "its arrays.npz holds Python objects, which "
                                               "Trellis never reads")) from None
    except (OSError, EOFError, zipfile.BadZipFile, zlib.error, KeyError, AttributeError,
            TypeError):
        raise bad(QT_TRANSLATE_NOOP("Session", "its arrays.npz is damaged")) from None
    odd = [k for k, a in arrays.items() if a.dtype.kind not in SAFE_KINDS]
    if odd:
        raise bad(QT_TRANSLATE_NOOP("Session", "its array {name} is not numbers or text"),
                  name=odd[0])
    return arrays


def _read_view(key, view, arrays, blob_bytes) -> ViewState:
    from .views import MODELS

    if not isinstance(view, dict):
        raise SessionError(QT_TRANSLATE_NOOP("Session", "it is not a JSON object"))
    kind = view.get("kind")
    if kind not in PARAMS or kind not in MODELS:
        raise SessionError(QT_TRANSLATE_NOOP("Session", "its kind {kind!r} is not "
                                                        "a view this Trellis has"), kind=kind)
    params = PARAMS[kind].from_json(view.get("params"))
    cursor = view.get("cursor")
    if not isinstance(cursor, int) or isinstance(cursor, bool):
        raise SessionError(QT_TRANSLATE_NOOP("Session", "its cursor {cursor!r} is "
                                                        "not a whole number"), cursor=cursor)
    message = view.get("message", "")
    if not isinstance(message, str):
        raise SessionError(QT_TRANSLATE_NOOP("Session", "its message is not text"))
    selection = view.get("selection")
    if isinstance(selection, list):
        selection = tuple(selection)
    extra = view.get("extra", {})
    if not isinstance(extra, dict):
        raise SessionError(QT_TRANSLATE_NOOP("Session", "its run settings are not a JSON object"))
    data = {}
    for name in view.get("data", []):
        akey = f"{key}/data/{name}"
        if not isinstance(name, str) or akey not in arrays:
            raise SessionError(QT_TRANSLATE_NOOP("Session", "its data {name!r} is missing from "
                                                            "arrays.npz"), name=name)
        data[name] = arrays[akey]
    blobs = {}
    for name in view.get("blobs", []):
        bkey = f"blobs/{key}/{name}"
        if not isinstance(name, str) or bkey not in blob_bytes:
            raise SessionError(QT_TRANSLATE_NOOP("Session", "its file {name!r} is "
                                                            "missing from the archive"), name=name)
        blobs[name] = blob_bytes[bkey]
    steps = decode_steps(view.get("steps"), arrays, "its history")
    state = ViewState(params, steps, cursor, selection, message, data, extra, blobs)
    MODELS[kind]().check_state(state)
    return state


def open_into(path, models: dict) -> Session:
    """Read ``path`` and hand each model (``{view key: RunModel}``) its saved state: every
    state is read and checked against its model first, and only when all are good are they
    applied, so a bad file (or a view that does not fit) leaves every model as it was."""
    session = read_session(path)
    pairs = [(models[key], state) for key, state in session.views.items() if key in models]
    for model, state in pairs:
        try:
            model.check_state(state)
        except DataError as exc:
            raise SessionError(QT_TRANSLATE_NOOP("Session", "Cannot open the session {name}: "
                                                            "{reason}."),
                               name=Path(path).name, reason=Clause(exc)) from None
    for model, state in pairs:
        model.apply(state)
    return session
