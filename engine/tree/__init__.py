"""Decision trees of the notes' "Model Selection" post, grown one split at a time by
information gain or Gini; the vectorised split search is shared with AdaBoost's stumps."""
from ._split import SplitCandidates, impurity, split_candidates
from .tree import DecisionTree, TreeNode, TreeStep
from .pruning import PruningCurve, pruning_curve

__all__ = ["DecisionTree", "PruningCurve", "SplitCandidates", "TreeNode", "TreeStep",
           "impurity", "pruning_curve", "split_candidates"]
