"""Purity and the adjusted Rand index: against scikit-learn, textbook cases, and bad input."""
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from sklearn.metrics import adjusted_rand_score as sk_ari
from sklearn.metrics.cluster import contingency_matrix

from engine import DataError
from engine.metrics import adjusted_rand_score, cluster_composition, contingency, purity

from contract import call

labelings = st.integers(1, 40).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 4), min_size=n, max_size=n),
    st.lists(st.integers(0, 6), min_size=n, max_size=n)))


@given(labelings)
def test_ari_equals_sklearn(pair):
    t, p = pair
    assert adjusted_rand_score(t, p) == pytest.approx(sk_ari(t, p), abs=1e-12)
    N, _, _ = contingency(t, p)
    np.testing.assert_array_equal(N, contingency_matrix(t, p))


def test_ari_textbook_cases():
    assert adjusted_rand_score([0, 0, 1, 1], [1, 1, 0, 0]) == 1.0      # renamed clusters
    assert adjusted_rand_score(["a", "a", "b", "b"], [0, 1, 0, 1]) == pytest.approx(-0.5)
    assert adjusted_rand_score([0, 0, 0], [1, 1, 1]) == 1.0            # both one cluster
    assert adjusted_rand_score([0, 1, 2], [5, 6, 7]) == 1.0            # both all singletons
    rng = np.random.default_rng(0)
    t, p = rng.integers(0, 4, 5000), rng.integers(0, 4, 5000)
    assert abs(adjusted_rand_score(t, p)) < 0.01                       # chance is about 0


def test_purity():
    # the textbook example (Manning et al., IR book, fig. 16.4): purity 17/17 … = 12/17
    classes = ["x"] * 5 + ["o"] + ["x"] + ["o"] * 4 + ["d"] + ["x"] * 2 + ["d"] * 3
    clusters = [1] * 6 + [2] * 6 + [3] * 5
    assert purity(classes, clusters) == pytest.approx(12 / 17)
    assert purity([0, 1, 2, 3], [0, 1, 2, 3]) == 1.0
    assert purity(["a", "a", "b", "b"], [0, 0, 0, 0]) == 0.5


@pytest.mark.parametrize("t, p, message", [
    ([0, 1], [0], "2 labels"),
    ([], [], "empty"),
    ([None, 1], [0, 1], "missing"),
    ([float("nan"), 1.0], [0, 1], "NaN"),
    ([1, "a"], [0, 1], "mixes text and numbers"),
    ([[0, 1], [1, 0]], [0, 1, 0, 1], "1-D"),
])
def test_bad_labels(t, p, message):
    for fn in (adjusted_rand_score, purity):
        with pytest.raises(DataError, match=message):
            fn(t, p)


@pytest.mark.parametrize("bad", [None, "abc", {"a": 1}, 5])
def test_labels_that_are_not_a_list_are_refused(bad):
    """None, a dict or a string once gave ARI = 1.0 (one label each, silently)."""
    for fn in (adjusted_rand_score, purity):
        with pytest.raises(TypeError, match="one label per point"):
            fn(bad, bad)


def test_ari_equals_sklearn_on_string_and_numpy_string_labels():
    from sklearn.metrics import adjusted_rand_score as sk

    t = np.array(["a", "b", "a", "c", "c", "b"])
    p = [1, 1, 0, 2, 2, 0]
    assert adjusted_rand_score(t, p) == pytest.approx(sk(t, p), abs=1e-12)


@given(st.lists(st.one_of(st.integers(), st.text(max_size=2), st.none(), st.floats()),
                max_size=6), st.lists(st.integers(-3, 3), max_size=6))
def test_metrics_contract(t, p):
    for fn in (adjusted_rand_score, purity):
        out = call(fn, t, p)
        assert out is None or np.isfinite(out)


def test_cluster_composition_main_class_share_and_purity():
    t = ["ham", "ham", "spam", "spam", "spam", "ham", "news", "news", "ham"]
    p = [7, 7, 7, 2, 2, 2, 5, 5, 5]
    comp = cluster_composition(t, p)
    assert comp.clusters.tolist() == [2, 5, 7]
    assert comp.sizes.tolist() == [3, 3, 3]
    assert comp.main_class.tolist() == ["spam", "news", "ham"]
    np.testing.assert_allclose(comp.share, [2 / 3, 2 / 3, 2 / 3])
    assert float((comp.share * comp.sizes).sum() / len(t)) == pytest.approx(purity(t, p))


@given(labelings)
def test_cluster_composition_weighted_shares_are_the_purity(pair):
    t, p = pair
    comp = cluster_composition(t, p)
    assert comp.sizes.sum() == len(t)
    for cluster, main, share in zip(comp.clusters, comp.main_class, comp.share):
        members = np.asarray(t)[np.asarray(p) == cluster]
        assert share == np.mean(members == main) == np.max(np.unique(members,
                                                                     return_counts=True)[1]
                                                           / len(members))
    assert float((comp.share * comp.sizes).sum() / len(t)) == pytest.approx(purity(t, p))
