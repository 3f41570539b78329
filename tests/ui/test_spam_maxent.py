"""The Spam tab's MaxEnt view offscreen, driven by clicks and keys: the notes' fast-food menu
solved with the corrected multipliers, the die with no constraint, a second constraint, Newton
iterations stepped with Space, and an infeasible target refused with the engine's reason while
the last solution stays on show."""
import math

import pytest
from gestures import choose, show_page, unfold
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ui.tabs.spam.tab import SpamTab


@pytest.fixture
def view(qtbot, make_tab):
    tab = make_tab(SpamTab)
    show_page(qtbot, tab.views, tab.maxent_view)
    assert tab.views.currentWidget() is tab.maxent_view
    v = tab.maxent_view
    qtbot.waitUntil(lambda: v.driver.runner.state == "finished", timeout=20000)
    yield v
    qtbot.waitUntil(lambda: not tab.busy, timeout=30000)     # the sample read at show ends


def solution(view):
    """The p column of the table as numbers (outcome rows only)."""
    t = view.table
    col = t.columnCount() - 1
    return [float(t.item(i, col).text()) for i in range(t.rowCount() - 1)]


def type_into_cell(qtbot, table, row, col, text):
    table.setFocus()
    table.setCurrentCell(row, col)
    qtbot.keyClick(table, Qt.Key_F2)                  # edit the current cell
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key_Return)


def test_fast_food_menu_with_the_corrected_multipliers(qtbot, view):
    assert view.preset_combo.currentText() == "Fast food, mean price $2.50"
    assert solution(view) == pytest.approx([0.3546, 0.2964, 0.2478, 0.1011], abs=1e-4)
    last = view.driver.history[-1]
    assert last.converged and last.lambdas[0] == pytest.approx(-0.1792, abs=1e-4)
    assert last.lambda0 == pytest.approx(0.1425, abs=1e-4)
    text = view.details.toPlainText()
    assert "-0.1792" in text and "+0.1425" in text and "(converged)" in text
    assert "do not normalise" in text and "sums to 16.5" in text
    bars = view._bar_item.opts["height"]
    assert list(bars) == pytest.approx(solution(view), abs=1e-4)
    # switched to Korean at run time: the texts change, the table's data and solution stay
    from ui import i18n
    before, app = solution(view), QApplication.instance()
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: view.add_row_button.text() == "+ 결과", timeout=5000)
        assert view.table.horizontalHeaderItem(0).text() == "결과"
        assert view.table.horizontalHeaderItem(1).text() == "price"     # the data's own name
        assert "최대 엔트로피" in view.details.toPlainText()
        assert view.preset_combo.currentData() == "Fast food, mean price $2.50"
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: view.add_row_button.text() == "+ outcome", timeout=5000)
    assert view.preset_combo.currentText() == "Fast food, mean price $2.50"
    assert solution(view) == before and not view._solve_timer.isActive()


def test_die_without_constraint_is_uniform_with_entropy_log_6(qtbot, view):
    choose(qtbot, view.preset_combo, "Die, no constraint")
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished"
                    and len(solution(view)) == 6 and solution(view)[0] > 0, timeout=10000)
    assert solution(view) == pytest.approx([1 / 6] * 6, abs=1e-4)
    assert view.driver.history[-1].entropy == pytest.approx(math.log(6))
    assert "no constraint" in view.details.toPlainText()
    assert "Erratum" not in view.details.toPlainText()


def test_second_constraint_meets_both_targets(qtbot, view):
    choose(qtbot, view.preset_combo, "Fast food, price $2.50 + 600 kcal")
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished"
                    and len(view.driver.history[-1].lambdas) == 2, timeout=10000)
    last = view.driver.history[-1]
    assert last.converged and list(last.moments) == pytest.approx([2.5, 600], abs=1e-6)
    assert "E[calories] = 600.0000" in view.details.toPlainText()


