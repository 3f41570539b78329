"""The Spam tab's Choosing-a-model view offscreen, driven by clicks: the split stated as counts,
the validation curve equal to engine.selection's on the same folds, the grid-search heat map
(cancelled mid-way without touching what is shown, the GUI thread free meanwhile), nested
cross-validation beside the optimistic estimate, and the learning curve."""
import numpy as np
import pytest
from gestures import show_page, type_number, unfold
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser

from engine.selection import nested_cv, validation_curve
from engine.spam import MultinomialNB
from ui.tabs.spam.jobs_selection import fold_features
from ui.tabs.spam.tab import SpamTab


@pytest.fixture
def view(qtbot, make_tab):
    tab = make_tab(SpamTab)
    qtbot.waitUntil(lambda: bool(tab.evaluation_view.evaluations) and not tab.busy,
                    timeout=30000)
    show_page(qtbot, tab.views, tab.choosing_view)
    return tab.choosing_view


def run(qtbot, view, page, timeout=60000):
    show_page(qtbot, view.pages, page)
    qtbot.mouseClick(page.run_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not page.jobs.busy, timeout=timeout)


def corpus(view):
    tab = view.tab
    return tab.features.X, np.asarray(tab.corpus.labels)


def test_split_and_folds_are_stated_as_counts(qtbot, view):
    page = view.splits_page
    run(qtbot, view, page)
    table = page.table.model
    assert table.headers == ["part", "messages", "ham", "spam"]
    parts = dict(zip(table.columns[0], table.columns[1]))
    assert parts["training"] + parts["validation"] + parts["test"] == 440
    assert parts["validation"] == pytest.approx(88, abs=2)
    folds = [n for name, n in parts.items() if name.startswith("fold")]
    assert len(folds) == 5 and sum(folds) == 440
    assert "exactly once" in page.status.text()
    # switched to Korean at run time, the built page and the shared row read Korean
    from PySide6.QtWidgets import QApplication

    from ui import i18n
    app = QApplication.instance()
    try:
        i18n.set_language(app, "ko")
        qtbot.waitUntil(lambda: page.run_button.text() == "나누기", timeout=5000)
        assert view.model_combo.currentText() == "다항 NB"
        assert view.model_combo.currentData() == "Multinomial NB"
        assert "k-겹 교차 검증" in page.findChild(QTextBrowser, "splits_note").toPlainText()
    finally:
        i18n.set_language(app, "en")
    qtbot.waitUntil(lambda: page.run_button.text() == "Split", timeout=5000)
    assert view.model_combo.currentText() == "Multinomial NB"


def test_validation_curve_is_the_engines_on_the_same_folds(qtbot, view):
    page = view.validation_page
    run(qtbot, view, page)
    X, y = corpus(view)
    expected = validation_curve(MultinomialNB, X, y, "alpha", np.geomspace(0.001, 10, 9),
                                k=5, seed=0, fold_features=fold_features(1, "drop", False))
    train, held = (item[0].getData()[1] for item in page.curves.items)
    np.testing.assert_allclose(held, expected.test_mean)
    np.testing.assert_allclose(train, expected.train_mean)
    x = page.curves.items[1][0].getData()[0]
    np.testing.assert_allclose(x, np.linspace(-3, 1, 9))         # log10 α, evenly spaced
    upper = page.curves.items[1][2].getData()[1]
    np.testing.assert_allclose(upper, expected.test_mean + expected.test_std)
    assert f"Best α = <b>{expected.best_value:.4g}</b>" in page.status.text()


def test_linear_svm_curve_over_c(qtbot, view):
    view.model_combo.setFocus()
    while view.model_combo.currentText() != "Linear SVM":
        qtbot.keyClick(view.model_combo, Qt.Key_Down)
    assert view.low_spin.value() == 0.01 and view.high_spin.value() == 1000
    type_number(qtbot, view.points_spin, 4)
    assert view.points_spin.value() == 4
    page = view.validation_page
    run(qtbot, view, page)
    assert len(page.curves.items[1][0].getData()[0]) == 4
    assert "Best C" in page.status.text() and page.plot.getAxis("bottom").labelText == \
        "C (log scale)"


