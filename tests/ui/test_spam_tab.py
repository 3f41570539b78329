"""The Spam tab offscreen: the sample corpus, preprocessing, evaluation with the threshold,
multiclass corpora, bad input, explanations, filters saved and loaded, feature selection and
the discriminative models; a large corpus keeps the GUI responsive and cancels on close."""

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.spam import SpamFilter
from gestures import show_page, unfold
from ui.tabs.spam.tab import SpamTab


@pytest.fixture
def spam(qtbot, make_tab):
    """The Spam tab alone at 1280×720, with the sample corpus read and evaluated."""
    tab = make_tab(SpamTab)
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    return tab


def wait_idle(qtbot, tab, timeout=30000):
    qtbot.wait(300)          # parameter changes start their job after a 250 ms pause
    qtbot.waitUntil(lambda: not tab.busy, timeout=timeout)


def explained(qtbot, view):
    qtbot.waitUntil(lambda: not view.jobs.busy and "Predicted" in view.result.toPlainText(),
                    timeout=10000)


def column(table, name):
    m = table.model
    return list(m.columns[m.headers.index(name)])


def test_sample_corpus_is_compared_on_one_split(qtbot, spam):
    tab = spam
    assert tab.objectName() == "spam_tab"
    assert "440 messages" in tab.summary.text()
    models = column(tab.evaluation_view.models_table, "model")
    assert models == ["Multinomial NB", "Bernoulli NB", "Logistic (Newton/IRLS)", "Linear SVM",
                      "k-NN (cosine, tf-idf)"]
    # the sample overlaps on purpose: every model learns, none is perfect
    accuracy = column(tab.evaluation_view.models_table, "accuracy")
    assert min(accuracy) > 0.8 and max(accuracy) < 1
    confusion = tab.evaluation_view.confusion.model
    assert confusion.headers == ["true \\ predicted", "ham", "spam"]
    assert sum(sum(c) for c in confusion.columns[1:]) == 110        # 25 % of 440
    assert confusion.columns[1][1] + confusion.columns[2][0] > 0     # mistakes to show
    assert column(tab.evaluation_view.report, "class") == ["ham", "spam", "micro avg",
                                                           "macro avg"]
    # at run time in Korean the tab's two classes read 스팸/햄 and the models their Korean
    # names, while the engine's keys stay; back in English everything reads as before
    from PySide6.QtWidgets import QApplication

    from ui import i18n
    view, app = spam.evaluation_view, QApplication.instance()
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: view.confusion.model.headers[1:] == ["햄", "스팸"], timeout=5000)
        assert view.model_combo.itemText(0) == "다항 NB"
        assert view.model_combo.itemData(0) == "Multinomial NB"        # the engine's key
        assert column(view.models_table, "모델")[:2] == ["다항 NB", "베르누이 NB"]
        assert spam.positive_combo.currentText() == "스팸" and spam.positive_label() == "spam"
        assert "햄 260, 스팸 180" in spam.summary.text()
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: view.confusion.model.headers[1:] == ["ham", "spam"], timeout=5000)
    assert view.model_combo.itemText(0) == "Multinomial NB"
    assert spam.positive_combo.currentText() == "spam"
    assert "ham 260, spam 180" in spam.summary.text()


def test_exports(qtbot, spam, tmp_path):
    from ui.plots.export import export_graphics
    tab = spam
    view = tab.evaluation_view
    for name in ("roc.png", "roc.svg"):
        export_graphics(view.roc_plot, tmp_path / name)
        assert (tmp_path / name).stat().st_size > 1000
    view.report.model.write_csv(tmp_path / "report.csv")
    lines = (tmp_path / "report.csv").read_text().splitlines()
    assert lines[0] == "class,precision,recall,F1,support" and lines[-1].startswith("macro avg")


def test_threshold_moves_the_confusion_matrix(qtbot, spam):
    tab = spam
    view = tab.evaluation_view
    view.threshold_slider.setValue(view.threshold_slider.maximum())
    spam_column = view.confusion.model.columns[2]
    assert sum(spam_column) == 0                  # nothing beats the highest threshold
    view.default_button.click()
    assert sum(view.confusion.model.columns[2]) > 0
    assert view.threshold_label.text() == "t = 0"


