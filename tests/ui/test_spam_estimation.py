"""The Spam tab's Estimation view offscreen, driven by clicks and keys: the notes' 대출 example
with Laplace as the posterior mean, MAP = Laplace under Beta(2, 2), the unseen "NIPS" word's
0/0, the Dirichlet page refusing bad counts, and the Poisson siblings' MLE."""

import numpy as np
import pytest
from gestures import show_page, type_number
from PySide6.QtCore import Qt

from engine.estimation import beta_binomial
from ui.tabs.spam.tab import SpamTab


@pytest.fixture
def view(qtbot, make_tab):
    tab = make_tab(SpamTab)
    show_page(qtbot, tab.views, tab.estimation_view)
    assert tab.views.currentWidget() is tab.estimation_view
    yield tab.estimation_view
    qtbot.waitUntil(lambda: not tab.busy, timeout=30000)     # the sample read at show ends


def mark(view, name):
    line = view._marks[name]
    return line.value() if line.isVisible() else None


def test_loan_example_laplace_is_the_posterior_mean_under_the_uniform_prior(qtbot, view):
    assert view.preset_combo.currentText().startswith("대출 (loan) in ham")
    text = view.beta_details.toPlainText()
    for fraction in ("1/102", "101/102", "51/102 = 1/2", "50/100 = 1/2"):
        assert fraction in text                  # unreduced, as the notes print them
    assert mark(view, "MLE") == 0.0
    assert mark(view, "posterior mean") == pytest.approx(1 / 102)
    posterior = view._curves["posterior"].getData()[1]
    expected = beta_binomial(0, 100, 1.0, 1.0)
    np.testing.assert_allclose(posterior, expected.posterior)
    np.testing.assert_allclose(view._curves["likelihood"].getData()[1], expected.likelihood)
    view.preset_combo.setFocus()
    qtbot.keyClick(view.preset_combo, Qt.Key_Down)           # 50 of 100 spam mails
    assert mark(view, "posterior mean") == pytest.approx(51 / 102)
    assert mark(view, "MLE") == pytest.approx(0.5)


def test_spins_make_a_custom_case_and_map_is_laplace_under_beta_2_2(qtbot, view):
    type_number(qtbot, view.n_spin, 10)
    type_number(qtbot, view.k_spin, 3)
    type_number(qtbot, view.a_spin, 2)
    type_number(qtbot, view.b_spin, 2)
    assert view.preset_combo.currentText() == "custom"
    assert mark(view, "MLE") == pytest.approx(0.3)
    assert mark(view, "MAP") == pytest.approx(4 / 12)            # = (3 + 1)/(10 + 2)
    assert mark(view, "posterior mean") == pytest.approx(5 / 14)
    assert "= 4/12 = 1/3" in view.beta_details.toPlainText()      # as the notes write it
    type_number(qtbot, view.k_spin, 50)                # more than n cannot be typed
    k = view.k_spin.value()
    assert k <= 10 and mark(view, "MLE") == pytest.approx(k / 10)
    type_number(qtbot, view.n_spin, 4)                 # fewer mails: k follows down
    assert view.k_spin.value() <= 4 and mark(view, "MLE") <= 1.0


def test_nips_never_seen_has_no_mle(qtbot, view):
    view.preset_combo.setFocus()
    while not view.preset_combo.currentText().startswith("NIPS: never seen (0 of 0), a"):
        qtbot.keyClick(view.preset_combo, Qt.Key_Down)
    assert mark(view, "MLE") is None and mark(view, "MAP") is None   # 0/0; no single mode
    assert mark(view, "posterior mean") == pytest.approx(0.5)
    assert "0/0" in view.beta_details.toPlainText()
    show_page(qtbot, view.pages, view.unseen_page)
    post = view._unseen_curve.getData()[1]
    assert post[0] == pytest.approx(0.5, abs=1e-3) and post[-1] < 0.45   # 40 spam, 160 ham
    assert view._unseen_limit.value() == pytest.approx(0.5)
    assert "undefined" in view.unseen_details.toPlainText()


def test_dirichlet_counts_and_bad_input(qtbot, view):
    show_page(qtbot, view.pages, view.dirichlet_page)
    mean = view._dirichlet_bars[2].opts["height"]
    np.testing.assert_allclose(mean, (np.array([3, 0, 5, 2]) + 1) / 14)
    view.counts_edit.setFocus()
    view.counts_edit.selectAll()
    qtbot.keyClicks(view.counts_edit, "3 x")
    qtbot.keyClick(view.counts_edit, Qt.Key_Return)
    assert "not a list of counts" in view.messages.text()
    np.testing.assert_allclose(view._dirichlet_bars[2].opts["height"], mean)   # kept
    view.counts_edit.selectAll()
    qtbot.keyClicks(view.counts_edit, "1 -2")
    qtbot.keyClick(view.counts_edit, Qt.Key_Return)
    assert "whole numbers >= 0" in view.messages.text() and view.messages.kind == "error"
    view.counts_edit.selectAll()
    qtbot.keyClicks(view.counts_edit, "0 0 10")
    qtbot.keyClick(view.counts_edit, Qt.Key_Return)
    np.testing.assert_allclose(view._dirichlet_bars[2].opts["height"], [1 / 13, 1 / 13,
                                                                       11 / 13])
    assert view.messages.kind != "error"


def test_poisson_siblings_mle_is_the_mean(qtbot, view):
    show_page(qtbot, view.pages, view.poisson_page)
    assert view._lam_line.value() == pytest.approx(2.21)
    assert "2.21" in view.poisson_details.toPlainText()
    assert sum(view._observed.opts["height"]) == pytest.approx(1.0)
    lambdas, curve = view._loglik.getData()
    assert lambdas[np.argmax(curve)] == pytest.approx(2.21, abs=lambdas[1] - lambdas[0])
