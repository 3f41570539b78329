"""The Clustering tab switches language at run time (issue 29): the controls, the choices (shown
translated, read by their English keys), the data line, the explanation and the status follow
set_language, and English comes back."""
from PySide6.QtWidgets import QApplication

from ui import i18n
from ui.tabs.clustering.tab import ClusteringTab


def test_the_clustering_tab_speaks_korean_and_back(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    app = QApplication.instance()
    algo = tab.algorithm_combo
    algo.setCurrentText("Gaussian mixture (EM)")
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: tab.generate_button.text() == "생성", timeout=5000)
        assert algo.currentText() == "가우시안 혼합 (EM)"          # shown
        assert algo.key() == "Gaussian mixture (EM)"              # the key the code reads
        assert tab.data_box.title().endswith("데이터")
        assert "2차원" in tab.data_info.text()
        assert "준비" in tab.explanation.toPlainText()
        assert tab.choose_k_view.compute_button.text() == "계산"
        assert tab.binding.params_from_widgets().algorithm == "Gaussian mixture (EM)"
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: tab.generate_button.text() == "Generate", timeout=5000)
    assert algo.itemText(algo.currentIndex()) == "Gaussian mixture (EM)"
    assert "Ready" in tab.explanation.toPlainText()
