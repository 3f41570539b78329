"""The Text processing tab: open files (any common encoding) or paste text, then tokens and
counts, normalisation, sentences, collocations, minimum edit distance, n-gram language models
and noisy-channel spelling correction.

Everything slow (reading, decoding, tokenizing, counting, Zipf and growth) runs as one job on a
worker; the tab changes only when the job's result arrives, all at once, so a load that fails or
is cancelled leaves the tab exactly as it was. The sub-views are built when the tab is first
shown."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QTimer
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QPlainTextEdit, QVBoxLayout,
                               QWidget)

import resources
from engine.text import iter_analyse

from ...runner import cancel_all
from ...widgets.drop import FileDropMixin
from ...widgets.files import ask_folder, ask_open_files, save_with_dialog
from ...widgets.forms import button, combo, hsplit, named
from ... import style
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...i18n import describe
from ...widgets.navigator import Navigator
from .jobs import analyse_job, open_job, sentence
from .views import TokensView
from .views_collocations import CollocationsView
from .views_edit_distance import EditDistanceView
from .views_morphemes import MorphemesView
from .views_normalize import NormalizeView
from .texts import set_items, set_texts, tr
from .views_sentences import SentencesView
from .views_spelling import SpellingView

SAMPLES = resources.path("text")
SAMPLE_FILES = {"English sample": "english_sample.txt", "Korean sample": "korean_sample.txt",
                "Korean (CP949 file)": "korean_sample_cp949.txt",
                "English (UTF-16 file)": "english_sample_utf16.txt"}
SAMPLE_NAMES = tuple(SAMPLE_FILES)


def sample_names():
    """The samples' names in the language in force, after the "choose" item."""
    return (tr("choose a sample…"), tr("English sample"), tr("Korean sample"),
            tr("Korean (CP949 file)"), tr("English (UTF-16 file)"))
ENCODINGS = ("detect", "utf-8", "utf-8-sig", "utf-16", "cp949", "euc-kr", "latin-1", "cp1252")
EDITOR_CHARS = 200_000   # more than this is analysed but not put in the editor


