"""One k-means iteration and one EM iteration against scikit-learn, in the same run.

Prints time per iteration and the ratio ours / scikit-learn (lower is better; issue #17's
anchors: <= 1.2 at N=200,000 D=2 K=8 and N=100,000 D=50 K=64). Both run with the same number of
BLAS/OpenMP threads (threadpoolctl), default 1. Times are this process's CPU time (the machine is
shared: wall time counts other people's work), best of several interleaved repeats.

    python bench/bench_cluster.py --anchors   # the anchor cases: iterations, whole fits
    python bench/bench_cluster.py [--threads 1] [--quick]
"""
from __future__ import annotations

import argparse
import sys
import time
import warnings
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cluster import GaussianMixture, KMeans  # noqa: E402


def best_time(fn, repeat=3):
    best = np.inf
    for _ in range(repeat):
        t = time.process_time()
        fn()
        best = min(best, time.process_time() - t)
    return best


def per_iteration(make_fit, short=1, long=6):
    """(T(long) - T(short)) / (long - short): the cost of one iteration, without set-up."""
    return (best_time(make_fit(long)) - best_time(make_fit(short))) / (long - short)


def bench_kmeans(X, k):
    from sklearn.cluster import KMeans as SkKMeans

    init = X[np.random.default_rng(0).choice(len(X), k, replace=False)]
    ours = per_iteration(lambda it: lambda: KMeans(k, init=init, max_iter=it, tol=0).fit(X))
    ref = per_iteration(lambda it: lambda: SkKMeans(k, init=init, n_init=1, max_iter=it, tol=0,
                                                    algorithm="lloyd").fit(X))
    return ours, ref


def bench_gmm(X, k, kind):
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.mixture import GaussianMixture as SkGMM

    d = X.shape[1]
    means = X[np.random.default_rng(0).choice(len(X), k, replace=False)]
    w = np.full(k, 1 / k)
    cov = {"full": np.stack([np.eye(d)] * k), "diag": np.ones((k, d)), "spherical": np.ones(k)}[kind]
    ours = per_iteration(lambda it: lambda: GaussianMixture(
        k, covariance_type=kind, weights_init=w, means_init=means, covariances_init=cov,
        max_iter=it, tol=0).fit(X), 1, 4)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConvergenceWarning)
        ref = per_iteration(lambda it: lambda: SkGMM(
            k, covariance_type=kind, weights_init=w, means_init=means, precisions_init=cov,
            max_iter=it, tol=0).fit(X), 1, 4)
    return ours, ref


def anchors(threads):
    """k-means iterations 2..6 at the anchor sizes, ours and scikit-learn interleaved 5 times."""
    from sklearn.cluster import KMeans as SkKMeans
    from threadpoolctl import threadpool_limits

    print(f"threads: {threads} BLAS/OpenMP thread(s), both libraries (threadpoolctl); CPU time")
    rng = np.random.default_rng(0)
    with threadpool_limits(threads):
        for n, d, k in [(200_000, 2, 8), (100_000, 50, 64)]:
            X = rng.normal(size=(n, d)) + rng.integers(0, 5, size=(n, 1)) * 2.0
            init = X[np.random.default_rng(0).choice(n, k, replace=False)]
            makers = {"ours": lambda it: KMeans(k, init=init, max_iter=it, tol=0),
                      "sklearn": lambda it: SkKMeans(k, init=init, n_init=1, max_iter=it, tol=0,
                                                     algorithm="lloyd")}
            best = {}
            for _ in range(5):
                for name, make in makers.items():
                    for it in (1, 6):
                        t = best_time(lambda: make(it).fit(X), 1)
                        best[name, it] = min(best.get((name, it), np.inf), t)
            ours, ref = ((best[m, 6] - best[m, 1]) / 5 for m in makers)
            print(f"k-means N={n:,} D={d} K={k}: ours {ours * 1e3:.1f} ms/it, sklearn "
                  f"{ref * 1e3:.1f} ms/it, ratio {ours / ref:.2f} (iterations 2-6)", flush=True)
            # the whole fit to convergence (default tol), where the distance bounds prune most
            whole = {"ours": KMeans(k, init=init), "sklearn": SkKMeans(k, init=init, n_init=1,
                                                                       algorithm="lloyd")}
            t = {name: best_time(lambda m=m: m.fit(X), 1) for name, m in whole.items()}
            print(f"  whole fit: ours {t['ours'] * 1e3:.0f} ms ({whole['ours'].n_iter_} it), "
                  f"sklearn {t['sklearn'] * 1e3:.0f} ms ({whole['sklearn'].n_iter_} it), ratio "
                  f"{t['ours'] / t['sklearn']:.2f}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="smaller sizes only")
    ap.add_argument("--anchors", action="store_true", help="issue #17's two k-means cases only")
    args = ap.parse_args()
    from threadpoolctl import threadpool_limits

    if args.anchors:
        anchors(args.threads)
        return

    sizes = [10_000, 100_000] if args.quick else [10_000, 100_000, 1_000_000]
    print(f"threads: {args.threads} (BLAS/OpenMP, both libraries)")
    print(f"{'algorithm':<22}{'N':>10}{'D':>4}{'K':>4}{'ours ms/it':>12}{'sklearn ms/it':>15}"
          f"{'ratio':>8}")
    rng = np.random.default_rng(0)
    with threadpool_limits(args.threads):
        for n in sizes:
            for d in (2, 50):
                X = rng.normal(size=(n, d)) + rng.integers(0, 5, size=(n, 1)) * 2.0
                for k in (8, 64):
                    rows = [("k-means", *bench_kmeans(X, k))]
                    if n * k * d <= 100_000 * 64 * 50:
                        kind = "full" if d == 2 else "diag"
                        rows.append((f"GMM ({kind})", *bench_gmm(X, k, kind)))
                    for name, ours, ref in rows:
                        print(f"{name:<22}{n:>10,}{d:>4}{k:>4}{ours * 1e3:>12.1f}{ref * 1e3:>15.1f}"
                              f"{ours / ref:>8.2f}", flush=True)


if __name__ == "__main__":
    main()
