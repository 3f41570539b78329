"""The HMM tab offscreen, built alone: corpus, evaluation, controls that retrain, chain graph,
trellis stepping, Baum–Welch, and bad files explained without losing what is shown."""
import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from ui.runner import cancel_all
from ui.tabs.hmm.tab import HmmTab

SENT = "1\tThe\tthe\tDET\tDT\t_\t_\t_\t_\t_\n2\tdog\tdog\tNOUN\tNN\t_\t_\t_\t_\t_\n\n"


def ready(qtbot, tab):
    qtbot.waitUntil(lambda: tab.tagger is not None and not tab.panel.busy, timeout=20000)
    return tab


@pytest.fixture
def hmm(qtbot, make_tab):
    return ready(qtbot, make_tab(HmmTab))


def test_nothing_is_trained_until_the_tab_is_shown(qtbot):
    tab = HmmTab()
    try:
        assert tab.tagger is None and not tab.panel.busy
        tab.show()
        assert tab.panel.busy                      # the sample is read on first show
        ready(qtbot, tab)
    finally:
        cancel_all(tab)
        tab.close()
        tab.deleteLater()


def test_sample_corpus_is_trained_and_evaluated(hmm):
    text = hmm.report.text()
    assert "Held-out accuracy" in text and "baseline" in text and "nan" not in text
    assert hmm.confusion.model.rowCount() == len(hmm.trained.report.labels)
    assert hmm.objectName() == "hmm_tab"


def test_alpha_and_test_share_retrain_and_format_rereads(qtbot, hmm, tmp_path):
    first = hmm.trained
    hmm.alpha_spin.setValue(0.5)
    qtbot.waitUntil(lambda: hmm.trained is not first and not hmm.panel.busy, timeout=20000)
    assert hmm.trained.settings.alpha == 0.5 and "α = 0.5" in hmm.report.text()
    assert hmm.trained.corpus is first.corpus           # retrained, not re-read
    second = hmm.trained
    hmm.test_spin.setValue(30)
    qtbot.waitUntil(lambda: hmm.trained is not second and not hmm.panel.busy, timeout=20000)
    assert hmm.trained.settings.test_share == 0.3 and hmm.trained.n_test > second.n_test
    path = tmp_path / "two.txt"
    path.write_text("The DT\ndog NN\n\nA DT\ncat NN\n\nThe DT\ncat NN\n")
    hmm.format_combo.setCurrentText("two columns")
    hmm.open_path(path)
    ready(qtbot, hmm)
    qtbot.waitUntil(lambda: hmm.trained.corpus.path == path, timeout=20000)
    assert hmm.tagger.tags_ == ["DT", "NN"]
    hmm.format_combo.setCurrentText("word/TAG")         # re-read as word/TAG: nothing tagged
    qtbot.waitUntil(lambda: hmm.messages.kind == "error", timeout=20000)
    assert "Found no word/TAG pairs" in hmm.messages.text()
    assert "'The DT'" in hmm.messages.text()            # the first line it read
    assert hmm.tagger.tags_ == ["DT", "NN"]             # the tab kept what it showed


def test_formats_and_malformed_lines(qtbot, hmm, tmp_path):
    path = tmp_path / "corpus.conllu"
    path.write_text("# text\n" + SENT * 10 + "broken\n\n" + SENT * 10)
    hmm.open_path(path)
    qtbot.waitUntil(lambda: hmm.tagger.tags_ == ["DET", "NOUN"], timeout=20000)
    assert "malformed" in hmm.messages.text() and "line 32" in hmm.messages.text()


def test_untagged_file_is_explained_and_the_corpus_kept(qtbot, hmm, tmp_path):
    before = hmm.trained
    path = tmp_path / "plain.txt"
    path.write_text("It was a bright cold day in April.\nThe clocks were striking thirteen.\n")
    hmm.open_path(path)
    qtbot.waitUntil(lambda: hmm.messages.kind == "error", timeout=20000)
    text = hmm.messages.text()
    assert "Found no word/TAG pairs" in text and "It was a bright cold day" in text
    assert "at least two sentences" not in text
    assert hmm.trained is before and hmm.report.text().startswith("<b>sample.txt")


def test_damaged_tagger_is_explained(qtbot, hmm, tmp_path):
    path = tmp_path / "t.npz"
    path.write_bytes(b"PK\x03\x04junk")
    before = hmm.tagger
    hmm.load_tagger(path)
    qtbot.waitUntil(lambda: hmm.messages.kind == "error", timeout=10000)
    assert "Cannot read a saved tagger from t.npz" in hmm.messages.text()
    assert "allow_pickle" not in hmm.messages.text() and hmm.tagger is before
    good = tmp_path / "good.npz"
    hmm.save_tagger(good)
    hmm.load_tagger(good)
    qtbot.waitUntil(lambda: hmm.tagger is not before, timeout=10000)
    assert "Loaded the tagger from good.npz" in hmm.messages.text()


