"""The lab views issue 27 adds to the SVM tab (Regression, k-NN), built in one place so the tab
itself only asks for them."""
from __future__ import annotations

from .lab_knn import KnnView
from .lab_regression import RegressionView


def lab_extra_views(tab):
    """(regression view, k-NN view) on the tab's points (the regression view has its own)."""
    return RegressionView(tab.training_data, tab), KnnView(tab.training_data, tab)
