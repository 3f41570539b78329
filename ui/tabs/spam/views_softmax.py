"""The Spam tab's Softmax view: MaxEnt classification = multinomial logistic regression
(engine.linear.SoftmaxRegression) on the loaded corpus's split, for any number of classes
(the built-in 4-class sample, or a folder with a sub-folder per class). Gradient descent,
L-BFGS or Newton–CG, stepped with the loss per iteration; the feature functions f(x, y) of a
held-out message; the heaviest words of every class; and multinomial Naive Bayes on the same
split beside it."""
from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import resources
from engine import DataError
from engine.linear import SoftmaxRegression
from engine.spam import explain_row, top_words

from ...i18n import mark_data
from ...plots.history_plot import HistoryPlot
from ...widgets.forms import button, combo, double_spin, hbox, hsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import BuiltOnShow, LazyView
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from ...widgets.table import DataTable
from .controls import keep_space
from .jobs import softmax_data_job, softmax_report_job, softmax_steps
from .loss_gaps import draw_loss_gaps
from .texts import class_name, model_name, tr

SOLVERS = {"L-BFGS": "lbfgs", "Newton–CG": "newton", "gradient descent": "gd"}


def solver_names() -> dict:
    """The solvers' names in the language in force → the engine's keys."""
    return {"L-BFGS": "lbfgs", "Newton–CG": "newton", tr("gradient descent"): "gd"}
MAX_ITER = {"lbfgs": 500, "newton": 100, "gd": 5000}
SAMPLE_CLASSES = resources.path("mail_topics")   # the built-in 4-class mail sample
TOP_WORDS = 12
MESSAGES_LISTED = 300
WEIGHTS_BUDGET = 150e6      # bytes of per-step weights a run keeps (engine-side thinning)


