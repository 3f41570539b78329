"""Support vector machines by SMO, multiclass wrappers (one-vs-rest, one-vs-one, DAG), the
Weston–Watkins multiclass SVM (one problem for all classes) and the classification losses.
``LogisticRegression``/``LogisticStep`` live in :mod:`engine.linear` and are re-exported here
only so the SVM tab's comparisons can import them from one place."""
from .kernels import KERNELS, kernel_matrix, resolve_gamma, sigma_to_gamma
from .smo import SVC, SMOStep

__all__ = ["KERNELS", "SVC", "SMOStep", "kernel_matrix", "resolve_gamma", "sigma_to_gamma"]
from ..linear import LinearStep as LogisticStep, LogisticRegression  # noqa: E402
from .losses import hinge, logistic, smoothed_hinge, squared, zero_one  # noqa: E402
from .multiclass import DAGSVM, OneVsOne, OneVsRest  # noqa: E402
from .weston_watkins import WestonWatkinsStep, WestonWatkinsSVM  # noqa: E402

__all__ += ["DAGSVM", "LogisticRegression", "LogisticStep", "OneVsOne", "OneVsRest", "hinge",
            "logistic", "smoothed_hinge", "squared", "zero_one", "WestonWatkinsSVM",
            "WestonWatkinsStep"]
from .explain import (boost_scores, decision_values, explain_boost, explain_perceptron,  # noqa: E402
                      explain_smo, feature_map_demo, gate_table, kkt_report, perceptron_regions,
                      smo_margins)
__all__ += ["boost_scores", "decision_values", "explain_boost", "explain_perceptron",
            "explain_smo", "feature_map_demo", "gate_table", "kkt_report", "perceptron_regions",
            "smo_margins"]
