"""The Language model view: train n-gram models (n = 1…4) on the loaded text, hold out a share
of its sentences, and compare the smoothings (perplexity, cross-entropy, zero-probability share,
perplexity against n); step the EM for the interpolation λs (views_lm_em.py); then probe a
model and generate with it (views_lm_pages.py).

Training runs as one job on a worker (JobPanel: progress, Cancel); a failed or cancelled run
keeps the models shown."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QLabel, QTabWidget, QVBoxLayout,
                               QWidget)

from engine.text import SMOOTHINGS

from ...plots import palette
from ...widgets.files import ask_open_file, save_with_dialog
from ...widgets.forms import button, double_spin, hsplit, named, spin, vsplit
from ...widgets.jobs import JobPanel, panel_row
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .explain_lm import formula, smoothing_name
from .jobs_lm import load_model_job, save_model_job, train_job
from .texts import Retranslating, set_texts, tr
from .views import StopWhenHidden, takes_the_rest
from .views_lm_em import EmPage
from .views_lm_pages import GeneratePage, ProbePage
from ...i18n import describe
from ... import style


class LanguageModelView(Retranslating, StopWhenHidden, LazyView):
    """Train, compare, probe and generate; ``trained`` carries the new :class:`Trained`."""

    trained = Signal(object)

    def __init__(self, messages, settings, parent=None):
        super().__init__(parent)
        self.setObjectName("lm_view")
        self.messages = messages
        self.settings = settings             # () -> the Tokens view's tokenizer settings
        self.text, self.result = "", None
        self._build_controls()
        self._build_compare()
        self.probe_page = ProbePage(messages, self)
        self.generate_page = GeneratePage(messages, self)
        self.em_page = EmPage(messages, self)
        self._layout()
        self.panel = JobPanel(messages, self.show_result, self, name="lm",
                              kept=lambda: tr("the models shown are kept"))
        self.load_panel = JobPanel(messages, self._on_loaded, self, name="lm_load",
                                   kept=lambda: tr("the models shown are kept"))
        self.save_panel = JobPanel(messages, self._on_saved, self, name="lm_save",
                                   kept=lambda: tr("the model is kept"))
        # the progress bars sit in the page tabs' empty corner: a row of their own (kept while
        # hidden) would push the pages below a 680 px window
        corner = QWidget(self)
        corner.setLayout(panel_row(self.panel, self.load_panel, self.save_panel))
        corner.layout().setContentsMargins(0, 0, 0, 2)
        corner.setMinimumWidth(420)
        self.pages.setCornerWidget(corner, Qt.TopRightCorner)
        self.train_button.clicked.connect(self.refresh)
        self.save_button.clicked.connect(self._save)
        self.load_button.clicked.connect(self._ask_load)
        self.loaded = None
        self.retranslate()

    def _build_controls(self):
        self.order_spin = spin("lm_order_spin", "", "", 1, 4, 4)
        self.heldout_spin = spin("lm_heldout_spin", "", "", 5, 50, 10)
        self.k_spin = double_spin("lm_k_spin", "k", "", 0.001, 10.0, 0.1, 0.05, 3)
        self.discount_spin = double_spin("lm_discount_spin", "d", "", 0.05, 0.95, 0.75, 0.05)
        self.unk_spin = spin("lm_unk_spin", "", "", 1, 100, 1)
        self.lower_check = named(QCheckBox(), "lm_lower_check", "", "")
        self.train_button = button("lm_train_button", "", "")
        self.save_button = button("lm_save_button", "", "")
        self.load_button = button("lm_load_button", "", "")
        self.summary = QLabel("")
        self.summary.setObjectName("lm_summary")
        self.summary.setWordWrap(True)

    def _build_compare(self):
        self.table = DataTable("lm_compare_table", self, "")
        self.plot = pg.PlotWidget()
        style.themed(self.plot)
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        self.plot.setLogMode(False, True)
        self.plot.setMinimumSize(220, 150)
        self.legend = self.plot.addLegend(offset=(-10, 10))
        self.curves = {}
        for i, s in enumerate(SMOOTHINGS):
            pen = pg.mkPen(palette.color(i), width=2)
            self.curves[s] = self.plot.plot([], [], pen=pen, symbol="o", symbolSize=6,
                                            symbolBrush=palette.color(i), name=s)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setObjectName("lm_formulas")

    def _layout(self):
        row = QHBoxLayout()
        self.labels = [QLabel() for _ in range(5)]
        for label, w in zip(self.labels, (self.order_spin, self.heldout_spin, self.k_spin,
                                          self.discount_spin, self.unk_spin)):
            row.addWidget(label)
            row.addWidget(w)
        row.addWidget(self.lower_check)
        row.addStretch(1)
        row.addWidget(self.train_button)
        row.addWidget(self.save_button)
        row.addWidget(self.load_button)
        compare = hsplit(vsplit(self.table, self.note, sizes=[330, 150]), self.plot,
                         sizes=[520, 380])
        self.pages = QTabWidget(self)
        self.pages.setObjectName("lm_pages")
        self.pages.addTab(compare, "Compare")
        self.pages.addTab(self.probe_page, "Probe")
        self.pages.addTab(self.em_page, "EM for λ")
        self.pages.addTab(self.generate_page, "Generate")
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.summary)
        layout.addWidget(self.pages, 1)
        takes_the_rest(self.pages)

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (tr("Orders 1 …"), tr("Held out %"), "k", "d",
                                             tr("UNK below"))):
            label.setText(text)
        for box, name, tip in (
                (self.order_spin, tr("Orders up to"), tr("Fit n-gram models for n = 1 up to "
                                                         "this")),
                (self.heldout_spin, tr("Held out %"), tr("Share of the sentences kept out of "
                                                         "training to measure perplexity")),
                (self.k_spin, "k", tr("Add-k (Lidstone): k added to every count")),
                (self.discount_spin, "d", tr("Kneser–Ney's absolute discount, 0 < d < 1")),
                (self.unk_spin, tr("UNK below"), tr("Training words seen fewer times than this "
                                                    "become <UNK>"))):
            box.setAccessibleName(name)
            box.setToolTip(tip)
        set_texts(self.lower_check, tr("lower-case"), tr("Fold case before counting"))
        set_texts(self.train_button, tr("Train"), tr("Split the text into sentences, tokenize "
                                                     "them, fit every order and smoothing"))
        set_texts(self.save_button, tr("Save model…"), tr("Save the model chosen in Probe "
                                                          "(order and smoothing) as .npz"))
        set_texts(self.load_button, tr("Load model…"), tr("Load a saved model to probe, "
                                                          "generate and correct with"))
        self.table.search.setPlaceholderText(tr("Search models…"))
        self.plot.setTitle(tr("Held-out perplexity against n"))
        self.plot.setLabel("bottom", tr("order n"))
        self.plot.setLabel("left", tr("perplexity (log scale)"))
        for (_, label), s in zip(self.legend.items, SMOOTHINGS):
            label.setText(smoothing_name(s))
        self.note.setText("<br>".join(f"<b>{smoothing_name(s)}</b>: {formula(s)}"
                                      for s in SMOOTHINGS))
        for i, title in enumerate((tr("Compare"), tr("Probe"), tr("EM for λ"), tr("Generate"))):
            self.pages.setTabText(i, title)
        if self.result is not None:
            self.show_result(self.result, quiet=True)
        elif self.loaded is not None:
            self._loaded_summary(self.loaded)
        else:
            self.summary.setText(tr("Train on the loaded text to compare the smoothings."))

    # == training ==========================================================================
    def set_text(self, text):
        self.text = text
        self.invalidate()

    def refresh(self, *_):
        if not self.text.strip():
            self.messages.error(lambda: tr("There is no text yet; open a file or choose a sample "
                                           "first."))
            return
        try:
            settings = self.settings()
        except ValueError as exc:
            self.messages.error(describe(exc))
            return
        self.panel.start(train_job(
            self.text, settings, lowercase=self.lower_check.isChecked(),
            heldout_share=self.heldout_spin.value() / 100,
            orders=tuple(range(1, self.order_spin.value() + 1)), k=self.k_spin.value(),
            discount=self.discount_spin.value(), unk_cutoff=self.unk_spin.value()),
            tr("Training…"))

    def _save(self):
        model = self.probe_page.model()
        if model is None:
            return
        name = f"{model.order}-gram_{model.smoothing}.npz"
        # compressing a large model takes seconds: the file is written on the worker
        save_with_dialog(self, self.messages, tr("Save model"), name, tr("N-gram model (*.npz)"),
                         lambda path: self.save_panel.start(save_model_job(model, path),
                                                            tr("Saving…")))

    def _on_saved(self, saved):
        self.messages.info(lambda: tr("Saved the {n}-gram model ({v:,} words) as {name}."),
                           n=saved.order, v=saved.n_words, name=saved.name)

    def _ask_load(self):
        path = ask_open_file(self, tr("Load model"), tr("N-gram model (*.npz);;All files (*)"))
        if path:
            self.load_model(path)

    def load_model(self, path):
        self.load_panel.start(load_model_job(path), tr("Reading…"))

    def _on_loaded(self, trained):
        """A loaded model replaces the probe's, the generator's and the speller's models; the
        comparison table stays (it belongs to the last training)."""
        (n,) = trained.orders
        self.loaded = trained
        self._loaded_summary(trained)
        self.probe_page.set_models(trained)
        self.generate_page.set_models(trained)
        self.em_page.set_comparison(trained.comparison)     # a saved model keeps no EM run
        self.trained.emit(trained)
        self.messages.info(lambda: tr("Loaded a {n}-gram model."),
                           n=n)

    def _loaded_summary(self, trained):
        (n,) = trained.orders
        model = trained.comparison.models[(n, "kneser_ney")]
        self.summary.setText(tr("Loaded a <b>{n}-gram</b> model: {v:,} words, trained on {t:,} "
                                "tokens. Probe, generate and correct with it; Train again to "
                                "compare smoothings.").format(n=n, v=len(model.vocab_),
                                                              t=model.n_tokens_))

    def show_result(self, result, quiet: bool = False):
        """Fill the table, the plot and the pages from a :class:`Trained` (all at once)."""
        self.result = result
        comp = result.comparison
        rows = comp.rows
        lam = [", ".join(f"{x:.2f}" for x in comp.lambdas.get(r.order, ()))
               if r.smoothing == "interpolated" else "" for r in rows]
        scores = [r.evaluation for r in rows]
        self.table.set_columns(
            ["n", tr("smoothing"), tr("perplexity"), tr("cross-entropy (bits)"),
             tr("zero-prob share"), "λ0…λn"],
            [np.array([r.order for r in rows]), [smoothing_name(r.smoothing) for r in rows],
             np.array([e.perplexity for e in scores]),
             np.array([e.cross_entropy for e in scores]),
             np.array([e.zero_share for e in scores]), lam])
        for s, curve in self.curves.items():        # infinite perplexities are left out
            pts = [(r.order, r.evaluation.perplexity) for r in rows
                   if r.smoothing == s and math.isfinite(r.evaluation.perplexity)]
            curve.setData([float(n) for n, _ in pts], [float(p) for _, p in pts])
        self.plot.getAxis("bottom").setTicks([[(float(n), str(n)) for n in result.orders]])
        best = min((r.evaluation.perplexity, r.order, r.smoothing) for r in rows)
        mle_zero = [r.evaluation.zero_share for r in rows if r.smoothing == "mle"]
        self.summary.setText(tr(
            "Trained on <b>{nt:,}</b> tokens ({st:,} sentences), held out <b>{nh:,}</b> tokens "
            "({sh:,} sentences). Lowest held-out perplexity: <b>{pp:.1f}</b> ({n}-gram, "
            "{name}). Under MLE up to {zero:.0%} of the held-out tokens get probability 0 "
            "(perplexity ∞).").format(
                nt=comp.n_train, st=len(result.train), nh=comp.n_heldout,
                sh=len(result.heldout), pp=best[0], n=best[1], name=smoothing_name(best[2]),
                zero=max(mle_zero, default=0)))
        if quiet:
            return
        self.em_page.set_comparison(comp)
        self.probe_page.set_models(result)
        self.generate_page.set_models(result)
        self.trained.emit(result)
        some = comp.models[(rows[0].order, rows[0].smoothing)]
        unk = float(some.unigram_counts_[1]) / max(comp.n_train, 1)
        if unk > 0.5:
            # a vocabulary of little more than <UNK> predicts <UNK> well: a perplexity near 1
            # that says nothing about the words
            self.messages.warning(lambda: tr(
                "“UNK below {c}” made {u:.0%} of the training words <UNK> (the vocabulary has "
                "{v:,} words): the low perplexities only measure guessing <UNK>. Lower “UNK "
                "below” and train again."),
                                  c=some.unk_cutoff, u=unk, v=len(some.vocab_) - 2)
        else:
            self.messages.info(lambda: tr("Trained {n} models; the lowest held-out perplexity is "
                                          "{p:.1f}."),
                               n=len(rows), p=best[0])
