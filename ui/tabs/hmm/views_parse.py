"""The parsing view ("[NLP] 8. Language Parsing"): a PCFG (the small ambiguous grammar written for
Trellis, a grammar induced from the treebank written for it, or your own grammar file or
treebank), a typed sentence, and the CKY chart filled cell by cell on a worker by the engine's
own ``CKYParser.iter_parse`` (the view computes nothing itself). The chart is the triangle of
spans (row i: the first word, column j: the last); the cell of the last step is outlined with
the two cells its best entry was built from; the cell table lists the cell's entries with their
probabilities and back-pointers and the rules tried. When the chart is full the best tree is
drawn, with its probability beside the inside probability P(words) of all trees, and its tags
beside the HMM tab's tagger's (tagged on a worker) when the tab has a tagger."""
from __future__ import annotations

import math
from html import escape

import pyqtgraph as pg
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import DataError
from engine.parse import load_grammar_job

from ... import style
from ...i18n import describe, mark_data
from ...plots.palette import brush
from ...widgets.files import ask_folder, ask_open_file
from ...widgets.forms import button, combo, hbox, hsplit, named, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import BuiltOnShow
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import StepDriver
from .grammar_page import GrammarPage
from .predict_parse import ParsePredictions
from .ready import ReadyMessage
from .views_parse_texts import ParsingTexts
from .jobs_parse import ShownGrammar, TagComparison, compare_tags_job, show_grammar_job
from .scene_parse import TreeScene

PRESETS = {"Sample grammar (PP attachment)": "sample grammar",
           "Sample treebank (200 trees)": "sample treebank"}
DEFAULT_SENTENCE = {"sample grammar": "I saw the man with the telescope",
                    "sample treebank": "she saw the man with a telescope ."}
SHOWN_PER_CELL = 3           # entries written in a chart cell (the cell table has them all)
TIP_ENTRIES = 12             # entries in a chart cell's tooltip


def _prob(log_p: float) -> str:
    return "0" if log_p == -math.inf else f"{math.exp(log_p):.4g}"


