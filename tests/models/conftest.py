"""Model-test fixtures: small real runs of the engine (k-means with its k-means++ picks, a
Gaussian mixture, SMO, a Viterbi trellis, the notes' SNOWY → SUNNY table), built once per
session and shared (each takes milliseconds)."""
import numpy as np
import pytest

from engine import datasets
from engine.hmm import HMMTagger
from engine.text import edit_distance
from ui.models import (ClusteringParams, ClusteringRunModel, EditDistanceModel,
                       EditDistanceParams, SmoParams, SvmRunModel, TrellisModel, TrellisParams)

CORPUS = [[("the", "DT"), ("dog", "NN"), ("runs", "VBZ")],
          [("a", "DT"), ("cat", "NN"), ("sleeps", "VBZ")],
          [("the", "DT"), ("runs", "NNS"), ("end", "VBP")],
          [("dogs", "NNS"), ("run", "VBP")]]


@pytest.fixture(scope="session")
def blobs():
    X, _ = datasets.blobs(60, centers=3, random_state=1)
    return X


@pytest.fixture(scope="session")
def kmeans_run(blobs):
    params = ClusteringParams(n_clusters=3, seed=4)
    return params, list(params.estimator().iter_fit(blobs, seeding_steps=True))


@pytest.fixture(scope="session")
def gmm_run(blobs):
    params = ClusteringParams(algorithm="Gaussian mixture (EM)", n_clusters=2, max_iter=5)
    return params, list(params.estimator().iter_fit(blobs))


@pytest.fixture(scope="session")
def smo_run():
    X, y = datasets.two_class("overlapping", 30, random_state=2)
    params = SmoParams(kernel="linear", C=0.5)
    return params, X, y.astype(np.int64), list(params.estimator().iter_fit(X, y))


@pytest.fixture(scope="session")
def trellis_run():
    params = TrellisParams(sentence="the dog runs", order=1)
    tagger = params.estimator().fit(CORPUS)
    return params, tagger, list(tagger.iter_viterbi(params.words))


@pytest.fixture(scope="session")
def edit_run():
    params = EditDistanceParams()                    # the notes' SNOWY → SUNNY
    table = edit_distance(*params.sequences(), params.insert, params.delete,
                          params.substitute)
    return params, list(table.iter_fill())


@pytest.fixture
def models(blobs, kmeans_run, gmm_run, smo_run, trellis_run, edit_run):
    """One model of each view, each holding a run with its cursor part-way."""
    clustering = ClusteringRunModel(kmeans_run[0])
    clustering.points = blobs
    clustering.clicked_centers = blobs[:3].copy()
    clustering.history.extend(kmeans_run[1])
    clustering.history.move(5)
    clustering.selection = 7
    clustering.message = "k-means: 5 steps"
    svm = SvmRunModel(smo_run[0])
    svm.points, svm.labels = smo_run[1], smo_run[2]
    svm.history.extend(smo_run[3])
    svm.history.move(3)
    svm.selection = 2
    trellis = TrellisModel(trellis_run[0])
    trellis.history.extend(trellis_run[2])
    trellis.history.move(2)
    trellis.selection = (1, 1)
    edit = EditDistanceModel(edit_run[0])
    edit.history.extend(edit_run[1])
    edit.history.move(12)
    return {"clustering": clustering, "svm": svm, "trellis": trellis, "edit_distance": edit}
