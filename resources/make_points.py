"""Regenerate the sample point sets in resources/points/ (written by this project's generators).

    python resources/make_points.py
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


if __name__ == "__main__":
    main()
