"""Every tab given bad files: a message in the tab, never a traceback, and the data on show kept.

A failing excepthook (and pytest-qt's own capture of exceptions in Qt slots) proves that no
exception escapes to the event loop."""
import sys
import threading

import pytest

from ui.runner import AlgorithmRunner

TABS = {
    "text": ("ui.tabs.text.tab", "TextTab"),
    "spam": ("ui.tabs.spam.tab", "SpamTab"),
    "hmm": ("ui.tabs.hmm.tab", "HmmTab"),
    "clustering": ("ui.tabs.clustering.tab", "ClusteringTab"),
    "svm": ("ui.tabs.svm.tab", "SvmTab"),
}

BAD = {
    "empty.txt": b"",
    "junk.bin": bytes(range(256)) * 64,
    "truncated-utf16.txt": "héllo wörld\n".encode("utf-16")[:-1],
    "bad-bom.txt": b"\xef\xbb" + "text after a broken BOM \xff\xfe".encode("latin-1"),
    "header-only.csv": b"x,y,label\n",
    "ragged.csv": b"x,y\n1,2\n3\n4,5,6,7\nfoo,bar\n",
    "junk.npz": b"PK\x03\x04junk",
    "nested.eml": b"Content-Type: multipart/mixed; boundary=a\n\n--a\n" * 50,
}


def tab_cls(key):
    import importlib

    module, name = TABS[key]
    return getattr(importlib.import_module(module), name)


def idle(tab):
    return not any(r.active for r in tab.findChildren(AlgorithmRunner))


@pytest.fixture
def escaped(monkeypatch):
    """Exceptions that reached sys.excepthook or threading.excepthook."""
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *exc: seen.append(exc))
    monkeypatch.setattr(threading, "excepthook", lambda args: seen.append(args))
    return seen


@pytest.mark.parametrize("key", sorted(TABS))
def test_bad_files_give_a_message_and_keep_the_data(qtbot, make_tab, tmp_path, escaped, key):
    tab = make_tab(tab_cls(key))
    qtbot.waitUntil(lambda: idle(tab), timeout=30_000)        # the sample, if the tab loads one
    for name, content in BAD.items():
        path = tmp_path / name
        path.write_bytes(content)
        before = tab.messages.text()
        tab.open_path(str(path))
        qtbot.waitUntil(lambda: idle(tab), timeout=30_000)
        qtbot.wait(20)
        assert escaped == [], (name, escaped)
        text = tab.messages.text()
        # a bad file is either refused with a message or read (a text tab reads any text)
        if tab.messages.kind in ("error", "warning"):
            assert text and "Traceback" not in text and not text.endswith(".."), (name, text)
        else:
            assert text != before or key == "text", (name, text)
    missing = tmp_path / "no such file.csv"
    tab.open_path(str(missing))
    qtbot.waitUntil(lambda: idle(tab), timeout=30_000)
    assert tab.messages.kind == "error" and "no such file" in tab.messages.text()
    assert escaped == []
