"""Turning one raw e-mail (RFC 822 / MIME) into the text a classifier sees.

The body is every text part, decoded from its transfer encoding (base64, quoted-printable) and
its charset; HTML parts are reduced to their visible text. A message with both a plain and an
HTML version (multipart/alternative) contributes the plain one only, so words are not counted
twice.
"""
from __future__ import annotations

import email
import email.errors
import email.header
import html
import re
from dataclasses import dataclass

from ..io.text import decode_bytes

_HEADER_LINE = re.compile(rb"^[A-Za-z][A-Za-z0-9-]*:[ \t]", re.M)
# Every pattern below is linear in the text: none can scan past the next "<" from a start
# ("<[^>]*>" could, so 400,000 "<" without a ">" took 46 s), and the ends of scripts, styles and
# comments are looked for with one forward search each (see strip_html).
_HIDDEN_START = re.compile(r"<(script|style)\b|<!--", re.I)
_HIDDEN_END = {"script": re.compile(r"</script\s*>", re.I),
               "style": re.compile(r"</style\s*>", re.I), "--": re.compile(r"-->")}
_BREAK = re.compile(r"<\s*(br|/p|/div|/tr|/li|/h\d)\b[^<>]*>", re.I)
_TAG = re.compile(r"<[^<>]*>")
# Characters of one HTML part that are read; a real message's HTML is far shorter, and the rest
# of a longer one is dropped (and reported) rather than kept in memory as words.
MAX_HTML_CHARS = 1_000_000
_BLANKS = re.compile(r"[ \t\r\f\v]+")


@dataclass(frozen=True)
class Email:
    """The parts of a message a filter can use; ``defects`` lists what the parser repaired."""

    subject: str
    headers: str
    body: str
    defects: tuple = ()


def looks_like_email(raw: bytes) -> bool:
    """True when the data starts with header lines ("Name: value") or an mbox "From " line."""
    head = raw[:2048].lstrip()
    return head.startswith(b"From ") or bool(_HEADER_LINE.match(head))


def strip_html(text: str) -> str:
    """Visible text of an HTML fragment: scripts, styles, comments and tags removed, entities
    decoded, block ends kept as line breaks. Only the first :data:`MAX_HTML_CHARS` characters
    are read. Time is linear in the length: every pattern stops at the next "<", and the end of
    a script, style or comment is searched for once — when one is missing, none is searched for
    again (the search already went to the end), so 30,000 unclosed "<script" cost one pass."""
    if not isinstance(text, str):
        raise TypeError(f"strip_html takes a string; got {type(text).__name__}.")
    text = text[:MAX_HTML_CHARS]
    pieces, pos, unclosed = [], 0, set()
    while True:
        start = _HIDDEN_START.search(text, pos)
        if start is None:
            pieces.append(text[pos:])
            break
        pieces.append(text[pos:start.start()])
        kind = (start.group(1) or "--").lower()
        end = None if kind in unclosed else _HIDDEN_END[kind].search(text, start.end())
        if end is None:
            # Unclosed: only the opening goes (a tag is removed by the tag pattern later) and
            # the text after it stays; no later opening of this kind looks for an end again.
            unclosed.add(kind)
            pieces.append(" " if kind == "--" else "<")
            pos = start.end() if kind == "--" else start.start() + 1
            continue
        pieces.append(" ")
        pos = end.end()
    text = _TAG.sub(" ", _BREAK.sub("\n", "".join(pieces)))
    return _BLANKS.sub(" ", html.unescape(text))


def parse_email(raw: bytes) -> Email:
    """Parse one message from bytes; see the module docstring for what the body contains.
    ``defects`` are in plain words ("missing header body separator"). A message nested deeper
    than Python's parser can recurse (thousands of multipart levels) is read as plain text."""
    if not isinstance(raw, (bytes, bytearray)):
        raise TypeError(f"parse_email takes the raw bytes of a message; got "
                        f"{type(raw).__name__}.")
    raw = bytes(raw)
    if raw.lower().count(b"boundary=") > MAX_PARTS:
        return _flat_email(raw)          # the stdlib parser slows to a crawl, then recurses
    try:
        msg = email.message_from_bytes(raw)
        defects = [plain_defect(d) for part in msg.walk() for d in part.defects]
        body = "\n".join(_text_parts(msg, defects))
    except RecursionError:
        return _flat_email(raw)
    subject = _header_text(msg.get("Subject", ""))
    headers = "\n".join(f"{k}: {_header_text(v)}" for k, v in msg.items())
    return Email(subject, headers, body, tuple(dict.fromkeys(defects)))


