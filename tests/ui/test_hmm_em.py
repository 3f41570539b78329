"""Baum–Welch on the loaded corpus with its tags hidden, driven by real events: the True model
combo picks the corpus, Ctrl+E runs EM to its end on the words alone, and the states are then
named by the tags they cover (decoded on a worker) with the engine's many-to-one accuracy."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.hmm import DiscreteHMM, parse_tagged
from engine.hmm.unsupervised import corpus_sequences, many_to_one
from gestures import choose
from ui.tabs.hmm.views_em import BaumWelchView

CORPUS = parse_tagged("the/DT dog/NN runs/VB ./.\na/DT cat/NN sleeps/VB ./.\n" * 6)


@pytest.fixture
def view(make_tab):
    return make_tab(BaumWelchView)


def test_em_on_the_corpus_words_names_its_states_by_their_tags(qtbot, view):
    choose(qtbot, view.model_combo, "the loaded corpus (tags hidden)")
    assert "Open a tagged corpus first" in view.params.toPlainText()
    view.set_corpus(CORPUS)
    assert not view.n_seq_spin.isEnabled()
    view.curve.setFocus()
    QTest.keyClick(view.curve, Qt.Key_E, Qt.ControlModifier)
    qtbot.waitUntil(lambda: view.tagging is not None, timeout=30_000)
    last = view.driver.history[-1]
    data = corpus_sequences(CORPUS)
    model = DiscreteHMM(len(data.tag_names), len(data.symbols), startprob=last.startprob,
                        transmat=last.transmat, emissionprob=last.emissionprob)
    want = many_to_one(model, data)
    assert view.tagging.accuracy == pytest.approx(want.accuracy)
    assert f"{want.accuracy:.1%}" in view.params.toPlainText()
    assert "tag it covers most" in view.params.toPlainText()
