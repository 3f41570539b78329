"""Vectorised building blocks shared by the clustering estimators."""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp

# Elements of the (rows x K) block of distances computed at once: small enough to stay in cache.
_BLOCK_ELEMENTS = 1 << 18


def squared_distances(X, C, x_sq=None):
    """Matrix of ||x_i - c_k||^2 via ||x||^2 - 2 x.c + ||c||^2 (one BLAS call), clipped at 0."""
    if x_sq is None:
        x_sq = np.einsum("ij,ij->i", X, X)
    d2 = X @ C.T
    d2 *= -2.0
    d2 += x_sq[:, None]
    d2 += np.einsum("ij,ij->i", C, C)[None, :]
    np.maximum(d2, 0.0, out=d2)
    return d2


def nearest_center(X, C, x_sq=None):
    """Labels argmin_k ||x_i - c_k||^2 and the minimal squared distances.

    ||x||^2 does not change which centre is nearest, so the blocks hold only ||c||^2 - 2 x.c and
    ||x||^2 is added to the minimum alone. Blocks of rows keep the work in cache.
    """
    n, k = X.shape[0], C.shape[0]
    if x_sq is None:
        x_sq = np.einsum("ij,ij->i", X, X)
    c_sq = np.einsum("ij,ij->i", C, C)
    neg2_ct = -2.0 * C.T
    labels = np.empty(n, dtype=np.int32)
    mind = np.empty(n, dtype=np.float64)
    rows = int(np.clip(_BLOCK_ELEMENTS // max(k, 1), 1024, 65536))
    # One buffer for every block: fresh multi-megabyte arrays each block cost page faults.
    buf = np.empty((min(rows, n), k))
    for start in range(0, n, rows):  # a loop over blocks; each block is one vectorised product
        stop = min(start + rows, n)
        g = np.matmul(X[start:stop], neg2_ct, out=buf[: stop - start])
        g += c_sq
        lab = g.argmin(axis=1)
        labels[start:stop] = lab
        mind[start:stop] = np.take_along_axis(g, lab[:, None], 1)[:, 0]
    mind += x_sq
    np.maximum(mind, 0.0, out=mind)
    return labels, mind


def cluster_sums(X, labels, n_clusters):
    """Per-cluster sums of the rows of X (R^T X) and the counts.

    R is built directly as a CSR matrix with one 1 per row (no COO conversion); R^T X is then a
    single sparse-dense product, faster than a bincount per feature or a dense one-hot product.
    """
    n = X.shape[0]
    onehot = sp.csr_matrix((np.ones(n), labels, np.arange(n + 1)), shape=(n, n_clusters))
    sums = np.asarray(onehot.T @ X)
    counts = np.bincount(labels, minlength=n_clusters).astype(np.float64)
    return sums, counts


def tolerance(X, tol):
    """Absolute tolerance on the centre shift: tol times the mean feature variance (as sklearn)."""
    return float(np.mean(np.var(X, axis=0)) * tol)