class TextTab(FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("text_tab")
        self.setAccessibleName(tr("Text processing"))
        self.setAcceptDrops(True)
        self.text, self.analysis, self.opened = "", None, None
        self._paths, self._pending, self._requested = [], None, False
        self.views = None
        self._painted = False
        self._build()
        self._connect()

    # == layout ===========================================================================
    def _build(self):
        self._build_toolbar()
        self.messages = MessageBar(self, "text_messages")
        self.panel = JobPanel(self.messages, self._on_opened, self, name="text",
                              kept=lambda: tr("the current text is kept"))
        self.source_label = QLabel("")
        self.source_label.setObjectName("source_label")
        self.source_label.setWordWrap(True)
        self.editor = named(QPlainTextEdit(self), "text_edit", "", "")
        self.editor_pane = left = QWidget()
        left.setObjectName("text_editor_pane")
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.source_label)
        lv.addWidget(self.editor)
        self.split = hsplit(left, sizes=[380, 900])
        # The progress bar lives at the end of the toolbar and keeps its place while hidden:
        # a bar appearing above the views would resize (and repaint) every plot under it.
        for w in (self.panel, self.messages):   # the message bar's line is kept as well
            policy = w.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            w.setSizePolicy(policy)
        self.toolbar.addWidget(self.panel, 1)
        content = QWidget(self)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.toolbar)
        layout.addWidget(self.messages)
        layout.addWidget(self.split, 1)
        # the navigator's list goes in front of ``content`` when the views are built
        row = QHBoxLayout(self)
        row.setContentsMargins(style.SPACE_XS, style.SPACE_XS, style.SPACE_XS, style.SPACE_XS)
        row.setSpacing(style.SPACE_S)
        row.addWidget(content, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """The toolbar's and the editor's texts in the language in force (the views do their
        own at the same event)."""
        set_texts(self.open_button, tr("Open files…"),
                  tr("Open one or more text files (or drop files or a folder)"))
        set_texts(self.folder_button, tr("Open folder…"), tr("Open every text file in a folder"))
        set_items(self.sample_combo, sample_names())
        set_texts(self.sample_combo, None, tr("Built-in texts written for Trellis"))
        self.sample_combo.setAccessibleName(tr("Sample"))
        self.encoding_label.setText(tr("Encoding"))
        set_texts(self.encoding_combo, None, tr("Detect the encoding, or force one and reopen"))
        self.encoding_combo.setItemText(0, tr("detect"))
        self.encoding_combo.setAccessibleName(tr("Encoding"))
        set_texts(self.analyse_button, tr("Analyse edited text"),
                  tr("Use the text in the editor (typed or pasted)"))
        set_texts(self.export_button, tr("Types CSV…"), tr("Save the type-frequency table as CSV"))
        self.editor.setAccessibleName(tr("Text"))
        self.editor.setToolTip(tr("The text being analysed; type or paste, then 'Analyse "
                                  "edited text'"))
        if self.opened is not None:
            self._show_source(self.opened)
        else:
            self.source_label.setText(tr("No text yet: open a file, choose a sample, or type "
                                         "below and press 'Analyse edited text'."))

    def changeEvent(self, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _build_toolbar(self):
        self.open_button = button("open_text_button", "", "")
        self.folder_button = button("open_folder_button", "", "")
        self.sample_combo = combo("sample_combo", "", "", ["", *SAMPLE_FILES])
        self.encoding_combo = combo("encoding_combo", "", "", ENCODINGS)
        self.encoding_label = QLabel()
        self.analyse_button = button("analyse_button", "", "")
        self.export_button = button("export_types_button", "", "")
        self.toolbar = QHBoxLayout()
        for w in (self.open_button, self.folder_button, self.sample_combo, self.encoding_label,
                  self.encoding_combo, self.analyse_button, self.export_button):
            self.toolbar.addWidget(w)

    def _build_views(self):
        """The sub-views, built when the tab is first shown (or first given data)."""
        if self.views is not None:
            return
        m = self.messages
        self.tokens_view = TokensView(self)
        self.normalize_view = NormalizeView(m, self)
        self.sentences_view = SentencesView(m, self)
        self.collocations_view = CollocationsView(m, self)
        self.edit_view = EditDistanceView(m, self)
        self.spelling_view = SpellingView(m, self._edit_costs, self)
        self.morphemes_view = MorphemesView(m, self)
        self.views = nav = Navigator(self, "text_views")
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 2. Text processing"))
        for w, title in ((self.tokens_view, QT_TRANSLATE_NOOP("Navigator", "Tokens")),
                         (self.normalize_view, QT_TRANSLATE_NOOP("Navigator", "Normalize")),
                         (self.sentences_view, QT_TRANSLATE_NOOP("Navigator", "Sentences")),
                         (self.collocations_view,
                          QT_TRANSLATE_NOOP("Navigator", "Collocations")),
                         (self.edit_view, QT_TRANSLATE_NOOP("Navigator", "Edit distance"))):
            nav.addTab(w, title)
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 3. Language modeling"))
        # made when first shown: its seven plots would cost the tab's first show 0.2 s
        self._lm_index = nav.add_deferred(self._make_lm_view,
                                          QT_TRANSLATE_NOOP("Navigator", "Language model"),
                                          name="lm_view")
        nav.addTab(self.spelling_view, QT_TRANSLATE_NOOP("Navigator", "Spelling"))
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[NLP] 1. Linguistics"))
        nav.addTab(self.morphemes_view, QT_TRANSLATE_NOOP("Navigator", "Morphemes"),
                   QT_TRANSLATE_NOOP("Navigator", "Korean eojeols split into morphemes with "
                                                  "their Sejong tags (Kiwi)"))
        self.practice_view = nav.add_practice(self)
        self.layout().insertWidget(0, nav.column)
        self.split.addWidget(self.views)
        self.split.setSizes([380, 900])
        self.tokens_view.tokenize_requested.connect(self.analyse)
        self.spelling_view.alignment_requested.connect(self.show_alignment)
        self.spelling_view.models_needed.connect(self._train_models)
        self.morphemes_view.sample_requested.connect(self.load_sample)
        nav.currentChanged.connect(self._show_editor_for)

    def _make_lm_view(self):
        from .views_lm import LanguageModelView   # with its plots: not on the start-up path

        view = LanguageModelView(self.messages, self.tokens_view.settings, self)
        view.trained.connect(self.spelling_view.set_models)
        if self.opened is not None:
            view.set_text(self.opened.text)
        return view

    def _train_models(self):
        """Train the Language model view's models (made now if it was not yet) for the
        Spelling view, which waits for them."""
        view = self.lm_view
        if view.result is None and not view.panel.busy:
            view.stale = False          # trained now: not once more when it is first shown
            view.refresh()

    @property
    def lm_view(self):
        """The Language model view (made on first use)."""
        return self.views.widget(self._lm_index)

    def _show_editor_for(self, _index=None):
        """The text and its editor beside the views that show the text itself (Tokens,
        Sentences, Morphemes); the others take the whole width. A message belongs to the view
        it was said on: a new view starts without it."""
        shown = (self.tokens_view, self.sentences_view, self.morphemes_view)
        self.editor_pane.setVisible(self.views.currentWidget() in shown)
        if not self.panel.busy:
            self.messages.clear_message()

    def _edit_costs(self):
        """(insert, delete, substitute) of the Edit distance view: the spelling channel's."""
        e = self.edit_view
        return (e.insert_spin.value(), e.delete_spin.value(), e.sub_spin.value())

    def show_alignment(self, source, target):
        """Open the Edit distance view on ``source`` → ``target`` (a spelling candidate)."""
        e = self.edit_view
        e.source_edit.setText(source)
        e.target_edit.setText(target)
        e.set_level("jamo" if self.spelling_view.level() == "jamo" else "characters")
        self.views.setCurrentWidget(e)
        e.compute()

    def _connect(self):
        self.open_button.clicked.connect(self.open_dialog)
        self.folder_button.clicked.connect(self._folder_dialog)
        self.sample_combo.activated.connect(
            lambda i: self.load_sample(SAMPLE_NAMES[i - 1]) if i else None)
        self.encoding_combo.activated.connect(lambda _: self._reopen())
        self.analyse_button.clicked.connect(lambda: self.set_text(
            self.editor.toPlainText(), tr("typed text"), "—"))
        self.export_button.clicked.connect(self._export)

    def showEvent(self, event):
        super().showEvent(event)
        if self.views is None:
            self._build_views()
        if not self._painted:
            # a safety net: Qt skips this widget's own paint when its children cover it all
            # (a layout with no margins), and the sample must come all the same
            QTimer.singleShot(1000, self, self._first_sample)

    def paintEvent(self, event):  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if not self._painted:
            # the sample is read once the first frame is out: its worker imports nltk and
            # tokenizes (over a second of Python), which would share the GIL with the paint
            self._painted = True
            QTimer.singleShot(0, self, self._first_sample)

    def _first_sample(self):
        if not self._requested:              # nothing asked for yet: the sample
            self.load_sample("English sample")

    # == loading ============================================================================
    def _analysis_factory(self):
        """``text -> iter_analyse(text, …)`` with the tokenizer settings, checked now so that
        a bad pattern or an empty dictionary is reported at once."""
        self._build_views()
        s = self.tokens_view.settings()
        kwargs = dict(pattern=s["pattern"], mwes=s["mwes"], dictionary=s["dictionary"])
        iter_analyse("", s["method"], **kwargs)     # raises ValueError for bad settings
        return lambda text: iter_analyse(text, s["method"], **kwargs)

    def open_path(self, path) -> bool:
        """Open a file or every text file of a folder (on a worker thread)."""
        return self.open_paths([path])

    def open_paths(self, paths) -> bool:
        paths = [Path(p) for p in paths]
        self._requested = True
        if not paths:
            return False
        try:
            make = self._analysis_factory()
        except ValueError as exc:
            self.messages.error(sentence(describe(exc)))
            return False
        self._pending = paths
        self.panel.start(open_job(paths, ENCODINGS[max(self.encoding_combo.currentIndex(), 0)],
                                  make), tr("Reading…"))
        return True

    def load_sample(self, name):
        self.open_path(SAMPLES / SAMPLE_FILES[name])

    def _reopen(self):
        paths = self._loading() or self._paths
        if paths:
            self.open_paths(paths)

    def set_text(self, text, source, encoding, paths=()):
        """Analyse ``text`` (typed or pasted, or read from ``paths``); it replaces the current
        text when done (and *Encoding* then reopens ``paths``, if any)."""
        self._requested = True
        try:
            make = self._analysis_factory()
        except ValueError as exc:
            self.messages.error(sentence(describe(exc)))
            return
        if not text.strip():
            self.messages.error(lambda: tr("The editor is empty; type or paste some text first."))
            return
        self._pending = list(paths)
        self.panel.start(analyse_job(text, source, encoding, make), tr("Tokenizing…"))

    def _loading(self):
        """The paths of the open job running now, if any."""
        return self._pending if self.panel.busy and self._pending else None

    def analyse(self):
        """Tokenize the current text again with the tokenizer settings (a file being opened
        is opened again with them, not dropped for the old text)."""
        if self._loading():
            self.open_paths(self._loading())
            return
        if not self.text:
            self.messages.error(lambda: tr("There is no text yet; open a file or type some first."))
            return
        src = self.opened.source if self.opened else tr("typed text")
        enc = self.opened.encoding if self.opened else "—"
        self.set_text(self.text, src, enc, self._paths)

    def cancel(self):
        self.panel.cancel()

    def shutdown(self):
        cancel_all(self)

    # == results ============================================================================
    def _on_opened(self, opened):
        """Replace everything at once: text, editor, label, every view."""
        self._paths = self._pending or []
        self.opened, self.text, self.analysis = opened, opened.text, opened.analysis
        text = opened.text
        self.editor.setPlainText(text[:EDITOR_CHARS])
        self.editor.setReadOnly(len(text) > EDITOR_CHARS)
        # the editor holds only the beginning of a long text: analysing it would drop the rest
        self.analyse_button.setEnabled(len(text) <= EDITOR_CHARS)
        self._show_source(opened)
        self.tokens_view.show_analysis(opened)
        self.normalize_view.set_counts(opened.analysis.counts)
        self.sentences_view.set_text(text)
        self.collocations_view.set_tokens(opened.analysis.tokens)
        if self.views.is_made(self._lm_index):
            self.lm_view.set_text(text)
        self.morphemes_view.set_text(text)
        c = opened.analysis.counts
        done = tr("{source}: {n:,} tokens, {v:,} types.").format(
            source=describe(opened.source), n=c.n_tokens, v=c.n_types)
        # the reasons name their file; a long list is cut to three and the other names
        problems = [sentence(describe(r) if name in r else f"{name}: {describe(r)}")
                    for name, r in opened.skipped]
        said = []
        if problems:
            rest = [name for name, _ in opened.skipped[3:]]
            listed = " ".join(problems[:3]) + (
                " " + tr("Also skipped: {names}.").format(
                    names=", ".join(rest[:10]) + (" …" if len(rest) > 10 else ""))
                if rest else "")
            said.append(tr("Skipped %n file(s).", "", len(problems)) + " " + listed)
        said += [sentence(describe(note)) for note in opened.notes[:5]]
        if said:
            self.messages.warning(f"{done} {' '.join(said)}")
        else:
            self.messages.info(done)

    def _show_source(self, opened):
        text = opened.text
        more = (" — " + tr("the editor shows the first {n:,} characters").format(n=EDITOR_CHARS)
                if len(text) > EDITOR_CHARS else "")
        self.source_label.setText(tr("<b>{source}</b> · encoding: {encoding} · %n "
                                     "character(s)", "", len(text)).format(
            source=describe(opened.source), encoding=describe(opened.encoding)) + more)

    def _export(self):
        if self.views is None:
            return
        save_with_dialog(self, self.messages, tr("Save types"), "types.csv", "CSV (*.csv)",
                         self.tokens_view.types.model.write_csv)

    # == dialogs and drops ===================================================================
    def open_dialog(self):
        paths = ask_open_files(self, tr("Open text"),
                               tr("Text (*.txt *.text *.md);;All files (*)"),
                               SAMPLES)
        if paths:
            self.open_paths(paths)

    def _folder_dialog(self):
        path = ask_folder(self, tr("Open folder"), SAMPLES)
        if path:
            self.open_path(path)
