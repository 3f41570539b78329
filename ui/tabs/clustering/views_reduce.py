"""The Reduction view of the Clustering tab: what the reduction behind the document points did.
One page per method, chosen by the DocumentSet on show:

- PCA: explained variance per component (scree) and its cumulative curve, the reconstruction
  error against the number of components, the loadings of the terms, and the power method with
  deflation stepped (the vector turning toward the eigenvector);
- LSI (``views_lsi.py``): singular values, concept terms, documents and terms in one concept
  plane, a query folded in and ranked in concept space beside term space;
- MDS (``views_mds.py``): the Shepard diagram; classical MDS's eigenvalues; SMACOF stepped live
  on a worker, its stress curve growing and the configuration moving.

Pages draw what the DocumentSet holds; the power method runs on a worker (a JobPanel)."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QT_TR_NOOP, Qt, QTimer
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QSlider, QStackedWidget,
                               QVBoxLayout, QWidget)

from ...plots import palette
from ...widgets.forms import hsplit, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.lazy import LazyView
from ...widgets.table import DataTable
from .jobs_documents import power_job
from .views_lsi import LSIPage, titled as _titled
from .views_mds import MDSPage
from .texts import Texts, tr

MAX_BARS = 30
LOADING_ROWS = 300


class Stepper(QWidget):
    """A history scrubber with Step and Play buttons for a list of precomputed steps."""

    def __init__(self, name, on_move, parent=None):
        super().__init__(parent)
        self.slider = QSlider(Qt.Horizontal, self)
        self.slider.setObjectName(f"{name}_slider")
        self.texts = t = Texts()
        t.named(self.slider, QT_TR_NOOP("Step on show"),
                QT_TR_NOOP("Scrub through the steps (0 = the start)"))
        self.step_button = t.push(f"{name}_step_button", QT_TR_NOOP("Step"),
                                  QT_TR_NOOP("Show the next step"))
        self.play_button = t.push(f"{name}_play_button", QT_TR_NOOP("Play"),
                                  QT_TR_NOOP("Show the steps one after another (again to stop)"))
        self.label = QLabel("")
        self.label.setWordWrap(True)
        self.timer = QTimer(self, interval=60, timeout=self._tick)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.step_button)
        row.addWidget(self.play_button)
        row.addWidget(self.slider, 1)
        self.slider.valueChanged.connect(on_move)
        self.step_button.clicked.connect(self._tick)
        self.play_button.clicked.connect(self._play)
        self.set_count(0)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
        super().changeEvent(event)

    def set_count(self, n):
        self.timer.stop()
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(n - 1, 0))
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        for w in (self.slider, self.step_button, self.play_button):
            w.setEnabled(n > 1)

    def _tick(self):
        if self.slider.value() >= self.slider.maximum():
            self.timer.stop()
            return
        self.slider.setValue(self.slider.value() + 1)

    def _play(self):
        if self.timer.isActive():
            self.timer.stop()
        else:
            self.timer.start()


class PCAPage(QWidget):
    def __init__(self, messages, parent=None):
        super().__init__(parent)
        self.setObjectName("pca_page")
        self.messages = messages
        self.docs, self.steps = None, ()
        self.texts = t = Texts()
        self.scree = _titled(t, QT_TR_NOOP("scree: share of variance λⱼ/Σλ"),
                             QT_TR_NOOP("component"), QT_TR_NOOP("share"))
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=palette.color(0))
        self.scree.addItem(self.bars)
        # what is kept and what is lost, on one 0…1 scale: they add up to one
        self.recon = _titled(t, QT_TR_NOOP("kept and lost"), QT_TR_NOOP("components kept k"),
                             QT_TR_NOOP("share of the total"))
        legend = self.recon.addLegend(offset=(-10, 10))
        self.cumulative = self.recon.plot([], [], pen=pg.mkPen(palette.color(1), width=2),
                                          symbol="o", symbolSize=4, name=tr("cumulative Σλ/Σλ"),
                                          symbolBrush=palette.color(1), symbolPen=None)
        self.recon_curve = self.recon.plot([], [], pen=pg.mkPen(palette.color(2), width=2),
                                           symbol="o", symbolSize=4, symbolPen=None,
                                           name=tr("reconstruction error / total"),
                                           symbolBrush=palette.color(2))
        for curve, name in ((self.cumulative, QT_TR_NOOP("cumulative Σλ/Σλ")),
                            (self.recon_curve, QT_TR_NOOP("reconstruction error / total"))):
            t.add(lambda text, c=curve: legend.getLabel(c).setText(text), name)
        self.loadings = DataTable("loadings_table", self, tr("Search terms…"))
        self.turn = _titled(t, QT_TR_NOOP("v turning"), QT_TR_NOOP("along the eigenvector"),
                            QT_TR_NOOP("across"))
        arc = np.linspace(0, np.pi / 2, 60)      # the angle is in [0°, 90°] (v up to sign)
        self.turn.plot(np.cos(arc), np.sin(arc), pen=pg.mkPen((180, 180, 180)))
        self.turn.disableAutoRange()
        self.turn.setXRange(-0.05, 1.1, padding=0)
        self.turn.setYRange(-0.05, 1.1, padding=0)
        self.turn.setMouseEnabled(False, False)
        self.turn.plot([0, 1.05], [0, 0], pen=pg.mkPen((40, 40, 40), width=2))
        self.trail = self.turn.plot([], [], pen=None, symbol="o", symbolSize=5,
                                    symbolBrush=(150, 150, 150))
        self.vector = self.turn.plot([], [], pen=pg.mkPen(palette.color(3), width=3))
        self.angle = _titled(t, QT_TR_NOOP("angle(v, eigenvector)"), QT_TR_NOOP("power step"),
                             QT_TR_NOOP("degrees"))
        self.angle.setLogMode(y=False)
        self.angle_curve = self.angle.plot([], [], pen=pg.mkPen(palette.color(3), width=2))
        self.cursor = pg.InfiniteLine(angle=90, pen=pg.mkPen((120, 120, 120), style=Qt.DashLine))
        self.angle.addItem(self.cursor)
        self.power_button = t.push("power_button", QT_TR_NOOP("Power method"), QT_TR_NOOP(
            "Find the first components (as many as beside) by the power method with deflation "
            "(on a worker), then step through it"))
        self.power_spin = t.spin("power_components_spin", QT_TR_NOOP(
            "Components by the power method"), QT_TR_NOOP(
            "How many components the power method finds, one after the other (up to the k "
            "kept)"), 1, 300, 3)
        t.add(self.power_spin.setPrefix, QT_TR_NOOP("first "))
        self.panel = JobPanel(messages, self._powered, self, name="power",
                              kept=lambda: tr("the steps shown are kept"))
        self.stepper = Stepper("power", self._show_step, self)
        self._layout()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
            if self.docs is not None:
                self._fill_loadings()
            if self.steps:
                self._show_step(self.stepper.slider.value())
            else:
                self._say_power()
        super().changeEvent(event)

    def _layout(self):
        power = QWidget()
        pl = QVBoxLayout(power)
        pl.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.power_button)
        row.addWidget(self.power_spin)
        row.addWidget(self.panel, 1)
        pl.addLayout(row)
        pl.addWidget(self.stepper)
        pl.addWidget(self.stepper.label)
        plots = QHBoxLayout()
        plots.addWidget(self.turn)
        plots.addWidget(self.angle)
        pl.addLayout(plots, 1)
        split = self.split = vsplit(hsplit(self.scree, self.recon, sizes=[300, 300]),
                                    hsplit(self.loadings, power, sizes=[250, 400]))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.power_button.clicked.connect(self.power)

    _sized = False

    def showEvent(self, event):
        super().showEvent(event)
        if not self._sized:          # first shown: plots 40 %, table and power method 60 %
            self._sized = True
            h = max(self.height(), 400)
            self.split.setSizes([int(h * 0.4), int(h * 0.6)])

    def set_documents(self, docs):
        self.docs, self.steps = docs, ()
        self.panel.runner.cancel()
        model = docs.model
        lam = np.asarray(model.eigenvalues_, float)
        share = lam / lam.sum() if lam.sum() > 0 else np.zeros_like(lam)
        m = min(len(share), MAX_BARS)
        x = np.arange(1, m + 1)
        self.bars.setOpts(x=x, height=share[:m])
        self.cumulative.setData(np.arange(m + 1), np.r_[0.0, np.cumsum(share)[:m]])
        err = model.reconstruction_errors()[: m + 1]
        self.recon_curve.setData(np.arange(len(err)), err / err[0] if err[0] > 0 else err)
        k = model.loadings_.shape[1]           # every component kept (the user's k)
        self.power_spin.setMaximum(k)
        self.power_spin.setValue(min(3, k))
        self._fill_loadings()
        for p in (self.scree, self.recon):
            p.enableAutoRange()
        self._clear_power()

    def _fill_loadings(self):
        docs = self.docs
        L = docs.model.loadings_
        k = L.shape[1]
        top = np.argsort(-np.abs(L[:, :2]).sum(axis=1), kind="stable")[:LOADING_ROWS]
        self.loadings.set_columns([tr("term")] + [tr("PC{j} loading").format(j=j + 1)
                                                  for j in range(k)],
                                  [[str(docs.terms[i]) for i in top]]
                                  + [L[top, j] for j in range(k)])

    def _say_power(self):
        self.stepper.label.setText(tr("Power method: press the button to find the components "
                                      "step by step (v ← Cv/‖Cv‖, then deflate C ← C − λvvᵀ)."))

    def _clear_power(self):
        self.stepper.set_count(0)
        self._say_power()
        for c in (self.trail, self.vector, self.angle_curve):
            c.setData([], [])

    def power(self):
        if self.docs is None:
            return
        self._clear_power()
        self.panel.start(power_job(self.docs, self.power_spin.value()),
                         tr("Power method for {n} component(s)…").format(
                             n=self.power_spin.value()))

    def _powered(self, run):
        self.steps = run.steps
        angles = np.degrees([s.angle for s in self.steps])
        self.angle_curve.setData(np.arange(1, len(angles) + 1), angles)
        self.angle.enableAutoRange()
        self.stepper.set_count(len(self.steps))
        self._show_step(0)
        last = self.steps[-1] if self.steps else None
        if last is not None and last.stopped:
            self.messages.warning(lambda: tr(
                "The power method stopped at component {c} of {n}: it did not settle within "
                "{products} products (its eigenvalue is close to the next one, so v turns "
                "slowly); the components before it are found."),
                                  c=last.component + 1, n=self.power_spin.value(),
                                  products=len(self.steps))
        elif last is not None:
            self.messages.info(lambda: tr("The power method found {n} component(s)."),
                               n=last.component + 1)

    def _show_step(self, i):
        if not self.steps:
            return
        s = self.steps[i]
        same = [t for t in self.steps[: i + 1] if t.component == s.component]
        a = np.array([t.angle for t in same])
        self.trail.setData(np.cos(a), np.sin(a))
        self.vector.setData([0, np.cos(s.angle)], [0, np.sin(s.angle)])
        self.turn.setRange(xRange=(-0.05, 1.1), yRange=(-0.05, 1.1), padding=0)
        self.cursor.setValue(i + 1)
        what = (tr("deflate: C ← C − λ v vᵀ") if s.phase == "deflate" else
                tr("v ← Cv/‖Cv‖, iteration {i}").format(i=s.component_iteration))
        end = (tr(" (converged)") if s.component_converged else
               tr(" (stopped: not settled within max_iter)") if s.stopped else "")
        self.stepper.label.setText(tr(
            "Component {c}, {what}: λ = vᵀCv = {lam:.5g}, residual ‖Cv − λv‖ = {res:.3g}, angle "
            "to the eigenvector {angle:.3g}°{end}").format(
                c=s.component + 1, what=what, lam=s.eigenvalue, res=s.residual,
                angle=np.degrees(s.angle), end=end))


class ReduceView(LazyView):
    """The page of the reduction behind the document points (drawn when shown)."""

    def __init__(self, messages, parent=None, docs=None):
        """``docs``: the documents on show when the view is made (drawn on its first show)."""
        super().__init__(parent)
        self.setObjectName("reduce_view")
        self.docs = None
        self.texts = Texts()
        self.empty = self.texts.label(QT_TR_NOOP(
            "Turn documents into points (Data box: Source = documents) to see PCA's scree and "
            "power method, LSI's concepts and queries, or MDS's stress and Shepard diagram "
            "here."))
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignCenter)
        self.pages = {"PCA": PCAPage(messages, self), "LSI": LSIPage(messages, self),
                      "MDS": MDSPage(messages, self)}
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.empty)
        for page in self.pages.values():
            self.stack.addWidget(page)
        QVBoxLayout(self).addWidget(self.stack)
        self.set_documents(docs)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
        super().changeEvent(event)

    def set_documents(self, docs):
        if docs is self.docs:
            return
        self.docs = docs
        self.pages["MDS"].driver.reset()     # a live SMACOF run of other documents stops now
        self.invalidate()

    def refresh(self):
        docs = self.docs
        if docs is None:
            self.stack.setCurrentWidget(self.empty)
            return
        page = self.pages[docs.kind]
        page.set_documents(docs)
        self.stack.setCurrentWidget(page)
