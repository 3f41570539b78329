"""The MDS page of the Reduction view: the Shepard diagram (given dissimilarities against fitted
distances), classical MDS's eigenvalues, and SMACOF stepped live: the page's step controls run
the engine's own ``SMACOF.iter_fit`` on a worker (a StepDriver, as the k-means run does), the
stress curve grows and the configuration moves with each Guttman transform. Only the newest
configurations are kept for scrubbing (``thin_configurations``): memory stays bounded however
long the run; the stresses of every step stay."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QT_TR_NOOP, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from engine.reduce import SMACOF

from ...plots import palette
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from .jobs_documents import smacof_steps, thin_configurations
from .texts import Texts, tr
from .views_lsi import ClassScatter, plot, titled as _titled

MAX_BARS = 30


class MDSPage(DrivenView, QWidget):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("mds_page")
        self.messages = messages
        self.docs = None
        self._stress = []            # every step's stress (the curve), also when thinned
        self._thinned = 1            # history entries before this have no configuration
        self.texts = t = Texts()
        self.shepard = _titled(t, QT_TR_NOOP("Shepard diagram"),
                               QT_TR_NOOP("given dissimilarity δᵢⱼ"),
                               QT_TR_NOOP("fitted distance dᵢⱼ"))
        self.shepard_points = pg.ScatterPlotItem(size=3, pen=None,
                                                 brush=pg.mkBrush(31, 119, 180, 90))
        self.shepard.addItem(self.shepard_points)
        self.diagonal = self.shepard.plot([], [], pen=pg.mkPen((200, 60, 60), width=1,
                                                               style=Qt.DashLine))
        self.curve = plot("", "", "")
        self.stress = self.curve.plot([], [], pen=pg.mkPen(palette.color(0), width=2))
        self.eig_bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=palette.color(4))
        self.curve.addItem(self.eig_bars)
        self.cursor = pg.InfiniteLine(angle=90, pen=pg.mkPen((120, 120, 120), style=Qt.DashLine))
        self.curve.addItem(self.cursor)
        self.config = _titled(t, QT_TR_NOOP("configuration at the step on show"),
                              QT_TR_NOOP("dimension 1"), QT_TR_NOOP("dimension 2"))
        self.config_points = ClassScatter(self.config, 6)
        # the tab's own run keeps "step_button" etc.
        self.controls = StepControls(self, name_prefix="smacof_")
        self.controls.setObjectName("smacof_controls")
        # Space/Ctrl+R belong to the tab's clustering run (two live shortcuts: neither fires)
        self.controls.set_shortcuts_enabled(False)
        self.controls.seed_spin.setEnabled(False)   # the build's seed: the run ends on the points
        self.label = QLabel("")
        self.label.setWordWrap(True)
        self.driver = StepDriver(self.controls, make_steps=self._steps, on_steps=self._on_steps,
                                 redraw=self.redraw, on_error=messages.error,
                                 on_reset=self._on_reset, parent=self)
        self._layout()
        self._titles()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            self._titles()
            if self.docs is not None:
                self.redraw() if self.smacof else self._say_classical()
        super().changeEvent(event)

    def _titles(self):
        """The stress curve's titles (SMACOF) or the eigenvalues' (classical MDS)."""
        if self.docs is None or self.smacof:
            self.curve.setTitle(tr("SMACOF stress σ per step (log scale)") if self.smacof else
                                tr("stress per step"))
            self.curve.setLabel("left", tr("raw stress σ"))
            self.curve.setLabel("bottom", tr("step"))
        else:
            self.curve.setTitle(tr("eigenvalues of B = −½ J D⁽²⁾ J"))
            self.curve.setLabel("left", tr("eigenvalue"))
            self.curve.setLabel("bottom", tr("component"))

    def _say_classical(self):
        docs = self.docs
        self.label.setText(tr(
            "Classical MDS kept {kept} of {n} eigenvalues; points closer to the diagonal of the "
            "Shepard diagram are placed more faithfully.").format(
                kept=docs.coords.shape[1], n=len(docs.model.eigenvalues_)))

    def _layout(self):
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.controls)
        lv.addWidget(self.label)
        lv.addWidget(self.shepard, 1)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(left, 0, 0, 2, 1)
        grid.addWidget(self.curve, 0, 1)
        grid.addWidget(self.config, 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

    @property
    def smacof(self) -> bool:
        return self.docs is not None and isinstance(self.docs.model, SMACOF)

    def set_documents(self, docs):
        self.docs = docs
        self.driver.reset()                 # a run on other documents stops here
        sh = docs.shepard
        self.shepard_points.setData(sh.dissimilarities, sh.distances)
        top = float(max(sh.dissimilarities.max(initial=0), sh.distances.max(initial=0)))
        self.diagonal.setData([0, top], [0, top])
        smacof = self.smacof
        for w in (self.controls, self.config, self.cursor):
            w.setVisible(smacof)
        # SMACOF: σ on a log scale (a random restart starts orders of magnitude higher)
        self.curve.setLogMode(False, smacof)
        if smacof:
            self.controls.seed_spin.setValue(docs.settings.seed)
            self._titles()
            self.eig_bars.setOpts(x=[], height=[])
            self.redraw()
        else:
            lam = docs.model.eigenvalues_[:MAX_BARS]
            self._titles()
            self.stress.setData([], [])
            self.eig_bars.setOpts(x=np.arange(1, len(lam) + 1), height=lam)
            self._say_classical()
        for p in (self.shepard, self.curve):
            p.enableAutoRange()

    # -- the live run ------------------------------------------------------------------------
    def _steps(self):
        if not self.smacof:
            raise ValueError(tr("SMACOF steps need documents reduced by SMACOF (Reduction box)."))
        self.messages.clear_message()
        return smacof_steps(self.docs)

    def _on_steps(self, batch, start):
        self._stress.extend(s.stress for s in batch)
        self._thinned = thin_configurations(self.driver.history, self._thinned,
                                            len(self.docs.coords))
        # a perfect fit has σ = 0, which a log axis cannot show: floored far below the curve
        self.stress.setData(np.arange(1, len(self._stress) + 1),
                            np.maximum(self._stress, 1e-12))
        self.redraw()

    def _on_reset(self):
        self._stress = []
        self._thinned = 1
        self.stress.setData([], [])

    def redraw(self):
        if not self.smacof:
            return
        i = self.driver.index()
        s = self.driver.current()
        self.cursor.setValue(i)
        if s is None:
            self.config_points.set_points(self.docs.coords[:, :2], self.docs.labels)
            self.config.enableAutoRange()
            self.label.setText(tr(
                "The configuration on show is the one the build found. Step or Run to watch "
                "SMACOF find it: each Guttman transform X ← (1/n) B(X) X can only lower the raw "
                "stress σ = Σᵢ<ⱼ (dᵢⱼ − δᵢⱼ)²; four restarts, the lowest stress kept."))
            return
        if s.embedding is not None:
            self.config_points.set_points(s.embedding, self.docs.labels)
            self.config.enableAutoRange()
        how = (" " + tr("Converged.") if s.converged else
               " " + tr("Stopped by its cap ({cap}).").format(cap=s.stopped) if s.stopped else "")
        kept = ("" if s.embedding is not None else " " + tr(
            "(This early step's configuration is not kept — memory stays bounded; the newest "
            "steps keep theirs.)"))
        what = (tr("best restart") if s.phase == "best" else
                tr("{phase} iteration {i}").format(phase=s.phase, i=s.iteration))
        self.label.setText(tr(
            "Restart {r}, {what}: raw stress σ = {stress:.5g}, normalised √(σ/Σδ²) = "
            "{norm:.3g}.").format(r=s.restart + 1, what=what, stress=s.stress,
                                  norm=s.normalized_stress) + how + kept)
