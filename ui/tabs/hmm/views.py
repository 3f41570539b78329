"""Sub-views of the HMM tab: the Markov chain of tags, the trellises (forward α, backward β,
Viterbi δ) filled column by column, and Baum–Welch on the ice-cream HMM."""
from __future__ import annotations

from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QLineEdit, QTableWidget,
                               QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget)

from engine.hmm import DiscreteHMM
from engine.hmm.chain import MarkovChain

from ...plots import palette
from ...plots.export import export_graphics
from ...plots.history_plot import HistoryPlot
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, hbox, hsplit, named, spin
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import StepDriver

# The weather / ice-cream HMM of Eisner and of Jurafsky & Martin (appendix A): hot or cold days,
# 1–3 ice creams a day.
ICE_STATES = ("hot", "cold")
ICE_PI = np.array([0.8, 0.2])
ICE_A = np.array([[0.6, 0.4], [0.5, 0.5]])
ICE_B = np.array([[0.2, 0.4, 0.4], [0.5, 0.4, 0.1]])


class ChainView(QWidget):
    """Tags as a graph with their transition probabilities; the probability of a tag sequence
    including the start and the end; order 1 or 2."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("chain_view")
        self.messages = MessageBar(self, "chain_messages")
        self.order_combo = combo("order_combo", "Order", "First order: a state is a tag; second "
                                 "order: a state is a pair of tags", ("first order",
                                                                      "second order"))
        self.sequence_edit = named(QLineEdit("DT JJ NN VBZ DT NNS ."), "sequence_edit",
                                   "Tag sequence", "Tags separated by spaces")
        self.prob_button = button("sequence_prob_button", "Probability",
                                  "P(<s> t1 … tn </s>) under the chain")
        self.export_button = button("export_chain_button", "Graph…",
                                    "Export the graph as PNG or SVG")
        self.result = QTextBrowser(self)
        self.result.setObjectName("chain_result")
        self.graph_plot = pg.PlotWidget(title="tag transitions (edges with p ≥ 0.1)")
        self.graph_plot.setBackground("w")
        self.graph_plot.hideAxis("left")
        self.graph_plot.hideAxis("bottom")
        self.graph_plot.setAspectLocked(True)
        self.graph = pg.GraphItem()
        self.graph_plot.addItem(self.graph)
        self.labels = []
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self.order_combo, (self.sequence_edit, 1), self.prob_button,
                              self.export_button))
        layout.addWidget(self.messages)
        layout.addWidget(hsplit(self.graph_plot, self.result), 1)
        self.prob_button.clicked.connect(self.show_probability)
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Export graph", "chain.png", "PNG (*.png);;SVG (*.svg)",
            lambda path: export_graphics(self.graph_plot, path)))
        self.order_combo.currentIndexChanged.connect(lambda _: self.set_corpus(self.corpus))
        self.corpus, self.chain = None, None

    def set_corpus(self, corpus):
        self.corpus = corpus
        if not corpus:
            return
        tags = [[t for _, t in s] for s in corpus]
        self.chain = MarkovChain(order=self.order_combo.currentIndex() + 1).fit(tags)
        self._draw_graph(MarkovChain(order=1).fit(tags))
        self.show_probability()

    def _draw_graph(self, chain):
        rows, cols, M = chain.transition_matrix()
        nodes = [r for r in rows] + ["</s>"]
        k = len(nodes)
        angle = 2 * np.pi * np.arange(k) / k
        pos = np.c_[np.cos(angle), np.sin(angle)] * 10
        index = {n: i for i, n in enumerate(nodes)}
        edges, widths = [], []
        for r, row in zip(rows, M):
            for c, p in zip(cols, row):
                if p >= 0.1 and r != c:
                    edges.append((index[r], index[c]))
                    widths.append(p)
        pens = np.array([(90, 90, 90, int(60 + 180 * w), 0.5 + 5 * w) for w in widths],
                        dtype=[("red", np.ubyte), ("green", np.ubyte), ("blue", np.ubyte),
                               ("alpha", np.ubyte), ("width", float)])
        self.graph.setData(pos=pos, adj=np.array(edges, dtype=int).reshape(-1, 2), pen=pens,
                           size=26, symbol="o", symbolBrush=palette.brush(palette.color(0)),
                           pxMode=True)
        for lab in self.labels:
            self.graph_plot.removeItem(lab)
        self.labels = []
        for n, p in zip(nodes, pos):
            lab = pg.TextItem(n, color="k", anchor=(0.5, 0.5))
            lab.setPos(*p * 1.12)
            self.graph_plot.addItem(lab)
            self.labels.append(lab)

    def show_probability(self):
        if self.chain is None:
            return
        try:
            logp, factors = self.chain.log_prob(self.sequence_edit.text().split())
        except ValueError as exc:
            self.messages.error(str(exc))
            return
        self.messages.clear_message()
        rows = "".join(f"<tr><td>{escape(f'p({t} | {chr(32).join(c)})')}</td>"
                       f"<td>{p:.4f}</td></tr>" for c, t, p in factors)
        self.result.setHtml(f"<h3>P(sequence) = {np.exp(logp):.3e} (log {logp:.3f})</h3>"
                            f"<p>product of {len(factors)} factors, start and end included, "
                            f"add-α smoothed:</p><table border='1' cellpadding='3'>{rows}</table>")


class TrellisView(QWidget):
    """Forward α, backward β and Viterbi δ for a typed sentence, one column per Step."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("trellis_view")
        self.messages = MessageBar(self, "trellis_messages")
        self.sentence_edit = named(QLineEdit("The old cat sees a green lamp ."),
                                   "sentence_edit", "Sentence", "Words separated by spaces")
        self.kind_combo = combo("trellis_combo", "Trellis", "Which recurrence to fill",
                                ("Viterbi δ", "forward α", "backward β"))
        self.build_button = button("trellis_button", "Build", "Compute the trellis; then Step "
                                   "reveals it column by column")
        self.export_button = button("export_trellis_button", "CSV…", "Save the trellis (log "
                                    "values, rows tags, columns words) as CSV")
        self.table = named(QTableWidget(), "trellis_table", "Trellis",
                           "log values; rows are tags, columns positions")
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.controls = StepControls(self)
        self.controls.seed_spin.setEnabled(False)
        self.explanation = QTextBrowser(self)
        self.explanation.setObjectName("trellis_explanation")
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(hbox((self.sentence_edit, 1), self.kind_combo, self.build_button,
                          self.export_button))
        lv.addWidget(self.messages)
        lv.addWidget(self.table, 1)
        lv.addWidget(self.controls)
        QVBoxLayout(self).addWidget(hsplit(left, self.explanation, sizes=[800, 350]))
        self.tagger, self.words, self.full = None, [], None
        self.driver = StepDriver(self.controls, make_steps=self._steps, on_steps=self._on_steps,
                                 redraw=self.redraw, on_error=self.messages.error, parent=self)
        self.build_button.clicked.connect(self.build)
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save trellis", "trellis.csv", "CSV (*.csv)", self.export_csv))
        self.table.cellClicked.connect(lambda r, c: self._explain(r, c))

    def set_tagger(self, tagger):
        self.tagger = tagger
        self.build()

    def build(self):
        if self.tagger is None:
            return
        self.words = self.sentence_edit.text().split()
        if not self.words:
            self.messages.error("Type a sentence first.")
            return
        kind = self.kind_combo.currentIndex()
        t = self.tagger
        if kind == 0:
            self.path, delta, back, logp = t.viterbi(self.words)
            self.full, self.back = delta, back
            self.summary = f"best path log P = {logp:.4f}: {' '.join(self.path)}"
        else:
            alpha, lf = t.forward(self.words)
            beta, lb = t.backward(self.words)
            self.full, self.back, self.path = (alpha if kind == 1 else beta), None, None
            self.summary = (f"log P(O) from α = {lf:.6f}, from β = {lb:.6f} "
                            f"(equal: {abs(lf - lb) < 1e-9})")
        self.messages.info(self.summary)
        t_ = self.table
        t_.clear()
        t_.setRowCount(len(self.tagger.tags_))
        t_.setColumnCount(len(self.words))
        t_.setVerticalHeaderLabels(self.tagger.tags_)
        t_.setHorizontalHeaderLabels(self.words)
        for i in range(t_.rowCount()):
            for j in range(t_.columnCount()):
                t_.setItem(i, j, QTableWidgetItem(""))
        self.driver.reset()

    def export_csv(self, path):
        import csv

        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["tag"] + self.words)
            for i, tag in enumerate(self.tagger.tags_):
                w.writerow([tag] + [repr(float(v)) for v in self.full[:, i]])

    def _steps(self):
        order = range(len(self.words))
        if self.kind_combo.currentIndex() == 2:
            order = reversed(order)   # β fills from the end
        return ((k + 1, t) for k, t in enumerate(order))

    def _on_steps(self, batch, start):
        self.redraw()

    def redraw(self):
        if self.full is None:
            return
        shown = {t for _, t in self.driver.history[1:self.driver.index() + 1]}
        complete = len(shown) == len(self.words)
        best = set()
        if complete and self.path is not None:
            best = {(self.tagger.tags_.index(tag), j) for j, tag in enumerate(self.path)}
        for j in range(len(self.words)):
            for i in range(len(self.tagger.tags_)):
                item = self.table.item(i, j)
                if j not in shown:
                    item.setText("")
                    item.setBackground(QBrush(QColor("#f3f3f3")))
                    continue
                v = self.full[j, i]
                arrow = ""
                if self.back is not None and j > 0:
                    arrow = f" ← {self.tagger.tags_[self.back[j, i]]}"
                item.setText(f"{v:.2f}{arrow}" if np.isfinite(v) else "−∞")
                item.setBackground(QBrush(QColor("#6cc66c" if (i, j) in best else "#ffffff")))
        self.table.resizeColumnsToContents()
        self.controls.set_progress(len(shown), len(self.words))

    def _explain(self, i, j):
        if self.full is None or not self.tagger:
            return
        t = self.tagger
        w = self.words[j]
        e = t.emission(w)[i]
        kind = self.kind_combo.currentIndex()
        tag = t.tags_[i]
        html = [f"<h3>{['Viterbi δ', 'forward α', 'backward β'][kind]} at ({tag}, {w!r})</h3>"]
        if kind == 0:
            html.append("<p>δ<sub>t</sub>(j) = max<sub>i</sub> δ<sub>t−1</sub>(i) + log A<sub>ij"
                        "</sub> + log B<sub>j</sub>(o<sub>t</sub>)</p>")
        elif kind == 1:
            html.append("<p>α<sub>t</sub>(j) = log Σ<sub>i</sub> exp(α<sub>t−1</sub>(i) + log "
                        "A<sub>ij</sub>) + log B<sub>j</sub>(o<sub>t</sub>)</p>")
        else:
            html.append("<p>β<sub>t</sub>(i) = log Σ<sub>j</sub> exp(log A<sub>ij</sub> + log "
                        "B<sub>j</sub>(o<sub>t+1</sub>) + β<sub>t+1</sub>(j))</p>")
        known = w in t.vocab_
        html.append(f"<p>log B<sub>{tag}</sub>({w}) = {e:.3f} "
                    f"({'known word' if known else 'unknown word: from its shape and suffix'})"
                    f"</p><p>value {self.full[j, i]:.4f}</p><p>{self.summary}</p>")
        if kind == 0 and j > 0:
            prev = self.full[j - 1] + t.log_trans_[:, i]
            best = int(np.argmax(prev))
            html.append(f"<p>best predecessor {t.tags_[best]}: δ = {self.full[j - 1, best]:.3f}"
                        f" + log A = {t.log_trans_[best, i]:.3f}</p>")
        self.explanation.setHtml("".join(html))


