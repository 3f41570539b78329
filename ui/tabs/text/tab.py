"""The Text processing tab: open files (any common encoding) or paste text, then tokens and
counts, normalisation, sentences, collocations and minimum edit distance."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QLabel, QPlainTextEdit, QProgressBar,
                               QSplitter, QTabWidget, QVBoxLayout, QWidget)

import resources
from engine import Progress
from engine import DataError
from engine.io import read_text
from engine.text.pipeline import TextAnalysis, iter_analyse

from ...runner import AlgorithmRunner
from ...widgets.drop import FileDropMixin
from ...widgets.files import save_with_dialog
from ...widgets.forms import button, combo, named
from ...widgets.messages import MessageBar
from .edit_distance import EditDistanceView
from .views import CollocationsView, NormalizeView, SentencesView, TokensView

SAMPLES = resources.path("text")
SAMPLE_FILES = {"English sample": "english_sample.txt", "Korean sample": "korean_sample.txt",
                "Korean (CP949 file)": "korean_sample_cp949.txt",
                "English (UTF-16 file)": "english_sample_utf16.txt"}
ENCODINGS = ("detect", "utf-8", "utf-8-sig", "utf-16", "cp949", "euc-kr", "latin-1", "cp1252")
EDITOR_CHARS = 200_000   # more than this is analysed but not put in the editor
TEXT_SUFFIXES = {".txt", ".text", ".md", ".csv", ".tsv", ""}


@dataclass(frozen=True)
class Loaded:
    text: str
    names: list
    encodings: list
    errors: list


def _load_job(paths, encoding):
    """Read the files on the worker; a file that fails is reported and skipped."""
    texts, names, encodings, errors = [], [], [], []
    for k, path in enumerate(paths):
        yield Progress(k, len(paths), f"reading {path.name}…")
        try:
            text, enc = read_text(path, None if encoding == "detect" else encoding)
        except DataError as exc:
            errors.append(str(exc))
            continue
        texts.append(text)
        names.append(path.name)
        encodings.append(enc)
    yield Loaded("\n\n".join(texts), names, encodings, errors)


class TextTab(FileDropMixin, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("text_tab")
        self.setAccessibleName("Text processing")
        self.setAcceptDrops(True)
        self.text, self.analysis = "", None
        self.loader = AlgorithmRunner(self)
        self.analyser = AlgorithmRunner(self)
        self._build()
        self._connect()
        self.load_sample("English sample")

    # == layout ===========================================================================
    def _build(self):
        self.open_button = button("open_text_button", "Open files…",
                                  "Open one or more text files (or drop files or a folder)")
        self.folder_button = button("open_folder_button", "Open folder…",
                                    "Open every text file in a folder")
        self.sample_combo = combo("sample_combo", "Sample", "Built-in texts written for "
                                  "Trellis", ["choose a sample…", *SAMPLE_FILES])
        self.encoding_combo = combo("encoding_combo", "Encoding", "Detect the encoding, or "
                                    "force one and reopen", ENCODINGS)
        self.analyse_button = button("analyse_button", "Analyse edited text",
                                     "Use the text in the editor (typed or pasted)")
        self.cancel_button = button("cancel_text_button", "Cancel",
                                    "Stop reading or tokenizing")
        self.export_button = button("export_types_button", "Types CSV…",
                                    "Save the type-frequency table as CSV")
        self.progress = QProgressBar(self)
        self.progress.setObjectName("text_progress")
        self.progress.setAccessibleName("Progress")
        self.source_label = QLabel("")
        self.source_label.setObjectName("source_label")
        self.source_label.setWordWrap(True)
        self.messages = MessageBar(self, "text_messages")
        self.editor = named(QPlainTextEdit(self), "text_edit", "Text",
                            "The text being analysed; type or paste, then 'Analyse edited text'")
        self.tokens_view = TokensView(self)
        self.normalize_view = NormalizeView(self)
        self.sentences_view = SentencesView(self)
        self.collocations_view = CollocationsView(self)
        self.edit_view = EditDistanceView(self)
        self.views = QTabWidget(self)
        self.views.setObjectName("text_views")
        for w, title in ((self.tokens_view, "Tokens"), (self.normalize_view, "Normalize"),
                         (self.sentences_view, "Sentences"),
                         (self.collocations_view, "Collocations"),
                         (self.edit_view, "Edit distance")):
            self.views.addTab(w, title)
        top = QHBoxLayout()
        for w in (self.open_button, self.folder_button, self.sample_combo, QLabel("Encoding"),
                  self.encoding_combo, self.analyse_button, self.cancel_button,
                  self.export_button):
            top.addWidget(w)
        top.addWidget(self.progress, 1)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.source_label)
        lv.addWidget(self.editor)
        split = QSplitter(Qt.Horizontal)
        split.addWidget(left)
        split.addWidget(self.views)
        split.setSizes([380, 1000])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.messages)
        layout.addWidget(split, 1)

    def _connect(self):
        self.open_button.clicked.connect(self.open_dialog)
        self.folder_button.clicked.connect(self._folder_dialog)
        self.sample_combo.activated.connect(
            lambda i: self.load_sample(self.sample_combo.itemText(i)) if i else None)
        self.encoding_combo.activated.connect(lambda _: self._reopen())
        self.analyse_button.clicked.connect(lambda: self.set_text(
            self.editor.toPlainText(), "typed text", "—"))
        self.cancel_button.clicked.connect(self.cancel)
        self.export_button.clicked.connect(lambda: save_with_dialog(
            self, self.messages, "Save types", "types.csv", "CSV (*.csv)",
            self.tokens_view.types.model.write_csv))
        self.tokens_view.tokenize_requested.connect(self.analyse)
        for runner in (self.loader, self.analyser):
            runner.steps.connect(self._on_batch)
            runner.progress.connect(lambda p: self._on_batch([p]))  # TEMP bridge
            runner.failed.connect(self._on_failed)
            runner.state_changed.connect(self._on_state)

    # == loading ============================================================================
    def open_path(self, path):
        """Open a file or every text file of a folder (on a worker thread)."""
        return self.open_paths([path])

    def open_paths(self, paths):
        files = []
        for p in map(Path, paths):
            if p.is_dir():
                files += sorted(f for f in p.rglob("*") if f.is_file() and
                                f.suffix.lower() in TEXT_SUFFIXES and not f.name.startswith("."))
            else:
                files.append(p)
        if not files:
            self.messages.error("No text files there; choose .txt files or a folder of them.")
            return False
        self._paths = files
        self.messages.clear_message()
        self.loader.start(_load_job(files, self.encoding_combo.currentText()), run=True)
        return True

    def load_sample(self, name):
        self.open_path(SAMPLES / SAMPLE_FILES[name])

    def _reopen(self):
        if getattr(self, "_paths", None):
            self.loader.start(_load_job(self._paths, self.encoding_combo.currentText()),
                              run=True)

    def set_text(self, text, source, encoding):
        """Show ``text`` and analyse it."""
        self.text = text
        shown = text if len(text) <= EDITOR_CHARS else text[:EDITOR_CHARS]
        self.editor.setPlainText(shown)
        self.editor.setReadOnly(len(text) > EDITOR_CHARS)
        more = (f" — the editor shows the first {EDITOR_CHARS:,} characters"
                if len(text) > EDITOR_CHARS else "")
        self.source_label.setText(f"<b>{source}</b> · encoding: {encoding} · "
                                  f"{len(text):,} characters{more}")
        self.analyse()

    def analyse(self):
        s = self.tokens_view.settings()
        try:
            job = iter_analyse(self.text, s["method"], pattern=s["pattern"], mwes=s["mwes"],
                               dictionary=s["dictionary"])
        except ValueError as exc:
            self.messages.error(str(exc))
            return
        self.messages.clear_message()
        self.analyser.start(job, run=True)

    def cancel(self):
        self.loader.cancel()
        self.analyser.cancel()
        self.progress.setValue(0)
        self.messages.info("Cancelled; what was shown before is kept.")

    def shutdown(self):
        for runner in (self.loader, self.analyser, self.normalize_view.runner,
                       self.sentences_view.runner, self.collocations_view.runner,
                       self.edit_view.runner):
            runner.cancel()

    # == results ============================================================================
    def _on_batch(self, batch):
        for item in batch:
            if isinstance(item, Progress):
                self.progress.setRange(0, max(item.total, 1))
                self.progress.setValue(item.done)
                self.progress.setFormat(item.message or "%p%")
            elif isinstance(item, Loaded):
                self._on_loaded(item)
            elif isinstance(item, TextAnalysis):
                self._on_analysis(item)

    def _on_loaded(self, loaded):
        if loaded.errors:
            self.messages.error(" ".join(loaded.errors) + (
                " The other files were opened." if loaded.names else
                " Nothing was opened; the current text is kept."))
        if not loaded.names:
            return
        if not loaded.text.strip():
            self.messages.error(f"{', '.join(loaded.names)} contains no text. The current "
                                "text is kept.")
            return
        names = ", ".join(loaded.names[:3]) + (f" and {len(loaded.names) - 3} more"
                                               if len(loaded.names) > 3 else "")
        how = "detected" if self.encoding_combo.currentText() == "detect" else "chosen"
        self.set_text(loaded.text, names, f"{', '.join(sorted(set(loaded.encodings)))} ({how})")

    def _on_analysis(self, analysis):
        self.analysis = analysis
        self.tokens_view.show_analysis(analysis)
        self.normalize_view.set_counts(analysis.counts)
        self.sentences_view.set_text(self.text)
        self.collocations_view.set_tokens(analysis.tokens)
        self.progress.setFormat("done")

    def _on_failed(self, message):
        self.messages.error(f"{message} The current text is kept.")

    def _on_state(self, state):
        busy = self.loader.active or self.analyser.active
        self.cancel_button.setEnabled(busy)

    # == dialogs and drops ===================================================================
    def open_dialog(self):
        paths, _ = QFileDialog.getOpenFileNames(self, "Open text", str(SAMPLES),
                                                "Text (*.txt *.text *.md);;All files (*)")
        if paths:
            self.open_paths(paths)

    def _folder_dialog(self):
        path = QFileDialog.getExistingDirectory(self, "Open folder", str(SAMPLES))
        if path:
            self.open_path(path)
