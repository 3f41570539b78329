"""Decision trees of the notes' "Model Selection" post, grown one split at a time by
information gain or Gini; the vectorised split search is shared with AdaBoost's stumps."""
from ._split import SplitCandidates, impurity, split_candidates
from .tree import DecisionTree, TreeNode, TreeStep

__all__ = ["DecisionTree", "SplitCandidates", "TreeNode", "TreeStep", "impurity",
           "split_candidates"]
