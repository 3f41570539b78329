"""SVM tab › Perceptron: the mistake-driven rule stepped one update at a time, Novikoff's bound,
cycling on XOR, the averaged perceptron, and AND/OR with hand-set, editable weights."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
)

from engine.neural import Perceptron, novikoff_bound
from engine.svm import explain_perceptron, gate_table, perceptron_regions

from ...plots.point_view import PointView
from ...widgets.forms import combo, double_spin, named, spin
from .lab_common import SteppedLabView, fmt_vec, line_in_rect
from .predict import LabPredictions, perceptron_question
from .texts import label, plot_words, tr, words
from ... import style

# each gate's starting weights (w₁, w₂, b); XOR has none that works: the spin boxes let the
# student try (its truth table is engine.svm.explain.GATE_TARGETS')
GATES = {"AND": (1.0, 1.0, -1.5), "OR": (1.0, 1.0, -0.5), "XOR": (1.0, 1.0, -0.5)}


class PerceptronView(SteppedLabView):
    """The perceptron on the SVM tab's points: each update with the misclassified point ringed,
    the boundary before (dashed) and after, mistakes against Novikoff's bound."""

    name = "perceptron"
    title = QT_TR_NOOP("perceptron (dashed: before the update)")

    def __init__(self, data, parent=None):
        super().__init__(data, parent)
        plot_words(self.canvas, self.title)
        self.predict = LabPredictions(self, perceptron_question)

    def build_settings(self):
        self.averaged_box = words(named(QCheckBox(), "perceptron_averaged", "Averaged", ""),
                                  QT_TR_NOOP("averaged"),
                                  QT_TR_NOOP("Predict with the mean of w over every example "
                                             "visit (the averaged perceptron)"))
        self.epochs_spin = words(spin("perceptron_epochs", "Epochs", "", 1, 1000, 50),
                                 tip=QT_TR_NOOP("Passes over the data at most"))
        grid = QGridLayout()
        grid.addWidget(label(QT_TR_NOOP("max epochs")), 0, 0)
        grid.addWidget(self.epochs_spin, 0, 1)
        grid.addWidget(self.averaged_box, 0, 2)
        return grid

    def extra_tabs(self):
        from PySide6.QtWidgets import QWidget
        gates = QWidget()
        gates.setLayout(self._gate_box())
        return [(gates, QT_TR_NOOP("AND / OR by hand"))]

    def progress_of(self, frame):
        return frame.step.epoch, self.model.max_epochs

    def _gate_box(self):
        """AND / OR with hand-set weights drawn as a line over the truth table."""
        self.gate_combo = words(combo("gate_combo", "Gate", "", list(GATES)),
                                tip=QT_TR_NOOP("A logic gate on inputs a, b ∈ {0, 1}"))
        self.gate_spins = []
        for k, sym in enumerate(("w₁", "w₂", "b")):
            s = double_spin(f"gate_{['w1', 'w2', 'b'][k]}_spin", sym, "", -10, 10, 0.0, 0.25)
            s.setToolTip(tr("Hand-set {w} of the gate's line w₁a + w₂b + b = 0").format(w=sym))
            self.gate_spins.append(s)
        self.gate_plot = PointView(self)
        plot_words(self.gate_plot, QT_TR_NOOP("hand-set gate"))
        self.gate_plot.setMinimumSize(*style.PLOT_MIN)
        self.gate_line = self.gate_plot.plot([], [], pen=pg.mkPen(style.theme().foreground,
                                                                 width=2))
        self.gate_table = QLabel()
        self.gate_table.setObjectName("gate_truth_table")
        self.gate_table.setTextFormat(Qt.RichText)
        self.gate_table.setWordWrap(True)
        row = QGridLayout()
        row.addWidget(label(QT_TR_NOOP("gate")), 0, 0)
        row.addWidget(self.gate_combo, 0, 1)
        for k, s in enumerate(self.gate_spins):
            row.addWidget(QLabel(("w₁", "w₂", "b")[k]), 1 + k, 0)
            row.addWidget(s, 1 + k, 1)
        row.addWidget(self.gate_plot, 0, 2, 4, 1)
        row.addWidget(self.gate_table, 4, 0, 1, 3)
        row.setRowStretch(5, 1)
        for w in (self.gate_combo, *self.gate_spins):
            w.setProperty("lab_static", True)      # the gate does not touch the run
        self.gate_combo.currentTextChanged.connect(self._gate_preset)
        for s in self.gate_spins:
            s.valueChanged.connect(self._draw_gate)
        self._gate_preset(self.gate_combo.currentText())
        return row

    def _gate_preset(self, name):
        for s, v in zip(self.gate_spins, GATES[name]):
            s.blockSignals(True)
            s.setValue(v)
            s.blockSignals(False)
        self._draw_gate()

    def _draw_gate(self, *_):
        name = self.gate_combo.currentText()
        w1, w2, b = (s.value() for s in self.gate_spins)
        g = gate_table(name, (w1, w2), b)
        self.gate_plot.set_points(g.inputs, editable=False)
        self.gate_plot.color_by_labels(g.target)
        self.gate_plot.setRange(xRange=(-0.5, 1.5), yRange=(-0.5, 1.5))
        xs, ys = line_in_rect((w1, w2), b, (-0.5, -0.5, 2.0, 2.0))
        self.gate_line.setData(xs, ys)
        rows = "".join(f"<tr><td>{int(a)}</td><td>{int(c)}</td><td>{v:+.2f}</td><td>{o}</td>"
                       f"<td>{t}</td><td>{'✓' if o == t else '✗'}</td></tr>"
                       for (a, c), v, o, t in zip(g.inputs, g.f, g.out, g.target))
        ok = g.right
        note = (tr("all four right.") if ok else
                tr("wrong rows: no line gives XOR = ab̄ + āb (the notes' ab + āb̄ is XNOR).")
                if name == "XOR" else tr("wrong rows: adjust w or b."))
        self.gate_table.setText(
            f"<table cellspacing=4><tr><th>a</th><th>b</th><th>w·x+b</th><th>{tr('out')}</th>"
            f"<th>{name}</th><th></th></tr>{rows}</table>" +
            tr("{gate} with w = ({w1:g}, {w2:g}), b = {b:g}: {note}").format(
                gate=name, w1=w1, w2=w2, b=b, note=note))
        self.gate_ok = ok

    # -- the run ---------------------------------------------------------------------------
    def make_model(self):
        return Perceptron(max_epochs=self.epochs_spin.value(),
                          averaged=self.averaged_box.isChecked())

    def labels_of(self, model):
        G = self.G
        return lambda step: perceptron_regions(step, G)

    def extra_of(self, model):
        X, y = self.X, self.y
        bound = []

        def extra(step):     # Novikoff's bound: a small optimisation, once, on the worker
            if not bound:
                bound.append(novikoff_bound(X, y))
            return bound[0]
        return extra

    def series(self, frame):
        s = frame.step
        out = {QT_TR_NOOP("mistakes"): s.mistakes, QT_TR_NOOP("updates"): s.n_updates}
        if frame.extra is not None and frame.extra.separable:
            out[QT_TR_NOOP("Novikoff (R/γ)²")] = frame.extra.bound
        return out

    def draw_frame(self, frame):
        s = frame.step
        before = line_in_rect(s.w_before, s.b_before, self.rect)
        after = line_in_rect(s.w, s.b, self.rect)
        ink = style.theme()
        lines = [(*before, ink.ghost, 2, True), (*after, ink.foreground, 3, False)]
        if s.w_avg is not None:
            lines.append((*line_in_rect(s.w_avg, s.b_avg, self.rect), (0, 140, 0), 2, False))
        self.canvas.set_lines(lines)
        self.canvas.set_highlight([] if s.index is None else [s.index])

    def intro(self):
        return tr("<b>Perceptron</b>: f(x) = w·x + b; each Step finds the next point with "
                  "y·f(x) ≤ 0 and applies <b>w ← w + y x, b ← b + y</b>. On separable points "
                  "it stops after at most (R/γ)² mistakes (Novikoff); on XOR it cycles for "
                  "ever.")

    def retranslate(self):
        self._draw_gate()
        super().retranslate()

    def explain(self, frame):
        s = frame.step
        e = explain_perceptron(s, self.X, self.y, self.model.classes_)
        if e.index is not None:
            sign = "+" if e.y > 0 else "−"
            text = tr("<b>Update {n}</b> (epoch {epoch}): point #{i} x = {x}, y = {y:+d} had "
                      "y·f(x) = {m:.3g} ≤ 0.<br>w ← w + y x = {w0} {sign} {x} = <b>{w}</b><br>"
                      "b ← b + y = {b0:.3g} {sign} 1 = <b>{b:.3g}</b><br>").format(
                n=e.n_updates, epoch=s.epoch, i=e.index, x=fmt_vec(e.x), y=e.y, m=e.margin,
                w0=fmt_vec(e.w_before), sign=sign, w=fmt_vec(e.w), b0=e.b_before, b=e.b)
        else:
            text = tr("<b>End of epoch {epoch}</b>: %n update(s) in this epoch; w = {w}, "
                      "b = {b:.3g}.<br>", s.epoch_mistakes).format(
                epoch=s.epoch, w=fmt_vec(e.w), b=e.b)
        text += tr("Points misclassified now: {m}; updates so far: {n}.<br>").format(
            m=e.mistakes, n=e.n_updates)
        if s.w_avg is not None:
            text += tr("Averaged: w̄ = {w}, b̄ = {b:.3g} (green line).<br>").format(
                w=fmt_vec(s.w_avg), b=s.b_avg)
        bound = frame.extra
        if bound is not None and bound.separable:
            text += tr("Separable: R = {R:.3g}, γ = {g:.3g}, Novikoff's bound (R/γ)² = "
                       "{bound:.4g} mistakes; {n} so far.<br>").format(
                R=bound.R, g=bound.gamma, bound=bound.bound, n=e.n_updates)
        elif bound is not None:
            text += tr("Not linearly separable: no bound, the rule never stops making "
                       "mistakes.<br>")
        if s.cycle:
            text += tr("<b>Cycling</b>: (w, b) came back to its value of %n epoch(s) ago — the "
                       "run repeats for ever.<br>", s.cycle)
        if s.converged:
            text += tr("Converged: an epoch without a mistake.")
        elif s.stopped:
            text += tr("Stopped by the epoch cap ({cap}), not converged.").format(cap=s.stopped)
        return text
