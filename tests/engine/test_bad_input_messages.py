"""Bad input, round three (issue 24): messages that leaked numpy's, the csv module's or a
codec's own words now say what was wrong in Trellis's. Each test failed before its fix."""
import numpy as np
import pytest
import scipy.sparse as sp

from engine import DataError
from engine.cluster import KMeans
from engine.io import read_points
from engine.reduce import PCA
from engine.spam import load_corpus, parse_email
from engine.svm import SVC
from engine.text.spelling import read_confusion


@pytest.mark.parametrize("fit", [lambda X: KMeans(n_clusters=2).fit(X),
                                 lambda X: PCA(1).fit(X),
                                 lambda X: SVC().fit(X, [1, -1, 1])])
def test_ragged_rows_name_the_row(fit):
    """numpy's "inhomogeneous shape after 1 dimensions" reached the user (check_array's words
    now)."""
    with pytest.raises(DataError, match="rows have different lengths") as exc:
        fit([[0.0, 1.0], [1.0, 0.0], [2.0]])
    assert "inhomogeneous" not in str(exc.value)


def test_sparse_points_are_refused_in_words():
    with pytest.raises(DataError, match="sparse matrix but .* needs a dense array: give "
                                        "X.toarray"):
        KMeans(n_clusters=2).fit(sp.csr_matrix(np.eye(3)))


def test_a_ragged_points_file_blames_the_ragged_line(tmp_path):
    """"1,2 / 3,4 / 5" blamed line 2 ("the text '3,4'"): the lone "5" made the reader split
    every line at spaces."""
    path = tmp_path / "r.csv"
    path.write_text("1,2\n3,4\n5\n")
    with pytest.raises(DataError, match="line 3: 1 values where the first row has 2"):
        read_points(path)


def test_an_unclosed_quote_is_named_not_the_csv_field_limit(tmp_path):
    """The csv module's "field larger than field limit (131072)" reached the user (and escaped
    read_confusion as a csv.Error)."""
    table = tmp_path / "sms.csv"
    table.write_text("label,text\nham,hello there\nspam,\"" + "win " * 40_000 + "\n")
    with pytest.raises(DataError, match="quote .* never closed") as exc:
        load_corpus(table)
    assert "field limit" not in str(exc.value)
    counts = tmp_path / "counts.csv"
    counts.write_text("op,from,to,count\nsub,a,e,3\nsub,\"" + "x" * 200_000 + "\n")
    with pytest.raises(DataError, match="line 3: a field longer than .* never closed"):
        read_confusion(counts)


@pytest.mark.parametrize("charset", ["utf\x008", "idna", "punycode", "x" * 300])
def test_hostile_charsets_are_repairs_not_crashes(charset):
    """A NUL in a charset name raised ValueError; idna/punycode raised their own UnicodeError
    from the body; a 300-character name was quoted whole."""
    raw = (f'Content-Type: text/plain; charset="{charset}"\nSubject: =?{charset}?B?aGVsbG8=?='
           "\n\nhello world \xff").encode("latin-1")
    msg = parse_email(raw)
    assert "hello world" in msg.body
    assert any(d.startswith("body is not valid") and "\x00" not in d and len(d) < 80
               for d in msg.defects)
