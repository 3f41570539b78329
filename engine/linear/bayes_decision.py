"""The Bayes decision rule of [ML] 3. Logistic Regression: choose the class of largest posterior,
P(C = k | x) ∝ P(x | C = k) P(C = k), not the class of largest likelihood.

The notes' example: the number of colours in an animal's fur. Three colours is far likelier for a
tiger than for a cat, yet cats are so much more common that a three-coloured animal is more
probably a cat. The notes give no numbers; :func:`cat_tiger` uses made-up ones (say so when you
show them)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError


@dataclass(frozen=True)
class BayesDecision:
    """Per class: the ``likelihoods`` P(x | k), ``priors`` P(k), their products (the
    unnormalised posterior) and ``posteriors``; the Bayes ``decision`` (largest posterior) and
    what the likelihood alone would choose (``by_likelihood``)."""

    classes: tuple
    likelihoods: np.ndarray
    priors: np.ndarray
    joint: np.ndarray
    posteriors: np.ndarray
    decision: str
    by_likelihood: str


def bayes_decision(likelihoods: ArrayLike, priors: ArrayLike, classes: Sequence[str]
                   ) -> BayesDecision:
    """P(k | x) = P(x | k) P(k) / Σ_j P(x | j) P(j) and argmax_k (the Bayes decision rule)."""
    lik = np.asarray(likelihoods, dtype=float)
    pri = np.asarray(priors, dtype=float)
    names = tuple(str(c) for c in classes)
    if lik.shape != (len(names),) or pri.shape != (len(names),):
        raise DataError(QT_TRANSLATE_NOOP("engine", "Give one likelihood and one prior per "
                                                    "class ({n_names}); got {lik_size} and "
                                                    "{pri_size}."), n_names=len(names),
                        lik_size=lik.size, pri_size=pri.size)
    if not (np.isfinite(lik).all() and np.isfinite(pri).all()) or (lik < 0).any() or \
            (lik > 1).any() or (pri < 0).any():
        raise DataError(QT_TRANSLATE_NOOP("engine", "Likelihoods must be probabilities in [0, "
                                                    "1] and priors non-negative."))
    if abs(pri.sum() - 1) > 1e-9:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The priors must sum to 1; they sum to "
                                                    "{pri:.6g}."), pri=pri.sum())
    joint = lik * pri
    if joint.sum() <= 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Every class has P(x | k) P(k) = 0: x is "
                                                    "impossible under the model."))
    post = joint / joint.sum()
    return BayesDecision(names, lik, pri, joint, post, names[int(np.argmax(post))],
                         names[int(np.argmax(lik))])


#: Made-up numbers for the notes' example: P(3 colours | k) and P(k) for cat and tiger.
CAT_TIGER = {"classes": ("cat", "tiger"), "likelihoods": (0.05, 0.9), "priors": (0.99, 0.01)}


def cat_tiger(likelihoods: ArrayLike = CAT_TIGER["likelihoods"],
              priors: ArrayLike = CAT_TIGER["priors"]) -> BayesDecision:
    """The notes' cat/tiger decision for a three-coloured fur: with the default (made-up)
    numbers the likelihood says tiger (0.9 > 0.05) but the posterior says cat
    (0.05 · 0.99 = 0.0495 > 0.9 · 0.01 = 0.009)."""
    return bayes_decision(likelihoods, priors, CAT_TIGER["classes"])
