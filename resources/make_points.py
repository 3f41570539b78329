"""Regenerate the sample point sets in resources/points/ (written by this project's generators).

    python resources/make_points.py

five_blobs_restarts.csv shows why restarts matter: two pairs of close blobs and a far one, K = 5.
One k-means run (Restarts 1) often ends with two centres in one blob and one centre on a pair
(15 of 40 seeds with Trellis's k-means++, plain D² sampling; scikit-learn's greedy k-means++ 2
of 40; measured by bench/bench_samples.py); ten restarts find the five blobs.
"""
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import datasets  # noqa: E402
from engine.io import write_points  # noqa: E402

OUT = Path(__file__).resolve().parent / "points"


def main():
    OUT.mkdir(exist_ok=True)
    X, y = datasets.make("blobs", 240, outliers=0.1, random_state=7)
    write_points(OUT / "blobs_with_outliers.csv", np.round(X, 4), ["x", "y"],
                 labels=np.where(y < 0, "outlier", "blob" + y.astype(str)))
    X, _ = datasets.make("anisotropic", 300, random_state=3)
    write_points(OUT / "anisotropic.csv", np.round(X, 4), ["x", "y"])
    rng = np.random.default_rng(11)
    centers = np.array([[0, 0, 0, 0], [4, 4, 0, 1], [0, 4, 4, -2]])
    X = np.concatenate([rng.normal(c, 0.8, (80, 4)) for c in centers])
    write_points(OUT / "four_dimensions.csv", np.round(X, 4), ["a", "b", "c", "d"])
    X, labels = restarts_blobs()
    write_points(OUT / "five_blobs_restarts.csv", np.round(X, 4), ["x", "y"], labels=labels)


RESTART_CENTERS = np.array([[0, 0], [3.2, 0], [11, 0], [11, 3.2], [5.5, 9]])


def restarts_blobs(n=50, sd=0.6, seed=5):
    """Five blobs of n points: (0, 0) and (3.2, 0) close, (11, 0) and (11, 3.2) close, one far."""
    rng = np.random.default_rng(seed)
    X = np.concatenate([rng.normal(c, sd, (n, 2)) for c in RESTART_CENTERS])
    return X, np.repeat([f"blob{i}" for i in range(len(RESTART_CENTERS))], n)


if __name__ == "__main__":
    main()
