"""SVM training time against scikit-learn, in the same run, printed as ratios (ours / theirs,
lower is better). Times are this process's CPU time (the machine is shared), best of repeats,
with one BLAS thread (threadpoolctl) unless --threads says otherwise (bench/_timing.py).

    python bench/bench_svm.py [--threads 1] [--sizes 500,2000,5000,10000]   # SMO vs libsvm
    python bench/bench_svm.py --linear      # LinearSVM (primal Newton) vs LinearSVC (liblinear)

Issue #17's anchors: SMO RBF at N = 2,000 / 5,000 <= 1.5x / 1.2x libsvm; the linear path
<= 1.5x liblinear at N = 500 ... 10,000.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

from engine.svm import SVC  # noqa: E402


def squared_hinge_objective(w, b, X, t, C):
    """½(‖w‖² + b²) + C Σ max(0, 1 − t f)², the problem both linear solvers minimise."""
    m = np.maximum(0.0, 1 - t * (X @ w + b))
    return 0.5 * (w @ w + b * b) + C * float(m @ m)


def linear(sizes):
    """LinearSVM against LinearSVC (liblinear, its default dual='auto' choice) on the SVM tab's
    2-D points and on sparse text-like data (5,000 features, 1% non-zero)."""
    import warnings

    import scipy.sparse as sp
    from sklearn.svm import LinearSVC

    from engine.linear import LinearSVM

    warnings.simplefilter("ignore")
    rng = np.random.default_rng(0)
    print(f"{'data':<14}{'N':>7}{'ours ms':>10}{'liblinear ms':>14}{'ratio':>8}"
          f"{'objective gap':>15}")
    for kind in ("2-D points", "sparse text"):
        for n in sizes:
            if kind == "2-D points":
                X = rng.normal(size=(n, 2))
                y = np.where(X[:, 0] + 0.5 * X[:, 1] + 0.4 * rng.normal(size=n) > 0, 1, -1)
            else:
                X = sp.random(n, 5000, density=0.01, random_state=n, format="csr")
                y = np.where(X @ rng.normal(size=5000) + 0.1 * rng.normal(size=n) > 0, 1, -1)
            ours = LinearSVM(C=1.0)
            t_ours, _ = timed(lambda: ours.fit(X, y), 3)
            ref = LinearSVC(C=1.0)
            t_ref, _ = timed(lambda: ref.fit(X, y), 3)
            t = np.where(y > 0, 1.0, -1.0)
            o = squared_hinge_objective(ours.coef_[0], ours.intercept_[0], X, t, 1.0)
            r = squared_hinge_objective(ref.coef_[0], ref.intercept_[0], X, t, 1.0)
            print(f"{kind:<14}{n:>7}{t_ours * 1e3:>10.1f}{t_ref * 1e3:>14.1f}"
                  f"{t_ours / t_ref:>8.2f}{(o - r) / r:>15.1e}", flush=True)
    print("objective gap = (ours - liblinear) / liblinear; negative: ours is closer to the "
          "minimum")


def main():
    ap = argparse.ArgumentParser()
    thread_arg(ap)
    ap.add_argument("--sizes", default="500,2000,5000,10000")
    ap.add_argument("--linear", action="store_true", help="the linear path against liblinear")
    args = ap.parse_args()
    from sklearn.svm import SVC as SkSVC

    rng = np.random.default_rng(0)
    if args.linear:
        with blas_threads(args.threads):
            linear([int(s) for s in args.sizes.split(",")])
        return
    with blas_threads(args.threads):
        print(f"{'kernel':<8}{'N':>7}{'ours s':>10}{'sklearn s':>11}{'ratio':>8}{'iters':>8}")
        for n in map(int, args.sizes.split(",")):
            X = rng.normal(size=(n, 2))
            y = np.where(X[:, 0] + 0.5 * X[:, 1] + 0.4 * rng.normal(size=n) > 0, 1, -1)
            for kernel in ("linear", "rbf"):
                ours = SVC(1.0, kernel=kernel)
                t_ours, _ = timed(lambda: ours.fit(X, y), 2)
                t_ref, _ = timed(lambda: SkSVC(C=1.0, kernel=kernel, cache_size=1000).fit(X, y), 2)
                print(f"{kernel:<8}{n:>7}{t_ours:>10.3f}{t_ref:>11.3f}{t_ours / t_ref:>8.2f}"
                      f"{ours.n_iter_:>8}", flush=True)


if __name__ == "__main__":
    main()
