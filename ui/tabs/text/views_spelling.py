"""The Spelling view: noisy-channel correction of a typed word. Candidates within the maximum
edit distance (the Edit distance view's costs) are ranked by P(w | context) · P(x | w), with the
language model of the Language model view and a channel from the edit costs or from a loaded
confusion-count table; each candidate's alignment opens in the Edit distance view."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...widgets.files import ask_open_file
from ...widgets.forms import button, combo, double_spin, named
from ...widgets.jobs import JobPanel, panel_row
from ...widgets.table import DataTable
from .jobs import alignment_text
from .jobs_lm import confusion_job, typed_job
from .jobs_morph import spelling_level_job
from .texts import Retranslating, set_items, set_texts, tr
from .model_chooser import ModelChooser


def explanation() -> str:
    return tr(
        "<b>Noisy channel</b>: the writer meant w, the channel turned it into the typed x; "
        "choose ŵ = argmax<sub>w</sub> P(w | context) · P(x | w) over the vocabulary words "
        "within the maximum distance. P(x | w) = p_edit<sup>d(w, x)</sup> with d under the Edit "
        "distance view's costs, or the product of the confusion table's P(edit) over the edits "
        "of an optimal alignment (Kernighan, Church &amp; Gale 1990: with rows such as "
        "delete,xy,x each edit is conditioned on the character before it: del[x,y]/count[xy], "
        "ins[x,y]/count[x], sub[x,y]/count[y], trans[x,y]/count[xy]). Change the context to see "
        "the ranking move: “I have a pxn” vs “a safety pxn”.")


class SpellingView(Retranslating, ModelChooser, QWidget):
    """``alignment_requested(candidate, typed)`` asks the tab to show the alignment;
    ``models_needed()`` asks it to train the language models (a correction waits for them)."""

    alignment_requested = Signal(str, str)
    models_needed = Signal()

    def __init__(self, messages, costs, parent=None):
        super().__init__(parent)
        self.setObjectName("spelling_view")
        self.messages = messages
        self.costs = costs                 # () -> (insert, delete, substitute)
        self.result, self.channel, self.channel_name = None, None, ""
        self._waiting = False              # a correction asked for before the models existed
        self._build_chooser("spelling")
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="spelling",
                              kept=lambda: tr("the candidates shown are kept"))
        self.file_panel = JobPanel(messages, self._on_confusion, self, name="confusion",
                                   kept=lambda: tr("the channel in use is kept"))
        self.layout().insertLayout(3, panel_row(self.panel, self.file_panel))
        self.correct_button.clicked.connect(self.run)
        self.word_edit.returnPressed.connect(self.run)
        self.context_edit.returnPressed.connect(self.run)
        self.load_button.clicked.connect(self._ask_confusion)
        self.align_button.clicked.connect(self._request_alignment)
        self.table.view.doubleClicked.connect(lambda _: self._request_alignment())
        self.retranslate()

    def _build(self):
        self.word_edit = named(QLineEdit("pxn"), "spelling_word_edit", "", "")
        self.context_edit = named(QLineEdit("I have a"), "spelling_context_edit", "", "")
        self.distance_spin = double_spin("spelling_distance_spin", "", "", 0.0, 10.0, 2.0, 0.5)
        self.p_edit_spin = double_spin("spelling_p_edit_spin", "p_edit", "", 0.0001, 1.0, 0.01,
                                       0.005, 4)
        self.channel_combo = combo("spelling_channel_combo", "", "", ("", ""))
        self.level_combo = combo("spelling_level_combo", "", "", ("character", "jamo"))
        self.load_button = button("confusion_button", "", "")
        self.correct_button = button("correct_button", "", "")
        self.align_button = button("show_alignment_button", "", "")
        self.table = DataTable("spelling_table", self, "")
        self.note = note = QLabel("")
        note.setWordWrap(True)
        self.labels = [QLabel() for _ in range(8)]
        first = QHBoxLayout()
        for label, w in zip(self.labels[:4], (self.word_edit, self.context_edit,
                                              self.order_combo, self.smoothing_combo)):
            first.addWidget(label)
            first.addWidget(w, 1 if isinstance(w, QLineEdit) else 0)
        first.addWidget(self.correct_button)
        second = QHBoxLayout()
        for label, w in zip(self.labels[4:], (self.distance_spin, self.channel_combo,
                                              self.p_edit_spin, self.level_combo)):
            second.addWidget(label)
            second.addWidget(w)
        second.addWidget(self.load_button)
        second.addStretch(1)
        second.addWidget(self.align_button)
        layout = QVBoxLayout(self)
        layout.addLayout(first)
        layout.addLayout(second)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)

    def retranslate(self) -> None:
        self.retranslate_chooser()
        for label, text in zip(self.labels, (tr("Typed"), tr("after"), tr("Order"),
                                             tr("Smoothing"), tr("Max distance"), tr("Channel"),
                                             "p_edit", tr("Units"))):
            label.setText(text)
        set_texts(self.word_edit, None, tr("The misspelt word x"))
        self.word_edit.setAccessibleName(tr("Typed word"))
        set_texts(self.context_edit, None, tr("The words before it in the sentence"))
        self.context_edit.setAccessibleName(tr("Context"))
        self.distance_spin.setToolTip(tr("Candidates at most this far (edit costs)"))
        self.distance_spin.setAccessibleName(tr("Max distance"))
        self.p_edit_spin.setToolTip(tr("Probability of one unit of edit cost"))
        set_items(self.channel_combo, (tr("edit costs: p_edit^distance"), tr("confusion table")))
        set_items(self.level_combo, (tr("characters"), tr("jamo")))
        set_texts(self.level_combo, None, tr("Measure the distance on characters, or on the "
                                             "jamo of Hangul (강 → 감 is one edit)"))
        self.level_combo.setAccessibleName(tr("Units"))
        self.channel_combo.setToolTip(tr("Where P(x | w) comes from"))
        self.channel_combo.setAccessibleName(tr("Channel"))
        set_texts(self.load_button, tr("Confusion table…"),
                  tr("Load a CSV of op,from,to,count rows (substitute/delete/insert)"))
        set_texts(self.correct_button, tr("Correct"), tr("Rank the candidates"))
        set_texts(self.align_button, tr("Show alignment"),
                  tr("Open the selected candidate's alignment in the Edit distance view"))
        self.table.search.setPlaceholderText(tr("Search candidates…"))
        self.note.setText(explanation())
        if self.result is not None:
            self.show_result(self.result, quiet=True)

    def showEvent(self, event):  # noqa: N802 (Qt API)
        super().showEvent(event)
        if self.result is None and not self.panel.busy:
            # the example ("pxn" after "I have a") ranked at once; after the tab has switched
            # views (a switch clears the message bar, where this run speaks)
            QTimer.singleShot(0, self._first_run)

    def _first_run(self):
        if self.isVisible() and self.result is None and not self.panel.busy \
                and not self._waiting:
            self.run()

    def set_models(self, trained):
        super().set_models(trained)
        if self._waiting:
            self._waiting = False
            self.run()

    def run(self):
        if self.trained is None:
            # the models are the Language model view's: have them trained on the loaded
            # text, and correct when they arrive (not "Train, above" on a view with no Train)
            self._waiting = True
            self.messages.info(lambda: tr("Training the language models on the loaded text "
                                          "first…"))
            self.models_needed.emit()
            return
        model = self.model()
        if model is None:
            return
        word = self.typed(self.word_edit.text().strip())
        if not word:
            self.messages.error(lambda: tr("Type the misspelt word first."))
            return
        channel = None
        if self.channel_combo.currentIndex() == 1:
            if self.channel is None:
                self.messages.error(lambda: tr(
                                        "Load a confusion table first (Confusion table…), or "
                                        "choose the edit-cost channel."))
                return
            channel = self.channel
        self.panel.start(typed_job(
            self.trained, self.context_edit.text(), spelling_level_job, "context", word=word,
            model=model, max_distance=self.distance_spin.value(), costs=self.costs(),
            p_edit=self.p_edit_spin.value(), channel=channel, level=self.level()),
            tr("Correcting…"))

    def level(self) -> str:
        """The level of the distance: "character" or "jamo" (the engine's names)."""
        return ("character", "jamo")[max(self.level_combo.currentIndex(), 0)]

    def show_result(self, result, quiet: bool = False):
        self.result = result
        c = result.candidates
        self.table.set_columns(
            [tr("rank"), tr("candidate w"), tr("distance"), "P(w | context)", "P(x | w)",
             tr("score"), tr("alignment w / x")],
            [np.arange(1, len(c) + 1), [x.word for x in c], np.array([x.distance for x in c]),
             np.array([x.p_word for x in c]), np.array([x.p_channel for x in c]),
             np.array([x.score for x in c]), [alignment_text(x.alignment) for x in c]])
        if c:
            self.table.view.selectRow(0)
        if quiet:
            return
        if c:
            ctx = " ".join(result.context) or tr("the start of a sentence")
            self.messages.info(lambda n=len(c): tr(
                                   "“{x}” after “{ctx}”: best “{w}” (%n candidate(s)).", "",
                                   n),
                               x=result.word, ctx=ctx, w=c[0].word)
        else:
            self.messages.warning(lambda: tr(
                                      "No vocabulary word is within {d:g} of “{x}”; raise the "
                                      "maximum distance."),
                                  d=self.distance_spin.value(), x=result.word)

    def _request_alignment(self):
        row = self.table.selected_source_row()
        if self.result is None or row is None:
            self.messages.error(lambda: tr("Correct a word and select a candidate first."))
            return
        self.alignment_requested.emit(self.result.candidates[row].word, self.result.word)

    def _ask_confusion(self):
        path = ask_open_file(self, tr("Confusion counts"),
                             tr("CSV (*.csv *.txt);;All files (*)"))
        if path:
            self.load_confusion(path)

    def load_confusion(self, path):
        self.file_panel.start(confusion_job(path), tr("Reading…"))

    def _on_confusion(self, conf):
        self.channel, self.channel_name = conf.channel, conf.name
        self.channel_combo.setCurrentIndex(1)
        if getattr(conf.channel, "kcg", False):
            self.messages.info(lambda: tr(
                "Channel from {name}: Kernighan, Church & Gale's, each edit conditioned on the "
                "character before it ({n:,} edits with context; the rest context-free or "
                "p_edit)."),
                               name=conf.name, n=len(conf.channel.contextual))
        else:
            self.messages.info(lambda: tr("Channel from {name}: {n:,} edits."),
                               name=conf.name, n=len(conf.channel))