class BaumWelchView(QWidget):
    """EM without tags: data drawn from the ice-cream HMM, parameters re-estimated step by step,
    the log-likelihood per iteration (never decreasing), and the truth to compare with."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("baum_welch_view")
        self.messages = MessageBar(self, "baum_welch_messages")
        self.n_seq_spin = spin("bw_sequences_spin", "Sequences", "How many sequences of 30 "
                               "days to draw from the true model", 1, 2000, 50)
        self.init_combo = combo("bw_init_combo", "Start", "Random or uniform initial "
                                "parameters (uniform is a saddle EM cannot leave)",
                                ("random", "uniform"))
        self.export_button = button("export_bw_button", "Curve…",
                                    "Export the log-likelihood curve as PNG or SVG")
        self.controls = StepControls(self)
        self.curve = HistoryPlot(self)
        self.curve.set_title("log-likelihood")
        self.params = QTextBrowser(self)
        self.params.setObjectName("bw_parameters")
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(hbox("Sequences", self.n_seq_spin, "Start", self.init_combo,
                          self.export_button, stretch=True))
        lv.addWidget(self.messages)
        lv.addWidget(self.curve, 1)
        lv.addWidget(self.controls)
        QVBoxLayout(self).addWidget(hsplit(left, self.params))
        self.driver = StepDriver(self.controls, make_steps=self._steps, on_steps=self._on_steps,
                                 redraw=self.redraw, on_error=self.messages.error,
                                 on_reset=lambda: self.curve.clear_series(), parent=self)
        for w in (self.n_seq_spin, self.controls.seed_spin):
            w.valueChanged.connect(lambda _: self.driver.reset())
        self.init_combo.currentIndexChanged.connect(lambda _: self.driver.reset())
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Export curve", "log_likelihood.png",
            "PNG (*.png);;SVG (*.svg)", self.curve.export))
        self.redraw()

    def sample(self):
        """Sequences of 1–3 ice creams from the true model (seeded)."""
        rng = np.random.default_rng(self.controls.seed_spin.value())
        seqs = []
        for _ in range(self.n_seq_spin.value()):
            s = rng.choice(2, p=ICE_PI)
            obs = []
            for _ in range(30):
                obs.append(rng.choice(3, p=ICE_B[s]))
                s = rng.choice(2, p=ICE_A[s])
            seqs.append(np.array(obs))
        return seqs

    def _steps(self):
        self.model = DiscreteHMM(2, 3, init=self.init_combo.currentText(), n_iter=200,
                                 tol=1e-6, random_state=self.controls.seed_spin.value())
        return self.model.iter_fit(self.sample())

    def _on_steps(self, batch, start):
        h = self.driver.history[1:]
        self.curve.set_series("log-likelihood", [s.iteration for s in h],
                              [s.log_likelihood for s in h])
        for s in batch:
            if s.warning:
                self.messages.warning(s.warning)
        self.redraw()

    def redraw(self):
        step = self.driver.current()
        self.curve.set_cursor(step.iteration if step else 0)
        html = ["<h3>Baum–Welch (EM)</h3><p>E: γ and ξ from scaled forward–backward; "
                "M: π = γ<sub>1</sub>, A<sub>ij</sub> ∝ Σξ<sub>t</sub>(i,j), B<sub>ik</sub> ∝ "
                "Σ<sub>t: o=k</sub> γ<sub>t</sub>(i). The log-likelihood never decreases.</p>",
                _matrix(f"true A ({', '.join(ICE_STATES)})", ICE_A),
                _matrix("true B (1, 2, 3 ice creams)", ICE_B)]
        if step is not None:
            html += [f"<p>iteration {step.iteration}: log-likelihood {step.log_likelihood:.4f}"
                     f"{' (converged)' if step.converged else ''}</p>",
                     _matrix("estimated π", step.startprob[None, :]),
                     _matrix("expected transitions Σξ", step.expected_transitions),
                     _matrix("expected emissions Σγ", step.expected_emissions),
                     _matrix("estimated A", step.transmat), _matrix("estimated B",
                                                                    step.emissionprob),
                     "<p>The hidden states have no names: the estimate may list cold first.</p>"]
        self.params.setHtml("".join(html))


def _matrix(title, M):
    rows = "".join("<tr>" + "".join(f"<td>{v:.3f}</td>" for v in row) + "</tr>" for row in M)
    return f"<p><b>{title}</b></p><table border='1' cellpadding='3'>{rows}</table>"