def test_infeasible_target_is_refused_and_the_solution_kept(qtbot, view):
    tab = view.tab
    before = solution(view)
    type_into_cell(qtbot, view.table, 4, 1, "9")             # mean price $9 > Tofu's $8
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=5000)
    message = tab.messages.text()
    assert "outside the range of its values [1, 8]" in message
    assert "last solution stays" in message
    assert solution(view) == before and len(view.driver.history) > 3   # the run is kept
    assert view._newton_curve.getData()[0].size > 3
    type_into_cell(qtbot, view.table, 4, 1, "abc")
    qtbot.waitUntil(lambda: "not a number" in tab.messages.text(), timeout=5000)
    type_into_cell(qtbot, view.table, 4, 1, "3")             # a feasible target solves again
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished"
                    and abs(view.driver.history[-1].moments[0] - 3) < 1e-8, timeout=10000)
    assert solution(view) != before and tab.messages.kind != "error"


def test_newton_iterations_step_one_at_a_time(qtbot, view):
    n = len(view.driver.history) - 1
    assert 3 <= n <= 20 and view._newton_curve.getData()[0].size == n
    qtbot.mouseClick(view.controls.reset_button, Qt.LeftButton)
    assert len(view.driver.history) == 1
    view.controls.step_button.setFocus()
    qtbot.keyClick(view.controls.step_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(view.driver.history) == 2, timeout=5000)
    assert solution(view) == pytest.approx([0.25] * 4)        # λ = 0: uniform first
    assert "iteration 1" in view.details.toPlainText()
    QTest.keyClick(view.controls.step_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(view.driver.history) == 3, timeout=5000)
    assert solution(view)[0] > 0.25 > solution(view)[3]       # cheap items gain
    slider = view.controls.history_slider                     # scrub back with the keys
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key_Home)
    qtbot.keyClick(slider, Qt.Key_Up)          # → is the Step shortcut
    assert slider.value() == 1
    assert solution(view) == pytest.approx([0.25] * 4)


def test_outcomes_and_constraints_added_and_removed(qtbot, view):
    qtbot.mouseClick(view.add_row_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished"
                    and len(view.driver.history[-1].p) == 5, timeout=10000)
    qtbot.mouseClick(view.add_constraint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished"
                    and len(view.driver.history[-1].lambdas) == 2, timeout=10000)
    assert view.table.columnCount() == 4
    qtbot.mouseClick(view.remove_constraint_button, Qt.LeftButton)
    qtbot.mouseClick(view.remove_row_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished"
                    and len(view.driver.history[-1].p) == 4, timeout=10000)
    assert solution(view) == pytest.approx([0.3546, 0.2964, 0.2478, 0.1011], abs=1e-4)


def test_tab_still_fits_a_laptop(qtbot, view):
    hint = view.tab.minimumSizeHint()
    assert hint.width() <= 1240 and hint.height() <= 600, hint


# -- MaxEnt classification: softmax ----------------------------------------------------------


@pytest.fixture
def softmax(qtbot, make_tab, topics_csv):
    tab = make_tab(SpamTab)
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    tab.open_path(topics_csv)
    qtbot.waitUntil(lambda: "topics.csv" in tab.summary.text() and tab.split is not None
                    and not tab.busy, timeout=30000)
    show_page(qtbot, tab.views, tab.softmax_view)
    view = tab.softmax_view
    qtbot.waitUntil(lambda: view.data is not None and not view.jobs.busy, timeout=20000)
    return view


def test_softmax_steps_then_trains_three_classes_beside_naive_bayes(qtbot, softmax):
    view = softmax
    assert list(view.data.classes) == ["food", "money", "sport"]
    assert "3 classes" in view.status.text()
    choose(qtbot, view.solver_combo, "gradient descent")
    view.controls.step_button.setFocus()
    qtbot.keyClick(view.controls.step_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(view.history) == 2, timeout=10000)
    assert view.top_table.model.n == 3 * 12                       # 12 words per class
    QTest.keyClick(view.controls.step_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(view.history) == 3, timeout=10000)
    assert view.history[2].loss < view.history[1].loss
    choose(qtbot, view.solver_combo, "L-BFGS")                    # a new run, the gd curve kept
    qtbot.mouseClick(view.controls.run_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=30000)
    assert view.history[-1].converged and set(view.runs) == {"gd", "lbfgs"}
    qtbot.waitUntil(lambda: view.compare_table.model.n == 2, timeout=20000)
    table = view.compare_table.model
    assert list(table.columns[0]) == ["Softmax (L-BFGS)", "Multinomial NB"]
    assert list(table.columns[1]) == [1.0, 1.0]                   # separable topics
    assert "Held-out accuracy: softmax 1.0000" in view.status.text()
    top = view.top_table.model
    sport = [w for c, w in zip(top.columns[0], top.columns[2]) if c == "sport"]
    assert set(sport[:4]) == {"goal", "match", "team", "score"}


