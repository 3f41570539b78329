"""k-NN (engine.neighbors.KNeighborsClassifier) against scikit-learn's KNeighborsClassifier
(algorithm="brute") and least squares / ridge (engine.linear.LinearRegression, Ridge) against
scikit-learn's LinearRegression / Ridge, in the same run, on the same data, with the same number
of BLAS/OpenMP threads (threadpoolctl, default 1; CPU time, best of --repeat:
bench/_timing.py). Prints each time, the ratio ours / scikit-learn, and whether the predictions
(k-NN) or coefficients (regression, max |Δ|) agree.

Cases: k-NN on dense points (Euclidean), on a sparse tf-idf matrix (cosine, the Spam tab's
case; the synthetic corpus of bench_reduce), and least squares on a tall dense matrix.

    python bench/bench_regress.py [--scale 1.0] [--threads 1] [--repeat 3]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402
from bench_reduce import synthetic_tfidf  # noqa: E402

from engine.linear import LinearRegression, Ridge  # noqa: E402
from engine.neighbors import KNeighborsClassifier  # noqa: E402


def row(name, ours, ref, agree):
    print(f"{name:<40} ours {ours:8.3f} s   scikit-learn {ref:8.3f} s   ratio "
          f"{ours / ref:6.2f}   {agree}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--repeat", type=int, default=3)
    thread_arg(parser)
    args = parser.parse_args()
    from sklearn.linear_model import LinearRegression as SkLinear
    from sklearn.linear_model import Ridge as SkRidge
    from sklearn.neighbors import KNeighborsClassifier as SkKNN

    rng = np.random.default_rng(0)
    n = int(20_000 * args.scale)
    X = rng.normal(size=(n, 10))
    y = (X[:, 0] + X[:, 1] ** 2 + rng.normal(0, 0.5, n) > 1).astype(int)
    Q = rng.normal(size=(int(5_000 * args.scale), 10))
    D = synthetic_tfidf(int(4_000 * args.scale), 20_000)
    labels = rng.integers(0, 3, D.shape[0])
    split = D.shape[0] * 3 // 4
    A = rng.normal(size=(int(200_000 * args.scale), 50))
    t = A @ rng.normal(size=50) + rng.normal(size=A.shape[0])
    with blas_threads(args.threads):
        for name, ours, ref, Xf, yf, Xq in [
                (f"k-NN dense euclidean k=5 {n:,} x 10", KNeighborsClassifier(5),
                 SkKNN(5, algorithm="brute"), X, y, Q),
                (f"k-NN tf-idf cosine k=5 {D.shape[0]:,} docs",
                 KNeighborsClassifier(5, metric="cosine"),
                 SkKNN(5, metric="cosine", algorithm="brute"), D[:split], labels[:split],
                 D[split:])]:
            s_ours, p_ours = timed(lambda: ours.fit(Xf, yf).predict(Xq), args.repeat)
            s_ref, p_ref = timed(lambda: ref.fit(Xf, yf).predict(Xq), args.repeat)
            row(name, s_ours, s_ref, f"predictions equal: {np.mean(p_ours == p_ref):.4%}")
        size = f"{A.shape[0]:,} x {A.shape[1]}"
        for name, ours, ref in [(f"least squares (QR) {size}", LinearRegression(), SkLinear()),
                                (f"ridge alpha=1 (qr: Cholesky) {size}", Ridge(1.0), SkRidge(1.0))]:
            s_ours, m_ours = timed(lambda: ours.fit(A, t), args.repeat)
            s_ref, m_ref = timed(lambda: ref.fit(A, t), args.repeat)
            row(name, s_ours, s_ref, f"max |Δcoef| {np.abs(m_ours.coef_ - m_ref.coef_).max():.1e}")


if __name__ == "__main__":
    main()