def test_preprocessing_changes_the_vocabulary(qtbot, spam):
    tab = spam
    before = tab.features.X.shape[1]
    tab.checks["stop_words"].setChecked(True)
    tab.stemmer_combo.setCurrentText("Porter")
    wait_idle(qtbot, tab)
    after = tab.features.X.shape[1]
    assert after < before
    assert f"{after:,}" in tab.vocab_label.text() and "was" in tab.vocab_label.text()
    tab.ngram_combo.setCurrentText("unigrams + bigrams")
    wait_idle(qtbot, tab)
    assert any(" " in name for name in tab.features.vectorizer.feature_names_)
    tab.scheme_combo.setCurrentText("k-fold")
    wait_idle(qtbot, tab)
    nb = tab.evaluation_view.evaluations["Multinomial NB"]
    assert len(nb.fold_accuracy) == 5 and len(nb.rows) == 440


def test_a_parameter_change_does_not_cancel_new_features(qtbot, spam):
    tab = spam
    before = tab.features.X.shape[1]
    tab.checks["stop_words"].setChecked(True)
    qtbot.wait(300)                              # the features job has started
    tab.alpha_slider.setValue(tab.alpha_slider.value() - 20)
    wait_idle(qtbot, tab)
    assert tab.features.X.shape[1] < before and tab.features.options["stop_words"]
    assert tab.evaluation_view.evaluations


def test_multiclass_csv_corpus(qtbot, spam, topics_csv):
    tab = spam
    tab.open_path(topics_csv)
    qtbot.waitUntil(lambda: "topics.csv" in tab.summary.text(), timeout=20000)
    wait_idle(qtbot, tab)
    assert [tab.positive_combo.itemText(i) for i in range(3)] == ["food", "money", "sport"]
    assert len(tab.evaluation_view.confusion.model.headers) == 4
    assert column(tab.evaluation_view.models_table, "accuracy")[0] == 1.0


def test_corpus_view_lists_messages_and_explains_one(qtbot, spam):
    tab = spam
    view = tab.corpus_view
    tab.views.setCurrentWidget(view)                 # filled when first shown
    assert view.table.model.n == 440 and view.problems.model.columns[0][0] == "none"
    assert set(column(view.table, "class")) == {"ham", "spam"}
    tab.views.setCurrentWidget(view)
    view.table.view.selectRow(3)
    rect = view.table.view.visualRect(view.table.view.model().index(3, 0))
    QTest.mouseClick(view.table.view.viewport(), Qt.LeftButton, pos=rect.center())
    QTest.mouseDClick(view.table.view.viewport(), Qt.LeftButton, pos=rect.center())
    assert tab.views.currentWidget() is tab.explain_view
    assert tab.explain_view.editor.toPlainText() == tab.corpus.texts[3]
    explained(qtbot, tab.explain_view)


def test_skipped_files_stay_reported_after_training(qtbot, spam, tmp_path):
    tab = spam
    for label, words in (("ham", "lunch at noon"), ("spam", "win cash now")):
        (tmp_path / label).mkdir()
        for i in range(6):
            (tmp_path / label / f"{i}.txt").write_text(f"{words} {i}")
    (tmp_path / "spam" / "blob.bin").write_bytes(bytes(range(256)) * 8)
    tab.open_path(tmp_path)
    qtbot.waitUntil(lambda: tab.corpus is not None and len(tab.corpus) == 12, timeout=20000)
    wait_idle(qtbot, tab)
    assert tab.messages.kind == "warning" and "blob.bin" in tab.messages.text()
    assert ".." not in tab.messages.text()
    tab.views.setCurrentWidget(tab.corpus_view)
    assert "blob.bin" in tab.corpus_view.problems.model.columns[0][0]


def test_bad_folder_is_reported_and_the_corpus_kept(qtbot, spam, tmp_path):
    tab = spam
    corpus = tab.corpus
    (tmp_path / "a.txt").write_text("no classes here")
    tab.open_path(tmp_path)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=10000)
    assert "sub-folder" in tab.messages.text() and "kept" in tab.messages.text()
    assert tab.corpus is corpus