def test_feature_functions_of_a_message_add_up_to_its_scores(qtbot, softmax):
    view = softmax
    qtbot.mouseClick(view.controls.end_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=30000)
    show_page(qtbot, view.pages, 1)
    choose(qtbot, view.message_combo, view.message_combo.itemText(2))
    table = view.features_table.model
    assert table.headers[:2] == ["term", "x_j (unit row)"] and len(table.headers) == 5
    assert 1 <= table.n <= 6 + 9                   # its unigrams and bigrams (8 tokens)
    assert sum(v * v for v in table.columns[1]) == pytest.approx(1.0)   # a unit row
    import numpy as np
    scores = np.array([sum(table.columns[2 + k]) for k in range(3)]) \
        + view.history[-1].intercept
    model_scores = view.model.decision_function(view.data.A_test[2])[0]
    assert scores == pytest.approx(model_scores)
    truth = view.data.y_test[2]
    assert f"Predicted {truth}" in view.features_note.text().replace("<b>", "").replace(
        "</b>", "")


def test_softmax_without_corpus_says_what_to_do(qtbot, make_tab):
    tab = make_tab(SpamTab)
    tab.views.setCurrentWidget(tab.softmax_view)
    assert tab.softmax_view.data is None                 # the sample is still being read
    qtbot.mouseClick(tab.softmax_view.controls.step_button, Qt.LeftButton)
    assert "Load a corpus first" in tab.messages.text() and tab.messages.kind == "error"
    assert len(tab.softmax_view.history) == 1
    qtbot.waitUntil(lambda: not tab.busy, timeout=30000)


def test_a_long_run_keeps_the_losses_but_thins_the_weights(qtbot, softmax, monkeypatch):
    from ui.tabs.spam import views_softmax
    view = softmax
    coef_bytes = 3 * view.data.A_train.shape[1] * 8
    monkeypatch.setattr(views_softmax, "WEIGHTS_BUDGET", 20 * coef_bytes)   # 20 steps' worth
    choose(qtbot, view.solver_combo, "gradient descent")
    qtbot.mouseClick(view.controls.end_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.driver.runner.state == "finished", timeout=60000)
    steps = view.history[1:]
    assert len(steps) > 100 and len(view.runs["gd"]) == len(steps)   # every loss kept
    # the engine thins (SoftmaxRegression.iter_fit(weights_budget=…)): a run to max_iter
    # would keep 20 steps' weights, so every ⌈5000 · (d + 1)/(20 d)⌉-th step keeps them
    d = view.data.A_train.shape[1]
    stride = math.ceil(5000 * (d + 1) / (20 * d))
    kept = [s.iteration for s in steps if s.coef is not None]
    assert kept == [1] + list(range(stride, steps[-1].iteration, stride)) + \
        [steps[-1].iteration]
    thinned = next(s.iteration for s in steps if s.coef is None)
    show_page(qtbot, view.pages, 1)
    slider = view.controls.history_slider
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key_Home)
    for _ in range(thinned):
        qtbot.keyClick(slider, Qt.Key_Up)      # → is the Step shortcut
    assert slider.value() == thinned
    assert "the history keeps those of every few steps" in view.features_note.text()
    show_page(qtbot, view.pages, 0)                         # the nearest kept weights
    assert view.top_table.model.n == 3 * 12


@pytest.mark.skipif(not __import__("resources").path("mail_topics").is_dir(),
                    reason="the 4-class mail sample is generated by resources/make_mail_topics.py")
