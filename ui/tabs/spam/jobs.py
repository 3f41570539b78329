"""The Spam tab's worker jobs: each chains engine calls, yields Progress and returns one frozen
dataclass from engine.spam (CorpusFeatures, Study, ScoreTable, TopK, …). They touch no
widget."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from engine import QT_TRANSLATE_NOOP, DataError, Progress
from engine.metrics import ClassificationReport, classification_report
from engine.spam import (
    Evaluation,
    Explanation,
    SpamFilter,
    iter_evaluate,
    iter_load_corpus,
    normalise_rows,
    parse_email,
    split_matrices,
)
from engine.workflows.spam_filtering import compared_models, iter_features, iter_study

from ...models.session import sha256_of
from .explain_html import estimate_html, explanation_html, message_html


@dataclass(frozen=True)
class LoadedCorpus:
    """A corpus read and counted (``features``: engine.spam.CorpusFeatures) and the SHA-256
    of its file ("" for a folder or the sample): what a session keeps to find it again."""

    features: object
    sha256: str


def load_job(path, headers, options, hashed=True):
    """Read a corpus (file or folder), then count its terms; a file's SHA-256 is taken on
    the way (``hashed``), for the session to recognise it."""
    corpus = yield from iter_load_corpus(path, headers=headers)
    features = yield from iter_features(corpus, options)
    digest = ""
    if hashed and Path(path).is_file():
        yield Progress(1, 1, "fingerprinting the file…")
        digest = sha256_of(path)
    return LoadedCorpus(features, digest)


def features_job(corpus, options):
    """Count the terms of a corpus already read (new preprocessing options)."""
    return (yield from iter_features(corpus, options))


KNN = "k-NN (cosine, tf-idf)"      # engine.spam.make_model's name: [NLP] 4's k-NN on tf-idf


def evaluated_models(n_classes: int, discriminative: bool, knn: bool) -> tuple:
    """The Evaluation's models: the engine's comparison, then k nearest neighbours by cosine
    distance on tf-idf rows beside them (issue 27) when ``knn``."""
    return compared_models(n_classes, discriminative) + ((KNN,) if knn else ())


def evaluation_job(corpus, features, settings):
    models = evaluated_models(len(corpus.classes), settings["discriminative"],
                              settings.get("knn", True))
    return (yield from iter_study(
        corpus, features, scheme=settings["scheme"], test_share=settings["test_share"],
        k=settings["k"], seed=settings["seed"], alpha=settings["alpha"], C=settings["C"],
        models=models, positive=settings["positive"] or None))


@dataclass(frozen=True)
class Explained:
    """One message explained: the engine's Explanation and its HTML (made on the worker):
    ``html`` the interface's sentences, ``message_html`` the message coloured word by word."""

    explanation: Explanation
    html: str
    model: str
    text: str = ""
    message_html: str = ""


def explain_job(spam_filter: SpamFilter, text: str):
    yield Progress(0, 1, "explaining…")
    e = spam_filter.explain(text)
    html = explanation_html(e, text, spam_filter.model, estimate_html(spam_filter, e))
    return Explained(e, html, spam_filter.model, text, message_html(e, text))


@dataclass(frozen=True)
class EmailText:
    """One e-mail read for Explain: its subject and body as one text."""

    text: str
    name: str


def email_job(path):
    """One e-mail's subject and body, for Explain."""
    yield Progress(0, 1, f"reading {path.name}…")
    msg = parse_email(read_file(path))
    return EmailText(f"{msg.subject}\n{msg.body}", path.name)


def read_file(path):
    try:
        return path.read_bytes()
    except OSError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {name}: {reason}."),
                        name=path.name, reason=exc.strerror or exc) from None


@dataclass(frozen=True)
class SoftmaxData:
    """One split ready for softmax regression: training and held-out rows scaled to unit length
    (the linear models' input, as in the comparison), the terms the training part keeps, the
    held-out documents' corpus rows, and multinomial NB trained on the same split (raw counts)
    to compare with."""

    A_train: object
    y_train: np.ndarray
    A_test: object
    y_test: np.ndarray
    test_rows: np.ndarray
    names: np.ndarray
    classes: np.ndarray
    nb: Evaluation


def softmax_data_job(features, labels, split, alpha):
    train, test = split
    y = np.asarray(labels)
    opts = features.options
    yield Progress(0, 2, "training and held-out matrices…")
    X_tr, X_te, _, names = split_matrices(features, train, test)
    yield Progress(1, 2, "multinomial NB on the same split…")
    nb = yield from iter_evaluate(features.X, y, [(train, test)], ["Multinomial NB"],
                                  alpha=alpha, min_df=opts["min_df"], unknown=opts["unknown"])
    return SoftmaxData(normalise_rows(X_tr), y[train], normalise_rows(X_te), y[test],
                       np.asarray(test), names, np.unique(y), nb["Multinomial NB"])


def softmax_steps(model, data: SoftmaxData, weights_budget: float):
    """The model's training steps on the split's training part, checked on the worker; the
    engine keeps the weights of every few steps only, within ``weights_budget`` bytes."""
    return (yield from model.iter_fit(data.A_train, data.y_train,
                                      weights_budget=weights_budget))


@dataclass(frozen=True)
class SoftmaxScores:
    """The fitted softmax model and multinomial NB on the same held-out part."""

    softmax: ClassificationReport
    nb: ClassificationReport
    iterations: int


def softmax_report_job(model, data: SoftmaxData):
    yield Progress(0, 1, "scoring the held-out part…")
    report = classification_report(data.y_test, model.predict(data.A_test),
                                   labels=data.classes)
    return SoftmaxScores(report, data.nb.report, model.n_iter_)
