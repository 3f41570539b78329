"""The sub-views of the Text tab that work on an analysed text: tokens and counts,
normalisation, sentences, collocations. Each heavy computation runs on its own worker."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QSplitter, QTreeWidget, QTreeWidgetItem,
                               QVBoxLayout, QWidget)

from engine import Progress
from engine.text import (ABBREVIATIONS, ENGLISH_STOPWORDS, T_CRITICAL, TREE,
                         bigram_table, normalization_table, rule_decisions, sentence_spans,
                         train_punkt)
from engine.text.normalize import case_fold, stem, wordnet_lemma

from ...plots import palette
from ...runner import AlgorithmRunner
from ...widgets.forms import button, combo, named, spin
from ...widgets.lazy import LazyView
from ...widgets.messages import MessageBar
from ...widgets.table import DataTable

TOKENIZERS = {"Treebank": "treebank", "whitespace": "whitespace", "word/punct": "wordpunct",
              "regular expression": "regex", "dictionary longest match": "dictionary"}
NORMALIZE_TYPES = 2000      # rows of the normalisation table (most frequent types)
SENTENCE_CHARS = 1_000_000  # text given to the sentence views (Punkt trains on all of it)


def _job_view(view, runner_name="runner"):
    """Give ``view`` a runner whose results go to ``view.show_result`` and progress/errors to
    its message bar."""
    runner = AlgorithmRunner(view)
    setattr(view, runner_name, runner)

    def on_batch(batch):
        for item in batch:
            if isinstance(item, Progress):
                view.messages.info(item.message or f"{item.done}/{item.total}")
            else:
                view.messages.clear_message()
                view.show_result(item)

    runner.steps.connect(on_batch)
    runner.progress.connect(lambda p: on_batch([p]))  # TEMP bridge
    runner.failed.connect(lambda msg: view.messages.error(msg))
    return runner


class TokensView(QWidget):
    """Tokenizer settings, counts, the type table, Zipf's plot and the growth curve."""

    tokenize_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("tokens_view")
        self.method_combo = combo("tokenizer_combo", "Tokenizer", "How the text is cut into "
                                  "tokens", TOKENIZERS)
        self.pattern_edit = named(QLineEdit(r"\w+(?:[-']\w+)*|[^\w\s]"), "pattern_edit",
                                  "Pattern", "Regular expression: every match is a token")
        self.mwe_edit = named(QLineEdit("San Francisco; New York; machine learning"),
                              "mwe_edit", "Multi-word expressions",
                              "Phrases kept as one token, separated by ';'")
        self.dictionary_edit = named(QLineEdit("the cat sat on mat mats a at he hat them"),
                                     "dictionary_edit", "Dictionary",
                                     "Words for longest-match segmentation of text without "
                                     "spaces")
        self.tokenize_button = button("tokenize_button", "Tokenize", "Tokenize and count")
        self.stats = QLabel("")
        self.stats.setObjectName("token_stats")
        self.stats.setWordWrap(True)
        self.types = DataTable("types_table", self, "Search types…")
        self.zipf = pg.PlotWidget(title="Zipf: frequency against rank (log–log)")
        self.growth = pg.PlotWidget(title="Vocabulary growth: types against tokens")
        for plot in (self.zipf, self.growth):
            plot.setBackground("w")
            plot.showGrid(x=True, y=True, alpha=0.2)
        self.zipf.setLogMode(True, True)
        self.zipf.setLabel("bottom", "rank r")
        self.zipf.setLabel("left", "frequency f")
        self.growth.setLabel("bottom", "tokens")
        self.growth.setLabel("left", "types")
        self.zipf_curve = self.zipf.plot([], [], pen=None, symbol="o", symbolSize=4,
                                         symbolBrush=palette.color(0), symbolPen=None)
        self.zipf_fit = self.zipf.plot([], [], pen=pg.mkPen(palette.color(3), width=2))
        self.growth_curve = self.growth.plot([], [], pen=pg.mkPen(palette.color(2), width=2))

        top = QHBoxLayout()
        for label, w in (("Tokenizer", self.method_combo), ("Pattern", self.pattern_edit)):
            top.addWidget(QLabel(label))
            top.addWidget(w)
        top.addWidget(self.tokenize_button)
        second = QHBoxLayout()
        for label, w in (("Multi-word", self.mwe_edit), ("Dictionary", self.dictionary_edit)):
            second.addWidget(QLabel(label))
            second.addWidget(w)
        plots = QSplitter(Qt.Vertical)
        plots.addWidget(self.zipf)
        plots.addWidget(self.growth)
        body = QSplitter(Qt.Horizontal)
        body.addWidget(self.types)
        body.addWidget(plots)
        body.setSizes([420, 520])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.stats)
        layout.addWidget(body, 1)
        self.tokenize_button.clicked.connect(self.tokenize_requested)
        self.method_combo.currentTextChanged.connect(self._enable)
        self._enable()

    def _enable(self, *_):
        method = self.settings()["method"]
        self.pattern_edit.setEnabled(method == "regex")
        self.dictionary_edit.setEnabled(method == "dictionary")
        self.mwe_edit.setEnabled(method != "dictionary")

    def settings(self):
        mwes = [m.strip() for m in self.mwe_edit.text().split(";") if m.strip()]
        return {"method": TOKENIZERS[self.method_combo.currentText()],
                "pattern": self.pattern_edit.text(), "mwes": mwes,
                "dictionary": self.dictionary_edit.text().split()}

    def show_analysis(self, analysis):
        c = analysis.counts
        ranks, freqs = c.zipf()
        share = freqs / max(c.n_tokens, 1) * 100
        self.types.set_columns(["rank", "type", "count", "% of tokens"],
                               [ranks, list(c.types), freqs, share])
        ttr = c.n_types / max(c.n_tokens, 1)
        slope = c.zipf_slope()
        self.stats.setText(f"<b>{c.n_tokens:,}</b> tokens · <b>{c.n_types:,}</b> types "
                           f"(vocabulary) · type/token ratio {ttr:.3f} · Zipf slope {slope:.2f} "
                           "(Zipf's law predicts about −1)")
        # log-spaced ranks: thousands of points look the same on a log axis and draw fast
        shown = np.unique(np.geomspace(1, len(ranks), min(len(ranks), 2000)).astype(int)) - 1
        self.zipf_curve.setData(ranks[shown].astype(float), freqs[shown].astype(float))
        if c.n_types > 1:
            b, a = np.polyfit(np.log10(ranks), np.log10(freqs), 1)
            self.zipf_fit.setData([1.0, float(ranks[-1])], [10**a, 10 ** (a + b * np.log10(ranks[-1]))])
        at, types = analysis.growth
        self.growth_curve.setData(at.astype(float), types.astype(float))


