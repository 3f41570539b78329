"""The Spam tab's worker jobs: generators that yield Progress and then one result tuple.
They run on the runner's worker thread and touch no widget."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine import Progress
from engine import DataError
from engine.spam import (SpamFilter, Vectorizer, fold_matrices, iter_evaluate, iter_load_corpus,
                         kfold_indices, split_indices)

# Models compared in the Evaluation view. Gradient descent gets its own view (it needs hundreds
# of iterations where Newton needs ten, which is the point of showing both).
COMPARED = ("Multinomial NB", "Bernoulli NB", "Logistic (Newton/IRLS)", "Linear SVM")


@dataclass
class Features:
    """The whole corpus as one count matrix (every term of every document, min_df = 1); folds
    keep the columns of their training documents (engine.spam.fold_matrices)."""

    X: object
    vectorizer: Vectorizer
    options: dict


def load_job(path, headers, options):
    corpus = None
    for item in iter_load_corpus(path, headers=headers):
        if isinstance(item, Progress):
            yield item
        else:
            corpus = item
    yield from features_job(corpus, options, loaded=True)


def features_job(corpus, options, loaded=False):
    vec = Vectorizer(**{k: v for k, v in options.items() if k not in ("min_df", "unknown")})
    X = None
    for item in vec.iter_fit_transform(corpus.texts):
        if isinstance(item, Progress):
            yield item
        else:
            X = item
    yield ("corpus" if loaded else "features", corpus, Features(X, vec, dict(options)),
           overview(corpus))


def overview(corpus):
    """Columns of the Corpus view, made here on the worker: a Python pass over 100,000
    messages would stall the GUI for a second."""
    texts = corpus.texts
    return (["source", "class", "characters", "beginning"],
            [corpus.sources, corpus.labels, np.array([len(t) for t in texts]),
             [" ".join(t[:200].split()[:14]) for t in texts]])


def evaluation_job(corpus, features, settings):
    """Fit every compared model on every fold, then the two Naive Bayes filters used by the
    Explain and Informative-words views (on the training part, or on everything for k-fold)."""
    y = np.asarray(corpus.labels)
    if settings["scheme"] == "k-fold":
        folds = kfold_indices(y, settings["k"], settings["seed"])
        train = np.arange(len(y))
    else:
        train, test = split_indices(y, settings["test_share"], settings["seed"])
        if len(test) == 0:
            raise DataError("The test part is empty; raise the test share or add messages.")
        folds = [(train, test)]
    models = [m for m in COMPARED if settings["discriminative"] or "NB" in m]
    evaluations = None
    for item in iter_evaluate(features.X, y, folds, models, alpha=settings["alpha"],
                              C=settings["C"], min_df=features.options["min_df"],
                              unknown=features.options["unknown"]):
        if isinstance(item, Progress):
            yield item
        else:
            evaluations = item
    # The filters for Explain: trained on the training part, from the counts already made.
    opts = features.options
    X_train, _, keep = fold_matrices(features.X, train, train[:0], opts["min_df"],
                                     opts["unknown"])
    vectorizer = features.vectorizer.restricted(keep, min_df=opts["min_df"],
                                                unknown=opts["unknown"])
    filters = {model: SpamFilter.from_counts(vectorizer, X_train, y[train], model,
                                             settings["alpha"])
               for model in ("multinomial", "bernoulli")}
    yield ("evaluation", evaluations, filters, held_out_documents(corpus, evaluations))


def held_out_documents(corpus, evaluations, limit=2000):
    """(text, true label, predicted label) of up to ``limit`` test messages of the multinomial
    model, misclassified first: they are the ones worth explaining."""
    nb = evaluations["Multinomial NB"]
    wrong = nb.y_true != nb.y_pred
    order = np.argsort(~wrong, kind="stable")[:limit]
    return [(corpus.text(int(nb.rows[i])), str(nb.y_true[i]), str(nb.y_pred[i]))
            for i in order]
