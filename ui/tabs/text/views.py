"""The Tokens view (tokenizer settings, counts, the type table, Zipf's plot and the growth
curve). The other sub-views live in views_normalize.py, views_sentences.py,
views_collocations.py and views_edit_distance.py.

The Tokens view is in the window's first frame; its two plots are not: they are made on the
event loop's turn after their places were first painted (pyqtgraph is imported then), so the
window appears ~0.35 s sooner and the plots a moment later, in places that do not move."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...plots import palette
from ...widgets.forms import button, combo, hsplit, named, vsplit
from ...widgets.lazy import Slot, after_first_paint
from ...widgets.table import DataTable
from ... import style
from .texts import Retranslating, set_items, set_texts, tr

TOKENIZERS = {"Treebank": "treebank", "whitespace": "whitespace", "word/punct": "wordpunct",
              "regular expression": "regex", "dictionary longest match": "dictionary",
              "Korean morphemes (Kiwi)": "korean",
              "Korean morphemes with tags (Kiwi)": "korean_tagged"}
METHODS = tuple(TOKENIZERS.values())


def tokenizer_names():
    """The tokenizers' names in the language in force, in the order of :data:`TOKENIZERS`."""
    return ("Treebank", tr("whitespace"), tr("word/punct"), tr("regular expression"),
            tr("dictionary longest match"), tr("Korean morphemes (Kiwi)"),
            tr("Korean morphemes with tags (Kiwi)"))


def takes_the_rest(widget):
    """``widget`` takes the height its view has left, never less than it needs. A view with a
    wrapped label has a height-for-width, which the navigator's scroll area asks for; the
    natural size of plots and tables (often over 1,000 px) would then make the view taller
    than the window and scroll its transport or its plots away."""
    from PySide6.QtWidgets import QSizePolicy

    widget.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Ignored)
    widget.setMinimumHeight(widget.minimumSizeHint().height())
    return widget


class StopWhenHidden:
    """Mix into a LazyView with a ``panel`` (JobPanel): a view that is hidden while its job
    runs drops the job and computes again when next shown, so only the visible view's job
    competes with the GUI thread for the GIL."""

    def hideEvent(self, event):
        super().hideEvent(event)
        if self.panel.busy:
            self.panel.runner.cancel(state="idle")
            self.stale = True


def _decades(end):
    """Ticks (log₁₀ value, label) at 1, 10, 100, … up to the decade above ``end``; at 1, 2, 5,
    10, 20, 50… when the axis spans two decades or less, so a short axis still has labels."""
    last = int(np.ceil(np.log10(end))) if end > 1 else 1
    steps = (1, 2, 5) if last <= 2 else (1,)
    return [(float(np.log10(s * 10 ** k)), f"{s * 10 ** k:,}") for k in range(0, last + 1)
            for s in steps if s * 10 ** k <= max(end, 10) * 1.0001]


PLOT_MIN = (200, 150)    # each plot's least size, held by its place before it is made


