"""The Text tab's Language model and Spelling views, driven by clicks and keys: training on the
loaded sample, the comparison table and plot, probing, scoring, generating, spelling correction
with the context changing the ranking, the link to the Edit distance view, cancel, and a
confusion table that cannot be read leaving the channel as it was."""
import math

import pytest
from gestures import show_page
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from ui.tabs.text.tab import TextTab

PEN_PIN = ("I have a pen. I have a pen and a book. She has a pen. I write with a pen. "
           "Give me a pen. The pen is red. I have a pen too. He lost a pen. "
           "A safety pin. The safety pin broke. Use a safety pin. A safety pin holds it. "
           "I have a cat. We have a dog.")


@pytest.fixture
def tab(make_tab, qtbot):
    t = make_tab(TextTab)
    qtbot.waitUntil(lambda: not t.panel.busy and t.analysis is not None, timeout=30000)
    return t


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.LeftButton)


def show_view(qtbot, tab, view):
    show_page(qtbot, tab.views, view)
    assert tab.views.currentWidget() is view


def trained(qtbot, tab, timeout=30000):
    view = tab.lm_view
    qtbot.waitUntil(lambda: view.result is not None and not view.panel.busy, timeout=timeout)
    return view


def bar_pixel(page, i):
    """The viewport pixel in the middle of the i-th bar of the next-word chart."""
    vb = page.bars.getViewBox()
    width = page.probe.probs[i] if i < len(page.probe.probs) else page.probe.probs[0]
    return page.bars.mapFromScene(vb.mapViewToScene(QPointF(width / 2, i)))


def type_into(qtbot, edit, text):
    edit.clear()
    qtbot.keyClicks(edit, text)


