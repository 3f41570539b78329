"""The Spam filtering tab: load a labelled corpus, choose the preprocessing, compare the
Bernoulli and multinomial Naive Bayes models (and discriminative ones) on the same split or
k folds, explain single messages, and select features by filter methods."""
from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QCheckBox, QDoubleSpinBox, QFileDialog, QLabel, QProgressBar,
                               QSlider, QTabWidget, QVBoxLayout, QWidget)

import resources
from engine import Progress
from engine import DataError
from engine.spam import SpamFilter, split_indices
from engine.spam.email_text import looks_like_email, parse_email

from ...runner import AlgorithmRunner
from ...widgets.drop import FileDropMixin
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, hbox, named, spin
from ...widgets.messages import MessageBar
from .jobs import evaluation_job, features_job, load_job
from .studies import DiscriminativeView, LearningCurveView, SelectionView
from .views import CorpusView, EvaluationView, ExplainView, InformativeView

SAMPLE = resources.path("spam")
NGRAMS = {"unigrams": (1, 1), "bigrams (<s> … </s>)": (2, 2), "unigrams + bigrams": (1, 2)}
STEMMERS = {"no stemming": None, "Porter": "porter", "Snowball": "snowball",
            "Lancaster": "lancaster"}
UNKNOWN = {"unknown words dropped": "drop", "unknown words → <unk>": "unk"}
HEADERS = {"body only": "none", "body + subject": "subject", "body + all headers": "all"}
SCHEMES = ("train/test split", "k-fold")
ALPHA_STEPS = 200          # the α slider is logarithmic from 0.001 to 10


def _alpha_of(position):
    return float(10 ** (-3 + 4 * position / ALPHA_STEPS))