class NormalizeView(LazyView):
    """Case folding with exceptions, three stemmers and lemma+tag side by side."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("normalize_view")
        self.messages = MessageBar(self, "normalize_messages")
        self.keep_edit = named(QLineEdit("US; General Motors; IT"), "keep_edit", "Keep case",
                               "Tokens never lower-cased, separated by ';'")
        self.acronym_check = named(QCheckBox("keep acronyms (US ≠ us)"), "acronym_check",
                                   "Keep acronyms", "Leave words of two or more capitals as "
                                   "they are")
        self.acronym_check.setChecked(True)
        self.apply_button = button("normalize_button", "Apply", "Recompute the table")
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.table = DataTable("normalize_table", self, "Search tokens…")
        note = ("Lemmas come from LemmInflect (it ships its own English lexicon, so no download "
                "is needed); 'tag' is the Penn tag that inflects the lemma back into the token. ")
        note += ("WordNet data is installed as well." if wordnet_lemma("cars") else
                 "NLTK's WordNet data is not installed, so WordNet lemmas are not offered.")
        top = QHBoxLayout()
        top.addWidget(QLabel("Keep"))
        top.addWidget(self.keep_edit, 1)
        top.addWidget(self.acronym_check)
        top.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.messages)
        lab = QLabel(note)
        lab.setWordWrap(True)
        layout.addWidget(lab)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        _job_view(self)
        self.counts = None
        self.apply_button.clicked.connect(self.refresh)

    def set_counts(self, counts):
        self.counts = counts
        self.invalidate()

    def refresh(self):
        if self.counts is None:
            return
        keep = tuple(k.strip() for k in self.keep_edit.text().split(";") if k.strip())
        self.runner.start(_normalize_job(self.counts, keep, self.acronym_check.isChecked()),
                          run=True)

    def show_result(self, result):
        rows, sizes, freq = result
        cols = ["token", "count", "folded", "porter", "snowball", "lancaster", "lemma", "tag",
                "recovered"]
        data = [[r["token"] for r in rows], freq] + [[r[c] for r in rows] for c in cols[2:]]
        ok = ["" if r["recovered"] == r["token"].lower() or r["tag"] == "?" else "#fde2e2"
              for r in rows]
        self.table.set_columns(cols, data, ok)
        self.summary.setText("Vocabulary size: " + " · ".join(f"{k} {v:,}" for k, v in
                                                              sizes.items()))


def _normalize_job(counts, keep, keep_acronyms):
    types = list(counts.types)
    yield Progress(0, 1, "normalising…")
    folded = [case_fold(t, keep, keep_acronyms) for t in types]
    sizes = {"original": len(types), "case-folded": len(set(folded))}
    for name in ("porter", "snowball", "lancaster"):
        sizes[name] = len(set(stem(folded, name)))
    top = types[:NORMALIZE_TYPES]
    yield normalization_table(top, keep=keep, keep_acronyms=keep_acronyms), sizes, \
        counts.frequencies[:NORMALIZE_TYPES]


class SentencesView(LazyView):
    """The rule-based splitter as a decision tree, and Punkt trained on the text; compared."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("sentences_view")
        self.messages = MessageBar(self, "sentences_messages")
        self.abbrev_edit = named(QLineEdit(" ".join(sorted(ABBREVIATIONS))), "abbrev_edit",
                                 "Abbreviations", "Words that a period after them does not end "
                                 "(without the period)")
        self.split_button = button("split_button", "Split", "Split the text both ways")
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.rules_list = named(QListWidget(), "rules_sentences", "Rule-based sentences",
                                "Sentences found by the decision tree")
        self.punkt_list = named(QListWidget(), "punkt_sentences", "Punkt sentences",
                                "Sentences found by Punkt trained on this text")
        self.candidates = DataTable("candidates_table", self, "Search candidates…")
        self.tree = named(QTreeWidget(), "decision_tree", "Decision tree",
                          "The splitter's decision tree; the selected candidate's path is bold")
        self.tree.setHeaderLabels(["decision tree (selected candidate's path in bold)"])
        top = QHBoxLayout()
        top.addWidget(QLabel("Abbreviations"))
        top.addWidget(self.abbrev_edit, 1)
        top.addWidget(self.split_button)
        lists = QSplitter(Qt.Horizontal)
        for title, w in (("Rule-based (decision tree)", self.rules_list),
                         ("Punkt (trained on this text)", self.punkt_list)):
            box = QWidget()
            v = QVBoxLayout(box)
            v.addWidget(QLabel(f"<b>{title}</b>"))
            v.addWidget(w)
            lists.addWidget(box)
        bottom = QSplitter(Qt.Horizontal)
        bottom.addWidget(self.candidates)
        bottom.addWidget(self.tree)
        body = QSplitter(Qt.Vertical)
        body.addWidget(lists)
        body.addWidget(bottom)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.messages)
        layout.addWidget(self.summary)
        layout.addWidget(body, 1)
        _job_view(self)
        self.text, self.decisions = "", []
        self.split_button.clicked.connect(self.refresh)
        self.candidates.view.clicked.connect(lambda _: self._show_path())
        self._draw_tree(None)

    def set_text(self, text):
        self.text = text[:SENTENCE_CHARS]
        self.invalidate()

    def refresh(self):
        if not self.text.strip():
            return
        abbrev = set(self.abbrev_edit.text().split())
        self.runner.start(_sentence_job(self.text, abbrev), run=True)

    def show_result(self, result):
        self.decisions, rules, punkt, learned = result
        text = self.text
        self.rules_list.clear()
        self.rules_list.addItems([text[s:e].replace("\n", " ") for s, e in rules[:5000]])
        self.punkt_list.clear()
        self.punkt_list.addItems([text[s:e].replace("\n", " ") for s, e in punkt[:5000]])
        r_ends, p_ends = {e for _, e in rules}, {e for _, e in punkt}
        both = len(r_ends & p_ends)
        d = self.decisions
        self.candidates.set_columns(
            ["position", "context", "mark", "decision", "split", "Punkt splits"],
            [[x.start for x in d], [_context(text, x) for x in d], [x.mark for x in d],
             [x.leaf for x in d], [x.split for x in d], [x.end in p_ends for x in d]],
            ["" if x.split == (x.end in p_ends) else "#fff1c9" for x in d])
        self.summary.setText(
            f"Rules: {len(rules)} sentences · Punkt: {len(punkt)} · boundaries in common: {both}"
            f" · rules only: {len(r_ends - p_ends)} · Punkt only: {len(p_ends - r_ends)}. "
            f"Rows where the two disagree are yellow. Punkt learned these abbreviations: "
            f"{', '.join(sorted(learned)[:40]) or '(none)'}")

    def _show_path(self):
        row = self.candidates.selected_source_row()
        self._draw_tree(self.decisions[row] if row is not None else None)

    def _draw_tree(self, decision):
        self.tree.clear()
        taken = dict(decision.path) if decision else {}
        bold = QFont()
        bold.setBold(True)

        def add(parent, node, label):
            item = QTreeWidgetItem(parent, [label])
            if node in TREE:
                question, yes, no = TREE[node]
                item.setText(0, f"{label}{question}")
                on_path = question in taken
                if on_path:
                    item.setFont(0, bold)
                    item.setForeground(0, QBrush(QColor("#174a7c")))
                add(item, yes, "yes → ")
                add(item, no, "no → ")
            elif decision is not None and node == decision.leaf:
                item.setFont(0, bold)
                item.setForeground(0, QBrush(QColor("#2a7a2a" if decision.split else "#8a1c13")))
            if node not in TREE:
                item.setText(0, label + node)
            return item

        root = add(self.tree, "mark", "")
        self.tree.expandAll()
        if decision is None:
            root.setText(0, root.text(0) + "   (select a candidate to see its path)")


