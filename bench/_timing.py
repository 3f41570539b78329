"""How every bench script times (bench_spam aside): CPU time of this process, not wall time (the
machine is shared, and wall time counts other people's work), best of ``repeat`` runs (the least
disturbed), with a fixed number of BLAS/OpenMP threads for every library (threadpoolctl), stated
in one line so a result is never read without its thread count.

    from _timing import blas_threads, thread_arg, timed
    thread_arg(parser)                       # --threads, default 1
    with blas_threads(args.threads):         # prints "threads: 1 BLAS/OpenMP thread(s) …"
        seconds, result = timed(lambda: model.fit(X), repeat=3)

The scripts run as ``python bench/bench_x.py``, so this folder is on ``sys.path``.
"""
from __future__ import annotations

import math
import time
from contextlib import contextmanager
from typing import Callable, Iterator, TypeVar

T = TypeVar("T")


def timed(fn: Callable[[], T], repeat: int = 1, *, warmup: bool = False) -> tuple[float, T]:
    """(the fewest CPU seconds of ``repeat`` calls of ``fn``, the last call's result); with
    ``warmup`` one untimed call first (caches, lazy imports)."""
    if warmup:
        fn()
    best, out = math.inf, None
    for _ in range(repeat):
        start = time.process_time()
        out = fn()
        best = min(best, time.process_time() - start)
    return best, out


def thread_arg(parser) -> None:
    """Add ``--threads`` (BLAS/OpenMP threads for every library, default 1) to ``parser``."""
    parser.add_argument("--threads", type=int, default=1,
                        help="BLAS/OpenMP threads for every library (threadpoolctl); default 1")


@contextmanager
def blas_threads(n: int = 1) -> Iterator[None]:
    """Run the block with ``n`` BLAS/OpenMP threads in every library, after printing so."""
    from threadpoolctl import threadpool_limits

    print(f"threads: {n} BLAS/OpenMP thread(s) for every library (threadpoolctl); times are "
          "CPU seconds of this process, best of repeats", flush=True)
    with threadpool_limits(n):
        yield
