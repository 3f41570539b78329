"""The Collocations view: bigrams ranked by every measure, the t-test's working per bigram, and
guidance when no bigram reaches the minimum count."""
from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QVBoxLayout

from engine.text import ENGLISH_STOPWORDS, T_CRITICAL

from ...widgets.forms import button, combo, named, spin
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs import collocation_job
from .views import StopWhenHidden

MEASURE_NAMES = {"t": "t-test", "raw": "raw frequency", "chi2": "χ²", "pmi": "PMI",
                 "llr": "log-likelihood ratio"}
FORMULAS = {
    "t": (f"<b>t-test</b> (the notes): t = (x̄ − μ) / √(s²/N) with x̄ = p(w1w2), "
          f"μ = p(w1)p(w2) under independence and s² ≈ x̄. Reject independence when t > "
          f"{T_CRITICAL} (α = 0.005). Green rows pass."),
    "raw": "<b>Raw frequency</b>: count(w1 w2)/N, after the filters — frequent pairs of content "
           "words.",
    "chi2": "<b>χ²</b> = Σ (O − E)²/E over the 2×2 table (w1 or not) × (w2 or not), E = row × "
            "column / N.",
    "pmi": "<b>PMI</b> = log₂ p(w1w2) / (p(w1)p(w2)) — favours rare pairs; use a minimum count.",
    "llr": "<b>Log-likelihood ratio</b> G² = 2 Σ O ln(O/E) over the 2×2 table (Dunning 1993).",
}


class CollocationsView(StopWhenHidden, LazyView):
    """Bigram collocations by every measure; the t-test's working per bigram."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("collocations_view")
        self.messages = messages
        self.tokens = None
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="collocations",
                              kept="the table shown is kept")
        self.layout().insertWidget(2, self.panel)
        self.find_button.clicked.connect(self.refresh)
        self.measure_combo.currentIndexChanged.connect(self.refresh)
        self.lower_button.clicked.connect(self._lower_min_count)

    def _build(self):
        self.measure_combo = combo("measure_combo", "Measure", "How bigrams are ranked",
                                   [MEASURE_NAMES[m] for m in ("t", "raw", "chi2", "pmi", "llr")])
        self.window_spin = spin("window_spin", "Window", "Pairs up to window−1 tokens apart "
                                "(2 = adjacent)", 2, 10, 2)
        self.min_count_spin = spin("min_count_spin", "Min count", "Ignore bigrams seen fewer "
                                   "times", 1, 1000, 2)
        self.top_spin = spin("top_spin", "Top", "How many bigrams to list", 5, 5000, 100)
        self.stop_check = named(QCheckBox("drop stop words"), "stopwords_check", "Stop words",
                                "Remove bigrams containing an English stop word")
        self.stop_check.setChecked(True)
        self.alpha_check = named(QCheckBox("drop tokens without letters"), "alpha_check",
                                 "Letters only", "Remove bigrams with punctuation or numbers")
        self.alpha_check.setChecked(True)
        self.find_button = button("collocations_button", "Find", "Rank the bigrams")
        self.formula = QLabel("")
        self.formula.setWordWrap(True)
        self.empty_note = QLabel("")
        self.empty_note.setObjectName("collocations_empty_note")
        self.empty_note.setWordWrap(True)
        self.lower_button = button("lower_min_count_button", "Lower the minimum",
                                   "Set the minimum count to what the text reaches and rank again")
        self.table = DataTable("collocations_table", self, "Search bigrams…")
        top = QHBoxLayout()
        for label, w in (("Measure", self.measure_combo), ("Window", self.window_spin),
                         ("Min count", self.min_count_spin), ("Top", self.top_spin)):
            top.addWidget(QLabel(label))
            top.addWidget(w)
        top.addStretch(1)
        second = QHBoxLayout()
        second.addWidget(self.stop_check)
        second.addWidget(self.alpha_check)
        second.addStretch(1)
        second.addWidget(self.find_button)
        empty = QHBoxLayout()
        empty.addWidget(self.empty_note, 1)
        empty.addWidget(self.lower_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.formula)
        layout.addLayout(empty)
        layout.addWidget(self.table, 1)
        self._show_empty(None)

    def measure(self):
        names = {v: k for k, v in MEASURE_NAMES.items()}
        return names[self.measure_combo.currentText()]

    def set_tokens(self, tokens):
        self.tokens = tokens
        self.invalidate()

    def refresh(self, *_):
        if not self.tokens:
            return
        self.panel.start(collocation_job(
            self.tokens, self.measure(), self.window_spin.value(), self.min_count_spin.value(),
            ENGLISH_STOPWORDS if self.stop_check.isChecked() else None,
            self.alpha_check.isChecked(), self.top_spin.value()), "Counting bigrams…")

    def _lower_min_count(self):
        self.min_count_spin.setValue(max(1, self._reachable))
        self.refresh()

    def _show_empty(self, result):
        """Say why the table is empty and offer the minimum count the text reaches."""
        self._reachable = 1
        if result is None or len(result.order):
            self.empty_note.setVisible(False)
            self.lower_button.setVisible(False)
            return
        if result.best_count >= 1:
            self._reachable = result.best_count
            self.empty_note.setText(
                f"No bigram reaches the minimum count of {result.min_count}: the most frequent "
                f"bigram after the filters occurs {result.best_count} time(s) in this text.")
            self.lower_button.setText(f"Lower the minimum to {result.best_count}")
            self.lower_button.setVisible(True)
        else:
            self.empty_note.setText("No bigram is left after the filters (stop words, tokens "
                                    "without letters); untick them, or load a longer text.")
            self.lower_button.setVisible(False)
        self.empty_note.setVisible(True)

    def show_result(self, result):
        measure, table, order = result.measure, result.table, result.order
        self.formula.setText(FORMULAS[measure])
        scores = table.score(measure)[order] if len(order) else np.zeros(0)
        b = [table.bigrams[i] for i in order]
        cols = ["rank", "w1", "w2", "count", "count(w1)", "count(w2)", MEASURE_NAMES[measure]]
        data = [np.arange(1, len(order) + 1), [x[0] for x in b], [x[1] for x in b],
                table.n_ii[order], table.n_ix[order], table.n_xi[order], scores]
        colors = None
        if measure == "t":
            tt = table.t_test()
            cols += ["x̄ = p(w1w2)", "μ = p(w1)p(w2)", "s²/N", f"t > {T_CRITICAL}"]
            data += [tt["x_bar"][order], tt["mu"][order], tt["s2_over_n"][order],
                     tt["significant"][order]]
            colors = ["#e3f4e3" if s else "" for s in tt["significant"][order]]
        self.table.set_columns(cols, data, colors)
        self._show_empty(result)
        if len(order):
            self.messages.info(f"Ranked {len(table.bigrams):,} bigrams by "
                               f"{MEASURE_NAMES[measure]}; the top {len(order):,} are listed.")
        else:
            self.messages.clear_message()
