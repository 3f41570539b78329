"""Bad input, round three (issue 24), the file side: the HTML stripper is linear and capped,
folder readers stay inside the folder the user chose, and no reader opens a pipe or a device.
Every test here failed (or hung) before its fix."""
import os

import pytest

from engine import DataError
from engine.hmm import read_tagged, read_tagged_folder
from engine.io import read_documents, read_points, read_text_file
from engine.spam import load_corpus, parse_email, strip_html
from engine.text.spelling import read_confusion

# -- the HTML stripper --------------------------------------------------------------------------


def test_html_beyond_the_cap_is_not_read_and_the_message_says_so():
    """No cap before: 400,000 "<" took 46 s and froze the window (re holds the GIL)."""
    from engine.spam.email_text import MAX_HTML_CHARS

    html = "<p>visible</p>" + "x " * (MAX_HTML_CHARS // 2) + " TAILWORD"
    assert "TAILWORD" not in strip_html(html) and "visible" in strip_html(html)
    raw = b"Content-Type: text/html\n\n" + html.encode()
    msg = parse_email(raw)
    assert "TAILWORD" not in msg.body
    assert any("only the first" in d for d in msg.defects)


@pytest.mark.parametrize("hostile, kept", [
    ("<script" * 30_000 + " after", "after"),       # 20 s before: each <script scanned to the end
    ("<" * 400_000 + "b>after", "after"),          # 46 s before: each < scanned to the end
    ("<br" * 100_000 + " after", "after"),
    ("<!--" * 100_000 + " after", "after"),
    ("<style>" * 50_000 + " after", "after"),
])
def test_hostile_html_is_stripped_in_one_pass(hostile, kept):
    assert kept in strip_html(hostile).split()


def test_unclosed_scripts_and_comments_keep_the_text_after_them():
    assert strip_html("a<script>x<b>y</b>").split() == ["a", "x", "y"]
    assert strip_html("a<!-- x <b>c</b>").split() == ["a", "x", "c"]
    assert strip_html("<script>var x=1;</script><!-- c -->a<i>b</i>").split() == ["a", "b"]
    assert strip_html("<style>p{}</style>one<br>two&amp;three").split() == ["one", "two&three"]


# -- symbolic links out of the chosen folder ----------------------------------------------------

@pytest.fixture
def outside(tmp_path):
    """A folder beside the chosen one, holding what must never be read."""
    out = tmp_path / "outside"
    out.mkdir()
    for i in range(3):
        (out / f"secret{i}.txt").write_text(f"secret words number {i}")
    return out


def _corpus_folder(root):
    for label in ("ham", "spam"):
        (root / label).mkdir(parents=True)
        for i in range(2):
            (root / label / f"{i}.txt").write_text(f"{label} message {i}")
    return root


def test_spam_corpus_does_not_follow_links_out_of_the_folder_or_back_up(tmp_path, outside):
    """A link to /etc/ssl became 291 "spam" messages; a link to the parent read files 41 times;
    two self-links made the walk exponential."""
    root = _corpus_folder(tmp_path / "corpus")
    os.symlink(outside, root / "spam" / "ssl")
    os.symlink(outside / "secret0.txt", root / "ham" / "leak.txt")
    os.symlink(root, root / "ham" / "up")
    os.symlink(root / "spam", root / "spam" / "self1")
    os.symlink(root / "spam", root / "spam" / "self2")
    corpus = load_corpus(root)
    assert sorted(corpus.sources) == ["ham/0.txt", "ham/1.txt", "spam/0.txt", "spam/1.txt"]
    assert not any("secret" in t for t in corpus.texts)
    problems = " | ".join(corpus.problems)
    assert "spam/ssl: a link to" in problems and "outside the folder" in problems
    assert "ham/leak.txt: a link to" in problems
    assert "ham/up: a folder already read" in problems and "spam/self1" in problems


def test_a_link_inside_the_folder_is_read_once(tmp_path):
    root = _corpus_folder(tmp_path / "corpus")
    (root / "spam" / "more").mkdir()
    (root / "spam" / "more" / "2.txt").write_text("spam message 2")
    os.symlink(root / "spam" / "more", root / "spam" / "again")
    corpus = load_corpus(root)
    assert sum("message 2" in t for t in corpus.texts) == 1


def test_documents_do_not_read_files_linked_from_outside(tmp_path, outside):
    root = tmp_path / "docs"
    (root / "a").mkdir(parents=True)
    (root / "a" / "own.txt").write_text("own words")
    os.symlink(outside / "secret1.txt", root / "a" / "leak.txt")
    os.symlink(outside, root / "b")
    docs = read_documents(root)
    assert docs.texts == ("own words",)
    assert any("a/leak.txt: a link to" in p for p in docs.problems)
    assert any(p.startswith("b: a link to") for p in docs.problems)


def test_tagged_folder_does_not_read_files_linked_from_outside(tmp_path, outside):
    root = tmp_path / "tagged"
    root.mkdir()
    (root / "a.txt").write_text("The/DET cat/NOUN\n")
    (outside / "b.txt").write_text("Secret/NOUN words/NOUN\n")
    os.symlink(outside / "b.txt", root / "b.txt")
    skipped = []
    corpus = read_tagged_folder(root, skipped=skipped)
    assert corpus.n_tokens == 2
    assert any(s.startswith("b.txt: a link to") for s in skipped)


# -- pipes and devices ----------------------------------------------------------------------------

@pytest.mark.parametrize("reader", [read_points, read_confusion, read_tagged])
def test_readers_never_open_a_pipe(tmp_path, watched_pipe, reader):
    """read_points and read_confusion opened a pipe and waited forever (Cancel left the worker
    thread behind; closing froze for 10 s)."""
    with watched_pipe(tmp_path / "pipe.csv") as opened:
        with pytest.raises(DataError, match="not a regular file"):
            reader(tmp_path / "pipe.csv")
        assert not opened.is_set()


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
@pytest.mark.parametrize("reader", [read_points, read_confusion])
def test_readers_refuse_a_link_to_a_device(tmp_path, reader):
    """A link to /dev/zero was read until memory ran out (/dev/null is the harmless device
    here: before the fix it was read as an empty file)."""
    os.symlink("/dev/null", tmp_path / "device.csv")
    with pytest.raises(DataError, match="not a regular file"):
        reader(tmp_path / "device.csv")


def test_a_pipe_opened_as_a_corpus_is_named_as_such(tmp_path, watched_pipe):
    """It said "Not a directory" (a pipe was listed as a folder)."""
    with watched_pipe(tmp_path / "corpus") as opened:
        with pytest.raises(DataError, match="not a regular file"):
            load_corpus(tmp_path / "corpus")
        assert not opened.is_set()


def test_pipes_in_folders_are_listed_not_opened(tmp_path, watched_pipe):
    root = _corpus_folder(tmp_path / "corpus")
    with watched_pipe(root / "spam" / "pipe.txt") as opened:
        corpus = load_corpus(root)
        assert not opened.is_set()
    assert len(corpus) == 4
    assert any("spam/pipe.txt: not a regular file" in p for p in corpus.problems)


def test_a_points_file_of_one_huge_line_is_refused_before_splitting_it(tmp_path):
    """A single line of 2,000,000 numbers took seconds and became one point of 2,000,000
    features (the Clustering tab then froze on it)."""
    from engine.io.points import MAX_COLUMNS

    path = tmp_path / "line.csv"
    path.write_text(",".join(["1.5"] * (MAX_COLUMNS + 1)) + "\n")
    with pytest.raises(DataError, match="first line has more than 100,000 values"):
        read_points(path)
    path.write_text("\n".join(",".join(["1"] * 50) for _ in range(3)))
    assert read_points(path).X.shape == (3, 50)


@pytest.mark.parametrize("reader", [read_points, read_text_file])
def test_a_file_too_large_for_memory_is_refused_before_reading(tmp_path, reader, monkeypatch):
    """A file of gigabytes was read whole (and decoded: several times its size). A sparse file
    stands for it here: 3 GB long, no disk used; the budget is fixed at 2 GiB (it is half the
    machine's memory)."""
    from engine import _validation

    monkeypatch.setattr(_validation, "MEMORY_BUDGET", 2 * 1024**3)
    path = tmp_path / "huge.csv"
    with open(path, "wb") as f:
        f.truncate(3 * 10**9)
    with pytest.raises(DataError, match=r"huge.csv \(3,000 MB\) would need about \d+\.\d GB"):
        reader(path)
