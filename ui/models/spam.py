"""The Spam filtering tab's state without Qt (issue 22): which corpus, the preprocessing and
evaluation parameters, the trained filters, the message explained, the threshold, the
confusion layout, the message bar's text and the Explain view's predictions.

- :class:`SpamParams` — every setting of the tab as one frozen dataclass, validated by the
  engine (its vectorizer and smoothing refuse what they would refuse at training time);
- :class:`CorpusRef` — where the corpus came from: the built-in sample, or a path with its
  SHA-256 (a session stores the reference, not the messages; reopening reads the file again
  and says so when it changed or is gone);
- :class:`SpamModel` — the evented state the tab's widgets bind to; the results of the tab's
  jobs (typed engine dataclasses) are routed to it by type (:meth:`SpamModel.route`), not
  through a mutable "where does the next result go" handler;
- :func:`contribution_question` — predict mode in Explain (issue 25): which side a word pulls
  the message to, graded by the engine's own log p(w|pos) − log p(w|neg).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar

from engine import QT_TRANSLATE_NOOP, DataError

from .params import PARAMS, Params, _choice, _engine_check
from .predict import Predictions, Question
from .views import MODELS, RunModel, ViewState

HEADERS = ("none", "subject", "all")
STEMMERS = ("none", "porter", "snowball", "lancaster")
UNKNOWN = ("drop", "unk")
SCHEMES = ("train/test split", "k-fold")
LAYOUTS = ("true_rows", "predicted_rows")          # engine.metrics.LAYOUTS
NGRAMS = ((1, 1), (2, 2), (1, 2))
SAMPLE = "sample"


@dataclass(frozen=True)
class SpamParams(Params):
    """The Spam tab's settings: preprocessing (the engine Vectorizer's keywords, ``min_df``
    and ``unknown``), smoothing α, the linear models' C, the evaluation scheme, the positive
    class ("" = "spam" if there is one, else the last class), which models are compared and
    the confusion matrix's layout."""

    kind: ClassVar[str] = "spam"
    headers: str = "subject"
    lowercase: bool = True
    letters_only: bool = True
    drop_dates: bool = False
    stop_words: bool = False
    placeholders: bool = True
    url_words: bool = True
    stemmer: str = "none"
    ngram_min: int = 1
    ngram_max: int = 2
    unknown: str = "drop"
    min_df: int = 1
    alpha: float = 1.0
    C: float = 10.0
    scheme: str = "train/test split"
    test_share: float = 0.25
    k: int = 5
    seed: int = 0
    positive: str = ""
    discriminative: bool = True
    knn: bool = True
    layout: str = "true_rows"

    def __post_init__(self):
        _choice(self.kind, "headers", self.headers, HEADERS)
        _choice(self.kind, "stemmer", self.stemmer, STEMMERS)
        _choice(self.kind, "unknown", self.unknown, UNKNOWN)
        _choice(self.kind, "scheme", self.scheme, SCHEMES)
        _choice(self.kind, "layout", self.layout, LAYOUTS)
        _choice(self.kind, "ngram range", (self.ngram_min, self.ngram_max), NGRAMS)
        if not (isinstance(self.min_df, int) and self.min_df >= 1):
            raise DataError(f"The spam parameter 'min_df' must be a whole number ≥ 1; got "
                            f"{self.min_df!r}.")
        if not (math.isfinite(self.test_share) and 0 < self.test_share < 1):
            raise DataError(f"The spam parameter 'test_share' must lie strictly between 0 and "
                            f"1 (a share of the messages); got {self.test_share!r}.")
        if not (isinstance(self.k, int) and self.k >= 2):
            raise DataError(f"The spam parameter 'k' (folds) must be a whole number ≥ 2; got "
                            f"{self.k!r}.")
        if not (math.isfinite(self.C) and self.C > 0):
            raise DataError(f"The spam parameter 'C' must be a positive number; got "
                            f"{self.C!r}.")
        from engine.spam.naive_bayes import check_alpha

        # the engine's own check of the smoothing it will train with (the preprocessing
        # choices are the engine's own lists, checked above)
        _engine_check(self.kind, lambda: check_alpha(self.alpha))

    def vectorizer_options(self) -> dict:
        return dict(ngram_range=(self.ngram_min, self.ngram_max),
                    stemmer=None if self.stemmer == "none" else self.stemmer,
                    lowercase=self.lowercase, letters_only=self.letters_only,
                    drop_dates=self.drop_dates, stop_words=self.stop_words,
                    placeholders=self.placeholders, url_words=self.url_words)

    def options(self) -> dict:
        """The keywords of ``engine.spam.iter_features``."""
        return dict(self.vectorizer_options(), min_df=self.min_df, unknown=self.unknown)

    def settings(self) -> dict:
        """What the evaluation job reads."""
        return dict(alpha=self.alpha, C=self.C, scheme=self.scheme, test_share=self.test_share,
                    k=self.k, seed=self.seed, positive=self.positive,
                    discriminative=self.discriminative, knn=self.knn)