def test_grid_search_cancelled_keeps_the_gui_free_then_runs_to_a_heat_map(qtbot, view,
                                                                         gui_guard):
    page = view.grid_page
    show_page(qtbot, view.pages, page)
    qtbot.wait(300)         # the page's first paint is not the study's work
    with gui_guard():
        qtbot.mouseClick(page.run_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: page.jobs.bar.maximum() > 1, timeout=10000)   # progress
        qtbot.mouseClick(page.jobs.cancel_button, Qt.LeftButton)
        qtbot.waitUntil(lambda: not page.jobs.busy, timeout=10000)
    assert "Cancelled" in view.messages.text() and page.image.image is None
    run(qtbot, view, page, timeout=120000)
    assert page.grid_combo.currentText() == "Multinomial NB: α × vocabulary size"
    assert page.image.image.shape == (6, 6)              # α × vocabulary size
    assert sum("★" in item.textItem.toPlainText() for item in page._labels) == 1
    assert "Best cell" in page.status.text()
    assert page.plot.getAxis("left").labelText.startswith("vocabulary")
    # the heat map is engine.selection's grid with each fold's vocabulary cut to the size
    from engine.selection import grid_search
    from ui.tabs.spam.jobs_selection import GRIDS, second_values
    grid = GRIDS["Multinomial NB: α × vocabulary size"]
    X, y = corpus(view)
    sizes = second_values(grid, X.shape[1])
    assert sizes[0] == 100 and sizes[-1] == X.shape[1]         # up to the whole vocabulary
    opts = view.tab.features.options
    expected = grid_search(MultinomialNB, X, y, {"alpha": list(grid.first),
                                                 "max_features": sizes},
                           k=5, seed=0, fold_features=fold_features(
                               opts["min_df"], opts["unknown"], False),
                           feature_params=("max_features",))
    np.testing.assert_allclose(page.image.image, expected.mean)
    # a smaller vocabulary changes the score: the second axis means something
    assert np.ptp(expected.mean[2]) > 0


def test_grid_of_c_and_gradient_steps_is_still_offered(qtbot, view):
    page = view.grid_page
    show_page(qtbot, view.pages, page)
    page.grid_combo.setCurrentText("Logistic regression (gd): C × iterations")
    run(qtbot, view, page, timeout=120000)
    assert page.image.image.shape == (6, 5)              # C × gradient steps
    assert "early stopping" in page.status.text()


def test_nested_cv_beside_the_optimistic_estimate(qtbot, view):
    type_number(qtbot, view.points_spin, 4)
    assert view.points_spin.value() == 4
    page = view.nested_page
    run(qtbot, view, page)
    X, y = corpus(view)
    expected = nested_cv(MultinomialNB, X, y, {"alpha": list(np.geomspace(0.001, 10, 4))},
                         outer_k=5, inner_k=3, seed=0,
                         fold_features=fold_features(1, "drop", False))
    table = page.table.model
    assert table.n == 5
    np.testing.assert_allclose(np.asarray(table.columns[3], float), expected.outer_scores)
    text = page.details.toPlainText()
    assert f"{expected.nested_mean:.4f}" in text and f"{expected.optimistic_score:.4f}" in text
    assert "flatters" in text
    assert list(page.bars.opts["height"]) == pytest.approx([expected.optimistic_score,
                                                            expected.nested_mean])
    np.testing.assert_allclose(page.folds.getData()[1], expected.outer_scores)


def test_learning_curve_grows_the_training_part(qtbot, view):
    page = view.learning_page
    run(qtbot, view, page)
    sizes, train = page.curves.items[0][0].getData()
    assert np.all(np.diff(sizes) > 0) and sizes[-1] <= 440 * 4 / 5
    held = page.curves.items[1][0].getData()[1]
    assert np.all(train >= held - 0.05)                  # training scores sit above
    assert "training messages" in page.status.text()


def test_without_a_corpus_the_studies_say_what_to_do(qtbot, make_tab):
    tab = make_tab(SpamTab)
    view = tab.choosing_view
    tab.views.setCurrentWidget(view)
    assert tab.features is None                          # the sample is still being read
    qtbot.mouseClick(view.splits_page.run_button, Qt.LeftButton)
    assert "Load a corpus first" in tab.messages.text()
    qtbot.waitUntil(lambda: not tab.busy, timeout=30000)


def test_a_new_preprocessing_marks_the_result_as_old(qtbot, view):
    page = view.validation_page
    run(qtbot, view, page)
    assert "previous" not in page.status.text()
    unfold(qtbot, view.tab.features_box)                 # the settings are folded at first
    qtbot.mouseClick(view.tab.checks["stop_words"], Qt.LeftButton)   # counted again
    qtbot.waitUntil(lambda: "previous corpus" in page.status.text(), timeout=30000)
    qtbot.waitUntil(lambda: not view.tab.busy, timeout=30000)
    run(qtbot, view, page)
    assert "previous" not in page.status.text()
