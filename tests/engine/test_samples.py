"""The built-in samples teach: the spam sample overlaps (the default filter is good, not
perfect), the tagged sample is ambiguous with unknown words, and the restarts sample has k-means
runs that put two centres in one blob — which engine.cluster.diagnostics.restart_hint names."""
import numpy as np
import pytest

import resources
from engine.cluster import KMeans
from engine.cluster.diagnostics import restart_hint
from engine.io import read_points


def test_spam_sample_default_filter_is_good_not_perfect():
    from engine.metrics import classification_report
    from engine.spam import SpamFilter, load_corpus, split_indices

    mail = load_corpus(resources.path("spam"))
    y = np.asarray(mail.labels)
    train, test = split_indices(y, 0.25, 0)                  # stratified 75/25, the tab's seed
    f = SpamFilter().fit([mail.texts[i] for i in train], y[train])
    report = classification_report(y[test], f.predict([mail.texts[i] for i in test]))
    spam_f1 = report.f1[list(report.labels).index("spam")]
    assert 0.85 <= spam_f1 <= 0.93, spam_f1


def test_tagged_sample_is_ambiguous_with_unknown_words():
    from engine.hmm import HMMTagger, evaluate_tagger, read_tagged, split_corpus

    corpus = read_tagged(resources.path("tagged", "sample.txt"))
    train, test = split_corpus(corpus, 0.1, random_state=0)
    r = evaluate_tagger(HMMTagger().fit(train), test)
    assert 0.85 <= r.accuracy <= 0.92, r.accuracy
    assert r.unknown_tokens >= 50 and r.unknown < 0.97          # unknown words are a guess
    assert r.accuracy > r.baseline + 0.05                         # context still helps


@pytest.fixture(scope="module")
def blobs():
    X, names, labels = _read()
    return X, labels


def _read():
    pts = read_points(resources.path("points", "five_blobs_restarts.csv"))
    return pts.X, pts.columns, np.unique(pts.labels, return_inverse=True)[1]


def _shares(centers, X, truth):
    """Whether two centres sit in one true blob (each centre's nearest blob mean)."""
    means = np.array([X[truth == b].mean(axis=0) for b in range(truth.max() + 1)])
    owner = ((centers[:, None] - means[None]) ** 2).sum(-1).argmin(axis=1)
    return len(set(owner.tolist())) < len(centers)


def test_one_run_can_put_two_centres_in_one_blob_and_restarts_fix_it(blobs):
    X, truth = blobs
    runs = [KMeans(5, n_init=1, random_state=s).fit(X) for s in range(12)]
    stuck = [m for m in runs if _shares(m.cluster_centers_, X, truth)]
    good = [m for m in runs if not _shares(m.cluster_centers_, X, truth)]
    assert stuck and good                                # some seeds get stuck, not all
    best = KMeans(5, n_init=10, random_state=0).fit(X)
    assert not _shares(best.cluster_centers_, X, truth)
    for m in stuck:                                      # the hint names the stuck runs …
        hint = restart_hint(X, m.labels_, m.cluster_centers_)
        assert hint is not None and "Restarts" in hint.message
        assert m.inertia_ - best.inertia_ >= hint.improvement - 1e-9
    for m in good:                                       # … and only them
        assert restart_hint(X, m.labels_, m.cluster_centers_) is None


def test_restart_hint_checks_its_input(blobs):
    X, _ = blobs
    from engine import DataError

    with pytest.raises(DataError, match="label"):
        restart_hint(X, np.zeros(3, int), np.zeros((5, 2)))
    assert restart_hint(X, np.zeros(len(X), int), X[:2]) is None       # K < 3


def test_with_restart_hint_marks_only_the_last_step(blobs):
    from engine.cluster.diagnostics import with_restart_hint

    X, _ = blobs
    hinted = lambda s: getattr(s, "restart_hint", None) is not None      # noqa: E731
    plain = list(KMeans(5, n_init=1, random_state=0).iter_fit(X, seeding_steps=True))
    steps = list(with_restart_hint(KMeans(5, n_init=1, random_state=0).iter_fit(
        X, seeding_steps=True), X))
    assert len(steps) == len(plain)                                  # one for one
    assert [hinted(s) for s in steps] == [False] * (len(steps) - 1) + [True]
    np.testing.assert_array_equal(steps[-1].labels, plain[-1].labels)
    best = list(with_restart_hint(KMeans(5, n_init=10, random_state=0).iter_fit(X), X))
    assert best[-1].phase == "best" and not any(map(hinted, best))
