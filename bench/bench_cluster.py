"""One k-means iteration and one EM iteration against scikit-learn, in the same run.

Prints time per iteration and the ratio ours / scikit-learn (lower is better; issue #17's
anchors: <= 1.2 at N=200,000 D=2 K=8 and N=100,000 D=50 K=64). With --anchors it also prints
numpy's floor for the same iterations: the bare Lloyd kernel with no steps (lloyd_floor), as a
ratio to scikit-learn and ours as a ratio to it (issue #30). All run with the same number of
BLAS/OpenMP threads (threadpoolctl), default 1. Times are this process's CPU time (the machine is
shared: wall time counts other people's work), best of several interleaved repeats
(bench/_timing.py).

    python bench/bench_cluster.py --anchors   # the anchor cases: iterations, floor, whole fits
    python bench/bench_cluster.py [--threads 1] [--quick]

Issue 30, 2026-12-02, --anchors --threads 1 (OMP_NUM_THREADS=1), nine runs in three sets of
three on the shared 2-core machine at load 4-7 (loop check, 10^7 Python additions, before each
run). Per iteration (iterations 2-6, median of paired rounds), N=200,000 then N=100,000; each
set's UTC time and loop checks (s); sklearn and ours in ms per iteration; "floor" is
lloyd_floor, the bare numpy kernel; "assign" the packed assignment alone; "sk" scikit-learn's
iteration; "whole fit" ours over scikit-learn's to convergence:

    D=2 K=8        sklearn    ours       ratio      floor/sk   ours/floor  assign/sk  whole fit
    04:04, 1.0-1.5 2.34-2.42  2.84-3.17  1.17-1.35  1.15-1.38  0.96-1.04   0.75-0.82  0.68-0.91
    04:38, 0.6-1.0 1.05-1.33  2.13-2.59  1.62-2.06  1.84-2.01  0.88-1.03   1.01-1.25  0.56-0.84
    04:51, 0.7-1.7 1.17-2.06  2.17-3.18  1.54-2.08  1.60-2.05  0.96-1.01   0.82-1.17  0.82-0.88

    D=50 K=64      ratio      floor/sk   ours/floor  whole fit
    04:04          0.95-1.12  1.00-1.25  0.89-0.95   0.65-0.67
    04:38          0.82-1.06  1.07-1.36  0.73-0.81   0.62-0.74
    04:51          0.92-0.98  1.09-1.38  0.69-0.84   0.59-0.69

At D=2 the Python overhead per iteration is gone: ours runs at 0.88-1.04 of the bare numpy
kernel in every run, and what is left of an iteration is that kernel (the packed assignment,
one float64 product of (K, D + 2) by (D + 2, block) and four whole-block integer passes, at
0.75-1.25 of scikit-learn's whole compiled iteration, then the new labels array a step keeps,
the moved points and the sums). The ratio to scikit-learn follows its own iteration, which
swung 1.05-2.42 ms between sets while ours moved 2.13-3.18 ms: the floor numpy sets is
1.15-2.05x scikit-learn's iteration; without a compiled kernel that is where this case stays.
Whole fits to convergence (30 iterations from the same centres) take 0.56-0.91 of
scikit-learn's time. At D=50 ours runs below the floor (0.69-0.95 of it: the bounds skip most
points), at
0.82-1.12 of scikit-learn's iteration.
"""
from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

from engine.cluster import GaussianMixture, KMeans  # noqa: E402


def per_iteration(make_fit, short=1, long=6, rounds=3):
    """(T(long) - T(short)) / (long - short): the cost of one iteration, without set-up; the
    median over ``rounds`` rounds that time both back to back (see :func:`anchors`)."""
    diffs = [timed(make_fit(long))[0] - timed(make_fit(short))[0] for _ in range(rounds)]
    return float(np.median(diffs)) / (long - short)


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


def assignment_floor(X, init, repeat=15):
    """CPU seconds of one full packed assignment (engine.cluster._common.nearest_packed) on the
    centred data, best of ``repeat``: what one iteration of the few-centres path cannot go
    below in numpy (the rest of an iteration is the cluster sums, the update and the steps)."""
    from engine.cluster._common import augmented_rows, nearest_packed, standardize

    Xc, shift, scale = standardize(X)
    XA = augmented_rows(Xc, np.einsum("ij,ij->i", Xc, Xc))
    C = (init - shift) / scale
    labels = np.empty(len(X), dtype=np.int32)
    return timed(lambda: nearest_packed(XA, C, labels), repeat)[0]


def lloyd_floor(X, init, iterations):
    """The bare numpy kernel of Lloyd's k-means, with no steps, no cost, no convergence test and
    no empty-cluster rule: an initial assignment, then ``iterations`` times mu_k = S_k / n_k
    and a new assignment. It runs the engine's own kernels on the centred data: with few
    centres in few dimensions the packed assignment and the sums moved by the points that
    changed cluster (engine.cluster.kmeans_assign.move_points), otherwise the float64 GEMM
    assignment of every point and the full sums, as scikit-learn's Lloyd does (KMeans prunes
    that assignment with distance bounds, so it can run below this one). Returns the labels."""
    from engine.cluster._common import (augmented_rows, cluster_sums, nearest_packed,
                                        nearest_two, standardize)
    from engine.cluster.kmeans_assign import move_points

    Xc, shift, scale = standardize(X)
    x_sq = np.einsum("ij,ij->i", Xc, Xc)
    C = (init - shift) / scale
    k, d = C.shape
    if k < 24 and d <= 8:
        XA = augmented_rows(Xc, x_sq)
        labels = nearest_packed(XA, C)
        stats = cluster_sums(Xc, labels, k)
        for _ in range(iterations):
            C = stats[0] / stats[1][:, None]
            new = nearest_packed(XA, C)
            moved = np.flatnonzero(new != labels)
            # [x; 1] of the moved points: no ||x||^2 row, as no cost is wanted
            move_points(stats, np.take(XA[:-1], moved, axis=1), np.take(labels, moved),
                        np.take(new, moved))
            labels = new
        return labels
    labels = nearest_two(Xc, C, x_sq, second=False)[0]
    for _ in range(iterations):
        sums, counts = cluster_sums(Xc, labels, k)
        C = sums / counts[:, None]
        labels = nearest_two(Xc, C, x_sq, second=False)[0]
    return labels


