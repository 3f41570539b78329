"""Dimensionality reduction by feature extraction (the notes' second half): PCA (the exact
decomposition, and the power method with deflation stepped), LSI (truncated SVD of a sparse
term matrix, query folding), classical MDS and metric MDS by SMACOF (stepped, with stress)."""
from .lsi import LSI, Concept, QueryRanking
from .mds import (MAX_MDS_POINTS, METRICS, SMACOF, ClassicalMDS, Shepard, SMACOFStep,
                  check_dissimilarities, pairwise_distances, shepard_diagram)
from .pca import MATRICES, PCA, PCAStep

__all__ = ["ClassicalMDS", "Concept", "LSI", "MATRICES", "MAX_MDS_POINTS", "METRICS", "PCA",
           "PCAStep", "QueryRanking", "SMACOF", "SMACOFStep", "Shepard",
           "check_dissimilarities", "pairwise_distances", "shepard_diagram"]
