"""Issue 11's reproducers for the text engine: no hang, no library exception, no silent wrong
answer — each returns a correct result or raises Trellis's own message."""
import os

import pytest

from engine import DataError
from engine.io.text import decode_text, list_text_files, read_text, read_text_file
from engine.text import (collocations, inflect, iter_analyse, lemmas, normalization_table,
                         normalize, segment, tokenize)

FRENCH = ("Le garçon mange une pomme à côté de l'église.\nC'est déjà l'été; où sont les "
          "élèves?\n")


def test_catastrophic_regex_is_stopped_with_a_clear_message():
    tokenize("a" * 30 + "!", "regex", pattern=r"(a+)+$")     # the reproducer returns
    with pytest.raises(DataError, match="backtracks catastrophically"):
        tokenize("a" * 60 + "!", "regex", pattern=r"(a|aa)+$", timeout=0.3)


def test_segment_with_an_empty_word_ends():
    with pytest.raises(ValueError, match="dictionary is empty"):
        segment("abc", [""])
    assert segment("abc", ["", "b"]) == ["a", "b", "c"]


@pytest.mark.parametrize("bad", [-1, 0, 2.5, "3"])
def test_max_word_must_be_a_positive_integer(bad):
    with pytest.raises(ValueError, match="max_word"):
        segment("abc", ["ab"], max_word=bad)


def test_chunk_chars_zero_is_rejected_at_call_time():
    with pytest.raises(ValueError, match="chunk_chars"):
        iter_analyse("some text", "whitespace", chunk_chars=0)


def test_huge_window_costs_only_the_tokens():
    """A window of 10^8 must not make 10^8 of anything (measured by memory, not time)."""
    import tracemalloc

    tracemalloc.start()
    try:
        out = collocations(["a", "b", "c"], window=10**8)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 5_000_000, peak
    assert {b for b, _ in out} == {("a", "b"), ("a", "c"), ("b", "c")}
    with pytest.raises(DataError, match="window"):
        collocations(["w"] * 1_000_000, window=1000)


def test_inflect_and_lemmas_of_empty_strings():
    assert inflect("", "VBD") == ""
    assert lemmas("") == [lemmas("")[0]] and lemmas("")[0].lemma == ""
    with pytest.raises(ValueError, match="Penn tag"):
        inflect("be", "XYZ")


def test_are_is_a_form_of_be():
    assert (lemmas("are")[0].lemma, lemmas("are")[0].tag) == ("be", "VBP")
    assert lemmas("are")[0].recover() == "are"
    assert normalize(["am", "are", "is", "was", "were"], lemmatize=True) == ["be"] * 5


def test_normalize_table_tags_are_real_tags():
    rows = {r["token"]: r for r in normalization_table(["she", "it", "running", "the", "cars",
                                                        "Paris", "3", "."])}
    assert rows["she"]["tag"] == rows["it"]["tag"] == "PRP"
    assert (rows["running"]["lemma"], rows["running"]["tag"]) == ("run", "VBG")
    assert rows["the"]["tag"] == "DT" and rows["cars"]["tag"] == "NNS"
    assert rows["Paris"]["tag"] == "NNP" and rows["3"]["tag"] == "CD"
    assert all(r["recovered"].lower() == r["token"].lower() for r in rows.values())


def test_utf8_file_with_one_latin1_line_is_utf8_with_the_bad_bytes_reported(tmp_path):
    good = "Der Bär läuft über die Brücke. Καλημέρα. 안녕하세요.\n" * 20
    raw = good.encode("utf-8") + "Un café crème à Noël.\n".encode("latin-1") + good.encode()
    path = tmp_path / "mixed.txt"
    path.write_bytes(raw)
    f = read_text_file(path)
    assert f.encoding == "utf-8" and "Der Bär läuft über die Brücke" in f.text
    assert f.replaced == 4 and f.bad_lines == (21,)
    assert "line 21" in f.report() and "mixed.txt" in f.report()
    assert read_text(path)[0] == f.text