def _context(text, d, width=25):
    return (text[max(0, d.start - width):d.start] + "⟦" + d.mark + "⟧" +
            text[d.end:d.end + width]).replace("\n", "⏎")


def _sentence_job(text, abbreviations):
    yield Progress(0, 2, "rule-based splitting…")
    decisions = rule_decisions(text, abbreviations)
    rules = sentence_spans(text, "rules", abbreviations)
    yield Progress(1, 2, "training Punkt on the text…")
    tok = train_punkt(text)
    punkt = list(tok.span_tokenize(text))
    yield decisions, rules, punkt, set(tok._params.abbrev_types)


MEASURE_NAMES = {"t": "t-test", "raw": "raw frequency", "chi2": "χ²", "pmi": "PMI",
                 "llr": "log-likelihood ratio"}


class CollocationsView(LazyView):
    """Bigram collocations by every measure; the t-test's working per bigram."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("collocations_view")
        self.messages = MessageBar(self, "collocations_messages")
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
        self.table = DataTable("collocations_table", self, "Search bigrams…")
        top = QHBoxLayout()
        for label, w in (("Measure", self.measure_combo), ("Window", self.window_spin),
                         ("Min count", self.min_count_spin), ("Top", self.top_spin)):
            top.addWidget(QLabel(label))
            top.addWidget(w)
        second = QHBoxLayout()
        second.addWidget(self.stop_check)
        second.addWidget(self.alpha_check)
        second.addStretch(1)
        second.addWidget(self.find_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(second)
        layout.addWidget(self.messages)
        layout.addWidget(self.formula)
        layout.addWidget(self.table, 1)
        _job_view(self)
        self.tokens = None
        self.find_button.clicked.connect(self.refresh)
        self.measure_combo.currentIndexChanged.connect(self.refresh)

    def measure(self):
        names = {v: k for k, v in MEASURE_NAMES.items()}
        return names[self.measure_combo.currentText()]

    def set_tokens(self, tokens):
        self.tokens = tokens
        self.invalidate()

    def refresh(self, *_):
        if not self.tokens:
            return
        self.runner.start(_collocation_job(
            self.tokens, self.measure(), self.window_spin.value(), self.min_count_spin.value(),
            ENGLISH_STOPWORDS if self.stop_check.isChecked() else None,
            self.alpha_check.isChecked(), self.top_spin.value()), run=True)

    def show_result(self, result):
        measure, table, order = result
        self.formula.setText(FORMULAS[measure])
        scores = table.score(measure)[order]
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


def _collocation_job(tokens, measure, window, min_count, stopwords, alpha_only, top):
    yield Progress(0, 1, f"counting bigrams of {len(tokens):,} tokens…")
    table = bigram_table(tokens, window=window, min_count=min_count, stopwords=stopwords,
                         alpha_only=alpha_only)
    scores = table.score(measure)
    # best first, ties by the bigram (as NLTK ranks them)
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], table.bigrams[i]))[:top]
    yield measure, table, np.array(order, dtype=np.int64)
