"""The HMM tab's trellis view bound to its :class:`ui.models.TrellisModel`: the sentence, the
trellis kind and the tagger's settings are the model's :class:`ui.models.TrellisParams`, the
StepDriver's history its run (the step on show is the model's cursor), the clicked table cell
its selection. A session keeps the trained tagger itself (its ``.npz``, no pickle) and the
corpus it came from (path and SHA-256); reopening reads the tagger on a worker, then shows the
saved columns."""
from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from engine import Progress
from engine.hmm import HMMTagger

from ...bindings import ViewBinding, signals_blocked
from ...models import TrellisModel, TrellisParams
from ...models.params import TRELLIS_KINDS
from ...runner import AlgorithmRunner

TAGGER = "tagger.npz"



def _tr(text: str) -> str:
    return QCoreApplication.translate("TrellisBinding", text)

def tagger_bytes(tagger) -> bytes:
    """The tagger's own ``.npz`` (``HMMTagger.save``), as bytes for the session archive."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / TAGGER
        tagger.save(path)
        return path.read_bytes()


def tagger_job(data: bytes):
    """Read a tagger saved in a session (``HMMTagger.load`` checks it), on a worker."""
    yield Progress(0, 1, "reading the session's tagger…")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / TAGGER
        path.write_bytes(data)
        return HMMTagger.load(path)


class TrellisBinding(ViewBinding):
    key = "trellis"
    title = "HMM trellis"

    def __init__(self, tab):
        self.tab = tab
        v = self.trellis = tab.trellis_view
        model = TrellisModel(self._read(tab), history=v.driver.history)
        super().__init__(v, v.driver, model, v.messages)
        self._pending = None
        self.loader = AlgorithmRunner(v)
        self.loader.result.connect(self._tagger_ready)
        self.loader.failed.connect(lambda m: self._failed(m))
        # the view rebuilds its trellis on these; the model takes the parameters after it
        v.build_button.clicked.connect(self.widgets_changed)
        v.sentence_edit.returnPressed.connect(self.widgets_changed)
        v.kind_combo.currentIndexChanged.connect(self.widgets_changed)
        for w in (tab.alpha_spin, tab.emission_spin, tab.beam_spin):
            w.valueChanged.connect(self.widgets_changed)
        tab.order_combo.currentIndexChanged.connect(self.widgets_changed)
        v.table.cellClicked.connect(lambda r, c: setattr(self.model, "selection", (r, c)))
        # a new tagger (trained or read) fills the trellis: the model takes its settings
        for panel in (tab.panel, tab.tagger_panel):
            panel.runner.result.connect(self.widgets_changed)
        self.changed = False

    # -- parameters ------------------------------------------------------------------------
    @staticmethod
    def _read(tab) -> TrellisParams:
        v, t = tab.trellis_view, tab.tagger
        sentence = v.sentence_edit.text() if v.sentence_edit.text().split() else \
            TrellisParams.sentence
        if t is not None:          # the tagger the trellis is filled with, as it was trained
            return TrellisParams(sentence, TRELLIS_KINDS[v.kind_combo.currentIndex()],
                                 t.order, float(t.alpha), float(t.emission_alpha),
                                 None if t.beam is None else float(t.beam))
        return TrellisParams(sentence, TRELLIS_KINDS[v.kind_combo.currentIndex()],
                             tab.order_combo.currentIndex() + 1, tab.alpha_spin.value(),
                             tab.emission_spin.value(), tab.beam_spin.value() or None)

    def params_from_widgets(self) -> TrellisParams:
        return self._read(self.tab)

    def show_params(self, p: TrellisParams) -> None:
        """Sentence and kind in the view; the tagger's settings in the tab's controls (no
        retraining: the session brings the trained tagger)."""
        t, v = self.tab, self.trellis
        widgets = (v.sentence_edit, v.kind_combo, t.alpha_spin, t.emission_spin, t.beam_spin,
                   t.order_combo)
        with self.showing():
            with signals_blocked(widgets):
                v.sentence_edit.setText(p.sentence)
                v.kind_combo.setCurrentIndex(TRELLIS_KINDS.index(p.trellis))
                t.alpha_spin.setValue(p.alpha)
                t.emission_spin.setValue(p.emission_alpha)
                t.beam_spin.setValue(p.beam or 0.0)
                t.order_combo.setCurrentIndex(p.order - 1)

    def sources(self):
        path = self.tab._path
        return [str(path)] if path is not None and Path(path).is_file() else []

    # -- sessions ----------------------------------------------------------------------------
    def state(self):
        with self.model.muted():
            self.model.params = self._read(self.tab)
            sel = self.model.selection
            self.model.selection = None if sel is None else (int(sel[0]), int(sel[1]))
            tagger = self.tab.tagger
            self.model.blobs = {} if tagger is None else {TAGGER: lambda: tagger_bytes(tagger)}
        return super().state()

    @property
    def ready(self) -> bool:
        return self._pending is None

    def restore(self, state) -> None:
        data = state.blobs.get(TAGGER)
        if data is None:
            self.messages.error(lambda: _tr("The session's trellis has no tagger to fill it with; "
                                            "train one (the sample corpus) and build the trellis "
                                            "again."))
            return
        t = self.tab
        t._started = True                   # no sample training on first show
        t.panel.runner.cancel()             # nor a training still running
        t.tagger_panel.runner.cancel()
        self._pending = state
        self.loader.start(tagger_job(data), run=True)

    def _failed(self, message):
        self._pending = None
        self.messages.error(lambda: _tr("The session's tagger cannot be read: {error}."),
                            error=message.rstrip("."))

    def _tagger_ready(self, tagger):
        state, self._pending = self._pending, None
        if state is None:
            return
        self.show_params(state.params)
        with self.showing():
            self.tab._set_tagger(tagger)    # builds the empty trellis for the sentence
        self.tab.messages.info(lambda: _tr(
                                   "The tagger was restored from the session (its evaluation "
                                   "is not: open the corpus again to see it)."))
        self.restore_history(state)
        if state.selection is not None:
            self.trellis._explain(*state.selection)

    # -- export -----------------------------------------------------------------------------
    def frame_widget(self):
        return self.trellis.plot

    def redraw_now(self):
        self.trellis.redraw()

    def report(self) -> dict:
        v = self.trellis
        tables = {}
        if v.tagger is not None and v.full is not None and len(v.words):
            states = list(v.tagger.states_)
            shown = v.shown()
            rows = []
            for i, s in enumerate(states):
                rows.append([s] + [repr(float(shown[j].column.ravel()[i])) if j in shown else ""
                                   for j in range(len(v.words))])
            tables["trellis"] = (["state"] + list(v.words), rows)
        return {"images": {"trellis": v.plot}, "html": v.explanation.toHtml(),
                "tables": tables}
