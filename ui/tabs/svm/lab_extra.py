"""The lab views issue 27 adds to the SVM tab (Regression, k-NN), built in one place so the tab
itself only asks for them."""
from __future__ import annotations

from .lab_knn import KnnView
from .lab_regression import RegressionView


def lab_extra_views(tab) -> list:
    """[regression view, k-NN view] on the tab's points (the regression view has its own),
    also kept as ``tab.regression_view`` and ``tab.knn_view`` (the navigator's attributes)."""
    tab.regression_view = RegressionView(tab.training_data, tab)
    tab.knn_view = KnnView(tab.training_data, tab)
    return [tab.regression_view, tab.knn_view]