def test_four_class_sample_trains_softmax_beside_naive_bayes(qtbot, make_tab):
    tab = make_tab(SpamTab)
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    show_page(qtbot, tab.views, tab.softmax_view)
    view = tab.softmax_view
    assert view.sample_button.isEnabled()
    qtbot.mouseClick(view.sample_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.data is not None and len(view.data.classes) == 4
                    and not view.jobs.busy, timeout=60000)
    assert "mail_topics" in tab.summary.text()
    assert sorted(map(str, view.data.classes)) == ["coursework", "newsletter", "personal",
                                                   "spam"]
    qtbot.mouseClick(view.controls.end_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: view.compare_table.model.n == 2, timeout=60000)
    softmax_accuracy, nb_accuracy = view.compare_table.model.columns[1]
    assert softmax_accuracy > 0.7 and nb_accuracy > 0.7
    assert view.top_table.model.n == 4 * 12


def test_softmax_on_a_large_corpus_keeps_the_gui_thread_free(qtbot, make_tab, tmp_path,
                                                             gui_guard):
    import numpy as np
    rng = np.random.default_rng(1)
    vocab = np.array([f"w{i}" for i in range(3000)])
    labels = np.array(["ham", "spam", "news"])
    path = tmp_path / "big.tsv"
    # the guard finds GUI-thread work at any size: a corpus big enough to take many batches
    path.write_text("\n".join(f"{labels[i % 3]}\t{' '.join(rng.choice(vocab, 30))}"
                              for i in range(4_000)))
    tab = make_tab(SpamTab)
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    # the Evaluation's discriminative models are not what this test is about: without them
    # the big corpus is evaluated in seconds instead of a minute (softmax trains on its own)
    tab.discriminative_check.setChecked(False)
    assert not tab.model.params.discriminative
    tab.open_path(path)
    qtbot.waitUntil(lambda: "big.tsv" in tab.summary.text() and tab.split is not None
                    and len(tab.split[1]) > 800 and not tab.busy, timeout=120000)
    show_page(qtbot, tab.views, tab.softmax_view)
    view = tab.softmax_view
    qtbot.waitUntil(lambda: view.data is not None and not view.jobs.busy, timeout=60000)
    choose(qtbot, view.solver_combo, "gradient descent")
    show_page(qtbot, view.pages, 1)                      # f(x, y) redrawn at every batch
    qtbot.wait(300)
    with gui_guard():
        qtbot.mouseClick(view.controls.run_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(view.history) > 30, timeout=60000)
        qtbot.mouseClick(view.controls.cancel_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: not view.driver.runner.active, timeout=10000)
    assert view.features_table.model.n > 0 and len(view.runs["gd"]) == len(view.history) - 1


def test_evaluation_table_lists_softmax_on_three_classes(qtbot, make_tab, topics_csv):
    tab = make_tab(SpamTab)
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    assert "Softmax (L-BFGS)" not in tab.evaluation_view.evaluations       # spam/ham
    tab.open_path(topics_csv)
    qtbot.waitUntil(lambda: "topics.csv" in tab.summary.text() and not tab.busy
                    and "Softmax (L-BFGS)" in tab.evaluation_view.evaluations, timeout=30000)
    view = tab.evaluation_view.models_table.view
    model = view.model()
    names = [model.index(r, 0).data() for r in range(model.rowCount())]
    assert names[-2:] == ["Softmax (L-BFGS)", "k-NN (cosine, tf-idf)"] and len(names) == 6
    row = model.rowCount() - 1                       # every row visible, the last included
    assert view.visualRect(model.index(row, 0)).bottom() <= view.viewport().height()
    accuracy = float(model.index(row - 1, 1).data())
    assert accuracy > 0.9                           # three separable topics
    unfold(qtbot, tab.features_box)                  # the settings are folded at first
    qtbot.mouseClick(tab.discriminative_check, Qt.LeftButton)      # Naive Bayes and k-NN
    qtbot.waitUntil(lambda: set(tab.evaluation_view.evaluations) ==
                    {"Multinomial NB", "Bernoulli NB", "k-NN (cosine, tf-idf)"}
                    and not tab.busy, timeout=30000)