def test_explain_typed_message(qtbot, spam):
    tab = spam
    view = tab.explain_view
    tab.views.setCurrentWidget(view)
    view.editor.setPlainText("Click here to claim your free prize now: http://win.example")
    qtbot.mouseClick(view.classify_button, Qt.LeftButton)
    explained(qtbot, view)
    html = view.message.toHtml()
    assert "Predicted: spam" in view.result.toPlainText()
    assert "+ 1·" in view.result.toPlainText()          # (count + α) / (N_c + α·|V|)
    assert "background-color" in html            # words are coloured
    assert view._bar_item is not None
    table = view.contributions.model
    assert "prize" in list(table.columns[0]) and table.headers[2] == "log p(w|spam)"
    view.model_combo.setCurrentText("bernoulli")
    qtbot.waitUntil(lambda: "absent words" in view.result.toPlainText(), timeout=10000)
    assert view.doc_list.count() == 110


def test_save_and_load_filter(qtbot, spam, tmp_path):
    tab = spam
    path = tmp_path / "filter.npz"
    tab.save_filter(path)
    assert tab.messages.kind == "info" and "Saved the multinomial filter" in \
        tab.messages.text()
    saved = SpamFilter.load(path)
    texts = tab.corpus.texts[:20]
    np.testing.assert_allclose(saved.predict_proba(texts),
                               tab.filters["multinomial"].predict_proba(texts))
    assert tab.open_path(path)
    assert "Loaded a multinomial filter" in tab.messages.text()
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"junk")
    assert not tab.open_path(bad)
    assert tab.messages.kind == "error" and "kept" in tab.messages.text()


def test_open_single_email_explains_it(qtbot, spam, tmp_path):
    tab = spam
    path = tmp_path / "one.eml"
    path.write_bytes(b"Subject: free cash\nFrom: x@y.example\n\nclaim your prize now\n")
    assert tab.open_path(path)
    qtbot.waitUntil(lambda: "claim your prize" in tab.explain_view.editor.toPlainText(),
                    timeout=10000)
    assert tab.views.currentWidget() is tab.explain_view


def test_feature_selection_notes_example_and_curve(qtbot, spam):
    tab = spam
    view = tab.selection_view
    tab.views.setCurrentWidget(view)
    view.show_notes_example()
    ig = column(view.table, "IG")
    assert abs(ig[0] - 0.29) < 0.005                  # base 10, as in the notes
    assert column(view.table, "BNS")[3] == column(view.table, "BNS")[3]
    assert abs(column(view.table, "BNS")[3] - 3.29) < 0.005
    assert view.matrix.isVisible()
    # the χ² table of term 4, whose expected (absent, positive) count the notes print as −1.2
    assert "term4" in view.note.text() and ">1.2<" in view.note.text()
    first = view.table.view.visualRect(view.table.proxy.index(0, 0)).center()
    qtbot.mouseClick(view.table.view.viewport(), Qt.LeftButton, pos=first)    # term 1's row
    assert "χ² table of term1" in view.note.text()
    view.show_corpus()
    qtbot.waitUntil(lambda: view.table.model.rowCount() > 100, timeout=10000)
    assert not view.matrix.isVisible()
    view.compute_curve()
    qtbot.waitUntil(lambda: len(view.plot.listDataItems()) == 8, timeout=30000)
    view.k_spin.setValue(20)
    view.retrain_top_k()
    qtbot.waitUntil(lambda: "Top 20 terms by IG" in view.status.text(), timeout=30000)
    assert "all " in view.status.text()


