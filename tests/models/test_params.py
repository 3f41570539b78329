"""Each view's parameters: frozen, validated by the engine (its refusals become DataError with
the engine's message), JSON round trips exact, unknown keys and wrong types refused."""
import dataclasses
import json

import pytest
from hypothesis import given, strategies as st

from engine import DataError
from engine.cluster import GaussianMixture, KMeans, SoftKMeans
from ui.models import (PARAMS, ClusteringParams, EditDistanceParams, SmoParams,
                       TrellisParams)


@pytest.mark.parametrize("cls", list(PARAMS.values()))
def test_defaults_round_trip_through_json_text(cls):
    p = cls()
    assert cls.from_json(json.loads(json.dumps(p.to_json()))) == p
    first = dataclasses.fields(p)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(p, first, getattr(p, first))


@given(k=st.integers(1, 64), n_init=st.integers(1, 50), it=st.integers(1, 10_000),
       beta=st.floats(0.01, 100), seed=st.integers(0, 2**31 - 1),
       algo=st.sampled_from(["k-means", "k-medoids", "soft k-means",
                             "Gaussian mixture (EM)"]),
       cov=st.sampled_from(["spherical", "diag", "full"]))
def test_clustering_parameters_round_trip(k, n_init, it, beta, seed, algo, cov):
    p = ClusteringParams(algo, k, "k-means++", n_init, it, beta, cov, seed)
    assert ClusteringParams.from_json(json.loads(json.dumps(p.to_json()))) == p


@given(C=st.floats(0.01, 1000), kernel=st.sampled_from(["linear", "poly", "rbf", "sigmoid"]),
       degree=st.integers(1, 10), width=st.sampled_from(["scale", "sigma", "gamma"]),
       value=st.floats(0.01, 100), margin=st.sampled_from(["l1", "l2", "hard"]))
def test_smo_parameters_round_trip(C, kernel, degree, width, value, margin):
    p = SmoParams(C, kernel, degree, 1.0, width, value, margin)
    assert SmoParams.from_json(json.loads(json.dumps(p.to_json()))) == p


def test_the_estimator_is_the_engine_one_with_these_settings():
    km = ClusteringParams(n_clusters=4, n_init=3, max_iter=7, seed=9).estimator()
    assert isinstance(km, KMeans) and (km.n_clusters, km.n_init, km.max_iter,
                                       km.random_state) == (4, 3, 7, 9)
    soft = ClusteringParams(algorithm="soft k-means", beta=2.5).estimator()
    assert isinstance(soft, SoftKMeans) and soft.beta == 2.5
    gmm = ClusteringParams(algorithm="Gaussian mixture (EM)", covariance_type="diag").estimator()
    assert isinstance(gmm, GaussianMixture) and gmm.covariance_type == "diag"
    svc = SmoParams(width="sigma", width_value=2.0, kernel="rbf").estimator()
    assert svc.gamma == pytest.approx(1 / 8)              # γ = 1/2σ²
    assert SmoParams().gamma == "scale"


@pytest.mark.parametrize("cls, changes, message", [
    (ClusteringParams, {"n_clusters": 0}, "K must be >= 1"),
    (ClusteringParams, {"max_iter": 0}, "max_iter must be >= 1"),
    (ClusteringParams, {"n_init": 0}, "n_init must be >= 1"),
    (ClusteringParams, {"algorithm": "DBSCAN"}, "'algorithm' must be one of"),
    (SmoParams, {"C": -1.0}, "C must be > 0"),
    (SmoParams, {"kernel": "cubic"}, "kernel must be one of"),
    (SmoParams, {"degree": 0}, "degree must be >= 1"),
    (SmoParams, {"width": "sigma", "width_value": 0.0}, "positive number"),
    (TrellisParams, {"sentence": "   "}, "type at least one word"),
    (TrellisParams, {"trellis": "posterior"}, "'trellis' must be one of"),
    (TrellisParams, {"alpha": 0.0}, "positive"),
    (TrellisParams, {"beam": -2.0}, "'beam' must be a positive"),
    (EditDistanceParams, {"insert": -1.0}, "insert must be >= 0"),
    (EditDistanceParams, {"level": "syllables"}, "'level' must be one of"),
])
def test_the_engine_refuses_bad_parameters_with_its_own_message(cls, changes, message):
    with pytest.raises(DataError, match=message):
        dataclasses.replace(cls(), **changes)
    with pytest.raises(DataError, match=message):
        cls.from_json({**cls().to_json(), **changes})


def test_json_with_unknown_keys_or_wrong_types_is_refused():
    with pytest.raises(DataError, match="unknown entries 'k'"):
        ClusteringParams.from_json({"k": 3})
    with pytest.raises(DataError, match="'n_clusters' must be a whole number"):
        ClusteringParams.from_json({"n_clusters": "3"})
    with pytest.raises(DataError, match="'n_clusters' must be a whole number"):
        ClusteringParams.from_json({"n_clusters": True})
    with pytest.raises(DataError, match="'C' must be a number"):
        SmoParams.from_json({"C": None})
    with pytest.raises(DataError, match="'beam' must be a number or null"):
        TrellisParams.from_json({"beam": "wide"})
    with pytest.raises(DataError, match="must be a JSON object"):
        EditDistanceParams.from_json(["SNOWY"])
    # an older file lacks newer entries: they take their defaults
    assert SmoParams.from_json({"C": 2}) == SmoParams(C=2.0)


def test_edit_distance_at_the_jamo_level_compares_hangul_letters():
    p = EditDistanceParams("강", "감", level="jamo")
    assert p.sequences() == ("ㄱㅏㅇ", "ㄱㅏㅁ")          # one substitution, not a syllable
