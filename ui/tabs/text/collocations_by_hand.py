"""The t-test worked by hand, as the notes write it (issue 26's collocation preset): type c(w1),
c(w2), c(w1 w2) and N, or take Manning & Schütze's "new companies" (t = 0.999932 < 2.576: not a
collocation) or the bigram selected in the table; the working is x̄, μ, s²/N, t and the 2×2
table of observed and expected counts behind χ². The numbers are the engine's
(``bigram_from_counts``), computed on a worker."""
from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QTextBrowser

from engine import Progress
from engine.text import NEW_COMPANIES, T_CRITICAL, bigram_from_counts

from ...widgets.forms import button
from ...widgets.jobs import JobPanel
from .texts import set_texts, tr

BIG = 2_000_000_000


def by_hand_job(w1, w2, c1, c2, c12, n):
    yield Progress(0, 1, "")
    b = bigram_from_counts(w1, w2, c1, c2, c12, n)
    cont = b.contingency()
    return b, b.t_test(), float(b.score("chi2")[0]), cont, b.expected(cont)


def _spin(name, value):
    box = QSpinBox()
    box.setObjectName(name)
    box.setRange(1, BIG)
    box.setGroupSeparatorShown(True)
    box.setValue(value)
    return box


class TTestByHand(QGroupBox):
    """Four counts in, the notes' t-test and the χ² table out."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("ttest_by_hand")
        self.messages = messages
        self.worked = None
        w1, w2, c1, c2, c12, n = NEW_COMPANIES
        self.w1_edit, self.w2_edit = QLineEdit(w1), QLineEdit(w2)
        self.w1_edit.setObjectName("hand_w1_edit")
        self.w2_edit.setObjectName("hand_w2_edit")
        self.c1_spin, self.c2_spin = _spin("hand_c1_spin", c1), _spin("hand_c2_spin", c2)
        self.c12_spin, self.n_spin = _spin("hand_c12_spin", c12), _spin("hand_n_spin", n)
        self.labels = [QLabel() for _ in range(6)]
        self.preset_button = button("hand_preset_button", "", "")
        self.selected_button = button("hand_selected_button", "", "")
        self.compute_button = button("hand_compute_button", "", "")
        self.result = QTextBrowser(self)
        self.result.setObjectName("hand_result")
        self.panel = JobPanel(messages, self.show_worked, self, name="by_hand",
                              kept=lambda: tr("the working shown is kept"))
        grid = QGridLayout(self)
        for row, (a, b) in enumerate(((self.w1_edit, self.c1_spin), (self.w2_edit, self.c2_spin))):
            grid.addWidget(self.labels[2 * row], row, 0)
            grid.addWidget(a, row, 1)
            grid.addWidget(self.labels[2 * row + 1], row, 2)
            grid.addWidget(b, row, 3)
        grid.addWidget(self.labels[4], 2, 0)
        grid.addWidget(self.c12_spin, 2, 1)
        grid.addWidget(self.labels[5], 2, 2)
        grid.addWidget(self.n_spin, 2, 3)
        grid.addWidget(self.preset_button, 3, 0, 1, 2)
        grid.addWidget(self.selected_button, 3, 2)
        grid.addWidget(self.compute_button, 3, 3)
        grid.addWidget(self.panel, 4, 0, 1, 4)
        grid.addWidget(self.result, 5, 0, 1, 4)
        grid.setRowStretch(5, 1)
        self.preset_button.clicked.connect(self.load_preset)
        self.compute_button.clicked.connect(self.run)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(tr("The t-test by hand"))
        for label, text in zip(self.labels, (tr("w1"), tr("c(w1)"), tr("w2"), tr("c(w2)"),
                                             tr("c(w1 w2)"), tr("N"))):
            label.setText(text)
        self.n_spin.setToolTip(tr("Tokens in the whole text (the notes' N)"))
        set_texts(self.preset_button, tr("new companies (Manning, Schütze)"),
                  tr("Manning & Schütze's example: c(new) = 15,828, c(companies) = 4,675, "
                     "c(new companies) = 8, N = 14,307,668"))
        set_texts(self.selected_button, tr("Selected bigram"),
                  tr("The counts of the bigram selected in the table"))
        set_texts(self.compute_button, tr("Test"), tr("Work the t-test and χ² out"))
        if self.worked is not None:
            self.show_worked(self.worked, quiet=True)
        else:
            self.result.setHtml("<i>" + tr("Type the four counts, or take an example, then "
                                           "Test.") + "</i>")

    def set_counts(self, w1, w2, c1, c2, c12, n) -> None:
        self.w1_edit.setText(str(w1))
        self.w2_edit.setText(str(w2))
        for box, v in ((self.c1_spin, c1), (self.c2_spin, c2), (self.c12_spin, c12),
                       (self.n_spin, n)):
            box.setValue(int(min(max(round(v), 1), BIG)))
        self.run()

    def load_preset(self) -> None:
        self.set_counts(*NEW_COMPANIES)

    def run(self) -> None:
        self.panel.start(by_hand_job(self.w1_edit.text(), self.w2_edit.text(),
                                     self.c1_spin.value(), self.c2_spin.value(),
                                     self.c12_spin.value(), self.n_spin.value()), tr("Testing…"))

    def show_worked(self, worked, quiet: bool = False) -> None:
        self.worked = worked
        b, t, chi2, cont, exp = worked
        w1, w2 = b.bigrams[0]
        x, mu, s2n, tv = (float(t[k][0]) for k in ("x_bar", "mu", "s2_over_n", "t"))
        yes = tv > T_CRITICAL
        verdict = (tr("t > {c}: reject independence, “{w1} {w2}” is a collocation") if yes else
                   tr("t ≤ {c}: independence is not rejected, “{w1} {w2}” is not shown to be "
                      "a collocation")).format(c=T_CRITICAL, w1=w1, w2=w2)
        n = b.n
        o = [int(c[0]) for c in cont]
        e = [float(c[0]) for c in exp]
        cell = "<td align='right'>{:,}<br><small>E = {:.4g}</small></td>"
        table = ("<table border='1' cellspacing='0' cellpadding='3'><tr><th></th>"
                 f"<th>w2 = {w2}</th><th>w2 ≠ {w2}</th></tr>"
                 f"<tr><th>w1 = {w1}</th>{cell.format(o[0], e[0])}{cell.format(o[1], e[1])}</tr>"
                 f"<tr><th>w1 ≠ {w1}</th>{cell.format(o[2], e[2])}{cell.format(o[3], e[3])}</tr>"
                 "</table>")
        self.result.setHtml(
            "<p>t = (x̄ − μ) / √(s²/N)<br>"
            f"x̄ = p({w1} {w2}) = {o[0]:,} / {n:,} = {x:.4g}<br>"
            f"μ = p({w1})·p({w2}) = {int(b.n_ix[0]):,}/{n:,} · {int(b.n_xi[0]):,}/{n:,} = "
            f"{mu:.4g}<br>s²/N ≈ x̄/N = {s2n:.4g}<br>"
            f"t = ({x:.4g} − {mu:.4g}) / √{s2n:.4g} = <b>{tv:.6g}</b></p><p>"
            + verdict + ".</p>" + table + "<p>"
            + tr("χ² = Σ (O − E)²/E over the 2×2 table = <b>{chi2:.4g}</b>; E = row total × "
                 "column total / N.").format(chi2=chi2) + "</p>")
        if not quiet:
            self.messages.info(lambda: tr("t = {t:.6g} for “{w1} {w2}”."),
                               t=tv, w1=w1, w2=w2)