class SoftmaxView(BuiltOnShow, DrivenView, LazyView):
    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("softmax_view")
        self.tab, self.messages = tab, tab.messages
        self.data = self.model = None
        self._summary = ""
        self.runs = {}
        self._shown = None
        self.jobs = JobPanel(self.messages, self._set_data, self, name="softmax_data",
                             kept=lambda: tr("the previous split is kept"))
        self.report_jobs = JobPanel(self.messages, self._set_scores, self, name="softmax_report",
                                    kept=lambda: tr("the previous comparison is kept"))
        self.driver = None              # the view is made when first shown

    def build(self):
        """Made on first show (a plot and three tables are not worth paying for when the Spam
        tab opens on another view); LazyView's refresh comes after."""
        self.sample_button = button("softmax_sample_button", "4-class sample", "")
        self.open_button = button("softmax_open_button", "Open folder…", "")
        self.solver_combo = combo("softmax_solver_combo", "Solver", "", ())
        for key, value in SOLVERS.items():
            self.solver_combo.addItem(key, value)
        self.c_spin = double_spin("softmax_c_spin", "C", "", 0.01, 10_000, 10.0, 1.0)
        self.status = QLabel("")
        self.status.setObjectName("softmax_status")
        self.status.setWordWrap(True)
        self._curve_timer = QTimer(self, singleShot=True, interval=200,
                                   timeout=self._draw_curves)
        self.curve = HistoryPlot(self)
        # both axes logarithmic: L-BFGS's tens of steps and gradient descent's thousands on
        # one plot
        self.curve.top.setLogMode(x=True, y=True)
        self.controls = StepControls(self)
        self._build_pages()
        self._build()
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=lambda batch, start: self._new_steps(),
                                 redraw=self.redraw, on_error=self.messages.error,
                                 on_reset=self._forget, on_finished=self._finished,
                                 parent=self)
        self._connect()
        self.retranslate()

    def retranslate(self):
        if self.driver is None:          # not built yet: it is built in the language in force
            return
        names = solver_names()
        for i in range(self.solver_combo.count()):
            self.solver_combo.setItemText(i, next(n for n, v in names.items()
                                                  if v == self.solver_combo.itemData(i)))
        for widget, text, tip in (
                (self.sample_button, tr("4-class sample"), tr(
                    "Read the built-in sample with four classes (replaces the loaded corpus "
                    "in every view)")),
                (self.open_button, tr("Open folder…"), tr(
                    "A folder with a sub-folder per class (any number of classes)"))):
            widget.setText(text)
            widget.setToolTip(tip)
        self.solver_combo.setToolTip(tr("How the loss is minimised"))
        self.c_spin.setToolTip(tr("Weight of the data term; ½‖W‖² is the Gaussian prior "
                                  "(larger C: weaker prior)"))
        self.message_combo.setToolTip(tr("A held-out message whose feature functions are "
                                         "shown"))
        self.curve.set_title(tr("L(W) − L*  (log scale)"))
        self.curve.top.setLabel("bottom", tr("iteration (log scale)"))
        for label, text in zip(self._labels, (tr("Held-out message"), tr("Solver"))):
            label.setText(text)
        for i, text in enumerate((tr("Top words per class"), tr("f(x, y) of a message"),
                                  tr("vs multinomial NB"))):
            self.pages.setTabText(i, text)
        for table, text in ((self.top_table, tr("Search words…")),
                            (self.features_table, tr("Search features…"))):
            table.search.setPlaceholderText(text)
        if self.data is not None:
            self._summarise()
            if getattr(self, "_scores", None) is None:     # the status still says so
                self.status.setText(tr("{summary} Step or Run to train.").format(
                    summary=self._summary))
        if getattr(self, "_scores", None) is not None:    # the comparison's words too
            self._set_scores(self._scores)
        self.redraw()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- construction -----------------------------------------------------------------------
    def _build_pages(self):
        self._labels = [QLabel(), QLabel()]
        self.top_table = DataTable("softmax_top_words", self, "")
        # the held-out messages' own words ("[label] text"): the student's data
        self.message_combo = mark_data(combo("softmax_message_combo", "Message", "", ()))
        self.message_combo.setMinimumContentsLength(20)
        self.features_table = DataTable("softmax_features_table", self, "")
        self.features_note = QLabel("")
        self.features_note.setObjectName("softmax_features_note")
        self.features_note.setWordWrap(True)
        self.compare_table = DataTable("softmax_compare_table", self)
        self.compare_table.search.setVisible(False)
        self.compare_note = QTextBrowser(self)
        self.compare_note.setObjectName("softmax_compare_note")
        features = QWidget()
        fv = QVBoxLayout(features)
        fv.setContentsMargins(0, 0, 0, 0)
        fv.addLayout(hbox(self._labels[0], (self.message_combo, 1)))
        fv.addWidget(self.features_note)
        fv.addWidget(self.features_table, 1)
        compare = QWidget()
        cv = QVBoxLayout(compare)
        cv.setContentsMargins(0, 0, 0, 0)
        cv.addWidget(self.compare_table, 1)
        cv.addWidget(self.compare_note, 1)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("softmax_pages")
        self.pages.addTab(self.top_table, "")
        self.pages.addTab(features, "")
        self.pages.addTab(compare, "")

    def _build(self):
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.curve, 1)
        lv.addWidget(self.controls)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(hbox(self.sample_button, self.open_button, self._labels[1],
                              self.solver_combo, "C", self.c_spin, (self.status, 1),
                              keep_space(self.jobs), keep_space(self.report_jobs)))
        layout.addWidget(hsplit(left, self.pages, sizes=[560, 700]), 1)

    def _connect(self):
        self.sample_button.clicked.connect(lambda: self.tab.open_path(SAMPLE_CLASSES))
        self.open_button.clicked.connect(self.tab.open_dialog)
        self.solver_combo.currentIndexChanged.connect(lambda _: self.driver.reset())
        self.c_spin.valueChanged.connect(lambda _: self._new_c())
        self.message_combo.currentIndexChanged.connect(lambda _: self._show_features())
        self.pages.currentChanged.connect(lambda _: self.redraw())
        # while running only the loss curve follows the batches; the tables show the step on
        # show once the run pauses or ends (ranking 100,000s of weights per batch, beside a
        # busy worker, froze the window for a second)
        self.driver.runner.state_changed.connect(
            lambda state: state != "running" and self._draw_curves())
        self.sample_button.setEnabled(SAMPLE_CLASSES.is_dir())

    @property
    def solver(self):
        return self.solver_combo.currentData() or "lbfgs"

    # -- data -------------------------------------------------------------------------------
    def refresh(self):
        """A new corpus or split: build its matrices (and multinomial NB) on the worker."""
        tab = self.tab
        if tab.features is None or tab.split is None:
            return
        self.jobs.start(softmax_data_job(tab.features, tab.corpus.labels, tab.split,
                                         tab.alpha()), tr("Preparing the split…"))

    def _set_data(self, data):
        self.data = data
        self.runs.clear()
        self.driver.reset()
        tab = self.tab
        self.message_combo.blockSignals(True)
        self.message_combo.clear()
        for row in data.test_rows[:MESSAGES_LISTED]:
            words = " ".join(tab.corpus.text(int(row)).split()[:10])
            self.message_combo.addItem(f"[{tab.corpus.labels[row]}] {words[:70]}")
        self.message_combo.blockSignals(False)
        self._summarise()
        self.status.setText(tr("{summary} Step or Run to train.").format(summary=self._summary))
        self._scores = None             # the comparison was of the previous data

    def _summarise(self):
        data = self.data
        self._summary = tr("{k} classes ({names}): {train} training, {test} held-out "
                           "messages, {terms} terms.").format(
            k=len(data.classes), names=", ".join(map(class_name, data.classes)),
            train=f"{len(data.y_train):,}", test=f"{len(data.y_test):,}",
            terms=f"{len(data.names):,}")

    def _new_c(self):
        self.runs.clear()
        self.driver.reset()

    # -- the run ----------------------------------------------------------------------------
    def _steps(self):
        if self.data is None:
            raise DataError(tr("Load a corpus first (the 4-class sample or a folder with a "
                               "sub-folder per class): softmax trains on its training part."))
        self.model = SoftmaxRegression(C=self.c_spin.value(), solver=self.solver)
        # checked and prepared (an intercept column on a large matrix) on the worker
        return softmax_steps(self.model, self.data, WEIGHTS_BUDGET)

    def _forget(self):
        self.runs.pop(self.solver, None)
        self.model = None
        self._draw_curves()

    def _finished(self):
        model = self.model
        if model is not None and getattr(model, "coef_", None) is not None:
            self.report_jobs.start(softmax_report_job(model, self.data), tr("Scoring…"))

    def _set_scores(self, scores):
        self._scores = scores
        rows = [(f"Softmax ({self.solver_combo.currentText()})", scores.softmax),
                (model_name("Multinomial NB"), scores.nb)]
        self.compare_table.set_columns(
            [tr("model"), tr("accuracy"), tr("macro P"), tr("macro R"), tr("macro F1")],
            [[name for name, _ in rows], [r.accuracy for _, r in rows],
             [r.macro["precision"] for _, r in rows], [r.macro["recall"] for _, r in rows],
             [r.macro["f1"] for _, r in rows]])
        self.compare_note.setHtml(compare_html(scores, self.data.classes))
        self.status.setText(tr("{summary} Held-out accuracy: softmax {a:.4f}, multinomial NB "
                               "{b:.4f}.").format(summary=self._summary,
                                                  a=scores.softmax.accuracy,
                                                  b=scores.nb.accuracy))

    def _with_weights(self, step):
        """``step`` or, if its weights were thinned away, the nearest step that kept them."""
        if step is None or step.coef is not None:
            return step
        kept = [s for s in self.driver.history if s is not None and s.coef is not None]
        return min(kept, key=lambda s: abs(s.iteration - step.iteration), default=None)

    def _new_steps(self):
        """A batch arrived: record it; while running, the plot follows at most 5 times a
        second (repainting two log axes per batch cost the GUI thread tens of ms each)."""
        steps = self.driver.history[1:]
        if steps:
            self.runs[self.solver] = [s.loss for s in steps]
        self.controls.set_progress(len(steps), MAX_ITER[self.solver])
        if self.driver.runner.state != "running":
            self._draw_curves()
        elif not self._curve_timer.isActive():
            self._curve_timer.start()

    def _draw_curves(self):
        self._curve_timer.stop()
        shown = (self.solver, tuple(self.runs))
        if shown != self._shown:
            self.curve.clear_series()
            self._shown = shown
        draw_loss_gaps(self.curve, self.runs, solver_names(), self.solver)
        self.redraw()

    # -- the step on show -------------------------------------------------------------------
    def redraw(self):
        shown = self.driver.current()
        # the cursor lives in the axis's own (log10) coordinates
        self.curve.set_cursor(np.log10(shown.iteration) if shown else 0.0)
        if self.driver.runner.state == "running":
            return
        step = self._with_weights(shown)
        if step is None or self.data is None:
            self.top_table.set_columns([tr("class"), tr("rank"), tr("word"), tr("weight")],
                                       [[], [], [], []])
            self.features_table.set_columns([tr("feature")], [[]])
            self.features_note.setText(tr("Step or Run: the weights of the step on show "
                                          "appear here."))
            return
        page = self.pages.currentIndex()          # only the page on show: the others on switch
        if page == 0:
            self._show_top_words(step)
        elif page == 1:
            self._show_features()
        if page == 1 and step is not shown:
            self.features_note.setText(tr("(Weights of step {i}: the history keeps those of "
                                          "every few steps only.) ").format(i=step.iteration)
                                       + self.features_note.text())

    def _show_top_words(self, step):
        classes = self.data.classes
        top = top_words(step.coef, classes, self.data.names, TOP_WORDS)
        cls, rank, word, weight = [], [], [], []
        for c, pairs in zip(classes, top):
            for r, (w, value) in enumerate(pairs, 1):
                cls.append(str(c))
                rank.append(r)
                word.append(w)
                weight.append(value)
        self.top_table.set_columns([tr("class"), tr("rank"), tr("word"), tr("weight w(y, j)")],
                                   [cls, rank, word, weight])

    def _show_features(self):
        """f_{j,y}(x, y′) = x_j [y′ = y]: the message's terms in every class's block, each term's
        w_{y,j}·x_j and the scores w_y·x + b_y they add up to, of the step on show."""
        step = self._with_weights(self.driver.current())
        i = self.message_combo.currentIndex()
        if step is None or self.data is None or i < 0:
            return
        e = explain_row(self.data.classes, self.data.names, step.coef, step.intercept,
                        self.data.A_test[i])
        parts = e.weights * e.x                      # (K, terms): w_{y,j} x_j
        order = np.argsort(-np.abs(parts).max(axis=0)) if len(e.x) else np.arange(0)
        classes = [str(c) for c in self.data.classes]
        self.features_table.set_columns(
            [tr("term"), tr("x_j (unit row)")] + [tr("w·f for {c}").format(c=c)
                                                   for c in classes],
            [[e.names[j] for j in order], e.x[order]]
            + [parts[k, order] for k in range(len(classes))])
        self.features_note.setText(features_text(e, classes, self.data.y_test[i]))


