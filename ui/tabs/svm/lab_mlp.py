"""SVM tab › MLP: a multilayer perceptron trained by backpropagation, one update per step, with
the regions redrawn, every first-layer hidden unit's line, loss and accuracy curves, and for a
clicked point every unit's forward value and backward delta with the chain rule filled in."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TR_NOOP, QT_TRANSLATE_NOOP, QEvent
from PySide6.QtWidgets import QGridLayout, QLabel

from engine.neural import MLPClassifier, activation, activation_derivative

from ...plots import palette
from ...widgets.forms import combo, double_spin, spin
from ... import style
from .lab_common import SteppedLabView, fmt_vec, line_in_rect
from .lab_regression_plots import keyed_title

# the notes' XOR network on inputs a, b ∈ {0, 1} (sigmoid units): h₁ = OR-like, h₂ = NAND-like,
# output = AND of the two, so out = (a + b)·¬(ab) = ab̄ + āb (XOR; the notes' ab + āb̄ is XNOR)
NOTES_XOR = (((20.0, -20.0), (20.0, -20.0), (-10.0, 30.0)), ((20.0, 20.0, -30.0),))
INITS = {QT_TRANSLATE_NOOP("MLPView", "Glorot"): "glorot",
         QT_TRANSLATE_NOOP("MLPView", "small random"): "small",
         QT_TRANSLATE_NOOP("MLPView", "all zeros (symmetric)"): "zeros",
         QT_TRANSLATE_NOOP("MLPView", "notes' XOR network (editable)"): "notes"}
# the hidden activations by their usual names (the engine's codes beside them)
ACTIVATIONS = {"tanh": "tanh", "sigmoid": "sigmoid", "ReLU": "relu", "leaky ReLU": "leaky_relu",
               "ELU": "elu"}
DERIVATIVES = {"tanh": "1 − a²", "sigmoid": "a(1 − a)", "relu": "[z > 0]",
               "leaky_relu": "[z > 0] + 0.01·[z ≤ 0]", "elu": "[z > 0] + (a + α)·[z ≤ 0]"}
PHI_POINTS = 161        # z values of the activation plot
SERIES = (QT_TR_NOOP("loss L"), QT_TR_NOOP("accuracy"))   # the curves, shown translated
LOSSES = {QT_TRANSLATE_NOOP("MLPView", "cross-entropy"): "cross_entropy",
          QT_TRANSLATE_NOOP("MLPView", "squared error"): "squared_error"}


class MLPView(SteppedLabView):
    """Backpropagation stepped on the SVM tab's points; click a point for its forward values
    and deltas."""

    name = "mlp"
    title = "MLP (dashed: hidden units; click a point)"

    def build_settings(self):
        self.layers_spin = spin("mlp_layers", self.tr("Hidden layers"), self.tr("Number of hidden layers"),
                                1, 2, 1)
        self.width_spin = spin("mlp_width", self.tr("Width"), self.tr("Units per hidden layer"), 1, 16, 4)
        self.activation_combo = combo("mlp_activation", self.tr("Activation"), self.tr(
            "Hidden activation φ: tanh, sigmoid, ReLU max(0, z), leaky ReLU max(0.01z, z), ELU "
            "(z, or α(eᶻ − 1) below 0)"), list(ACTIVATIONS))
        self.loss_combo = combo("mlp_loss", self.tr("Loss"), self.tr(
            "Training loss (output: sigmoid for two classes, softmax for more)"),
            [""] * len(LOSSES))
        self.init_combo = combo("mlp_init", self.tr("Initial weights"), self.tr("How the weights start"),
                                [""] * len(INITS))
        self.lr_spin = double_spin("mlp_lr", self.tr("Learning rate"), self.tr(
            "Gradient-descent step η (too large diverges)"), 0.001, 100, 0.5, 0.1, 3)
        self.momentum_spin = double_spin("mlp_momentum", self.tr("Momentum"), self.tr(
            "μ in v ← μv − η∇L"), 0, 0.99, 0.0, 0.1, 2)
        self.l2_spin = double_spin("mlp_l2", "L2", self.tr("Weight decay λ: adds (λ/2)Σ‖W‖²"), 0, 10,
                                   0.0, 0.001, 4)
        self.dropout_spin = double_spin("mlp_dropout", self.tr("Dropout"), self.tr(
            "Share of hidden units dropped in each training update"), 0, 0.9, 0.0, 0.1, 2)
        self.batch_spin = spin("mlp_batch", self.tr("Mini-batch"), self.tr(
            "Mini-batch size (0 = the full batch)"), 0, 10000, 0)
        self.epochs_spin = spin("mlp_epochs", self.tr("Epochs"), self.tr("Epochs at most"), 1, 100000, 500)
        self._cells = [(QT_TRANSLATE_NOOP("MLPView", "layers"), self.layers_spin),
                       (QT_TRANSLATE_NOOP("MLPView", "width"), self.width_spin),
                       ("φ", self.activation_combo),
                       (QT_TRANSLATE_NOOP("MLPView", "loss"), self.loss_combo),
                       ("η", self.lr_spin),
                       (QT_TRANSLATE_NOOP("MLPView", "momentum"), self.momentum_spin),
                       ("L2 λ", self.l2_spin),
                       (QT_TRANSLATE_NOOP("MLPView", "dropout"), self.dropout_spin),
                       (QT_TRANSLATE_NOOP("MLPView", "batch"), self.batch_spin),
                       (QT_TRANSLATE_NOOP("MLPView", "epochs"), self.epochs_spin),
                       (QT_TRANSLATE_NOOP("MLPView", "init"), self.init_combo)]
        grid = QGridLayout()
        self._labels = []
        for k, (label, w) in enumerate(self._cells[:-1]):
            self._labels.append(QLabel(label))
            grid.addWidget(self._labels[-1], k // 3, 2 * (k % 3))
            grid.addWidget(w, k // 3, 2 * (k % 3) + 1)
        self._labels.append(QLabel("init"))
        grid.addWidget(self._labels[-1], 3, 2)
        grid.addWidget(self.init_combo, 3, 3, 1, 3)
        self.init_combo.currentIndexChanged.connect(self._init_changed)
        self.activation_combo.currentIndexChanged.connect(self._show_activation)
        self.canvas.point_selected.connect(self._select)
        self.selected = None
        self._initial = {}          # the network before the first update, set by the worker
        return grid

    def retranslate(self):
        """Labels, choices and the explanation in the language in force."""
        for label, (source, _) in zip(self._labels, self._cells):
            label.setText(self.tr(source))
        for box, names in ((self.loss_combo, LOSSES), (self.init_combo, INITS)):
            for i, name in enumerate(names):
                box.setItemText(i, self.tr(name))
        self.side_tabs.setTabText(0, self.tr("numbers"))
        self.side_tabs.setTabText(1, self.tr("XOR weights"))
        self._show_activation()
        self.xor_note.setText(self.tr(
            "The notes' network on inputs a, b ∈ {0, 1}, sigmoid units: h₁ ≈ a OR b, "
            "h₂ ≈ NOT(a AND b), out ≈ h₁ AND h₂ = ab̄ + āb (XOR; the notes' ab + āb̄ is XNOR). "
            "Choose init \"notes' XOR network\" to start from these weights; edit them and "
            "Step."))
        for label, source in self._xor_heads:
            label.setText(self.tr(source))
        self._name_xor_spins()
        self.canvas.setTitle(self.tr("MLP (dashed: hidden units; click a point)"), size="9pt")
        super().retranslate()               # the curves' names, the picture, the explanation

    def _name_xor_spins(self):
        for s in getattr(self, "xor_spins", ()):
            unit, k = s.property("xor_weight")
            s.setAccessibleName(self.tr("{unit} weight {k}").format(unit=self.tr(unit), k=k))
            s.setToolTip(self.tr("{unit}: weight {k} (the last is the bias)").format(
                unit=self.tr(unit), k=k))

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "xor_note"):
            self.retranslate()
        super().changeEvent(event)

    def __init__(self, data, parent=None):
        super().__init__(data, parent)
        self.retranslate()
        self._init_changed(self.init_combo.currentIndex())

    def extra_tabs(self):
        from PySide6.QtWidgets import QWidget
        page = QWidget()
        page.setLayout(self._xor_weights())
        # the hidden activation and its derivative, the factor backpropagation multiplies by
        self.phi_plot = pg.PlotWidget()
        self.phi_plot.setObjectName("mlp_activation_plot")
        style.themed(self.phi_plot)
        style.style_plot(self.phi_plot.getPlotItem())
        self.phi_plot.setMinimumSize(*style.PLOT_MIN)
        self.phi_curves = [self.phi_plot.plot([], [], pen=style.pen(style.categorical(k), 2,
                                                                     dashed=k == 1))
                           for k in range(2)]
        return [(page, "XOR weights"), (self.phi_plot, "φ(z)")]

    def _show_activation(self, *_):
        """φ and φ' of the chosen activation on z ∈ [−4, 4] (the engine's own functions)."""
        name = "sigmoid" if self._init() == "notes" else \
            ACTIVATIONS[self.activation_combo.currentText()]
        z = np.linspace(-4, 4, PHI_POINTS)
        self.phi_curves[0].setData(z, activation(name, z))
        self.phi_curves[1].setData(z, activation_derivative(name, z))
        # short: a title wider than the plot widens its scene (the derivative's formula is in
        # the chain rule of a clicked point)
        keyed_title(self.phi_plot, self.activation_combo.currentText(),
                    (("φ(z)", style.categorical(0), False), ("φ'(z)", style.categorical(1), True)))
        self.phi_plot.setLabel("bottom", "z")

    def progress_of(self, frame):
        """Updates done of the most the run can make: the same count as "Update k" and the
        history's "step k" (a mini-batch run makes several updates per epoch)."""
        return frame.step.iteration, self._max_updates

    def _xor_weights(self):
        """Spin boxes for the notes' 2-2-1 network: rows h₁, h₂ (w_a, w_b, bias) and out."""
        grid = QGridLayout()
        self.xor_note = note = QLabel("")
        note.setWordWrap(True)
        grid.addWidget(note, 3, 0, 1, 4)
        self._xor_heads = []
        for c, head in enumerate((QT_TRANSLATE_NOOP("MLPView", "from a / h₁"),
                                  QT_TRANSLATE_NOOP("MLPView", "from b / h₂"),
                                  QT_TRANSLATE_NOOP("MLPView", "bias"))):
            self._xor_heads.append((QLabel(head), head))
            grid.addWidget(self._xor_heads[-1][0], 4, 1 + c)
        self.xor_spins = []
        rows = (("h₁", NOTES_XOR[0][0][0], NOTES_XOR[0][1][0], NOTES_XOR[0][2][0]),
                ("h₂", NOTES_XOR[0][0][1], NOTES_XOR[0][1][1], NOTES_XOR[0][2][1]),
                (QT_TRANSLATE_NOOP("MLPView", "out"), *NOTES_XOR[1][0]))   # the note's "out"
        for r, (label, *values) in enumerate(rows):
            self._xor_heads.append((QLabel(self.tr(label)), label))     # h₁, h₂: symbols
            grid.addWidget(self._xor_heads[-1][0], 5 + r, 0)
            for c, v in enumerate(values):
                s = double_spin(f"xor_weight_{r}_{c}", "", "", -100, 100, v, 1, 1)
                s.setProperty("xor_weight", (label, c + 1))
                grid.addWidget(s, 5 + r, 1 + c)
                self.xor_spins.append(s)
        self._name_xor_spins()
        return grid

    def _init(self) -> str:
        return list(INITS.values())[max(self.init_combo.currentIndex(), 0)]

    def _init_changed(self, _=None):
        notes = self._init() == "notes"
        for s in self.xor_spins:
            s.setEnabled(notes)
        if notes:
            self.side_tabs.setCurrentIndex(1)
        for w in (self.layers_spin, self.width_spin, self.activation_combo):
            w.setEnabled(not notes)
        if notes:
            self.activation_combo.setCurrentText("sigmoid")

    def notes_init(self):
        v = [s.value() for s in self.xor_spins]
        W1 = [[v[0], v[3]], [v[1], v[4]]]
        return [(W1, [v[2], v[5]]), ([[v[6]], [v[7]]], [v[8]])]

    # -- the run ---------------------------------------------------------------------------
    def make_model(self):
        init = self._init()
        notes = init == "notes"
        hidden = (2,) if notes else (self.width_spin.value(),) * self.layers_spin.value()
        batch = self.batch_spin.value() or None
        return MLPClassifier(hidden_layer_sizes=hidden, activation="sigmoid" if notes else
                             ACTIVATIONS[self.activation_combo.currentText()],
                             loss=list(LOSSES.values())[self.loss_combo.currentIndex()],
                             learning_rate=self.lr_spin.value(),
                             momentum=self.momentum_spin.value(), alpha=self.l2_spin.value(),
                             dropout=self.dropout_spin.value(), batch_size=batch,
                             max_iter=self.epochs_spin.value(),
                             init=self.notes_init() if notes else init,
                             random_state=self.controls.seed_spin.value())

    def _make_steps(self):
        """The engine's steps framed on the worker, with the network before the first update
        (the engine's step 0) kept aside for the history's start: history step k is then
        update k, as the progress bar and the explanation count."""
        frames = super()._make_steps()
        n = len(self.X)
        batch = n if self.batch_spin.value() == 0 else min(self.batch_spin.value(), n)
        self._max_updates = self.model.max_iter * -(-n // max(batch, 1))
        self._initial = holder = {}

        def updates():
            for frame in frames:
                if frame.step.iteration == 0:
                    holder["frame"] = frame        # shown at the history's start (cursor 0)
                    continue
                yield frame
        return updates()

    def extra_of(self, model):
        """Each update's weight changes ΔW_l, Δb_l (against the step before), on the worker."""
        previous = {}

        def changes(step):
            before = previous.get("w")
            previous["w"] = (step.coefs, step.intercepts)
            if before is None:
                return None
            return tuple((W - W0, b - b0) for W, b, W0, b0 in
                         zip(step.coefs, step.intercepts, before[0], before[1]))
        return changes

    def _on_reset(self):
        super()._on_reset()
        self.messages.clear_message()       # a message belongs to the run that said it

    def _redraw_now(self):
        if self.driver.index() == 0 and self._initial.get("frame") is not None \
                and len(self.history) > 1:
            frame = self._initial["frame"]          # the network before the first update
            self.canvas.show_regions(frame.labels, self.rect, len(self.classes))
            self.curves.set_cursor(0)
            self.draw_frame(frame)
            self.explanation.setHtml(self.explain(frame))
            return
        super()._redraw_now()

    def labels_of(self, model):
        G = self.G
        return lambda step: model.predict_proba(G, step).argmax(axis=1)

    def series(self, frame):
        return {SERIES[0]: frame.step.loss, SERIES[1]: frame.step.accuracy}   # English keys

    def draw_frame(self, frame):
        W, b = frame.step.coefs[0], frame.step.intercepts[0]
        moved = -1
        if frame.extra is not None:     # the unit whose line moved most is drawn thicker
            dW, db = frame.extra[0]
            moved = int(np.argmax(np.sqrt((dW ** 2).sum(axis=0) + db ** 2)))
        self.canvas.set_lines([(*line_in_rect(W[:, j], b[j], self.rect), palette.color(j + 2),
                                3.0 if j == moved else 1.5, True) for j in range(W.shape[1])])
        self.canvas.set_highlight([] if self.selected is None else [self.selected])

    def _select(self, i):
        self.selected = int(i)
        self._redraw_now()

    def intro(self):
        return self.tr("<b>Multilayer perceptron</b>: z_l = a_{l−1}W_l + b_l, a_l = φ(z_l); each "
                       "Step is one gradient update W ← W − η ∂L/∂W by backpropagation. Dashed "
                       "lines: each first-layer unit's w·x + b = 0 (the thick one moved most). "
                       "Click a point for its forward values and deltas. All-zero weights keep "
                       "every hidden unit identical (symmetry).")

    def explain(self, frame):
        s = frame.step
        state = (self.tr(" — converged") if s.converged else
                 self.tr(" — <b>diverged</b>: η too large") if s.stopped == "diverged" else
                 self.tr(" — stopped at the epoch cap") if s.stopped else "")
        rose = self.tr(" ↑ (rose)") if s.loss_increased else ""
        if s.iteration == 0:
            text = self.tr("<b>Initial network</b> (before update 1): L = {L:.4g}, accuracy "
                           "{a:.1%}.<br>").format(L=s.loss, a=s.accuracy)
        else:
            text = self.tr("<b>Update {k}</b> of at most {n} (epoch {e}){state}: L = {L:.4g}"
                           "{rose}, accuracy {a:.1%}, ‖∇L‖ = {g:.3g}.<br>").format(
                k=s.iteration, n=getattr(self, "_max_updates", "?"), e=s.epoch, state=state,
                L=s.loss, rose=rose, a=s.accuracy, g=s.grad_norm)
        text += self._changes(frame)
        W1 = s.coefs[0]
        if W1.shape[1] > 1 and np.allclose(W1, W1[:, :1]):
            text += self.tr("Every first-layer unit has the same weights: the symmetry never "
                            "breaks.<br>")
        if self.selected is not None and self.selected < len(self.X):
            text += self._chain_rule(s, self.selected)
        return text

    def _changes(self, frame):
        """The weights this update changed: ΔW = −η ∂L/∂W (+ momentum) per layer, the first
        layer's in full when it is small (2 inputs × a few units)."""
        if frame.extra is None:
            return ""
        rows = []
        for l, (dW, db) in enumerate(frame.extra):
            k = np.unravel_index(int(np.argmax(np.abs(dW))), dW.shape)
            rows.append(self.tr("layer {l}: ‖ΔW‖ = {n:.3g}, largest ΔW[{i},{j}] = {d:+.3g}, "
                                "‖Δb‖ = {nb:.3g}").format(
                l=l + 1, n=float(np.linalg.norm(dW)), i=k[0] + 1, j=k[1] + 1,
                d=float(dW[k]), nb=float(np.linalg.norm(db))))
        dW, db = frame.extra[0]
        if dW.size <= 16:
            cells = "".join(f"<td>{v:+.3g}</td>" for v in dW[0]) + "</tr><tr>" + "".join(
                f"<td>{v:+.3g}</td>" for v in dW[1]) if dW.shape[0] == 2 else ""
            if cells:
                rows.append(self.tr("ΔW₁ (rows: x, y; columns: hidden units):") +
                            f"<table cellspacing='4'><tr>{cells}</tr></table>")
        return self.tr("<b>Changed weights</b> (this update):") + "<br>" + "<br>".join(rows) + \
            "<br>"

    def _chain_rule(self, step, i):
        """Forward values and backward deltas of every unit for point i (one row: cheap)."""
        m, x = self.model, self.X[i:i + 1]
        fw = m.forward(x, step)
        g = m.gradients(x, self.y[i:i + 1], step)
        phi = m.activation
        dphi = DERIVATIVES[phi]
        lines = [self.tr("<hr><b>Point #{i}</b> x = {x}, class {c}").format(
            i=i, x=fmt_vec(x[0]), c=self.y[i])]
        L = len(fw.activations)
        for l in range(L):
            z, a, d = fw.pre_activations[l][0], fw.activations[l][0], g.deltas[l][0]
            kind = (self.tr("output") if l == L - 1 else
                    self.tr("hidden layer {l}").format(l=l + 1))
            lines.append(f"<b>{kind}</b>:")
            if l < L - 1:
                derivs = activation_derivative(phi, z)      # φ'(z), as backpropagation uses it
            for j in range(len(z)):
                if l == L - 1:
                    rule = ("δ = p − t" if m.loss == "cross_entropy" else
                            "δ = (p − t)·p(1 − p)" if len(z) == 1 else "δ = p⊙(g − gᵀp)")
                    lines.append(self.tr("&nbsp;unit {j}: z = {z:.4g}, p = {p:.4g}; {rule} = "
                                         "<b>{d:.4g}</b>").format(j=j + 1, z=z[j], p=a[j],
                                                                  rule=rule, d=d[j]))
                else:
                    back = float(step.coefs[l + 1][j] @ g.deltas[l + 1][0])
                    lines.append(self.tr(
                        "&nbsp;unit {j}: z = {z:.4g}, a = {phi}(z) = {a:.4g}; δ = (Σ_k W_jk "
                        "δ_k)·φ'(z) = {back:.4g} × {dphi} ({deriv:.4g}) = <b>{d:.4g}</b>").format(
                        j=j + 1, z=z[j], phi=phi, a=a[j], back=back, dphi=dphi,
                        deriv=float(derivs[j]), d=d[j]))
        lines.append(self.tr("∂ℓ/∂W_l = a_{l−1}ᵀ δ_l (plus λW), ∂ℓ/∂b_l = δ_l."))
        return "<br>".join(lines)
