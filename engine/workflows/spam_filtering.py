"""Spam filtering as a task, from a corpus to compared filters: the studies as plain jobs, usable
from a script and tested without Qt.

Each ``iter_*`` function here is a *job*: a generator that yields :class:`engine.Progress` and
**returns** one frozen dataclass (``result = yield from iter_study(...)``, or
:func:`engine.run_job` to just get the result).

- :func:`iter_features` — the whole corpus as one count matrix (min_df = 1; folds keep the
  columns of their training documents, :func:`fold_matrices`) and the corpus overview;
- :func:`iter_study` — every compared model on a split or on k folds, the two Naive Bayes filters
  for Explain, and the held-out documents worth explaining (misclassified first);
- :func:`iter_logistic_study` — logistic regression stepped on the training part, with the
  held-out accuracy and the heaviest words at each iteration;
- :func:`iter_term_scores` / :func:`score_table` — the filter-method scores of every term;
- :func:`iter_top_k` — accuracy and macro F1 retrained on the top-k terms against all terms;
- :func:`iter_selection_curve_result` — accuracy and F1 against the number of kept terms
  (learning curves: :func:`engine.selection.iter_learning_curve`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Generator, Iterator

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, Step
from .._validation import DataError, check_choice, check_int
from ..features import IG_LOG_BASE, LABELS, SCORES, rank_terms, score_terms
from ..linear import LogisticRegression
from ..metrics import auc, precision_recall_curve, roc_curve
from ..spam.corpus import Corpus
from ..spam.evaluation import (Evaluation, Features, fold_matrices, iter_evaluate,
                               iter_selection_curve, kfold_indices, normalise_rows,
                               split_indices, split_matrices)
from ..spam.spam_filter import SpamFilter, top_indices
from ..spam.vectorizer import Vectorizer

Job = Generator[Progress, None, object]
COMPARED = ("Multinomial NB", "Bernoulli NB", "Logistic (Newton/IRLS)", "Linear SVM")
SOFTMAX = "Softmax (L-BFGS)"


def compared_models(n_classes: int, discriminative: bool = True) -> tuple:
    """The models the Evaluation compares on a corpus of ``n_classes`` classes: the two Naive
    Bayes models, then (``discriminative``) logistic regression and the linear SVM, and softmax
    regression when there are three classes or more (with two, softmax is the logistic
    regression with C doubled: the same model, fitted twice). Names are :func:`make_model`'s."""
    n_classes = check_int(n_classes, "n_classes", low=1)
    if not discriminative:
        return tuple(m for m in COMPARED if "NB" in m)
    return COMPARED + ((SOFTMAX,) if n_classes > 2 else ())


# -- features ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Overview:
    """A corpus table's columns: source, class, characters, beginning of each message."""

    headers: tuple
    columns: tuple


@dataclass(frozen=True)
class CorpusFeatures:
    """A corpus with its features and overview (the result of reading or re-featurising)."""

    corpus: Corpus
    features: Features
    overview: Overview


def corpus_overview(corpus: Corpus) -> Overview:
    """Source, class, length and the first 14 words of every message."""
    texts = corpus.texts
    return Overview(("source", "class", "characters", "beginning"),
                    (list(corpus.sources), list(corpus.labels),
                     np.array([len(t) for t in texts], dtype=int),
                     [" ".join(t[:200].split()[:14]) for t in texts]))


def iter_features(corpus: Corpus,
                  options: dict | None = None) -> Generator[Progress, None, CorpusFeatures]:
    """Count every term of every document with the preprocessing ``options`` (the Vectorizer's
    keywords plus ``min_df`` and ``unknown``, kept for the folds; defaults 1 and "drop")."""
    if not isinstance(corpus, Corpus):
        raise TypeError(f"corpus must be an engine.spam.Corpus (load_corpus(...)); got "
                        f"{type(corpus).__name__}.")
    options = {"min_df": 1, "unknown": "drop", **(options or {})}
    vec = Vectorizer(**{k: v for k, v in options.items() if k not in ("min_df", "unknown")})
    X = yield from vec.iter_fit_transform(corpus.texts)
    yield Progress(1, 1, QT_TRANSLATE_NOOP("engine", "overview…"))
    return CorpusFeatures(corpus, Features(X, vec, options), corpus_overview(corpus))