def test_one_learning_curve_the_k_fold_page_of_choosing_a_model(qtbot, spam):
    tab = spam
    titles = [tab.views.tabText(i) for i in range(tab.views.count())]
    assert "Learning curve" not in titles and "Choosing a model" in titles
    show_page(qtbot, tab.views, titles.index("Choosing a model"))
    view = tab.choosing_view
    view.model_combo.setCurrentText("Bernoulli NB")          # the old sub-view's models too
    pages = view.pages.tabBar()
    qtbot.mouseClick(pages, Qt.LeftButton, pos=pages.tabRect(
        view.pages.indexOf(view.learning_page)).center())
    page = view.learning_page
    qtbot.mouseClick(page.run_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "training messages" in page.status.text(), timeout=30000)
    sizes, train = page.curves.items[0][0].getData()
    assert len(sizes) >= 5 and np.all(np.diff(sizes) > 0)
    assert np.all(np.isfinite(page.curves.items[1][0].getData()[1]))


def test_logistic_regression_stepped(qtbot, spam):
    tab = spam
    view = tab.discriminative_view
    tab.views.setCurrentWidget(view)
    view.controls.step_button.click()
    qtbot.waitUntil(lambda: len(view.history) == 2, timeout=20000)
    assert "iteration 1:" in view.details.toPlainText()
    view.controls.run_button.click()
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=30000)
    newton = len(view.history) - 1
    assert newton < 30 and view.history[-1].converged
    assert "(converged)" in view.details.toPlainText()
    weights = view.weights.model            # the corpus's words: a table of their own
    assert weights.headers == ["word (spam)", "weight", "word (rest)", "weight"]
    assert len(weights.columns[0]) > 0 and all(w > 0 for w in weights.columns[1])
    assert all(w < 0 for w in weights.columns[3])
    view.method_combo.setCurrentText("gradient descent")
    view.controls.run_button.click()
    qtbot.waitUntil(lambda: len(view.history) > 100, timeout=30000)
    view.controls.pause_button.click()
    assert set(view.runs) == {"newton", "gd"}          # both curves on the plot
    view.controls.history_slider.setValue(5)
    assert "iteration 5:" in view.details.toPlainText()      # history 0 is the start


def test_10k_tsv_open_evaluate_step_cancel_keeps_the_gui_thread_free(qtbot, spam, tmp_path,
                                                                     gui_guard):
    """The guard finds GUI-thread work at any size: 10,000 messages still take many batches
    to read, evaluate and step, and a read long enough to cancel (30,000 cost 19 s)."""
    tab = spam
    rng = np.random.default_rng(1)
    vocab = np.array([f"w{i}" for i in range(5000)])
    words = rng.choice(vocab, (10_000, 30))          # 30 words a message, drawn at once
    lines = [f"{'spam' if i % 3 else 'ham'}\t{' '.join(row)}" for i, row in enumerate(words)]
    path = tmp_path / "big.tsv"
    path.write_text("\n".join(lines))
    view = tab.discriminative_view
    # the Evaluation compares Naive Bayes and k-NN only (logistic regression and the SVM on
    # 30,000 messages cost a minute of this test and nothing it checks: the Discriminative
    # view steps its own logistic regression)
    tab.discriminative_check.setChecked(False)
    qtbot.wait(300)                      # the sample's plots are painted: the tab is settled
    with gui_guard():
        tab.open_path(path)
        qtbot.waitUntil(lambda: "big.tsv" in tab.summary.text(), timeout=60000)
        qtbot.waitUntil(lambda: not tab.busy and tab.split is not None
                        and len(tab.split[1]) > 2300, timeout=120000)
        tab.views.setCurrentWidget(view)
        view.method_combo.setCurrentText("gradient descent")
        qtbot.mouseClick(view.controls.run_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(view.history) > 5, timeout=60000)
        qtbot.mouseClick(view.controls.cancel_button, Qt.LeftButton)
        tab.open_path(path)                         # read again, then cancel mid-read
        qtbot.wait(100)
        qtbot.mouseClick(tab.jobs.cancel_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: not tab.busy, timeout=10000)
    assert "big.tsv" in tab.summary.text() and len(tab.corpus) == 10_000
    tab.views.setCurrentWidget(tab.corpus_view)
    assert tab.corpus_view.table.model.n == 10_000
    assert "Cancelled" in tab.messages.text() and "Reading" not in tab.messages.text()