MAX_PARTS = 200       # multipart levels a real message never comes near
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def plain_defect(defect) -> str:
    """Python's defect class name in plain words: MissingHeaderBodySeparatorDefect →
    "missing header body separator"."""
    name = defect if isinstance(defect, str) else type(defect).__name__
    name = name.removesuffix("Defect")
    return _CAMEL.sub(" ", name).lower() or "malformed message"


_MIME_LINE = re.compile(r"^(--\S*|Content-[\w-]+:.*|MIME-Version:.*)$", re.M | re.I)


def _flat_email(raw: bytes) -> Email:
    """The headers, and the body as text with MIME boundaries and part headers removed."""
    head, _, rest = raw.partition(b"\n\n")
    msg = email.message_from_bytes(head + b"\n\n")
    try:
        text = decode_bytes(rest, "the message body")[0] if rest.strip() else ""
    except ValueError:
        text = rest.decode("latin-1")
    body = _BLANKS.sub(" ", _MIME_LINE.sub("", text)).strip()
    subject = _header_text(msg.get("Subject", ""))
    headers = "\n".join(f"{k}: {_header_text(v)}" for k, v in msg.items())
    return Email(subject, headers, body, ("MIME parts nested too deeply; read as plain text",))


def _text_parts(part, defects):
    """Yield the decoded text of ``part`` and its children, preferring text/plain alternatives."""
    if part.is_multipart():
        children = part.get_payload()
        if part.get_content_subtype() == "alternative":
            plain = [c for c in children if c.get_content_type() == "text/plain"]
            children = plain[:1] or children[-1:]
        for child in children:
            yield from _text_parts(child, defects)
        return
    ctype = part.get_content_type()
    if part.get_content_maintype() == "message":
        return
    if ctype not in ("text/plain", "text/html") and part.get_content_maintype() != "text":
        if part.get_filename() or part.get("Content-Type"):
            return  # attachments: images, zip files …
    payload = part.get_payload(decode=True)
    if payload is None:
        return
    text = _decode_part(payload, part.get_content_charset(), defects)
    if ctype == "text/html" or _looks_html(text):
        if len(text) > MAX_HTML_CHARS:
            defects.append(f"HTML part of {len(text):,} characters; only the first "
                           f"{MAX_HTML_CHARS:,} were read")
        text = strip_html(text)
    yield text


def _decode_part(payload, charset, defects):
    if charset:
        try:
            return payload.decode(charset)
        except _CODEC_ERRORS:
            defects.append(f"body is not valid {_shown(charset)}")
    try:
        return decode_bytes(payload, "the message body")[0]
    except ValueError:
        defects.append("binary body")
        return payload.decode("latin-1")


# What decoding with a charset named by the message can raise: an unknown name (LookupError), a
# NUL in the name (ValueError), and the idna/punycode codecs' own UnicodeError, which is not a
# UnicodeDecodeError
_CODEC_ERRORS = (LookupError, UnicodeError, ValueError, TypeError)


def _shown(charset: str) -> str:
    """A charset name as it can be shown: printable characters only, at most 40."""
    shown = "".join(ch for ch in str(charset) if ch.isprintable())
    return (shown[:40] + "…" if len(shown) > 40 else shown) or "its charset"


def _looks_html(text):
    head = text[:500].lower()
    return "<html" in head or "<body" in head or "<!doctype html" in head


def _header_text(value) -> str:
    """Decode RFC 2047 encoded words (=?charset?B?…?=) in a header value."""
    try:
        parts = email.header.decode_header(str(value))
    except (email.errors.HeaderParseError, ValueError):
        return str(value)
    out = []
    for chunk, charset in parts:
        if isinstance(chunk, bytes):
            try:
                chunk = chunk.decode(charset or "latin-1")
            except _CODEC_ERRORS:
                chunk = chunk.decode("latin-1")
        out.append(chunk)
    return "".join(out)
