"""The Probe and Generate pages of the Language model view.

Probe: a context's next-word distribution as bars with the counts and the formula behind each
probability; a sentence word by word (log₂ P and the n-gram each factor used). Generate:
sentences per order by sampling (temperature) or greedy choice, with the longest span copied
from the training sentences highlighted. Every computation is a job on a worker."""
from __future__ import annotations

from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QLabel, QLineEdit, QTextBrowser,
                               QVBoxLayout, QWidget)

from ...plots import palette
from ...widgets.forms import button, double_spin, hsplit, named, spin, vsplit
from ...widgets.jobs import JobPanel, panel_row
from ...widgets.table import DataTable
from .explain_lm import level_html, smoothing_name, words
from .jobs_lm import generate_job, probe_job, sentence_job, typed_job
from .model_chooser import ModelChooser
from .predict_lm import NextWordPredictions
from .texts import Retranslating, set_texts, tr
from ... import style

COPIED = "#ffe08a"          # background of the longest copied span
COPIED_STYLE = f"background:{COPIED}; color:#1e1e1e"    # dark ink on it in either theme


class ProbePage(Retranslating, ModelChooser, QWidget):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("lm_probe_page")
        self.messages = messages
        self.probe = self.scores = self.chosen = None
        self._build_chooser("probe")
        self._build()
        self.layout_page()
        self.next_panel = JobPanel(messages, self.show_probe, self, name="lm_probe",
                                   kept=lambda: tr("the distribution shown is kept"))
        self.sentence_panel = JobPanel(messages, self.show_scores, self, name="lm_sentence",
                                       kept=lambda: tr("the scores shown are kept"))
        self.layout().insertLayout(2, panel_row(self.next_panel, self.sentence_panel))
        self.next_button.clicked.connect(self.run_probe)
        self.context_edit.returnPressed.connect(self.run_probe)
        self.score_button.clicked.connect(self.run_sentence)
        self.sentence_edit.returnPressed.connect(self.run_sentence)
        self.next_table.view.selectionModel().selectionChanged.connect(self._explain_next)
        self.bars.scene().sigMouseClicked.connect(self._on_bars_clicked)
        self.sentence_table.view.selectionModel().selectionChanged.connect(
            self._explain_factor)
        self.predict = NextWordPredictions(self)
        self.retranslate()

    def _build(self):
        self.context_edit = named(QLineEdit("I have a"), "lm_context_edit", "", "")
        self.next_button = button("lm_next_button", "", "")
        self.sentence_edit = named(QLineEdit("He had a cup of strong tea ."), "lm_sentence_edit",
                                   "", "")
        self.score_button = button("lm_score_button", "", "")
        self.bars = pg.PlotWidget()
        style.themed(self.bars)
        self.bars.setMinimumSize(200, 140)
        self.bars.getAxis("bottom").enableAutoSIPrefix(False)
        self.bars.getViewBox().invertY(True)
        self.bar_item = pg.BarGraphItem(x0=[], y=[], height=0.7, width=[],
                                        brush=palette.brush(palette.color(0)))
        self.bars.addItem(self.bar_item)
        self.next_table = DataTable("lm_next_table", self, "")
        self.sentence_table = DataTable("lm_sentence_table", self, "")
        self.formula = QTextBrowser(self)
        self.formula.setObjectName("lm_formula")
        self.labels = [QLabel() for _ in range(4)]

    def retranslate(self) -> None:
        self.retranslate_chooser()
        for label, text in zip(self.labels, (tr("Order"), tr("Smoothing"), tr("Context"),
                                             tr("Sentence"))):
            label.setText(text)
        set_texts(self.context_edit, None, tr("The words before, from the start of a sentence"))
        self.context_edit.setAccessibleName(tr("Context"))
        set_texts(self.next_button, tr("Next words"), tr("The next-word distribution"))
        set_texts(self.sentence_edit, None, tr("A sentence to score word by word"))
        self.sentence_edit.setAccessibleName(tr("Sentence"))
        set_texts(self.score_button, tr("Score"), tr("P(sentence) word by word"))
        self.bars.setLabel("bottom", tr("probability"))
        self.next_table.search.setPlaceholderText(tr("Search words…"))
        self.sentence_table.search.setPlaceholderText(tr("Search words…"))
        self.formula.setAccessibleName(tr("Formula"))
        self.predict.retranslate()
        if self.probe is not None:
            self._title(self.probe)
            self._next_columns(self.probe)
        else:
            self.bars.setTitle(tr("P(w | context): the most probable next words"))
            style.empty_state(self.bars.getPlotItem(), tr("Type a context, then Next words."))
        if self.scores is not None:
            self.show_scores(self.scores, quiet=True)

    def _layout_rows(self):
        first = QHBoxLayout()
        for label, w in zip(self.labels, (self.order_combo, self.smoothing_combo,
                                          self.context_edit)):
            first.addWidget(label)
            first.addWidget(w, 1 if w is self.context_edit else 0)
        first.addWidget(self.next_button)
        second = QHBoxLayout()
        second.addWidget(self.labels[3])
        second.addWidget(self.sentence_edit, 1)
        second.addWidget(self.score_button)
        return first, second

    def layout_page(self):
        first, second = self._layout_rows()
        body = hsplit(vsplit(self.bars, self.sentence_table, sizes=[340, 160]),
                      vsplit(self.next_table, self.formula), sizes=[480, 420])
        layout = QVBoxLayout(self)
        layout.addLayout(first)
        layout.addLayout(second)
        layout.addWidget(body, 1)

    def _context(self):
        """The context as typed, for the question's prompt (the job tokenizes it as the model
        was trained: Korean morphemes are not split on spaces)."""
        return self.typed(self.context_edit.text()).split()

    def run_probe(self):
        model = self.model()
        if model is not None and not self.predict.ask():
            self.next_panel.start(typed_job(self.trained, self.context_edit.text(), probe_job,
                                            "context", model=model), tr("Next words…"))

    def run_sentence(self):
        model = self.model()
        text = self.sentence_edit.text()
        if model is None:
            return
        if not text.strip():
            self.messages.error(lambda: tr("Type a sentence to score first."))
            return
        self.sentence_panel.start(typed_job(self.trained, text, sentence_job, "words",
                                            model=model), tr("Scoring…"))

    def clear_probe(self, sentence: str) -> None:
        """No distribution shown (predict mode waits for the guess): the chart says why."""
        self.probe, self.chosen = None, None
        self.bar_item.setOpts(x0=[], y=[], width=[], height=0.7)
        self.bars.getAxis("left").setTicks([[]])
        style.empty_state(self.bars.getPlotItem(), sentence)
        self.next_table.set_columns([tr("word"), "P(w | h)", tr("count"), tr("context count"),
                                     tr("from order")], [[], [], [], [], []])
        self.formula.clear()

    def show_probe(self, probe):
        self.probe = probe
        style.clear_empty_state(self.bars.getPlotItem())
        counts = [lv.count for lv in self._used(probe)]
        labels = [f"{w} ({c:g})" for w, c in zip(probe.words, counts)]
        self.chosen = 0 if probe.words else None
        self.bar_item.setOpts(x0=np.zeros(len(probe.words)), y=np.arange(len(probe.words)),
                              width=np.array(probe.probs), height=0.7,
                              brushes=self._bar_brushes())
        self.bars.getAxis("left").setTicks([list(enumerate(labels))])
        self._title(probe)
        self.bars.getViewBox().autoRange()
        self._next_columns(probe)
        if probe.words:
            self.next_table.view.selectRow(0)
            self._show_formula(probe.words[0], probe.levels[0])
        if not any(p > 0 for p in probe.probs):
            self.messages.warning(lambda: tr(
                "Under {name} the context “{h}” was never seen, so every next word has "
                "probability 0 (the zero-probability problem): choose a smoothing, or a context "
                "from the text."),
                                  name=smoothing_name(probe.smoothing),
                                  h=" ".join(probe.context[-(probe.order - 1):]))

    @staticmethod
    def _used(probe):
        """The level of the longest n-gram whose context was seen: the one that decided P."""
        return [next((lv for lv in reversed(levels) if lv.kind != "unseen context"), levels[-1])
                for levels in probe.levels]

    def _title(self, probe):
        self.bars.setTitle(tr("P(w | {h}), {n}-gram, {name}").format(
            h=words(probe.context) or "∅", n=probe.order, name=smoothing_name(probe.smoothing)))

    def _next_columns(self, probe):
        used = self._used(probe)
        self.next_table.set_columns(
            [tr("word"), "P(w | h)", tr("count"), tr("context count"), tr("from order")],
            [probe.words, np.array(probe.probs), np.array([lv.count for lv in used]),
             np.array([lv.context_count for lv in used]), np.array([lv.order for lv in used])])

    def _bar_brushes(self):
        """The chosen word's bar in a second colour, so the formula's word is easy to find."""
        n = len(self.probe.words) if self.probe else 0
        return [palette.brush(palette.color(1 if i == self.chosen else 0)) for i in range(n)]

    def _on_bars_clicked(self, ev):
        """A click on a bar (or on its row of the chart) explains that word."""
        if ev.button() != Qt.LeftButton or not self.probe or not self.probe.words:
            return
        vb = self.bars.getViewBox()
        if not vb.sceneBoundingRect().contains(ev.scenePos()):
            return
        at = vb.mapSceneToView(ev.scenePos())
        i = int(round(at.y()))
        if 0 <= i < len(self.probe.words) and abs(at.y() - i) <= 0.4:
            ev.accept()
            self.explain_word(i)

    def explain_word(self, i):
        """Show the working behind the i-th next word and select its row in the table."""
        self.chosen = i
        self.bar_item.setOpts(brushes=self._bar_brushes())
        view, model = self.next_table.view, self.next_table.model
        where = np.flatnonzero(np.asarray(model.order) == i)
        index = self.next_table.proxy.mapFromSource(model.index(int(where[0]), 0)) \
            if len(where) else None
        if index is not None and index.isValid():
            view.selectRow(index.row())                # the selection explains it too
        self._show_formula(self.probe.words[i], self.probe.levels[i])

    def _show_formula(self, word, levels):
        model = self.model()
        if model is not None:
            self.formula.setHtml(level_html(model, word, levels))

    def _explain_next(self, current, _previous=None):
        row = self.next_table.selected_source_row()
        if self.probe is not None and row is not None and row < len(self.probe.words):
            if row != self.chosen:
                self.chosen = row
                self.bar_item.setOpts(brushes=self._bar_brushes())
            self._show_formula(self.probe.words[row], self.probe.levels[row])

    def show_scores(self, result, quiet: bool = False):
        self.scores = result
        s = result.scores
        self.sentence_table.set_columns(
            [tr("word"), tr("as the model sees it"), "log₂ P", tr("n-gram used"), tr("order")],
            [[x.typed for x in s], [x.word for x in s], np.array([x.log2_prob for x in s]),
             [" ".join(x.ngram) for x in s], np.array([x.order for x in s])])
        if not quiet:
            self.messages.info(lambda: tr("log₂ P(sentence) = {t:.2f} over {n} factors (per word "
                                          "{b:.2f} bits)."),
                               t=result.total, n=len(s), b=result.total / max(len(s), 1))

    def _explain_factor(self, current, _previous=None):
        row = self.sentence_table.selected_source_row()
        if self.scores is not None and row is not None and row < len(self.scores.scores):
            self._show_formula(self.scores.scores[row].word, self.scores.levels[row])


