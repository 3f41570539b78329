"""Ensembles of the notes' "Model Selection" post: AdaBoost over decision stumps."""
from .adaboost import AdaBoost, AdaBoostStep, Stump
from .resample import bootstrap_predictions, cross_val_accuracy

__all__ = ["AdaBoost", "AdaBoostStep", "Stump", "bootstrap_predictions", "cross_val_accuracy"]
