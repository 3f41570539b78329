"""Networks to start from: the burglary/alarm network (Pearl; Russell & Norvig), Naive Bayes
drawn as a network (the class the only parent of every word), and the notes' A, B, C joint
table written as the chain A → B → C (any joint factorises so, by the chain rule)."""
from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_positive
from .network import BayesNet

TF = (True, False)


def burglary_alarm() -> BayesNet:
    """Burglary and Earthquake cause the Alarm; JohnCalls and MaryCalls hear it.
    P(B) = .001, P(E) = .002, P(A | B, E) = .95, .94, .29, .001, P(J | A) = .90, .05,
    P(M | A) = .70, .01 (domains (True, False), true first as the textbook's tables)."""
    def row(p):
        return [p, 1 - p]
    return BayesNet(
        {"Burglary": TF, "Earthquake": TF, "Alarm": TF, "JohnCalls": TF, "MaryCalls": TF},
        {"Alarm": ("Burglary", "Earthquake"), "JohnCalls": ("Alarm",),
         "MaryCalls": ("Alarm",)},
        {"Burglary": row(0.001), "Earthquake": row(0.002),
         "Alarm": [[row(0.95), row(0.94)], [row(0.29), row(0.001)]],
         "JohnCalls": [row(0.90), row(0.05)], "MaryCalls": [row(0.70), row(0.01)]})


# the notes' joint of three binary variables (002, "Joint Distribution"): P(A, B, C) by row
NOTES_JOINT = np.array([0.1, 0.2, 0.1, 0.05, 0.05, 0.2, 0.25, 0.05]).reshape(2, 2, 2)


def notes_joint_network() -> BayesNet:
    """The notes' table of P(A, B, C) (domains (0, 1)) as P(A) P(B | A) P(C | A, B); the notes'
    P(A = 1 | B = 1) = 0.3 / 0.45 = 0.6667 follows by inference."""
    J = NOTES_JOINT
    pa = J.sum(axis=(1, 2))
    pab = J.sum(axis=2)
    return BayesNet({"A": (0, 1), "B": (0, 1), "C": (0, 1)},
                    {"B": ("A",), "C": ("A", "B")},
                    {"A": pa, "B": pab / pa[:, None], "C": J / pab[:, :, None]})


# a training set written for this preset, in the notes' spam example (002): its five words,
# 2 spam and 3 ham messages (P(S) = 2/5, P(H) = 3/5 as the notes), and in how many of each
# class's messages each word occurs
NOTES_WORDS = ("남자의", "강아지", "좋은", "제대로", "정보")
NOTES_CLASS_COUNTS = {"spam": 2, "ham": 3}
NOTES_WORD_COUNTS = {"spam": (2, 0, 1, 1, 2), "ham": (0, 2, 2, 1, 1)}


def naive_bayes_network(class_counts: Mapping[str, int] | None = None,
                        word_counts: Mapping[str, Sequence[int]] | None = None,
                        words: Sequence[str] | None = None, *, alpha: float = 1.0) -> BayesNet:
    """Naive Bayes (Bernoulli event model) as a network: Class → each word, the words
    independent given the class. P(class) = N_c / N; P(word | class) =
    (n_{c,w} + α) / (N_c + 2α) (Laplace's +1/+2 when α = 1), domains (True, False) for
    present/absent. By default the notes' spam example with counts written for it."""
    class_counts = dict(NOTES_CLASS_COUNTS if class_counts is None else class_counts)
    word_counts = dict(NOTES_WORD_COUNTS if word_counts is None else word_counts)
    words = tuple(NOTES_WORDS if words is None else words)
    alpha = check_positive(alpha, "alpha", allow_zero=True)
    classes = tuple(class_counts)
    if len(classes) < 2 or set(word_counts) != set(classes):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give the counts of at least two classes, "
                                                    "and word counts for each of the same "
                                                    "classes."))
    N = np.array([class_counts[c] for c in classes], dtype=np.float64)
    n = np.array([word_counts[c] for c in classes], dtype=np.float64)
    if n.shape != (len(classes), len(words)) or (N <= 0).any() or (n < 0).any() or \
            (n > N[:, None]).any():
        raise DataError(QT_TRANSLATE_NOOP("engine", "Each class needs a positive message count "
                                                    "and, per word, a count between 0 and its "
                                                    "messages."))
    if "Class" in words:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A word cannot be called 'Class' (the class "
                                                    "variable's name)."))
    p = (n + alpha) / (N[:, None] + 2 * alpha)
    cpts = {"Class": N / N.sum()}
    cpts.update({w: np.stack([p[:, j], 1 - p[:, j]], axis=1) for j, w in enumerate(words)})
    domains = {"Class": classes, **{w: TF for w in words}}
    return BayesNet(domains, {w: ("Class",) for w in words}, cpts)


def bernoulli_nb_network(model, words: Sequence[str] | None = None,
                         columns: Sequence[int] | None = None) -> BayesNet:
    """A fitted Bernoulli Naive Bayes (``engine.spam.BernoulliNB``, or any model with
    ``classes_``, ``class_count_``, ``feature_count_`` and ``alpha``) drawn as a network over
    the features ``columns`` (default all; named by ``words``, default "w0", "w1", …). With
    evidence on every one of its words the network's posterior is the model's
    ``predict_proba`` on those words."""
    for name in ("classes_", "class_count_", "feature_count_"):
        if getattr(model, name, None) is None:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The model has no {name}: fit a "
                                                        "Bernoulli Naive Bayes first."), name=name)
    counts = np.asarray(model.feature_count_, dtype=np.float64)
    cols = list(range(counts.shape[1])) if columns is None else [int(c) for c in columns]
    if not cols or min(cols) < 0 or max(cols) >= counts.shape[1]:
        raise DataError(QT_TRANSLATE_NOOP("engine", "columns must index the model's "
                                                    "{counts_shape_1} features."),
                        counts_shape_1=counts.shape[1])
    names = tuple(f"w{c}" for c in cols) if words is None else tuple(str(w) for w in words)
    if len(names) != len(cols) or len(set(names)) != len(names):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give one distinct word name per column."))
    classes = [str(c) for c in model.classes_]
    return naive_bayes_network(dict(zip(classes, model.class_count_)),
                               {c: counts[i, cols] for i, c in enumerate(classes)}, names,
                               alpha=float(model.alpha))


def cat_tiger_network() -> BayesNet:
    """The Bayes decision rule of "[ML] 3. Logistic Regression" as a two-node network, Animal →
    ThreeColours: with the made-up numbers of ``engine.linear.bayes_decision.CAT_TIGER``
    (p(3 colours | cat) = 0.05, p(3 colours | tiger) = 0.9, P(cat) = 0.99) the likelihood says
    tiger but the posterior P(cat | 3 colours) = 0.0495 / 0.0585 = 0.846 says cat."""
    from ..linear.bayes_decision import CAT_TIGER
    classes = CAT_TIGER["classes"]
    likelihood = np.asarray(CAT_TIGER["likelihoods"], dtype=np.float64)
    return BayesNet({"Animal": classes, "ThreeColours": TF}, {"ThreeColours": ("Animal",)},
                    {"Animal": np.asarray(CAT_TIGER["priors"], dtype=np.float64),
                     "ThreeColours": np.stack([likelihood, 1 - likelihood], axis=1)})
