"""The Spam tab's Estimation view (engine.estimation): maximum likelihood, MAP and the Bayesian
posterior of a word's probability under a Beta prior — the prior, likelihood and posterior curves
with the three estimates marked, Laplace's +1 as the posterior mean under the uniform prior, the
notes' 대출 and CS229's "NIPS" examples as presets; the unseen word's p(spam | x) as the
smoothing α → 0; a Dirichlet prior over K outcomes (add-α smoothing); and the notes' Poisson
example (siblings) with its MLE. Each page is a few hundred numbers from the engine, computed
as the spins move."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QLineEdit,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine import DataError
from engine.estimation import (
    beta_binomial,
    dirichlet_multinomial,
    laplace,
    loan_example,
    poisson_mle,
    unseen_word_posterior,
)

from ...plots import palette
from ...widgets.files import export_button
from ...widgets.forms import combo, double_spin, hbox, hsplit, named, spin
from ...widgets.lazy import LazyView
from .estimation_text import beta_html, dirichlet_html, poisson_html, unseen_html
from .texts import TrLabel, tr
from .views import plot_widget
from ...i18n import describe

# name → (k mails containing the word, n mails, prior a, prior b)
PRESETS = {
    "대출 (loan) in ham: 0 of 100, uniform prior": (0, 100, 1.0, 1.0),
    "대출 (loan) in spam: 50 of 100, uniform prior": (50, 100, 1.0, 1.0),
    "NIPS: never seen (0 of 0), a = b → 0": (0, 0, 0.01, 0.01),
    "NIPS: never seen (0 of 0), uniform prior": (0, 0, 1.0, 1.0),
    "3 of 10, Beta(2, 2): MAP = Laplace": (3, 10, 2.0, 2.0),
    "custom": None,
}
def preset_names() -> dict:
    """The presets' names in the language in force (keys: the combo's item data)."""
    return {"대출 (loan) in ham: 0 of 100, uniform prior":
            tr("대출 (loan) in ham: 0 of 100, uniform prior"),
            "대출 (loan) in spam: 50 of 100, uniform prior":
            tr("대출 (loan) in spam: 50 of 100, uniform prior"),
            "NIPS: never seen (0 of 0), a = b → 0": tr("NIPS: never seen (0 of 0), a = b → 0"),
            "NIPS: never seen (0 of 0), uniform prior":
            tr("NIPS: never seen (0 of 0), uniform prior"),
            "3 of 10, Beta(2, 2): MAP = Laplace": tr("3 of 10, Beta(2, 2): MAP = Laplace"),
            "custom": tr("custom")}


def _names():
    return {"prior": tr("prior"), "likelihood": tr("likelihood"), "posterior": tr("posterior"),
            "MLE": "MLE", "MAP": "MAP", "posterior mean": tr("posterior mean")}


# (name, colour, style, width): the likelihood is drawn wide under the posterior, so with the
# uniform prior (where the two coincide) both stay visible
CURVES = (("prior", (150, 150, 150), Qt.DashLine, 2), ("likelihood", palette.color(1),
                                                        Qt.SolidLine, 6),
          ("posterior", palette.color(0), Qt.SolidLine, 2))
MARKS = (("MLE", palette.color(1)), ("MAP", palette.color(3)),
         ("posterior mean", palette.color(0)))


def _prior_spin(name, label, tip, value=1.0):
    return double_spin(name, label, tip, 0.001, 10_000, value, 0.5, decimals=3)


def _fill(page, *parts, sizes=(520, 720)):
    """Put ``parts`` side by side in the (so far empty) page."""
    page.layout().addWidget(hsplit(*parts, sizes=list(sizes)))


def _column(*items):
    """A widget stacking rows (layouts) and widgets (the last one stretches)."""
    w = QWidget()
    v = QVBoxLayout(w)
    v.setContentsMargins(0, 0, 0, 0)
    for i, item in enumerate(items):
        if isinstance(item, QWidget):
            v.addWidget(item, 1 if i == len(items) - 1 else 0)
        else:
            v.addLayout(item)
    return w


class EstimationView(LazyView):
    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("estimation_view")
        self.tab, self.messages = tab, tab.messages
        self.pages = QTabWidget(self)
        self.pages.setObjectName("estimation_pages")
        # each page's plots are made when it is first shown: five pyqtgraph plots cost the GUI
        # thread ~0.13 s, too much to pay when the Spam tab opens
        self.beta_page, self.unseen_page, self.dirichlet_page, self.poisson_page = pages = [
            QWidget() for _ in range(4)]
        self._builders = dict(zip(pages, (self._build_beta, self._build_unseen,
                                          self._build_dirichlet, self._build_poisson)))
        self._draws = dict(zip(pages, (self.draw_beta, self.draw_unseen, self.draw_dirichlet,
                                       self.draw_poisson)))
        for page, title in zip(pages, (tr("A word's probability (Beta prior)"),
                                       tr("Unseen word (NIPS): α → 0"),
                                       tr("K outcomes (Dirichlet prior)"),
                                       tr("Poisson MLE (siblings)"))):
            QVBoxLayout(page).setContentsMargins(4, 4, 4, 4)
            self.pages.addTab(page, title)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.pages)
        self.pages.currentChanged.connect(lambda _: self.refresh())
        self.stale = True

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            for i, title in enumerate((tr("A word's probability (Beta prior)"),
                                       tr("Unseen word (NIPS): α → 0"),
                                       tr("K outcomes (Dirichlet prior)"),
                                       tr("Poisson MLE (siblings)"))):
                self.pages.setTabText(i, title)
            page = self.pages.currentWidget()
            if page not in self._builders:          # built: its explanation in the new words
                self._draws[page]()
        super().changeEvent(event)

    # -- construction -----------------------------------------------------------------------
    def _build_beta(self):
        self.preset_combo = combo("estimation_preset_combo", "Example", tr(
            "The notes' examples; move a spin for your own"), ())
        for key, name in preset_names().items():
            self.preset_combo.addItem(name, key)
        self.k_spin = spin("estimation_k_spin", "k", tr(
            "Mails of the class containing the word"), 0, 100_000, 0)
        self.n_spin = spin("estimation_n_spin", "n", tr("Mails of the class"), 0, 100_000, 100)
        self.a_spin = _prior_spin("prior_a_spin", "a", tr(
            "Beta prior a: pseudo-count of mails with the word (a = b = 1: the uniform prior)"))
        self.b_spin = _prior_spin("prior_b_spin", "b", tr(
            "Beta prior b: pseudo-count of mails without the word"))
        self.beta_plot = plot_widget(tr("θ = p(word | class): prior, likelihood, posterior"),
                                     "θ", tr("density"))
        self.beta_plot.getAxis("left").enableAutoSIPrefix(False)
        names = _names()
        self._curves = {name: self.beta_plot.plot([], [], name=names[name],
                                                  pen=pg.mkPen(rgb, width=width, style=style))
                        for name, rgb, style, width in CURVES}
        self._marks = {}
        for i, (name, rgb) in enumerate(MARKS):
            line = pg.InfiniteLine(angle=90, pen=pg.mkPen(rgb, width=1.5, style=Qt.DotLine),
                                   label=names[name], labelOpts=dict(color=rgb,
                                                              position=0.9 - 0.1 * i))
            self.beta_plot.addItem(line)
            self._marks[name] = line
        self.beta_details = QTextBrowser(self)
        self.beta_details.setObjectName("estimation_details")
        left = _column(hbox(TrLabel(lambda: tr("Example")), (self.preset_combo, 1)),
                       hbox("k", self.k_spin, TrLabel(lambda: tr("of n")), self.n_spin,
                            TrLabel(lambda: tr("prior Beta(a, b): a")), self.a_spin, "b",
                            self.b_spin,
                            stretch=True), self.beta_details)
        right = _column(hbox(export_button(self, "estimation_export_button", self.beta_plot,
                                           "posterior"), stretch=True), self.beta_plot)
        _fill(self.beta_page, left, right)
        self.preset_combo.currentIndexChanged.connect(lambda _: self.load_preset())
        for w in (self.k_spin, self.n_spin, self.a_spin, self.b_spin):
            w.valueChanged.connect(lambda _: self._beta_edited())
        self._set_beta_inputs(PRESETS[self.preset_combo.currentData()])

    def _build_unseen(self):
        self.spam_spin = spin("unseen_spam_spin", "Spam mails", tr("Training spam mails"), 1,
                              1_000_000, 40)
        self.ham_spin = spin("unseen_ham_spin", "Ham mails", tr("Training ham mails"), 1,
                             1_000_000, 160)
        self.unseen_plot = plot_widget(tr("p(spam | a mail whose only word was never seen)"),
                                       tr("smoothing α (log scale)"), "p(spam | x)")
        self.unseen_plot.setLogMode(x=True)
        self._unseen_curve = self.unseen_plot.plot([], [], pen=pg.mkPen(palette.color(0),
                                                                        width=2))
        self._unseen_limit = pg.InfiniteLine(angle=0, pen=pg.mkPen((150, 150, 150),
                                                                   style=Qt.DashLine),
                                             label="α → 0", labelOpts=dict(position=0.1))
        self.unseen_plot.addItem(self._unseen_limit)
        self.unseen_details = QTextBrowser(self)
        self.unseen_details.setObjectName("unseen_details")
        left = _column(hbox(TrLabel(lambda: tr("spam mails")), self.spam_spin,
                            TrLabel(lambda: tr("ham mails")), self.ham_spin,
                            stretch=True), self.unseen_details)
        _fill(self.unseen_page, left, self.unseen_plot)
        for w in (self.spam_spin, self.ham_spin):
            w.valueChanged.connect(lambda _: self.draw_unseen())

    def _build_dirichlet(self):
        self.counts_edit = named(QLineEdit("3 0 5 2"), "dirichlet_counts_edit", "Counts", tr(
            "How often each outcome (word) was seen, separated by spaces"))
        self.alpha_spin = _prior_spin("dirichlet_alpha_spin", "α", tr(
            "Symmetric Dirichlet(α, …, α) prior (1: Laplace's add-one)"))
        self.dirichlet_plot = plot_widget(tr("p(outcome): MLE, MAP, posterior mean"),
                                          tr("outcome"), "p")
        self.dirichlet_plot.getAxis("left").enableAutoSIPrefix(False)
        self._dirichlet_bars = []
        for k, name in enumerate(("MLE c/N", "MAP", tr("posterior mean"))):
            bars = pg.BarGraphItem(x=[], height=[], width=0.25,
                                   brush=palette.brush(palette.color(k)), name=name)
            self.dirichlet_plot.addItem(bars)
            self._dirichlet_bars.append(bars)
        self.dirichlet_details = QTextBrowser(self)
        self.dirichlet_details.setObjectName("dirichlet_details")
        left = _column(hbox(TrLabel(lambda: tr("counts")), (self.counts_edit, 1), "α",
                            self.alpha_spin),
                       self.dirichlet_details)
        _fill(self.dirichlet_page, left, self.dirichlet_plot)
        self.counts_edit.editingFinished.connect(self.draw_dirichlet)
        self.alpha_spin.valueChanged.connect(lambda _: self.draw_dirichlet())

    def _build_poisson(self):
        self.poisson_plot = plot_widget(tr("Siblings: observed share and Poisson(λ̂)"),
                                        tr("siblings x"), "p(X = x)")
        self.poisson_plot.getAxis("left").enableAutoSIPrefix(False)
        self._observed = pg.BarGraphItem(x=[], height=[], width=0.6,
                                         brush=palette.brush(palette.color(0), 160),
                                         name=tr("observed share"))
        self.poisson_plot.addItem(self._observed)
        self._fitted = self.poisson_plot.plot([], [], name="Poisson(λ̂)",
                                              pen=pg.mkPen(palette.color(3), width=2),
                                              symbol="o", symbolBrush=palette.color(3))
        self.loglik_plot = plot_widget("", "λ", tr("log-likelihood ℓ(λ)"))
        self._loglik = self.loglik_plot.plot([], [], pen=pg.mkPen(palette.color(2), width=2))
        self._lam_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(palette.color(3),
                                                                style=Qt.DotLine),
                                         label="λ̂", labelOpts=dict(position=0.2))
        self.loglik_plot.addItem(self._lam_line)
        self.poisson_details = QTextBrowser(self)
        self.poisson_details.setObjectName("poisson_details")
        right = _column(hbox(export_button(self, "poisson_export_button", self.poisson_plot,
                                           "poisson"), stretch=True), self.poisson_plot)
        _fill(self.poisson_page, self.poisson_details, right, self.loglik_plot,
                                  sizes=(420, 520, 320))

    # -- Beta -------------------------------------------------------------------------------
    def load_preset(self):
        values = PRESETS[self.preset_combo.currentData()]
        if values is not None:
            self._set_beta_inputs(values)
            self.draw_beta()

    def _set_beta_inputs(self, values):
        for w, v in zip((self.k_spin, self.n_spin, self.a_spin, self.b_spin), values):
            w.blockSignals(True)
            if w is self.k_spin:
                w.setMaximum(max(values[1], 0))
            w.setValue(v)
            w.blockSignals(False)

    def _beta_inputs(self):
        return (self.k_spin.value(), self.n_spin.value(), self.a_spin.value(),
                self.b_spin.value())

    def _beta_edited(self):
        # k ≤ n by construction: a word is in at most every mail
        self.k_spin.blockSignals(True)
        self.k_spin.setMaximum(self.n_spin.value())
        self.k_spin.blockSignals(False)
        preset = PRESETS[self.preset_combo.currentData()]
        if preset is not None and tuple(preset) != self._beta_inputs():
            self.preset_combo.blockSignals(True)
            self.preset_combo.setCurrentIndex(self.preset_combo.findData("custom"))
            self.preset_combo.blockSignals(False)
        self.draw_beta()

    def draw_beta(self):
        k, n, a, b = self._beta_inputs()
        est = beta_binomial(k, n, a, b)
        for name, *_ in CURVES:
            self._curves[name].setData(est.theta, getattr(est, name))
        for (name, _), value in zip(MARKS, (est.mle, est.map, est.posterior_mean)):
            self._marks[name].setVisible(bool(np.isfinite(value)))
            if np.isfinite(value):
                self._marks[name].setValue(value)
        # a prior with a, b < 1 is infinite at the ends: scale to what the data shows
        top = max(float(est.posterior.max()), float(est.likelihood.max()),
                  min(float(est.prior.max()), 10.0))
        self.beta_plot.setXRange(0, 1, padding=0.02)
        self.beta_plot.setYRange(0, 1.15 * top, padding=0)
        loan = loan_example() if self.preset_combo.currentData().startswith("대출") else None
        self.beta_details.setHtml(beta_html(est, laplace(k, n), loan))

    # -- the unseen word, Dirichlet, Poisson --------------------------------------------------
    def draw_unseen(self):
        u = unseen_word_posterior(self.spam_spin.value(), self.ham_spin.value())
        positive = u.alphas > 0                    # α = 0 is 0/0: not on a log axis
        self._unseen_curve.setData(u.alphas[positive], u.posterior_spam[positive])
        self._unseen_limit.setValue(u.limit)
        self.unseen_plot.setYRange(0, 1, padding=0.02)
        self.unseen_details.setHtml(unseen_html(u, self.spam_spin.value(),
                                                self.ham_spin.value()))

    def draw_dirichlet(self):
        text = self.counts_edit.text()
        try:
            counts = [float(t) for t in text.replace(",", " ").split()]
        except ValueError:
            self.messages.error(lambda: tr("“{text}” is not a list of counts: type whole numbers "
                                           "separated by spaces, such as 3 0 5 2."),
                                text=text)
            return
        try:
            est = dirichlet_multinomial(counts, self.alpha_spin.value())
        except DataError as exc:
            self.messages.error(lambda: tr("{reason}. The last estimate stays on show."),
                                reason=describe(exc).rstrip("."))
            return
        if self.messages.kind == "error":
            self.messages.clear_message()          # the counts are fixed
        x = np.arange(len(counts))
        for offset, bars, values in zip((-0.27, 0, 0.27), self._dirichlet_bars,
                                        (est.mle, est.map, est.posterior_mean)):
            shown = np.nan_to_num(values)          # an undefined estimate draws no bar
            bars.setOpts(x=x + offset, height=shown, width=0.25)
        self.dirichlet_plot.getAxis("bottom").setTicks([[(i, f"#{i + 1}") for i in x]])
        self.dirichlet_plot.setXRange(-0.6, len(x) - 0.4, padding=0)
        self.dirichlet_plot.setYRange(0, 1.1 * float(np.nanmax(np.r_[
            est.posterior_mean, np.nan_to_num(est.mle), np.nan_to_num(est.map)])), padding=0)
        self.dirichlet_details.setHtml(dirichlet_html(est))

    def draw_poisson(self):
        fit = poisson_mle()
        labels = [f"{int(v)}" for v in fit.values[:-1]] + [f"≥{int(fit.values[-1])}"]
        self._observed.setOpts(x=fit.values, height=fit.observed, width=0.6)
        self._fitted.setData(fit.values, fit.fitted)
        self.poisson_plot.getAxis("bottom").setTicks([list(zip(fit.values, labels))])
        self._loglik.setData(fit.lambdas, fit.curve)
        self._lam_line.setValue(fit.lam)
        self.poisson_details.setHtml(poisson_html(fit, labels))

    def refresh(self):
        """Build the page on show (the first time) and draw it."""
        page = self.pages.currentWidget()
        build = self._builders.pop(page, None)
        if build is not None:
            build()
        self._draws[page]()
