"""The Morphemes view ([NLP] 1. Linguistics, issue 29): Korean text as morphemes. Each eojeol
(the unit between spaces) split into morphemes with their Sejong tags (학교에서는 = 학교/NNG +
에서/JKB + 는/JX), its stems and its particles and endings; the tags explained; tokens and types
before and after the split. Kiwi is loaded lazily on a worker (the first time about two seconds);
without it the view says how to install the ``korean`` extra and shows what still works: the
eojeols, their counts and their jamo."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout

from engine.text import tag_name

from ... import i18n
from ...widgets.forms import button, hsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs_morph import MORPHEME_CHARS, ROWS, morpheme_job
from .texts import Retranslating, set_texts, tr
from .views import StopWhenHidden


def _morph_text(pairs) -> str:
    return " + ".join(f"{f}/{t}" for f, t in pairs)


class MorphemesView(Retranslating, StopWhenHidden, LazyView):
    """Eojeol → morphemes, the Sejong tags explained, counts before and after."""

    sample_requested = Signal(str)       # the tab opens this sample (the Korean one)

    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("morphemes_view")
        self.messages = messages
        self.text, self.result = "", None
        self.intro = QLabel()
        self.intro.setObjectName("morph_intro")
        self.intro.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setObjectName("morph_summary")
        self.summary.setWordWrap(True)
        self.note = QLabel()                    # why the tables are empty, or Kiwi is missing
        self.note.setObjectName("morph_note")
        self.note.setWordWrap(True)
        self.note.setOpenExternalLinks(False)
        self.sample_button = button("morph_sample_button", "", "")
        self.sample_button.clicked.connect(lambda: self.sample_requested.emit("Korean sample"))
        self.eojeols = DataTable("morph_eojeol_table", self, "")
        self.tags = DataTable("morph_tag_table", self, "")
        self.panel = JobPanel(messages, self.show_result, self, name="morphemes",
                              kept=lambda: tr("the table shown is kept"))
        note_row = QHBoxLayout()
        note_row.addWidget(self.note, 1)
        note_row.addWidget(self.sample_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.panel)
        layout.addWidget(self.summary)
        layout.addLayout(note_row)
        layout.addWidget(hsplit(self.eojeols, self.tags, sizes=[560, 340]), 1)
        self.retranslate()
        self._show_note("")

    # == texts ===========================================================================
    def retranslate(self) -> None:
        self.intro.setText(tr(
            "Korean is agglutinative (교착어): an eojeol, the unit between spaces, is a stem "
            "followed by particles (조사) and endings (어미), so <b>학교에서는</b> = 학교/NNG + "
            "에서/JKB + 는/JX. Counting eojeols counts every combination of a stem and its "
            "particles as a new word; counting morphemes (형태소) counts the words themselves. "
            "Morphemes by Kiwi, tagged with the Sejong tag set."))
        set_texts(self.sample_button, tr("Open the Korean sample"),
                  tr("Load the built-in Korean text into the tab"))
        self.eojeols.search.setPlaceholderText(tr("Search eojeols…"))
        self.tags.search.setPlaceholderText(tr("Search tags…"))
        if self.result is not None:
            self.show_result(self.result, quiet=True)
        else:
            self._show_empty_tables()

    def _show_empty_tables(self):
        self.eojeols.set_columns([tr("eojeol"), tr("morphemes (form/tag)"), tr("stems"),
                                  tr("particles and endings"), tr("jamo")],
                                 [[], [], [], [], []])
        self.tags.set_columns([tr("tag"), tr("name"), tr("count"), tr("% of morphemes")],
                              [[], [], [], []])
        self.summary.setText(tr("Load a Korean text (the Korean sample, or type some) to see "
                                "its eojeols split into morphemes."))

    def _show_note(self, text: str, sample: bool = False):
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self.sample_button.setVisible(sample)

    # == data ==============================================================================
    def set_text(self, text: str) -> None:
        self.text = text
        self.invalidate()

    def refresh(self):
        if not self.text.strip():
            return
        self.panel.start(morpheme_job(
            self.text, tr("Loading Kiwi (the first time only, about two seconds)…"),
            tr("Splitting eojeols into morphemes…")), tr("Loading Kiwi…"))

    def show_result(self, result, quiet: bool = False):
        self.result = result
        c = result.counts
        e = c.eojeols
        cut = (tr("Only the first {n:,} characters are analysed.").format(n=MORPHEME_CHARS)
               if result.cut else "")
        if not result.hangul:
            self._show_empty_tables()
            self.summary.setText("")           # the note below says it
            self._show_note(tr("This text has no Hangul, so there is nothing to split into "
                               "morphemes: open the Korean sample, or type Korean text in the "
                               "editor and press 'Analyse edited text'."), sample=True)
            if not quiet:
                self.messages.info(lambda: tr("No Hangul in this text."))
            return
        if result.missing:
            self._show_note(tr(
                "<b>Kiwi is not installed</b>, so eojeols cannot be split into morphemes. "
                "Install the optional extra with <code>pip install \"trellis[korean]\"</code> "
                "(or <code>pip install kiwipiepy</code>; about 90 MB with its model), then "
                "reopen the text. What still works without it: the eojeols and their counts "
                "below, their jamo (also the jamo level of Edit distance and Spelling: 강 → 감 "
                "is one edit)."))
        else:
            self._show_note("")
        if c.morphemes is None:
            words = result.words[:ROWS]
            self.eojeols.set_columns(
                [tr("eojeol"), tr("jamo")], [list(words), list(result.jamo[:len(words)])])
            self.tags.set_columns([tr("tag"), tr("name"), tr("count"), tr("% of morphemes")],
                                  [[], [], [], []])
            self.summary.setText(" ".join(x for x in (tr(
                "Eojeols: {n:,} tokens, {v:,} types (V/N = {r:.3f}).").format(
                    n=e.n_tokens, v=e.n_types, r=e.n_types / max(e.n_tokens, 1)), cut) if x))
            if not quiet:
                self.messages.warning(lambda: tr("Eojeols counted; morphemes need Kiwi."))
            return
        self._show_split(result, cut)
        if not quiet:
            self.messages.info(lambda: tr("Split {n:,} eojeols into {m:,} morphemes."),
                               n=e.n_tokens, m=c.morphemes.n_tokens)

    def _show_split(self, result, cut: str):
        c = result.counts
        rows = result.eojeols[:ROWS]
        self.eojeols.set_columns(
            [tr("eojeol"), tr("morphemes (form/tag)"), tr("stems"), tr("particles and endings"),
             tr("jamo")],
            [[r.text for r in rows], [_morph_text(r.morphemes) for r in rows],
             [" ".join(r.stems) for r in rows], [" ".join(r.particles) or "—" for r in rows],
             list(result.jamo[:len(rows)])])
        language = "ko" if i18n.current_language() == "ko" else "en"
        total = max(sum(n for _, n in c.tags), 1)
        self.tags.set_columns(
            [tr("tag"), tr("name"), tr("count"), tr("% of morphemes")],
            [[t for t, _ in c.tags], [tag_name(t, language) for t, _ in c.tags],
             [n for _, n in c.tags], [round(100 * n / total, 2) for _, n in c.tags]])
        e, m, k = c.eojeols, c.morphemes, c.content
        self.summary.setText(" ".join(x for x in (tr(
            "<b>Before</b>: {en:,} eojeols, {ev:,} types (V/N = {er:.3f}) · <b>after</b>: "
            "{mn:,} morphemes, {mv:,} types (V/N = {mr:.3f}) · <b>without particles, endings "
            "and punctuation</b> (stop words by tag): {kn:,} morphemes, {kv:,} types. "
            "Particles and endings are {share:.0%} of the morphemes.").format(
                en=e.n_tokens, ev=e.n_types, er=e.n_types / max(e.n_tokens, 1),
                mn=m.n_tokens, mv=m.n_types, mr=m.n_types / max(m.n_tokens, 1),
                kn=k.n_tokens, kv=k.n_types, share=c.bound_share), cut) if x))