class TokensView(Retranslating, QWidget):
    """Tokenizer settings, counts, the type table, Zipf's plot and the growth curve (made after
    the first paint: ``zipf`` and ``growth`` are None until :meth:`build_plots`)."""

    tokenize_requested = Signal()
    plots_built = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("tokens_view")
        self.opened = None
        self.zipf = self.growth = None
        self._build_controls()
        self._layout()
        after_first_paint(self.zipf_slot, self.build_plots)
        self.tokenize_button.clicked.connect(self.tokenize_requested)
        self.method_combo.currentIndexChanged.connect(self._enable)
        self.retranslate()
        self._enable()

    def _build_controls(self):
        self.method_combo = combo("tokenizer_combo", "", "", TOKENIZERS)
        self.pattern_edit = named(QLineEdit(r"\w+(?:[-']\w+)*|[^\w\s]"), "pattern_edit",
                                  "", "")
        self.mwe_edit = named(QLineEdit("San Francisco; New York; machine learning"),
                              "mwe_edit", "", "")
        self.dictionary_edit = named(QLineEdit("the cat sat on mat mats a at he hat them"),
                                     "dictionary_edit", "", "")
        self.tokenize_button = button("tokenize_button", "", "")
        self.stats = QLabel("")
        self.stats.setObjectName("token_stats")
        self.stats.setWordWrap(True)
        self.types = DataTable("types_table", self, "")
        self.labels = [QLabel() for _ in range(4)]
        self.zipf_slot, self.growth_slot = Slot(PLOT_MIN), Slot(PLOT_MIN)

    def build_plots(self) -> None:
        """Make the two plots in their places (once), titled, and showing the text if one is
        loaded by now."""
        if self.zipf is not None:
            return
        import pyqtgraph as pg

        self.zipf = pg.PlotWidget(title="Zipf: frequency against rank (log–log)")
        self.growth = pg.PlotWidget(title="Vocabulary growth: types against tokens")
        for plot in (self.zipf, self.growth):
            style.themed(plot)
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.setMinimumSize(*PLOT_MIN)
        self.zipf.setLogMode(True, True)
        self.zipf_curve = self.zipf.plot([], [], pen=None, symbol="o", symbolSize=4,
                                         symbolBrush=palette.color(0), symbolPen=None)
        self.zipf_fit = self.zipf.plot([], [], pen=pg.mkPen(palette.color(3), width=2))
        self.growth_curve = self.growth.plot([], [], pen=pg.mkPen(palette.color(2), width=2))
        self._retranslate_plots()
        if self.opened is not None:
            self._plot(self.opened)
        self.zipf_slot.put(self.zipf)
        self.growth_slot.put(self.growth)
        self.plots_built.emit()

    def _layout(self):
        top = QHBoxLayout()
        for label, w in zip(self.labels[:2], (self.method_combo, self.pattern_edit)):
            top.addWidget(label)
            top.addWidget(w, 1 if w is self.pattern_edit else 0)
        top.addWidget(self.tokenize_button)
        second = QHBoxLayout()
        for label, w in zip(self.labels[2:], (self.mwe_edit, self.dictionary_edit)):
            second.addWidget(label)
            second.addWidget(w, 1)
        body = hsplit(self.types, vsplit(self.zipf_slot, self.growth_slot), sizes=[420, 520])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.stats)
        layout.addWidget(takes_the_rest(body), 1)

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (tr("Tokenizer"), tr("Pattern"), tr("Multi-word"),
                                             tr("Dictionary"))):
            label.setText(text)
        set_items(self.method_combo, tokenizer_names())
        set_texts(self.method_combo, None, tr("How the text is cut into tokens; Korean "
                                              "morphemes need the korean extra (Kiwi)"))
        self.method_combo.setAccessibleName(tr("Tokenizer"))
        self.pattern_edit.setToolTip(tr("Regular expression: every match is a token (stopped "
                                        "after a second if it backtracks without end)"))
        self.pattern_edit.setAccessibleName(tr("Pattern"))
        self.mwe_edit.setToolTip(tr("Phrases kept as one token, separated by ';'"))
        self.mwe_edit.setAccessibleName(tr("Multi-word expressions"))
        self.dictionary_edit.setToolTip(tr("Words for longest-match segmentation of text "
                                           "without spaces"))
        self.dictionary_edit.setAccessibleName(tr("Dictionary"))
        set_texts(self.tokenize_button, tr("Tokenize"), tr("Tokenize and count"))
        self.types.search.setPlaceholderText(tr("Search types…"))
        if self.opened is not None:
            self._show_counts(self.opened)
        else:
            self.stats.setText(tr("Open a file, choose a sample or type text to see its "
                                  "tokens."))
        if self.zipf is not None:
            self._retranslate_plots()

    def _retranslate_plots(self) -> None:
        self.zipf.setTitle(tr("Zipf: frequency against rank (log–log)"))
        self.growth.setTitle(tr("Vocabulary growth: types against tokens"))
        self.zipf.setLabel("bottom", tr("rank r"))
        self.zipf.setLabel("left", tr("frequency f"))
        self.growth.setLabel("bottom", tr("tokens"))
        self.growth.setLabel("left", tr("types"))
        if self.opened is None:
            for plot in (self.zipf, self.growth):     # no axes of nothing: a sentence
                style.empty_state(plot.getPlotItem(), tr("Appears when a text is loaded."))

    def _enable(self, *_):
        method = self.settings()["method"]
        self.pattern_edit.setEnabled(method == "regex")
        self.dictionary_edit.setEnabled(method == "dictionary")
        self.mwe_edit.setEnabled(method != "dictionary")

    def settings(self):
        mwes = [m.strip() for m in self.mwe_edit.text().split(";") if m.strip()]
        return {"method": METHODS[max(self.method_combo.currentIndex(), 0)],
                "pattern": self.pattern_edit.text(), "mwes": mwes,
                "dictionary": self.dictionary_edit.text().split()}

    def show_analysis(self, opened):
        """Show an :class:`Opened` (everything was computed on the worker); the plots show it
        when they are made, if they are not yet."""
        self.opened = opened
        self._show_counts(opened)
        if self.zipf is not None:
            self._plot(opened)

    def _plot(self, opened) -> None:
        for plot in (self.zipf, self.growth):
            style.clear_empty_state(plot.getPlotItem())
        c = opened.analysis.counts
        ranks, freqs = c.zipf()
        self.zipf_curve.setData(*opened.zipf_points)
        self.zipf_fit.setData(*(opened.zipf_line or ([], [])))
        # log axes labelled at powers of ten only: pyqtgraph's own log ticks label 2…9 of
        # every decade too, and those labels overlap on a plot of this height
        top = max(float(ranks[-1]) if len(ranks) else 1.0, 1.0)
        highest = max(float(freqs[0]) if len(freqs) else 1.0, 1.0)
        for side, end in (("bottom", top), ("left", highest)):
            self.zipf.getAxis(side).setTicks([_decades(end), []])
        at, types = opened.analysis.growth
        self.growth_curve.setData(at.astype(float), types.astype(float))

    def _show_counts(self, opened):
        """The type table and the counts line (again at a language change)."""
        c = opened.analysis.counts
        ranks, freqs = c.zipf()
        share = freqs / max(c.n_tokens, 1) * 100
        self.types.set_columns([tr("rank"), tr("type"), tr("count"), tr("% of tokens")],
                               [ranks, list(c.types), freqs, share])
        ttr = c.n_types / max(c.n_tokens, 1)
        slope = c.zipf_slope()
        zipf = (tr("Zipf slope {s:.2f} (Zipf's law predicts about −1)").format(s=slope)
                if np.isfinite(slope) else tr("too few types for a Zipf slope"))
        self.stats.setText(tr("<b>{n:,}</b> tokens · <b>{v:,}</b> types (vocabulary) · "
                              "type/token ratio {r:.3f} · {zipf}").format(
                                  n=c.n_tokens, v=c.n_types, r=ttr, zipf=zipf))