@dataclass(frozen=True)
class CorpusRef:
    """The corpus on show: the built-in sample (``path == "sample"``) or a file or folder,
    with the SHA-256 of a file when it was read ("" for a folder)."""

    path: str = SAMPLE
    sha256: str = ""

    @property
    def is_sample(self) -> bool:
        return self.path == SAMPLE

    def to_json(self) -> dict:
        return {"path": self.path, "sha256": self.sha256}

    @classmethod
    def from_json(cls, data: Any) -> "CorpusRef":
        if not (isinstance(data, dict) and isinstance(data.get("path"), str)
                and isinstance(data.get("sha256", ""), str)):
            raise DataError(f"The spam view's corpus must be {{'path': text, 'sha256': "
                            f"text}}; got {data!r}.")
        return cls(data["path"], data.get("sha256", ""))


class SpamModel(RunModel):
    """The Spam tab's state. Evented fields: ``params``, ``corpus`` (a :class:`CorpusRef`),
    ``threshold`` (the Evaluation's t), ``selection`` (the index of the held-out message
    explained, or None), ``text`` (the message in Explain), ``message`` and ``study`` (the
    last evaluation, an ``engine.spam.Study``). The trained filters are ``study.filters``
    plus any loaded one (``filters``)."""

    FIELDS = RunModel.FIELDS + ("corpus", "threshold", "text", "study", "features",
                                "explained", "email", "read")
    PARAMS = SpamParams
    kind = "spam"

    def __init__(self, params: SpamParams | None = None, **kwargs):
        super().__init__(params, **kwargs)
        self.corpus = CorpusRef()
        self.threshold = 0.0
        self.text = ""
        self.features = None       # engine.spam.CorpusFeatures of the corpus on show
        self.study = None          # engine.spam.Study
        self.explained = None      # the last explanation shown (ui/tabs/spam/jobs.Explained)
        self.email = None          # an e-mail read to explain (ui/tabs/spam/jobs.EmailText)
        self.read = None           # a corpus read with its file's hash (jobs.LoadedCorpus)
        self.loaded: dict = {}     # filters opened from files, by model name
        self.predictions = Predictions()
        self.routes = _engine_routes()
        # a new corpus or new features: the old evaluation and threshold no longer apply
        self.on_change("features", lambda _: self._forget_study())

    def _forget_study(self):
        self.study = None
        self.threshold = 0.0

    @property
    def filters(self) -> dict:
        return {**(self.study.filters if self.study is not None else {}), **self.loaded}

    # -- job results, routed by their type ---------------------------------------------------
    def add_route(self, cls: type, name: str) -> None:
        """Results of type ``cls`` go to the evented field ``name`` (the tab adds the types
        its own jobs return, such as the Explain job's)."""
        if name not in self.FIELDS:
            raise KeyError(f"SpamModel has no field {name!r}.")
        self.routes[cls] = name

    def route(self, result) -> str:
        """Take a job's result into the field its type belongs to; returns the field's
        name. Refuses a result of a type no job of the tab returns."""
        name = self.routes.get(type(result))
        if name is None:
            raise DataError(f"The spam view got a {type(result).__name__}, which none of its "
                            "jobs returns.")
        # set and told every time (a result is new even when equal: comparing two corpora
        # element by element would cost the GUI thread for nothing)
        object.__setattr__(self, name, result)
        self.emit(name, result)
        return name

    # -- sessions ----------------------------------------------------------------------------
    def state(self) -> ViewState:
        state = super().state()
        state.extra = {**state.extra, "corpus": self.corpus.to_json(),
                       "threshold": float(self.threshold), "text": self.text}
        return state

    def _check_data(self, state: ViewState) -> None:
        extra = state.extra
        CorpusRef.from_json(extra.get("corpus", {"path": SAMPLE}))
        t = extra.get("threshold", 0.0)
        if isinstance(t, bool) or not isinstance(t, (int, float)) or not math.isfinite(t):
            raise DataError(f"The spam view's threshold must be a number; got {t!r}.")
        if not isinstance(extra.get("text", ""), str):
            raise DataError("The spam view's message must be text.")
        sel = state.selection
        if sel is not None and (isinstance(sel, bool) or not isinstance(sel, int) or sel < 0):
            raise DataError(f"The spam view's selected message {sel!r} is not a message "
                            "number.")
        if state.steps:
            raise DataError("The spam view keeps no steps; this session's spam part is not "
                            "one Trellis wrote.")

    def apply(self, state: ViewState) -> None:
        super().apply(state)
        extra = state.extra
        self.corpus = CorpusRef.from_json(extra.get("corpus", {"path": SAMPLE}))
        self.threshold = float(extra.get("threshold", 0.0))
        self.text = extra.get("text", "")


