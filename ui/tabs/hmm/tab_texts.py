"""The HMM tab's words: the evaluation report (``report_html``) and every static text of the
tab's toolbar, set again at each language change (``HmmTabTexts.retranslate_ui``, Qt's
retranslateUi pattern: the tab builds its widgets bare, this names them)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from .jobs import Trained

def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def _share(x):
    return "—" if x is None else f"{x:.3f}"   # None: no such tokens (never "nan")


def report_html(result: Trained) -> str:
    r, c, k = result.report, result.corpus, result.settings
    tagger = result.tagger
    unknown = (tr("unknown words {share} on {n:,} tokens").format(
        share=_share(r.unknown), n=r.unknown_tokens)
        if r.unknown_tokens else tr("no unknown words in the held-out part"))
    known = (tr("known words {share}").format(share=_share(r.known)) if r.known is not None
             else tr("no known words"))
    order = tr("first-order") if k.order == 1 else tr(
        "second-order (λ unigram, bigram, trigram = {lambdas})").format(
        lambdas=", ".join(f"{x:.2f}" for x in tagger.lambdas_))
    beam = f", beam θ = {k.beam:g}" if k.beam else ""
    units = tr("morphemes") if getattr(c, "units", "words") == "morphemes" else tr("tokens")
    text = tr("<b>{name}</b>: {sentences:,} sentences, {tokens:,} {units}, {tags} tags; "
              "{order} tagger trained on {train:,} sentences (α = {alpha:g}, emission α = "
              "{ealpha:g}{beam}), tested on {test:,} ({test_tokens:,} {units}).<br>Held-out "
              "accuracy <b>{accuracy}</b> ({known}, {unknown}) · most-frequent-tag baseline "
              "{baseline}").format(
        name=c.path.name, sentences=len(c.sentences), tokens=c.n_tokens, units=units,
        tags=len(tagger.tags_), order=order, train=result.n_train, alpha=k.alpha,
        ealpha=k.emission_alpha, beam=beam, test=result.n_test, test_tokens=r.tokens,
        accuracy=_share(r.accuracy), known=known, unknown=unknown,
        baseline=_share(r.baseline)) + _speed(r, result.seconds)
    f = result.first_report
    if f is not None:
        text += tr("<br>First order on the same split: {accuracy} (known {known}, unknown "
                   "{unknown}){speed} — second minus first: {diff}").format(
            accuracy=_share(f.accuracy), known=_share(f.known), unknown=_share(f.unknown),
            speed=_speed(f, result.first_seconds), diff=_diff(r.accuracy, f.accuracy))
    return text


def _speed(report, seconds):
    return (tr(" · {rate:,.0f} tokens/s").format(rate=report.tokens / seconds)
            if seconds > 0 and report.tokens else "")


def _diff(a, b):
    return "—" if a is None or b is None else tr("{points:+.2f} points").format(
        points=100 * (a - b))


class HmmTabTexts:
    """Mixed into :class:`ui.tabs.hmm.tab.HmmTab`: the texts of its controls."""

    def tr(self, text, disambiguation=None, n=-1):  # noqa: D401 (Qt's name)
        """Translate in this mixin's context ("HmmTabTexts", where lupdate files its strings),
        else in the view's own (PySide's ``tr`` uses the most derived class's name)."""
        out = QCoreApplication.translate("HmmTabTexts", text, disambiguation, n)
        return out if out != text else super().tr(text, disambiguation, n)

    def retranslate_ui(self):
        """Every static text of the tab in the language in force (Qt's retranslateUi)."""
        tips = (
            (self.open_button, self.tr("Open corpus…"),
             self.tr("A tagged corpus: word/TAG lines, CoNLL-U, or two columns")),
            (self.folder_button, self.tr("Open folder…"),
             self.tr("Every tagged file of a folder (bad files are skipped and listed)")),
            (self.sample_button, self.tr("Sample corpus"),
             self.tr("The small tagged corpus written for Trellis")),
            (self.korean_button, self.tr("Korean sample"),
             self.tr("The Korean tagged sample written for Trellis (morpheme/TAG, Sejong "
                     "tags), read as morphemes")),
            (self.export_button, self.tr("Confusion CSV…"),
             self.tr("Save the confusion table as CSV")),
            (self.save_button, self.tr("Save tagger…"), self.tr("Save the trained tagger")),
            (self.load_button, self.tr("Load tagger…"), self.tr("Open a saved tagger")),
            (self.tag_file_button, self.tr("Tag file…"),
             self.tr("Tag every sentence of a text file with the current tagger and save it "
                     "as word/TAG (.txt) or CoNLL-U (.conllu)")),
            (self.beam_button, self.tr("Beam study"),
             self.tr("Tag the held-out part again with beam widths θ = off, 10⁴, 10³, 10², "
                     "10: accuracy, states kept per column and CPU time for each")),
        )
        for b, text, tip in tips:
            b.setText(text)
            b.setToolTip(tip)
        for box, tip in (
                (self.units_combo, self.tr("Tag words, or (Korean corpora) morphemes: a UD "
                                           "Korean treebank's LEMMA and XPOS split on +, or "
                                           "eojeols written 학교/NNG+에서/JKB (re-reads the "
                                           "corpus)")),
                (self.format_combo, self.tr("Corpus layout (re-reads the corpus)")),
                (self.column_combo, self.tr("Which CoNLL-U tag column (re-reads the corpus)")),
                (self.alpha_spin, self.tr("Add-α smoothing of the start and transition "
                                          "probabilities (retrains)")),
                (self.emission_spin, self.tr("Add-α smoothing of known words' emissions: a "
                                             "small α keeps the tags a word was never seen "
                                             "with visible (finite) in the trellis; 0 is the "
                                             "maximum-likelihood estimate (retrains)")),
                (self.order_combo, self.tr("First order: states are tags; second order (TnT):"
                                           " states are tag pairs, trigram transitions by "
                                           "deleted interpolation; the report compares it "
                                           "with the first order on the same split.")),
                (self.test_spin, self.tr("Share of sentences held out (retrains)")),
                (self.tokenizer_combo, self.tr("How the text file is split into words (the "
                                               "Text tab's tokenizers)")),
                (self.beam_spin, self.tr("TnT's beam: drop states whose δ is below the "
                                         "column's best / θ (0 = off, exact Viterbi; TnT uses "
                                         "1000) (retrains)")),
                (self.confusion_combo, self.tr("Whose confusion table: the trained tagger's "
                                               "or, after a second-order run, the first "
                                               "order's on the same split"))):
            box.setToolTip(tip)
        for box, items in (
                (self.units_combo, (self.tr("words"), self.tr("morphemes"))),
                (self.format_combo, (self.tr("detect"), "word/TAG", "CoNLL-U",
                                     self.tr("two columns"))),
                (self.order_combo, (self.tr("first order"), self.tr("second order"))),
                (self.confusion_combo, (self.tr("trained tagger"),
                                        self.tr("first order (same split)")))):
            for k, text in enumerate(items):
                box.setItemText(k, text)
        self.beam_spin.setSpecialValueText(self.tr("off"))
        self.format_label.setText(self.tr("Format"))
        self.emission_label.setText(self.tr("Emission α"))
        self.test_label.setText(self.tr("Test %"))
        self.beam_label.setText(self.tr("Beam θ"))
        self.confusion_label.setText(self.tr("Confusion (rows: true tag, columns: "
                                             "predicted)"))
        for table, hint in ((self.confusion, self.tr("Search tags…")),
                            (self.beam_table, self.tr("Search…"))):
            table.search.setPlaceholderText(hint)
            table.search.setToolTip(self.tr("Show only rows containing this text"))
        if self.trained is not None:
            self.report.setText(report_html(self.trained))
            self._show_confusion()
        elif not self.report.text():
            self.report.setText(self.tr("The sample corpus is read and a tagger trained when "
                                        "this tab is first shown; open your own corpus any "
                                        "time."))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