def test_folder_load_skips_and_lists_a_bad_file(qtbot, hmm, tmp_path):
    (tmp_path / "a.txt").write_text("The/DT dog/NN ./.\nA/DT cat/NN ./.\n")
    (tmp_path / "b.txt").write_text("The/DT cats/NNS ./.\n")
    (tmp_path / "c.txt").write_bytes(b"\xff\xfe\x00")            # a truncated UTF-16 file
    (tmp_path / "d.txt").write_text("no tags here at all\n")
    hmm.open_path(tmp_path)
    qtbot.waitUntil(lambda: hmm.trained.corpus.path == tmp_path, timeout=20000)
    assert len(hmm.corpus.sentences) == 3
    text = hmm.messages.text()
    assert "skipped" in text and "d.txt" in text


def test_chain_graph_has_arrows_with_probabilities(qtbot, hmm):
    view = hmm.chain_view
    hmm.views.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.chain is not None and not view.panel.busy, timeout=20000)
    assert view.scene.arrows and len(view.scene.edge_labels) == len(view.scene.arrows)
    r, c, p = view.scene.arrows[0]
    assert view.scene.edge_labels[0].textItem.toPlainText() == f"{p:.2f}"
    assert p == pytest.approx(view.chain.prob((r,), c))
    view.sequence_edit.setText("DT NN VBZ .")
    qtbot.mouseClick(view.prob_button, Qt.LeftButton)
    text = view.result.toPlainText()
    assert "<s>" in text and "</s>" in text
    view.order_combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: "p(DT | <s> <s>)" in view.result.toPlainText(), timeout=20000)
    view.sequence_edit.setText("DT XX")
    qtbot.mouseClick(view.prob_button, Qt.LeftButton)
    assert "Unknown tag" in view.messages.text()


def test_trellis_hides_the_path_until_the_last_column(qtbot, hmm):
    view = hmm.trellis_view
    hmm.views.setCurrentWidget(view)
    n = len(view.words)
    step = view.findChild(QAbstractButton, "step_button")
    assert "Best path" not in view.messages.text()
    for k in range(1, n):
        qtbot.mouseClick(step, Qt.LeftButton)
        qtbot.waitUntil(lambda k=k: view.controls.history_slider.maximum() == k, timeout=3000)
        greens = [view.table.item(i, j).background().color().name()
                  for i in range(view.table.rowCount()) for j in range(n)
                  if view.table.item(i, j) is not None]
        assert "#6cc66c" not in greens and "Best path" not in view.messages.text()
    last = view.table.item(0, n - 1)                 # the last column is not filled yet
    assert view.table.item(0, 0).text() != "" and (last is None or last.text() == "")
    qtbot.mouseClick(step, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Best path" in view.messages.text(), timeout=3000)
    tags, *_ = hmm.tagger.viterbi(view.words)
    for j, tag in enumerate(tags):
        assert view.table.item(hmm.tagger.tags_.index(tag), j).background().color().name() \
            == "#6cc66c"


def test_emission_alpha_retrains_and_shows_alternatives(qtbot, hmm):
    view = hmm.trellis_view
    hmm.views.setCurrentWidget(view)
    first = hmm.trained
    hmm.emission_spin.setValue(0)
    qtbot.waitUntil(lambda: hmm.trained is not first and not hmm.panel.busy, timeout=20000)
    assert "emission α = 0)" in hmm.report.text()

    def infinite_cells():
        qtbot.mouseClick(view.controls.findChild(QAbstractButton, "run_button"), Qt.LeftButton)
        qtbot.waitUntil(lambda: "Best path" in view.messages.text(), timeout=10000)
        return sum(view.table.item(i, j).text() == "−∞" for i in range(view.table.rowCount())
                   for j in range(view.table.columnCount()))

    hard = infinite_cells()
    second = hmm.trained
    hmm.emission_spin.setValue(0.01)
    qtbot.waitUntil(lambda: hmm.trained is not second and not hmm.panel.busy, timeout=20000)
    assert infinite_cells() < hard / 2


@pytest.mark.parametrize("kind", [1, 2])
def test_forward_and_backward_trellis_give_log_p(qtbot, hmm, kind):
    view = hmm.trellis_view
    hmm.views.setCurrentWidget(view)
    view.kind_combo.setCurrentIndex(kind)
    qtbot.mouseClick(view.controls.findChild(QAbstractButton, "run_button"), Qt.LeftButton)
    qtbot.waitUntil(lambda: "log P(O)" in view.messages.text(), timeout=10000)
    _, logp = hmm.tagger.forward(view.words)
    assert f"{logp:.6f}" in view.messages.text()


def test_baum_welch_never_decreases_and_says_why_it_stopped(qtbot, hmm):
    view = hmm.baum_welch_view
    hmm.views.setCurrentWidget(view)
    view.controls.speed_slider.setValue(100)
    view.driver.run()
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=30000)
    ll = [s.log_likelihood for s in view.driver.history[1:]]
    assert len(ll) > 3 and np.all(np.diff(ll) >= -1e-6)
    text = view.params.toPlainText()
    last = view.driver.history[-1]
    assert ("converged" in text) == last.converged
    assert ("iteration cap" in text) == (last.stopped == "n_iter")


