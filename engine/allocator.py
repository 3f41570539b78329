"""How the C allocator hands numpy's large temporaries back to the system: a process-wide
setting for an application or a script to choose once (the engine never changes it by itself).

numpy takes each array's memory from ``malloc``. glibc's ``malloc`` serves a block of more than
``M_MMAP_THRESHOLD`` bytes with a fresh ``mmap`` and returns it to the system on ``free``, and
it gives the top of its heap back (``M_TRIM_THRESHOLD``) once that much of it is free. Both
thresholds move with the process's history (glibc raises them when it frees a large mapped
block), so two runs of the same program can differ: in one, each call of a vectorised
algorithm gets its temporaries of a few hundred kB to a few MB back from the heap; in the other,
the heap top is trimmed after every call and the next call's temporaries fault their pages in
again, each page zeroed by the kernel. On this project's machine the first-order tagger tagged
UD English EWT's test set in 16 ms in the first kind of process and in 19–20 ms in the second
(≈2,300 page faults per call, measured with ``getrusage``), while hmmlearn's compiled Viterbi,
which allocates almost nothing, ran at the same speed in both. :func:`retain_freed_memory`
fixes both thresholds, so every process behaves like the first kind; ``main.py`` calls it for
the app, and ``bench/bench_hmm.py`` for both sides of its comparison.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

# mallopt's parameter numbers (glibc's malloc.h)
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3


def retain_freed_memory(trim_mb: int = 128, mmap_mb: int = 32) -> bool:
    """Fix glibc's ``malloc`` thresholds for the whole process: blocks up to ``mmap_mb`` MB come
    from the heap (glibc's own ceiling for its moving threshold is 32 MB on 64-bit systems,
    so larger arrays are still mapped and unmapped at once), and up to ``trim_mb`` MB of freed
    heap is kept for the next allocations instead of being handed back. Costs at most
    ``trim_mb`` MB of memory the process keeps after a peak; saves the page faults of
    re-touching it. Returns True if set; False on a C library without ``mallopt`` (macOS,
    Windows, musl), where nothing changes."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    # glibc returns 1 on success and 0 on a value it refuses
    return bool(mallopt(_M_MMAP_THRESHOLD, int(mmap_mb) << 20)) and \
        bool(mallopt(_M_TRIM_THRESHOLD, int(trim_mb) << 20))
