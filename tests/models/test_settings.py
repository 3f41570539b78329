"""One settings path: each view's parameters are remembered as JSON in a mapping and come back
next time; what is no longer valid falls back to the defaults."""
import json

from ui.models import ClusteringParams, ClusteringRunModel, Settings, SmoParams


def test_parameters_are_remembered_between_runs():
    store = {}
    model = ClusteringRunModel()
    Settings(store).remember(model)
    model.set_params(n_clusters=5, seed=11)
    again = Settings(store).load(ClusteringParams)        # a new run of the app
    assert again == ClusteringParams(n_clusters=5, seed=11)
    assert Settings(store).load(SmoParams) == SmoParams()  # nothing saved for it yet
    assert json.loads(store["models/clustering"])["n_clusters"] == 5


def test_invalid_remembered_parameters_fall_back_to_the_defaults():
    store = {"models/clustering": json.dumps({"n_clusters": -4}),
             "models/svm": "{not json"}
    assert Settings(store).load(ClusteringParams) == ClusteringParams()
    assert Settings(store).load(SmoParams) == SmoParams()


def test_a_refused_change_keeps_the_old_parameters_and_the_run(kmeans_run, blobs):
    model = ClusteringRunModel(kmeans_run[0])
    model.points = blobs
    model.history.extend(kmeans_run[1])
    try:
        model.set_params(n_clusters=0)
    except ValueError:
        pass
    assert model.params == kmeans_run[0] and len(model.history) == len(kmeans_run[1]) + 1
    model.set_params(n_clusters=4)                        # a real change: the run is stale
    assert len(model.history) == 1 and model.cursor == 0