class ParsingView(ReadyMessage, ParsingTexts, BuiltOnShow, QWidget):
    """CKY on a typed sentence, one chart cell per Step."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("parsing_view")
        self.messages = MessageBar(self, "parse_messages")
        self.loaded, self.words, self.selected, self.known = None, [], None, frozenset()
        self.panel = JobPanel(self.messages, self._show_loaded, self, name="parse_job",
                              kept=lambda: self.tr("the current grammar is kept"))
        self.tag_panel = JobPanel(self.messages, self._show_tags, self, name="parse_tag_job",
                                  kept=lambda: self.tr(
                                      "the tree is shown without the tagger's tags"))
        self._compared = None
        self._full_said = ""                 # the "chart is full" message on show, if any
        self._build_controls()
        self._build_layout()
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=lambda *_: self.redraw(), redraw=self.redraw,
                                 on_error=self.messages.error, parent=self)
        self.predict = ParsePredictions(self)
        self.watch_reset()
        self._connect()
        self.retranslate_ui()

    def _build_controls(self):
        # texts and tips: ParsingTexts.retranslate_ui (again at every language change)
        self.preset_combo = combo("parse_preset_combo", "Grammar", "", PRESETS)
        self.grammar_button = button("parse_open_grammar_button", "Open grammar…", "")
        self.treebank_button = button("parse_open_treebank_button", "Open treebank…", "")
        self.folder_button = button("parse_open_folder_button", "Treebank folder…", "")
        self.sentence_edit = named(QLineEdit(DEFAULT_SENTENCE["sample grammar"]),
                                   "parse_sentence_edit", "Sentence", "")
        self.parse_button = button("parse_button", "New chart", "")
        # the chart's headers are the typed words and its cells the grammar's symbols: data
        self.chart = mark_data(named(QTableWidget(), "parse_chart", "Chart", ""))
        self.chart.setEditTriggers(QTableWidget.NoEditTriggers)
        self.chart.setWordWrap(True)
        self.cell_label = QLabel("")
        self.cell_label.setObjectName("parse_cell_label")
        self.cell_label.setWordWrap(True)
        self.entries = named(QTableWidget(0, 4), "parse_entries", "Cell entries", "")
        self.tried = named(QTableWidget(0, 4), "parse_tried", "Rules tried", "")
        for t in (self.entries, self.tried):
            t.setEditTriggers(QTableWidget.NoEditTriggers)
            t.verticalHeader().setVisible(False)
            t.horizontalHeader().setStretchLastSection(True)
        self.plot = self.scene = None          # made on first show (a plot costs ~30 ms)
        self.grammar_info = QLabel("")
        self.grammar_info.setObjectName("parse_grammar_info")
        self.grammar_info.setMinimumWidth(80)        # one line; the tooltip has it all
        self.summary = QLabel("")
        self.summary.setObjectName("parse_summary")
        self.summary.setWordWrap(True)
        self.tags = named(QTableWidget(3, 0), "parse_tags", "Tags", "")
        self.tags.setEditTriggers(QTableWidget.NoEditTriggers)
        self.tags.horizontalHeader().setVisible(False)
        self.tags.setMaximumHeight(120)
        self.tags_label = QLabel("")
        self.tags_label.setObjectName("parse_tags_label")
        self.tags_label.setWordWrap(True)
        self.grammar_page = GrammarPage()
        self.grammar_text = self.grammar_page.rules       # the rules as written (data)
        self.controls = StepControls(self, name_prefix="parse_")
        self.controls.seed_spin.setEnabled(False)

    def _build_layout(self):
        self.pages = QTabWidget(self)
        self.pages.setObjectName("parse_pages")
        chart_page = QWidget()
        cv = QVBoxLayout(chart_page)
        cv.setContentsMargins(0, 0, 0, 0)
        cell = QWidget()
        ev = QVBoxLayout(cell)
        ev.setContentsMargins(0, 0, 0, 0)
        ev.addWidget(self.cell_label)
        ev.addWidget(vsplit(self.entries, self.tried, sizes=[220, 180]), 1)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.chart, 1)
        lv.addWidget(self.summary)
        split = hsplit(left, cell, sizes=[700, 420])
        split.setObjectName("parse_split")
        cv.addWidget(split, 1)
        tree_page = QWidget()
        self._tree_layout = tv = QVBoxLayout(tree_page)
        tv.setContentsMargins(0, 0, 0, 0)
        tags_page = QWidget()
        gv = QVBoxLayout(tags_page)
        gv.setContentsMargins(0, 0, 0, 0)
        gv.addLayout(hbox((self.tags_label, 1), (self.tag_panel, 1)))
        gv.addWidget(self.tags)
        gv.addStretch(1)
        for page in (chart_page, tree_page, tags_page, self.grammar_page):
            self.pages.addTab(page, "")
        self.grammar_label, self.sentence_label = QLabel(), QLabel()
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self.grammar_label, self.preset_combo, self.grammar_button,
                              self.treebank_button, self.folder_button, self.sentence_label,
                              (self.sentence_edit, 1), self.parse_button))
        layout.addLayout(hbox((self.grammar_info, 1), (self.panel, 1)))
        layout.addWidget(self.messages)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.controls)

    def _connect(self):
        self.preset_combo.activated.connect(         # re-choosing a preset reloads it
            lambda k: self.load(list(PRESETS.values())[k]))
        self.grammar_button.clicked.connect(lambda: self._open("grammar file", ask_open_file(
            self, self.tr("Open grammar"),
            self.tr("Grammars (*.pcfg *.cfg *.txt);;All files (*)"))))
        self.treebank_button.clicked.connect(lambda: self._open("treebank", ask_open_file(
            self, self.tr("Open treebank"),
            self.tr("Treebanks (*.mrg *.txt *.tree);;All files (*)"))))
        self.folder_button.clicked.connect(lambda: self._open("treebank", ask_folder(
            self, self.tr("Open treebank folder"))))
        self.parse_button.clicked.connect(self.new_chart)
        self.sentence_edit.returnPressed.connect(self.new_chart)
        self.chart.cellClicked.connect(self._select)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        """None (−1): the navigator's scroll area would otherwise size the view by the
        preferred height its wrapped labels report, the tables' full length, instead of the
        room there is."""
        return -1

    # -- the grammar ------------------------------------------------------------------------
    def build(self):
        """First shown: make the tree plot and read the sample grammar (on a worker)."""
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("parse_tree_plot")
        self.scene = TreeScene(self.plot)
        self._tree_layout.insertWidget(0, self.plot, 1)
        self.load("sample grammar")

    def _open(self, source, path):
        if path:
            self.load(source, path)

    def load(self, source, path=None):
        """Read a grammar or treebank and build its parser on a worker; the chart shown stays
        until it arrives."""
        try:
            job = load_grammar_job(source, path)
        except (DataError, ValueError, TypeError) as exc:
            self.messages.error(describe(exc))
            return
        self.panel.start(show_grammar_job(job), self.tr("Reading the grammar…"))

    def _show_loaded(self, shown: ShownGrammar):
        loaded = self.loaded = shown.loaded
        self.known = shown.words
        self.write_grammar_info()
        self.grammar_page.show_grammar(shown)
        default = DEFAULT_SENTENCE.get(loaded.source)
        if default and not self.known.issuperset(self.sentence_edit.text().split()):
            self.sentence_edit.setText(default)
        self.new_chart()

    # -- the chart --------------------------------------------------------------------------
    def new_chart(self):
        """An empty chart for the typed sentence; Step fills it."""
        if self.loaded is None:
            self.messages.info(lambda: self.tr("The grammar is still being read."))
            return
        self.words = self.sentence_edit.text().split()
        if not self.words:
            self.messages.error(lambda: self.tr(
                                    "Type a sentence first (words separated by spaces)."))
            return
        n = len(self.words)
        self.selected = None
        self.chart.clear()
        self.chart.setRowCount(n)
        self.chart.setColumnCount(n)
        heads = [f"{k + 1}: {w}" for k, w in enumerate(self.words)]
        self.chart.setVerticalHeaderLabels(heads)
        self.chart.setHorizontalHeaderLabels(heads)
        self.driver.reset()
        unknown = list(dict.fromkeys(w for w in self.words if w not in self.known))
        cells = n * (n + 1) // 2
        if unknown:
            self.ready(self.tr("No rule produces {words}: those cells stay empty and no tree "
                               "spans the sentence.").format(words=", ".join(unknown)),
                       "warning")
        else:
            self.ready(self.tr("{cells} cells to fill, shortest spans first: Step (Space) "
                               "fills one, Run to end fills them all.").format(cells=cells))

    def _steps(self):
        if self.loaded is None or not self.words:
            raise ValueError(self.tr("Load a grammar and type a sentence first."))
        return self.loaded.parser.iter_parse(self.words)

    def shown(self) -> dict:
        return {s.span: s for s in self.driver.history[1:self.driver.index() + 1]}

    def redraw(self):
        if not self.words or self.chart.rowCount() != len(self.words):
            return
        if not self.driver.predictions.awaiting:
            self.predict.asking = None          # reset, or the question was withdrawn
        shown = self.shown()
        last = self.driver.current()
        n = len(self.words)
        marked = set()
        if last is not None and last.entries and last.entries[0].split is not None:
            e, (i, j) = last.entries[0], last.span
            marked = {(i, e.split), (e.split, j)}
        for i in range(n):
            for j in range(i + 1, n + 1):
                self._paint_cell(i, j, shown.get((i, j)), last, marked)
        self.chart.resizeColumnsToContents()
        self.chart.resizeRowsToContents()
        self.controls.set_progress(len(shown), n * (n + 1) // 2)
        step = shown.get(self.selected) if self.selected in shown else last
        self._show_cell(step)
        self._show_result(last if last is not None and last.converged else None)

    def _paint_cell(self, i, j, step, last, marked):
        item = self.chart.item(i, j - 1)
        if item is None:
            item = QTableWidgetItem("")
            self.chart.setItem(i, j - 1, item)
        if step is None:
            item.setText("?" if self.predict.asking == (i, j) else "")
        elif not step.entries:
            item.setText("∅")
        else:
            top = [f"{e.symbol} {_prob(e.log_prob)}" for e in step.entries[:SHOWN_PER_CELL]]
            more = len(step.entries) - SHOWN_PER_CELL
            item.setText("\n".join(top + ([self.tr("+{n} more").format(n=more)]
                                           if more > 0 else [])))
        if last is not None and (i, j) == last.span:
            item.setBackground(brush(style.theme().highlight, 110))   # the cell just filled
        elif (i, j) in marked:
            item.setBackground(brush(style.categorical(1), 70))       # its best entry's children
        else:
            item.setBackground(brush(style.theme().background, 0))
        tip = self.tr("span {i}–{j}: {words}").format(i=i + 1, j=j,
                                                       words=" ".join(self.words[i:j]))
        if step is not None:
            tip += "".join(f"\n{e.symbol}  P = {_prob(e.log_prob)}  ({e.rule})"
                           for e in step.entries[:TIP_ENTRIES])
        item.setToolTip(tip)

    def _select(self, row, column):
        if column >= row:
            self.selected = (row, column + 1)
            self.redraw()

    def _show_cell(self, step):
        self.entries.setRowCount(0)
        self.tried.setRowCount(0)
        if step is None:
            self.cell_label.setText(self.tr("Step to fill the first cell (the first word)."))
            return
        i, j = step.span
        self.cell_label.setText(self.tr("<b>Span {i}–{j}</b> “{words}”: {n} nonterminal(s) from "
                                        "{tried:,} rule application(s) tried.").format(
            i=i + 1, j=j, words=escape(" ".join(step.words)), n=len(step.entries),
            tried=step.n_candidates))
        self.entries.setRowCount(len(step.entries))
        for r, e in enumerate(step.entries):
            chain = f"{' → '.join(e.chain)}; " if e.chain else ""
            if e.split is None:
                back = f"{chain}{e.rule}"
            else:
                back = chain + self.tr("{rule}; {left} = span {i}–{k}, {right} = span "
                                       "{k1}–{j}").format(rule=e.rule, left=e.left, i=i + 1,
                                                           k=e.split, right=e.right,
                                                           k1=e.split + 1, j=j)
            for c, text in enumerate((e.symbol, _prob(e.log_prob), f"{e.log_prob:.4f}", back)):
                self.entries.setItem(r, c, QTableWidgetItem(text))
        self.tried.setRowCount(len(step.candidates))
        for r, c in enumerate(step.candidates):
            split = "" if c.split is None else f"{i + 1}–{c.split} + {c.split + 1}–{j}"
            for k, text in enumerate((c.lhs, c.rule, split, f"{c.log_prob:.4f}")):
                self.tried.setItem(r, k, QTableWidgetItem(text))
        self.entries.resizeColumnsToContents()
        self.tried.resizeColumnsToContents()

    def _show_result(self, last):
        if self.scene is None:
            return
        if last is None or last.tree is None:
            self.tags.setColumnCount(0)
            self.tags_label.setText(self.tr("When the chart is full, the best tree's tags appear "
                                            "here beside the HMM tagger's."))
            self._compared = None
        if last is None:
            self.scene.clear()
            self.summary.setText("")
            if self._full_said and self.messages.text() == self._full_said:
                self.messages.clear_message()            # scrubbed back: not full any more
            return
        if last.tree is None:
            self.scene.clear(self.tr("No tree: {start} does not span the sentence.").format(
                start=self.loaded.grammar.start))
            self.summary.setText(self.tr("No parse: P(words) = 0 under this grammar."))
            self._say_full(self.tr("The chart is full; no tree spans the sentence."))
            return
        self.scene.draw(last.tree)
        self._compare(last.tree)
        share = math.exp(last.log_prob - last.inside) if last.inside > -math.inf else 0.0
        self.summary.setText(self.tr(
            "Best tree: log P = {logp:.4f} (P = {p}) · inside log P(words) = {inside:.4f} (P = "
            "{pin}), the sum over every tree: the best tree is {share:.1f}% of it.").format(
            logp=last.log_prob, p=_prob(last.log_prob), inside=last.inside,
            pin=_prob(last.inside), share=100 * share))
        self._say_full(self.tr("The chart is full: {tree}").format(tree=last.tree.bracketed()))

    def _say_full(self, text: str) -> None:
        # remembered as said: scrubbing back clears it in any language
        self._full_said = text
        self.messages.info(text)

    # -- the tagger's tags beside the tree's --------------------------------------------------
    def _tagger(self):
        """The HMM tab's current tagger (the nearest ancestor with one), or None."""
        w = self.parentWidget()
        while w is not None:
            if hasattr(w, "tagger"):
                return w.tagger
            w = w.parentWidget()
        return None

    def _compare(self, tree):
        if self._compared == tree:
            return
        self._compared = tree
        tagger = self._tagger()
        if tagger is None:
            self.tags.setColumnCount(0)
            self.tags_label.setText(self.tr("Train a tagger (HMM tagging tab) to compare its "
                                            "tags with the tree's."))
            return
        self.tag_panel.start(compare_tags_job(tagger, tree), self.tr("Tagging…"))

    def _show_tags(self, result: TagComparison):
        if result.tree != self._compared:
            return                                         # a newer tree is shown
        n = len(result.tree_tags)
        self.tags.setColumnCount(n)
        same = 0
        for k, ((word, mine), (_, theirs)) in enumerate(zip(result.tree_tags, result.hmm_tags)):
            for r, text in enumerate((word, mine, theirs)):
                item = QTableWidgetItem(text)
                if r and mine != theirs:
                    item.setBackground(brush(style.theme().highlight, 110))
                self.tags.setItem(r, k, item)
            same += mine == theirs
        self.tags.resizeColumnsToContents()
        self.tags_label.setText(self.tr("The HMM tagger gives the tree's tag to {same} of {n} "
                                        "words (a grammar's preterminals need not be the "
                                        "tagger's tag set).").format(same=same, n=n))
