"""engine.io.documents: folders the tests write (every encoding the Text tab reads, sub-folders as
labels, bad files reported and skipped), the Spam tab's corpus as documents, the built-in sample
(its size, its topics, and that LSI separates them)."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import DataError, Progress, run_job
from engine.io.documents import (Documents, documents_from_corpus, iter_read_documents,
                                 iter_sample_documents, read_documents, sample_path)
from engine.workflows.documents import iter_read_corpus_documents
from engine.spam import load_corpus

from contract import call

ENCODED = {
    "utf8.txt": ("Der Bär läuft über die Brücke.", "utf-8"),
    "bom.txt": ("Un café crème, s'il vous plaît.", "utf-8-sig"),
    "utf16.txt": ("Καλημέρα κόσμε, good morning.", "utf-16"),
    "korean.txt": ("은행에서 대출을 받았다. 강둑에 앉았다.", "cp949"),
    "latin1.txt": ("Señor Muñoz visitó la Ciudad de México.", "latin-1"),
}


def write_tree(root):
    for i, (name, (text, enc)) in enumerate(ENCODED.items()):
        folder = root / ("alpha" if i % 2 else "beta")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(text.encode(enc))
    (root / "beta" / "deeper").mkdir()
    (root / "beta" / "deeper" / "nested.txt").write_text("Nested files keep the top label.")
    (root / "beta" / "empty.txt").write_text("   \n")
    (root / "beta" / "binary.txt").write_bytes(b"\x00\x01\x02\x03binary" * 20)
    (root / "beta" / "picture.png").write_bytes(b"\x89PNG")
    (root / "top.txt").write_text("A file at the top of the folder.")


def test_every_encoding_is_read_and_sub_folders_are_labels(tmp_path):
    write_tree(tmp_path)
    docs = read_documents(tmp_path)
    by_name = dict(zip(docs.names, docs.texts))
    for name, (text, _) in ENCODED.items():
        match = [n for n in by_name if n.endswith(name)]
        assert match and by_name[match[0]] == text, name
    label = dict(zip(docs.names, docs.labels))
    assert label["beta/deeper/nested.txt"] == "beta" and label["alpha/bom.txt"] == "alpha"
    assert label["top.txt"] == tmp_path.name
    assert docs.classes == tuple(sorted({"alpha", "beta", tmp_path.name}))
    assert len(docs) == 7 and len(docs.encodings) == 7
    problems = " ".join(docs.problems)
    assert "beta/empty.txt: empty file, skipped" in problems and "binary.txt" in problems
    assert "picture.png" not in " ".join(docs.names)
    assert docs.notes and "2 file(s)" in docs.notes[0]


def test_a_flat_folder_has_no_labels(tmp_path):
    for i in range(3):
        (tmp_path / f"d{i}.txt").write_text(f"document number {i}")
    docs = read_documents(tmp_path)
    assert docs.labels is None and docs.classes == () and docs.names == ("d0.txt", "d1.txt",
                                                                          "d2.txt")


def test_reading_yields_progress_and_returns_documents(tmp_path):
    for i in range(450):
        (tmp_path / f"{i:03d}.txt").write_text(f"text {i}")
    job = iter_read_documents(tmp_path)
    items = []
    try:
        while True:
            items.append(next(job))
    except StopIteration as stop:
        docs = stop.value
    assert all(isinstance(p, Progress) for p in items) and len(items) >= 4
    assert isinstance(docs, Documents) and len(docs) == 450


def test_bad_folders_are_refused_when_called(tmp_path):
    with pytest.raises(DataError, match="does not exist"):
        iter_read_documents(tmp_path / "missing")
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(DataError, match="is a file"):
        iter_read_documents(tmp_path / "file.txt")
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(DataError, match="holds no text files"):
        read_documents(empty)
    (empty / "blank.txt").write_text("")
    with pytest.raises(DataError, match="None of the 1 file"):
        read_documents(empty)


def test_forced_encoding_reports_files_it_cannot_decode(tmp_path):
    (tmp_path / "a.txt").write_bytes("강둑".encode("cp949"))
    (tmp_path / "b.txt").write_text("plain ascii")
    docs = read_documents(tmp_path, encoding="utf-8")
    assert docs.names == ("b.txt",) and "not valid utf-8" in docs.problems[0]


def test_the_spam_corpus_as_documents():
    import resources
    corpus = load_corpus(resources.path("spam"))
    docs = run_job(iter_read_corpus_documents(resources.path("spam")))
    assert docs.texts == tuple(corpus.texts) and docs.labels == tuple(map(str, corpus.labels))
    assert set(docs.classes) == {"ham", "spam"} and len(docs.names) == len(docs)
    assert documents_from_corpus(corpus) == docs
    with pytest.raises(DataError, match="does not exist"):
        iter_read_corpus_documents(resources.path("no-such-corpus"))


def test_the_built_in_sample():
    docs = run_job(iter_sample_documents())
    assert sample_path().name == "documents" and not docs.problems
    assert 4 <= len(docs.classes) <= 5
    sizes = np.unique(docs.labels, return_counts=True)[1]
    assert np.all((15 <= sizes) & (sizes <= 25))
    # polysemy on purpose: "bank" in two topics, "mouse" and "python" in two others
    for word, topics in {"bank": {"finance", "rivers"}, "mouse": {"computing", "wildlife"},
                         "python": {"computing", "wildlife"}}.items():
        found = {lab for lab, t in zip(docs.labels, docs.texts) if word in t.lower()}
        assert topics <= found, word


def test_lsi_on_the_sample_separates_its_topics():
    from engine.cluster import KMeans
    from engine.metrics import adjusted_rand_score, purity
    from engine.reduce import LSI
    from engine.text.document_term import term_matrix

    docs = run_job(iter_sample_documents())
    tm = term_matrix(docs.texts, stop_words="english", stemmer="porter", min_df=2)
    U = LSI(5, random_state=0).fit(tm.X).document_vectors_
    U /= np.linalg.norm(U, axis=1, keepdims=True)
    labels = KMeans(5, n_init=10, random_state=0).fit(U).labels_
    assert purity(docs.labels, labels) > 0.7 and adjusted_rand_score(docs.labels, labels) > 0.4


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.binary(max_size=200), min_size=1, max_size=4))
def test_any_bytes_are_read_or_reported(tmp_path_factory, blobs):
    root = tmp_path_factory.mktemp("docs")
    for i, raw in enumerate(blobs):
        (root / f"f{i}.txt").write_bytes(raw)
    docs = call(lambda: read_documents(root))
    if docs is not None:
        assert len(docs) + len(docs.problems) >= 1
        assert all(t.strip() for t in docs.texts)
