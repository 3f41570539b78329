"""Linear classifiers shared by every tab: L2-regularised logistic regression (gradient descent
or Newton/IRLS) and the squared-hinge linear SVM, on dense or sparse features, steppable
(``iter_fit`` yields :class:`LinearStep`), one-vs-rest for more than two classes."""
from ._base import LinearStep
from .logistic import LogisticRegression
from .svm import LinearSVM

__all__ = ["LinearSVM", "LinearStep", "LogisticRegression"]