def _engine_routes() -> dict:
    """The engine's result types of the tab's jobs and the fields they go to (imported when
    the model is made: the engine's spam package loads with the tab)."""
    from engine.workflows.spam_filtering import CorpusFeatures, Study

    return {CorpusFeatures: "features", Study: "study"}


# -- predict mode in Explain -------------------------------------------------------------------
SIDES = ("positive", "negative")


def _english(right, term, pos, neg, lp, ln, value, side) -> str:
    return (f"{'right' if right else 'not quite'}: log p({term}|{pos}) − log p({term}|{neg}) "
            f"= {lp:.3f} − ({ln:.3f}) = {value:+.3f} {'>' if value > 0 else '<'} 0, so "
            f"“{term}” pulls towards {side}.")


def contribution_question(explanation, span_index: int, words=_english,
                          prompt: str | None = None) -> Question:
    """Ask which side the word of ``explanation.spans[span_index]`` pulls towards: "positive"
    (e.g. spam) when log p(w|pos) − log p(w|neg) > 0, else "negative" (a word with exactly 0
    counts as neither and is not asked about). The engine's numbers fill the formula in;
    ``words(right, term, pos, neg, log_p_pos, log_p_neg, value, side)`` writes the feedback
    (the UI passes a translated one)."""
    start, end, term, value = explanation.spans[span_index]
    # the student clicked the word in predict mode: templates, shown translated (describe)
    if value is None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "“{term}” is unknown to the filter: it "
                                                    "pulls neither way."), term=term)
    if value == 0:
        raise DataError(QT_TRANSLATE_NOOP("engine", "“{term}” is as likely in both classes: it "
                                                    "pulls neither way."), term=term)
    pos, neg = explanation.positive, explanation.negative
    j = explanation.features.index(term) if term in explanation.features else None
    lp = explanation.log_p_pos[j] if j is not None else float("nan")
    ln = explanation.log_p_neg[j] if j is not None else float("nan")
    truth = "positive" if value > 0 else "negative"

    def explain(guess) -> str:
        return words(guess == truth, term, pos, neg, lp, ln, value,
                     pos if truth == "positive" else neg)

    return Question("nb_contribution", prompt or f"Which side does “{term}” pull towards: "
                    f"{pos} or {neg}?", span_index, truth, explain)


PARAMS[SpamParams.kind] = SpamParams
MODELS[SpamModel.kind] = SpamModel
