"""Linear classifiers shared by every tab: L2-regularised logistic regression (gradient descent
or Newton/IRLS) and the squared-hinge linear SVM, on dense or sparse features, steppable
(``iter_fit`` yields :class:`LinearStep`), one-vs-rest for more than two classes; multinomial
logistic regression (softmax = MaxEnt classification, :class:`SoftmaxRegression`); and the
maximum-entropy distribution under mean constraints (:func:`maxent_distribution`)."""
from ._base import LinearStep
from .logistic import LogisticRegression
from .maxent import (
                     DIE_FACES,
                     FAST_FOOD_CALORIES,
                     FAST_FOOD_ITEMS,
                     FAST_FOOD_MEAN_PRICE,
                     FAST_FOOD_PRICES,
                     NOTES_MULTIPLIERS,
                     MaxEntResult,
                     MaxEntStep,
                     iter_maxent_distribution,
                     maxent_distribution,
                     multiplier_total,
)
from .softmax import SoftmaxRegression, SoftmaxStep
from .svm import LinearSVM

__all__ = [
                     "DIE_FACES",
                     "FAST_FOOD_CALORIES",
                     "FAST_FOOD_ITEMS",
                     "FAST_FOOD_MEAN_PRICE",
                     "FAST_FOOD_PRICES",
                     "NOTES_MULTIPLIERS",
                     "LinearSVM",
                     "LinearStep",
                     "LogisticRegression",
                     "MaxEntResult",
                     "MaxEntStep",
                     "SoftmaxRegression",
                     "SoftmaxStep",
                     "iter_maxent_distribution",
                     "maxent_distribution",
                     "multiplier_total",
]
