"""The Normalize view: case folding with exceptions, three stemmers and lemma + Penn tag side
by side, computed on a worker."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout

from ...widgets.forms import button, named
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs import normalize_job
from .texts import Retranslating, set_texts, tr
from .views import StopWhenHidden

COLUMNS = ["token", "count", "folded", "porter", "snowball", "lancaster", "lemma", "tag",
           "recovered"]
UNRECOVERED = "#fde2e2"     # rows whose lemma + tag does not inflect back into the token


def headers():
    return [tr("token"), tr("count"), tr("folded"), "Porter", "Snowball", "Lancaster",
            tr("lemma"), tr("tag"), tr("recovered")]


class NormalizeView(Retranslating, StopWhenHidden, LazyView):
    """Case folding with exceptions, three stemmers and lemma+tag side by side."""

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("normalize_view")
        self.messages = messages
        self.counts = self.result = None
        self._build()
        self.panel = JobPanel(messages, self.show_result, self, name="normalize",
                              kept=lambda: tr("the table shown is kept"))
        self.layout().insertWidget(1, self.panel)
        self.apply_button.clicked.connect(self.refresh)
        self.retranslate()

    def _build(self):
        self.keep_edit = named(QLineEdit("US; General Motors; IT"), "keep_edit", "", "")
        self.acronym_check = named(QCheckBox(), "acronym_check", "", "")
        self.acronym_check.setChecked(True)
        self.apply_button = button("normalize_button", "", "")
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.table = DataTable("normalize_table", self, "")
        self.keep_label = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.keep_label)
        top.addWidget(self.keep_edit, 1)
        top.addWidget(self.acronym_check)
        top.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)

    def retranslate(self) -> None:
        self.keep_label.setText(tr("Keep"))
        set_texts(self.keep_edit, None, tr("Tokens never lower-cased, separated by ';'"))
        self.keep_edit.setAccessibleName(tr("Keep case"))
        set_texts(self.acronym_check, tr("keep acronyms (US ≠ us)"),
                  tr("Leave words of two or more capitals as they are"))
        set_texts(self.apply_button, tr("Apply"), tr("Recompute the table"))
        self.table.search.setPlaceholderText(tr("Search tokens…"))
        self._show_note()
        if self.result is not None:
            self.show_result(self.result, quiet=True)

    def _show_note(self):
        note = tr("Lemmas come from LemmInflect (it ships its own English lexicon, so no "
                  "download is needed); function words are tagged from a small lexicon "
                  "(she/PRP, the/DT). 'tag' is the Penn tag that inflects the lemma back into "
                  "the token.")
        if self.result is not None and not self.result.wordnet:
            note += " " + tr("NLTK's WordNet data is not installed, so WordNet lemmas are not "
                             "offered.")
        self.note.setText(note)

    def set_counts(self, counts):
        self.counts = counts
        self.invalidate()

    def refresh(self):
        if self.counts is None:
            return
        keep = tuple(k.strip() for k in self.keep_edit.text().split(";") if k.strip())
        self.panel.start(normalize_job(self.counts, keep, self.acronym_check.isChecked()),
                         tr("Normalising…"))

    def show_result(self, result, quiet: bool = False):
        self.result = result
        rows = result.rows
        data = [[r["token"] for r in rows], result.frequencies] + [
            [r[c] for r in rows] for c in COLUMNS[2:]]
        ok = ["" if r["recovered"] == r["token"].lower() or r["tag"] == "?" else UNRECOVERED
              for r in rows]
        self.table.set_columns(headers(), data, ok)
        names = {"original": tr("original"), "case-folded": tr("case-folded"),
                 "porter": "Porter", "snowball": "Snowball", "lancaster": "Lancaster"}
        self.summary.setText(tr("Vocabulary size: {sizes}").format(sizes=" · ".join(
            f"{names.get(k, k)} {v:,}" for k, v in result.sizes.items())))
        self._show_note()
        if not quiet:
            self.messages.info(lambda n=len(rows): tr(
                                   "Normalised the %n most frequent type(s).", "", n))
