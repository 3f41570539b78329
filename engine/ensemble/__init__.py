"""Ensembles of the notes' "Model Selection" post: AdaBoost over decision stumps."""
from .adaboost import AdaBoost, AdaBoostStep, Stump

__all__ = ["AdaBoost", "AdaBoostStep", "Stump"]
