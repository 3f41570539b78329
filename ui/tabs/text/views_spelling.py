"""The Spelling view: noisy-channel correction of a typed word. Candidates within the maximum
edit distance (the Edit distance view's costs) are ranked by P(w | context) · P(x | w), with the
language model of the Language model view and a channel from the edit costs or from a loaded
confusion-count table; each candidate's alignment opens in the Edit distance view."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...widgets.files import ask_open_file
from ...widgets.forms import button, combo, double_spin, named
from ...widgets.jobs import JobPanel, panel_row
from ...widgets.table import DataTable
from .jobs import alignment_text
from .jobs_lm import confusion_job, spelling_job
from .views_lm_pages import ModelChooser

CHANNELS = ("edit costs: p_edit^distance", "confusion table")
EXPLANATION = (
    "<b>Noisy channel</b>: the writer meant w, the channel turned it into the typed x; choose "
    "ŵ = argmax<sub>w</sub> P(w | context) · P(x | w) over the vocabulary words within the "
    "maximum distance. P(x | w) = p_edit<sup>d(w, x)</sup> with d under the Edit distance "
    "view's costs, or the product of the confusion table's P(edit) over the edits of an optimal "
    "alignment (Kernighan, Church &amp; Gale 1990: with rows such as delete,xy,x each edit is "
    "conditioned on the character before it: del[x,y]/count[xy], ins[x,y]/count[x], "
    "sub[x,y]/count[y], trans[x,y]/count[xy]). Change the context to see the ranking move: "
    "“I have a pxn” vs “a safety pxn”.")


class SpellingView(ModelChooser, QWidget):
    """``alignment_requested(candidate, typed)`` asks the tab to show the alignment."""

    alignment_requested = Signal(str, str)

    def __init__(self, messages, costs, parent=None):
        super().__init__(parent)
        self.setObjectName("spelling_view")
        self.messages = messages
        self.costs = costs                 # () -> (insert, delete, substitute)
        self.result, self.channel, self.channel_name = None, None, ""
        self._build_chooser("spelling")
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="spelling",
                              kept="the candidates shown are kept")
        self.file_panel = JobPanel(messages, self._on_confusion, self, name="confusion",
                                   kept="the channel in use is kept")
        self.layout().insertLayout(3, panel_row(self.panel, self.file_panel))
        self.correct_button.clicked.connect(self.run)
        self.word_edit.returnPressed.connect(self.run)
        self.context_edit.returnPressed.connect(self.run)
        self.load_button.clicked.connect(self._ask_confusion)
        self.align_button.clicked.connect(self._request_alignment)
        self.table.view.doubleClicked.connect(lambda _: self._request_alignment())

    def _build(self):
        self.word_edit = named(QLineEdit("pxn"), "spelling_word_edit", "Typed word",
                               "The misspelt word x")
        self.context_edit = named(QLineEdit("I have a"), "spelling_context_edit", "Context",
                                  "The words before it in the sentence")
        self.distance_spin = double_spin("spelling_distance_spin", "Max distance", "Candidates "
                                         "at most this far (edit costs)", 0.0, 10.0, 2.0, 0.5)
        self.p_edit_spin = double_spin("spelling_p_edit_spin", "p_edit", "Probability of one "
                                       "unit of edit cost", 0.0001, 1.0, 0.01, 0.005, 4)
        self.channel_combo = combo("spelling_channel_combo", "Channel", "Where P(x | w) comes "
                                   "from", CHANNELS)
        self.load_button = button("confusion_button", "Confusion table…", "Load a CSV of "
                                  "op,from,to,count rows (substitute/delete/insert)")
        self.correct_button = button("correct_button", "Correct", "Rank the candidates")
        self.align_button = button("show_alignment_button", "Show alignment",
                                   "Open the selected candidate's alignment in the Edit "
                                   "distance view")
        self.table = DataTable("spelling_table", self, "Search candidates…")
        note = QLabel(EXPLANATION)
        note.setWordWrap(True)
        first = QHBoxLayout()
        for label, w in (("Typed", self.word_edit), ("after", self.context_edit),
                         ("Order", self.order_combo), ("Smoothing", self.smoothing_combo)):
            first.addWidget(QLabel(label))
            first.addWidget(w, 1 if isinstance(w, QLineEdit) else 0)
        first.addWidget(self.correct_button)
        second = QHBoxLayout()
        for label, w in (("Max distance", self.distance_spin), ("Channel", self.channel_combo),
                         ("p_edit", self.p_edit_spin)):
            second.addWidget(QLabel(label))
            second.addWidget(w)
        second.addWidget(self.load_button)
        second.addStretch(1)
        second.addWidget(self.align_button)
        layout = QVBoxLayout(self)
        layout.addLayout(first)
        layout.addLayout(second)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)

    def run(self):
        model = self.model()
        if model is None:
            return
        word = self.typed(self.word_edit.text().strip())
        if not word:
            self.messages.error("Type the misspelt word first.")
            return
        channel = None
        if self.channel_combo.currentIndex() == 1:
            if self.channel is None:
                self.messages.error("Load a confusion table first (Confusion table…), or "
                                    "choose the edit-cost channel.")
                return
            channel = self.channel
        context = self.typed(self.context_edit.text()).split()
        self.panel.start(spelling_job(word, model, context, self.distance_spin.value(),
                                      self.costs(),
                                      self.p_edit_spin.value(), channel), "Correcting…")

    def show_result(self, result):
        self.result = result
        c = result.candidates
        self.table.set_columns(
            ["rank", "candidate w", "distance", "P(w | context)", "P(x | w)", "score",
             "alignment w / x"],
            [np.arange(1, len(c) + 1), [x.word for x in c], np.array([x.distance for x in c]),
             np.array([x.p_word for x in c]), np.array([x.p_channel for x in c]),
             np.array([x.score for x in c]), [alignment_text(x.alignment) for x in c]])
        if c:
            self.table.view.selectRow(0)
            ctx = " ".join(result.context) or "the start of a sentence"
            self.messages.info(f"“{result.word}” after “{ctx}”: best “{c[0].word}” "
                               f"({len(c)} candidate(s)).")
        else:
            self.messages.warning(f"No vocabulary word is within {self.distance_spin.value():g}"
                                  f" of “{result.word}”; raise the maximum distance.")

    def _request_alignment(self):
        row = self.table.selected_source_row()
        if self.result is None or row is None:
            self.messages.error("Correct a word and select a candidate first.")
            return
        self.alignment_requested.emit(self.result.candidates[row].word, self.result.word)

    def _ask_confusion(self):
        path = ask_open_file(self, "Confusion counts", "CSV (*.csv *.txt);;All files (*)")
        if path:
            self.load_confusion(path)

    def load_confusion(self, path):
        self.file_panel.start(confusion_job(path), "Reading…")

    def _on_confusion(self, conf):
        self.channel, self.channel_name = conf.channel, conf.name
        self.channel_combo.setCurrentIndex(1)
        if getattr(conf.channel, "kcg", False):
            self.messages.info(
                f"Channel from {conf.name}: Kernighan, Church & Gale's, each edit conditioned "
                f"on the character before it ({len(conf.channel.contextual):,} edits with "
                "context; the rest context-free or p_edit).")
        else:
            self.messages.info(f"Channel from {conf.name}: {len(conf.channel):,} edits.")