def test_file_open_asks_for_data_not_a_saved_model(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    titles = []
    for name in ("getOpenFileName", "getOpenFileNames"):
        monkeypatch.setattr(QFileDialog, name,
                            lambda parent, title, *a, **k: (titles.append(title), ("", ""))[1])
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        lambda parent, title, *a, **k: (titles.append(title), "")[1])
    for tab in window.tab_widgets():
        window.tabs.setCurrentWidget(tab)
        window._open()
    assert titles == ["Open text", "Open corpus folder", "Open tagged corpus", "Load points",
                      "Load points"]


def test_fits_a_laptop_and_the_models_table_shows_every_model(qtbot, spam):
    tab = spam
    hint = tab.minimumSizeHint()
    assert hint.width() <= 1240 and hint.height() <= 600, hint      # room for the window chrome
    view = tab.evaluation_view.models_table.view
    model = view.model()
    assert model.rowCount() == 5
    for row in range(model.rowCount()):              # k-NN included, no scrolling
        assert view.visualRect(model.index(row, 0)).bottom() <= view.viewport().height()
    last = model.columnCount() - 1
    assert model.headerData(last, Qt.Horizontal) == "ROC AUC"
    assert view.columnViewportPosition(last) + view.columnWidth(last) <= \
        view.viewport().width() + 1


def test_save_filter_button_confirms(qtbot, spam, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    target = tmp_path / "myfilter"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), "Spam filter (*.npz)"))
    qtbot.mouseClick(spam.save_button, Qt.LeftButton)
    assert target.exists() and not (tmp_path / "myfilter.npz").exists()
    assert spam.messages.kind == "info" and "Saved the multinomial filter" in \
        spam.messages.text() and "myfilter" in spam.messages.text()


def test_plain_text_is_refused_and_a_success_clears_the_error(qtbot, spam, tmp_path):
    tab = spam
    corpus = tab.corpus
    rng = np.random.default_rng(0)
    words = "the fox ran far, and the dog sat still, while a bird sang high".split()
    prose = tmp_path / "story.txt"
    prose.write_text("\n".join(" ".join(rng.choice(words, 12)) + "." for _ in range(40)))
    tab.open_path(prose)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=10000)
    assert "labelled corpus" in tab.messages.text() and "kept" in tab.messages.text()
    assert tab.corpus is corpus and "sample corpus" in tab.summary.text()
    qtbot.mouseClick(tab.sample_button, Qt.LeftButton)
    wait_idle(qtbot, tab)
    assert tab.messages.kind != "error"              # the old error does not linger


def test_an_option_changed_while_loading_keeps_the_new_corpus(qtbot, spam, tmp_path):
    tab = spam
    rng = np.random.default_rng(2)
    vocab = np.array([f"w{i}" for i in range(3000)] + ["the", "and", "of"])
    path = tmp_path / "new.tsv"
    path.write_text("\n".join(f"{'spam' if i % 2 else 'ham'}\t{' '.join(rng.choice(vocab, 20))}"
                              for i in range(5_000)))     # read in ~0.5 s (20,000 cost 10 s
    tab.open_path(path)                                         # with the evaluation after)
    unfold(qtbot, tab.features_box)                  # the settings are folded at first
    assert tab.busy
    qtbot.mouseClick(tab.checks["stop_words"], Qt.LeftButton)     # while it is being read
    qtbot.waitUntil(lambda: "new.tsv" in tab.summary.text(), timeout=60000)
    wait_idle(qtbot, tab, timeout=60000)
    assert len(tab.corpus) == 5_000 and tab.features.options["stop_words"]
    assert "the" not in tab.features.vectorizer.feature_names_


def test_a_long_message_is_explained_on_a_worker(qtbot, spam, gui_guard):
    tab = spam
    view = tab.explain_view
    tab.views.setCurrentWidget(view)
    explained(qtbot, view)
    text = "win cash " + "_" * 20_000 + " claim your prize " * 200
    view.editor.setPlainText(text)
    qtbot.wait(100)
    with gui_guard():
        qtbot.mouseClick(view.classify_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: not view.jobs.busy and "prize" in list(
            view.contributions.model.columns[0]), timeout=10000)
