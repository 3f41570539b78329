"""Principal component analysis by the SVD of the centred data."""
from __future__ import annotations

import numpy as np

from .._validation import DataError, check_fitted, check_int, check_points


class PCA:
    """Project onto the directions of largest variance.

    With X_c = X - mean = U S V^T, the components are the rows of V^T, the projection is
    X_c V_k, and component j explains variance S_j^2 / (n - 1).
    """

    def __init__(self, n_components: int = 2) -> None:
        self.n_components = n_components

    def fit(self, X) -> "PCA":
        """Centre, take the SVD, keep the first ``n_components`` directions."""
        X = check_points(X, min_samples=2)
        big = float(np.abs(X).max())
        if big > 1e150:
            raise DataError(f"X has values as large as {big:.3g}: their squares overflow double "
                            "precision. Rescale the data first.")
        k = check_int(self.n_components, "n_components", low=1, high=min(X.shape))
        self.mean_ = X.mean(axis=0)
        _, s, vt = np.linalg.svd(X - self.mean_, full_matrices=False)
        # fix signs (largest loading positive) so results do not flip between runs
        signs = np.sign(vt[np.arange(len(vt)), np.argmax(np.abs(vt), axis=1)])
        vt *= signs[:, None]
        var = s**2 / (X.shape[0] - 1)
        self.components_ = vt[:k]
        self.explained_variance_ = var[:k]
        total = var.sum()
        self.explained_variance_ratio_ = var[:k] / total if total > 0 else np.zeros(k)
        return self

    def transform(self, X) -> np.ndarray:
        """Coordinates on the components: (X − mean) V_k."""
        check_fitted(self, "components_")
        X = check_points(X)
        if X.shape[1] != self.mean_.shape[0]:
            raise ValueError(f"X has {X.shape[1]} features; the PCA was fitted on "
                             f"{self.mean_.shape[0]}.")
        return (X - self.mean_) @ self.components_.T

    def fit_transform(self, X) -> np.ndarray:
        """``fit(X).transform(X)``."""
        return self.fit(X).transform(X)
