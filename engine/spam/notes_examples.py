"""Two Naive Bayes examples of the notes as presets.

- The blog post's "남자의 제대로된 정보" spam (002): a Bernoulli model over the dictionary
  남자의, 강아지, 좋은, 제대로, 정보 with P(S) = 2/5 and P(H) = 3/5; each class multiplies
  P(w | c) for the dictionary words in the message and P(¬w | c) for those not in it. The post
  gives no training mails; the five here (2 spam, 3 ham) are written for Trellis so that the
  priors are the post's. The message's "제대로된" is not in the dictionary (which has 제대로):
  the post multiplies a P(제대로된 | S) anyway; Trellis drops the unknown word and says so.
- CS229 lecture 6's "Desk! Buy Desks now!" (001): the multivariate Bernoulli vector (buy,
  desks and now set, index 800, 1600, 6200 of a 10,000-word dictionary; the second "desks" is
  lost) against the multinomial event model's x = [1600, 800, 1600, 6200], one index a word.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .naive_bayes import BernoulliNB

VOCABULARY = ("남자의", "강아지", "좋은", "제대로", "정보")
MESSAGE = "남자의 제대로된 정보"
# Written for Trellis (the post gives only P(S) = 2/5): 2 spam and 3 ham mails.
TRAINING = (("남자의 좋은 정보", "spam"), ("남자의 제대로 정보", "spam"),
            ("강아지 좋은 정보", "ham"), ("좋은 강아지", "ham"), ("제대로 정보", "ham"))


@dataclass(frozen=True)
class BernoulliWorking:
    """The Bernoulli Naive Bayes decision written out as the post does: for each class its
    prior, its factors as (label, value) — P(w|c) for a dictionary word in the message,
    P(¬w|c) for one not in it — the product prior × Π factors, the posteriors (the products
    normalised) and the decision; ``unknown`` are the message's words outside the dictionary
    (dropped)."""

    classes: tuple
    priors: np.ndarray
    factors: tuple              # one tuple of (label, value) per class
    scores: np.ndarray          # P(c) Π factors
    posteriors: np.ndarray
    prediction: str
    unknown: tuple


def bernoulli_working(model: BernoulliNB, vocabulary, words, short=None) -> BernoulliWorking:
    """Write out a fitted :class:`BernoulliNB` on one message (a list of ``words``) over its
    ``vocabulary``; ``short`` names the classes in the labels (e.g. {"spam": "S"})."""
    vocabulary = tuple(vocabulary)
    present = np.array([w in set(words) for w in vocabulary])
    theta = np.exp(model.feature_log_prob_)
    priors = np.exp(model.class_log_prior_)
    short = short or {}
    factors, scores = [], []
    for k, c in enumerate(model.classes_):
        name = short.get(c, str(c))
        row = tuple((f"P({w}|{name})" if p else f"P(¬{w}|{name})", float(t if p else 1 - t))
                    for w, p, t in zip(vocabulary, present, theta[k]))
        factors.append(row)
        scores.append(priors[k] * np.prod([v for _, v in row]))
    scores = np.array(scores)
    best = int(np.argmax(scores))
    return BernoulliWorking(tuple(str(c) for c in model.classes_), priors, tuple(factors),
                            scores, scores / scores.sum(), str(model.classes_[best]),
                            tuple(w for w in words if w not in vocabulary))


def mens_information_example(alpha: float = 1.0) -> BernoulliWorking:
    """The post's "남자의 제대로된 정보" with P(S) = 2/5: Laplace +1/+2 (``alpha``) on the five
    training mails of :data:`TRAINING`. With α = 1: P(S)·Π = 2/5 · 3/4 · 3/4 · 1/2 · 1/2 · 3/4
    = 0.0421875 against P(H)·Π = 3/5 · 1/5 · 2/5 · 2/5 · 3/5 · 3/5 = 0.006912: spam."""
    X = np.array([[w in text.split() for w in VOCABULARY] for text, _ in TRAINING], float)
    y = np.array([label for _, label in TRAINING])
    model = BernoulliNB(alpha=alpha).fit(X, y)
    return bernoulli_working(model, VOCABULARY, MESSAGE.split(), {"spam": "S", "ham": "H"})


@dataclass(frozen=True)
class EventModels:
    """One e-mail in both event models: its ``tokens`` (as the lecture normalises them), the
    Bernoulli vector's set positions (1-based dictionary indices; each word once) and the
    multinomial model's ``indices`` (one per token, repeats kept), plus the ``counts`` a
    multinomial Naive Bayes multiplies ({index: count})."""

    text: str
    tokens: tuple
    bernoulli: tuple
    indices: tuple
    counts: dict
    dictionary_size: int


#: The lecture's dictionary positions (1-based) of the words of the example, of 10,000.
DESK_POSITIONS = {"a": 1, "aardvark": 2, "buy": 800, "desks": 1600, "now": 6200}
DESK_TEXT = "Desk! Buy Desks now!"


def desk_example() -> EventModels:
    """CS229's "Desk! Buy Desks now!": lower-cased, punctuation dropped and "desk" taken as
    "desks" (the lecture counts "Desks" twice); Bernoulli: positions 800, 1600, 6200 set;
    multinomial: x = [1600, 800, 1600, 6200]."""
    words = [w.strip("!?.,").lower() for w in DESK_TEXT.split()]
    tokens = tuple("desks" if w == "desk" else w for w in words)
    indices = tuple(DESK_POSITIONS[t] for t in tokens)
    counts = {int(i): int(n) for i, n in zip(*np.unique(indices, return_counts=True))}
    return EventModels(DESK_TEXT, tokens, tuple(sorted(set(indices))), indices, counts, 10_000)
