#!/usr/bin/env python
"""Hostile inputs against ordinary ones of the same size, in the same run: the timings the
engine tests no longer assert (issue 24: no test asserts a time).

Each line is one case: the hostile input's CPU time, the reference's (an ordinary input of the
same length through the same function, or numpy for the points reader) and their ratio. A ratio
near 1 means the hostile input costs what any input of its size costs (linear); a quadratic
regression shows as a ratio in the hundreds.

    python bench/bench_bad_input.py [--repeat 3] [--threads 1]

Times are this process's CPU time, best of ``--repeat`` (bench/_timing.py).
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402


def cases(tmp: Path):
    import numpy as np

    from engine.io import read_points
    from engine.spam import parse_email, strip_html
    from engine.spam.terms import TOKEN
    from engine.text import collocations

    prose = ("<p>Dear friend, <b>win</b> a prize today &amp; claim it.</p>\n" * 20_000)
    yield ("strip_html: 400,000 '<'", lambda: strip_html("<" * 400_000),
           "400,000 characters of HTML", lambda: strip_html(prose[:400_000]))
    yield ("strip_html: 30,000 unclosed '<script'", lambda: strip_html("<script" * 30_000),
           "210,000 characters of HTML", lambda: strip_html(prose[:210_000]))
    words = ("notes from the meeting about the budget " * 1100)[:40_000]
    yield ("spam tokens: 40,000 '_'", lambda: TOKEN.findall("_" * 40_000),
           "40,000 characters of words", lambda: TOKEN.findall(words))
    nested = (b"Subject: many\nContent-Type: multipart/mixed; boundary=b0\n\n"
              + b"".join(b"--b%d\nContent-Type: multipart/mixed; boundary=b%d\n\n" % (i, i + 1)
                         for i in range(5000)) + b"hello there\n")
    plain = b"Subject: one\n\n" + b"hello there " * (len(nested) // 12)
    yield ("parse_email: 5,000 nested boundaries", lambda: parse_email(nested),
           "a plain message of the same size", lambda: parse_email(plain))
    tokens = ["w%d" % (i % 50) for i in range(3000)]
    yield ("collocations: window 10^8", lambda: collocations(tokens, window=10**8),
           "window 3,000 (the whole text, the same pairs)",
           lambda: collocations(tokens, window=len(tokens)))
    path = tmp / "points.csv"
    np.savetxt(path, np.random.default_rng(1).normal(size=(200_000, 2)), delimiter=",",
               fmt="%.6f")
    yield ("read_points: 200,000 rows", lambda: read_points(path),
           "np.loadtxt of the same file", lambda: np.loadtxt(path, delimiter=","))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    thread_arg(ap)
    args = ap.parse_args()
    with blas_threads(args.threads), tempfile.TemporaryDirectory() as tmp:
        print(f"{'case':<40} {'s':>8}   {'reference':<46} {'s':>8}  ratio")
        for name, fn, ref_name, ref in cases(Path(tmp)):
            ours, _ = timed(fn, args.repeat, warmup=True)
            base, _ = timed(ref, args.repeat, warmup=True)
            print(f"{name:<40} {ours:8.4f}   {ref_name:<46} {base:8.4f}  {ours / base:5.2f}",
                  flush=True)


if __name__ == "__main__":
    main()