@pytest.mark.parametrize("text", [FRENCH, "Ça va très bien.\n", "Été.\n", "Noël à Paris.\n",
                                  "Hélène et François sont allés au marché.\n" * 3])
def test_latin1_french_is_read_as_western(text):
    f = decode_text(text.encode("latin-1"))
    assert f.encoding in ("cp1252", "latin-1") and f.text == text


def test_cyrillic_and_korean_single_byte_pages_still_detected():
    russian = "Привет, как дела? Это простой русский текст для проверки.\n" * 5
    f = decode_text(russian.encode("cp1251"))
    assert f.text == russian
    korean = "나는 학교에 간다. 오늘은 날씨가 맑다!\n" * 5
    assert decode_text(korean.encode("cp949")).encoding == "cp949"


def test_truncated_utf16_and_lying_bom_are_data_errors_or_reported(tmp_path):
    truncated = "broken text here".encode("utf-16")[:-1]
    f = decode_text(truncated, "t.txt")        # one dangling byte: replaced and reported
    assert f.text.startswith("broken text her") and f.replaced == 1
    lying = b"\xef\xbb\xbf" + "café crème à la carte ".encode("latin-1") * 50
    with pytest.raises(DataError, match="byte-order mark"):
        decode_text(lying, "d.txt")
    with pytest.raises(DataError, match="folder"):
        read_text_file(tmp_path)
    with pytest.raises(DataError, match="Cannot read"):
        read_text_file(tmp_path / "missing.txt")


def test_unreadable_sub_folder_is_listed_not_fatal(tmp_path, monkeypatch):
    (tmp_path / "a.txt").write_text("fine")
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "b.txt").write_text("hidden")
    real = os.scandir

    def scandir(path="."):      # as chmod 000 would, even for root
        if os.fspath(path) == os.fspath(locked):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    files, skipped = list_text_files(tmp_path)
    assert [f.name for f in files] == ["a.txt"]
    assert skipped == [("locked", "cannot list this folder (Permission denied)")]


def test_listing_skips_hidden_files_and_other_suffixes(tmp_path):
    (tmp_path / "a.txt").write_text("x")
    (tmp_path / ".hidden.txt").write_text("x")
    (tmp_path / "image.png").write_bytes(b"\x89PNG")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.md").write_text("y")
    files, skipped = list_text_files(tmp_path)
    assert [f.name for f in files] == ["a.txt", "b.md"] and skipped == []


@pytest.mark.parametrize("call, error", [
    (lambda: tokenize(b"bytes"), TypeError),
    (lambda: tokenize("x", "regex", pattern="(unclosed"), ValueError),
    (lambda: tokenize("x", "nonsense"), ValueError),
    (lambda: tokenize("x", "whitespace", mwes="San Francisco"), TypeError),
    (lambda: normalize("not a list"), TypeError),
    (lambda: collocations("ab"), TypeError),
    (lambda: collocations(["a", "b"], top=-1), ValueError),
])
def test_wrong_types_get_trellis_messages(call, error):
    with pytest.raises(error) as info:
        call()
    assert "must" in str(info.value) or "invalid" in str(info.value)


def test_chunks_never_split_a_token_or_its_marks():
    from engine.text import analyse

    text = "\u0301\u3000\u0301e\u0301 abc"
    for chunk in (1, 2, 3):
        assert analyse(text, "whitespace", chunk_chars=chunk).tokens == text.split()


@pytest.mark.parametrize("measure", ["chi2", "llr", "t", "pmi", "raw"])
def test_tiny_texts_score_finite(measure):
    import numpy as np

    for tokens in (["\u0301", "\u0301"], ["a", "a", "a"], ["a", "b"]):
        scores = [s for _, s in collocations(tokens, measure)]
        assert scores and np.all(np.isfinite(scores))
