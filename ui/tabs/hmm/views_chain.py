"""The Markov-chain view of the HMM tab: tags as a directed graph with their transition
probabilities, and the probability of a typed tag sequence, start and end included, of order 1
or 2. The chain is counted on a worker (a JobPanel) when the view is shown."""
from __future__ import annotations

from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLineEdit, QTextBrowser, QVBoxLayout

from ...plots.export import export_graphics
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, hbox, hsplit, named
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from .jobs import ChainFit, chain_job
from .scene import ChainScene
from ... import style
from ...i18n import describe


class ChainView(LazyView):
    """Tags as a graph with their transition probabilities; the probability of a tag sequence
    including the start and the end; order 1 or 2."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("chain_view")
        self.messages = MessageBar(self, "chain_messages")
        self.panel = JobPanel(self.messages, self._on_chain, self, name="chain_job",
                              kept=lambda: self.tr("the previous chain is kept"))
        self.order_combo = combo("order_combo", "Order", "", ("first order", "second order"))
        self.sequence_edit = named(QLineEdit("DT NN VBZ DT NN ."), "sequence_edit",
                                   "Tag sequence", "")
        self.prob_button = button("sequence_prob_button", "Probability", "")
        self.export_button = button("export_chain_button", "Graph…", "")
        self.result = QTextBrowser(self)
        self.result.setObjectName("chain_result")
        self.graph_plot = pg.PlotWidget()
        style.themed(self.graph_plot)
        self.graph_plot.hideAxis("left")
        self.graph_plot.hideAxis("bottom")
        self.graph_plot.setAspectLocked(True)
        self.scene = ChainScene(self.graph_plot)
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self.order_combo, (self.sequence_edit, 1), self.prob_button,
                              self.export_button))
        layout.addWidget(self.panel)
        layout.addWidget(self.messages)
        layout.addWidget(hsplit(self.graph_plot, self.result), 1)
        self.prob_button.clicked.connect(self.show_probability)
        self.sequence_edit.returnPressed.connect(self.show_probability)
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, self.tr("Export graph"), "chain.png", "PNG (*.png);;SVG (*.svg)",
            lambda path: export_graphics(self.graph_plot, path)))
        self.order_combo.currentIndexChanged.connect(lambda _: self.invalidate())
        self.sentences, self.chain = None, None
        self.retranslate_ui()

    def retranslate_ui(self):
        """The view's static texts in the language in force (again at each change)."""
        self.order_combo.setToolTip(self.tr("First order: a state is a tag; second order: a "
                                            "state is a pair of tags"))
        self.order_combo.setItemText(0, self.tr("first order"))
        self.order_combo.setItemText(1, self.tr("second order"))
        self.sequence_edit.setToolTip(self.tr("Tags separated by spaces"))
        self.prob_button.setText(self.tr("Probability"))
        self.prob_button.setToolTip(self.tr("P(<s> t1 … tn </s>) under the chain"))
        self.export_button.setText(self.tr("Graph…"))
        self.export_button.setToolTip(self.tr("Export the graph as PNG or SVG"))
        self.graph_plot.setTitle(self.tr("tag transitions p(next | tag) ≥ 0.1 (wider: "
                                         "likelier); the typed sequence's on top"))
        if not self.result.toPlainText():
            self.result.setHtml(self.tr("<p>The chain of the corpus's tags is counted when "
                                        "this view is shown; type a tag sequence and press "
                                        "Probability.</p>"))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
            self.show_probability()
        super().changeEvent(event)

    def set_corpus(self, corpus):
        """New sentences: the chain is counted again when the view is (or becomes) visible."""
        self.sentences = corpus or None       # tags are taken out on the worker
        self.invalidate()

    def refresh(self):
        if self.sentences:
            self.panel.start(chain_job(self.sentences, self.order_combo.currentIndex() + 1),
                             self.tr("Counting the chain…"))

    def _on_chain(self, fit: ChainFit):
        self.chain = fit.chain
        self.scene.draw(fit.rows, fit.cols, fit.matrix)
        self.show_probability()

    def show_probability(self):
        if self.chain is None:
            return
        try:
            logp, factors = self.chain.log_prob(self.sequence_edit.text().split())
        except ValueError as exc:
            self.messages.error(describe(exc))
            return
        self.messages.clear_message()
        order = self.order_combo.currentIndex() + 1
        self.scene.highlight([(" ".join(c), " ".join((*c[1:], t)) if order == 2 else t)
                              for c, t, _ in factors])
        rows = "".join(f"<tr><td>{escape(f'p({t} | {chr(32).join(c)})')}</td>"
                       f"<td>{p:.4f}</td></tr>" for c, t, p in factors)
        self.result.setHtml(
            "<h3>" + self.tr("P(sequence) = {p:.3e} (log {logp:.3f})").format(
                p=np.exp(logp), logp=logp) + "</h3><p>"
            + self.tr("product of %n factor(s), start and end included, add-α smoothed:", "",
                      len(factors))
            + f"</p><table border='1' cellpadding='3'>{rows}</table>")
