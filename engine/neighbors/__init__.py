"""k nearest neighbours (notes: [NLP] 4. Classification): :class:`KNeighborsClassifier` on dense
or sparse features with Euclidean or cosine distance, and :func:`k_curve` (k against
cross-validated accuracy)."""
from .curve import KCurve, k_curve
from .knn import KNeighborsClassifier, Neighbours

__all__ = ["KCurve", "KNeighborsClassifier", "Neighbours", "k_curve"]