class SpamTab(FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("spam_tab")
        self.setAccessibleName("Spam filtering")
        self.setAcceptDrops(True)
        self.corpus = self.features = self.split = None
        self.filters = {}
        self._path = self._loading = None     # the corpus shown; the one being read
        self._problems_shown = False
        self._job = None          # what the runner is doing: "features" or "evaluation"
        self.runner = AlgorithmRunner(self)
        self.messages = MessageBar(self, "spam_messages")
        self._build_controls()
        self._build_views()
        self._connect()

    def showEvent(self, event):
        super().showEvent(event)
        # The sample is read when the tab is first shown, not at start-up.
        if self.corpus is None and self._loading is None and not self.filters:
            self.open_path(SAMPLE)

    # -- construction -----------------------------------------------------------------------
    def _build_controls(self):
        self.open_button = button("open_spam_corpus_button", "Open corpus…",
                                  "A folder with a sub-folder per class, a folder of mbox files,"
                                  " or a CSV/TSV file (label and text columns)")
        self.open_file_button = button("open_spam_file_button", "Open file…",
                                       "A CSV/TSV corpus, a saved filter (.npz) or one e-mail "
                                       "(.eml) to classify")
        self.sample_button = button("sample_spam_button", "Sample corpus",
                                    "440 e-mails written for Trellis (ham and spam)")
        self.headers_combo = combo("headers_combo", "Headers", "Which header text is kept as "
                                   "features", HEADERS)
        self.headers_combo.setCurrentText("body + subject")
        self.cancel_button = button("cancel_spam_button", "Cancel", "Stop loading or training")
        self.save_button = button("save_filter_button", "Save filter…",
                                  "Save the trained filter (the model chosen in Explain)")
        self.load_button = button("load_filter_button", "Load filter…", "Open a saved filter")
        self.progress = named(QProgressBar(self), "spam_progress", "Progress", "Loading and "
                              "training progress")
        self.progress.setMinimumWidth(260)
        self.progress.setMaximumWidth(360)
        self.progress.setVisible(False)
        self.summary = QLabel("")
        self.summary.setObjectName("corpus_summary")
        self.summary.setWordWrap(True)          # long folder names must not widen the window
        self.summary.setMinimumWidth(120)
        checks = (("lowercase", "lowercase", True, "Fold case: “Free” and “free” are one word"),
                  ("letters_only", "drop tokens with no letter", True,
                   "Tokens such as “!!!” or “---” are dropped"),
                  ("drop_dates", "drop dates/references", False,
                   "The notes' step 3: dates, times, month and weekday names, Re:/Fwd: "
                   "markers. Off by default: “Re:” is a strong sign of ham in real mail"),
                  ("stop_words", "stop words", False, "Remove English function words"),
                  ("placeholders", "numbers/URLs → tokens", True,
                   "URLs, e-mail addresses, money and numbers become <url>, <email>, <money>, "
                   "<number>"))
        self.checks = {}
        for key, label, on, tip in checks:
            box = named(QCheckBox(label), f"{key}_check", label, tip)
            box.setChecked(on)
            self.checks[key] = box
        self.stemmer_combo = combo("stemmer_combo", "Stemmer", "Stemming (NLTK, no data "
                                   "needed)", STEMMERS)
        self.ngram_combo = combo("ngram_combo", "Features", "Unigram and/or bigram features; "
                                 "bigrams are padded with <s> and </s>", NGRAMS)
        self.unknown_combo = combo("unknown_combo", "Unknown words", "Words not seen in "
                                   "training: dropped, or counted as one <unk> feature", UNKNOWN)
        self.min_df_spin = spin("min_df_spin", "Min DF", "Features in fewer training "
                                "documents are unknown", 1, 100, 1)
        self.vocab_label = QLabel("")
        self.vocab_label.setObjectName("vocabulary_label")
        self.alpha_slider = named(QSlider(Qt.Horizontal), "alpha_slider", "Alpha",
                                  "Lidstone smoothing α (1 = Laplace); logarithmic scale")
        self.alpha_slider.setRange(0, ALPHA_STEPS)
        self.alpha_slider.setValue(ALPHA_STEPS * 3 // 4)       # α = 1
        self.alpha_slider.setMaximumWidth(200)
        self.alpha_label = QLabel("α = 1")
        self.alpha_label.setObjectName("alpha_label")
        self.c_spin = named(QDoubleSpinBox(), "c_spin", "C", "Regularisation of the logistic "
                            "regression and linear SVM (larger C: weaker)")
        self.c_spin.setRange(0.01, 1000)
        self.c_spin.setValue(10.0)
        self.scheme_combo = combo("scheme_combo", "Evaluation", "Hold out a test part, or "
                                  "k-fold cross-validation", SCHEMES)
        self.test_spin = spin("spam_test_spin", "Test %", "Share held out for testing", 5, 80,
                              25)
        self.k_spin = spin("k_spin", "k", "Number of folds", 2, 20, 5)
        self.seed_spin = spin("spam_seed_spin", "Seed", "Seed of the shuffles (same seed, same "
                              "split)", 0, 99_999, 0)
        self.positive_combo = combo("positive_combo", "Positive class", "Class scored by ROC, "
                                    "PR and feature selection", ())
        self.discriminative_check = named(QCheckBox("logistic + linear SVM"),
                                          "discriminative_check", "Discriminative models",
                                          "Also evaluate logistic regression and a linear SVM")
        self.discriminative_check.setChecked(True)

    def _build_views(self):
        self.evaluation_view = EvaluationView(self)
        self.explain_view = ExplainView(self)
        self.informative_view = InformativeView(self)
        self.learning_view = LearningCurveView(self)
        self.selection_view = SelectionView(self)
        self.discriminative_view = DiscriminativeView(self)
        self.corpus_view = CorpusView(self)
        self.views = QTabWidget(self)
        self.views.setObjectName("spam_views")
        for view, title in ((self.evaluation_view, "Evaluation"),
                            (self.explain_view, "Explain a message"),
                            (self.informative_view, "Informative words"),
                            (self.learning_view, "Learning curve"),
                            (self.selection_view, "Feature selection"),
                            (self.discriminative_view, "Discriminative models"),
                            (self.corpus_view, "Corpus")):
            self.views.addTab(view, title)
        c = self.checks
        layout = QVBoxLayout(self)
        layout.addLayout(hbox(self.open_button, self.open_file_button, self.sample_button,
                              self.headers_combo, self.cancel_button, self.save_button,
                              self.load_button, self.progress, (self.summary, 1)))
        layout.addLayout(hbox(c["lowercase"], c["letters_only"], c["drop_dates"],
                              c["stop_words"], c["placeholders"], self.stemmer_combo,
                              self.ngram_combo, self.unknown_combo, "min DF", self.min_df_spin,
                              self.vocab_label, stretch=True))
        layout.addLayout(hbox("α", self.alpha_slider, self.alpha_label, "C", self.c_spin,
                              self.scheme_combo, "test %", self.test_spin, "k", self.k_spin,
                              "seed", self.seed_spin, "positive", self.positive_combo,
                              self.discriminative_check, stretch=True))
        layout.addWidget(self.messages)
        layout.addWidget(self.views, 1)

    def _connect(self):
        # Parameter changes restart the job after a short pause, so dragging a slider does
        # not start a hundred trainings; the runner drops the results of a replaced job.
        self._refeaturize = QTimer(self, singleShot=True, interval=250,
                                   timeout=self._start_features)
        self._reevaluate = QTimer(self, singleShot=True, interval=250,
                                  timeout=self._start_evaluation)
        for box in self.checks.values():
            box.toggled.connect(lambda _: self._refeaturize.start())
        for box in (self.stemmer_combo, self.ngram_combo, self.unknown_combo):
            box.currentTextChanged.connect(lambda _: self._refeaturize.start())
        self.min_df_spin.valueChanged.connect(lambda _: self._refeaturize.start())
        self.headers_combo.currentTextChanged.connect(lambda _: self._change_headers())
        for w in (self.c_spin, self.test_spin, self.k_spin, self.seed_spin):
            w.valueChanged.connect(lambda _: self._reevaluate.start())
        self.alpha_slider.valueChanged.connect(self._alpha_moved)
        self.scheme_combo.currentTextChanged.connect(lambda _: self._reevaluate.start())
        self.discriminative_check.toggled.connect(lambda _: self._reevaluate.start())
        self.positive_combo.currentTextChanged.connect(lambda _: self._positive_changed())
        self.open_button.clicked.connect(self.open_dialog)
        self.open_file_button.clicked.connect(self._open_file_dialog)
        self.sample_button.clicked.connect(lambda: self.open_path(SAMPLE))
        self.cancel_button.clicked.connect(self.cancel)
        self.save_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save filter", "filter.npz", "Spam filter (*.npz)",
            self.save_filter))
        self.load_button.clicked.connect(self._load_filter_dialog)
        self.runner.steps.connect(self._on_batch)
        self.runner.progress.connect(lambda p: self._on_batch([p]))  # TEMP bridge
        self.runner.failed.connect(self._on_failed)
        self.runner.state_changed.connect(self._on_state)

    # -- settings ---------------------------------------------------------------------------
    def alpha(self):
        return _alpha_of(self.alpha_slider.value())

    def C(self):
        return float(self.c_spin.value())

    def options(self):
        return dict(ngram_range=NGRAMS[self.ngram_combo.currentText()],
                    stemmer=STEMMERS[self.stemmer_combo.currentText()],
                    unknown=UNKNOWN[self.unknown_combo.currentText()],
                    min_df=self.min_df_spin.value(),
                    **{k: box.isChecked() for k, box in self.checks.items()})

    def settings(self):
        return dict(alpha=self.alpha(), C=self.C(), scheme=self.scheme_combo.currentText(),
                    test_share=self.test_spin.value() / 100, k=self.k_spin.value(),
                    seed=self.seed_spin.value(),
                    discriminative=self.discriminative_check.isChecked())

    def positive_label(self):
        return self.positive_combo.currentText()

    def _alpha_moved(self, _):
        self.alpha_label.setText(f"α = {self.alpha():.3g}")
        self._reevaluate.start()

    # -- loading ----------------------------------------------------------------------------
    def open_path(self, path):
        """Open a corpus (folder or CSV/TSV), a saved filter (.npz) or one e-mail to explain."""
        path = Path(path)
        if path.suffix.lower() == ".npz":
            return self.load_filter(path)
        if path.is_file() and path.suffix.lower() not in (".csv", ".tsv", ".tab", ".txt"):
            try:
                with open(path, "rb") as f:
                    head = f.read(4096)
            except OSError as exc:
                self.messages.error(f"Cannot read {path.name}: {exc.strerror or exc}.")
                return False
            if looks_like_email(head) and not head.startswith(b"From "):
                return self.explain_email(path)
        self._loading = path
        self.messages.info(f"Reading {path.name}…")
        self._job = "features"
        self.runner.start(load_job(path, HEADERS[self.headers_combo.currentText()],
                                   self.options()), run=True)
        return True

    def explain_email(self, path):
        try:
            msg = parse_email(Path(path).read_bytes())
        except (OSError, ValueError) as exc:
            self.messages.error(f"Cannot read {Path(path).name}: {exc}")
            return False
        self.explain_text(f"{msg.subject}\n{msg.body}")
        return True

    def explain_text(self, text):
        """Show ``text`` in the Explain view and classify it."""
        self.explain_view.editor.setPlainText(text)
        self.views.setCurrentWidget(self.explain_view)
        self.explain_view.explain_text()

    def _change_headers(self):
        if self.corpus is not None:
            self.corpus = self.corpus.with_headers(HEADERS[self.headers_combo.currentText()])
            self._start_features()

    def _start_features(self):
        self._refeaturize.stop()
        if self.corpus is not None:
            self._job = "features"
            self.runner.start(features_job(self.corpus, self.options()), run=True)

    def _start_evaluation(self):
        self._reevaluate.stop()
        if self.corpus is None or self.features is None:
            return
        if self.runner.active and self._job == "features":
            return      # new features are coming; their evaluation reads the settings then
        self._job = "evaluation"
        s = self.settings()
        y = np.asarray(self.corpus.labels)
        self.split = split_indices(y, s["test_share"], s["seed"])
        self.runner.start(evaluation_job(self.corpus, self.features, s), run=True)

    def _on_batch(self, batch):
        for item in batch:
            if isinstance(item, Progress):
                # In the bar, not the message bar: a warning about skipped files stays readable.
                self.progress.setVisible(True)
                self.progress.setRange(0, max(item.total, 1))
                self.progress.setValue(item.done)
                self.progress.setFormat(item.message)
            elif item[0] in ("corpus", "features"):
                self._set_features(*item)
            elif item[0] == "evaluation":
                self._set_evaluation(*item[1:])

    def _set_features(self, kind, corpus, features, overview):
        before = ""
        if kind == "features" and self.features is not None:
            before = f" (was {self.features.X.shape[1]:,})"
        self.corpus, self.features = corpus, features
        self._job = None            # the features are here; the job only has to return
        if kind == "corpus":
            self._path = self._loading
            self._show_corpus(corpus)
        self.corpus_view.set_corpus(corpus, overview)
        self.vocab_label.setText(f"vocabulary: <b>{features.X.shape[1]:,}</b> features{before}")
        self._start_evaluation()

    def _show_corpus(self, corpus):
        classes = corpus.classes
        counts = ", ".join(f"{c} {corpus.labels.count(c):,}" for c in classes)
        name = "sample corpus" if self._path == SAMPLE else self._path.name
        self.summary.setText(f"<b>{name}</b>: {len(corpus):,} messages — {counts}")
        self.positive_combo.blockSignals(True)
        self.positive_combo.clear()
        self.positive_combo.addItems([str(c) for c in classes])
        spam = [c for c in classes if str(c).lower() == "spam"]
        self.positive_combo.setCurrentText(str(spam[0] if spam else classes[-1]))
        self.positive_combo.blockSignals(False)
        if corpus.problems:
            shown = "; ".join(p.rstrip(".") for p in corpus.problems[:3])
            more = f" (and {len(corpus.problems) - 3} more)" if len(corpus.problems) > 3 else ""
            self.messages.warning(f"{len(corpus.problems)} file(s) reported: {shown}{more}. "
                                  "The rest was read.")
            self._problems_shown = True
        else:
            self._problems_shown = False

    def _set_evaluation(self, evaluations, filters, documents):
        self.filters = filters
        self.progress.setVisible(False)
        if not self._problems_shown:
            self.messages.clear_message()
        self._problems_shown = False
        positive = list(next(iter(evaluations.values())).classes).index(self.positive_label())
        self.evaluation_view.set_evaluations(evaluations, positive)
        self.explain_view.set_filters(filters, documents)
        self.informative_view.set_filters(filters)
        for view in (self.learning_view, self.selection_view, self.discriminative_view):
            view.invalidate()

    def _positive_changed(self):
        ev = self.evaluation_view
        if ev.evaluations:
            classes = list(next(iter(ev.evaluations.values())).classes)
            ev.set_evaluations(ev.evaluations, classes.index(self.positive_label()))
        for view in (self.learning_view, self.selection_view, self.discriminative_view):
            view.invalidate()

    def _on_failed(self, message):
        self.progress.setVisible(False)
        kept = "The current corpus and results are kept." if self.corpus is not None else ""
        self.messages.error(f"{message} {kept}")

    def _on_state(self, state):
        self.cancel_button.setEnabled(state in ("running", "paused"))
        if state in ("cancelled", "finished", "failed"):
            self.progress.setVisible(False)

    # -- filters ----------------------------------------------------------------------------
    def save_filter(self, path):
        f = self.filters.get(self.explain_view.model_combo.currentText())
        if f is None:
            raise ValueError("no filter trained yet; load a corpus first")
        f.save(path)

    def load_filter(self, path):
        try:
            f = SpamFilter.load(path)
        except DataError as exc:
            self.messages.error(f"{exc} The current filter is kept.")
            return False
        self.filters = dict(self.filters, **{f.model: f})
        self.explain_view.model_combo.setCurrentText(f.model)
        self.explain_view.set_filters(self.filters, self.explain_view.documents)
        self.views.setCurrentWidget(self.explain_view)
        self.messages.info(f"Loaded a {f.model} filter ({len(f.vectorizer.feature_names_):,} "
                           f"features, classes {', '.join(map(str, f.classes_))}) from "
                           f"{Path(path).name}. Type a message in Explain to classify it.")
        return True

    def open_dialog(self):
        path = QFileDialog.getExistingDirectory(self, "Open corpus folder", str(SAMPLE.parent))
        if path:
            self.open_path(path)

    def _open_file_dialog(self):
        path, _ = QFileDialog.getOpenFileName(
            self, "Open corpus table, filter or e-mail", "",
            "Corpus or filter (*.csv *.tsv *.txt *.npz *.eml);;All files (*)")
        if path:
            self.open_path(path)

    def _load_filter_dialog(self):
        path, _ = QFileDialog.getOpenFileName(self, "Load filter", "", "Spam filter (*.npz)")
        if path:
            self.load_filter(path)

    def cancel(self):
        for r in self.runners():
            r.cancel()

    def runners(self):
        return [self.runner, self.learning_view.runner, self.selection_view.runner,
                self.selection_view.table_runner, self.discriminative_view.driver.runner]

    def shutdown(self):
        self._refeaturize.stop()
        self._reevaluate.stop()
        self.cancel()