def features_text(e, classes, truth):
    """The scores and p(y | x) of the engine's explanation ``e`` (a SoftmaxExplanation)."""
    best = int(np.argmax(e.scores))
    each = ", ".join(f"{escape(c)}: {s:+.3f} (p {q:.3f})"
                     for c, s, q in zip(classes, e.scores, e.proba))
    return tr("Feature functions f<sub>j,y</sub>(x, y′) = x<sub>j</sub>·[y′ = y]: the message's "
              "terms copied into class y's block. score(x, y) = Σ<sub>j</sub> w<sub>y,j</sub> "
              "x<sub>j</sub> + b<sub>y</sub> → {each}. Predicted <b>{best}</b>, true "
              "<b>{truth}</b>.").format(each=each, best=escape(classes[best]),
                                        truth=escape(str(truth)))


def compare_html(scores, classes):
    nb, sm = scores.nb, scores.softmax
    rows = "".join(f"<tr><td>{escape(str(c))}</td><td>{a:.3f}</td><td>{b:.3f}</td></tr>"
                   for c, a, b in zip(classes, sm.f1, nb.f1))
    return (tr("<p>Both trained on the same training part and scored on the same held-out "
               "part (softmax after {n} iterations).</p>").format(n=scores.iterations)
            + "<table cellspacing='6'><tr><th>" + tr("class") + "</th><th>"
            + tr("F1 softmax") + "</th><th>" + tr("F1 multinomial NB") + "</th></tr>"
            + f"{rows}</table>" + softmax_note())


def softmax_note() -> str:
    return tr(
    "<p>p(y | x) = exp(w<sub>y</sub>·x + b<sub>y</sub>) / Σ<sub>y′</sub> exp(w<sub>y′</sub>·x "
    "+ b<sub>y′</sub>): the maximum-entropy model whose feature means match the training data "
    "is the softmax — MaxEnt classification is multinomial logistic regression. The loss is "
    "C Σ<sub>n</sub> −log p(y<sub>n</sub> | x<sub>n</sub>) + ½‖W‖² (the ½‖W‖² is a Gaussian "
    "prior on the weights; the intercepts are not penalised). With two classes it is the "
    "logistic regression with C doubled. Naive Bayes models p(x | y) and counts once; softmax "
    "models p(y | x) and is optimised.</p>")
