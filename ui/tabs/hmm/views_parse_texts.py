"""The parsing view's static texts, set again at each language change (Qt's retranslateUi
pattern: the view builds its widgets bare, this names them)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from .grammar_page import grammar_name


class ParsingTexts:
    """Mixed into :class:`ui.tabs.hmm.views_parse.ParsingView`."""

    def tr(self, text, disambiguation=None, n=-1):  # noqa: D401 (Qt's name)
        """Translate in this mixin's context ("ParsingTexts", where lupdate files its strings),
        else in the view's own (PySide's ``tr`` uses the most derived class's name)."""
        out = QCoreApplication.translate("ParsingTexts", text, disambiguation, n)
        return out if out != text else super().tr(text, disambiguation, n)

    def retranslate_ui(self):
        for b, text, tip in (
                (self.grammar_button, self.tr("Open grammar…"),
                 self.tr("A PCFG in NLTK's notation: S -> NP VP [1.0], words quoted, one left "
                         "side per line")),
                (self.treebank_button, self.tr("Open treebank…"),
                 self.tr("A file of bracketed Penn trees (.mrg); the grammar is their relative "
                         "frequencies")),
                (self.folder_button, self.tr("Treebank folder…"),
                 self.tr("Every .mrg file of a folder and its sub-folders")),
                (self.parse_button, self.tr("New chart"),
                 self.tr("Start an empty chart for the sentence; Step fills it cell by cell"))):
            b.setText(text)
            b.setToolTip(tip)
        for w, tip in (
                (self.preset_combo, self.tr("A grammar written for Trellis, or one induced from "
                                            "its treebank")),
                (self.sentence_edit, self.tr("Words separated by spaces; Return starts a new "
                                             "chart")),
                (self.chart, self.tr("The CKY chart: row i is the first word of a span, column "
                                     "j its last; click a cell to see its entries")),
                (self.entries, self.tr("The nonterminals of the cell, best first, with their "
                                       "back-pointers")),
                (self.tried, self.tr("Every rule whose two children are in the chart, at every "
                                     "split (best first)")),
                (self.tags, self.tr("The best tree's tags (the node above each word) and the "
                                    "HMM tagger's; differences are marked")),
                (self.grammar_text, self.tr("The grammar's rules and its conversion to Chomsky "
                                            "normal form, stage by stage"))):
            w.setToolTip(tip)
        self.preset_combo.setItemText(0, self.tr("Sample grammar (PP attachment)"))
        self.preset_combo.setItemText(1, self.tr("Sample treebank (200 trees)"))
        self.entries.setHorizontalHeaderLabels([self.tr("symbol"), "P", "log P",
                                                self.tr("built from")])
        self.tried.setHorizontalHeaderLabels([self.tr("gives"), self.tr("rule"),
                                              self.tr("split"), "log P"])
        self.tags.setVerticalHeaderLabels([self.tr("word"), self.tr("tree"),
                                           self.tr("HMM tagger")])
        for k, text in enumerate((self.tr("Chart"), self.tr("Best tree"),
                                  self.tr("Tags and the HMM"), self.tr("Grammar and CNF"))):
            self.pages.setTabText(k, text)
        self.grammar_label.setText(self.tr("Grammar"))
        self.write_grammar_info()
        self.sentence_label.setText(self.tr("Sentence"))

    def write_grammar_info(self):
        """The loaded grammar's name, size and origin in one line (its tooltip has it all)."""
        loaded = self.loaded
        if loaded is None:
            return
        g = loaded.grammar
        origin = (self.tr("induced from {n:,} trees").format(n=loaded.n_trees)
                  if loaded.n_trees is not None else self.tr("written as rules"))
        skipped = (self.tr(" Skipped: {files}.").format(files="; ".join(loaded.skipped[:3]))
                   if loaded.skipped else "")
        info = self.tr("{name}: {rules:,} rules over {nts:,} nonterminals, {origin}; start "
                       "symbol {start}.").format(name=grammar_name(loaded), rules=len(g),
                                                 nts=len(g.nonterminals()), origin=origin,
                                                 start=g.start) + skipped
        self.grammar_info.setText(info)
        self.grammar_info.setToolTip(info)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
            self.redraw()
        super().changeEvent(event)
