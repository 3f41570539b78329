"""The notes' clustering examples as one-click presets (issue 26): each sets the data and the
run's parameters and says what to watch; the menu goes back to its prompt after a choice."""
import numpy as np
from PySide6.QtCore import Qt

from ui.tabs.clustering import presets
from ui.tabs.clustering.tab import ClusteringTab


def test_every_preset_sets_data_and_parameters(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    combo = tab.preset_combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key_Down)              # a real choice: the first example
    qtbot.waitUntil(lambda: tab.X.shape[1] == 1, timeout=5000)          # the coins, in 1-D
    assert combo.currentIndex() == 0
    p = tab.binding.params_from_widgets()
    assert (p.algorithm, p.n_clusters, p.covariance_type) == ("Gaussian mixture (EM)", 3,
                                                              "spherical")
    assert "coin" in tab.messages.text()
    for i, preset in enumerate(presets.PRESETS[1:], 2):
        combo.activated.emit(i)
        if preset.sample:
            qtbot.waitUntil(lambda: "Loaded" in tab.messages.text(), timeout=10_000)
        p = tab.binding.params_from_widgets()
        for key, value in preset.params.items():
            assert np.isclose(getattr(p, key), value) if isinstance(value, float) else \
                getattr(p, key) == value, (preset.name, key)
        assert preset.note[:30] in tab.messages.text(), preset.name
        if preset.generate:
            assert len(tab.X) == preset.generate[1] + round(preset.generate[1] *
                                                            preset.generate[2] / 100)
