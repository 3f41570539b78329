"""Dimensionality reduction (feature extraction)."""
from .pca import PCA

__all__ = ["PCA"]
