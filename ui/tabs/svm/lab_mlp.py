"""SVM tab › MLP: a multilayer perceptron trained by backpropagation, one update per step, with
the regions redrawn, every first-layer hidden unit's line, loss and accuracy curves, and for a
clicked point every unit's forward value and backward delta with the chain rule filled in."""
from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QGridLayout, QLabel

from engine.neural import MLPClassifier

from ...plots import palette
from ...widgets.forms import combo, double_spin, spin
from .lab_common import SteppedLabView, fmt_vec, line_in_rect

# the notes' XOR network on inputs a, b ∈ {0, 1} (sigmoid units): h₁ = OR-like, h₂ = NAND-like,
# output = AND of the two, so out = (a + b)·¬(ab) = ab̄ + āb (XOR; the notes' ab + āb̄ is XNOR)
NOTES_XOR = (((20.0, -20.0), (20.0, -20.0), (-10.0, 30.0)), ((20.0, 20.0, -30.0),))
INITS = {"Glorot": "glorot", "small random": "small", "all zeros (symmetric)": "zeros",
         "notes' XOR network (editable)": "notes"}


class MLPView(SteppedLabView):
    """Backpropagation stepped on the SVM tab's points; click a point for its forward values
    and deltas."""

    name = "mlp"
    title = "MLP (dashed: hidden units; click a point)"

    def build_settings(self):
        self.layers_spin = spin("mlp_layers", "Hidden layers", "Number of hidden layers", 1, 2, 1)
        self.width_spin = spin("mlp_width", "Width", "Units per hidden layer", 1, 16, 4)
        self.activation_combo = combo("mlp_activation", "Activation", "Hidden activation φ",
                                      ("tanh", "sigmoid", "relu"))
        self.loss_combo = combo("mlp_loss", "Loss", "Training loss (output: sigmoid for two "
                                "classes, softmax for more)", ("cross_entropy", "squared_error"))
        self.init_combo = combo("mlp_init", "Initial weights", "How the weights start",
                                list(INITS))
        self.lr_spin = double_spin("mlp_lr", "Learning rate", "Gradient-descent step η (too "
                                   "large diverges)", 0.001, 100, 0.5, 0.1, 3)
        self.momentum_spin = double_spin("mlp_momentum", "Momentum", "μ in v ← μv − η∇L",
                                         0, 0.99, 0.0, 0.1, 2)
        self.l2_spin = double_spin("mlp_l2", "L2", "Weight decay λ: adds (λ/2)Σ‖W‖²", 0, 10,
                                   0.0, 0.001, 4)
        self.dropout_spin = double_spin("mlp_dropout", "Dropout", "Share of hidden units "
                                        "dropped in each training update", 0, 0.9, 0.0, 0.1, 2)
        self.batch_spin = spin("mlp_batch", "Mini-batch", "Mini-batch size (0 = the full batch)",
                               0, 10000, 0)
        self.epochs_spin = spin("mlp_epochs", "Epochs", "Epochs at most", 1, 100000, 500)
        grid = QGridLayout()
        cells = [("layers", self.layers_spin), ("width", self.width_spin),
                 ("φ", self.activation_combo), ("loss", self.loss_combo),
                 ("η", self.lr_spin), ("momentum", self.momentum_spin), ("L2 λ", self.l2_spin),
                 ("dropout", self.dropout_spin), ("batch", self.batch_spin),
                 ("epochs", self.epochs_spin)]
        for k, (label, w) in enumerate(cells):
            grid.addWidget(QLabel(label), k // 3, 2 * (k % 3))
            grid.addWidget(w, k // 3, 2 * (k % 3) + 1)
        grid.addWidget(QLabel("init"), 3, 2)
        grid.addWidget(self.init_combo, 3, 3, 1, 3)
        self.init_combo.currentTextChanged.connect(self._init_changed)
        self.canvas.point_selected.connect(self._select)
        self.selected = None
        self._init_changed(self.init_combo.currentText())
        return grid

    def extra_tabs(self):
        from PySide6.QtWidgets import QWidget
        page = QWidget()
        page.setLayout(self._xor_weights())
        return [(page, "XOR weights")]

    def progress_of(self, frame):
        return frame.step.epoch, self.model.max_iter

    def _xor_weights(self):
        """Spin boxes for the notes' 2-2-1 network: rows h₁, h₂ (w_a, w_b, bias) and out."""
        grid = QGridLayout()
        note = QLabel("The notes' network on inputs a, b ∈ {0, 1}, sigmoid units: h₁ ≈ a OR b, "
                      "h₂ ≈ NOT(a AND b), out ≈ h₁ AND h₂ = ab̄ + āb (XOR; the notes' "
                      "ab + āb̄ is XNOR). Choose init \"notes' XOR network\" to start from "
                      "these weights; edit them and Step.")
        note.setWordWrap(True)
        grid.addWidget(note, 3, 0, 1, 4)
        for c, head in enumerate(("from a / h₁", "from b / h₂", "bias")):
            grid.addWidget(QLabel(head), 4, 1 + c)
        self.xor_spins = []
        rows = (("h₁", NOTES_XOR[0][0][0], NOTES_XOR[0][1][0], NOTES_XOR[0][2][0]),
                ("h₂", NOTES_XOR[0][0][1], NOTES_XOR[0][1][1], NOTES_XOR[0][2][1]),
                ("out", *NOTES_XOR[1][0]))
        for r, (label, *values) in enumerate(rows):
            grid.addWidget(QLabel(label), 5 + r, 0)
            for c, v in enumerate(values):
                s = double_spin(f"xor_weight_{r}_{c}", f"{label} weight {c + 1}",
                                f"{label}: weight {c + 1} (the last is the bias)", -100, 100, v,
                                1, 1)
                grid.addWidget(s, 5 + r, 1 + c)
                self.xor_spins.append(s)
        return grid

    def _init_changed(self, text):
        notes = INITS[text] == "notes"
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
        init = INITS[self.init_combo.currentText()]
        notes = init == "notes"
        hidden = (2,) if notes else (self.width_spin.value(),) * self.layers_spin.value()
        batch = self.batch_spin.value() or None
        return MLPClassifier(hidden=hidden, activation="sigmoid" if notes else
                             self.activation_combo.currentText(),
                             loss=self.loss_combo.currentText(),
                             learning_rate=self.lr_spin.value(),
                             momentum=self.momentum_spin.value(), l2=self.l2_spin.value(),
                             dropout=self.dropout_spin.value(), batch_size=batch,
                             max_iter=self.epochs_spin.value(),
                             init=self.notes_init() if notes else init,
                             random_state=self.controls.seed_spin.value())

    def labels_of(self, model):
        G = self.G
        return lambda step: model.predict_proba(G, step).argmax(axis=1)

    def series(self, frame):
        return {"loss L": frame.step.loss, "accuracy": frame.step.accuracy}

    def draw_frame(self, frame):
        W, b = frame.step.coefs[0], frame.step.intercepts[0]
        self.canvas.set_lines([(*line_in_rect(W[:, j], b[j], self.rect), palette.color(j + 2),
                                1.5, True) for j in range(W.shape[1])])
        self.canvas.set_highlight([] if self.selected is None else [self.selected])

    def _select(self, i):
        self.selected = int(i)
        self._redraw_now()

    def intro(self):
        return ("<b>Multilayer perceptron</b>: z_l = a_{l−1}W_l + b_l, a_l = φ(z_l); each Step "
                "is one gradient update W ← W − η ∂L/∂W by backpropagation. Dashed lines: each "
                "first-layer unit's w·x + b = 0. Click a point for its forward values and "
                "deltas. All-zero weights keep every hidden unit identical (symmetry).")

    def explain(self, frame):
        s = frame.step
        state = (" — converged" if s.converged else " — <b>diverged</b>: η too large"
                 if s.stopped == "diverged" else f" — stopped ({s.stopped})" if s.stopped else "")
        text = (f"<b>Update {s.iteration}</b> (epoch {s.epoch}){state}: L = {s.loss:.4g}"
                f"{' ↑ (rose)' if s.loss_increased else ''}, accuracy {s.accuracy:.1%}, "
                f"‖∇L‖ = {s.grad_norm:.3g}.<br>")
        if s.iteration == 0:
            text = f"<b>Initial network</b>: L = {s.loss:.4g}, accuracy {s.accuracy:.1%}.<br>"
        W1 = s.coefs[0]
        if W1.shape[1] > 1 and np.allclose(W1, W1[:, :1]):
            text += "Every first-layer unit has the same weights: the symmetry never breaks.<br>"
        if self.selected is not None and self.selected < len(self.X):
            text += self._chain_rule(s, self.selected)
        return text

    def _chain_rule(self, step, i):
        """Forward values and backward deltas of every unit for point i (one row: cheap)."""
        m, x = self.model, self.X[i:i + 1]
        fw = m.forward(x, step)
        g = m.gradients(x, self.y[i:i + 1], step)
        phi = m.activation
        dphi = {"tanh": "1 − a²", "sigmoid": "a(1 − a)", "relu": "[z > 0]"}[phi]
        lines = [f"<hr><b>Point #{i}</b> x = {fmt_vec(x[0])}, class {self.y[i]}"]
        L = len(fw.activations)
        for l in range(L):
            z, a, d = fw.pre_activations[l][0], fw.activations[l][0], g.deltas[l][0]
            kind = "output" if l == L - 1 else f"hidden layer {l + 1}"
            lines.append(f"<b>{kind}</b>:")
            for j in range(len(z)):
                if l == L - 1:
                    rule = ("δ = p − t" if m.loss == "cross_entropy" else
                            "δ = (p − t)·p(1 − p)" if len(z) == 1 else "δ = p⊙(g − gᵀp)")
                    lines.append(f"&nbsp;unit {j + 1}: z = {z[j]:.4g}, p = {a[j]:.4g}; {rule} "
                                 f"= <b>{d[j]:.4g}</b>")
                else:
                    Wn = step.coefs[l + 1][j]
                    dn = g.deltas[l + 1][0]
                    back = float(Wn @ dn)
                    deriv = {"tanh": 1 - a[j] ** 2, "sigmoid": a[j] * (1 - a[j]),
                             "relu": float(z[j] > 0)}[phi]
                    lines.append(f"&nbsp;unit {j + 1}: z = {z[j]:.4g}, a = {phi}(z) = {a[j]:.4g};"
                                 f" δ = (Σ_k W_jk δ_k)·φ'(z) = {back:.4g} × {dphi} "
                                 f"({deriv:.4g}) = <b>{d[j]:.4g}</b>")
        lines.append("∂ℓ/∂W_l = a_{l−1}ᵀ δ_l (plus λW), ∂ℓ/∂b_l = δ_l.")
        return "<br>".join(lines)