def test_baum_welch_says_which_true_model_it_draws_from(qtbot, hmm):
    view = hmm.baum_welch_view
    hmm.views.setCurrentWidget(view)
    assert "ice cream" in view.params.toPlainText() and "not from the loaded corpus" in \
        view.params.toPlainText()
    view.model_combo.setCurrentIndex(1)                     # the notes' toy model
    assert "h0, h1, h2" in view.params.toPlainText()
    X = view.sample()
    assert max(int(np.max(x)) for x in X) == 2 and len(X) == view.n_seq_spin.value()
    view.controls.speed_slider.setValue(100)
    view.driver.run()
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=30000)
    assert view.driver.history[-1].transmat.shape == (3, 3)


def test_fits_a_laptop_screen(hmm):
    hint = hmm.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720


def test_second_order_trains_on_the_same_split(qtbot, hmm, tmp_path):
    first = hmm.trained
    hmm.order_combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: hmm.trained is not first and not hmm.panel.busy, timeout=30000)
    second = hmm.trained
    assert second.tagger.order == 2 and "second-order" in hmm.report.text()
    assert second.n_test == first.n_test and second.report.tokens == first.report.tokens
    assert second.first_report.accuracy == pytest.approx(first.report.accuracy)
    assert "First order on the same split" in hmm.report.text()
    assert hmm.report.text().count("tokens/s") == 2 and hmm.confusion_combo.isVisible()
    hmm.confusion_combo.setCurrentIndex(1)                         # the first order's table
    m = hmm.confusion.model
    labels = list(second.first_report.labels)
    shown = np.array([[float(m.data(m.index(i, j))) for j in range(1, len(labels) + 1)]
                      for i in range(m.rowCount())])
    assert np.array_equal(shown, second.first_report.confusion)
    assert not np.array_equal(second.report.confusion, second.first_report.confusion)
    assert hmm.trellis_view.tagger is second.tagger               # the trellis steps pairs
    path = tmp_path / "t2.npz"
    hmm.save_tagger(path)
    hmm.load_tagger(path)
    qtbot.waitUntil(lambda: "Loaded the tagger" in hmm.messages.text(), timeout=10000)
    assert hmm.tagger.order == 2 and "Second order" in hmm.trellis_view.messages.text()


@pytest.mark.parametrize("suffix", [".txt", ".conllu"])
def test_tag_a_text_file_on_a_worker(qtbot, hmm, tmp_path, suffix):
    from engine.hmm import read_tagged, split_and_tokenize

    src, dst = tmp_path / "plain.txt", tmp_path / f"out{suffix}"
    src.write_text("Time flies like an arrow. The dogs can fish.\n", encoding="utf-8")
    hmm.tokenizer_combo.setCurrentText("wordpunct")
    hmm.tag_file(src, dst)
    assert hmm.file_panel.busy
    qtbot.waitUntil(lambda: "Tagged 2 sentences" in hmm.messages.text(), timeout=20000)
    assert f"into out{suffix}" in hmm.messages.text() and "Time/" in hmm.messages.text()
    back = read_tagged(dst, "conllu" if suffix == ".conllu" else "slash", "xpos")
    words = split_and_tokenize(src.read_text(), "wordpunct")
    assert [list(s) for s in back] == hmm.tagger.tag_sents(words)


def test_tag_file_failure_is_explained_and_nothing_written(qtbot, hmm, tmp_path):
    src = tmp_path / "empty.txt"
    src.write_text("  \n", encoding="utf-8")
    hmm.tag_file(src, tmp_path / "out.txt")
    qtbot.waitUntil(lambda: hmm.messages.kind == "error", timeout=20000)
    assert "no words to tag" in hmm.messages.text() and "No file was written" in \
        hmm.messages.text()
    assert not (tmp_path / "out.txt").exists()


