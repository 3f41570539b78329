"""engine.allocator.retain_freed_memory: after it, numpy's large temporaries come back from the
heap instead of faulting fresh pages in on every call. The allocator's settings are the
process's, so each check runs in a Python of its own."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# five rounds of two 3 MB temporaries, the page faults of each round (below numpy's 4 MB, from
# which it asks for huge pages: one fault per 2 MB would make the count depend on the kernel)
ROUNDS = """
import json, resource, sys
import numpy as np
if sys.argv[1] == "retain":
    from engine.allocator import retain_freed_memory
    assert retain_freed_memory() is True
def faults():
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt
out = []
for _ in range(5):
    f = faults()
    a = np.ones(375_000)
    b = a + 1.0
    del a, b
    out.append(faults() - f)
print(json.dumps(out))
"""


def _faults(mode: str) -> list[int]:
    # glibc read at its start as the least favourable process history: every block above
    # 64 kB mapped afresh, the heap top handed back at once
    env = dict(os.environ, PYTHONPATH=str(ROOT), MALLOC_MMAP_THRESHOLD_="65536",
               MALLOC_TRIM_THRESHOLD_="0")
    done = subprocess.run([sys.executable, "-c", ROUNDS, mode], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt")
def test_after_it_repeated_temporaries_fault_no_pages_in():
    before, after = _faults("keep"), _faults("retain")
    # 6 MB of fresh pages is ~1,500 faults of 4 kB: every round without it, only the first with
    assert min(before[1:]) > 1000
    assert max(after[1:]) < 50


def test_it_says_whether_it_could_change_anything():
    code = "from engine.allocator import retain_freed_memory as r; print(r())"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.stdout.strip() == ("True" if sys.platform.startswith("linux") else "False")
