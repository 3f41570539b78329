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
from engine.hmm import TaggedFile, iter_tag_file
from engine.workflows.tagging import BeamStudy, iter_beam_study

from ...i18n import mark_data
from ...models.params import TrellisParams
from ...runner import cancel_all
from ...widgets.drop import FileDropMixin
from ...widgets.files import ask_folder, ask_open_file, save_with_dialog
from ...widgets.flow import flow
from ...widgets.forms import button, combo, double_spin, hbox, spin
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...widgets.navigator import Navigator, deferred_view, navigator_layout
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
from .tab_texts import HmmTabTexts, _share, report_html
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


class HmmTab(HmmTabTexts, FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("hmm_tab")
        self.setAccessibleName("HMM tagging")
        self.setAcceptDrops(True)
        self.tagger, self.corpus, self.trained = None, None, None
        self._path, self._reading, self._started = None, None, False
        self.messages = MessageBar(self, "hmm_messages")
        self.panel = JobPanel(self.messages, self._show_trained, self, name="hmm_job",
                              kept=lambda: self.tr("the current corpus and tagger are kept"))
        self.tagger_panel = JobPanel(self.messages, self._show_loaded, self, name="hmm_tagger",
                                     kept=lambda: self.tr("the current tagger is kept"))
        self.file_panel = JobPanel(self.messages, self._show_tagged_file, self,
                                   name="hmm_tag_file", kept=lambda: self.tr("no file was written"))
        # (on the first row: the second already holds the other panels' retained slots)
        self.save_panel = JobPanel(self.messages, self._show_saved, self, name="hmm_save",
                                   kept=lambda: self.tr("the tagger is kept"))
        self._build_controls()
        self._build_views()
        self._build_layout()
        self._connect()
        self.retranslate_ui()
        self.trellis_binding = TrellisBinding(self)   # the trellis's state: ui.models

    # -- building ---------------------------------------------------------------------------
    def _build_controls(self):
        # texts and tips: retranslate_ui (again at every language change)
        self.open_button = button("open_corpus_button", "Open corpus…", "")
        self.folder_button = button("open_folder_button", "Open folder…", "")
        self.sample_button = button("sample_corpus_button", "Sample corpus", "")
        self.korean_button = button("korean_sample_button", "Korean sample", "")
        self.units_combo = combo("units_combo", "Units", "", UNITS)
        self.format_combo = combo("format_combo", "Format", "", FORMATS)
        self.column_combo = combo("column_combo", "CoNLL-U column", "", ("upos", "xpos"))
        start = TrellisParams()            # the defaults the trellis binding shows too
        self.alpha_spin = double_spin("alpha_spin", "α", "", 0.001, 10, start.alpha, 1.0,
                                      decimals=3)
        self.alpha_spin.setKeyboardTracking(False)
        self.emission_spin = double_spin("emission_alpha_spin", "Emission α", "", 0, 1,
                                         start.emission_alpha, 0.001, decimals=4)
        self.emission_spin.setKeyboardTracking(False)
        self.order_combo = combo("tagger_order_combo", "Order", "",
                                 ("first order", "second order"))
        self.test_spin = spin("test_share_spin", "Test %", "", 5, 50, 10)
        self.test_spin.setKeyboardTracking(False)
        self.export_button = button("export_confusion_button", "Confusion CSV…", "")
        self.save_button = button("save_tagger_button", "Save tagger…", "")
        self.load_button = button("load_tagger_button", "Load tagger…", "")
        self.tag_file_button = button("tag_file_button", "Tag file…", "")
        self.tokenizer_combo = combo("tag_file_tokenizer_combo", "Tokenizer", "", TOKENIZERS)
        self.beam_spin = double_spin("beam_spin", "Beam θ", "", 0, 1e6, 0, 1.0, decimals=0)
        self.beam_spin.setKeyboardTracking(False)
        self.format_label, self.alpha_label, self.emission_label = QLabel(), QLabel("α"), QLabel()
        self.test_label, self.beam_label = QLabel(), QLabel()

    def _build_views(self):
        self.report = QLabel("")
        self.report.setObjectName("hmm_report")
        self.report.setWordWrap(True)
        self.confusion = DataTable("confusion_table", self, "Search tags…")
        mark_data(self.confusion.view)         # headed and filled by the corpus's tags
        self.confusion_combo = combo("confusion_order_combo", "Confusion of", "",
                                     ("trained tagger", "first order (same split)"))
        self.confusion_combo.setVisible(False)
        self.beam_button = button("beam_study_button", "Beam study", "")
        self.beam_table = DataTable("beam_table", self)
        self.beam_table.setMaximumHeight(170)
        self.beam_table.setVisible(False)
        self.beam_panel = JobPanel(self.messages, self._show_beam_study, self,
                                   name="hmm_beam", kept=lambda: self.tr("the tagger is unchanged"))
        evaluation = QWidget()
        ev = QVBoxLayout(evaluation)
        ev.addWidget(self.report)
        ev.addLayout(hbox(self.beam_button, (self.beam_panel, 1)))
        ev.addWidget(self.beam_table)
        self.confusion_label = QLabel()
        ev.addLayout(hbox(self.confusion_label, self.confusion_combo, stretch=True))
        ev.addWidget(self.confusion, 1)
        self.chain_view = ChainView(self)
        self.trellis_view = TrellisView(self)
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
        # Baum–Welch, the hand-entered HMM and the network are made when first shown (their
        # plots and tables cost the tab's construction ~0.25 s); Baum–Welch gets the corpus
        nav.add_deferred(self._make_baum_welch_view,
                         QT_TRANSLATE_NOOP("Navigator", "Baum–Welch"),
                         QT_TRANSLATE_NOOP("Navigator", "EM for an HMM, stepped"),
                         "baum_welch_view")
        nav.add_deferred(lambda: HandView(self), QT_TRANSLATE_NOOP("Navigator",
                                                                   "Hand-entered HMM"),
                         QT_TRANSLATE_NOOP("Navigator", "Your own π, A and B"), "hand_view")
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 8. Language Parsing"))
        self.parsing_view = ParsingView(self)
        nav.addTab(self.parsing_view, QT_TRANSLATE_NOOP("Navigator", "Parsing"),
                   QT_TRANSLATE_NOOP("Navigator", "A PCFG and CKY: the chart cell by cell"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[ML] 8. Graphical Model"))
        nav.add_deferred(lambda: BayesNetView(self),
                         QT_TRANSLATE_NOOP("Navigator", "Bayesian network"),
                         QT_TRANSLATE_NOOP("Navigator", "The joint a network implies; "
                                                        "enumeration and variable elimination, "
                                                        "factor by factor"), "bayes_view")
        self.practice_view = nav.add_practice(self)

    baum_welch_view, hand_view, bayes_view = map(
        deferred_view, ("baum_welch_view", "hand_view", "bayes_view"))

    def _make_baum_welch_view(self) -> BaumWelchView:
        view = BaumWelchView(self)
        if self.corpus is not None:
            view.set_corpus(self.corpus.sentences)
        return view

    def _build_layout(self):
        content = QWidget(self)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        # one wrapping toolbar: data, training settings, saving and tagging files
        self.toolbar = flow(self.open_button, self.folder_button, self.sample_button,
                            self.korean_button, self.units_combo, self.format_label,
                            self.format_combo, self.column_combo, self.alpha_label,
                            self.alpha_spin, self.emission_label, self.emission_spin,
                            self.order_combo, self.test_label, self.test_spin,
                            self.save_button, self.load_button, self.export_button,
                            self.beam_label, self.beam_spin,
                            self.tag_file_button, self.tokenizer_combo, self.save_panel,
                            self.panel, self.tagger_panel, self.file_panel, parent=content)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.messages)
        layout.addWidget(self.views, 1)
        navigator_layout(self, self.views, content)
        # the corpus and tagger settings only where the tagger is used (not with an HMM
        # entered by hand)
        # (and the corpus's messages: a view of its own has its own message bar)
        self.views.currentChanged.connect(lambda _: self._corpus_parts_for_view())

    def _corpus_parts_for_view(self):
        view = self.views.currentWidget()
        own = view in (self.parsing_view, self.practice_view) or any(
            view is self.views.made_view(name) for name in ("hand_view", "bayes_view"))
        self.toolbar.setVisible(not own)
        if own:
            self.messages.setVisible(False)
        elif self.messages.kind is not None:
            self.messages.setVisible(True)

    def _connect(self):
        self.open_button.clicked.connect(self.open_dialog)
        self.folder_button.clicked.connect(self._folder_dialog)
        self.sample_button.clicked.connect(lambda: self.open_path(SAMPLE))
        self.korean_button.clicked.connect(self.open_korean_sample)
        self.units_combo.currentIndexChanged.connect(lambda _: self._units_changed())
        self.save_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, self.tr("Save tagger"), "tagger.npz", self.tr("Tagger (*.npz)"),
            self._start_saving))
        self.load_button.clicked.connect(self._load_tagger_dialog)
        self.tag_file_button.clicked.connect(self._tag_file_dialog)
        self.beam_button.clicked.connect(self.beam_study)
        self.beam_spin.valueChanged.connect(lambda _: self.retrain())
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, self.tr("Save confusion"), "confusion.csv", "CSV (*.csv)",
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
            path, list(FORMATS.values())[self.format_combo.currentIndex()],
            self.column_combo.currentText(),
            self.settings(), self.units()),
            self.tr("Reading {name}…").format(name=Path(path).name))
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
            self.panel.start(train_job(self.corpus, self.settings()), self.tr("Training…"))

    def _show_loaded(self, result: LoadedTagger):
        self._set_tagger(result.tagger)
        self.messages.info(lambda: self.tr("Loaded the tagger from {name}."),
                           name=result.path.name)

    def _show_trained(self, result: Trained):
        c = result.corpus
        notes = []
        if c.skipped:
            notes.append(self.tr("%n file(s) skipped: ", "", len(c.skipped))
                         + "; ".join(c.skipped[:5]))
        if c.problems:
            notes.append(self.tr("%n malformed line(s) skipped: ", "", len(c.problems))
                         + "; ".join(c.problems[:5]))
        if notes:
            self.messages.warning(" · ".join(notes))
        else:
            self.messages.info(lambda: self.tr("Trained on {name}."),
                               name=c.path.name)
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
            if (view := self.views.made_view("baum_welch_view")) is not None:
                view.set_corpus(c.sentences)      # one made later reads the corpus then

    def _show_confusion(self):
        if self.trained is None:
            return
        r = self.trained.report
        if self.confusion_combo.currentIndex() == 1 and self.trained.first_report is not None:
            r = self.trained.first_report
        labels = list(r.labels)
        self.confusion.set_columns([self.tr("true \\ predicted")] + labels,
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
            raise ValueError(self.tr("no tagger trained yet"))
        self.save_panel.start(save_tagger_job(self.tagger, path), self.tr("Saving…"))

    def _show_saved(self, saved):
        self.messages.info(lambda: self.tr("Saved the tagger as {name}."),
                           name=saved.path.name)

    def _load_tagger_dialog(self):
        path = ask_open_file(self, self.tr("Load tagger"), self.tr("Tagger (*.npz)"))
        if path:
            self.load_tagger(path)

    def load_tagger(self, path):
        self.panel.runner.cancel()        # a training still running must not replace it later
        self.tagger_panel.start(load_tagger_job(path),
                                self.tr("Reading {name}…").format(name=Path(path).name))

    def open_dialog(self):
        path = ask_open_file(self, self.tr("Open tagged corpus"),
                             self.tr("Tagged text (*.txt *.conllu *.tsv);;All (*)"),
                             SAMPLE.parent)
        if path:
            self.open_path(path)

    def _folder_dialog(self):
        path = ask_folder(self, self.tr("Open a folder of tagged files"))
        if path:
            self.open_path(path)

    def beam_study(self):
        """What TnT's beam trades, on the held-out part of the current split (a worker)."""
        if self.trained is None or self.trained.test is None:
            self.messages.error(lambda: self.tr(
                                    "Train a tagger on a corpus first (the study tags its "
                                    "held-out part)."))
            return
        self.beam_panel.start(iter_beam_study(self.trained.tagger, self.trained.test),
                              self.tr("Beam study…"))

    def _show_beam_study(self, study: BeamStudy):
        pts = study.points
        self.beam_table.set_columns(
            [self.tr("beam θ"), self.tr("accuracy"), self.tr("states kept / column"),
             self.tr("CPU s"), self.tr("tokens/s")],
            [[self.tr("off (exact)") if p.theta is None else f"{p.theta:g}" for p in pts],
             [_share(p.accuracy) for p in pts], [round(p.states_kept, 1) for p in pts],
             [round(p.seconds, 4) for p in pts],
             [round(study.tokens / p.seconds) if p.seconds > 0 else "—" for p in pts]])
        self.beam_table.setVisible(True)
        self.messages.info(lambda: self.tr(
                               "Beam study on {n:,} held-out tokens: a narrower beam keeps "
                               "fewer states per column and may lose accuracy."),
                           n=study.tokens)

    def _tag_file_dialog(self):
        if self.tagger is None:
            self.messages.error(lambda: self.tr(
                                    "Train or load a tagger first; then tag a file with "
                                    "it."))
            return
        source = ask_open_file(self, self.tr("Text file to tag"),
                               self.tr("Text (*.txt *.text *.md);;All (*)"))
        if source:
            name = Path(source).stem + ".tagged.txt"
            save_with_dialog(self, self.messages, self.tr("Save the tagged text"), name,
                             "word/TAG (*.txt);;CoNLL-U (*.conllu)",
                             lambda target: self.tag_file(source, target))

    def tag_file(self, source, target):
        """Tag ``source`` with the current tagger on a worker and write ``target``: CoNLL-U
        for a .conllu name, word/TAG lines otherwise."""
        fmt = "conllu" if Path(target).suffix.lower() == ".conllu" else "slash"
        self.file_panel.start(iter_tag_file(self.tagger, source, target, fmt=fmt,
                                            method=self.tokenizer_combo.currentText()),
                              self.tr("Tagging {name}…").format(name=Path(source).name))

    def _show_tagged_file(self, r: TaggedFile):
        fmt = "CoNLL-U" if r.format == "conllu" else "word/TAG"
        first = " ".join(f"{w}/{t}" for w, t in r.preview[0][:12]) if r.preview else ""
        text = self.tr("Tagged {sentences:,} sentences ({tokens:,} tokens, {unknown:,} unknown "
                       "to the tagger) of {source} into {target} ({fmt}). First: {first}").format(
            sentences=r.n_sentences, tokens=r.n_tokens, unknown=r.n_unknown,
            source=r.source.name, target=r.target.name, fmt=fmt, first=first)
        if r.note:
            self.messages.warning(f"{text} · {r.note}")
        else:
            self.messages.info(text)

    def shutdown(self):
        cancel_all(self)
