"""Generators, PCA, choosing K, and point files (the bad-file messages included)."""
import numpy as np
import pytest
from sklearn.decomposition import PCA as SkPCA

from engine import datasets
from engine._validation import DataError
from engine.cluster import choose_k
from engine.io import read_points, write_points
from engine.reduce import PCA


@pytest.mark.parametrize("name", list(datasets.GENERATORS))
def test_generators_are_seeded_and_sized(name):
    X, y = datasets.make(name, 200, outliers=0.1, random_state=3)
    X2, _ = datasets.make(name, 200, outliers=0.1, random_state=3)
    np.testing.assert_array_equal(X, X2)
    assert X.shape[0] == 220 and len(y) == 220
    assert np.sum(y == -1) == 20
    assert X.shape[1] == (1 if name.startswith("coins") else 2)


def test_coin_weights_match_their_coins():
    X, y = datasets.coins(3000, random_state=0)
    for k, (_, mean, std) in enumerate(datasets.COIN_TYPES):
        assert X[y == k, 0].mean() == pytest.approx(mean, abs=0.02)
        assert X[y == k, 0].std() == pytest.approx(std, rel=0.1)


def test_unknown_generator():
    with pytest.raises(ValueError, match="Unknown data set"):
        datasets.make("spirals")


def test_pca_matches_sklearn():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(200, 5)) @ rng.normal(size=(5, 5))
    ours = PCA(2).fit(X)
    ref = SkPCA(2).fit(X)
    np.testing.assert_allclose(ours.explained_variance_ratio_, ref.explained_variance_ratio_)
    np.testing.assert_allclose(np.abs(ours.transform(X)), np.abs(ref.transform(X)), atol=1e-9)


def test_choose_k_finds_three_blobs(blobs):
    scores = choose_k(blobs, range(1, 7), random_state=0)
    assert np.all(np.diff(scores["inertia"]) < 0)
    assert scores["k"][np.argmin(scores["bic"])] == 3


def write(tmp_path, text, name="p.csv", encoding="utf-8"):
    path = tmp_path / name
    path.write_text(text, encoding=encoding)
    return path


@pytest.mark.parametrize("text", [
    "x,y\n1,2\n3,4\n5,6\n",
    "1;2\n3;4\n5;6\n",
    "1\t2\n3\t4\n5\t6\n",
    "1 2\n3  4\n5 6\n",
    "# a comment\nx,y\n1,2\n\n3,4\n5,6\n",
])
def test_reads_common_layouts(tmp_path, text):
    table = read_points(write(tmp_path, text))
    np.testing.assert_array_equal(table.X, [[1, 2], [3, 4], [5, 6]])


def test_text_label_column_is_kept_aside(tmp_path):
    table = read_points(write(tmp_path, "x,y,kind\n1,2,a\n3,4,b\n"))
    assert table.X.shape == (2, 2) and list(table.labels) == ["a", "b"]
    assert table.columns == ["x", "y"]


@pytest.mark.parametrize("text, message", [
    ("x,y\n1,2\n3,oops\n", r"line 3, column 2: the text 'oops'"),
    ("x,y\n1,2\n3,\n", r"line 3, column 2: an empty cell"),
    ("x\n1\n2\n", "1 numeric column"),
    ("1,2\n3,4,5\n", "line 2: 3 values"),
    ("", "empty"),
    ("x,y\n1,nan\n", "NaN"),
])
def test_bad_files_say_what_and_where(tmp_path, text, message):
    with pytest.raises(DataError, match=message):
        read_points(write(tmp_path, text))


def test_binary_and_missing_files(tmp_path):
    path = tmp_path / "b.csv"
    path.write_bytes(b"\x89PNG\x00\x00\x01")
    with pytest.raises(DataError, match="binary"):
        read_points(path)
    with pytest.raises(DataError, match="Cannot read"):
        read_points(tmp_path / "missing.csv")


def test_write_then_read_round_trip(tmp_path):
    X = np.random.default_rng(0).normal(size=(50, 3))
    write_points(tmp_path / "out.csv", X, ["a", "b", "c"])
    table = read_points(tmp_path / "out.csv")
    np.testing.assert_array_equal(table.X, X)
    assert table.columns == ["a", "b", "c"]


def test_a_named_pipe_is_refused_not_waited_on(tmp_path):
    import os

    from engine import DataError
    from engine.io import read_text_file
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    with pytest.raises(DataError, match="not a regular file"):
        read_text_file(fifo)                   # before: read_bytes() waited forever


def test_listing_a_folder_deeper_than_the_recursion_limit(tmp_path):
    """os.walk recursed (RecursionError at ~1,000 levels); the listing uses a stack. The limit
    is lowered instead of writing 1,000 levels (pytest's own clean-up of tmp_path recurses)."""
    import sys

    from engine.io import list_text_files
    d = tmp_path
    for _ in range(150):
        d = d / "d"
    d.mkdir(parents=True)
    (d / "deep.txt").write_text("deep")
    (tmp_path / "a.txt").write_text("top")
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + 100)
    try:
        files, skipped = list_text_files(tmp_path)
    finally:
        sys.setrecursionlimit(old)
    assert [f.name for f in files] == ["a.txt", "deep.txt"] and skipped == []
