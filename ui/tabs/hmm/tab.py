"""The HMM tagging tab: load a tagged corpus, train the HMM tagger, evaluate it against the
most-frequent-tag baseline, and look at the Markov chain, the trellises and Baum–Welch."""
from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtWidgets import (QDoubleSpinBox, QFileDialog, QHBoxLayout, QLabel, QTabWidget,
                               QVBoxLayout, QWidget)

import resources
from engine import Progress
from engine import DataError
from engine.hmm import HMMTagger, read_tagged

from ...runner import AlgorithmRunner
from ...widgets.drop import FileDropMixin
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, named, spin
from ...widgets.messages import MessageBar
from ...widgets.table import DataTable
from .views import BaumWelchView, ChainView, TrellisView

SAMPLE = resources.path("tagged", "sample.txt")
FORMATS = {"detect": None, "word/TAG": "slash", "CoNLL-U": "conllu", "two columns": "columns"}


def _train_job(path, fmt, column, alpha, test_share, seed):
    yield Progress(0, 3, "reading the corpus…")
    problems = []
    corpus = read_tagged(path, fmt, column, problems)
    if len(corpus) < 2:
        raise DataError("The corpus needs at least two sentences (one to train, one to test).")
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(corpus))
    n_test = max(1, int(round(test_share * len(corpus))))
    test = [corpus[i] for i in order[:n_test]]
    train = [corpus[i] for i in order[n_test:]]
    yield Progress(1, 3, f"training on {len(train):,} sentences…")
    tagger = HMMTagger(alpha=alpha).fit(train)
    yield Progress(2, 3, f"tagging {len(test):,} test sentences…")
    report = tagger.evaluate(test)
    tags = tagger.tags_
    index = {t: i for i, t in enumerate(tags)}
    confusion = np.zeros((len(tags), len(tags)), dtype=int)
    for s in test:
        pred = tagger.viterbi([w for w, _ in s])[0]
        for (_, gold), p in zip(s, pred):
            if gold in index:
                confusion[index[gold], index[p]] += 1
    yield corpus, tagger, report, confusion, problems


def _share(x):
    return "—" if x != x else f"{x:.3f}"   # NaN: no such tokens


