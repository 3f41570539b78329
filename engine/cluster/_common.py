"""Vectorised building blocks shared by the clustering estimators."""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp

# Rows per block when a full (n_samples, n_clusters) matrix would be too large to hold at once.
_CHUNK = 1 << 16


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
    """Labels argmin_k ||x_i - c_k||^2 and the minimal squared distances, computed in blocks."""
    n = X.shape[0]
    if x_sq is None:
        x_sq = np.einsum("ij,ij->i", X, X)
    labels = np.empty(n, dtype=np.int32)
    mind = np.empty(n, dtype=np.float64)
    for start in range(0, n, _CHUNK):  # blocks of rows bound memory, each block is vectorised
        stop = min(start + _CHUNK, n)
        d2 = squared_distances(X[start:stop], C, x_sq[start:stop])
        labels[start:stop] = np.argmin(d2, axis=1)
        mind[start:stop] = np.take_along_axis(d2, labels[start:stop, None].astype(np.intp), 1)[:, 0]
    return labels, mind


def cluster_sums(X, labels, n_clusters):
    """Per-cluster sums of the rows of X and the counts, as one sparse product R^T X."""
    n = X.shape[0]
    onehot = sp.csr_matrix((np.ones(n), (labels, np.arange(n))), shape=(n_clusters, n))
    sums = np.asarray(onehot @ X)
    counts = np.bincount(labels, minlength=n_clusters).astype(np.float64)
    return sums, counts


def tolerance(X, tol):
    """Absolute tolerance on the centre shift: tol times the mean feature variance (as sklearn)."""
    return float(np.mean(np.var(X, axis=0)) * tol)
