"""The Normalize view: case folding with exceptions, three stemmers and lemma + Penn tag side
by side, computed on a worker."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout

from ...widgets.forms import button, named
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs import normalize_job
from .views import StopWhenHidden

COLUMNS = ["token", "count", "folded", "porter", "snowball", "lancaster", "lemma", "tag",
           "recovered"]


class NormalizeView(StopWhenHidden, LazyView):
    """Case folding with exceptions, three stemmers and lemma+tag side by side."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("normalize_view")
        self.messages = messages
        self.counts = None
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="normalize",
                              kept="the table shown is kept")
        self.layout().insertWidget(1, self.panel)
        self.apply_button.clicked.connect(self.refresh)

    def _build(self):
        self.keep_edit = named(QLineEdit("US; General Motors; IT"), "keep_edit", "Keep case",
                               "Tokens never lower-cased, separated by ';'")
        self.acronym_check = named(QCheckBox("keep acronyms (US ≠ us)"), "acronym_check",
                                   "Keep acronyms", "Leave words of two or more capitals as "
                                   "they are")
        self.acronym_check.setChecked(True)
        self.apply_button = button("normalize_button", "Apply", "Recompute the table")
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.note = QLabel(
            "Lemmas come from LemmInflect (it ships its own English lexicon, so no download is "
            "needed); function words are tagged from a small lexicon (she/PRP, the/DT). 'tag' "
            "is the Penn tag that inflects the lemma back into the token.")
        self.note.setWordWrap(True)
        self.table = DataTable("normalize_table", self, "Search tokens…")
        top = QHBoxLayout()
        top.addWidget(QLabel("Keep"))
        top.addWidget(self.keep_edit, 1)
        top.addWidget(self.acronym_check)
        top.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)

    def set_counts(self, counts):
        self.counts = counts
        self.invalidate()

    def refresh(self):
        if self.counts is None:
            return
        keep = tuple(k.strip() for k in self.keep_edit.text().split(";") if k.strip())
        self.panel.start(normalize_job(self.counts, keep, self.acronym_check.isChecked()),
                         "Normalising…")

    def show_result(self, result):
        rows = result.rows
        data = [[r["token"] for r in rows], result.frequencies] + [
            [r[c] for r in rows] for c in COLUMNS[2:]]
        ok = ["" if r["recovered"] == r["token"].lower() or r["tag"] == "?" else "#fde2e2"
              for r in rows]
        self.table.set_columns(COLUMNS, data, ok)
        self.summary.setText("Vocabulary size: " + " · ".join(
            f"{k} {v:,}" for k, v in result.sizes.items()))
        if not result.wordnet:
            self.note.setText(self.note.text().split(" NLTK's")[0] + " NLTK's WordNet data "
                              "is not installed, so WordNet lemmas are not offered.")
        self.messages.info(f"Normalised the {len(rows):,} most frequent types.")
