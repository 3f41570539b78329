"""Each stepped view's parameters as a frozen dataclass, validated by the engine and converted
to and from JSON dicts (the settings and the session store them so).

Validation is the engine's own: ``__post_init__`` builds the estimator the view will run and
asks it to check itself on a tiny probe data set (``iter_fit`` validates before it returns its
generator and computes nothing until stepped), so a parameter the engine would refuse is
refused here, with the engine's message, before any widget or run sees it.
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any, ClassVar

import numpy as np

from engine import DataError

# The engine's estimators are imported where they are built: the main window reads these
# classes at start-up, and engine.hmm / engine.text / engine.svm load when their tab does.

ALGORITHMS = ("k-means", "k-medoids", "soft k-means", "Gaussian mixture (EM)",
              "online k-means")
INITS = ("k-means++", "random", "clicked centres")
COVARIANCES = ("spherical", "diag", "full")
KERNELS = ("linear", "poly", "rbf", "sigmoid")
MARGINS = ("l1", "l2", "hard")
WIDTHS = ("scale", "sigma", "gamma")
TRELLIS_KINDS = ("viterbi", "forward", "backward")
LEVELS = ("characters", "words", "jamo")


class Params:
    """Mixed into every parameters dataclass: JSON round trip and checked field types."""

    kind: ClassVar[str] = ""        # the key of the view in settings and sessions

    def to_json(self) -> dict:
        """A dict of plain JSON values (numbers, strings, booleans, None)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def from_json(cls, data: Any):
        """Parameters from a dict written by :meth:`to_json`. Missing keys take their default
        (a session of an older version lacks what was added since); unknown keys or wrong
        types are refused with a :class:`engine.DataError` naming them."""
        if not isinstance(data, dict):
            raise DataError(f"The {cls.kind} parameters must be a JSON object; got "
                            f"{type(data).__name__}.")
        fields = {f.name: f for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - set(fields))
        if unknown:
            raise DataError(f"The {cls.kind} parameters have unknown entries "
                            f"{', '.join(map(repr, unknown))}; expected some of "
                            f"{', '.join(fields)}.")
        values = {}
        for name, value in data.items():
            default = getattr(cls, name, None)
            values[name] = _coerce(cls.kind, name, value, default)
        return cls(**values)

    def replace(self, **changes):
        """A copy with ``changes`` (validated again)."""
        return dataclasses.replace(self, **changes)


def _coerce(kind, name, value, default):
    """The JSON value of a field, checked against the type of its default."""
    def bad(expected):
        return DataError(f"The {kind} parameter {name!r} must be {expected}; got {value!r}.")

    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise bad("true or false")
        return value
    if isinstance(default, int) and not isinstance(default, bool):
        if isinstance(value, bool) or not isinstance(value, int):
            raise bad("a whole number")
        return value
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise bad("a number")
        return float(value)
    if isinstance(default, str):
        if not isinstance(value, str):
            raise bad("text")
        return value
    if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
        raise bad("a number or null")
    return value


def _engine_check(kind, check):
    """Run the engine's own validation; its refusal becomes a DataError saying which view's
    parameters it was about (the engine's message says what was wrong and the range)."""
    try:
        check()
    except DataError:
        raise
    except (ValueError, TypeError) as exc:
        raise DataError(f"The {kind} parameters are refused: {exc}") from None


def _choice(kind, name, value, choices):
    if value not in choices:
        raise DataError(f"The {kind} parameter {name!r} must be one of "
                        f"{', '.join(map(repr, choices))}; got {value!r}.")


@dataclass(frozen=True)
class ClusteringParams(Params):
    """k-means, k-medoids, soft k-means (β = stiffness), a Gaussian mixture by EM or online
    k-means (one point at a time, MacQueen's η = 1/n_k; it starts from random points unless
    the centres were clicked)."""

    kind: ClassVar[str] = "clustering"
    algorithm: str = "k-means"
    n_clusters: int = 3
    init: str = "k-means++"
    n_init: int = 1
    max_iter: int = 100
    beta: float = 1.0
    covariance_type: str = "full"
    seed: int = 0

    def __post_init__(self):
        _choice(self.kind, "algorithm", self.algorithm, ALGORITHMS)
        _choice(self.kind, "init", self.init, INITS)
        _choice(self.kind, "covariance_type", self.covariance_type, COVARIANCES)
        probe = np.arange(2.0 * max(self.n_clusters, 1)).reshape(-1, 2) ** 1.5
        init = probe[: max(self.n_clusters, 1)] if self.init == "clicked centres" else self.init
        _engine_check(self.kind, lambda: self.estimator(init).iter_fit(probe))  # computes nothing

    def estimator(self, init=None):
        """The engine estimator these parameters describe; ``init`` replaces "clicked
        centres" by the clicked array."""
        from engine.cluster import GaussianMixture, KMeans, KMedoids, SoftKMeans

        init = self.init if init is None else init
        k, seed, it = self.n_clusters, self.seed, self.max_iter
        if self.algorithm == "k-means":
            return KMeans(k, init=init, n_init=self.n_init, max_iter=it, random_state=seed)
        if self.algorithm == "k-medoids":
            return KMedoids(k, max_iter=it, random_state=seed)
        if self.algorithm == "soft k-means":
            return SoftKMeans(k, beta=self.beta, init=init, max_iter=it, random_state=seed)
        if self.algorithm == "online k-means":   # epochs of one-point updates, η = 1/n_k
            from engine.cluster import OnlineKMeans
            return OnlineKMeans(k, init="random" if isinstance(init, str) else init,
                                max_iter=it, random_state=seed)
        return GaussianMixture(k, covariance_type=self.covariance_type, max_iter=it,
                               random_state=seed)


