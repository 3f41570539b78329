"""Predict mode in Explain (issue 25), with real clicks: the message shows no colours, a click
on a word asks which class it pulls towards, the side buttons answer, and the engine's own
log p(w|spam) − log p(w|ham) grades it — the formula filled in, the word coloured only after
the answer, the score kept. Built on a small filter (no corpus to read)."""
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine.spam import SpamFilter
from ui.tabs.spam.explain import ExplainView
from ui.widgets.messages import MessageBar

TEXTS = ["win free money now", "free prize claim now", "cheap money offer win",
         "lunch at noon tomorrow", "meeting notes for tomorrow", "see you at lunch"]
LABELS = ["spam"] * 3 + ["ham"] * 3


def click_word(qtbot, browser, word):
    """Click the middle of ``word`` where the browser draws it."""
    found = browser.document().find(word)
    assert not found.isNull(), word
    at = QTextCursor(found)
    at.setPosition((found.selectionStart() + found.selectionEnd()) // 2)
    point = browser.cursorRect(at).center()
    qtbot.mouseClick(browser.viewport(), Qt.LeftButton, pos=point)


def test_the_side_of_a_word_is_predicted_and_graded(qtbot):
    host = QWidget()
    host.messages = MessageBar(host, "predict_messages")
    view = ExplainView(host)
    layout = QVBoxLayout(host)
    layout.addWidget(host.messages)
    layout.addWidget(view)
    host.resize(1280, 680)
    host.show()
    qtbot.addWidget(host)
    qtbot.waitExposed(host)
    f = SpamFilter(model="multinomial", ngram_range=(1, 1)).fit(TEXTS, LABELS)
    view.set_filters({"multinomial": f}, [])
    qtbot.mouseClick(view.predictions.button, Qt.LeftButton)
    assert view.predictions.enabled
    view.editor.setPlainText("free money now at lunch")
    qtbot.mouseClick(view.classify_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not view.jobs.busy and "Predict:" in view.result.toPlainText(),
                    timeout=10000)
    assert not view.lower.isVisible()                # the chart would give the answer away
    assert "background-color" not in view.message.toHtml().split("free money now")[0][-400:]
    p = view.predictions
    assert not p.pos_button.isEnabled()               # nothing asked yet
    click_word(qtbot, view.message, "free")
    assert p.state.awaiting and p.pos_button.isEnabled()
    assert "“free”" in host.messages.text()
    qtbot.mouseClick(p.pos_button, Qt.LeftButton)     # free pulls towards spam: right
    assert p.score.text() == "1 of 1 right" and host.messages.kind == "info"
    assert host.messages.text().startswith("right")
    click_word(qtbot, view.message, "lunch")
    qtbot.mouseClick(p.pos_button, Qt.LeftButton)     # lunch pulls towards ham: wrong
    e = p.explanation
    j = e.features.index("lunch")
    assert p.score.text() == "1 of 2 right" and host.messages.kind == "warning"
    text = host.messages.text()
    assert text.startswith("not quite") and "towards ham" in text
    assert f"{e.log_p_pos[j]:.3f}" in text and f"{e.log_p_neg[j]:.3f}" in text
    assert e.log_p_pos[j] < e.log_p_neg[j]            # the engine's numbers: ham's side
    # switched off, the full explanation (colours, chart) is back
    qtbot.mouseClick(p.button, Qt.LeftButton)
    assert view.lower.isVisible() and "Predicted: spam" in view.result.toPlainText()


def test_explain_and_evaluation_switch_to_korean_at_run_time(qtbot):
    from PySide6.QtWidgets import QApplication

    from ui import i18n
    from ui.tabs.spam.views import EvaluationView

    host = QWidget()
    host.messages = MessageBar(host, "ko_messages")
    explain, evaluation = ExplainView(host), EvaluationView(host)
    layout = QVBoxLayout(host)
    layout.addWidget(explain)
    host.resize(1280, 680)
    host.show()
    qtbot.addWidget(host)
    qtbot.waitExposed(host)
    f = SpamFilter(model="multinomial", ngram_range=(1, 1)).fit(TEXTS, LABELS)
    explain.set_filters({"multinomial": f}, [])
    explain.editor.setPlainText("free money now at lunch")
    qtbot.mouseClick(explain.classify_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "Predicted: spam" in explain.result.toPlainText(), timeout=10000)
    headers = list(explain.contributions.model.headers)
    assert headers[2:4] == ["log p(w|spam)", "log p(w|ham)"]
    assert i18n.is_data(explain.message) and not i18n.is_data(explain.result)
    assert "free money now" in explain.message.toPlainText()      # the message: its own pane
    assert "free money now" not in explain.result.toPlainText()
    app = QApplication.instance()
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: explain.classify_button.text() == "분류", timeout=2000)
        assert explain.predictions.button.text() == "예측"
        assert explain.model_combo.currentText() == "다항"
        assert explain.model_combo.currentData() == "multinomial"     # the engine's key stays
        assert evaluation.layout_combo.itemText(1) == "행: 예측 (강의 노트)"
        assert evaluation.layout_combo.itemData(1) == "predicted_rows"
        # the explanation is written again in Korean: the classes are 스팸/햄
        qtbot.waitUntil(lambda: explain.contributions.model.headers[2] == "log p(w|스팸)",
                        timeout=10000)
        assert explain.predictions.pos_button.text() == "→ 스팸"
        qtbot.waitUntil(lambda: "스팸" in explain.result.toPlainText(), timeout=10000)
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: explain.classify_button.text() == "Classify", timeout=2000)
    qtbot.waitUntil(lambda: explain.contributions.model.headers[2:4] == headers[2:4],
                    timeout=10000)
    assert explain.predictions.pos_button.text() == "→ spam"


def test_the_controls_show_the_model_s_parameters(qtbot):
    from ui.models.spam import SpamParams
    from ui.tabs.spam.controls import params_from, show_params
    from ui.tabs.spam.tab import SpamTab

    tab = SpamTab()                    # not shown: no corpus is read
    qtbot.addWidget(tab)
    assert tab.ngram_combo.currentData() == (1, 2)          # the filter's default
    assert params_from(tab) == tab.model.params
    p = SpamParams(ngram_min=2, ngram_max=2, stemmer="porter", alpha=0.1, layout="predicted_rows")
    show_params(tab, p)
    assert params_from(tab) == p and tab.ngram_combo.currentText() == "bigrams (<s> … </s>)"
