"""The engine's messages as templates a user interface can translate.

The engine speaks English (it is a library for scripts too), but a student who loads a bad file
in the Korean interface should read why in Korean. So every message a student can meet — a
:class:`~engine.Progress` line, a :class:`~engine.DataError` — is written as a *template* with
named fields, marked for Qt's ``pyside6-lupdate``::

    raise DataError(QT_TRANSLATE_NOOP("engine", "fold {fold} of {k}…"), fold=j + 1, k=k)

``str(exc)`` and ``p.message`` are the template formatted in English, as before; the template
and its fields are kept (``.template``, ``.fields``) so the interface can look the template up in
its catalogue (context ``"engine"``) and format the translation with the same fields
(``ui.i18n.describe``). Numbers are formatted by the template ("{n:,}"), so both languages show
them alike.
"""
from __future__ import annotations

CONTEXT = "engine"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 — lupdate knows this name
    """Mark ``text`` as a message to translate in ``context`` and return it unchanged.

    ``pyside6-lupdate`` finds the calls spelled exactly so, with literal strings; the engine
    itself never imports Qt, so this is the marker's whole implementation."""
    return text


def format_message(template: str, fields: dict) -> str:
    """``template.format(**fields)``; a template without fields is the message itself (its
    braces, if any, are literal text)."""
    return template.format(**fields) if fields else template


class Message(str):
    """A message kept as template and fields that is also its English text (a ``str``): a
    problem a reader lists ("line 3: 'x' is not word/TAG"), a phrase one message puts inside
    another ("outer 2/5, "). Code that joins or prints it sees the English; an interface that
    gets it whole translates it (``ui.i18n.describe``), and ``DataError(message)`` /
    ``Progress(done, total, message)`` take over its template and fields."""

    template: str
    fields: dict

    def __new__(cls, template: str, /, **fields) -> "Message":
        self = super().__new__(cls, format_message(template, fields))
        self.template = template
        self.fields = fields
        return self


def template_of(template: str, fields: dict) -> tuple[str, dict]:
    """``(template, fields)``, taken from ``template`` itself when it is a :class:`Message`
    given without fields of its own."""
    if isinstance(template, Message) and not fields:
        return template.template, template.fields
    return template, fields


class Clause(Message):
    """Another message (an exception's, a reader's problem) put inside a sentence as a clause:
    "{source}: {why}; skipped". Its template, fields and context are the message's, and its
    final period is dropped in every language (``str`` here; the interface drops it from the
    translation too, seeing ``clause``), so the sentence around it is not cut by a doubled
    ".". A message without a template is its text."""

    clause = True

    def __new__(cls, message: object, /) -> "Clause":
        template, fields = getattr(message, "template", None), getattr(message, "fields", None)
        if not isinstance(template, str) or not isinstance(fields, dict) or not template:
            template, fields = str(message), {}
        self = str.__new__(cls, str(message).rstrip("."))
        self.template, self.fields = template, fields
        context = getattr(message, "context", None)
        if isinstance(context, str):
            self.context = context
        return self
