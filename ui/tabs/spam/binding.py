"""The Spam tab bound to its :class:`ui.models.spam.SpamModel` for sessions and settings.

What a session keeps of the tab: the parameters, where the corpus came from (the built-in
sample, or a path with its SHA-256), the threshold, the confusion layout, the held-out message
explained (or the text typed), the message bar's text and the trained Explain filter (its
``.npz``, so a session whose corpus is gone can still classify). Reopening reads the corpus
again on the worker and trains again with the same parameters and seed — the same split, the
same numbers — then shows the saved threshold and message; a corpus that is gone or changed
is said so, and the saved filter is loaded instead."""
from __future__ import annotations

import tempfile
from pathlib import Path

from engine.spam import SpamFilter

from PySide6.QtCore import QTimer

from ...bindings import ViewBinding
from .controls import params_from, show_params
from .texts import select_data, tr


class SpamBinding(ViewBinding):
    key = "spam"
    title = "Spam filtering"

    def __init__(self, tab):
        self.tab = tab
        super().__init__(tab, None, tab.model, tab.messages)
        self._pending = None         # a restored state waiting for its corpus and study
        self.restoring = False

    # -- parameters both ways ------------------------------------------------------------------
    def params_from_widgets(self):
        return params_from(self.tab)

    def show_params(self, params) -> None:
        with self.showing():
            show_params(self.tab, params)

    # -- sessions ------------------------------------------------------------------------------
    def state(self):
        m, tab = self.model, self.tab
        m.message = self.messages.text() if self.messages.kind else ""
        row = tab.explain_view.doc_list.currentRow()
        with m.muted():
            m.selection = row if row >= 0 else None
            m.text = tab.explain_view.editor.toPlainText()
        state = m.state()
        state.extra = {**state.extra, "message_kind": self.messages.kind or "info",
                       "explain_model": tab.explain_view.model_combo.currentData()}
        f = tab.current_filter()
        if f is not None:
            state.blobs = {"filter.npz": lambda f=f: _filter_bytes(f)}
        return state

    def sources(self) -> list[str]:
        ref = self.model.corpus
        return [] if ref.is_sample else [ref.path]

    @property
    def ready(self) -> bool:
        return self._pending is None

    def restore(self, state) -> None:
        """Show the saved parameters, read the saved corpus again (on the worker) and train;
        the saved threshold and message are shown when the study arrives."""
        tab = self.tab
        self._shown_corpus = self.model.corpus       # on show until the saved one is read
        with self.showing():
            self.model.apply(state)
            show_params(tab, state.params)
        tab._in_force = state.params
        ref = self.model.corpus
        self._pending = state
        self.restoring = True
        tab._loading = ref           # the job compares the file's hash with the saved one
        tab._read()

    def _fall_back(self, state, problem):
        """The corpus is gone: the saved filter (if any) goes to Explain."""
        blob = state.blobs.get("filter.npz")
        if blob is None:
            self.messages.error(problem + " " + tr("Open the corpus again to train."))
            self._pending, self.restoring = None, False
            return
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "filter.npz"
            path.write_bytes(bytes(blob))
            loaded = self.tab.load_filter(path)
        if loaded:
            self.tab.explain_view.editor.setPlainText(state.extra.get("text", ""))
            self.messages.warning(problem + " " + tr("The session's trained filter is loaded "
                                                     "in Explain."))
        self._pending, self.restoring = None, False
        self.changed = False

    def study_shown(self) -> None:
        """A study arrived: a pending restore shows its threshold and message now."""
        state, self._pending = self._pending, None
        self.restoring = False
        if state is None:
            return
        tab, extra = self.tab, state.extra
        view = tab.explain_view
        if extra.get("explain_model") in ("multinomial", "bernoulli"):
            select_data(view.model_combo, extra["explain_model"])
        tab.evaluation_view.set_threshold(float(extra.get("threshold", 0.0)))
        self.model.threshold = float(extra.get("threshold", 0.0))
        view.restore_selection(state.selection, extra.get("text", ""))
        if state.message and extra.get("message_kind") in ("info", "warning", "error"):
            self.messages.show_message(state.message, extra["message_kind"])
        self.changed = False

    def job_ended(self) -> None:
        """The restore's read or training failed or was cancelled: the saved filter (if
        any) goes to Explain, and the restore waits no more."""
        state = self._pending
        if state is not None:
            problem = tr("The session's corpus {path} could not be read.").format(
                path=self.model.corpus.path)
            with self.showing():
                self.model.corpus = self._shown_corpus     # what is on show stays
            # after the job panel's own message about the failure
            QTimer.singleShot(0, lambda: self._fall_back(state, problem))

    # -- export --------------------------------------------------------------------------------
    def frame_widget(self):
        return self.tab.views.currentWidget()

    def redraw_now(self) -> None:
        pass

    def report(self) -> dict:
        ev = self.tab.evaluation_view
        tables = {}
        for name, table in (("models", ev.models_table), ("confusion", ev.confusion),
                            ("report", ev.report)):
            m = table.model
            tables[name] = (list(m.headers), [list(r) for r in zip(*m.columns)])
        return {"images": {"roc": ev.roc_plot, "precision_recall": ev.pr_plot},
                "html": ev.formulas.text() + "<br>" + ev.note.text(), "tables": tables}


def _filter_bytes(f: SpamFilter) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "filter.npz"
        f.save(path)
        return path.read_bytes()

