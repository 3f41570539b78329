"""The Collocations view: bigrams ranked by every measure, the t-test's working per bigram,
guidance when no bigram reaches the minimum count, and the t-test worked by hand from four counts
(collocations_by_hand.py: Manning & Schütze's "new companies", or the selected bigram)."""
from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QVBoxLayout

from engine.text import ENGLISH_STOPWORDS, T_CRITICAL

from ...widgets.forms import button, combo, hsplit, named, spin
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .collocations_by_hand import TTestByHand
from .jobs_morph import collocation_by_tag_job
from .texts import Retranslating, set_items, set_texts, tr
from .views import StopWhenHidden

MEASURES = ("t", "raw", "chi2", "pmi", "llr")
SIGNIFICANT = "#e3f4e3"        # rows whose t passes (light green, readable in both themes)


def measure_name(m: str) -> str:
    return {"t": tr("t-test"), "raw": tr("raw frequency"), "chi2": "χ²", "pmi": "PMI",
            "llr": tr("log-likelihood ratio")}[m]


def formula(m: str) -> str:
    return {
        "t": tr("<b>t-test</b> (the notes): t = (x̄ − μ) / √(s²/N) with x̄ = p(w1w2), μ = "
                "p(w1)p(w2) under independence and s² ≈ x̄. Reject independence when t > {c} "
                "(α = 0.005). Green rows pass.").format(c=T_CRITICAL),
        "raw": tr("<b>Raw frequency</b>: count(w1 w2)/N, after the filters — frequent pairs of "
                  "content words."),
        "chi2": tr("<b>χ²</b> = Σ (O − E)²/E over the 2×2 table (w1 or not) × (w2 or not), E = "
                   "row × column / N."),
        "pmi": tr("<b>PMI</b> = log₂ p(w1w2) / (p(w1)p(w2)) — favours rare pairs; use a minimum "
                  "count."),
        "llr": tr("<b>Log-likelihood ratio</b> G² = 2 Σ O ln(O/E) over the 2×2 table (Dunning "
                  "1993)."),
    }[m]


