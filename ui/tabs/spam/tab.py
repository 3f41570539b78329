"""The Spam filtering tab: load a labelled corpus, choose the preprocessing, compare the
Bernoulli and multinomial Naive Bayes models (and discriminative ones) on the same split or
k folds, explain single messages, and select features by filter methods.

Every read, count and fit runs on a worker through one JobPanel (progress bar and Cancel): the
tab remembers which handler the running job's result goes to; starting a job replaces the
running one, and a failed or cancelled job leaves everything shown as it was."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

import resources
from engine import DataError
from engine.spam import SpamFilter, looks_like_email

from ...runner import cancel_all
from ... import style
from ...widgets.collapsible import CollapsibleBox
from ...widgets.drop import FileDropMixin
from ...widgets.files import ask_folder, ask_open_file, save_with_dialog
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...widgets.navigator import Navigator, navigator_layout
from .controls import (
    HEADERS,
    NGRAMS,
    STEMMERS,
    UNKNOWN,
    alpha_of,
    build_file_controls,
    build_preprocessing,
    build_settings,
)
from .discriminative import DiscriminativeView
from .explain import ExplainView
from .jobs import email_job, evaluation_job, features_job, load_job
from .studies import SelectionView
from .views import EvaluationView
from .views_estimation import EstimationView
from .views_maxent import MaxEntView
from .views_selection import SelectionStudyView
from .views_softmax import SoftmaxView
from .views_words import CorpusView, InformativeView

SAMPLE = resources.path("spam")
_TABLES = (".csv", ".tsv", ".tab", ".txt")


class SpamTab(FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("spam_tab")
        self.setAccessibleName("Spam filtering")
        self.setAcceptDrops(True)
        self.corpus = self.features = self.split = None
        self.filters = {}
        self._path = self._loading = None     # the corpus shown; the one being read
        self._handler = None                  # where the running job's result goes
        self.messages = MessageBar(self, "spam_messages")
        self.jobs = JobPanel(self.messages, self._deliver, self, name="spam",
                             kept="the current corpus and results are kept")
        self._build()
        self._connect()

    def showEvent(self, event):
        super().showEvent(event)
        # The sample is read when the tab is first shown, not at start-up.
        if self.corpus is None and self._loading is None and not self.filters:
            self.open_path(SAMPLE)

    # -- construction -----------------------------------------------------------------------
    def _build(self):
        files = build_file_controls(self)
        preprocessing = build_preprocessing(self)
        settings = build_settings(self)
        self._build_views()
        content = QWidget(self)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(files)
        # the features and the training settings, folded away by a click on the title and
        # hidden on the views that do not use the corpus (MaxEnt from constraints, estimation)
        # folded at first: its summary says what is in force, a click opens it
        self.features_box = CollapsibleBox("Features and training", content)
        self.features_box.setObjectName("spam_features_box")
        fl = QVBoxLayout(self.features_box)
        fl.setContentsMargins(style.SPACE_S, style.SPACE_XS, style.SPACE_S, style.SPACE_XS)
        for row in preprocessing:
            fl.addLayout(row)
        fl.addLayout(settings)
        self.features_box.set_collapsed(True)
        layout.addWidget(self.features_box)
        layout.addWidget(self.messages)
        layout.addWidget(self.views, 1)
        navigator_layout(self, self.views, content)
        self.views.currentChanged.connect(self._view_on_show)

    def _view_on_show(self, _index=None) -> None:
        """The corpus settings only where the corpus is used."""
        self.features_box.setVisible(self.views.currentWidget() not in (
            self.maxent_view, self.estimation_view, self.practice_view))

    def _build_views(self):
        self.evaluation_view = EvaluationView(self)
        self.explain_view = ExplainView(self)
        self.informative_view = InformativeView(self)
        self.selection_view = SelectionView(self)
        self.discriminative_view = DiscriminativeView(self)
        self.corpus_view = CorpusView(self)
        self.maxent_view = MaxEntView(self)
        self.softmax_view = SoftmaxView(self)
        self.choosing_view = SelectionStudyView(self)
        self.estimation_view = EstimationView(self)
        self.views = nav = Navigator(self, "spam_views")
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 4. Classification"))
        nav.addTab(self.evaluation_view, QT_TRANSLATE_NOOP("Navigator", "Evaluation"),
                   QT_TRANSLATE_NOOP("Navigator", "Naive Bayes, logistic regression and a linear"
                                                  " SVM on the same split: P, R, F1, ROC, the "
                                                  "confusion matrix"))
        nav.addTab(self.discriminative_view,
                   QT_TRANSLATE_NOOP("Navigator", "Discriminative models"),
                   QT_TRANSLATE_NOOP("Navigator", "Logistic regression by Newton/IRLS and by "
                                                  "gradient descent, stepped"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 5. Naive Bayes"))
        nav.addTab(self.explain_view, QT_TRANSLATE_NOOP("Navigator", "Explain a message"),
                   QT_TRANSLATE_NOOP("Navigator", "p(class | x) and every word's contribution"))
        nav.addTab(self.informative_view, QT_TRANSLATE_NOOP("Navigator", "Informative words"),
                   QT_TRANSLATE_NOOP("Navigator", "The most telling words per class"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "Dimensionality reduction"))
        nav.addTab(self.selection_view, QT_TRANSLATE_NOOP("Navigator", "Feature selection"),
                   QT_TRANSLATE_NOOP("Navigator", "DF, IG, χ², BNS … for every term"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 7. MaxEnt"))
        nav.addTab(self.maxent_view, QT_TRANSLATE_NOOP("Navigator", "MaxEnt"),
                   QT_TRANSLATE_NOOP("Navigator", "The maximum-entropy distribution from "
                                                  "constraints"))
        nav.addTab(self.softmax_view, QT_TRANSLATE_NOOP("Navigator", "Softmax"),
                   QT_TRANSLATE_NOOP("Navigator", "MaxEnt classification over several classes"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[ML] 7. Model selection"))
        nav.addTab(self.choosing_view, QT_TRANSLATE_NOOP("Navigator", "Choosing a model"),
                   QT_TRANSLATE_NOOP("Navigator", "Splits, folds, validation curves, grid "
                                                  "search, nested CV, learning curves"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "Estimation"))
        nav.addTab(self.estimation_view, QT_TRANSLATE_NOOP("Navigator", "Estimation"),
                   QT_TRANSLATE_NOOP("Navigator", "MLE, MAP and the Bayesian posterior"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "Data"))
        nav.addTab(self.corpus_view, QT_TRANSLATE_NOOP("Navigator", "Corpus"),
                   QT_TRANSLATE_NOOP("Navigator", "Every message read and every file skipped"))
        self.practice_view = nav.add_practice(self)

    def _connect(self):
        # Parameter changes restart the job after a short pause, so dragging a slider does
        # not start a hundred trainings; the runner drops the results of a replaced job.
        self._refeaturize = QTimer(self, singleShot=True, interval=250,
                                   timeout=self._start_features)
        self._reevaluate = QTimer(self, singleShot=True, interval=250,
                                  timeout=self._start_evaluation)
        for box in self.checks.values():
            box.toggled.connect(lambda _: self._refeaturize.start())
        for box in (self.stemmer_combo, self.ngram_combo, self.unknown_combo,
                    self.headers_combo):
            box.currentTextChanged.connect(lambda _: self._refeaturize.start())
        self.min_df_spin.valueChanged.connect(lambda _: self._refeaturize.start())
        for w in (self.c_spin, self.test_spin, self.k_spin, self.seed_spin):
            w.valueChanged.connect(lambda _: self._reevaluate.start())
        self.alpha_slider.valueChanged.connect(self._alpha_moved)
        self.scheme_combo.currentTextChanged.connect(lambda _: self._reevaluate.start())
        self.discriminative_check.toggled.connect(lambda _: self._reevaluate.start())
        self.positive_combo.currentTextChanged.connect(lambda _: self._positive_changed())
        self.open_button.clicked.connect(self.open_dialog)
        self.open_file_button.clicked.connect(self._open_file_dialog)
        self.sample_button.clicked.connect(lambda: self.open_path(SAMPLE))
        self.save_button.clicked.connect(self._save_filter_dialog)
        self.load_button.clicked.connect(self._load_filter_dialog)
        self.jobs.runner.state_changed.connect(self._on_state)

    # -- settings ---------------------------------------------------------------------------
    def alpha(self):
        return alpha_of(self.alpha_slider.value())

    def C(self):
        return float(self.c_spin.value())

    def headers(self):
        return HEADERS[self.headers_combo.currentText()]

    def options(self):
        return dict(ngram_range=NGRAMS[self.ngram_combo.currentText()],
                    stemmer=STEMMERS[self.stemmer_combo.currentText()],
                    unknown=UNKNOWN[self.unknown_combo.currentText()],
                    min_df=self.min_df_spin.value(),
                    **{k: box.isChecked() for k, box in self.checks.items()})

    def settings(self):
        return dict(alpha=self.alpha(), C=self.C(), scheme=self.scheme_combo.currentText(),
                    test_share=self.test_spin.value() / 100, k=self.k_spin.value(),
                    seed=self.seed_spin.value(), positive=self.positive_label(),
                    discriminative=self.discriminative_check.isChecked())

    def positive_label(self):
        return self.positive_combo.currentText()

    def _alpha_moved(self, _):
        self.alpha_label.setText(f"α = {self.alpha():.3g}")
        self._reevaluate.start()

    # -- jobs -------------------------------------------------------------------------------
    @property
    def busy(self):
        """A read, count or evaluation is running."""
        return self.jobs.busy

    def _start(self, job, message, handler):
        """Run ``job`` on the worker; its result goes to ``handler`` (a running job is
        replaced, and its result dropped)."""
        self._handler = handler
        self.jobs.start(job, message)

    def _deliver(self, result):
        self._handler(result)

    def _on_state(self, state):
        if state in ("cancelled", "failed") and not self.jobs.busy:
            self._loading = None     # nothing is being read any more; the shown corpus stays

    # -- loading ----------------------------------------------------------------------------
    def open_path(self, path):
        """Open a corpus (folder or CSV/TSV), a saved filter (.npz) or one e-mail to explain."""
        path = Path(path)
        if path.suffix.lower() == ".npz":
            return self.load_filter(path)
        if path.is_file() and path.suffix.lower() not in _TABLES and _is_email(path):
            self._start(email_job(path), f"Reading {path.name}…", self.explain_text)
            return True
        self._loading = path
        self._read()
        return True

    def _read(self):
        self._start(load_job(self._loading, self.headers(), self.options()),
                    f"Reading {self._loading.name}…", self._set_corpus)

    def explain_text(self, text):
        """Show ``text`` in the Explain view and classify it."""
        self.explain_view.editor.setPlainText(text)
        self.views.setCurrentWidget(self.explain_view)
        self.explain_view.explain_text()

    def _start_features(self):
        """New preprocessing: a corpus being read is read again with it (never dropped for the
        old one); otherwise the shown corpus is counted again."""
        self._refeaturize.stop()
        if self._loading is not None and self.jobs.busy:
            self._read()
        elif self.corpus is not None:
            corpus = self.corpus
            if corpus.headers != self.headers():
                corpus = corpus.with_headers(self.headers())
            self._start(features_job(corpus, self.options()), "Counting terms…",
                        self._set_features)

    def _start_evaluation(self):
        self._reevaluate.stop()
        if self.corpus is None or self.features is None:
            return
        if self.jobs.busy and self._handler in (self._set_corpus, self._set_features):
            return      # new features are coming; their evaluation reads the settings then
        self._start(evaluation_job(self.corpus, self.features, self.settings()),
                    "Training…", self._set_evaluation)

    def _set_corpus(self, result):
        self._path, self._loading = self._loading, None
        self._show_corpus(result.corpus)
        self._set_features(result, new_corpus=True)

    def _set_features(self, result, new_corpus=False):
        before = ""
        if self.features is not None and not new_corpus:
            before = f" (was {self.features.X.shape[1]:,})"
        self.corpus, self.features = result.corpus, result.features
        # the old split's rows and filters belong to the old features: drop them until the new
        # evaluation brings its own (a view stepping meanwhile would index the wrong rows)
        self.split, self.filters = None, {}
        self.corpus_view.set_corpus(result.corpus, result.overview)
        self.choosing_view.features_changed()
        self.vocab_label.setText(f"vocabulary: <b>{result.features.X.shape[1]:,}</b> "
                                 f"features{before}")
        self.features_box.set_summary(
            f"{self.ngram_combo.currentText()}, {self.stemmer_combo.currentText()}, "
            f"{self.alpha_label.text()}, {self.scheme_combo.currentText()}; "
            f"{result.features.X.shape[1]:,} features")
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
        if corpus.problems:           # this action's outcome replaces the last message
            shown = "; ".join(p.rstrip(".") for p in corpus.problems[:3])
            more = f" (and {len(corpus.problems) - 3} more)" if len(corpus.problems) > 3 else ""
            self.messages.warning(f"Read {name}; {len(corpus.problems)} file(s) skipped or "
                                  f"repaired: {shown}{more}. The Corpus view lists them all.")
        else:
            self.messages.info(f"Read {name}: {len(corpus):,} messages.")

    def _set_evaluation(self, study):
        self.filters, self.split = study.filters, study.split
        if self.messages.kind == "error":
            self.messages.clear_message()        # an old error no longer applies
        evaluations = study.evaluations
        positive = list(next(iter(evaluations.values())).classes).index(self.positive_label())
        self.evaluation_view.set_evaluations(
            evaluations, positive, study.curves if positive == study.positive else None)
        self.explain_view.set_filters(study.filters, study.documents)
        self.informative_view.set_filters(study.filters)
        for view in (self.selection_view, self.discriminative_view,
                     self.softmax_view):
            view.invalidate()

    def _positive_changed(self):
        ev = self.evaluation_view
        if ev.evaluations:
            classes = list(next(iter(ev.evaluations.values())).classes)
            ev.set_evaluations(ev.evaluations, classes.index(self.positive_label()))
        for view in (self.selection_view, self.discriminative_view):
            view.invalidate()

    # -- filters ----------------------------------------------------------------------------
    def current_filter(self):
        return self.filters.get(self.explain_view.model_combo.currentText())

    def save_filter(self, path):
        """Write the filter chosen in Explain to exactly ``path`` and say so."""
        f = self.current_filter()
        if f is None:
            raise DataError("no filter trained yet; load a corpus first")
        f.save(path)
        self.messages.info(f"Saved the {f.model} filter ({len(f.vectorizer.feature_names_):,} "
                           f"features) to {Path(path).name}.")

    def _save_filter_dialog(self):
        if self.current_filter() is None:
            self.messages.error("No filter to save yet: load a corpus first, the filter is "
                                "trained on it.")
            return
        save_with_dialog(self, self.messages, "Save filter", "filter.npz",
                         "Spam filter (*.npz)", self.save_filter)

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
        path = ask_folder(self, "Open corpus folder", SAMPLE.parent)
        if path:
            self.open_path(path)

    def _open_file_dialog(self):
        path = ask_open_file(self, "Open corpus table, filter or e-mail",
                             "Corpus or filter (*.csv *.tsv *.txt *.npz *.eml);;All files (*)")
        if path:
            self.open_path(path)

    def _load_filter_dialog(self):
        path = ask_open_file(self, "Load filter", "Spam filter (*.npz)")
        if path:
            self.load_filter(path)

    def shutdown(self):
        self._refeaturize.stop()
        self._reevaluate.stop()
        self.maxent_view.shutdown()
        cancel_all(self)


def _is_email(path):
    """A single e-mail (not an mbox): read it in Explain rather than as a corpus."""
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return False           # the load job reports the unreadable file
    return looks_like_email(head) and not head.startswith(b"From ")
