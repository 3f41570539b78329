"""The .trellis session: every view's model round-trips (parameters, data, every step field
by field, cursor, selection, message); arrays are read without pickle; a damaged, truncated,
newer-format or tampered file is refused with a message and changes no model."""
import dataclasses
import hashlib
import io
import json
import zipfile

import numpy as np
import pytest

from engine import Step
from ui.models import (MODELS, Session, SessionError, Source, open_into, read_session,
                       write_session)
from ui.models.codec import step_classes


def same_step(a, b):
    assert type(a) is type(b)
    for f in dataclasses.fields(a):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if isinstance(x, np.ndarray):
            assert isinstance(y, np.ndarray) and x.dtype == y.dtype
            np.testing.assert_array_equal(x, y)
            assert not y.flags.writeable                     # frozen, as the engine makes them
        elif isinstance(x, float) and np.isnan(x):
            assert np.isnan(y)
        elif isinstance(x, tuple) and any(isinstance(v, float) and np.isnan(v) for v in x):
            assert isinstance(y, tuple) and np.array_equal(x, y, equal_nan=True), f.name
        else:
            assert x == y, f.name


def save(models, path, sources=()):
    return write_session(path, Session({k: m.state() for k, m in models.items()},
                                       list(sources), current_tab="svm"))


def fresh():
    return {key: cls() for key, cls in MODELS.items()}


def snapshot(models):
    return {k: (m.params, len(m.history), m.cursor, m.selection, m.message,
                [np.asarray(getattr(m, n)).tobytes() for n in m.DATA])
            for k, m in models.items()}


def test_every_view_round_trips_exactly(models, tmp_path):
    path = save(models, tmp_path / "run.trellis")
    back = fresh()
    session = open_into(path, back)
    assert session.current_tab == "svm"
    for key, m in models.items():
        b = back[key]
        assert b.params == m.params and b.cursor == m.cursor and len(b.history) == len(
            m.history)
        assert b.selection == m.selection and b.message == m.message
        for name in m.DATA:
            np.testing.assert_array_equal(getattr(b, name), getattr(m, name))
        for x, y in zip(m.history.steps, b.history.steps):
            same_step(x, y)
    # the notes' example survives: E(5, 5) of SNOWY → SUNNY is 3
    assert back["edit_distance"].history[-1].value == 3
    # the trellis's best path comes with its last column
    assert back["trellis"].history[-1].path == models["trellis"].history[-1].path


def test_a_gmm_run_and_shared_arrays_round_trip(gmm_run, blobs, tmp_path):
    model = MODELS["clustering"](gmm_run[0])
    model.points = blobs
    model.history.extend(gmm_run[1])
    path = save({"clustering": model}, tmp_path / "gmm.trellis")
    back = fresh()
    open_into(path, back)
    for x, y in zip(gmm_run[1], back["clustering"].history.steps):
        same_step(x, y)
    with zipfile.ZipFile(path) as zf, np.load(io.BytesIO(zf.read("arrays.npz"))) as d:
        n_arrays = len(d.files)
    held = {id(getattr(s, f.name)) for s in gmm_run[1] for f in dataclasses.fields(s)
            if isinstance(getattr(s, f.name), np.ndarray)}
    assert n_arrays == len(held) + 2                      # each array once (+ the data)


def test_sources_carry_their_sha256(models, tmp_path):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("the/DT dog/NN\n")
    path = save(models, tmp_path / "s.trellis", [Source("trellis", str(corpus), "")])
    (source,) = read_session(path).sources
    assert source.view == "trellis" and source.path == str(corpus)
    assert source.sha256 == hashlib.sha256(b"the/DT dog/NN\n").hexdigest()


def test_only_engine_steps_are_known_to_the_codec():
    classes = step_classes()
    assert "engine.cluster.kmeans.KMeansStep" in classes
    assert "engine.svm.smo.SMOStep" in classes and "engine.hmm.trellis.TrellisStep" in classes
    assert all(issubclass(c, Step) for c in classes.values())


def rewrite(path, out, *, json_edit=None, npz=None, drop=None):
    """A copy of the session ``path`` with session.json edited, arrays.npz replaced or a
    member dropped."""
    with zipfile.ZipFile(path) as zf:
        members = {n: zf.read(n) for n in zf.namelist()}
    if json_edit is not None:
        doc = json.loads(members["session.json"])
        json_edit(doc)
        members["session.json"] = json.dumps(doc).encode()
    if npz is not None:
        members["arrays.npz"] = npz
    if drop:
        del members[drop]
    with zipfile.ZipFile(out, "w") as zf:
        for n, data in members.items():
            zf.writestr(n, data)
    return out