class HmmTab(FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("hmm_tab")
        self.setAccessibleName("HMM tagging")
        self.setAcceptDrops(True)
        self.runner = AlgorithmRunner(self)
        self.tagger, self.corpus = None, None
        self.messages = MessageBar(self, "hmm_messages")
        self.open_button = button("open_corpus_button", "Open corpus…", "A tagged corpus: "
                                  "word/TAG lines, CoNLL-U, or two columns")
        self.sample_button = button("sample_corpus_button", "Sample corpus",
                                    "The small tagged corpus written for Trellis")
        self.format_combo = combo("format_combo", "Format", "Corpus layout", FORMATS)
        self.column_combo = combo("column_combo", "CoNLL-U column", "Which CoNLL-U tag column",
                                  ("upos", "xpos"))
        self.alpha_spin = named(QDoubleSpinBox(), "alpha_spin", "α",
                                "Add-α smoothing of the start and transition probabilities")
        self.alpha_spin.setRange(0.001, 10)
        self.alpha_spin.setValue(0.1)
        self.test_spin = spin("test_share_spin", "Test %", "Share of sentences held out", 5, 50,
                              10)
        self.cancel_button = button("cancel_corpus_button", "Cancel",
                                    "Stop reading and training")
        self.export_button = button("export_confusion_button", "Confusion CSV…",
                                    "Save the confusion table as CSV")
        self.save_button = button("save_tagger_button", "Save tagger…", "Save the trained tagger")
        self.load_button = button("load_tagger_button", "Load tagger…", "Open a saved tagger")
        self.report = QLabel("")
        self.report.setObjectName("hmm_report")
        self.report.setWordWrap(True)
        self.confusion = DataTable("confusion_table", self, "Search tags…")
        evaluation = QWidget()
        ev = QVBoxLayout(evaluation)
        ev.addWidget(self.report)
        ev.addWidget(QLabel("Confusion (rows: true tag, columns: predicted)"))
        ev.addWidget(self.confusion, 1)
        self.chain_view = ChainView(self)
        self.trellis_view = TrellisView(self)
        self.baum_welch_view = BaumWelchView(self)
        self.views = QTabWidget(self)
        self.views.setObjectName("hmm_views")
        self.views.addTab(evaluation, "Evaluation")
        self.views.addTab(self.chain_view, "Markov chain")
        self.views.addTab(self.trellis_view, "Trellis")
        self.views.addTab(self.baum_welch_view, "Baum–Welch")
        top = QHBoxLayout()
        for w in (self.open_button, self.sample_button, QLabel("Format"), self.format_combo,
                  self.column_combo, QLabel("α"), self.alpha_spin, QLabel("Test %"),
                  self.test_spin, self.cancel_button, self.save_button, self.load_button,
                  self.export_button):
            top.addWidget(w)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.messages)
        layout.addWidget(self.views, 1)
        self.open_button.clicked.connect(self.open_dialog)
        self.sample_button.clicked.connect(lambda: self.open_path(SAMPLE))
        self.save_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save tagger", "tagger.npz", "Tagger (*.npz)", self.save_tagger))
        self.load_button.clicked.connect(self._load_tagger_dialog)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.runner.state_changed.connect(
            lambda state: self.cancel_button.setEnabled(state in ("running", "paused")))
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save confusion", "confusion.csv", "CSV (*.csv)",
            self.confusion.model.write_csv))
        self.runner.steps.connect(self._on_batch)
        self.runner.progress.connect(lambda p: self._on_batch([p]))  # TEMP bridge
        self.runner.failed.connect(lambda m: self.messages.error(
            f"{m} The current tagger is kept."))
        self.open_path(SAMPLE)

    def open_path(self, path):
        """Read and train on a tagged corpus (on a worker thread)."""
        self._path = Path(path)
        self.runner.start(_train_job(path, FORMATS[self.format_combo.currentText()],
                                     self.column_combo.currentText(), self.alpha_spin.value(),
                                     self.test_spin.value() / 100, 0), run=True)
        return True

    def _on_batch(self, batch):
        for item in batch:
            if isinstance(item, Progress):
                self.messages.info(item.message)
                continue
            self.corpus, tagger, report, confusion, problems = item
            if problems:
                self.messages.warning(f"{len(problems)} malformed line(s) skipped: "
                                      + "; ".join(problems[:5]))
            else:
                self.messages.clear_message()
            self._set_tagger(tagger)
            n_tokens = sum(len(s) for s in self.corpus)
            self.report.setText(
                f"<b>{self._path.name}</b>: {len(self.corpus):,} sentences, {n_tokens:,} tokens, "
                f"{len(tagger.tags_)} tags.<br>Held-out accuracy <b>{report['accuracy']:.3f}</b> "
                f"(known words {report['known']:.3f}, unknown words "
                f"{_share(report['unknown'])} on {report['unknown_tokens']} tokens) · "
                "most-frequent-tag baseline "
                f"{report['baseline']:.3f}")
            self.confusion.set_columns(["true \\ predicted"] + tagger.tags_,
                                       [tagger.tags_] + [confusion[:, j] for j in
                                                         range(len(tagger.tags_))])
            self.chain_view.set_corpus(self.corpus)

    def _set_tagger(self, tagger):
        self.tagger = tagger
        self.trellis_view.set_tagger(tagger)

    def save_tagger(self, path):
        if self.tagger is None:
            raise ValueError("no tagger trained yet")
        self.tagger.save(path)

    def _load_tagger_dialog(self):
        path, _ = QFileDialog.getOpenFileName(self, "Load tagger", "", "Tagger (*.npz)")
        if path:
            try:
                self._set_tagger(HMMTagger.load(path))
                self.messages.info(f"Loaded the tagger from {path}.")
            except DataError as exc:
                self.messages.error(f"{exc} The current tagger is kept.")

    def open_dialog(self):
        path, _ = QFileDialog.getOpenFileName(self, "Open tagged corpus", str(SAMPLE.parent),
                                              "Tagged text (*.txt *.conllu *.tsv);;All (*)")
        if path:
            self.open_path(path)

    def shutdown(self):
        for r in (self.runner, self.trellis_view.driver.runner,
                  self.baum_welch_view.driver.runner):
            r.cancel()
