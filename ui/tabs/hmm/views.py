"""The trellis view of the HMM tab: forward α, backward β and Viterbi δ for a typed sentence,
filled one column per Step by the engine's own ``iter_viterbi`` / ``iter_forward`` /
``iter_backward`` (the view computes nothing itself). The best path is drawn only when the last
column is done."""
from __future__ import annotations

import csv

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, hbox, hsplit, named
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import StepDriver
from .scene_trellis import TrellisScene

KINDS = ("Viterbi δ", "forward α", "backward β")
DEFAULT_SENTENCE = "Time flies like an arrow ."
FORMULAS = (
    ("δ<sub>t</sub>(j) = max<sub>i</sub> δ<sub>t−1</sub>(i) + log A<sub>ij</sub> + log "
     "B<sub>j</sub>(o<sub>t</sub>)"),
    ("α<sub>t</sub>(j) = log Σ<sub>i</sub> exp(α<sub>t−1</sub>(i) + log A<sub>ij</sub>) + log "
     "B<sub>j</sub>(o<sub>t</sub>)"),
    ("β<sub>t</sub>(i) = log Σ<sub>j</sub> exp(log A<sub>ij</sub> + log B<sub>j</sub>(o<sub>t+1"
     "</sub>) + β<sub>t+1</sub>(j))"),
)