def anchors(threads):
    """k-means iterations 2..6 at the anchor sizes: ours, scikit-learn and numpy's floor (the
    bare Lloyd kernel, :func:`lloyd_floor`) interleaved in turning order, 40 rounds at D=2 (a
    fit takes ~20 ms) and 5 at D=50. Each round times a fit of 1 and of 6 iterations back to
    back; an iteration's cost is the median over rounds of (T6 - T1) / 5. The difference of
    the bests over all rounds (printed after it, as before) takes each from another round, so one
    disturbed series moves it: on this machine at load 10 it gave 4 ms/it for a 23 ms
    iteration. Whole fits: best of 3 at D=2, one at D=50."""
    from sklearn.cluster import KMeans as SkKMeans

    rng = np.random.default_rng(0)
    with blas_threads(threads):
        for n, d, k in [(200_000, 2, 8), (100_000, 50, 64)]:
            X = rng.normal(size=(n, d)) + rng.integers(0, 5, size=(n, 1)) * 2.0
            init = X[np.random.default_rng(0).choice(n, k, replace=False)]
            makers = {"ours": lambda it: KMeans(k, init=init, max_iter=it, tol=0).fit,
                      "sklearn": lambda it: SkKMeans(k, init=init, n_init=1, max_iter=it, tol=0,
                                                     algorithm="lloyd").fit,
                      "floor": lambda it: lambda X: lloyd_floor(X, init, it)}
            times = {(name, it): [] for name in makers for it in (1, 6)}
            names = list(makers)
            for r in range(40 if d == 2 else 5):
                # each round in another order: none always runs after the same one
                for name in names[r % 3:] + names[:r % 3]:
                    for it in (1, 6):
                        times[name, it].append(timed(lambda: makers[name](it)(X))[0])
            ours, ref, floor = (float(np.median(np.subtract(times[m, 6], times[m, 1]))) / 5
                                for m in makers)
            bests = {m: (min(times[m, 6]) - min(times[m, 1])) / 5 for m in makers}
            # the floor computes the same Lloyd: the same labels after six iterations
            same = np.array_equal(makers["floor"](6)(X), makers["ours"](6)(X).labels_)
            print(f"k-means N={n:,} D={d} K={k}: ours {ours * 1e3:.2f} ms/it, sklearn "
                  f"{ref * 1e3:.2f} ms/it, ratio {ours / ref:.2f} (iterations 2-6; difference "
                  f"of bests {bests['ours'] / bests['sklearn']:.2f})", flush=True)
            kernel = ("packed assignment, sums of the moved points" if k < 24 and d <= 8 else
                      "float64 GEMM assignment of every point, full sums")
            print(f"  numpy's floor, the bare Lloyd kernel ({kernel}; no steps): "
                  f"{floor * 1e3:.2f} ms/it = {floor / ref:.2f} of sklearn's; ours = "
                  f"{ours / floor:.2f} of the floor (same labels: {same})", flush=True)
            if k < 24 and d <= 8:
                alone = assignment_floor(X, init)
                print(f"  of which the packed assignment of every point alone (one product and "
                      f"four whole-array passes per block) {alone * 1e3:.2f} ms = "
                      f"{alone / ref:.2f} of sklearn's whole iteration", flush=True)
            # the whole fit to convergence (default tol), where the distance bounds prune most
            whole = {"ours": KMeans(k, init=init), "sklearn": SkKMeans(k, init=init, n_init=1,
                                                                       algorithm="lloyd")}
            t = {name: timed(lambda m=m: m.fit(X), 3 if d == 2 else 1)[0]
                 for name, m in whole.items()}
            print(f"  whole fit: ours {t['ours'] * 1e3:.0f} ms ({whole['ours'].n_iter_} it), "
                  f"sklearn {t['sklearn'] * 1e3:.0f} ms ({whole['sklearn'].n_iter_} it), ratio "
                  f"{t['ours'] / t['sklearn']:.2f}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    thread_arg(ap)
    ap.add_argument("--quick", action="store_true", help="smaller sizes only")
    ap.add_argument("--anchors", action="store_true", help="issue #17's two k-means cases only")
    args = ap.parse_args()
    if args.anchors:
        anchors(args.threads)
        return

    sizes = [10_000, 100_000] if args.quick else [10_000, 100_000, 1_000_000]
    rng = np.random.default_rng(0)
    with blas_threads(args.threads):
        print(f"{'algorithm':<22}{'N':>10}{'D':>4}{'K':>4}{'ours ms/it':>12}"
              f"{'sklearn ms/it':>15}{'ratio':>8}")
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
