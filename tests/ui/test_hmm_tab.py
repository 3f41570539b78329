"""The HMM tab offscreen: corpus, evaluation, chain, trellis stepping, Baum–Welch."""
import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton


def hmm(qtbot, window):
    window.tabs.setCurrentWidget(window.hmm_tab)
    tab = window.hmm_tab
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.runner.active, timeout=20000)
    return tab


def test_sample_corpus_is_trained_and_evaluated(qtbot, window):
    tab = hmm(qtbot, window)
    assert tab.objectName() == "hmm_tab"
    assert "Held-out accuracy" in tab.report.text() and "baseline" in tab.report.text()
    assert tab.confusion.model.rowCount() == len(tab.tagger.tags_)


def test_formats_and_malformed_lines(qtbot, window, tmp_path):
    tab = hmm(qtbot, window)
    path = tmp_path / "corpus.conllu"
    sent = "1\tThe\tthe\tDET\tDT\t_\t_\t_\t_\t_\n2\tdog\tdog\tNOUN\tNN\t_\t_\t_\t_\t_\n\n"
    path.write_text("# text\n" + sent * 10 + "broken\n\n" + sent * 10)
    tab.tagger = None
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.tagger is not None, timeout=20000)
    assert tab.tagger.tags_ == ["DET", "NOUN"]
    assert "malformed" in tab.messages.text() and "line" in tab.messages.text()


def test_chain_probability_includes_start_and_end(qtbot, window):
    tab = hmm(qtbot, window)
    view = tab.chain_view
    view.sequence_edit.setText("DT NN VBZ .")
    view.show_probability()
    text = view.result.toPlainText()
    assert "<s>" in text and "</s>" in text
    view.order_combo.setCurrentIndex(1)
    assert "p(DT | <s> <s>)" in view.result.toPlainText()
    view.sequence_edit.setText("DT XX")
    view.show_probability()
    assert "Unknown tag" in view.messages.text()


def test_trellis_columns_step_and_forward_equals_backward(qtbot, window):
    tab = hmm(qtbot, window)
    view = tab.trellis_view
    tab.views.setCurrentWidget(view)
    step = view.findChild(QAbstractButton, "step_button")
    for n in (1, 2):
        qtbot.mouseClick(step, Qt.LeftButton)
        qtbot.waitUntil(lambda: view.controls.history_slider.maximum() == n, timeout=3000)
    assert view.table.item(0, 0).text() != "" and view.table.item(0, 3).text() == ""
    view.kind_combo.setCurrentIndex(1)
    view.build()
    assert "(equal: True)" in view.messages.text()


def test_baum_welch_never_decreases(qtbot, window):
    tab = hmm(qtbot, window)
    view = tab.baum_welch_view
    tab.views.setCurrentWidget(view)
    view.controls.speed_slider.setValue(100)
    view.driver.run()
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=30000)
    ll = [s.log_likelihood for s in view.driver.history[1:]]
    assert len(ll) > 3 and np.all(np.diff(ll) >= -1e-6)
    assert "estimated A" in view.params.toPlainText()
