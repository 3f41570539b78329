"""The HMM tagging tab: load a tagged corpus, train the HMM tagger (first or second order, with
TnT's beam as an option), evaluate it against the most-frequent-tag baseline (a second-order run
is compared with the first order on the same split; Beam study shows what the beam trades), look
at the Markov chain, the drawn trellises, Baum–Welch and hand-entered HMMs, and tag a whole text
file (Tag file…).

Reading, training, the beam study and file tagging run on workers (JobPanels); the sample corpus
is read the first time the tab is shown, not when it is built. α, Emission α, Order, Beam θ and
Test % retrain and Format / CoNLL-U column re-read the corpus as soon as they change."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

import resources
from engine.hmm import BeamStudy, TaggedFile, iter_beam_study, iter_tag_file

from ...runner import cancel_all
from ...widgets.drop import FileDropMixin
from ...widgets.files import ask_folder, ask_open_file, save_with_dialog
from ...widgets.flow import flow
from ...widgets.forms import button, combo, double_spin, hbox, spin
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...widgets.navigator import Navigator, navigator_layout
from ...widgets.table import DataTable
from .jobs import (
    LoadedTagger,
    Trained,
    TrainSettings,
    load_tagger_job,
    save_tagger_job,
    train_job,
)
from .jobs_units import UNITS, read_units_and_train_job
from .binding import TrellisBinding
from .views import TrellisView
from .views_chain import ChainView
from .views_bayes import BayesNetView
from .views_em import BaumWelchView
from .views_hand import HandView
from .views_parse import ParsingView

SAMPLE = resources.path("tagged", "sample.txt")
KOREAN_SAMPLE = resources.path("tagged", "korean_sample.txt")
TOKENIZERS = ("treebank", "wordpunct", "whitespace")
FORMATS = {"detect": None, "word/TAG": "slash", "CoNLL-U": "conllu", "two columns": "columns"}


def _share(x):
    return "—" if x is None else f"{x:.3f}"   # None: no such tokens (never "nan")


def report_html(result: Trained) -> str:
    r, c, k = result.report, result.corpus, result.settings
    tagger = result.tagger
    unknown = (f"unknown words {_share(r.unknown)} on {r.unknown_tokens:,} tokens"
               if r.unknown_tokens else "no unknown words in the held-out part")
    known = f"known words {_share(r.known)}" if r.known is not None else "no known words"
    order = "first-order" if k.order == 1 else (
        "second-order (λ unigram, bigram, trigram = "
        + ", ".join(f"{x:.2f}" for x in tagger.lambdas_) + ")")
    beam = f", beam θ = {k.beam:g}" if k.beam else ""
    text = (f"<b>{c.path.name}</b>: {len(c.sentences):,} sentences, {c.n_tokens:,} tokens, "
            f"{len(tagger.tags_)} tags; {order} tagger trained on {result.n_train:,} "
            f"sentences (α = {k.alpha:g}, emission α = {k.emission_alpha:g}{beam}), tested on "
            f"{result.n_test:,} ({r.tokens:,} tokens).<br>"
            f"Held-out accuracy <b>{_share(r.accuracy)}</b> ({known}, {unknown}) · "
            f"most-frequent-tag baseline {_share(r.baseline)}{_speed(r, result.seconds)}")
    f = result.first_report
    if f is not None:
        text += (f"<br>First order on the same split: {_share(f.accuracy)} (known "
                 f"{_share(f.known)}, unknown {_share(f.unknown)})"
                 f"{_speed(f, result.first_seconds)} — second minus first: "
                 f"{_diff(r.accuracy, f.accuracy)}")
    return text


def _speed(report, seconds):
    return f" · {report.tokens / seconds:,.0f} tokens/s" if seconds > 0 and report.tokens else ""


def _diff(a, b):
    return "—" if a is None or b is None else f"{100 * (a - b):+.2f} points"


class HmmTab(FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("hmm_tab")
        self.setAccessibleName("HMM tagging")
        self.setAcceptDrops(True)
        self.tagger, self.corpus, self.trained = None, None, None
        self._path, self._reading, self._started = None, None, False
        self.messages = MessageBar(self, "hmm_messages")
        self.panel = JobPanel(self.messages, self._show_trained, self, name="hmm_job",
                              kept="the current corpus and tagger are kept")
        self.tagger_panel = JobPanel(self.messages, self._show_loaded, self, name="hmm_tagger",
                                     kept="the current tagger is kept")
        self.file_panel = JobPanel(self.messages, self._show_tagged_file, self,
                                   name="hmm_tag_file", kept="no file was written")
        # (on the first row: the second already holds the other panels' retained slots)
        self.save_panel = JobPanel(self.messages, self._show_saved, self, name="hmm_save",
                                   kept="the tagger is kept")
        self._build_controls()
        self._build_views()
        self._build_layout()
        self._connect()
        self.trellis_binding = TrellisBinding(self)   # the trellis's state: ui.models

    # -- building ---------------------------------------------------------------------------
    def _build_controls(self):
        self.open_button = button("open_corpus_button", "Open corpus…", "A tagged corpus: "
                                  "word/TAG lines, CoNLL-U, or two columns")
        self.folder_button = button("open_folder_button", "Open folder…",
                                    "Every tagged file of a folder (bad files are skipped and "
                                    "listed)")
        self.sample_button = button("sample_corpus_button", "Sample corpus",
                                    "The small tagged corpus written for Trellis")
        self.korean_button = button("korean_sample_button", "Korean sample",
                                    "The Korean tagged sample written for Trellis (morpheme/"
                                    "TAG, Sejong tags), read as morphemes")
        self.units_combo = combo("units_combo", "Units", "Tag words, or (Korean corpora) "
                                 "morphemes: a UD Korean treebank's LEMMA and XPOS split on +, "
                                 "or eojeols written 학교/NNG+에서/JKB (re-reads the corpus)",
                                 UNITS)
        self.format_combo = combo("format_combo", "Format", "Corpus layout (re-reads the "
                                  "corpus)", FORMATS)
        self.column_combo = combo("column_combo", "CoNLL-U column", "Which CoNLL-U tag column "
                                  "(re-reads the corpus)", ("upos", "xpos"))
        self.alpha_spin = double_spin("alpha_spin", "α", "Add-α smoothing of the start and "
                                      "transition probabilities (retrains)",
                                      0.001, 10, 0.1, 1.0, decimals=3)
        self.alpha_spin.setKeyboardTracking(False)
        self.emission_spin = double_spin("emission_alpha_spin", "Emission α",
                                         "Add-α smoothing of known words' emissions: a small α "
                                         "keeps the tags a word was never seen with visible "
                                         "(finite) in the trellis; 0 is the maximum-likelihood "
                                         "estimate (retrains)", 0, 1, 0.001, 0.001, decimals=4)
        self.emission_spin.setKeyboardTracking(False)
        self.order_combo = combo("tagger_order_combo", "Order", "First order: states are tags; "
                                 "second order (TnT): states are tag pairs, trigram transitions "
                                 "by deleted interpolation; the report compares it with the "
                                 "first order on the same split.",
                                 ("first order", "second order"))
        self.test_spin = spin("test_share_spin", "Test %", "Share of sentences held out "
                              "(retrains)", 5, 50, 10)
        self.test_spin.setKeyboardTracking(False)
        self.export_button = button("export_confusion_button", "Confusion CSV…",
                                    "Save the confusion table as CSV")
        self.save_button = button("save_tagger_button", "Save tagger…", "Save the trained tagger")
        self.load_button = button("load_tagger_button", "Load tagger…", "Open a saved tagger")
        self.tag_file_button = button("tag_file_button", "Tag file…", "Tag every sentence of a "
                                      "text file with the current tagger and save it as word/TAG "
                                      "(.txt) or CoNLL-U (.conllu)")
        self.tokenizer_combo = combo("tag_file_tokenizer_combo", "Tokenizer", "How the text "
                                     "file is split into words (the Text tab's tokenizers)",
                                     TOKENIZERS)
        self.beam_spin = double_spin("beam_spin", "Beam θ", "TnT's beam: drop states whose δ is "
                                     "below the column's best / θ (0 = off, exact Viterbi; TnT "
                                     "uses 1000) (retrains)", 0, 1e6, 0, 1.0, decimals=0)
        self.beam_spin.setSpecialValueText("off")
        self.beam_spin.setKeyboardTracking(False)

    def _build_views(self):
        self.report = QLabel("")
        self.report.setObjectName("hmm_report")
        self.report.setWordWrap(True)
        self.confusion = DataTable("confusion_table", self, "Search tags…")
        self.confusion_combo = combo("confusion_order_combo", "Confusion of", "Whose "
                                     "confusion table: the trained tagger's or, after a "
                                     "second-order run, the first order's on the same split",
                                     ("trained tagger", "first order (same split)"))
        self.confusion_combo.setVisible(False)
        self.beam_button = button("beam_study_button", "Beam study", "Tag the held-out part "
                                  "again with beam widths θ = off, 10⁴, 10³, 10², 10: accuracy, "
                                  "states kept per column and CPU time for each")
        self.beam_table = DataTable("beam_table", self, "Search…")
        self.beam_table.setMaximumHeight(170)
        self.beam_table.setVisible(False)
        self.beam_panel = JobPanel(self.messages, self._show_beam_study, self,
                                   name="hmm_beam", kept="the tagger is unchanged")
        evaluation = QWidget()
        ev = QVBoxLayout(evaluation)
        ev.addWidget(self.report)
        ev.addLayout(hbox(self.beam_button, (self.beam_panel, 1)))
        ev.addWidget(self.beam_table)
        ev.addLayout(hbox("Confusion (rows: true tag, columns: predicted)",
                          self.confusion_combo, stretch=True))
        ev.addWidget(self.confusion, 1)
        self.chain_view = ChainView(self)
        self.trellis_view = TrellisView(self)
        self.baum_welch_view = BaumWelchView(self)
        self.hand_view = HandView(self)
        self.views = nav = Navigator(self, "hmm_views")
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "Tagging a corpus"))
        nav.addTab(evaluation, QT_TRANSLATE_NOOP("Navigator", "Evaluation"),
                   QT_TRANSLATE_NOOP("Navigator", "Accuracy on known and unknown words, the "
                                                  "baseline, the confusion table, the beam"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 6. Hidden Markov Model"))
        nav.addTab(self.chain_view, QT_TRANSLATE_NOOP("Navigator", "Markov chain"),
                   QT_TRANSLATE_NOOP("Navigator", "Tags as states, transitions as a graph"))
        nav.addTab(self.trellis_view, QT_TRANSLATE_NOOP("Navigator", "Trellis"),
                   QT_TRANSLATE_NOOP("Navigator", "Viterbi δ, forward α, backward β, column by "
                                                  "column"))
        nav.addTab(self.baum_welch_view, QT_TRANSLATE_NOOP("Navigator", "Baum–Welch"),
                   QT_TRANSLATE_NOOP("Navigator", "EM for an HMM, stepped"))
        nav.addTab(self.hand_view, QT_TRANSLATE_NOOP("Navigator", "Hand-entered HMM"),
                   QT_TRANSLATE_NOOP("Navigator", "Your own π, A and B"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 8. Language Parsing"))
        self.parsing_view = ParsingView(self)
        nav.addTab(self.parsing_view, QT_TRANSLATE_NOOP("Navigator", "Parsing"),
                   QT_TRANSLATE_NOOP("Navigator", "A PCFG and CKY: the chart cell by cell"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[ML] 8. Graphical Model"))
        self.bayes_view = BayesNetView(self)
        nav.addTab(self.bayes_view, QT_TRANSLATE_NOOP("Navigator", "Bayesian network"),
                   QT_TRANSLATE_NOOP("Navigator", "The joint a network implies; enumeration and "
                                                  "variable elimination, factor by factor"))
        self.practice_view = nav.add_practice(self)

    def _build_layout(self):
        content = QWidget(self)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        # one wrapping toolbar: data, training settings, saving and tagging files
        self.toolbar = flow(self.open_button, self.folder_button, self.sample_button,
                            self.korean_button, self.units_combo, "Format",
                            self.format_combo, self.column_combo, "α", self.alpha_spin,
                            "Emission α", self.emission_spin, self.order_combo, "Test %",
                            self.test_spin, self.save_button, self.load_button,
                            self.export_button, "Beam θ", self.beam_spin,
                            self.tag_file_button, self.tokenizer_combo, self.save_panel,
                            self.panel, self.tagger_panel, self.file_panel, parent=content)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.messages)
        layout.addWidget(self.views, 1)
        navigator_layout(self, self.views, content)
        # the corpus and tagger settings only where the tagger is used (not with an HMM
        # entered by hand)
        self.views.currentChanged.connect(lambda _: self.toolbar.setVisible(
            self.views.currentWidget() not in (self.hand_view, self.parsing_view,
                                               self.bayes_view, self.practice_view)))

    def _connect(self):
        self.open_button.clicked.connect(self.open_dialog)
        self.folder_button.clicked.connect(self._folder_dialog)
        self.sample_button.clicked.connect(lambda: self.open_path(SAMPLE))
        self.korean_button.clicked.connect(self.open_korean_sample)
        self.units_combo.currentIndexChanged.connect(lambda _: self._units_changed())
        self.save_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save tagger", "tagger.npz", "Tagger (*.npz)",
            self._start_saving))
        self.load_button.clicked.connect(self._load_tagger_dialog)
        self.tag_file_button.clicked.connect(self._tag_file_dialog)
        self.beam_button.clicked.connect(self.beam_study)
        self.beam_spin.valueChanged.connect(lambda _: self.retrain())
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save confusion", "confusion.csv", "CSV (*.csv)",
            self.confusion.model.write_csv))
        self.alpha_spin.valueChanged.connect(lambda _: self.retrain())
        self.test_spin.valueChanged.connect(lambda _: self.retrain())
        self.emission_spin.valueChanged.connect(lambda _: self.retrain())
        self.order_combo.currentIndexChanged.connect(lambda _: self.retrain())
        self.format_combo.currentIndexChanged.connect(lambda _: self.reread())
        self.confusion_combo.currentIndexChanged.connect(lambda _: self._show_confusion())
        self.column_combo.currentIndexChanged.connect(lambda _: self.reread())

    # -- actions ----------------------------------------------------------------------------
    def showEvent(self, event):
        super().showEvent(event)
        if not self._started:       # the sample is read on first show, not at start-up
            self._started = True
            if self._path is None and not self.panel.busy:
                self.open_path(SAMPLE)

    def open_path(self, path):
        """Read a tagged corpus (file or folder) and train on it, on a worker thread. The tab
        changes only when the job succeeds. A saved tagger (.npz) is loaded instead."""
        self._started = True
        if Path(path).suffix.lower() == ".npz":
            self.load_tagger(path)
            return True
        self._reading = Path(path)
        self.tagger_panel.runner.cancel()   # a tagger still loading must not replace the new one
        self.panel.start(read_units_and_train_job(
            path, FORMATS[self.format_combo.currentText()], self.column_combo.currentText(),
            self.settings(), self.units()),
            f"Reading {Path(path).name}…")
        return True

    def units(self) -> str:
        """"words" or "morphemes": what the tagger is trained on and tags."""
        return UNITS[self.units_combo.currentIndex()]

    def _units_changed(self):
        self.trellis_view.set_units(self.units())
        self.reread()

    def open_korean_sample(self):
        """The Korean sample, as morphemes (its tokens are morphemes already)."""
        self.units_combo.blockSignals(True)
        self.units_combo.setCurrentIndex(UNITS.index("morphemes"))
        self.units_combo.blockSignals(False)
        self.trellis_view.set_units("morphemes")
        self.open_path(KOREAN_SAMPLE)

    def settings(self) -> TrainSettings:
        return TrainSettings(self.alpha_spin.value(), self.test_spin.value() / 100,
                             self.emission_spin.value(), self.order_combo.currentIndex() + 1,
                             beam=self.beam_spin.value() or None)

    def reread(self):
        """New format or column: read the corpus being read, or the one shown, again."""
        path = self._reading if self.panel.busy and self._reading else self._path
        if path is not None:
            self.open_path(path)

    def retrain(self):
        """Train again on the corpus already read (new α or test share); while a corpus is
        being read, read it again with the new settings."""
        if self.panel.busy and self._reading is not None:
            self.reread()
        elif self.corpus is not None:
            self._reading = None
            self.panel.start(train_job(self.corpus, self.settings()), "Training…")

    def _show_loaded(self, result: LoadedTagger):
        self._set_tagger(result.tagger)
        self.messages.info(f"Loaded the tagger from {result.path.name}.")

    def _show_trained(self, result: Trained):
        c = result.corpus
        notes = []
        if c.skipped:
            notes.append(f"{len(c.skipped)} file(s) skipped: " + "; ".join(c.skipped[:5]))
        if c.problems:
            notes.append(f"{len(c.problems)} malformed line(s) skipped: "
                         + "; ".join(c.problems[:5]))
        if notes:
            self.messages.warning(" · ".join(notes))
        else:
            self.messages.info(f"Trained on {c.path.name}.")
        new_corpus = c is not self.corpus
        self.corpus, self.trained, self._path, self._reading = c, result, c.path, None
        self._set_tagger(result.tagger)
        self.report.setText(report_html(result))
        self.confusion_combo.setVisible(result.first_report is not None)
        self._show_confusion()
        self.beam_panel.runner.cancel()            # a study of the previous tagger is stale
        self.beam_table.setVisible(False)
        if new_corpus:
            self.chain_view.set_corpus(c.sentences)

    def _show_confusion(self):
        if self.trained is None:
            return
        r = self.trained.report
        if self.confusion_combo.currentIndex() == 1 and self.trained.first_report is not None:
            r = self.trained.first_report
        labels = list(r.labels)
        self.confusion.set_columns(["true \\ predicted"] + labels,
                                   [labels] + [r.confusion[:, j] for j in range(len(labels))])

    def _set_tagger(self, tagger):
        self.tagger = tagger
        self.trellis_view.set_tagger(tagger)

    def save_tagger(self, path):
        """Write the current tagger to ``path`` now (scripts and tests; the button saves on a
        worker)."""
        if self.tagger is None:
            raise ValueError("no tagger trained yet")
        self.tagger.save(path)

    def _start_saving(self, path):
        if self.tagger is None:
            raise ValueError("no tagger trained yet")
        self.save_panel.start(save_tagger_job(self.tagger, path), "Saving…")

    def _show_saved(self, saved):
        self.messages.info(f"Saved the tagger as {saved.path.name}.")

    def _load_tagger_dialog(self):
        path = ask_open_file(self, "Load tagger", "Tagger (*.npz)")
        if path:
            self.load_tagger(path)

    def load_tagger(self, path):
        self.panel.runner.cancel()        # a training still running must not replace it later
        self.tagger_panel.start(load_tagger_job(path), f"Reading {Path(path).name}…")

    def open_dialog(self):
        path = ask_open_file(self, "Open tagged corpus",
                             "Tagged text (*.txt *.conllu *.tsv);;All (*)", SAMPLE.parent)
        if path:
            self.open_path(path)

    def _folder_dialog(self):
        path = ask_folder(self, "Open a folder of tagged files")
        if path:
            self.open_path(path)

    def beam_study(self):
        """What TnT's beam trades, on the held-out part of the current split (a worker)."""
        if self.trained is None or self.trained.test is None:
            self.messages.error("Train a tagger on a corpus first (the study tags its held-out "
                                "part).")
            return
        self.beam_panel.start(iter_beam_study(self.trained.tagger, self.trained.test),
                              "Beam study…")

    def _show_beam_study(self, study: BeamStudy):
        pts = study.points
        self.beam_table.set_columns(
            ["beam θ", "accuracy", "states kept / column", "CPU s", "tokens/s"],
            [["off (exact)" if p.theta is None else f"{p.theta:g}" for p in pts],
             [_share(p.accuracy) for p in pts], [round(p.states_kept, 1) for p in pts],
             [round(p.seconds, 4) for p in pts],
             [round(study.tokens / p.seconds) if p.seconds > 0 else "—" for p in pts]])
        self.beam_table.setVisible(True)
        self.messages.info(f"Beam study on {study.tokens:,} held-out tokens: a narrower beam "
                           "keeps fewer states per column and may lose accuracy.")

    def _tag_file_dialog(self):
        if self.tagger is None:
            self.messages.error("Train or load a tagger first; then tag a file with it.")
            return
        source = ask_open_file(self, "Text file to tag", "Text (*.txt *.text *.md);;All (*)")
        if source:
            name = Path(source).stem + ".tagged.txt"
            save_with_dialog(self, self.messages, "Save the tagged text", name,
                             "word/TAG (*.txt);;CoNLL-U (*.conllu)",
                             lambda target: self.tag_file(source, target))

    def tag_file(self, source, target):
        """Tag ``source`` with the current tagger on a worker and write ``target``: CoNLL-U
        for a .conllu name, word/TAG lines otherwise."""
        fmt = "conllu" if Path(target).suffix.lower() == ".conllu" else "slash"
        self.file_panel.start(iter_tag_file(self.tagger, source, target, fmt=fmt,
                                            method=self.tokenizer_combo.currentText()),
                              f"Tagging {Path(source).name}…")

    def _show_tagged_file(self, r: TaggedFile):
        fmt = "CoNLL-U" if r.format == "conllu" else "word/TAG"
        first = " ".join(f"{w}/{t}" for w, t in r.preview[0][:12]) if r.preview else ""
        text = (f"Tagged {r.n_sentences:,} sentences ({r.n_tokens:,} tokens, {r.n_unknown:,} "
                f"unknown to the tagger) of {r.source.name} into {r.target.name} ({fmt}). "
                f"First: {first}")
        if r.note:
            self.messages.warning(f"{text} · {r.note}")
        else:
            self.messages.info(text)

    def shutdown(self):
        cancel_all(self)
