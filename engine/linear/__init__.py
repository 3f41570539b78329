"""Linear classifiers shared by every tab: L2-regularised logistic regression (gradient descent
or Newton/IRLS) and the squared-hinge linear SVM, on dense or sparse features, steppable
(``iter_fit`` yields :class:`LinearStep`), one-vs-rest for more than two classes; multinomial
logistic regression (softmax = MaxEnt classification, :class:`SoftmaxRegression`); the
maximum-entropy distribution under mean constraints (:func:`maxent_distribution`); and least-squares
regression (:class:`LinearRegression`, :class:`Ridge`) with the studies a regression view draws."""
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
from .regression import LinearRegression, RegressionStep, Ridge, polynomial_features
from .regression_studies import (
                     BiasVariance,
                     Boundary,
                     CostSurface,
                     DegreeCurve,
                     LeastSquaresClassifierDemo,
                     PolynomialFit,
                     SineData,
                     bias_variance,
                     cost_surface,
                     degree_curve,
                     least_squares_classifier_demo,
                     polynomial_fit,
                     sine_data,
)
from .softmax import SoftmaxRegression, SoftmaxStep
from .svm import LinearSVM

__all__ = [
                     "BiasVariance",
                     "Boundary",
                     "CostSurface",
                     "DegreeCurve",
                     "LeastSquaresClassifierDemo",
                     "PolynomialFit",
                     "LinearRegression",
                     "RegressionStep",
                     "Ridge",
                     "SineData",
                     "bias_variance",
                     "cost_surface",
                     "degree_curve",
                     "least_squares_classifier_demo",
                     "polynomial_features",
                     "polynomial_fit",
                     "sine_data",
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
