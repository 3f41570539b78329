"""The EM for λ page of the Language model view: the interpolation weights fitted by EM on the
development sentences, stepped with the shared step controls. Each step is one iteration of the
engine's own ``NgramModel.iter_fit_lambdas`` (E step: each level's responsibility for each
development token and its expected count; M step: λₖ = Eₖ / N); the page shows the λs used and
found, the expected counts and their shares, and the development log-likelihood (the objective,
which never decreases) growing step by step. The history slider redraws any earlier step."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ...plots import palette
from ...plots.axes import labelled_plot
from ...widgets.forms import combo, hsplit, vsplit
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from .texts import Retranslating, tr


def levels():
    return ("1/|V|", tr("unigram"), tr("bigram"), tr("trigram"), tr("4-gram"), tr("5-gram"),
            tr("6-gram"))


def _plot(title, bottom, left):
    # 110 px of data under a title and an axis: the design system's least
    return labelled_plot(title, bottom, left, minimum=(200, 185))


class EmPage(Retranslating, DrivenView, QWidget):
    """Step / Run / scrub the EM run for the λs of the order chosen in ``order_combo``."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("lm_em_page")
        self.messages = messages
        self.comparison = None
        self._build()
        self._layout()
        self.driver = StepDriver(self.controls, make_steps=self._steps, on_steps=self._on_steps,
                                 redraw=self.redraw, on_error=messages.error,
                                 on_reset=self._on_reset, parent=self)
        self.runner = self.driver.runner
        self.controls.seed_spin.setEnabled(False)          # EM for λ starts uniform: no seed
        self.order_combo.currentIndexChanged.connect(lambda _: self.driver.reset())
        self.retranslate()

    def _build(self):
        self.order_combo = combo("lm_em_order_combo", "", "", [])
        self.controls = StepControls(self)
        self.lambda_plot = _plot("", "", "λₖ")
        self.lambda_plot.setYRange(0, 1.4)                # room for the legend on top
        self.lambda_legend = self.lambda_plot.addLegend(offset=(10, 2), colCount=3)
        self.lambda_curves = [self.lambda_plot.plot(
            [], [], pen=pg.mkPen(palette.color(k), width=2), symbol="o", symbolSize=5,
            symbolBrush=palette.color(k), name=f"λ{k}" + (" (1/|V|)" if k == 0 else ""))
            for k in range(5)]
        self.ll_plot = _plot("", "", "")
        self.ll_curve = self.ll_plot.plot([], [], pen=pg.mkPen(palette.color(0), width=2),
                                          symbol="o", symbolSize=5,
                                          symbolBrush=palette.color(0))
        self.share_plot = _plot("", "", "")
        self.share_plot.setYRange(0, 1.2)
        self.share_legend = self.share_plot.addLegend(offset=(-10, 2), colCount=2)
        self.before_bars = pg.BarGraphItem(x=[], height=[], width=0.38,
                                           brush=pg.mkBrush(190, 190, 190), name="λ used")
        self.share_bars = pg.BarGraphItem(x=[], height=[], width=0.38,
                                          brush=palette.brush(palette.color(1)),
                                          name="Eₖ/N → new λ")
        self.share_plot.addItem(self.before_bars)
        self.share_plot.addItem(self.share_bars)
        self.text = QTextBrowser(self)
        self.text.setObjectName("lm_em_text")
        self.order_label, self.about = QLabel(), QLabel()

    def retranslate(self) -> None:
        self.order_combo.setAccessibleName(tr("EM order"))
        self.order_combo.setToolTip(tr("The n-gram model whose λs EM fits"))
        self.text.setAccessibleName(tr("EM step"))
        self.order_label.setText(tr("order n"))
        self.about.setText(tr("EM on the development sentences (every 10th training sentence) "
                              "with the counts of the other nine tenths."))
        for plot, title, bottom, left in (
                (self.lambda_plot, tr("λₖ after each M step"), tr("EM iteration"), "λₖ"),
                (self.ll_plot, tr("Development log-likelihood Σₜ ln P(wₜ | h) (the objective)"),
                 tr("EM iteration"), tr("nats")),
                (self.share_plot, tr("E step: each level's share Eₖ/N of the tokens"),
                 tr("level k (0 = 1/|V|, 1 = unigram, …)"), tr("share"))):
            plot.setTitle(title)
            plot.setLabel("bottom", bottom)
            plot.setLabel("left", left)
        if self.share_legend.items:
            self.share_legend.items[0][1].setText(tr("λ used"))
            self.share_legend.items[1][1].setText(tr("Eₖ/N → new λ"))
        self.redraw()

    def _layout(self):
        row = QHBoxLayout()
        row.addWidget(self.order_label)
        row.addWidget(self.order_combo, 1)
        self.about.setWordWrap(True)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(row)                    # the settings head the left column: the plots
        lv.addWidget(self.about)             # on the right get the page's whole height
        lv.addWidget(self.controls)
        lv.addWidget(self.text, 1)
        # the λs and the shares side by side under the objective: three plots stacked would
        # not fit a 680 px window with room for their data
        body = hsplit(left, vsplit(self.ll_plot, hsplit(self.lambda_plot, self.share_plot)),
                      sizes=[380, 620])
        layout = QVBoxLayout(self)
        layout.addWidget(body, 1)

    # == the run =============================================================================
    def set_comparison(self, comparison):
        """A new training (or a loaded model): its EM runs replace the old; the run resets."""
        self.comparison = comparison
        orders = sorted(comparison.em_models) if comparison is not None else []
        self.order_combo.blockSignals(True)
        self.order_combo.clear()
        self.order_combo.addItems([str(n) for n in orders])
        self.order_combo.setCurrentIndex(len(orders) - 1)
        self.order_combo.blockSignals(False)
        self.driver.reset()

    def _model(self):
        comp = self.comparison
        text = self.order_combo.currentText()
        return comp.em_models.get(int(text)) if comp is not None and text else None

    def _steps(self):
        if self.comparison is None:
            raise ValueError(tr("Train the models first (Train, above): EM fits the λs of the "
                                "trained counts."))
        model = self._model()
        if model is None and not self.comparison.rows:
            raise ValueError(tr("A loaded model keeps its λs but not their EM run: Train on a "
                                "text to watch EM fit them."))
        if model is None:
            raise ValueError(tr("No EM run: a development set needs at least 10 training "
                                "sentences (every 10th is one). Load a longer text or lower "
                                "the held-out share; the λs stay equal."))
        dev = list(self.comparison.dev)

        def run():                     # everything, even reading dev, on the worker
            yield from model.iter_fit_lambdas(dev)
        return run()

    def _on_reset(self):
        self.messages.clear_message()           # the dropped run's messages go with it
        model = self._model()
        self.controls.set_progress(0, model.max_iter if model is not None else 0)

    def _on_steps(self, batch, start):
        model = self._model()
        self.controls.set_progress(len(self.history) - 1, model.max_iter if model else 0)
        self.redraw()

    # == drawing =============================================================================
    def redraw(self):
        k = self.driver.index()
        steps = self.history[1:k + 1]
        its = np.array([s.iteration for s in steps], float)
        lam = np.array([s.lambdas for s in steps]) if steps else np.zeros((0, 0))
        for j, curve in enumerate(self.lambda_curves):
            if j < lam.shape[1]:
                curve.setData(its, lam[:, j])
            else:
                curve.setData([], [])
        self.ll_curve.setData(its, np.array([s.log_likelihood for s in steps], float))
        step = self.history[k] if k else None
        if step is None:
            self.before_bars.setOpts(x=[], height=[])
            self.share_bars.setOpts(x=[], height=[])
        else:
            x = np.arange(len(step.lambdas), dtype=float)
            self.before_bars.setOpts(x=x - 0.2, height=np.asarray(step.previous))
            self.share_bars.setOpts(x=x + 0.2, height=np.asarray(step.shares))
            self.share_plot.getAxis("bottom").setTicks(
                [[(float(j), str(j)) for j in x.astype(int)]])    # the names: the table
        self.text.setHtml(self._html(step, steps))

    def _html(self, step, steps):
        model = self._model()
        head = tr("<b>EM for the interpolation weights</b><br>P(w | h) = Σₖ λₖ Pₖ(w | h) with "
                  "P₀ = 1/|V| and Pₖ the k-gram relative frequency.<br>E step: rₜₖ = "
                  "λₖPₖ(wₜ|h) / Σⱼ λⱼPⱼ(wₜ|h); expected count Eₖ = Σₜ rₜₖ.<br>M step: λₖ = "
                  "Eₖ / N.")
        if model is None and self.comparison is not None and not self.comparison.rows:
            return head + "<p>" + tr("A loaded model keeps its λs but not their EM run: Train "
                                     "on a text to watch EM fit them.") + "</p>"
        if model is None:
            return head + "<p>" + tr("No EM run to show: train on a text of at least 10 "
                                     "sentences (the development set is every 10th training "
                                     "sentence).") + "</p>"
        if step is None:
            n = model.order
            return head + "<p>" + tr("Start: every λ = 1/{k} = {v:.3f}. Step (Space) runs one E "
                                     "and one M step; Run animates the rest.").format(
                k=n + 1, v=1 / (n + 1)) + "</p>"
        names = levels()
        rows = "".join(
            f"<tr><td>{j}: {names[j]}</td><td>{step.previous[j]:.4f}</td>"
            f"<td>{step.expected_counts[j]:,.1f}</td><td><b>{step.lambdas[j]:.4f}</b></td></tr>"
            for j in range(len(step.lambdas)))
        gain = (" " + tr("(+{g:.4g} on the last step)").format(
            g=step.log_likelihood - steps[-2].log_likelihood) if len(steps) > 1 else "")
        state = (tr("converged: the gain fell below the tolerance") if step.converged else
                 tr("stopped by its cap ({cap}) before converging").format(cap=step.stopped)
                 if step.stopped else tr("not converged yet"))
        return head + (
            "<p>" + tr("<b>Iteration {i}</b> on N = {n:,} development tokens:").format(
                i=step.iteration, n=step.n_tokens) + "</p><table cellspacing='6'><tr><th>"
            + tr("level k") + "</th><th>" + tr("λ used (E)") + "</th><th>Eₖ = Σₜ rₜₖ</th><th>"
            + tr("new λₖ = Eₖ/N") + f"</th></tr>{rows}</table><p>"
            + tr("Σ Eₖ = {e:,.1f} = N. Development log-likelihood <b>{ll:,.3f}</b> nats{gain}; "
                 "{state}.").format(e=step.expected_counts.sum(), ll=step.log_likelihood,
                                    gain=gain, state=state) + "</p>")