class TrellisView(QWidget):
    """Forward α, backward β and Viterbi δ for a typed sentence, one column per Step."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("trellis_view")
        self.messages = MessageBar(self, "trellis_messages")
        self.sentence_edit = named(QLineEdit(DEFAULT_SENTENCE), "sentence_edit", "Sentence",
                                   "Words separated by spaces")
        self.kind_combo = combo("trellis_combo", "Trellis", "Which recurrence to fill", KINDS)
        self.build_button = button("trellis_button", "Build", "Start a new trellis for the "
                                   "sentence; Step then fills it column by column")
        self.export_button = button("export_trellis_button", "CSV…", "Save the trellis (log "
                                    "values, rows tags, columns words) as CSV")
        self.table = named(QTableWidget(), "trellis_table", "Trellis",
                           "log values; rows are tags, columns positions")
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("trellis_plot")
        self.scene = TrellisScene(self.plot, tip=self._tip, on_click=self._explain)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("trellis_pages")
        self.pages.addTab(self.plot, "Drawing")
        self.pages.addTab(self.table, "Table")
        self.controls = StepControls(self)
        self.controls.seed_spin.setEnabled(False)
        self.explanation = QTextBrowser(self)
        self.explanation.setObjectName("trellis_explanation")
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(hbox((self.sentence_edit, 1), self.kind_combo, self.build_button,
                          self.export_button))
        lv.addWidget(self.messages)
        lv.addWidget(self.pages, 1)
        lv.addWidget(self.controls)
        QVBoxLayout(self).addWidget(hsplit(left, self.explanation, sizes=[800, 350]))
        self.tagger, self.words, self.kind = None, [], 0
        self.driver = StepDriver(self.controls, make_steps=self._steps, on_steps=self._on_steps,
                                 redraw=self.redraw, on_error=self.messages.error, parent=self)
        self.build_button.clicked.connect(self.build)
        self.sentence_edit.returnPressed.connect(self.build)
        self.kind_combo.currentIndexChanged.connect(lambda _: self.build())
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save trellis", "trellis.csv", "CSV (*.csv)", self.export_csv))
        self.table.cellClicked.connect(lambda r, c: self._explain(r, c))

    def set_tagger(self, tagger):
        if tagger is not None and tagger.order != 1:     # a loaded second-order tagger
            self.tagger, self.words = None, []
            self.driver.reset()
            self.table.clear()
            self.scene.setup([], [])
            self.messages.info("The trellis steps a first-order tagger (its states are tags); "
                               "this one is second order (states are tag pairs). Train one in "
                               "the tab to step it.")
            return
        self.tagger = tagger
        self.build()

    def build(self):
        """An empty trellis for the sentence; nothing is computed until Step or Run."""
        if self.tagger is None:
            return
        words = self.sentence_edit.text().split()
        if not words:
            self.messages.error("Type a sentence first.")
            return
        self.words, self.kind = words, self.kind_combo.currentIndex()
        tags = self.tagger.tags_
        t_ = self.table
        t_.clear()
        t_.setRowCount(len(tags))
        t_.setColumnCount(len(words))
        t_.setVerticalHeaderLabels(tags)
        t_.setHorizontalHeaderLabels(words)
        for i in range(len(tags)):
            for j in range(len(words)):
                t_.setItem(i, j, QTableWidgetItem(""))
        self.scene.setup(words, tags)
        unknown = [w for w in words if w not in self.tagger.vocab_]
        note = f" Unknown words ({', '.join(unknown[:5])}) score by shape and suffix." \
            if unknown else ""
        self.messages.info(f"{KINDS[self.kind]}: Step fills one column at a time"
                           f"{' (from the last word back)' if self.kind == 2 else ''}; "
                           f"the result shows when the last column is done.{note}")
        self.explanation.setHtml(f"<p>{FORMULAS[self.kind]}</p><p>Click a filled cell to see "
                                 "its numbers.</p>")
        self.driver.reset()

    def _steps(self):
        if self.tagger is None or not self.words:
            raise ValueError("Train or load a tagger and type a sentence first.")
        it = (self.tagger.iter_viterbi, self.tagger.iter_forward,
              self.tagger.iter_backward)[self.kind]
        return it(self.words)

    def _on_steps(self, batch, start):
        self.redraw()

    def shown(self):
        """The trellis columns filled up to the history slider (position → step)."""
        return {s.position: s for s in self.driver.history[1:self.driver.index() + 1]}

    def redraw(self):
        if self.tagger is None or not self.words or self.table.columnCount() != len(self.words):
            return
        shown = self.shown()
        last = self.driver.current()
        complete = last is not None and last.converged
        best = set()
        if complete and last.path is not None:
            best = {(i, j) for j, i in enumerate(last.path)}
        tags = self.tagger.tags_
        for j in range(len(self.words)):
            step = shown.get(j)
            for i in range(len(tags)):
                item = self.table.item(i, j)
                if step is None:
                    item.setText("")
                    item.setBackground(QBrush(QColor("#f3f3f3")))
                    continue
                v = step.column[i]
                arrow = f" ← {tags[step.back[i]]}" if step.back is not None else ""
                item.setText(f"{v:.2f}{arrow}" if np.isfinite(v) else "−∞")
                item.setBackground(QBrush(QColor("#6cc66c" if (i, j) in best else "#ffffff")))
        self.table.resizeColumnsToContents()
        filling = None
        if last is not None:
            filling = (last.position, last.position + (1 if self.kind == 2 else -1))
        self.scene.draw(shown, len(tags), filling, last.path if complete else None)
        self.controls.set_progress(len(shown), len(self.words))
        if complete:
            self.messages.info(self._summary(last))

    def _summary(self, last):
        if self.kind == 0:
            path = " ".join(f"{w}/{self.tagger.tags_[i]}" for w, i in zip(self.words, last.path))
            return f"Best path (log P = {last.log_prob:.4f}): {path}"
        return (f"log P(O) = {last.log_prob:.6f} from {'α' if self.kind == 1 else 'β'} "
                "(forward and backward give the same value)")

    def export_csv(self, path):
        if self.tagger is None or not self.words:
            raise ValueError("build a trellis first")
        table = (lambda w: self.tagger.viterbi(w)[1], lambda w: self.tagger.forward(w)[0],
                 lambda w: self.tagger.backward(w)[0])[self.kind](self.words)
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["tag"] + self.words)
            for i, tag in enumerate(self.tagger.tags_):
                w.writerow([tag] + [repr(float(v)) for v in table[:, i]])

    def _tip(self, x, y, data):
        """The hovered node's formula with its numbers (plain text for a tooltip)."""
        i, j = data
        step = self.shown().get(j)
        if step is None or self.tagger is None:
            return ""
        t = self.tagger
        tag, w = t.tags_[i], self.words[j]
        e = float(t.emission(w)[i])
        name = ("δ", "α", "β")[self.kind]
        lines = [f"{name}({tag}, {w}) = {step.column[i]:.3f}", f"log B_{tag}({w}) = {e:.3f}"]
        if self.kind == 0 and step.back is not None:
            b = int(step.back[i])
            prev = self.shown().get(j - 1)
            if prev is not None:
                lines.append(f"= δ({t.tags_[b]}, {self.words[j - 1]}) {prev.column[b]:.3f} "
                             f"+ log A({t.tags_[b]}→{tag}) {t.log_trans_[b, i]:.3f} + log B "
                             f"{e:.3f}")
        elif self.kind == 1 and j == 0 or self.kind == 0 and j == 0:
            lines.append(f"= log π({tag}) {t.log_start_[i]:.3f} + log B {e:.3f}")
        return "\n".join(lines)

    def _explain(self, i, j):
        step = self.shown().get(j)
        if step is None or self.tagger is None:
            return
        t = self.tagger
        w, tag = self.words[j], t.tags_[i]
        e = t.emission(w)[i]
        html = [f"<h3>{KINDS[self.kind]} at ({tag}, {w!r})</h3><p>{FORMULAS[self.kind]}</p>"]
        known = w in t.vocab_
        html.append(f"<p>log B<sub>{tag}</sub>({w}) = {e:.3f} "
                    f"({'known word' if known else 'unknown word: from its shape and suffix'})"
                    f"</p><p>value {step.column[i]:.4f}</p>")
        prev = self.shown().get(j - 1)
        if self.kind == 0 and step.back is not None and prev is not None:
            b = int(step.back[i])
            html.append(f"<p>best predecessor {t.tags_[b]}: δ = {prev.column[b]:.3f} + log A = "
                        f"{t.log_trans_[b, i]:.3f} + log B = {e:.3f}</p>")
        self.explanation.setHtml("".join(html))
