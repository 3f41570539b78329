"""Test set-up shared by every test: Qt runs offscreen, set before anything imports Qt; the
hypothesis profiles (``ci`` by default, ``--hypothesis-profile=thorough`` for 10,000 examples)."""
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# as main.py does (see why there): the GUI thread gets the GIL back quickly from busy workers
sys.setswitchinterval(0.00005)

try:
    from hypothesis import HealthCheck, settings
except ImportError:          # hypothesis is a test dependency; engine tests without it still run
    pass
else:
    # A per-example deadline turns a hang into a failure; example counts keep CI within budget.
    # The deadline is for hangs, not speed: 10 s, because a loaded 2-core machine took 3.7 s
    # for an example that takes 0.3 s when it is quiet.
    settings.register_profile("ci", max_examples=40, deadline=10_000, derandomize=True,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.register_profile("thorough", max_examples=10_000, deadline=10_000,
                              suppress_health_check=[HealthCheck.too_slow])
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


import threading                                   # noqa: E402
from contextlib import contextmanager              # noqa: E402

import pytest                                      # noqa: E402


@contextmanager
def _watched_pipe(path):
    """Make a named pipe at ``path``; yields a :class:`threading.Event` set once anyone opened
    it. A writer thread waits to open the pipe; a reader that opens it lets that open return, the
    flag is set and the writer closes at once, so the reader sees an empty file instead of
    waiting forever. A reader that opened the pipe fails the test's ``assert not opened``; it
    does not hang it."""
    os.mkfifo(path)
    opened = threading.Event()

    def writer():
        fd = os.open(path, os.O_WRONLY)       # returns once a reader has opened the pipe
        opened.set()
        os.close(fd)

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        yield opened
    finally:
        if not opened.is_set():               # nobody opened it: release the writer ourselves
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
            thread.join()
            os.close(fd)
        thread.join()


@pytest.fixture
def watched_pipe():
    """``with watched_pipe(path) as opened: ...; assert not opened.is_set()`` — a named pipe
    that says whether a reader opened it (see :func:`_watched_pipe`)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs named pipes")
    return _watched_pipe
