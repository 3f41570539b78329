"""Online k-means in the Clustering run ([ML] 9 and its erratum): each Step is one point's
update — the point ringed, only its nearest centre moved (by the engine's η), the sample cost
plotted, and the formula with the step's numbers in the explanation."""
import numpy as np
from PySide6.QtCore import Qt

from engine.cluster import OnlineKMeansStep
from ui.tabs.clustering.tab import ClusteringTab


def test_online_kmeans_steps_one_point_at_a_time(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    tab.algorithm_combo.setCurrentText("online k-means")
    for n in (1, 2, 3):
        qtbot.mouseClick(tab.controls.step_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(tab.driver.history) == n + 1, timeout=10_000)
    before, step = tab.driver.history[-2], tab.driver.history[-1]
    assert isinstance(step, OnlineKMeansStep)
    moved = np.flatnonzero(np.any(before.centers != step.centers, axis=1))
    assert set(moved) <= {step.center}               # only the nearest centre moves
    assert np.allclose(step.centers[step.center],
                       step.old_center + step.eta * (step.x - step.old_center))
    # the last step drawn (a redraw timer): its point ringed, its update explained
    qtbot.waitUntil(lambda: f"update {step.iteration}" in tab.explanation.toPlainText(),
                    timeout=5000)
    assert np.allclose(tab.view.highlight.data["x"], tab.X[step.index, 0])
    assert "sample cost" in tab.history_plot.top.titleLabel.text
    assert tab.controls.progress.value() == step.epoch      # epochs, as Max iter counts
    assert tab.binding.params_from_widgets().algorithm == "online k-means"
    # Reset clears what was said about the run
    tab.messages.warning("a message about this run")
    qtbot.mouseClick(tab.controls.reset_button, Qt.LeftButton)
    assert tab.messages.text() == "" and len(tab.driver.history) == 1
