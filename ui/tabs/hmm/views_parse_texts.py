"""The parsing view's static texts, set again at each language change (Qt's retranslateUi
pattern: the view builds its widgets bare, this names them)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent


class ParsingTexts:
    """Mixed into :class:`ui.tabs.hmm.views_parse.ParsingView`."""

    def retranslate_ui(self):
        for b, text, tip in (
                (self.grammar_button, QCoreApplication.translate("ParsingView", "Open grammar…"),
                 QCoreApplication.translate("ParsingView", "A PCFG in NLTK's notation: S -> NP VP [1.0], words quoted, one left "
                         "side per line")),
                (self.treebank_button, QCoreApplication.translate("ParsingView", "Open treebank…"),
                 QCoreApplication.translate("ParsingView", "A file of bracketed Penn trees (.mrg); the grammar is their relative "
                         "frequencies")),
                (self.folder_button, QCoreApplication.translate("ParsingView", "Treebank folder…"),
                 QCoreApplication.translate("ParsingView", "Every .mrg file of a folder and its sub-folders")),
                (self.parse_button, QCoreApplication.translate("ParsingView", "New chart"),
                 QCoreApplication.translate("ParsingView", "Start an empty chart for the sentence; Step fills it cell by cell"))):
            b.setText(text)
            b.setToolTip(tip)
        for w, tip in (
                (self.preset_combo, QCoreApplication.translate("ParsingView", "A grammar written for Trellis, or one induced from "
                                            "its treebank")),
                (self.sentence_edit, QCoreApplication.translate("ParsingView", "Words separated by spaces; Return starts a new "
                                             "chart")),
                (self.chart, QCoreApplication.translate("ParsingView", "The CKY chart: row i is the first word of a span, column "
                                     "j its last; click a cell to see its entries")),
                (self.entries, QCoreApplication.translate("ParsingView", "The nonterminals of the cell, best first, with their "
                                       "back-pointers")),
                (self.tried, QCoreApplication.translate("ParsingView", "Every rule whose two children are in the chart, at every "
                                     "split (best first)")),
                (self.tags, QCoreApplication.translate("ParsingView", "The best tree's tags (the node above each word) and the "
                                    "HMM tagger's; differences are marked")),
                (self.grammar_text, QCoreApplication.translate("ParsingView", "The grammar's rules and its conversion to Chomsky "
                                            "normal form, stage by stage"))):
            w.setToolTip(tip)
        self.preset_combo.setItemText(0, QCoreApplication.translate("ParsingView", "Sample grammar (PP attachment)"))
        self.preset_combo.setItemText(1, QCoreApplication.translate("ParsingView", "Sample treebank (200 trees)"))
        self.entries.setHorizontalHeaderLabels([QCoreApplication.translate("ParsingView", "symbol"), "P", "log P",
                                                QCoreApplication.translate("ParsingView", "built from")])
        self.tried.setHorizontalHeaderLabels([QCoreApplication.translate("ParsingView", "gives"), QCoreApplication.translate("ParsingView", "rule"),
                                              QCoreApplication.translate("ParsingView", "split"), "log P"])
        self.tags.setVerticalHeaderLabels([QCoreApplication.translate("ParsingView", "word"), QCoreApplication.translate("ParsingView", "tree"),
                                           QCoreApplication.translate("ParsingView", "HMM tagger")])
        for k, text in enumerate((QCoreApplication.translate("ParsingView", "Chart"), QCoreApplication.translate("ParsingView", "Best tree"),
                                  QCoreApplication.translate("ParsingView", "Tags and the HMM"), QCoreApplication.translate("ParsingView", "Grammar and CNF"))):
            self.pages.setTabText(k, text)
        self.grammar_label.setText(QCoreApplication.translate("ParsingView", "Grammar"))
        self.sentence_label.setText(QCoreApplication.translate("ParsingView", "Sentence"))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
            self.redraw()
        super().changeEvent(event)
