"""Reading a CSV of points: ``engine.io.read_points`` against ``numpy.loadtxt`` on the same
file, in the same run (issue 30: a 1,000,000 × 2 CSV in at most 2× loadtxt's time).

The file (a header line, then ``x,y`` rows written with 17 significant digits, so the numbers
read back exactly) is generated in a temporary folder. Both sides read it from the same page
cache; times are this process's CPU seconds, best of ``--repeat`` interleaved runs, one
BLAS/OpenMP thread (bench/_timing.py). The result arrays are checked to be identical.

    python bench/bench_points.py [--rows 1000000] [--cols 2] [--repeat 5] [--threads 1]

Issue 30, 2026-12-02, 1 thread, OMP_NUM_THREADS=1, shared 2-core machine at load 4-7; six
runs in two sets of three (the loop check, 10^7 Python additions, timed before each run):

    1,000,000 x 2 (39 MB)           read_points   numpy.loadtxt   ratio (goal <= 2)
    04:04 UTC, loop 1.6-3.7 s       686-697 ms    540-559 ms      1.25-1.27
    04:38 UTC, loop 0.76-0.84 s     533-653 ms    472-501 ms      1.13-1.30
"""
from __future__ import annotations

import argparse
import math
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

from engine.io import read_points  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--cols", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=5)
    thread_arg(ap)
    args = ap.parse_args()
    X = np.random.default_rng(0).normal(size=(args.rows, args.cols)) * 100
    with tempfile.TemporaryDirectory() as tmp, blas_threads(args.threads):
        path = Path(tmp) / "points.csv"
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(",".join(f"x{j + 1}" for j in range(args.cols)) + "\n")
            np.savetxt(fh, X, delimiter=",", fmt="%.17g")
        size = path.stat().st_size / 1e6
        best = {"ours": math.inf, "loadtxt": math.inf}
        for _ in range(args.repeat):          # interleaved: both see the same machine load
            t, ours = timed(lambda: read_points(path))
            best["ours"] = min(best["ours"], t)
            t, ref = timed(lambda: np.loadtxt(path, delimiter=",", skiprows=1, ndmin=2))
            best["loadtxt"] = min(best["loadtxt"], t)
        assert np.array_equal(ours.X, ref) and np.array_equal(ref, X)
        print(f"{args.rows:,} × {args.cols} CSV ({size:.0f} MB): read_points "
              f"{best['ours'] * 1e3:.0f} ms, numpy.loadtxt {best['loadtxt'] * 1e3:.0f} ms, "
              f"ratio {best['ours'] / best['loadtxt']:.2f} (issue 30: <= 2)")


if __name__ == "__main__":
    main()
