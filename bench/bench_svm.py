"""SVM training time against scikit-learn's SVC (libsvm), in the same run, printed as ratios.

    python bench/bench_svm.py [--threads 1] [--sizes 500,2000,5000,10000]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.svm import SVC  # noqa: E402


def best(fn, repeat=2):
    t = np.inf
    for _ in range(repeat):
        s = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - s)
    return t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--sizes", default="500,2000,5000,10000")
    args = ap.parse_args()
    from sklearn.svm import SVC as SkSVC
    from threadpoolctl import threadpool_limits

    rng = np.random.default_rng(0)
    print(f"threads: {args.threads}")
    print(f"{'kernel':<8}{'N':>7}{'ours s':>10}{'sklearn s':>11}{'ratio':>8}{'iters':>8}")
    with threadpool_limits(args.threads):
        for n in map(int, args.sizes.split(",")):
            X = rng.normal(size=(n, 2))
            y = np.where(X[:, 0] + 0.5 * X[:, 1] + 0.4 * rng.normal(size=n) > 0, 1, -1)
            for kernel in ("linear", "rbf"):
                ours = SVC(1.0, kernel=kernel)
                t_ours = best(lambda: ours.fit(X, y))
                t_ref = best(lambda: SkSVC(C=1.0, kernel=kernel, cache_size=1000).fit(X, y))
                print(f"{kernel:<8}{n:>7}{t_ours:>10.3f}{t_ref:>11.3f}{t_ours / t_ref:>8.2f}"
                      f"{ours.n_iter_:>8}", flush=True)


if __name__ == "__main__":
    main()