class CollocationsView(Retranslating, StopWhenHidden, LazyView):
    """Bigram collocations by every measure; the t-test's working per bigram."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("collocations_view")
        self.messages = messages
        self.tokens = self.result = None
        self._reachable = 1
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="collocations",
                              kept=lambda: tr("the table shown is kept"))
        self.layout().insertWidget(2, self.panel)
        self.find_button.clicked.connect(self.refresh)
        self.measure_combo.currentIndexChanged.connect(self.refresh)
        self.lower_button.clicked.connect(self._lower_min_count)
        self.by_hand.selected_button.clicked.connect(self._selected_by_hand)
        self.retranslate()

    def _build(self):
        self.measure_combo = combo("measure_combo", "", "", MEASURES)
        self.window_spin = spin("window_spin", "", "", 2, 10, 2)
        self.min_count_spin = spin("min_count_spin", "", "", 1, 1000, 2)
        self.top_spin = spin("top_spin", "", "", 5, 5000, 100)
        self.stop_check = named(QCheckBox(), "stopwords_check", "", "")
        self.stop_check.setChecked(True)
        self.alpha_check = named(QCheckBox(), "alpha_check", "", "")
        self.alpha_check.setChecked(True)
        self.find_button = button("collocations_button", "", "")
        self.formula = QLabel("")
        self.formula.setWordWrap(True)
        self.empty_note = QLabel("")
        self.empty_note.setObjectName("collocations_empty_note")
        self.empty_note.setWordWrap(True)
        self.lower_button = button("lower_min_count_button", "", "")
        self.table = DataTable("collocations_table", self, "")
        self.by_hand = TTestByHand(self.messages, self)
        self.labels = [QLabel() for _ in range(4)]
        top = QHBoxLayout()
        for label, w in zip(self.labels, (self.measure_combo, self.window_spin,
                                          self.min_count_spin, self.top_spin)):
            top.addWidget(label)
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
        layout.addWidget(hsplit(self.table, self.by_hand, sizes=[560, 360]), 1)

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (tr("Measure"), tr("Window"), tr("Min count"),
                                             tr("Top"))):
            label.setText(text)
        set_items(self.measure_combo, [measure_name(m) for m in MEASURES])
        self.measure_combo.setToolTip(tr("How bigrams are ranked"))
        self.window_spin.setToolTip(tr("Pairs up to window−1 tokens apart (2 = adjacent)"))
        self.min_count_spin.setToolTip(tr("Ignore bigrams seen fewer times"))
        self.top_spin.setToolTip(tr("How many bigrams to list"))
        set_texts(self.stop_check, tr("drop stop words"),
                  tr("Remove bigrams containing an English stop word, or a Korean particle, "
                     "ending or punctuation mark (the tokenizer with tags)"))
        set_texts(self.alpha_check, tr("drop tokens without letters"),
                  tr("Remove bigrams with punctuation or numbers"))
        set_texts(self.find_button, tr("Find"), tr("Rank the bigrams"))
        self.lower_button.setToolTip(tr("Set the minimum count to what the text reaches and "
                                        "rank again"))
        self.table.search.setPlaceholderText(tr("Search bigrams…"))
        self.by_hand.retranslate()
        if self.result is not None:
            self.show_result(self.result, quiet=True)
        else:
            self._show_empty(None)

    def measure(self):
        return MEASURES[max(self.measure_combo.currentIndex(), 0)]

    def set_tokens(self, tokens):
        self.tokens = tokens
        self.invalidate()

    def refresh(self, *_):
        if not self.tokens:
            return
        self.panel.start(collocation_by_tag_job(
            self.tokens, self.measure(), self.window_spin.value(), self.min_count_spin.value(),
            ENGLISH_STOPWORDS if self.stop_check.isChecked() else None,
            self.alpha_check.isChecked(), self.top_spin.value()), tr("Counting bigrams…"))

    def _lower_min_count(self):
        self.min_count_spin.setValue(max(1, self._reachable))
        self.refresh()

    def _selected_by_hand(self):
        """The selected bigram's counts into the t-test by hand (the first row if none)."""
        res = self.result
        if res is None or not len(res.order):
            self.messages.error(lambda: tr("Find the bigrams first; then select one in the table."))
            return
        row = self.table.selected_source_row() or 0
        k = res.order[row]
        t = res.table
        w1, w2 = t.bigrams[k]
        self.by_hand.set_counts(w1, w2, t.n_ix[k], t.n_xi[k], t.n_ii[k], t.n)

    def _show_empty(self, result):
        """Say why the table is empty and offer the minimum count the text reaches."""
        self._reachable = 1
        if result is None or len(result.order):
            self.empty_note.setVisible(False)
            self.lower_button.setVisible(False)
            return
        if result.best_count >= 1:
            self._reachable = result.best_count
            self.empty_note.setText(tr(
                "No bigram reaches the minimum count of {m}: the most frequent bigram after "
                "the filters occurs %n time(s) in this text.", "", result.best_count).format(
                    m=result.min_count))
            self.lower_button.setText(tr("Lower the minimum to {n}").format(
                n=result.best_count))
            self.lower_button.setVisible(True)
        else:
            self.empty_note.setText(tr("No bigram is left after the filters (stop words, "
                                       "tokens without letters); untick them, or load a "
                                       "longer text."))
            self.lower_button.setVisible(False)
        self.empty_note.setVisible(True)

    def show_result(self, result, quiet: bool = False):
        self.result = result
        measure, table, order = result.measure, result.table, result.order
        self.formula.setText(formula(measure))
        scores = table.score(measure)[order] if len(order) else np.zeros(0)
        b = [table.bigrams[i] for i in order]
        cols = [tr("rank"), "w1", "w2", tr("count"), tr("count(w1)"), tr("count(w2)"),
                measure_name(measure)]
        data = [np.arange(1, len(order) + 1), [x[0] for x in b], [x[1] for x in b],
                table.n_ii[order], table.n_ix[order], table.n_xi[order], scores]
        colors = None
        if measure == "t":
            tt = table.t_test()
            cols += ["x̄ = p(w1w2)", "μ = p(w1)p(w2)", "s²/N", f"t > {T_CRITICAL}"]
            data += [tt["x_bar"][order], tt["mu"][order], tt["s2_over_n"][order],
                     tt["significant"][order]]
            colors = [SIGNIFICANT if s else "" for s in tt["significant"][order]]
        self.table.set_columns(cols, data, colors)
        self._show_empty(result)
        if quiet:
            return
        if len(order):
            self.messages.info(lambda: tr("Ranked {n:,} bigrams by {m}; the top {k:,} are listed."),
                               n=len(table.bigrams), m=measure_name(measure), k=len(order))
        else:
            self.messages.clear_message()