class GeneratePage(Retranslating, ModelChooser, QWidget):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("lm_generate_page")
        self.messages = messages
        self._build_chooser("generate")
        self.generated = None
        self.count_spin = spin("lm_count_spin", "", "", 1, 20, 3)
        self.length_spin = spin("lm_length_spin", "", "", 3, 200, 25)
        self.temperature_spin = double_spin("lm_temperature_spin", "", "", 0.05, 5.0, 1.0, 0.1)
        self.greedy_check = named(QCheckBox(), "lm_greedy_check", "", "")
        self.seed_spin = spin("lm_seed_spin", "", "", 0, 99999, 0)
        self.generate_button = button("lm_generate_button", "", "")
        self.output = QTextBrowser(self)
        self.output.setObjectName("lm_generated")
        self.labels = [QLabel() for _ in range(5)]
        self.panel = JobPanel(messages, self.show_generated, self, name="lm_generate",
                              kept=lambda: tr("the sentences shown are kept"))
        row = QHBoxLayout()
        for label, w in zip(self.labels, (self.smoothing_combo, self.count_spin,
                                          self.length_spin, self.temperature_spin)):
            row.addWidget(label)
            row.addWidget(w)
        row.addWidget(self.greedy_check)
        row.addWidget(self.labels[4])
        row.addWidget(self.seed_spin)
        row.addStretch(1)
        row.addWidget(self.generate_button)
        self.note = note = QLabel("")
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(note)
        layout.addWidget(self.panel)
        layout.addWidget(self.output, 1)
        self.generate_button.clicked.connect(self.run)
        self.greedy_check.toggled.connect(lambda on: self.temperature_spin.setEnabled(not on))
        self.retranslate()

    def retranslate(self) -> None:
        self.retranslate_chooser()
        for label, text in zip(self.labels, (tr("Smoothing"), tr("Sentences"), tr("Max words"),
                                             "T", tr("Seed"))):
            label.setText(text)
        for box, name, tip in (
                (self.count_spin, tr("Sentences"), tr("Sentences per order")),
                (self.length_spin, tr("Max words"), tr("Longest sentence generated")),
                (self.temperature_spin, tr("Temperature"),
                 tr("Sample from P^(1/T): below 1 sharper, above 1 flatter")),
                (self.seed_spin, tr("Seed"), tr("Random seed"))):
            box.setAccessibleName(name)
            box.setToolTip(tip)
        set_texts(self.greedy_check, tr("greedy"),
                  tr("Always take the most probable word (no sampling)"))
        set_texts(self.generate_button, tr("Generate"), tr("Generate sentences with every order"))
        self.output.setAccessibleName(tr("Generated sentences"))
        self.note.setText(tr(
            "Every order n of the trained models; the longest run of words copied word for word "
            "from one training sentence is <span style='background:{c}'>highlighted</span>: as "
            "n grows the text gets better, then copies the corpus.").format(
                c=COPIED_STYLE.removeprefix("background:")))
        if self.generated is not None:
            self.show_generated(self.generated)
        else:
            self.output.setHtml("<i>" + tr("Press Generate to sample sentences with every "
                                           "order of the trained models.") + "</i>")

    def run(self):
        if self.trained is None:
            self.messages.error(lambda: tr("Train the models first (Train, above)."))
            return
        models = [(n, self.trained.comparison.models[(n, self.smoothing())])
                  for n in self.trained.orders]
        greedy = self.greedy_check.isChecked()
        self.panel.start(generate_job(models, self.trained.train,
                                      1 if greedy else self.count_spin.value(),
                                      self.length_spin.value(),
                                      0.0 if greedy else self.temperature_spin.value(),
                                      self.seed_spin.value()), tr("Generating…"))

    def show_generated(self, generated):
        self.generated = generated
        html, last = [], None
        for order, ws, (start, length) in generated.rows:
            if order != last:
                html.append("<h4>" + tr("{n}-gram").format(n=order) + "</h4>")
                last = order
            parts = [escape(w) for w in ws]
            if length:
                parts[start] = f"<span style='{COPIED_STYLE}'>" + parts[start]
                parts[start + length - 1] += "</span>"
            share = (tr("{k} of {n} words copied").format(k=length, n=len(ws)) if ws
                     else tr("empty sentence"))
            html.append(f"<p>{' '.join(parts)} <i style='color:#777'>({share})</i></p>")
        self.output.setHtml("".join(html))
