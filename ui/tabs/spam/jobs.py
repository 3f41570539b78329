"""The Spam tab's worker jobs: each chains engine calls, yields Progress and returns one frozen
dataclass from engine.spam (CorpusFeatures, Study, ScoreTable, TopK, …). They touch no
widget."""
from __future__ import annotations

from dataclasses import dataclass

from engine import DataError, Progress
from engine.spam import (COMPARED, Explanation, SpamFilter, follow, iter_features,
                         iter_load_corpus, iter_study, parse_email)

from .explain_html import estimate_html, explanation_html


def load_job(path, headers, options):
    """Read a corpus (file or folder), then count its terms."""
    corpus = yield from follow(iter_load_corpus(path, headers=headers))
    return (yield from iter_features(corpus, options))


def features_job(corpus, options):
    """Count the terms of a corpus already read (new preprocessing options)."""
    return (yield from iter_features(corpus, options))


def evaluation_job(corpus, features, settings):
    models = [m for m in COMPARED if settings["discriminative"] or "NB" in m]
    return (yield from iter_study(
        corpus, features, scheme=settings["scheme"], test_share=settings["test_share"],
        k=settings["k"], seed=settings["seed"], alpha=settings["alpha"], C=settings["C"],
        models=models, positive=settings["positive"] or None))


@dataclass(frozen=True)
class Explained:
    """One message explained: the engine's Explanation and its HTML (made on the worker)."""

    explanation: Explanation
    html: str
    model: str


def explain_job(spam_filter: SpamFilter, text: str):
    yield Progress(0, 1, "explaining…")
    e = spam_filter.explain(text)
    html = explanation_html(e, text, spam_filter.model, estimate_html(spam_filter, e))
    return Explained(e, html, spam_filter.model)


def email_job(path):
    """One e-mail's subject and body, for Explain."""
    yield Progress(0, 1, f"reading {path.name}…")
    msg = parse_email(read_file(path))
    return f"{msg.subject}\n{msg.body}"


def read_file(path):
    try:
        return path.read_bytes()
    except OSError as exc:
        raise DataError(f"Cannot read {path.name}: {exc.strerror or exc}.") from None
