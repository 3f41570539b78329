"""Clustering: k-means, online k-means, k-medoids, soft k-means and Gaussian mixtures, each
steppable.

Every estimator has ``fit`` and ``iter_fit``; ``iter_fit`` validates its input and returns a
generator of frozen step objects, and ``fit`` simply drains it (one code path).
"""
from ._common import nearest_center, squared_distances, standardize
from .gmm import COVARIANCE_TYPES, GaussianMixture, GMMStep, weighted_log_prob
from .kmeans import KMeans, KMeansStep
from .kmedoids import KMedoids, KMedoidsStep
from .online import OnlineKMeans, OnlineKMeansStep
from .seeding import SeedingStep, kmeans_plusplus
from .selection import KScore, choose_k, iter_choose_k
from .soft_kmeans import SoftKMeans, SoftKMeansStep
from . import explain  # noqa: F401,E402 (what a step means for one point: engine.cluster.explain)

__all__ = ["KMeans", "KMeansStep", "KMedoids", "KMedoidsStep", "SoftKMeans", "SoftKMeansStep",
           "GaussianMixture", "GMMStep", "COVARIANCE_TYPES", "SeedingStep", "kmeans_plusplus",
           "KScore", "choose_k", "iter_choose_k", "nearest_center", "squared_distances",
           "standardize", "weighted_log_prob", "OnlineKMeans", "OnlineKMeansStep"]
