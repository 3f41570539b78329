"""What the mail-sample generators share: an HTML alternative, the envelope headers and writing
each class's messages to its own folder (``make_spam.py``, ``make_spam_ko.py``,
``make_mail_topics.py``). Each run rewrites the same bytes: boundaries and dates come from the
message's class and number, never from the clock."""
from __future__ import annotations

import random
import shutil
from email.message import Message
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from pathlib import Path
from typing import Callable


def html_alternative(text: str, subject: str) -> MIMEMultipart:
    """The text as plain (base64 UTF-8) and as HTML, one <p> a paragraph, the subject in bold."""
    msg = MIMEMultipart("alternative")
    msg.attach(MIMEText(text, "plain", "utf-8"))
    html = "".join(f"<p>{p}</p>" for p in text.split("\n\n"))
    msg.attach(MIMEText(f"<html><body>{html}<br><b>{subject}</b></body></html>", "html", "utf-8"))
    return msg


def addressed(msg: Message, *, subject: str, sender: str, date: str, boundary: str) -> bytes:
    """``msg`` with its headers, to the student, as the bytes of an RFC 822 file."""
    if msg.is_multipart():
        msg.set_boundary(boundary)          # reproducible files, not random
    msg["Subject"] = subject
    msg["From"] = sender
    msg["To"] = "student@univ.example"
    msg["Date"] = date
    return msg.as_bytes()


def write_classes(out: Path, counts: dict[str, int],
                  message: Callable[[str, int, random.Random], bytes], seed: int) -> None:
    """``out``/<class>/NNNN for each class and count, drawn in order from one seeded generator."""
    rng = random.Random(seed)
    shutil.rmtree(out, ignore_errors=True)
    for kind, n in counts.items():
        folder = out / kind
        folder.mkdir(parents=True)
        for i in range(n):
            (folder / f"{i:04d}").write_bytes(message(kind, i, rng))
