"""The Spam tab's Qt-free model (issue 22) and its predict-mode grading (issue 25): parameters
validated and sent through JSON, results routed by their type, a session's spam part checked
before anything changes, and the sign of a word's contribution graded by the engine's own
log p(w|spam) − log p(w|ham)."""
import math

import numpy as np
import pytest

from engine import DataError, run_job
from engine.spam import Corpus, SpamFilter
from engine.workflows.spam_filtering import iter_features
from ui.models import MODELS, PARAMS, ViewState, read_session, write_session
from ui.models.session import Session
from ui.models.spam import CorpusRef, SpamModel, SpamParams, contribution_question

TEXTS = ["win free money now", "free prize claim now", "cheap money offer win",
         "lunch at noon tomorrow", "meeting notes for tomorrow", "see you at lunch"]
LABELS = ["spam"] * 3 + ["ham"] * 3


@pytest.fixture(scope="module")
def spam_filter():
    return SpamFilter(model="multinomial", ngram_range=(1, 1)).fit(TEXTS, LABELS)


def test_params_are_validated_and_round_trip_through_json():
    p = SpamParams(alpha=0.5, stemmer="porter", layout="predicted_rows", knn=False)
    assert SpamParams.from_json(p.to_json()) == p
    assert PARAMS["spam"] is SpamParams and MODELS["spam"] is SpamModel
    assert p.options()["stemmer"] == "porter" and p.options()["ngram_range"] == (1, 2)
    assert SpamParams(stemmer="none").options()["stemmer"] is None
    for bad, word in ((dict(alpha=0.0), "alpha"), (dict(alpha=-1.0), "alpha"),
                      (dict(stemmer="krovetz"), "stemmer"), (dict(layout="rows"), "layout"),
                      (dict(ngram_min=2, ngram_max=1), "ngram"),
                      (dict(test_share=1.0), "test_share"), (dict(k=1), "'k'"),
                      (dict(C=0.0), "'C'")):
        with pytest.raises(DataError, match=word):
            SpamParams(**bad)
    with pytest.raises(DataError, match="unknown entries"):
        SpamParams.from_json({"alpah": 1.0})


def test_results_are_routed_by_their_type():
    model = SpamModel()
    n = len(TEXTS)
    corpus = Corpus(LABELS, [f"m{i}" for i in range(n)], TEXTS, [""] * n, [""] * n)
    features = run_job(iter_features(corpus, SpamParams().options()))
    seen = []
    model.on_change("features", seen.append)
    model.threshold = 1.5
    assert model.route(features) == "features" and seen == [features]
    assert model.threshold == 0.0 and model.study is None      # new features: old study gone
    with pytest.raises(DataError, match="none of its jobs"):
        model.route("a string")


def test_a_spam_session_round_trips_and_bad_parts_are_refused(tmp_path):
    model = SpamModel(SpamParams(alpha=0.25, seed=3))
    model.corpus = CorpusRef("/data/mail.tsv", "ab" * 32)
    model.threshold, model.text, model.selection = -0.75, "free money", 4
    path = write_session(tmp_path / "s.trellis", Session(views={"spam": model.state()}))
    state = read_session(path).views["spam"]
    fresh = SpamModel()
    fresh.apply(state)
    assert (fresh.params, fresh.corpus, fresh.threshold, fresh.text, fresh.selection) == (
        model.params, model.corpus, -0.75, "free money", 4)
    for extra, word in (({"threshold": math.inf}, "threshold"), ({"threshold": "x"},
                                                                 "threshold"),
                        ({"corpus": {"path": 3}}, "corpus"), ({"text": 5}, "message")):
        bad = ViewState(SpamParams(), [], 0, None, "", {}, {**state.extra, **extra})
        with pytest.raises(DataError, match=word):
            SpamModel().check_state(bad)
    with pytest.raises(DataError, match="selected message"):
        SpamModel().check_state(ViewState(SpamParams(), [], 0, -1, "", {}, {}))


def test_the_sign_of_a_contribution_is_graded_by_the_engine(spam_filter):
    e = spam_filter.explain("free money at lunch")
    assert (e.positive, e.negative) == ("spam", "ham")
    words = {term: k for k, (_s, _e, term, v) in enumerate(e.spans) if v is not None}
    free = contribution_question(e, words["free"])
    lunch = contribution_question(e, words["lunch"])
    assert free.truth == "positive" and lunch.truth == "negative"
    # the truth is the engine's own log-ratio: the sign of log p(w|spam) − log p(w|ham)
    j = e.features.index("free")
    assert np.sign(e.log_p_pos[j] - e.log_p_neg[j]) == 1
    assert free.explain("positive").startswith("right")
    wrong = lunch.explain("positive")
    assert wrong.startswith("not quite") and "lunch" in wrong and "towards ham" in wrong
    assert f"{e.log_p_pos[e.features.index('lunch')]:.3f}" in wrong
    at = e.spans.index(next(s for s in e.spans if s[2] == "at"))
    if e.spans[at][3] is None:              # "at" never seen in training: no side to guess
        with pytest.raises(DataError, match="unknown"):
            contribution_question(e, at)
