"""Bad input, round three (issue 24): saved models are checked from the zip directory and the
.npy headers before any data is inflated, members that are not arrays are named, and every
setting is checked at load, not at the first predict. Each test failed before its fix."""
import io
import json
import zipfile

import numpy as np
import pytest

from engine import DataError
from engine.hmm import HMMTagger, parse_tagged
from engine.spam import MultinomialNB, SpamFilter
from engine.text import NgramModel

TEXTS = ["win cash now", "meeting at noon", "cheap pills", "lunch tomorrow"]
LABELS = ["spam", "ham", "spam", "ham"]


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """One saved model of each kind (the three loaders share engine.io.archive.read_npz)."""
    folder = tmp_path_factory.mktemp("saved")
    paths = {"tagger": folder / "tagger.npz", "filter": folder / "filter.npz",
             "lm": folder / "lm.npz"}
    HMMTagger().fit(parse_tagged("The/DT dog/NN ./.\nA/DT cat/NN ./.\n")).save(paths["tagger"])
    SpamFilter().fit(TEXTS, LABELS).save(paths["filter"])
    NgramModel(2).fit([["a", "b", "a"], ["b", "a"]]).save(paths["lm"])
    return paths


LOADERS = {"tagger": HMMTagger.load, "filter": SpamFilter.load, "lm": NgramModel.load}


def _rewrite(src, dst, replace):
    """Copy the archive at ``src`` to ``dst`` with the members in ``replace`` (name → raw
    bytes) put in instead."""
    with zipfile.ZipFile(src) as z, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as out:
        for info in z.infolist():
            if info.filename not in replace:
                out.writestr(info.filename, z.read(info))
        for name, raw in replace.items():
            out.writestr(name, raw)
    return dst


def _header_only(shape, dtype="<f8"):
    """A .npy header claiming ``shape`` with a few bytes of data after it."""
    buf = io.BytesIO()
    np.lib.format.write_array_header_1_0(
        buf, {"descr": dtype, "fortran_order": False, "shape": shape})
    return buf.getvalue() + b"\0" * 64


@pytest.mark.parametrize("kind", LOADERS)
def test_a_header_claiming_billions_of_elements_is_refused_unread(tmp_path, saved, kind):
    """np.load believed a header of 4×10⁹ elements (32 GB asked for: MemoryError)."""
    with zipfile.ZipFile(saved[kind]) as z:
        member = z.namelist()[0]
    bad = _rewrite(saved[kind], tmp_path / "huge.npz", {member: _header_only((4_000_000_000,))})
    with pytest.raises(DataError, match="claims 4,000,000,000 elements"):
        LOADERS[kind](bad)


@pytest.mark.parametrize("kind", LOADERS)
def test_an_archive_that_would_inflate_past_the_limit_is_refused_unread(tmp_path, saved, kind,
                                                                       monkeypatch):
    """A 4 MB archive inflating to 4 GiB was read whole; the limit is lowered here to 1 MB so
    that 2 MB of zeros (a few kB compressed) stand for it."""
    from engine.io import archive

    zeros = io.BytesIO()
    np.save(zeros, np.zeros(250_000))
    bad = _rewrite(saved[kind], tmp_path / "bomb.npz", {"padding.npy": zeros.getvalue()})
    monkeypatch.setattr(archive, "MAX_ARCHIVE_BYTES", 1_000_000)
    opened = []
    real_open = zipfile.ZipFile.open
    monkeypatch.setattr(zipfile.ZipFile, "open",
                        lambda self, *a, **k: opened.append(a) or real_open(self, *a, **k))
    with pytest.raises(DataError, match="would inflate to 0.0 GB"):
        LOADERS[kind](bad)
    assert opened == []                  # refused from the zip directory alone


@pytest.mark.parametrize("kind", LOADERS)
def test_members_that_are_not_arrays_or_hold_objects_are_named(tmp_path, saved, kind):
    with zipfile.ZipFile(saved[kind]) as z:
        member = z.namelist()[0]
    notes = _rewrite(saved[kind], tmp_path / "notes.npz", {"notes.txt": b"hello"})
    with pytest.raises(DataError, match="its part notes.txt is not an array"):
        LOADERS[kind](notes)
    objects = _rewrite(saved[kind], tmp_path / "objects.npz",
                       {member: _header_only((3,), "|O")})
    with pytest.raises(DataError, match="holds Python objects"):
        LOADERS[kind](objects)
    short = _rewrite(saved[kind], tmp_path / "short.npz", {member: _header_only((9,))[:-40]})
    with pytest.raises(DataError, match="cut short"):
        LOADERS[kind](short)


@pytest.mark.parametrize("key, value, message", [
    ("ngram_range", [3, 1], "ngram_range must be"),          # loaded; predict failed in numpy
    ("lowercase", "yes", "lowercase is 'yes', not true or false"),    # taken as true
    ("stop_words", 5, "stop_words is 5"),
    ("stemmer", "x", "stemmer must be one of"),
    ("min_df", -3, "min_df must be >= 1"),
    ("alpha", 1e308, "alpha = 1e\\+308 is too large"),       # loaded; every probability NaN
])
def test_damaged_filter_settings_are_refused_at_load(tmp_path, saved, key, value, message):
    with np.load(saved["filter"]) as z:
        arrays = dict(z)
    settings = json.loads(str(arrays["settings"]))
    settings[key] = value
    arrays["settings"] = np.array(json.dumps(settings))
    np.savez(tmp_path / "bad.npz", **arrays)
    with pytest.raises(DataError, match=message):
        SpamFilter.load(tmp_path / "bad.npz")


def test_a_huge_alpha_is_refused_not_turned_into_nan():
    """MultinomialNB(alpha=1e308) gave NaN probabilities."""
    X = np.array([[2, 0, 1], [0, 3, 0], [1, 0, 2], [0, 1, 1]], dtype=float)
    with pytest.raises(DataError, match="too large"):
        MultinomialNB(alpha=1e308).fit(X, LABELS)
    p = MultinomialNB(alpha=1e100).fit(X, LABELS).predict_proba(X)
    assert np.isfinite(p).all()


def test_good_archives_still_load(saved):
    assert HMMTagger.load(saved["tagger"]).tag(["The", "dog"]) == [("The", "DT"), ("dog", "NN")]
    assert SpamFilter.load(saved["filter"]).predict(["win cash"])[0] == "spam"
    assert NgramModel.load(saved["lm"]).order == 2


def test_a_missing_part_is_named_not_numpys_words(tmp_path, saved):
    """'"is not a file in the archive"' (np.load's KeyError) reached the user inside a
    DataError."""
    with np.load(saved["lm"]) as z:
        arrays = {k: v for k, v in z.items() if k != "unigram_counts"}
    np.savez(tmp_path / "lm.npz", **arrays)
    with pytest.raises(DataError, match="it has no unigram_counts") as exc:
        NgramModel.load(tmp_path / "lm.npz")
    assert "is not a file in the archive" not in str(exc.value)