def test_beam_study_shows_what_the_beam_trades(qtbot, hmm):
    first = hmm.trained
    hmm.order_combo.setCurrentIndex(1)
    qtbot.waitUntil(lambda: hmm.trained is not first and not hmm.panel.busy, timeout=30000)
    qtbot.mouseClick(hmm.beam_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: hmm.beam_table.isVisible(), timeout=30000)
    m = hmm.beam_table.model
    assert m.rowCount() == 5 and "Beam study on" in hmm.messages.text()
    col = {m.headerData(j, Qt.Horizontal): [m.data(m.index(i, j)) for i in range(5)]
           for j in range(m.columnCount())}
    assert col["beam θ"][0] == "off (exact)"
    assert col["accuracy"][0] == f"{hmm.trained.report.accuracy:.3f}"
    kept = [float(v) for v in col["states kept / column"]]
    assert kept == sorted(kept, reverse=True) and kept[-1] < kept[0]


def test_save_tagger_button_writes_on_a_worker(qtbot, hmm, tmp_path, monkeypatch):
    path = tmp_path / "saved.npz"
    monkeypatch.setattr("ui.widgets.files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(hmm.save_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Saved the tagger as saved.npz" in hmm.messages.text(),
                    timeout=10000)
    assert path.exists() and not hmm.save_panel.busy
    monkeypatch.setattr("ui.widgets.files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "missing" / "t.npz"), ""))
    qtbot.mouseClick(hmm.save_button, Qt.LeftButton)          # unwritable: said, tagger kept
    qtbot.waitUntil(lambda: hmm.messages.kind == "error", timeout=10000)
    assert "t.npz" in hmm.messages.text() and hmm.tagger is not None


KAIST = ("1\t내\t내\tADJ\tmma\t_\t2\tamod\t_\t_\n"
         "2\t고향은\t고향+은\tNOUN\tncn+jxt\t_\t3\tdislocated\t_\t_\n"
         "3\t서울입니다\t서울+이+ㅂ니다\tVERB\tnq+jp+ef\t_\t0\troot\t_\t_\n\n")


def test_the_word_morpheme_toggle_rereads_a_korean_treebank(qtbot, hmm, tmp_path):
    """A UD Korean CoNLL-U file read as words (UPOS on eojeols), then — by the Units combo —
    as morphemes (LEMMA and XPOS split on +, the XPOS column whatever the column combo says);
    a folder cannot be read as morphemes and says so, keeping the corpus shown."""
    from gestures import choose

    path = tmp_path / "ko.conllu"
    path.write_text(KAIST * 12, encoding="utf-8")
    hmm.open_path(path)
    qtbot.waitUntil(lambda: hmm.corpus is not None and hmm.corpus.path == path
                    and not hmm.panel.busy, timeout=20000)
    assert hmm.corpus.sentences[0][1] == ("고향은", "NOUN")
    assert hmm.trellis_view.split_button.isHidden()
    choose(qtbot, hmm.units_combo, "morphemes")
    qtbot.waitUntil(lambda: not hmm.panel.busy and hmm.corpus.n_tokens == 12 * 6, timeout=20000)
    assert hmm.corpus.sentences[0][:3] == [("내", "mma"), ("고향", "ncn"), ("은", "jxt")]
    assert set(hmm.tagger.tags_) == {"mma", "ncn", "jxt", "nq", "jp", "ef"}
    assert not hmm.trellis_view.split_button.isHidden()       # Kiwi splits a typed sentence
    hmm.open_path(tmp_path)
    qtbot.waitUntil(lambda: not hmm.panel.busy, timeout=20000)
    assert hmm.messages.kind == "error" and "one file" in hmm.messages.text()
    assert hmm.corpus.path == path


def test_views_made_on_first_show_start_from_the_loaded_corpus(qtbot, hmm):
    """Baum–Welch, the hand-entered HMM and the network are made when first shown: Baum–Welch
    then holds the corpus read before it existed, and the corpus toolbar still shows only with
    the views that use it."""
    from gestures import show_page

    nav = hmm.views
    names = ("baum_welch_view", "hand_view", "bayes_view")
    assert [nav.made_view(n) for n in names] == [None] * 3
    show_page(qtbot, nav, nav.index_of_title("Baum–Welch"))
    view = nav.made_view("baum_welch_view")
    assert view is nav.currentWidget() and nav.made_view("hand_view") is None
    assert view.corpus is hmm.corpus.sentences and hmm.toolbar.isVisible()
    show_page(qtbot, nav, nav.index_of_title("Hand-entered HMM"))
    assert nav.currentWidget() is hmm.hand_view and not hmm.toolbar.isVisible()
    show_page(qtbot, nav, nav.index_of_title("Bayesian network"))
    assert not hmm.toolbar.isVisible()
    show_page(qtbot, nav, nav.index_of_title("Baum–Welch"))
    assert hmm.toolbar.isVisible()