# -- evaluation --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HeldOut:
    """A held-out message with its true and predicted class."""

    text: str
    true: str
    predicted: str


@dataclass(frozen=True)
class Study:
    """Models compared on the same split or folds (``evaluations``: name → Evaluation), the
    multinomial and Bernoulli ``filters`` trained on the training part (on everything for
    k-fold), the held-out ``documents`` to explain and the train/test ``split`` used by the
    other studies."""

    evaluations: dict
    filters: dict
    documents: tuple
    split: tuple
    curves: dict
    positive: int


def make_folds(y, scheme: str = "train/test split", test_share: float = 0.25, k: int = 5,
               seed: int = 0) -> list:
    """The (train, test) pairs of a stratified split or of stratified k folds."""
    check_choice(scheme, "scheme", ("train/test split", "k-fold"))
    if scheme == "k-fold":
        return kfold_indices(y, k, seed)
    train, test = split_indices(y, test_share, seed)
    if len(test) == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The test part is empty; raise the test "
                                                    "share or add messages."))
    return [(train, test)]


def iter_study(corpus: Corpus, features: Features, *, scheme: str = "train/test split",
               test_share: float = 0.25, k: int = 5, seed: int = 0, alpha: float = 1.0,
               C: float = 1.0, models=COMPARED, positive=None,
               limit: int = 2000) -> Generator[Progress, None, Study]:
    """Fit every model of ``models`` on every fold (see :func:`iter_evaluate`), then the two
    Naive Bayes filters from the counts already made, and the ROC/PR curves of class
    ``positive`` (default: "spam" if there is one, else the last class); validated before the
    first step."""
    y = np.asarray(corpus.labels)
    folds = make_folds(y, scheme, test_share, k, seed)
    split = split_indices(y, test_share, seed)
    classes = [str(c) for c in np.unique(y)]
    if positive is None:
        positive = "spam" if "spam" in classes else classes[-1]
    if str(positive) not in classes:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The positive class {positive!r} is not one "
                                                    "of {classes}."), positive=positive,
                        classes=classes)
    return _study(corpus, features, y, folds, split, scheme, alpha, C, tuple(models), limit,
                  classes.index(str(positive)))


def _study(corpus, features, y, folds, split, scheme, alpha, C, models, limit, positive):
    opts = features.options
    evaluations = yield from iter_evaluate(
        features.X, y, folds, models, alpha=alpha, C=C, min_df=opts["min_df"],
        unknown=opts["unknown"])
    train = np.arange(len(y)) if scheme == "k-fold" else folds[0][0]
    yield Progress(1, 1, QT_TRANSLATE_NOOP("engine", "training the filters for Explain…"))
    X_train, _, keep = fold_matrices(features.X, train, train[:0], opts["min_df"],
                                     opts["unknown"])
    vectorizer = features.vectorizer.restricted(keep, min_df=opts["min_df"],
                                                unknown=opts["unknown"])
    filters = {model: SpamFilter.from_counts(vectorizer, X_train, y[train], model, alpha)
               for model in ("multinomial", "bernoulli")}
    documents = held_out_documents(corpus, evaluations, limit) if "Multinomial NB" in \
        evaluations else ()
    curves = {name: binary_curves(ev, positive) for name, ev in evaluations.items()}
    return Study(evaluations, filters, documents, split, curves, positive)


