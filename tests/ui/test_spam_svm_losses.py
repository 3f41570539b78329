"""The SVM tab's Losses view uses engine.linear's LogisticRegression (the one the Spam tab uses):
the SVM is fitted through a JobPanel, then gradient descent is animated beside it, in a plot
that gets its share of the width."""
from ui.tabs.svm.tab import SvmTab


def test_losses_view_animates_the_shared_logistic_regression(qtbot, make_tab):
    tab = make_tab(SvmTab)
    view = tab.losses_view
    tab.views.setCurrentWidget(view)
    # the text and the line are drawn by the same step, but the line on the next paint
    qtbot.waitUntil(lambda: "iteration" in view.lr_steps.text()
                    and view.lr_line.getData()[0] is not None, timeout=20000)
    assert "gradient descent" in view.lr_steps.text()
    xs, ys = view.lr_line.getData()
    assert len(xs) == 2                                      # the p = 0.5 line
    assert view.compare.width() >= 0.4 * (view.compare.width() + view.loss_plot.width())
    assert not view.svm_panel.isVisible()                    # the SVM fit is done