@dataclass(frozen=True)
class SmoParams(Params):
    """A binary SVM trained by SMO. ``width`` says how ``width_value`` gives γ of the RBF,
    polynomial and sigmoid kernels: "scale" (1/(d·Var X)), "sigma" (γ = 1/2σ²) or "gamma"."""

    kind: ClassVar[str] = "svm"
    C: float = 1.0
    kernel: str = "rbf"
    degree: int = 3
    coef0: float = 1.0
    width: str = "scale"
    width_value: float = 1.0
    margin: str = "l1"
    seed: int = 0

    def __post_init__(self):
        _choice(self.kind, "width", self.width, WIDTHS)
        if self.width != "scale" and not (math.isfinite(self.width_value)
                                          and self.width_value > 0):
            raise DataError(f"The svm parameter 'width_value' must be a positive number; got "
                            f"{self.width_value!r}.")
        _engine_check(self.kind, lambda: self.estimator().iter_fit(
            np.array([[0.0, 0.0], [1.0, 1.0]]), np.array([0, 1])))

    @property
    def gamma(self):
        """γ of the kernel (``"scale"`` is resolved by the engine from the data)."""
        from engine.svm import sigma_to_gamma

        if self.width == "scale":
            return "scale"
        return sigma_to_gamma(self.width_value) if self.width == "sigma" else self.width_value

    def svc_params(self) -> dict:
        return {"C": self.C, "kernel": self.kernel, "degree": self.degree, "gamma": self.gamma,
                "coef0": self.coef0, "margin": self.margin}

    def estimator(self):
        """The engine's ``SVC`` with these settings."""
        from engine.svm import SVC

        return SVC(**self.svc_params())


@dataclass(frozen=True)
class TrellisParams(Params):
    """A trellis of the trained tagger for a typed sentence: Viterbi δ, forward α or
    backward β (``trellis``), and the tagger it is filled with (``order``, ``alpha``,
    ``emission_alpha``, ``beam``; the corpus is the session's data)."""

    kind: ClassVar[str] = "trellis"
    sentence: str = "Time flies like an arrow ."
    trellis: str = "viterbi"
    order: int = 1
    # the HMM tab's controls start from these (one default, so the trellis shown before any
    # session and the tagger trained at start agree: 0.0 here once reset the tab's 0.001)
    alpha: float = 0.1
    emission_alpha: float = 0.001
    beam: float | None = None

    def __post_init__(self):
        if not self.sentence.split():
            raise DataError("The trellis needs a sentence: type at least one word.")
        _choice(self.kind, "trellis", self.trellis, TRELLIS_KINDS)
        if self.order not in (1, 2):
            raise DataError(f"The trellis parameter 'order' must be 1 or 2; got "
                            f"{self.order!r}.")
        for name in ("alpha", "emission_alpha"):
            v = getattr(self, name)
            if not (math.isfinite(v) and v >= 0) or (name == "alpha" and v == 0):
                raise DataError(f"The trellis parameter {name!r} must be a "
                                f"{'positive' if name == 'alpha' else 'non-negative'} number; "
                                f"got {v!r}.")
        if self.beam is not None and not (math.isfinite(self.beam) and self.beam > 0):
            raise DataError(f"The trellis parameter 'beam' must be a positive number or null; "
                            f"got {self.beam!r}.")

    @property
    def words(self) -> list[str]:
        return self.sentence.split()

    def estimator(self):
        """An untrained engine ``HMMTagger`` with these settings."""
        from engine.hmm import HMMTagger

        return HMMTagger(order=self.order, alpha=self.alpha,
                         emission_alpha=self.emission_alpha, beam=self.beam)


@dataclass(frozen=True)
class EditDistanceParams(Params):
    """Minimum edit distance from ``source`` to ``target`` with the three costs, on
    characters or on words."""

    kind: ClassVar[str] = "edit_distance"
    source: str = "SNOWY"
    target: str = "SUNNY"
    insert: float = 1.0
    delete: float = 1.0
    substitute: float = 1.0
    level: str = "characters"

    def __post_init__(self):
        _choice(self.kind, "level", self.level, LEVELS)
        from engine.text import edit_distance

        _engine_check(self.kind, lambda: edit_distance("a", "b", self.insert, self.delete,
                                                       self.substitute))

    def sequences(self):
        """The two sequences the table compares (words split on white space)."""
        if self.level == "words":
            return self.source.split(), self.target.split()
        if self.level == "jamo":             # Hangul syllables as their jamo: 강 → ㄱㅏㅇ
            from engine.text import to_jamo

            return to_jamo(self.source), to_jamo(self.target)
        return self.source, self.target


PARAMS = {cls.kind: cls for cls in (ClusteringParams, SmoParams, TrellisParams,
                                    EditDistanceParams)}
