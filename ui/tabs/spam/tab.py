"""The Spam filtering tab: load a labelled corpus, choose the preprocessing, compare the
Bernoulli and multinomial Naive Bayes models (and discriminative ones) on the same split or
k folds, explain single messages, and select features by filter methods.

Every read, count and fit runs on a worker through one JobPanel (progress bar and Cancel): the
tab remembers which handler the running job's result goes to; starting a job replaces the
running one, and a failed or cancelled job leaves everything shown as it was."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QTimer
from PySide6.QtWidgets import QVBoxLayout, QWidget

from engine.spam import looks_like_email

from ... import style
from ...i18n import describe
from ...bindings import signals_blocked
from ...models.spam import SAMPLE as SAMPLE_REF
from ...models.spam import CorpusRef, SpamModel
from ...runner import cancel_all
from ...widgets.collapsible import CollapsibleBox
from ...widgets.drop import FileDropMixin
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...widgets.navigator import Navigator, navigator_layout
from .binding import SpamBinding
from .tab_files import SAMPLE, FilterFiles
from .controls import (
    build_file_controls,
    build_preprocessing,
    build_settings,
    show_params,
)
from .controls import retranslate as retranslate_controls
from .discriminative import DiscriminativeView
from .explain import ExplainView
from .jobs import EmailText, LoadedCorpus, email_job, evaluation_job, features_job, load_job
from .texts import class_name, keyed_combo, select_data, tr
from .studies import SelectionView
from .views import EvaluationView
from .views_estimation import EstimationView
from .views_maxent import MaxEntView
from .views_selection import SelectionStudyView
from .views_softmax import SoftmaxView
from .views_words import CorpusView, InformativeView

_TABLES = (".csv", ".tsv", ".tab", ".txt")


class SpamTab(FilterFiles, FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("spam_tab")
        self.setAccessibleName("Spam filtering")
        self.setAcceptDrops(True)
        # the tab's state (ui/models/spam.py): the jobs' typed results are routed into it
        self.model = SpamModel()
        self.model.add_route(EmailText, "email")
        self.model.add_route(LoadedCorpus, "read")
        self._loading = None                  # the corpus being read (a CorpusRef), if any
        self._in_force = self.model.params    # the parameters of the features and study shown
        self.messages = MessageBar(self, "spam_messages")
        self.jobs = JobPanel(self.messages, self.model.route, self, name="spam",
                             kept=lambda: tr("the current corpus and results are kept"))
        self._build()
        self.binding = SpamBinding(self)
        self._connect()
        self.retranslate()

    # the views read the tab's state through these (it lives in the model)
    @property
    def corpus(self):
        f = self.model.features
        return None if f is None else f.corpus

    @property
    def features(self):
        f = self.model.features
        return None if f is None else f.features

    @property
    def split(self):
        return None if self.model.study is None else self.model.study.split

    @property
    def filters(self):
        return self.model.filters

    def showEvent(self, event):
        super().showEvent(event)
        # The sample is read when the tab is first shown, not at start-up.
        if self.model.features is None and self._loading is None and not self.filters \
                and not self.binding.restoring:
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
        self.features_box = CollapsibleBox(tr("Features and training"), content)
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
        show_params(self, self.model.params)

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
        changed = self.binding.widgets_changed
        for box in list(self.checks.values()) + [self.discriminative_check, self.knn_check]:
            box.toggled.connect(changed)
        for box in (self.stemmer_combo, self.ngram_combo, self.unknown_combo,
                    self.headers_combo, self.scheme_combo, self.positive_combo):
            box.currentIndexChanged.connect(changed)
        for w in (self.min_df_spin, self.c_spin, self.test_spin, self.k_spin, self.seed_spin,
                  self.alpha_slider):
            w.valueChanged.connect(changed)
        self.alpha_slider.valueChanged.connect(
            lambda _: self.alpha_label.setText(f"α = {self.alpha():.3g}"))
        self.evaluation_view.layout_combo.currentIndexChanged.connect(changed)
        self.evaluation_view.threshold_changed = lambda t: setattr(self.model, "threshold", t)
        m = self.model
        m.on_change("params", self._params_changed)
        m.on_change("read", self._corpus_read)
        m.on_change("features", self._set_features)
        m.on_change("study", self._set_evaluation)
        m.on_change("email", lambda e: self.explain_text(e.text))
        self.open_button.clicked.connect(self.open_dialog)
        self.open_file_button.clicked.connect(self._open_file_dialog)
        self.sample_button.clicked.connect(lambda: self.open_path(SAMPLE))
        self.save_button.clicked.connect(self._save_filter_dialog)
        self.load_button.clicked.connect(self._load_filter_dialog)
        self.jobs.runner.state_changed.connect(self._on_state)

    def retranslate(self) -> None:
        retranslate_controls(self)
        box = self.positive_combo
        keyed_combo(box, [box.itemData(i) for i in range(box.count())], class_name)
        self.features_box.set_title(tr("Features and training"))
        self.setAccessibleName(tr("Spam filtering"))
        self._summarise()
        self._show_summary()          # the corpus line names the classes (spam → 스팸)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- settings ---------------------------------------------------------------------------
    def alpha(self):
        return self.model.params.alpha

    def C(self):
        return self.model.params.C

    def options(self):
        return self.model.params.options()

    def settings(self):
        return self.model.params.settings()

    def positive_label(self):
        """The positive class: the corpus's own label (the combo shows it via class_name)."""
        data = self.positive_combo.currentData()
        return str(data) if data is not None else self.positive_combo.currentText()

    def _params_changed(self, new):
        """New parameters: count the terms again, or train again, or only show again."""
        old = self._in_force
        if new.options() != old.options() or new.headers != old.headers:
            self._refeaturize.start()
        elif {**new.settings(), "positive": ""} != {**old.settings(), "positive": ""}:
            self._reevaluate.start()
        else:
            self._in_force = new
            if new.positive != old.positive:
                self._positive_changed()
            self._summarise()

    # -- jobs -------------------------------------------------------------------------------
    @property
    def busy(self):
        """A read, count or evaluation is running."""
        return self.jobs.busy

    def _on_state(self, state):
        if state in ("cancelled", "failed") and not self.jobs.busy:
            self._loading = None     # nothing is being read any more; the shown corpus stays
            self._job = None
            self.binding.job_ended()

    # -- loading ----------------------------------------------------------------------------
    def open_path(self, path):
        """Open a corpus (folder or CSV/TSV), a saved filter (.npz) or one e-mail to explain."""
        path = Path(path)
        if path.suffix.lower() == ".npz":
            return self.load_filter(path)
        if path.is_file() and path.suffix.lower() not in _TABLES and _is_email(path):
            self._job = "email"
            self.jobs.start(email_job(path), tr("Reading {name}…").format(name=path.name))
            return True
        self._loading = CorpusRef(SAMPLE_REF if path == SAMPLE else str(path))
        self._read()
        return True

    def _path_of(self, ref):
        return SAMPLE if ref.is_sample else Path(ref.path)

    def _read(self):
        self._refeaturize.stop()          # the read counts with the parameters in force now
        self._reevaluate.stop()
        path = self._path_of(self._loading)
        params = self._in_force = self.model.params
        self._job = "features"
        self.jobs.start(load_job(path, params.headers, params.options(),
                                 hashed=not self._loading.is_sample),
                        tr("Reading {name}…").format(name=path.name))

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
            params = self._in_force = self.model.params
            corpus = self.corpus
            if corpus.headers != params.headers:
                corpus = corpus.with_headers(params.headers)
            self._before = self.features.X.shape[1]
            self._job = "features"
            self.jobs.start(features_job(corpus, params.options()), tr("Counting terms…"))

    def _start_evaluation(self):
        self._reevaluate.stop()
        if self.corpus is None or self.features is None:
            return
        if self.jobs.busy and self._job == "features":
            return      # new features are coming; their evaluation reads the settings then
        params = self._in_force = self.model.params
        settings = dict(params.settings(), positive=self.positive_label())
        self._job = "evaluation"
        self.jobs.start(evaluation_job(self.corpus, self.features, settings), tr("Training…"))

    _job = None         # what the running job makes: "features", "evaluation" or "email"
    _before = None      # the vocabulary size before the preprocessing changed

    def _corpus_read(self, read):
        """A corpus was read and counted: it is the one on show now."""
        ref = self._loading
        if ref is not None and ref.sha256 and read.sha256 and read.sha256 != ref.sha256:
            self.messages.warning(lambda: tr("{name} changed since the session was saved; it is "
                                             "read as it is now."),
                                  name=Path(ref.path).name)
        self.model.corpus = CorpusRef(ref.path if ref else SAMPLE_REF, read.sha256)
        self._loading = None
        self._before = None
        self._show_corpus(read.features.corpus)
        self.model.route(read.features)

    def _set_features(self, result):
        self.corpus_view.set_corpus(result.corpus, result.overview)
        self.choosing_view.features_changed()
        self._summarise()
        self._job = None
        self._start_evaluation()

    def _summarise(self):
        """The vocabulary label and the folded box's summary, in the language in force."""
        if self.features is None:
            return
        n = self.features.X.shape[1]
        before = self._before
        self.vocab_label.setText(
            tr("vocabulary: <b>{n}</b> features").format(n=f"{n:,}") if before is None else
            tr("vocabulary: <b>{n}</b> features (was {before})").format(
                n=f"{n:,}", before=f"{before:,}"))
        self.features_box.set_summary(tr("{ngrams}, {stemmer}, {alpha}, {scheme}; {n} "
                                         "features").format(
            ngrams=self.ngram_combo.currentText(), stemmer=self.stemmer_combo.currentText(),
            alpha=self.alpha_label.text(), scheme=self.scheme_combo.currentText(),
            n=f"{n:,}"))
        self._show_summary()

    def _show_summary(self):
        corpus = self.corpus
        if corpus is None:
            return
        ref = self.model.corpus
        name = tr("sample corpus") if ref.is_sample else Path(ref.path).name
        counts = ", ".join(f"{class_name(c)} {corpus.labels.count(c):,}" for c in corpus.classes)
        self.summary.setText(tr("<b>{name}</b>: {n} messages — {counts}").format(
            name=name, n=f"{len(corpus):,}", counts=counts))

    def _show_corpus(self, corpus):
        classes = corpus.classes
        ref = self.model.corpus
        name = tr("sample corpus") if ref.is_sample else Path(ref.path).name
        self._show_summary()
        wanted = self.model.params.positive
        with signals_blocked([self.positive_combo]):
            self.positive_combo.clear()
            for c in classes:             # data: the label; shown: spam/ham as the interface's
                self.positive_combo.addItem(class_name(c), str(c))
            spam = [c for c in classes if str(c).lower() == "spam"]
            select_data(self.positive_combo, wanted if wanted in map(str, classes)
                        else str(spam[0] if spam else classes[-1]))
        with self.binding.showing(), self.model.muted():
            self.model.params = self.model.params.replace(positive=self.positive_label())
        self._in_force = self.model.params
        if corpus.problems:           # this action's outcome replaces the last message
            shown = "; ".join(describe(p).rstrip(".") for p in corpus.problems[:3])
            more = len(corpus.problems) - 3
            self.messages.warning(lambda n=len(corpus.problems): tr(
                                      "Read {name}; %n file(s) skipped or repaired: {shown}"
                                      "{more}. The Corpus view lists them all.", "",
                                      n),
                                  name=name, shown=shown,
                                  more=tr(" (and {n} more)").format(n=more) if more > 0 else "")
        else:
            self.messages.info(lambda n=len(corpus): tr("Read {name}: %n message(s).", "", n),
                               name=name)

    def _set_evaluation(self, study):
        if study is None:
            return
        if self.messages.kind == "error":
            self.messages.clear_message()        # an old error no longer applies
        evaluations = study.evaluations
        positive = list(next(iter(evaluations.values())).classes).index(self.positive_label())
        self.evaluation_view.set_evaluations(
            evaluations, positive, study.curves if positive == study.positive else None)
        self.explain_view.set_filters(self.filters, study.documents)
        self.informative_view.set_filters(self.filters)
        for view in (self.selection_view, self.discriminative_view,
                     self.softmax_view):
            view.invalidate()
        self._job = None
        self.binding.study_shown()

    def _positive_changed(self):
        ev = self.evaluation_view
        if ev.evaluations:
            classes = list(next(iter(ev.evaluations.values())).classes)
            ev.set_evaluations(ev.evaluations, classes.index(self.positive_label()))
        for view in (self.selection_view, self.discriminative_view):
            view.invalidate()

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