def bad_files(good, tmp):
    data = good.read_bytes()
    yield "truncated", "damaged or truncated", _write(tmp / "cut.trellis", data[:len(data) // 2])
    flipped = bytearray(data)
    flipped[len(data) // 3] ^= 0xFF
    yield "flipped", "damaged", _write(tmp / "flip.trellis", bytes(flipped))
    yield "not a zip", "not a zip archive", _write(tmp / "text.trellis", b"hello")
    yield "empty", "not a zip archive", _write(tmp / "empty.trellis", b"")
    yield "missing", "no such file", tmp / "nothing-here.trellis"

    def newer(doc):
        doc["format_version"] = 99
        doc["app_version"] = "9.0"
    yield "newer", "session format 99 by Trellis 9.0", rewrite(good, tmp / "new.trellis",
                                                               json_edit=newer)
    yield "not ours", "not a Trellis session", rewrite(
        good, tmp / "other.trellis", json_edit=lambda d: d.update(format="other"))
    yield "no json", "lacks session.json", rewrite(good, tmp / "nojson.trellis",
                                                   drop="session.json")
    buf = io.BytesIO()
    np.savez(buf, x=np.array([{"a": 1}], dtype=object))
    yield "pickled", "Python objects", rewrite(good, tmp / "pickle.trellis",
                                               npz=buf.getvalue())

    def evil_class(doc):
        doc["views"]["svm"]["steps"][0]["class"] = "os.system"
    yield "unknown class", "unknown kind 'os.system'", rewrite(
        good, tmp / "evil.trellis", json_edit=evil_class)

    def far_cursor(doc):
        doc["views"]["clustering"]["cursor"] = 10_000
    yield "cursor", "cursor 10000 lies outside", rewrite(good, tmp / "cursor.trellis",
                                                         json_edit=far_cursor)

    def bad_param(doc):
        doc["views"]["svm"]["params"]["C"] = -3
    yield "params", "C must be > 0", rewrite(good, tmp / "param.trellis", json_edit=bad_param)

    def bad_selection(doc):
        doc["views"]["clustering"]["selection"] = 999
    yield "selection", "selected point 999", rewrite(good, tmp / "sel.trellis",
                                                     json_edit=bad_selection)

    def lost_array(doc):
        doc["views"]["svm"]["steps"][0]["fields"]["alpha"] = {"$array": "nowhere"}
    yield "array", "array 'nowhere'", rewrite(good, tmp / "arr.trellis", json_edit=lost_array)


def _write(path, data):
    path.write_bytes(data)
    return path


def test_bad_files_are_refused_and_change_nothing(models, tmp_path):
    good = save(models, tmp_path / "good.trellis")
    target = fresh()
    open_into(good, target)                   # the models hold a run …
    before = snapshot(target)
    cases = list(bad_files(good, tmp_path))
    assert len(cases) == 14
    for name, message, path in cases:
        with pytest.raises(SessionError, match=message):
            open_into(path, target)
        assert snapshot(target) == before, f"{name}: a model changed"
    # and the good file still opens
    open_into(good, fresh())


def test_a_failed_save_leaves_the_old_file(models, tmp_path):
    path = save(models, tmp_path / "keep.trellis")
    old = path.read_bytes()
    models["svm"].message = "changed"
    state = models["svm"].state()
    state.extra["bad"] = float("nan")
    with pytest.raises(SessionError, match="JSON cannot hold"):
        write_session(path, Session({"svm": state}))
    assert path.read_bytes() == old and not list(tmp_path.glob("*.part"))


def test_what_was_practised_is_kept_and_a_forged_record_is_refused(models, tmp_path):
    from ui.models.practice import PracticeProgress

    practice = PracticeProgress()
    practice.record("svm", "smo", 0.5, "svm/SMO")
    path = write_session(tmp_path / "p.trellis", Session(
        {k: m.state() for k, m in models.items()}, practice=practice))
    assert read_session(path).practice == practice
    assert read_session(save(models, tmp_path / "none.trellis")).practice is None
    with zipfile.ZipFile(path) as zf:
        doc = json.loads(zf.read("session.json"))
        members = {n: zf.read(n) for n in zf.namelist()}
    doc["practice"]["kinds"][0]["attempts"] = -1
    forged = tmp_path / "forged.trellis"
    with zipfile.ZipFile(forged, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, json.dumps(doc) if name == "session.json" else data)
    with pytest.raises(SessionError, match="practice record of 'smo' has impossible"):
        read_session(forged)


def test_predict_mode_and_its_score_are_kept_and_an_impossible_score_is_refused(models,
                                                                                tmp_path):
    from ui.models.predict import Predictions

    p = Predictions()
    p.enabled, p.right, p.asked = True, 2, 3
    state = models["clustering"].state()
    state.extra = {**state.extra, "predict": p.record()}
    path = write_session(tmp_path / "p.trellis", Session({"clustering": state}))
    record = read_session(path).views["clustering"].extra["predict"]
    q = Predictions()
    q.restore(record)
    assert (q.enabled, q.right, q.asked) == (True, 2, 3)
    for forged, says in (({"on": True, "right": 3, "asked": 2}, "3 right of 2 asked"),
                         ({"on": True, "right": -1, "asked": 2}, "right must be a whole"),
                         ({"on": "yes", "right": 0, "asked": 0}, "true or false"),
                         ({"on": True, "right": 0}, "exactly on, right and asked")):
        state.extra["predict"] = forged
        bad = write_session(tmp_path / "forged.trellis", Session({"clustering": state}))
        with pytest.raises(SessionError, match=says):
            read_session(bad)


def test_a_step_saved_under_its_module_s_former_name_still_opens():
    """Issue 30 renamed engine.text.edit_distance to minimum_edit (the function keeps its name):
    a session written before names the step's class by the old module and must still open."""
    from engine.text import EditDistance
    from ui.models.codec import RENAMED_STEPS, decode_steps, encode_steps

    steps = list(EditDistance("ab", "b").iter_fill())
    arrays: dict = {}
    items = encode_steps(steps, arrays, "s")
    assert {i["class"] for i in items} == {"engine.text.minimum_edit.EditDistanceStep"}
    for item in items:
        item["class"] = "engine.text.edit_distance.EditDistanceStep"     # as written before
    for got, want in zip(decode_steps(items, arrays, "test"), steps, strict=True):
        same_step(got, want)
    assert set(RENAMED_STEPS.values()) <= set(step_classes())     # every alias names a class
