"""Vectorised building blocks shared by the clustering estimators."""
from __future__ import annotations

import numpy as np
import scipy.sparse as sp

from .._validation import check_magnitude

# Elements of the (rows x K) block of distances computed at once: small enough to stay in cache.
_BLOCK_ELEMENTS = 1 << 17
# below this many centres the minimum runs over centres (rows of the block), above over points
_FEW_CENTERS = 24


def standardize(X: np.ndarray, *, scale: bool = True) -> tuple[np.ndarray, np.ndarray, float]:
    """(X - m) / s with m the mean and s the largest |centred value| (1 with ``scale=False``).

    ||x||^2 - 2 x.c + ||c||^2 loses every digit when the data share a large offset (1.7e12 + i:
    the squares are 3e24 and their difference is below float64's resolution), so the estimators
    centre first, as scikit-learn does; scaling to [-1, 1] keeps 1e-300 data from underflowing.
    Values so large that their squares overflow are refused with advice instead of NaN costs.
    """
    check_magnitude(X)
    shift = column_means(X)
    Xc = X - shift
    # max |x| as max(max x, -min x): no |Xc| temporary (a fresh 3 MB array costs more in page
    # faults than the two reductions)
    s = max(float(Xc.max()), -float(Xc.min())) if scale and Xc.size else 1.0
    if not s > 0 or not np.isfinite(s):
        s = 1.0
    if s != 1.0:
        Xc /= s
    return Xc, shift, s


# up to this many columns numpy's axis-0 reductions walk the rows one by one (a mean over
# 200,000 x 2 costs 2.4 ms, the same sums as one BLAS product 0.1 ms); wider, they are fast
_NARROW = 8


def column_means(X: np.ndarray) -> np.ndarray:
    """m_j = (1/N) sum_i x_ij, as ones^T X / N (one BLAS product) for narrow X."""
    if X.ndim == 2 and 0 < X.shape[1] <= _NARROW and len(X):
        return (np.ones(len(X)) @ X) / len(X)
    return X.mean(axis=0)


def squared_distances(X, C, x_sq=None):
    """Matrix of ||x_i - c_k||^2 via ||x||^2 - 2 x.c + ||c||^2 (one BLAS call), clipped at 0.

    Without ``x_sq`` both sides are first shifted by the centres' mean (distances do not change;
    the expansion then keeps its digits even for data far from the origin)."""
    if x_sq is None:
        ref = C.mean(axis=0)
        X, C = X - ref, C - ref
        x_sq = np.einsum("ij,ij->i", X, X)
    d2 = X @ C.T
    d2 *= -2.0
    d2 += x_sq[:, None]
    d2 += np.einsum("ij,ij->i", C, C)[None, :]
    np.maximum(d2, 0.0, out=d2)
    return d2


