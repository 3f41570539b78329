"""Choosing a model (notes: [ML] 7. Model Selection): train / validation / test splits,
stratified k-fold cross-validation, validation curves, grid search, nested cross-validation,
learning curves, and wrapper feature selection by forward selection. The studies are jobs
(``iter_*``: validated when called, yield :class:`engine.Progress`, return a frozen dataclass)
with plain wrappers for scripts."""
from .forward import ForwardRound, ForwardSelection, forward_selection, iter_forward_selection
from .learning_curves import iter_learning_curve, learning_curve, stratified_order
from .results import CVScores, GridSearch, LearningCurve, NestedCV, ValidationCurve
from .search import (
                     SCORINGS,
                     cross_val_scores,
                     grid_search,
                     iter_cross_val_scores,
                     iter_grid_search,
                     iter_nested_cv,
                     iter_validation_curve,
                     nested_cv,
                     validation_curve,
)
from .splits import (
                     Folds,
                     Split,
                     SplitCounts,
                     kfold_indices,
                     split_class_counts,
                     train_validation_test_split,
)

__all__ = [
                     "SCORINGS",
                     "CVScores",
                     "ForwardRound",
                     "ForwardSelection",
                     "Folds",
                     "GridSearch",
                     "LearningCurve",
                     "NestedCV",
                     "Split",
                     "SplitCounts",
                     "ValidationCurve",
                     "cross_val_scores",
                     "forward_selection",
                     "grid_search",
                     "iter_cross_val_scores",
                     "iter_forward_selection",
                     "iter_grid_search",
                     "iter_learning_curve",
                     "iter_nested_cv",
                     "iter_validation_curve",
                     "kfold_indices",
                     "learning_curve",
                     "nested_cv",
                     "split_class_counts",
                     "stratified_order",
                     "train_validation_test_split",
                     "validation_curve",
]
