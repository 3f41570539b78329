"""Ensembles of the notes' "Model Selection" post: AdaBoost over decision stumps, bagging
(bootstrap aggregating, stepped member by member, with the out-of-bag error) and voting."""
from .adaboost import AdaBoost, AdaBoostStep, Stump
from .bagging import BaggingClassifier, BaggingStep
from .resample import (bootstrap_predictions, bootstrap_rows, cross_val_accuracy,
                       iter_bootstrap_predictions, iter_cross_val_accuracy)
from .voting import VotingClassifier

__all__ = ["iter_bootstrap_predictions", "iter_cross_val_accuracy", "AdaBoost", "AdaBoostStep", "BaggingClassifier", "BaggingStep", "Stump",
           "VotingClassifier", "bootstrap_predictions", "bootstrap_rows", "cross_val_accuracy"]