def nearest_center(X: np.ndarray, C: np.ndarray,
                   x_sq: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Labels argmin_k ||x_i - c_k||^2 and the minimal squared distances.

    ||x||^2 does not change which centre is nearest, so the blocks hold only ||c||^2 - 2 x.c and
    ||x||^2 is added to the minimum alone. Without ``x_sq`` (a caller outside the estimators'
    centred loop) both sides are shifted by the centres' mean first, so points far from the
    origin keep their digits.
    """
    X = np.asarray(X, dtype=np.float64)
    C = np.asarray(C, dtype=np.float64)
    if x_sq is None:
        ref = C.mean(axis=0)
        X, C = X - ref, C - ref
        x_sq = np.einsum("ij,ij->i", X, X)
    labels, best, _ = nearest_two(X, C, x_sq, second=False)
    return labels, best


def nearest_two(X: np.ndarray, C: np.ndarray, x_sq: np.ndarray, *, second: bool = True,
                augmented: bool = False) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Labels argmin_k ||x_i - c_k||^2, the smallest squared distance and (``second``) the
    second smallest (inf with one centre), by ||x||^2 + min_k (||c||^2 - 2 x.c).

    Each block of ||c||^2 - 2 x.c is one BLAS product, in cache. With few centres the block is
    laid out K x rows and the minimum runs over its K rows with whole-row operations (numpy's
    argmin over rows of 8 values costs ~20 ns a row; K row operations cost ~1 ns a point);
    with many centres argmin over each point's row is vectorised and faster. Both keep the
    first of equal centres, as scikit-learn does. With ``augmented`` X carries a last column of
    ones, and the product [x, 1] . [-2c, ||c||^2] gives the block without a separate pass.
    """
    labels, best, sec = _nearest_blocks(X, C, second, augmented)
    best += x_sq
    np.maximum(best, 0.0, out=best)
    if second:
        sec += x_sq
        np.maximum(sec, 0.0, out=sec)
    return labels, best, sec


def nearest_two_screened(X32: np.ndarray, X: np.ndarray, C: np.ndarray, x_sq: np.ndarray,
                         x_norm: np.ndarray, slack: float = 0.0
                         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`nearest_two`'s labels exactly, from a float32 pass checked in float64.

    ``X32`` is [x, 1] in float32 (``X`` the float64 points, ``x_norm`` = ||x||). In float32,
    ||c||^2 - 2 x.c is off by at most E = γ (2 ||x|| max||c|| + max||c||^2) with
    γ = 2 (D + 3) 2^-24 (twice the textbook bound on a dot product of D + 1 rounded terms, any
    summation order). A point whose two nearest centres differ by more than 2E has the same
    nearest centre in exact arithmetic, hence in float64 (errors ~1e-16 of those sizes); the
    few closer calls are recomputed in float64. Returns the labels, an upper bound on the
    smallest squared distance and a lower bound on the second smallest (exact where recomputed),
    each widened by ``slack``: what distance bounds need.
    """
    labels, best, sec = _nearest_blocks(X32, C, True, True, np.float32)
    c_norm = float(np.sqrt(np.einsum("ij,ij->i", C, C).max())) if len(C) else 0.0
    gamma = 2.0 * (X.shape[1] + 3) * 2.0 ** -24
    err = x_norm * (2.0 * gamma * c_norm)
    err += gamma * c_norm * c_norm
    gap = sec - best
    close = np.flatnonzero(gap <= 2.0 * err)
    err += slack
    best += x_sq
    best += err
    sec += x_sq
    sec -= err
    if close.size:
        lab, b, s = nearest_two(np.take(X, close, axis=0), C, np.take(x_sq, close))
        labels[close], best[close], sec[close] = lab, b + slack, s - slack
    np.maximum(sec, 0.0, out=sec)
    return labels, best, sec


def augmented_rows(X: np.ndarray, x_sq: np.ndarray) -> np.ndarray:
    """The (D + 2, N) array [x^T; 1; ||x||^2] that :func:`nearest_packed` multiplies."""
    out = np.empty((X.shape[1] + 2, X.shape[0]))
    out[:-2] = X.T
    out[-2] = 1.0
    out[-1] = x_sq
    return out


def nearest_packed(XA: np.ndarray, C: np.ndarray, labels: np.ndarray | None = None) -> np.ndarray:
    """Labels argmin_k ||x_i - c_k||^2 for few centres (K < 24), block by block in cache.

    ``XA`` is :func:`augmented_rows`; one product [-2c, ||c||^2, 1] . [x; 1; ||x||^2] gives each
    block's K x rows squared distances. The label is packed into the lowest b = ceil(log2 K)
    bits of each distance's float64 bit pattern (non-negative floats order as their integers),
    so one integer minimum over the K rows gives the nearest centre and its index together:
    no argmin over short rows, no per-centre label bookkeeping. Packing moves a distance by
    < 2^b ulp (~1e-15 relative), below the rounding of the expansion itself, so labels are the
    float64 argmin's up to ties at rounding level, which go to the first centre as in
    scikit-learn. (A distance rounded below zero is a point on a centre: its integer is below
    every non-negative one, so it still wins.) Writes into ``labels`` when given.
    """
    k, n = C.shape[0], XA.shape[1]
    c_sq = np.einsum("ij,ij->i", C, C)
    coef = np.column_stack([-2.0 * C, c_sq, np.ones(k)])
    if labels is None:
        labels = np.empty(n, dtype=np.int32)
    bits = max(1, (k - 1).bit_length())
    keep = np.int64(~((1 << bits) - 1))
    index = np.arange(k, dtype=np.int64)[:, None]
    # K x rows float64 blocks of 1 MB stay in L2 (N = 200k, K = 8: 4k rows 1.6 ms per call,
    # 8k-24k 1.15 ms, 32k 1.6 ms: the blocks then spill)
    size = min(max(_BLOCK_ELEMENTS // k, 2048), max(n, 1))
    buf = np.empty((k, size))             # one buffer for every block (no page faults)
    ints = buf.view(np.int64)
    low = np.empty(size, dtype=np.int64)
    for start in range(0, n, size):     # a loop over blocks; each block is whole-array work
        stop = min(start + size, n)
        w = stop - start
        np.matmul(coef, XA[:, start:stop], out=buf[:, :w])
        g = ints[:, :w]
        np.bitwise_and(g, keep, out=g)
        np.bitwise_or(g, index, out=g)
        m = np.minimum.reduce(g, axis=0, out=low[:w])
        np.bitwise_and(m, (1 << bits) - 1, out=labels[start:stop], casting="unsafe")
    return labels


def _nearest_blocks(X, C, second, augmented, dtype=np.float64):
    """Labels, min_k (||c||^2 - 2 x.c) and the second smallest, block by block in ``dtype``."""
    n, k = X.shape[0], C.shape[0]
    c_sq = np.einsum("ij,ij->i", C, C)
    m2c = -2.0 * C
    if augmented:
        m2c = np.column_stack([m2c, c_sq])
    m2c = m2c.astype(dtype, copy=False)
    c_sq = c_sq.astype(dtype)
    labels = np.zeros(n, dtype=np.int32)
    best = np.empty(n)
    sec = np.full(n, np.inf) if second else None
    rows = int(np.clip(_BLOCK_ELEMENTS // max(k, 1), 1024, 65536))
    size = min(rows, max(n, 1))
    # one buffer for every block: fresh multi-megabyte arrays each block cost page faults
    flat = np.empty(k * size, dtype=dtype)
    few = k < _FEW_CENTERS
    if few:
        b = np.empty(size, dtype=dtype)
        s = np.empty(size, dtype=dtype)
        t = np.empty(size, dtype=dtype)
        mask = np.empty(size, dtype=bool)
        lab = np.empty(size, dtype=np.int8)    # K < 24 fits; a narrow type is less traffic
        pick = np.empty(size, dtype=np.int8)
    for start in range(0, n, rows):  # a loop over blocks; each block is one vectorised product
        stop = min(start + rows, n)
        w = stop - start
        if not few:
            g = np.matmul(X[start:stop], m2c.T, out=flat[: k * w].reshape(w, k))
            if not augmented:
                g += c_sq
            lb = g.argmin(axis=1)
            labels[start:stop] = lb
            at = (np.arange(w), lb)
            best[start:stop] = g[at]
            if second and k > 1:
                g[at] = np.inf   # (argmin + gather: 4x faster than min over short rows)
                sec[start:stop] = g[at[0], g.argmin(axis=1)]
            continue
        g = np.matmul(m2c, X[start:stop].T, out=flat[: k * w].reshape(k, w))
        if not augmented:
            g += c_sq[:, None]
        bw, lw, mk, pk = b[:w], lab[:w], mask[:w], pick[:w]
        bw[:] = g[0]
        lw[:] = 0
        if second:
            sw, tw = s[:w], t[:w]
            sw[:] = np.inf
        for j in range(1, k):          # a loop over centres, each a whole-row operation
            row = g[j]
            if second:
                np.maximum(bw, row, out=tw)
                np.minimum(sw, tw, out=sw)
            # branch-free (masked writes mispredict on random masks): a strict new minimum at
            # centre j > every label so far, so label = max(label, j * [row < best])
            np.less(row, bw, out=mk)
            np.minimum(bw, row, out=bw)
            np.multiply(mk, np.int8(j), out=pk)
            np.maximum(lw, pk, out=lw)
        labels[start:stop] = lw
        best[start:stop] = bw
        if second:
            sec[start:stop] = sw
    return labels, best, sec


def predict_nearest(model, X) -> np.ndarray:
    """Index of the nearest of ``model.cluster_centers_`` for each row of X (k-means' centres,
    k-medoids' medoids)."""
    from .._validation import check_array, check_features, check_fitted

    check_fitted(model, "cluster_centers_")
    X = check_array(X)
    check_features(model, X, model.cluster_centers_.shape[1])
    return nearest_center(X, model.cluster_centers_)[0]


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
    """Absolute tolerance on the centre shift: tol times the mean feature variance (as sklearn),
    (1/D) sum_j var_j = ||X - m||_F^2 / (N D), two passes as np.var but block by block: np.var
    makes whole-size temporaries (40 MB at 100,000 x 50), whose fresh pages cost up to 200 ms
    on a busy machine, and its axis-0 reductions walk a narrow array row by row."""
    if not X.size:
        return float(np.mean(np.var(X, axis=0)) * tol)
    m = column_means(X)
    rows = max(1, _BLOCK_ELEMENTS // X.shape[1])
    total = 0.0
    for start in range(0, len(X), rows):   # a loop over blocks; each block is whole-array work
        d = X[start:start + rows] - m
        total += float(np.vdot(d, d))
    return total / X.size * tol
