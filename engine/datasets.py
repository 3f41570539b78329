"""Point-set generators for the clustering tab (and scripts): all seeded, all pure numpy.

Each generator returns ``(X, y)``: points of shape (n_samples, 2) (1 column for ``coins``) and the
true group of each point (-1 for added outliers).
"""
from __future__ import annotations

import numpy as np

from ._validation import check_int, check_positive, check_random_state

# The notes' coin example ([ML] 10. EM Algorithm): coins of three countries told apart by weight
# alone (grams).
COIN_TYPES = (("100 yen", 4.8, 0.12), ("500 won", 7.7, 0.15), ("1 dollar (100 cent)", 8.1, 0.15))


def _split(n, parts):
    sizes = np.full(parts, n // parts)
    sizes[: n % parts] += 1
    return sizes


def blobs(n_samples=300, *, centers=3, cluster_std=1.0, random_state=None):
    """Isotropic Gaussian blobs around ``centers`` random centres in [-8, 8]^2."""
    n = check_int(n_samples, "n_samples", low=1)
    k = check_int(centers, "centers", low=1)
    rng = check_random_state(random_state)
    mu = rng.uniform(-8, 8, size=(k, 2))
    y = np.repeat(np.arange(k), _split(n, k))
    return mu[y] + rng.normal(scale=cluster_std, size=(n, 2)), y


def anisotropic(n_samples=300, *, centers=3, random_state=None):
    """Blobs sheared by a linear map: elongated, tilted clusters that k-means cuts wrongly."""
    X, y = blobs(n_samples, centers=centers, random_state=random_state)
    return X @ np.array([[0.6, -0.64], [-0.41, 0.85]]), y


def unequal_variance(n_samples=300, *, centers=3, random_state=None):
    """Blobs with standard deviations 1.0, 2.5 and 0.5 (cycled)."""
    n = check_int(n_samples, "n_samples", low=1)
    k = check_int(centers, "centers", low=1)
    rng = check_random_state(random_state)
    mu = rng.uniform(-8, 8, size=(k, 2))
    std = np.resize([1.0, 2.5, 0.5], k)
    y = np.repeat(np.arange(k), _split(n, k))
    return mu[y] + rng.normal(size=(n, 2)) * std[y, None], y


def moons(n_samples=300, *, noise=0.08, random_state=None):
    """Two interleaving half circles."""
    n = check_int(n_samples, "n_samples", low=2)
    rng = check_random_state(random_state)
    n0, n1 = _split(n, 2)
    t0, t1 = np.linspace(0, np.pi, n0), np.linspace(0, np.pi, n1)
    X = np.concatenate([np.c_[np.cos(t0), np.sin(t0)], np.c_[1 - np.cos(t1), 0.5 - np.sin(t1)]])
    y = np.repeat([0, 1], [n0, n1])
    return X + rng.normal(scale=noise, size=X.shape), y


def circles(n_samples=300, *, factor=0.5, noise=0.05, random_state=None):
    """A small circle inside a large one."""
    n = check_int(n_samples, "n_samples", low=2)
    rng = check_random_state(random_state)
    n0, n1 = _split(n, 2)
    t0 = np.linspace(0, 2 * np.pi, n0, endpoint=False)
    t1 = np.linspace(0, 2 * np.pi, n1, endpoint=False)
    X = np.concatenate([np.c_[np.cos(t0), np.sin(t0)], factor * np.c_[np.cos(t1), np.sin(t1)]])
    y = np.repeat([0, 1], [n0, n1])
    return X + rng.normal(scale=noise, size=X.shape), y


def coins(n_samples=300, *, random_state=None):
    """The notes' coin weights: 1-D data from three overlapping Gaussians (see COIN_TYPES)."""
    n = check_int(n_samples, "n_samples", low=1)
    rng = check_random_state(random_state)
    y = np.repeat(np.arange(len(COIN_TYPES)), _split(n, len(COIN_TYPES)))
    mean = np.array([c[1] for c in COIN_TYPES])
    std = np.array([c[2] for c in COIN_TYPES])
    return (mean[y] + rng.normal(size=n) * std[y])[:, None], y


def add_outliers(X, y, fraction=0.05, *, spread=3.0, random_state=None):
    """Append ``fraction * n`` points drawn uniformly from a box ``spread`` times the data's
    range around its centre; they are labelled -1."""
    check_positive(fraction, "fraction", allow_zero=True)
    rng = check_random_state(random_state)
    m = int(round(fraction * len(X)))
    if m == 0:
        return X, y
    lo, hi = X.min(axis=0), X.max(axis=0)
    mid, half = (lo + hi) / 2, np.maximum(hi - lo, 1e-9) * spread / 2
    out = rng.uniform(mid - half, mid + half, size=(m, X.shape[1]))
    return np.concatenate([X, out]), np.concatenate([y, np.full(m, -1)])


GENERATORS = {
    "blobs": blobs,
    "anisotropic": anisotropic,
    "unequal variance": unequal_variance,
    "moons": moons,
    "circles": circles,
    "coins (1-D)": coins,
}


def make(name, n_samples=300, *, outliers=0.0, random_state=None):
    """Generate a named data set, optionally with a fraction of uniform outliers."""
    if name not in GENERATORS:
        raise ValueError(f"Unknown data set {name!r}; choose one of {', '.join(GENERATORS)}.")
    X, y = GENERATORS[name](n_samples, random_state=random_state)
    seed = None if random_state is None else random_state + 1
    return add_outliers(X, y, outliers, random_state=seed)


# -- labelled sets for classification (labels +1 / −1, or 0..K−1) ---------------------------

def two_class(name, n_samples=80, *, random_state=None):
    """Two-class sets for the SVM: separable, overlapping, xor, circles, moons; labels ±1."""
    n = check_int(n_samples, "n_samples", low=4)
    rng = check_random_state(random_state)
    half = n // 2
    if name in ("separable", "overlapping"):
        spread = 0.6 if name == "separable" else 1.4
        X = np.r_[rng.normal([1.6, 1.6], spread, (half, 2)),
                  rng.normal([-1.6, -1.6], spread, (n - half, 2))]
        y = np.r_[np.ones(half), -np.ones(n - half)]
    elif name == "xor":
        X = rng.uniform(-2, 2, (n, 2))
        X += np.sign(X) * 0.25   # a gap along the axes
        y = np.where(X[:, 0] * X[:, 1] > 0, 1.0, -1.0)
    elif name in ("circles", "moons"):
        X, y01 = (circles if name == "circles" else moons)(n, random_state=random_state)
        X = X * 2
        y = np.where(y01 == 0, 1.0, -1.0)
    else:
        raise ValueError(f"Unknown data set {name!r}; choose one of {', '.join(TWO_CLASS)}.")
    return X, y


TWO_CLASS = ("separable", "overlapping", "xor", "circles", "moons")


def multi_class(n_samples=120, *, n_classes=3, random_state=None):
    """K Gaussian classes around a circle, labels 0..K−1."""
    n = check_int(n_samples, "n_samples", low=2)
    k = check_int(n_classes, "n_classes", low=2)
    rng = check_random_state(random_state)
    angles = 2 * np.pi * np.arange(k) / k
    centers = 2.2 * np.c_[np.cos(angles), np.sin(angles)]
    y = np.repeat(np.arange(k), _split(n, k))
    return centers[y] + rng.normal(scale=0.8, size=(n, 2)), y


def feature_map_1d(n_samples=30, *, random_state=None):
    """1-D points no threshold separates: class +1 at |x| > 1, class −1 in between."""
    rng = check_random_state(random_state)
    x = np.r_[rng.uniform(-3, -1.2, n_samples // 3), rng.uniform(-0.8, 0.8, n_samples // 3),
              rng.uniform(1.2, 3, n_samples - 2 * (n_samples // 3))]
    y = np.where(np.abs(x) > 1, 1.0, -1.0)
    return x, y
