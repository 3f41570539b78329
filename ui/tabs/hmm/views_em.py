"""The Baum–Welch view of the HMM tab: sequences drawn from a known HMM — the ice-cream HMM or
the notes' toy model (``engine.hmm.presets``, by ``DiscreteHMM.sample``) — parameters
re-estimated step by step, the log-likelihood per iteration (never decreasing), and the truth to
compare with. The loaded corpus's tags are not used here; the view says so."""
from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from engine.hmm import DiscreteHMM
from engine.hmm.presets import PRESETS as HMM_PRESETS
from engine.hmm.unsupervised import corpus_sequences, many_to_one_job

from ...plots.history_plot import HistoryPlot
from ...widgets.files import save_with_dialog
from ...widgets.jobs import JobPanel
from ...widgets.forms import button, combo, hbox, hsplit, spin
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import StepDriver
from .explain_em import corpus_html

# The true models to draw from: the weather / ice-cream HMM of Eisner and of Jurafsky & Martin
# (appendix A) and the notes' toy model — the same numbers as the hand-entered view's presets.
DAYS, N_ITER, TOL = 30, 200, 1e-6
CORPUS_ITER = 50          # EM on the corpus: ~0.5 s an iteration on the sample's 4,254 tokens


class BaumWelchView(QWidget):
    """EM without tags: data drawn from the ice-cream HMM, parameters re-estimated step by step,
    the log-likelihood per iteration (never decreasing), and the truth to compare with."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("baum_welch_view")
        self.messages = MessageBar(self, "baum_welch_messages")
        self.n_seq_spin = spin("bw_sequences_spin", "Sequences", "", 1, 2000, 50)
        self.init_combo = combo("bw_init_combo", "Start", "", ("random", "uniform"))
        self.model_combo = combo("bw_model_combo", "True model", "",
                                 [p.name for p in HMM_PRESETS] + ["the loaded corpus"])
        self.corpus, self.data, self.tagging = None, None, None
        self.map_panel = JobPanel(self.messages, self._show_tagging, self, name="bw_map_job",
                                  kept=lambda: self.tr("the run is kept"))
        self.export_button = button("export_bw_button", "Curve…", "")
        self.controls = StepControls(self)
        self.curve = HistoryPlot(self)
        self._labels = [QLabel() for _ in range(3)]
        self.params = QTextBrowser(self)
        self.params.setObjectName("bw_parameters")
        left = QWidget()
        lv = QVBoxLayout(left)
        model_l, seq_l, start_l = self._labels
        lv.addLayout(hbox(model_l, self.model_combo, seq_l, self.n_seq_spin,
                          start_l, self.init_combo, self.export_button, stretch=True))
        lv.addWidget(self.messages)
        lv.addWidget(self.curve, 1)
        lv.addWidget(self.controls)
        QVBoxLayout(self).addWidget(hsplit(left, self.params))
        self.driver = StepDriver(self.controls, make_steps=self._steps, on_steps=self._on_steps,
                                 redraw=self.redraw, on_error=self.messages.error,
                                 on_reset=self._reset, on_finished=self._finished,
                                 parent=self)
        for w in (self.n_seq_spin, self.controls.seed_spin):
            w.valueChanged.connect(lambda _: self.driver.reset())
        for box in (self.init_combo, self.model_combo):
            box.currentIndexChanged.connect(lambda _: self.driver.reset())
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, self.tr("Export curve"), "log_likelihood.png",
            "PNG (*.png);;SVG (*.svg)", self.curve.export))
        self.retranslate_ui()
        self.redraw()

    def retranslate_ui(self):
        """The view's static texts in the language in force (again at each change)."""
        self.n_seq_spin.setToolTip(self.tr("How many sequences of {days} days to draw from the "
                                           "true model").format(days=DAYS))
        self.init_combo.setToolTip(self.tr("Random or uniform initial parameters (uniform is a "
                                           "saddle EM cannot leave)"))
        self.init_combo.setItemText(0, self.tr("random"))
        self.init_combo.setItemText(1, self.tr("uniform"))
        self.model_combo.setToolTip(self.tr("The known HMM the sequences are drawn from, or the "
                                            "loaded corpus with its tags hidden (EM sees the "
                                            "words only)"))
        for k, text in enumerate((self.tr("ice cream (Eisner; Jurafsky & Martin)"),
                                  self.tr("notes' toy model (3 states, 3 symbols)"),
                                  self.tr("the loaded corpus (tags hidden)"))):
            if k < self.model_combo.count():
                self.model_combo.setItemText(k, text)
        self.export_button.setText(self.tr("Curve…"))
        self.export_button.setToolTip(self.tr("Export the log-likelihood curve as PNG or SVG"))
        self.curve.set_title(self.tr("log-likelihood"))
        for label, text in zip(self._labels, (self.tr("True model"), self.tr("Sequences"),
                                              self.tr("Start"))):
            label.setText(text)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
            self.redraw()
        super().changeEvent(event)

    @property
    def on_corpus(self) -> bool:
        """Baum–Welch on the loaded corpus's words (its tags hidden), not on a known HMM."""
        return self.model_combo.currentIndex() == len(HMM_PRESETS)

    @property
    def preset(self):
        """The true model chosen (an ``engine.hmm.presets.HMMPreset``)."""
        return HMM_PRESETS[min(max(self.model_combo.currentIndex(), 0), len(HMM_PRESETS) - 1)]

    def set_corpus(self, corpus) -> None:
        """The tab's corpus (for the unsupervised run); a run on the old one is reset."""
        self.corpus, self.data = corpus, None
        if self.on_corpus:
            self.driver.reset()

    def _reset(self):
        self.curve.clear_series()
        self.map_panel.runner.cancel()
        self.tagging = None

    def _finished(self):
        """An unsupervised run ended: which tags its states found (decoded on a worker)."""
        last = self.driver.history[-1] if len(self.driver.history) > 1 else None
        if not self.on_corpus or last is None or self.data is None:
            return
        model = DiscreteHMM(len(self.data.tag_names), len(self.data.symbols),
                            startprob=last.startprob, transmat=last.transmat,
                            emissionprob=last.emissionprob)
        self.map_panel.start(many_to_one_job(model, self.data),
                             self.tr("Naming the states by the tags they cover…"))

    def _show_tagging(self, tagging) -> None:
        self.tagging = tagging
        self.redraw()

    def sample(self):
        """Sequences of symbols from the true model (seeded)."""
        X, _ = self.preset.model().sample(DAYS, self.controls.seed_spin.value(),
                                          n_sequences=self.n_seq_spin.value())
        return list(X)

    def _steps(self):
        if self.on_corpus:
            if self.corpus is None:
                raise ValueError(self.tr("Open a tagged corpus first (the toolbar): EM then "
                                         "learns from its words alone."))
            self.data = corpus_sequences(self.corpus)
            self.model = DiscreteHMM(len(self.data.tag_names), len(self.data.symbols),
                                     init=("random", "uniform")[self.init_combo.currentIndex()],
                                     n_iter=CORPUS_ITER, tol=TOL,
                                     random_state=self.controls.seed_spin.value())
            return self.model.iter_fit(list(self.data.sequences))
        p = self.preset
        self.model = DiscreteHMM(len(p.states), len(p.symbols),
                                 init=("random", "uniform")[self.init_combo.currentIndex()],
                                 n_iter=N_ITER, tol=TOL,
                                 random_state=self.controls.seed_spin.value())
        return self.model.iter_fit(self.sample())

    def _on_steps(self, batch, start):
        h = self.driver.history[1:]
        self.curve.set_series(self.tr("log-likelihood"), [s.iteration for s in h],
                              [s.log_likelihood for s in h])
        for s in batch:
            if s.warning:
                self.messages.warning(s.warning)
        self.redraw()

    def redraw(self):
        step = self.driver.current()
        self.curve.set_cursor(step.iteration if step else 0)
        self.n_seq_spin.setEnabled(not self.on_corpus)     # the corpus is what it is
        if self.on_corpus:
            self.params.setHtml(corpus_html(self, step))
            return
        p = self.preset
        html = [self.tr("<h3>Baum–Welch (EM)</h3><p>E: γ and ξ from log-space forward–backward; "
                   "M: π = γ<sub>1</sub>, A<sub>ij</sub> ∝ Σξ<sub>t</sub>(i,j), B<sub>ik</sub> ∝ "
                   "Σ<sub>t: o=k</sub> γ<sub>t</sub>(i) / Σ<sub>t</sub> γ<sub>t</sub>(i), with "
                   "γ = αβ / P(O). The log-likelihood never decreases.</p>"),
                self.tr("<p>The {n} sequences of {days} symbols are drawn from the {model} below, "
                   "not from the loaded corpus (whose tags the other views use).</p>").format(
                    n=self.n_seq_spin.value(), days=DAYS,
                    model=escape(self.model_combo.currentText())),
                _matrix(self.tr("true A ({names})").format(names=", ".join(p.states)),
                        np.array(p.A)),
                _matrix(self.tr("true B ({names})").format(names=", ".join(p.symbols)),
                        np.array(p.B))]
        if step is not None:
            html += [self.tr("<p>iteration {k}: log-likelihood {ll:.4f}{status}</p>").format(
                        k=step.iteration, ll=step.log_likelihood, status=self._status(step)),
                     _matrix(self.tr("estimated π"), step.startprob[None, :]),
                     _matrix(self.tr("expected transitions Σξ"), step.expected_transitions),
                     _matrix(self.tr("expected emissions Σγ"), step.expected_emissions),
                     _matrix(self.tr("estimated A"), step.transmat),
                     _matrix(self.tr("estimated B"), step.emissionprob),
                     self.tr("<p>The hidden states have no names: the estimate may list them in "
                        "another order.</p>")]
        self.params.setHtml("".join(html))

    def _status(self, step) -> str:
        if step.converged:
            return self.tr(" — converged (the log-likelihood changed by less than "
                           "{tol:g})").format(tol=TOL)
        if step.stopped:                        # the EM cap n_iter
            return self.tr(" — stopped at the iteration cap ({cap}) without converging (the "
                           "log-likelihood still changed by {tol:g} or more)").format(
                cap=N_ITER, tol=TOL)
        return ""


def _matrix(title, M):
    rows = "".join("<tr>" + "".join(f"<td>{v:.3f}</td>" for v in row) + "</tr>" for row in M)
    return f"<p><b>{title}</b></p><table border='1' cellpadding='3'>{rows}</table>"
