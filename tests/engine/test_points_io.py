"""Point files: European CSVs, CR-only line ends, the fast path and its error finder."""

import numpy as np
import pytest

from engine import DataError, Progress
from engine.io import iter_read_points, read_points


def write(tmp_path, text, name="p.csv", newline=None):
    path = tmp_path / name
    with open(path, "w", encoding="utf-8", newline=newline) as fh:
        fh.write(text)
    return path


def test_european_csv_with_header_reads_decimal_commas(tmp_path):
    table = read_points(write(tmp_path, "x;y\n1,5;2,5\n3,25;-4,0\n"))
    np.testing.assert_array_equal(table.X, [[1.5, 2.5], [3.25, -4.0]])
    assert table.columns == ["x", "y"]
    assert any("decimal comma" in n for n in table.notes)


def test_european_csv_without_header_is_not_silently_wrong(tmp_path):
    table = read_points(write(tmp_path, "1,5;2,5\n3,5;4,5\n"))
    np.testing.assert_array_equal(table.X, [[1.5, 2.5], [3.5, 4.5]])


def test_decimal_comma_with_comma_delimiter_gets_a_clear_message(tmp_path):
    with pytest.raises(DataError, match="line 3, column 1: the text '1,5'.*decimal comma"):
        read_points(write(tmp_path, 'x,y\n1,2\n"1,5",2\n'))


@pytest.mark.parametrize("newline", ["\r", "\r\n", "\n"])
def test_line_endings(tmp_path, newline):
    path = tmp_path / "p.csv"
    path.write_bytes(newline.join(["x,y", "1,2", "3,4", ""]).encode())
    np.testing.assert_array_equal(read_points(path).X, [[1, 2], [3, 4]])


def test_one_row_three_columns(tmp_path):
    table = read_points(write(tmp_path, "1,2,3\n"))
    np.testing.assert_array_equal(table.X, [[1, 2, 3]])


def test_bad_line_far_into_a_big_file_is_named(tmp_path):
    lines = ["x,y"] + [f"{i},{i}" for i in range(250_000)]
    lines[234_567] = "1,oops"
    path = write(tmp_path, "\n".join(lines) + "\n")
    with pytest.raises(DataError, match="line 234568, column 2: the text 'oops'"):
        read_points(path)


def test_labels_kept_and_ragged_rows_refused(tmp_path):
    table = read_points(write(tmp_path, "x;y;kind\n1,5;2;spam\n3;4;ham\n"))
    np.testing.assert_array_equal(table.X, [[1.5, 2], [3, 4]])
    assert list(table.labels) == ["spam", "ham"]
    with pytest.raises(DataError, match="line 3: 4 values"):
        read_points(write(tmp_path, "x,y,kind\n1,2,a\n3,4,b,c\n"))
    # an extra cell and a missing one balance out in the block's delimiter count
    with pytest.raises(DataError, match="line 3: 3 values"):
        read_points(write(tmp_path, "x,y\n1,2\n3,4,5\n6\n7,8\n"))


@pytest.mark.parametrize("raw", [b"\xff\xfex\x00,\x00y\x00", b"\xef\xbb\xbf", b"\n\n#c\n",
                                 b"x,y\n", b",\n,\n", b"1e400,2\n3,4\n"])
def test_odd_files_give_trellis_messages(tmp_path, raw):
    path = tmp_path / "odd.csv"
    path.write_bytes(raw)
    with pytest.raises(DataError):
        read_points(path)


def test_the_job_reports_progress_and_returns_the_table(tmp_path):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(250_000, 2))
    path = tmp_path / "big.csv"
    np.savetxt(path, X, delimiter=",", header="x,y", comments="", fmt="%.6f")
    job = iter_read_points(path)
    seen = []
    while True:
        try:
            seen.append(next(job))
        except StopIteration as stop:
            table = stop.value
            break
    assert len(seen) >= 3 and all(isinstance(p, Progress) for p in seen)
    np.testing.assert_allclose(table.X, np.round(X, 6))


def test_fast_path_reads_what_numpy_loadtxt_reads(tmp_path):
    """The speed against np.loadtxt is measured by bench/bench_bad_input.py."""
    rng = np.random.default_rng(1)
    path = tmp_path / "fast.csv"
    np.savetxt(path, rng.normal(size=(20_000, 2)), delimiter=",", fmt="%.6f")
    np.testing.assert_array_equal(read_points(path).X, np.loadtxt(path, delimiter=","))


@pytest.mark.parametrize("body, message", [
    ("1,2,3\n4\n", "line 2"),                       # counts that add up must not fool it
    ("1,2\n4,\n", "line 3, column 2: an empty cell"),
    ("1,2\n1.5.3,2\n", "line 3, column 1: the text '1.5.3'"),
])
def test_fast_path_never_silently_wrong(tmp_path, body, message):
    with pytest.raises(DataError, match=message):
        read_points(write(tmp_path, "x,y\n" + body))


def test_fast_path_equals_numpy_loadtxt(tmp_path):
    rng = np.random.default_rng(2)
    path = tmp_path / "eq.csv"
    X = rng.normal(size=(30_000, 3)) * [1, 1e-8, 1e9]
    np.savetxt(path, X, delimiter=";", fmt="%.17g")
    np.testing.assert_array_equal(read_points(path).X, np.loadtxt(path, delimiter=";"))
