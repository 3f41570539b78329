"""The notes' SVM-chapter examples as one-click presets (issue 26): each sets the points (one of
``engine.datasets``' generators, seeded), the model settings and the view that shows it.

The notes' pictures, reproduced: the hard-margin linear SVM with its margin 1/‖w‖ ([ML] 4), the
soft margin with slack ([ML] 4), one-vs-one's '?' cells ([ML] 5), the 1-D data that |x| makes
separable ([ML] 5, "기존 x 데이터에 절대값을 취하여"), the perceptron cycling on XOR and AND/OR
drawn by hand ([ML] 6), and AdaBoost's stumps on XOR ([ML] 7)."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TR_NOOP

from .texts import set_key


@dataclass(frozen=True)
class Preset:
    title: str                 # English source, shown translated
    dataset: str               # a GENERATORS key of the tab's data box
    n: int
    seed: int
    view: str                  # the tab's attribute holding the view to open
    kernel: str = "linear"
    margin: str = "l1"
    C: float = 1.0
    feature: int | None = None  # the feature-map view's φ: 0 is x², 1 is |x|


PRESETS = (
    Preset(QT_TR_NOOP("[ML] 4: hard margin, linear kernel — the margin 1/‖w‖"), "separable",
           40, 0, "smo_page", margin="hard"),
    Preset(QT_TR_NOOP("[ML] 4: soft margin (L1 slack, C = 1) on overlapping classes"),
           "overlapping", 60, 0, "smo_page"),
    Preset(QT_TR_NOOP("[ML] 4: RBF kernel on circles, exp(−‖x − x′‖²/2σ²)"), "circles", 80, 0,
           "smo_page", kernel="rbf", C=10.0),
    Preset(QT_TR_NOOP("[ML] 5: four classes — one-vs-one's '?' cells, DAG's none"),
           "4 classes", 60, 1, "multiclass_view", kernel="rbf"),
    Preset(QT_TR_NOOP("[ML] 5: 1-D data made separable by adding |x|"), "separable", 60, 0,
           "feature_view", feature=1),
    Preset(QT_TR_NOOP("[ML] 6: XOR — no line separates it, the perceptron cycles"), "xor", 40,
           0, "perceptron_view"),
    Preset(QT_TR_NOOP("[ML] 7: AdaBoost's stumps on XOR"), "xor", 60, 0, "boost_view"),
)


def apply(tab, preset: Preset) -> None:
    """Set the tab's data box and model box to ``preset``, generate its points, open its view."""
    set_key(tab.dataset_combo, preset.dataset)
    tab.n_spin.setValue(preset.n)
    tab.data_seed_spin.setValue(preset.seed)
    set_key(tab.kernel_combo, preset.kernel)
    set_key(tab.margin_combo, preset.margin)
    tab.set_c(preset.C)
    tab._params_changed()
    tab.generate()
    if preset.feature is not None:
        tab.feature_view.map_combo.setCurrentIndex(preset.feature)
    tab.views.setCurrentWidget(getattr(tab, preset.view))