def held_out_documents(corpus: Corpus, evaluations: dict, limit: int = 2000) -> tuple:
    """Up to ``limit`` test messages of the multinomial model as :class:`HeldOut`,
    misclassified first: they are the ones worth explaining."""
    nb: Evaluation = evaluations["Multinomial NB"]
    wrong = nb.y_true != nb.y_pred
    order = np.argsort(~wrong, kind="stable")[:limit]
    return tuple(HeldOut(corpus.text(int(nb.rows[i])), str(nb.y_true[i]), str(nb.y_pred[i]))
                 for i in order)


@dataclass(frozen=True)
class BinaryCurves:
    """ROC and precision–recall points of one class against the rest (``auc`` of the ROC)."""

    fpr: np.ndarray
    tpr: np.ndarray
    auc: float
    precision: np.ndarray
    recall: np.ndarray


def margins(scores, positive: int) -> np.ndarray:
    """Score of class ``positive`` minus the best other class, per document."""
    others = np.delete(scores, positive, axis=1).max(axis=1)
    return scores[:, positive] - others


def threshold_predictions(scores: np.ndarray, positive: int, threshold: float) -> np.ndarray:
    """Class indices with a decision threshold t on class ``positive``: it is predicted when its
    margin m(x) = s_pos(x) − max_{c≠pos} s_c(x) ≥ t (:func:`margins`), otherwise the best other
    class. t = 0 gives argmax_c s_c(x), the model's own predictions (ties included)."""
    scores = np.asarray(scores)
    if threshold == 0:
        return np.argmax(scores, axis=1)
    others = scores.copy()
    others[:, positive] = -np.inf
    return np.where(margins(scores, positive) >= threshold, positive, others.argmax(axis=1))


def binary_curves(evaluation: Evaluation, positive: int) -> BinaryCurves | None:
    """ROC and PR curves of class index ``positive`` against the rest, scored by the margin
    over the best other class (None when the test part has one of the two sides only)."""
    y = evaluation.y_true == evaluation.classes[positive]
    if y.all() or not y.any():
        return None
    m = np.nan_to_num(margins(evaluation.scores, positive), posinf=1e300, neginf=-1e300)
    fpr, tpr, _ = roc_curve(y, m)
    precision, recall, _ = precision_recall_curve(y, m)
    return BinaryCurves(fpr, tpr, auc(fpr, tpr), precision, recall)


# -- logistic regression stepped ---------------------------------------------------------------
@dataclass(frozen=True)
class LogisticIterate(Step):
    """One logistic-regression iteration as a history keeps it: no weight vector (a thousand
    steps of a 20,000-word vocabulary would not fit in a history), but the held-out accuracy and
    the eight heaviest words each way."""

    iteration: int
    phase: str
    converged: bool
    loss: float
    grad_norm: float
    test_accuracy: float
    top_positive: tuple
    top_negative: tuple
    stopped: str | None = None

    objective_name: ClassVar[str] = "loss"


LOGISTIC_MAX_ITER = {"newton": 50, "gd": 2000}


def iter_logistic_study(features: Features, split: tuple, is_positive, C: float = 1.0,
                        solver: str = "newton",
                        max_iter: int | None = None) -> Iterator[LogisticIterate]:
    """Binary logistic regression (``is_positive`` vs the rest) on the training part of
    ``split`` (rows scaled to unit length), stepped; each step carries the held-out accuracy.
    Validated now (raises DataError/ValueError before the first step); the matrices are made at
    the first step, on the caller's worker."""
    is_positive = np.asarray(is_positive, dtype=bool)
    train, test = split
    if len(train) == 0 or is_positive[train].all() or not is_positive[train].any():
        raise DataError(QT_TRANSLATE_NOOP("engine", "The training part needs documents of the "
                                                    "positive class and of the others."))
    model = LogisticRegression(C=C, solver=solver,
                               max_iter=max_iter or LOGISTIC_MAX_ITER.get(solver, 100))
    model._check_params()
    return _logistic_run(model, features, train, test, is_positive)