def test_showing_the_view_trains_and_compares_every_smoothing(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    model = view.table.model
    assert model.rowCount() == 4 * 5                         # n = 1…4 × five smoothings
    assert "perplexity" in model.headers and "zero-prob share" in model.headers
    rows = {(n, s): (p, z) for n, s, p, z in zip(model.columns[0], model.columns[1],
                                                  model.columns[2], model.columns[4])}
    assert math.isinf(rows[(3, "maximum likelihood")][0]) and rows[(3, "maximum likelihood")][1] > 0
    assert rows[(3, "interpolated Kneser–Ney")][0] < rows[(3, "add-one (Laplace)")][0]
    xs, ys = view.curves["kneser_ney"].getData()
    assert list(xs) == [1, 2, 3, 4] and all(y > 1 for y in ys)
    mle_x = view.curves["mle"].getData()[0]                 # infinite perplexities left out
    finite = [n for n in (1, 2, 3, 4) if math.isfinite(rows[(n, "maximum likelihood")][0])]
    assert list(mle_x if mle_x is not None else []) == finite and len(finite) < 4
    assert "held out" in view.summary.text()


def test_em_for_lambda_steps_with_the_step_controls(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    page = view.em_page
    show_page(qtbot, view.pages, page)
    assert page.order_combo.currentText() == "4"
    c = page.controls
    assert "1/5 = 0.200" in page.text.toPlainText()             # EM starts from equal λs
    page.ll_plot.setFocus()
    QTest.keyClick(page.ll_plot, Qt.Key_Right)               # → steps, as in every view
    qtbot.waitUntil(lambda: len(page.history) - 1 == 1, timeout=10000)
    for k in (2, 3):
        click(qtbot, c.step_button)
        qtbot.waitUntil(lambda: len(page.history) - 1 == k, timeout=10000)
    expected = view.result.comparison.em_steps[4]              # the training's own run
    its, ll = page.ll_curve.getData()
    assert list(its) == [1, 2, 3]
    assert list(ll) == pytest.approx([s.log_likelihood for s in expected[:3]])
    assert ll[2] >= ll[1] >= ll[0]                              # the objective grows
    assert page.lambda_curves[0].getData()[1][-1] == pytest.approx(expected[2].lambdas[0])
    assert list(page.share_bars.opts["height"]) == pytest.approx(list(expected[2].shares))
    assert list(page.before_bars.opts["height"]) == pytest.approx(list(expected[1].lambdas))
    text = page.text.toPlainText()
    assert "Iteration 3" in text and f"{expected[2].expected_counts[1]:,.1f}" in text
    assert f"{expected[2].log_likelihood:,.3f}" in text
    # the rest at full speed: it ends where the training's EM ended
    click(qtbot, c.end_button)
    qtbot.waitUntil(lambda: c.status.text().startswith("Finished"), timeout=20000)
    assert len(page.history) - 1 == len(expected)
    # the status tells how the engine's run ended (on the English sample, EM for λ of order 4
    # may reach its iteration cap before its tolerance)
    if expected[-1].converged:
        assert "converged" in c.status.text() and "converged" in page.text.toPlainText()
    else:
        assert expected[-1].stopped == "max_iter" and "max_iter" in c.status.text()
    assert list(page.history[-1].lambdas) == pytest.approx(view.result.comparison.lambdas[4])
    # scrub back: the curves show the run up to that step
    c.history_slider.setValue(2)
    assert len(page.ll_curve.getData()[0]) == 2 and "Iteration 2" in page.text.toPlainText()
    # another order starts a new run
    page.order_combo.setCurrentText("2")
    xs = page.ll_curve.getData()[0]
    assert len(page.history) == 1 and (xs is None or len(xs) == 0)


def test_train_with_other_settings_and_cancel_keeps_the_table(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    view.order_spin.setValue(2)
    view.result = None
    click(qtbot, view.train_button)
    trained(qtbot, tab)
    assert view.table.model.rowCount() == 2 * 5
    before = list(view.table.model.columns[2])
    # a long text: cancel mid-way, the 2-order table stays
    view.text = tab.text * 200
    click(qtbot, view.train_button)
    qtbot.waitUntil(lambda: view.panel.cancel_button.isVisible(), timeout=5000)
    click(qtbot, view.panel.cancel_button)
    qtbot.waitUntil(lambda: not view.panel.busy, timeout=10000)
    assert list(view.table.model.columns[2]) == before
    assert "Cancelled" in tab.messages.text()


def test_probe_next_words_and_sentence(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    page = view.probe_page
    show_page(qtbot, view.pages, page)
    type_into(qtbot, page.context_edit, "a cup of")
    qtbot.keyClick(page.context_edit, Qt.Key_Return)
    qtbot.waitUntil(lambda: page.probe is not None and page.next_table.model.rowCount() > 0,
                    timeout=10000)
    assert page.probe.words[0] == "strong"                 # "a cup of strong tea"
    assert page.bar_item.opts["width"][0] == pytest.approx(page.probe.probs[0])
    assert "d = 0.75" in page.formula.toPlainText()        # Kneser–Ney's working
    assert "continuation" in page.formula.toPlainText()
    # a click on the third bar explains that word, with its numbers
    third, p3 = page.probe.words[2], page.probe.probs[2]
    assert f"P({third} |" not in page.formula.toPlainText()
    QTest.mouseClick(page.bars.viewport(), Qt.LeftButton, pos=bar_pixel(page, 2))
    formula = page.formula.toPlainText()
    assert f"P({third} | a cup of)" in formula and formula.endswith(f"{p3:.4g}")
    assert page.next_table.selected_source_row() == 2 and page.chosen == 2
    # a click beside the bars, below the last one, changes nothing
    QTest.mouseClick(page.bars.viewport(), Qt.LeftButton,
                     pos=bar_pixel(page, len(page.probe.words) + 1))
    assert page.chosen == 2 and page.formula.toPlainText() == formula
    # Laplace's formula instead
    page.smoothing_combo.setCurrentIndex(1)
    click(qtbot, page.next_button)
    qtbot.waitUntil(lambda: page.probe.smoothing == "laplace", timeout=10000)
    assert "+ 1" in page.formula.toPlainText()
    type_into(qtbot, page.sentence_edit, "He had a cup of strong tea .")
    click(qtbot, page.score_button)
    qtbot.waitUntil(lambda: page.sentence_table.model.rowCount() == 9, timeout=10000)
    assert page.sentence_table.model.columns[0][-1] == "</s>"
    assert "log₂ P(sentence)" in tab.messages.text()
    # predict mode (issue 25): the distribution waits for the guess, then grades it
    click(qtbot, page.predict.button)
    type_into(qtbot, page.context_edit, "a cup of")
    click(qtbot, page.next_button)
    assert page.probe is None and page.predict.predictions.awaiting
    assert page.bar_item.opts["width"] is None or len(page.bar_item.opts["width"]) == 0
    for guess, asked in (("tea", 1), ("strong", 2)):
        type_into(qtbot, page.predict.guess_edit, guess)
        qtbot.keyClick(page.predict.guess_edit, Qt.Key_Return)
        qtbot.waitUntil(lambda: page.predict.predictions.asked == asked, timeout=10000)
        qtbot.waitUntil(lambda: page.probe is not None, timeout=10000)
        if guess == "tea":
            assert tab.messages.kind == "warning" and "“strong”" in tab.messages.text()
            assert "P(tea | a cup of)" in page.formula.toPlainText()     # the guess's working
            click(qtbot, page.next_button)                               # the next question
            assert page.probe is None
    assert page.predict.predictions.right == 1 and "1 of 2" in page.predict.score.text()


def test_generate_highlights_the_copied_span(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    page = view.generate_page
    show_page(qtbot, view.pages, page)
    click(qtbot, page.greedy_check)
    assert not page.temperature_spin.isEnabled()
    click(qtbot, page.generate_button)
    qtbot.waitUntil(lambda: "4-gram" in page.output.toPlainText(), timeout=15000)
    assert len(page.generated.rows) == 4                    # greedy: one sentence per order
    order, words, (start, length) = page.generated.rows[-1]
    assert order == 4 and length >= 3                       # a 4-gram model copies the corpus
    assert "background" in page.output.toHtml() or "#ffe08a" in page.output.toHtml()


def test_spelling_context_changes_the_ranking_and_links_to_the_alignment(qtbot, tab):
    tab.editor.setPlainText(PEN_PIN)
    click(qtbot, tab.analyse_button)
    qtbot.waitUntil(lambda: tab.text == PEN_PIN and not tab.panel.busy, timeout=20000)
    show_view(qtbot, tab, tab.lm_view)
    view = tab.lm_view
    view.heldout_spin.setValue(5)
    view.result = None
    click(qtbot, view.train_button)
    trained(qtbot, tab)
    spell = tab.spelling_view
    show_view(qtbot, tab, spell)
    spell.order_combo.setCurrentText("3")
    type_into(qtbot, spell.word_edit, "pxn")
    type_into(qtbot, spell.context_edit, "I have a")
    qtbot.keyClick(spell.word_edit, Qt.Key_Return)
    qtbot.waitUntil(lambda: spell.result is not None and spell.result.context == (
        "I", "have", "a"), timeout=10000)
    assert spell.table.model.columns[1][0] == "pen"
    type_into(qtbot, spell.context_edit, "a safety")
    click(qtbot, spell.correct_button)
    qtbot.waitUntil(lambda: spell.result.context == ("a", "safety"), timeout=10000)
    assert spell.table.model.columns[1][0] == "pin"
    # the substitution cost of the Edit distance view is the channel's: 2 → distance 2
    tab.edit_view.sub_spin.setValue(2.0)
    click(qtbot, spell.correct_button)
    qtbot.waitUntil(lambda: spell.result.costs == (1.0, 1.0, 2.0), timeout=10000)
    assert spell.table.model.columns[2][0] == 2
    click(qtbot, spell.align_button)                        # the selected (first) candidate
    assert tab.views.currentWidget() is tab.edit_view
    assert (tab.edit_view.source_edit.text(), tab.edit_view.target_edit.text()) == ("pin",
                                                                                    "pxn")
    qtbot.waitUntil(lambda: tab.edit_view.result is not None and
                    tab.edit_view.result.a == list("pin"), timeout=10000)
    assert tab.edit_view.result.distance == 2


def test_spelling_before_training_and_a_bad_confusion_file(qtbot, tab, tmp_path):
    spell = tab.spelling_view
    show_view(qtbot, tab, spell)            # before any training: it has the models trained
    qtbot.waitUntil(lambda: "Training the language models" in tab.messages.text()
                    or spell.result is not None, timeout=10000)
    qtbot.waitUntil(lambda: spell.result is not None and not spell.panel.busy, timeout=60000)
    assert spell.trained is not None and tab.messages.kind != "error"
    bad = tmp_path / "confusion.csv"
    bad.write_text("op,from,to,count\nswap,a,b,3\n", encoding="utf-8")
    spell.load_confusion(bad)
    qtbot.waitUntil(lambda: tab.messages.kind == "error" and "swap" in tab.messages.text(),
                    timeout=10000)
    assert spell.channel is None and spell.channel_combo.currentIndex() == 0
    good = tmp_path / "good.csv"
    good.write_text("substitute,i,x,5\nsubstitute,i,o,5\n", encoding="utf-8")
    spell.load_confusion(good)
    qtbot.waitUntil(lambda: spell.channel is not None, timeout=10000)
    assert spell.channel_combo.currentIndex() == 1 and "good.csv" in tab.messages.text()


def test_save_and_load_a_model(qtbot, tab, tmp_path, monkeypatch):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    path = tmp_path / "model.npz"
    monkeypatch.setattr("ui.widgets.files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(path), ""))
    click(qtbot, view.save_button)                      # written on the worker
    qtbot.waitUntil(lambda: "Saved the 4-gram" in tab.messages.text(), timeout=10000)
    assert path.exists() and not view.save_panel.busy
    monkeypatch.setattr("ui.widgets.files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "missing" / "m.npz"), ""))
    click(qtbot, view.save_button)                      # an unwritable path: a clear message
    qtbot.waitUntil(lambda: "Could not save m.npz" in tab.messages.text(), timeout=10000)
    view.order_spin.setValue(1)
    click(qtbot, view.train_button)
    qtbot.waitUntil(lambda: view.probe_page.order_combo.count() == 1 and not view.panel.busy,
                    timeout=20000)
    view.load_model(path)
    qtbot.waitUntil(lambda: view.probe_page.order_combo.currentText() == "4", timeout=10000)
    assert "Loaded a 4-gram" in tab.messages.text()
    em = view.em_page                                   # a saved model has no EM run to step
    show_page(qtbot, view.pages, em)
    click(qtbot, em.controls.step_button)
    assert tab.messages.kind == "error" and "loaded model" in tab.messages.text()
    assert len(em.history) == 1
    page = view.probe_page
    show_page(qtbot, view.pages, page)
    type_into(qtbot, page.context_edit, "a cup of")
    click(qtbot, page.next_button)
    qtbot.waitUntil(lambda: page.probe is not None and page.probe.order == 4, timeout=10000)
    assert page.probe.words[0] == "strong"
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a model")
    view.load_model(bad)
    qtbot.waitUntil(lambda: "bad.npz" in tab.messages.text(), timeout=10000)
    assert tab.messages.kind == "error" and "not a Trellis n-gram model" in tab.messages.text()
    assert page.order_combo.currentText() == "4"


def test_training_on_a_longer_text_never_blocks_the_gui(qtbot, tab, gui_guard):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    view.text = tab.text * 80                       # about 240 kB, 50k tokens
    view.result = None
    qtbot.wait(200)
    with gui_guard():
        click(qtbot, view.train_button)
        trained(qtbot, tab, timeout=120000)
        page = view.generate_page
        show_page(qtbot, view.pages, page)
        click(qtbot, page.generate_button)
        qtbot.waitUntil(lambda: "4-gram" in page.output.toPlainText(), timeout=30000)
    assert view.result.comparison.n_train > 40000


def analyse_text(qtbot, tab, text):
    tab.editor.setPlainText(text)
    click(qtbot, tab.analyse_button)
    qtbot.waitUntil(lambda: tab.text == text and not tab.panel.busy, timeout=20000)


def test_bad_training_input_says_what_to_do_and_keeps_the_models(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    before = list(view.table.model.columns[2])
    # one sentence: nothing to hold out
    analyse_text(qtbot, tab, "Just one sentence here.")
    qtbot.waitUntil(lambda: tab.messages.kind == "error" and not view.panel.busy,
                    timeout=20000)
    assert "1 sentence" in tab.messages.text() and "kept" in tab.messages.text()
    assert list(view.table.model.columns[2]) == before
    assert view.probe_page.order_combo.currentText() == "4"
    # sentences shorter than the order: padding gives every order a finite perplexity
    old = view.result
    analyse_text(qtbot, tab, "Hi. Yo. Ok. Go. Up. Be. So. Do. It. At. Me. Oh.")
    qtbot.waitUntil(lambda: view.result is not old and not view.panel.busy, timeout=20000)
    assert max(map(len, view.result.train)) == 2                 # shorter than n = 3, 4
    # an empty editor
    tab.editor.setPlainText("   ")
    click(qtbot, tab.analyse_button)
    assert tab.messages.kind == "error" and "empty" in tab.messages.text()
    rows = {(n, s): e for n, s, e in view.result.comparison.rows}
    assert all(math.isfinite(rows[(n, "kneser_ney")].perplexity) for n in (1, 2, 3, 4))
    # every word below the UNK cut-off: a warning instead of a proud perplexity of 1
    view.unk_spin.setValue(50)
    click(qtbot, view.train_button)
    qtbot.waitUntil(lambda: tab.messages.kind == "warning", timeout=20000)
    assert "<UNK>" in tab.messages.text() and "Lower" in tab.messages.text()


def test_mle_after_an_unseen_context_warns(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    page = view.probe_page
    show_page(qtbot, view.pages, page)
    page.smoothing_combo.setCurrentIndex(0)                  # maximum likelihood
    type_into(qtbot, page.context_edit, "zebra quantum")
    click(qtbot, page.next_button)
    qtbot.waitUntil(lambda: tab.messages.kind == "warning", timeout=10000)
    assert "never seen" in tab.messages.text() and max(page.probe.probs) == 0


def test_a_damaged_model_file_keeps_the_models(qtbot, tab, tmp_path):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    model = view.probe_page.model()
    path = tmp_path / "model.npz"
    model.save(path)
    raw = path.read_bytes()
    cut = tmp_path / "cut.npz"
    cut.write_bytes(raw[:len(raw) // 2])
    view.load_model(cut)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=10000)
    assert "cut.npz is not a Trellis n-gram model" in tab.messages.text()
    import numpy as np
    z = dict(np.load(path))
    np.savez(tmp_path / "damaged.npz", **{**z, "_count__1": z["_count__1"][:-1]})
    view.load_model(tmp_path / "damaged.npz")
    qtbot.waitUntil(lambda: "damaged.npz" in tab.messages.text(), timeout=10000)
    assert tab.messages.kind == "error" and "damaged n-gram model" in tab.messages.text()
    assert view.probe_page.model() is model and view.table.model.rowCount() == 20


def test_a_kernighan_church_gale_table_is_announced(qtbot, tab, tmp_path):
    spell = tab.spelling_view
    show_view(qtbot, tab, spell)
    path = tmp_path / "kcg.csv"
    path.write_text("delete,pe,p,3\ncount,pe,,10\n", encoding="utf-8")
    spell.load_confusion(path)
    qtbot.waitUntil(lambda: spell.channel is not None, timeout=10000)
    assert "Kernighan" in tab.messages.text() and spell.channel.kcg


def test_a_case_folded_model_folds_what_is_typed(qtbot, tab):
    show_view(qtbot, tab, tab.lm_view)
    view = trained(qtbot, tab)
    click(qtbot, view.lower_check)
    old = view.result
    click(qtbot, view.train_button)
    qtbot.waitUntil(lambda: view.result is not old and not view.panel.busy, timeout=30000)
    assert view.result.lowercase and "He" not in view.probe_page.model().vocab_
    page = view.probe_page
    show_page(qtbot, view.pages, page)
    type_into(qtbot, page.context_edit, "A Cup Of")
    click(qtbot, page.next_button)
    qtbot.waitUntil(lambda: page.probe is not None, timeout=10000)
    assert page.probe.context == ("a", "cup", "of") and page.probe.words[0] == "strong"
    type_into(qtbot, page.sentence_edit, "He had a cup of strong tea .")
    click(qtbot, page.score_button)
    qtbot.waitUntil(lambda: page.scores is not None, timeout=10000)
    assert "<UNK>" not in [s.word for s in page.scores.scores]