def _logistic_run(model, features, train, test, is_positive):
    X_tr, X_te, _, names = split_matrices(features, train, test)
    A_tr, A_te = normalise_rows(X_tr), normalise_rows(X_te)
    labels = np.where(is_positive[train], "pos", "neg")
    y_test = is_positive[test]
    for step in model.iter_fit(A_tr, labels):
        accuracy = float(np.mean(((A_te @ step.w + step.b) > 0) == y_test)) if len(y_test) \
            else float("nan")
        # two partial selections, not a full sort of a (bigram) vocabulary at every step
        top_pos = tuple((str(names[i]), float(step.w[i])) for i in top_indices(step.w, 8))
        top_neg = tuple((str(names[i]), float(step.w[i])) for i in top_indices(-step.w, 8))
        yield LogisticIterate(step.iteration, step.phase, step.converged, step.loss,
                              step.grad_norm, accuracy, top_pos, top_neg, step.stopped)


# -- feature selection -------------------------------------------------------------------------
@dataclass(frozen=True)
class ScoreTable:
    """tp, fp and every filter-method score per term (``headers``/``columns`` of a table),
    computed for the ``positive`` class."""

    headers: tuple
    columns: tuple
    positive: str


def score_table(X, y, positive, names, log_base: float = IG_LOG_BASE,
                keep_order: bool = False) -> ScoreTable:
    """Every score of every term (:func:`engine.features.score_terms`); best IG first unless
    ``keep_order`` (the notes' example keeps its term numbers)."""
    values = score_terms(X, y, positive, log_base=log_base)
    tp = (values["df"] + values["acc"]) / 2
    fp = (values["df"] - values["acc"]) / 2
    order = np.arange(len(names)) if keep_order else rank_terms(values["ig"])
    columns = [np.asarray(names, dtype=object), tp, fp] + [values[s] for s in SCORES]
    return ScoreTable(tuple(["term", "tp", "fp"] + [LABELS[s] for s in SCORES]),
                      tuple(c[order] for c in columns), str(positive))


def iter_term_scores(features: Features, y, split, positive,
                     log_base: float = IG_LOG_BASE
                     ) -> Generator[Progress, None, ScoreTable]:
    """:func:`score_table` of the training part's terms."""
    train, test = split
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "scoring the terms…"))
    X_train, _, keep = fold_matrices(features.X, train, test)
    names = np.asarray(features.vectorizer.feature_names_, dtype=object)[keep]
    return score_table(X_train, np.asarray(y)[train], positive, names, log_base)


@dataclass(frozen=True)
class TopK:
    """Held-out accuracy and macro F1 retrained on the top ``k`` terms by ``score``, and on all
    ``n_terms`` training terms."""

    score: str
    k: int
    n_terms: int
    accuracy: float
    f1: float
    all_accuracy: float
    all_f1: float


def iter_top_k(X, y, split, positive, score: str, k: int, *, model: str = "Multinomial NB",
               alpha: float = 1.0, log_base: float = IG_LOG_BASE
               ) -> Generator[Progress, None, TopK]:
    """Retrain ``model`` on the k best training terms by ``score`` and on all of them."""
    check_choice(score, "score", SCORES)
    k = check_int(k, "k", low=1)
    train, test = split
    curve = yield from iter_selection_curve(
        X, y, train, test, positive, (score,), [k, X.shape[1]], model=model, alpha=alpha,
        log_base=log_base)
    ks, curves = curve
    acc, f1 = curves[score]
    return TopK(score, int(ks[0]), int(ks[-1]), float(acc[0]), float(f1[0]), float(acc[-1]),
                float(f1[-1]))


@dataclass(frozen=True)
class SelectionCurve:
    """``ks`` and, per score, (accuracy, macro F1) retrained on the top k terms."""

    ks: np.ndarray
    curves: dict


def iter_selection_curve_result(*args, **kwargs) -> Generator[Progress, None, SelectionCurve]:
    """:func:`iter_selection_curve` as a job returning a :class:`SelectionCurve`."""
    return SelectionCurve(*(yield from iter_selection_curve(*args, **kwargs)))
